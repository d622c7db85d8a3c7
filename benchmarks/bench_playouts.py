"""Random-playout speed of every preset through the public API.

Prints decisions per second and hands per second for each variant, on one core
in CPU time (``time.process_time``), so that other load on the machine skews the
figure as little as possible.  Usage::

    python benchmarks/bench_playouts.py                 # every preset, default players
    python benchmarks/bench_playouts.py schwimmen:4 zwanzig:4 --seconds 3

:func:`playouts` is the one measuring loop: the per-family scripts
(``bench_<family>.py``) import it and only choose presets and print.
Figures are measured, never asserted: there is no timed test.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.core.registry import families, find_variant, make


class Playouts(NamedTuple):
    """What a run of random playouts did and how long it took."""

    decisions: int
    hands: int
    matches: int
    cpu: float
    """CPU seconds of this process."""
    wall: float
    """Wall-clock seconds."""

    @property
    def decisions_per_s(self) -> float:
        """Decisions per CPU second."""
        return self.decisions / self.cpu

    @property
    def hands_per_s(self) -> float:
        """Hands per CPU second."""
        return self.hands / self.cpu

    @property
    def wall_decisions_per_s(self) -> float:
        """Decisions per wall-clock second."""
        return self.decisions / self.wall


def playouts(
    variant: str,
    players: int,
    seconds: float,
    *,
    seed: int = 0,
    clone: bool = False,
    rng: random.Random | None = None,
) -> Playouts:
    """Play random matches (seeds ``seed``, ``seed + 1``, …) for about ``seconds`` of CPU time.

    Actions are chosen by ``rng`` (default ``random.Random(seed)``) from
    ``state.legal_actions()`` and played with ``state.apply``; with ``clone`` every
    decision also clones the state (the cost a search bot pays).
    """
    choose = rng or random.Random(seed)
    decisions = hands = matches = 0
    start, wall = time.process_time(), time.perf_counter()
    deadline = start + seconds
    while time.process_time() < deadline:
        state = make(variant, players, seed=seed + matches)
        matches += 1
        legal_actions, apply, is_terminal = state.legal_actions, state.apply, state.is_terminal
        while not is_terminal():
            legal = legal_actions()
            if clone:
                state.clone()
            apply(legal[choose.randrange(len(legal))])
            decisions += 1
        hands += len(state.decks)
    return Playouts(
        decisions, hands, matches, time.process_time() - start, time.perf_counter() - wall
    )


def measure(variant: str, players: int, seconds: float, seed: int = 0) -> tuple[float, float]:
    """Play seeded random matches for about ``seconds`` of CPU; return (decisions/s, hands/s)."""
    run = playouts(variant, players, seconds, seed=seed)
    return run.decisions_per_s, run.hands_per_s


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line per preset."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("targets", nargs="*", help="variant[:players], default every preset")
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU time per preset")
    args = parser.parse_args(argv)
    targets = args.targets or [
        f"{v.name}:{v.default_players}" for f in families() for v in f.variants
    ]
    print(f"{'variant':<28}{'players':>8}{'decisions/s':>14}{'hands/s':>11}")
    for target in targets:
        name, _, count = target.partition(":")
        _, var = find_variant(name)
        players = int(count) if count else var.default_players
        dps, hps = measure(var.name, players, args.seconds)
        print(f"{var.name:<28}{players:>8}{dps:>14,.0f}{hps:>11,.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
