"""The Ramsen table in the terminal: trumps, the trick, voids and roles read at a glance."""

from __future__ import annotations

import io
import random

from rich.console import Console

from pantsdown import make
from pantsdown.cli.render.ramsen import render_hand_result, render_view, void_text
from pantsdown.cli.style import Style
from pantsdown.games.ramsen import RamsenState
from pantsdown.games.ramsen.phases import Phase

STYLE = Style(color=False, seat_names=("you", "bot", "bot", "bot"), viewer=0)


def _text(renderable: object) -> str:
    console = Console(width=80, record=True, color_system=None, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def _until(state: RamsenState, rng: random.Random, done: object) -> None:
    for _ in range(500):
        if done(state):  # type: ignore[operator]
            return
        state.apply(rng.choice(list(state.legal_actions())))
    raise AssertionError("the match never reached the moment wanted")


def test_voids_are_drawn_as_suit_marks_not_numbers() -> None:
    assert void_text(("hearts", "diamonds", "trumps"), STYLE).plain == "♥♦ trumps"


def test_the_trick_names_who_led_each_card_its_player_and_the_card_winning() -> None:
    state = make("ramsen", 4, seed=2)
    rng = random.Random(1)
    _until(state, rng, lambda s: s.phase is Phase.PLAY and len(s.trick) == 2 and s.tricks)
    view = state.view(0)
    text = _text(render_view(view, STYLE))
    (lead_seat, lead), (second_seat, second) = view.trick
    lead_who = "you" if lead_seat == 0 else f"seat {lead_seat}"
    second_who = "you" if second_seat == 0 else f"seat {second_seat}"
    assert f"{lead_who} led {STYLE.card_text(lead)}, {second_who} {STYLE.card_text(second)}" in text
    assert f"Trick {len(view.tricks) + 1}" in text and "wins so far" in text
    assert f"Trick {len(view.tricks)} " in text and "took it" in text
    assert "Trump order" in text and "Permanent" in text


def test_roles_are_written_in_full() -> None:
    state = make("zwanzig", 4, seed=3)
    rng = random.Random(2)
    _until(state, rng, lambda s: s.phase is Phase.PLAY)
    text = _text(render_view(state.view(0), STYLE))
    assert "dealer" in text and "forehand" in text and "announcer" in text
    assert "…" not in text


def test_criticals_strikers_and_the_weli_are_named_for_what_they_are() -> None:
    for variant, word in (
        ("bohemian-watten-criticals", "Criticals"),
        ("mulatschak", "Weli"),
        ("monch", "The Mönch"),
    ):
        text = _text(render_view(make(variant, 4, seed=1).view(0), STYLE))
        assert word in text, variant
    state = make("bohemian-watten", 4, seed=1)
    _until(state, random.Random(3), lambda s: s.trump_card is not None)
    assert "Strikers" in _text(render_view(state.view(0), STYLE))


def test_a_finished_hand_names_its_columns_and_says_how_it_was_scored() -> None:
    state = make("zwanzig", 4, seed=3)
    _until(state, random.Random(2), lambda s: s.hand_result() is not None)
    result = state.hand_result()
    assert result is not None
    text = _text(render_hand_result(result, STYLE, 4, state.standings(), state.rules))
    header = next(line for line in text.splitlines() if "change" in line)
    assert header.split() == ["│", "seat", "tricks", "change", "score", "now", "│"]
    assert "All tricks played." in text or "thrown in" in text.lower()


def test_house_rule_trumps_say_where_they_come_from() -> None:
    """The Guater is named above the strikers; a trump suit set by the announcer's next
    card says so."""
    watten = make("bohemian-watten", 4, seed=1, options={"guater": True})
    _until(watten, random.Random(1), lambda s: s.trump_card is not None)
    text = _text(render_view(watten.view(0), STYLE))
    assert "Guater" in text and "Strikers" in text
    zwanzig = make("zwanzig", 4, seed=1, options={"trump_next_card": True})
    zwanzig.apply(zwanzig.parse_action("next-card"))
    assert "from the announcer's next card" in _text(render_view(zwanzig.view(0), STYLE))
