"""An append-only sequence that copies in constant time: a state's history and events.

A match's action history and its event log only grow, and every clone of a
state needs its own.  :class:`Log` keeps all but the newest items in frozen
chunks of :data:`CHUNK` items, linked newest first and shared by every copy.
The open chunk (fewer than :data:`CHUNK` items) is a list that copies share
too: each log knows how many of its items are its own (``_used``), and it
appends in place only while the list holds exactly those; a log whose list has
grown past them (another copy appended) first takes its own copy of its items
(at most ``CHUNK - 1``).  So :meth:`Log.copy` copies nothing, the copy that
goes on appending first keeps the list, and reading the newest items (a
decision's events, the hand in progress) walks only the chunks it needs.

>>> log = Log(range(70))
>>> other = log.copy()
>>> other.append(70)
>>> len(log), len(other), other[-1], log[-1], log[33], other.since(68)
(70, 71, 70, 69, 33, [68, 69, 70])
>>> log == list(range(70)), log[2:5]
(True, [2, 3, 4])
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
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

    def __init__(self, items: Iterable[T] = (), *, like: Log[T] | None = None) -> None:
        if like is not None:  # a copy of ``like`` (see :meth:`copy`), ``items`` unused
            self._frozen: _Chunk[T] | None = like._frozen
            self._count: int = like._count
            self._open: list[T] = like._open
            self._used: int = like._used
            return
        given = list(items)
        full = len(given) - len(given) % CHUNK
        frozen: _Chunk[T] | None = None
        for i in range(0, full, CHUNK):
            frozen = _Chunk(tuple(given[i : i + CHUNK]), frozen)
        self._frozen = frozen
        self._count = full  # items in the frozen chunks
        self._open = given[full:] if full else given
        # how many items of ``_open`` are this log's (copies may share ``_open``
        # and append to it past that)
        self._used = len(self._open)

    def append(self, item: T) -> None:
        """Add ``item`` at the end."""
        open_ = self._open
        used = self._used
        if len(open_) != used:  # a copy appended to the shared list: take our items
            open_ = self._open = open_[:used]
        open_.append(item)
        used += 1
        self._used = used
        if used >= CHUNK:
            self._frozen = _Chunk(tuple(open_), self._frozen)
            self._count += used
            self._open = []
            self._used = 0

    def extend(self, items: Iterable[T]) -> None:
        """Add ``items`` at the end, in order."""
        for item in items:
            self.append(item)

    def copy(self) -> Log[T]:
        """An independent log with the same items, sharing all of them (see the module)."""
        return Log(like=self)

    def since(self, start: int) -> list[T]:
        """The items from index ``start`` (``0 <= start``) to the end, as a new list."""
        count = self._count
        if start >= count:
            return self._open[start - count : self._used]
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
        out.extend(self._open[: self._used])
        return out

    def to_list(self) -> list[T]:
        """Every item, oldest first, as a new list."""
        return self.since(0)

    def __len__(self) -> int:
        return self._count + self._used

    def __bool__(self) -> bool:
        return self._count > 0 or self._used > 0

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
        size = self._count + self._used
        if i < 0:
            i += size
        if i < 0 or i >= size:
            raise IndexError(f"log index {index} out of range (the log holds {size} items)")
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
