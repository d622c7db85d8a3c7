"""The public view (``State.public_view()``, ``State.view(SPECTATOR)``), for every preset.

Random playouts of every preset at its smallest and largest table; at every
decision:

- the public view holds no card hidden from any seat: no card of a seat's own
  fields (hands, face-down discards) nor of a hidden pile (stock, widow, talon)
  unless every seat's view shows it (on the table, shown at the end of a hand),
  and no hand at all;
- every key of a view that is not the seat's own (its hand, its cards' worth, its
  log) is the same in every seat's view and in the public view: the public
  fields, every count, the standings, the current player;
- it is made by the family's own view, so it is the family's view type.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from conformance_helpers import json_strings

from pantsdown.core.errors import GameError
from pantsdown.core.fields import Seen
from pantsdown.core.protocol import SPECTATOR, State, Variant, to_jsonable
from pantsdown.core.registry import families, make

MOVES = 120
"""Decisions per playout (the first hands show every phase; the test stays quick)."""
PLAYOUTS = 2
"""Seeded playouts per preset and table size."""


OWN_DERIVED = frozenset(
    {"seat", "log", "hand_value", "hand_kind", "hand_rank", "hand_suit", "peek", "onsight_mine"}
)
"""View keys a seat's view derives from its own cards or its own events (the log): they
differ between seats, and the public view has its own (no hand, every event redacted)."""


def seen_by_every_seat(state: State[Any, Any, Any], views: list[Any] | None = None) -> set[str]:
    """The cards every seat's view shows (in any field, its log or the results);
    ``views``: the seats' views as JSON data, if already made."""
    if views is None:
        views = [_json(state.view(seat)) for seat in range(state.num_players)]
    cards = {str(c) for c in state.all_cards()}
    for view in views:
        cards &= json_strings(view, set())
    return cards


def _json(view: Any) -> Any:
    return json.loads(json.dumps(view.to_dict()))


def held_by_some_seat(state: State[Any, Any, Any]) -> set[str]:
    """The cards of the hand in an own field (a seat's hand) or a hidden pile."""
    cards: set[str] = set()
    for name, spec in type(state).FIELDS.items():
        if spec.seen is Seen.OWN or spec.seen is Seen.HIDDEN:
            cards |= json_strings(to_jsonable(getattr(state, name)), set())
    return cards


def _check(state: State[Any, Any, Any]) -> None:
    public = state.public_view()
    assert public == state.view(SPECTATOR)
    assert type(public) is type(state.view(0))
    data = _json(public)
    seats = [_json(state.view(s)) for s in range(state.num_players)]
    leaked = json_strings(data, set()) & held_by_some_seat(state) - seen_by_every_seat(state, seats)
    assert not leaked, f"public view of {state.variant} shows {sorted(leaked)}"
    assert data["seat"] == SPECTATOR
    if "hand" in data:
        assert data["hand"] == []
    private = OWN_DERIVED | {
        spec.view_name or name for name, spec in type(state).FIELDS.items() if spec.seen is Seen.OWN
    }
    for key, value in seats[0].items():
        if key in private:
            continue
        for seat, view in enumerate(seats):
            assert view[key] == value, f"{state.variant}: seats 0 and {seat} differ in {key}"
        assert data[key] == value, (
            f"{state.variant}: every seat sees {key}={value!r}, the public view {data[key]!r}"
        )


def _cases() -> list[tuple[Variant, int]]:
    out = []
    for fam in families():
        for var in fam.variants:
            for n in sorted({var.min_players, min(var.max_players, 6)}):
                out.append((var, n))
    return out


CASES = _cases()


@pytest.mark.parametrize(("var", "n"), CASES, ids=[f"{v.name}-{n}p" for v, n in CASES])
def test_public_view_hides_every_hidden_card_and_shows_what_all_seats_see(
    var: Variant, n: int
) -> None:
    checked = 0
    for seed in range(PLAYOUTS):
        state = make(var.name, n, seed=seed)
        rng = random.Random(seed)
        for _ in range(MOVES):
            _check(state)
            checked += 1
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert checked >= PLAYOUTS * 2


def test_the_leak_check_sees_a_hand() -> None:
    state = make("schwimmen", 3, seed=1)
    hand = {str(c) for c in state.hands[1]}  # type: ignore[attr-defined]
    assert hand <= held_by_some_seat(state)
    assert not hand & seen_by_every_seat(state)


@pytest.mark.parametrize("seat", [-2, 3, 9])
def test_a_view_of_no_seat_is_refused_with_the_seat(seat: int) -> None:
    state = make("schwimmen", 3, seed=1)
    before = state.to_position()
    with pytest.raises(GameError, match=f"no view for seat {seat}: a view is of a seat 0..2"):
        state.view(seat)
    assert state.to_position() == before
