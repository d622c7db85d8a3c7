"""The Ramsen family's events in English (the terminal's log).

>>> from pantsdown.games.ramsen.events import CardPlayed
>>> from pantsdown.core.cards import parse_card
>>> describe(CardPlayed(1, parse_card("Ah")), ["Ann", "Bob"])
'Bob played Ah'
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import format_cards
from pantsdown.core.protocol import Event
from pantsdown.games.ramsen.events import (
    Called,
    CardPlayed,
    CardTaken,
    Exchanged,
    HandDealt,
    HandScored,
    MatchEnded,
    TrickWon,
    TrumpSet,
)

__all__ = ["describe"]


_SAID = {
    "blind": ("calls hearts blind", "call hearts blind"),
    "next-card": ("leaves trumps to the next card", "leave trumps to the next card"),
}
"""Calls said in more words than their notation (as done, as a duty)."""


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as a sentence, seat ``i`` named ``names[i]``."""
    if isinstance(event, HandDealt):
        return f"hand {event.hand_number + 1}: {names[event.dealer]} dealt"
    if isinstance(event, TrumpSet):
        what = event.suit.french_name if event.suit is not None else "no trumps"
        if event.seat is not None and event.card is not None:
            return f"{names[event.seat]}'s next card, {event.card}, sets trumps: {what}"
        if event.seat is not None:
            return f"{names[event.seat]} named {what}"
        if event.card is not None:
            return f"{event.card} was turned: {what}"
        return f"trumps are {what}"
    if isinstance(event, Called):
        said = _SAID.get(event.call)
        if said is not None:
            return f"{names[event.seat]} {'must ' + said[1] if event.forced else said[0]}"
        return f"{names[event.seat]} {'must ' if event.forced else ''}{event.call}"
    if isinstance(event, CardTaken):
        card = str(event.card) if event.card is not None else "a card"
        given = f" for {event.given}" if event.given is not None else ""
        return f"{names[event.seat]} took {card}{given} ({event.what})"
    if isinstance(event, Exchanged):
        who = names[event.seat]
        if event.cards:
            return f"{who} exchanged {format_cards(event.cards)} for {format_cards(event.drawn)}"
        return f"{who} exchanged {event.count} card{'s' * (event.count != 1)}"
    if isinstance(event, CardPlayed):
        return f"{names[event.seat]} played {event.card}"
    if isinstance(event, TrickWon):
        return f"{names[event.seat]} won trick {event.trick_number}"
    if isinstance(event, HandScored):
        return event.summary
    if isinstance(event, MatchEnded):
        return "match over: " + ", ".join(names[s] for s in event.winners) + " won"
    return str(event)
