"""OpenSpiel's ISMCTS against our expert bot, at equal time per move, one preset per family.

Two-seat matches, seat-rotated: in each pair of matches the two bots swap seats
and the deals are the same (the chance outcomes come from a generator seeded
per pair, and every hand's deck is drawn whole at its start, so hand k gets the
same deck in both matches).  Each match is played by OpenSpiel's own runner,
``open_spiel.python.algorithms.evaluate_bots.evaluate_bots``, through the
adapter (``pantsdown.envs.openspiel``), both bots ``pyspiel.Bot`` objects:

* OpenSpiel's ISMCTS (``open_spiel.python.algorithms.ismcts.ISMCTSBot``, as
  shipped: random-rollout evaluator to the end of the match, UCT c = 2, worlds
  from the adapter's ``resample_from_infostate``) sees the pyspiel state;
* our expert (``bots/levels.py``: ISMCTS with its own iteration budget, heuristic
  rollouts to the end of the hand, guarded by the heuristic bot) sees only the
  seat's view and its legal actions.

Equal time per move: the expert keeps its own budget; before each OpenSpiel move
with a choice, its number of simulations is set so that it takes the expert's
mean CPU time per move so far, at OpenSpiel's own measured CPU seconds per
simulation.  A move with one legal action is played without search by both and
counted in neither's time.

Printed per preset: each bot's win rate with its 95% Wilson interval (a win is
the match's return: 1, or 1/2 each for a shared win), both bots' CPU seconds per
move and search iterations per CPU second.

By default a match is shortened by options (fewer chips, a lower target) so a
run fits in minutes; ``--full`` plays the presets' own match lengths.

Usage::

    python benchmarks/bench_ismcts_vs_expert.py --matches 4              # a quick look
    python benchmarks/bench_ismcts_vs_expert.py --matches 100 --full     # a real comparison
    python benchmarks/bench_ismcts_vs_expert.py zwanzig --matches 20
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import numpy as np
import pyspiel
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts

from pantsdown.bots.levels import ExpertBot, expert_iterations
from pantsdown.core.registry import find_variant
from pantsdown.envs import openspiel as adapter

PRESETS: dict[str, dict[str, Any]] = {
    "schwimmen": {"starting_chips": 1},
    "pagat": {},
    "underwear": {"target_score": 6},
    "zwanzig": {"start_score": 6},
}
"""One preset of each family (Paskahousu's two-seat preset), with the options that
shorten a match (dropped by ``--full``)."""

UCT_C = 2.0
"""OpenSpiel ISMCTS's exploration constant."""


@dataclass
class Clock:
    """CPU time and search iterations of one bot over the moves it searched."""

    seconds: float = 0.0
    moves: int = 0
    iterations: int = 0

    def per_move(self) -> float:
        return self.seconds / self.moves if self.moves else math.nan

    def rate(self) -> float:
        return self.iterations / self.seconds if self.seconds else math.nan


@dataclass
class Tally:
    """Results of one preset."""

    openspiel: list[float] = field(default_factory=list)
    expert: list[float] = field(default_factory=list)
    openspiel_clock: Clock = field(default_factory=Clock)
    expert_clock: Clock = field(default_factory=Clock)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (fractional successes count as such)."""
    if n == 0:
        return math.nan, math.nan
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class OpenSpielSeat(adapter.Restartable):
    """OpenSpiel's ISMCTS, its simulations per move set to the expert's mean CPU time
    per move so far at its own measured CPU seconds per simulation; timed."""

    def __init__(self, game: Any, np_rng: np.random.RandomState, tally: Tally) -> None:
        self.evaluator = mcts.RandomRolloutEvaluator(1, np_rng)
        super().__init__(ismcts.ISMCTSBot(game, self.evaluator, UCT_C, 1, random_state=np_rng))
        self.game = game
        self.np_rng = np_rng
        self.tally = tally

    def step(self, state: Any) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        budget = self.tally.expert_clock.per_move()
        if math.isnan(budget):
            budget = 0.5
        clock = self.tally.openspiel_clock
        seconds_per_simulation = clock.seconds / clock.iterations if clock.iterations else 0.05
        simulations = max(1, round(budget / seconds_per_simulation))
        self.bot = ismcts.ISMCTSBot(
            self.game, self.evaluator, UCT_C, max_simulations=simulations, random_state=self.np_rng
        )
        start = time.process_time()
        action = super().step(state)
        clock.seconds += time.process_time() - start
        clock.moves += 1
        clock.iterations += simulations
        return action


class ExpertSeat(pyspiel.Bot):  # type: ignore[misc]
    """Our expert bot as an OpenSpiel bot: it is given the seat's view and its legal
    actions only (never the state); timed."""

    def __init__(self, game: Any, seed: int, tally: Tally) -> None:
        pyspiel.Bot.__init__(self)
        self.expert = ExpertBot(game.engine_game.family.id, seed=seed)
        self.tally = tally

    def restart_at(self, state: Any) -> None:
        """Nothing to forget: the expert searches each move from the view."""

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        """Nothing to update: the next view holds what the seat saw."""

    def step(self, state: Any) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return int(legal[0])
        engine = state.engine
        view = engine.view(state.current_player())
        start = time.process_time()
        chosen = self.expert.choose(view, engine.legal_actions())
        clock = self.tally.expert_clock
        clock.seconds += time.process_time() - start
        clock.moves += 1
        if self.expert.explanation is not None:
            clock.iterations += self.expert.explanation.worlds
        return int(engine.action_id(chosen))


def play_match(
    game: Any, openspiel_seat: int, deal_seed: int, bot_seed: int, tally: Tally
) -> list[float]:
    """One match, played by OpenSpiel's ``evaluate_bots``; the returns by seat."""
    openspiel_bot = OpenSpielSeat(game, np.random.RandomState(bot_seed), tally)
    expert_bot = ExpertSeat(game, bot_seed, tally)
    bots = [expert_bot, expert_bot]
    bots[openspiel_seat] = openspiel_bot
    chance_rng = np.random.RandomState(deal_seed)  # evaluate_bots draws only the deals with it
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, chance_rng)
    return [float(r) for r in returns]


