"""Notation and action-id round trips for the Ramsen family (Hypothesis)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pantsdown import MalformedActionError, make
from pantsdown.core.cards import PACK_36, WELI, Suit
from pantsdown.games.ramsen.actions import (
    BID_MULATSCHAK,
    CALLS,
    Bid,
    Exchange,
    NameTrump,
    Play,
    TakeTrump,
    call,
)
from pantsdown.games.ramsen.notation import parse_action

cards = st.sampled_from([*PACK_36, WELI])
actions = st.one_of(
    cards.map(Play.of),
    cards.map(TakeTrump.of),
    st.lists(cards, max_size=5, unique=True).map(Exchange.of),
    st.sampled_from(list(Suit)).map(NameTrump.of),
    st.integers(1, BID_MULATSCHAK).map(Bid.of),
    st.sampled_from(CALLS).map(call),
)


@given(actions)
def test_every_action_round_trips_through_its_text(action: object) -> None:
    assert parse_action(str(action)) == action


@given(st.text(max_size=20))
def test_parse_never_crashes_on_junk(text: str) -> None:
    try:
        parse_action(text)
    except MalformedActionError as err:
        assert repr(text) in str(err) or text.strip() == ""


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["ramsen", "zwanzig", "mulatschak", "raub", "rams"]), st.integers(0, 10**6))
def test_ids_round_trip_along_random_playouts(name: str, seed: int) -> None:
    state = make(name, seed=seed)
    rng = random.Random(seed)
    for _ in range(80):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        ids = [state.action_id(a) for a in legal]
        assert len(set(ids)) == len(ids)
        assert [state.action_from_id(i) for i in ids] == legal
        state.apply(rng.choice(legal))


def test_aliases_with_and_without_accents() -> None:
    for alias, name in [
        ("Mönch", "monch"),
        ("Moench", "monch"),
        ("Fünf dazu!", "funf-dazu"),
        ("fuenf-dazu", "funf-dazu"),
        ("Böhmisch Watten", "bohemian-watten"),
        ("boehmisch-watten", "bohemian-watten"),
        ("Zwanzig ab", "zwanzig"),
        ("Fuchzenawa", "mulatschak"),
    ]:
        assert make(alias, seed=1).variant == name


@pytest.mark.parametrize("text", ["play", "exchange", "bid 0", "trump stars", "play Zz"])
def test_malformed_actions_quote_the_text(text: str) -> None:
    if text == "play":
        assert str(parse_action(text)) == "play-hand"
        return
    with pytest.raises(MalformedActionError, match="is not an action"):
        parse_action(text)
