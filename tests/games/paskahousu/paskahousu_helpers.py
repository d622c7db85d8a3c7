"""Stacked-deck positions for the Paskahousu rule tests."""

from __future__ import annotations

from typing import Any

from pantsdown.core.cards import PACK_52, Card, parse_cards
from pantsdown.core.registry import make
from pantsdown.games.paskahousu import PaskahousuState, Phase


def deck_for(seats: list[str], stock: str = "", *, hand_size: int = 5) -> list[Card]:
    """The deck order (top first) that deals ``seats[i]`` to seat i (the dealer is the
    last seat, dealing 2-2-1 from seat 0), followed by ``stock`` (top first)."""
    n = len(seats)
    cards = [parse_cards(h) for h in seats]
    packets = (2, 2, 1) if hand_size == 5 else (2, 2, 2)
    taken = [0] * n
    order: list[Card] = []
    for size in packets:
        for seat in range(n):
            order += cards[seat][taken[seat] : taken[seat] + size]
            taken[seat] += size
    return order + parse_cards(stock)


def deal(
    seats: list[str], stock: str = "", *, variant: str = "paskahousu", **options: Any
) -> PaskahousuState:
    """A fresh match whose first hand is dealt from a stacked deck."""
    deck = deck_for(seats, stock, hand_size=int(options.get("hand_size", 5)))
    state = make(variant, len(seats), decks=[deck], options=options)
    assert isinstance(state, PaskahousuState)
    return state


def position(
    seats: list[str],
    *,
    pile: str = "",
    stock: str = "",
    turn: int = 0,
    stock_empty: bool = False,
    variant: str = "paskahousu",
    **options: Any,
) -> PaskahousuState:
    """A position after the first lead: the deal of ``seats`` and ``pile + stock`` from a
    stacked deck, then the ``pile`` cards moved from the stock to the pile (bottom
    first), seat ``turn`` to act.  With ``stock_empty`` the rest of the stock is
    moved out of play, as if it had been used up."""
    state = deal(seats, pile + " " + stock, variant=variant, **options)
    on_pile = parse_cards(pile)
    for card in on_pile:
        state.stock.remove(card)
    state.pile = list(on_pile)
    if stock_empty:
        state.fallen.extend(state.stock)
        state.stock.clear()
    state.phase = Phase.PLAY
    state.forced = ()
    state.known = [[] for _ in seats]
    state.current = turn
    return state


def texts(state: PaskahousuState) -> list[str]:
    """The legal actions in notation."""
    return [str(a) for a in state.legal_actions()]


def endgame(
    seats: list[str],
    *,
    pile: str = "",
    stock: str = "",
    turn: int = 0,
    variant: str = "paskahousu",
    **options: Any,
) -> PaskahousuState:
    """A late position: exactly these hands, this pile and this stock (top first, empty by
    default); every other card of the pack is out of play in fallen piles."""
    state = make(variant, len(seats), seed=0, options=options)
    assert isinstance(state, PaskahousuState)
    held = [parse_cards(h) for h in seats]
    on_pile = parse_cards(pile)
    in_stock = parse_cards(stock)
    used = {c for h in held for c in h} | set(on_pile) | set(in_stock)
    state.hands = held
    state.pile = on_pile
    state.stock = in_stock[::-1]
    state.fallen = [c for c in PACK_52 if c not in used]
    state.phase = Phase.PLAY
    state.forced = ()
    state.known = [[] for _ in seats]
    state.current = turn
    return state
