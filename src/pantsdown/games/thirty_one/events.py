"""The events of the 31 family: what happened, in the past tense, as a sentence.

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

from pantsdown.core.cards import Card, format_cards
from pantsdown.core.protocol import Event

__all__ = [
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


def seats_text(seats: tuple[int, ...]) -> str:
    """``seat 1``, ``seats 1 and 3``, ``seats 0, 1 and 3``."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    names = [str(s) for s in seats]
    return "seats " + ", ".join(names[:-1]) + " and " + names[-1]


class ThirtyOneEvent(Event):
    """Base of the family's events."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class HandDealt(ThirtyOneEvent):
    """A new hand was dealt."""

    hand_number: int
    dealer: int

    def __str__(self) -> str:
        return f"hand {self.hand_number + 1}: seat {self.dealer} dealt"


@dataclass(frozen=True, slots=True)
class ExtraHandChosen(ThirtyOneEvent):
    """The dealer kept his cards or took the extra hand; ``face_up`` went to the table."""

    seat: int
    took_extra_hand: bool
    face_up: tuple[Card, ...]

    def __str__(self) -> str:
        if self.took_extra_hand:
            return (
                f"seat {self.seat} took the extra hand and laid his own cards face up: "
                f"{format_cards(self.face_up)}"
            )
        return (
            f"seat {self.seat} kept his cards; the extra hand went face up: "
            f"{format_cards(self.face_up)}"
        )


@dataclass(frozen=True, slots=True)
class TableDealt(ThirtyOneEvent):
    """The table cards were dealt face up."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"the table shows {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Swapped(ThirtyOneEvent):
    """A player gave one card to the table and took one."""

    seat: int
    gave: Card
    took: Card

    def __str__(self) -> str:
        return f"seat {self.seat} swapped {self.gave} for {self.took}"


@dataclass(frozen=True, slots=True)
class SwappedAll(ThirtyOneEvent):
    """A player exchanged his whole hand for the table."""

    seat: int
    gave: tuple[Card, ...]
    took: tuple[Card, ...]

    def __str__(self) -> str:
        return (
            f"seat {self.seat} swapped all: gave {format_cards(self.gave)}, "
            f"took {format_cards(self.took)}"
        )


@dataclass(frozen=True, slots=True)
class Passed(ThirtyOneEvent):
    """A player exchanged nothing."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} passed"


_CLOSE_PHRASE = {
    "close": "closed",
    "knock": "knocked",
    "stop": "called STOP",
    "stick": "called stick",
    "end": "ended the hand",
    "last-round": "called last round",
}


@dataclass(frozen=True, slots=True)
class Closed(ThirtyOneEvent):
    """A player closed (knocked, stopped, stuck, ended)."""

    seat: int
    word: str

    def __str__(self) -> str:
        return f"seat {self.seat} {_CLOSE_PHRASE.get(self.word, 'called ' + self.word)}"


@dataclass(frozen=True, slots=True)
class TableReplaced(ThirtyOneEvent):
    """The table cards went out of play and new ones were turned up."""

    reason: str
    discarded: tuple[Card, ...]
    new: tuple[Card, ...]

    def __str__(self) -> str:
        return (
            f"{self.reason}: {format_cards(self.discarded)} out of play, "
            f"new table {format_cards(self.new)}"
        )


@dataclass(frozen=True, slots=True)
class DiscardsRecycled(ThirtyOneEvent):
    """The stock ran out and the discards became the new stock."""

    count: int
    shuffled: bool

    def __str__(self) -> str:
        how = "shuffled and " if self.shuffled else ""
        return f"the stock ran out: the {self.count} discards were {how}turned over as the stock"


@dataclass(frozen=True, slots=True)
class SpecialShown(ThirtyOneEvent):
    """A player showed a special hand (Schnauz, Feuer, Pants Down)."""

    seat: int
    name: str
    cards: tuple[Card, ...]
    dealt: bool = False

    def __str__(self) -> str:
        when = " as dealt" if self.dealt else ""
        return f"seat {self.seat} showed {self.name}{when}: {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class HandEnded(ThirtyOneEvent):
    """The play of the hand ended."""

    reason: str

    def __str__(self) -> str:
        return f"the hand is over: {self.reason}"


@dataclass(frozen=True, slots=True)
class HandsShown(ThirtyOneEvent):
    """Everyone's cards at the end of the hand, with their values in words."""

    hands: tuple[tuple[int, tuple[Card, ...], str], ...]

    def __str__(self) -> str:
        return "; ".join(
            f"seat {seat} {format_cards(cards)} = {words}" for seat, cards, words in self.hands
        )


@dataclass(frozen=True, slots=True)
class ChipsLost(ThirtyOneEvent):
    """A player paid chips (lost lives, took sticks)."""

    seat: int
    amount: int
    remaining: int
    chip_name: str
    starting: int

    def __str__(self) -> str:
        n = self.amount
        if self.chip_name == "stick":
            held = self.starting - self.remaining
            got = "a stick" if n == 1 else f"{n} sticks"
            return f"seat {self.seat} got {got} ({held} of {self.starting})"
        what = _count(n, self.chip_name, article=True)
        verb = "lost" if self.chip_name in ("life", "point") else "paid"
        if self.remaining == 0:
            state = "is on trial" if self.chip_name == "coin" else "is swimming"
            if self.chip_name == "life":
                state = "has none left"
            last = f"his last {self.chip_name}" if n == 1 else what
            return f"seat {self.seat} {verb} {last} and {state}"
        return f"seat {self.seat} {verb} {what} ({_count(self.remaining, self.chip_name)} left)"


def _count(n: int, name: str, *, article: bool = False) -> str:
    if n == 1:
        return f"a {name}" if article else f"1 {name}"
    plural = "lives" if name == "life" else name + "s"
    return f"{n} {plural}"


@dataclass(frozen=True, slots=True)
class ChickenTaken(ThirtyOneEvent):
    """The first player out of lives took the Chicken and may lose once more."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} took the Chicken and may lose once more"


@dataclass(frozen=True, slots=True)
class PlayerEliminated(ThirtyOneEvent):
    """A player dropped out of the match."""

    seat: int
    buys_drinks: bool = False

    def __str__(self) -> str:
        if self.buys_drinks:
            return f"seat {self.seat} is out of the game first and buys the next round of drinks"
        return f"seat {self.seat} is out of the game"


@dataclass(frozen=True, slots=True)
class NobodyLost(ThirtyOneEvent):
    """The hand ended without a loser."""

    reason: str

    def __str__(self) -> str:
        return f"nobody loses: {self.reason}"


@dataclass(frozen=True, slots=True)
class PointsScored(ThirtyOneEvent):
    """A player won or lost points (41)."""

    seat: int
    points: int
    total: int

    def __str__(self) -> str:
        verb = "won" if self.points >= 0 else "lost"
        return f"seat {self.seat} {verb} {abs(self.points)} points (total {self.total})"


@dataclass(frozen=True, slots=True)
class FinalTieReplayed(ThirtyOneEvent):
    """Every remaining player lost together: they play another deal."""

    seats: tuple[int, ...]

    def __str__(self) -> str:
        return f"{seats_text(self.seats)} would all go out together: they play another deal"


@dataclass(frozen=True, slots=True)
class MatchWon(ThirtyOneEvent):
    """The match is over."""

    winners: tuple[int, ...]

    def __str__(self) -> str:
        if len(self.winners) == 1:
            return f"seat {self.winners[0]} won the match"
        return f"{seats_text(self.winners)} share the win"
