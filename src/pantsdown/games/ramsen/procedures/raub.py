"""Raub: the dealer's blind calls, pass or lead, Idem or Nejdem, the draw, the trump swap.

The dealer, blind, first may call ``muss`` (some score at or below
``muss_threshold``, before the trump card is seen) or ``refa`` (pass the deal
on: ``allow_decline_deal``), then ``raub`` or ``stih`` (on a turned seven).
Without a blind call: ``pass`` / ``lead`` from forehand; the dealer, if all
passed, may pass (a Refa), lead, or ``redraw`` (turn up to ``raub_redraws``
new trump cards; all of the first suit is a Refa; a new round follows).  Then
the defenders say ``idem`` / ``nejdem`` from the declarer's left (a Muss: only
Idem; all Nejdem: the declarer scores ``all_nejdem_tricks``).  Active players
draw up to ``draw_limit``; a Raub / Stih / Muss dealer may take the turned card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pantsdown.core.cards import Rank
from pantsdown.core.seats import seats_from
from pantsdown.games.ramsen.actions import CallName, RamsenAction, call
from pantsdown.games.ramsen.events import TrumpSet
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures.base import (
    TRUMP_SWAP,
    Procedure,
    Step,
    Stop,
    ThrowIn,
    calls_forced,
    dealer_only,
    from_forehand,
    leaves_on,
    others_from_declarer,
    say,
    word,
)
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_IDEM: Final = CallName.IDEM
_CALL_LEAD: Final = CallName.LEAD
_CALL_MUSS: Final = CallName.MUSS
_CALL_NEJDEM: Final = CallName.NEJDEM
_CALL_PASS: Final = CallName.PASS
_CALL_RAUB: Final = CallName.RAUB
_CALL_REDRAW: Final = CallName.REDRAW
_CALL_REFA: Final = CallName.REFA
_CALL_STIH: Final = CallName.STIH
_CONTRACT_LEAD: Final = Contract.LEAD
_CONTRACT_MUSS: Final = Contract.MUSS
_CONTRACT_RAUB: Final = Contract.RAUB
_CONTRACT_STIH: Final = Contract.STIH
_ENDED_ALONE: Final = HandEnd.ALONE
_SEVEN: Final = Rank.SEVEN

__all__ = ["Raub"]

P = Phase
_ORDER: Final = (
    P.DEALER_PRE,
    P.DEALER_BLIND,
    P.RAUB_LEAD,
    P.DEFEND,
    P.EXCHANGE,
    P.TRUMP_SWAP,
    P.PLAY,
)
_MUSS: Final = (P.DEALER_PRE, P.EXCHANGE, P.TRUMP_SWAP, P.PLAY)
_BLIND: Final = (P.DEALER_PRE, P.DEALER_BLIND, P.DEFEND, P.EXCHANGE, P.TRUMP_SWAP, P.PLAY)
_DEALER_TAKES: Final = frozenset({Contract.RAUB, Contract.STIH, Contract.MUSS})


def _muss_or_refa(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    r = state.rules
    opts: list[RamsenAction] = []
    threshold = r.muss_threshold
    if threshold is not None and any(v <= threshold for v in state.scores):
        opts.append(call(_CALL_MUSS))
    if r.allow_decline_deal:
        opts.append(call(_CALL_REFA))
    if opts:
        opts.append(call(_CALL_PASS))
    return opts


def _dealer_before_the_turn(
    state: RamsenState, seat: int, action: RamsenAction, forced: bool
) -> Stop:
    say(state, seat, action, forced)
    said = word(action)
    if said is _CALL_REFA:
        return ThrowIn("refa_passed_on", seat, doubles=True)
    if said is _CALL_MUSS:
        state.declarer = seat
        state.contract = _CONTRACT_MUSS
        state.queue.clear()
    return None


def _raub_or_stih(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    opts: list[RamsenAction] = [call(_CALL_RAUB)]
    if state.turned is not None and state.turned.rank == _SEVEN:
        opts.append(call(_CALL_STIH))
    opts.append(call(_CALL_PASS))
    return opts


def _dealer_blind(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    say(state, seat, action, forced)
    said = word(action)
    if said is _CALL_RAUB or said is _CALL_STIH:
        state.declarer = seat
        state.contract = _CONTRACT_RAUB if said is _CALL_RAUB else _CONTRACT_STIH
    return None


def _pass_or_lead(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    opts: list[RamsenAction] = [call(_CALL_PASS), call(_CALL_LEAD)]
    if seat == state.dealer and state.redraws == 0 and state.rules.raub_redraws > 0 and state.stock:
        opts.append(call(_CALL_REDRAW))
    return opts


def _passes_leads_or_redraws(
    state: RamsenState, seat: int, action: RamsenAction, forced: bool
) -> Stop:
    say(state, seat, action, forced)
    said = word(action)
    if said is _CALL_PASS:
        if seat == state.dealer:
            return ThrowIn("refa_all_passed", doubles=True)
    elif said is _CALL_LEAD:
        state.declarer = seat
        state.contract = _CONTRACT_LEAD
        state.queue.clear()
    elif said is _CALL_REDRAW:
        return _redraw(state)
    return None


def _redraw(state: RamsenState) -> Stop:
    """Turn new trump cards (up to ``raub_redraws``): the first of another suit is the
    trump and the round starts again; all of the first suit is a Refa.
    """
    turned = state.turned
    assert turned is not None
    first = turned.suit
    state.public_out = (*state.public_out, turned)
    state.turned = None
    state.redraws += 1
    for _ in range(state.rules.raub_redraws):
        if not state.stock:
            break
        card = state.stock.pop()
        if card.suit != first:
            state.turned = card
            state.trump_card = card
            state.trump = card.suit
            state.events.append(TrumpSet(card.suit, card))
            state.queue = seats_from(state.forehand, state.num_players)
            state.calls = ("",) * state.num_players
            return None
        state.public_out = (*state.public_out, card)
        state.events.append(TrumpSet(first, card))
    return ThrowIn("refa_same_suit", doubles=True)


def _idem_or_nejdem(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    if state.contract is _CONTRACT_MUSS:
        return [call(_CALL_IDEM)]
    return [call(_CALL_IDEM), call(_CALL_NEJDEM)]


def _all_nejdem(state: RamsenState) -> Stop:
    declarer = state.declarer
    if not any(a for s, a in enumerate(state.active) if s != declarer):
        return _ENDED_ALONE
    return None


def _swap_after_a_dealer_call(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    if state.contract not in _DEALER_TAKES:
        return []
    return TRUMP_SWAP.legal(state, seat)


class Raub(Procedure):
    """Raub: Muss / Refa before the turn, Raub / Stih blind, lead / redraw, Idem / Nejdem."""

    bidding = "raub"
    options = (
        "muss_threshold",
        "allow_decline_deal",
        "raub_redraws",
        "refa_stacking",
        "draw_limit",
        "declarer_target",
        "stih_target",
        "declarer_fail",
        "defender_fail",
        "all_nejdem_tricks",
    )
    ignores = (
        "exchange_limit",
        "dealer_exchange_limit",
        "exchange_limit_small_table",
        "auto_forced_calls",
    )
    swap_in_exchange = False

    def __init__(self) -> None:
        super().__init__()
        self.steps[P.DEALER_PRE] = Step(
            begin=dealer_only,
            legal=_muss_or_refa,
            act=_dealer_before_the_turn,
            forced=calls_forced,
        )
        self.steps[P.DEALER_BLIND] = Step(begin=dealer_only, legal=_raub_or_stih, act=_dealer_blind)
        self.steps[P.RAUB_LEAD] = Step(
            begin=from_forehand, legal=_pass_or_lead, act=_passes_leads_or_redraws
        )
        self.steps[P.DEFEND] = Step(
            begin=others_from_declarer,
            legal=_idem_or_nejdem,
            act=leaves_on(CallName.NEJDEM),
            end=_all_nejdem,
            forced=calls_forced,
        )
        self.steps[P.TRUMP_SWAP] = Step(
            begin=dealer_only, legal=_swap_after_a_dealer_call, act=TRUMP_SWAP.act
        )

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """The dealer's calls, pass or lead (not after a dealer's call), the defenders
        (not under a Muss), the draw, the trump swap, the tricks.
        """
        if contract is _CONTRACT_MUSS:
            return _MUSS
        if contract is _CONTRACT_RAUB or contract is _CONTRACT_STIH:
            return _BLIND
        return _ORDER

    def exchanges(self, rules: RamsenRules) -> bool:
        """The draw: up to ``draw_limit`` each."""
        return rules.draw_limit > 0

    def own_limit(self, state: RamsenState, seat: int) -> int:
        """Every active player may draw up to ``draw_limit`` (the dealer too)."""
        return state.rules.draw_limit

    def alone_tricks(self, rules: RamsenRules) -> int:
        """All Nejdem: the declarer scores ``all_nejdem_tricks``."""
        return rules.all_nejdem_tricks
