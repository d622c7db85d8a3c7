"""Mulatschak: the auction, trumps named, the exchange on sight, play or stay (and exchange).

Bids from forehand: ``bid 1`` .. ``bid 5`` (at least ``min_bid``), ``bid
mulatschak`` (all five tricks, no exchange), ``pass``; the dealer may ``hold``
the highest bid; a player without K, Q or J (``whiteout_figures``: nor A or the
Weli) may call ``whiteout``: the same dealer redeals and the next hand scores
double.  All passing: a redeal by the next dealer (``all_pass``; or the dealer
may not pass, or the next hand scores double).  The declarer names trumps (only
hearts after a winning bid of one with ``bid_one_hearts``) and exchanges *on
sight*: for each discard a face-up card is offered, ``take`` or ``keep``
(``weli_trump_redraw``).  The others, from the declarer's left, ``stay`` or
``play-hand`` and then exchange blind up to the declarer's count (or up to five:
``others_exchange_declarers_count``); nobody exchanges at
``no_exchange_at_or_below`` points or less, nor under hearts with
``no_exchange_in_hearts``.  Nobody stays after a Mulatschak bid, under hearts, or
at ``no_drop_at_or_below`` or less; all staying gives the declarer
``lone_dealer_score``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pantsdown.core.cards import WELI, Rank, Suit
from pantsdown.games.ramsen.actions import (
    BID_MULATSCHAK,
    Bid,
    CallName,
    Exchange,
    NameTrump,
    RamsenAction,
    call,
)
from pantsdown.games.ramsen.exchange import (
    ExchangeOptions,
    choose_onsight,
    deal_onsight,
    discard_for_onsight,
    exchange,
)
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures.base import (
    Procedure,
    Step,
    Stop,
    ThrowIn,
    any_suit,
    calls_forced,
    from_forehand,
    name_trump,
    others_from_declarer,
    say,
    stays_or_plays,
    word,
)
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_HOLD: Final = CallName.HOLD
_CALL_KEEP: Final = CallName.KEEP
_CALL_PASS: Final = CallName.PASS
_CALL_PLAY_HAND: Final = CallName.PLAY_HAND
_CALL_STAY: Final = CallName.STAY
_CALL_TAKE: Final = CallName.TAKE
_CALL_WHITEOUT: Final = CallName.WHITEOUT
_CONTRACT_BID: Final = Contract.BID
_CONTRACT_MULATSCHAK: Final = Contract.MULATSCHAK
_ENDED_LONE: Final = HandEnd.LONE
_NAME_TRUMP: Final = Phase.NAME_TRUMP
_HEARTS: Final = Suit.HEARTS

__all__ = ["Mulatschak"]

P = Phase
_ORDER: Final = (P.MUL_BID, P.NAME_TRUMP, P.EXCHANGE, P.ONSIGHT, P.BID, P.PLAY)
_FIGURES: Final = frozenset({Rank.KING, Rank.QUEEN, Rank.JACK})
_WITH_ACE: Final = _FIGURES | {Rank.ACE}


def is_whiteout(state: RamsenState, seat: int) -> bool:
    """Does ``seat`` hold no figure (K, Q, J; with ``whiteout_figures`` also A, the Weli)?"""
    wide = state.rules.whiteout_figures
    figures = _WITH_ACE if wide else _FIGURES
    return not any(c.rank in figures or (wide and c is WELI) for c in state.hands[seat])


def _bids(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    r = state.rules
    high = state.high_bid
    dealer = seat == state.dealer
    opts: list[RamsenAction] = []
    if not (dealer and r.all_pass == "dealer_forced" and high == 0):
        opts.append(call(_CALL_PASS))
    if high < BID_MULATSCHAK:
        opts.extend(Bid.of(k) for k in range(max(r.min_bid, high + 1), r.tricks_per_hand + 1))
        opts.append(Bid.of(BID_MULATSCHAK))
    if dealer and 0 < high < BID_MULATSCHAK:
        opts.append(call(_CALL_HOLD))
    if r.whiteout and is_whiteout(state, seat):
        opts.append(call(_CALL_WHITEOUT))
    return opts


def _bid(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    say(state, seat, action, forced)
    if isinstance(action, Bid):
        state.high_bid = action.tricks
        state.declarer = seat
        state.contract = _CONTRACT_MULATSCHAK if action.tricks == BID_MULATSCHAK else _CONTRACT_BID
        return None
    said = word(action)
    if said is _CALL_HOLD:
        state.declarer = seat
        state.contract = _CONTRACT_BID
    elif said is _CALL_WHITEOUT:
        return ThrowIn("whiteout", seat, same_dealer=True, doubles=True)
    return None


def _all_passed(state: RamsenState) -> Stop:
    if state.declarer is None:
        return ThrowIn("all_passed", doubles=state.rules.all_pass == "redeal_double")
    return None


def _declarer_suits(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    """Any suit; only hearts after a winning bid of one with ``bid_one_hearts``."""
    if state.rules.bid_one_hearts and state.high_bid == 1:
        return [NameTrump.of(_HEARTS)]
    return any_suit(state, seat)


def _declarer(state: RamsenState) -> list[int]:
    assert state.declarer is not None
    return [state.declarer]


def _declarer_names(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    assert isinstance(action, NameTrump)
    name_trump(state, seat, action.suit)
    return None


def _lays_aside(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    assert isinstance(action, Exchange)
    discard_for_onsight(state, seat, action.cards)
    return None


def _first_face_up(state: RamsenState) -> list[int]:
    if not state.onsight_discards or state.declarer is None:
        return []
    return [state.declarer] if deal_onsight(state) else []


def _take_or_keep(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    return [call(_CALL_TAKE), call(_CALL_KEEP)]


def _takes_or_keeps(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    say(state, seat, action, forced)
    if choose_onsight(state, seat, word(action) is _CALL_TAKE):
        state.queue.insert(0, seat)
    return None


class Mulatschak(Procedure):
    """Mulatschak: the auction, trumps named, exchange on sight, play or stay."""

    bidding = "mulatschak"
    options = (
        "whiteout",
        "whiteout_figures",
        "min_bid",
        "all_pass",
        "bid_one_hearts",
        "no_exchange_at_or_below",
        "others_exchange_declarers_count",
        "no_exchange_in_hearts",
        "weli_trump_redraw",
        "no_drop_at_or_below",
        "stay_home_cost",
        "stay_home_doubled",
        "lone_dealer_score",
        "mulatschak_score",
        "mulatschak_fail_others",
        "mulatschak_declarer_fail",
        "refa_stacking",
        "mulatschak_made_others",
        "mulatschak_fail_paid_to",
    )
    exchange_after_playing = True

    def __init__(self) -> None:
        super().__init__()
        self.steps[P.MUL_BID] = Step(
            begin=from_forehand, legal=_bids, act=_bid, end=_all_passed, forced=calls_forced
        )
        self.steps[P.NAME_TRUMP] = Step(
            begin=_declarer, legal=_declarer_suits, act=_declarer_names, forced=calls_forced
        )
        self.steps[P.EXCHANGE] = Step(begin=_declarer, legal=self.exchange_options, act=_lays_aside)
        self.steps[P.ONSIGHT] = Step(begin=_first_face_up, legal=_take_or_keep, act=_takes_or_keeps)
        self.steps[P.BID] = Step(
            begin=others_from_declarer,
            legal=self._play_or_stay,
            act=self._plays_or_stays,
            end=_declarer_alone,
            forced=calls_forced,
        )

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """The auction, trumps, the exchange on sight, play or stay, the tricks."""
        return _ORDER

    def own_limit(self, state: RamsenState, seat: int) -> int:
        """Nobody at ``no_exchange_at_or_below`` points or less, nor under hearts with
        ``no_exchange_in_hearts``; the declarer not after a Mulatschak bid; the others
        at most as many as the declarer exchanged (``others_exchange_declarers_count``).
        """
        r = state.rules
        limit = super().own_limit(state, seat)
        if r.no_exchange_at_or_below is not None and (
            state.scores[seat] <= r.no_exchange_at_or_below
        ):
            return 0
        if r.no_exchange_in_hearts and state.trump == _HEARTS:
            return 0
        if seat == state.declarer:
            return 0 if state.high_bid == BID_MULATSCHAK else limit
        if not r.others_exchange_declarers_count:
            return limit
        return min(limit, state.exchanged[state.declarer or 0])

    def refusal(self, state: RamsenState, seat: int, action: RamsenAction) -> str | None:
        """Another suit after a winning bid of one under ``bid_one_hearts``."""
        if (
            state.phase is _NAME_TRUMP
            and isinstance(action, NameTrump)
            and state.rules.bid_one_hearts
            and state.high_bid == 1
            and action.suit != _HEARTS
        ):
            return "a bid of one plays in hearts (bid_one_hearts)"
        return None

    def _play_or_stay(self, state: RamsenState, seat: int) -> Sequence[RamsenAction]:
        """After ``play-hand`` the seat exchanges (``sub_exchange``); else play or stay."""
        if state.sub_exchange:
            return ExchangeOptions((), tuple(state.hands[seat]), self.exchange_limit(state, seat))
        r = state.rules
        if (
            state.high_bid == BID_MULATSCHAK
            or state.trump == _HEARTS
            or (r.no_drop_at_or_below is not None and state.scores[seat] <= r.no_drop_at_or_below)
        ):
            return [call(_CALL_PLAY_HAND)]
        return [call(_CALL_STAY), call(_CALL_PLAY_HAND)]

    def _plays_or_stays(
        self, state: RamsenState, seat: int, action: RamsenAction, forced: bool
    ) -> Stop:
        if isinstance(action, Exchange):
            state.sub_exchange = False
            exchange(state, seat, action.cards)
            return None
        stays_or_plays(state, seat, action, forced)
        if word(action) is _CALL_PLAY_HAND and self.exchange_limit(state, seat) > 0:
            state.sub_exchange = True
            state.queue.insert(0, seat)
        return None


def _declarer_alone(state: RamsenState) -> Stop:
    declarer = state.declarer
    if not any(a for s, a in enumerate(state.active) if s != declarer):
        return _ENDED_LONE
    return None
