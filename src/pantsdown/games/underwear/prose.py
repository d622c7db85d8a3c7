"""Underwear events in English, for the terminal (the state makes no sentences).

>>> from pantsdown.core.cards import parse_card
>>> describe(Drew(seat=1, card=parse_card("7h")), ["Ann", "Bob"])
'Bob drew 7h'
>>> describe(Drew(seat=1, card=None), ["Ann", "Bob"])
'Bob drew a card'
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import format_cards
from pantsdown.core.protocol import Event
from pantsdown.games.underwear.events import (
    Dealt,
    Doubled,
    DownpileCleared,
    DownpileStolen,
    Drew,
    HandBlocked,
    MatchStopped,
    MatchWon,
    Passed,
    PlayedDown,
    PlayedRoyalties,
    PlayedUp,
    SeatsChanged,
    TurnedUp,
    UpPileTurnedDown,
    WentOut,
)

__all__ = ["EVENT_TYPES", "describe"]

EVENT_TYPES: tuple[type[Event], ...] = (
    Dealt,
    TurnedUp,
    PlayedDown,
    PlayedUp,
    UpPileTurnedDown,
    PlayedRoyalties,
    DownpileCleared,
    DownpileStolen,
    Drew,
    Passed,
    Doubled,
    WentOut,
    HandBlocked,
    SeatsChanged,
    MatchWon,
    MatchStopped,
)
"""Every Underwear event type."""


def _plural(k: int, word: str) -> str:
    return f"{k} {word}" if k == 1 else f"{k} {word}s"


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as one English sentence, seat ``i`` named ``names[i]``."""
    if isinstance(event, Dealt):
        return (
            f"hand {event.hand_number + 1}: {names[event.dealer]} dealt "
            f"{event.hand_size} cards each"
        )
    if isinstance(event, TurnedUp):
        if event.discarded:
            return f"{event.card} was turned up, a royalty, and discarded"
        return f"{event.card} was turned up as the downpile"
    if isinstance(event, PlayedDown):
        if event.started:
            return f"{names[event.seat]} started a new downpile with {format_cards(event.cards)}"
        return f"{names[event.seat]} played {format_cards(event.cards)} on the downpile"
    if isinstance(event, PlayedUp):
        return f"{names[event.seat]} played {format_cards(event.cards)} on its {event.onto} up-pile"
    if isinstance(event, UpPileTurnedDown):
        return f"{names[event.seat]} turned an up-pile of {event.size} cards face down"
    if isinstance(event, PlayedRoyalties):
        return f"{names[event.seat]} played {format_cards(event.cards)}"
    if isinstance(event, DownpileCleared):
        return f"the downpile was cleared ({_plural(event.size, 'card')} out of play)"
    if isinstance(event, DownpileStolen):
        return (
            f"{names[event.seat]} stole the downpile ({_plural(len(event.cards), 'card')}) "
            f"with {event.card}"
        )
    if isinstance(event, Drew):
        return f"{names[event.seat]} drew {event.card if event.card else 'a card'}"
    if isinstance(event, Passed):
        return f"{names[event.seat]} passed"
    if isinstance(event, Doubled):
        return f"{names[event.seat]} doubled (the hand now scores x{event.multiplier})"
    if isinstance(event, WentOut):
        return f"{names[event.seat]} went out and scored {event.points} (total {event.total})"
    if isinstance(event, HandBlocked):
        return "everyone passed with an empty stock: the hand ends with no score"
    if isinstance(event, SeatsChanged):
        return f"{names[event.seat]} and {names[event.other]} changed places at the table"
    if isinstance(event, MatchWon):
        return f"{names[event.seat]} won the game with {event.score} points"
    if isinstance(event, MatchStopped):
        who = " and ".join(names[s] for s in event.winners)
        return (
            f"{_plural(event.blocked, 'hand')} in a row ended blocked: the game ends, "
            f"{who} {'wins' if len(event.winners) == 1 else 'share the win'} "
            f"with {event.score} points"
        )
    return repr(event)
