"""Seat order and dealing, written once for every game.

Seats are numbered 0 .. n-1 clockwise; play passes to the left, that is to
the next higher number.  "After" a seat starts at its left-hand neighbour;
"from" a seat starts at the seat itself.

>>> seats_after(2, 4)
[3, 0, 1, 2]
>>> seats_from(2, 4)
[2, 3, 0, 1]
>>> next_seat(3, 4, in_play=[True, False, True, False])
0
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

__all__ = [
    "deal_packets",
    "next_seat",
    "previous_seat",
    "seats_after",
    "seats_from",
    "with_seat",
]

T = TypeVar("T")


def with_seat(values: tuple[T, ...], seat: int, value: T) -> tuple[T, ...]:
    """``values`` with the entry of ``seat`` replaced by ``value``: how a state changes a
    per-seat tuple that its clones share.

    >>> with_seat((3, 4, 5), 1, 0)
    (3, 0, 5)
    """
    items = list(values)
    items[seat] = value
    return tuple(items)


def seats_from(seat: int, n: int) -> list[int]:
    """All ``n`` seats clockwise, starting at ``seat``."""
    return [(seat + k) % n for k in range(n)]


def seats_after(seat: int, n: int) -> list[int]:
    """All ``n`` seats clockwise, starting at the left of ``seat`` and ending with it
    (the order of a deal from the dealer's left, the dealer last).
    """
    return [(seat + k) % n for k in range(1, n + 1)]


def next_seat(seat: int, n: int, in_play: Sequence[bool] | None = None) -> int:
    """The next seat to the left of ``seat`` that is still in play (``seat`` itself
    if no other is).
    """
    for k in range(1, n + 1):
        nxt = (seat + k) % n
        if in_play is None or in_play[nxt]:
            return nxt
    return seat


def previous_seat(seat: int, n: int, in_play: Sequence[bool] | None = None) -> int:
    """The next seat to the right of ``seat`` that is still in play (``seat`` itself
    if no other is).
    """
    for k in range(1, n + 1):
        prev = (seat - k) % n
        if in_play is None or in_play[prev]:
            return prev
    return seat


def deal_packets(
    deck: Sequence[T],
    order: Sequence[int],
    packets: Sequence[int],
    hands: list[list[T]],
    start: int = 0,
) -> int:
    """Deal from ``deck[start:]`` in rounds of packets: for each packet size, every
    seat of ``order`` in turn gets that many cards.  Returns the position after the
    last card dealt.

    >>> hands = [[], [], []]
    >>> deal_packets("abcdefghi", seats_after(0, 3), (2, 1), hands)
    9
    >>> hands
    [['e', 'f', 'i'], ['a', 'b', 'g'], ['c', 'd', 'h']]
    """
    pos = start
    for size in packets:
        for seat in order:
            hands[seat].extend(deck[pos : pos + size])
            pos += size
    return pos
