"""Stacked-deck helpers for the Underwear rule tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pantsdown import make, parse_card, parse_cards
from pantsdown.core.cards import Card
from pantsdown.games.underwear.state import UnderwearState


def stack(hands: Sequence[str], turned: str, stock: str = "", *, dealer: int) -> list[Card]:
    """The deck order (top first) that deals ``hands`` (one string per seat) one card
    at a time from the dealer's left, then turns ``turned``, then ``stock`` in draw order."""
    cards = [parse_cards(h) for h in hands]
    n = len(cards)
    size = len(cards[0])
    assert all(len(h) == size for h in cards), "every hand must have the same size"
    deck = []
    for r in range(size):
        for p in range(1, n + 1):
            deck.append(cards[(dealer + p) % n][r])
    deck.append(parse_card(turned))
    deck += parse_cards(stock)
    return deck


def deal(
    hands: Sequence[str],
    turned: str,
    stock: str = "",
    *,
    dealer: int | None = None,
    variant: str = "underwear",
    later: Sequence[Sequence[Card]] = (),
    **options: Any,
) -> UnderwearState:
    """A match whose first hand is stacked: seat ``i`` holds ``hands[i]``.

    The dealer defaults to the last seat, so seat 0 plays first.  ``later``
    stacks the decks of the following hands.
    """
    n = len(hands)
    dealer = n - 1 if dealer is None else dealer
    size = len(parse_cards(hands[0]))
    opts = {"first_dealer": dealer, "hand_size": size, **options}
    deck = stack(hands, turned, stock, dealer=dealer)
    state = make(variant, n, seed=7, options=opts, decks=[deck, *later])
    assert isinstance(state, UnderwearState)
    return state


def play(state: UnderwearState, *texts: str) -> UnderwearState:
    """Apply actions in notation, in order."""
    for text in texts:
        state.apply_text(text)
    return state


def legal(state: UnderwearState) -> set[str]:
    """The legal actions in notation."""
    return {str(a) for a in state.legal_actions()}
