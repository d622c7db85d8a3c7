"""``sample_state(view, rng)``: a full Paskahousu state consistent with a view.

Every public field comes from the view (``State.load_view_fields``); only the
hidden cards are dealt: the stock and the unknown part of the other hands.
"""

from __future__ import annotations

import random
from typing import Final

from pantsdown.core.cards import PACK_52, Card, Rank
from pantsdown.core.log import Log
from pantsdown.core.protocol import (
    ChanceMode,
    State,
    ViewMemo,
    bare_instance,
    shuffle,
    shuffle_to_end,
)
from pantsdown.games.paskahousu.rules import PaskahousuRules
from pantsdown.games.paskahousu.state import PaskahousuState, lead_order
from pantsdown.games.paskahousu.view import PaskahousuView, Phase

__all__ = ["sample_state"]

# the phases the sampler tells apart, as constants: compiled, a member read through its
# (interpreted) enum class costs a call of the enum type's ``__getattr__`` hook each time
_DEAL: Final = Phase.DEAL
_FIRST_LEAD: Final = Phase.FIRST_LEAD

_FIRST_LEAD_TRIES: Final = 500
"""How many deals :func:`sample_state` tries to match the announced first lead."""


class _Lead:
    """The unseen cards by what they are to the announced first lead of rank R (see
    :func:`_deal_to_the_first_lead`), and the hidden places they go to.
    """

    def __init__(
        self,
        leads: list[Card],
        low: list[Card],
        rest: list[Card],
        seat_of: list[int],
        in_hands: int,
        places: int,
        hidden: list[int],
        own_lead: list[list[Card]],
    ) -> None:
        self.leads = leads
        """The unseen cards of rank R."""
        self.low = low
        """The unseen cards of the ranks before R in the lead order (in the stock)."""
        self.rest = rest
        """The other unseen cards."""
        self.seat_of = seat_of
        """The seat of each hidden place in a hand (places ``0 .. in_hands - 1``)."""
        self.in_hands = in_hands
        """How many hidden places are in the hands; the stock's follow them."""
        self.places = places
        """How many hidden places there are (the unseen cards)."""
        self.hidden = hidden
        """Per seat, how many of the places in the hands are its (in seat order)."""
        self.own_lead = own_lead
        """Per seat, its known cards of rank R or of a rank before it: all that
        :meth:`~PaskahousuState.first_lead` reads of hands whose other cards are of the
        ranks after R."""


class _Frame:
    """What :func:`sample_state` works out from a view alone, before any draw: the state
    of the view's public fields (no hidden card dealt), each hand's known cards, the
    cards the view cannot see and, before the first lead, how they stand to it.  Never
    changed once kept (see :class:`~pantsdown.core.protocol.ViewMemo`).
    """

    def __init__(
        self,
        state: PaskahousuState,
        own: list[tuple[Card, ...]],
        unseen: list[Card],
        hidden: list[int],
        in_hands: int,
        lead: _Lead | None,
        chance: bool,
        announced: tuple[int, tuple[Card, ...]] | None,
    ) -> None:
        self.state = state
        """The view's public fields and what follows from them."""
        self.own = own
        """Per seat, the cards known to be in its hand (this seat's: its whole hand)."""
        self.unseen = unseen
        """The cards the view cannot see, in card-index order: the ones to deal."""
        self.hidden = hidden
        """Per seat, how many cards of its hand are hidden."""
        self.in_hands = in_hands
        """How many cards of the hands are hidden, all seats together."""
        self.lead = lead
        """Before the first lead, the unseen cards as they stand to it (``None``: not
        before the first lead, or the view leaves no deal that agrees with it)."""
        self.chance = chance
        """The view is of a chance node: the cards are being shuffled."""
        self.announced = announced
        """Before the first lead, the seat to lead and the cards it must lead (the
        first lead a deal must give); ``None`` after it."""


_FRAMES: Final[ViewMemo[_Frame]] = ViewMemo()
"""The view last sampled, and its frame from its second sample in a row on."""


