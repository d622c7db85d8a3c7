"""The conformance suite: every registered variant, at several player counts.

Seeded random playouts to the end of the match, checking at every step the
invariants every game promises (DESIGN.md, "Tests"):

- legal actions are non-empty until the match is terminal, and empty after;
- every legal action's text notation and dense id round-trip;
- cards are conserved: the current hand's cards are exactly its deck;
- an illegal action raises a GameError and changes nothing;
- a clone is independent of its original;
- a record round-trips through JSON and replays to the same match;
- no view holds a hidden card: a state sampled from a seat's view shows
  that seat exactly the same view (so the view depends on nothing the seat
  cannot know), offers the same legal actions, and plays on to the end;
- returns are zero until the end and share 1 among the winners.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter
from collections.abc import Iterator

import pytest
from conformance_helpers import state_attributes
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pantsdown.core.errors import GameError, GameOverError
from pantsdown.core.protocol import TERMINAL, GameFamily, State, Variant
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import families, make

MAX_STEPS = 20_000
"""A match longer than this many decisions is treated as a hang."""


def _player_counts(var: Variant) -> list[int]:
    counts = {var.min_players, var.default_players, min(var.max_players, 6)}
    return sorted(c for c in counts if var.min_players <= c <= var.max_players)


def _cases() -> Iterator[tuple[GameFamily, Variant, int]]:
    for fam in families():
        for var in fam.variants:
            for n in _player_counts(var):
                yield fam, var, n


CASES = list(_cases())
IDS = [f"{var.name}-{n}p" for _, var, n in CASES]


def _snapshot(state: State) -> bytes:
    # the rules and the game are shared by every clone by design, and the rules keep
    # derived tables (caches) that fill as any clone plays; _seen is what views have
    # redacted of the hand so far (a cache): none of them is part of the state
    held = state_attributes(state)
    return pickle.dumps({k: v for k, v in held.items() if k not in ("rules", "_game", "_seen")})


def _views(state: State) -> list[object]:
    return [state.view(s) for s in range(state.num_players)]


def _random_playout(state: State, rng: random.Random, *, check_every: int = 1) -> int:
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal, f"no legal actions at step {steps} of a live match"
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        assert steps < MAX_STEPS, "match did not end"
    return steps


@pytest.fixture(params=CASES, ids=IDS)
def case(request: pytest.FixtureRequest) -> tuple[GameFamily, Variant, int]:
    result: tuple[GameFamily, Variant, int] = request.param
    return result


def test_registry_is_not_empty() -> None:
    assert families(), "no game family is registered"


def test_random_playout_keeps_every_invariant(case: tuple[GameFamily, Variant, int]) -> None:
    fam, var, n = case
    rng = random.Random(1234)
    state = make(var.name, n, seed=99)
    assert state.family_id == fam.id
    steps = 0
    while not state.is_terminal():
        player = state.current_player()
        assert 0 <= player < n
        legal = state.legal_actions()
        assert legal, f"no legal actions at step {steps}"
        assert state.returns() == [0.0] * n
        for action in legal:
            assert state.parse_action(str(action)) == action, f"notation of {action!r}"
            assert state.action_from_id(state.action_id(action)) == action
            assert 0 <= state.action_id(action) < state.num_distinct_actions()
        assert len({state.action_id(a) for a in legal}) == len(legal), "duplicate legal actions"
        current = state.decks[-1]
        assert Counter(state.all_cards()) == Counter(current), "cards not conserved"  # type: ignore[attr-defined]
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        steps += 1
        assert steps < MAX_STEPS, "match did not end"
    assert state.current_player() == TERMINAL
    assert list(state.legal_actions()) == []
    returns = state.returns()
    assert len(returns) == n
    assert abs(sum(returns) - 1.0) < 1e-9, f"returns {returns} do not share 1 among winners"
    assert state.winners(), "a finished match has a winner"
    assert state.hand_result() is not None
    with pytest.raises(GameOverError):
        state.apply(state.action_from_id(0))


def test_illegal_actions_raise_and_change_nothing(case: tuple[GameFamily, Variant, int]) -> None:
    _, var, n = case
    rng = random.Random(7)
    state = make(var.name, n, seed=5)
    total = state.num_distinct_actions()
    steps = 0
    while not state.is_terminal() and steps < 300:
        legal_ids = {state.action_id(a) for a in state.legal_actions()}
        before = _snapshot(state)
        probes = [rng.randrange(total) for _ in range(8)]
        for action_id in probes:
            if action_id in legal_ids:
                continue
            action = state.action_from_id(action_id)
            assert not state.can(action)
            with pytest.raises(GameError) as err:
                state.apply(action)
            assert err.value.code, "errors carry a stable code"
            assert _snapshot(state) == before, f"illegal {action} changed the state"
        wrong_seat = (state.current_player() + 1) % n
        legal = state.legal_actions()
        if n > 1:
            with pytest.raises(GameError, match="turn"):
                state.apply(legal[0], seat=wrong_seat)
            assert _snapshot(state) == before
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1


def test_clones_are_independent(case: tuple[GameFamily, Variant, int]) -> None:
    _, var, n = case
    rng = random.Random(11)
    state = make(var.name, n, seed=3)
    steps = 0
    while not state.is_terminal() and steps < 400:
        if steps % 7 == 0:
            twin = state.clone()
            assert _views(twin) == _views(state)
            assert [str(a) for a in twin.legal_actions()] == [str(a) for a in state.legal_actions()]
            before = _snapshot(state)
            _random_playout(twin, random.Random(steps))
            assert _snapshot(state) == before, "playing a clone changed its original"
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1


def test_record_round_trips_and_replays_exactly(case: tuple[GameFamily, Variant, int]) -> None:
    _, var, n = case
    state = make(var.name, n, seed=21)
    _random_playout(state, random.Random(4))
    record = Record.from_state(state, [f"p{i}" for i in range(n)])
    again = Record.from_json(record.to_json())
    assert again == record
    replayed = replay(again)
    assert [str(a) for a in replayed.history] == record.actions
    assert replayed.decks == state.decks
    assert replayed.standings() == state.standings()
    assert replayed.returns() == state.returns()
    assert _views(replayed) == _views(state)


def test_partial_record_replays_to_the_same_position(case: tuple[GameFamily, Variant, int]) -> None:
    _, var, n = case
    state = make(var.name, n, seed=8)
    rng = random.Random(8)
    for _ in range(25):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    replayed = replay(Record.from_json(Record.from_state(state).to_json()))
    assert _views(replayed) == _views(state)


def test_sampled_states_agree_with_the_view(case: tuple[GameFamily, Variant, int]) -> None:
    fam, var, n = case
    rng = random.Random(17)
    state = make(var.name, n, seed=13)
    steps = 0
    while not state.is_terminal() and steps < 300:
        if steps % 5 == 0:
            seat = state.current_player()
            view = state.view(seat)
            for k in range(2):
                sampled = fam.sample_state(view, random.Random(k))
                assert sampled.view(seat) == view, "the view depends on hidden cards"
                assert sorted(str(a) for a in sampled.legal_actions()) == sorted(
                    str(a) for a in state.legal_actions()
                ), "the legal actions depend on hidden cards"
            if steps % 25 == 0:
                _random_playout(sampled, random.Random(steps))
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1


def test_sampling_one_view_again_deals_as_a_first_sample(
    case: tuple[GameFamily, Variant, int],
) -> None:
    """From its second sample of a view in a row on, a sampler deals from what it kept of
    the view (``ViewMemo``): each sample is the one a first sample of that view deals
    with the same draws, and playing a sample on changes none of those that follow.
    """
    fam, var, n = case
    rng = random.Random(5)
    state = make(var.name, n, seed=7)
    steps = 0
    while not state.is_terminal() and steps < 200:
        if steps % 7 == 0:
            view = state.view(state.current_player())
            # a copy of the view is a view never sampled: each is a first sample
            first = [fam.sample_state(copy.copy(view), random.Random(k)) for k in range(3)]
            for k in range(3):
                again = fam.sample_state(view, random.Random(k))
                assert again.seed == first[k].seed
                assert again.to_position() == first[k].to_position()
                _random_playout(again, random.Random(k))
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        steps += 1


def test_same_seed_same_match(case: tuple[GameFamily, Variant, int]) -> None:
    _, var, n = case
    one, two = make(var.name, n, seed=42), make(var.name, n, seed=42)
    _random_playout(one, random.Random(1))
    _random_playout(two, random.Random(1))
    assert one.decks == two.decks
    assert [str(a) for a in one.history] == [str(a) for a in two.history]


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_any_sequence_of_legal_actions_is_playable(
    case: tuple[GameFamily, Variant, int], data: st.DataObject
) -> None:
    """Hypothesis picks the actions (and shrinks a failing sequence to a short one)."""
    _, var, n = case
    state = make(var.name, n, seed=data.draw(st.integers(0, 2**16), label="seed"))
    for _ in range(data.draw(st.integers(0, 120), label="length")):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        assert legal
        action = data.draw(st.sampled_from(list(legal)))
        twin = state.clone()
        twin.apply(action)
        state.apply(state.parse_action(str(action)))
        assert _views(twin) == _views(state)
