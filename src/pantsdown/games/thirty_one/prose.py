"""The 31 family's events in English, for the terminal (presentation, not game state).

``describe(event, names)`` names seat ``i`` by ``names[i]``; other clients render the
events' :meth:`~pantsdown.core.protocol.Event.to_dict` their own way.

>>> from pantsdown.core.cards import parse_card
>>> from pantsdown.games.thirty_one.events import ChipsLost, Swapped
>>> describe(Swapped(seat=1, gave=parse_card("Kh"), took=parse_card("Ad")), ["Ann", "Bob"])
'Bob swapped Kh for Ad'
>>> str(ChipsLost(seat=2, amount=1, remaining=0, chip_name="chip", starting=3))
'seat 2 paid his last chip and is swimming'
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import format_cards
from pantsdown.core.protocol import Event
from pantsdown.core.words import counted
from pantsdown.games.thirty_one.events import (
    ChickenTaken,
    ChipsLost,
    Closed,
    DiscardsRecycled,
    ExtraHandChosen,
    FinalTieReplayed,
    HandDealt,
    HandEnded,
    HandsShown,
    MatchWon,
    NobodyLost,
    Passed,
    PlayerEliminated,
    PointsScored,
    SpecialShown,
    Swapped,
    SwappedAll,
    TableDealt,
    TableReplaced,
)

__all__ = ["closed_phrase", "describe", "seats_text"]

_CLOSE_PHRASE = {
    "close": "closed",
    "knock": "knocked",
    "stop": "called STOP",
    "stick": "called stick",
    "end": "ended the hand",
    "last-round": "called last round",
}


def closed_phrase(word: str) -> str:
    """What a seat did when it closed with ``word``: ``closed``, ``knocked``, ``called STOP``.

    >>> closed_phrase("stop"), closed_phrase("pas")
    ('called STOP', 'called pas')
    """
    return _CLOSE_PHRASE.get(word) or "called " + word


def seats_text(seats: Sequence[int], names: Sequence[str]) -> str:
    """``seat 1``, ``seats 1 and 3``, ``seats 0, 1 and 3`` (or the names, joined)."""
    if len(seats) == 1:
        return names[seats[0]]
    if all(names[s] == f"seat {s}" for s in seats):
        words = [str(s) for s in seats]
        return "seats " + ", ".join(words[:-1]) + " and " + words[-1]
    words = [names[s] for s in seats]
    return ", ".join(words[:-1]) + " and " + words[-1]


def _count(n: int, name: str, *, article: bool = False) -> str:
    if n == 1 and article:
        return f"a {name}"
    return counted(n, name, "lives" if name == "life" else "")


def _chips_lost(e: ChipsLost, who: str) -> str:
    n = e.amount
    if e.chip_name == "stick":
        held = e.starting - e.remaining
        got = "a stick" if n == 1 else f"{n} sticks"
        return f"{who} got {got} ({held} of {e.starting})"
    what = _count(n, e.chip_name, article=True)
    verb = "lost" if e.chip_name in ("life", "point") else "paid"
    if e.remaining == 0:
        state = "is on trial" if e.chip_name == "coin" else "is swimming"
        if e.chip_name == "life":
            state = "has none left"
        last = f"his last {e.chip_name}" if n == 1 else what
        return f"{who} {verb} {last} and {state}"
    return f"{who} {verb} {what} ({_count(e.remaining, e.chip_name)} left)"


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as an English sentence, seat ``i`` called ``names[i]``."""
    if isinstance(event, Swapped):
        return f"{names[event.seat]} swapped {event.gave} for {event.took}"
    if isinstance(event, Passed):
        return f"{names[event.seat]} passed"
    if isinstance(event, HandDealt):
        return f"hand {event.hand_number + 1}: {names[event.dealer]} dealt"
    if isinstance(event, ExtraHandChosen):
        cards = format_cards(event.face_up)
        if event.took_extra_hand:
            return (
                f"{names[event.seat]} took the extra hand and laid his own cards face up: {cards}"
            )
        return f"{names[event.seat]} kept his cards; the extra hand went face up: {cards}"
    if isinstance(event, TableDealt):
        return f"the table shows {format_cards(event.cards)}"
    if isinstance(event, SwappedAll):
        return (
            f"{names[event.seat]} swapped all: gave {format_cards(event.gave)}, "
            f"took {format_cards(event.took)}"
        )
    if isinstance(event, Closed):
        return f"{names[event.seat]} {closed_phrase(event.word)}"
    if isinstance(event, TableReplaced):
        return (
            f"{event.reason}: {format_cards(event.discarded)} out of play, "
            f"new table {format_cards(event.new)}"
        )
    if isinstance(event, DiscardsRecycled):
        how = "shuffled and " if event.shuffled else ""
        return f"the stock ran out: the {event.count} discards were {how}turned over as the stock"
    if isinstance(event, SpecialShown):
        when = " as dealt" if event.dealt else ""
        return f"{names[event.seat]} showed {event.name}{when}: {format_cards(event.cards)}"
    if isinstance(event, HandEnded):
        return f"the hand is over: {event.reason}"
    if isinstance(event, HandsShown):
        return "; ".join(
            f"{names[seat]} {format_cards(cards)} = {words}"
            for seat, cards, words in zip(event.seats, event.cards, event.descriptions, strict=True)
        )
    if isinstance(event, ChipsLost):
        return _chips_lost(event, names[event.seat])
    if isinstance(event, ChickenTaken):
        return f"{names[event.seat]} took the Chicken and may lose once more"
    if isinstance(event, PlayerEliminated):
        if event.buys_drinks:
            return f"{names[event.seat]} is out of the game first and buys the next round of drinks"
        return f"{names[event.seat]} is out of the game"
    if isinstance(event, NobodyLost):
        return f"nobody loses: {event.reason}"
    if isinstance(event, PointsScored):
        verb = "won" if event.points >= 0 else "lost"
        points = counted(abs(event.points), "point")
        return f"{names[event.seat]} {verb} {points} (total {event.total})"
    if isinstance(event, FinalTieReplayed):
        return f"{seats_text(event.seats, names)} would all go out together: they play another deal"
    if isinstance(event, MatchWon):
        if len(event.winners) == 1:
            return f"{names[event.winners[0]]} won the match"
        return f"{seats_text(event.winners, names)} share the win"
    return repr(event)
