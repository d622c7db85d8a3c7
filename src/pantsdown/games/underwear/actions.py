"""Underwear actions, their text notation and their dense integer ids.

Notation (one action a turn, except ``double``, which does not use the turn, and
``no-double``, the answer of a player asked between turns whether to double):

* ``down 9h 8h 7h``: a card or a run of consecutive cards onto the downpile,
  written from the highest card down (a single card also starts a new downpile);
* ``up 5s 6s on 4s``: a card or run onto one of your own up-piles, named by its
  top card, written from the lowest card up.  With two packs two of your piles
  may show the same top card: ``on 4s #2`` is the second of them in the order
  you made them (``#1`` is never written);
* ``royal Kd Qs``: one or more royalties, clearing the downpile;
* ``steal 7c``: steal the downpile with a card of the same rank;
* ``draw``, ``pass``, ``double``, ``no-double``.

>>> str(PlayDown.of(parse_cards("7h 9h 8h")))
'down 9h 8h 7h'
>>> str(PlayUp.of(parse_cards("6s 5s"), parse_card("4s"), 2))
'up 5s 6s on 4s #2'
>>> str(PlayRoyal.of(parse_cards("Qs Kd")))
'royal Kd Qs'

The action space is fixed for the rules and player count (see :class:`ActionSpace`).

The module is compiled with mypyc (``setup.py``): the actions are native frozen
dataclasses.  Each writes its own ``__init__`` (each field set through
``object.__setattr__`` by name, which mypyc makes a struct write; a dataclass's
own ``__init__`` would stay interpreted), ``__eq__`` and ``__hash__`` (the
dataclass's, written out: a search keys its nodes by action) and pickles
through its constructor with ``__reduce__`` (a native instance has no
``__dict__``); ``repr`` and ``dataclasses.fields`` stay the dataclass's.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from pantsdown.core.cards import Card, Rank, Suit, format_cards, parse_card, parse_cards
from pantsdown.core.errors import MalformedActionError
from pantsdown.core.protocol import Action
from pantsdown.games.underwear.rules import ROYAL_RANKS, card_value

__all__ = [
    "DOUBLE",
    "DRAW",
    "NO_DOUBLE",
    "PASS",
    "ActionSpace",
    "Double",
    "Draw",
    "NoDouble",
    "Pass",
    "PlayDown",
    "PlayRoyal",
    "PlayUp",
    "Steal",
    "UnderwearAction",
    "card_of",
    "is_run",
    "space_for",
]

_ = parse_card, parse_cards  # used by the doctests

_BY_VALUE: Final[dict[tuple[int, int], Card]] = {}
for _s in Suit:
    for _r in Rank:
        _c = Card(_r, _s)
        _BY_VALUE[(int(_s), card_value(_c))] = _c


def card_of(suit: Suit | int, value: int) -> Card:
    """The card of this suit with this Underwear value (1 = Ace … 13 = King).

    >>> str(card_of(Suit.HEARTS, 1)), str(card_of(Suit.CLUBS, 12))
    ('Ah', 'Qc')
    """
    return _BY_VALUE[(int(suit), value)]


def _down_key(card: Card) -> tuple[int, int]:
    return (-card_value(card), int(card.suit))


def _up_key(card: Card) -> tuple[int, int]:
    return (card_value(card), int(card.suit))


@dataclass(frozen=True, slots=True)
class UnderwearAction(Action):
    """Base of every Underwear action."""

    def __init__(self) -> None:
        pass

    def __eq__(self, other: object) -> bool:
        if isinstance(other, UnderwearAction) and type(other) is type(self):
            return True
        return NotImplemented

    def __hash__(self) -> int:
        return hash(())

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (type(self), ())


# the actions without fields take the base's compiled __init__, __eq__, __hash__
# and __reduce__ (init=False, eq=False: the dataclass writes no interpreted ones)
@dataclass(frozen=True, slots=True, init=False, eq=False)
class Draw(UnderwearAction):
    """Draw the top card of the stock; by default this ends the turn."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True, init=False, eq=False)
