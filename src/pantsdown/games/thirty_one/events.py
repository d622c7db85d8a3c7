"""The events of the 31 family: what happened, in the past tense, as typed data.

The sentences for people are made by :mod:`pantsdown.games.thirty_one.prose`.

Every event here is public (swaps show both cards, shown hands are face up), so
none needs redacting.

Each event writes its own ``__init__``, setting every field through
``object.__setattr__`` by name: compiled by mypyc (``setup.py``), that is the
class's native constructor and each call a struct member's write, while a
dataclass's ``__init__`` would stay interpreted; run as Python, it is replaced
by the one :mod:`pantsdown.core.base` writes for every event.

>>> from pantsdown.core.cards import parse_card
>>> str(Swapped(seat=1, gave=parse_card("Kh"), took=parse_card("Ad")))
'seat 1 swapped Kh for Ad'
>>> str(ChipsLost(seat=2, amount=1, remaining=0, chip_name="chip", starting=3))
'seat 2 paid their last chip and is swimming'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

from pantsdown.core.base import field_type
from pantsdown.core.cards import Card
from pantsdown.core.protocol import Event

_SEAT_NAMES = tuple(f"seat {i}" for i in range(16))

__all__ = [
    "EVENT_TYPES",
    "ChickenTaken",
    "ChipsLost",
    "Closed",
    "DiscardsRecycled",
    "ExtraHandChosen",
    "FinalTieReplayed",
    "HandDealt",
    "HandEndHow",
    "HandEnded",
    "HandKind",
    "HandScored",
    "HandsShown",
    "LossWhy",
    "MatchWon",
    "Passed",
    "PlayerEliminated",
    "PointsScored",
    "SpecialShown",
    "Swapped",
    "SwappedAll",
    "TableDealt",
    "TableReplaced",
    "ThirtyOneEvent",
    "TieBreak",
    "WhyReplaced",
]

HandEndHow = Literal[
    "last_turns",
    "last_open_turn",
    "second_close",
    "ended",
    "all_closed",
    "showed_31",
    "showed_31_last",
    "declared_31",
    "showed_feuer",
    "dealt_feuer",
    "dealt_31",
    "all_hold_31",
    "all_passed",
    "all_passed_no_stock",
    "no_close",
    "washout_no_stock",
]
"""How a hand's play ended (:class:`HandEnded`):

* ``last_turns``: ``seat`` closed (with ``word``, or showed 31 when ``word`` is
  empty) and everyone else has had a last turn;
* ``last_open_turn``: everyone else had closed and the last open player, ``seat``,
  has had a last turn;
* ``second_close``: ``seat`` closed too in the last round, which ends the hand at once
  (the ``second_close_ends_hand`` house rule);
* ``ended``: ``seat`` ended the hand at once (41);
* ``all_closed``: every player has closed;
* ``showed_31``, ``declared_31``, ``showed_feuer``: ``seat`` showed (declared) that
  special; ``showed_31_last``: ``seat`` showed 31 with nobody left to play;
* ``dealt_feuer``, ``dealt_31``, ``all_hold_31``: specials at the deal;
* ``all_passed``, ``all_passed_no_stock``: everyone passed (with no stock left for a
  new table);
* ``no_close``: ``rounds`` rounds passed without a close (``word``);
* ``washout_no_stock``: a washout with no stock left for a new table.
"""

WhyReplaced = Literal["new_cards", "all_passed", "washout", "washout_at_deal"]
"""Why the table was replaced (:class:`TableReplaced`): ``seat`` took new cards,
everyone passed, or the table was all one suit (a washout, in play or at the deal)."""

LossWhy = Literal[
    "lowest",
    "tie_broken",
    "tied_all_lose",
    "tied_closer_loses",
    "tied_nobody_loses",
    "lowest_showed_31",
    "all_safe",
    "feuer",
    "dealt_feuer",
    "dealt_31",
    "undeclared_31",
    "three_aces",
    "best_hand_scores",
]
"""How a hand was scored (:class:`HandScored`):

