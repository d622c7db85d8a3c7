"""What one seat of a 31-family match may know, and the phases of a match.

The view's fields come from the state's ``FIELDS`` (``State.view_fields``): every
public field as it is, the seat's own ``hand``, every seat's ``hand_sizes``, and the
sizes of the unseen ``widow`` and ``stock``.  The state adds what it derives: the
worth of the seat's hand and the last hand's result (data: the words are in
:mod:`.prose`).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from pantsdown.core.base import Event, field_type, write_dict_directly
from pantsdown.core.cards import Card
from pantsdown.core.protocol import HandResult, View
from pantsdown.games.thirty_one.events import HandKind
from pantsdown.games.thirty_one.rules import ThirtyOneRules

__all__ = ["Phase", "ThirtyOneView"]

_DEFAULT_RULES: Final = ThirtyOneRules()
"""The rules a view has when none are given (Schwimmen's)."""


class Phase(enum.Enum):
    """Where the match is."""

    CHOOSE = "choose"
    """The dealer keeps their cards or takes the extra hand."""
    TURN = "turn"
    """A player's turn."""
    FORCED_SWAP = "forced_swap"
    """After new cards, the same player must exchange one card (41)."""
    OVER = "over"
    """The match is over."""


@dataclass(frozen=True, kw_only=True)
class ThirtyOneView(View):
    """One seat's view: its own cards, the table, and everything public."""

    rules: ThirtyOneRules = field(default=_DEFAULT_RULES, repr=False)
    """The rules of the match (not serialised: ``variant`` and ``options`` name them)."""
    phase: Phase
    """Where the match is."""
    dealer: int
    """The seat that dealt this hand."""
    chips: tuple[int, ...]
    """Per seat, chips (tokens, lives, coins) left; sticks-to-spare in Tri Palki."""
    points: tuple[int, ...]
    """Per seat, match points (41 scoring); zeros otherwise."""
    is_out: tuple[bool, ...]
    """Per seat, out of the match."""
    chicken: int | None = field(metadata=field_type("int | None"))
    """The seat holding the Chicken (Dutch 31), if any."""
    chicken_gone: bool
    """The Chicken has been given out (or lost) and can no longer be won."""
    hand: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """This seat's own cards (empty when out of the match)."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    table: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The face-up cards in the middle."""
    widow_size: int
    """How many cards the unseen extra hand holds (before the dealer has chosen)."""
    stock_size: int
    """How many undealt cards are left face down."""
    discards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """Face-up cards out of play this hand (replaced tables, washouts)."""
    known: tuple[tuple[Card, ...], ...] = field(metadata=field_type("tuple[tuple[Card, ...], ...]"))
    """Per seat, the cards everyone knows it holds (picked up from the table, or shown)."""
    turns_taken: tuple[int, ...]
    """Per seat, turns taken this hand (0 = still in the first orbit)."""
    passed_last_turn: tuple[bool, ...]
    """Per seat, whether its previous turn this hand was a pass."""
    passed_this_hand: tuple[bool, ...]
    """Per seat, whether it has passed at all this hand (``pass_rule=once``)."""
    passes_in_a_row: int
    """Consecutive passes so far (all players passing replaces or ends the table)."""
    closed: tuple[bool, ...]
    """Per seat, has closed their game and is skipped (Dutch 31 "pas", Tuppenny "stick",
    a shown 31 that gives the others a last turn)."""
    closed_by: int | None = field(metadata=field_type("int | None"))
    """The seat whose close (stop, knock, 31) started the last turns, if any."""
    still_to_play: tuple[int, ...] | None = field(metadata=field_type("tuple[int, ...] | None"))
    """In the last round, the seats that still get a turn after the current one, in
    order; ``None`` before the last round."""
    took_new_cards: bool
    """The seat to act has already taken new cards this turn."""
    turns_since_close: int
    """Turns taken this hand since the last close (since the deal if none): at
    ``max_rounds_without_knock`` rounds of them the hand is called off."""
    match_winners: tuple[int, ...]
    """The seats that won the match, once it is over."""
    hand_value: float
    """What this seat's cards are worth now."""
    hand_kind: HandKind | None = field(metadata=field_type("HandKind | None"))
    """What that value is made of (``None`` while the seat holds no cards); the words
    (``Schnauz (31)``, ``21 in hearts``) are ``prose.view_hand_text``."""
    hand_rank: int
    """The rank of a scoring trio or pair in the seat's cards (``int(Rank)``), else 0."""
    hand_suit: int
    """The scoring suit (``int(Suit)``) where the value is a suit's total, else -1."""
    last_result: HandResult | None = field(metadata=field_type("HandResult | None"))
    """The result of the previous hand."""

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
        rules: ThirtyOneRules = _DEFAULT_RULES,
        phase: Phase,
        dealer: int,
        chips: tuple[int, ...],
        points: tuple[int, ...],
        is_out: tuple[bool, ...],
        chicken: int | None,
        chicken_gone: bool,
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        table: tuple[Card, ...],
        widow_size: int,
        stock_size: int,
        discards: tuple[Card, ...],
        known: tuple[tuple[Card, ...], ...],
        turns_taken: tuple[int, ...],
        passed_last_turn: tuple[bool, ...],
        passed_this_hand: tuple[bool, ...],
        passes_in_a_row: int,
        closed: tuple[bool, ...],
        closed_by: int | None,
        still_to_play: tuple[int, ...] | None,
        took_new_cards: bool,
        turns_since_close: int,
        match_winners: tuple[int, ...],
        hand_value: float,
        hand_kind: HandKind | None,
        hand_rank: int,
        hand_suit: int,
        last_result: HandResult | None,
    ) -> None:
        """Every field by keyword (``options`` ``None``: none); compiled, a native
        constructor whose writes go straight to the instance's slots.
        """
        self._set_view_fields(seat, num_players, current_player, hand_number, variant, options, log)
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "chips", chips)
        object.__setattr__(self, "points", points)
        object.__setattr__(self, "is_out", is_out)
        object.__setattr__(self, "chicken", chicken)
        object.__setattr__(self, "chicken_gone", chicken_gone)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "hand_sizes", hand_sizes)
        object.__setattr__(self, "table", table)
        object.__setattr__(self, "widow_size", widow_size)
        object.__setattr__(self, "stock_size", stock_size)
        object.__setattr__(self, "discards", discards)
        object.__setattr__(self, "known", known)
        object.__setattr__(self, "turns_taken", turns_taken)
        object.__setattr__(self, "passed_last_turn", passed_last_turn)
        object.__setattr__(self, "passed_this_hand", passed_this_hand)
        object.__setattr__(self, "passes_in_a_row", passes_in_a_row)
        object.__setattr__(self, "closed", closed)
        object.__setattr__(self, "closed_by", closed_by)
        object.__setattr__(self, "still_to_play", still_to_play)
        object.__setattr__(self, "took_new_cards", took_new_cards)
        object.__setattr__(self, "turns_since_close", turns_since_close)
        object.__setattr__(self, "match_winners", match_winners)
        object.__setattr__(self, "hand_value", hand_value)
        object.__setattr__(self, "hand_kind", hand_kind)
        object.__setattr__(self, "hand_rank", hand_rank)
        object.__setattr__(self, "hand_suit", hand_suit)
        object.__setattr__(self, "last_result", last_result)

    @property
    def last_round(self) -> bool:
        """Is play in its last turns (every seat in ``still_to_play`` moves once more)?"""
        return self.still_to_play is not None


# a search builds a view at every step of a playout: its fields are written directly
write_dict_directly(ThirtyOneView)
