"""Paskahousu speed: random playouts through the public API, per preset.

Run: ``python benchmarks/bench_paskahousu.py [seconds per preset]``.  Prints
decisions/s and hands/s (a hand is a deal played until one player is left),
plus the same with a clone() per decision, the cost search bots pay.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.core.registry import find_variant, make


def bench(
    variant: str, players: int, seconds: float, *, clone: bool = False
) -> tuple[float, float]:
    rng = random.Random(1)
    decisions = hands = 0
    start = time.perf_counter()
    seed = 0
    while time.perf_counter() - start < seconds:
        state = make(variant, players, seed=seed)
        seed += 1
        while not state.is_terminal():
            actions = state.legal_actions()
            if clone:
                state.clone()
            state.apply(actions[rng.randrange(len(actions))])
            decisions += 1
        hands += len(state.decks)
    elapsed = time.perf_counter() - start
    return decisions / elapsed, hands / elapsed


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
