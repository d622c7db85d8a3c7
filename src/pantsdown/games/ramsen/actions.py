"""Actions of the Ramsen family: small frozen records, interned, with text notation.

Notation (``str()`` round-trips through :func:`~.notation.parse_action`):

* ``play Ah`` — play a card to the trick;
* ``exchange 7c 8d`` / ``exchange none`` — discard these cards to the talon
  (or none) and be dealt as many;
* ``take-trump 9s`` — the dealer swaps 9s for the turned trump card;
* ``trump hearts`` — name the trump suit;
* ``bid 3`` / ``bid mulatschak`` — Mulatschak trick bids;
* calls: ``play-hand``, ``pass``, ``drop``, ``stay``, ``schleck``, ``widow``,
  ``general``, ``whiteout``, ``hold``, ``raub``, ``stih``, ``muss``, ``refa``,
  ``lead``, ``redraw``, ``idem``, ``nejdem``, ``take``, ``keep``.

The dense action space is fixed and names cards, never hand positions: see
:mod:`pantsdown.games.ramsen.ids` (plays, trump takes, trump suits, bids,
calls, then every exchange as a subset of the pack).

>>> from pantsdown.core.cards import parse_cards
>>> str(Exchange.of(parse_cards("8d 7c")))
'exchange 7c 8d'
>>> Play.of(parse_cards("Ah")[0]) is Play.of(parse_cards("Ah")[0])
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pantsdown.core.cards import Card, Suit, format_cards
from pantsdown.core.protocol import Action

__all__ = [
    "BID_MULATSCHAK",
    "CALLS",
    "Bid",
    "Call",
    "Exchange",
    "NameTrump",
    "Play",
    "RamsenAction",
    "TakeTrump",
    "call",
]

CALLS = (
    "play-hand",
    "pass",
    "drop",
    "stay",
    "schleck",
    "widow",
    "general",
    "whiteout",
    "hold",
    "raub",
    "stih",
    "muss",
    "refa",
    "lead",
    "redraw",
    "idem",
    "nejdem",
    "take",
    "keep",
)
"""Every keyword call, in action-id order."""

BID_MULATSCHAK = 6
"""The bid value of ``bid mulatschak`` (all five tricks, no exchange)."""

SUIT_WORDS = ("clubs", "spades", "hearts", "diamonds")
"""Suit names in the ``trump`` notation, by :class:`Suit` value."""


class RamsenAction(Action):
    """Base of every action of this family."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Play(RamsenAction):
    """Play a card to the current trick."""

    card: Card
    """The card played."""

    @staticmethod
    def of(card: Card) -> Play:
        """The interned action."""
        return _PLAYS[card.index]

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class TakeTrump(RamsenAction):
    """The dealer takes the turned trump card, giving up ``card`` face down."""

    card: Card
    """The card given up (out of play)."""

    @staticmethod
    def of(card: Card) -> TakeTrump:
        """The interned action."""
        return _TAKES[card.index]

    def __str__(self) -> str:
        return f"take-trump {self.card}"


@dataclass(frozen=True, slots=True)
class Exchange(RamsenAction):
    """Discard ``cards`` (sorted by index) and be dealt as many; may be empty."""

    cards: tuple[Card, ...]
    """The cards discarded, sorted by ``Card.index``."""

    @staticmethod
    def of(cards: Iterable[Card]) -> Exchange:
        """The interned action for these cards (any order)."""
        key = tuple(sorted(cards, key=lambda c: c.index))
        found = _EXCHANGES.get(key)
        if found is None:
            found = _EXCHANGES[key] = Exchange(key)
        return found

    @staticmethod
    def of_sorted(cards: tuple[Card, ...]) -> Exchange:
        """The interned action for cards already sorted by index (fast path)."""
        found = _EXCHANGES.get(cards)
        if found is None:
            found = _EXCHANGES[cards] = Exchange(cards)
        return found

    def __str__(self) -> str:
        return "exchange " + (format_cards(self.cards) if self.cards else "none")


@dataclass(frozen=True, slots=True)
class NameTrump(RamsenAction):
    """Name the trump suit."""

    suit: Suit
    """The suit named."""

    @staticmethod
    def of(suit: Suit) -> NameTrump:
        """The interned action."""
        return _TRUMPS[int(suit)]

    def __str__(self) -> str:
        return f"trump {SUIT_WORDS[self.suit]}"


@dataclass(frozen=True, slots=True)
class Bid(RamsenAction):
    """Mulatschak: bid to win ``tricks`` tricks (6 = Mulatschak)."""

    tricks: int
    """1-5, or :data:`BID_MULATSCHAK`."""

    @staticmethod
    def of(tricks: int) -> Bid:
        """The interned action."""
        return _BIDS[tricks]

    def __str__(self) -> str:
        return "bid mulatschak" if self.tricks == BID_MULATSCHAK else f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Call(RamsenAction):
    """A keyword call (see :data:`CALLS`)."""

    name: str
    """The call, e.g. ``"play-hand"``, ``"schleck"``, ``"nejdem"``."""

    def __str__(self) -> str:
        return self.name


_PLAYS = [Play(Card.from_index(i)) for i in range(52)]
_TAKES = [TakeTrump(Card.from_index(i)) for i in range(52)]
_TRUMPS = [NameTrump(s) for s in Suit]
_BIDS = {n: Bid(n) for n in range(0, BID_MULATSCHAK + 1)}
_CALLS = {name: Call(name) for name in CALLS}
_EXCHANGES: dict[tuple[Card, ...], Exchange] = {}


def call(name: str) -> Call:
    """The interned call ``name``.

    >>> call("stay") is call("stay")
    True
    """
    return _CALLS[name]