* ``lowest``: the one lowest hand loses;
* ``tie_broken``: several hands share the lowest value and the tie-break (``tie_break``)
  picks the loser;
* ``tied_all_lose``, ``tied_closer_loses``, ``tied_nobody_loses``: tied lowest hands
  all lose, the closer among them loses alone, or nobody loses;
* ``lowest_showed_31``: the lowest hands showed 31, which never loses;
* ``all_safe``: every hand is safe (Tri Palki);
* ``feuer``, ``dealt_feuer``: Feuer costs every other player a chip (two when it
  was dealt, one for a dealt 31);
* ``dealt_31``: a 31 at the deal costs everyone without one a chip;
* ``undeclared_31``: a 31 not declared in time loses (Hosenabe);
* ``three_aces``: Tri Palki's three Aces give every ordinary hand a stick;
* ``best_hand_scores``: points (41): the best hand scores its value, the others lose
  the difference.
"""

HandKind = Literal["suit", "trio", "pair", "feuer", "31", "safe", "aces"]
"""What a hand's value is made of (:class:`HandsShown`, :class:`SpecialShown`):

* ``suit``: the best total of one suit (the suit is given);
* ``trio``: three of a kind, at the trio value (the rank is given);
* ``pair``: two cards of one rank counted as their sum (the rank is given);
* ``feuer``: three Aces as Feuer;
* ``31``: the special 31 (Schnauz, Pants Down), called by the rules' ``thirty_one_name``;
* ``safe``, ``aces``: Tri Palki's safe hand and its three Aces.
"""

TieBreak = Literal["", "suit", "ranks", "trio_rank"]
"""What told tied hands apart: nothing, the scoring suit (♣ > ♠ > ♥ > ♦), the
scoring cards' ranks then suit (♥ > ♦ > ♣ > ♠), or the trios' ranks."""


class ThirtyOneEvent(Event):
    """Base of the family's events; ``str()`` is :func:`~pantsdown.games.thirty_one.prose.describe`
    with seats named ``seat 0``, ``seat 1``, …
    """

    __slots__ = ()

    def __str__(self) -> str:
        from pantsdown.games.thirty_one.prose import describe

        return describe(self, _SEAT_NAMES)


@dataclass(frozen=True, slots=True)
class HandDealt(ThirtyOneEvent):
    """A new hand was dealt."""

    hand_number: int
    dealer: int

    def __init__(self, hand_number: int, dealer: int) -> None:
        object.__setattr__(self, "hand_number", hand_number)
        object.__setattr__(self, "dealer", dealer)


@dataclass(frozen=True, slots=True)
class ExtraHandChosen(ThirtyOneEvent):
    """The dealer kept their cards or took the extra hand; ``face_up`` went to the table."""

    seat: int
    took_extra_hand: bool
    face_up: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))

    def __init__(self, seat: int, took_extra_hand: bool, face_up: tuple[Card, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "took_extra_hand", took_extra_hand)
        object.__setattr__(self, "face_up", face_up)


@dataclass(frozen=True, slots=True)
class TableDealt(ThirtyOneEvent):
    """The table cards were dealt face up."""

    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))

    def __init__(self, cards: tuple[Card, ...]) -> None:
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True, slots=True)
class Swapped(ThirtyOneEvent):
    """A player gave one card to the table and took one."""

    seat: int
    gave: Card
    took: Card

    def __init__(self, seat: int, gave: Card, took: Card) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "gave", gave)
        object.__setattr__(self, "took", took)


@dataclass(frozen=True, slots=True)
class SwappedAll(ThirtyOneEvent):
    """A player exchanged their whole hand for the table."""

    seat: int
    gave: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    took: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))

    def __init__(self, seat: int, gave: tuple[Card, ...], took: tuple[Card, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "gave", gave)
        object.__setattr__(self, "took", took)


@dataclass(frozen=True, slots=True)
class Passed(ThirtyOneEvent):
    """A player exchanged nothing."""

    seat: int

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True, slots=True)
class Closed(ThirtyOneEvent):
    """A player closed (knocked, stopped, stuck, ended)."""

    seat: int
    word: str

    def __init__(self, seat: int, word: str) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "word", word)


@dataclass(frozen=True, slots=True)
class TableReplaced(ThirtyOneEvent):
    """The table cards went out of play and new ones were turned up."""

    why: WhyReplaced
    discarded: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    new: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    seat: int | None = field(default=None, metadata=field_type("int | None"))
    """The seat that took new cards or whose turn caused the washout."""

    def __init__(
        self,
        why: WhyReplaced,
        discarded: tuple[Card, ...],
        new: tuple[Card, ...],
        seat: int | None = None,
    ) -> None:
        object.__setattr__(self, "why", why)
        object.__setattr__(self, "discarded", discarded)
        object.__setattr__(self, "new", new)
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True, slots=True)
class DiscardsRecycled(ThirtyOneEvent):
    """The stock ran out and the discards became the new stock."""

    count: int
    shuffled: bool

    def __init__(self, count: int, shuffled: bool) -> None:
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "shuffled", shuffled)


@dataclass(frozen=True, slots=True)
class SpecialShown(ThirtyOneEvent):
    """A player showed (or was dealt) a special hand: a 31, Feuer."""

    seat: int
    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    kind: HandKind
    """What the hand is worth as (``31``, ``feuer``; a declared 31 where 31 is no
    special counts as its suit)."""
    value: float
    """The hand's value."""
    rank: int = 0
    """The rank of a scoring trio or pair (``int(Rank)``), else 0."""
    suit: int = -1
    """The scoring suit (``int(Suit)``) of a ``suit`` hand, else -1."""
    name: str = ""
    """For a ``31``: the rules' name for it (``thirty_one_name``: ``Schnauz``)."""
    dealt: bool = False

    def __init__(
        self,
        seat: int,
        cards: tuple[Card, ...],
        kind: HandKind,
        value: float,
        rank: int = 0,
        suit: int = -1,
        name: str = "",
        dealt: bool = False,
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "rank", rank)
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "dealt", dealt)


