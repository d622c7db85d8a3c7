"""``sample_state(view, rng)``: a full Paskahousu state consistent with a view.

Every public field comes from the view (``State.load_view_fields``); only the
hidden cards are dealt: the stock and the unknown part of the other hands.
"""

from __future__ import annotations

import random

from pantsdown.core.cards import PACK_52, Card
from pantsdown.core.log import Log
from pantsdown.core.protocol import ChanceMode, State, bare_instance, shuffle
from pantsdown.games.paskahousu.state import PaskahousuState
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
    hands: list[list[Card]] = [[] for _ in range(n)]
    for _ in range(_FIRST_LEAD_TRIES):
        shuffle(unseen, rng)
        rest = iter(unseen)
        for seat in range(n):
            own = view.hand if seat == view.seat else view.known[seat]
            hands[seat] = [*own, *(next(rest) for _ in range(hidden[seat]))]
        state.hands = hands
        if view.phase is not Phase.FIRST_LEAD or state.first_lead() == announced:
            break
    state.stock = unseen[sum(hidden) :]
    return state
