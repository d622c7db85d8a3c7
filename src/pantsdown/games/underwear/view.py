"""What one seat may know of an Underwear game, and the pieces it is made of."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from pantsdown.core.base import write_dict_directly
from pantsdown.core.cards import Card
from pantsdown.core.protocol import HandResult, View
from pantsdown.games.underwear.rules import UnderwearRules

__all__ = ["Phase", "UnderwearView", "UpPile", "UpPileView"]


class Phase(enum.Enum):
    """Where the match is."""

    PLAY = "play"
    """A hand is being played (or, with explicit chance, about to be dealt)."""
    OVER = "over"
    """The match has ended."""


@dataclass(frozen=True, slots=True)
class UpPile:
    """One up-pile in front of a player (immutable: a play replaces it).

    Every card of it was played face up in front of everyone (public history),
    so every seat may know them, face-down piles included.
    """

    cards: tuple[Card, ...]
    """The pile's cards, bottom first; the last is the top."""
    face_down: bool = False
    """Turned face down by a 10 (scores double; closed by default)."""

    @property
    def top(self) -> Card:
        """The top card."""
        return self.cards[-1]


UpPileView = UpPile
"""An up-pile as every seat sees it: the same immutable value."""


@dataclass(frozen=True, kw_only=True)
class UnderwearView(View):
    """What one seat may know of an Underwear game."""

    rules: UnderwearRules = field(default=UnderwearRules(), repr=False)
    """The rules (not serialised: the variant and options name them)."""
    phase: Phase
    """Where the match is."""
    dealer: int
    """The seat that dealt this hand."""
    to_act: int
    """The seat whose turn it is (the last to act, once the match is over)."""
    table_order: tuple[int, ...]
    """The seats by table position, clockwise (changes only with seat changes)."""
    hand: tuple[Card, ...]
    """This seat's own hand, sorted."""
    hand_sizes: tuple[int, ...]
    """Cards in each seat's hand."""
    stock_size: int
    """Cards left in the stock."""
    downpile: tuple[Card, ...]
    """The downpile, bottom first (all played face up, so public); empty after a clear."""
    discards: tuple[Card, ...]
    """Cards out of play this hand (cleared downpiles, royalties, a turned-up royalty)."""
    up_piles: tuple[tuple[UpPile, ...], ...]
    """Every seat's up-piles, in the order made."""
    passes: int
    """Consecutive passes with an empty stock; a full cycle ends the hand."""
    has_drawn: bool
    """The seat to act has drawn this turn (only when drawing does not end the turn)."""
    doubled_this_hand: tuple[bool, ...]
    """Which seats have doubled in this hand."""
    doubled_this_game: tuple[bool, ...]
    """Which seats have doubled at any time in the game."""
    double_offer: int = -1
    """The seat asked between turns whether to double (``double_between_turns``), or -1."""
    scores: tuple[int, ...]
    """Each seat's points in the game."""
    blocked_run: int
    """Hands in a row that ended blocked (see the ``max_blocked_hands`` option)."""
    match_winners: tuple[int, ...]
    """The seats that won the game, once it is over."""
    multiplier: int
    """What the going-out score of this hand is multiplied by (2 per double)."""
    last_result: HandResult | None
    """The result of the last finished hand."""


# a search builds a view at every step of a playout: its fields are written directly
write_dict_directly(UnderwearView)
