"""The position notation: round trips for reachable states, refuses positions off the rules."""

from __future__ import annotations

import random

import pytest

from pantsdown import make
from pantsdown.core.errors import PositionError
from pantsdown.core.registry import from_position
from pantsdown.games.ramsen import FAMILY

NAMES = [v.name for v in FAMILY.variants]


@pytest.mark.parametrize("name", NAMES)
def test_position_round_trips_and_play_continues_the_same(name: str) -> None:
    rng = random.Random(name)
    for seed in range(3):
        state = make(name, FAMILY.variant(name).default_players, seed=seed)
        for _ in range(rng.randrange(80)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        text = state.to_position()
        copy = from_position(text, seed=seed)
        assert copy.to_position() == text
        assert [str(a) for a in copy.legal_actions()] == [str(a) for a in state.legal_actions()]
        dealt = len(state.decks)
        for _ in range(10):
            if state.is_terminal():
                break
            action = rng.choice(list(state.legal_actions()))
            state.apply(action)
            copy.apply_text(str(action))
            if len(state.decks) != dealt:
                break
            assert [str(a) for a in copy.legal_actions()] == [str(a) for a in state.legal_actions()]


def test_a_card_twice_is_refused() -> None:
    text = make("ramsen", 4, seed=1).to_position()
    lines = text.splitlines()
    stock = next(line for line in lines if line.startswith("stock: "))
    first = stock.split()[1]
    broken = text.replace(stock, stock + " " + first)
    with pytest.raises(PositionError, match="pack exactly once"):
        from_position(broken)


def test_a_seat_out_of_range_is_refused() -> None:
    text = make("ramsen", 4, seed=1).to_position()
    with pytest.raises(PositionError, match="not a seat"):
        from_position(text.replace("\ndealer: 0\n", "\ndealer: 7\n"))
