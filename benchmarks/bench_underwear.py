"""Underwear speed: random playouts through the public API.

Prints decisions/s and hands/s per preset and player count (CPU time, one
core).  Run it as ``python benchmarks/bench_underwear.py [seconds-per-row]``.
The measuring loop is :func:`bench_playouts.playouts`.
"""

from __future__ import annotations

import random
import sys

from bench_playouts import playouts

PRESETS = ("underwear", "underwear-all")
PLAYERS = (2, 4, 6)


def bench(variant: str, players: int, seconds: float) -> tuple[float, float, int]:
    """(decisions/s, hands/s, matches) over ``seconds`` of random playouts."""
    run = playouts(variant, players, seconds, seed=1, rng=random.Random(1))
    return run.decisions_per_s, run.hands_per_s, run.matches


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"{'preset':<20} {'players':>7} {'decisions/s':>12} {'hands/s':>9} {'matches':>8}")
    for variant in PRESETS:
        for players in PLAYERS:
            per_s, hands_s, matches = bench(variant, players, seconds)
            print(f"{variant:<20} {players:>7} {per_s:>12,.0f} {hands_s:>9,.1f} {matches:>8}")


if __name__ == "__main__":
    main()
