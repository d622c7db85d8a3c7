"""Random playouts of every Ramsen-family preset through the public API.

Prints decisions/s and hands/s per preset on one core, measured in CPU time
(``time.process_time``) so that other processes on a busy machine do not
distort the figure; wall-clock decisions/s is printed too.  Run:
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


def bench(name: str, players: int, seconds: float) -> tuple[float, float, float, int]:
    rng = random.Random(1)
    decisions = 0
    hands = 0
    matches = 0
    start = time.process_time()
    wall = time.perf_counter()
    while time.process_time() - start < seconds:
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
    elapsed = time.process_time() - start
    wall = time.perf_counter() - wall
    return decisions / elapsed, hands / elapsed, decisions / wall, matches


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
