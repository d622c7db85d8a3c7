"""Underwear's card values and royalties [seed]: Ace 1 (lowest), 2 to 10 at face value;
Jack, Queen and King are *royalties* (valued 11, 12, 13 where an option lets them go
on up-piles).

Compiled with the engine: the state and the heuristic bot (and so every playout of
a search) ask for them many times a decision.  :mod:`.rules` exports them.
"""

from __future__ import annotations

from typing import Final

from pantsdown.core.cards import Card, Rank

__all__ = ["ROYAL_RANKS", "card_value", "is_royalty"]

ROYAL_RANKS: Final = (Rank.JACK, Rank.QUEEN, Rank.KING)
"""The royalties: Jack, Queen and King ("not including aces") [seed]."""

_ACE: Final = int(Rank.ACE)
_JACK: Final = int(Rank.JACK)
_KING: Final = int(Rank.KING)

# by ``Card.index`` (suit * 13 + rank - 2): compiled, a tuple read instead of the call
# that ``int(card.rank)`` makes on the rank's enum member
_RANKS: Final = tuple(i % 13 + 2 for i in range(52))
_VALUES: Final[tuple[int, ...]] = tuple(1 if r == _ACE else r for r in _RANKS)
"""Each card's value, by card index."""
_ROYAL: Final[tuple[bool, ...]] = tuple(_JACK <= r <= _KING for r in _RANKS)
"""Whether each card is a royalty, by card index."""


def card_value(card: Card) -> int:
    """The card's value in Underwear: Ace 1, 2..10 as printed, J 11, Q 12, K 13 [seed].

    >>> from pantsdown.core.cards import parse_cards
    >>> [card_value(c) for c in parse_cards("As 2s 9s Js Qs")]
    [1, 2, 9, 11, 12]
    """
    return _VALUES[card.index]


def is_royalty(card: Card) -> bool:
    """Is this card a royalty (Jack, Queen or King)?  Aces are not [seed].

    >>> from pantsdown.core.cards import parse_card
    >>> is_royalty(parse_card("Qh")), is_royalty(parse_card("Ah"))
    (True, False)
    """
    return _ROYAL[card.index]
