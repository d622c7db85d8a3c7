"""Gymnasium single-agent environments: one seat learns, pantsdown bots play the others.

>>> from pantsdown.envs.gymnasium import make_env
>>> env = make_env("schwimmen", players=3, opponents="random", starting_chips=2)
>>> obs, info = env.reset(seed=1)
>>> obs.shape == env.observation_space.shape, info["action_mask"].shape == (env.action_space.n,)
(True, True)

Importing this module registers every preset with Gymnasium as
``pantsdown/<Name>-v0`` (``pantsdown/Schwimmen-v0``, ``pantsdown/Dutch31-v0``), so
``gymnasium.make("pantsdown.envs.gymnasium:pantsdown/Schwimmen-v0", players=4)``
works without importing it first.

The observation is the learning seat's encoded view (:mod:`pantsdown.envs.encoding`);
``info["action_mask"]`` is its legal-action mask over ``Discrete(num_distinct_actions)``.
After ``reset`` and after each step the bots play until the learner is to act or
the episode ends.  The reward is the learner's share of
:func:`pantsdown.envs.common.rewards` over its action and the bots' replies.

An illegal action id: with ``illegal="penalty"`` (the default, so that learners and
``check_env`` may sample unmasked actions) it changes nothing, gives
``illegal_reward`` and puts the engine's error (quoting the action, naming the rule)
in ``info["illegal_action"]``; with ``illegal="raise"`` it raises that error.  An
episode is truncated after ``game.max_decisions`` steps of the learner, which only
illegal actions can reach: every match ends within that many decisions.
"""

from __future__ import annotations

import re
from typing import Any, SupportsFloat

import gymnasium as gym
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from pantsdown.bots.base import Bot, make_bot
from pantsdown.core import registry
from pantsdown.core.errors import GameError, GameOverError
from pantsdown.core.protocol import State
from pantsdown.envs.common import (
    ENV_VERSION,
    episode_over,
    make_match_game,
    match_scores,
    render_text,
    rewards,
)
from pantsdown.envs.encoding import action_mask, encoder_for

__all__ = ["ILLEGAL", "PantsdownEnv", "env_id", "make_env", "register_envs"]

Obs = npt.NDArray[np.float32]

ILLEGAL: tuple[str, ...] = ("penalty", "raise")
"""What an illegal action does: a penalty and no change, or the engine's error."""


