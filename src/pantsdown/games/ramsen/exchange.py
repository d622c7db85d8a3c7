"""The exchange options of a seat: every subset of its hand up to a limit, built lazily."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from typing import overload

from pantsdown.core.cards import Card
from pantsdown.games.ramsen.actions import Exchange, RamsenAction

__all__ = ["ExchangeOptions"]

_MASKS_BY_SIZE: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {}


def _subsets(size: int, limit: int) -> tuple[tuple[int, ...], ...]:
    key = (size, limit)
    found = _MASKS_BY_SIZE.get(key)
    if found is None:
        found = tuple(
            combo for k in range(0, min(size, limit) + 1) for combo in combinations(range(size), k)
        )
        _MASKS_BY_SIZE[key] = found
    return found


class ExchangeOptions(Sequence[RamsenAction]):
    """The legal exchanges (plus any ``take-trump`` actions first), built on demand.

    A hand of five with a limit of three has 26 exchanges; a random playout
    looks at one of them, so they are made only when indexed or iterated.
    Compares equal to a list with the same actions.
    """

    __slots__ = ("_combos", "_hand", "_limit", "_prefix")

    def __init__(self, prefix: tuple[RamsenAction, ...], hand: tuple[Card, ...], limit: int):
        self._prefix = prefix
        self._hand = hand  # sorted by index, so every combination is too
        self._limit = limit
        self._combos = _subsets(len(hand), limit)

    def __len__(self) -> int:
        return len(self._prefix) + len(self._combos)

    @overload
    def __getitem__(self, i: int) -> RamsenAction: ...
    @overload
    def __getitem__(self, i: slice) -> list[RamsenAction]: ...
    def __getitem__(self, i: int | slice) -> RamsenAction | list[RamsenAction]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        n = len(self._prefix)
        if i < 0:
            i += len(self)
        if i < n:
            return self._prefix[i]
        hand = self._hand
        return Exchange.of_sorted(tuple([hand[j] for j in self._combos[i - n]]))

    def __iter__(self) -> Iterator[RamsenAction]:
        yield from self._prefix
        hand = self._hand
        for combo in self._combos:
            yield Exchange.of_sorted(tuple([hand[j] for j in combo]))

    def __contains__(self, action: object) -> bool:
        if isinstance(action, Exchange):
            return len(action.cards) <= self._limit and all(c in self._hand for c in action.cards)
        return action in self._prefix

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(list(self))
