"""Train a small policy with numpy only, then measure it against random play.

The learner is a linear softmax policy over the legal actions: the logit of
action id ``a`` is ``W[a] @ x``, where ``x`` is the Gymnasium environment's
observation (the seat's encoded view, scaled into about 0..1, plus a bias).  It
is trained by REINFORCE with a running-mean baseline on the ``win`` reward (1 for
winning the match, shared among tied winners) against a random opponent in the
learner's seat drawn anew each match, then plays evaluation matches (greedy,
seat drawn each match) against random play and prints its win rate with a 95%
Wilson interval next to a random player's rate over the same deals.  Usage::

    python examples/train_policy.py                        # pagat (Paskahousu), 2 players
    python examples/train_policy.py --game schwimmen --players 2 --episodes 3000
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from pantsdown.envs.gymnasium import PantsdownEnv, make_env


class LinearPolicy:
    """A softmax over the legal actions of ``W[a] @ x`` (``x`` the scaled observation)."""

    def __init__(self, env: PantsdownEnv, rng: np.random.Generator) -> None:
        high = env.observation_space.high.astype(np.float64)
        # Unbounded segments (chips, points, counts) are scaled by a typical size.
        self.scale = np.where(np.isfinite(high), np.maximum(high, 1.0), 32.0)
        self.weights = np.zeros((int(env.action_space.n), high.size + 1))
        self.rng = rng

    def features(self, obs: npt.NDArray[np.float32]) -> npt.NDArray[np.float64]:
        """The scaled observation with a bias term."""
        return np.append(obs / self.scale, 1.0)

    def probabilities(
        self, x: npt.NDArray[np.float64], legal: npt.NDArray[np.intp]
    ) -> npt.NDArray[np.float64]:
        """The policy's probability of each legal action."""
        logits = self.weights[legal] @ x
        logits -= logits.max()
        p = np.exp(logits)
        return p / p.sum()

    def act(self, obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8], greedy: bool) -> int:
        """An action id: sampled from the policy, or its most likely one."""
        legal = np.flatnonzero(mask)
        p = self.probabilities(self.features(obs), legal)
        if greedy:
            return int(legal[int(np.argmax(p))])
        return int(legal[self.rng.choice(legal.size, p=p)])

    def update(self, steps: list[tuple[Any, Any, int]], advantage: float, lr: float) -> None:
        """One REINFORCE step: raise the log-probability of every action played by
        ``lr * advantage``, shared out over the match's steps.
        """
        lr /= max(1, len(steps))
        for x, legal, action in steps:
            p = self.probabilities(x, legal)
            grad = -p
            grad[int(np.flatnonzero(legal == action)[0])] += 1.0
            self.weights[legal] += lr * advantage * np.outer(grad, x)


def train(args: argparse.Namespace) -> LinearPolicy:
    """Train against a random opponent for ``args.episodes`` matches."""
    env = make_env(
        args.game, args.players, seat=None, opponents="random", reward="win", illegal="raise"
    )
    policy = LinearPolicy(env, np.random.default_rng(args.seed))
    baseline, wins, played = 0.5, [], 0
    start = time.process_time()
    for episode in range(args.episodes):
        obs, info = env.reset(seed=args.seed * 1_000_003 + episode)
        steps, total, done = [], 0.0, False
        while not done:
            mask = info["action_mask"]
            action = policy.act(obs, mask, greedy=False)
            steps.append((policy.features(obs), np.flatnonzero(mask), action))
            obs, reward, terminated, truncated, info = env.step(action)
            total += float(reward)
            done = terminated or truncated
        played += len(steps)
        policy.update(steps, total - baseline, args.lr)
        baseline += 0.01 * (total - baseline)
        wins.append(total)
        if (episode + 1) % max(1, args.episodes // 5) == 0:
            recent = wins[-max(1, args.episodes // 5) :]
            print(
                f"  trained {episode + 1:>5} matches ({played} steps): win rate of the last "
                f"{len(recent)} {np.mean(recent):.3f} ({time.process_time() - start:.0f} s CPU)"
            )
    return policy


def evaluate(policy: LinearPolicy | None, args: argparse.Namespace) -> tuple[float, int]:
    """Wins (shared wins count their share) of the policy, or of random play when
    ``policy`` is None, in ``args.matches`` matches against random opponents.
    """
    env = make_env(
        args.game, args.players, seat=None, opponents="random", reward="win", illegal="raise"
    )
    rng = np.random.default_rng(args.seed + 1)
    wins = 0.0
    for match in range(args.matches):
        obs, info = env.reset(seed=10**9 + match)
        done = False
        while not done:
            mask = info["action_mask"]
            if policy is None:
                action = int(rng.choice(np.flatnonzero(mask)))
            else:
                action = policy.act(obs, mask, greedy=True)
            obs, reward, terminated, truncated, info = env.step(action)
            wins += float(reward)
            done = terminated or truncated
    return wins, args.matches


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main() -> None:
    """Train, evaluate, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="pagat")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--episodes", type=int, default=300, help="training matches")
    parser.add_argument("--matches", type=int, default=500, help="evaluation matches")
    parser.add_argument("--lr", type=float, default=0.5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{args.game}, {args.players} players: REINFORCE, linear softmax policy, numpy only")
    policy = train(args)
    for name, who in (("trained policy", policy), ("random play", None)):
        wins, n = evaluate(who, args)
        low, high = wilson(wins, n)
        print(
            f"{name:>14} vs random: won {wins:g} of {n} matches, "
            f"win rate {wins / n:.3f} (95% CI {low:.3f} .. {high:.3f})"
        )


if __name__ == "__main__":
    main()
