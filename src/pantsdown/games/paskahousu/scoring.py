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
from pantsdown.core.protocol import HandResult

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
    *,
    called_after: int = 0,
    held: Sequence[int] = (),
) -> HandResult:
    """The result of a finished hand: ``out_order`` lists the seats placed, first out
    first, every seat but the loser.  ``called_after``: the hand was called after that
    many turns (``max_turns``), and the seats still holding cards were placed by how
    many they held (``held``, per seat), ties going to the first from the dealer's
    left (``out_order`` is already in that order).

    ``scores`` are the places (1 for the first out); ``deltas`` the hands won (1 for
    the winner).  The summary says how the hand was decided.

    >>> r = hand_result(0, [2, 0], 1, [], 3)
    >>> r.winners, r.losers, r.deltas, r.scores
    ((2,), (1,), (0.0, 0.0, 1.0), (2.0, 3.0, 1.0))
    >>> r.summary.split("; ")
    ['seat 2 went out first and wins the hand', 'seat 0 went out 2nd', 'seat 1 is the paskahousu.']
    """
    winner = out_order[0]
    places = [0.0] * n
    for place, seat in enumerate(out_order, start=1):
        places[seat] = float(place)
    places[loser] = float(len(out_order) + 1)
    shown = tuple(tuple(loser_cards) if s == loser else () for s in range(n))
    left = len(loser_cards)
    if called_after:
        reason = f"the hand was called after {called_after} turns (the turn limit)"
        still = [s for s in out_order if held and held[s]] + [loser]
        most = held[loser] if held else left
        tied = [s for s in still if s != loser and held and held[s] == most]
        parts = [
            f"nobody went out within {called_after} turns, so the hand was called: "
            f"seat {loser} holds the most cards ({most}) and is the paskahousu"
        ]
        if tied:
            others = " and ".join(f"seat {s}" for s in tied)
            parts.append(
                f"{others} held as many; the tie goes against the first from the dealer's left"
            )
        ranked = [s for s in out_order if not held or not held[s]]
        placed = [s for s in out_order if held and held[s]]
        if ranked:
            parts.append(
                ", ".join(f"seat {s} went out {_ordinal(i)}" for i, s in enumerate(ranked, start=1))
            )
        if placed:
            parts.append(
                "the others are placed by fewest cards held: "
                + ", ".join(f"{_ordinal(int(places[s]))} seat {s} ({held[s]})" for s in placed)
            )
        parts.append(f"seat {winner} is placed first and wins the hand")
        summary = "; ".join(parts) + "."
    else:
        reason = f"seat {winner} went out first; seat {loser} was left holding cards"
        parts = [f"seat {winner} went out first and wins the hand"]
        parts += [f"seat {s} went out {_ordinal(i)}" for i, s in enumerate(out_order[1:], 2)]
        holding = f", left holding {left} card{'s' if left != 1 else ''}" if left else ""
        parts.append(f"seat {loser} is the paskahousu{holding}")
        summary = "; ".join(parts) + "."
    return HandResult(
        hand_number=hand_number,
        reason=reason,
        winners=(winner,),
        losers=(loser,),
        deltas=tuple(1.0 if s == winner else 0.0 for s in range(n)),
        scores=tuple(places),
        shown=shown,
        summary=summary,
    )


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"
