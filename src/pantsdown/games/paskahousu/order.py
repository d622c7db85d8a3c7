"""The playing order of Paskahousu's ranks (NOTES 8.3, [src: pagat/en.wiki]):
3 < 4 < … < 10 < J < Q < K < A < 2; suits do not matter.

Compiled with the engine: the heuristic bot, and so every playout of a search,
orders cards by it many times a decision.  :mod:`.rules` exports it.
"""

from __future__ import annotations

from typing import Final

from pantsdown.core.cards import Rank

__all__ = ["rank_order"]

# enum members are read as module constants on the compiled hot paths (an
# interpreted enum's member read from compiled code goes through its type's __getattr__)
_TWO: Final = Rank.TWO


def rank_order(rank: Rank, *, twos_low: bool = False) -> int:
    """The playing order of a rank: 3..K are 3..13, the Ace 14 and the Two 15, or 2 where
    Twos are low (``twos_low``).

    >>> [rank_order(r) for r in (Rank.THREE, Rank.KING, Rank.ACE, Rank.TWO)]
    [3, 13, 14, 15]
    >>> rank_order(Rank.TWO, twos_low=True)
    2
    """
    return 15 if rank == _TWO and not twos_low else int(rank)