class Pass(UnderwearAction):
    """Pass: instead of drawing from an empty stock, or to end the turn after a draw."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True, init=False, eq=False)
class Double(UnderwearAction):
    """Declare "double" (optional rule 1); it does not use up the turn."""

    def __str__(self) -> str:
        return "double"


@dataclass(frozen=True, slots=True, init=False, eq=False)
class NoDouble(UnderwearAction):
    """Decline to double when asked between turns (``double_between_turns``)."""

    def __str__(self) -> str:
        return "no-double"


DRAW: Final = Draw()
"""The draw action."""
PASS: Final = Pass()
"""The pass action."""
DOUBLE: Final = Double()
"""The double action."""
NO_DOUBLE: Final = NoDouble()
"""The answer "no double" between turns."""


@dataclass(frozen=True, slots=True)
class PlayDown(UnderwearAction):
    """Play a card, or a run of consecutive cards, onto the downpile.

    ``cards`` are kept highest first; build with :meth:`of` to sort them.
    """

    cards: tuple[Card, ...]
    """The cards played, highest first."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "cards", cards)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PlayDown) and type(other) is type(self):
            return self.cards == other.cards
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.cards,))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (type(self), (self.cards,))

    @classmethod
    def of(cls, cards: Iterable[Card]) -> PlayDown:
        """The action playing these cards, in canonical order."""
        return cls(tuple(sorted(cards, key=_down_key)))

    def __str__(self) -> str:
        return "down " + format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class PlayUp(UnderwearAction):
    """Play a card, or a run of consecutive cards, onto one of your own up-piles.

    The pile is named by its top card ``onto``; ``nth`` (1 or 2) picks between two
    of your piles showing the same card (possible only with two packs), in the
    order they were made.
    """

    cards: tuple[Card, ...]
    """The cards played, lowest first."""
    onto: Card
    """The top card of the target up-pile."""
    nth: int = 1
    """Which of your up-piles topped by ``onto``, counting from 1 in the order made."""

    def __init__(self, cards: tuple[Card, ...], onto: Card, nth: int = 1) -> None:
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "onto", onto)
        object.__setattr__(self, "nth", nth)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PlayUp) and type(other) is type(self):
            return self.cards == other.cards and self.onto == other.onto and self.nth == other.nth
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.cards, self.onto, self.nth))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (type(self), (self.cards, self.onto, self.nth))

    @classmethod
    def of(cls, cards: Iterable[Card], onto: Card, nth: int = 1) -> PlayUp:
        """The action playing these cards onto that pile, in canonical order."""
        return cls(tuple(sorted(cards, key=_up_key)), onto, nth)

    def __str__(self) -> str:
        more = f" #{self.nth}" if self.nth != 1 else ""
        return f"up {format_cards(self.cards)} on {self.onto}{more}"


