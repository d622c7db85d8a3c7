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
from pantsdown.core.protocol import State, ViewMemo, bare_instance, shuffle
from pantsdown.games.ramsen.actions import CallName
from pantsdown.games.ramsen.deal import sort_cards
from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.procedures import phase_order, procedure
from pantsdown.games.ramsen.ranking import beats, rank_table
from pantsdown.games.ramsen.rules import RamsenRules
from pantsdown.games.ramsen.state import RamsenState
from pantsdown.games.ramsen.view import VOID_WORDS, RamsenView

__all__ = ["sample_state"]

_VOID_BITS: Final = {word: 1 << e for e, word in enumerate(VOID_WORDS)}
"""Each word of a view's ``voids`` entry, as its bit of a void mask
(:func:`~pantsdown.games.ramsen.view.void_mask`)."""
_VOID_COUNTS: Final = tuple(bin(mask).count("1") for mask in range(1 << len(VOID_WORDS)))
"""How many effective suits each void mask names."""
_BLIND: Final = (Phase.DEALER_PRE, Phase.DEALER_BLIND, Phase.HEARTS_BLIND)
"""The phases in which the seat to act has not seen its hand (the Raub dealer)."""
# the enum members the sampler compares with, as constants: compiled, a member of an
# enum defined in an interpreted module (``CallName``) is read through its class, which
# calls the enum type's ``__getattr__`` hook each time
_DEALER_PRE: Final = Phase.DEALER_PRE
_SCHLECK: Final = Phase.SCHLECK
_BID: Final = Phase.BID
_STAY: Final = CallName.STAY
_PLAY_HAND: Final = CallName.PLAY_HAND
_ORDERS: Final = "_sampling_phase_orders"
"""The name under which a rules object keeps its phase orders by contract (see
:func:`_phase_order`)."""


class _Frame:
    """What :func:`sample_state` works out from a view alone, before any draw: the state
    of the view's public fields (hidden places empty), the cards known to be in each
    hidden place, the cards the view cannot see, and how the voids deal them.  Never
    changed once kept (see :class:`~pantsdown.core.protocol.ViewMemo`).
    """

    def __init__(
        self,
        state: RamsenState,
        hands: list[list[Card]],
        discards: list[list[Card]],
        unknown: list[Card],
        others: list[int],
        order: list[int],
        eff: tuple[int, ...],
        voids: bool,
        seat: int,
        sizes: tuple[int, ...],
        peek: Card | None,
        onsight_left: int,
        view: RamsenView,
    ) -> None:
        self.state = state
        """The view's public fields and what follows from them; no hidden card dealt."""
        self.hands = hands
        """Per seat, the cards known to be in its hand (this seat's: its own hand)."""
        self.discards = discards
        """Per seat, the cards known to be among its discards."""
        self.unknown = unknown
        """The cards the view cannot see, in pack order: the ones to deal."""
        self.others = others
        """The seats whose hands are dealt, in seat order."""
        self.order = order
        """Those seats by how many voids they showed, most first (the order in which
        :func:`_deal_around_voids` deals them)."""
        self.eff = eff
        """Each card's effective suit by card index (the hand's trump table)."""
        self.voids = voids
        """Some seat dealt to showed a void."""
        # what the deal reads of the view (``view`` for the fields :func:`_frame` has
        # not read), read once
        self.seat = seat
        """The seat whose view this is."""
        self.sizes = sizes
        """Cards held by each seat."""
        self.out_counts = view.out_counts
        """Per seat, how many of its cards are out of play face down."""
        self.turn = state.phase == _DEALER_PRE
        """The sample turns a trump card from the unseen ones (the view's dealer has
        not turned it yet)."""
        self.onsight_left = onsight_left
        """How many unseen cards are declarer's on-sight discards waiting (none when
        they are this seat's: then they are known)."""
        self.widow_size = view.widow_size
        """Cards in the widow."""
        self.peek = peek
        """The cut card this seat saw (the talon's bottom card), if any."""
        self.talon_size = view.talon_size
        """Cards in the talon."""


_FRAMES: Final[ViewMemo[_Frame]] = ViewMemo()
"""The view last sampled, and its frame from its second sample in a row on."""


