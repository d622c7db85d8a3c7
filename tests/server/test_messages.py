"""The messages: the room's JSON cache gives exactly the engine's view, names stay valid."""

from __future__ import annotations

import json
import random

import pytest

import pantsdown
from pantsdown.core import registry
from pantsdown.server.config import check_name
from pantsdown.server.messages import SPECTATOR, JsonCache, games_catalog, view_for


@pytest.mark.parametrize("family", [f.id for f in registry.families()])
def test_cached_views_equal_the_engines_to_dict(family: str) -> None:
    fam = registry.family(family)
    for var in fam.variants[:3]:
        state = pantsdown.make(var.name, var.default_players, seed=5)
        rng, cache, moves = random.Random(5), JsonCache(), 0
        while not state.is_terminal() and moves < 150:
            if moves % 5 == 0:
                for seat in range(state.num_players):
                    fast = view_for(state, seat, cache)
                    assert fast == state.view(seat).to_dict()
                    assert json.dumps(fast) == json.dumps(state.view(seat).to_dict())
                assert view_for(state, SPECTATOR, cache) == view_for(state, SPECTATOR)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            moves += 1


def test_names() -> None:
    assert check_name("Jürgen O'Neil") == "Jürgen O'Neil"
    for bad, reason in [("", "empty"), ("a" * 25, "at most 24"), ("x;y", "';'"), (7, "not text")]:
        with pytest.raises(ValueError, match=reason):
            check_name(bad)


def test_catalog_is_json() -> None:
    assert json.loads(json.dumps(games_catalog())) == games_catalog()
