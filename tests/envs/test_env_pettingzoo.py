"""The PettingZoo AEC environments: PettingZoo's own API and seed tests, for every preset.

PettingZoo's tests run on hand-long episodes (``episode="hand"``): whole matches of
the many-hand presets take thousands of steps, and the conformance suite already
plays every preset's whole matches; ``test_a_whole_match_episode_...`` plays one
match episode per family through the environment.
"""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
from envs_helpers import one_per_family, preset_sizes
from pettingzoo.test import api_test, seed_test

from pantsdown.core.errors import GameError
from pantsdown.envs.common import match_scores
from pantsdown.envs.pettingzoo import env, raw_env


@pytest.mark.parametrize(("name", "players"), preset_sizes())
def test_pettingzoo_api_and_seed_tests_pass(name: str, players: int) -> None:
    with warnings.catch_warnings():
        # PettingZoo warns that a Dict observation "probably should be" a Box: the
        # {"observation", "action_mask"} dict is its own convention for masked games.
        warnings.simplefilter("ignore", UserWarning)
        api_test(env(name, players, episode="hand"), num_cycles=300)
        seed_test(lambda: env(name, players, episode="hand"), num_cycles=30)


def _play(e: object, rng: random.Random) -> dict[str, float]:
    totals: dict[str, float] = {}
    for agent in e.agent_iter():  # type: ignore[attr-defined]
        obs, reward, terminated, truncated, _ = e.last()  # type: ignore[attr-defined]
        totals[agent] = totals.get(agent, 0.0) + reward
        if terminated or truncated:
            action = None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        e.step(action)  # type: ignore[attr-defined]
    return totals


@pytest.mark.parametrize("name", one_per_family())
def test_a_whole_match_episode_pays_each_seat_its_change_in_match_score(name: str) -> None:
    e = raw_env(name, 3 if name != "schnalzen" else 4)
    e.reset(seed=3)
    assert e.match is not None
    start = match_scores(e.match)
    totals = _play(e, random.Random(1))
    state = e.match
    assert state.is_terminal()
    end = match_scores(state)
    for seat, agent in enumerate(e.possible_agents):
        assert totals[agent] == pytest.approx(end[seat] - start[seat])
    assert e.agents == []


def test_win_rewards_pay_the_match_returns_at_the_end() -> None:
    e = raw_env("paskahousu", 4, reward="win")
    e.reset(seed=5)
    totals = _play(e, random.Random(2))
    assert e.match is not None
    assert [totals[a] for a in e.possible_agents] == e.match.returns()
    assert sum(totals.values()) == pytest.approx(1.0)


def test_a_hand_episode_ends_with_the_first_hand() -> None:
    e = raw_env("schwimmen", 3, episode="hand")
    e.reset(seed=2)
    _play(e, random.Random(3))
    assert e.match is not None
    assert e.match.hand_number == 1 or e.match.is_terminal()
    assert e.match.results[0].hand_number == 0


def test_reset_with_a_seed_deals_the_same_match() -> None:
    a, b = raw_env("zwanzig", 4), raw_env("zwanzig", 4)
    a.reset(seed=9)
    b.reset(seed=9)
    assert a.match is not None and b.match is not None
    assert a.match.to_position() == b.match.to_position()
    b.reset(seed=10)
    assert a.match.to_position() != b.match.to_position()


def test_an_illegal_id_is_refused_and_changes_nothing() -> None:
    e = raw_env("schwimmen", 3)
    e.reset(seed=1)
    assert e.match is not None
    before = e.match.to_position()
    mask = e.observe(e.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(GameError):
        e.step(illegal)
    assert e.match.to_position() == before
    with pytest.raises(ValueError, match="gave no action"):
        e.step(None)


def test_env_ids_are_versioned_and_options_reach_the_rules() -> None:
    e = raw_env("dutch-31", 4, starting_chips=4)
    assert e.metadata["name"] == "dutch_31_v0"
    e.reset(seed=1)
    assert e.match is not None
    assert [s.score for s in e.match.standings()] == [4.0] * 4


def test_bad_arguments_are_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="episode='round' is not one of match, hand"):
        raw_env("schwimmen", 3, episode="round")
    with pytest.raises(ValueError, match="render_mode='human' is not one of: ansi"):
        raw_env("schwimmen", 3, render_mode="human")
    with pytest.raises(GameError, match="for 2 to 8 players, not 9"):
        raw_env("schwimmen", 9)


def test_ansi_render_tells_the_table_in_prose_without_hidden_cards() -> None:
    e = raw_env("paskahousu", 3, render_mode="ansi")
    e.reset(seed=4)
    text = e.render()
    assert isinstance(text, str)
    assert "standings: seat 0:" in text and "to act" in text
    assert e.match is not None
    prose = text.split("standings")[0]
    known = set(e.match.view(0).known[1])  # the cards seat 1 must lead, shown to all
    hidden = [c for c in e.match.hands[1] if c not in known]
    assert hidden
    for card in hidden:
        assert f" {card}" not in prose