@dataclass(frozen=True, slots=True)
class PlayRoyal(UnderwearAction):
    """Play one or more royalties (J, Q, K of any suits) to clear the downpile."""

    cards: tuple[Card, ...]
    """The royalties played, highest rank first, then by suit."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "cards", cards)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PlayRoyal) and type(other) is type(self):
            return self.cards == other.cards
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.cards,))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (type(self), (self.cards,))

    @classmethod
    def of(cls, cards: Iterable[Card]) -> PlayRoyal:
        """The action playing these royalties, in canonical order."""
        return cls(tuple(sorted(cards, key=_down_key)))

    def __str__(self) -> str:
        return "royal " + format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class Steal(UnderwearAction):
    """Steal the downpile with a card of the same rank as its top card."""

    card: Card
    """The card put down as the new downpile."""

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Steal) and type(other) is type(self):
            return self.card == other.card
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.card,))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (type(self), (self.card,))

    def __str__(self) -> str:
        return f"steal {self.card}"


# -- the dense action space ----------------------------------------------------

_ROYALS: Final[tuple[Card, ...]] = tuple(Card(r, s) for r in ROYAL_RANKS for s in Suit)
_ROYAL_INDEX: Final = {c: i for i, c in enumerate(_ROYALS)}
_NUMBER_CARDS: Final[tuple[Card, ...]] = tuple(card_of(s, v) for s in Suit for v in range(1, 11))
_NUMBER_INDEX: Final = {c: i for i, c in enumerate(_NUMBER_CARDS)}

# Down runs: (start value a, length L) with a + L - 1 <= 10.
_DOWN_RUNS: Final[tuple[tuple[int, int], ...]] = tuple(
    (a, n) for a in range(1, 11) for n in range(1, 12 - a)
)
_DOWN_RUN_INDEX: Final = {r: i for i, r in enumerate(_DOWN_RUNS)}
# Up runs: (start value a, length L, top value t) with a + L - 1 <= 13 and t < a.
_UP_RUNS: Final[tuple[tuple[int, int, int], ...]] = tuple(
    (a, n, t) for a in range(2, 14) for n in range(1, 15 - a) for t in range(1, a)
)
_UP_RUN_INDEX: Final = {r: i for i, r in enumerate(_UP_RUNS)}
_MAX_NTH: Final = 2


class ActionSpace:
    """The fixed dense action space of Underwear for a number of packs.

    Ids, in order:

    * 0 ``draw``, 1 ``pass``, 2 ``double``;
    * 40 steals, one per non-royal card (a steal card is never a royalty);
    * 220 downpile plays: suit × run start (A..10) × run length, the run within A..10;
    * 2,912 up-pile plays: suit × run start (2..K) × run length (within A..K) × the top
      value of the target pile (below the run start) × ``nth`` (1 or 2);
    * royalty plays: every non-empty multiset of the 12 royal cards with at most one
      copy per pack, numbered in base ``packs + 1`` (4,095 with one pack, 531,440
      with two).  This is complete and as compact as a multiset of cards allows;
    * the last id, ``no-double``.

    >>> space = ActionSpace(1)
    >>> space.size
    7271
    >>> space.action_from_id(space.action_id(PlayUp.of(parse_cards("5s 6s"), parse_card("4s"))))
    PlayUp(cards=(Card.parse('5s'), Card.parse('6s')), onto=Card.parse('4s'), nth=1)
    """

    STEAL_BASE: Final = 3
    DOWN_BASE: Final = STEAL_BASE + len(_NUMBER_CARDS)
    UP_BASE: Final = DOWN_BASE + 4 * len(_DOWN_RUNS)
    ROYAL_BASE: Final = UP_BASE + 4 * len(_UP_RUNS) * _MAX_NTH

    def __init__(self, packs: int) -> None:
        self.packs = packs
        """At most this many copies of each card."""
        self.base = packs + 1
        """The radix of the royalty-multiset code."""
        self.no_double_id: int = self.ROYAL_BASE + self.base ** len(_ROYALS) - 1
        """The id of ``no-double``, after every royalty play."""
        self.size: int = self.no_double_id + 1
        """The number of distinct action ids."""

    def action_id(self, action: Action) -> int:
        """The id of ``action``; raises MalformedActionError if it has none."""
        if isinstance(action, Draw):
            return 0
        if isinstance(action, Pass):
            return 1
        if isinstance(action, Double):
            return 2
        if isinstance(action, NoDouble):
            return self.no_double_id
        if isinstance(action, Steal):
            if action.card not in _NUMBER_INDEX:
                raise MalformedActionError(f"{str(action)!r}: a royalty cannot steal")
            return self.STEAL_BASE + _NUMBER_INDEX[action.card]
        if isinstance(action, PlayDown):
            suit, start, length = _run_shape(action.cards, str(action))
            if start + length - 1 > 10:
                raise MalformedActionError(f"{str(action)!r}: royalties never go on the downpile")
            return self.DOWN_BASE + int(suit) * len(_DOWN_RUNS) + _DOWN_RUN_INDEX[(start, length)]
        if isinstance(action, PlayUp):
            suit, start, length = _run_shape(action.cards, str(action))
            top = card_value(action.onto)
            key = (start, length, top)
            if action.onto.suit != suit or key not in _UP_RUN_INDEX:
                raise MalformedActionError(
                    f"{str(action)!r}: an up-pile takes higher cards of its own suit"
                )
            if not 1 <= action.nth <= _MAX_NTH:
                raise MalformedActionError(f"{str(action)!r}: #{action.nth} is not 1 or 2")
            index = (int(suit) * len(_UP_RUNS) + _UP_RUN_INDEX[key]) * _MAX_NTH
            return self.UP_BASE + index + action.nth - 1
        if isinstance(action, PlayRoyal):
            code = 0
            counts = [0] * len(_ROYALS)
            for card in action.cards:
                if card not in _ROYAL_INDEX:
                    raise MalformedActionError(f"{str(action)!r}: {card} is not a royalty")
                counts[_ROYAL_INDEX[card]] += 1
            if not action.cards or max(counts) > self.packs:
                raise MalformedActionError(f"{str(action)!r} is not a royalty play of this pack")
            for i, n in enumerate(counts):
                code += n * self.base**i
            return self.ROYAL_BASE + code - 1
        raise MalformedActionError(f"{action!r} is not an Underwear action")

    def action_from_id(self, action_id: int) -> UnderwearAction:
        """The action with this id; raises MalformedActionError if there is none."""
        if not 0 <= action_id < self.size:
            raise MalformedActionError(f"action id {action_id} is not in 0..{self.size - 1}")
        if action_id < self.STEAL_BASE:
            return (DRAW, PASS, DOUBLE)[action_id]
        if action_id == self.no_double_id:
            return NO_DOUBLE
        if action_id < self.DOWN_BASE:
            return Steal(_NUMBER_CARDS[action_id - self.STEAL_BASE])
        if action_id < self.UP_BASE:
            suit, i = divmod(action_id - self.DOWN_BASE, len(_DOWN_RUNS))
            start, length = _DOWN_RUNS[i]
            return PlayDown.of(card_of(suit, v) for v in range(start, start + length))
        if action_id < self.ROYAL_BASE:
            index, nth0 = divmod(action_id - self.UP_BASE, _MAX_NTH)
            suit, i = divmod(index, len(_UP_RUNS))
            start, length, top = _UP_RUNS[i]
            return PlayUp.of(
                (card_of(suit, v) for v in range(start, start + length)),
                card_of(suit, top),
                nth0 + 1,
            )
        code = action_id - self.ROYAL_BASE + 1
        cards = []
        for card in _ROYALS:
            code, n = divmod(code, self.base)
            cards.extend([card] * n)
        return PlayRoyal.of(cards)


def _run_shape(cards: tuple[Card, ...], text: str) -> tuple[Suit, int, int]:
    """(suit, lowest value, length) of a run of consecutive cards of one suit."""
    if not cards:
        raise MalformedActionError(f"{text!r}: play at least one card")
    suit = cards[0].suit
    values = sorted(card_value(c) for c in cards)
    if any(c.suit != suit for c in cards):
        raise MalformedActionError(f"{text!r}: a run is all of one suit")
    if values != list(range(values[0], values[0] + len(values))):
        raise MalformedActionError(f"{text!r}: a run is of consecutive cards")
    return suit, values[0], len(values)


def is_run(cards: Iterable[Card]) -> bool:
    """Are these cards one suit and consecutive (A low, royalties above 10)?

    >>> is_run(parse_cards("9h 10h Jh")), is_run(parse_cards("9h Jh")), is_run([])
    (True, False, False)
    """
    cs = tuple(cards)
    try:
        _run_shape(cs, "")
    except MalformedActionError:
        return False
    return True


@functools.lru_cache(maxsize=4)
def space_for(packs: int) -> ActionSpace:
    """The (shared, immutable) action space of a game played with ``packs`` packs.

    >>> space_for(1).size, space_for(2).size
    (7271, 534616)
    """
    return ActionSpace(packs)
