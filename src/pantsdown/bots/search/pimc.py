"""Perfect-information Monte Carlo (PIMC): judge each move in imagined worlds.

Each iteration deals one world consistent with the seat's view (the family's
``sample_state``, weighed by the others' moves where the family has a model:
:mod:`~pantsdown.bots.search.inference`), then plays every move on the
heuristic bot's shortlist (``root_actions``) in a copy of it and the rest of
the hand with the family's heuristic bot in every seat.  The action with the best
mean value of the hand (:func:`~pantsdown.bots.search.common.hand_values`) is
chosen.  Every action meets the same worlds and the same rollout dice, so the
comparison is fair even with few worlds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from pantsdown.bots.base import Bot, make_bot
from pantsdown.bots.search.common import (
    Budget,
    Explanation,
    family_of,
    hand_values,
    rank_alternatives,
    rollout,
    root_actions,
)
from pantsdown.bots.search.inference import WorldSampler
from pantsdown.core.protocol import Action, View

__all__ = ["PimcBot"]


class PimcBot(Bot):
    """PIMC with heuristic rollouts; ``budget.iterations`` worlds per move."""

    name = "pimc"

    def __init__(self, seed: int | None = None, *, budget: Budget | None = None) -> None:
        super().__init__(seed)
        self.budget = budget or Budget(20)
        """How many worlds per move (and at most how long)."""

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The legal action with the best mean value over the imagined worlds."""
        legal = list(legal_actions)
        n = len(legal)
        if n == 1:
            self.explanation = None
            self.reason = "the only legal action"
            return legal[0]
        family = family_of(view)
        policy = make_bot("heuristic", family.id, seed=0)
        totals = [0.0] * n
        visits = [0] * n
        deadline = _deadline(self.budget)
        sampler = WorldSampler(family, view, self.rng)
        worlds = 0
        searched = set(root_actions(policy, family.id, view, legal))
        for _ in range(self.budget.iterations):
            world = sampler.draw()
            limit = world.game.max_decisions_per_hand
            dice = self.rng.randrange(2**63)
            worlds += 1
            for i, action in enumerate(legal):
                if action not in searched or not world.can(action):
                    continue
                state = world.clone()
                state.apply(action)
                policy.rng.seed(dice)
                rollout(state, view.hand_number, policy, random.Random(dice), limit=limit)
                totals[i] += hand_values(family.id, state, view.hand_number)[view.seat]
                visits[i] += 1
            if deadline is not None and time.perf_counter() >= deadline:
                break
        ranked = rank_alternatives(legal, totals, visits)
        best = ranked[0]
        self.explanation = Explanation(best.action, best.value, ranked, worlds)
        self.reason = f"worth {best.value:+.2f} in {worlds} imagined deals"
        return best.action


def _deadline(budget: Budget) -> float | None:
    if budget.milliseconds is None:
        return None
    return time.perf_counter() + budget.milliseconds / 1000.0
