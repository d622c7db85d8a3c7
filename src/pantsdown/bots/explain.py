"""A bot's move as data: the move, its estimate and the alternatives.

The terminal shows it to the bot's own chair only (it rests on that seat's
cards), and ``--hints`` shows the expert's to the person whose turn it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pantsdown.core.protocol import Action

__all__ = ["Alternative", "Explanation"]


@dataclass(frozen=True, slots=True)
class Alternative:
    """One legal action as a search bot estimated it."""

    action: Action
    """The action."""
    value: float
    """Its estimated value for the seat, -1 (the worst) to 1 (the best)."""
    visits: int
    """How many imagined worlds (rollouts or tree visits) the estimate rests on."""


@dataclass(frozen=True, slots=True)
class Explanation:
    """A bot's move as data: the move, its estimate and the alternatives.

    It names the seat's own legal actions only; it is shown to the bot's own
    chair (it rests on that seat's cards).
    """

    action: Action
    """The chosen action."""
    value: float
    """Its estimated value (-1..1)."""
    alternatives: tuple[Alternative, ...]
    """Every legal action with its estimate, the best first (the chosen one included)."""
    worlds: int
    """How many worlds were imagined in all."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready data: actions in their notation."""
        return {
            "action": str(self.action),
            "value": round(self.value, 4),
            "worlds": self.worlds,
            "alternatives": [
                {"action": str(a.action), "value": round(a.value, 4), "visits": a.visits}
                for a in self.alternatives
            ],
        }
