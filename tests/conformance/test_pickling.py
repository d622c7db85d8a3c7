"""Every family's state pickles and unpickles mid-match and plays on identically, on
the pure-Python and the compiled engine alike (a compiled frozen dataclass refuses
unpickling's attribute writes, so each rebuilds through its constructor)."""

from __future__ import annotations

import pickle
import random

import pytest

from pantsdown.core.protocol import GameFamily, HandResult, Variant
from pantsdown.core.registry import families, make

FAMILIES = list(families())


@pytest.mark.parametrize("fam", FAMILIES, ids=[f.id for f in FAMILIES])
def test_a_mid_match_state_unpickles_and_plays_on_identically(fam: GameFamily) -> None:
    var = fam.variants[0]
    n = var.default_players
    state = make(var.name, n, seed=3)
    rng = random.Random(3)
    while not state.results and not state.is_terminal():  # past a finished hand
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert state.results and isinstance(state.results[0], HandResult)
    copy = pickle.loads(pickle.dumps(state))
    assert copy.to_position() == state.to_position()
    assert copy.results == state.results and copy.view(0) == state.view(0)
    for _ in range(200):
        if state.is_terminal():
            break
        assert copy.legal_actions() == state.legal_actions()
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        assert copy.apply(action) == state.apply(action)
    assert copy.to_position() == state.to_position()
    assert copy.returns() == state.returns()


@pytest.mark.parametrize("fam", FAMILIES, ids=[f.id for f in FAMILIES])
def test_the_registry_records_unpickle(fam: GameFamily) -> None:
    var = fam.variants[0]
    assert pickle.loads(pickle.dumps(var)) == var
    copy = pickle.loads(pickle.dumps(fam))
    assert isinstance(copy, GameFamily) and copy.id == fam.id
    assert copy.variants == fam.variants and copy.sample_state is fam.sample_state
    facts = make(var.name, var.default_players, seed=1).game
    assert pickle.loads(pickle.dumps(facts)).max_decisions == facts.max_decisions
    assert isinstance(pickle.loads(pickle.dumps(var)), Variant)