def sample_state(view: PaskahousuView, rng: random.Random) -> PaskahousuState:
    """A full state consistent with ``view``: the hidden cards (the stock and the unknown
    part of the other hands) dealt at random from the cards the view cannot see.

    Known cards stay in their hands.  Before the first play, the deal is also made to
    agree with the announced first lead (nobody else holds more of the lowest rank), by
    rejection, up to a bounded number of tries.  Every event of the hand is public, so
    the view's log is the sampled state's.  What follows from the view alone is kept
    from the second sample of a view in a row on (see ``ViewMemo``).
    """
    seed = rng.getrandbits(32)
    frame, kept = _FRAMES.take(view, _frame)
    state = frame.state.clone() if kept else frame.state
    state.seed = seed
    if frame.chance:  # the cards are being shuffled
        state.chance_mode = ChanceMode.EXPLICIT
        state.start_hand()
        return state
    lead = frame.lead
    announced = frame.announced
    if (
        lead is not None
        and announced is not None
        and _deal_to_the_first_lead(state, announced, lead, frame.own, rng)
    ):
        return state
    hidden = frame.hidden
    own = frame.own
    n = len(hidden)
    unseen = frame.unseen.copy()
    hands: list[list[Card]] = [[] for _ in range(n)]
    for _ in range(_FIRST_LEAD_TRIES):
        shuffle(unseen, rng)
        taken = 0
        for seat in range(n):
            hands[seat] = [*own[seat], *unseen[taken : taken + hidden[seat]]]
            taken += hidden[seat]
        state.hands = hands
        if announced is None or state.first_lead() == announced:
            break
    state.stock = unseen[frame.in_hands :]
    return state


def _frame(view: PaskahousuView) -> _Frame:
    """What :func:`sample_state` deals from, worked out from ``view`` alone."""
    n = view.num_players
    me = view.seat
    phase = view.phase
    current = view.current_player
    state = bare_instance(PaskahousuState)
    State.__init__(state, view.rules, n, seed=0)  # the sample's seed is its own
    state.variant = view.variant
    state.options = dict(view.options)
    state.load_view_fields(view)
    state.events = Log(view.log)
    state.to_act = current if current >= 0 else 0
    out_order = view.out_order
    state.in_hand = [s not in out_order for s in range(n)]
    last_result = view.last_result
    state.results = Log() if last_result is None else Log([last_result])  # enough for play
    state.hands = [[] for _ in range(n)]  # the hidden places, each sample's to deal
    state.stock = []
    if phase is _DEAL:  # a chance node: nothing is dealt
        return _Frame(state, [], [], [], 0, None, True, None)
    hand = view.hand
    known = view.known
    # the cards out of the unseen, by card index (the pack has each card once)
    seen = [False] * 52
    for cards in (hand, view.pile, view.fallen):
        for c in cards:
            seen[c.index] = True
    for seat in range(n):
        if seat != me:
            for c in known[seat]:
                seen[c.index] = True
    forced = view.forced_lead
    announced = (current, forced) if phase is _FIRST_LEAD else None
    first_lead = announced is not None and bool(forced)
    # the unseen cards in pack order, which is card-index order; before the first
    # lead, sorted as they stand to it too (by index % 13, a card's rank less 2)
    pack = PACK_52
    unseen: list[Card] = []
    leads: list[Card] = []
    low: list[Card] = []
    rest: list[Card] = []
    kind: tuple[int, ...] = ()
    if first_lead:
        kind = _lead_kinds(view.rules, forced[0].index % 13)
        for i in range(52):
            if not seen[i]:
                card = pack[i]
                unseen.append(card)
                k = kind[i % 13]
                if k == 0:
                    leads.append(card)
                elif k == 1:
                    low.append(card)
                else:
                    rest.append(card)
    else:
        unseen = [pack[i] for i in range(52) if not seen[i]]
    sizes = view.hand_sizes
    hidden = [0 if s == me else sizes[s] - len(known[s]) for s in range(n)]
    in_hands = 0
    for h in hidden:
        in_hands += h
    if len(unseen) - in_hands != view.stock_size:
        raise ValueError(f"view is inconsistent: {len(unseen)} unseen cards, {hidden} hidden")
    own = [hand if s == me else known[s] for s in range(n)]
    lead = _lead(leads, low, rest, kind, in_hands, len(unseen), hidden, own) if first_lead else None
    return _Frame(state, own, unseen, hidden, in_hands, lead, False, announced)


_KINDS: Final[dict[int, tuple[tuple[Rank, ...], list[tuple[int, ...]]]]] = {}
"""Per lead order (by ``id``, with the order itself: a rules' order is one of a few
tuples that live as long as the process), the kinds :func:`_lead_kinds` gives."""


