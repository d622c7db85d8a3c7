"""Random playouts of every Ramsen-family preset through the public API.

Prints decisions/s and hands/s per preset on one core, measured in CPU time
(``time.process_time``) so that other processes on a busy machine do not
distort the figure; wall-clock decisions/s is printed too.  Run:
``python benchmarks/bench_ramsen.py [seconds-per-preset]``.
The measuring loop is :func:`bench_playouts.playouts`.
"""

from __future__ import annotations

import random
import sys

from bench_playouts import playouts
from pantsdown.games.ramsen import FAMILY


def bench(name: str, players: int, seconds: float) -> tuple[float, float, float, int]:
    """(decisions/s, hands/s, wall-clock decisions/s, matches) of random playouts."""
    run = playouts(name, players, seconds, rng=random.Random(1))
    return run.decisions_per_s, run.hands_per_s, run.wall_decisions_per_s, run.matches


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(
        f"{'preset':28} {'seats':>5} {'decisions/s':>12} {'hands/s':>9} "
        f"{'wall dec/s':>11} {'matches':>8}"
    )
    for variant in FAMILY.variants:
        n = variant.default_players
        dps, hps, wall, matches = bench(variant.name, n, seconds)
        print(f"{variant.name:28} {n:5d} {dps:12,.0f} {hps:9,.0f} {wall:11,.0f} {matches:8d}")


if __name__ == "__main__":
    main()
