"""Fünf dazu!, Bohemian Watten: no bidding, nobody drops: exchange (where the rules
have one) and play.
"""

from __future__ import annotations

from typing import Final

from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.procedures.base import Procedure
from pantsdown.games.ramsen.rules import RamsenRules

__all__ = ["NoBidding"]

_ORDER: Final = (Phase.EXCHANGE, Phase.PLAY)


class NoBidding(Procedure):
    """Fünf dazu!, Bohemian Watten: exchange and play."""

    bidding = "none"
    ignores = ("leader", "auto_forced_calls")

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """The exchange, the tricks."""
        return _ORDER
