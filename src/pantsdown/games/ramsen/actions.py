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

The module is compiled with mypyc (``setup.py``): the actions are native frozen
dataclasses, so a compiled state makes an ``Exchange`` (the one action built on
every move rather than picked from a table) through a native constructor.  Each
writes its own ``__init__`` (each field set through ``object.__setattr__`` by
name) and pickles through it with ``__reduce__``; equality, hashing, ``repr``
and ``dataclasses.fields`` stay the dataclass's.  :class:`CallName` is an enum
defined here; mypyc compiles an enum class as an ordinary Python class, so it
works in the compiled module as it does interpreted.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from pantsdown.core.cards import Card, Suit, format_cards
from pantsdown.core.protocol import Action

__all__ = [
    "BID_MULATSCHAK",
    "CALLS",
    "PLAY_BY_INDEX",
    "Bid",
    "Call",
    "CallName",
    "Exchange",
    "NameTrump",
    "Play",
    "RamsenAction",
    "TakeTrump",
    "call",
]


class CallName(StrEnum):
    """The words a player says (a :class:`Call`), in action-id order.

    Each compares equal to its notation: ``CallName.PLAY_HAND == "play-hand"``.
    """

    PLAY_HAND = "play-hand"
    """Play the hand (do not drop, pass or stay at home)."""
    PASS = "pass"
    """Pass: decline a call, or (Ramsen) do not play the hand."""
    DROP = "drop"
    """Rams, Zwanzig: drop out of the hand."""
    STAY = "stay"
    """Schnalzen, Mulatschak: stay at home (costs a point)."""
    SCHLECK = "schleck"
    """Take the cut card at the bottom of the cut-off packet."""
    WIDOW = "widow"
    """Rams: forehand takes the widow for his hand."""
    GENERAL = "general"
    """Rams: General Rams, all five tricks."""
    WHITEOUT = "whiteout"
    """Mulatschak: no King, Queen or Jack: a redeal, the next hand doubles."""
    HOLD = "hold"
    """Mulatschak: the dealer holds the highest bid."""
    RAUB = "raub"
    """Raub: the dealer robs the turned card, blind."""
    STIH = "stih"
    """Raub: the dealer takes a turned seven, blind."""
    MUSS = "muss"
    """Raub: everybody must play."""
    REFA = "refa"
    """Raub: the dealer passes the deal on."""
    LEAD = "lead"
    """Raub: I lead (declare)."""
    REDRAW = "redraw"
    """Raub: the dealer turns new trump cards."""
    IDEM = "idem"
    """Raub: a defender plays against the declarer."""
    NEJDEM = "nejdem"
    """Raub: a defender drops out."""
    TAKE = "take"
    """Mulatschak: the declarer takes the face-up card on offer."""
    KEEP = "keep"
    """Mulatschak: the declarer keeps his discard; the face-up card goes out of play."""
    BLIND = "blind"
    """Zwanzig (``hearts_blind``): the announcer calls hearts blind, before looking."""
    NEXT_CARD = "next-card"
    """Zwanzig (``trump_next_card``): the announcer lets their next card set trumps."""


CALLS: Final[tuple[CallName, ...]] = tuple(CallName)
"""Every keyword call, in action-id order."""

BID_MULATSCHAK: Final = 6
"""The bid value of ``bid mulatschak`` (all five tricks, no exchange)."""

SUIT_WORDS: Final = ("clubs", "spades", "hearts", "diamonds")
"""Suit names in the ``trump`` notation, by :class:`Suit` value."""


class RamsenAction(Action):
    """Base of every action of this family."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Play(RamsenAction):
    """Play a card to the current trick."""

    card: Card
    """The card played."""

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (Play, (self.card,))

    @staticmethod
    def of(card: Card) -> Play:
        """The interned action."""
        return PLAY_BY_INDEX[card.index]

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class TakeTrump(RamsenAction):
    """The dealer takes the turned trump card, giving up ``card`` face down."""

    card: Card
    """The card given up (out of play)."""

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (TakeTrump, (self.card,))

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

    def __init__(self, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "cards", cards)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (Exchange, (self.cards,))

    @staticmethod
    def of(cards: Iterable[Card]) -> Exchange:
        """The action for these cards (any order)."""
        return Exchange(tuple(sorted(cards, key=lambda c: c.index)))

    @staticmethod
    def of_sorted(cards: tuple[Card, ...]) -> Exchange:
        """The action for cards already sorted by index (fast path)."""
        return Exchange(cards)

    def __str__(self) -> str:
        return "exchange " + (format_cards(self.cards) if self.cards else "none")


@dataclass(frozen=True, slots=True)
class NameTrump(RamsenAction):
    """Name the trump suit."""

    suit: Suit
    """The suit named."""

    def __init__(self, suit: Suit) -> None:
        object.__setattr__(self, "suit", suit)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (NameTrump, (self.suit,))

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

    def __init__(self, tricks: int) -> None:
        object.__setattr__(self, "tricks", tricks)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (Bid, (self.tricks,))

    @staticmethod
    def of(tricks: int) -> Bid:
        """The interned action."""
        return _BIDS[tricks]

    def __str__(self) -> str:
        return "bid mulatschak" if self.tricks == BID_MULATSCHAK else f"bid {self.tricks}"


@dataclass(frozen=True, slots=True)
class Call(RamsenAction):
    """A keyword call (see :class:`CallName`)."""

    name: CallName
    """The word said, e.g. ``CallName.PLAY_HAND`` (``play-hand``)."""

    def __init__(self, name: CallName | str) -> None:
        # a word given as text becomes its member, or raises ValueError
        object.__setattr__(self, "name", name if type(name) is CallName else CallName(name))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (Call, (self.name,))

    def __str__(self) -> str:
        return self.name.value


PLAY_BY_INDEX: Final[tuple[Play, ...]] = tuple(Play(Card.from_index(i)) for i in range(52))
"""The interned ``play`` action of every card, by ``Card.index``."""
_TAKES: Final = [TakeTrump(Card.from_index(i)) for i in range(52)]
_TRUMPS: Final = [NameTrump(s) for s in Suit]
_BIDS: Final = {n: Bid(n) for n in range(0, BID_MULATSCHAK + 1)}
_CALLS: Final[dict[CallName, Call]] = {name: Call(name) for name in CallName}


def call(name: CallName) -> Call:
    """The interned call ``name``.

    >>> call(CallName.STAY) is call(CallName.STAY), str(call(CallName.STAY))
    (True, 'stay')
    """
    return _CALLS[name]
