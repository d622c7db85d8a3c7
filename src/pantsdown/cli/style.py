"""How the terminal shows cards, suits and seats: French or German suits, colour or not.

A :class:`Style` is what a renderer needs besides the view itself.  Cards
are coloured by suit (red hearts and diamonds; German packs: red Hearts,
orange Bells, green Leaves, brown Acorns) and drawn like little cards.

German packs map Acorns to clubs, Leaves to spades, Hearts to hearts and
Bells to diamonds (NOTES.md section 0).  A German card is shown as its
German rank (``U`` Unter, ``O`` Ober, ``K`` König, ``S`` Sau) and the
suit's letter (``e`` Eichel/Acorns, ``g`` Grün/Leaves, ``r`` Rot/Hearts,
``b`` Schellen/Bells); the same text is accepted as input.

>>> style = Style(suits="german")
>>> style.card_text(parse_card("Ac")), style.card_text(parse_card("Qd"))
('Se', 'Ob')
>>> style.to_notation("tausche Se gegen 10r")
'tausche Ac gegen 10h'
>>> Style().card_text(parse_card("10h"))
'10♥'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from rich.text import Text

from pantsdown.core.cards import Card, Rank, Suit, parse_card

__all__ = ["SUIT_SYSTEMS", "Style", "option_text"]

SUIT_SYSTEMS = ("french", "german")
"""The suit systems ``--suits`` accepts."""

_GERMAN_LETTER = {Suit.CLUBS: "e", Suit.SPADES: "g", Suit.HEARTS: "r", Suit.DIAMONDS: "b"}
_GERMAN_SUIT = {v: k for k, v in _GERMAN_LETTER.items()}
_GERMAN_RANK = {Rank.JACK: "U", Rank.QUEEN: "O", Rank.KING: "K", Rank.ACE: "S"}
_GERMAN_RANK_PARSE = {"u": Rank.JACK, "o": Rank.QUEEN, "k": Rank.KING, "s": Rank.ACE}

_FRENCH_COLOUR = {
    Suit.CLUBS: "black",
    Suit.SPADES: "black",
    Suit.HEARTS: "red3",
    Suit.DIAMONDS: "red3",
}
_GERMAN_COLOUR = {
    Suit.CLUBS: "orange4",
    Suit.SPADES: "green4",
    Suit.HEARTS: "red3",
    Suit.DIAMONDS: "dark_orange3",
}

# A card token inside an action or event text: rank then French suit letter.
_FRENCH_TOKEN = re.compile(r"(?<![\w♣♠♥♦])(10|[2-9TJQKA])([cshd])(?![\w])")
# A German card token typed by a person: German or French rank, German suit letter.
_GERMAN_TOKEN = re.compile(r"(?<![\w])(10|[2-9UOKSAuoksa])([egrb])(?![\w])")


@dataclass(frozen=True)
class Style:
    """How to show cards and seats: the suit system, colour, and the seats' names."""

    suits: Literal["french", "german"] = "french"
    """``french`` (♣ ♠ ♥ ♦) or ``german`` (Acorns, Leaves, Hearts, Bells)."""
    color: bool = True
    """Colour the suits (and everything else)."""
    seat_names: tuple[str, ...] = ()
    """A name per seat (``you``, ``bot (heuristic)``); empty: ``seat N``."""
    viewer: int | None = None
    """The seat whose view is shown (its cards are "yours"), if any."""

    # -- cards ----------------------------------------------------------------

    def rank_text(self, rank: Rank) -> str:
        """The rank as shown: ``10``, ``Q`` (French) or ``O`` (German Ober)."""
        if self.suits == "german":
            return _GERMAN_RANK.get(rank, rank.text)
        return rank.text

    def suit_mark(self, suit: Suit) -> str:
        """The suit as one mark: ``♥`` (French) or ``r`` (German Rot/Hearts)."""
        return _GERMAN_LETTER[suit] if self.suits == "german" else suit.symbol

    def suit_name(self, suit: Suit) -> str:
        """The suit's name: ``Hearts``, or ``Acorns`` for German clubs."""
        return suit.german_name if self.suits == "german" else suit.french_name

    def card_text(self, card: Card) -> str:
        """A card as plain text: ``A♥`` or ``Sr``."""
        return self.rank_text(card.rank) + self.suit_mark(card.suit)

    def suit_style(self, suit: Suit) -> str:
        """The Rich style of a suit's cards."""
        colours = _GERMAN_COLOUR if self.suits == "german" else _FRENCH_COLOUR
        return f"bold {colours[suit]} on grey93"

    def card(self, card: Card) -> Text:
        """A card drawn like a small card: `` A♥ `` in its suit's colour."""
        if not self.color:
            return Text(self.card_text(card))
        return Text(f" {self.card_text(card)} ", style=self.suit_style(card.suit))

    def cards(self, cards: Iterable[Card], *, empty: str = "—") -> Text:
        """A row of cards."""
        items = list(cards)
        if not items:
            return Text(empty, style="dim")
        return Text(" ").join(self.card(c) for c in items)

    def suit(self, suit: Suit) -> Text:
        """A suit: its mark and name, in colour."""
        text = f"{self.suit_mark(suit)} {self.suit_name(suit)}"
        if not self.color:
            return Text(text)
        colours = _GERMAN_COLOUR if self.suits == "german" else _FRENCH_COLOUR
        colour = colours[suit]
        return Text(text, style="bold" if colour == "black" else f"bold {colour}")

    def legend(self) -> str:
        """One line explaining the German marks (empty for French suits)."""
        if self.suits != "german":
            return ""
        return (
            "German suits: e Acorns (Eichel), g Leaves (Grün), r Hearts (Rot), "
            "b Bells (Schellen); U Unter, O Ober, K König, S Sau"
        )

    # -- text with cards and seats in it ----------------------------------------

    def card_token(self, card: Card, *, typed: bool = True) -> Text:
        """A card in a sentence, coloured: as typed (``Ah``, German ``Sr``) or shown (``A♥``)."""
        text = str(card) if self.suits == "french" and typed else self.card_text(card)
        if not self.color:
            return Text(text)
        colours = _GERMAN_COLOUR if self.suits == "german" else _FRENCH_COLOUR
        colour = colours[card.suit]
        return Text(text, style="bold" if colour == "black" else f"bold {colour}")

    def rich_text(self, text: str, *, typed: bool = False) -> Text:
        """``text`` with its card tokens drawn as cards and seats named.

        Card tokens are French notation (``Kh``, ``10d``) as games write them.
        ``typed``: keep cards in the form a person types them (for action lists).
        """
        out = Text()
        pos = 0
        pattern = re.compile(_FRENCH_TOKEN.pattern + r"|\b([Ss])eat (\d+)\b")
        for m in pattern.finditer(text):
            out.append(text[pos : m.start()])
            if m.group(4) is not None:
                ref = self.seat_ref(int(m.group(4)))
                if m.group(3) == "S":
                    ref = Text(ref.plain[:1].upper() + ref.plain[1:], style=ref.style)
                out.append_text(ref)
            else:
                try:
                    card = parse_card(m.group(1) + m.group(2))
                except ValueError:  # pragma: no cover - the pattern only matches cards
                    out.append(m.group(0))
                else:
                    out.append_text(self.card_token(card, typed=typed))
            pos = m.end()
        out.append(text[pos:])
        if self.suits == "german":
            for french, german in _GERMAN_WORDS.items():
                out = _replace_word(out, french, german)
        return out

    def to_notation(self, text: str) -> str:
        """Turn German card tokens a person typed into the engine's notation.

        French notation passes through unchanged.
        """
        if self.suits != "german":
            return text

        def swap(m: re.Match[str]) -> str:
            rank_text, suit_letter = m.group(1).lower(), m.group(2).lower()
            rank = _GERMAN_RANK_PARSE.get(rank_text)
            if rank is None:
                return str(parse_card(rank_text + "c").rank.text) + _french(suit_letter)
            return rank.text + _french(suit_letter)

        return _GERMAN_TOKEN.sub(swap, text)

    # -- seats ----------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """``seat 2`` or ``seat 2 (bot)``; the viewer's own seat is ``seat 0 (you)``."""
        if 0 <= seat < len(self.seat_names) and self.seat_names[seat]:
            return f"seat {seat} ({self.seat_names[seat]})"
        return f"seat {seat}"

    def seat_ref(self, seat: int) -> Text:
        """A seat named in a sentence, in bold (the viewer's seat highlighted)."""
        style = "bold cyan" if seat == self.viewer else "bold"
        return Text(self.seat_name(seat), style=style if self.color else "")

    def seat_short(self, seat: int) -> Text:
        """A seat in few letters: ``you`` for the viewer, else ``seat 2``."""
        text = "you" if seat == self.viewer else f"seat {seat}"
        style = "bold cyan" if seat == self.viewer else "bold"
        return Text(text, style=style if self.color else "")

    def seat_list(self, seats: Sequence[int]) -> Text:
        """Several seats, comma separated (``—`` if none)."""
        if not seats:
            return Text("—", style="dim")
        return Text(", ").join(self.seat_ref(s) for s in seats)


