"""What every bidding procedure is made of: steps, the ways a phase stops a hand, the base class.

A :class:`Step` says how one phase runs (boardgame.io's phase config): who is
asked when it begins, what each of them may do, what an action does, how the
phase ends, and whether a seat left a single option is asked at all.  A
:class:`Procedure` declares its phases in order (given the contract called so
far) and maps each to its step; the phases every procedure shares (the cut,
the talon exchange, the dealer's trump swap) are built here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Final, TypeAlias

from pantsdown.core.cards import Suit
from pantsdown.core.seats import seats_after, seats_from, with_seat
from pantsdown.games.ramsen.actions import (
    Call,
    CallName,
    Exchange,
    NameTrump,
    RamsenAction,
    TakeTrump,
    call,
)
from pantsdown.games.ramsen.deal import begin_cut, cut_options, deal_packets, take_cut_card
from pantsdown.games.ramsen.events import Called, ThrownIn, TrumpSet
from pantsdown.games.ramsen.exchange import (
    ExchangeOptions,
    exchange,
    take_trump,
    trump_takes,
)
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState
    from pantsdown.games.ramsen.table import RulesTable

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_PASS: Final = CallName.PASS
_CALL_SCHLECK: Final = CallName.SCHLECK
_CALL_STAY: Final = CallName.STAY
_EXCHANGE: Final = Phase.EXCHANGE
_SCHLECK: Final = Phase.SCHLECK

__all__ = [
    "CUT",
    "TRUMP_SWAP",
    "Act",
    "Begin",
    "End",
    "Legal",
    "Procedure",
    "Step",
    "Stop",
    "ThrowIn",
    "any_suit",
    "calls_forced",
    "cut_forced",
    "dealer_only",
    "fold",
    "from_forehand",
    "leaves_on",
    "name_trump",
    "never_forced",
    "no_one",
    "nothing",
    "others_from_declarer",
    "say",
    "stays_or_plays",
    "unasked",
    "word",
]

P = Phase

_PHASE_WORDS: Final[dict[Phase, str]] = {phase: phase.name.lower() for phase in Phase}
"""Each phase's name as :class:`Called` events give it (``name_trump``), made once
(an enum's ``name`` is a property, read at every call otherwise)."""


@dataclass(frozen=True)
class ThrowIn:
    """The hand is thrown in without a score (a Refa, a whiteout, everybody passing)."""

    how: ThrownIn
    """Why (:data:`~pantsdown.games.ramsen.events.HandOver`; the prose says it in words)."""
    seat: int | None = None
    """The seat whose call threw it in (a whiteout, a dealer passing the deal on)."""
    same_dealer: bool = False
    """The same dealer deals again (a whiteout), else the deal passes on."""
    doubles: bool = False
    """A later hand scores double (a Refa, a whiteout; ``refa_stacking``)."""

    def __init__(
        self,
        how: ThrownIn,
        seat: int | None = None,
        same_dealer: bool = False,
        doubles: bool = False,
    ) -> None:
        # written out (the dataclass keeps it): compiled, a native constructor, where
        # the generated one is an interpreted function
        object.__setattr__(self, "how", how)
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "same_dealer", same_dealer)
        object.__setattr__(self, "doubles", doubles)


Stop: TypeAlias = HandEnd | ThrowIn | None
"""What an action or the end of a phase did to the hand: nothing (``None``: play
goes on), ended it with a score (:class:`HandEnd`), or threw it in."""

Begin = Callable[["RamsenState"], list[int]]
"""Begins a phase: the seats to ask, in order."""
Legal = Callable[["RamsenState", int], Sequence[RamsenAction]]
"""A seat's legal actions in a phase."""
Act = Callable[["RamsenState", int, RamsenAction, bool], Stop]
"""Performs a seat's action (``forced``: the rules left no choice)."""
End = Callable[["RamsenState"], Stop]
"""How a phase ends when nobody is left to ask."""


def nothing(state: RamsenState) -> Stop:
    """The default end of a phase: the next phase follows."""
    return None


