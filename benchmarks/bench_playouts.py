"""Random-playout speed of every preset through the public API.

Prints decisions per second and hands per second for each variant (one core,
one process).  Usage::

    python benchmarks/bench_playouts.py                 # every preset, default players
    python benchmarks/bench_playouts.py schwimmen:4 zwanzig:4 --seconds 3

Figures are measured, never asserted: there is no timed test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.core.registry import families, find_variant, make


def measure(variant: str, players: int, seconds: float, seed: int = 0) -> tuple[float, float]:
    """Play seeded random matches for about ``seconds``; return (decisions/s, hands/s)."""
    rng = random.Random(seed)
    decisions = hands = 0
    start = time.perf_counter()
    match = 0
    while time.perf_counter() - start < seconds:
        state = make(variant, players, seed=seed + match)
        match += 1
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        hands += len(state.decks)
    elapsed = time.perf_counter() - start
    return decisions / elapsed, hands / elapsed


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line per preset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="variant[:players], default every preset")
    parser.add_argument("--seconds", type=float, default=2.0, help="time per preset")
    args = parser.parse_args(argv)
    targets = args.targets or [
        f"{v.name}:{v.default_players}" for f in families() for v in f.variants
    ]
    print(f"{'variant':<28}{'players':>8}{'decisions/s':>14}{'hands/s':>11}")
    for target in targets:
        name, _, count = target.partition(":")
        _, var = find_variant(name)
        players = int(count) if count else var.default_players
        dps, hps = measure(var.name, players, args.seconds)
        print(f"{var.name:<28}{players:>8}{dps:>14,.0f}{hps:>11,.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
