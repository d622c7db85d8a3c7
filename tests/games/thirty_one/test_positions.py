"""Positions (FEN for 31): every field written once, read back, and checked against the rules."""

from __future__ import annotations

import gc
import json
import random
import weakref

import pytest

from pantsdown.core.errors import PositionError
from pantsdown.core.registry import from_position, make
from pantsdown.games.thirty_one import FAMILY
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


def test_a_position_whose_results_hold_words_still_reads_and_its_events_round_trip() -> None:
    """A hand's result carries its end as events (data); a position written when results
    held ``reason`` and ``summary`` words reads back without them."""
    state = make("schwimmen", 3, seed=4)
    rng = random.Random(4)
    while not state.results:  # type: ignore[attr-defined]
        state.apply(rng.choice(state.legal_actions()))
    text = state.to_position()
    assert from_position(text, seed=4).results == state.results  # type: ignore[attr-defined]
    line = next(x for x in text.splitlines() if x.startswith("results: "))
    rows = json.loads(line.removeprefix("results: "))
    for row in rows:
        del row["events"]
        row["reason"], row["summary"] = "seat 0 closed", "seat 1 has the lowest hand and loses"
    old = text.replace(line, "results: " + json.dumps(rows))
    results = from_position(old, seed=4).results  # type: ignore[attr-defined]
    assert [r.events for r in results] == [()]
    assert [r.losers for r in results] == [r.losers for r in state.results]  # type: ignore[attr-defined]
    assert FAMILY.hand_words(results[0], state.rules)[1].endswith("lost the hand")


def test_a_result_naming_an_unknown_event_is_refused_with_the_line() -> None:
    state = make("schwimmen", 3, seed=4)
    rng = random.Random(4)
    while not state.results:  # type: ignore[attr-defined]
        state.apply(rng.choice(state.legal_actions()))
    text = state.to_position()
    bad = text.replace('"type":"hand_scored"', '"type":"hand_vanished"')
    assert bad != text
    with pytest.raises(PositionError, match="hand_vanished"):
        from_position(bad, seed=4)