def sample_state(view: RamsenView, rng: random.Random) -> RamsenState:
    """A full state consistent with ``view``: hidden cards dealt from the unseen ones.

    Starts from the view's public fields (``load_view_fields``) and respects the
    view's voids (effective suits), the cards each seat is publicly known to hold,
    this seat's own discards and cut-card peek, and the counts of every hidden
    place (hands, discards, talon, widow, on-sight discards).  What follows from the
    view alone is kept from the second sample of a view in a row on (see ``ViewMemo``).
    """
    seed = rng.getrandbits(32)
    frame, kept = _FRAMES.take(view, _frame)
    st = frame.state.clone() if kept else frame.state
    st.seed = seed
    me = frame.seat
    hands = [h.copy() for h in frame.hands]
    discards = [d.copy() for d in frame.discards]
    sizes = frame.sizes
    # the pool's cards from ``taken`` on are still to place
    taken = 0
    if frame.voids:
        pool = _deal_around_voids(
            frame.unknown, hands, frame.order, sizes, st.void_masks, frame.eff, rng
        )
    else:  # one shuffle, and each seat takes its share in turn
        pool = frame.unknown.copy()
        shuffle(pool, rng)
        for s in frame.others:
            need = sizes[s] - len(hands[s])
            hands[s].extend(pool[taken : taken + need])
            taken += need
    if frame.turn:
        if taken >= len(pool):
            raise AssertionError("sampling lost count: no card left to turn")
        turned = pool.pop()
        st.turned = turned
        st.trump_card = turned
        st.trump = turned.suit
    # the other hidden places take the pool's cards in turn
    out_counts = frame.out_counts
    for s in range(len(out_counts)):
        if s == me:
            continue
        need = out_counts[s] - len(discards[s])
        discards[s].extend(pool[taken : taken + need])
        taken += need
    onsight_left = frame.onsight_left
    if onsight_left:
        st.onsight_discards = pool[taken : taken + onsight_left]
        taken += onsight_left
    st.widow = pool[taken : taken + frame.widow_size]
    taken += frame.widow_size
    # the stock's top card is its last; the cut card this seat saw stays at the bottom
    peek = frame.peek
    st.stock = [peek, *pool[taken:]] if peek is not None else pool[taken:]
    if len(st.stock) != frame.talon_size:
        raise AssertionError(
            f"sampling lost count: talon {len(st.stock)} != {frame.talon_size} in {st.phase}"
        )
    for h in hands:
        sort_cards(h)  # in card-index order, as every hand is kept
    st.hands = hands
    st.discards = [tuple(d) for d in discards]
    if peek is None and st.phase == _SCHLECK and st.stock:
        st.cut_card = st.stock[0]  # another seat is looking at the bottom card now
        st.cut_seat = st.to_act
    return st


def _frame(view: RamsenView) -> _Frame:
    """What :func:`sample_state` deals from, worked out from ``view`` alone."""
    st = _blank(view)
    _restore_steps(st)
    r = st.rules
    n = st.num_players
    me = view.seat
    phase = st.phase
    blind = phase in _BLIND
    # the cards out of the unknown, by card index (a card is in the pack at most once)
    seen = [False] * 52
    for _, plays, _ in st.tricks:
        for _, c in plays:
            seen[c.index] = True
    for _, c in st.trick:
        seen[c.index] = True
    for c in st.public_out:
        seen[c.index] = True
    peek = view.peek
    for maybe in (st.turned, st.onsight, peek):
        if maybe is not None:
            seen[maybe.index] = True
    # a trump card taken into a hand is in ``known``
    hands: list[list[Card]] = [[] for _ in range(n)]
    discards: list[list[Card]] = [[] for _ in range(n)]
    if not blind:
        hand = view.hand
        hands[me] = list(hand)
        for c in hand:
            seen[c.index] = True
    mine = view.discards
    discards[me] = list(mine)
    for c in mine:
        seen[c.index] = True
    onsight_mine = view.onsight_mine
    for c in onsight_mine:
        seen[c.index] = True

    masks = st.void_masks
    table = rank_table(r, st.trump, st.trump_card)
    eff = table.eff
    sizes = view.hand_sizes
    known = st.known
    # publicly known cards of other seats: in hand if possible, else discards
    others: list[int] = []
    voids = False
    for s in range(n):
        if s == me and not blind:
            continue
        others.append(s)
        mask = masks[s]
        voids = voids or mask != 0
        for c in known[s]:
            if seen[c.index]:
                continue
            seen[c.index] = True
            if len(hands[s]) < sizes[s] and not (mask >> eff[c.index]) & 1:
                hands[s].append(c)
            else:
                discards[s].append(c)
    pack = r.pack_cards
    indexes = _pack_indexes(pack)
    unknown = [pack[k] for k in range(len(pack)) if not seen[indexes[k]]]
    # the seats by how many voids they showed, most first, in seat order among equals
    order: list[int] = []
    for count in range(len(VOID_WORDS), -1, -1):
        for s in others:
            if _VOID_COUNTS[masks[s]] == count:
                order.append(s)
    onsight_left = 0
    if onsight_mine:
        st.onsight_discards = list(onsight_mine)
    else:
        onsight_left = view.onsight_left
    if peek is not None:
        st.cut_card = peek
        st.cut_seat = me
    if st.trick:
        best_seat, best = st.trick[0]
        for s, c in st.trick[1:]:
            if beats(table, c, best):
                best_seat, best = s, c
        st.best_seat = best_seat
    return _Frame(
        st, hands, discards, unknown, others, order, eff, voids, me, sizes, peek, onsight_left, view
    )


