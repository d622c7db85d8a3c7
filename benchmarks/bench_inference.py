"""How well the search's imagined worlds guess the other players' hands (31 family).

For positions reached by heuristic play (a random number of moves into the first
hand of a deal), it compares the other seats' mean hand value in the true state
with the same in worlds dealt uniformly (``sample_state``) and in worlds drawn
by the likelihood of the others' moves (``WorldSampler``), and times a drawn
world (CPU milliseconds).  Positions where no other seat has moved yet are
skipped (there the two samplers are the same).

    python benchmarks/bench_inference.py schwimmen 41 --deals 20 --worlds 20
"""

from __future__ import annotations

import argparse
import random
import time

from pantsdown.bots.base import make_bot
from pantsdown.bots.search.common import family_of
from pantsdown.bots.search.inference import WorldSampler
from pantsdown.core.protocol import State
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.scoring import evaluator


def _others_mean(state: State, seat: int) -> float:
    """The mean hand value of the seats other than ``seat`` that hold cards."""
    rules = state.rules
    ev = evaluator(rules, rules.num_decks(state.num_players))
    values = [
        float(ev.value(state.hands[s]))  # type: ignore[attr-defined]
        for s in range(state.num_players)
        if s != seat and state.hands[s]  # type: ignore[attr-defined]
    ]
    return sum(values) / len(values)


def measure(preset: str, deals: int, worlds: int) -> str:
    """One line: positions used, true / uniform / weighted means, ms per drawn world."""
    rng = random.Random(3)
    true_sum = uniform_sum = weighted_sum = 0.0
    positions = draws = 0
    seconds = 0.0
    for seed in range(deals):
        state = make(preset, 4, seed=seed)
        bot = make_bot("heuristic", "thirty_one", seed=1)
        for _ in range(rng.randrange(4, 14)):
            if state.is_terminal() or state.hand_result() is not None:
                break
            seat = state.current_player()
            if seat < 0:
                break
            state.apply(bot.choose(state.view(seat), state.legal_actions()))
        seat = state.current_player()
        if state.is_terminal() or state.hand_result() is not None or seat < 0:
            continue
        view = state.view(seat)
        family = family_of(view)
        sampler = WorldSampler(family, view, random.Random(seed))
        if sampler.model is None:
            continue
        positions += 1
        true_sum += _others_mean(state, seat)
        for _ in range(worlds):
            uniform_sum += _others_mean(family.sample_state(view, rng), seat) / worlds
            start = time.process_time()
            world = sampler.draw()
            seconds += time.process_time() - start
            draws += 1
            weighted_sum += _others_mean(world, seat) / worlds
    if not positions:
        return f"{preset:<12} no position with the others' moves to weigh"
    n = positions
    return (
        f"{preset:<12}{n:>10}{true_sum / n:>8.1f}{uniform_sum / n:>9.1f}"
        f"{weighted_sum / n:>10.1f}{1000 * seconds / draws:>10.2f}"
    )


def main(argv: list[str] | None = None) -> int:
    """Print one line per preset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presets", nargs="*", default=["schwimmen"], help="31-family presets")
    parser.add_argument("--deals", type=int, default=20, help="deals (positions) per preset")
    parser.add_argument("--worlds", type=int, default=20, help="worlds drawn per position")
    args = parser.parse_args(argv)
    print(
        f"{'preset':<12}{'positions':>10}{'true':>8}{'uniform':>9}{'weighted':>10}{'ms/world':>10}"
    )
    for preset in args.presets:
        print(measure(preset, args.deals, args.worlds), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
