"""The Gymnasium single-agent environments: Gymnasium's own checker, and the learner's view."""

from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from pantsdown.core import registry
from pantsdown.core.errors import GameError, GameOverError
from pantsdown.envs.gymnasium import PantsdownEnv, env_id, make_env


def _presets() -> list[str]:
    return [var.name for fam in registry.families() for var in fam.variants]


@pytest.mark.parametrize("name", _presets())
def test_gymnasium_check_env_passes(name: str) -> None:
    env = gym.make(env_id(name), render_mode="ansi")
    with warnings.catch_warnings():
        # check_env warns that the unbounded score segments (chips, points) have
        # infinite Box bounds: they are unbounded.
        warnings.simplefilter("ignore", UserWarning)
        check_env(env.unwrapped)


def test_every_preset_is_registered_under_a_versioned_id() -> None:
    assert env_id("dutch-31") == "pantsdown/Dutch31-v0"
    assert env_id("bohemian-watten-criticals") == "pantsdown/BohemianWattenCriticals-v0"
    for name in _presets():
        assert env_id(name) in gym.registry
    env = gym.make("pantsdown/Schwimmen-v0", players=4, starting_chips=2)
    assert isinstance(env.unwrapped, PantsdownEnv)
    assert env.unwrapped.game.num_players == 4


def test_the_bots_play_until_the_learner_is_to_act() -> None:
    env = make_env("zwanzig", 4, seat=2, opponents="heuristic")
    _, info = env.reset(seed=3)
    assert env.match is not None
    total = 0.0
    terminated = truncated = False
    while not (terminated or truncated):
        assert env.match.current_player() == 2
        mask = info["action_mask"]
        assert mask.sum() > 0
        _, reward, terminated, truncated, info = env.step(int(np.flatnonzero(mask)[0]))
        total += float(reward)
    assert terminated and not truncated and env.match.is_terminal()
    start = registry.make_game("zwanzig", 4).new_state(seed=0).standings()[2].score
    assert total == pytest.approx(-(env.match.standings()[2].score - start))
    with pytest.raises(GameOverError, match="call reset"):
        env.step(0)


def test_the_same_seed_gives_the_same_episode() -> None:
    def play(seed: int) -> list[float]:
        env = make_env("paskahousu", 4, seat=None, opponents="easy")
        obs, info = env.reset(seed=seed)
        out = [float(obs.sum()), float(info["seat"])]
        terminated = False
        while not terminated:
            obs, reward, terminated, _, info = env.step(
                int(np.flatnonzero(info["action_mask"])[-1])
            )
            out.append(float(reward))
        return out

    assert play(7) == play(7)
    assert play(7) != play(8)


def test_an_illegal_action_is_a_penalty_and_changes_nothing() -> None:
    env = make_env("schwimmen", 3, opponents="random", illegal_reward=-2.0)
    obs, info = env.reset(seed=1)
    assert env.match is not None
    before = env.match.to_position()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    obs2, reward, terminated, truncated, info2 = env.step(illegal)
    assert reward == -2.0 and not terminated and not truncated
    assert f"'{env.match.action_from_id(illegal)}'" in info2["illegal_action"]
    assert env.match.to_position() == before
    assert np.array_equal(obs, obs2)


def test_an_illegal_action_raises_when_asked_to() -> None:
    env = make_env("schwimmen", 3, opponents="random", illegal="raise")
    _, info = env.reset(seed=1)
    assert env.match is not None
    before = env.match.to_position()
    with pytest.raises(GameError):
        env.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))
    assert env.match.to_position() == before


def test_a_hand_episode_with_win_rewards_pays_the_hand_winner() -> None:
    env = make_env("schwimmen", 3, episode="hand", reward="win", opponents="random")
    _, info = env.reset(seed=4)
    total, terminated = 0.0, False
    while not terminated:
        _, reward, terminated, _, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        total += float(reward)
    assert env.match is not None
    result = env.match.results[0]
    expected = 1 / len(result.winners) if 0 in result.winners else 0.0
    assert total == pytest.approx(expected)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="seat=5 is not a seat of this 3-player game"):
        make_env("schwimmen", 3, seat=5)
    with pytest.raises(ValueError, match="opponents names 2 bots for 3 seats"):
        make_env("schwimmen", 3, opponents=["random", "random"])
    with pytest.raises(GameError, match="unknown bot kind 'wizard'"):
        make_env("schwimmen", 3, opponents="wizard")
    with pytest.raises(ValueError, match="illegal='ignore' is not one of penalty, raise"):
        make_env("schwimmen", 3, illegal="ignore")
