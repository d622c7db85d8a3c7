"""Scoring of one hand and the match end, for every scoring table of the family.

Scores count *down*: a trick subtracts, a failure adds.  :func:`hand_deltas`
is the hook selected by ``RamsenRules.scoring`` (one function per table);
:func:`score_hand` gathers what a finished hand's table needs and doubles
(hearts, a pending Refa or whiteout); :func:`apply_deltas` applies Bohemian
Watten's exact-zero bounce (or stops scores at zero); :func:`match_winners`
applies the end rule.

>>> from pantsdown.games.ramsen.rules import PRESETS
>>> o = Outcome(active=[True, True, True, False], won=[3, 2, 0, 0])
>>> hand_deltas(PRESETS["zwanzig"], o)
[-3, -2, 5, 0]
>>> apply_deltas(PRESETS["bohemian-watten"], [2, 5], [-3, -1])
[1, 4]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, NamedTuple

from pantsdown.core.cards import Card, Rank, Suit
from pantsdown.core.seats import seats_from
from pantsdown.games.ramsen.actions import BID_MULATSCHAK
from pantsdown.games.ramsen.events import DoubledBy, ScoreWhy
from pantsdown.games.ramsen.phases import Contract, HandEnd
from pantsdown.games.ramsen.rules import RamsenRules

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CONTRACT_BLIND: Final = Contract.BLIND
_CONTRACT_GENERAL: Final = Contract.GENERAL
_CONTRACT_STIH: Final = Contract.STIH
_ENDED_ALONE: Final = HandEnd.ALONE
_ENDED_FLUSH: Final = HandEnd.FLUSH
_ENDED_LONE: Final = HandEnd.LONE
_ENDED_VOID: Final = HandEnd.VOID
_HEARTS: Final = Suit.HEARTS

__all__ = [
    "HandScore",
    "Outcome",
    "apply_deltas",
    "flush_seat",
    "hand_deltas",
    "match_winners",
    "score_hand",
    "score_reasons",
]


@dataclass(slots=True)
class Outcome:
    """What happened in a hand, as the scoring tables need it."""

    active: Sequence[bool]
    """Seats that played the hand (did not drop / pass / stay at home)."""
    won: list[int]
    """Tricks won per seat."""
    stayed: Sequence[bool] = ()
    """Seats that stayed at home and pay the stay cost (Schnalzen, Mulatschak)."""
    declarer: int | None = None
    """The declarer (Raub, Mulatschak, General Rams caller, Zwanzig announcer)."""
    contract: Contract = Contract.NONE
    """The declarer's contract (General Rams, Raub, Stih, a Mulatschak bid …)."""
    bid: int = 0
    """Mulatschak: the declarer's bid."""
    ended: HandEnd = HandEnd.PLAYED
    """How the hand ended: the tricks played, or not: ``LONE`` (the Schnalzen dealer /
    Mulatschak declarer alone), ``ALONE`` (Zwanzig announcer, Raub all Nejdem),
    ``FLUSH``."""

    def __post_init__(self) -> None:
        if type(self.contract) is not Contract:  # also given by its word: "stih"
            self.contract = Contract(self.contract)
        if type(self.ended) is not HandEnd:
            self.ended = HandEnd(self.ended)


def _trick_table(rules: RamsenRules, o: Outcome) -> list[int]:
    n = len(o.won)
    out = [0] * n
    for s in range(n):
        if not o.active[s]:
            continue
        if o.won[s] > 0:
            out[s] = -o.won[s]
            if rules.slam_bonus and o.won[s] == rules.tricks_per_hand:
                out[s] -= rules.slam_bonus
        elif s == o.declarer and o.contract in _ANNOUNCED and rules.announcer_pays_double:
            out[s] = 2 * rules.no_trick_penalty
        else:
            out[s] = rules.no_trick_penalty
    return out


_ANNOUNCED: Final = (Contract.ANNOUNCER, Contract.BLIND)
"""Zwanzig's contracts: trumps named, or hearts called blind."""


