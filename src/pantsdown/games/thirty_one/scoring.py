"""Hand values, specials and tie-breaks of the 31 family, table-driven per rules.

Card points [src: pagat German page, NOTES 1.2]: Ace 11; King, Queen, Jack and Ten
10; other cards their face value.  A hand is worth the best single-suit total, or
the trio value for three of a kind, or 32 (33) for three Aces where Feuer counts.

>>> from pantsdown.core.cards import parse_cards
>>> from pantsdown.games.thirty_one.rules import PRESETS
>>> ev = evaluator(PRESETS["schwimmen"])
>>> ev.value(parse_cards("7h 9h Ks")), ev.value(parse_cards("8c 9d Js"))
(16, 10)
>>> ev.value(parse_cards("Ad Ac Ah")), ev.value(parse_cards("9s 9h 9c"))
(32, 30.5)
>>> trio = ev.info(parse_cards("9s 9h 9c"))
>>> ev.info(parse_cards("As Ks Js")).kind, (trio.kind, trio.rank, trio.suit)
('31', ('trio', 9, -1))

The words for a hand (``Schnauz (31)``, ``three Nines (30½)``) are made by
:func:`pantsdown.games.thirty_one.prose.hand_text` from these facts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final, Literal, NamedTuple, get_args

from pantsdown.core.cards import Card, Rank
from pantsdown.games.thirty_one.events import HandKind, LossWhy, TieBreak
from pantsdown.games.thirty_one.rules import PRESETS, ThirtyOneRules

if TYPE_CHECKING:  # compiled, i64 is a machine integer; run as Python, never imported
    from mypy_extensions import i64

__all__ = [
    "FEUER",
    "FOUR_CARD_HANDS_KEPT",
    "STANDING_KINDS",
    "THIRTY_ONE",
    "Evaluator",
    "HandInfo",
    "StandingKind",
    "Verdict",
    "card_points",
    "evaluator",
    "hand_losses",
    "highest_ordinary",
    "standing",
    "value_text",
]

FEUER: Final = "feuer"
"""The special of three Aces (Feuer, Füür im Dach)."""
THIRTY_ONE: Final = "31"
"""The special of an Ace and two 10-point cards of one suit (Schnauz, Pants Down)."""

StandingKind = Literal[
    "chip", "token", "life", "coin", "stick", "point", "swimming", "on_trial", "chicken", "out"
]
"""A seat's standing in the match: a unit whose count it holds (the rules' ``chip_name``;
``stick`` counts the sticks taken, ``point`` the points of ``scoring=points``), or
a state: ``swimming`` (no chip left, the next loss puts it out), ``on_trial`` (the
same with coins), ``chicken`` (Dutch 31's last life), ``out``."""
STANDING_KINDS: Final[tuple[str, ...]] = get_args(StandingKind)
"""Every :data:`StandingKind`."""


def standing(
    rules: ThirtyOneRules, *, out: bool, points: int, chips: int, chicken: bool
) -> tuple[StandingKind, tuple[int, ...]]:
    """A seat's standing as data: its kind and the count the kind counts.

    >>> standing(PRESETS["dutch-31"], out=False, points=0, chips=1, chicken=False)
    ('life', (1,))
    >>> standing(PRESETS["tri-palki"], out=False, points=0, chips=1, chicken=False)
    ('stick', (2,))
    >>> standing(PRESETS["schwimmen"], out=False, points=0, chips=0, chicken=False)
    ('swimming', ())
    """
    if out:
        return "out", ()
    if rules.scoring == "points":
        return "point", (points,)
    if rules.chip_name == "stick":
        return "stick", (rules.starting_chips - chips,)
    if chicken:
        return "chicken", ()
    if chips == 0:
        return ("on_trial" if rules.chip_name == "coin" else "swimming"), ()
    return rules.chip_name, (chips,)


_POINTS: Final = tuple(
    11 if c.rank == Rank.ACE else 10 if c.rank >= Rank.TEN else int(c.rank)
    for c in (Card.from_index(i) for i in range(52))
)
_SUIT: Final = tuple(int(Card.from_index(i).suit) for i in range(52))
_SHIFT: Final = tuple(10 * suit for suit in _SUIT)
"""Where each card's points go in :func:`_totals_key`: ten bits a suit."""
# compiled, reading a member through its enum class calls the enum type's __getattr__ hook
_ACE: Final = Rank.ACE
_COMPILED: Final = Path(__file__).suffix in (".so", ".pyd")
"""This module runs compiled by mypyc: where the fastest code differs, native reads
and loops instead of the sequence protocol and builtins called back."""
_SKAT_SUIT: Final = (3, 2, 1, 0)  # clubs > spades > hearts > diamonds
_PREFERANS_SUIT: Final = (1, 0, 3, 2)  # hearts > diamonds > clubs > spades


def value_text(value: float) -> str:
    """A hand value as people write it: ``31``, ``30½``.

    >>> value_text(30.5), value_text(31.0)
    ('30½', '31')
    """
    whole = int(value)
    if value == whole:
        return str(whole)
    return f"{whole}½" if value - whole == 0.5 else str(value)


def card_points(card: Card) -> int:
    """The points of one card: Ace 11, K Q J 10 ten, others face value.

    >>> from pantsdown.core.cards import parse_card
    >>> card_points(parse_card("Ah")), card_points(parse_card("Qd")), card_points(parse_card("7c"))
    (11, 10, 7)
    """
    return _POINTS[card.index]


def _three(cards: Sequence[Card]) -> tuple[Card, Card, Card]:
    """The three cards of a three-card hand (compiled: a list, the state's hands, is
    read by the list's own reads, not through the sequence protocol).
    """
    if isinstance(cards, list):
        hand: list[Card] = cards
        return hand[0], hand[1], hand[2]
    return cards[0], cards[1], cards[2]


def _totals_key(cards: Sequence[Card]) -> int:
    """The cards' points in each suit, ten bits a suit (clubs lowest): cards with the
    same key have the same suit totals.  A suit holds fewer than 1,024 points in any
    hand (a whole pack's suit holds 85).

    >>> from pantsdown.core.cards import parse_cards
    >>> _totals_key(parse_cards("Ac Kc 7s 9d")) == 21 + (7 << 10) + (9 << 30)
    True
    """
    hand: list[Card] = cards if isinstance(cards, list) else list(cards)
    key: i64 = 0  # compiled, a machine integer
    for card in hand:
        i = card.index
        points: i64 = _POINTS[i]
        shift: i64 = _SHIFT[i]
        key += points << shift
    return key


def _best_suit(totals: Sequence[int]) -> int:
    """The suit with the most points; of suits alike in points, the higher in Skat order
    (clubs > spades > hearts > diamonds, which is the order of the suits' numbers).

    >>> _best_suit([10, 21, 21, 3]), _best_suit([0, 0, 0, 0])
    (1, 0)
    """
    best = 0
    top = totals[0]
    for s in (1, 2, 3):
        if totals[s] > top:
            best, top = s, totals[s]
    return best


FOUR_CARD_HANDS_KEPT: Final = 50_000
"""How many four-card hands an evaluator keeps worked out where their ranks count (a
house rule's pairs or tie-break; of 270,725 in one pack; a search meets the same few
thousand again and again): a bound, so that a long-running server's memory does not
grow with the hands it has seen.  Where only the suit totals count (41), hands are
kept by those instead, which are fewer."""


class Evaluator:
    """Hand values and comparisons under one set of rules (build with :func:`evaluator`).

    Everything about a 3-card hand is computed once and kept in a table keyed by the
    cards, so the engine's hot path (is this a special? what is it worth?) is a
    dictionary lookup; compiled, a single pack's hands are also kept in a list by
    their rank as a combination of the pack's cards, read without hashing.
    """

    def __init__(self, rules: ThirtyOneRules, multi_deck: bool) -> None:
        self.rules = rules
        """The rules it was made for; only their :data:`EVALUATION_FIELDS` are read, so
        every rules object equal in those shares this evaluator."""
        self.cap = rules.cap_suit_total_at_31 and multi_deck and rules.hand_size == 3
        self.feuer_value: int | float | None = (
            None if rules.three_aces == "trio" else float(rules.three_aces)
        )
        self.trio_value = rules.three_of_a_kind
        self.multi_deck = multi_deck
        self._table: dict[int, HandInfo] = {}
        self._four: dict[int, HandInfo] = {}
        self._filled = False
        self._place: tuple[int, ...] = ()
        """Once filled: each card index's place among the pack's cards (-1: none)."""
        self._hands: list[HandInfo] = []
        """Once filled: every three-card hand of the pack, by :meth:`_rank` (read by the
        compiled build; the interpreter is quicker with :attr:`_table`)."""
        self._totals: list[tuple[int, int, int, int]] = []
        """Once filled: each three-card hand's :meth:`suit_totals`, by :meth:`_rank`."""
        self._by_rank = False
        """Look three-card hands up by :meth:`_rank`: filled, and compiled."""
        self._tri_palki = rules.tri_palki_specials
        """Tri Palki's special hands count (safe hands, three Aces): only then can a
        hand be either."""
        self._four_by_totals = not rules.pair_counts_sum and rules.tie_break == "none"
        """Everything about a four-card hand follows from its suit totals: no pair
        scores and no tie-break reads the ranks (41), and four cards are never a trio,
        a 31 or a special."""
        self._by_totals: dict[int, HandInfo] = {}
        """With :attr:`_four_by_totals`: four-card hands worked out, by their suit
        totals (:func:`_totals_key`): never more than 31,210 entries, the ways four cards'
        points can fall among the suits, however many packs."""

    def fill(self, pack: Sequence[Card]) -> None:
        """Work out every three-card hand of a single pack now (4,960 hands of 32
        cards, 22,100 of 52), so that the table is complete before play and never
        grows during it; several packs, and four-card hands, are looked up as met.
        """
        if self._filled or self.multi_deck or self.rules.hand_size != 3:
            return
        distinct = sorted(set(pack), key=lambda c: c.index)
        place = [-1] * 52
        for i, card in enumerate(distinct):
            place[card.index] = i
        hands: list[HandInfo] = []
        totals: list[tuple[int, int, int, int]] = []
        # by the highest card's place, then the middle's, then the lowest's: the order
        # of _rank (combinations in colexicographic order)
        for m in range(len(distinct)):
            for j in range(m):
                for i in range(j):
                    hand = (distinct[i], distinct[j], distinct[m])
                    hands.append(self.info(hand))
                    a, b, c, d = self.suit_totals(hand)
                    totals.append((a, b, c, d))
        self._place, self._hands, self._totals = tuple(place), hands, totals
        self._filled = True
        self._by_rank = _COMPILED

    def _rank(self, cards: Sequence[Card]) -> int:
        """A filled single-pack table's index of these three cards (the rank of their
        places as a combination, in colexicographic order), or -1 when they are not
        three different cards of the pack.
        """
        a, b, c = _three(cards)
        place = self._place
        # i64 locals: compiled, machine integers (no tagged-int calls)
        x: i64 = place[a.index]
        y: i64 = place[b.index]
        z: i64 = place[c.index]
        low: i64 = x if x < y else y
        low = low if low < z else z
        high: i64 = x if x > y else y
        high = high if high > z else z
        mid: i64 = x + y + z - low - high
        if low < 0 or mid in (low, high):  # a card not in the pack, or held twice
            return -1
        return high * (high - 1) * (high - 2) // 6 + mid * (mid - 1) // 2 + low

    def __reduce__(self) -> tuple[object, tuple[ThirtyOneRules, int]]:
        # pickled as a reference to the shared, cached evaluator: its table is a cache,
        # not part of any state
        return (evaluator, (self.rules, 2 if self.multi_deck else 1))

    # -- the table --------------------------------------------------------------

    def info(self, cards: Sequence[Card]) -> HandInfo:
        """Everything about a hand: value, tie-break key, special, words (looked up)."""
        if len(cards) == 3:
            if _COMPILED:
                if self._by_rank:
                    rank = self._rank(cards)
                    if rank >= 0:
                        return self._hands[rank]
                a, b, c = _three(cards)
            else:
                a, b, c = cards
            # the key: the three card indices in order (a card held twice stays
            # twice), six bits each, the highest in the low bits: a dict's slot is
            # chosen by the low bits, which thus vary from hand to hand
            i, j, m = a.index, b.index, c.index
            if i > j:
                i, j = j, i
            if j > m:
                j, m = m, j
                if i > j:
                    i, j = j, i
            k = i << 12 | j << 6 | m
            found = self._table.get(k)
            if found is None:
                found = self._table[k] = self._compute(cards)
            return found
        if len(cards) == 4:
            if self._four_by_totals:
                k4 = _totals_key(cards)
                by_totals = self._by_totals
                found = by_totals.get(k4)
                if found is None:
                    found = by_totals[k4] = self._compute(cards)
                return found
            # four cards whose ranks count (a house rule's pairs or tie-break): the hands
            # met, by their sorted card indices, kept up to FOUR_CARD_HANDS_KEPT (then
            # forgotten at once: the table never grows past it)
            order = sorted([cards[0].index, cards[1].index, cards[2].index, cards[3].index])
            k = order[0] << 18 | order[1] << 12 | order[2] << 6 | order[3]
            four = self._four
            found = four.get(k)
            if found is None:
                if len(four) >= FOUR_CARD_HANDS_KEPT:
                    four.clear()
                found = four[k] = self._compute(cards)
            return found
        return self._compute(cards)

    def infos(self, hands: Sequence[Sequence[Card]], seats: Sequence[int]) -> dict[int, HandInfo]:
        """:meth:`info` of each seat's hand, by seat in the order of ``seats`` (one call for
        a hand's end instead of one per seat).
        """
        found: dict[int, HandInfo] = {}
        for s in seats:
            found[s] = self.info(hands[s])  # compiled: a direct call, not a bound method's
        return found

    def holders(self, hands: Sequence[Sequence[Card]], seats: Sequence[int]) -> list[int]:
        """The seats of ``seats`` whose hand is a :meth:`special`, in that order (one call
        for a deal instead of one per seat).

        >>> from pantsdown.core.cards import parse_cards
        >>> ev = evaluator(PRESETS["schwimmen"])
        >>> ev.holders([parse_cards("Ah Kh Qh"), parse_cards("7c 8d 9s")], [1, 0])
        [0]
        """
        return [s for s in seats if self.special(hands[s])]

    def _compute(self, cards: Sequence[Card]) -> HandInfo:
        value = self._value(cards)
        is31 = self._is_thirty_one(cards)
        feuer = self._is_feuer(cards)
        special = (
            FEUER if feuer else THIRTY_ONE if is31 and self.rules.thirty_one_ends_hand else None
        )
        safe = self._is_safe(cards)
        aces = self._tri_palki and self._all_aces(cards)
        kind, rank, suit = self._kind(cards, value, special, safe, aces)
        key = self._key(cards, value)
        fields = (value, key, special, is31, safe, aces, kind, rank, suit, _backup(self, cards))
        # tuple.__new__ with the named tuple's class: what its __new__ does, without the
        # Python frame of that generated function (it runs here for every new hand)
        return tuple.__new__(HandInfo, fields)

    # -- public questions -------------------------------------------------------------

    def value(self, cards: Sequence[Card]) -> int | float:
        """The hand's value: best suit total, trio value, or Feuer."""
        return self.info(cards).value if cards else 0

    def key(self, cards: Sequence[Card]) -> tuple[object, ...]:
        """A key that orders hands for finding the loser (higher is better).

        Schwimmen: value, then the trio's rank, then the scoring suit (♣ > ♠ > ♥ > ♦).
        Tri Palki: value, then the scoring cards' ranks from the top, then ♥ > ♦ > ♣ > ♠.
        Without a tie-break: the value alone.

        >>> from pantsdown.core.cards import parse_cards
        >>> from pantsdown.games.thirty_one.rules import PRESETS
        >>> ev = evaluator(PRESETS["tri-palki"])
        >>> ev.key(parse_cards("Ah Kh 10h")) > ev.key(parse_cards("Ad Qd Jd"))
        True
        """
        return self.info(cards).key

    def special(self, cards: Sequence[Card]) -> str | None:
        """The special that must be shown at once and ends the hand, if any.

        Only three cards of one suit or three Aces can be one, so other hands are
        answered without a look at the table.
        """
        if len(cards) != 3:
            return None
        if _COMPILED:
            a, b, c = _three(cards)
        else:
            a, b, c = cards
        if a.suit is b.suit is c.suit or a.rank is b.rank is c.rank is _ACE:
            return self.info(cards).special
        return None

    def is_feuer(self, cards: Sequence[Card]) -> bool:
        """Three Aces, where they are a special (Feuer)."""
        return self.info(cards).special == FEUER

    def is_thirty_one(self, cards: Sequence[Card]) -> bool:
        """An Ace and two 10-point cards of one suit (Schnauz, Pants Down, Hosa aba).

        With several packs only this exact make-up counts (A♥ A♥ 9♥ does not) [NOTES 7.3].

        >>> from pantsdown.core.cards import parse_cards
        >>> from pantsdown.games.thirty_one.rules import PRESETS
        >>> ev = evaluator(PRESETS["hosenabe"])
        >>> ev.is_thirty_one(parse_cards("Ah Kh 10h")), ev.is_thirty_one(parse_cards("Ah Kh 9h"))
        (True, False)
        """
        return self.info(cards).is31

    def is_safe(self, cards: Sequence[Card]) -> bool:
        """Tri Palki: three Sixes, or 6-7-8 of one suit, cannot get a stick.

        >>> from pantsdown.core.cards import parse_cards
        >>> from pantsdown.games.thirty_one.rules import PRESETS
        >>> ev = evaluator(PRESETS["tri-palki"])
        >>> ev.is_safe(parse_cards("6c 7c 8c")), ev.is_safe(parse_cards("6c 7c 8d"))
        (True, False)
        """
        if not self._tri_palki or len(cards) != 3:
            return False
        return self.info(cards).safe

    def is_tri_palki_aces(self, cards: Sequence[Card]) -> bool:
        """Tri Palki: three Aces give a stick to every player without a special hand."""
        if not self._tri_palki or len(cards) != 3:
            return False
        return self.info(cards).aces

    def is_special_hand(self, cards: Sequence[Card]) -> bool:
        """Tri Palki: any of the special hands (safe or three Aces)."""
        if not self._tri_palki or len(cards) != 3:
            return False
        info = self.info(cards)
        return info.safe or info.aces

    def trio_rank(self, cards: Sequence[Card]) -> int:
        """The rank of a trio (0 when the hand is not one or trios do not count)."""
        return int(cards[0].rank) if self.trio_value is not None and self._is_trio(cards) else 0

    def suit_totals(self, cards: Sequence[Card]) -> list[int]:
        """The points per suit (clubs, spades, hearts, diamonds)."""
        if _COMPILED and self._by_rank and len(cards) == 3:
            rank = self._rank(cards)
            if rank >= 0:
                clubs, spades, hearts, diamonds = self._totals[rank]
                return [clubs, spades, hearts, diamonds]
        if _COMPILED:  # one native loop, machine integers
            key: i64 = _totals_key(cards)
            totals = [key & 1023, key >> 10 & 1023, key >> 20 & 1023, key >> 30]
        else:
            totals = [0, 0, 0, 0]
            for c in cards:
                totals[_SUIT[c.index]] += _POINTS[c.index]
        if self.cap:
            totals = [min(t, 31) for t in totals]
        return totals

    # -- computing one hand -----------------------------------------------------------

    @staticmethod
    def _is_trio(cards: Sequence[Card]) -> bool:
        return len(cards) == 3 and cards[0].rank == cards[1].rank == cards[2].rank

    @staticmethod
    def _all_aces(cards: Sequence[Card]) -> bool:
        return len(cards) == 3 and all(c.rank == _ACE for c in cards)

    def _is_feuer(self, cards: Sequence[Card]) -> bool:
        return self.feuer_value is not None and self._all_aces(cards)

    @staticmethod
    def _is_thirty_one(cards: Sequence[Card]) -> bool:
        if len(cards) != 3:
            return False
        a, b, c = cards
        if not (a.suit is b.suit is c.suit):
            return False
        pa, pb, pc = _POINTS[a.index], _POINTS[b.index], _POINTS[c.index]
        return pa + pb + pc == 31 and (pa == 11) + (pb == 11) + (pc == 11) == 1

    def _is_safe(self, cards: Sequence[Card]) -> bool:
        if not self._tri_palki or len(cards) != 3:
            return False
        ranks = sorted(int(c.rank) for c in cards)
        if ranks == [6, 6, 6]:
            return True
        return ranks == [6, 7, 8] and cards[0].suit is cards[1].suit is cards[2].suit

    def _value(self, cards: Sequence[Card]) -> int | float:
        if self._is_feuer(cards):
            assert self.feuer_value is not None
            v = self.feuer_value
            return int(v) if v == int(v) else v
        best: int | float = max(self.suit_totals(cards))
        if self.rules.pair_counts_sum:
            best = max(best, self._pair_value(cards))
        if self.trio_value is not None and self._is_trio(cards):
            best = max(best, self.trio_value)
        return best

    def _pair_value(self, cards: Sequence[Card]) -> int:
        """The points of the best two cards of one rank (0 without a pair)."""
        if not self.rules.pair_counts_sum:
            return 0
        best = 0
        for i, a in enumerate(cards):
            for b in cards[i + 1 :]:
                if a.rank == b.rank:
                    best = max(best, _POINTS[a.index] + _POINTS[b.index])
        return best

    def _is_pair_value(self, cards: Sequence[Card], value: float) -> bool:
        """Is ``value`` the pair's sum and more than any suit (the pair scores)?"""
        return value == self._pair_value(cards) > max(self.suit_totals(cards))

    def _key(self, cards: Sequence[Card], value: float) -> tuple[object, ...]:
        tie = self.rules.tie_break
        trio_counts = self.trio_value is not None and self._is_trio(cards)
        trio = self.trio_rank(cards) if self.rules.trio_rank_breaks_ties else 0
        if tie == "none":
            return (value, trio)
        if (trio_counts and value == self.trio_value) or self._is_feuer(cards):
            return (value, trio, ())
        if self._is_pair_value(cards, value):  # a scoring pair has no suit to compare
            return (value, 0, ())
        totals = self.suit_totals(cards)
        if tie == "skat_suits":
            best = _best_suit(totals)
            return (value, 0, (_SKAT_SUIT[best],))
        candidates = []
        for s in range(4):
            if totals[s] == value:
                in_suit = (int(c.rank) for c in cards if _SUIT[c.index] == s)
                candidates.append((tuple(sorted(in_suit, reverse=True)), _PREFERANS_SUIT[s]))
        return (value, 0, max(candidates))

    def _kind(
        self, cards: Sequence[Card], value: float, special: str | None, safe: bool, aces: bool
    ) -> tuple[HandKind, int, int]:
        """What the value is made of, with the trio's or pair's rank and the scoring suit."""
        if special == FEUER:
            return "feuer", 0, -1
        if special == THIRTY_ONE:
            return "31", 0, -1
        if self.trio_value is not None and self._is_trio(cards) and value == self.trio_value:
            return "trio", int(cards[0].rank), -1
        if self._is_pair_value(cards, value):
            rank = next(
                a.rank for i, a in enumerate(cards) for b in cards[i + 1 :] if a.rank == b.rank
            )
            return "pair", int(rank), -1
        if safe:
            return "safe", 0, -1
        if aces:
            return "aces", 0, -1
        totals = self.suit_totals(cards)
        return "suit", 0, _best_suit(totals)


class HandInfo(NamedTuple):
    """The facts about one hand under one set of rules."""

    value: int | float
    key: tuple[object, ...]
    special: str | None
    is31: bool
    safe: bool
    aces: bool
    kind: HandKind
    """What the value is made of (:data:`~pantsdown.games.thirty_one.events.HandKind`)."""
    rank: int
    """The rank of a scoring trio or pair (``int(Rank)``), else 0."""
    suit: int
    """The scoring suit (``int(Suit)``) of a ``suit`` hand, else -1."""
    backup: int
    """The second-highest of the four :meth:`Evaluator.suit_totals`: what the hand holds
    in reserve should its best suit be spoilt."""


def _backup(ev: Evaluator, cards: Sequence[Card]) -> int:
    """The second-highest of the hand's four suit totals.

    >>> from pantsdown.core.cards import parse_cards
    >>> from pantsdown.games.thirty_one.rules import PRESETS
    >>> _backup(evaluator(PRESETS["schwimmen"]), parse_cards("Ah Kh 9s"))
    9
    """
    first = second = -1  # (a suit total is never negative)
    for total in ev.suit_totals(cards):  # one pass, no sort
        if total > first:
            first, second = total, first
        elif total > second:
            second = total
    return second


EVALUATION_FIELDS: Final = (
    "cap_suit_total_at_31",
    "hand_size",
    "pair_counts_sum",
    "thirty_one_ends_hand",
    "three_aces",
    "three_of_a_kind",
    "tie_break",
    "tri_palki_specials",
    "trio_rank_breaks_ties",
)
"""The rule fields a hand's value, tie-break key and kind depend on: the
evaluator's only reads of its rules.  Evaluators are shared by these fields alone, so
matches whose rules differ in anything else (chips, lives, the length of a match)
share one evaluator and its table of hands."""


def _evaluation_key(rules: ThirtyOneRules, multi_deck: bool) -> tuple[object, ...]:
    # a 31 is three cards: with four, whether it ends the hand is never read
    return (
        multi_deck,
        *(
            getattr(rules, name)
            for name in EVALUATION_FIELDS
            if name != "thirty_one_ends_hand" or rules.hand_size == 3
        ),
    )


_PRESET_KEYS: Final = frozenset(
    _evaluation_key(rules, multi_deck) for rules in PRESETS.values() for multi_deck in (False, True)
)
"""The evaluation fields of the presets: the only evaluators shared between rules objects."""
_SHARED: Final[dict[tuple[object, ...], Evaluator]] = {}
"""The presets' evaluators, made when first asked for: never more entries than
:data:`_PRESET_KEYS`, however many matches are made."""


def evaluator(rules: ThirtyOneRules, num_decks: int = 1) -> Evaluator:
    """The evaluator of these rules, kept by the rules object (so it dies with them).

    Rules equal to a preset's in :data:`EVALUATION_FIELDS` (any match of a preset,
    whatever its chips, lives or length) share the preset's evaluator, whose table of
    single-pack hands is worked out whole when it is made; rules that change how hands
    are valued get their own, filled as hands are met.
    """
    multi_deck = num_decks > 1
    own: Evaluator | None = rules._evaluators.get(multi_deck)
    if own is None:
        key = _evaluation_key(rules, multi_deck)
        if key in _PRESET_KEYS:
            own = _SHARED.get(key)
            if own is None:
                own = _SHARED[key] = Evaluator(rules, multi_deck)
                own.fill(rules.pack(2))
        else:
            own = Evaluator(rules, multi_deck)
        rules._evaluators[multi_deck] = own
    return own


class Verdict:
    """Who pays how many chips for a hand, and why (what :class:`HandScored` tells).

    A plain class (one is made at the end of every hand): compiled, a native class
    built without the interpreted ``__new__`` a named tuple has.
    """

    __slots__ = ("losses", "tie_break", "tied", "value", "why")

    def __init__(
        self,
        losses: dict[int, int],
        why: LossWhy,
        tied: tuple[int, ...] = (),
        value: int | float = 0,
        tie_break: TieBreak = "",
    ) -> None:
        self.losses = losses
        """Chips each losing seat pays."""
        self.why: LossWhy = why
        """The rule that decided it."""
        self.tied = tied
        """The seats that shared the lowest value, or that showed the deciding special."""
        self.value = value
        """The lowest hand value, where the lowest hand decided."""
        self.tie_break: TieBreak = tie_break
        """What told tied hands apart, for ``tie_broken``."""

    def __repr__(self) -> str:
        return (
            f"Verdict(losses={self.losses!r}, why={self.why!r}, tied={self.tied!r}, "
            f"value={self.value!r}, tie_break={self.tie_break!r})"
        )


def hand_losses(
    rules: ThirtyOneRules,
    infos: dict[int, HandInfo],
    *,
    closer: int | None = None,
    feuer: Sequence[int] = (),
    thirty_one: Sequence[int] = (),
    dealt: bool = False,
) -> Verdict:
    """Who pays how many chips for a hand that ended with these hands, and why.

    ``infos`` holds what each seat in the hand holds (:meth:`Evaluator.info`), in seat
    order; ``closer`` is the seat that closed (if any), ``feuer`` and ``thirty_one`` the
    seats that showed those specials, ``dealt`` whether they were dealt.

    >>> from pantsdown.core.cards import parse_cards
    >>> from pantsdown.games.thirty_one.rules import PRESETS
    >>> r = PRESETS["schwimmen"]
    >>> def judge(*hands: str) -> Verdict:
    ...     infos = {s: evaluator(r).info(parse_cards(h)) for s, h in enumerate(hands)}
    ...     return hand_losses(r, infos)
    >>> judge("7h 9h Ks", "8c 9d Js", "Ac Kc 7d")
    Verdict(losses={1: 1}, why='lowest', tied=(), value=10, tie_break='')
    >>> judge("Kh 10h 7c", "Kc 10c 7d", "Ac Kc 7d").why
    'tie_broken'
    """
    if feuer:
        # [seed 001] Feuer: all the players except the one with fire lose a chip;
        # dealt, with the option: 2 chips, 1 for a dealt 31.
        double = dealt and rules.dealt_specials_penalty
        losses = {
            s: 1 if not double or info.is31 else 2 for s, info in infos.items() if s not in feuer
        }
        return Verdict(losses, "dealt_feuer" if double else "feuer", tuple(feuer))
    if dealt and thirty_one and rules.dealt_specials_penalty:
        return Verdict({s: 1 for s in infos if s not in thirty_one}, "dealt_31", tuple(thirty_one))
    if rules.manual_pants_down:
        undeclared = [s for s, info in infos.items() if info.is31 and s not in thirty_one]
        if undeclared:
            return Verdict(dict.fromkeys(undeclared, 1), "undeclared_31", tuple(undeclared), 31)
    candidates = infos
    if rules.tri_palki_specials:
        aces = tuple(s for s, info in infos.items() if info.aces)
        if aces:
            return Verdict(
                {s: 1 for s, info in infos.items() if not (info.safe or info.aces)},
                "three_aces",
                aces,
            )
        candidates = {s: info for s, info in infos.items() if not (info.safe or info.aces)}
    if not candidates:
        return Verdict({}, "all_safe")
    if _COMPILED:  # min(), by a native loop
        low: tuple[object, ...] | None = None
        for info in candidates.values():
            key = info.key
            if low is None or key < low:
                low = key
    else:
        low = min([info.key for info in candidates.values()])
    losers = [s for s, info in candidates.items() if info.key == low]
    value = candidates[losers[0]].value
    why: LossWhy = "lowest"
    tie_break: TieBreak = ""
    tied: tuple[int, ...] = ()
    if len(losers) > 1:
        tied = tuple(losers)
        why = "tied_all_lose"
        if rules.knocker_loses_ties and closer in losers:
            losers, why = [closer], "tied_closer_loses"
        elif rules.tied_lowest == "nobody_loses":
            losers, why = [], "tied_nobody_loses"
    else:  # one lowest hand: was it told apart from hands of its value?
        level = [s for s, info in candidates.items() if info.value == value]
        if len(level) > 1:
            tied, why = tuple(level), "tie_broken"
            trios = {candidates[s].key[1] for s in level}
            tie_break = "trio_rank" if len(trios) > 1 else _TIE_BREAK[rules.tie_break]
    if thirty_one:  # [our choice, NOTES 1.3] whoever showed 31 never loses (two 31s: neither)
        spared = [s for s in losers if s not in thirty_one]
        if losers and not spared:
            why = "lowest_showed_31"
        losers = spared
    return Verdict(
        {s: 1 for s in losers} if _COMPILED else dict.fromkeys(losers, 1),
        why,
        tied,
        value,
        tie_break,
    )


_TIE_BREAK: Final[dict[str, TieBreak]] = {
    "skat_suits": "suit",
    "card_ranks_then_suits": "ranks",
    "none": "",
}


def highest_ordinary(infos: Mapping[int, HandInfo], dealer: int) -> int:
    """Tri Palki: the seat with the highest ordinary hand, who deals next [seed 001];
    ``dealer`` again when every hand was special.  ``infos`` as for :func:`hand_losses`.

    >>> from pantsdown.core.cards import parse_cards
    >>> from pantsdown.games.thirty_one.rules import PRESETS
    >>> ev = evaluator(PRESETS["tri-palki"])
    >>> hands = ["6c 7c 8c", "Kd Qd 9h", "Ah Kh Qh"]
    >>> highest_ordinary({s: ev.info(parse_cards(h)) for s, h in enumerate(hands)}, dealer=0)
    2
    """
    ordinary = [s for s, info in infos.items() if not (info.safe or info.aces)]
    if not ordinary:
        return dealer
    return max(ordinary, key=lambda s: infos[s].key)
