"""Bots: they see only a seat's view and the legal actions.

``make_bot(kind, family_id, seed=)`` builds one by kind: ``random``,
``heuristic`` (the per-game bot in :mod:`pantsdown.bots.heuristic`), or a
difficulty level ``easy``, ``medium``, ``hard``, ``expert``
(:mod:`pantsdown.bots.levels`; the search bots are in :mod:`pantsdown.bots.search`).
"""

from pantsdown.bots.base import BOT_KINDS, Bot, RandomBot, make_bot

__all__ = ["BOT_KINDS", "Bot", "RandomBot", "make_bot"]