def _lead_kinds(rules: PaskahousuRules, slot: int) -> tuple[int, ...]:
    """What each rank is to a first lead of the rank with ``slot`` (rank less 2), by
    rank less 2: 0 for that rank, 1 for the ranks before it in the lead order, 2 for
    the others.
    """
    order = lead_order(rules)
    entry = _KINDS.get(id(order))
    if entry is None or entry[0] is not order:
        if len(_KINDS) >= 64:  # bounded: many short-lived orders start it afresh
            _KINDS.clear()
        tables: list[tuple[int, ...]] = [()] * 13
        for i in range(len(order)):
            kind = [2] * 13
            for earlier in order[:i]:
                kind[int(earlier) - 2] = 1
            kind[int(order[i]) - 2] = 0
            tables[int(order[i]) - 2] = tuple(kind)
        entry = _KINDS[id(order)] = (order, tables)
    return entry[1][slot]


def _lead(
    leads: list[Card],
    low: list[Card],
    rest: list[Card],
    kind: tuple[int, ...],
    in_hands: int,
    places: int,
    hidden: list[int],
    own: list[tuple[Card, ...]],
) -> _Lead | None:
    """The unseen cards as they stand to the announced first lead (see
    :func:`_deal_to_the_first_lead`), or ``None`` when the stock cannot hold the
    cards of the ranks before it.  ``kind``: what each rank is to it
    (:func:`_lead_kinds`).
    """
    if len(low) > places - in_hands:
        return None
    # places 0 .. in_hands-1 are the hidden cards of the hands, seat by seat; then the stock
    seat_of: list[int] = []
    for seat in range(len(hidden)):
        for _ in range(hidden[seat]):
            seat_of.append(seat)
    own_lead = [[c for c in cards if kind[c.index % 13] < 2] for cards in own]
    return _Lead(leads, low, rest, seat_of, in_hands, places, hidden, own_lead)


def _deal_to_the_first_lead(
    state: PaskahousuState,
    announced: tuple[int, tuple[Card, ...]],
    lead: _Lead,
    own: list[tuple[Card, ...]],
    rng: random.Random,
) -> bool:
    """Deal the unseen cards into the hidden places so that the first lead is the
    announced one, and say whether it could (else nothing is dealt).

    The announced lead is of rank R: no hand holds a rank that comes before R in the
    lead order, so the unseen cards of those ranks lie at random places of the
    stock; only where the unseen cards of rank R lie decides the rest (who holds
    the most of them, or the first of them), so their places are drawn again until
    :meth:`~PaskahousuState.first_lead` of the hands they make is the announced one,
    and then the other cards are shuffled into the other places.  That is the deal
    the rejection of whole deals gives (every deal agreeing with the view equally
    likely), in a few draws per try instead of a shuffle.
    """
    leads, low, seat_of = lead.leads, lead.low, lead.seat_of
    in_hands, places = lead.in_hands, lead.places
    if low:
        stock_places = list(range(in_hands, places))
        shuffle_to_end(stock_places, len(low), rng)
        cut = len(stock_places) - len(low)
        low_places = stock_places[cut:]
        free = [*range(in_hands), *stock_places[:cut]]
    else:  # no place drawn for them
        low_places = []
        free = list(range(places))
    for _ in range(_FIRST_LEAD_TRIES):
        shuffle_to_end(free, len(leads), rng)
        lead_places = free[len(free) - len(leads) :]
        # the first lead of the hands as far as it reads them: the cards of rank R
        # and before (the deal below gives them the rest)
        hands = [list(cards) for cards in lead.own_lead]
        for i in range(len(leads)):
            place = lead_places[i]
            if place < in_hands:
                hands[seat_of[place]].append(leads[i])
        state.hands = hands
        if state.first_lead() == announced:
            break
    else:
        return False
    # the other cards, shuffled, fill the other places in order: each card placed
    # above goes in at its place, the lowest place first
    placed = [(low_places[i], low[i]) for i in range(len(low))]
    placed += [(lead_places[i], leads[i]) for i in range(len(leads))]
    placed.sort()  # by place: no two are the same
    deal = lead.rest.copy()
    shuffle(deal, rng)
    for place, card in placed:
        deal.insert(place, card)
    hidden = lead.hidden
    hands = []
    start = 0
    for seat in range(len(hidden)):
        end = start + hidden[seat]
        hands.append([*own[seat], *deal[start:end]])
        start = end
    state.hands = hands
    state.stock = deal[in_hands:]
    return True
