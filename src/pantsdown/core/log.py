"""An append-only sequence that copies in constant time: a state's history and events.

A match's action history and its event log only grow, and every clone of a
state needs its own.  :class:`Log` appends to an open list (``append`` is that
list's own); a copy first moves the open items, in runs of :data:`CHUNK`, into
frozen chunks linked newest first and shared by every copy, and copies only
the rest (fewer than :data:`CHUNK` items).  Each item is frozen once, so
:meth:`Log.copy` costs the same at the first action of a match as at its
thousandth, a log nobody copies costs what a list does, and reading the newest
items (a decision's events, the hand in progress) walks only the chunks it
needs.

>>> log = Log(range(70))
>>> other = log.copy()
>>> other.append(70)
>>> len(log), len(other), other[-1], log[-1], log[33], other.since(68)
(70, 71, 70, 69, 33, [68, 69, 70])
>>> log == list(range(70)), log[2:5]
(True, [2, 3, 4])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, Final, Generic, TypeVar, overload

__all__ = ["CHUNK", "Log"]

T = TypeVar("T")

CHUNK: Final = 32
"""How many items a frozen chunk holds (the most a copy of a :class:`Log` copies)."""


class _Chunk(Generic[T]):
    """A frozen run of items and the chunks before it (immutable once made)."""

    def __init__(self, items: tuple[T, ...], previous: _Chunk[T] | None) -> None:
        self.items: Final[tuple[T, ...]] = items
        """The items, oldest first."""
        self.previous: Final[_Chunk[T] | None] = previous
        """The chunk of the items just before these, or ``None``."""
        self.start: Final[int] = 0 if previous is None else previous.start + len(previous.items)
        """The index in the log of :attr:`items` ``[0]``."""


class Log(Generic[T]):
    """An append-only sequence of ``T`` whose :meth:`copy` costs O(1) in its length.

    Indexing and slicing read as a list's do (a slice is a new list); indexes
    near the end are the cheap ones.  A log equals any list, tuple or log with
    the same items in the same order.
    """

    def __init__(self, items: Iterable[T] = ()) -> None:
        open_: list[T] = list(items)
        self._frozen: _Chunk[T] | None = None
        self._count = 0  # items in the frozen chunks
        self._open = open_  # always this list object, so that ``append`` stays its own
        self.append: Callable[[T], None] = open_.append
        """Add an item at the end (the open list's ``append``)."""
        if len(open_) >= CHUNK:  # a new match's logs start empty and skip this
            self._freeze()

    def extend(self, items: Iterable[T]) -> None:
        """Add ``items`` at the end, in order."""
        self._open.extend(items)

    def _freeze(self) -> None:
        """Move the open items, but for fewer than :data:`CHUNK`, into frozen chunks."""
        open_ = self._open
        full = len(open_) - len(open_) % CHUNK
        if not full:
            return
        frozen = self._frozen
        for i in range(0, full, CHUNK):
            frozen = _Chunk(tuple(open_[i : i + CHUNK]), frozen)
        self._frozen = frozen
        self._count += full
        del open_[:full]

    def copy(self) -> Log[T]:
        """An independent log with the same items; the frozen chunks are shared."""
        self._freeze()
        other: Log[T] = Log()
        other._frozen = self._frozen
        other._count = self._count
        open_ = self._open.copy()
        other._open = open_
        other.append = open_.append
        return other

    def since(self, start: int) -> list[T]:
        """The items from index ``start`` (``0 <= start``) to the end, as a new list."""
        count = self._count
        if start >= count:
            return self._open[start - count :]
        parts: list[tuple[T, ...]] = []
        chunk = self._frozen
        while chunk is not None:
            parts.append(chunk.items)
            if chunk.start <= start:
                break
            chunk = chunk.previous
        out: list[T] = []
        first = True
        for items in reversed(parts):
            if first and chunk is not None:
                out.extend(items[start - chunk.start :])
            else:
                out.extend(items)
            first = False
        out.extend(self._open)
        return out

    def to_list(self) -> list[T]:
        """Every item, oldest first, as a new list."""
        return self.since(0)

    def __len__(self) -> int:
        return self._count + len(self._open)

    def __bool__(self) -> bool:
        return self._count > 0 or len(self._open) > 0

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if isinstance(index, slice):
            if index.step is None and (index.stop is None or index.stop == len(self)):
                start = index.start if index.start is not None else 0
                if start < 0:
                    start = max(0, len(self) + start)
                return self.since(start)
            return self.to_list()[index]
        i = index
        if i < 0:
            i += len(self)
        if i < 0 or i >= len(self):
            raise IndexError(f"log index {index} out of range (the log holds {len(self)} items)")
        count = self._count
        if i >= count:
            return self._open[i - count]
        chunk = self._frozen
        while chunk is not None and chunk.start > i:
            chunk = chunk.previous
        assert chunk is not None
        return chunk.items[i - chunk.start]

    def __iter__(self) -> Iterator[T]:
        return iter(self.to_list())

    def __reversed__(self) -> Iterator[T]:
        return reversed(self.to_list())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Log):
            return len(other) == len(self) and other.to_list() == self.to_list()
        if isinstance(other, (list, tuple)):
            return len(other) == len(self) and list(other) == self.to_list()
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, (Log, list, tuple)):
            return not self.__eq__(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"Log({self.to_list()!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Log, (self.to_list(),))
