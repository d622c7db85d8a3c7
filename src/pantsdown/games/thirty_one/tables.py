"""Speed tables of the 31 family: what a match of some rules and players needs that
never changes (the pack, the hand evaluator, seat orders, the ids of the pack's
cards), computed once per (rules, number of players).

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

from typing import NamedTuple

from pantsdown.core.cards import Card
from pantsdown.core.seats import seats_after, seats_from
from pantsdown.games.thirty_one.actions import Close
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import Evaluator, evaluator

__all__ = ["Tables", "tables"]


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
