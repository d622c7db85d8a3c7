"""What the search bots share: the value of a hand, rollouts, and explanations.

A search bot sees a :class:`~pantsdown.core.protocol.View` and the legal
actions, nothing else.  It imagines full states with the family's
``sample_state(view, rng)`` (worlds consistent with what its seat knows), plays
them forward to the end of the hand, and scores each seat by :func:`hand_values`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pantsdown.bots.base import Bot
from pantsdown.bots.explain import Alternative, Explanation
from pantsdown.core.errors import OptionError
from pantsdown.core.protocol import CHANCE, Action, GameFamily, HandResult, State, View
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

LOWER_IS_BETTER = frozenset({"ramsen"})
"""Families whose score counts down (points to go): a negative change is good. [our choice]
Read from each family's ``HandResult``: Ramsen names as winners the seats whose score fell."""

HAND_SCALE: dict[str, float] = {
    "thirty_one": 1.0,
    "paskahousu": 1.0,
    "ramsen": 5.0,
    "underwear": 20.0,
}
"""A typical size of one hand's change of score per family (chips and lives: 1; a
Ramsen hand: about 5 points; an Underwear going-out: about 20 points).  The value
of a hand is squashed by it into -1..1 so that the search bots' confidence bounds
suit every family alike. [our choice]"""

_POINTS_SCALE = 10.0
"""The scale of the 31 family's points scoring (a hand's difference of values). [our choice]"""

ELIMINATING = frozenset({"thirty_one"})
"""Families whose ``Standing.is_out`` means out of the match (not just out of the hand,
as in Paskahousu, where going out is good). [our choice]"""

_MATCH_WEIGHT = 0.5
"""How much the match's end outweighs the hand's change of score, once a hand ends
the match or puts a seat out. [our choice]"""


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


SHORTLIST: dict[str, int] = {"thirty_one": 3, "paskahousu": 4, "underwear": 4}
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


def family_of(view: View) -> GameFamily:
    """The family that plays the view's variant."""
    return find_variant(view.variant)[0]


def sample_world(family: GameFamily, view: View, rng: random.Random) -> State[Any, Any, Any]:
    """A full state consistent with ``view`` (the family's ``sample_state``)."""
    return family.sample_state(view, rng)


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
    """
    standings = state.standings()
    out = [st.seat for st in standings if st.is_out]
    if not out:
        return None
    if len(out) > 1:  # more than one out: the first is in the view's order
        out = [state.view(out[0]).out_order[0]]
    return tuple(1.0 if s == out[0] else 0.0 for s in range(state.num_players))


DECIDED: dict[str, Callable[[State[Any, Any, Any]], tuple[float, ...] | None]] = {
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
