"""The messages: the room's JSON cache gives exactly the engine's view, events and
standings; names stay valid."""

from __future__ import annotations

import json
import random

import pytest

import pantsdown
from pantsdown.core import registry
from pantsdown.core.protocol import to_jsonable
from pantsdown.server.config import check_name
from pantsdown.server.messages import SPECTATOR, JsonCache, games_catalog, state_message, view_for


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
                for seat in [*range(state.num_players), SPECTATOR]:
                    events = state.events_for(seat, 0)
                    fast_events = [cache.convert(e) for e in events]
                    assert json.dumps(fast_events) == json.dumps([e.to_dict() for e in events])
                standings = cache.convert(state.standings())
                assert json.dumps(standings) == json.dumps(to_jsonable(state.standings()))
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


@pytest.mark.parametrize("game", ["schwimmen", "paskahousu", "zwanzig", "underwear"])
def test_a_delta_across_hands_holds_the_old_hands_last_events_then_the_new_hands(
    game: str,
) -> None:
    options = {"hands": 4} if game == "paskahousu" else {}  # one hand is its match
    state = pantsdown.make(game, 3, seed=8, options=options)
    rng, room, boundaries = random.Random(8), {"seats": []}, 0
    sent = {seat: len(state.events) for seat in [0, 1, 2, SPECTATOR]}
    while not state.is_terminal() and boundaries < 3:
        hand = state.hand_number
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        for seat, start in sent.items():
            msg = state_message(state, seat, 0, start, room)
            new_in_hand = state.events_for(seat, max(start, state.hand_start))
            assert msg["events"] == [e.to_dict() for e in state.events_for(seat, start)]
            tail = msg["events"][len(msg["events"]) - msg["hand_events"] :]
            assert tail == [e.to_dict() for e in new_in_hand]
            if start < state.hand_start:
                old = state.events_for(seat, start, state.hand_start)
                assert msg["hand_events"] == len(msg["events"]) - len(old)
            sent[seat] = len(state.events)
        boundaries += state.hand_number != hand
    assert boundaries == 3


def test_events_for_stops_before_its_end_index() -> None:
    state = pantsdown.make("schwimmen", 3, seed=2)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    every = state.events_for(0)
    assert len(every) > 4
    assert state.events_for(0, 1, 4) == every[1:4]
    assert state.events_for(0, 2, 2) == []
    assert state.events_for(0, 0, len(state.events) + 5) == every