@dataclass(frozen=True, slots=True)
class HandEnded(ThirtyOneEvent):
    """The play of the hand ended (:data:`HandEndHow` says how)."""

    how: HandEndHow
    seat: int | None = field(default=None, metadata=field_type("int | None"))
    """The seat whose close, special or last turn ended it, if one did."""
    word: str = ""
    """The rules' word for closing (``knock``, ``stop``) where it matters."""
    rounds: int = 0
    """For ``no_close``: the rounds that passed without a close."""

    def __init__(
        self,
        how: HandEndHow,
        seat: int | None = None,
        word: str = "",
        rounds: int = 0,
    ) -> None:
        object.__setattr__(self, "how", how)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "word", word)
        object.__setattr__(self, "rounds", rounds)


@dataclass(frozen=True, slots=True)
class HandsShown(ThirtyOneEvent):
    """Everyone's cards at the end of the hand, with what each is worth."""

    seats: tuple[int, ...]
    """The seats still in the hand, in order."""
    cards: tuple[tuple[Card, ...], ...] = field(metadata=field_type("tuple[tuple[Card, ...], ...]"))
    """Each of those seats' cards."""
    kinds: tuple[HandKind, ...]
    """What each of those hands' value is made of."""
    values: tuple[float, ...]
    """Each of those hands' value."""
    ranks: tuple[int, ...]
    """Each hand's scoring trio or pair rank (``int(Rank)``), else 0."""
    suits: tuple[int, ...]
    """Each hand's scoring suit (``int(Suit)``) for a ``suit`` hand, else -1."""
    thirty_one_name: str = ""
    """The rules' name for a 31 (``Schnauz``), where a hand is one."""

    def __init__(
        self,
        seats: tuple[int, ...],
        cards: tuple[tuple[Card, ...], ...],
        kinds: tuple[HandKind, ...],
        values: tuple[float, ...],
        ranks: tuple[int, ...],
        suits: tuple[int, ...],
        thirty_one_name: str = "",
    ) -> None:
        object.__setattr__(self, "seats", seats)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "values", values)
        object.__setattr__(self, "ranks", ranks)
        object.__setattr__(self, "suits", suits)
        object.__setattr__(self, "thirty_one_name", thirty_one_name)


