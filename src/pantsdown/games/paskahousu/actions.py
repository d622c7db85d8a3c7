"""Paskahousu actions (the events are in :mod:`.events`).

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

The module is compiled with mypyc (``setup.py``): the actions are native frozen
dataclasses.  Each writes its own ``__init__`` (each field set through
``object.__setattr__`` by name, which mypyc makes a struct write; a dataclass's
own ``__init__`` would stay interpreted), ``__eq__`` and ``__hash__`` (the
dataclass's, written out: a search keys its nodes by action) and pickles
through its constructor with ``__reduce__`` (a native instance has no
``__dict__``); ``repr`` and ``dataclasses.fields`` stay the dataclass's.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from pantsdown.core.cards import Card, Rank, Suit, format_cards
from pantsdown.core.errors import MalformedActionError
from pantsdown.core.protocol import Action

__all__ = [
    "NUM_ACTIONS",
    "PICKUP_ID",
    "TRY_ID",
    "PaskahousuAction",
    "PickUp",
    "Play",
    "TryStock",
    "action_from_id",
]

PICKUP_ID: Final = 13 * 15
"""The id of ``pickup``."""
TRY_ID: Final = PICKUP_ID + 1
"""The id of ``try``."""
NUM_ACTIONS: Final = TRY_ID + 1
"""The size of the action space (197)."""


class PaskahousuAction(Action):
    """Base of the Paskahousu actions.  Its constructor, equality, hash and pickling are
    those of an action without fields (``pickup``, ``try``); ``Play`` writes its own.
    """

    __slots__ = ()

    def __init__(self) -> None:
        pass

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PaskahousuAction) and type(other) is type(self):
            return True
        return NotImplemented

    def __hash__(self) -> int:
        return hash(())

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (type(self), ())

    @property
    def id(self) -> int:
        """The dense integer id of the action."""
        raise NotImplementedError


def _check_play(cards: tuple[Card, ...]) -> None:
    """Raise :class:`MalformedActionError` unless ``cards`` may be a :class:`Play`'s."""
    if not cards:
        raise MalformedActionError("'play' needs at least one card")
    if len({c.rank for c in cards}) != 1:
        raise MalformedActionError(
            f"'play {format_cards(cards)}': cards played together must be of one rank"
        )
    if len(set(cards)) != len(cards):
        raise MalformedActionError(f"'play {format_cards(cards)}': a card is repeated")
    if list(cards) != sorted(cards, key=lambda c: c.suit):
        raise MalformedActionError(
            f"'play {format_cards(cards)}': use Play.of() to order the cards"
        )


@dataclass(frozen=True, slots=True)
class Play(PaskahousuAction):
    """Play one or more cards of one rank to the pile (cards in suit order)."""

    cards: tuple[Card, ...]
    """The cards, all of one rank, in suit order (clubs, spades, hearts, diamonds)."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        _check_play(cards)
        object.__setattr__(self, "cards", cards)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Play) and type(other) is type(self):
            return self.cards == other.cards
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.cards,))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (Play, (self.cards,))

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


# the base's compiled __init__, __eq__, __hash__ and __reduce__ (no interpreted ones)
@dataclass(frozen=True, slots=True, init=False, eq=False)
class PickUp(PaskahousuAction):
    """Take the whole pile into hand; the turn passes on."""

    @property
    def id(self) -> int:
        """Always :data:`PICKUP_ID`."""
        return PICKUP_ID

    def __str__(self) -> str:
        return "pickup"


# the base's compiled __init__, __eq__, __hash__ and __reduce__ (no interpreted ones)
@dataclass(frozen=True, slots=True, init=False, eq=False)
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
