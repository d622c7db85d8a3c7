"""Every registered game's views draw without error, all through a random match."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console

from pantsdown.cli.render import render_hand_result, render_standings, renderer_for
from pantsdown.cli.style import Style
from pantsdown.core.cards import parse_cards
from pantsdown.core.registry import families, find_variant, make

# Every variant in French suits, each family's first variant in German suits too.
CASES = [
    (fam.id, var.name, suits)
    for fam in families()
    for i, var in enumerate(fam.variants)
    for suits in (("french", "german") if i == 0 else ("french",))
]


@pytest.mark.parametrize(("family_id", "variant", "suits"), CASES)
def test_every_view_of_a_random_match_draws(family_id: str, variant: str, suits: str) -> None:
    console = Console(file=io.StringIO(), width=80, color_system="truecolor")
    render = renderer_for(family_id)
    state = make(variant, seed=3)
    n = state.num_players
    style = Style(suits=suits, seat_names=("you",) + ("bot",) * (n - 1), viewer=0)  # type: ignore[arg-type]
    fam, _ = find_variant(variant)
    names = [style.seat_name(s) for s in range(n)]
    rng = random.Random(5)
    seen_results = -1
    told = 0
    for step in range(240):
        if state.is_terminal():
            break
        if step % 4 == 0:
            console.print(render(state.view(step % n), style))
        for event in state.events_for(0, told):
            console.print(style.rich_text(fam.describe_event(event, names)))
        told = len(state.events)
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        result = state.hand_result()
        if result is not None and result.hand_number > seen_results:
            seen_results = result.hand_number
            console.print(render_hand_result(result, style, n, state.standings(), state.rules))
    console.print(render(state.view(0), style))
    console.print(render_standings(state.standings(), style, rules=state.rules))
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert "hand" in out
    wrong = re.findall(r"\b1 (?:cards|chips|points|tricks|sticks|lives|strokes)\b|\w\(s\)", out)
    assert not wrong, f"plural after 1, or '(s)': {sorted(set(wrong))}"


def test_a_record_in_a_view_shows_its_cards_and_only_its_true_flags() -> None:
    """An up-pile reads '7♦ 8♦ (face down)', not 'Cards 7♦ 8♦, Face down yes'."""
    from dataclasses import dataclass

    from pantsdown.cli.render import render_value
    from pantsdown.core.cards import Card, parse_cards

    @dataclass(frozen=True)
    class Pile:
        cards: tuple[Card, ...]
        face_down: bool

    style = Style(color=False)
    down = render_value(Pile(tuple(parse_cards("7d 8d")), True), style).plain
    up = render_value(Pile(tuple(parse_cards("7d 8d")), False), style).plain
    assert down == "7♦ 8♦ (face down)"
    assert up == "7♦ 8♦"


def test_games_fits_80_columns_with_no_cropped_cell(capsys, monkeypatch) -> None:
    from pantsdown.cli.main import main
    from pantsdown.core.registry import families

    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--no-color", "games"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert "…" not in out
    names = [line.split("│")[1].strip() for line in lines if line.startswith("│")]
    for fam in families():
        for var in fam.variants:
            assert var.name in names, f"{var.name} is cut"


def test_underwear_screen_says_who_is_asked_to_double_between_turns() -> None:
    """With double_between_turns, the screen names the seat asked and whose turn follows."""
    deck = parse_cards("5h 9c 4h 3h 2c 9s 7h 8s 9d 10d")
    options = {"doubling": True, "double_between_turns": True, "first_dealer": 2, "hand_size": 2}
    state = make("underwear", 3, seed=1, options=options, decks=[deck])
    state.apply_text("down 5h")
    state.apply_text("draw")
    console = Console(file=io.StringIO(), width=80, color_system=None)
    style = Style(color=False, seat_names=("bot", "you", "bot"), viewer=1)
    console.print(renderer_for("underwear")(state.view(1), style))
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert "Double?   seat 1 (you) holds the most cards: double or not, before seat 2" in out
    assert "hand 1 · seat 1 (you) may double" in out and "to play" not in out


def test_a_tried_card_kept_in_hand_is_shown_as_the_turn_going_on() -> None:
    """try_stock_to_hand: after a miss the screen says the player plays on, in 80 columns."""
    # seat 0 leads 3c 3d and draws Kd Kh; seat 1 tries the Jc, which may not go on a Three
    deck = "3c 3d 7h 8h 7s 8s 4c 5c 9h 10h 9s 10s 6c Qh Qs Kd Kh Jc"
    state = make("paskahousu", 3, decks=[parse_cards(deck)], options={"try_stock_to_hand": True})
    state.apply_text("play 3c 3d")
    state.apply_text("try")
    console = Console(file=io.StringIO(), width=80, color_system=None)
    style = Style(suits="french", seat_names=("you", "bot", "bot"), viewer=0)
    console.print(renderer_for("paskahousu")(state.view(0), style))
    screen = console.file.getvalue()  # type: ignore[attr-defined]
    assert "kept the tried card and plays on" in screen
    assert max(len(line) for line in screen.splitlines()) <= 80
