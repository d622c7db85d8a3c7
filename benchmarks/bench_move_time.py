"""The CPU time of the expert's moves per preset, and the worst of them.

Issue 10 bounds the ``expert`` level at about one second a move on one core.
The expert's iteration budgets decide most moves; ``EXPERT_CPU_MS`` (in
``pantsdown.bots.levels``) cuts the ones whose search would run longer.  This
script measures what a player waits: for each preset it plays first hands of
deals (seed 0, 1, …) with the heuristic bot in every seat and, at every decision
with a choice, asks the expert for its move from that seat's view, timing the
call with the thread's CPU clock (``time.thread_time``, which the load of other
processes does not stretch).  Only the moves where the expert searched are
counted (in the Ramsen family it searches the declarations and plays the
heuristic bot's move elsewhere, at no cost worth timing).

Printed per preset: the moves timed, their mean, 95th percentile and most CPU
seconds, and how many the CPU cap cut short (fewer worlds searched than the
iteration budget).  ``--no-cap`` times the expert with its iteration budget
alone, to show what the cap saves.

Usage::

    python benchmarks/bench_move_time.py                      # every preset, 40 moves each
    nice -n 19 python benchmarks/bench_move_time.py 41 paskahousu --moves 100
    python benchmarks/bench_move_time.py 41 --no-cap --moves 20

Figures are measured, never asserted: there is no timed test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.bots.base import make_bot
from pantsdown.bots.levels import EXPERT_CPU_MS, ExpertBot
from pantsdown.build import build_kind
from pantsdown.core.registry import families, find_variant, make


def _budget(expert: ExpertBot) -> int:
    """The iterations (or worlds) the expert's last search was given (called after a
    move it explained, so after a search)."""
    if expert.pimc is not None:
        return expert.pimc.budget.iterations
    if expert.declarer is not None:
        return expert.declarer.budget.iterations
    return expert.budget.iterations


def move_times(variant: str, moves: int, cap: bool) -> tuple[list[float], int]:
    """CPU seconds of up to ``moves`` searched expert moves in ``variant``, and how many
    of them searched fewer worlds than the iteration budget (cut by the CPU cap).
    """
    family = find_variant(variant)[0].id
    expert = ExpertBot(family, seed=0)
    if not cap:
        expert.cpu_cap_ms = None
    times: list[float] = []
    cut = 0
    for seed in range(10_000):
        state = make(variant, None, seed=seed)
        heuristic = make_bot("heuristic", family, seed=seed)
        while not state.is_terminal() and state.hand_result() is None and len(times) < moves:
            seat = state.current_player()
            legal = state.legal_actions()
            view = state.view(seat)
            if len(legal) > 1:
                start = time.thread_time()
                expert.choose(view, legal)
                spent = time.thread_time() - start
                if expert.explanation is not None:
                    times.append(spent)
                    cut += expert.explanation.worlds < _budget(expert)
            state.apply(heuristic.choose(view, legal))
        if len(times) >= moves:
            break
    return times, cut


def main(argv: list[str] | None = None) -> int:
    """Time the expert's moves in the presets named (default: every preset)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presets", nargs="*", help="variant names (default: every preset)")
    parser.add_argument("--moves", type=int, default=40, help="searched moves timed per preset")
    parser.add_argument("--no-cap", action="store_true", help="iteration budgets alone")
    args = parser.parse_args(argv)
    if args.moves < 1:
        parser.error(f"--moves {args.moves}: at least 1")
    every = [v.name for f in families() for v in f.variants]
    try:
        presets = [find_variant(p)[1].name for p in args.presets] or every
    except Exception as err:  # the registry's UnknownGameError quotes the name
        parser.error(str(err))
    cap = "none" if args.no_cap else f"{EXPERT_CPU_MS:.0f} ms"
    print(
        f"engine: {build_kind()}; CPU cap: {cap}; load average: "
        + " ".join(f"{x:.2f}" for x in os.getloadavg())
    )
    print(f"{'preset':28} {'moves':>5} {'mean s':>7} {'p95 s':>7} {'most s':>7} {'cut':>4}")
    for preset in presets:
        times, cut = move_times(preset, args.moves, not args.no_cap)
        if not times:
            print(f"{preset:28} {0:>5}  (the expert searched no move)")
            continue
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        print(
            f"{preset:28} {len(times):>5} {statistics.fmean(times):>7.3f} {p95:>7.3f} "
            f"{ordered[-1]:>7.3f} {cut:>4}",
            flush=True,
        )
    print("load average at the end: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
