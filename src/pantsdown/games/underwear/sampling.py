"""Determinization: a full Underwear state consistent with one seat's view."""

from __future__ import annotations

import random
from typing import Final

from pantsdown.core.cards import Card
from pantsdown.core.log import Log
from pantsdown.core.protocol import State, View, ViewMemo, bare_instance, shuffle, unseen_cards
from pantsdown.games.underwear.state import UnderwearState
from pantsdown.games.underwear.view import UnderwearView

__all__ = ["sample_state"]


class _Frame:
    """What :func:`sample_state` works out from a view alone, before any draw: the state
    of the view's public fields (no hidden card dealt) and the cards the view cannot
    see.  Never changed once kept (see :class:`~pantsdown.core.protocol.ViewMemo`).
    """

    def __init__(self, state: UnderwearState, unseen: list[Card]) -> None:
        self.state = state
        """The view's public fields and what follows from them."""
        self.unseen = unseen
        """The cards the view cannot see, in card-index order: the ones to deal."""


_FRAMES: Final[ViewMemo[_Frame]] = ViewMemo()
"""The view last sampled, and its frame from its second sample in a row on."""


def sample_state(view: View, rng: random.Random) -> UnderwearState:
    """A full state consistent with ``view``: the hidden cards dealt at random.

    Hidden cards are the opponents' hands and the stock.  No card ever passes from
    the table into a hand in Underwear, so nothing more is known about them: they
    are the pack less the viewer's hand and every card played face up (downpile,
    discards, up-piles, face-down ones included).  Every public field comes from
    the view as it is.  What follows from the view alone is kept from the second
    sample of a view in a row on (see ``ViewMemo``).
    """
    if not isinstance(view, UnderwearView):
        raise TypeError(f"{view!r} is not an UnderwearView")
    seed = rng.getrandbits(63)
    frame, kept = _FRAMES.take(view, _frame)
    state = frame.state.clone() if kept else frame.state
    state.seed = seed
    unseen = frame.unseen.copy()
    shuffle(unseen, rng)
    hands: list[list[Card]] = []
    sizes = view.hand_sizes
    for s in range(view.num_players):
        if s == view.seat:
            hands.append(list(view.hand))
        else:
            k = sizes[s]
            hands.append(unseen[:k])
            del unseen[:k]
    state.hands = hands
    if len(unseen) != view.stock_size:
        raise ValueError("the view's card counts do not add up to the pack")
    state.stock = unseen
    return state


def _frame(view: UnderwearView) -> _Frame:
    """What :func:`sample_state` deals from, worked out from ``view`` alone."""
    state = bare_instance(UnderwearState)
    State.__init__(state, view.rules, view.num_players, seed=0)  # the sample's seed is its own
    state.variant = view.variant
    state.options = dict(view.options)
    state.load_view_fields(view)
    state.results = Log() if view.last_result is None else Log([view.last_result])
    state.events = Log(view.log)  # the hand so far, as this seat saw it
    state.hands = []  # the hidden places, each sample's to deal
    state.stock = []
    seen = list(view.hand) + list(view.downpile) + list(view.discards)
    seen += [c for piles in view.up_piles for p in piles for c in p.cards]
    unseen = unseen_cards(state.hand_pack(), seen)
    if unseen is None:
        raise ValueError("the view shows more copies of a card than the pack holds")
    return _Frame(state, unseen)
