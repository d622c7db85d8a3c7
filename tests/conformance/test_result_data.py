"""Hand results, standings and views are data: the engine makes no English for them.

The rule of ``test_event_data.py`` for events, extended to what a state gives at the
end of a hand and to what a seat's view holds.  A text field of a
:class:`HandResult`, a :class:`Standing` or a family's view is either a ``Literal``
(a closed vocabulary) or one of the few words listed here: notation, a preset's
name, a rules option's value, or a kind of the family's declared vocabulary
(``GameFamily.standing_kinds``, checked by value in every preset's playouts).  A
hand's result tells why it ended and how it was scored by the family's own events;
the sentences come from the family's prose (``GameFamily.hand_words``,
``GameFamily.standing_words``).
"""

from __future__ import annotations

import dataclasses
import random
import typing
from typing import Any

import pytest
from conformance_helpers import free_text

from pantsdown.core.protocol import HandResult, Standing, State
from pantsdown.core.registry import families, family, make

WORDS: dict[tuple[str, str], str] = {
    ("Standing", "kind"): "a word of the family's standing_kinds (checked by value below)",
    ("view", "variant"): "the preset's name",
    ("view", "options"): "the rules options' names and values",
    ("RamsenView", "calls"): "each seat's last call in notation (bid 3, drop)",
    ("RamsenView", "voids"): "suit names of the view's fixed vocabulary (VOID_WORDS)",
}
"""(type, field) -> why the text is not prose (``view``: every family's view)."""


PRESETS = [(fam.id, v.name, v.default_players) for fam in families() for v in fam.variants]
VIEW_TYPES = {
    fam.id: type(make(fam.variants[0].name, fam.variants[0].default_players, seed=1).view(0))
    for fam in families()
}


def _checked_fields(cls: type) -> list[tuple[str, dataclasses.Field[Any]]]:
    hints = typing.get_type_hints(cls)
    return [(f.name, f) for f in dataclasses.fields(cls) if free_text(hints[f.name])]


@pytest.mark.parametrize(
    "cls", [HandResult, Standing, *VIEW_TYPES.values()], ids=lambda c: c.__name__
)
def test_no_result_standing_or_view_field_holds_free_text_but_listed_words(cls: type) -> None:
    for name, _ in _checked_fields(cls):
        listed = (cls.__name__, name) in WORDS or (
            cls not in (HandResult, Standing) and ("view", name) in WORDS
        )
        assert listed, (
            f"{cls.__name__}.{name} holds free text: carry data (a Literal, numbers, "
            "seats, the family's events) and make the words in the family's prose.py"
        )


def test_the_words_listed_are_still_fields() -> None:
    present = {(c.__name__, f.name) for c in (HandResult, Standing) for f in dataclasses.fields(c)}
    for cls in VIEW_TYPES.values():
        present |= {("view", f.name) for f in dataclasses.fields(cls)}
        present |= {(cls.__name__, f.name) for f in dataclasses.fields(cls)}
    assert set(WORDS) <= present, set(WORDS) - present


def _playout(name: str, players: int, seed: int, decisions: int) -> State[Any, Any, Any]:
    state = make(name, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        if state.is_terminal():
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return state


@pytest.mark.parametrize(("family_id", "variant", "players"), PRESETS)
def test_every_hand_result_and_standing_of_a_preset_is_data_its_prose_words(
    family_id: str, variant: str, players: int
) -> None:
    """Random playouts of the preset: every finished hand's result carries the family's
    own events (public, since views show them) and no text; every standing's kind is of
    the family's vocabulary; the family's prose has words for each.
    """
    fam = family(family_id)
    assert fam.describe_hand is not None and fam.describe_standing is not None
    assert fam.standing_kinds, f"{family_id} declares no standing kinds"
    results: list[HandResult] = []
    standings: list[Standing] = []
    for seed in (1, 2):
        state = _playout(variant, players, seed, 1500)
        results += state.results  # type: ignore[attr-defined]
        standings += state.standings()
        view = state.view(0)
        last = getattr(view, "last_result", None)
        assert last is None or last is state.hand_result()
    assert results, f"{variant}: no hand finished in the playouts"
    for result in results:
        assert result.events, f"{variant}: hand {result.hand_number} tells nothing of its end"
        for event in result.events:
            assert isinstance(event, fam.event_types), event
            for seat in range(players):
                assert state.redact(event, seat) == event, f"{event} is not public"
        ended, scored = fam.hand_words(result, state.rules)
        assert ended or scored, f"{variant}: no words for {result.events}"
    for standing in standings:
        assert standing.kind in fam.standing_kinds, (variant, standing)
        assert all(type(n) is int for n in standing.counts), standing
        assert fam.standing_words(standing), standing
