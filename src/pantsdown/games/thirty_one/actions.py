"""The actions of the 31 family, interned so that equal actions are the same object.

``str(action)`` is the text notation (see :mod:`.notation`):

* ``swap Kh Ad`` — give the Kh from your hand, take the Ad from the table;
* ``swap all`` — exchange your whole hand for the table;
* ``pass`` — do nothing;
* any of these followed by ``close`` — and close at the end of the turn
  (Schwimmen: "If a player decides, at the end of his turn, that he holds enough
  points he may 'close'");
* ``close`` / ``knock`` / ``stop`` / ``stick`` / ``end`` / ``last-round`` — a close
  that is the whole turn (the word is the variant's);
* ``keep`` / ``take-extra-hand`` — the dealer keeps his cards or takes the extra hand;
* ``new-cards`` — replace the table from the stock (41, Schwimmen option);
* ``pants-down`` — declare a 31 (only with ``manual_pants_down``).

Every action class interns its instances: ``Swap(give, take)`` always returns the
same object for the same cards, so equality is identity and a legal-action
membership test costs a pointer comparison per entry.

>>> from pantsdown.core.cards import parse_card
>>> a = Swap(parse_card("Kh"), parse_card("Ad"))
>>> a is Swap(parse_card("Kh"), parse_card("Ad")), str(a), str(Swap(a.give, a.take, close=True))
(True, 'swap Kh Ad', 'swap Kh Ad close')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final, Self, TypeVar

from pantsdown.core.cards import Card
from pantsdown.core.errors import MalformedActionError
from pantsdown.core.protocol import Action

__all__ = [
    "CLOSES",
    "CLOSE_ID",
    "DECLARE",
    "FIXED_ACTIONS",
    "KEEP",
    "NEW_CARDS",
    "PASS",
    "PASS_CLOSE",
    "SWAP_ALL",
    "SWAP_ALL_CLOSE",
    "SWAP_BASE",
    "SWAP_TABLE",
    "TAKE_WIDOW",
    "Close",
    "DeclareThirtyOne",
    "Keep",
    "NewCards",
    "Pass",
    "Swap",
    "SwapAll",
    "TakeWidow",
    "ThirtyOneAction",
    "action_from_id",
    "action_id",
    "num_actions",
]


class ThirtyOneAction(Action):
    """Base of the family's actions: immutable, interned, ``str()`` is the notation."""

    __slots__ = ()

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __copy__(self) -> ThirtyOneAction:
        return self

    def __deepcopy__(self, memo: object) -> ThirtyOneAction:
        return self

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self}>"


def _suffix(close: bool) -> str:
    return " close" if close else ""


class Swap(ThirtyOneAction):
    """Give ``give`` from the hand and take ``take`` from the table (one card each)."""

    __slots__ = ("close", "give", "take")
    give: Card
    """The card that goes from the hand to the table."""
    take: Card
    """The card that comes from the table into the hand."""
    close: bool
    """Close at the end of this turn."""
    _table: ClassVar[dict[tuple[int, int, bool], Swap]] = {}

    def __new__(cls, give: Card, take: Card, close: bool = False) -> Swap:
        """The interned swap of these cards."""
        key = (give.index, take.index, bool(close))
        found = cls._table.get(key)
        if found is None:
            found = super().__new__(cls)
            object.__setattr__(found, "give", give)
            object.__setattr__(found, "take", take)
            object.__setattr__(found, "close", bool(close))
            cls._table[key] = found
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        return (Swap, (self.give, self.take, self.close))

    def __str__(self) -> str:
        return f"swap {self.give} {self.take}{_suffix(self.close)}"


class _ClosingTurn(ThirtyOneAction):
    """An interned action whose one field is the close flag (swap all, pass)."""

    __slots__ = ("close",)
    close: bool
    """Close at the end of this turn."""
    _table: ClassVar[dict[bool, Any]]

    def __new__(cls, close: bool = False) -> Self:
        """The interned action with this close flag."""
        found: Self | None = cls._table.get(bool(close))
        if found is None:
            found = super().__new__(cls)
            object.__setattr__(found, "close", bool(close))
            cls._table[bool(close)] = found
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.close,))


class SwapAll(_ClosingTurn):
    """Exchange the whole hand for the table cards."""

    __slots__ = ()
    _table: ClassVar[dict[bool, Any]] = {}

    def __str__(self) -> str:
        return f"swap all{_suffix(self.close)}"


class Pass(_ClosingTurn):
    """Exchange nothing this turn."""

    __slots__ = ()
    _table: ClassVar[dict[bool, Any]] = {}

    def __str__(self) -> str:
        return f"pass{_suffix(self.close)}"


class Close(ThirtyOneAction):
    """A close that is the whole turn: knock, stop, stick, end, … (``word`` is the variant's)."""

    __slots__ = ("word",)
    word: str
    """The variant's word for it (``close``, ``knock``, ``stop``, ``stick``, ``end``)."""

    def __new__(cls, word: str = "close") -> Close:
        """The interned close with this word."""
        found = CLOSES.get(word)
        if found is None:
            found = super().__new__(cls)
            object.__setattr__(found, "word", word)
            CLOSES[word] = found
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        return (Close, (self.word,))

    def __str__(self) -> str:
        return self.word


