"""Trick strength under a trump suit: effective suits and powers, precomputed.

For a hand's trump suit (and turned card, for Bohemian Watten's strikers)
:func:`rank_table` gives two 52-entry tuples indexed by ``Card.index``:

* ``eff[i]``: the card's *effective* suit, 0-3 for a plain suit or
  :data:`TRUMP` (4) for the trump group (the trump suit plus every permanent
  trump, which belongs only to the trump group, NOTES 10.3);
* ``power[i]``: its strength inside that group (higher wins; equal powers
  are Bohemian Watten's strikers, where the first played wins).

Tables are kept with each rules object, keyed by (trump, turned card).

>>> from pantsdown.core.cards import Suit, parse_card
>>> from pantsdown.games.ramsen.rules import PRESETS
>>> t = rank_table(PRESETS["ramsen"], Suit.SPADES, None)
>>> [str(c) for (c,) in trump_order(PRESETS["ramsen"], Suit.SPADES, None)]
['As', '9d', '7d', 'Qc', 'Jc', 'Ks', 'Qs', 'Js', '10s', '9s', '8s', '7s']
>>> t.eff[parse_card("Qc").index] == TRUMP
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from pantsdown.core.cards import WELI, Card, Rank, Suit
from pantsdown.games.ramsen.rules import RamsenRules

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_ACE: Final = Rank.ACE

__all__ = ["TRUMP", "RankTable", "beats", "rank_table", "trump_order"]

TRUMP: Final = 4
"""The effective suit of every trump."""

_NATURAL: Final[tuple[Rank, ...]] = tuple(Rank(v) for v in (14, 13, 12, 11, 10, 9, 8, 7, 6))
_SKAT: Final[tuple[Rank, ...]] = tuple(Rank(v) for v in (14, 10, 13, 12, 11, 9, 8, 7, 6))


@dataclass(frozen=True, slots=True)
class RankTable:
    """Effective suit and power of every card under one trump choice."""

    eff: tuple[int, ...]
    """Effective suit by card index (0-3 plain, 4 trump)."""
    power: tuple[int, ...]
    """Strength by card index inside its effective suit."""

    def __reduce__(self) -> tuple[object, tuple[tuple[int, ...], tuple[int, ...]]]:
        """Pickle through the constructor (a compiled frozen class refuses unpickling's
        attribute writes).
        """
        return (RankTable, (self.eff, self.power))


def _plain_order(rules: RamsenRules) -> tuple[Rank, ...]:
    return _SKAT if rules.plain_order == "skat" else _NATURAL


def _permanents(rules: RamsenRules) -> tuple[list[Card], list[Card], list[Card]]:
    top = list(rules.permanent_top)
    after = list(rules.permanent_after_ace)
    bottom: list[Card] = []
    if rules.weli == "second":
        after = [WELI, *after]
    elif rules.weli == "lowest":
        bottom = [WELI]
    return top, after, bottom


_Key = Suit | None | tuple[Suit | None, Card | None]
_ORDERS: Final = "_trump_orders"
"""The name under which a rules object keeps its trump orders (see :func:`trump_order`)."""


def trump_order(
    rules: RamsenRules, trump: Suit | None, turned: Card | None
) -> tuple[tuple[Card, ...], ...]:
    """The trump group high to low, as tiers of equal cards (strikers share a tier).

    Each rules object keeps the orders it was asked for, as it keeps its
    :func:`rank_table`: keyed by the trump suit (and, with strikers, the turned
    card), at most 5 × 53 of them, gone with the rules.

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> from pantsdown.core.cards import parse_card
    >>> tiers = trump_order(PRESETS["bohemian-watten"], Suit.DIAMONDS, parse_card("10d"))
    >>> [" ".join(str(c) for c in t) for t in tiers][:3]
    ['10d', '10c 10s 10h', 'Ad']
    """
    orders: dict[_Key, tuple[tuple[Card, ...], ...]] | None = rules.__dict__.get(_ORDERS)
    if orders is None:
        orders = {}
        object.__setattr__(rules, _ORDERS, orders)  # derived from the rules, not a field
    key: _Key = (trump, turned) if rules.strikers else trump
    order = orders.get(key)
    if order is None:
        tiers = _trump_tiers(rules, trump, turned if rules.strikers else None)
        order = orders[key] = tuple([tuple(tier) for tier in tiers])
    return order


def _trump_tiers(rules: RamsenRules, trump: Suit | None, turned: Card | None) -> list[list[Card]]:
    """:func:`trump_order`, worked out."""
    pack = set(rules.pack_cards)
    top, after, bottom = _permanents(rules)
    perms = [c for c in (*top, *after, *bottom) if c in pack]
    tiers: list[list[Card]] = []
    if trump is None:
        return [[c] for c in perms]
    if rules.strikers and turned is not None:
        rank = turned.rank
        guater = _guater(rules, trump, rank) if rules.guater else None
        if guater is not None:
            tiers.append([guater])
        tiers.append([turned])
        others = [Card(rank, s) for s in Suit if s != turned.suit and Card(rank, s) in pack]
        if others:
            tiers.append(others)
        for r in _plain_order(rules):
            c = Card(r, trump) if r != rank else None
            if c is not None and c in pack and c not in perms and c != guater:
                tiers.append([c])
        return tiers
    tiers.extend([c] for c in top if c in pack)
    ace = Card(_ACE, trump)
    if ace not in perms:
        tiers.append([ace])
    tiers.extend([c] for c in after if c in pack)
    for r in _plain_order(rules):
        c = Card(r, trump)
        if r != _ACE and c in pack and c not in perms:
            tiers.append([c])
    tiers.extend([c] for c in bottom if c in pack)
    return tiers


def _guater(rules: RamsenRules, trump: Suit, rank: Rank) -> Card | None:
    """The Guater: the trump-suit card one rank above ``rank`` in the natural order,
    the lowest card of the pack above the Ace (none if the turned rank is not in the
    trump suit's ranks).

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> str(_guater(PRESETS["bohemian-watten"], Suit.HEARTS, Rank.EIGHT))
    '9h'
    >>> str(_guater(PRESETS["bohemian-watten"], Suit.HEARTS, Rank.ACE))
    '7h'
    """
    pack = set(rules.pack_cards)
    ranks = [r for r in _NATURAL if Card(r, trump) in pack]
    if rank not in ranks:
        return None
    return Card(ranks[ranks.index(rank) - 1], trump)


_TABLES: Final = "_rank_tables"
"""The name under which a rules object keeps its own tables (see :func:`rank_table`)."""


def rank_table(rules: RamsenRules, trump: Suit | None, turned: Card | None) -> RankTable:
    """The table for this trump (``turned`` matters only with strikers).

    Each rules object keeps its tables with it, keyed by value (the trump suit;
    with strikers, the trump suit and the turned card), so the cache is bounded by
    the 5 × 53 keys a rules object can ask for, dies with the rules, and costs no
    hashing of the rules on the hot path.
    """
    tables: dict[_Key, RankTable] | None = rules.__dict__.get(_TABLES)
    if tables is None:
        tables = {}
        object.__setattr__(rules, _TABLES, tables)  # a derived table, not a rule field
    key: _Key = (trump, turned) if rules.strikers else trump
    table = tables.get(key)
    if table is None:
        table = tables[key] = _build(rules, trump, turned if rules.strikers else None)
    return table


def _build(rules: RamsenRules, trump: Suit | None, turned: Card | None) -> RankTable:
    eff = [int(s) for s in range(4) for _ in range(13)]
    power = [0] * 52
    order = _plain_order(rules)
    for card in rules.pack_cards:
        eff[card.index] = int(card.suit)
        power[card.index] = len(order) - order.index(card.rank)
    tiers = trump_order(rules, trump, turned)
    for i, tier in enumerate(tiers):
        for card in tier:
            eff[card.index] = TRUMP
            power[card.index] = 100 + len(tiers) - i
    return RankTable(tuple(eff), tuple(power))


def beats(table: RankTable, card: Card, best: Card) -> bool:
    """Does ``card`` beat ``best``, the card currently winning the trick?

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> from pantsdown.core.cards import parse_card as p
    >>> t = rank_table(PRESETS["ramsen"], Suit.HEARTS, None)
    >>> beats(t, p("7d"), p("Kh")), beats(t, p("Ad"), p("Kh")), beats(t, p("Kh"), p("Qh"))
    (True, False, True)
    """
    e = table.eff[card.index]
    b = table.eff[best.index]
    if e == b:
        return table.power[card.index] > table.power[best.index]
    return e == TRUMP


def leading_play(
    rules: RamsenRules, trump: Suit | None, turned: Card | None, trick: Sequence[tuple[int, Card]]
) -> tuple[int, Card]:
    """The play winning ``trick`` so far: the first card no later card beats
    (strikers of equal rank: the first played wins).

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> from pantsdown.core.cards import parse_card as p
    >>> trick = [(1, p("Ks")), (2, p("As")), (3, p("7h"))]
    >>> seat, card = leading_play(PRESETS["ramsen"], Suit.HEARTS, None, trick)
    >>> seat, str(card)
    (3, '7h')
    """
    table = rank_table(rules, trump, turned)
    best = trick[0]
    for play in trick[1:]:
        if beats(table, play[1], best[1]):
            best = play
    return best
