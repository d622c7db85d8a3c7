"""Determinization: a full Ramsen-family state consistent with one seat's view.

Hidden cards are dealt from the cards the view cannot see.  Each other seat's
hand avoids the effective suits it showed void in; cards a seat is publicly
known to hold (the trump it took, a Weli shown at the cut, cards taken on
sight) go back to that seat; this seat's own discards, its cut-card peek
(kept at the bottom of the talon) and its on-sight discards stay where the
view says.
"""

from __future__ import annotations

import random
from typing import Final

from pantsdown.core.cards import Card
from pantsdown.core.log import Log
from pantsdown.core.protocol import shuffle
from pantsdown.games.ramsen.actions import CallName
from pantsdown.games.ramsen.phases import Phase
from pantsdown.games.ramsen.procedures import phase_order, procedure
from pantsdown.games.ramsen.ranking import beats, rank_table
from pantsdown.games.ramsen.state import RamsenState
from pantsdown.games.ramsen.view import RamsenView, void_mask

__all__ = ["sample_state"]

_CARDS: Final = tuple(Card.from_index(i) for i in range(52))
"""Every card, by its index."""


def sample_state(view: RamsenView, rng: random.Random) -> RamsenState:
    """A full state consistent with ``view``: hidden cards dealt from the unseen ones.

    Starts from the view's public fields (``load_view_fields``) and respects the
    view's voids (effective suits), the cards each seat is publicly known to hold,
    this seat's own discards and cut-card peek, and the counts of every hidden
    place (hands, discards, talon, widow, on-sight discards).
    """
    st = _blank(view, rng)
    _restore_steps(st, view)
    r = view.rules
    n = view.num_players
    me = view.seat
    blind = view.phase in (Phase.DEALER_PRE, Phase.DEALER_BLIND, Phase.HEARTS_BLIND)
    # the cards out of the unknown, by card index (a card is in the pack at most once)
    seen = [False] * 52
    for _, plays, _ in view.tricks:
        for _, c in plays:
            seen[c.index] = True
    for _, c in view.trick:
        seen[c.index] = True
    for c in view.public_out:
        seen[c.index] = True
    for maybe in (view.turned, view.onsight, view.peek):
        if maybe is not None:
            seen[maybe.index] = True
    # a trump card taken into a hand is in ``known``
    hands: list[list[Card]] = [[] for _ in range(n)]
    discards: list[list[Card]] = [[] for _ in range(n)]
    if not blind:
        hands[me] = list(view.hand)
        for c in view.hand:
            seen[c.index] = True
    discards[me] = list(view.discards)
    for c in view.discards:
        seen[c.index] = True
    for c in view.onsight_mine:
        seen[c.index] = True

    masks = st.void_masks
    table = rank_table(r, view.trump, view.trump_card)
    eff = table.eff
    sizes = view.hand_sizes
    # publicly known cards of other seats: in hand if possible, else discards
    others: list[int] = []
    voids = False
    for s in range(n):
        if s == me and not blind:
            continue
        others.append(s)
        mask = masks[s]
        voids = voids or mask != 0
        for c in view.known[s]:
            if seen[c.index]:
                continue
            seen[c.index] = True
            if len(hands[s]) < sizes[s] and not (mask >> eff[c.index]) & 1:
                hands[s].append(c)
            else:
                discards[s].append(c)
    unknown = [c for c in r.pack_cards if not seen[c.index]]
    if voids:
        pool = _deal_around_voids(unknown, hands, others, sizes, masks, eff, rng)
    else:  # one shuffle, and each seat takes its share in turn
        pool = unknown
        shuffle(pool, rng)
        taken = 0
        for s in others:
            need = sizes[s] - len(hands[s])
            hands[s].extend(pool[taken : taken + need])
            taken += need
        del pool[:taken]
    need_turned = view.phase == Phase.DEALER_PRE
    if need_turned:
        turned = pool.pop()
        st.turned = turned
        st.trump_card = turned
        st.trump = turned.suit
    for s in range(n):
        if s == me:
            continue
        need = view.out_counts[s] - len(discards[s])
        discards[s].extend(pool[:need])
        del pool[:need]
    if view.onsight_mine:
        st.onsight_discards = list(view.onsight_mine)
    else:
        st.onsight_discards = pool[: view.onsight_left]
        del pool[: view.onsight_left]
    st.widow = pool[: view.widow_size]
    del pool[: view.widow_size]
    # the stock's top card is its last; the cut card this seat saw stays at the bottom
    st.stock = [view.peek, *pool] if view.peek is not None else pool
    if len(st.stock) != view.talon_size:
        raise AssertionError(
            f"sampling lost count: talon {len(st.stock)} != {view.talon_size} in {view.phase}"
        )
    for h in hands:  # in card-index order, as every hand is kept (``BY_INDEX``)
        order = [c.index for c in h]
        order.sort()
        h[:] = [_CARDS[i] for i in order]
    st.hands = hands
    st.discards = [tuple(d) for d in discards]
    if view.peek is not None:
        st.cut_card = view.peek
        st.cut_seat = me
    elif st.phase == Phase.SCHLECK and st.stock:
        st.cut_card = st.stock[0]  # another seat is looking at the bottom card now
        st.cut_seat = st.to_act
    if st.trick:
        best_seat, best = st.trick[0]
        for s, c in st.trick[1:]:
            if beats(table, c, best):
                best_seat, best = s, c
        st.best_seat = best_seat
    return st


