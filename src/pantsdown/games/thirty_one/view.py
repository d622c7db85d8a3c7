"""What one seat of a 31-family match may know."""

from __future__ import annotations

from dataclasses import dataclass

from pantsdown.core.cards import Card
from pantsdown.core.protocol import HandResult, Standing, View
from pantsdown.games.thirty_one.rules import ThirtyOneRules

__all__ = ["ThirtyOneView"]


@dataclass(frozen=True, kw_only=True)
class ThirtyOneView(View):
    """One seat's view: its own cards, the table, and everything public."""

    variant: str
    """The preset the match was made from (``schwimmen``)."""
    rules: ThirtyOneRules
    """The rules of the match (public)."""
    phase: str
    """``dealer_choice`` (the dealer keeps or takes the extra hand), ``turn``,
    ``swap_after_new_cards`` (41: must now exchange one card) or ``match_over``."""
    dealer: int
    """The seat that dealt this hand."""
    hand: tuple[Card, ...]
    """This seat's own cards (empty when out of the match)."""
    hand_value: float
    """What this seat's cards are worth now."""
    hand_description: str
    """The same in words (``Schnauz (31)``, ``21 in hearts``)."""
    table: tuple[Card, ...]
    """The face-up cards in the middle."""
    extra_hand_cards: int
    """How many cards the unseen extra hand holds (before the dealer has chosen)."""
    stock_cards: int
    """How many undealt cards are left face down."""
    out_of_play: tuple[Card, ...]
    """Face-up cards discarded this hand (replaced tables, washouts)."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds."""
    known_cards: tuple[tuple[Card, ...], ...]
    """Per seat, the cards everyone knows it holds (picked up from the table, or shown)."""
    chips: tuple[int, ...]
    """Per seat, chips (tokens, lives, coins) left; sticks-to-spare in Tri Palki."""
    points: tuple[int, ...]
    """Per seat, match points (41 scoring); zeros otherwise."""
    status: tuple[str, ...]
    """Per seat, the standing in words (``2 chips``, ``swimming``, ``Chicken``, ``out``)."""
    eliminated: tuple[bool, ...]
    """Per seat, out of the match."""
    chicken: int | None
    """The seat holding the Chicken (Dutch 31), if any."""
    chicken_gone: bool
    """The Chicken has been given out (or lost) and can no longer be won."""
    closed_by: int | None
    """The seat whose close (stop, knock, 31) started the last turns, if any."""
    closed_seats: tuple[int, ...]
    """Seats that have closed their game and are skipped (Dutch 31 "pas", Tuppenny "stick")."""
    last_round: bool
    """Play is in its last turns: every seat in ``still_to_play`` moves once more, then it ends."""
    still_to_play: tuple[int, ...]
    """In the last round, the seats that still get a turn after the current one, in order."""
    passed_last_turn: tuple[bool, ...]
    """Per seat, whether its previous turn this hand was a pass."""
    passes_in_a_row: int
    """Consecutive passes so far (all players passing replaces or ends the table)."""
    turns_taken: tuple[int, ...]
    """Per seat, turns taken this hand (0 = still in the first orbit)."""
    took_new_cards: bool
    """The seat to act has already taken new cards this turn."""
    turns_since_close: int
    """Turns taken this hand since the last close (since the deal if none): at
    ``max_rounds_without_knock`` rounds of them the hand is called off."""
    last_result: HandResult | None
    """The result of the previous hand."""
    winners: tuple[int, ...]
    """The winners once the match is over."""
    standings: tuple[Standing, ...]
    """Every seat's public standing."""
