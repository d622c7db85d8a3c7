"""What one seat may know of an Underwear game, and the pieces it is made of."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from pantsdown.core.base import Event, field_type, reduce_frozen, write_dict_directly
from pantsdown.core.cards import Card
from pantsdown.core.protocol import HandResult, View
from pantsdown.games.underwear.rules import UnderwearRules

__all__ = ["Phase", "UnderwearView", "UpPile", "UpPileView"]

_DEFAULT_RULES: Final = UnderwearRules()
"""The rules a view has when none are given."""


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

    cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The pile's cards, bottom first; the last is the top."""
    face_down: bool = False
    """Turned face down by a 10 (scores double; closed by default)."""

    def __init__(self, cards: tuple[Card, ...], face_down: bool = False) -> None:
        # compiled, a native constructor (a play makes a new pile)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "face_down", face_down)

    def __reduce__(self) -> tuple[Any, ...]:
        """Copy and pickle through the constructor (compiled, a frozen native class
        refuses the attribute writes of the default unpickling).
        """
        return reduce_frozen(self)

    @property
    def top(self) -> Card:
        """The top card."""
        return self.cards[-1]


UpPileView = UpPile
"""An up-pile as every seat sees it: the same immutable value."""


@dataclass(frozen=True, kw_only=True)
class UnderwearView(View):
    """What one seat may know of an Underwear game."""

    rules: UnderwearRules = field(default=_DEFAULT_RULES, repr=False)
    """The rules (not serialised: the variant and options name them)."""
    phase: Phase
    """Where the match is."""
    dealer: int
    """The seat that dealt this hand."""
    to_act: int
    """The seat whose turn it is (the last to act, once the match is over)."""
    table_order: tuple[int, ...]
    """The seats by table position, clockwise (changes only with seat changes)."""
    hand: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """This seat's own hand, sorted."""
    hand_sizes: tuple[int, ...]
    """Cards in each seat's hand."""
    stock_size: int
    """Cards left in the stock."""
    downpile: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    """The downpile, bottom first (all played face up, so public); empty after a clear."""
    discards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
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
        rules: UnderwearRules = _DEFAULT_RULES,
        phase: Phase,
        dealer: int,
        to_act: int,
        table_order: tuple[int, ...],
        hand: tuple[Card, ...],
        hand_sizes: tuple[int, ...],
        stock_size: int,
        downpile: tuple[Card, ...],
        discards: tuple[Card, ...],
        up_piles: tuple[tuple[UpPile, ...], ...],
        passes: int,
        has_drawn: bool,
        doubled_this_hand: tuple[bool, ...],
        doubled_this_game: tuple[bool, ...],
        double_offer: int = -1,
        scores: tuple[int, ...],
        blocked_run: int,
        match_winners: tuple[int, ...],
        multiplier: int,
        last_result: HandResult | None,
    ) -> None:
        """Every field by keyword (``options`` ``None``: none); compiled, a native
        constructor whose writes go straight to the instance's slots.
        """
        self._set_view_fields(seat, num_players, current_player, hand_number, variant, options, log)
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "to_act", to_act)
        object.__setattr__(self, "table_order", table_order)
        object.__setattr__(self, "hand", hand)
        object.__setattr__(self, "hand_sizes", hand_sizes)
        object.__setattr__(self, "stock_size", stock_size)
        object.__setattr__(self, "downpile", downpile)
        object.__setattr__(self, "discards", discards)
        object.__setattr__(self, "up_piles", up_piles)
        object.__setattr__(self, "passes", passes)
        object.__setattr__(self, "has_drawn", has_drawn)
        object.__setattr__(self, "doubled_this_hand", doubled_this_hand)
        object.__setattr__(self, "doubled_this_game", doubled_this_game)
        object.__setattr__(self, "double_offer", double_offer)
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "blocked_run", blocked_run)
        object.__setattr__(self, "match_winners", match_winners)
        object.__setattr__(self, "multiplier", multiplier)
        object.__setattr__(self, "last_result", last_result)


# a search builds a view at every step of a playout: its fields are written directly
write_dict_directly(UnderwearView)
