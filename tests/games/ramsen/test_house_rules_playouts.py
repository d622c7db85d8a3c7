"""Random playouts with every house rule of a game switched on (issue 13).

Each position along the way must keep the contracts the presets keep: the position
notation reads back to the same position, a sampled state shows the seat the same
view, and no void a view claims contradicts the cards really held.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pantsdown import make
from pantsdown.core.registry import from_position
from pantsdown.games.ramsen import RamsenState, sample_state

HOUSE: dict[str, dict[str, object]] = {
    "zwanzig": {
        "no_drop_suit": "clubs",
        "no_drop_first_hand": True,
        "drops_in_a_row": 1,
        "two_must_play": True,
        "no_drop_at_or_below": 5,
        "no_exchange_at_or_below": 3,
        "announcer_pays_double": True,
        "hearts_blind": True,
        "trump_next_card": True,
        "tie_plays_on": True,
    },
    "mulatschak": {
        "all_pass": "redeal_double",
        "bid_one_hearts": True,
        "others_exchange_declarers_count": False,
        "no_exchange_in_hearts": True,
        "mulatschak_made_others": 10,
        "mulatschak_fail_paid_to": "trick_takers",
        "scores_stop_at_zero": True,
    },
    "bohemian-watten": {"follow_trumps_only": True, "strikers_free": True, "guater": True},
    "bohemian-watten-criticals": {"follow_trumps_only": True, "critical_lead_free": True},
}


def _check(state: RamsenState, rng: random.Random) -> None:
    copy = from_position(state.to_position(), seed=state.seed)
    assert copy.to_position() == state.to_position()
    seat = state.current_player()
    view = state.view(seat)
    assert sample_state(view, rng).view(seat) == view
    table = state.table
    for s, mask in enumerate(state.void_masks):
        held = {table.eff[c.index] for c in state.hands[s]}
        assert not any(mask >> e & 1 for e in held), (s, mask, state.hands[s])


@pytest.mark.parametrize("preset", sorted(HOUSE))
@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_house_rules_keep_positions_views_and_voids_sound(preset: str, seed: int) -> None:
    """Every house rule of the game on: positions read back, sampled states show the same
    view, and no void a view claims is contradicted by the cards held."""
    state = make(preset, seed=seed, options=HOUSE[preset])
    assert isinstance(state, RamsenState)
    rng = random.Random(seed)
    for _ in range(120):
        if state.is_terminal():
            break
        _check(state, rng)
        state.apply(rng.choice(list(state.legal_actions())))
