"""The tiny family of the CLI tests keeps the engine v2 contracts (it is docs/engine.md's
minimal example): fields declared once, positions, sampling, explicit chance, bounds."""

from __future__ import annotations

import random

from cli_fake_game import TinyState, sample_state

from pantsdown.core.protocol import _BASE_ATTRS, CHANCE, ChanceOutcome
from pantsdown.core.registry import from_position, make


def _played(tiny, seed: int, steps: int) -> TinyState:  # type: ignore[no-untyped-def]
    state = make("tiny", 3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, TinyState)
    return state


def test_every_attribute_is_declared_and_clones_are_independent(tiny) -> None:  # type: ignore[no-untyped-def]
    state = _played(tiny, 1, 4)
    assert not set(vars(state)) - set(state.FIELDS) - _BASE_ATTRS
    before = state.to_position()
    clone = state.clone()
    clone.apply(clone.legal_actions()[-1])
    assert state.to_position() == before


def test_positions_round_trip_and_views_sample_back(tiny) -> None:  # type: ignore[no-untyped-def]
    for seed in range(10):
        state = _played(tiny, seed, seed % 7)
        copy = from_position(state.to_position(), seed=seed)
        assert copy.to_position() == state.to_position()
        if state.is_terminal():
            continue
        assert copy.legal_actions() == state.legal_actions()
        seat = state.current_player()
        view = state.view(seat)
        sampled = sample_state(view, random.Random(seed))
        assert sampled.view(seat) == view
        assert sampled.legal_actions() == state.legal_actions()


def test_explicit_chance_and_the_bound(tiny) -> None:  # type: ignore[no-untyped-def]
    seeded = make("tiny", 3, seed=4)
    explicit = make("tiny", 3, chance="explicit")
    assert explicit.current_player() == CHANCE and explicit.legal_actions() == []
    for card in seeded.decks[0]:
        explicit.apply(ChanceOutcome(card))
    assert explicit.to_position() == seeded.to_position()
    for seed in range(20):
        state = make("tiny", 4, seed=seed)
        rng, decisions = random.Random(seed), 0
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
        assert decisions <= state.game.max_decisions
        assert sum(state.returns()) == 1.0