@dataclass(frozen=True, slots=True)
class HandScored(ThirtyOneEvent):
    """How the shown hands were scored: who loses (or scores) and why."""

    why: LossWhy
    losers: tuple[int, ...]
    """The seats that lose the hand (pay, take a stick, lose points)."""
    tied: tuple[int, ...] = ()
    """The seats that shared the lowest value (ties) or showed the special."""
    value: float = 0
    """The deciding hand value: the lowest (or, for points, the best)."""
    tie_break: TieBreak = ""
    """What told the tied hands apart, for ``tie_broken``."""

    def __init__(
        self,
        why: LossWhy,
        losers: tuple[int, ...],
        tied: tuple[int, ...] = (),
        value: float = 0,
        tie_break: TieBreak = "",
    ) -> None:
        object.__setattr__(self, "why", why)
        object.__setattr__(self, "losers", losers)
        object.__setattr__(self, "tied", tied)
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "tie_break", tie_break)


@dataclass(frozen=True, slots=True)
class ChipsLost(ThirtyOneEvent):
    """A player paid chips (lost lives, took sticks)."""

    seat: int
    amount: int
    remaining: int
    chip_name: str
    starting: int

    def __init__(
        self,
        seat: int,
        amount: int,
        remaining: int,
        chip_name: str,
        starting: int,
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "amount", amount)
        object.__setattr__(self, "remaining", remaining)
        object.__setattr__(self, "chip_name", chip_name)
        object.__setattr__(self, "starting", starting)


@dataclass(frozen=True, slots=True)
class ChickenTaken(ThirtyOneEvent):
    """The first player out of lives took the Chicken and may lose once more."""

    seat: int

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True, slots=True)
class PlayerEliminated(ThirtyOneEvent):
    """A player dropped out of the match."""

    seat: int
    buys_drinks: bool = False

    def __init__(self, seat: int, buys_drinks: bool = False) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "buys_drinks", buys_drinks)


@dataclass(frozen=True, slots=True)
class PointsScored(ThirtyOneEvent):
    """A player won or lost points (41)."""

    seat: int
    points: int
    total: int

    def __init__(self, seat: int, points: int, total: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "total", total)


@dataclass(frozen=True, slots=True)
class FinalTieReplayed(ThirtyOneEvent):
    """Every remaining player lost together: they play another deal."""

    seats: tuple[int, ...]

    def __init__(self, seats: tuple[int, ...]) -> None:
        object.__setattr__(self, "seats", seats)


@dataclass(frozen=True, slots=True)
class MatchWon(ThirtyOneEvent):
    """The match is over."""

    winners: tuple[int, ...]

    def __init__(self, winners: tuple[int, ...]) -> None:
        object.__setattr__(self, "winners", winners)


EVENT_TYPES: Final[tuple[type[Event], ...]] = (
    HandDealt,
    ExtraHandChosen,
    TableDealt,
    Swapped,
    SwappedAll,
    Passed,
    Closed,
    TableReplaced,
    DiscardsRecycled,
    SpecialShown,
    HandEnded,
    HandsShown,
    HandScored,
    ChipsLost,
    ChickenTaken,
    PlayerEliminated,
    PointsScored,
    FinalTieReplayed,
    MatchWon,
)
"""Every event type of the family (for ``event_from_dict``)."""
