"""Play thousands of seeded random matches of every preset through the server's hub
and check that no message leaks a card its receiver may not see.

    python scripts/check_leaks.py                      # 1000 matches of every preset
    python scripts/check_leaks.py --matches 50 --moves 300 schwimmen zwanzig:4
    nice -n 19 python scripts/check_leaks.py --shard 1/2 &   # half the presets; 2/2 the rest

A preset's matches are split evenly between its smallest and its largest table
(at most ``--largest`` seats, 6 by default); ``PRESET:PLAYERS`` plays one table
size.  Each match is played to its end or ``--moves`` actions.  Prints, per preset
and table size, the matches played and the messages checked; a leak stops it with
the seat, the cards and the preset (exit status 1).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.server import leakcheck

from pantsdown.core import registry
from pantsdown.core.errors import GameError
from pantsdown.server.rooms import ApiError


def _cases(
    parser: argparse.ArgumentParser, given: list[str], matches: int, largest: int
) -> list[tuple[str, int, int]]:
    """``(preset, players, matches)`` for each case asked for (default: every preset)."""
    sizes: dict[str, list[int]] = {}
    for game, players in leakcheck.presets(largest):
        sizes.setdefault(game, []).append(players)
    out: list[tuple[str, int, int]] = []
    for case in given or list(sizes):
        game, colon, players = case.partition(":")
        if colon and not players.isdigit():
            parser.error(f"case {case!r} is not PRESET or PRESET:PLAYERS (e.g. schwimmen:4)")
        try:
            name = registry.find_variant(game)[1].name
        except GameError as err:
            parser.error(f"case {case!r}: {err}")
        tables = [int(players)] if colon else sizes[name]
        for i, n in enumerate(tables):  # the matches split evenly, the first table the rest
            share = matches // len(tables) + (1 if i < matches % len(tables) else 0)
            out.append((name, n, share))
    return out


def main() -> int:
    """Run the check; 0 if no message leaked."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="*", help="PRESET or PRESET:PLAYERS (default: every preset)")
    parser.add_argument(
        "--matches", type=int, default=1000, help="matches per preset (split by table size)"
    )
    parser.add_argument("--moves", type=int, default=150, help="actions per match at most")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--parallel", type=int, default=8, help="matches played at a time")
    parser.add_argument(
        "--largest", type=int, default=6, help="the largest table played (at least the smallest)"
    )
    parser.add_argument("--shard", default="1/1", help="K/N: every N-th preset from the K-th")
    args = parser.parse_args()
    k, _, n = args.shard.partition("/")
    if not (k.isdigit() and n.isdigit() and 1 <= int(k) <= int(n)):
        parser.error(f"--shard {args.shard!r} is not K/N with 1 <= K <= N (e.g. 1/2)")
    cases = _cases(parser, args.cases, args.matches, args.largest)
    presets = list(dict.fromkeys(game for game, _, _ in cases))[int(k) - 1 :: int(n)]
    cases = [c for c in cases if c[0] in presets]
    total = matches = 0
    start = time.perf_counter()
    for game, players, count in cases:
        t = time.perf_counter()
        try:
            checked = leakcheck.check(
                [(game, players)], count, args.moves, args.seed, parallel=args.parallel
            )
        except AssertionError as err:
            print(f"LEAK {game}:{players}: {err}", flush=True)
            return 1
        except ApiError as err:
            parser.error(f"case {game}:{players} refused: {err.message}")
        total += checked
        matches += count
        print(
            f"{game}:{players}  {count} matches  {checked} messages checked  0 leaks  "
            f"{time.perf_counter() - t:.1f} s",
            flush=True,
        )
    print(
        f"no leak: {matches} matches of {len(presets)} presets, {total} messages checked "
        f"in {time.perf_counter() - start:.0f} s",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
