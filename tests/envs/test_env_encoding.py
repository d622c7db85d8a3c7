"""The observation encoders: fixed size, inside their bounds, and made from the view only."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest
from envs_helpers import preset_sizes

import pantsdown
from pantsdown.core import registry
from pantsdown.core.cards import parse_cards
from pantsdown.envs.encoding import (
    action_mask,
    describe_layout,
    encoder_for,
    info_state_encoder_for,
)
from pantsdown.games.ramsen.events import CardPlayed


@pytest.mark.parametrize(("name", "players"), preset_sizes())
def test_two_states_with_the_same_view_give_the_same_observation(name: str, players: int) -> None:
    """A state and a state sampled from one seat's view of it (its hidden cards dealt
    anew) give that seat the same observation and, when it is to act, the same mask."""
    state = pantsdown.make(name, players, seed=11)
    family = registry.family(state.family_id)
    enc = encoder_for(state.game)
    low, high = enc.layout.bounds()
    rng = random.Random(5)
    checked = 0
    for step in range(120):
        if state.is_terminal():
            break
        if step % 7 == 0:
            seat = step // 7 % players
            view = state.view(seat)
            sampled = family.sample_state(view, rng)
            obs = enc.encode(view)
            assert obs.shape == (enc.size,) and obs.dtype == np.float32
            assert ((obs >= low) & (obs <= high)).all()
            assert np.array_equal(obs, enc.encode(sampled.view(seat)))
            assert np.array_equal(action_mask(state, seat), action_mask(sampled, seat))
            checked += 1
        state.apply(rng.choice(list(state.legal_actions())))
    assert checked >= 2


def test_hidden_cards_do_not_change_an_observation() -> None:
    """Two deals that differ only in seat 1's cards look the same to seat 0 (and not to 1)."""
    a = pantsdown.make("schwimmen", 2, decks=[parse_cards("7c 8c 9c 7d 8d 9d Ah Kh Qh")])
    b = pantsdown.make("schwimmen", 2, decks=[parse_cards("7c 8c 9c 10s Js Qs Ah Kh Qh")])
    enc = encoder_for(a.game)
    assert a.view(0).hand == b.view(0).hand
    assert np.array_equal(enc.encode(a.view(0)), enc.encode(b.view(0)))
    assert not np.array_equal(enc.encode(a.view(1)), enc.encode(b.view(1)))


def test_the_hand_segment_holds_the_seats_own_cards() -> None:
    state = pantsdown.make("paskahousu", 3, seed=2)
    enc = encoder_for(state.game)
    start, stop = enc.layout.offsets()["hand"]
    for seat in range(3):
        plane = enc.encode(state.view(seat))[start:stop]
        assert sorted(np.nonzero(plane)[0]) == sorted(c.index for c in state.view(seat).hand)


def test_per_seat_segments_start_with_the_observer() -> None:
    state = pantsdown.make("schwimmen", 4, seed=3, options={"starting_chips": "3"})
    enc = encoder_for(state.game)
    start, stop = enc.layout.offsets()["to_act"]
    to_act = state.current_player()
    for seat in range(4):
        one_hot = enc.encode(state.view(seat))[start:stop]
        assert int(np.argmax(one_hot)) == (to_act - seat) % 4


def test_the_mask_marks_the_legal_ids_of_the_seat_to_act_only() -> None:
    state = pantsdown.make("zwanzig", 4, seed=4)
    seat = state.current_player()
    mask = action_mask(state, seat)
    assert mask.shape == (state.game.num_distinct_actions,)
    assert sorted(np.nonzero(mask)[0]) == sorted(
        {state.action_id(a) for a in state.legal_actions()}
    )
    assert not action_mask(state, (seat + 1) % 4).any()


def test_a_view_of_another_table_size_is_refused() -> None:
    enc = encoder_for(pantsdown.make_game("schwimmen", 3))
    with pytest.raises(ValueError, match="4-player match does not fit this 3-player encoder"):
        enc.encode(pantsdown.make("schwimmen", 4, seed=1).view(0))


def test_the_layout_table_names_every_segment() -> None:
    enc = encoder_for(pantsdown.make_game("ramsen", 4))
    table = describe_layout(enc.layout)
    for seg in enc.layout.segments:
        assert f"`{seg.name}`" in table
    assert sum(s.size for s in enc.layout.segments) == enc.size


def test_an_event_the_information_state_layout_has_no_place_for_is_refused() -> None:
    """The information-state encoder counts only its family's event types; an event of
    another family in a view's log is refused with the event named."""
    state = pantsdown.make("schwimmen", 3, seed=2)
    enc = info_state_encoder_for(state.game)
    view = state.view(0)
    assert enc.encode(view).shape == (enc.size,)
    stray = CardPlayed(seat=1, card=parse_cards("Ah")[0])
    bad = dataclasses.replace(view, log=(*view.log, stray))
    with pytest.raises(ValueError, match=r"CardPlayed.*not one of the family's event types"):
        enc.encode(bad)
