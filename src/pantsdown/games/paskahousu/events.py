"""Paskahousu events: what happened, in the past tense, as typed data.

Every card an event names was face up on the table (played, picked up from
the pile, turned from the stock), so no event needs redaction: a refill from
the stock (:class:`Drew`) carries only the number of cards.  The sentences
for people are in :mod:`.prose`.

>>> from pantsdown.core.cards import parse_cards
>>> Played(0, tuple(parse_cards("7h 7s"))).to_dict()
{'type': 'played', 'seat': 0, 'cards': ['7h', '7s']}

Each event writes its own ``__init__`` (see :mod:`pantsdown.games.thirty_one.events`):
compiled by mypyc, it is the class's native constructor.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

from pantsdown.core.base import field_type
from pantsdown.core.cards import Card
from pantsdown.core.protocol import Event

__all__ = [
    "EVENT_TYPES",
    "Drew",
    "FellBy",
    "HandCalled",
    "HandDealt",
    "HandEnded",
    "LeadForced",
    "PickedUp",
    "PileFell",
    "Played",
    "TrapSet",
    "TriedStock",
    "WentOut",
]


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """A new hand was dealt."""

    hand_number: int
    """The hand, counting from 0."""
    dealer: int
    """The seat that dealt it."""

    def __init__(self, hand_number: int, dealer: int) -> None:
        object.__setattr__(self, "hand_number", hand_number)
        object.__setattr__(self, "dealer", dealer)


@dataclass(frozen=True, slots=True)
class LeadForced(Event):
    """The first player must lead these cards: the most of the lowest rank, or the
    lowest card (``first_lead``).
    """

    seat: int
    """The first player."""
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The cards they must lead (every seat learns them)."""
    lowest_card: bool = False
    """They hold the lowest card (``first_lead=lowest_card``) rather than the most of
    the lowest rank."""

    def __init__(self, seat: int, cards: tuple[Card, ...], lowest_card: bool = False) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "lowest_card", lowest_card)


@dataclass(frozen=True, slots=True)
class Played(Event):
    """Cards were played to the pile."""

    seat: int
    """Who played."""
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The cards, all of one rank."""

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)


FellBy = Literal["four_of_a_kind", "ten", "ace"]
"""What made a pile fall: four cards of one rank on top, a Ten, an Ace."""


@dataclass(frozen=True, slots=True)
class PileFell(Event):
    """The pile fell (was removed from play); the same seat leads again."""

    seat: int
    """Who made it fall."""
    cards: int
    """How many cards fell."""
    reason: FellBy
    """What made it fall (:data:`FellBy`)."""

    def __init__(self, seat: int, cards: int, reason: FellBy) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "reason", reason)


@dataclass(frozen=True, slots=True)
class TrapSet(Event):
    """A Ten or Ace was played to an empty pile: the next seat must pick it up."""

    seat: int
    """Who set the trap."""
    victim: int
    """Who must pick it up."""

    def __init__(self, seat: int, victim: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "victim", victim)


@dataclass(frozen=True, slots=True)
class PickedUp(Event):
    """A seat took the pile into hand (all its cards were face up)."""

    seat: int
    """Who picked up."""
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The cards taken, the pile bottom first (then a tried stock card)."""

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True, slots=True)
class TriedStock(Event):
    """A seat turned the top stock card (face up): it was played, or picked up."""

    seat: int
    """Who tried."""
    card: Card
    """The card turned."""
    played: bool
    """Whether it fitted (and was played)."""
    kept: bool = False
    """It did not fit and went into the hand, the turn going on (``try_stock_to_hand``)."""

    def __init__(self, seat: int, card: Card, played: bool, kept: bool = False) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "played", played)
        object.__setattr__(self, "kept", kept)


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat refilled from the stock (the cards stay hidden)."""

    seat: int
    """Who drew."""
    count: int
    """How many cards."""

    def __init__(self, seat: int, count: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "count", count)


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    """A seat has no cards left after the stock ran out."""

    seat: int
    """Who went out."""
    place: int
    """His place, 1 for the first out."""

    def __init__(self, seat: int, place: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "place", place)


@dataclass(frozen=True, slots=True)
class HandCalled(Event):
    """The hand reached the turn limit (``max_turns``) and was called."""

    turns: int
    """The turns the hand lasted."""
    loser: int
    """The seat holding the most cards, who is the paskahousu."""
    held: tuple[int, ...] = ()
    """How many cards each seat held when the hand was called (their sizes were public)."""

    def __init__(self, turns: int, loser: int, held: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "turns", turns)
        object.__setattr__(self, "loser", loser)
        object.__setattr__(self, "held", held)


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    """Only one seat holds cards (or the hand was called): the hand is over."""

    winner: int
    """The first out (or, in a called hand, the seat placed first)."""
    loser: int
    """The paskahousu."""

    def __init__(self, winner: int, loser: int) -> None:
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "loser", loser)


EVENT_TYPES: Final[tuple[type[Event], ...]] = (
    HandDealt,
    LeadForced,
    Played,
    PileFell,
    TrapSet,
    PickedUp,
    TriedStock,
    Drew,
    WentOut,
    HandCalled,
    HandEnded,
)
"""Every Paskahousu event type (for :func:`~pantsdown.core.protocol.event_from_dict`)."""
