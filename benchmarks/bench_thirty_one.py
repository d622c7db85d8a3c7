"""Random playouts of every 31-family preset through the public API.

Prints decisions/s and hands/s per preset, per second of CPU time of this
process (one core; robust to other load on the machine).  Run:
``python benchmarks/bench_thirty_one.py [seconds-per-preset] [players]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.core.registry import make
from pantsdown.games.thirty_one import FAMILY


def bench(variant: str, players: int, seconds: float) -> tuple[float, float, int]:
    """Play random matches for about ``seconds``; return decisions/s, hands/s, matches."""
    rng = random.Random(1)
    decisions = hands = matches = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = make(variant, players, seed=matches)
        randrange = rng.randrange
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[randrange(len(legal))])
            decisions += 1
        hands += state.hand_number + 1  # type: ignore[attr-defined]
        matches += 1
    elapsed = time.process_time() - start
    return decisions / elapsed, hands / elapsed, matches


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    print(f"random playouts, {players} players, {seconds:g} s per preset, one core")
    print(f"{'preset':<12} {'decisions/s':>12} {'hands/s':>10} {'matches':>8}")
    for var in FAMILY.variants:
        dps, hps, m = bench(var.name, players, seconds)
        print(f"{var.name:<12} {dps:>12,.0f} {hps:>10,.0f} {m:>8}")


if __name__ == "__main__":
    main()
