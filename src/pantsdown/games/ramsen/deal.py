"""The cut and the deal of a Ramsen-family hand: Schleken, packets, the widow, the turned card.

The deck order *is* the order after the cut, so the cut card looked at by the
cutter is the bottom card of the stock (``stock[0]``; the top card is the last).
A seat that takes it (and, with ``schleck_chain``, each seat that takes the next
one) gets one card fewer in the first packet.

>>> from pantsdown import make
>>> state = make("ramsen", 4, seed=1)
>>> cut_options(state)
[Call(name=<CallName.SCHLECK: 'schleck'>), Call(name=<CallName.PASS: 'pass'>)]
"""

from __future__ import annotations

import importlib.machinery
from operator import attrgetter
from typing import TYPE_CHECKING, Final

from pantsdown.core.cards import WELI, Card
from pantsdown.core.seats import previous_seat, seats_after, seats_from, with_seat
from pantsdown.games.ramsen.actions import CallName, RamsenAction, call
from pantsdown.games.ramsen.events import CardTaken, TrumpSet

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

__all__ = [
    "BY_INDEX",
    "NATIVE",
    "begin_cut",
    "cut_options",
    "deal_packets",
    "remove_by_identity",
    "sort_by_index",
    "sort_cards",
    "take_cut_card",
]

_SCHLECK_OR_PASS: Final[list[RamsenAction]] = [call(CallName.SCHLECK), call(CallName.PASS)]
_PASS_ONLY: Final[list[RamsenAction]] = [call(CallName.PASS)]


BY_INDEX: Final = attrgetter("index")
"""The sort key of every hand: ``Card.index``."""

NATIVE: Final = __file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
"""Is this module compiled?  Then a hand is sorted by :func:`sort_by_index`, which
reads each card's index as a struct field; interpreted, ``list.sort`` with the
:data:`BY_INDEX` key is quicker (both give the same order: indices are distinct)."""


def sort_by_index(cards: list[Card]) -> None:
    """Sort ``cards`` in place by ``Card.index`` (an insertion sort: a hand is a few
    cards; what the compiled engine runs instead of ``list.sort`` with a Python key).

    >>> from pantsdown.core.cards import parse_cards
    >>> hand = parse_cards("Kh 7c As 9d")
    >>> sort_by_index(hand); hand == sorted(hand, key=BY_INDEX)
    True
    """
    for i in range(1, len(cards)):
        card = cards[i]
        index = card.index
        j = i
        while j > 0 and cards[j - 1].index > index:
            cards[j] = cards[j - 1]
            j -= 1
        cards[j] = card


def remove_by_identity(cards: list[Card], card: Card) -> None:
    """Remove ``card`` from ``cards``, found by identity (cards are interned): what the
    compiled engine runs instead of ``list.remove``, whose ``==`` on each card before it
    goes through the native class's comparison slot twice (``Card`` defines ``__lt__``).

    >>> from pantsdown.core.cards import parse_cards
    >>> hand = parse_cards("Kh 7c As")
    >>> remove_by_identity(hand, hand[1]); hand == parse_cards("Kh As")
    True
    """
    for i in range(len(cards)):
        if cards[i] is card:
            cards.pop(i)  # compiled, a native pop (``del`` is a generic item deletion)
            return
    raise ValueError(f"{card} is not among the cards")


def sort_cards(cards: list[Card]) -> None:
    """Sort a hand in place by ``Card.index`` (the order every hand is kept in)."""
    if NATIVE:
        sort_by_index(cards)
    else:
        cards.sort(key=BY_INDEX)


def turn(state: RamsenState) -> None:
    """Turn the top card of the stock: it sets the trump suit (a turned permanent
    trump: its printed suit, or no trumps with ``weli_turned = no_trump``).
    """
    card = state.stock.pop()
    state.turned = card
    state.trump_card = card
    r = state.rules
    is_perm = card is WELI and r.weli != "none"
    suit = None if (is_perm and r.weli_turned == "no_trump") else card.suit
    state.trump = suit
    state.events.append(TrumpSet(suit, card))


def deal_packets(state: RamsenState, first: int, last: int) -> None:
    """Deal packet rounds ``first`` .. ``last - 1``: every seat in deal order gets the
    packet (the widow just before the dealer; a seat that took cut cards that many
    fewer in the first packet), turning the trump card after ``turn_after_packet``.
    """
    r = state.rules
    n = state.num_players
    dealer = state.dealer
    order = seats_after(dealer, n)
    if r.deal_order == "counterclockwise":
        order = seats_from(dealer, n)[::-1]
    hands = state.hands
    schlecked = state.schlecked
    stock = state.stock  # the top card is the last: a packet is dealt from the end
    widow = r.widow
    for pi in range(first, last):
        k = r.packets[pi]
        for s in order:
            if widow and s == dealer and k > 0:
                w = state.widow
                for _ in range(k):
                    w.append(stock.pop())
            kk = k - schlecked[s] if pi == 0 else k
            hand = hands[s]
            for _ in range(kk):
                hand.append(stock.pop())
        if r.turn_after_packet == pi + 1:
            turn(state)
    for h in hands:
        if NATIVE:
            sort_by_index(h)
        else:
            h.sort(key=BY_INDEX)


def begin_cut(state: RamsenState) -> list[int]:
    """The cut: the cutter (the dealer's right) looks at the bottom card; he is asked."""
    state.cut_card = state.stock[0]
    state.cut_seat = previous_seat(state.dealer, state.num_players)
    return [state.cut_seat]


def cut_options(state: RamsenState) -> list[RamsenAction]:
    """``schleck`` / ``pass``, or only ``pass`` when the card may not be taken."""
    card = state.cut_card
    cards = state.rules.schleck_cards
    return _SCHLECK_OR_PASS if not cards or card in cards else _PASS_ONLY


def take_cut_card(state: RamsenState, seat: int) -> None:
    """``seat`` takes the bottom card; with ``schleck_chain`` the next taker (cutter,
    dealer, cutter) is asked about the next bottom card.
    """
    r = state.rules
    card = state.stock.pop(0)
    if state.schlecker is None:
        state.schlecker = seat
    state.schlecked = with_seat(state.schlecked, seat, state.schlecked[seat] + 1)
    hand = state.hands[seat]
    hand.append(card)
    sort_cards(hand)
    if r.schleck_shown:
        state.known[seat] = (*state.known[seat], card)
    state.events.append(CardTaken(seat, "schleck" if r.schleck_shown else "schleck-secret", card))
    if sum(state.schlecked) < r.schleck_chain and state.stock:
        cutter = previous_seat(state.dealer, state.num_players)
        state.cut_card = state.stock[0]
        state.cut_seat = state.dealer if seat == cutter else cutter
        state.queue.insert(0, state.cut_seat)
