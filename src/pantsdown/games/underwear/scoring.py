"""Underwear scoring: only the player who goes out scores [seed].

>>> going_out_score([(3, False), (4, True)], [2, 5])
18
>>> going_out_score([(3, False)], [2, 5], doubles=2)
40
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from pantsdown.core.words import counted

if TYPE_CHECKING:
    from pantsdown.games.underwear.events import WentOut

__all__ = ["going_out_score", "score_summary"]


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


def score_summary(went: WentOut) -> str:
    r"""How the going-out score was made, in words [seed: 1 point per card in a face-up
    up-pile, 2 per card in a face-down one, 1 per card left in an opponent's hand; each
    double doubles the score].

    >>> from pantsdown.games.underwear.events import WentOut
    >>> went = WentOut(1, 40, 52, face_up=3, face_down=2, cards_left=13, doubles=1)
    >>> print(score_summary(went).replace(" + ", "\n+ "))
    seat 1 went out and scores 40: 3 cards in face-up up-piles (3)
    + 2 cards in face-down up-piles at 2 each (4)
    + 13 cards left in the other hands (13) = 20, doubled once = 40; seat 1 now has 52.
    """
    parts = []
    if went.face_up:
        parts.append(f"{counted(went.face_up, 'card')} in face-up up-piles ({went.face_up})")
    if went.face_down:
        parts.append(
            f"{counted(went.face_down, 'card')} in face-down up-piles "
            f"at 2 each ({2 * went.face_down})"
        )
    parts.append(f"{counted(went.cards_left, 'card')} left in the other hands ({went.cards_left})")
    base = went.face_up + 2 * went.face_down + went.cards_left
    text = f"seat {went.seat} went out and scores {went.points}: " + " + ".join(parts)
    if went.doubles:
        times = {1: "once", 2: "twice"}.get(went.doubles, f"{went.doubles} times")
        text += f" = {base}, doubled {times} = {went.points}"
    elif len(parts) > 1:
        text += f" = {went.points}"
    return text + f"; seat {went.seat} now has {went.total}."