CLOSES: Final[dict[str, Close]] = {}
"""Every close made so far, by its word: ``CLOSES[word] is Close(word)`` (read only)."""

_S = TypeVar("_S", bound="_Singleton")


class _Singleton(ThirtyOneAction):
    __slots__ = ()
    _text: ClassVar[str] = ""
    _instances: ClassVar[dict[type, Any]] = {}

    def __new__(cls: type[_S]) -> _S:
        found: _S | None = _Singleton._instances.get(cls)
        if found is None:
            found = super().__new__(cls)
            _Singleton._instances[cls] = found
        return found

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), ())

    def __str__(self) -> str:
        return self._text


class Keep(_Singleton):
    """The dealer keeps the cards he was dealt; the extra hand goes face up."""

    __slots__ = ()
    _text = "keep"


class TakeWidow(_Singleton):
    """The dealer takes the unseen extra hand; his own cards go face up."""

    __slots__ = ()
    _text = "take-extra-hand"


class NewCards(_Singleton):
    """Replace the table cards with new ones from the stock."""

    __slots__ = ()
    _text = "new-cards"


class DeclareThirtyOne(_Singleton):
    """Declare a 31 ("Pants Down!") when it is not announced automatically."""

    __slots__ = ()
    _text = "pants-down"


# Final: compiled, each is a C static, read without a lookup in the module's dict
PASS: Final = Pass()
PASS_CLOSE: Final = Pass(close=True)
SWAP_ALL: Final = SwapAll()
SWAP_ALL_CLOSE: Final = SwapAll(close=True)
KEEP: Final = Keep()
TAKE_WIDOW: Final = TakeWidow()
NEW_CARDS: Final = NewCards()
DECLARE: Final = DeclareThirtyOne()


def _swap_rows(close: bool) -> tuple[tuple[Swap, ...], ...]:
    return tuple(
        tuple(Swap(Card.from_index(g), Card.from_index(t), close) for t in range(52))
        for g in range(52)
    )


SWAP_TABLE: Final[tuple[tuple[tuple[Swap, ...], ...], tuple[tuple[Swap, ...], ...]]] = (
    _swap_rows(False),
    _swap_rows(True),
)
"""``SWAP_TABLE[close][give.index][take.index]``: every swap, built once."""


# -- dense ids ----------------------------------------------------------------------

FIXED_ACTIONS: Final[tuple[ThirtyOneAction, ...]] = (
    PASS,
    PASS_CLOSE,
    SWAP_ALL,
    SWAP_ALL_CLOSE,
    Close("close"),  # id 4 stands for the variant's close, whatever its word
    KEEP,
    TAKE_WIDOW,
    NEW_CARDS,
    DECLARE,
)
"""The actions with a fixed id (their place here); every swap comes after them."""
CLOSE_ID: Final = 4
"""The id of the close that is a whole turn, whatever the variant's word for it."""
SWAP_BASE: Final = len(FIXED_ACTIONS)
"""The id of the first swap."""


def num_actions(distinct: int) -> int:
    """The size of the action space for a pack of ``distinct`` different cards:
    the fixed actions, then a swap with and without a close for every (give, take) pair.

    >>> num_actions(32)
    2057
    """
    return SWAP_BASE + 2 * distinct * distinct


def action_id(action: ThirtyOneAction, pos: Mapping[Card, int]) -> int:
    """The dense id of ``action``, given each distinct card's place in the pack (``pos``).

    >>> from pantsdown.core.cards import parse_card
    >>> pos = {parse_card("Kh"): 0, parse_card("Ad"): 1}
    >>> action_id(PASS, pos), action_id(Close("stop"), pos)
    (0, 4)
    >>> action_id(Swap(parse_card("Kh"), parse_card("Ad"), close=True), pos)
    12
    """
    if isinstance(action, Swap):
        try:
            g, t = pos[action.give], pos[action.take]
        except KeyError:
            raise MalformedActionError(f"{str(action)!r}: card not in this pack") from None
        return SWAP_BASE + 2 * (g * len(pos) + t) + action.close
    if isinstance(action, Close):
        return CLOSE_ID
    try:
        return FIXED_ACTIONS.index(action)
    except ValueError:
        raise MalformedActionError(f"{action!r} is not an action of this game") from None


def action_from_id(action_id: int, distinct: Sequence[Card], close: Close) -> ThirtyOneAction:
    """The action with this id, for a pack of these ``distinct`` cards (in id order) and
    the variant's ``close``; raises :class:`MalformedActionError` if there is none.

    >>> from pantsdown.core.cards import parse_cards
    >>> str(action_from_id(12, parse_cards("Kh Ad"), Close("stop")))
    'swap Kh Ad close'
    """
    p = len(distinct)
    if not 0 <= action_id < num_actions(p):
        raise MalformedActionError(f"no action has id {action_id}")
    if action_id == CLOSE_ID:
        return close
    if action_id < SWAP_BASE:
        return FIXED_ACTIONS[action_id]
    k, with_close = divmod(action_id - SWAP_BASE, 2)
    g, t = divmod(k, p)
    return SWAP_TABLE[with_close][distinct[g].index][distinct[t].index]
