"""The generic view renderer and the per-family hook."""

from __future__ import annotations

import enum
import re
import sys
import types
from dataclasses import dataclass

import pytest
from rich.console import Console

from pantsdown.cli import render
from pantsdown.cli.main import main
from pantsdown.cli.render import render_hand_result, render_view, renderer_for
from pantsdown.cli.style import Style
from pantsdown.core.cards import Card, Suit, parse_card, parse_cards
from pantsdown.core.protocol import HandResult, Standing, View
from pantsdown.games.thirty_one.events import HandEnded
from pantsdown.games.thirty_one.rules import PRESETS, ThirtyOneRules


class Phase(enum.Enum):
    EXCHANGE = 1
    TRICK_PLAY = 2


@dataclass(frozen=True, kw_only=True)
class DemoView(View):
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    chips: tuple[int, ...]
    known_cards: tuple[tuple[Card, ...], ...]
    is_swimming: tuple[bool, ...]
    standings: tuple[Standing, ...]
    trump: Suit | None
    phase: Phase
    stock_size: int
    dealer: int
    closed_by: int | None
    last_result: HandResult | None
    rules: ThirtyOneRules = PRESETS["schwimmen"]


def demo_view(**changes: object) -> DemoView:
    fields: dict[str, object] = dict(
        seat=1,
        num_players=3,
        current_player=2,
        hand_number=4,
        hand=tuple(parse_cards("Ah 10h 7c")),
        table=tuple(parse_cards("Kd Qs 9h")),
        chips=(3, 0, 2),
        known_cards=((), tuple(parse_cards("Jc")), ()),
        is_swimming=(False, True, False),
        standings=tuple(
            Standing(seat=s, score=c, kind="chip", counts=(c,)) for s, c in enumerate((3, 0, 2))
        ),
        trump=Suit.HEARTS,
        phase=Phase.TRICK_PLAY,
        stock_size=17,
        dealer=0,
        closed_by=2,
        last_result=HandResult(hand_number=3, events=(HandEnded("showed_31", 2),), losers=(1,)),
    )
    fields.update(changes)
    return DemoView(**fields)  # type: ignore[arg-type]


def text_of(renderable: object, width: int = 100) -> str:
    with open("/dev/null", "w") as sink:
        console = Console(width=width, no_color=True, record=True, file=sink)
        console.print(renderable)
    return console.export_text()


STYLE = Style(color=False, seat_names=("bot", "you", "bot"), viewer=1)


def test_cards_rows_facts_and_the_own_hand() -> None:
    out = text_of(render_view(demo_view(), STYLE))
    assert "hand 5 · seat 2 (bot) to play" in out
    assert "Table" in out and "K♦ Q♠ 9♥" in out
    assert "Trump" in out and "♥ Hearts" in out
    assert "Phase" in out and "trick play" in out
    assert "Stock size" in out and "17" in out
    assert "Your hand  A♥ 10♥ 7♣" in out
    assert "Last hand: seat 2 (bot) showed 31" in out


def test_per_seat_tuples_become_columns_and_seat_fields_marks() -> None:
    out = text_of(render_view(demo_view(), STYLE))
    header = next(line for line in out.splitlines() if "seat " in line and "chips" in line)
    for column in ("chips", "known cards", "swimming", "standing"):
        assert column in header
    rows = {}
    for line in out.splitlines():
        m = re.match(r"│ (▶| ) +(\d) (bot|you)", line)
        if m:
            rows[m.group(2)] = line
    assert "dealer" in rows["0"] and "closed by" in rows["2"]
    assert "J♣" in rows["1"] and "0 chips" in rows["1"] and "✓" in rows["1"]
    assert "✓" not in rows["0"]
    assert "▶" in rows["2"] and "▶" not in rows["0"]


def test_a_watched_seat_is_not_called_you() -> None:
    out = text_of(render_view(demo_view(), Style(color=False)))
    assert "Seat 1: hand  A♥ 10♥ 7♣" in out
    assert "Your hand" not in out


def test_no_result_yet_is_not_shown() -> None:
    out = text_of(render_view(demo_view(last_result=None, closed_by=None), STYLE))
    assert "Last" not in out and "closed by" not in out


def test_german_suits_and_colours() -> None:
    style = Style(suits="german", color=True, viewer=1)
    card = style.card(parse_card("Qc"))
    assert card.plain == " Oe " and "orange4" in str(card.style)
    assert style.suit(Suit.DIAMONDS).plain == "b Bells"
    out = text_of(render_view(demo_view(), Style(suits="german", color=False, viewer=1)))
    assert "Your hand  Sr 10r 7e" in out


