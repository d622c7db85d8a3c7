"""Scoring of one hand and the match end, for every scoring table of the family.

Scores count *down*: a trick subtracts, a failure adds.  :func:`hand_deltas`
is the hook selected by ``RamsenRules.scoring``; :func:`apply_deltas` applies
the multiplier and Bohemian Watten's exact-zero bounce; :func:`match_winners`
applies the end rule.

>>> from pantsdown.games.ramsen.rules import PRESETS
>>> o = Outcome(active=[True, True, True, False], won=[3, 2, 0, 0])
>>> hand_deltas(PRESETS["zwanzig"], o)
[-3, -2, 5, 0]
>>> apply_deltas(PRESETS["bohemian-watten"], [2, 5], [-3, -1])
[1, 4]
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pantsdown.games.ramsen.actions import BID_MULATSCHAK
from pantsdown.games.ramsen.rules import RamsenRules

__all__ = ["Outcome", "apply_deltas", "hand_deltas", "match_winners"]


@dataclass
class Outcome:
    """What happened in a hand, as the scoring tables need it."""

    active: list[bool]
    """Seats that played the hand (did not drop / pass / stay at home)."""
    won: list[int]
    """Tricks won per seat."""
    stayed: list[bool] = field(default_factory=list)
    """Seats that stayed at home and pay the stay cost (Schnalzen, Mulatschak)."""
    declarer: int | None = None
    """The declarer (Raub, Mulatschak, General Rams caller, Zwanzig announcer)."""
    contract: str = ""
    """``general``, ``raub``, ``stih``, ``muss``, ``lead``, ``bid``, ``mulatschak``."""
    bid: int = 0
    """Mulatschak: the declarer's bid."""
    no_play: str = ""
    """Why the tricks were not played: ``lone`` (Schnalzen dealer / Mulatschak
    declarer alone), ``alone`` (Zwanzig announcer, Raub all Nejdem), ``flush``."""


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
        else:
            out[s] = rules.no_trick_penalty
    return out


def hand_deltas(rules: RamsenRules, o: Outcome) -> list[int]:
    """Each seat's change of score for this hand, before any doubling.

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> o = Outcome(active=[True] * 4, won=[5, 0, 0, 0], declarer=0, contract="general")
    >>> hand_deltas(PRESETS["rams"], o)
    [-5, 5, 5, 5]
    """
    n = len(o.won)
    kind = rules.scoring
    if kind == "tricks":
        return _trick_table(rules, o)
    if kind == "rams":
        if o.contract == "general" and o.declarer is not None:
            d = o.declarer
            if o.won[d] == rules.tricks_per_hand:
                return [-5 if s == d else 5 for s in range(n)]
            return [5 if s == d else -o.won[s] for s in range(n)]
        return _trick_table(rules, o)
    if kind == "raub":
        out = [0] * n
        for s in range(n):
            if not o.active[s]:
                continue
            if s == o.declarer:
                target = rules.stih_target if o.contract == "stih" else rules.declarer_target
                out[s] = -o.won[s] if o.won[s] >= target else rules.declarer_fail
            else:
                out[s] = -o.won[s] if o.won[s] >= 1 else rules.defender_fail
        return out
    if kind == "schnalzen":
        out = [rules.stay_home_cost if o.stayed and o.stayed[s] else 0 for s in range(n)]
        if o.no_play == "lone" and o.declarer is not None:
            out[o.declarer] -= rules.lone_dealer_score
            return out
        slam = [s for s in range(n) if o.active[s] and o.won[s] == rules.tricks_per_hand]
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
    # mulatschak
    out = [rules.stay_home_cost if o.stayed and o.stayed[s] else 0 for s in range(n)]
    dd = o.declarer
    if o.no_play == "lone" and dd is not None:
        out[dd] -= rules.lone_dealer_score
        return out
    d = -1 if dd is None else dd
    if d >= 0 and o.bid == BID_MULATSCHAK and o.won[d] < rules.tricks_per_hand:
        return [
            rules.mulatschak_score if s == d else -rules.mulatschak_fail_others for s in range(n)
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
        else:
            out[s] += rules.no_trick_penalty
    return out


def apply_deltas(rules: RamsenRules, scores: list[int], deltas: list[int]) -> list[int]:
    """The new scores; with ``exact_zero_bounce`` points past zero bounce back.

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> apply_deltas(PRESETS["zwanzig"], [2], [-3])
    [-1]
    """
    out = []
    for old, d in zip(scores, deltas, strict=True):
        new = old + d
        if rules.exact_zero_bounce and new < 0:
            new = -new
        out.append(new)
    return out


def match_winners(rules: RamsenRules, scores: list[int]) -> list[int]:
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
    return [s for s, v in enumerate(scores) if v == low]
