"""What the PettingZoo and Gymnasium environments share: the match, its scores, its prose."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Literal

from pantsdown.core import registry
from pantsdown.core.protocol import Game, State

__all__ = [
    "ENV_VERSION",
    "EPISODES",
    "REWARDS",
    "SCORE_SIGN",
    "env_name",
    "episode_over",
    "make_match_game",
    "match_scores",
    "render_text",
    "rewards",
]

ENV_VERSION = 0
"""The version in every environment id (``schwimmen_v0``, ``pantsdown/Schwimmen-v0``).
It goes up when an observation layout, the action space or the rewards change."""

Episode = Literal["match", "hand"]
EPISODES: tuple[str, ...] = ("match", "hand")
"""An episode is a whole match (until ``state.is_terminal()``) or its first hand."""

Reward = Literal["score", "win"]
REWARDS: tuple[str, ...] = ("score", "win")
"""``score``: after every step, each seat's change in its match score (chips, lives,
points; signed so that more is better for the seat).  ``win``: ``state.returns()``
(1/k for each of k winners) when the episode ends, 0 before."""

SCORE_SIGN: dict[str, float] = {"ramsen": -1.0}
"""The sign that makes a family's standing score "more is better", where it is not
``+1``: the Ramsen games count down to zero; the 31 family counts chips or points,
Paskahousu hands won and Underwear points, up."""


def env_name(variant: str) -> str:
    """The PettingZoo id of a preset: ``schwimmen_v0``, ``dutch_31_v0``."""
    return f"{re.sub(r'[^0-9a-z]+', '_', variant.lower())}_v{ENV_VERSION}"


def make_match_game(
    game: str, players: int | None, options: Mapping[str, Any], episode: str, reward: str
) -> Game[Any]:
    """The :class:`Game` an environment plays, after checking its arguments."""
    if episode not in EPISODES:
        raise ValueError(f"episode={episode!r} is not one of {', '.join(EPISODES)}")
    if reward not in REWARDS:
        raise ValueError(f"reward={reward!r} is not one of {', '.join(REWARDS)}")
    return registry.make_game(game, players, options=dict(options))


def match_scores(state: State[Any, Any, Any]) -> list[float]:
    """Each seat's match score, signed so that more is better (public standings)."""
    sign = SCORE_SIGN.get(state.family_id, 1.0)
    return [sign * s.score for s in state.standings()]


def episode_over(state: State[Any, Any, Any], episode: str, first_hand: int) -> bool:
    """Has the episode ended: the match over, or (``episode="hand"``) its hand played?"""
    return state.is_terminal() or (episode == "hand" and state.hand_number != first_hand)


def rewards(
    state: State[Any, Any, Any], before: list[float], ended: bool, kind: str
) -> tuple[list[float], list[float]]:
    """Each seat's reward since the scores were ``before``, and the scores now.

    ``score``: the change in each seat's match score.  ``win``: 0 until the episode
    ends, then the match's returns, or, when a hand episode ends before the match,
    1/k for each of the hand's k winners.
    """
    scores = match_scores(state)
    if kind == "score":
        return [a - b for a, b in zip(scores, before, strict=True)], scores
    if not ended:
        return [0.0] * len(scores), scores
    if state.is_terminal():
        return list(state.returns()), scores
    result = state.hand_result()
    won = result.winners if result is not None else ()
    return [1.0 / len(won) if s in won else 0.0 for s in range(len(scores))], scores


def render_text(state: State[Any, Any, Any], start: int) -> str:
    """The table in the terminal's prose: the events from ``start`` as a spectator
    sees them (no seat's hidden cards), each seat's standing, and who is to act.
    """
    fam = state.game.family
    lines = [fam.describe_event(e) for e in state.events_for(-1, start)]
    standings = [f"seat {s.seat}: {fam.standing_words(s)}" for s in state.standings()]
    lines.append("standings: " + "; ".join(standings))
    if state.is_terminal():
        lines.append(f"the match is over; winners: {', '.join(map(str, state.winners()))}")
    else:
        lines.append(f"hand {state.hand_number}, seat {state.current_player()} to act")
    return "\n".join(lines) + "\n"