class PantsdownEnv(gym.Env[Obs, np.int64]):
    """One preset as a single-agent Gymnasium environment (see the module doc).

    ``seat``: the learning seat (``None``: drawn at each reset).  ``opponents``: a
    bot kind or level for every other seat (``random``, ``heuristic``, ``easy``,
    ``medium``, ``hard``, ``expert``), or one per seat in seat order (the learner's
    entry is ignored).  Rule options are keyword arguments (``starting_chips=4``).
    """

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        game: str = "schwimmen",
        players: int | None = None,
        *,
        seat: int | None = 0,
        opponents: str | list[str] = "medium",
        episode: str = "match",
        reward: str = "score",
        illegal: str = "penalty",
        illegal_reward: float = -1.0,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode={render_mode!r} is not one of: ansi")
        if illegal not in ILLEGAL:
            raise ValueError(f"illegal={illegal!r} is not one of {', '.join(ILLEGAL)}")
        self.game = make_match_game(game, players, options, episode, reward)
        n = self.game.num_players
        if seat is not None and not 0 <= seat < n:
            raise ValueError(f"seat={seat!r} is not a seat of this {n}-player game (0..{n - 1})")
        kinds = [opponents] * n if isinstance(opponents, str) else list(opponents)
        if len(kinds) != n:
            raise ValueError(f"opponents names {len(kinds)} bots for {n} seats: {opponents!r}")
        family = self.game.family.id
        for kind in kinds:  # refuse an unknown kind now, not at the first reset
            make_bot(kind, family, seed=0)
        self.kinds = kinds
        self.fixed_seat = seat
        self.seat = 0 if seat is None else seat
        self.episode = episode
        self.reward_kind = reward
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self.encoder = encoder_for(self.game)
        low, high = self.encoder.layout.bounds()
        self.observation_space = spaces.Box(low, high, dtype=np.float32)
        self.action_space = spaces.Discrete(self.game.num_distinct_actions)
        self.match: State[Any, Any, Any] | None = None
        """The match in play (a pantsdown ``State``), from the first ``reset``."""
        self.bots: list[Bot | None] = []
        self._scores: list[float] = []
        self._hand = 0
        self._steps = 0
        self._shown = 0

    def _match(self) -> State[Any, Any, Any]:
        if self.match is None:
            raise RuntimeError("call reset() before step()")
        return self.match

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Obs, dict[str, Any]]:
        """Deal a new match (the same seed: the same cards, seat and bot choices) and let
        the bots play to the learner's first turn.  ``options`` is not read.
        """
        super().reset(seed=seed)
        rng = self.np_random
        n = self.game.num_players
        if self.fixed_seat is None:
            self.seat = int(rng.integers(n))
        self.match = self.game.new_state(seed=int(rng.integers(2**63)))
        family = self.game.family.id
        self.bots = [
            None
            if s == self.seat
            else make_bot(self.kinds[s], family, seed=int(rng.integers(2**31)))
            for s in range(n)
        ]
        self._scores = match_scores(self.match)
        self._hand = self.match.hand_number
        self._steps = 0
        self._shown = 0
        self._play_bots()
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[Obs, SupportsFloat, bool, bool, dict[str, Any]]:
        """Play the learner's action id, then the bots' moves until its next turn."""
        state = self._match()
        if episode_over(state, self.episode, self._hand):
            raise GameOverError("the episode is over: call reset() before step()")
        self._steps += 1
        try:
            state.apply(state.action_from_id(int(action)), seat=self.seat)
        except GameError as err:
            if self.illegal == "raise":
                raise
            truncated = self._steps >= self.game.max_decisions
            info = self._info()
            info["illegal_action"] = str(err)
            return self._obs(), self.illegal_reward, False, truncated, info
        self._play_bots()
        ended = episode_over(state, self.episode, self._hand)
        deltas, self._scores = rewards(state, self._scores, ended, self.reward_kind)
        truncated = not ended and self._steps >= self.game.max_decisions
        return self._obs(), float(deltas[self.seat]), ended, truncated, self._info()

    def _play_bots(self) -> None:
        state = self._match()
        while not episode_over(state, self.episode, self._hand):
            to_act = state.current_player()
            bot = self.bots[to_act]
            if bot is None:
                return
            state.apply(bot.choose(state.view(to_act), state.legal_actions()))

    def _obs(self) -> Obs:
        return self.encoder.encode(self._match().view(self.seat))

    def _info(self) -> dict[str, Any]:
        state = self._match()
        return {
            "action_mask": action_mask(state, self.seat),
            "seat": self.seat,
            "hand_number": state.hand_number,
        }

    def render(self) -> str | None:  # type: ignore[override]
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


def make_env(game: str = "schwimmen", players: int | None = None, **kwargs: Any) -> PantsdownEnv:
    """A :class:`PantsdownEnv` (the keyword arguments are its own and rule options)."""
    return PantsdownEnv(game, players, **kwargs)


def env_id(variant: str) -> str:
    """The Gymnasium id of a preset: ``pantsdown/Schwimmen-v0``, ``pantsdown/Dutch31-v0``."""
    name = "".join(part.capitalize() for part in re.split(r"[^0-9A-Za-z]+", variant) if part)
    return f"pantsdown/{name}-v{ENV_VERSION}"


def register_envs() -> list[str]:
    """Register every preset with Gymnasium (again is harmless); the ids registered."""
    ids = []
    for fam in registry.families():
        for var in fam.variants:
            ident = env_id(var.name)
            if ident not in gym.registry:
                gym.register(
                    id=ident,
                    entry_point="pantsdown.envs.gymnasium:PantsdownEnv",
                    kwargs={"game": var.name},
                )
            ids.append(ident)
    return ids


register_envs()
