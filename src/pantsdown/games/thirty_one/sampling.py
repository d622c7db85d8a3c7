"""``sample_state(view, rng)``: a full 31-family state consistent with one seat's view.

Every public field comes from the view (``State.load_view_fields``); only the hidden
cards are dealt: the unknown part of the other hands, the unseen extra hand and the
stock.  Every event of the family is public, so the view's log is the sampled
state's.

>>> import random
>>> from pantsdown.core.registry import make
>>> state = make("schwimmen", 3, seed=4)
>>> view = state.view(state.current_player())
>>> sample_state(view, random.Random(1)).view(view.seat) == view
True
"""

from __future__ import annotations

import random
from typing import Final

from pantsdown.core.cards import Card
from pantsdown.core.log import Log
from pantsdown.core.protocol import (
    CHANCE,
    TERMINAL,
    ChanceMode,
    State,
    ViewMemo,
    bare_instance,
    shuffle,
    unseen_cards,
)
from pantsdown.games.thirty_one.state import ThirtyOneState
from pantsdown.games.thirty_one.view import Phase, ThirtyOneView

__all__ = ["sample_state"]

_OVER: Final = Phase.OVER
"""The phase of a finished match, as a constant: compiled, a member read through its
(interpreted) enum class costs a call of the enum type's ``__getattr__`` hook."""


class _Frame:
    """What :func:`sample_state` works out from a view alone, before any draw: the state
    of the view's public fields (no hidden card dealt), the cards each hand is known to
    hold, and the cards the view cannot see.  Never changed once kept (see
    :class:`~pantsdown.core.protocol.ViewMemo`).
    """

    def __init__(
        self, state: ThirtyOneState, known: list[tuple[Card, ...]], pool: list[Card]
    ) -> None:
        self.state = state
        """The view's public fields and what follows from them."""
        self.known = known
        """Per seat, the cards known to be in its hand (this seat's: its whole hand)."""
        self.pool = pool
        """The cards the view cannot see, in card-index order: the ones to deal."""


_FRAMES: Final[ViewMemo[_Frame]] = ViewMemo()
"""The view last sampled, and its frame from its second sample in a row on."""


def sample_state(view: ThirtyOneView, rng: random.Random) -> ThirtyOneState:
    """A full state consistent with ``view``: hidden cards dealt from those it cannot see.

    Cards every seat knows a player holds (taken from the table, or shown) stay in
    that player's hand; the rest of the pack not in the view (its own hand, the table,
    the discards, the known cards) is shuffled into the other hands, the extra hand
    and the stock.  A view at a chance node (explicit chance, before a deal) gives a
    state that waits on the same chance outcomes.  What follows from the view alone is
    kept from the second sample of a view in a row on (see ``ViewMemo``).
    """
    seed = rng.getrandbits(63)
    frame, kept = _FRAMES.take(view, _frame)
    state = frame.state.clone() if kept else frame.state
    state.seed = seed
    pool = frame.pool.copy()
    shuffle(pool, rng)
    hands: list[list[Card]] = []
    sizes = view.hand_sizes
    for seat, known in enumerate(frame.known):
        hand = list(known)
        if seat != view.seat:
            for _ in range(sizes[seat] - len(known)):
                hand.append(pool.pop())
        hands.append(hand)
    state.hands = hands
    state.widow = [pool.pop() for _ in range(view.widow_size)]
    if view.current_player == CHANCE:  # between hands: the next deal shuffles the pack
        state.stock = pool[: view.stock_size]
        state.chance_mode = ChanceMode.EXPLICIT
        state.start_hand()
        return state
    if len(pool) != view.stock_size:
        raise ValueError(
            f"the view's card counts do not add up to the pack: {len(pool)} cards left "
            f"for a stock of {view.stock_size}"
        )
    state.stock = pool
    return state


def _frame(view: ThirtyOneView) -> _Frame:
    """What :func:`sample_state` deals from, worked out from ``view`` alone."""
    n = view.num_players
    state = bare_instance(ThirtyOneState)
    State.__init__(state, view.rules, n, seed=0)  # the sample's seed is its own
    state.variant = view.variant
    state.options = dict(view.options)
    state.load_view_fields(view)
    state.events = Log(view.log)
    state.results = (
        Log() if view.last_result is None else Log([view.last_result])
    )  # enough for play
    state.next_dealer = view.dealer
    over = view.phase is _OVER
    current = view.current_player
    state.to_act = TERMINAL if over else max(current, 0)
    state.hand_over = over or current == CHANCE
    state.hands = [[] for _ in range(n)]  # the hidden places, each sample's to deal
    state.widow = []
    state.stock = []
    seen = [*view.hand, *view.table, *view.discards]
    known: list[tuple[Card, ...]] = []
    for seat, cards in enumerate(view.known):
        if seat == view.seat:
            known.append(view.hand)
        else:
            seen += cards
            known.append(cards)
    pool = unseen_cards(state.pack, seen)
    if pool is None:
        raise ValueError("the view shows more copies of a card than the pack holds")
    return _Frame(state, known, pool)
