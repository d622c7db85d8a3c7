"""Resident memory before and after making many matches with different options.

No process-wide cache may grow with use (a server runs for months): making
10,000 matches, each with its own options, must leave the resident set size
flat.  Prints the figures; asserts nothing.  Usage::

    python benchmarks/bench_memory.py [--matches 10000]
"""

from __future__ import annotations

import argparse
import gc
import random
import resource
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.core.registry import make

# (variant, option, values): options whose values change the rules object
VARIED = [
    ("schwimmen", "starting_chips", range(1, 60)),
    ("hosenabe", "starting_chips", range(1, 60)),
    ("zwanzig", "max_hands", range(20, 200)),
    ("mulatschak", "max_hands", range(20, 200)),
    ("paskahousu", "hands", range(1, 60)),
    ("underwear", "target_score", range(10, 70)),
    ("tuppenny", "starting_lives", range(1, 30)),
    ("41", "match_hands", range(1, 60)),
    ("bohemian-watten", "max_hands", range(20, 200)),
    ("raub", "max_hands", range(20, 200)),
]


MOVES = 200
"""Random decisions played in each match (most hands end well before)."""
WARM_UP = 5_000
"""Matches made before the first reading (the bounded caches fill meanwhile)."""


def rss_kib() -> int:
    """The resident set size now, in KiB (from /proc, else the peak)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def run(matches: int, warm_up: int = WARM_UP) -> None:
    """Make ``matches`` matches with varied options, play up to ``MOVES`` random
    decisions of each (so that every speed table and shared action is used), and
    print the resident set size along the way."""
    rng = random.Random(1)
    usable = [(variant, option, list(values)) for variant, option, values in VARIED]

    def one(i: int) -> None:
        variant, option, values = usable[i % len(usable)]
        state = make(variant, seed=i, options={option: values[rng.randrange(len(values))]})
        for _ in range(MOVES):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        assert state.game.max_decisions > 0  # the facts are computed per Game

    for i in range(warm_up):  # imports; shared tables and actions fill toward their bounds
        one(i)
    gc.collect()
    before = rss_kib()
    blocks = sys.getallocatedblocks()
    print(f"resident after warm-up {before:>10,} KiB   {blocks:>9,} Python objects' blocks")
    step = max(1, matches // 5)
    for i in range(matches):
        one(i)
        if (i + 1) % step == 0 or i + 1 == matches:
            gc.collect()
            print(
                f"after {i + 1:>7,} matches {rss_kib():>10,} KiB"
                f"   {sys.getallocatedblocks():>9,} Python objects' blocks"
            )
    after = rss_kib()
    per = (after - before) / matches
    print(
        f"before {before:,} KiB, after {after:,} KiB: growth {after - before:,} KiB"
        f" ({per:.3f} KiB per match)"
    )


def main() -> None:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--warm-up", type=int, default=WARM_UP, help="matches before measuring")
    args = parser.parse_args()
    run(args.matches, args.warm_up)


if __name__ == "__main__":
    main()
