"""Schnalzen: exchange, then stay at home or play from forehand.

Staying costs ``stay_home_cost``; the dealer never stays; nobody stays under a
turned Ten (``ten_no_drop``) or with a score of ``no_drop_at_or_below`` or
less; all but the dealer staying gives him ``lone_dealer_score``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pantsdown.core.cards import WELI, Rank
from pantsdown.games.ramsen.actions import CallName, RamsenAction, call
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures.base import (
    Procedure,
    Step,
    Stop,
    calls_forced,
    from_forehand,
    stays_or_plays,
)
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_PLAY_HAND: Final = CallName.PLAY_HAND
_CALL_STAY: Final = CallName.STAY
_ENDED_LONE: Final = HandEnd.LONE
_TEN: Final = Rank.TEN

__all__ = ["Schnalzen"]

P = Phase
_ORDER: Final = (P.EXCHANGE, P.BID, P.PLAY)


def _stay_or_play(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    r = state.rules
    turned = state.turned
    if (
        seat == state.dealer
        or (r.ten_no_drop and turned is not None and turned.rank == _TEN and turned is not WELI)
        or (r.no_drop_at_or_below is not None and state.scores[seat] <= r.no_drop_at_or_below)
    ):
        return [call(_CALL_PLAY_HAND)]
    return [call(_CALL_STAY), call(_CALL_PLAY_HAND)]


def _dealer_alone(state: RamsenState) -> Stop:
    dealer = state.dealer
    if not any(a for s, a in enumerate(state.active) if s != dealer):
        state.declarer = dealer
        return _ENDED_LONE
    return None


class Schnalzen(Procedure):
    """Schnalzen: exchange, stay at home or play (the dealer always plays)."""

    bidding = "schnalzen"
    options = (
        "ten_no_drop",
        "no_drop_at_or_below",
        "stay_home_cost",
        "stay_home_doubled",
        "lone_dealer_score",
    )
    ignores = ("leader",)

    def __init__(self) -> None:
        super().__init__()
        self.steps[P.BID] = Step(
            begin=from_forehand,
            legal=_stay_or_play,
            act=stays_or_plays,
            end=_dealer_alone,
            forced=calls_forced,
        )

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """The exchange, stay at home or play, the tricks."""
        return _ORDER
