"""``clone`` and ``sample_state`` in µs, per family, at several points of a match.

For each preset, one seeded random match is played to its end; at a few points
spread over it (the first decision, a quarter, half, three quarters of the
way, the last decision) the script times ``state.clone()`` and
``sample_state(state.view(seat), rng)`` of the seat to act, in CPU time: the
mean of ``--repeat`` calls, the best of five such batches.  A cost that grows
with the length of the match shows as a row that grows to the right.

``sample`` samples one view again and again, as a search does (a sampler works
out what follows from the view alone once, for the view it last sampled: see
``ViewMemo``); ``sample1`` samples each view once (a copy of the view for each
call, so nothing is known of it yet), as a single determinization costs.  Usage::

    python benchmarks/bench_clone.py                     # one preset per family
    python benchmarks/bench_clone.py --all               # every preset of every family
    python benchmarks/bench_clone.py underwear:4 --repeat 2000

The engine this process imports is whatever is built (compiled when
``pantsdown.build_kind()`` says so); when it is compiled, the same figures for
the pure-Python engine come from a worker process (``PANTSDOWN_PURE_PYTHON=1``).
Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import pantsdown
from pantsdown.core.registry import families, find_variant, make

DEFAULT = ["schwimmen:4", "zwanzig:4", "paskahousu:4", "underwear:4"]
"""The main preset of each family (the 31 family, Ramsen, Paskahousu, Underwear)."""
FRACTIONS = (0.0, 0.25, 0.5, 0.75, 1.0)
"""Where in the match (share of its decisions) the figures are taken."""


def _micros(run: Callable[[], object], repeat: int, batches: int = 5) -> float:
    """CPU µs per call: the best of ``batches`` batches of ``repeat`` calls (the batch
    least disturbed by other work on the machine)."""
    best = float("inf")
    for _ in range(batches):
        start = time.process_time()
        for _ in range(repeat):
            run()
        best = min(best, (time.process_time() - start) / repeat)
    return best * 1e6


def _micros_once(views: list[Any], run: Callable[[Any], object], batches: int = 5) -> float:
    """CPU µs per call of ``run`` on each of ``views`` once (a new copy of the views for
    each batch, made outside the timing): the best of ``batches`` batches."""
    best = float("inf")
    for _ in range(batches):
        fresh = [copy.copy(view) for view in views]
        start = time.process_time()
        for view in fresh:
            run(view)
        best = min(best, (time.process_time() - start) / len(fresh))
    return best * 1e6


def measure(target: str, repeat: int, seed: int = 3) -> dict[str, Any]:
    """Clone and sample_state µs at each of :data:`FRACTIONS` of one seeded match."""
    name, _, count = target.partition(":")
    _, var = find_variant(name)
    players = int(count) if count else var.default_players
    state = make(var.name, players, seed=seed)
    sample = state.game.family.sample_state
    rng = random.Random(seed)
    states = []
    while not state.is_terminal():
        if state.current_player() >= 0:
            states.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    points = []
    for fraction in FRACTIONS:
        s = states[round(fraction * (len(states) - 1))]
        view = s.view(s.current_player())
        points.append(
            {
                "actions": len(s.history),
                "clone": _micros(s.clone, repeat),
                "sample": _micros(lambda view=view: sample(view, rng), repeat),
                "sample1": _micros_once([view] * repeat, lambda view: sample(view, rng)),
            }
        )
    return {"target": target, "points": points}


def _worker() -> None:
    for line in sys.stdin:
        request = json.loads(line)
        answer = measure(request["target"], request["repeat"])
        print(json.dumps({"kind": pantsdown.build_kind(), "answer": answer}), flush=True)


def _print(kind: str, found: dict[str, Any]) -> None:
    points = found["points"]
    for what in ("clone", "sample", "sample1"):
        figures = "".join(f"{p[what]:>9.2f}" for p in points)
        print(f"{found['target']:<28}{kind:<13}{what:<8}{figures}")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one row per preset, engine and operation."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="variant[:players] (default: one per family)")
    parser.add_argument("--repeat", type=int, default=300, help="calls per timed batch")
    parser.add_argument(
        "--all", action="store_true", help="every preset of every family, at its default players"
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        _worker()
        return 0
    kind = pantsdown.build_kind()
    pure = None
    if kind == "compiled":
        pure = subprocess.Popen(
            [sys.executable, __file__, "--worker"],
            env=dict(os.environ, PANTSDOWN_PURE_PYTHON="1"),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
    heads = "".join(f"{f'{f:.0%}':>9}" for f in FRACTIONS)
    print(f"µs per call (best of 5 batches of {args.repeat}) at these points of one match:")
    print(f"{'preset':<28}{'engine':<13}{'':<8}{heads}")
    try:
        targets = args.targets or DEFAULT
        if args.all:
            targets = [f"{v.name}:{v.default_players}" for f in families() for v in f.variants]
        for target in targets:
            found = measure(target, args.repeat)
            print(
                f"{'':<28}{'(actions)':<21}"
                + "".join(f"{p['actions']:>9}" for p in found["points"])
            )
            _print(kind, found)
            if pure is not None:
                assert pure.stdin is not None and pure.stdout is not None
                pure.stdin.write(json.dumps({"target": target, "repeat": args.repeat}) + "\n")
                pure.stdin.flush()
                reply = json.loads(pure.stdout.readline())
                assert reply["kind"] == "pure Python", reply
                _print("pure Python", reply["answer"])
    finally:
        if pure is not None:
            assert pure.stdin is not None
            pure.stdin.close()
            pure.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
