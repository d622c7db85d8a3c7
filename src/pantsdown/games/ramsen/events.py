"""Events of the Ramsen family: what happened, in the past tense (typed data;
the sentences are in :mod:`~pantsdown.games.ramsen.prose`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pantsdown.core.cards import Card, Suit
from pantsdown.core.protocol import Event

__all__ = [
    "EVENT_TYPES",
    "Called",
    "CardPlayed",
    "CardTaken",
    "Exchanged",
    "HandDealt",
    "HandOver",
    "HandScored",
    "MatchEnded",
    "ThrownIn",
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


@dataclass(frozen=True, slots=True)
class TrumpSet(Event):
    """A trump card was turned (or the trump suit named)."""

    suit: Suit | None
    """The trump suit, or ``None`` for no trumps."""
    card: Card | None = None
    """The card turned, if any."""
    seat: int | None = None
    """The seat who named it, if named."""

    def __post_init__(self) -> None:
        if isinstance(self.suit, str):  # read back from ``to_dict`` (the suit by name)
            object.__setattr__(self, "suit", Suit[self.suit.upper()])


@dataclass(frozen=True, slots=True)
class Called(Event):
    """A seat made a call or bid (``play-hand``, ``drop``, ``bid 3``, …)."""

    seat: int
    """Who called."""
    call: str
    """The call in notation."""
    forced: bool = False
    """The rules left no choice."""
    phase: str = ""
    """The phase the call was made in, by name (``schleck``, ``dealer_pre`` …): the same
    word means different things in different phases (``pass`` at the cut leaves the cut
    card; in the play-or-pass round it sits the hand out)."""


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


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card was played to the trick."""

    seat: int
    """Who played."""
    card: Card
    """The card."""


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A trick was won."""

    seat: int
    """The winner."""
    trick_number: int
    """Which trick of the hand, from 1."""


ThrownIn = Literal["whiteout", "all_passed", "refa_passed_on", "refa_all_passed", "refa_same_suit"]
"""Why a hand was thrown in without a score (:data:`HandOver`)."""

HandOver = Literal["played", "alone", "lone", "flush", "void", ThrownIn]
"""How a hand ended (:class:`HandScored`): scored after ``played`` (all tricks
played), ``alone`` (nobody played against the declarer), ``lone`` (everybody else
stayed at home), ``flush`` (a five-card flush, Mönch), ``void`` (fewer than two
players played: no score); or thrown in without a score: ``whiteout`` (``seat``
called one, Mulatschak), ``all_passed`` (everybody passed), ``refa_passed_on``
(``seat``, the dealer, passed the deal on, Raub), ``refa_all_passed``,
``refa_same_suit`` (the redrawn trump cards were all of one suit)."""


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    """A hand ended and was scored (or thrown in)."""

    hand_number: int
    """Which hand, counting from 0."""
    how: HandOver
    """How it ended (:data:`HandOver`)."""
    deltas: tuple[int, ...]
    """Score changes."""
    seat: int | None = None
    """The seat whose call threw the hand in (``whiteout``, ``refa_passed_on``)."""
    doubles: bool = False
    """A thrown-in hand makes a later hand score double."""


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match ended."""

    winners: tuple[int, ...]
    """The winning seats."""


EVENT_TYPES: tuple[type[Event], ...] = (
    HandDealt,
    TrumpSet,
    Called,
    CardTaken,
    Exchanged,
    CardPlayed,
    TrickWon,
    HandScored,
    MatchEnded,
)
"""Every event type of the family."""
