"""Ramsen and Mönch: exchange, then play or pass from forehand.

Whoever exchanged must play (``exchanged_must_play``; the dealer's trump take
counts only with ``swap_counts_as_exchange``); fewer than
``min_players_to_play`` playing means no score.  Mönch: the J♣ holder may name
trumps after the deal (``monch_holder_names_trump``), and a five-card flush
(the J♣ wild) wins the hand at once (``monch_flush_bonus``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pantsdown.core.cards import Card, Rank, Suit
from pantsdown.games.ramsen.actions import CallName, NameTrump, RamsenAction, call
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures.base import (
    Procedure,
    Step,
    Stop,
    any_suit,
    calls_forced,
    from_forehand,
    leaves_on,
    name_trump,
)
from pantsdown.games.ramsen.rules import RamsenRules
from pantsdown.games.ramsen.scoring import flush_seat

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_PASS: Final = CallName.PASS
_CALL_PLAY_HAND: Final = CallName.PLAY_HAND
_ENDED_FLUSH: Final = HandEnd.FLUSH
_ENDED_VOID: Final = HandEnd.VOID

__all__ = ["PlayPass"]

P = Phase
_MONCH: Final = Card(Rank.JACK, Suit.CLUBS)
_ORDER: Final = (P.MONCH_TRUMP, P.EXCHANGE, P.BID, P.PLAY)


def _monch_holder(state: RamsenState) -> list[int]:
    if not state.rules.monch_holder_names_trump:
        return []
    return [s for s in range(state.num_players) if _MONCH in state.hands[s]]


def _monch_names(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    assert isinstance(action, NameTrump)
    name_trump(state, seat, action.suit)
    state.known[seat] = (*state.known[seat], _MONCH)
    state.queue.clear()
    return None


def _play_or_pass(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    r = state.rules
    if r.exchanged_must_play and (
        state.exchanged[seat] > 0
        or (r.swap_counts_as_exchange and state.swapped and seat == state.dealer)
    ):
        return [call(_CALL_PLAY_HAND)]
    return [call(_CALL_PLAY_HAND), call(_CALL_PASS)]


def _enough_players(state: RamsenState) -> Stop:
    r = state.rules
    if sum(state.active) < r.min_players_to_play:
        return _ENDED_VOID
    if r.monch_flush_bonus and flush_seat(state) is not None:
        return _ENDED_FLUSH
    return None


class PlayPass(Procedure):
    """Ramsen, Mönch: (the Mönch names trumps), exchange, then play or pass."""

    bidding = "play_pass"
    options = (
        "exchanged_must_play",
        "swap_counts_as_exchange",
        "min_players_to_play",
        "monch_flush_bonus",
        "monch_holder_names_trump",
    )
    ignores = ("leader",)

    def __init__(self) -> None:
        super().__init__()
        self.steps[P.MONCH_TRUMP] = Step(begin=_monch_holder, legal=any_suit, act=_monch_names)
        self.steps[P.BID] = Step(
            begin=from_forehand,
            legal=_play_or_pass,
            act=leaves_on(CallName.PASS),
            end=_enough_players,
            forced=calls_forced,
        )

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """Mönch's trump naming, the exchange, play or pass, the tricks."""
        return _ORDER
