"""Paskahousu speed: random playouts through the public API, per preset.

Run: ``python benchmarks/bench_paskahousu.py [seconds per preset]``.  Prints
decisions/s and hands/s (a hand is a deal played until one player is left),
plus the same with a clone() per decision, the cost search bots pay.  CPU time,
one core; the measuring loop is :func:`bench_playouts.playouts`.
"""

from __future__ import annotations

import random
import sys

from bench_playouts import playouts
from pantsdown.core.registry import find_variant


def bench(
    variant: str, players: int, seconds: float, *, clone: bool = False
) -> tuple[float, float]:
    """(decisions/s, hands/s) of random playouts, optionally cloning every decision."""
    run = playouts(variant, players, seconds, clone=clone, rng=random.Random(1))
    return run.decisions_per_s, run.hands_per_s


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print(f"{'preset':<12} {'players':>7} {'decisions/s':>12} {'hands/s':>8} {'+clone dec/s':>13}")
    for name in ("paskahousu", "pagat"):
        _, variant = find_variant(name)
        for players in sorted({variant.min_players, variant.default_players, variant.max_players}):
            dps, hps = bench(name, players, seconds)
            cdps, _ = bench(name, players, seconds / 2, clone=True)
            print(f"{name:<12} {players:>7} {dps:>12,.0f} {hps:>8,.1f} {cdps:>13,.0f}")


if __name__ == "__main__":
    main()