def test_event_text_gets_cards_and_seats() -> None:
    text = STYLE.rich_text("seat 1 swapped Kh for 10d; Aha")
    assert text.plain == "seat 1 (you) swapped K♥ for 10♦; Aha"


def test_hand_result_shows_shown_hands_changes_and_standings() -> None:
    result = HandResult(
        hand_number=0,
        events=(HandEnded("showed_31", 0),),
        losers=(1, 2),
        deltas=(0.0, -1.0, -1.0),
        scores=(31.0, 20.5, 12.0),
        shown=tuple(tuple(parse_cards(t)) for t in ("Ah Kh Qh", "7c 7d 7s", "8c 9d 10s")),
    )
    standings = [Standing(seat=s, score=2, kind="chip", counts=(2,)) for s in range(3)]
    out = text_of(render_hand_result(result, STYLE, 3, standings, PRESETS["schwimmen"]))
    assert "hand 1 over" in out and "Ended: seat 0 (bot) showed 31" in out
    assert "Lost: seat 1 (you), seat 2 (bot)" in out
    assert "20.5" in out and "-1" in out and "2 chips" in out and "7♣ 7♦ 7♠" in out


def test_a_family_render_hook_is_used_when_present(tiny, feed, capsys, monkeypatch) -> None:
    hook = types.ModuleType("pantsdown.cli.render.tiny")
    hook.render_view = lambda view, style: f"CUSTOM TABLE for seat {view.seat}"  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pantsdown.cli.render.tiny", hook)
    renderer_for.cache_clear()
    try:
        assert renderer_for("tiny") is hook.render_view  # type: ignore[attr-defined]
        assert renderer_for("no_such_family") is render.render_view
        feed()
        assert main(["play", "tiny", "--players", "2"]) == 0
        assert "CUSTOM TABLE for seat 0" in capsys.readouterr().out
    finally:
        renderer_for.cache_clear()


def test_a_broken_hook_is_not_hidden(monkeypatch) -> None:
    broken = types.ModuleType("pantsdown.cli.render.broken")
    monkeypatch.setitem(sys.modules, "pantsdown.cli.render.broken", broken)
    renderer_for.cache_clear()
    try:
        with pytest.raises(AttributeError):
            renderer_for("broken")
    finally:
        renderer_for.cache_clear()


def test_a_sentence_starting_with_a_seat_keeps_its_capital() -> None:
    assert STYLE.rich_text("Seat 1 went out.").plain == "Seat 1 (you) went out."


@dataclass(frozen=True, kw_only=True)
class NoisyView(View):
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    stock_size: int
    passes_in_a_row: int
    chicken: int | None
    last_round: bool
    still_to_play: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    chips: tuple[int, ...]
    points: tuple[int, ...]
    eliminated: tuple[bool, ...]
    status: tuple[str, ...]
    standings: tuple[Standing, ...]
    rules: ThirtyOneRules = PRESETS["schwimmen"]


def test_nothing_to_say_is_not_said_and_a_column_is_not_shown_twice() -> None:
    view = NoisyView(
        seat=0,
        num_players=2,
        current_player=0,
        hand_number=0,
        hand=tuple(parse_cards("7c 8c 9c")),
        table=(),
        stock_size=0,
        passes_in_a_row=0,
        chicken=None,
        last_round=False,
        still_to_play=(),
        hand_sizes=(3, 3),
        chips=(3, 3),
        points=(0, 0),
        eliminated=(False, False),
        status=("3 chips", "3 chips"),
        standings=tuple(Standing(seat=s, score=3, kind="chip", counts=(3,)) for s in range(2)),
    )
    out = text_of(render_view(view, STYLE))
    assert "Table" in out and "Stock size" in out  # cards and the stock always show
    for quiet in ("Passes", "Chicken", "Last round", "Still to play", "points", "eliminated"):
        assert quiet not in out
    assert "hand sizes" in out and "chips" in out  # equal numbers are different facts
    assert "status" in out and "standing" not in out  # equal words are the same fact


def test_german_suits_rename_suits_in_sentences() -> None:
    style = Style(suits="german", color=False)
    assert style.rich_text("21 in clubs; Diamonds lead").plain == "21 in acorns; Bells lead"