def _rams_table(rules: RamsenRules, o: Outcome) -> list[int]:
    if o.contract is _CONTRACT_GENERAL and o.declarer is not None:
        n = len(o.won)
        d = o.declarer
        if o.won[d] == rules.tricks_per_hand:
            return [-5 if s == d else 5 for s in range(n)]
        return [5 if s == d else -o.won[s] for s in range(n)]
    return _trick_table(rules, o)


def _raub_table(rules: RamsenRules, o: Outcome) -> list[int]:
    n = len(o.won)
    out = [0] * n
    for s in range(n):
        if not o.active[s]:
            continue
        if s == o.declarer:
            target = rules.stih_target if o.contract is _CONTRACT_STIH else rules.declarer_target
            out[s] = -o.won[s] if o.won[s] >= target else rules.declarer_fail
        else:
            out[s] = -o.won[s] if o.won[s] >= 1 else rules.defender_fail
    return out


def _stay_costs(rules: RamsenRules, o: Outcome) -> list[int]:
    return [rules.stay_home_cost if o.stayed and o.stayed[s] else 0 for s in range(len(o.won))]


def _schnalzen_table(rules: RamsenRules, o: Outcome) -> list[int]:
    n = len(o.won)
    out = _stay_costs(rules, o)
    if o.ended is _ENDED_LONE and o.declarer is not None:
        out[o.declarer] -= rules.lone_dealer_score
        return out
    tricks = rules.tricks_per_hand
    slam = [s for s in range(n) if o.active[s] and o.won[s] == tricks]
    for s in range(n):
        if not o.active[s]:
            continue
        if slam:
            out[s] += -10 if s == slam[0] else 10
        elif o.won[s] > 0:
            out[s] -= o.won[s]
        else:
            out[s] += rules.no_trick_penalty
    return out


def _mulatschak_table(rules: RamsenRules, o: Outcome) -> list[int]:
    n = len(o.won)
    out = _stay_costs(rules, o)
    dd = o.declarer
    if o.ended is _ENDED_LONE and dd is not None:
        out[dd] -= rules.lone_dealer_score
        return out
    d = -1 if dd is None else dd
    everyone = rules.mulatschak_fail_paid_to == "all"
    made_others = rules.mulatschak_made_others
    if d >= 0 and o.bid == BID_MULATSCHAK and o.won[d] < rules.tricks_per_hand:
        return [
            rules.mulatschak_score
            if s == d
            else (-rules.mulatschak_fail_others if everyone or o.won[s] > 0 else 0)
            for s in range(n)
        ]
    for s in range(n):
        if not o.active[s]:
            continue
        if s == d:
            if o.bid == BID_MULATSCHAK:
                out[s] -= rules.mulatschak_score
            elif o.won[s] >= o.bid:
                out[s] -= o.won[s]
            else:
                out[s] += rules.mulatschak_declarer_fail
        elif o.won[s] > 0:
            out[s] -= o.won[s]
        elif o.bid == BID_MULATSCHAK and made_others is not None:
            out[s] += made_others
        else:
            out[s] += rules.no_trick_penalty
    return out


def _trick_reason(rules: RamsenRules, o: Outcome, s: int) -> ScoreWhy:
    if not o.active[s]:
        return "out_of_hand"
    if o.won[s] == 0:
        if s == o.declarer and o.contract in _ANNOUNCED and rules.announcer_pays_double:
            return "announcer_no_trick"
        return "no_trick"
    slam = o.won[s] == rules.tricks_per_hand and rules.scoring in ("tricks", "rams")
    if slam and rules.slam_bonus:  # the tables that pay it (``_trick_table``)
        return "slam"
    return "tricks"


def _stayed(o: Outcome, s: int) -> bool:
    return bool(o.stayed) and o.stayed[s]


