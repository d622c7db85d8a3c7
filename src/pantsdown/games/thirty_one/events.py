"""The events of the 31 family: what happened, in the past tense, as typed data.

The sentences for people are made by :mod:`pantsdown.games.thirty_one.prose`.

Every event here is public (swaps show both cards, shown hands are face up), so
none needs redacting.

>>> from pantsdown.core.cards import parse_card
>>> str(Swapped(seat=1, gave=parse_card("Kh"), took=parse_card("Ad")))
'seat 1 swapped Kh for Ad'
>>> str(ChipsLost(seat=2, amount=1, remaining=0, chip_name="chip", starting=3))
'seat 2 paid his last chip and is swimming'
"""

from __future__ import annotations

from dataclasses import dataclass

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
    "HandEnded",
    "HandsShown",
    "MatchWon",
    "NobodyLost",
    "Passed",
    "PlayerEliminated",
    "PointsScored",
    "SpecialShown",
    "Swapped",
    "SwappedAll",
    "TableDealt",
    "TableReplaced",
    "ThirtyOneEvent",
]


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


@dataclass(frozen=True, slots=True)
class ExtraHandChosen(ThirtyOneEvent):
    """The dealer kept his cards or took the extra hand; ``face_up`` went to the table."""

    seat: int
    took_extra_hand: bool
    face_up: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TableDealt(ThirtyOneEvent):
    """The table cards were dealt face up."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Swapped(ThirtyOneEvent):
    """A player gave one card to the table and took one."""

    seat: int
    gave: Card
    took: Card


@dataclass(frozen=True, slots=True)
class SwappedAll(ThirtyOneEvent):
    """A player exchanged his whole hand for the table."""

    seat: int
    gave: tuple[Card, ...]
    took: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Passed(ThirtyOneEvent):
    """A player exchanged nothing."""

    seat: int


@dataclass(frozen=True, slots=True)
class Closed(ThirtyOneEvent):
    """A player closed (knocked, stopped, stuck, ended)."""

    seat: int
    word: str


@dataclass(frozen=True, slots=True)
class TableReplaced(ThirtyOneEvent):
    """The table cards went out of play and new ones were turned up."""

    reason: str
    discarded: tuple[Card, ...]
    new: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class DiscardsRecycled(ThirtyOneEvent):
    """The stock ran out and the discards became the new stock."""

    count: int
    shuffled: bool


@dataclass(frozen=True, slots=True)
class SpecialShown(ThirtyOneEvent):
    """A player showed a special hand (Schnauz, Feuer, Pants Down)."""

    seat: int
    name: str
    cards: tuple[Card, ...]
    dealt: bool = False


@dataclass(frozen=True, slots=True)
class HandEnded(ThirtyOneEvent):
    """The play of the hand ended."""

    reason: str


@dataclass(frozen=True, slots=True)
class HandsShown(ThirtyOneEvent):
    """Everyone's cards at the end of the hand, with their values in words."""

    seats: tuple[int, ...]
    """The seats still in the hand, in order."""
    cards: tuple[tuple[Card, ...], ...]
    """Each of those seats' cards."""
    descriptions: tuple[str, ...]
    """Each of those hands' value in words (``21 in hearts``)."""


@dataclass(frozen=True, slots=True)
class ChipsLost(ThirtyOneEvent):
    """A player paid chips (lost lives, took sticks)."""

    seat: int
    amount: int
    remaining: int
    chip_name: str
    starting: int


@dataclass(frozen=True, slots=True)
class ChickenTaken(ThirtyOneEvent):
    """The first player out of lives took the Chicken and may lose once more."""

    seat: int


@dataclass(frozen=True, slots=True)
class PlayerEliminated(ThirtyOneEvent):
    """A player dropped out of the match."""

    seat: int
    buys_drinks: bool = False


@dataclass(frozen=True, slots=True)
class NobodyLost(ThirtyOneEvent):
    """The hand ended without a loser."""

    reason: str


@dataclass(frozen=True, slots=True)
class PointsScored(ThirtyOneEvent):
    """A player won or lost points (41)."""

    seat: int
    points: int
    total: int


@dataclass(frozen=True, slots=True)
class FinalTieReplayed(ThirtyOneEvent):
    """Every remaining player lost together: they play another deal."""

    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class MatchWon(ThirtyOneEvent):
    """The match is over."""

    winners: tuple[int, ...]


EVENT_TYPES: tuple[type[Event], ...] = (
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
    ChipsLost,
    ChickenTaken,
    PlayerEliminated,
    NobodyLost,
    PointsScored,
    FinalTieReplayed,
    MatchWon,
)
"""Every event type of the family (for ``event_from_dict``)."""
