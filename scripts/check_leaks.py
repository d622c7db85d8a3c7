"""Play thousands of seeded random matches of every preset through the server's hub
and check that no message leaks a card its receiver may not see.

    python scripts/check_leaks.py                      # 1000 matches per preset and table size
    python scripts/check_leaks.py --matches 50 --moves 300 schwimmen:4 zwanzig:4

Each match is played to its end or ``--moves`` actions.  Prints, per preset and
table size, the matches played and the messages checked; a leak stops it with the
seat, the cards and the preset (exit status 1).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.server import leakcheck

from pantsdown.server.rooms import ApiError


def main() -> int:
    """Run the check; 0 if no message leaked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", help="PRESET:PLAYERS (default: every preset)")
    parser.add_argument("--matches", type=int, default=1000, help="matches per case")
    parser.add_argument("--moves", type=int, default=150, help="actions per match at most")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    cases = []
    for case in args.cases:
        game, _, players = case.partition(":")
        if not players.isdigit():
            parser.error(f"case {case!r} is not PRESET:PLAYERS (e.g. schwimmen:4)")
        cases.append((game, int(players)))
    cases = cases or leakcheck.presets()
    total = matches = 0
    start = time.perf_counter()
    for game, players in cases:
        t = time.perf_counter()
        try:
            checked = leakcheck.check([(game, players)], args.matches, args.moves, args.seed)
        except AssertionError as err:
            print(f"LEAK {game}:{players}: {err}", flush=True)
            return 1
        except ApiError as err:
            parser.error(f"case {game}:{players} refused: {err.message}")
        total += checked
        matches += args.matches
        print(
            f"{game}:{players}  {args.matches} matches  {checked} messages checked  "
            f"{time.perf_counter() - t:.1f} s",
            flush=True,
        )
    print(
        f"no leak: {matches} matches, {total} messages checked "
        f"in {time.perf_counter() - start:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
