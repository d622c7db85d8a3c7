"""Underwear scoring: only the player who goes out scores [seed].

>>> going_out_score([(3, False), (4, True)], [2, 5])
18
>>> going_out_score([(3, False)], [2, 5], doubles=2)
40
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["going_out_score"]


def going_out_score(
    piles: Iterable[tuple[int, bool]], opponent_hand_sizes: Iterable[int], doubles: int = 0
) -> int:
    """The score of the player who goes out.

    ``piles`` are his up-piles as ``(cards, face_down)``: 1 point per card in a
    face-up up-pile, 2 per card in a face-down one; plus 1 point per card left in
    each opponent's hand [seed].  Each double declared in the hand doubles the
    total (optional rule 1) [seed].

    >>> going_out_score([], [7, 7, 7])
    21
    """
    points = sum(n * (2 if down else 1) for n, down in piles) + sum(opponent_hand_sizes)
    return points << doubles