def _deal_around_voids(
    unknown: list[Card],
    hands: list[list[Card]],
    others: list[int],
    sizes: tuple[int, ...],
    masks: tuple[int, ...],
    eff: tuple[int, ...],
    rng: random.Random,
) -> list[Card]:
    """Fill the hands of ``others`` from ``unknown`` so that no seat gets a card of an
    effective suit it showed void in; return the cards left, in shuffled order.

    The seats with the most voids choose first, each the first cards of a shuffled
    pool it may hold; a deal that leaves a seat short is shuffled again (at most 200
    times; then the voids are ignored, which only contradictory views reach).
    """
    order = sorted(others, key=lambda s: -bin(masks[s]).count("1"))
    base = [list(h) for h in hands]
    for _attempt in range(200):
        pool = list(unknown)
        shuffle(pool, rng)
        dealt = [list(h) for h in base]
        for s in order:
            need = sizes[s] - len(dealt[s])
            voids = masks[s]
            if voids:
                take: list[Card] = []
                rest: list[Card] = []
                for c in pool:
                    if len(take) < need and not (voids >> eff[c.index]) & 1:
                        take.append(c)
                    else:
                        rest.append(c)
                pool = rest
            else:
                take = pool[:need]
                del pool[:need]
            if len(take) < need:
                break
            dealt[s].extend(take)
        else:
            hands[:] = dealt
            return pool
    pool = list(unknown)  # pragma: no cover - constraints unsatisfiable: ignore voids
    shuffle(pool, rng)
    for s in order:
        need = sizes[s] - len(hands[s])
        hands[s].extend(pool[:need])
        del pool[:need]
    return pool


def _blank(view: RamsenView, rng: random.Random) -> RamsenState:
    """A state with the view's public fields and no cards (for sampling)."""
    st = RamsenState.blank(view.rules, view.num_players, seed=rng.getrandbits(32))
    st.variant = view.variant
    st.options = dict(view.options)
    st.load_view_fields(view)
    st.to_act = view.current_player if view.current_player >= 0 else 0
    st.stayed = tuple([c == CallName.STAY for c in view.calls])
    st.queue = list(view.to_speak)
    st.void_masks = tuple([void_mask(v) for v in view.voids])
    # a seat asked again after saying play is exchanging (Mulatschak)
    st.sub_exchange = (
        view.phase == Phase.BID
        and procedure(view.rules).exchange_after_playing
        and 0 <= view.current_player < view.num_players
        and view.calls[view.current_player] == CallName.PLAY_HAND
    )
    st.events = Log(view.log)  # the hand's events as this seat saw them
    return st


def _restore_steps(st: RamsenState, view: RamsenView) -> None:
    """The phases still to come after the view's phase (the procedure's order)."""
    order = phase_order(st.rules, view.contract)
    st.steps = list(order[order.index(st.phase) + 1 :]) if st.phase in order else []
