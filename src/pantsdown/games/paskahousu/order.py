"""The playing order of Paskahousu's ranks (NOTES 8.3, [src: pagat/en.wiki]):
3 < 4 < … < 10 < J < Q < K < A < 2; suits do not matter.

Compiled with the engine: the heuristic bot, and so every playout of a search,
orders cards by it many times a decision.  :mod:`.rules` exports it.
"""

from __future__ import annotations

from typing import Final, Protocol

from pantsdown.core.cards import Rank

__all__ = ["is_killer", "rank_order"]

_TWO_VALUE: Final = int(Rank.TWO)
_TEN_VALUE: Final = int(Rank.TEN)
_ACE_VALUE: Final = int(Rank.ACE)


class _AceRule(Protocol):
    """What :func:`is_killer` reads of the rules (``PaskahousuRules``)."""

    @property
    def ace_plain_14(self) -> bool:
        """Is the Ace a plain 14 (no killer)?"""
        ...


def rank_order(rank: int, *, twos_low: bool = False) -> int:
    """The playing order of a rank (a :class:`Rank`, which is an ``int``): 3..K are
    3..13, the Ace 14 and the Two 15, or 2 where Twos are low (``twos_low``).

    Typed ``int``: compiled, the rank's value is read as a machine integer on the
    way in, instead of calling the enum's ``__int__`` and ``__eq__``.

    >>> [rank_order(r) for r in (Rank.THREE, Rank.KING, Rank.ACE, Rank.TWO)]
    [3, 13, 14, 15]
    >>> rank_order(Rank.TWO, twos_low=True)
    2
    """
    value = int(rank)
    return 15 if value == _TWO_VALUE and not twos_low else value


def is_killer(rank: int, rules: _AceRule) -> bool:
    """Tens, and Aces unless ``ace_plain_14``: they fell a pile, and trap an empty one
    (``PaskahousuRules.is_killer``, which asks this; compiled, for the state and the
    heuristic bot, which ask it on every play).  The rules are read only for an Ace.

    >>> from pantsdown.games.paskahousu.rules import PaskahousuRules
    >>> is_killer(Rank.ACE, PaskahousuRules()), is_killer(Rank.TEN, PaskahousuRules())
    (True, True)
    """
    value = int(rank)
    return value == _TEN_VALUE or (value == _ACE_VALUE and not rules.ace_plain_14)
