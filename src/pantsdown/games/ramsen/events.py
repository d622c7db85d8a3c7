"""Events of the Ramsen family: what happened, in the past tense."""

from __future__ import annotations

from dataclasses import dataclass

from pantsdown.core.cards import Card, Suit, format_cards
from pantsdown.core.protocol import Event

__all__ = [
    "Called",
    "CardPlayed",
    "CardTaken",
    "Exchanged",
    "HandDealt",
    "HandScored",
    "MatchEnded",
    "TrickWon",
    "TrumpSet",
]


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """A hand was dealt."""

    hand_number: int
    """Which hand, from 0."""
    dealer: int
    """The dealer."""

    def __str__(self) -> str:
        return f"hand {self.hand_number + 1}: seat {self.dealer} dealt"


@dataclass(frozen=True, slots=True)
class TrumpSet(Event):
    """A trump card was turned (or the trump suit named)."""

    suit: Suit | None
    """The trump suit, or ``None`` for no trumps."""
    card: Card | None = None
    """The card turned, if any."""
    seat: int | None = None
    """The seat who named it, if named."""

    def __str__(self) -> str:
        what = self.suit.french_name if self.suit is not None else "no trumps"
        if self.seat is not None:
            return f"seat {self.seat} named {what}"
        if self.card is not None:
            return f"{self.card} was turned: {what}"
        return f"trumps are {what}"


@dataclass(frozen=True, slots=True)
class Called(Event):
    """A seat made a call or bid (``play-hand``, ``drop``, ``bid 3``, …)."""

    seat: int
    """Who called."""
    call: str
    """The call in notation."""
    forced: bool = False
    """The rules left no choice."""

    def __str__(self) -> str:
        return f"seat {self.seat} {'must ' if self.forced else ''}{self.call}"


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """A seat took a card: the cut card (Schleken), the turned trump, an on-sight card."""

    seat: int
    """Who took it."""
    what: str
    """``schleck``, ``trump`` or ``on-sight``."""
    card: Card | None
    """The card taken, when public."""
    given: Card | None = None
    """The card given up (hidden from other seats)."""

    def redact(self, seat: int) -> Event | None:
        """Others do not see a secret card or the card given up."""
        if seat == self.seat:
            return self
        card = None if self.what == "schleck-secret" else self.card
        return CardTaken(self.seat, self.what, card, None)

    def __str__(self) -> str:
        card = str(self.card) if self.card is not None else "a card"
        given = f" for {self.given}" if self.given is not None else ""
        return f"seat {self.seat} took {card}{given} ({self.what})"


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """A seat exchanged cards with the talon."""

    seat: int
    """Who exchanged."""
    count: int
    """How many cards."""
    cards: tuple[Card, ...] = ()
    """The cards discarded (seen only by the seat)."""
    drawn: tuple[Card, ...] = ()
    """The cards received (seen only by the seat)."""

    def redact(self, seat: int) -> Event | None:
        """Others see only the count."""
        return self if seat == self.seat else Exchanged(self.seat, self.count)

    def __str__(self) -> str:
        if self.cards:
            return (
                f"seat {self.seat} exchanged {format_cards(self.cards)} "
                f"for {format_cards(self.drawn)}"
            )
        return f"seat {self.seat} exchanged {self.count} card{'s' * (self.count != 1)}"


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card was played to the trick."""

    seat: int
    """Who played."""
    card: Card
    """The card."""

    def __str__(self) -> str:
        return f"seat {self.seat} played {self.card}"


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A trick was won."""

    seat: int
    """The winner."""
    trick_number: int
    """Which trick of the hand, from 1."""

    def __str__(self) -> str:
        return f"seat {self.seat} won trick {self.trick_number}"


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    """A hand ended and was scored."""

    summary: str
    """What happened, in words."""
    deltas: tuple[int, ...]
    """Score changes."""

    def __str__(self) -> str:
        return self.summary


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match ended."""

    winners: tuple[int, ...]
    """The winning seats."""

    def __str__(self) -> str:
        return "match over: " + ", ".join(f"seat {s}" for s in self.winners) + " won"
