"""ISMCTS iterations per second per preset, beside the engine's decisions per second.

For each preset the heuristic bot plays; at the decisions of the seat to act
with a real choice, ISMCTS runs there for the preset's expert budget, and so
does the expert level.  Printed per preset, in CPU seconds of this process:

* the engine's random-playout decisions/s (``bench_playouts.playouts``);
* ISMCTS iterations/s (one iteration: a ``sample_state`` world, a walk down the
  tree, a heuristic rollout to the end of the hand);
* the mean and the most CPU seconds of one move of the ``expert`` level where it
  searches (its own budget; in the Ramsen family it searches the declarations
  with PIMC and plays the heuristic bot's move elsewhere).

Usage::

    python benchmarks/bench_search.py                     # every preset
    python benchmarks/bench_search.py schwimmen zwanzig --moves 8

OpenSpiel's Python ISMCTS (``open_spiel.python.algorithms.ismcts``) on
OpenSpiel's C++ Hearts is measured first in the same run, as the reference:
its iterations per CPU second head the table, and each preset's ISMCTS rate is
also given as a multiple of it (``/ OpenSpiel``).  ``open_spiel`` is in the
test extra, not a dependency; without it the line says so.
Figures are measured, never asserted: there is no timed test.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_playouts import playouts
from pantsdown.bots.base import make_bot
from pantsdown.bots.levels import expert_iterations
from pantsdown.bots.search import Budget, IsmctsBot
from pantsdown.build import build_kind
from pantsdown.core.registry import families, find_variant, make


def search_speed(variant: str, moves: int, seed: int = 0) -> tuple[float, float, float]:
    """(ISMCTS iterations per CPU second, mean and most CPU seconds of an expert move).

    The ISMCTS rate is that of :class:`IsmctsBot` at the preset's expert budget, at
    the first ``moves`` decisions with a choice; the expert's move times are those of
    the ``expert`` level itself at the decisions where it searches (in the Ramsen
    family, the declarations, by PIMC; elsewhere every decision, by ISMCTS), up to
    ``moves`` of them in the first hands.
    """
    state = make(variant, None, seed=seed)
    family = state.game.family.id
    heuristic = make_bot("heuristic", family, seed=seed)
    expert = make_bot("expert", family, seed=seed)
    iterations = expert_iterations(family, state.variant)
    bot = IsmctsBot(seed, budget=Budget(iterations))
    times: list[float] = []
    expert_times: list[float] = []
    for _ in range(100_000):
        if state.is_terminal() or (len(times) >= moves and len(expert_times) >= moves):
            break
        seat = state.current_player()
        legal = state.legal_actions()
        view = state.view(seat)
        if len(legal) > 1 and len(times) < moves:
            start = time.process_time()
            bot.choose(view, legal)
            times.append(time.process_time() - start)
        if len(legal) > 1 and len(expert_times) < moves:
            start = time.process_time()
            expert.choose(view, legal)
            spent = time.process_time() - start
            if expert.explanation is not None:
                expert_times.append(spent)
        state.apply(heuristic.choose(view, legal))
    total = sum(times)
    if not expert_times:
        return iterations * len(times) / total, math.nan, math.nan
    return iterations * len(times) / total, statistics.fmean(expert_times), max(expert_times)


def openspiel_reference(seconds: float, seed: int = 0) -> tuple[float, str]:
    """OpenSpiel's Python ISMCTS on its C++ Hearts: (iterations per CPU second, a line).

    OpenSpiel's own setup: ``ISMCTSBot`` with a one-rollout random evaluator,
    UCT constant 2, 100 simulations a move.  Its C++ Hearts (default rules) is
    played from random deals; at every decision with more than one legal action
    the bot searches (100 iterations) and its move is played, until ``seconds``
    of CPU time are spent.  Every hand is dealt with the "no pass" direction:
    in open_spiel 2.0.2, Hearts' ``resample_from_infostate`` deals worlds that
    contradict the observer's information after cards were passed (in about a
    third of such positions; the rollout then finds no legal action and the bot
    raises), while without passing its worlds are consistent (checked on 280
    positions).  The search is the same; only the pass is left out.
    Returns ``(nan, why)`` when ``open_spiel`` is not installed.
    """
    try:
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts
    except ImportError:
        return math.nan, "open_spiel is not installed here: no reference figure"
    simulations = 100
    game = pyspiel.load_game("hearts")
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    bot = ismcts.ISMCTSBot(
        game, evaluator, uct_c=2.0, max_simulations=simulations, random_state=rng
    )
    state = game.new_initial_state()
    state.apply_action(0)  # the pass direction: no pass (see above)
    searched = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        if state.is_terminal():
            state = game.new_initial_state()
            state.apply_action(0)  # the pass direction: no pass (see above)
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
        elif len(state.legal_actions()) == 1:
            state.apply_action(state.legal_actions()[0])
        else:
            state.apply_action(bot.step(state))
            searched += 1
    spent = time.process_time() - start
    rate = simulations * searched / spent if searched else math.nan
    return rate, (
        f"open_spiel {getattr(pyspiel, '__version__', '')} Python ISMCTS "
        "on its C++ hearts (no pass): "
        f"{rate:,.0f} it/s ({searched} moves of {simulations} iterations, {spent:.1f} CPU s)"
    )


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line per preset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presets", nargs="*", help="variant names, default every preset")
    parser.add_argument("--moves", type=int, default=6, help="expert moves timed per preset")
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time of the engine run")
    args = parser.parse_args(argv)
    presets = args.presets or [v.name for f in families() for v in f.variants]
    reference, line = openspiel_reference(args.seconds * 5)
    print(f"{build_kind()} engine; reference: {line}", flush=True)
    print(
        f"{'variant':<26}{'decisions/s':>12}{'ISMCTS it/s':>12}{'/ OpenSpiel':>12}"
        f"{'move s':>8}{'max s':>7}"
    )
    for name in presets:
        _, var = find_variant(name)
        engine = playouts(var.name, var.default_players, args.seconds)
        its, mean, most = search_speed(var.name, args.moves)
        ratio = "" if math.isnan(reference) else f"{its / reference:.2f}x"
        print(
            f"{var.name:<26}{engine.decisions_per_s:>12,.0f}{its:>12,.0f}{ratio:>12}"
            f"{mean:>8.2f}{most:>7.2f}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
