"""What one seat may know in Paskahousu: every played card is public.

The view's fields come from the state's ``FIELDS`` (``State.view_fields``);
the state adds the seat's hand sorted and the last hand's result.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from pantsdown.core.base import Event, field_type, write_dict_directly
from pantsdown.core.cards import Card
from pantsdown.core.protocol import HandResult, View
from pantsdown.games.paskahousu.rules import PaskahousuRules

__all__ = ["PaskahousuView", "Phase"]

_DEFAULT_RULES: Final = PaskahousuRules()
"""The rules a view has when none are given."""


class Phase(enum.Enum):
    """Where the match is."""

    DEAL = "deal"
    """The cards of a hand are being shuffled (a chance node, in explicit-chance mode)."""
    FIRST_LEAD = "first_lead"
    """The first player of a hand must lead his most-numerous lowest cards."""
    PLAY = "play"
    """A normal turn: play, pick up, or try the stock."""
    TRIED = "tried"
    """The player to act tried the stock and took the card into their hand
    (``try_stock_to_hand``): they now play from their hand or pick up the pile."""
    TRAPPED = "trapped"
    """A Ten or Ace was played to an empty pile: the player to act must pick it up."""
    OVER = "over"
    """The match has ended."""


@dataclass(frozen=True, kw_only=True)
class PaskahousuView(View):
    """What one seat may know in Paskahousu: all played cards are public."""

    rules: PaskahousuRules = field(default=_DEFAULT_RULES, repr=False)
    """The rules of the match (not serialised: ``variant`` and ``options`` name them)."""
    phase: Phase
    """Where the match is."""
    dealer: int
    """The dealer of this hand."""
    turns: int
    """Turns taken in this hand (it is called after ``rules.max_turns``)."""
    hand: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The seat's own cards, sorted."""
    hand_sizes: tuple[int, ...]
    """Every seat's number of cards."""
    known: tuple[tuple[Card, ...], ...] = field(metadata=field_type("tuple[tuple[Card, ...], ...]"))
    """Per seat, the cards known to be in that hand (sorted): picked up from the pile or
    turned from the stock and not played since, and the cards a first player must lead."""
    forced_lead: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The cards the first player must lead (empty after the first play)."""
    stock_size: int
    """Cards left in the face-down stock."""
    pile: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The whole pile, bottom first (every card in it was played face up)."""
    fallen: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """Cards out of play from fallen piles this hand (they were face up)."""
    out_order: tuple[int, ...]
    """The seats out of this hand, first out first."""
    hands_won: tuple[int, ...]
    """Per seat, hands won (first out) so far in the match."""
    times_paskahousu: tuple[int, ...]
    """Per seat, hands lost (last holding cards) so far in the match."""
    last_result: HandResult | None = field(metadata=field_type("HandResult | None"))
    """The result of the last finished hand."""

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
        rules: PaskahousuRules = _DEFAULT_RULES,
        phase: Phase,
        dealer: int,
        turns: int,
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        known: tuple[tuple[Card, ...], ...],
        forced_lead: tuple[Card, ...],
        stock_size: int,
        pile: tuple[Card, ...],
        fallen: tuple[Card, ...],
        out_order: tuple[int, ...],
        hands_won: tuple[int, ...],
        times_paskahousu: tuple[int, ...],
        last_result: HandResult | None,
    ) -> None:
        """Every field by keyword (``options`` ``None``: none); compiled, a native
        constructor whose writes go straight to the instance's slots.
        """
        self._set_view_fields(seat, num_players, current_player, hand_number, variant, options, log)
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "turns", turns)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "hand_sizes", hand_sizes)
        object.__setattr__(self, "known", known)
        object.__setattr__(self, "forced_lead", forced_lead)
        object.__setattr__(self, "stock_size", stock_size)
        object.__setattr__(self, "pile", pile)
        object.__setattr__(self, "fallen", fallen)
        object.__setattr__(self, "out_order", out_order)
        object.__setattr__(self, "hands_won", hands_won)
        object.__setattr__(self, "times_paskahousu", times_paskahousu)
        object.__setattr__(self, "last_result", last_result)


# a search builds a view at every step of a playout: its fields are written directly
write_dict_directly(PaskahousuView)