_PACK_INDEXES: Final[dict[int, tuple[tuple[Card, ...], list[int]]]] = {}
"""Each pack's card indexes, in pack order, by the pack's ``id`` (with the pack: a
family's packs are a few tuples that live as long as the process)."""


def _pack_indexes(pack: tuple[Card, ...]) -> list[int]:
    """The :attr:`~pantsdown.core.cards.Card.index` of each card of ``pack``, in order."""
    entry = _PACK_INDEXES.get(id(pack))
    if entry is None or entry[0] is not pack:
        if len(_PACK_INDEXES) >= 64:  # bounded: many short-lived packs start it afresh
            _PACK_INDEXES.clear()
        entry = _PACK_INDEXES[id(pack)] = (pack, [c.index for c in pack])
    return entry[1]


def _deal_around_voids(
    unknown: list[Card],
    hands: list[list[Card]],
    order: list[int],
    sizes: tuple[int, ...],
    masks: tuple[int, ...],
    eff: tuple[int, ...],
    rng: random.Random,
) -> list[Card]:
    """Fill the hands of the seats in ``order`` from ``unknown`` so that no seat gets a
    card of an effective suit it showed void in; return the cards left, in shuffled
    order.

    The seats choose in ``order`` (the most voids first), each the first cards of a
    shuffled pool it may hold; a deal that leaves a seat short is shuffled again (at most 200
    times; then the voids are ignored, which only contradictory views reach).
    """
    for _attempt in range(200):
        pool = list(unknown)
        shuffle(pool, rng)
        dealt = [list(h) for h in hands]  # ``hands`` changes only once a deal holds
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


def _blank(view: RamsenView) -> RamsenState:
    """A state with the view's public fields and no cards (for sampling; its seed is
    the sample's to set).
    """
    # every field the view has, then the others as a hand with no card dealt has
    # them (``_reset_hand``)
    n = view.num_players
    st = bare_instance(RamsenState)
    State.__init__(st, view.rules, n, seed=0)
    st.variant = view.variant
    st.options = dict(view.options)
    st.load_view_fields(view)
    st.hands = [[] for _ in range(n)]
    st.stock = []
    st.widow = []
    st.discards = [()] * n
    st.cut_card = None
    st.cut_seat = -1
    st.onsight_discards = []
    st.best_seat = 0
    current = view.current_player
    st.to_act = current if current >= 0 else 0
    calls = st.calls
    st.stayed = tuple([c == _STAY for c in calls])
    st.queue = list(view.to_speak)
    masks: list[int] = []
    for words in view.voids:
        mask = 0
        for word in words:
            mask |= _VOID_BITS[word]
        masks.append(mask)
    st.void_masks = tuple(masks)
    # a seat asked again after saying play is exchanging (Mulatschak)
    st.sub_exchange = (
        st.phase == _BID
        and procedure(st.rules).exchange_after_playing
        and 0 <= current < n
        and calls[current] == _PLAY_HAND
    )
    st.events = Log(view.log)  # the hand's events as this seat saw them
    return st


def _restore_steps(st: RamsenState) -> None:
    """The phases still to come after the phase of ``st`` (the procedure's order)."""
    order = _phase_order(st.rules, st.contract)
    st.steps = list(order[order.index(st.phase) + 1 :]) if st.phase in order else []


def _phase_order(rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
    """:func:`~pantsdown.games.ramsen.procedures.phase_order`, kept by the rules object
    per contract (as :func:`~pantsdown.games.ramsen.ranking.rank_table` keeps its
    tables): a handful of keys, no hashing of the rules.
    """
    orders: dict[Contract, tuple[Phase, ...]] | None = rules.__dict__.get(_ORDERS)
    if orders is None:
        orders = {}
        object.__setattr__(rules, _ORDERS, orders)  # a derived table, not a rule field
    order = orders.get(contract)
    if order is None:
        order = orders[contract] = phase_order(rules, contract)
    return order
