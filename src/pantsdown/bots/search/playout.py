"""The search bots' playouts: a hand played on to its end, and what it was worth.

Every iteration of ISMCTS and every world of PIMC runs through these functions, so
they are compiled with the engine (the rest of :mod:`~pantsdown.bots.search.common`,
whose ``Budget`` keeps ``float`` fields as written, stays interpreted), and the
search modules call them directly, not through ``common``, which re-exports them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, Final

from pantsdown.bots.base import Bot
from pantsdown.core.protocol import CHANCE, Action, HandResult, State

__all__ = [
    "DECIDED",
    "ELIMINATING",
    "HAND_SCALE",
    "LOWER_IS_BETTER",
    "decided_deltas",
    "hand_finished",
    "hand_values",
    "paired_z",
    "playout_value",
    "rollout",
    "step_chance",
]

LOWER_IS_BETTER: Final = frozenset({"ramsen"})
"""Families whose score counts down (points to go): a negative change is good. [our choice]
Read from each family's ``HandResult``: Ramsen names as winners the seats whose score fell."""

HAND_SCALE: Final[dict[str, float]] = {
    "thirty_one": 1.0,
    "paskahousu": 1.0,
    "ramsen": 5.0,
    "underwear": 20.0,
}
"""A typical size of one hand's change of score per family (chips and lives: 1; a
Ramsen hand: about 5 points; an Underwear going-out: about 20 points).  The value
of a hand is squashed by it into -1..1 so that the search bots' confidence bounds
suit every family alike. [our choice]"""

_POINTS_SCALE: Final = 10.0
"""The scale of the 31 family's points scoring (a hand's difference of values). [our choice]"""

ELIMINATING: Final = frozenset({"thirty_one"})
"""Families whose ``Standing.is_out`` means out of the match (not just out of the hand,
as in Paskahousu, where going out is good). [our choice]"""

_MATCH_WEIGHT: Final = 0.5
"""How much the match's end outweighs the hand's change of score, once a hand ends
the match or puts a seat out. [our choice]"""


def step_chance(state: State[Any, Any, Any], rng: random.Random) -> None:
    """Apply one chance outcome, drawn by its probability (explicit-chance states)."""
    outcomes = state.chance_outcomes()
    pick = rng.random()
    total = 0.0
    for outcome, p in outcomes:
        total += p
        if pick < total:
            state.apply(outcome)
            return
    state.apply(outcomes[-1][0])


def _paskahousu_deltas(state: State[Any, Any, Any]) -> tuple[float, ...] | None:
    """Paskahousu: once a seat has gone out, the hand's winner is known (the first out
    wins it, the hand's only change of score); the rest of the hand changes nothing.

    Read from the state's public ``out_order`` (the seats out of the hand in
    progress, first out first; the seats its standings call out, while the match
    goes on), one field instead of every seat's standing at every rollout move.
    """
    if state.is_terminal():
        return None
    out: Sequence[int] = getattr(state, "out_order")  # noqa: B009 (any family's State)
    if not out:
        return None
    first = out[0]
    return tuple([1.0 if s == first else 0.0 for s in range(state.num_players)])


DECIDED: Final[dict[str, Callable[[State[Any, Any, Any]], tuple[float, ...] | None]]] = {
    "paskahousu": _paskahousu_deltas,
}
"""Families whose hand's change of score is known before the hand ends: the deltas
it will have, or ``None`` while it is open.  Search stops a playout there. [our choice]"""


def decided_deltas(state: State[Any, Any, Any]) -> tuple[float, ...] | None:
    """The change of score the hand in progress will end with, where it is already
    known (:data:`DECIDED`), else ``None``.
    """
    decided = DECIDED.get(state.family_id)
    return None if decided is None else decided(state)


def hand_finished(state: State[Any, Any, Any], hand_number: int) -> bool:
    """Has the hand ``hand_number`` ended (or the match), or is its outcome decided?"""
    if state.is_terminal():
        return True
    result = state.hand_result()
    if result is not None and result.hand_number >= hand_number:
        return True
    return state.family_id in DECIDED and decided_deltas(state) is not None


