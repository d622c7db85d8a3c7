"""Underwear speed: random playouts through the public API.

Prints decisions/s and hands/s per preset and player count.  Run it as
``python benchmarks/bench_underwear.py [seconds-per-row]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown import make

PRESETS = ("underwear", "underwear-all")
PLAYERS = (2, 4, 6)


def bench(variant: str, players: int, seconds: float) -> tuple[float, float, int]:
    """(decisions/s, hands/s, matches) over ``seconds`` of random playouts."""
    rng = random.Random(1)
    decisions = hands = matches = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = make(variant, players, seed=rng.randrange(2**31))
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        hands += len(state.decks)
        matches += 1
    elapsed = time.perf_counter() - start
    return decisions / elapsed, hands / elapsed, matches


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"{'preset':<20} {'players':>7} {'decisions/s':>12} {'hands/s':>9} {'matches':>8}")
    for variant in PRESETS:
        for players in PLAYERS:
            per_s, hands_s, matches = bench(variant, players, seconds)
            print(f"{variant:<20} {players:>7} {per_s:>12,.0f} {hands_s:>9,.1f} {matches:>8}")


if __name__ == "__main__":
    main()
