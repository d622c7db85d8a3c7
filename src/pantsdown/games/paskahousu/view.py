"""What one seat may know in Paskahousu: every played card is public.

The view's fields come from the state's ``FIELDS`` (``State.view_fields``);
the state adds the seat's hand sorted and the last hand's result.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from pantsdown.core.base import write_dict_directly
from pantsdown.core.cards import Card
from pantsdown.core.protocol import HandResult, View
from pantsdown.games.paskahousu.rules import PaskahousuRules

__all__ = ["PaskahousuView", "Phase"]


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

    rules: PaskahousuRules = field(default=PaskahousuRules(), repr=False)
    """The rules of the match (not serialised: ``variant`` and ``options`` name them)."""
    phase: Phase
    """Where the match is."""
    dealer: int
    """The dealer of this hand."""
    turns: int
    """Turns taken in this hand (it is called after ``rules.max_turns``)."""
    hand: tuple[Card, ...]
    """The seat's own cards, sorted."""
    hand_sizes: tuple[int, ...]
    """Every seat's number of cards."""
    known: tuple[tuple[Card, ...], ...]
    """Per seat, the cards known to be in that hand (sorted): picked up from the pile or
    turned from the stock and not played since, and the cards a first player must lead."""
    forced_lead: tuple[Card, ...]
    """The cards the first player must lead (empty after the first play)."""
    stock_size: int
    """Cards left in the face-down stock."""
    pile: tuple[Card, ...]
    """The whole pile, bottom first (every card in it was played face up)."""
    fallen: tuple[Card, ...]
    """Cards out of play from fallen piles this hand (they were face up)."""
    out_order: tuple[int, ...]
    """The seats out of this hand, first out first."""
    hands_won: tuple[int, ...]
    """Per seat, hands won (first out) so far in the match."""
    times_paskahousu: tuple[int, ...]
    """Per seat, hands lost (last holding cards) so far in the match."""
    last_result: HandResult | None
    """The result of the last finished hand."""


# a search builds a view at every step of a playout: its fields are written directly
write_dict_directly(PaskahousuView)