def never_forced(rules: RamsenRules) -> bool:
    """A seat is always asked, even with a single option (card choices, the exchange)."""
    return False


def calls_forced(rules: RamsenRules) -> bool:
    """A single call is made for the seat (``auto_forced_calls``) and reported as forced."""
    return rules.auto_forced_calls


def cut_forced(rules: RamsenRules) -> bool:
    """The cutter is asked even when he may only pass, unless ``schleck_always_asked`` is off."""
    return not rules.schleck_always_asked


# -- queues -------------------------------------------------------------------


def from_forehand(state: RamsenState) -> list[int]:
    """Every seat, from forehand (the dealer's left) round to the dealer."""
    return seats_from(state.forehand, state.num_players)


def others_from_declarer(state: RamsenState) -> list[int]:
    """Every seat but the declarer, from his left."""
    assert state.declarer is not None
    return seats_after(state.declarer, state.num_players)[:-1]


def dealer_only(state: RamsenState) -> list[int]:
    """The dealer alone."""
    return [state.dealer]


def no_one(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    """No action: a phase that only does something (deals) and asks nobody."""
    return []


def unasked(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    """The act of a phase that asks nobody: never called."""
    raise AssertionError(f"nobody is asked in phase {state.phase.name.lower()}")


class Step:
    """How one phase of a hand runs (a plain class with slots, so that the compiled
    engine reads its fields natively).
    """

    __slots__ = ("act", "begin", "end", "forced", "legal")

    def __init__(
        self,
        begin: Begin,
        legal: Legal = no_one,
        act: Act = unasked,
        end: End = nothing,
        forced: Callable[[RamsenRules], bool] = never_forced,
    ) -> None:
        self.begin = begin
        """Begins the phase and returns the seats to ask, in order (``turn.order``)."""
        self.legal = legal
        """The legal actions of a seat in this phase (none: the seat is not asked)."""
        self.act = act
        """Performs a legal action of a seat; ``forced`` when the rules left no choice."""
        self.end = end
        """When nobody is left to ask: how the phase ends (``endIf``)."""
        self.forced = forced
        """Whether a seat with a single legal action is spared the question."""


# -- what actions do ------------------------------------------------------------


def say(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> None:
    """Record a call or bid: the seat's last call, and the ``Called`` event."""
    said = action.name if isinstance(action, Call) else None
    text = str(action) if said is None else str(said)  # a call's word is its notation
    state.calls = with_seat(state.calls, seat, text)
    state.events.append(Called(seat, text, forced, _PHASE_WORDS[state.phase]))


def word(action: RamsenAction) -> CallName | None:
    """The word of a call (``None`` for any other action)."""
    return action.name if isinstance(action, Call) else None


def fold(state: RamsenState, seat: int) -> None:
    """``seat`` leaves the hand: its cards go out of play face down."""
    hand = state.hands[seat]
    state.active = with_seat(state.active, seat, False)
    state.folded_counts = with_seat(
        state.folded_counts, seat, state.folded_counts[seat] + len(hand)
    )
    state.discards[seat] = (*state.discards[seat], *hand)
    state.hands[seat] = []


def leaves_on(out: CallName) -> Act:
    """The step of a call where saying ``out`` takes the seat out of the hand.

    Ramsen's ``pass``, Zwanzig's ``drop``, Raub's ``nejdem``.
    """

    def act(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
        say(state, seat, action, forced)
        if word(action) is out:
            fold(state, seat)
        return None

    return act


def stays_or_plays(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    """``stay`` at home (out of the hand, paying the stay cost) or ``play-hand``."""
    say(state, seat, action, forced)
    if word(action) is _CALL_STAY:
        fold(state, seat)
        state.stayed = with_seat(state.stayed, seat, True)
    return None


def name_trump(state: RamsenState, seat: int, suit: Suit) -> None:
    """``seat`` names ``suit`` trumps."""
    state.trump = suit
    state.events.append(TrumpSet(suit, None, seat))


_ALL_SUITS: Final[tuple[RamsenAction, ...]] = tuple(NameTrump.of(s) for s in Suit)


def any_suit(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    """``trump clubs`` … ``trump diamonds``."""
    return list(_ALL_SUITS)


# -- the shared steps -------------------------------------------------------------


def _cut_legal(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    return cut_options(state)


def _cut_act(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    say(state, seat, action, forced)
    if word(action) is _CALL_SCHLECK:
        take_cut_card(state, seat)
    return None


def _cut_end(state: RamsenState) -> Stop:
    t: RulesTable = state.rules_table
    t.procedure.deal(state)
    state.steps = t.phases_after(state.contract, _SCHLECK)
    return None


CUT: Final = Step(begin=begin_cut, legal=_cut_legal, act=_cut_act, end=_cut_end, forced=cut_forced)
"""The cut (``schleck``): the cutter, and with ``schleck_chain`` the dealer, may take
the bottom card; when nobody is left to ask the cards are dealt."""


def _swap_legal(state: RamsenState, seat: int) -> Sequence[RamsenAction]:
    if not state.active[seat] or state.turned is None or not state.rules.dealer_takes_trump:
        return []
    return [*trump_takes(state, seat), call(_CALL_PASS)]


def _swap_act(state: RamsenState, seat: int, action: RamsenAction, forced: bool) -> Stop:
    if isinstance(action, TakeTrump):
        take_trump(state, seat, action.card)
    else:
        say(state, seat, action, forced)
    return None


TRUMP_SWAP: Final = Step(begin=dealer_only, legal=_swap_legal, act=_swap_act)
"""After the bidding (Rams, Raub): the dealer may take the turned card for one of his."""


# -- the procedure --------------------------------------------------------------


class Procedure:
    """A bidding procedure: its phases in order, a step for each, its own options.

    A subclass names the ``bidding`` value it plays, lists the rule fields it
    reads (``options``), returns its phase order from :meth:`phases` and adds
    its steps to :attr:`steps` (python-chess variant style: a few well-named
    overrides).  The cut, the talon exchange and the trump swap are shared.
    """

    bidding: ClassVar[str] = ""
    """The ``RamsenRules.bidding`` value this procedure plays."""
    options: ClassVar[tuple[str, ...]] = ()
    """The rule fields that apply to this procedure only (its own options); a field
    that several procedures list applies to each of them.  Every other preset refuses
    it (``RamsenRules.unread_options``)."""
    ignores: ClassVar[tuple[str, ...]] = ()
    """The rule fields of the whole family that this procedure never reads (no talon
    exchange, no declarer to lead, no calls to make for a seat): refused for the
    presets that play it."""
    swap_in_exchange: ClassVar[bool] = True
    """The dealer may take the turned card as part of his exchange (else in a
    ``TRUMP_SWAP`` phase after the bidding)."""
    exchange_after_playing: ClassVar[bool] = False
    """A seat that says ``play-hand`` then exchanges in the same phase (Mulatschak:
    ``sub_exchange`` marks it)."""

    def __init__(self) -> None:
        self.steps: dict[Phase, Step] = {
            P.SCHLECK: CUT,
            P.EXCHANGE: Step(
                begin=from_forehand, legal=self.exchange_options, act=self.act_exchange
            ),
        }
        """The step of each phase this procedure plays (``PLAY`` is the tricks')."""

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """The phases after the deal (and the cut), given the contract called so far."""
        raise NotImplementedError

    def phase_order(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """Every phase of a hand in order: the cut first where the rules have one, the
        exchange only where someone may exchange (:meth:`exchanges`).
        """
        order = self.phases(rules, contract)
        if _EXCHANGE in order and not self.exchanges(rules):
            order = tuple(p for p in order if p is not _EXCHANGE)
        return (_SCHLECK, *order) if rules.schleck else order

    def exchanges(self, rules: RamsenRules) -> bool:
        """May anyone exchange under these rules (some limit above 0, or the dealer's
        take of the turned card as part of the exchange)?
        """
        return (
            rules.exchange_limit > 0
            or (rules.exchange_limit_small_table or 0) > 0
            or (rules.dealer_exchange_limit or 0) > 0
            or (
                self.swap_in_exchange
                and rules.dealer_takes_trump
                and rules.turn_after_packet is not None
            )
        )

    def phases_after(self, rules: RamsenRules, contract: Contract, phase: Phase) -> list[Phase]:
        """The phases that follow ``phase`` in the order for ``contract`` (the whole
        order when ``phase`` is not in it).
        """
        order = self.phase_order(rules, contract)
        if phase not in order:
            return list(order)
        return list(order[order.index(phase) + 1 :])

    def deal(self, state: RamsenState) -> None:
        """Deal the hand after the cut: every packet (no trumps yet when the trump
        suit is named, or there is none).
        """
        deal_packets(state, 0, len(state.rules.packets))
        if state.rules.trump_source in ("none", "declarer"):
            state.trump = None

    def refusal(self, state: RamsenState, seat: int, action: RamsenAction) -> str | None:
        """Why this procedure's own rules refuse ``action`` of ``seat`` now, naming the
        rule (``None``: the engine's general reasons apply).
        """
        return None

    def alone_tricks(self, rules: RamsenRules) -> int:
        """The tricks a declarer nobody played against is counted (``HandEnd.ALONE``)."""
        return rules.announcer_alone_tricks

    # -- the exchange ---------------------------------------------------------

    def own_limit(self, state: RamsenState, seat: int) -> int:
        """The most cards ``seat`` may exchange by this procedure's rules (before the
        talon, the hand and the shared cap).
        """
        r = state.rules
        limit = r.exchange_limit
        if state.num_players < 3 and r.exchange_limit_small_table is not None:
            limit = r.exchange_limit_small_table
        if seat == state.dealer and r.dealer_exchange_limit is not None:
            limit = r.dealer_exchange_limit
        return limit

    def exchange_limit(self, state: RamsenState, seat: int) -> int:
        """The most cards ``seat`` may exchange now: the procedure's :meth:`own_limit`,
        capped by ``exchange_total_cap``, the talon and the hand (0: none; out of the
        hand, or a schlecker who may not).
        """
        r = state.rules
        if not state.active[seat] or (state.schlecked[seat] and not r.schlecker_may_exchange):
            return 0
        limit = self.own_limit(state, seat)
        cap = r.exchange_total_cap
        if cap is not None and cap - state.exchange_total < limit:
            limit = cap - state.exchange_total
        # compared one by one: compiled, min and max of several are Python calls
        talon = len(state.stock)
        held = len(state.hands[seat])
        if talon < limit:
            limit = talon
        if held < limit:
            limit = held
        return limit if limit > 0 else 0

    def can_swap_in_exchange(self, state: RamsenState, seat: int) -> bool:
        """May ``seat`` take the turned card as part of the exchange?"""
        return (
            self.swap_in_exchange
            and seat == state.dealer
            and state.rules.dealer_takes_trump
            and state.turned is not None
            and not state.swapped
        )

    def exchange_options(self, state: RamsenState, seat: int) -> Sequence[RamsenAction]:
        """``take-trump X`` first (the dealer, where he may), then every exchange."""
        limit = self.exchange_limit(state, seat)
        hand = tuple(state.hands[seat])
        if hand and seat == state.dealer and self.can_swap_in_exchange(state, seat):
            return ExchangeOptions(tuple(trump_takes(state, seat)), hand, limit)
        return ExchangeOptions((), hand, limit) if limit > 0 else []

    def act_exchange(
        self, state: RamsenState, seat: int, action: RamsenAction, forced: bool
    ) -> Stop:
        """An exchange; or the dealer's take of the turned card, after which he is
        asked again if he may still exchange.
        """
        if isinstance(action, Exchange):
            exchange(state, seat, action.cards)
        elif isinstance(action, TakeTrump):
            take_trump(state, seat, action.card)
            if self.exchange_limit(state, seat) > 0:
                state.queue.insert(0, seat)
        return None
