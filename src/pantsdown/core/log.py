"""An append-only sequence that copies in constant time: a state's history and events.

A match's action history and its event log only grow, and every clone of a
state needs its own.  :class:`Log` appends to an open list (``append`` is that
list's own); a copy first moves the open items, in runs of :data:`CHUNK`, into
frozen chunks linked newest first and shared by every copy, and then shares
the rest (fewer than :data:`CHUNK` items) too: the copy reads the first items
of its original's open list, which only ever grows at its end, and copies them
into a list of its own at its first ``append`` (copy on write).  Each item is
frozen once, so :meth:`Log.copy` costs the same at the first action of a match
as at its thousandth, and no item at all when the copy never appends; a log
nobody copies costs what a list does, and reading the newest items (a
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
"""How many items a frozen chunk holds (a copy of a :class:`Log` shares fewer than
this from its original's open list, and copies them at its first ``append``)."""


class _Chunk(Generic[T]):
    """A frozen run of items and the chunks before it (immutable once made).

    A log freezes its own items in runs of :data:`CHUNK`; a log made from a tuple
    holds that tuple as one chunk of any length.
    """

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

    The open list (:attr:`_open`) belongs to one log; the copies made of it share
    the list and read only its first :attr:`_shared` items, until their first
    :meth:`append` or :meth:`extend` gives them a list of their own.  The owner
    only ever adds to its list's end (freezing gives it a new list), so what a
    copy reads never changes under it.
    """

    def __init__(self, items: Iterable[T] = ()) -> None:
        """A log of ``items``; of a log, a copy of it (see :meth:`copy`)."""
        if isinstance(items, Log):
            items._freeze()
            self._frozen: _Chunk[T] | None = items._frozen
            self._count: int = items._count  # items in the frozen chunks
            shared: list[T] = items._open
            self._open: list[T] = shared
            n = items._shared
            # -1: ``_open`` is this log's own, and all of it is this log's; otherwise
            # the list is another log's, and only its first ``_shared`` items are
            # this log's
            self._shared: int = len(shared) if n < 0 else n
            return
        if isinstance(items, tuple) and len(items) >= CHUNK:
            # already frozen: one chunk, shared with the tuple (a view's log, say)
            self._frozen = _Chunk(items, None)
            self._count = len(items)
            self._take([])
            return
        open_: list[T] = list(items)
        self._frozen = None
        self._count = 0
        self._take(open_)
        if len(open_) >= CHUNK:  # a new match's logs start empty and skip this
            self._freeze()

    def _take(self, open_: list[T]) -> None:
        """Make ``open_`` this log's own open list.

        Interpreted, the instance's own ``append`` is then that list's (a plain
        list append, with no call of :meth:`append`); the copies, which share their
        open list, have none and run :meth:`append` until they own one.
        """
        self._open = open_
        self._shared = -1
        if _SHADOW_APPEND:
            self.__dict__["append"] = open_.append

    def append(self, item: T) -> None:
        """Add ``item`` at the end (a copy first takes its own open list)."""
        if self._shared >= 0:
            self._take(self._open[: self._shared])
        self._open.append(item)

    def extend(self, items: Iterable[T]) -> None:
        """Add ``items`` at the end, in order."""
        if self._shared >= 0:
            self._take(self._open[: self._shared])
        self._open.extend(items)

    def _items(self) -> list[T]:
        """The open list, of which only this log's items when it is shared (a new
        list then: callers read it, never change it).
        """
        n = self._shared
        return self._open if n < 0 else self._open[:n]

    def _freeze(self) -> None:
        """Move the open items, but for fewer than :data:`CHUNK`, into frozen chunks.

        Only the owner of the open list freezes: it takes a new list for the items
        it keeps open, so that the copies sharing the old one read it unchanged.
        """
        if self._shared >= 0:
            return
        open_ = self._open
        full = len(open_) - len(open_) % CHUNK
        if not full:
            return
        frozen = self._frozen
        for i in range(0, full, CHUNK):
            frozen = _Chunk(tuple(open_[i : i + CHUNK]), frozen)
        self._frozen = frozen
        self._count += full
        self._take(open_[full:])

    def copy(self) -> Log[T]:
        """An independent log with the same items; the frozen chunks are shared, and
        the open list too until the copy first appends (see :class:`Log`).
        """
        return Log(self)

    def since(self, start: int) -> list[T]:
        """The items from index ``start`` (``0 <= start``) to the end, as a new list."""
        count = self._count
        if start >= count:
            n = self._shared
            return self._open[start - count :] if n < 0 else self._open[start - count : n]
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
        out.extend(self._items())
        return out

    def to_list(self) -> list[T]:
        """Every item, oldest first, as a new list."""
        return self.since(0)

    def __len__(self) -> int:
        n = self._shared
        return self._count + (len(self._open) if n < 0 else n)

    def __bool__(self) -> bool:
        return self.__len__() > 0

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


_SHADOW_APPEND: Final = not hasattr(Log, "__mypyc_attrs__")
"""Whether :class:`Log` runs interpreted (mypyc gives the classes it compiles
``__mypyc_attrs__``): an interpreted log keeps its attributes in a ``__dict__``,
where the list's own ``append`` can stand in for :meth:`Log.append`; a compiled
log has none, and its :meth:`~Log.append` is a direct call."""
