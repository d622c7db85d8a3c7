"""PettingZoo AEC environments for every preset.

>>> from pantsdown.envs.pettingzoo import env
>>> e = env("schwimmen", players=3, starting_chips=2)
>>> e.reset(seed=1)
>>> e.metadata["name"], e.agents
('schwimmen_v0', ['player_0', 'player_1', 'player_2'])
>>> obs, reward, terminated, truncated, info = e.last()
>>> sorted(obs), int(obs["action_mask"].sum()) > 0
(['action_mask', 'observation'], True)

Agents are ``player_0`` … ``player_{n-1}`` (seat numbers).  An observation is
``{"observation": float32 vector, "action_mask": int8 vector}`` from
:mod:`pantsdown.envs.encoding` (the seat's view only); the action space is
``Discrete(game.num_distinct_actions)``, the engine's dense action ids.  An
illegal id raises the engine's error (a ``ValueError`` that names the rule) and
changes nothing.  ``episode="match"`` plays the whole match, ``episode="hand"``
its first hand; the engine's ``Game`` bounds every match (``max_decisions``), so
no episode is truncated.  Rewards: :data:`pantsdown.envs.common.REWARDS`.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from pantsdown.core.protocol import State
from pantsdown.envs.common import (
    env_name,
    episode_over,
    make_match_game,
    match_scores,
    render_text,
    rewards,
)
from pantsdown.envs.encoding import action_mask, encoder_for

__all__ = ["env", "raw_env"]


class raw_env(AECEnv):  # type: ignore[misc]
    """One preset of pantsdown as a PettingZoo AEC environment (see the module doc)."""

    metadata: dict[str, Any] = {  # noqa: RUF012 (PettingZoo reads it from the class)
        "render_modes": ["ansi"],
        "name": "pantsdown_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str = "schwimmen",
        players: int | None = None,
        *,
        episode: str = "match",
        reward: str = "score",
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode={render_mode!r} is not one of: ansi")
        self.game = make_match_game(game, players, options, episode, reward)
        self.variant = self.game.variant
        self.options = dict(options)
        self.episode = episode
        self.reward_kind = reward
        self.render_mode = render_mode
        self.metadata = {**type(self).metadata, "name": env_name(self.variant)}
        self.encoder = encoder_for(self.game)
        n = self.game.num_players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        low, high = self.encoder.layout.bounds()
        size = self.game.num_distinct_actions
        obs_space = spaces.Dict(
            {
                "observation": spaces.Box(low, high, dtype=np.float32),
                "action_mask": spaces.Box(0, 1, (size,), dtype=np.int8),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, obs_space)
        self.action_spaces = {a: spaces.Discrete(size) for a in self.possible_agents}
        self._seeds = random.Random()
        self.match: State[Any, Any, Any] | None = None
        """The match in play (a pantsdown ``State``), from the first ``reset``."""
        self._shown = 0

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space (the same for every agent)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """``Discrete(num_distinct_actions)``."""
        return self.action_spaces[agent]

    def _match(self) -> State[Any, Any, Any]:
        if self.match is None:
            raise RuntimeError("call reset() before using the environment")
        return self.match

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new match; the same ``seed`` deals the same cards.

        Without a seed the match seed is drawn from the environment's own
        generator (itself seeded by the last seed given).  ``options`` is
        accepted for the PettingZoo API and not read: rule options are given
        when the environment is made.
        """
        if seed is not None:
            self._seeds = random.Random(seed)
        self.match = self.game.new_state(seed=self._seeds.randrange(2**63))
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._scores = match_scores(self.match)
        self._hand = self.match.hand_number
        self._shown = 0
        self.agent_selection = self.possible_agents[self.match.current_player()]

    def observe(self, agent: str) -> dict[str, Any]:
        """The agent's observation: its encoded view and its action mask."""
        state = self._match()
        seat = self.agent_name_mapping[agent]
        return {
            "observation": self.encoder.encode(state.view(seat)),
            "action_mask": action_mask(state, seat),
        }

    def step(self, action: int | None) -> None:
        """Play the selected agent's action id (``None`` for an agent whose episode ended)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act and gave no action")
        state = self._match()
        move = state.action_from_id(int(action))
        state.apply(move, seat=self.agent_name_mapping[agent])
        self._cumulative_rewards[agent] = 0.0
        ended = episode_over(state, self.episode, self._hand)
        deltas, self._scores = rewards(state, self._scores, ended, self.reward_kind)
        self.rewards = {a: float(deltas[self.agent_name_mapping[a]]) for a in self.agents}
        if ended:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[state.current_player()]
        self._accumulate_rewards()

    def render(self) -> str | None:
        """``ansi``: the events since the last render in the terminal's prose, as a
        spectator sees them, with the standings and who is to act.
        """
        if self.render_mode is None:
            return None
        state = self._match()
        text = render_text(state, self._shown)
        self._shown = len(state.events)
        return text

    def close(self) -> None:
        """Nothing to release."""


def env(
    game: str = "schwimmen", players: int | None = None, **kwargs: Any
) -> AECEnv[Any, Any, Any]:
    """The environment wrapped as PettingZoo's own are (order of calls enforced).

    ``kwargs``: ``episode`` (``"match"`` or ``"hand"``), ``reward`` (``"score"`` or
    ``"win"``), ``render_mode`` (``"ansi"``), and any rule option of the preset
    (``starting_chips=4``).
    """
    return wrappers.OrderEnforcingWrapper(raw_env(game, players, **kwargs))
