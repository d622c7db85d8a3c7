"""Random-playout speed of two checkouts of pantsdown, interleaved, in one run.

Each round runs every preset once in each checkout, one after the other, each in
a fresh process that imports that checkout's engine and runs the same loop
(:data:`LOOP`: random playouts through the public API ``make``,
``legal_actions``, ``apply``, ``is_terminal``, which every version has), in CPU
time, after one warm-up match so that imports and the tables a preset builds once
per process are not counted.  Load on the machine falls on both alike.  Prints
decisions per CPU second per round, the medians and the ratio of this checkout to
the base.  Pure Python (``PANTSDOWN_PURE_PYTHON=1`` is set for both).  Usage::

    git worktree add /tmp/base 65d9481                  # the engine before v2
    python benchmarks/bench_versions.py --base /tmp/base
    python benchmarks/bench_versions.py --base /tmp/base schwimmen:4 --rounds 5 --seconds 3

Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

MAIN_PRESETS = ["schwimmen:4", "paskahousu:4", "underwear:4", "ramsen:4"]
"""Each family's main preset (its first variant) at its default table."""


LOOP = """
import random, sys, time
from pantsdown.core.registry import make
variant, players, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
def match(seed, rng):
    state = make(variant, players, seed=seed)
    decisions = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        decisions += 1
    return decisions
match(10**6, random.Random(1))  # warm-up: imports, per-process tables
rng, decisions, seed = random.Random(0), 0, 0
start = time.process_time()
while time.process_time() - start < seconds:
    decisions += match(seed, rng)
    seed += 1
print(decisions / (time.process_time() - start))
"""
"""The measuring loop, run in each checkout (the same code for both)."""


def decisions_per_s(tree: Path, target: str, seconds: float) -> float:
    """Decisions per CPU second of ``target`` (``variant:players``) with the engine of
    the checkout ``tree``, measured by :data:`LOOP` in a new process."""
    env = dict(os.environ, PYTHONPATH=str(tree / "src"), PANTSDOWN_PURE_PYTHON="1")
    variant, _, players = target.partition(":")
    out = subprocess.run(
        [sys.executable, "-c", LOOP, variant, players or "4", str(seconds)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=tree,
    ).stdout
    return float(out.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="variant:players (default: MAIN_PRESETS)")
    parser.add_argument("--base", type=Path, required=True, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU time per measurement")
    args = parser.parse_args(argv)
    targets = args.targets or MAIN_PRESETS
    trees = {"base": args.base.resolve(), "this": HERE}
    runs: dict[tuple[str, str], list[float]] = {}
    for r in range(args.rounds):
        for target in targets:
            for name, tree in trees.items():
                dps = decisions_per_s(tree, target, args.seconds)
                runs.setdefault((target, name), []).append(dps)
                print(f"round {r + 1} {target:<16}{name:>6}{dps:>12,.0f} decisions/s", flush=True)
    print(f"\n{'preset':<16}{'base':>12}{'this':>12}{'this/base':>11}   (medians, decisions/s)")
    for target in targets:
        base = statistics.median(runs[target, "base"])
        this = statistics.median(runs[target, "this"])
        print(f"{target:<16}{base:>12,.0f}{this:>12,.0f}{this / base:>11.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