def score_reasons(rules: RamsenRules, o: Outcome) -> list[ScoreWhy]:
    """Why each seat's score changes as :func:`hand_deltas` says: per seat, the rule
    of the scoring table that applied, before any doubling (:data:`ScoreWhy`; the
    words are ``prose.score_clause``).

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> o = Outcome(active=[True, True, False], won=[3, 0, 0])
    >>> score_reasons(PRESETS["zwanzig"], o)
    ['tricks', 'no_trick', 'out_of_hand']
    """
    n = len(o.won)
    d = o.declarer
    scoring = rules.scoring  # read once: a field of an interpreted class
    tricks = rules.tricks_per_hand  # (a derived value, read once too)
    out: list[ScoreWhy] = []
    for s in range(n):
        if _stayed(o, s):
            out.append("stayed_home")
        elif o.ended is _ENDED_LONE and s == d:
            out.append("lone")
        elif o.ended is _ENDED_FLUSH:
            out.append("flush" if o.active[s] else "flush_other")
        elif scoring == "rams" and o.contract is _CONTRACT_GENERAL and d is not None:
            made = o.won[d] == tricks
            if s == d:
                out.append("general_made" if made else "general_failed")
            elif made:
                out.append("general_made_against")
            else:
                out.append("general_failed_against")
        elif scoring == "raub" and o.active[s]:
            if s == d:
                stih = o.contract is _CONTRACT_STIH
                target = rules.stih_target if stih else rules.declarer_target
                if o.won[s] >= target:
                    out.append("stih_made" if stih else "declarer_made")
                else:
                    out.append("stih_failed" if stih else "declarer_failed")
            elif o.won[s] >= 1:
                out.append("defender_tricks")
            else:
                out.append("defender_no_trick")
        elif scoring == "mulatschak" and d is not None and o.bid == BID_MULATSCHAK:
            made = o.won[d] >= tricks
            if s == d:
                out.append("mulatschak_made" if made else "mulatschak_failed")
            elif not made and (rules.mulatschak_fail_paid_to == "all" or o.won[s] > 0):
                out.append("mulatschak_failed_paid")
            elif not made:
                out.append("mulatschak_failed_unpaid")
            elif o.won[s] == 0 and o.active[s] and rules.mulatschak_made_others is not None:
                out.append("mulatschak_made_against")
            else:
                out.append(_trick_reason(rules, o, s))
        elif scoring == "mulatschak" and s == d and o.active[s]:
            out.append("bid_made" if o.won[s] >= o.bid else "bid_failed")
        elif scoring == "schnalzen" and any(o.active[x] and o.won[x] == tricks for x in range(n)):
            if not o.active[s]:
                out.append(_trick_reason(rules, o, s))
            elif o.won[s] == tricks:
                out.append("slam_ten")
            else:
                out.append("slam_against")
        else:
            out.append(_trick_reason(rules, o, s))
    return out


_TABLES: Final[dict[str, Callable[[RamsenRules, Outcome], list[int]]]] = {
    "tricks": _trick_table,
    "rams": _rams_table,
    "raub": _raub_table,
    "schnalzen": _schnalzen_table,
    "mulatschak": _mulatschak_table,
}


def hand_deltas(rules: RamsenRules, o: Outcome) -> list[int]:
    """Each seat's change of score for this hand, before any doubling (the table
    ``rules.scoring`` names).

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> o = Outcome(active=[True] * 4, won=[5, 0, 0, 0], declarer=0, contract=Contract.GENERAL)
    >>> hand_deltas(PRESETS["rams"], o)
    [-5, 5, 5, 5]
    """
    return _TABLES[rules.scoring](rules, o)


class HandScore(NamedTuple):
    """A finished hand's score changes and why (see :func:`score_hand`)."""

    deltas: list[int]
    """Each seat's change, doubled where the hand doubles (before any bounce)."""
    won: list[int]
    """The tricks each seat is counted (an announcer alone: the tricks he is given)."""
    used_double: bool
    """A pending Refa / whiteout doubled this hand (and is used up)."""
    why: list[ScoreWhy]
    """Per seat, the rule that gave its change (:func:`score_reasons`)."""
    doubled_by: list[DoubledBy]
    """What doubled the hand (empty: not doubled)."""


