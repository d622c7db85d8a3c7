"""Cards changing hands before the tricks: the talon exchange, the dealer's take of
the turned trump, Mulatschak's exchange on sight.

The legal exchanges of a seat are every subset of its hand up to its limit
(:class:`ExchangeOptions`, built lazily); how large the limit is, is the bidding
procedure's to say (``Procedure.exchange_limit``: its own limit, capped by the
talon, the hand and ``exchange_total_cap``).

>>> from pantsdown.core.cards import parse_cards
>>> options = ExchangeOptions((), tuple(parse_cards("7c 8c 9c")), 1)
>>> [str(a) for a in options]
['exchange none', 'exchange 7c', 'exchange 8c', 'exchange 9c']
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Final, overload

from pantsdown.core.cards import Card
from pantsdown.core.seats import with_seat
from pantsdown.games.ramsen.actions import Exchange, RamsenAction, TakeTrump
from pantsdown.games.ramsen.deal import (
    BY_INDEX,
    NATIVE,
    remove_by_identity,
    sort_by_index,
    sort_cards,
)
from pantsdown.games.ramsen.events import CardTaken, Exchanged
from pantsdown.games.ramsen.ranking import TRUMP

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

__all__ = [
    "ExchangeOptions",
    "choose_onsight",
    "deal_onsight",
    "discard_for_onsight",
    "exchange",
    "take_trump",
    "trump_takes",
]


def _combinations(size: int, limit: int) -> tuple[tuple[int, ...], ...]:
    return tuple(combo for k in range(0, limit + 1) for combo in combinations(range(size), k))


_MOST_CARDS: Final = 6
"""The most cards a Ramsen hand holds when it exchanges (five, six after a trump take)."""
_MASKS_BY_SIZE: Final[dict[tuple[int, int], tuple[tuple[int, ...], ...]]] = {
    (size, limit): _combinations(size, limit)
    for size in range(_MOST_CARDS + 1)
    for limit in range(size + 1)
}
"""The hand positions each exchange discards, per (hand size, most cards exchanged):
a fixed table made at import."""


def _subsets(size: int, limit: int) -> tuple[tuple[int, ...], ...]:
    limit = min(size, limit)
    found = _MASKS_BY_SIZE.get((size, limit))
    return _combinations(size, limit) if found is None else found


class ExchangeOptions(Sequence[RamsenAction]):
    """The legal exchanges (plus any ``take-trump`` actions first), built on demand.

    A hand of five with a limit of three has 26 exchanges; a random playout
    looks at one of them, so they are made only when indexed or iterated.
    Compares equal to a list with the same actions.
    """

    __slots__ = ("_combos", "_hand", "_limit", "_prefix")

    def __init__(self, prefix: tuple[RamsenAction, ...], hand: tuple[Card, ...], limit: int):
        self._prefix = prefix
        self._hand = hand  # sorted by index, so every combination is too
        self._limit = limit
        self._combos = _subsets(len(hand), limit)

    def __len__(self) -> int:
        return len(self._prefix) + len(self._combos)

    @overload
    def __getitem__(self, i: int) -> RamsenAction: ...
    @overload
    def __getitem__(self, i: slice) -> list[RamsenAction]: ...
    def __getitem__(self, i: int | slice) -> RamsenAction | list[RamsenAction]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        n = len(self._prefix)
        if i < 0:
            i += len(self)
        if i < n:
            return self._prefix[i]
        hand = self._hand
        return Exchange(tuple([hand[j] for j in self._combos[i - n]]))  # sorted already

    def __iter__(self) -> Iterator[RamsenAction]:
        yield from self._prefix
        hand = self._hand
        for combo in self._combos:
            yield Exchange(tuple([hand[j] for j in combo]))

    def __contains__(self, action: object) -> bool:
        if isinstance(action, Exchange):
            return len(action.cards) <= self._limit and all(c in self._hand for c in action.cards)
        return action in self._prefix

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return repr(list(self))


def trump_takes(state: RamsenState, seat: int) -> list[RamsenAction]:
    """``take-trump X`` for every card ``X`` of the seat's hand."""
    return [TakeTrump.of(c) for c in state.hands[seat]]


