"""Paskahousu scoring: the first out wins the hand, the last holding cards is the paskahousu.

A match is ``rules.hands`` deals [our choice]; it is won by the most hands won.

>>> match_returns([2, 0, 2])
[0.5, 0.0, 0.5]
>>> match_returns([0, 1, 0])
[0.0, 1.0, 0.0]
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import Card
from pantsdown.core.protocol import Event, HandResult

__all__ = ["hand_result", "match_returns"]


def match_returns(hands_won: Sequence[int]) -> list[float]:
    """1/k for each of the k seats with the most hands won, 0 for the others."""
    best = max(hands_won)
    winners = [i for i, w in enumerate(hands_won) if w == best]
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(len(hands_won))]


def hand_result(
    hand_number: int,
    out_order: Sequence[int],
    loser: int,
    loser_cards: Sequence[Card],
    n: int,
    events: Sequence[Event] = (),
) -> HandResult:
    """The result of a finished hand: ``out_order`` lists the seats placed, first out
    first, every seat but the loser (in a hand called at the turn limit, the seats
    still holding cards follow, placed by how many they held).  ``events`` tell how
    it ended (:class:`HandCalled`, :class:`HandEnded`).

    ``scores`` are the places (1 for the first out); ``deltas`` the hands won (1 for
    the winner).

    >>> r = hand_result(0, [2, 0], 1, [], 3)
    >>> r.winners, r.losers, r.deltas, r.scores
    ((2,), (1,), (0.0, 0.0, 1.0), (2.0, 3.0, 1.0))
    """
    winner = out_order[0]
    places = [0.0] * n
    for place, seat in enumerate(out_order, start=1):
        places[seat] = float(place)
    places[loser] = float(len(out_order) + 1)
    shown = tuple(tuple(loser_cards) if s == loser else () for s in range(n))
    return HandResult(
        hand_number=hand_number,
        events=tuple(events),
        winners=(winner,),
        losers=(loser,),
        deltas=tuple(1.0 if s == winner else 0.0 for s in range(n)),
        scores=tuple(places),
        shown=shown,
    )
