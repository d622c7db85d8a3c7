"""The bot interface and the random bot.

A bot is given only a :class:`~pantsdown.core.protocol.View` and the legal
actions, so it cannot cheat by construction.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence

from pantsdown.bots.explain import Explanation
from pantsdown.core.errors import OptionError
from pantsdown.core.protocol import Action, View

__all__ = ["BOT_KINDS", "Bot", "RandomBot", "make_bot"]

BOT_KINDS = ("random", "heuristic", "easy", "medium", "hard", "expert")
"""The bot kinds :func:`make_bot` knows: two bots and the four difficulty levels
(:mod:`pantsdown.bots.levels`)."""


class Bot(ABC):
    """Chooses an action from a view and the legal actions."""

    name: str = "bot"
    """A short name for tables and records (``heuristic``)."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        """The bot's own random source."""
        self.reason = ""
        """Why the last choice was made, in a few words (for the terminal)."""
        self.explanation: Explanation | None = None
        """The last choice as data (move, estimate, alternatives), for bots that search."""

    @abstractmethod
    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """One of ``legal_actions``."""


class RandomBot(Bot):
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """A uniformly random legal action."""
        self.reason = "at random"
        return legal_actions[self.rng.randrange(len(legal_actions))]


def make_bot(kind: str, family_id: str, *, seed: int | None = None) -> Bot:
    """A bot of ``kind`` (see :data:`BOT_KINDS`) for the game family ``family_id``.

    The difficulty levels are made by :func:`pantsdown.bots.levels.make_level_bot`.
    The heuristic bot of a family lives in ``pantsdown.bots.heuristic.<family_id>``
    as ``HeuristicBot``.
    """
    kind = kind.strip().lower()
    if kind == "random":
        return RandomBot(seed)
    if kind == "heuristic":
        try:
            module = importlib.import_module(f"pantsdown.bots.heuristic.{family_id}")
        except ModuleNotFoundError:
            raise OptionError(f"there is no heuristic bot for {family_id!r} yet") from None
        bot: Bot = module.HeuristicBot(seed)
        return bot
    if kind in BOT_KINDS:
        from pantsdown.bots.levels import make_level_bot

        return make_level_bot(kind, family_id, seed=seed)
    raise OptionError(f"unknown bot kind {kind!r}; choose one of {', '.join(BOT_KINDS)}")
