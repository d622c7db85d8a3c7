"""Random playouts of every Ramsen-family preset through the public API.

Prints decisions/s and hands/s per preset (one core).  Run:
``python benchmarks/bench_ramsen.py [seconds-per-preset]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown import make
from pantsdown.games.ramsen import FAMILY


def bench(name: str, players: int, seconds: float) -> tuple[float, float, int]:
    rng = random.Random(1)
    decisions = 0
    hands = 0
    matches = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = make(name, players, seed=matches)
        legal_actions = state.legal_actions
        apply = state.apply
        is_terminal = state.is_terminal
        while not is_terminal():
            legal = legal_actions()
            apply(legal[int(rng.random() * len(legal))])
            decisions += 1
        hands += state.hand_number + 1
        matches += 1
    elapsed = time.perf_counter() - start
    return decisions / elapsed, hands / elapsed, matches


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"{'preset':28} {'seats':>5} {'decisions/s':>12} {'hands/s':>9} {'matches':>8}")
    for variant in FAMILY.variants:
        n = variant.default_players
        dps, hps, matches = bench(variant.name, n, seconds)
        print(f"{variant.name:28} {n:5d} {dps:12,.0f} {hps:9,.0f} {matches:8d}")


if __name__ == "__main__":
    main()
