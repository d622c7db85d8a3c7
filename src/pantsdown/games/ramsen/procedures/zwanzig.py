"""Zwanzig: two cards, the announcer names trumps, three more, exchange, drop or play.

Forehand (the announcer) names trumps after the first packet (from hand
``hearts_forced_from_hand`` on, hearts are trumps and he names nothing else);
the rest is dealt, everyone exchanges from him, then the others may drop from
his left (nobody under diamonds: ``diamonds_no_drop``).  All others dropping
gives him ``announcer_alone_tricks``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pantsdown.core.cards import Suit
from pantsdown.games.ramsen.actions import CallName, NameTrump, RamsenAction, call
from pantsdown.games.ramsen.deal import deal_packets
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures.base import (
    Procedure,
    Step,
    Stop,
    any_suit,
    calls_forced,
    leaves_on,
    name_trump,
    others_from_declarer,
)
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

__all__ = ["Zwanzig"]

P = Phase
_ORDER = (P.NAME_TRUMP, P.DEAL_REST, P.EXCHANGE, P.BID, P.PLAY)


def _announcer(state: RamsenState) -> list[int]:
    return [state.forehand]


def _suits(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    forced_from = state.rules.hearts_forced_from_hand
    if forced_from is not None and state.hand_number + 1 >= forced_from:
        return [NameTrump.of(Suit.HEARTS)]
    return any_suit(state, seat)


def _announces(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    assert isinstance(action, NameTrump)
    name_trump(state, seat, action.suit)
    state.declarer = seat
    state.contract = Contract.ANNOUNCER
    return None


def _deal_rest(state: RamsenState) -> list[int]:
    deal_packets(state, 1, len(state.rules.packets))
    return []


def _drop_or_play(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    if state.rules.diamonds_no_drop and state.trump == Suit.DIAMONDS:
        return [call(CallName.PLAY_HAND)]
    return [call(CallName.DROP), call(CallName.PLAY_HAND)]


def _announcer_alone(state: RamsenState) -> Stop:
    declarer = state.declarer
    if not any(a for s, a in enumerate(state.active) if s != declarer):
        return HandEnd.ALONE
    return None


class Zwanzig(Procedure):
    """Zwanzig: the announcer names trumps after two cards, exchange, drop or play."""

    bidding = "zwanzig"
    options = (
        "hearts_forced_from_hand",
        "diamonds_no_drop",
        "announcer_alone_tricks",
    )
    ignores = ("trump_source",)

    def __init__(self) -> None:
        super().__init__()
        self.steps[P.NAME_TRUMP] = Step(
            begin=_announcer, legal=_suits, act=_announces, forced=calls_forced
        )
        self.steps[P.DEAL_REST] = Step(begin=_deal_rest)
        self.steps[P.BID] = Step(
            begin=others_from_declarer,
            legal=_drop_or_play,
            act=leaves_on(CallName.DROP),
            end=_announcer_alone,
            forced=calls_forced,
        )

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """Trumps named, the rest of the deal, the exchange, the drop round, the tricks."""
        return _ORDER

    def deal(self, state: RamsenState) -> None:
        """The first packet only: the rest follows once trumps are named."""
        deal_packets(state, 0, 1)