def exchange(state: RamsenState, seat: int, cards: tuple[Card, ...]) -> None:
    """``seat`` discards ``cards`` (out of play, seen by him only) and draws as many."""
    hand = state.hands[seat]
    for c in cards:
        if NATIVE:
            remove_by_identity(hand, c)
        else:
            hand.remove(c)
    k = len(cards)
    drawn: list[Card] = []
    if k:
        stock = state.stock  # the top card is the last
        for _ in range(k):
            drawn.append(stock.pop())
        state.discards[seat] = (*state.discards[seat], *cards)
        hand.extend(drawn)
        if NATIVE:
            sort_by_index(hand)
        else:
            hand.sort(key=BY_INDEX)
    state.exchanged = with_seat(state.exchanged, seat, state.exchanged[seat] + k)
    state.exchange_total += k
    state.events.append(Exchanged(seat, k, cards, tuple(drawn)))


def discard_for_onsight(state: RamsenState, seat: int, cards: tuple[Card, ...]) -> None:
    """Mulatschak: the declarer lays ``cards`` aside; a face-up card is offered for each."""
    hand = state.hands[seat]
    for c in cards:
        hand.remove(c)
    k = len(cards)
    state.onsight_discards = list(cards)
    state.exchanged = with_seat(state.exchanged, seat, state.exchanged[seat] + k)
    state.exchange_total += k
    state.events.append(Exchanged(seat, k, cards, ()))


def take_trump(state: RamsenState, seat: int, card: Card) -> None:
    """The dealer takes the turned card into his hand, giving up ``card`` (out of play)."""
    turned = state.turned
    assert turned is not None
    hand = state.hands[seat]
    hand.remove(card)
    hand.append(turned)
    sort_cards(hand)
    state.discards[seat] = (*state.discards[seat], card)
    state.known[seat] = (*state.known[seat], turned)
    state.turned = None
    state.swapped = True
    state.events.append(CardTaken(seat, "trump", turned, card))


def deal_onsight(state: RamsenState) -> bool:
    """Turn the next face-up card for the declarer; False when the exchange is over.

    It is over when his hand is full or the stock is empty: originals come back up
    to a full hand, the rest (after trumps taken under ``weli_trump_redraw``) is out
    of play.
    """
    s = state.declarer
    assert s is not None
    hand = state.hands[s]
    size = state.rules.tricks_per_hand
    if len(hand) >= size or not state.stock:
        room = max(0, size - len(hand))
        hand.extend(state.onsight_discards[:room])
        sort_cards(hand)
        state.discards[s] = (*state.discards[s], *state.onsight_discards[room:])
        state.onsight_discards = []
        state.onsight = None
        return False
    state.onsight = state.stock.pop()
    return True


def choose_onsight(state: RamsenState, seat: int, take: bool) -> bool:
    """The declarer takes the face-up card or keeps his discard; True if another card
    is now on offer (a further slot, or a trump taken under ``weli_trump_redraw``).
    """
    face = state.onsight
    assert face is not None
    hand = state.hands[seat]
    if take and state.rules.weli_trump_redraw and state.table.eff[face.index] == TRUMP:
        # a trump taken on sight: a further face-up card for the same slot
        hand.append(face)
        sort_cards(hand)
        state.known[seat] = (*state.known[seat], face)
        state.events.append(CardTaken(seat, "on-sight", face, None))
        state.onsight = None
        return deal_onsight(state)
    orig = state.onsight_discards.pop(0)
    if take:
        hand.append(face)
        state.known[seat] = (*state.known[seat], face)
        state.discards[seat] = (*state.discards[seat], orig)
        state.events.append(CardTaken(seat, "on-sight", face, orig))
    else:
        hand.append(orig)
        state.public_out = (*state.public_out, face)
    sort_cards(hand)
    state.onsight = None
    return bool(state.onsight_discards) and deal_onsight(state)
