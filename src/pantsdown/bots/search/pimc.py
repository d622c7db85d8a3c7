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

from collections.abc import Sequence

from pantsdown.bots.base import Bot, make_bot
from pantsdown.bots.search.common import (
    CONFIRM_Z,
    Budget,
    Explanation,
    family_of,
    rank_alternatives,
    root_actions,
)
from pantsdown.bots.search.inference import WorldSampler
from pantsdown.bots.search.playout import paired_z, playout_value
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
        """The legal action with the best mean value over the imagined worlds (where the
        family has a :data:`~pantsdown.bots.search.common.CONFIRM_Z`: the heuristic
        bot's move unless that one is better by so many standard errors).
        """
        legal = list(legal_actions)
        n = len(legal)
        if n == 1:
            self.explanation = None
            self.reason = "the only legal action"
            return legal[0]
        family = family_of(view)
        policy = make_bot("heuristic", family.id, seed=0)
        values: list[dict[int, float]] = [{} for _ in range(n)]
        deadline = self.budget.deadline()
        sampler = WorldSampler(family, view, self.rng)
        worlds = 0
        shortlist = root_actions(policy, family.id, view, legal)
        searched = set(shortlist)
        for w in range(self.budget.iterations):
            world = sampler.draw()
            dice = self.rng.randrange(2**63)
            worlds += 1
            for i, action in enumerate(legal):
                if action not in searched or not world.can(action):
                    continue
                values[i][w] = playout_value(
                    family.id, world, action, view.seat, view.hand_number, policy, dice
                )
            if deadline.passed():
                break
        totals = [sum(v.values()) for v in values]
        visits = [len(v) for v in values]
        ranked = rank_alternatives(legal, totals, visits)
        best = ranked[0]
        z = CONFIRM_Z.get(family.id)
        if z is not None and best.action != shortlist[0]:
            plain = legal.index(shortlist[0])
            mine = legal.index(best.action)
            both = [w for w in values[mine] if w in values[plain]]
            edge = paired_z([values[mine][w] for w in both], [values[plain][w] for w in both])
            if edge <= z:
                best = next(alt for alt in ranked if alt.action == shortlist[0])
                ranked = (best, *(alt for alt in ranked if alt is not best))
        self.explanation = Explanation(best.action, best.value, ranked, worlds)
        self.reason = f"worth {best.value:+.2f} in {worlds} imagined deals"
        return best.action