def run(variant: str, matches: int, full: bool, seed: int) -> Tally:
    options = {} if full else PRESETS.get(variant, {})
    game = adapter.load(variant, 2, **options)
    tally = Tally()
    for index in range(matches):
        pair = index // 2
        openspiel_seat = index % 2
        returns = play_match(game, openspiel_seat, seed * 1_000_003 + pair, seed + index, tally)
        tally.openspiel.append(returns[openspiel_seat])
        tally.expert.append(returns[1 - openspiel_seat])
        print(
            f"  match {index + 1}/{matches}: OpenSpiel ISMCTS in seat {openspiel_seat}, "
            f"returns {returns}",
            flush=True,
        )
    return tally


def report(variant: str, tally: Tally, full: bool) -> None:
    family = find_variant(variant)[0]
    n = len(tally.openspiel)
    shortened = "" if full else f" (shortened: {PRESETS.get(variant) or 'preset length'})"
    print(f"{variant} ({family.id}), 2 players, {n} matches{shortened}")
    for name, wins, clock in (
        ("OpenSpiel ISMCTS", tally.openspiel, tally.openspiel_clock),
        (f"expert ({expert_iterations(family.id, variant)} it.)", tally.expert, tally.expert_clock),
    ):
        low, high = wilson(sum(wins), n)
        print(
            f"  {name:<24} win rate {sum(wins) / n:6.1%} [95% {low:.1%} .. {high:.1%}]   "
            f"{clock.per_move():6.3f} CPU s/move over {clock.moves} moves   "
            f"{clock.rate():8.1f} iterations/CPU s"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("presets", nargs="*", default=list(PRESETS))
    parser.add_argument("--matches", type=int, default=4, help="matches per preset (even)")
    parser.add_argument("--full", action="store_true", help="the presets' own match lengths")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.matches < 2 or args.matches % 2:
        parser.error(f"--matches {args.matches}: give an even number, at least 2 (seat rotation)")
    print(f"open_spiel {metadata.version('open_spiel')}, seed {args.seed}")
    results = {}
    for variant in args.presets:
        print(f"{variant}:", flush=True)
        results[variant] = run(variant, args.matches, args.full, args.seed)
    print()
    for variant, tally in results.items():
        report(variant, tally, args.full)


if __name__ == "__main__":
    main()