def rollout(
    state: State[Any, Any, Any],
    hand_number: int,
    policy: Bot,
    rng: random.Random,
    *,
    limit: int,
) -> None:
    """Play ``state`` on to the end of hand ``hand_number`` with ``policy`` in every seat.

    ``limit`` bounds the decisions (the family's most decisions per hand).
    """
    for _ in range(limit):
        if hand_finished(state, hand_number):
            return
        player = state.current_player()
        if player == CHANCE:
            step_chance(state, rng)
            continue
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        state.apply(policy.choose(state.view(player), legal))


def _squash(x: float) -> float:
    return math.tanh(x)


def hand_values(family_id: str, state: State[Any, Any, Any], hand_number: int) -> list[float]:
    """Each seat's value (-1..1) of how the hand ``hand_number`` went.

    The change of the seat's match score against the others' average (chips,
    lives, points, Ramsen's points to go counted down; or the change the hand is
    already known to end with, :data:`DECIDED`), squashed by :data:`HAND_SCALE`;
    when the match is over or a seat is out, the match's result (won: 1, lost or
    out: -1) is weighed in by ``_MATCH_WEIGHT``.  An unfinished hand (the rollout
    limit reached) is worth 0 to everyone.
    """
    n = state.num_players
    result: HandResult | None = state.hand_result()
    deltas: Sequence[float] | None = None
    if result is not None and result.hand_number == hand_number and result.deltas:
        deltas = result.deltas
    elif not state.is_terminal() and (result is None or result.hand_number < hand_number):
        deltas = decided_deltas(state)
    if deltas is None:
        hand = [0.0] * n
    else:
        sign = -1.0 if family_id in LOWER_IS_BETTER else 1.0
        scale = HAND_SCALE.get(family_id, 1.0)
        if family_id == "thirty_one" and getattr(state.rules, "scoring", "") == "points":
            scale = _POINTS_SCALE
        d = deltas
        total = sum(d)
        hand = [_squash(sign * (d[s] - (total - d[s]) / max(n - 1, 1)) / scale) for s in range(n)]
    over = state.is_terminal()
    eliminating = family_id in ELIMINATING
    if not over and not eliminating:
        return hand
    standings = state.standings()
    if not over and not any(st.is_out for st in standings):
        return hand
    returns = state.returns() if over else [0.0] * n
    values = []
    for s in range(n):
        if over:
            match = 1.0 if returns[s] > 0 else -1.0
        elif standings[s].is_out:
            match = -1.0
        else:
            values.append(hand[s])
            continue
        values.append((1 - _MATCH_WEIGHT) * hand[s] + _MATCH_WEIGHT * match)
    return values


def playout_value(
    family_id: str,
    world: State[Any, Any, Any],
    action: Action,
    seat: int,
    hand_number: int,
    policy: Bot,
    dice: int,
) -> float:
    """``seat``'s value of the hand when ``action`` is played in a copy of ``world`` and
    the rest of the hand by ``policy`` with the dice ``dice`` (the same dice give every
    action the same luck).
    """
    state = world.clone()
    state.apply(action)
    policy.rng.seed(dice)
    limit = world.game.max_decisions_per_hand
    rollout(state, hand_number, policy, random.Random(dice), limit=limit)
    return hand_values(family_id, state, hand_number)[seat]


def paired_z(better: Sequence[float], worse: Sequence[float]) -> float:
    """How many standard errors the mean of ``better - worse`` (paired, world by world)
    lies above 0; infinite when every difference is the same positive number, 0 with
    fewer than two pairs.
    """
    k = len(better)
    if k < 2:
        return 0.0
    diffs = [b - w for b, w in zip(better, worse, strict=True)]
    mean = sum(diffs) / k
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    if var <= 0.0:
        return math.inf if mean > 0 else 0.0
    return mean / math.sqrt(var / k)
