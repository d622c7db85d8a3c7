"""ISMCTS at a preset's expert budget over the first searched moves: a fixed load to profile.

The heuristic bot plays seed 0's match; at each of its first ``MOVES`` decisions
with a choice, :class:`~pantsdown.bots.search.IsmctsBot` searches with the
preset's expert iterations (no CPU cap, so the work is the same on any machine).
Nothing is timed: run it under a profiler and read the search's share::

    valgrind --tool=callgrind python benchmarks/profile_search.py 41 6
    callgrind_annotate --inclusive=yes callgrind.out.<pid> | grep IsmctsBot___choose
    python -m cProfile -s cumulative benchmarks/profile_search.py paskahousu 2
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.bots.base import make_bot
from pantsdown.bots.levels import expert_iterations
from pantsdown.bots.search import Budget, IsmctsBot
from pantsdown.build import build_kind
from pantsdown.core.registry import make


def main(argv: list[str] | None = None) -> int:
    """Search the first moves; print the build and how many moves were searched."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("preset", help="a variant name")
    parser.add_argument("moves", type=int, help="searched moves")
    args = parser.parse_args(argv)
    state = make(args.preset, None, seed=0)
    family = state.game.family.id
    heuristic = make_bot("heuristic", family, seed=0)
    bot = IsmctsBot(0, budget=Budget(expert_iterations(family, state.variant)))
    done = 0
    while not state.is_terminal() and done < args.moves:
        seat = state.current_player()
        legal = state.legal_actions()
        view = state.view(seat)
        if len(legal) > 1:
            bot.choose(view, legal)
            done += 1
        state.apply(heuristic.choose(view, legal))
    print(f"{build_kind()}: {done} moves searched")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
