"""Determinization: a full Underwear state consistent with one seat's view."""

from __future__ import annotations

import random

from pantsdown.core.log import Log
from pantsdown.core.protocol import State, View, bare_instance, shuffle, unseen_cards
from pantsdown.games.underwear.state import UnderwearState
from pantsdown.games.underwear.view import UnderwearView

__all__ = ["sample_state"]


def sample_state(view: View, rng: random.Random) -> UnderwearState:
    """A full state consistent with ``view``: the hidden cards dealt at random.

    Hidden cards are the opponents' hands and the stock.  No card ever passes from
    the table into a hand in Underwear, so nothing more is known about them: they
    are the pack less the viewer's hand and every card played face up (downpile,
    discards, up-piles, face-down ones included).  Every public field comes from
    the view as it is.
    """
    if not isinstance(view, UnderwearView):
        raise TypeError(f"{view!r} is not an UnderwearView")
    n = view.num_players
    state = bare_instance(UnderwearState)
    State.__init__(state, view.rules, n, seed=rng.getrandbits(63))
    state.variant = view.variant
    state.options = dict(view.options)
    state.load_view_fields(view)
    state.results = Log() if view.last_result is None else Log([view.last_result])
    state.events = Log(view.log)  # the hand so far, as this seat saw it
    seen = list(view.hand) + list(view.downpile) + list(view.discards)
    seen += [c for piles in view.up_piles for p in piles for c in p.cards]
    unseen = unseen_cards(state.hand_pack(), seen)
    if unseen is None:
        raise ValueError("the view shows more copies of a card than the pack holds")
    shuffle(unseen, rng)
    state.hands = []
    for s in range(n):
        if s == view.seat:
            state.hands.append(list(view.hand))
        else:
            k = view.hand_sizes[s]
            state.hands.append(unseen[:k])
            del unseen[:k]
    if len(unseen) != view.stock_size:
        raise ValueError("the view's card counts do not add up to the pack")
    state.stock = unseen
    return state
