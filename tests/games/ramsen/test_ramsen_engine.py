"""Engine-wide properties of every Ramsen-family preset (a local conformance check)."""

from __future__ import annotations

import random

import pytest

from pantsdown import GameError, Record, make, replay
from pantsdown.games.ramsen import FAMILY, sample_state
from pantsdown.games.ramsen.ids import ID_EXCHANGE

CASES = [(v.name, n) for v in FAMILY.variants for n in range(v.min_players, v.max_players + 1)]


OPTION_CASES = [
    ("mulatschak", {"weli_trump_redraw": True}),
    ("mulatschak", {"weli_trump_redraw": True, "auto_forced_calls": False}),
    ("ramsen", {"auto_forced_calls": False, "swap_counts_as_exchange": True}),
    ("rams", {"auto_forced_calls": False}),
    ("zwanzig", {"auto_forced_calls": False}),
    ("schnalzen", {"auto_forced_calls": False, "hearts_double": True, "stay_home_doubled": False}),
    ("bohemian-watten-criticals", {"schleck_chain": 1, "schleck_always_asked": False}),
    ("mulatschak", {"schleck_always_asked": False}),
]


@pytest.mark.parametrize(("name", "n"), CASES)
def test_random_playout_conserves_cards_and_round_trips(name: str, n: int) -> None:
    _random_playouts(name, n, None)


@pytest.mark.parametrize(("name", "options"), OPTION_CASES)
def test_random_playout_with_our_choice_options_flipped(
    name: str, options: dict[str, object]
) -> None:
    """The same properties with the options added by the audit switched away from default."""
    _random_playouts(name, 4, options)


def _random_playouts(name: str, n: int, options: dict[str, object] | None) -> None:
    for seed in range(2):
        state = make(name, n, seed=seed, options=options)
        rng = random.Random(seed)
        pack = sorted(state.rules.pack_cards, key=lambda c: c.index)
        steps = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal
            for action in legal:
                assert state.parse_action(str(action)) == action
                assert state.action_from_id(state.action_id(action)) == action
                assert 0 <= state.action_id(action) < state.num_distinct_actions()
            if steps % 5 == 0:
                seat = rng.randrange(n)
                view = state.view(seat)
                sampled = sample_state(view, rng)
                assert sampled.view(seat) == view
                for _ in range(10):
                    if sampled.is_terminal():
                        break
                    sampled.apply(rng.choice(sampled.legal_actions()))
                twin = state.clone()
                twin.apply(rng.choice(twin.legal_actions()))
            action = rng.choice(legal)
            state.apply(action)
            steps += 1
            assert sorted(state.all_cards(), key=lambda c: c.index) == pack
        assert sum(state.returns()) == pytest.approx(1.0)
        again = replay(Record.from_json(Record.from_state(state).to_json()))
        assert again.scores == state.scores
        assert again.returns() == state.returns()


@pytest.mark.parametrize(("name", "n"), CASES[::3])
def test_illegal_actions_raise_and_change_nothing(name: str, n: int) -> None:
    state = make(name, n, seed=3)
    rng = random.Random(3)
    probes = [state.action_from_id(i) for i in range(0, 104, 7)]
    # the trumps, bids and calls, then a spread of exchange ids (stable card subsets)
    probes += [state.action_from_id(i) for i in range(104, ID_EXCHANGE)]
    probes += [
        state.action_from_id(i) for i in range(ID_EXCHANGE, state.num_distinct_actions(), 4999)
    ]
    for _ in range(60):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        before = state.view(state.current_player())
        for probe in probes:
            if probe not in legal:
                with pytest.raises(GameError):
                    state.apply(probe)
                assert state.view(state.current_player()) == before
        state.apply(rng.choice(legal))


@pytest.mark.parametrize("name", ["funf-dazu", "mulatschak", "bohemian-watten"])
def test_states_played_in_turn_keep_their_own_legal_actions(name: str) -> None:
    """The legal actions worked out for one state (and the trump table of its tricks) are
    never another's: matches played in turn, with clones, go as each goes alone."""
    alone = []
    for seed in (1, 2):
        state = make(name, 4, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        alone.append(state.to_position())
    states = [make(name, 4, seed=seed) for seed in (1, 2)]
    rngs = [random.Random(seed) for seed in (1, 2)]
    while not all(s.is_terminal() for s in states):
        for state, rng in zip(states, rngs, strict=True):
            if state.is_terminal():
                continue
            legal = state.legal_actions()
            twin = state.clone()  # asks for its own list, between the ask and the apply
            assert [str(a) for a in twin.legal_actions()] == [str(a) for a in legal]
            state.apply(legal[rng.randrange(len(legal))])
    assert [s.to_position() for s in states] == alone
