"""ISMCTS iterations per second per preset, beside the engine's decisions per second.

For each preset the heuristic bot plays the first hand; at every decision of the
seat to act with a real choice, the expert level's search runs there for a fixed
number of iterations.  Printed per preset, in CPU seconds of this process:

* the engine's random-playout decisions/s (``bench_playouts.playouts``);
* ISMCTS iterations/s (one iteration: a ``sample_state`` world, a walk down the
  tree, a heuristic rollout to the end of the hand);
* the mean and the most CPU seconds of one expert move (its own budget).

Usage::

    python benchmarks/bench_search.py                     # every preset
    python benchmarks/bench_search.py schwimmen zwanzig --moves 8

OpenSpiel's Python ISMCTS on its C++ Hearts is printed as a reference when
``open_spiel`` is installed (it is not a dependency); otherwise the line says so.
Figures are measured, never asserted: there is no timed test.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_playouts import playouts
from pantsdown.bots.base import make_bot
from pantsdown.bots.levels import expert_iterations
from pantsdown.bots.search import Budget, IsmctsBot
from pantsdown.core.registry import families, find_variant, make


def search_speed(variant: str, moves: int, seed: int = 0) -> tuple[float, float, float]:
    """(ISMCTS iterations per CPU second, mean and most CPU seconds of an expert move)."""
    state = make(variant, None, seed=seed)
    family = state.game.family.id
    heuristic = make_bot("heuristic", family, seed=seed)
    iterations = expert_iterations(family, state.variant)
    bot = IsmctsBot(seed, budget=Budget(iterations))
    times: list[float] = []
    while len(times) < moves and not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        view = state.view(seat)
        if len(legal) > 1:
            start = time.process_time()
            bot.choose(view, legal)
            times.append(time.process_time() - start)
        state.apply(heuristic.choose(view, legal))
    total = sum(times)
    return iterations * len(times) / total, total / len(times), max(times)


def openspiel_reference(seconds: float) -> str:
    """OpenSpiel's Python ISMCTS on its C++ Hearts, iterations per second (if installed)."""
    try:
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts
    except ImportError:
        return "open_spiel is not installed here: no reference figure"
    game = pyspiel.load_game("hearts")
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=100)
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[0][0])
    done, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        bot.step(state)
        done += 100
    return f"open_spiel ISMCTS on C++ hearts: {done / (time.process_time() - start):,.0f} it/s"


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line per preset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presets", nargs="*", help="variant names, default every preset")
    parser.add_argument("--moves", type=int, default=6, help="expert moves timed per preset")
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time of the engine run")
    args = parser.parse_args(argv)
    presets = args.presets or [v.name for f in families() for v in f.variants]
    print(f"{'variant':<26}{'decisions/s':>12}{'ISMCTS it/s':>12}{'move s':>8}{'max s':>7}")
    for name in presets:
        _, var = find_variant(name)
        engine = playouts(var.name, var.default_players, args.seconds)
        its, mean, most = search_speed(var.name, args.moves)
        print(
            f"{var.name:<26}{engine.decisions_per_s:>12,.0f}{its:>12,.0f}{mean:>8.2f}{most:>7.2f}",
            flush=True,
        )
    print(openspiel_reference(args.seconds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
