"""What the search bots share: budgets, the moves weighed at the root, explanations,
and (from :mod:`~pantsdown.bots.search.playout`, compiled) rollouts and the value of
a hand.

A search bot sees a :class:`~pantsdown.core.protocol.View` and the legal
actions, nothing else.  It imagines full states with the family's
``sample_state(view, rng)`` (worlds consistent with what its seat knows), plays
them forward to the end of the hand, and scores each seat by :func:`hand_values`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pantsdown.bots.base import Bot
from pantsdown.bots.explain import Alternative, Explanation
from pantsdown.bots.search.playout import (
    DECIDED,
    ELIMINATING,
    HAND_SCALE,
    LOWER_IS_BETTER,
    decided_deltas,
    hand_finished,
    hand_values,
    paired_z,
    playout_value,
    rollout,
    step_chance,
)
from pantsdown.core.errors import OptionError
from pantsdown.core.protocol import Action, GameFamily, State, View
from pantsdown.core.registry import find_variant

__all__ = [
    "CONFIRM_Z",
    "DECIDED",
    "ELIMINATING",
    "HAND_SCALE",
    "LOWER_IS_BETTER",
    "SHORTLIST",
    "Alternative",
    "Budget",
    "Deadline",
    "Explanation",
    "decided_deltas",
    "family_of",
    "hand_finished",
    "hand_values",
    "paired_z",
    "playout_value",
    "rank_alternatives",
    "rollout",
    "root_actions",
    "sample_world",
    "step_chance",
]


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a search bot thinks per move: iterations, and at most this many milliseconds."""

    iterations: int
    """Imagined worlds (PIMC: per legal action; ISMCTS: iterations in all)."""
    milliseconds: float | None = None
    """A cap on the thinking time by the wall clock; ``None``: none."""
    cpu_milliseconds: float | None = None
    """A cap on the CPU time of the thinking thread (``time.thread_time``), which the
    load of other processes does not stretch; ``None``: none.  Without either cap a
    bot is deterministic for a given seed; with one, a move cut short by it depends
    on the machine's speed."""

    def __post_init__(self) -> None:
        if self.iterations < 1:
            raise OptionError(f"a search budget needs at least 1 iteration, not {self.iterations}")
        if self.milliseconds is not None and self.milliseconds <= 0:
            raise OptionError(f"a search time budget must be positive, not {self.milliseconds} ms")
        if self.cpu_milliseconds is not None and self.cpu_milliseconds <= 0:
            raise OptionError(
                f"a search CPU-time budget must be positive, not {self.cpu_milliseconds} ms"
            )

    def deadline(self) -> Deadline:
        """The time caps of this budget, counted from now."""
        return Deadline(self.milliseconds, self.cpu_milliseconds)


class Deadline:
    """When a search must stop: a wall-clock and a thread-CPU limit, each optional,
    counted from the moment it is made.
    """

    __slots__ = ("_cpu", "_wall")

    def __init__(self, milliseconds: float | None, cpu_milliseconds: float | None) -> None:
        self._wall = None if milliseconds is None else time.perf_counter() + milliseconds / 1e3
        self._cpu = (
            None if cpu_milliseconds is None else time.thread_time() + cpu_milliseconds / 1e3
        )

    def passed(self) -> bool:
        """Is either limit reached?"""
        if self._wall is not None and time.perf_counter() >= self._wall:
            return True
        return self._cpu is not None and time.thread_time() >= self._cpu


SHORTLIST: dict[str, int] = {"thirty_one": 3, "paskahousu": 4, "underwear": 4, "ramsen": 8}
"""How many of the heuristic bot's best-scored moves a search weighs at its root, per
family (the 31 family adds its best closing and best non-closing move); other
families weigh every legal move.  A few hundred playouts spread over twenty moves
give each a few, too few to tell close moves apart, and the best-looking of many
noisy estimates is more often lucky than good. [our choice: measured in docs/bots.md]"""


def root_actions(policy: Bot, family_id: str, view: View, legal: Sequence[Action]) -> list[Action]:
    """The moves a search weighs at its root: the heuristic ``policy``'s shortlist of
    :data:`SHORTLIST` moves where the family has one, else every legal move.
    """
    size = SHORTLIST.get(family_id)
    shortlist = getattr(policy, "shortlist", None)
    if size is None or shortlist is None:
        return list(legal)
    picked: list[Action] = shortlist(view, legal, size)
    return picked


CONFIRM_Z: dict[str, float] = {"thirty_one": 2.0, "paskahousu": 2.0, "underwear": 2.0}
"""Per family, how many standard errors better than the heuristic bot's move, on the
same imagined worlds and dice, a searched move must be before a search bot plays it
instead (families not named: the best mean wins).  Without it the search swaps a
sound move for one that merely drew luckier worlds. [our choice: measured in
docs/bots.md]"""


def family_of(view: View) -> GameFamily:
    """The family that plays the view's variant."""
    return find_variant(view.variant)[0]


def sample_world(family: GameFamily, view: View, rng: random.Random) -> State[Any, Any, Any]:
    """A full state consistent with ``view`` (the family's ``sample_state``)."""
    return family.sample_state(view, rng)


def rank_alternatives(
    legal: Sequence[Action], totals: Sequence[float], visits: Sequence[int]
) -> tuple[Alternative, ...]:
    """The legal actions with their mean values, the best first (ties keep the listed order)."""
    alts = [
        Alternative(a, totals[i] / visits[i] if visits[i] else -1.0, visits[i])
        for i, a in enumerate(legal)
    ]
    order = sorted(range(len(alts)), key=lambda i: (-alts[i].value, -alts[i].visits, i))
    return tuple(alts[i] for i in order)
