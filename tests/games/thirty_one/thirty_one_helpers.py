"""Helpers for the 31-family rule tests: stacked deals and scripted play."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pantsdown.core.cards import Card, parse_cards
from pantsdown.core.protocol import Event
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.state import ThirtyOneState


def deal(variant: str, players: int, *decks: str, **options: Any) -> ThirtyOneState:
    """A match whose first hands are dealt from these stacked deck prefixes."""
    state = make(
        variant,
        players,
        seed=7,
        decks=[parse_cards(d) for d in decks],
        options=options or None,
    )
    assert isinstance(state, ThirtyOneState)
    return state


def play(state: ThirtyOneState, *actions: str) -> list[Event]:
    """Apply actions in text notation; return every event they caused."""
    events: list[Event] = []
    for text in actions:
        events += state.apply_text(text)
    return events


def cards(text: str) -> list[Card]:
    """Cards from notation."""
    return parse_cards(text)


def texts(items: Sequence[object]) -> list[str]:
    """``str()`` of each item."""
    return [str(i) for i in items]
