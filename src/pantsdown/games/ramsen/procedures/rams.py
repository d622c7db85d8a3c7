"""Rams: General Rams, then drop / play / widow from forehand, the dealer's trump swap.

First an orbit of ``general`` / ``pass`` (``general_rams``): the first General
Rams caller leads and nobody may drop; the drop round is skipped and the
dealer may still take the turned card (``general_trump_swap``).  Otherwise
``drop`` / ``play-hand`` from forehand; only forehand may take the ``widow``
(his hand goes out of play; ``widow_must_play``).  If all drop up to the
dealer's right, that player and the dealer must play; if only one other plays,
the dealer must play.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pantsdown.core.seats import previous_seat, seats_from
from pantsdown.games.ramsen.actions import CallName, RamsenAction, call
from pantsdown.games.ramsen.deal import sort_cards
from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.procedures.base import (
    TRUMP_SWAP,
    Procedure,
    Step,
    Stop,
    calls_forced,
    fold,
    from_forehand,
    say,
    word,
)
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_DROP: Final = CallName.DROP
_CALL_GENERAL: Final = CallName.GENERAL
_CALL_PASS: Final = CallName.PASS
_CALL_PLAY_HAND: Final = CallName.PLAY_HAND
_CALL_WIDOW: Final = CallName.WIDOW
_CONTRACT_GENERAL: Final = Contract.GENERAL

__all__ = ["Rams"]

P = Phase
_ORDER: Final = (P.GENERAL, P.BID, P.TRUMP_SWAP, P.PLAY)
_GENERAL_SWAP: Final = (P.GENERAL, P.TRUMP_SWAP, P.PLAY)
_GENERAL: Final = (P.GENERAL, P.PLAY)


def _general_or_pass(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    if not state.rules.general_rams:
        return []
    return [call(_CALL_GENERAL), call(_CALL_PASS)]


def _general_called(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    say(state, seat, action, forced)
    if word(action) is _CALL_GENERAL:
        state.declarer = seat
        state.contract = _CONTRACT_GENERAL
        state.queue.clear()
    return None


def _drop_or_play(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    n = state.num_players
    dealer = state.dealer
    active = state.active
    fh = state.forehand
    if seat == previous_seat(dealer, n):
        before = seats_from(fh, n)
        before = before[: before.index(seat)]
        if all(not active[x] for x in before):
            return [call(_CALL_PLAY_HAND)]
    if seat == dealer and sum(1 for x in range(n) if x != seat and active[x]) <= 1:
        return [call(_CALL_PLAY_HAND)]
    opts: list[RamsenAction] = [call(_CALL_DROP), call(_CALL_PLAY_HAND)]
    if seat == fh and state.widow:
        opts.append(call(_CALL_WIDOW))
    return opts


def _drops_plays_or_takes_widow(
    state: RamsenState, seat: int, action: RamsenAction, forced: bool
) -> Stop:
    say(state, seat, action, forced)
    said = word(action)
    if said is _CALL_DROP:
        fold(state, seat)
    elif said is _CALL_WIDOW:
        state.discards[seat] = (*state.discards[seat], *state.hands[seat])
        hand = state.hands[seat] = state.widow
        sort_cards(hand)
        state.widow = []
        if not state.rules.widow_must_play:
            state.queue.insert(0, seat)
    return None


class Rams(Procedure):
    """Rams: General Rams, then drop / play / widow, the trump swap (after a General too
    with ``general_trump_swap``).
    """

    bidding = "rams"
    options = ("general_rams", "widow_must_play", "general_trump_swap")
    ignores = (
        "exchange_limit",
        "dealer_exchange_limit",
        "exchange_limit_small_table",
        "exchange_total_cap",
    )
    swap_in_exchange = False

    def __init__(self) -> None:
        super().__init__()
        self.steps[P.GENERAL] = Step(
            begin=from_forehand, legal=_general_or_pass, act=_general_called
        )
        self.steps[P.BID] = Step(
            begin=from_forehand,
            legal=_drop_or_play,
            act=_drops_plays_or_takes_widow,
            forced=calls_forced,
        )
        self.steps[P.TRUMP_SWAP] = TRUMP_SWAP

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """General Rams, the drop round (not after a General), the trump swap, the tricks."""
        if contract is _CONTRACT_GENERAL:
            return _GENERAL_SWAP if rules.general_trump_swap else _GENERAL
        return _ORDER
