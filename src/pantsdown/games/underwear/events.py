"""Underwear events: what happened, in the past tense.

Only :class:`Drew` carries a card another seat may not see; it redacts it.

>>> from pantsdown.core.cards import parse_card
>>> event = Drew(seat=1, card=parse_card("7h"))
>>> event.redact(0)
Drew(seat=1, card=None)

Sentences for people are made from these in :mod:`pantsdown.games.underwear.prose`.

Each event writes its own ``__init__`` (see :mod:`pantsdown.games.thirty_one.events`):
compiled by mypyc, it is the class's native constructor.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from pantsdown.core.base import field_type
from pantsdown.core.cards import Card
from pantsdown.core.protocol import Event

__all__ = [
    "EVENT_TYPES",
    "Dealt",
    "DoubleDeclined",
    "Doubled",
    "DownpileCleared",
    "DownpileStolen",
    "Drew",
    "HandBlocked",
    "MatchStopped",
    "MatchWon",
    "Passed",
    "PlayedDown",
    "PlayedRoyalties",
    "PlayedUp",
    "SeatsChanged",
    "TurnedUp",
    "UpPileTurnedDown",
    "WentOut",
]


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A hand was dealt."""

    hand_number: int
    """Which hand, from 0."""
    dealer: int
    """The dealing seat."""
    hand_size: int
    """Cards dealt to each seat."""

    def __init__(self, hand_number: int, dealer: int, hand_size: int) -> None:
        object.__setattr__(self, "hand_number", hand_number)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "hand_size", hand_size)


@dataclass(frozen=True, slots=True)
class TurnedUp(Event):
    """The top stock card was turned over to start the downpile."""

    card: Card
    """The card turned."""
    discarded: bool
    """It was a royalty and was discarded: the first player may start with any card."""

    def __init__(self, card: Card, discarded: bool) -> None:
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "discarded", discarded)


@dataclass(frozen=True, slots=True)
class PlayedDown(Event):
    """A seat played onto the downpile (or started a new one)."""

    seat: int
    """Who played."""
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The cards, in the order laid (the last is the new top)."""
    started: bool = False
    """The downpile was empty (after royalties): these cards start a new one."""

    def __init__(self, seat: int, cards: tuple[Card, ...], started: bool = False) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "started", started)


@dataclass(frozen=True, slots=True)
class PlayedUp(Event):
    """A seat played onto one of its up-piles."""

    seat: int
    """Who played."""
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The cards, in the order laid (the last is the new top)."""
    onto: Card
    """The pile's top card before the play."""

    def __init__(self, seat: int, cards: tuple[Card, ...], onto: Card) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "onto", onto)


@dataclass(frozen=True, slots=True)
class UpPileTurnedDown(Event):
    """An up-pile was turned face down (a 10, or a royalty by option, was played on it)."""

    seat: int
    """Whose pile."""
    size: int
    """Its number of cards (each now scores 2)."""

    def __init__(self, seat: int, size: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "size", size)


@dataclass(frozen=True, slots=True)
class PlayedRoyalties(Event):
    """A seat played royalties."""

    seat: int
    """Who played."""
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The royalties."""

    def __init__(self, seat: int, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True, slots=True)
class DownpileCleared(Event):
    """The downpile and the royalties just played were discarded."""

    size: int
    """Cards discarded, royalties included."""

    def __init__(self, size: int) -> None:
        object.__setattr__(self, "size", size)


@dataclass(frozen=True, slots=True)
class DownpileStolen(Event):
    """A seat stole the downpile."""

    seat: int
    """Who stole it."""
    card: Card
    """The card put down as the new downpile."""
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The stolen pile, bottom first: now an up-pile of ``seat``."""

    def __init__(self, seat: int, card: Card, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat drew a card from the stock."""

    seat: int
    """Who drew."""
    card: Card | None = field(metadata=field_type("Card | None"))
    """The card, or ``None`` as another seat sees it."""

    def __init__(self, seat: int, card: Card | None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)

    def redact(self, seat: int) -> Event | None:
        """Other seats see that a card was drawn, not which."""
        return self if seat == self.seat else Drew(seat=self.seat, card=None)


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """A seat passed."""

    seat: int
    """Who passed."""

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True, slots=True)
class Doubled(Event):
    """A seat declared "double"."""

    seat: int
    """Who doubled."""
    multiplier: int
    """The going-out score's multiplier for this hand now."""

    def __init__(self, seat: int, multiplier: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "multiplier", multiplier)


@dataclass(frozen=True, slots=True)
class DoubleDeclined(Event):
    """A seat asked between turns whether to double said "no-double"."""

    seat: int
    """Who was asked."""

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    """A seat went out and scored."""

    seat: int
    """Who went out."""
    points: int
    """Points scored, doubles included."""
    total: int
    """The seat's score after the hand."""
    face_up: int = 0
    """Cards in his face-up up-piles (1 point each)."""
    face_down: int = 0
    """Cards in his face-down up-piles (2 points each)."""
    cards_left: int = 0
    """Cards left in the other players' hands (1 point each)."""
    doubles: int = 0
    """Doubles declared this hand (each doubles the score)."""

    def __init__(
        self,
        seat: int,
        points: int,
        total: int,
        face_up: int = 0,
        face_down: int = 0,
        cards_left: int = 0,
        doubles: int = 0,
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "face_up", face_up)
        object.__setattr__(self, "face_down", face_down)
        object.__setattr__(self, "cards_left", cards_left)
        object.__setattr__(self, "doubles", doubles)


@dataclass(frozen=True, slots=True)
class HandBlocked(Event):
    """Every seat passed in one cycle with an empty stock: the hand ends unscored."""


@dataclass(frozen=True, slots=True)
class SeatsChanged(Event):
    """Two seats exchanged table positions (optional rule 3)."""

    seat: int
    """The seat that went out."""
    other: int
    """The seat that held the most cards."""

    def __init__(self, seat: int, other: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "other", other)


@dataclass(frozen=True, slots=True)
class MatchWon(Event):
    """A seat reached the target score."""

    seat: int
    """The winner."""
    score: int
    """The winning score."""

    def __init__(self, seat: int, score: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "score", score)


@dataclass(frozen=True, slots=True)
class MatchStopped(Event):
    """Too many hands in a row ended blocked: the game ends with the leaders winning
    (the ``max_blocked_hands`` option).
    """

    winners: tuple[int, ...]
    """The seats with the highest score (they share the win)."""
    score: int
    """Their score."""
    blocked: int
    """How many hands in a row ended blocked."""

    def __init__(self, winners: tuple[int, ...], score: int, blocked: int) -> None:
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "score", score)
        object.__setattr__(self, "blocked", blocked)


EVENT_TYPES: Final[tuple[type[Event], ...]] = (
    Dealt,
    TurnedUp,
    PlayedDown,
    PlayedUp,
    UpPileTurnedDown,
    PlayedRoyalties,
    DownpileCleared,
    DownpileStolen,
    Drew,
    Passed,
    Doubled,
    DoubleDeclined,
    WentOut,
    HandBlocked,
    SeatsChanged,
    MatchWon,
    MatchStopped,
)
"""Every Underwear event type."""
