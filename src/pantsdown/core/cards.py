"""Cards, suits, ranks, packs and the card text notation.

One card vocabulary serves every game.  Game-specific values (points in 31,
trick strength in Ramsen) live in each game's rules, never on :class:`Card`.

The text notation is rank then suit letter: ``Ah``, ``10d``, ``Kc``, ``7s``.
:func:`parse_card` also accepts ``T`` for ten, suit symbols (``A♥``), upper
case suit letters, and German suit letters (``e`` Eichel/Acorns, ``g``
Grün/Leaves, ``r`` Rot/Herz, ``s`` is always Spades, ``b`` Bells/Schellen).

>>> str(parse_card("A♥"))
'Ah'
>>> [str(c) for c in parse_cards("10d Kc 7s")]
['10d', 'Kc', '7s']
"""

from __future__ import annotations

import importlib.machinery
from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import Final

from pantsdown.core.errors import DeckError

__all__ = [
    "PACK_28",
    "PACK_32",
    "PACK_33",
    "PACK_36",
    "PACK_52",
    "WELI",
    "Card",
    "Rank",
    "Suit",
    "format_cards",
    "make_pack",
    "parse_card",
    "parse_cards",
]


class Suit(IntEnum):
    """The four suits, in Skat order (clubs high).

    German-suited packs map Acorns to clubs, Leaves to spades, Hearts to
    hearts and Bells to diamonds (NOTES.md section 0).
    """

    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3

    @property
    def letter(self) -> str:
        """The notation letter: ``c``, ``s``, ``h`` or ``d``."""
        return "cshd"[self]

    @property
    def symbol(self) -> str:
        """The French suit symbol: ♣ ♠ ♥ ♦."""
        return "♣♠♥♦"[self]

    @property
    def french_name(self) -> str:
        """The English name of the French suit (``Clubs``)."""
        return ("Clubs", "Spades", "Hearts", "Diamonds")[self]

    @property
    def german_name(self) -> str:
        """The English name of the matching German suit (``Acorns``)."""
        return ("Acorns", "Leaves", "Hearts", "Bells")[self]

    @property
    def german_symbol(self) -> str:
        """A one-letter German suit mark: E(ichel), G(rün), R(ot), S(chellen)."""
        return "EGRS"[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red."""
        return self in (Suit.HEARTS, Suit.DIAMONDS)


class Rank(IntEnum):
    """Card ranks, valued 2 to 14 (Ace high).  Games rank and value them themselves."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def text(self) -> str:
        """The notation text: ``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
        return _RANK_TEXT[self]

    @property
    def german_text(self) -> str:
        """The German-pack name: Unter, Ober, König, Sau (Daus); numbers as is."""
        return {11: "U", 12: "O", 13: "K", 14: "S"}.get(self.value, self.text)

    @property
    def is_face(self) -> bool:
        """Jack, Queen and King are face (court) cards."""
        return self in (Rank.JACK, Rank.QUEEN, Rank.KING)


_RANK_TEXT: Final = {r: (str(r.value) if r <= 10 else "JQKA"[r - 11]) for r in Rank}
_RANK_PARSE: Final[dict[str, Rank]] = {v.lower(): k for k, v in _RANK_TEXT.items()}
_RANK_PARSE.update({"t": Rank.TEN, "u": Rank.JACK, "o": Rank.QUEEN, "b": Rank.JACK})
_SUIT_PARSE: Final[dict[str, Suit]] = {}
for _s in Suit:
    _SUIT_PARSE[_s.letter] = _s
    _SUIT_PARSE[_s.symbol] = _s
_SUIT_PARSE.update({"♧": Suit.CLUBS, "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS})
_SUIT_PARSE.update({"e": Suit.CLUBS, "g": Suit.SPADES, "r": Suit.HEARTS, "b": Suit.DIAMONDS})


class Card:
    """A playing card.  Cards are interned: ``Card(rank, suit)`` always returns
    the same object, so identity, equality and hashing are all cheap.

    >>> Card(Rank.ACE, Suit.HEARTS) is parse_card("Ah")
    True
    >>> Card(Rank.TEN, Suit.DIAMONDS).index
    47

    Compiled by mypyc (``setup.py``), it is a native class whose fields the
    compiled engine reads as struct members; the 52 cards are made once, by
    :meth:`__new__` itself while this module loads, in index order.
    """

    __slots__ = ("_text", "index", "rank", "suit")
    rank: Rank
    suit: Suit
    index: int
    _text: str

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        """The interned card of this rank and suit."""
        r = int(rank)
        s = int(suit)
        index = s * 13 + r - 2
        if 2 <= r <= 14 and 0 <= s <= 3:
            if index < len(_BY_INDEX):
                return _BY_INDEX[index]
            if index == len(_BY_INDEX):  # this module making the cards, in index order
                card = super().__new__(cls)
                object.__setattr__(card, "rank", Rank(r))
                object.__setattr__(card, "suit", Suit(s))
                object.__setattr__(card, "index", index)
                object.__setattr__(card, "_text", Rank(r).text + Suit(s).letter)
                _BY_INDEX.append(card)
                return card
        raise DeckError(f"no such card: rank {rank!r}, suit {suit!r}")

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with this dense index (0..51, suit-major)."""
        return _BY_INDEX[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse one card; see :func:`parse_card`."""
        return parse_card(text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[Rank, Suit]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __hash__(self) -> int:
        """The card's index (compiled: a native class defining ``__lt__`` inherits no
        hash; interpreted, the class keeps ``object``'s, see below).
        """
        return self.index

    def __lt__(self, other: Card) -> bool:
        """By rank, then suit: read off the two indices (suit * 13 + rank - 2), with no
        tuples of enum members to compare.
        """
        mine, theirs = self.index, other.index
        rank, other_rank = mine % 13, theirs % 13
        return rank < other_rank or (rank == other_rank and mine < theirs)

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"


_BY_INDEX: Final[list[Card]] = []
"""Every card by its index: ``Card.__new__`` appends each as it makes it, below."""
for _suit in Suit:
    for _rank in Rank:
        Card(_rank, _suit)

if not __file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)):
    # Interpreted, object's identity hash (in C) costs a fraction of a Python
    # __hash__, and cards are interned, so identity is the card.
    del Card.__hash__
_BY_TEXT: Final[dict[str, Card]] = {}
for _c in _BY_INDEX:
    for _rt in [k for k, v in _RANK_PARSE.items() if v == _c.rank]:
        for _st in [k for k, v in _SUIT_PARSE.items() if v == _c.suit]:
            _BY_TEXT.setdefault(_rt + _st, _c)


def parse_card(text: str) -> Card:
    """Parse a card such as ``Ah``, ``10d``, ``Td``, ``A♥``, ``QS``.

    Raises :class:`~pantsdown.core.errors.DeckError` quoting the text.

    >>> parse_card("td")
    Card.parse('10d')
    """
    key = text.strip().lower()
    card = _BY_TEXT.get(key)
    if card is None:
        raise DeckError(
            f"{text!r} is not a card: write rank then suit, e.g. 'Ah', '10d', 'Kc', '7s'"
        )
    return card


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse cards separated by spaces or commas (or an iterable of card texts).

    >>> format_cards(parse_cards("Ah, Kh 10h"))
    'Ah Kh 10h'
    """
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [parse_card(p) for p in parts]


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in notation, space separated."""
    return " ".join(c._text for c in cards)


def make_pack(
    ranks: Iterable[Rank], *, extra: Sequence[Card] = (), copies: int = 1
) -> tuple[Card, ...]:
    """A pack of the given ranks in every suit, plus extra cards, ``copies`` times over.

    >>> len(make_pack([Rank.ACE, Rank.KING], copies=2))
    16
    """
    rank_list = sorted(set(ranks))
    one = [Card(r, s) for s in Suit for r in rank_list] + list(extra)
    return tuple(one * copies)


PACK_52: Final = make_pack(Rank)
"""The full French pack, 2 to Ace."""
PACK_36: Final = make_pack(r for r in Rank if r >= Rank.SIX)
"""36 cards, 6 to Ace (Hosenabe, Hosa Aba, Tri Palki, Mulatschak)."""
PACK_32: Final = make_pack(r for r in Rank if r >= Rank.SEVEN)
"""32 cards, 7 to Ace (Schwimmen, Ramsen)."""
PACK_28: Final = make_pack(r for r in Rank if r >= Rank.EIGHT)
"""28 cards, 8 to Ace (Tuppenny Ha'penny Loo)."""
WELI: Final = Card(Rank.SIX, Suit.DIAMONDS)
"""The Weli: the Six of Bells (NOTES.md section 0)."""
PACK_33: Final = make_pack((r for r in Rank if r >= Rank.SEVEN), extra=(WELI,))
"""33 cards: the 32-card pack plus the Weli (Schnalzen, Mulatschak option)."""
