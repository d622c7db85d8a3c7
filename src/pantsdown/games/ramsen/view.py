"""What one seat may know of a Ramsen-family match: :class:`RamsenView` (made by
``RamsenState.view``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from pantsdown.core.base import Event, field_type, write_dict_directly
from pantsdown.core.cards import Card, Suit
from pantsdown.core.protocol import HandResult, View
from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.rules import PRESETS, RamsenRules

if TYPE_CHECKING:
    pass

__all__ = ["VOID_WORDS", "RamsenView", "void_mask"]

_DEFAULT_RULES: Final = PRESETS["ramsen"]
"""The rules a view has when none are given."""


@dataclass(frozen=True, kw_only=True)
class RamsenView(View):
    """What one seat may know of a Ramsen-family match."""

    rules: RamsenRules = field(default=_DEFAULT_RULES, repr=False)
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
    hand: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """This seat's cards (empty while the Raub dealer decides blind)."""
    hand_sizes: tuple[int, ...]
    """Cards held by each seat."""
    talon_size: int
    """Cards left in the talon / stock."""
    turned: Card | None = field(metadata=field_type("Card | None"))
    """The face-up trump card on the table, where it is public."""
    trump_card: Card | None = field(metadata=field_type("Card | None"))
    """The card that set this hand's trump (public once turned), even if taken since."""
    trump: Suit | None = field(metadata=field_type("Suit | None"))
    """The trump suit (``None``: none or not yet set)."""
    widow_size: int
    """Cards in the widow (Rams)."""
    discards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """This seat's own cards out of play (exchanged, swapped, folded)."""
    out_counts: tuple[int, ...]
    """Per seat, how many of its cards are out of play face down."""
    folded_counts: tuple[int, ...]
    """Per seat, how many of those it laid down by dropping."""
    public_out: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """Cards publicly out of play (earlier turned cards, refused on-sight cards)."""
    known: tuple[tuple[Card, ...], ...] = field(metadata=field_type("tuple[tuple[Card, ...], ...]"))
    """Per seat, cards publicly known to be in its hand or its own discards."""
    schlecker: int | None = field(metadata=field_type("int | None"))
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
    declarer: int | None = field(metadata=field_type("int | None"))
    """The declarer / announcer / General Rams caller."""
    contract: Contract
    """The declarer's contract (``general``, ``raub``, ``stih``, ``muss``, ``lead``, ``bid`` …)."""
    high_bid: int
    """Mulatschak: the highest bid so far (6 = Mulatschak)."""
    swapped: bool
    """The dealer has taken the turned card."""
    redraws: int
    """Raub: trump cards redrawn this hand."""
    onsight: Card | None = field(metadata=field_type("Card | None"))
    """Mulatschak: the face-up replacement card on offer."""
    trick_leader: int
    """The leader of the current trick."""
    trick: tuple[tuple[int, Card], ...] = field(metadata=field_type("tuple[tuple[int, Card], ...]"))
    """The current trick: (seat, card) in play order."""
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = field(
        metadata=field_type("tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...]")
    )
    """Every completed trick of this hand: (leader, plays, winner)."""
    won: tuple[int, ...]
    """Tricks won per seat this hand."""
    voids: tuple[tuple[str, ...], ...]
    """Per seat, the suits it was seen not to hold: ``clubs`` … ``diamonds`` (plain
    cards of that suit, the trump suit's excepted) and ``trumps`` (the trump group)."""
    peek: Card | None = field(metadata=field_type("Card | None"))
    """The cut card this seat saw and left at the bottom of the talon."""
    onsight_left: int
    """Mulatschak: the declarer's discards still waiting for a face-up card."""
    onsight_mine: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """Those discards, if this seat is the declarer."""

    @property
    def last_result(self) -> HandResult | None:
        """The result of the last finished hand."""
        return self.results[-1] if self.results else None

    def __init__(
        self,
        *,
        seat: int,
        num_players: int,
        current_player: int,
        hand_number: int,
        variant: str = "",
        options: Mapping[str, Any] | None = None,
        log: tuple[Event, ...] = (),
        rules: RamsenRules = _DEFAULT_RULES,
        phase: Phase,
        dealer: int,
        scores: tuple[int, ...],
        pending_doubles: int,
        drop_streak: tuple[int, ...],
        results: tuple[HandResult, ...],
        match_winners: tuple[int, ...],
        to_speak: tuple[int, ...],
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        talon_size: int,
        turned: Card | None,
        trump_card: Card | None,
        trump: Suit | None,
        widow_size: int,
        discards: tuple[Card, ...],
        out_counts: tuple[int, ...],
        folded_counts: tuple[int, ...],
        public_out: tuple[Card, ...],
        known: tuple[tuple[Card, ...], ...],
        schlecker: int | None,
        schlecked: tuple[int, ...],
        exchanged: tuple[int, ...],
        exchange_total: int,
        active: tuple[bool, ...],
        calls: tuple[str, ...],
        declarer: int | None,
        contract: Contract,
        high_bid: int,
        swapped: bool,
        redraws: int,
        onsight: Card | None,
        trick_leader: int,
        trick: tuple[tuple[int, Card], ...],
        tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...],
        won: tuple[int, ...],
        voids: tuple[tuple[str, ...], ...],
        peek: Card | None,
        onsight_left: int,
        onsight_mine: tuple[Card, ...],
    ) -> None:
        """Every field by keyword (``options`` ``None``: none); compiled, a native
        constructor whose writes go straight to the instance's slots.
        """
        self._set_view_fields(seat, num_players, current_player, hand_number, variant, options, log)
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "pending_doubles", pending_doubles)
        object.__setattr__(self, "drop_streak", drop_streak)
        object.__setattr__(self, "results", results)
        object.__setattr__(self, "match_winners", match_winners)
        object.__setattr__(self, "to_speak", to_speak)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "hand_sizes", hand_sizes)
        object.__setattr__(self, "talon_size", talon_size)
        object.__setattr__(self, "turned", turned)
        object.__setattr__(self, "trump_card", trump_card)
        object.__setattr__(self, "trump", trump)
        object.__setattr__(self, "widow_size", widow_size)
        object.__setattr__(self, "discards", discards)
        object.__setattr__(self, "out_counts", out_counts)
        object.__setattr__(self, "folded_counts", folded_counts)
        object.__setattr__(self, "public_out", public_out)
        object.__setattr__(self, "known", known)
        object.__setattr__(self, "schlecker", schlecker)
        object.__setattr__(self, "schlecked", schlecked)
        object.__setattr__(self, "exchanged", exchanged)
        object.__setattr__(self, "exchange_total", exchange_total)
        object.__setattr__(self, "active", active)
        object.__setattr__(self, "calls", calls)
        object.__setattr__(self, "declarer", declarer)
        object.__setattr__(self, "contract", contract)
        object.__setattr__(self, "high_bid", high_bid)
        object.__setattr__(self, "swapped", swapped)
        object.__setattr__(self, "redraws", redraws)
        object.__setattr__(self, "onsight", onsight)
        object.__setattr__(self, "trick_leader", trick_leader)
        object.__setattr__(self, "trick", trick)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "won", won)
        object.__setattr__(self, "voids", voids)
        object.__setattr__(self, "peek", peek)
        object.__setattr__(self, "onsight_left", onsight_left)
        object.__setattr__(self, "onsight_mine", onsight_mine)


# a search builds a view at every step of a playout: its fields are written directly
write_dict_directly(RamsenView)


VOID_WORDS = ("clubs", "spades", "hearts", "diamonds", "trumps")
"""The view's names of the effective suits, by effective suit (``TRUMP`` = 4 last)."""


def void_mask(words: Sequence[str]) -> int:
    """The effective suits named in a view's ``voids`` entry, as a bit mask."""
    return sum(1 << VOID_WORDS.index(w) for w in words)