def score_hand(state: RamsenState, ended: HandEnd, alone_tricks: int) -> HandScore:
    """The score of the hand ``state`` ended by ``ended``.

    ``alone_tricks`` is what a declarer nobody played against is counted (the
    procedure's number: Zwanzig's announcer, Raub's all-Nejdem declarer).  Hearts
    double a hand (``hearts_double``), and so do Zwanzig's hearts blind and a pending
    Refa or whiteout; the stay-at-home cost too unless ``stay_home_doubled`` is off.
    """
    r = state.rules
    n = state.num_players
    won = list(state.won)
    if ended is _ENDED_VOID:
        return HandScore([0] * n, won, False, [""] * n, [])
    active: Sequence[bool] = state.active  # read only: the tables never change what they are given
    if ended is _ENDED_ALONE:
        assert state.declarer is not None
        won[state.declarer] = alone_tricks
    elif ended is _ENDED_FLUSH:
        s = flush_seat(state)
        assert s is not None
        won = [0] * n
        won[s] = 5
        active = [x == s for x in range(n)]
    outcome = Outcome(
        active=active,
        won=won,
        stayed=state.stayed,
        declarer=state.declarer,
        contract=state.contract,
        bid=state.high_bid,
        ended=ended,
    )
    deltas = hand_deltas(r, outcome)
    mult = 1
    doubled_by: list[DoubledBy] = []
    if state.trump == _HEARTS and r.hearts_double:
        mult *= 2
        doubled_by.append("hearts")
    if state.contract is _CONTRACT_BLIND:
        mult *= 2
        doubled_by.append("blind")
    used = state.pending_doubles > 0
    if used:
        mult *= 2
        doubled_by.append("refa" if r.bidding == "raub" else "whiteout")
    if mult > 1 and (not any(state.stayed) or r.stay_home_doubled):
        deltas = [d * mult for d in deltas]
    elif mult > 1:  # only what was played is doubled
        cost = [r.stay_home_cost if st else 0 for st in state.stayed]
        deltas = [(deltas[s] - cost[s]) * mult + cost[s] for s in range(n)]
    why = score_reasons(r, outcome)
    return HandScore(deltas, won, used, why, doubled_by)


_MONCH: Final = Card(Rank.JACK, Suit.CLUBS)


def flush_seat(state: RamsenState) -> int | None:
    """Mönch: the first seat from forehand still in the hand holding five cards of
    one suit, the J♣ (the Mönch) wild; ``None`` if nobody does.
    """
    for s in seats_from(state.forehand, state.num_players):
        hand = state.hands[s]
        if not state.active[s] or len(hand) < 5:
            continue
        wild = _MONCH in hand
        counts = [0] * 4
        for c in hand:
            if c is not _MONCH:
                counts[c.suit] += 1
        if max(counts) + wild >= 5:
            return s
    return None


def apply_deltas(rules: RamsenRules, scores: Sequence[int], deltas: list[int]) -> list[int]:
    """The new scores; with ``exact_zero_bounce`` points past zero bounce back.

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> apply_deltas(PRESETS["zwanzig"], [2], [-3])
    [-1]
    """
    bounce = rules.exact_zero_bounce
    stop = not bounce and rules.scores_stop_at_zero
    if len(scores) != len(deltas):
        raise ValueError(f"{len(deltas)} deltas for {len(scores)} scores")
    out = []
    for s in range(len(scores)):  # compiled, an index loop (zip with strict is a Python call)
        new = scores[s] + deltas[s]
        if new < 0 and bounce:
            new = -new
        elif new < 0 and stop:
            new = 0
        out.append(new)
    return out


def match_winners(rules: RamsenRules, scores: Sequence[int]) -> list[int]:
    """The winners if the match is over after a hand with these scores, else ``[]``.

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> match_winners(PRESETS["ramsen"], [-2, 0, 4])
    [0]
    >>> match_winners(PRESETS["raub"], [-2, 0, 4])
    [0, 1]
    >>> match_winners(PRESETS["bohemian-watten"], [1, 0, 0])
    [1, 2]
    """
    if rules.end_rule == "exact_zero":
        return [s for s, v in enumerate(scores) if v == 0]
    done = [s for s, v in enumerate(scores) if v <= 0]
    if not done or (rules.continue_until_two_zero and len(done) < 2 and len(scores) > 2):
        return []
    if rules.end_rule == "all":
        return done
    low = min(scores)
    lowest = [s for s, v in enumerate(scores) if v == low]
    if rules.tie_plays_on and len(lowest) > 1:
        return []
    return lowest
