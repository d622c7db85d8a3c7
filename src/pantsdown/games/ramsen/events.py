"""Events of the Ramsen family: what happened, in the past tense (typed data;
the sentences are in :mod:`~pantsdown.games.ramsen.prose`).

Each event writes its own ``__init__`` (see :mod:`pantsdown.games.thirty_one.events`):
compiled by mypyc, it is the class's native constructor.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final, Literal

from pantsdown.core.base import field_type
from pantsdown.core.cards import Card, Suit
from pantsdown.core.protocol import Event

__all__ = [
    "EVENT_TYPES",
    "Called",
    "CardPlayed",
    "CardTaken",
    "DoubledBy",
    "Exchanged",
    "HandDealt",
    "HandOver",
    "HandScored",
    "MatchEnded",
    "ScoreWhy",
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

    def __init__(self, hand_number: int, dealer: int) -> None:
        object.__setattr__(self, "hand_number", hand_number)
        object.__setattr__(self, "dealer", dealer)


@dataclass(frozen=True, slots=True)
class TrumpSet(Event):
    """A trump card was turned (or the trump suit named)."""

    suit: Suit | None = field(metadata=field_type("Suit | None"))
    """The trump suit, or ``None`` for no trumps."""
    card: Card | None = field(default=None, metadata=field_type("Card | None"))
    """The card turned, if any."""
    seat: int | None = field(default=None, metadata=field_type("int | None"))
    """The seat who named it, if named."""

    def __init__(
        self,
        suit: Suit | None,
        card: Card | None = None,
        seat: int | None = None,
    ) -> None:
        object.__setattr__(self, "suit", suit)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "seat", seat)


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

    def __init__(self, seat: int, call: str, forced: bool = False, phase: str = "") -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "call", call)
        object.__setattr__(self, "forced", forced)
        object.__setattr__(self, "phase", phase)


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """A seat took a card: the cut card (Schleken), the turned trump, an on-sight card."""

    seat: int
    """Who took it."""
    what: str
    """``schleck``, ``trump`` or ``on-sight``."""
    card: Card | None = field(metadata=field_type("Card | None"))
    """The card taken, when public."""
    given: Card | None = field(default=None, metadata=field_type("Card | None"))
    """The card given up (hidden from other seats)."""

    def __init__(self, seat: int, what: str, card: Card | None, given: Card | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "what", what)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "given", given)

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
    cards: tuple[Card, ...] = field(default=(), metadata=field_type("tuple[Card, ...]"))
    """The cards discarded (seen only by the seat)."""
    drawn: tuple[Card, ...] = field(default=(), metadata=field_type("tuple[Card, ...]"))
    """The cards received (seen only by the seat)."""

    def __init__(
        self,
        seat: int,
        count: int,
        cards: tuple[Card, ...] = (),
        drawn: tuple[Card, ...] = (),
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "drawn", drawn)

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

    def __init__(self, seat: int, card: Card) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    """A trick was won."""

    seat: int
    """The winner."""
    trick_number: int
    """Which trick of the hand, from 1."""

    def __init__(self, seat: int, trick_number: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "trick_number", trick_number)


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


ScoreWhy = Literal[
    "",
    "stayed_home",
    "lone",
    "flush",
    "flush_other",
    "general_made",
    "general_failed",
    "general_made_against",
    "general_failed_against",
    "declarer_made",
    "declarer_failed",
    "stih_made",
    "stih_failed",
    "defender_tricks",
    "defender_no_trick",
    "mulatschak_made",
    "mulatschak_failed",
    "mulatschak_failed_paid",
    "mulatschak_failed_unpaid",
    "mulatschak_made_against",
    "bid_made",
    "bid_failed",
    "slam_ten",
    "slam_against",
    "out_of_hand",
    "announcer_no_trick",
    "no_trick",
    "slam",
    "tricks",
]
"""The rule of the scoring table that gave a seat its change in a hand (before any
doubling): stayed at home; the lone dealer or declarer; a Mönch flush (``flush``: the
seat holding it, ``flush_other``: the others); General Rams made or failed, by the
caller or against him; Raub's declarer (``stih_*``: a Stih contract) and defenders;
a Mulatschak made or failed (``_paid``: the others get points off, ``_unpaid``: a
seat without a trick gets none), the Mulatschak declarer's bid made or failed;
Schnalzen's all five tricks (``slam_ten``) or another's (``slam_against``); out of
the hand; the announcer without a trick (pays double); no trick; all five tricks
with the slam bonus; a point off per trick (``tricks``).  ``""``: no score."""

DoubledBy = Literal["hearts", "blind", "refa", "whiteout"]
"""What doubled a hand: hearts were trumps, hearts were called blind, a Refa or a
whiteout in an earlier hand."""


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    """A hand ended and was scored (or thrown in)."""

    hand_number: int
    """Which hand, counting from 0."""
    how: HandOver
    """How it ended (:data:`HandOver`)."""
    deltas: tuple[int, ...]
    """Score changes."""
    seat: int | None = field(default=None, metadata=field_type("int | None"))
    """The seat whose call threw the hand in (``whiteout``, ``refa_passed_on``)."""
    doubles: bool = False
    """A thrown-in hand makes a later hand score double."""
    why: tuple[ScoreWhy, ...] = ()
    """Per seat, the rule of the scoring table that gave its change (a played hand)."""
    changes: tuple[int, ...] = ()
    """Per seat, the change the rules give, doubled where the hand doubles, before a
    score below zero bounces back or stops (``deltas`` are after it)."""
    scores: tuple[int, ...] = ()
    """Every seat's score after the hand (a played hand)."""
    doubled_by: tuple[DoubledBy, ...] = ()
    """What doubled the hand (empty: not doubled)."""
    bid: int = 0
    """Mulatschak: the declarer's bid."""

    def __init__(
        self,
        hand_number: int,
        how: HandOver,
        deltas: tuple[int, ...],
        seat: int | None = None,
        doubles: bool = False,
        why: tuple[ScoreWhy, ...] = (),
        changes: tuple[int, ...] = (),
        scores: tuple[int, ...] = (),
        doubled_by: tuple[DoubledBy, ...] = (),
        bid: int = 0,
    ) -> None:
        object.__setattr__(self, "hand_number", hand_number)
        object.__setattr__(self, "how", how)
        object.__setattr__(self, "deltas", deltas)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "doubles", doubles)
        object.__setattr__(self, "why", why)
        object.__setattr__(self, "changes", changes)
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "doubled_by", doubled_by)
        object.__setattr__(self, "bid", bid)


@dataclass(frozen=True, slots=True)
class MatchEnded(Event):
    """The match ended."""

    winners: tuple[int, ...]
    """The winning seats."""
    capped: bool = False
    """It ended at the hand limit (``max_hands``) rather than by the end rule."""

    def __init__(self, winners: tuple[int, ...], capped: bool = False) -> None:
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "capped", capped)


EVENT_TYPES: Final[tuple[type[Event], ...]] = (
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
