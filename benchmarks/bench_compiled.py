"""The compiled engine against the pure-Python one, OpenSpiel and RLCard, in one run.

Random playouts through each engine's public API, on one core, in CPU time, in
interleaved rounds (every engine once per round, so that load on the machine
falls on all of them alike); prints decisions per CPU second, the median over
the rounds, and each figure's ratio to OpenSpiel's C++ Hearts.  Usage::

    python benchmarks/bench_compiled.py                      # the headline presets
    python benchmarks/bench_compiled.py --all --rounds 1     # every preset
    python benchmarks/bench_compiled.py --clone              # clone and sample_state µs

The engine this process imports is whatever is built (compiled when
``pantsdown.build_kind()`` says so); the pure-Python engine runs in a worker
process started with ``PANTSDOWN_PURE_PYTHON=1``, driven round by round over a
pipe.  OpenSpiel (``pyspiel``) and RLCard are measured when installed
(``pip install .[bench]``).  Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pantsdown
from bench_playouts import playouts
from pantsdown.core.registry import families, find_variant, make

HEADLINE = ["schwimmen:4", "hosenabe:4", "zwanzig:4", "paskahousu:4", "underwear:4"]
REFERENCE = "openspiel hearts"


def _target(text: str) -> tuple[str, int]:
    name, _, count = text.partition(":")
    _, var = find_variant(name)
    return var.name, int(count) if count else var.default_players


def pantsdown_rate(target: str, seconds: float, seed: int) -> tuple[float, float]:
    """Decisions and hands per CPU second of random playouts of ``variant:players``."""
    variant, players = _target(target)
    run = playouts(variant, players, seconds, seed=seed)
    return run.decisions_per_s, run.hands_per_s


def openspiel_rate(name: str, seconds: float, seed: int) -> float:
    """Decisions (chance outcomes included) per CPU second of random OpenSpiel playouts."""
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(seed)
    decisions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions / (time.process_time() - start)


def rlcard_rate(seconds: float, seed: int) -> float:
    """Decisions per CPU second of random RLCard UNO playouts (4 players)."""
    import rlcard

    env = rlcard.make("uno", config={"seed": seed, "game_num_players": 4})
    rng = random.Random(seed)
    decisions = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        state, _ = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _ = env.step(legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions / (time.process_time() - start)


def _micros(run: Callable[[], object], repeat: int) -> float:
    start = time.process_time()
    for _ in range(repeat):
        run()
    return (time.process_time() - start) / repeat * 1e6


def clone_and_sample(target: str, points: int = 8, repeat: int = 200) -> tuple[float, float]:
    """Mean µs of ``clone`` and of ``sample_state`` over ``points`` points of a seeded match."""
    variant, players = _target(target)
    state = make(variant, players, seed=3)
    sample = state.game.family.sample_state
    rng = random.Random(3)
    states = []
    while not state.is_terminal():
        states.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    picked = [states[i * (len(states) - 1) // (points - 1)] for i in range(points)]
    clone = statistics.mean(_micros(s.clone, repeat) for s in picked)
    sampled = []
    for s in picked:
        seat = s.current_player()
        if seat >= 0:
            view = s.view(seat)
            sampled.append(_micros(lambda view=view: sample(view, rng), repeat))
    return clone, statistics.mean(sampled)


def worker() -> None:
    """Serve measuring requests from the parent, one JSON line each, as they come."""
    for line in sys.stdin:
        request = json.loads(line)
        if request["what"] == "rate":
            answer: Any = pantsdown_rate(request["target"], request["seconds"], request["seed"])
        else:
            answer = clone_and_sample(request["target"])
        print(json.dumps({"kind": pantsdown.build_kind(), "answer": answer}), flush=True)


class PureWorker:
    """The pure-Python engine in a child process, asked one measurement at a time."""

    def __init__(self) -> None:
        env = dict(os.environ, PANTSDOWN_PURE_PYTHON="1")
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--worker"],
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, **request: Any) -> Any:
        """Send one request and wait for its answer."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        reply = json.loads(self.process.stdout.readline())
        assert reply["kind"] == "pure Python", reply
        return reply["answer"]

    def close(self) -> None:
        """End the child."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def _installed(module: str) -> bool:
    try:
        __import__(module)
    except ImportError:
        return False
    return True


def rates(targets: list[str], rounds: int, seconds: float) -> None:
    """Measure and print decisions/s (and hands/s) of every engine, interleaved."""
    kind = pantsdown.build_kind()
    pure = PureWorker() if kind == "compiled" else None
    others: dict[str, Callable[[int], float]] = {}
    if _installed("pyspiel"):
        others[REFERENCE] = lambda seed: openspiel_rate("hearts", seconds, seed)
        others["openspiel oh_hell"] = lambda seed: openspiel_rate("oh_hell", seconds, seed)
    if _installed("rlcard"):
        others["rlcard uno"] = lambda seed: rlcard_rate(seconds, seed)
    found: dict[str, list[tuple[float, float]]] = {}
    try:
        for r in range(rounds):
            for target in targets:
                found.setdefault(f"{target} {kind}", []).append(pantsdown_rate(target, seconds, r))
                if pure is not None:
                    dps, hps = pure.ask(what="rate", target=target, seconds=seconds, seed=r)
                    found.setdefault(f"{target} pure Python", []).append((dps, hps))
            for name, measure in others.items():
                found.setdefault(name, []).append((measure(r), 0.0))
    finally:
        if pure is not None:
            pure.close()
    median = {
        name: (statistics.median(d for d, _ in got), statistics.median(h for _, h in got))
        for name, got in found.items()
    }
    reference = median.get(REFERENCE, (0.0, 0.0))[0]
    print(f"{rounds} interleaved rounds of {seconds:g} CPU s each; medians.")
    print(f"{'engine':<40}{'decisions/s':>13}{'hands/s':>10}{'× hearts':>10}")
    for name, (dps, hps) in median.items():
        ratio = f"{dps / reference:>10.2f}" if reference else f"{'-':>10}"
        hands = f"{hps:>10,.1f}" if hps else f"{'-':>10}"
        print(f"{name:<40}{dps:>13,.0f}{hands}{ratio}")
    for target in targets:
        compiled, plain = median.get(f"{target} compiled"), median.get(f"{target} pure Python")
        if compiled and plain:
            print(f"{target}: compiled / pure Python = {compiled[0] / plain[0]:.2f}")


def clones(targets: list[str]) -> None:
    """Print clone and sample_state µs per target, this engine and the pure one."""
    kind = pantsdown.build_kind()
    pure = PureWorker() if kind == "compiled" else None
    print(f"{'preset':<24}{'engine':<14}{'clone µs':>10}{'sample µs':>11}")
    try:
        for target in targets:
            clone, sample = clone_and_sample(target)
            print(f"{target:<24}{kind:<14}{clone:>10.1f}{sample:>11.1f}")
            if pure is not None:
                clone, sample = pure.ask(what="clone", target=target)
                print(f"{target:<24}{'pure Python':<14}{clone:>10.1f}{sample:>11.1f}")
    finally:
        if pure is not None:
            pure.close()


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="variant[:players] (default: the headline)")
    parser.add_argument("--all", action="store_true", help="every preset at its default players")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per measure")
    parser.add_argument("--clone", action="store_true", help="clone and sample_state µs instead")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker()
        return 0
    targets = args.targets or HEADLINE
    if args.all:
        targets = [f"{v.name}:{v.default_players}" for f in families() for v in f.variants]
    if args.clone:
        clones(targets)
    else:
        rates(targets, args.rounds, args.seconds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
