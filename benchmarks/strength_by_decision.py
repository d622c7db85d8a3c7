"""Which decisions a search level plays better than the heuristic bot, kind by kind.

For each deal (a seed), the first hand is played twice with the heuristic bot in
every seat: once as it is, once with the hero's seat (rotating with the deal)
handing the decisions of the given kinds (action class names: ``Play``,
``Exchange``, ``Call``, ``Bid``, ``NameTrump``, ``TakeTrump``, …, or
``Class:notation``, the decisions where that action is legal: ``Call:lead``) to
the search level instead.  Only those decisions differ, so the paired difference of the
hero's score isolates what searching them is worth.  The score is the hand's
change of the hero's match score, signed so that higher is better (Ramsen's
points to go counted down), as the tournament runner scores a hand; ``rel`` is
the same against the other seats' mean change.

    python benchmarks/strength_by_decision.py zwanzig hard Call,Bid,NameTrump --deals 150
    python benchmarks/strength_by_decision.py ramsen pimc Play --deals 60 --worlds 32
    python benchmarks/strength_by_decision.py raub pimc Call:raub,Call:stih --deals 2000

The level ``pimc`` is plain PIMC on every decision handed to it (8 worlds, the
``hard`` level before the Ramsen family named the decisions worth searching).
``--worlds`` sets its worlds, and those of the ``hard`` level on every decision it
searches (what ``HARD_WORLDS`` or ``DECLARATION_WORLDS`` set otherwise), so that
budgets can be compared.  Prints the mean paired differences with 95% intervals
(normal approximation), in how many deals the level chose otherwise, and in how
many the hand's score changed.  Measured, not asserted: no test runs this.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.bots import levels
from pantsdown.bots.base import Bot, make_bot
from pantsdown.bots.search import Budget, PimcBot
from pantsdown.core.protocol import Action
from pantsdown.core.registry import make
from pantsdown.tournament import SCORE_SENSE


def play(preset: str, deal: int, level: str | None, kinds: set[str]) -> tuple[float, float, bool]:
    """(hero's score, against the others' mean, whether the level chose otherwise)."""
    state = make(preset, None, seed=deal)
    n = state.num_players
    family = state.game.family.id
    hero = deal % n
    bots = [make_bot("heuristic", family, seed=deal * 100 + s) for s in range(n)]
    search = None if level is None else _bot(level, family, deal)
    differed = False
    while not state.is_terminal():
        result = state.hand_result()
        if result is not None and result.hand_number >= 0:
            break
        seat = state.current_player()
        legal = state.legal_actions()
        view = state.view(seat)
        action = bots[seat].choose(view, legal)
        chosen_here = seat == hero and len(legal) > 1 and _of_kinds(action, legal, kinds)
        if search is not None and chosen_here:
            searched = search.choose(view, legal)
            differed |= searched != action
            action = searched
        state.apply(action)
    final = state.hand_result()
    assert final is not None
    sense = SCORE_SENSE.get(family, 1)
    d = [sense * x for x in final.deltas]
    return d[hero], d[hero] - (sum(d) - d[hero]) / (n - 1), differed


def _of_kinds(action: Action, legal: list[Action], kinds: set[str]) -> bool:
    """Is the decision of one of ``kinds``: the chosen action's class name, or
    ``Class:notation`` of any legal action (``Call:lead``, a decision where "I lead"
    may be said)?"""
    if type(action).__name__ in kinds:
        return True
    return any(f"{type(a).__name__}:{a}" in kinds for a in legal)


WORLDS = 8
"""The PIMC worlds of the ``pimc`` level (``--worlds``)."""


def _bot(level: str, family: str, seed: int) -> Bot:
    """``pimc``: plain PIMC with ``WORLDS`` worlds at every decision; else ``make_bot``."""
    if level == "pimc":
        return PimcBot(seed, budget=Budget(WORLDS))
    return make_bot(level, family, seed=seed)


def interval(values: list[float]) -> str:
    """``mean ± half-width`` of a 95% normal interval."""
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{statistics.fmean(values):+.3f} ± {half:.3f}"


def main() -> None:
    """Run the measurement and print one line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("preset")
    parser.add_argument("level", help="a bot kind (hard, expert, …) or pimc")
    parser.add_argument("kinds", help="action class names, comma-separated")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--first", type=int, default=2000, help="the first deal's seed")
    parser.add_argument("--worlds", type=int, default=None, help="PIMC worlds of pimc, hard")
    args = parser.parse_args()
    if args.worlds is not None:
        global WORLDS
        WORLDS = args.worlds
        for family in list(levels.HARD_WORLDS):
            levels.HARD_WORLDS[family] = args.worlds
        for family, (_, expert) in list(levels.DECLARATION_WORLDS.items()):
            levels.DECLARATION_WORLDS[family] = (args.worlds, expert)
    kinds = set(args.kinds.split(","))
    start = time.perf_counter()
    own: list[float] = []
    rel: list[float] = []
    differed = changed = 0
    for deal in range(args.first, args.first + args.deals):
        base_own, base_rel, _ = play(args.preset, deal, None, kinds)
        hero_own, hero_rel, other = play(args.preset, deal, args.level, kinds)
        own.append(hero_own - base_own)
        rel.append(hero_rel - base_rel)
        differed += other
        changed += hero_own != base_own
    print(
        f"{args.preset} {args.level} on {','.join(sorted(kinds))}: score {interval(own)}, "
        f"rel {interval(rel)}; chose otherwise in {differed}/{args.deals} deals, "
        f"score changed in {changed} ({time.perf_counter() - start:.0f} s)"
    )


if __name__ == "__main__":
    main()
