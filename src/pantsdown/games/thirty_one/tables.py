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
from typing import Final

from pantsdown.core.cards import Card
from pantsdown.core.seats import seats_after, seats_from
from pantsdown.games.thirty_one.actions import Close, Swap, ThirtyOneAction
from pantsdown.games.thirty_one.rules import PRESETS, ThirtyOneRules
from pantsdown.games.thirty_one.scoring import Evaluator, evaluator

__all__ = ["Tables", "swaps", "tables"]


class Tables:
    """The fixed tables of one (rules, number of players), and the rules' values the
    state reads on every turn, copied here: compiled, this is a native class, whose
    fields are read as struct members, where the rules (interpreted) are a dict
    lookup a read.  An option is read only where it applies (as
    ``ThirtyOneRules.unread_options`` says), so that an option a preset refuses is
    never read (``tests/core/test_option_effect.py``).
    """

    __slots__ = (
        "after",
        "all_pass_acts",
        "chip_name",
        "clockwise",
        "close_action",
        "close_ban",
        "close_ends_now",
        "close_replaces_action",
        "close_requires_31",
        "close_word",
        "deal_one_at_a_time",
        "dealer_by_hand",
        "dealer_chooses",
        "dealer_plays_first",
        "distinct",
        "ev",
        "extra_actions",
        "first_out_buys_drinks",
        "hand_size",
        "last_turns",
        "max_hands",
        "n",
        "offerte",
        "pack",
        "pass_always",
        "pass_not_twice",
        "points",
        "pos",
        "preset",
        "rounds",
        "rules",
        "seats",
        "second_close_ends_hand",
        "starting_chips",
        "swimming",
        "three",
        "washout",
    )

    def __init__(self, rules: ThirtyOneRules, n: int) -> None:
        pack = rules.pack(n)
        distinct = sorted(set(pack), key=lambda c: c.index)
        clockwise = rules.direction == "clockwise"
        last_turns = rules.close_effect == "last_turns"
        if clockwise:
            after = tuple(tuple(seats_after(s, n)) for s in range(n))
        else:
            after = tuple(tuple(reversed(seats_from(s, n))) for s in range(n))
        self.rules = rules
        """The rules these tables are of."""
        self.n = n
        """The number of players they are for."""
        self.preset = any(rules is p for p in PRESETS.values())
        """The rules are a preset's own object (which lives as long as the process)."""
        self.pack: tuple[Card, ...] = pack
        """The cards shuffled for each hand."""
        self.ev: Evaluator = evaluator(rules, rules.num_decks(n))
        """The hand evaluator of the rules."""
        self.clockwise = clockwise
        """Play passes to the next higher seat (``rules.direction``)."""
        self.after: tuple[tuple[int, ...], ...] = after
        """Per seat, every seat in the direction of play, starting after it and ending
        with it (``core.seats``: the order of a deal while nobody is out)."""
        self.close_action = Close(rules.close_word)
        """The close that is a whole turn, with the variant's word."""
        self.pos: dict[Card, int] = {c: i for i, c in enumerate(distinct)}
        """Each distinct card of the pack: its place in :attr:`distinct` (for action ids)."""
        self.distinct: list[Card] = distinct
        """The pack's distinct cards, by card index."""
        self.seats: tuple[int, ...] = tuple(range(n))
        """Every seat, in seat order (the seats in a hand while nobody is out)."""
        # -- the rules' values read on every turn (see the class docstring)
        self.hand_size: int = rules.hand_size
        """``rules.hand_size``."""
        self.close_word: str = rules.close_word
        """``rules.close_word``."""
        self.offerte: bool = rules.offerte
        """``rules.offerte``."""
        self.three: bool = rules.allow_three_card_swap
        """``rules.allow_three_card_swap``."""
        self.extra_actions: bool = (
            rules.manual_pants_down
            or rules.new_cards != "never"
            or (rules.pass_rule != "never" and rules.all_pass == "next_may_renew")
        )
        """A turn may offer a declared 31 or new cards (``_extra_actions``)."""
        self.pass_always: bool = rules.pass_rule == "always"
        """``rules.pass_rule == "always"``."""
        self.pass_not_twice: bool = rules.pass_rule == "not_twice"
        """``rules.pass_rule == "not_twice"``."""
        self.close_ban: bool = rules.close_not_in_first_orbit
        """``rules.close_not_in_first_orbit``."""
        self.close_ends_now: bool = rules.close_effect == "end_now"
        """``rules.close_effect == "end_now"``."""
        self.last_turns: bool = last_turns
        """``rules.close_effect == "last_turns"``."""
        self.second_close_ends_hand: bool = last_turns and rules.second_close_ends_hand
        """``rules.second_close_ends_hand``, read where it applies (close_effect=last_turns)."""
        self.close_replaces_action: bool = rules.close_replaces_action
        """``rules.close_replaces_action``."""
        self.close_requires_31: bool = not rules.close_replaces_action and rules.close_requires_31
        """``rules.close_requires_31``, read where it applies (close_replaces_action=false)."""
        self.washout: bool = rules.washout
        """``rules.washout``."""
        self.all_pass_acts: bool = rules.pass_rule != "never" and rules.all_pass not in (
            "nothing",
            "next_may_renew",
        )
        """Everyone passing in turn does something at once (``rules.all_pass``, read
        where a player may pass)."""
        self.max_hands: int = rules.max_hands
        """``rules.max_hands``."""
        self.rounds: int = rules.max_rounds_without_knock
        """``rules.max_rounds_without_knock``."""
        self.points: bool = rules.scoring == "points"
        """``rules.scoring == "points"``."""
        self.dealer_by_hand: bool = (
            rules.scoring != "points" and rules.next_dealer == "highest_ordinary_hand"
        )
        """``rules.next_dealer == "highest_ordinary_hand"``, read where it applies (scoring
        other than points)."""
        self.deal_one_at_a_time: bool = rules.deal_one_at_a_time
        """``rules.deal_one_at_a_time``."""
        self.dealer_chooses: bool = rules.dealer_chooses_extra_hand
        """``rules.dealer_chooses_extra_hand``."""
        self.dealer_plays_first: bool = rules.dealer_plays_first
        """``rules.dealer_plays_first``."""
        chips = rules.scoring != "points"
        self.chip_name: str = rules.chip_name if chips else ""
        """``rules.chip_name``, read where it applies (scoring other than points)."""
        self.starting_chips: int = rules.starting_chips if chips else 0
        """``rules.starting_chips``, read where it applies (scoring other than points)."""
        self.swimming: bool = chips and rules.swimming
        """``rules.swimming``, read where it applies (scoring other than points)."""
        self.first_out_buys_drinks: bool = chips and rules.first_out_buys_drinks
        """``rules.first_out_buys_drinks``, read where it applies (scoring other than
        points)."""


class _Memo:
    """The tables of a preset last asked for (one entry, written in one step)."""

    __slots__ = ("last",)

    def __init__(self) -> None:
        self.last: Tables | None = None


_MEMO: Final = _Memo()


def tables(rules: ThirtyOneRules, n: int) -> Tables:
    """What a match of these rules and ``n`` players needs that never changes.

    The tables of a preset's rules asked for last are remembered here too (one entry,
    and a preset's rules live as long as the process anyway), so that a match of a
    preset asks its rules object for them only when another match's rules came in
    between; rules of their own are asked every time, and their tables die with them.
    """
    last = _MEMO.last
    if last is not None and last.rules is rules and last.n == n:
        return last
    found: Tables | None = rules._tables.get(n)
    if found is None:
        found = rules._tables[n] = Tables(rules, n)
    if found.preset:
        _MEMO.last = found
    return found


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
