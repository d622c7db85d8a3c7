"""Zwanzig: two cards, the announcer names trumps, three more, exchange, drop or play.

Forehand (the announcer) may first call hearts blind before seeing a card
(``hearts_blind``); else they name trumps after the first packet, or leave them
to their next card (``trump_next_card``); from hand ``hearts_forced_from_hand``
on, hearts are trumps and they name nothing else.  The rest is dealt, everyone
exchanges from the announcer (none at ``no_exchange_at_or_below`` points or
less), then the others may drop from the announcer's left (see
:func:`no_drop_rule`: nobody under the ``no_drop_suit``, diamonds, and the other
house limits).  All others dropping gives the announcer ``announcer_alone_tricks``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pantsdown.core.cards import Suit
from pantsdown.core.seats import with_seat
from pantsdown.core.words import counted
from pantsdown.games.ramsen.actions import CallName, NameTrump, RamsenAction, call
from pantsdown.games.ramsen.deal import deal_packets
from pantsdown.games.ramsen.events import TrumpSet
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures.base import (
    Procedure,
    Step,
    Stop,
    any_suit,
    calls_forced,
    fold,
    name_trump,
    others_from_declarer,
    say,
    word,
)
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_BLIND: Final = CallName.BLIND
_CALL_DROP: Final = CallName.DROP
_CALL_NEXT_CARD: Final = CallName.NEXT_CARD
_CALL_PASS: Final = CallName.PASS
_CALL_PLAY_HAND: Final = CallName.PLAY_HAND
_CONTRACT_ANNOUNCER: Final = Contract.ANNOUNCER
_CONTRACT_BLIND: Final = Contract.BLIND
_ENDED_ALONE: Final = HandEnd.ALONE
_BID: Final = Phase.BID
_HEARTS: Final = Suit.HEARTS

__all__ = ["Zwanzig", "may_drop", "no_drop_rule"]

P = Phase
_ORDER: Final = (P.NAME_TRUMP, P.DEAL_REST, P.EXCHANGE, P.BID, P.PLAY)
_BLIND_FIRST: Final = (P.HEARTS_BLIND, *_ORDER)
_BLIND: Final = (P.HEARTS_BLIND, P.DEAL_REST, P.EXCHANGE, P.BID, P.PLAY)
_SUIT_WORDS: Final[dict[Suit, str]] = {suit: suit.name.lower() for suit in Suit}
"""Each suit as ``no_drop_suit`` names it (``diamonds``)."""


def _announcer(state: RamsenState) -> list[int]:
    return [state.forehand]


def _blind_or_look(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    return [call(_CALL_BLIND), call(_CALL_PASS)]


def _calls_blind(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    """``blind``: hearts are trumps before anyone has looked; ``pass``: they look."""
    say(state, seat, action, forced)
    if word(action) is _CALL_BLIND:
        name_trump(state, seat, _HEARTS)
        _announcer_is(state, seat, _CONTRACT_BLIND)
    return None


def _suits(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    forced_from = state.rules.hearts_forced_from_hand
    if forced_from is not None and state.hand_number + 1 >= forced_from:
        return [NameTrump.of(_HEARTS)]
    if state.rules.trump_next_card:
        return [*any_suit(state, seat), call(_CALL_NEXT_CARD)]
    return any_suit(state, seat)


def _announcer_is(state: RamsenState, seat: int, contract: Contract) -> None:
    state.declarer = seat
    state.contract = contract
    state.drop_streak = with_seat(state.drop_streak, seat, 0)


def _announces(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    """A suit named, or (``next-card``) the trump left to the next card dealt to them."""
    if isinstance(action, NameTrump):
        name_trump(state, seat, action.suit)
    else:
        say(state, seat, action, forced)
    _announcer_is(state, seat, _CONTRACT_ANNOUNCER)
    return None


def _deal_rest(state: RamsenState) -> list[int]:
    """The rest of the deal; after ``next-card`` the announcer's first new card is shown
    and sets trumps (it stays in their hand, known to all).
    """
    announcer = state.declarer
    assert announcer is not None
    held = len(state.hands[announcer])
    deal_packets(state, 1, len(state.rules.packets))
    if state.trump is None:
        card = state.hands[announcer][held]
        state.trump = card.suit
        state.trump_card = card
        state.known[announcer] = (*state.known[announcer], card)
        state.events.append(TrumpSet(card.suit, card, announcer))
    return []


def no_drop_rule(state: RamsenState, seat: int) -> str | None:
    """The rule that keeps ``seat`` from dropping now, in words (``None``: it may drop):
    the ``no_drop_suit``, the first hand (``no_drop_first_hand``), ``drops_in_a_row``
    drops running, n - 2 dropped already (``two_must_play``), or a score at or below
    ``no_drop_at_or_below``.
    """
    r = state.rules
    trump = state.trump
    if r.no_drop_suit != "none" and trump is not None and _SUIT_WORDS[trump] == r.no_drop_suit:
        return f"nobody drops when {r.no_drop_suit} are trumps (no_drop_suit)"
    if r.no_drop_first_hand and state.hand_number == 0:
        return "nobody drops in the first hand (no_drop_first_hand)"
    streak = state.drop_streak[seat]
    if r.drops_in_a_row is not None and streak >= r.drops_in_a_row:
        last = "hand" if streak == 1 else f"{streak} hands"
        return f"seat {seat} dropped the last {last}, the most in a row (drops_in_a_row)"
    dropped = state.active.count(False)
    if r.two_must_play and dropped >= state.num_players - 2:
        return f"{counted(dropped, 'player')} dropped already: at least two play (two_must_play)"
    score = state.scores[seat]
    if r.no_drop_at_or_below is not None and score <= r.no_drop_at_or_below:
        points = counted(score, "point")
        return f"seat {seat} has {points}, {r.no_drop_at_or_below} or less (no_drop_at_or_below)"
    return None


def may_drop(state: RamsenState, seat: int) -> bool:
    """May ``seat`` drop now (see :func:`no_drop_rule`)?"""
    return no_drop_rule(state, seat) is None


def _drop_or_play(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    if may_drop(state, seat):
        return [call(_CALL_DROP), call(_CALL_PLAY_HAND)]
    return [call(_CALL_PLAY_HAND)]


def _drops_or_plays(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    """``drop`` (out of the hand, one more drop in a row) or ``play-hand``: what
    ``leaves_on(DROP)`` does, with the streak kept.
    """
    dropped = word(action) is _CALL_DROP
    streak = state.drop_streak[seat] + 1 if dropped else 0
    state.drop_streak = with_seat(state.drop_streak, seat, streak)
    say(state, seat, action, forced)
    if dropped:
        fold(state, seat)
    return None


def _announcer_alone(state: RamsenState) -> Stop:
    declarer = state.declarer
    if not any(a for s, a in enumerate(state.active) if s != declarer):
        return _ENDED_ALONE
    return None


class Zwanzig(Procedure):
    """Zwanzig: the announcer names trumps after two cards, exchange, drop or play."""

    bidding = "zwanzig"
    options = (
        "hearts_forced_from_hand",
        "no_drop_suit",
        "no_drop_first_hand",
        "drops_in_a_row",
        "two_must_play",
        "no_drop_at_or_below",
        "no_exchange_at_or_below",
        "announcer_alone_tricks",
        "announcer_pays_double",
        "hearts_blind",
        "trump_next_card",
    )
    ignores = ("trump_source",)

    def __init__(self) -> None:
        super().__init__()
        self.steps[P.HEARTS_BLIND] = Step(
            begin=_announcer, legal=_blind_or_look, act=_calls_blind, forced=calls_forced
        )
        self.steps[P.NAME_TRUMP] = Step(
            begin=_announcer, legal=_suits, act=_announces, forced=calls_forced
        )
        self.steps[P.DEAL_REST] = Step(begin=_deal_rest)
        self.steps[P.BID] = Step(
            begin=others_from_declarer,
            legal=_drop_or_play,
            act=_drops_or_plays,
            end=_announcer_alone,
            forced=calls_forced,
        )

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """Trumps named, the rest of the deal, the exchange, the drop round, the tricks;
        with ``hearts_blind`` the blind call first (and no naming after it).
        """
        if not rules.hearts_blind:
            return _ORDER
        return _BLIND if contract is _CONTRACT_BLIND else _BLIND_FIRST

    def refusal(self, state: RamsenState, seat: int, action: RamsenAction) -> str | None:
        """A drop the rules refuse: the rule (:func:`no_drop_rule`)."""
        if state.phase is _BID and word(action) is _CALL_DROP:
            return no_drop_rule(state, seat)
        return None

    def own_limit(self, state: RamsenState, seat: int) -> int:
        """None at ``no_exchange_at_or_below`` points or less."""
        r = state.rules
        if r.no_exchange_at_or_below is not None and (
            state.scores[seat] <= r.no_exchange_at_or_below
        ):
            return 0
        return super().own_limit(state, seat)

    def deal(self, state: RamsenState) -> None:
        """The first packet only: the rest follows once trumps are named."""
        deal_packets(state, 0, 1)
