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

from pantsdown.core.cards import Card
from pantsdown.core.log import Log
from pantsdown.core.protocol import shuffle
from pantsdown.games.ramsen.actions import CallName
from pantsdown.games.ramsen.deal import BY_INDEX
from pantsdown.games.ramsen.phases import Phase
from pantsdown.games.ramsen.procedures import phase_order, procedure
from pantsdown.games.ramsen.ranking import beats, rank_table
from pantsdown.games.ramsen.state import RamsenState
from pantsdown.games.ramsen.view import RamsenView, void_mask

__all__ = ["sample_state"]


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
    seen: set[Card] = set()
    for _, plays, _ in view.tricks:
        seen.update(c for _, c in plays)
    seen.update(c for _, c in view.trick)
    seen.update(view.public_out)
    for c in (view.turned, view.onsight, view.peek):
        if c is not None:
            seen.add(c)
    if view.trump_card is not None and view.turned is None:
        pass  # taken into a hand: it is in ``known``
    hands: list[list[Card]] = [[] for _ in range(n)]
    discards: list[list[Card]] = [[] for _ in range(n)]
    if not blind:
        hands[me] = list(view.hand)
        seen.update(view.hand)
    discards[me] = list(view.discards)
    seen.update(view.discards)
    seen.update(view.onsight_mine)
    mine_hidden = {me} if not blind else set()

    masks = [void_mask(v) for v in view.voids]
    table = rank_table(r, view.trump, view.trump_card)
    eff = table.eff
    # publicly known cards of other seats: in hand if possible, else discards
    for s in range(n):
        if s in mine_hidden:
            continue
        for c in view.known[s]:
            if c in seen:
                continue
            seen.add(c)
            if len(hands[s]) < view.hand_sizes[s] and not (masks[s] >> eff[c.index]) & 1:
                hands[s].append(c)
            else:
                discards[s].append(c)
    unknown = [c for c in r.pack_cards if c not in seen]
    others = [s for s in range(n) if s not in mine_hidden]
    others.sort(key=lambda s: -bin(masks[s]).count("1"))
    need_turned = view.phase == Phase.DEALER_PRE
    base_hands = [list(h) for h in hands]
    for _attempt in range(200):
        pool = list(unknown)
        shuffle(pool, rng)
        hands = [list(h) for h in base_hands]
        ok = True
        for s in others:
            need = view.hand_sizes[s] - len(hands[s])
            voids = masks[s]
            if voids:
                take = [c for c in pool if not (voids >> eff[c.index]) & 1][:need]
            else:
                take = pool[:need]
            if len(take) < need:
                ok = False
                break
            chosen = set(take)
            pool = [c for c in pool if c not in chosen]
            hands[s].extend(take)
        if ok:
            break
    else:  # pragma: no cover - constraints unsatisfiable: ignore voids
        pool = list(unknown)
        shuffle(pool, rng)
        hands = [list(h) for h in base_hands]
        for s in others:
            need = view.hand_sizes[s] - len(hands[s])
            hands[s].extend(pool[:need])
            del pool[:need]
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
    for h in hands:
        h.sort(key=BY_INDEX)
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


def _blank(view: RamsenView, rng: random.Random) -> RamsenState:
    """A state with the view's public fields and no cards (for sampling)."""
    st = RamsenState.blank(view.rules, view.num_players, seed=rng.randrange(2**32))
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
