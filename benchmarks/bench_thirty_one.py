"""Random playouts of every 31-family preset through the public API.

Prints decisions/s and hands/s per preset.  Time is the CPU time of this process
(one core), and each figure is the best of several short runs, so that other load
on the machine skews it as little as possible.  Run:
``python benchmarks/bench_thirty_one.py [seconds-per-run] [players] [runs]``.
The measuring loop is :func:`bench_playouts.playouts`.
"""

from __future__ import annotations

import random
import sys

from bench_playouts import playouts
from pantsdown.games.thirty_one import FAMILY


def bench(variant: str, players: int, seconds: float, first_seed: int) -> tuple[float, float]:
    """Play random matches for about ``seconds`` of CPU time; return decisions/s, hands/s."""
    run = playouts(variant, players, seconds, seed=first_seed, rng=random.Random(first_seed))
    return run.decisions_per_s, run.hands_per_s


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    print(f"random playouts, {players} players, best of {runs} runs of {seconds:g} s CPU, one core")
    print(f"{'preset':<12} {'decisions/s':>12} {'hands/s':>10}")
    for var in FAMILY.variants:
        bench(var.name, players, 0.2, 0)  # warm the hand tables
        results = [bench(var.name, players, seconds, 1000 * k) for k in range(runs)]
        dps, hps = max(results)
        print(f"{var.name:<12} {dps:>12,.0f} {hps:>10,.0f}")


if __name__ == "__main__":
    main()
