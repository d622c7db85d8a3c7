"""``sample_state(view, rng)``: a full Paskahousu state consistent with a view.

Every public field comes from the view (``State.load_view_fields``); only the
hidden cards are dealt: the stock and the unknown part of the other hands.
"""

from __future__ import annotations

import random

from pantsdown.core.cards import PACK_52, Card
from pantsdown.core.log import Log
from pantsdown.core.protocol import ChanceMode, State, bare_instance, shuffle
from pantsdown.games.paskahousu.state import _LEAD_ORDER, _LEAD_ORDER_TWOS_LOW, PaskahousuState
from pantsdown.games.paskahousu.view import PaskahousuView, Phase

__all__ = ["sample_state"]

_FIRST_LEAD_TRIES = 500
"""How many deals :func:`sample_state` tries to match the announced first lead."""


def sample_state(view: PaskahousuView, rng: random.Random) -> PaskahousuState:
    """A full state consistent with ``view``: the hidden cards (the stock and the unknown
    part of the other hands) dealt at random from the cards the view cannot see.

    Known cards stay in their hands.  Before the first play, the deal is also made to
    agree with the announced first lead (nobody else holds more of the lowest rank), by
    rejection, up to a bounded number of tries.  Every event of the hand is public, so
    the view's log is the sampled state's.
    """
    n = view.num_players
    state = bare_instance(PaskahousuState)
    State.__init__(state, view.rules, n, seed=rng.getrandbits(32))
    state.variant = view.variant
    state.options = dict(view.options)
    state.load_view_fields(view)
    state.events = Log(view.log)
    state.to_act = view.current_player if view.current_player >= 0 else 0
    state.in_hand = [s not in view.out_order for s in range(n)]
    state.results = (
        Log() if view.last_result is None else Log([view.last_result])
    )  # enough for play
    if view.phase is Phase.DEAL:  # a chance node: the cards are being shuffled
        state.hands, state.stock = [[] for _ in range(n)], []
        state.chance_mode = ChanceMode.EXPLICIT
        state.start_hand()
        return state
    seen = set(view.hand) | set(view.pile) | set(view.fallen)
    for seat in range(n):
        if seat != view.seat:
            seen.update(view.known[seat])
    unseen = [c for c in PACK_52 if c not in seen]
    hidden = [0 if s == view.seat else view.hand_sizes[s] - len(view.known[s]) for s in range(n)]
    if len(unseen) - sum(hidden) != view.stock_size:
        raise ValueError(f"view is inconsistent: {len(unseen)} unseen cards, {hidden} hidden")
    announced = (view.current_player, view.forced_lead)
    if view.phase is Phase.FIRST_LEAD and view.forced_lead:
        dealt = _deal_to_the_first_lead(state, view, unseen, hidden, rng)
        if dealt:
            return state
    hands: list[list[Card]] = [[] for _ in range(n)]
    for _ in range(_FIRST_LEAD_TRIES):
        shuffle(unseen, rng)
        taken = 0
        for seat in range(n):
            own = view.hand if seat == view.seat else view.known[seat]
            hands[seat] = [*own, *unseen[taken : taken + hidden[seat]]]
            taken += hidden[seat]
        state.hands = hands
        if view.phase is not Phase.FIRST_LEAD or state.first_lead() == announced:
            break
    state.stock = unseen[sum(hidden) :]
    return state


def _deal_to_the_first_lead(
    state: PaskahousuState,
    view: PaskahousuView,
    unseen: list[Card],
    hidden: list[int],
    rng: random.Random,
) -> bool:
    """Deal ``unseen`` into the hidden places so that the first lead is the announced
    one, and say whether it could (else nothing is dealt).

    The announced lead is of rank R: no hand holds a rank that comes before R in the
    lead order, so the unseen cards of those ranks lie at random places of the
    stock; only where the unseen cards of rank R lie decides the rest (who holds
    the most of them, or the first of them), so their places are drawn again until
    :meth:`~PaskahousuState.first_lead` of the hands they make is the announced one,
    and then the other cards are shuffled into the other places.  That is the deal
    the rejection of whole deals gives (every deal agreeing with the view equally
    likely), in a few draws per try instead of a shuffle.
    """
    n = view.num_players
    rank = view.forced_lead[0].rank
    order = _LEAD_ORDER_TWOS_LOW if view.rules.twos_low else _LEAD_ORDER
    # by a card's rank as its index gives it (index % 13 is the rank less 2): 0 for
    # the lead's rank, 1 for the ranks before it in the lead order, 2 for the others
    kind = [2] * 13
    for earlier in order[: order.index(rank)]:
        kind[int(earlier) - 2] = 1
    kind[int(rank) - 2] = 0
    leads: list[Card] = []
    low: list[Card] = []
    rest: list[Card] = []
    for card in unseen:
        k = kind[card.index % 13]
        if k == 0:
            leads.append(card)
        elif k == 1:
            low.append(card)
        else:
            rest.append(card)
    in_hands = sum(hidden)
    places = len(unseen)
    if len(low) > places - in_hands:
        return False
    # places 0 .. in_hands-1 are the hidden cards of the hands, seat by seat; then the stock
    seat_of: list[int] = []
    for seat in range(n):
        seat_of += [seat] * hidden[seat]
    exact = type(rng) is random.Random
    stock_places = list(range(in_hands, places))
    _to_the_end(stock_places, len(low), rng, exact)
    low_places = stock_places[len(stock_places) - len(low) :]
    free = [*range(in_hands), *stock_places[: len(stock_places) - len(low)]]
    own = [list(view.hand) if s == view.seat else list(view.known[s]) for s in range(n)]
    announced = (view.current_player, view.forced_lead)
    for _ in range(_FIRST_LEAD_TRIES):
        _to_the_end(free, len(leads), rng, exact)
        lead_places = free[len(free) - len(leads) :]
        hands = [list(cards) for cards in own]
        for i in range(len(leads)):
            place = lead_places[i]
            if place < in_hands:
                hands[seat_of[place]].append(leads[i])
        state.hands = hands
        if state.first_lead() == announced:
            break
    else:
        return False
    deal: list[Card | None] = [None] * places
    for i in range(len(low)):
        deal[low_places[i]] = low[i]
    for i in range(len(leads)):
        deal[lead_places[i]] = leads[i]
    shuffle(rest, rng)
    hands = [list(cards) for cards in own]
    stock: list[Card] = []
    taken = 0
    for place in range(places):
        placed = deal[place]
        if placed is None:
            card = rest[taken]
            taken += 1
        else:
            card = placed
        if place < in_hands:
            hands[seat_of[place]].append(card)
        else:
            stock.append(card)
    state.hands = hands
    state.stock = stock
    return True


def _to_the_end(items: list[int], count: int, rng: random.Random, exact: bool) -> None:
    """Move ``count`` of ``items``, drawn uniformly without replacement, to its end (the
    first ``count`` steps of :func:`~pantsdown.core.protocol.shuffle`); ``exact``: ``rng``
    is a plain :class:`random.Random`, drawn from as ``shuffle`` draws.
    """
    last = len(items) - 1
    for i in range(last, last - count, -1):
        size = i + 1
        if exact:  # as shuffle draws: the fewest bits, again while too large
            bits = size.bit_length()
            j = rng.getrandbits(bits)
            while j >= size:
                j = rng.getrandbits(bits)
        else:
            j = rng.randrange(size)
        items[i], items[j] = items[j], items[i]
