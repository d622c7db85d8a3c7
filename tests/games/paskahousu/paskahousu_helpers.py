"""Positions for the Paskahousu rule tests: stacked decks and the position notation.

Nothing here assigns a state's fields: a fresh deal comes from a stacked deck
(``make(..., decks=[...])``), a later position from its text
(:func:`pantsdown.core.registry.from_position`).
"""

from __future__ import annotations

from typing import Any

from pantsdown.core.cards import PACK_52, Card, parse_cards
from pantsdown.core.registry import from_position, make
from pantsdown.games.paskahousu import PaskahousuState


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


def _option(value: Any) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def position_text(
    seats: list[str],
    *,
    pile: str = "",
    stock: str = "",
    fallen: str | None = None,
    turn: int = 0,
    variant: str = "paskahousu",
    **options: Any,
) -> str:
    """The position text of a hand in play (after the first lead, nobody out yet):
    exactly these hands, this pile (bottom first), this stock (top first) and, unless
    ``fallen`` names them, every other card of the pack out of play in fallen piles."""
    n = len(seats)
    held = [parse_cards(h) for h in seats]
    used = {c for h in held for c in h} | set(parse_cards(pile)) | set(parse_cards(stock))
    if fallen is None:
        fallen = " ".join(str(c) for c in PACK_52 if c not in used)
    head = " ".join([variant, str(n), *(f"{k}={_option(v)}" for k, v in options.items())])
    lines = {
        "game": head,
        "phase": "play",
        "dealer": str(n - 1),
        "hand_number": "0",
        "turns": "1",
        "to_act": str(turn),
        "hands": " / ".join(h or "-" for h in seats),
        "known": " / ".join("-" for _ in seats),
        "forced_lead": "-",
        "stock": " ".join(reversed(stock.split())) or "-",  # the top card is written last
        "pile": pile or "-",
        "fallen": fallen or "-",
        "out_order": "",
        "in_hand": ",".join("1" for _ in seats),
        "hands_won": ",".join("0" for _ in seats),
        "times_paskahousu": ",".join("0" for _ in seats),
        "results": "[]",
    }
    return "\n".join(f"{k}: {v}" for k, v in lines.items())


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
    """A position after the first lead: these hands and this pile (bottom first), seat
    ``turn`` to act; the stock is ``stock`` (top first) followed by every other card of
    the pack.  With ``stock_empty`` those cards are out of play instead, as if the stock
    had been used up."""
    held = {c for h in seats for c in parse_cards(h)} | set(parse_cards(pile))
    rest = [str(c) for c in PACK_52 if c not in held and c not in parse_cards(stock)]
    full = " ".join([*stock.split(), *rest])
    if stock_empty:
        text = position_text(seats, pile=pile, turn=turn, variant=variant, **options)
    else:
        text = position_text(
            seats, pile=pile, stock=full, fallen="", turn=turn, variant=variant, **options
        )
    state = from_position(text, seed=0)
    assert isinstance(state, PaskahousuState)
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
    text = position_text(seats, pile=pile, stock=stock, turn=turn, variant=variant, **options)
    state = from_position(text, seed=0)
    assert isinstance(state, PaskahousuState)
    return state
