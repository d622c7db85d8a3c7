"""How long the quick bot levels take to decide: the case for deciding on the event loop.

The server lets the levels in ``ServerConfig.loop_bot_levels`` (``random``,
``heuristic``, ``easy``, ``medium``) decide on its event loop, and hands the
searching levels to worker threads.  This script plays ``--deals`` matches of every
preset at its largest table with the level in every seat (at most ``--moves``
actions each) and times every decision with the thread's CPU clock
(``time.thread_time``, which other processes' load does not stretch).

Printed per preset and level: decisions timed, mean, 99th percentile and most, in
milliseconds.  Figures are measured, never asserted.  Usage::

    python benchmarks/bench_quick_bots.py                       # medium and easy, every preset
    python benchmarks/bench_quick_bots.py --levels random medium --deals 5
"""

from __future__ import annotations

import argparse
import time

from pantsdown.bots.base import make_bot
from pantsdown.core import registry


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", nargs="+", default=["medium", "easy"])
    parser.add_argument("--deals", type=int, default=3, help="matches per preset and level (3)")
    parser.add_argument("--moves", type=int, default=300, help="actions per match at most (300)")
    args = parser.parse_args()
    if not 1 <= args.deals <= 100 or not 1 <= args.moves <= 10_000:
        parser.error("--deals is 1 to 100 and --moves 1 to 10,000 (the run is bounded)")
    print(
        f"{'preset':<28} {'level':<8} {'decisions':>9} {'mean ms':>8} {'p99 ms':>7} {'max ms':>7}"
    )
    for fam in registry.families():
        for var in fam.variants:
            for level in args.levels:
                times: list[float] = []
                for seed in range(args.deals):
                    state = registry.make(var.name, var.max_players, seed=seed)
                    bots = [
                        make_bot(level, state.family_id, seed=seed * 10 + s)
                        for s in range(var.max_players)
                    ]
                    for _ in range(args.moves):
                        if state.is_terminal():
                            break
                        seat = state.current_player()
                        view, legal = state.view(seat), list(state.legal_actions())
                        start = time.thread_time()
                        action = bots[seat].choose(view, legal)
                        times.append(time.thread_time() - start)
                        state.apply(action)
                times.sort()
                p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
                mean = sum(times) / len(times)
                print(
                    f"{var.name:<28} {level:<8} {len(times):>9} "
                    f"{mean * 1e3:>8.3f} {p99 * 1e3:>7.2f} {times[-1] * 1e3:>7.2f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
