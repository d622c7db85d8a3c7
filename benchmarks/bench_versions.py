"""Random-playout speed of two checkouts of pantsdown, interleaved, in one process.

Both engines are imported into this process (the first, then, with its modules
set aside, the second), each warmed up with one match of every preset (imports,
and the tables a preset builds once per process), and then measured in turn in
short slices of CPU time, alternating which goes first, so that load on the
machine falls on both alike.  Each slice plays random matches through the public
API every version has (``make``, ``legal_actions``, ``apply``, ``is_terminal``).
Prints the median decisions per CPU second over the slices, the ratio of this
checkout to the base, and the median and range of the slices' paired ratios (each
slice plays both engines from the same seed, one right after the other; with
``--matches`` the same matches).  Pure Python (``PANTSDOWN_PURE_PYTHON=1``).  Usage::

    git worktree add /tmp/base 65d9481                  # the engine before v2
    python benchmarks/bench_versions.py --base /tmp/base
    python benchmarks/bench_versions.py --base /tmp/base schwimmen:4 --slices 20
    python benchmarks/bench_versions.py --base /tmp/base schwimmen:4 --matches 100

The presets' rules may differ between the versions (options added since, such as
Underwear's end after three blocked hands in a row), so matches may be made of
different decisions; ``--first-hand`` plays only each match's first hand, which
the same seed deals alike in both where the preset's rules for a hand are the same,
so both engines make the same decisions.
Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parents[1]

MAIN_PRESETS = ["schwimmen:4", "paskahousu:4", "underwear:4", "ramsen:4"]
"""Each family's main preset (its first variant) at its default table."""

Make = Callable[..., Any]


def load(src: Path, targets: list[str], options: dict[str, str] | None = None) -> Make:
    """Import the engine under ``src`` (setting aside any other already imported),
    play one match of every target, and return its ``make``.

    With ``options``, the ``make`` returned starts each match of a preset from one
    ``Game`` made with them (``make_game(...).new_state``), as a server's room does:
    ``make(..., options=...)`` would build the rules and their tables for every match.
    """
    for name in [m for m in sys.modules if m == "pantsdown" or m.startswith("pantsdown.")]:
        del sys.modules[name]
    sys.path.insert(0, str(src))
    try:
        from pantsdown.core import registry
    finally:
        sys.path.remove(str(src))
    make: Make = registry.make
    if not make.__code__.co_filename.startswith(str(src)):
        raise SystemExit(f"imported {make.__code__.co_filename}, not the engine in {src}")
    if options:
        games: dict[tuple[str, int], Any] = {}

        def make(variant: str, players: int, seed: int) -> Any:
            game = games.get((variant, players))
            if game is None:
                game = games[variant, players] = registry.make_game(
                    variant, players, options=options
                )
            return game.new_state(seed=seed)

    for target in targets:
        variant, players = split(target)
        playouts(make, variant, players, 0.0, 10**6)
    return make


def split(target: str) -> tuple[str, int]:
    """``variant:players`` as its two parts (4 players by default)."""
    variant, _, players = target.partition(":")
    return variant, int(players or 4)


def playouts(
    make: Make,
    variant: str,
    players: int,
    seconds: float,
    seed: int,
    first_hand: bool = False,
    matches: int = 0,
) -> float:
    """Random matches (their first hands only, with ``first_hand``) for about
    ``seconds`` of CPU (at least one), or exactly ``matches`` of them (seeds
    ``seed`` on) when it is given: decisions per second."""
    rng = random.Random(seed)
    decisions = 0
    last = seed + matches
    start = time.process_time()
    while True:
        state = make(variant, players, seed=seed)
        seed += 1
        while not state.is_terminal() and not (first_hand and len(state.decks) > 1):
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        spent = time.process_time() - start
        if (seed >= last) if matches else (spent >= seconds):
            return decisions / spent


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="variant:players (default: MAIN_PRESETS)")
    parser.add_argument("--base", type=Path, required=True, help="the checkout to compare with")
    parser.add_argument("--slices", type=int, default=8, help="measurements of each engine")
    parser.add_argument("--seconds", type=float, default=0.5, help="CPU time per slice")
    parser.add_argument("--first-hand", action="store_true", help="only each match's first hand")
    parser.add_argument(
        "--matches",
        type=int,
        default=0,
        help="play exactly this many matches a slice (the same seeds in both engines, "
        "so both make the same decisions where the rules agree) instead of --seconds",
    )
    parser.add_argument(
        "--this-option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="an option for this checkout's matches only: a rule the base did not have, "
        "set so that both play the same decisions (e.g. max_rounds_without_knock=100 "
        "lifts the 31 family's stop for hands nobody closes as far as it goes)",
    )
    args = parser.parse_args(argv)
    this_options = dict(o.partition("=")[::2] for o in args.this_option)
    os.environ["PANTSDOWN_PURE_PYTHON"] = "1"
    targets = args.targets or MAIN_PRESETS
    makes = {
        "base": load(args.base.resolve() / "src", targets),
        "this": load(HERE / "src", targets, this_options),
    }
    runs: dict[tuple[str, str], list[float]] = {}
    for i in range(args.slices):
        for target in targets:
            variant, players = split(target)
            for name in ("base", "this") if i % 2 == 0 else ("this", "base"):
                dps = playouts(
                    makes[name],
                    variant,
                    players,
                    args.seconds,
                    1000 * i,
                    args.first_hand,
                    args.matches,
                )
                runs.setdefault((target, name), []).append(dps)
    print(
        f"{'preset':<16}{'base':>10}{'this':>10}{'this/base':>11}{'paired':>8}{'range':>14}"
        f"   (median decisions per CPU second over {args.slices} slices)"
    )
    for target in targets:
        base = statistics.median(runs[target, "base"])
        this = statistics.median(runs[target, "this"])
        # each slice's two measurements played from the same seed: their ratio
        ratios = sorted(
            t / b for t, b in zip(runs[target, "this"], runs[target, "base"], strict=True)
        )
        paired = statistics.median(ratios)
        spread = f"{ratios[0]:.3f}-{ratios[-1]:.3f}"
        print(
            f"{target:<16}{base:>10,.0f}{this:>10,.0f}{this / base:>11.3f}"
            f"{paired:>8.3f}{spread:>14}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
