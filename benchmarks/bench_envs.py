"""Steps per second of the PettingZoo and Gymnasium environments, and what a step costs.

For a preset of each family (or the ones named), plays random legal actions for
about ``--seconds`` of CPU time (``time.process_time``, one core) through:

- the PettingZoo AEC environment (every seat an agent; one observation per step),
- the Gymnasium environment against random bots,
- the bare engine (``state.apply`` of random legal actions), for comparison,

and prints steps/s and the CPU time of one observation (``encoder.encode(state.view
(seat))``), one ``state.view(seat)`` and one action mask.  The environment rates
include the random agent's own ``np.flatnonzero`` over the mask, which for the
Ramsen and Underwear action spaces (about 240,000 to 530,000 ids) costs more than
the engine's step.  Figures are measured, never asserted.  Run::

    python benchmarks/bench_envs.py
    python benchmarks/bench_envs.py schwimmen:4 zwanzig:4 --seconds 3
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import pantsdown
from pantsdown.envs.encoding import action_mask, encoder_for
from pantsdown.envs.gymnasium import make_env
from pantsdown.envs.pettingzoo import raw_env

DEFAULT = ["schwimmen:4", "paskahousu:4", "underwear:4", "zwanzig:4"]


def pettingzoo_rate(name: str, players: int, seconds: float) -> float:
    """PettingZoo steps per CPU second (observing the agent to act before each step)."""
    env = raw_env(name, players)
    rng = np.random.default_rng(0)
    steps, episode = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        env.reset(seed=episode)
        episode += 1
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return steps / (time.process_time() - start)


def gymnasium_rate(name: str, players: int, seconds: float) -> float:
    """Gymnasium learner steps per CPU second against random bots."""
    env = make_env(name, players, opponents="random")
    rng = np.random.default_rng(0)
    steps, episode = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        _, info = env.reset(seed=episode)
        episode += 1
        done = False
        while not done:
            legal = np.flatnonzero(info["action_mask"])
            _, _, terminated, truncated, info = env.step(int(rng.choice(legal)))
            done = terminated or truncated
            steps += 1
    return steps / (time.process_time() - start)


def engine_rate(name: str, players: int, seconds: float) -> float:
    """Bare engine decisions per CPU second (random legal actions, no observation)."""
    rng = random.Random(0)
    steps, episode = 0, 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = pantsdown.make(name, players, seed=episode)
        episode += 1
        while not state.is_terminal():
            state.apply(rng.choice(list(state.legal_actions())))
            steps += 1
    return steps / (time.process_time() - start)


def costs(name: str, players: int) -> tuple[float, float, float]:
    """Microseconds of CPU for one view, one encoding of it, and one mask, averaged
    over the positions of a random match."""
    state = pantsdown.make(name, players, seed=1)
    enc = encoder_for(state.game)
    rng = random.Random(1)
    view_t = enc_t = mask_t = 0.0
    count = 0
    while not state.is_terminal() and count < 400:
        seat = state.current_player()
        t0 = time.process_time()
        view = state.view(seat)
        t1 = time.process_time()
        enc.encode(view)
        t2 = time.process_time()
        action_mask(state, seat)
        t3 = time.process_time()
        view_t, enc_t, mask_t = view_t + t1 - t0, enc_t + t2 - t1, mask_t + t3 - t2
        count += 1
        state.apply(rng.choice(list(state.legal_actions())))
    return 1e6 * view_t / count, 1e6 * enc_t / count, 1e6 * mask_t / count


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presets", nargs="*", default=DEFAULT, help="NAME:PLAYERS")
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    print(f"CPU time of one core, {args.seconds:g} s per figure, random legal actions")
    head = ("preset", "PettingZoo/s", "Gymnasium/s", "engine/s", "view µs", "encode µs", "mask µs")
    print(f"{head[0]:<16}" + "".join(f"{h:>13}" for h in head[1:]))
    for item in args.presets:
        name, _, n = item.partition(":")
        players = int(n) if n else pantsdown.make_game(name).num_players
        figures = (
            pettingzoo_rate(name, players, args.seconds),
            gymnasium_rate(name, players, args.seconds),
            engine_rate(name, players, args.seconds),
            *costs(name, players),
        )
        print(f"{f'{name}:{players}':<16}" + "".join(f"{x:>13,.0f}" for x in figures))


if __name__ == "__main__":
    main()
