"""The engine contract over every preset: playouts, views, sampling, ids, records."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pantsdown.core.errors import GameError, IllegalActionError
from pantsdown.core.protocol import CHANCE
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import make
from pantsdown.games.thirty_one import FAMILY, sample_state
from pantsdown.games.thirty_one.state import ThirtyOneState

PRESETS = [v.name for v in FAMILY.variants]
COUNTS = {"hosenabe": (2, 5, 10), "41": (2, 4, 10), "hosa-aba": (2, 4, 10)}


def cases() -> list[tuple[str, int]]:
    return [(v, n) for v in PRESETS for n in COUNTS.get(v, (2, 4, 8))]


def random_match(variant: str, n: int, seed: int, limit: int = 3000) -> ThirtyOneState:
    s = make(variant, n, seed=seed)
    assert isinstance(s, ThirtyOneState)
    rng = random.Random(seed)
    for _ in range(limit):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        assert legal, "legal actions are non-empty until the match ends"
        s.apply(legal[rng.randrange(len(legal))])
    return s


@pytest.mark.parametrize(("variant", "n"), cases())
def test_random_matches_conserve_cards_and_end_with_a_winner(variant: str, n: int) -> None:
    for seed in range(4):
        s = make(variant, n, seed=seed)
        rng = random.Random(seed)
        pack = Counter(s.pack)  # type: ignore[attr-defined]
        while not s.is_terminal():
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
            assert Counter(s.all_cards()) == pack  # type: ignore[attr-defined]
        assert s.winners() and abs(sum(s.returns()) - 1.0) < 1e-9


@pytest.mark.parametrize(("variant", "n"), cases())
def test_sample_state_reproduces_the_view_and_plays_on(variant: str, n: int) -> None:
    s = make(variant, n, seed=11)
    rng = random.Random(3)
    for step in range(200):
        if s.is_terminal():
            break
        for seat in range(n):
            view = s.view(seat)
            sampled = sample_state(view, random.Random(step * 31 + seat))
            assert sampled.view(seat) == view
            if step % 25 == 0:
                srng = random.Random(step)
                for _ in range(400):
                    if sampled.is_terminal():
                        break
                    legal = sampled.legal_actions()
                    sampled.apply(legal[srng.randrange(len(legal))])
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("variant", PRESETS)
def test_views_hold_no_hidden_card(variant: str) -> None:
    s = random_match(variant, 4, seed=5, limit=40)
    if s.is_terminal():
        return
    for seat in range(4):
        view = s.view(seat)
        visible = Counter([*view.hand, *view.table, *view.discards])
        for other, k in enumerate(view.known):
            if other != seat:
                visible.update(k)
        hidden = Counter(s.all_cards())
        hidden.subtract(Counter(s.hands[seat]))
        hidden.subtract(Counter(s.table))
        hidden.subtract(Counter(s.discards))
        for other in range(4):
            if other != seat:
                hidden.subtract(Counter(s.known[other]))
        assert all(v >= 0 for v in hidden.values())
        assert visible <= Counter(s.all_cards())


@pytest.mark.parametrize("variant", PRESETS)
def test_clone_is_independent(variant: str) -> None:
    s = random_match(variant, 4, seed=2, limit=15)
    c = s.clone()
    before = s.view(0)
    rng = random.Random(9)
    for _ in range(30):
        if c.is_terminal():
            break
        legal = c.legal_actions()
        c.apply(legal[rng.randrange(len(legal))])
    assert s.view(0) == before


@pytest.mark.parametrize("variant", PRESETS)
def test_record_round_trip_replays_exactly(variant: str) -> None:
    s = random_match(variant, 4, seed=8)
    record = Record.from_state(s)
    again = replay(Record.from_json(record.to_json()))
    assert [str(e) for e in again.events] == [str(e) for e in s.events]
    assert again.returns() == s.returns()


@pytest.mark.parametrize("variant", PRESETS)
def test_ids_and_notation_round_trip_for_every_legal_action(variant: str) -> None:
    s = make(variant, 4, seed=4)
    rng = random.Random(4)
    n = s.num_distinct_actions()
    for _ in range(300):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        for a in legal:
            assert s.parse_action(str(a)) == a
            i = s.action_id(a)
            assert 0 <= i < n and s.action_from_id(i) == a
        s.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("variant", PRESETS)
def test_every_illegal_action_raises_and_changes_nothing(variant: str) -> None:
    s = random_match(variant, 3, seed=6, limit=12)
    if s.is_terminal():
        return
    legal = set(map(id, s.legal_actions()))
    before = s.view(s.current_player())
    events = len(s.events)
    for i in range(s.num_distinct_actions()):
        a = s.action_from_id(i)
        if id(a) in legal:
            continue
        with pytest.raises(IllegalActionError) as err:
            s.apply(a)
        assert repr(str(a)) in str(err.value)
    assert s.view(s.current_player()) == before and len(s.events) == events


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 6), st.integers(0, 2**32), st.integers(0, 60))
def test_hypothesis_random_sequences_keep_notation_round_trips(
    which: int, seed: int, steps: int
) -> None:
    variant = PRESETS[which]
    s = make(variant, 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        a = legal[rng.randrange(len(legal))]
        assert s.parse_action(str(a)) is a
        s.apply_text(str(a))


@given(st.text(max_size=20))
def test_hypothesis_parse_never_crashes_on_garbage(text: str) -> None:
    s = make("schwimmen", 3, seed=1)
    try:
        a = s.parse_action(text)
    except GameError:
        return
    assert s.parse_action(str(a)) is a


@pytest.mark.parametrize("variant", PRESETS)
def test_sample_state_at_a_chance_node_waits_on_the_deal(variant: str) -> None:
    """Explicit chance: between hands a view is sampled into a state that deals next."""
    s = make(variant, 3, seed=4, chance="explicit")
    rng = random.Random(4)
    dealt = 0
    while not s.is_terminal() and dealt < 2:
        if s.current_player() == CHANCE:
            view = s.view(0)
            sampled = sample_state(view, random.Random(dealt))
            assert sampled.current_player() == CHANCE and sampled.view(0) == view
            assert len(sampled.chance_outcomes()) == len(s.chance_outcomes())
            while s.current_player() == CHANCE:
                outcomes = s.chance_outcomes()
                s.apply(outcomes[rng.randrange(len(outcomes))][0])
            dealt += 1
            continue
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    assert dealt == 2 or s.is_terminal()
