"""Paskahousu actions and events.

Actions: ``play 7h 7s`` (one or more cards of one rank), ``pickup`` (take the
whole pile), ``try`` (turn the top stock card: it is played if it may be,
otherwise picked up with the pile).

The dense action space: a play is its rank and the subset of suits it uses,
``(rank - 2) * 15 + (suit mask - 1)`` for ids 0..194; ``pickup`` is 195 and
``try`` 196.

>>> from pantsdown.core.cards import parse_cards
>>> str(Play.of(parse_cards("7s 7h")))
'play 7s 7h'
>>> Play.of(parse_cards("7s 7h")).id
80
>>> action_from_id(80) == Play.of(parse_cards("7h 7s"))
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pantsdown.core.cards import Card, Rank, Suit, format_cards
from pantsdown.core.errors import MalformedActionError
from pantsdown.core.protocol import Action, Event

__all__ = [
    "NUM_ACTIONS",
    "PICKUP_ID",
    "TRY_ID",
    "Dealt",
    "Drew",
    "HandEnded",
    "LeadForced",
    "PaskahousuAction",
    "PickUp",
    "PickedUp",
    "PileFell",
    "Play",
    "Played",
    "TrapSet",
    "TriedStock",
    "TryStock",
    "WentOut",
    "action_from_id",
]

PICKUP_ID = 13 * 15
"""The id of ``pickup``."""
TRY_ID = PICKUP_ID + 1
"""The id of ``try``."""
NUM_ACTIONS = TRY_ID + 1
"""The size of the action space (197)."""


class PaskahousuAction(Action):
    """Base of the Paskahousu actions."""

    __slots__ = ()

    @property
    def id(self) -> int:
        """The dense integer id of the action."""
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class Play(PaskahousuAction):
    """Play one or more cards of one rank to the pile (cards in suit order)."""

    cards: tuple[Card, ...]
    """The cards, all of one rank, in suit order (clubs, spades, hearts, diamonds)."""

    def __post_init__(self) -> None:
        if not self.cards:
            raise MalformedActionError("'play' needs at least one card")
        if len({c.rank for c in self.cards}) != 1:
            raise MalformedActionError(
                f"'play {format_cards(self.cards)}': cards played together must be of one rank"
            )
        if len(set(self.cards)) != len(self.cards):
            raise MalformedActionError(f"'play {format_cards(self.cards)}': a card is repeated")
        if list(self.cards) != sorted(self.cards, key=lambda c: c.suit):
            raise MalformedActionError(
                f"'play {format_cards(self.cards)}': use Play.of() to order the cards"
            )

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Play:
        """The play of these cards (any order)."""
        return cls(tuple(sorted(cards, key=lambda c: c.suit)))

    @property
    def rank(self) -> Rank:
        """The rank played."""
        return self.cards[0].rank

    @property
    def mask(self) -> int:
        """The suits played, as a bit mask (clubs 1, spades 2, hearts 4, diamonds 8)."""
        m = 0
        for c in self.cards:
            m |= 1 << c.suit
        return m

    @property
    def id(self) -> int:
        """``(rank - 2) * 15 + mask - 1``."""
        return (self.rank - 2) * 15 + self.mask - 1

    def __str__(self) -> str:
        return "play " + format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class PickUp(PaskahousuAction):
    """Take the whole pile into hand; the turn passes on."""

    @property
    def id(self) -> int:
        """Always :data:`PICKUP_ID`."""
        return PICKUP_ID

    def __str__(self) -> str:
        return "pickup"


@dataclass(frozen=True, slots=True)
class TryStock(PaskahousuAction):
    """Turn the top stock card: played if it may be, else picked up with the pile."""

    @property
    def id(self) -> int:
        """Always :data:`TRY_ID`."""
        return TRY_ID

    def __str__(self) -> str:
        return "try"


def action_from_id(action_id: int) -> PaskahousuAction:
    """The action with this id; raises :class:`MalformedActionError` if there is none.

    >>> str(action_from_id(0)), str(action_from_id(195)), str(action_from_id(196))
    ('play 2c', 'pickup', 'try')
    """
    if action_id == PICKUP_ID:
        return PickUp()
    if action_id == TRY_ID:
        return TryStock()
    if not 0 <= action_id < PICKUP_ID:
        raise MalformedActionError(f"{action_id!r} is not a Paskahousu action id (0..196)")
    rank, mask = divmod(action_id, 15)
    mask += 1
    return Play(tuple(Card(rank + 2, s) for s in Suit if mask & (1 << s)))


# -- events ---------------------------------------------------------------------


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


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A new hand was dealt."""

    hand_number: int
    dealer: int

    def __str__(self) -> str:
        return f"seat {self.dealer} dealt hand {self.hand_number + 1}"


@dataclass(frozen=True, slots=True)
class LeadForced(Event):
    """The player with the most of the lowest rank must lead those cards."""

    seat: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        most = _plural_rank(self.cards[0].rank) if self.cards else "low cards"
        return f"seat {self.seat} holds the most {most} and must lead {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Played(Event):
    """Cards were played to the pile."""

    seat: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} played {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class PileFell(Event):
    """The pile fell (was removed from play); the same seat leads again."""

    seat: int
    cards: int
    reason: str

    def __str__(self) -> str:
        return f"the pile of {self.cards} cards fell ({self.reason}); seat {self.seat} leads again"


@dataclass(frozen=True, slots=True)
class TrapSet(Event):
    """A Ten or Ace was played to an empty pile: the next seat must pick it up."""

    seat: int
    victim: int

    def __str__(self) -> str:
        return f"seat {self.seat} set a trap: seat {self.victim} must pick it up"


@dataclass(frozen=True, slots=True)
class PickedUp(Event):
    """A seat took the pile into hand (all its cards were face up)."""

    seat: int
    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} picked up {_count(len(self.cards))}: {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class TriedStock(Event):
    """A seat turned the top stock card (face up): it was played, or picked up."""

    seat: int
    card: Card
    played: bool

    def __str__(self) -> str:
        fits = "which fits" if self.played else "which does not fit"
        return f"seat {self.seat} tried the stock and turned {self.card}, {fits}"


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A seat refilled from the stock (the cards stay hidden)."""

    seat: int
    count: int

    def __str__(self) -> str:
        return f"seat {self.seat} drew {_count(self.count)} from the stock"


@dataclass(frozen=True, slots=True)
class WentOut(Event):
    """A seat has no cards left after the stock ran out."""

    seat: int
    place: int

    def __str__(self) -> str:
        return f"seat {self.seat} went out, place {self.place}"


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    """Only one seat holds cards: the hand is over."""

    winner: int
    loser: int

    def __str__(self) -> str:
        return f"seat {self.winner} won the hand; seat {self.loser} is the paskahousu"