_GERMAN_WORDS = {"clubs": "acorns", "spades": "leaves", "diamonds": "bells"}


def _replace_word(text: Text, word: str, replacement: str) -> Text:
    """``text`` with a suit's French name replaced (keeping an initial capital and styles)."""
    pattern = re.compile(rf"\b{word}\b", re.IGNORECASE)
    if not pattern.search(text.plain):
        return text
    out = Text()
    pos = 0
    for m in pattern.finditer(text.plain):
        out.append_text(text[pos : m.start()])
        new = replacement.capitalize() if m.group(0)[0].isupper() else replacement
        out.append(new)
        pos = m.end()
    out.append_text(text[pos:])
    return out


def option_text(value: object) -> str:
    """An option's value as typed on the command line.

    >>> option_text(None), option_text(False), option_text(30.5)
    ('none', 'false', '30.5')
    >>> option_text((Card.parse("Jc"), Card.parse("Kh"))), option_text(())
    ('Jc,Kh', 'none')
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (tuple, list)):
        return ",".join(option_text(v) for v in value) or "none"
    if isinstance(value, Card):
        return str(value)
    return str(getattr(value, "name", value)).lower() if hasattr(value, "name") else str(value)


def _french(letter: str) -> str:
    return _GERMAN_SUIT[letter].letter
