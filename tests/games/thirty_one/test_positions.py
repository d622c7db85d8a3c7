"""Positions (FEN for 31): every field written once, read back, and checked against the rules."""

from __future__ import annotations

import gc
import random
import weakref

import pytest

from pantsdown.core.errors import PositionError
from pantsdown.core.registry import from_position, make
from pantsdown.games.thirty_one.rules import PRESETS
from pantsdown.games.thirty_one.tables import tables

VARIANTS = ["schwimmen", "hosenabe", "dutch-31", "hosa-aba", "41", "tri-palki", "tuppenny"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_positions_round_trip_and_play_continues_with_the_same_actions(variant: str) -> None:
    rng = random.Random(5)
    for seed in range(5):
        state = make(variant, 4, seed=seed)
        for _ in range(rng.randrange(80)):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        copy = from_position(state.to_position(), seed=seed)
        assert copy.to_position() == state.to_position()
        assert [str(a) for a in copy.legal_actions()] == [str(a) for a in state.legal_actions()]
        if not state.is_terminal():
            action = state.legal_actions()[0]
            dealt = len(state.decks)
            state.apply(action)
            copy.apply_text(str(action))
            if len(state.decks) == dealt:  # a new deal comes from each state's own shuffle
                assert copy.to_position() == state.to_position()


def test_a_position_missing_a_card_is_refused_naming_it() -> None:
    text = make("schwimmen", 3, seed=1).to_position()
    line = next(x for x in text.splitlines() if x.startswith("stock: "))
    shorter = line.rsplit(" ", 1)[0]
    with pytest.raises(PositionError, match="missing"):
        from_position(text.replace(line, shorter))


def test_a_position_with_a_seat_out_of_range_is_refused() -> None:
    text = make("schwimmen", 3, seed=1).to_position()
    line = next(x for x in text.splitlines() if x.startswith("to_act: "))
    with pytest.raises(PositionError, match="seat outside"):
        from_position(text.replace(line, "to_act: 7"))


def test_the_per_rules_tables_are_a_bounded_cache() -> None:
    """Nothing process-wide grows with the number of rule variations made: each rules
    object keeps its own tables, and at most a bounded number of rules stay alive."""
    alive = []
    for chips in range(1, 200):
        state = make("schwimmen", 3, seed=1, options={"starting_chips": chips})
        alive.append(weakref.ref(state.rules))
    del state
    gc.collect()
    assert sum(ref() is not None for ref in alive) <= 64
    assert tables(PRESETS["schwimmen"], 4) is tables(PRESETS["schwimmen"], 4)


def test_a_position_written_without_passed_this_hand_is_still_read() -> None:
    """Positions written before the line existed: the seats that passed on their
    last turn are the ones that have passed this hand."""
    s = make("schwimmen", 3, seed=5)
    s.apply(s.legal_actions()[0])
    text = s.to_position()
    old = "\n".join(line for line in text.splitlines() if not line.startswith("passed_this_hand"))
    again = from_position(old)
    assert again.to_position() == text
