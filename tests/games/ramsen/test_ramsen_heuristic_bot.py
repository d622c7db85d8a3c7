"""The Ramsen-family heuristic bot beats random play (measured over seeded matches)."""

from __future__ import annotations

import pytest

from pantsdown import make
from pantsdown.bots.base import Bot, RandomBot, make_bot
from pantsdown.bots.heuristic.ramsen import HeuristicBot
from pantsdown.games.ramsen import FAMILY


def _share(name: str, matches: int) -> float:
    """The heuristic bot's share of the wins, one heuristic seat rotating among random ones."""
    total = 0.0
    for m in range(matches):
        state = make(name, seed=m)
        n = state.num_players
        seat = m % n
        bots: list[Bot] = [
            HeuristicBot(m) if s == seat else RandomBot(10 * m + s) for s in range(n)
        ]
        while not state.is_terminal():
            p = state.current_player()
            state.apply(bots[p].choose(state.view(p), state.legal_actions()))
        total += state.returns()[seat]
    return total / matches


@pytest.mark.parametrize("name", ["ramsen", "zwanzig", "raub", "mulatschak", "schnalzen"])
def test_heuristic_beats_random(name: str) -> None:
    # measured over 40 matches: ramsen 0.82, zwanzig 0.95, raub 0.80, mulatschak 0.61,
    # schnalzen 0.90 (random baseline 0.25)
    assert _share(name, 16) > 0.45


def test_make_bot_finds_it_and_it_explains_itself() -> None:
    bot = make_bot("heuristic", "ramsen", seed=1)
    assert isinstance(bot, HeuristicBot)
    for variant in FAMILY.variants:
        state = make(variant.name, seed=2)
        for _ in range(40):
            if state.is_terminal():
                break
            p = state.current_player()
            action = bot.choose(state.view(p), state.legal_actions())
            assert action in state.legal_actions() and bot.reason
            state.apply(action)


def test_bot_schlecks_a_critical_and_takes_a_trump_on_sight() -> None:
    """The bot takes a Critical at the cut (criticals preset) and, under
    ``weli_trump_redraw``, a trump offered on sight."""
    from ramsen_helpers import play, stacked

    state = stacked(
        "bohemian-watten-criticals",
        ["7c 8c 9c 10c Kc", "As Ks Qs Js 10s", "Ah Qh Jh 10h 9h", "Ad Kd Qd Jd"],
        schlecker=3,
        turned="8s",
        bottom="7d",
    )
    bot = HeuristicBot(1)
    assert str(bot.choose(state.view(3), state.legal_actions())) == "schleck"
    hands = ["7c 8c 9c Kc Qc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
    state = stacked(
        "mulatschak", hands, bottom="6c", talon="7h 8s", options={"weli_trump_redraw": True}
    )
    play(state, "pass", "pass", "bid 2", "pass", "pass", "trump hearts")
    play(state, "exchange Ah")
    assert str(state.onsight) == "7h"
    assert str(bot.choose(state.view(2), state.legal_actions())) == "take"
