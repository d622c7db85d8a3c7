"""Strength of the difficulty levels, measured hand by hand with duplicate deals.

For each deal (a seed), the first hand is played twice: once with the level in
the hero's seat and the heuristic bot in the others, once with the heuristic bot
in every seat.  The hero's value of the hand (``hand_values``: the change of
match score against the others', -1..1) is compared on the same deal, so the
luck of the cards cancels.  The hero's seat rotates with the deal.

    python benchmarks/strength_levels.py --deals 24 schwimmen zwanzig

Prints, per preset and level, the mean value and the mean paired difference
against the heuristic bot with a 95% interval (normal approximation).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time

from pantsdown.bots.base import Bot, make_bot
from pantsdown.bots.search.common import hand_values
from pantsdown.core.registry import make


def play_hand(preset: str, deal: int, hero_kind: str) -> float:
    """The hero's value of the first hand of deal ``deal``."""
    state = make(preset, None, seed=deal)
    n = state.num_players
    family = state.game.family.id
    hero = deal % n
    bots: list[Bot] = [
        make_bot(hero_kind if s == hero else "heuristic", family, seed=deal * 100 + s)
        for s in range(n)
    ]
    while not state.is_terminal():
        result = state.hand_result()
        if result is not None and result.hand_number >= 0:
            break
        seat = state.current_player()
        legal = state.legal_actions()
        state.apply(bots[seat].choose(state.view(seat), legal))
    return hand_values(family, state, 0)[hero]


def main() -> None:
    """Run the measurement and print a table."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("presets", nargs="+")
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--levels", default="random,easy,hard,expert")
    args = parser.parse_args()
    for preset in args.presets:
        base = [play_hand(preset, d, "heuristic") for d in range(args.deals)]
        print(f"{preset}: heuristic mean {statistics.fmean(base):+.3f}", flush=True)
        for level in args.levels.split(","):
            t = time.perf_counter()
            vals = [play_hand(preset, d, level) for d in range(args.deals)]
            diff = [v - b for v, b in zip(vals, base, strict=True)]
            m = statistics.fmean(diff)
            half = 1.96 * statistics.stdev(diff) / math.sqrt(len(diff))
            wins = sum(d > 0 for d in diff)
            losses = sum(d < 0 for d in diff)
            print(
                f"  {level:8} mean {statistics.fmean(vals):+.3f}  vs heuristic {m:+.3f}"
                f" ± {half:.3f}  better/worse deals {wins}/{losses}"
                f"  ({time.perf_counter() - t:.0f} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
