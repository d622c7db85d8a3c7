"""The 31 family's screens: what is decided in words, one column of chips, who closed,
the hand's scoring explained, trios in words in either suit system.
"""

from __future__ import annotations

import io

from rich.console import Console

from pantsdown.cli.render import render_standings
from pantsdown.cli.render.thirty_one import render_hand_result, render_view
from pantsdown.cli.style import Style
from pantsdown.core.cards import parse_cards
from pantsdown.core.protocol import Standing
from pantsdown.core.registry import from_position, make
from pantsdown.games.thirty_one.rules import PRESETS
from pantsdown.games.thirty_one.state import ThirtyOneState

WIDTH = 80
STYLE = Style(color=False, seat_names=("you", "bot", "bot"), viewer=0)
DEAL = "Kc 10c 9c  Ks 10s 9s  7h 7s 7d  Qd 8d 10d"
"""Seat 0 29 in clubs, seat 1 29 in spades, seat 2 three Sevens; the extra hand last."""


def deal(variant: str = "schwimmen", deck: str = DEAL, **options: object) -> ThirtyOneState:
    state = make(variant, 3, seed=7, decks=[parse_cards(deck)], options=options or None)
    assert isinstance(state, ThirtyOneState)
    return state


def screen(renderable: object, style: Style = STYLE) -> str:
    console = Console(width=WIDTH, record=True, color_system=None, file=io.StringIO())
    console.print(renderable)
    text = console.export_text()
    assert all(len(line) <= WIDTH and "…" not in line for line in text.splitlines())
    return text


def words(text: str) -> str:
    """The screen's words in one line: borders dropped, wrapped lines joined."""
    return " ".join(text.replace("│", " ").split())


def test_the_dealers_choice_is_said_in_words_not_as_a_phase_name() -> None:
    text = screen(render_view(deal().view(0), STYLE))
    assert "seat 2 (bot) keeps their cards or takes the unseen extra hand" in text
    assert "the extra hand, 3 cards face down" in text
    assert "Phase" not in text and "choose" not in text
    assert "Your hand  K♣ 10♣ 9♣  = 29 in clubs" in text


def test_a_close_marks_the_closer_and_lists_the_last_turns() -> None:
    state = deal()
    for text in ("keep", "pass close"):
        state.apply_text(text)
    shown = screen(render_view(state.view(1), STYLE))
    assert "Last turns: seat 1 (bot), then seat 2 (bot)" in shown
    row = next(line for line in shown.splitlines() if "0 you" in line)
    assert row.rstrip(" │").endswith("closed")
    assert "closed by" not in shown


def test_chips_are_one_column_with_swimming_and_out_in_it() -> None:
    lines = deal().to_position().splitlines()
    lines = [
        "chips: 0,2,3" if line.startswith("chips:") else line
        for line in lines
        if not line.startswith("game:")
    ]
    state = from_position("game: schwimmen 3\n" + "\n".join(lines), seed=7)
    text = screen(render_view(state.view(0), STYLE))
    header = next(line for line in text.splitlines() if "seat" in line and "chips" in line)
    assert "status" not in header
    assert "0, swimming" in text
    assert "2 chips" not in text  # the number stands alone under "chips"


def test_the_hand_result_says_how_the_tie_was_broken_and_names_its_columns() -> None:
    state = deal()
    for text in ("keep", "pass close", "pass", "pass"):
        state.apply_text(text)
    result = state.hand_result()
    assert result is not None
    text = screen(render_hand_result(result, STYLE, 3, state.standings(), state.rules))
    assert (
        "seat 0 (you) and seat 1 (bot) tie for the lowest hand (29); the tie goes by the "
        "suit of the scoring cards (clubs, then spades, hearts, diamonds), so seat 1 (bot) "
        "loses"
    ) in words(text)
    header = next(line for line in text.splitlines() if "hand shown" in line)
    assert header.split() == [
        "│",
        "seat",
        "hand",
        "shown",
        "value",
        "this",
        "hand",
        "in",
        "the",
        "match",
        "│",
    ]
    assert "three Sevens (30½)" not in text  # the table gives values, the log the words
    row = next(line for line in text.splitlines() if "seat 2 (bot)" in line)
    assert "30½" in row


def test_a_trio_is_described_in_words_in_german_suits_too() -> None:
    german = Style(suits="german", color=False, seat_names=("you", "bot", "bot"), viewer=2)
    text = screen(render_view(deal().view(2), german), german)
    assert "= three Sevens (30½)" in text
    assert "three 7" not in text
    seat_0 = Style(suits="german", color=False, seat_names=("you", "bot", "bot"), viewer=0)
    clubs = screen(render_view(deal().view(0), seat_0), seat_0)
    assert "Your hand  Ke 10e 9e  = 29 in acorns" in clubs


def test_the_final_standings_do_not_repeat_the_chips_in_a_score_column() -> None:
    """The standing's words ("1 chip", "swimming", "out") already hold the score."""
    standings = [
        Standing(seat=0, score=1, kind="chip", counts=(1,), is_winner=True),
        Standing(seat=1, score=0, kind="swimming"),
        Standing(seat=2, score=0, kind="out", is_out=True),
    ]
    rules = PRESETS["schwimmen"]
    text = screen(render_standings(standings, STYLE, title="Final standings", rules=rules))
    assert "score" not in text
    assert "1 chip ★ winner" in text
