"""What one seat may know of a Ramsen-family match: :class:`RamsenView` (made by
``RamsenState.view``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pantsdown.core.base import write_dict_directly
from pantsdown.core.cards import Card, Suit
from pantsdown.core.protocol import HandResult, View
from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.rules import PRESETS, RamsenRules

if TYPE_CHECKING:
    pass

__all__ = ["VOID_WORDS", "RamsenView", "void_mask"]


@dataclass(frozen=True, kw_only=True)
class RamsenView(View):
    """What one seat may know of a Ramsen-family match."""

    rules: RamsenRules = field(default=PRESETS["ramsen"], repr=False)
    """The rules of the match (not serialised)."""
    phase: Phase
    """The phase of the hand (``exchange``, ``bid``, ``play`` …)."""
    dealer: int
    """The dealer of this hand."""
    scores: tuple[int, ...]
    """Each seat's score (counting down to zero)."""
    pending_doubles: int
    """Refas / whiteouts waiting to double a later hand."""
    drop_streak: tuple[int, ...]
    """Zwanzig: per seat, hands dropped in a row (``drops_in_a_row``)."""
    results: tuple[HandResult, ...]
    """The results of the finished hands."""
    match_winners: tuple[int, ...]
    """The winners, once the match is over."""
    to_speak: tuple[int, ...]
    """Seats still to decide in this phase, in the order they will be asked."""
    hand: tuple[Card, ...]
    """This seat's cards (empty while the Raub dealer decides blind)."""
    hand_sizes: tuple[int, ...]
    """Cards held by each seat."""
    talon_size: int
    """Cards left in the talon / stock."""
    turned: Card | None
    """The face-up trump card on the table, where it is public."""
    trump_card: Card | None
    """The card that set this hand's trump (public once turned), even if taken since."""
    trump: Suit | None
    """The trump suit (``None``: none or not yet set)."""
    widow_size: int
    """Cards in the widow (Rams)."""
    discards: tuple[Card, ...]
    """This seat's own cards out of play (exchanged, swapped, folded)."""
    out_counts: tuple[int, ...]
    """Per seat, how many of its cards are out of play face down."""
    folded_counts: tuple[int, ...]
    """Per seat, how many of those it laid down by dropping."""
    public_out: tuple[Card, ...]
    """Cards publicly out of play (earlier turned cards, refused on-sight cards)."""
    known: tuple[tuple[Card, ...], ...]
    """Per seat, cards publicly known to be in its hand or its own discards."""
    schlecker: int | None
    """The seat that took the cut card, if any."""
    schlecked: tuple[int, ...]
    """Per seat, cut cards taken."""
    exchanged: tuple[int, ...]
    """Per seat, cards exchanged with the talon this hand."""
    exchange_total: int
    """Cards exchanged by everyone this hand."""
    active: tuple[bool, ...]
    """Seats still in the hand."""
    calls: tuple[str, ...]
    """Each seat's last call this hand (``""`` if none)."""
    declarer: int | None
    """The declarer / announcer / General Rams caller."""
    contract: Contract
    """The declarer's contract (``general``, ``raub``, ``stih``, ``muss``, ``lead``, ``bid`` …)."""
    high_bid: int
    """Mulatschak: the highest bid so far (6 = Mulatschak)."""
    swapped: bool
    """The dealer has taken the turned card."""
    redraws: int
    """Raub: trump cards redrawn this hand."""
    onsight: Card | None
    """Mulatschak: the face-up replacement card on offer."""
    trick_leader: int
    """The leader of the current trick."""
    trick: tuple[tuple[int, Card], ...]
    """The current trick: (seat, card) in play order."""
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...]
    """Every completed trick of this hand: (leader, plays, winner)."""
    won: tuple[int, ...]
    """Tricks won per seat this hand."""
    voids: tuple[tuple[str, ...], ...]
    """Per seat, the suits it was seen not to hold: ``clubs`` … ``diamonds`` (plain
    cards of that suit, the trump suit's excepted) and ``trumps`` (the trump group)."""
    peek: Card | None
    """The cut card this seat saw and left at the bottom of the talon."""
    onsight_left: int
    """Mulatschak: the declarer's discards still waiting for a face-up card."""
    onsight_mine: tuple[Card, ...]
    """Those discards, if this seat is the declarer."""

    @property
    def last_result(self) -> HandResult | None:
        """The result of the last finished hand."""
        return self.results[-1] if self.results else None


# a search builds a view at every step of a playout: its fields are written directly
write_dict_directly(RamsenView)


VOID_WORDS = ("clubs", "spades", "hearts", "diamonds", "trumps")
"""The view's names of the effective suits, by effective suit (``TRUMP`` = 4 last)."""


def void_mask(words: Sequence[str]) -> int:
    """The effective suits named in a view's ``voids`` entry, as a bit mask."""
    return sum(1 << VOID_WORDS.index(w) for w in words)
