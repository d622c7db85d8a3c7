"""Every house rule of issue 13 in whole matches: the heuristic and random bots play
them to the end within ``game.max_decisions``, every position on the way round-trips
through the position notation, and a state sampled from the acting seat's view shows
that seat the same view (the hidden cards stay hidden and nothing known is lost).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pantsdown.bots import make_bot
from pantsdown.core.registry import family, from_position, make

HOUSE_RULES: list[tuple[str, dict[str, Any]]] = [
    ("schwimmen", {"pair_counts_sum": True}),
    ("schwimmen", {"second_close_ends_hand": True}),
    ("schwimmen", {"all_pass": "next_may_renew"}),
    ("schwimmen", {"pass_rule": "once"}),
    ("schwimmen", {"close_not_in_first_orbit": True, "dealer_may_close_first_orbit": True}),
    ("hosa-aba", {"dealer_may_close_first_orbit": True, "second_close_ends_hand": True}),
    ("paskahousu", {"empty_pile_trap": False}),
    ("paskahousu", {"one_special_per_play": True}),
    ("paskahousu", {"court_min_top": 6}),
    ("paskahousu", {"court_min_top": None}),
    ("paskahousu", {"ace_on_any_lower": True}),
    ("paskahousu", {"twos_block": False, "two_plays_again": True}),
    ("paskahousu", {"two_plays_again": True}),
    ("paskahousu", {"twos_low": True, "one_special_per_play": True}),
    ("paskahousu", {"first_lead": "lowest_card"}),
    ("paskahousu", {"empty_pile_two_to_six": True}),
    ("paskahousu", {"try_stock_to_hand": True}),
]
IDS = [
    f"{name}-{'-'.join(f'{k}={v}' for k, v in options.items())}" for name, options in HOUSE_RULES
]


@pytest.mark.parametrize(("name", "options"), HOUSE_RULES, ids=IDS)
@pytest.mark.parametrize("bot_name", ["heuristic", "random"])
def test_a_house_rule_plays_whole_matches_with_positions_and_views_intact(
    name: str, options: dict[str, Any], bot_name: str
) -> None:
    for seed in range(3):
        state = make(name, 4, seed=seed, options=options)
        fam = family(state.family_id)
        bots = [make_bot(bot_name, state.family_id, seed=seed * 10 + s) for s in range(4)]
        rng = random.Random(seed)
        limit, decisions = state.game.max_decisions, 0
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view(seat)
            if decisions % 7 == 0:
                text = state.to_position()
                assert from_position(text, seed=seed).to_position() == text
                assert fam.sample_state(view, rng).view(seat) == view
            state.apply(bots[seat].choose(view, state.legal_actions()))
            decisions += 1
            assert decisions <= limit
