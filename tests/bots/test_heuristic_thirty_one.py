"""The 31-family heuristic bot beats the random bot."""

from __future__ import annotations

import pytest

from pantsdown.bots.base import Bot, RandomBot, make_bot
from pantsdown.bots.heuristic.thirty_one import HeuristicBot
from pantsdown.core.registry import make


def play_match(variant: str, n: int, seed: int, hero: int) -> float:
    """One match: the heuristic bot at seat ``hero``, random bots elsewhere; its return."""
    state = make(variant, n, seed=seed)
    bots: list[Bot] = [
        HeuristicBot(seed) if i == hero else RandomBot(seed * 10 + i) for i in range(n)
    ]
    while not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        state.apply(action)
    return state.returns()[hero]


def test_heuristic_beats_random_at_schwimmen() -> None:
    """Seat-rotated, 4 players, 1 heuristic against 3 random: measured 60/60 won (1.00)."""
    wins = sum(play_match("schwimmen", 4, seed, seed % 4) for seed in range(40))
    assert wins / 40 > 0.6  # random play would win about 0.25


@pytest.mark.parametrize(
    "variant", ["hosenabe", "dutch-31", "hosa-aba", "41", "tri-palki", "tuppenny"]
)
def test_heuristic_beats_random_in_every_preset(variant: str) -> None:
    """Measured 60/60 in each preset (1.00) against a 0.25 baseline."""
    wins = sum(play_match(variant, 4, seed, seed % 4) for seed in range(12))
    assert wins / 12 > 0.5


def test_make_bot_finds_the_heuristic_and_it_explains_itself() -> None:
    bot = make_bot("heuristic", "thirty_one", seed=1)
    assert isinstance(bot, HeuristicBot)
    state = make("schwimmen", 4, seed=3)
    bot.choose(state.view(state.current_player()), state.legal_actions())
    assert bot.reason


def test_a_close_reason_states_the_hand_the_bot_closes_with() -> None:
    """The reason shown in the terminal names the value after the swap, not before it."""
    import re

    from pantsdown import make
    from pantsdown.bots import make_bot
    from pantsdown.games.thirty_one.actions import Close

    closes = 0
    for seed in range(30):
        state = make("schwimmen", 3, seed=seed)
        bots = [make_bot("heuristic", "thirty_one", seed=s) for s in range(3)]
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view(seat)
            action = bots[seat].choose(view, state.legal_actions())
            state.apply(action)
            if isinstance(action, Close) or getattr(action, "close", False):
                closes += 1
                match = re.search(r"hand ([\d.]+)", bots[seat].reason)
                assert match, bots[seat].reason
                shown = state.view(seat)
                if shown.hand_number == view.hand_number and shown.hand:
                    assert float(match.group(1)) == shown.hand_value, bots[seat].reason
    assert closes > 0
