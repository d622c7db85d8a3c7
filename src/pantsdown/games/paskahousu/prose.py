"""Paskahousu events in English (the terminal's log); the state makes no sentences.

>>> from pantsdown.core.cards import parse_cards
>>> describe(LeadForced(1, tuple(parse_cards("4h 4d"))), ["Anna", "Ben"])
'Ben holds the most fours and must lead 4h 4d'
>>> describe(Drew(0, 1), ["seat 0"])
'seat 0 drew 1 card from the stock'
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import Rank, format_cards
from pantsdown.core.protocol import Event
from pantsdown.games.paskahousu.events import (
    Drew,
    HandCalled,
    HandDealt,
    HandEnded,
    LeadForced,
    PickedUp,
    PileFell,
    Played,
    TrapSet,
    TriedStock,
    WentOut,
)

__all__ = ["describe"]


def _plural_rank(rank: Rank) -> str:
    """A rank in words, plural ("fours", "sixes"): "4s" would read as the Four of spades.

    >>> _plural_rank(Rank.THREE), _plural_rank(Rank.SIX)
    ('threes', 'sixes')
    """
    name = rank.name.lower()
    return f"{name}es" if name.endswith("x") else f"{name}s"


def _count(n: int) -> str:
    """``n`` cards in words: "1 card", "3 cards"."""
    return f"{n} card" if n == 1 else f"{n} cards"


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as a sentence, seat ``i`` named ``names[i]``."""
    if isinstance(event, HandDealt):
        return f"{names[event.dealer]} dealt hand {event.hand_number + 1}"
    if isinstance(event, LeadForced):
        most = _plural_rank(event.cards[0].rank) if event.cards else "low cards"
        return (
            f"{names[event.seat]} holds the most {most} and must lead {format_cards(event.cards)}"
        )
    if isinstance(event, Played):
        return f"{names[event.seat]} played {format_cards(event.cards)}"
    if isinstance(event, PileFell):
        return (
            f"the pile of {event.cards} cards fell ({event.reason}); "
            f"{names[event.seat]} leads again"
        )
    if isinstance(event, TrapSet):
        return f"{names[event.seat]} set a trap: {names[event.victim]} must pick it up"
    if isinstance(event, PickedUp):
        return (
            f"{names[event.seat]} picked up {_count(len(event.cards))}: {format_cards(event.cards)}"
        )
    if isinstance(event, TriedStock):
        fits = "which fits" if event.played else "which does not fit"
        return f"{names[event.seat]} tried the stock and turned {event.card}, {fits}"
    if isinstance(event, Drew):
        return f"{names[event.seat]} drew {_count(event.count)} from the stock"
    if isinstance(event, WentOut):
        return f"{names[event.seat]} went out, place {event.place}"
    if isinstance(event, HandCalled):
        return (
            f"the hand was called after {event.turns} turns; "
            f"{names[event.loser]} holds the most cards"
        )
    if isinstance(event, HandEnded):
        return f"{names[event.winner]} won the hand; {names[event.loser]} is the paskahousu"
    return str(event)
