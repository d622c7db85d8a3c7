"""Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).

One tree over the observer's information sets: each iteration deals one world
consistent with the seat's view (the family's ``sample_state``, weighed by the
others' moves where the family has a model: :mod:`~pantsdown.bots.search.inference`),
walks down the tree (at the root, among the heuristic bot's shortlist of moves,
``root_actions``) choosing among the actions legal *in that world* by UCB with availability
counts (a child's exploration term counts the visits in which it was legal, not
its parent's visits), adds one node, plays the rest of the hand with the family's
heuristic bot, and backs up each seat's value of the hand
(:func:`~pantsdown.bots.search.common.hand_values`) to the nodes of that seat's
moves.  The root action visited most is chosen.  Chance (explicit-chance states)
is drawn by its probability and not branched on.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from pantsdown.bots.base import Bot, make_bot
from pantsdown.bots.search.common import (
    Budget,
    Explanation,
    family_of,
    rank_alternatives,
    root_actions,
)
from pantsdown.bots.search.inference import WorldSampler
from pantsdown.bots.search.playout import hand_finished, hand_values, rollout, step_chance
from pantsdown.core.protocol import CHANCE, Action, State, View

__all__ = ["EXPLORATION", "IsmctsBot"]

EXPLORATION = 0.7
"""The UCB exploration constant for values in -1..1. [our choice: tuned by hand on the
31 family and Zwanzig, between 0.5 and 1.4]"""


class _Node:
    """An information-set node: the move that led here and its statistics."""

    __slots__ = ("avail", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1

    def ucb(self) -> float:
        return self.total / self.visits + EXPLORATION * math.sqrt(
            math.log(self.avail) / self.visits
        )


class IsmctsBot(Bot):
    """SO-ISMCTS with heuristic rollouts; ``budget.iterations`` iterations per move."""

    name = "ismcts"

    def __init__(self, seed: int | None = None, *, budget: Budget | None = None) -> None:
        super().__init__(seed)
        self.budget = budget or Budget(200)
        """How many iterations per move (and at most how long)."""

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The legal action whose node the search visited most."""
        legal = list(legal_actions)
        if len(legal) == 1:
            self.explanation = None
            self.reason = "the only legal action"
            return legal[0]
        family = family_of(view)
        policy = make_bot("heuristic", family.id, seed=self.rng.randrange(2**63))
        root = _Node(view.seat)
        deadline = self.budget.deadline()
        sampler = WorldSampler(family, view, self.rng)
        searched = frozenset(root_actions(policy, family.id, view, legal))
        hand = view.hand_number
        done = 0
        for _ in range(self.budget.iterations):
            world = sampler.draw()
            path = self._descend(root, world, hand, searched)
            rollout(world, hand, policy, self.rng, limit=world.game.max_decisions_per_hand)
            values = hand_values(family.id, world, hand)
            for node in path:
                node.visits += 1
                node.total += values[node.player]
            done += 1
            if deadline.passed():
                break
        totals = [root.children[a].total if a in root.children else 0.0 for a in legal]
        visits = [root.children[a].visits if a in root.children else 0 for a in legal]
        ranked = rank_alternatives(legal, totals, visits)
        best = max(ranked, key=lambda alt: alt.visits)
        self.explanation = Explanation(
            best.action, best.value, (best, *(a for a in ranked if a is not best)), done
        )
        self.reason = f"worth {best.value:+.2f} after {done} searches"
        return best.action

    def _descend(
        self, root: _Node, world: State[Any, Any, Any], hand: int, searched: frozenset[Action]
    ) -> list[_Node]:
        """Select and expand in ``world`` (changed in place); the nodes passed, root excluded.
        At the root only the ``searched`` moves are weighed.
        """
        node = root
        path: list[_Node] = []
        limit = world.game.max_decisions_per_hand
        for _ in range(limit):
            if hand_finished(world, hand):
                break
            player = world.current_player()
            if player == CHANCE:
                step_chance(world, self.rng)
                continue
            legal = world.legal_actions()
            if node is root:
                legal = [a for a in legal if a in searched] or legal
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                action = untried[self.rng.randrange(len(untried))]
                child = children[action] = _Node(player)
                world.apply(action)
                path.append(child)
                break
            action = max(legal, key=lambda a: children[a].ucb())
            node = children[action]
            world.apply(action)
            path.append(node)
        return path
