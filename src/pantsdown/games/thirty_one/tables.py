"""Speed tables of the 31 family: what a match of some rules and players needs that
never changes (the pack, the hand evaluator, seat orders, action ids), computed once
per (rules, number of players) by a bounded cache keyed by the hashable frozen rules.

None of this is game state: the state's rule logic reads it, and two matches of the
same rules share it.

>>> from pantsdown.games.thirty_one.rules import PRESETS
>>> t = tables(PRESETS["schwimmen"], 4)
>>> len(t.pack), t.step, t.orders[3]
(32, 1, [0, 1, 2, 3])
>>> tables(PRESETS["schwimmen"], 4) is t
True
"""

from __future__ import annotations

import functools
from operator import itemgetter
from typing import NamedTuple

from pantsdown.core.cards import Card, Rank
from pantsdown.games.thirty_one.actions import Close, Swap, ThirtyOneAction
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import Evaluator, evaluator

__all__ = [
    "CLOSE_AFTER",
    "CLOSE_INSTEAD",
    "CLOSE_WITH_31",
    "Tables",
    "special_of",
    "swaps_of",
    "tables",
]

CLOSE_INSTEAD, CLOSE_AFTER, CLOSE_WITH_31 = 0, 1, 2


def special_of(ev: Evaluator, hand: list[Card]) -> str | None:
    """The special ``hand`` shows, if any (a cheap look at suits and Aces first)."""
    if len(hand) != 3:
        return None
    a, b, c = hand
    if a.suit is b.suit is c.suit or a.rank is b.rank is c.rank is Rank.ACE:
        return ev.special(hand)
    return None


def swaps_of(
    rows: tuple[tuple[Swap, ...], ...], hand: list[Card], table: list[Card]
) -> list[ThirtyOneAction]:
    """Every one-card swap of ``hand`` with ``table``, from the prebuilt table of swaps."""
    if len(hand) == 3 and len(table) == 3:
        i0, i1, i2 = table[0].index, table[1].index, table[2].index
        a, b, c = rows[hand[0].index], rows[hand[1].index], rows[hand[2].index]
        return [a[i0], a[i1], a[i2], b[i0], b[i1], b[i2], c[i0], c[i1], c[i2]]
    takes = itemgetter(*[t.index for t in table])
    return [a for g in hand for a in takes(rows[g.index])]


class Tables(NamedTuple):
    """The fixed tables of one (rules, number of players)."""

    pack: tuple[Card, ...]
    ev: Evaluator
    step: int
    close_action: Close
    pos: dict[Card, int]
    distinct: list[Card]
    orders: dict[int, list[int]]
    hand_size: int
    extras: bool
    """Declaring 31 by hand or new cards may be legal."""
    offerte: bool
    three: bool
    close_mode: int
    """How a close is offered: instead of a turn (0), after one (1), only with 31 (2)."""
    """``_order_from`` answers while every seat is in, shared by every such match (read only)."""


@functools.lru_cache(maxsize=64)
def tables(rules: ThirtyOneRules, n: int) -> Tables:
    """What a match of these rules and players needs that never changes."""
    pack = rules.pack(n)
    distinct = sorted(set(pack), key=lambda c: c.index)
    step = 1 if rules.direction == "clockwise" else -1
    return Tables(
        pack=pack,
        ev=evaluator(rules, rules.num_decks(n)),
        step=step,
        close_action=Close(rules.close_word),
        pos={c: i for i, c in enumerate(distinct)},
        distinct=distinct,
        orders=_all_in_orders(n, step),
        hand_size=rules.hand_size,
        extras=rules.manual_pants_down or rules.new_cards != "never",
        offerte=rules.offerte,
        three=rules.allow_three_card_swap,
        close_mode=(
            CLOSE_INSTEAD
            if rules.close_replaces_action
            else CLOSE_WITH_31
            if rules.close_requires_31
            else CLOSE_AFTER
        ),
    )


def _all_in_orders(n: int, step: int) -> dict[int, list[int]]:
    """Every ``_order_from`` (and ``_active``, key -1) answer while nobody is out.

    Complete, so the dict is never written to while states share it.
    """
    orders = {seat: [(seat + step * k) % n for k in range(1, n + 1)] for seat in range(n)}
    orders[-1] = list(range(n))
    return orders
