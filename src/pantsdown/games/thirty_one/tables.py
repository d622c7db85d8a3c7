"""Speed tables of the 31 family: what a match of some rules and players needs that
never changes (the pack, the hand evaluator, seat orders, the ids of the pack's
cards), computed once per (rules, number of players), and :func:`swaps`, which
lists a turn's exchanges from the interned swaps.

None of this is game state and none of it decides a rule: the state reads the
tables, and every match of the same rules object shares them.  The rules object
keeps its own tables, one per number of players, in its ``_tables`` field (as the
Ramsen family's rules keep their rank tables), so the cache is bounded by the player
counts a rules object is played with, dies with the rules, and costs no hashing of
the rules on the hot path.  The hand evaluator comes from
:func:`~pantsdown.games.thirty_one.scoring.evaluator` (shared with the preset whose
hand values these rules keep).

>>> from pantsdown.games.thirty_one.rules import PRESETS
>>> t = tables(PRESETS["schwimmen"], 4)
>>> len(t.pack), t.after[3], tables(PRESETS["hosenabe"], 4).after[3]
(32, (0, 1, 2, 3), (2, 1, 0, 3))
>>> tables(PRESETS["schwimmen"], 4) is t
True
"""

from __future__ import annotations

from operator import itemgetter
from typing import NamedTuple

from pantsdown.core.cards import Card
from pantsdown.core.seats import seats_after, seats_from
from pantsdown.games.thirty_one.actions import Close, Swap, ThirtyOneAction
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import Evaluator, evaluator

__all__ = ["Tables", "swaps", "tables"]


class Tables(NamedTuple):
    """The fixed tables of one (rules, number of players)."""

    pack: tuple[Card, ...]
    """The cards shuffled for each hand."""
    ev: Evaluator
    """The hand evaluator of the rules."""
    clockwise: bool
    """Play passes to the next higher seat (``rules.direction``)."""
    after: tuple[tuple[int, ...], ...]
    """Per seat, every seat in the direction of play, starting after it and ending
    with it (``core.seats``: the order of a deal while nobody is out)."""
    close_action: Close
    """The close that is a whole turn, with the variant's word."""
    pos: dict[Card, int]
    """Each distinct card of the pack: its place in :attr:`distinct` (for action ids)."""
    distinct: list[Card]
    """The pack's distinct cards, by card index."""
    seats: tuple[int, ...]
    """Every seat, in seat order (the seats in a hand while nobody is out)."""


def tables(rules: ThirtyOneRules, n: int) -> Tables:
    """What a match of these rules and ``n`` players needs that never changes."""
    found: Tables | None = rules._tables.get(n)
    if found is None:
        found = rules._tables[n] = _build(rules, n)
    return found


def _build(rules: ThirtyOneRules, n: int) -> Tables:
    pack = rules.pack(n)
    distinct = sorted(set(pack), key=lambda c: c.index)
    clockwise = rules.direction == "clockwise"
    if clockwise:
        after = tuple(tuple(seats_after(s, n)) for s in range(n))
    else:
        after = tuple(tuple(reversed(seats_from(s, n))) for s in range(n))
    return Tables(
        pack=pack,
        ev=evaluator(rules, rules.num_decks(n)),
        clockwise=clockwise,
        after=after,
        close_action=Close(rules.close_word),
        pos={c: i for i, c in enumerate(distinct)},
        distinct=distinct,
        seats=tuple(range(n)),
    )


def swaps(
    rows: tuple[tuple[Swap, ...], ...], hand: list[Card], table: list[Card]
) -> list[ThirtyOneAction]:
    """Every one-card swap of ``hand`` with ``table`` (``rows`` is one half of
    :data:`~pantsdown.games.thirty_one.actions.SWAP_TABLE`: with or without a
    close), hand order first; here, compiled with the state, rather than with the
    actions, which stay interpreted.

    >>> from pantsdown.core.cards import parse_cards
    >>> from pantsdown.games.thirty_one.actions import SWAP_TABLE
    >>> [str(a) for a in swaps(SWAP_TABLE[0], parse_cards("Kh 7c"), parse_cards("Ad"))]
    ['swap Kh Ad', 'swap 7c Ad']
    >>> len(swaps(SWAP_TABLE[1], parse_cards("Kh 7c 9d 2s"), parse_cards("Ad Qs Jh 3c")))
    16
    """
    # the family's hands and tables hold 3 or 4 cards: those are written out in full
    size = len(table)
    if size == 3 == len(hand):
        t0, t1, t2 = table
        i0, i1, i2 = t0.index, t1.index, t2.index
        h0, h1, h2 = hand
        a, b, c = rows[h0.index], rows[h1.index], rows[h2.index]
        return [a[i0], a[i1], a[i2], b[i0], b[i1], b[i2], c[i0], c[i1], c[i2]]
    if size == 4 == len(hand):
        t0, t1, t2, t3 = table
        i0, i1, i2, i3 = t0.index, t1.index, t2.index, t3.index
        h0, h1, h2, h3 = hand
        a, b, c, d = rows[h0.index], rows[h1.index], rows[h2.index], rows[h3.index]
        return [a[i0], a[i1], a[i2], a[i3], b[i0], b[i1], b[i2], b[i3],
                c[i0], c[i1], c[i2], c[i3], d[i0], d[i1], d[i2], d[i3]]  # fmt: skip
    if size == 1:
        t = table[0].index
        return [rows[g.index][t] for g in hand]
    takes = itemgetter(*[t.index for t in table])
    out: list[ThirtyOneAction] = []
    for g in hand:
        out += takes(rows[g.index])
    return out
