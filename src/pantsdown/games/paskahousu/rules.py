"""The rules of Paskahousu: every option, its default and its source, and the presets.

Sources: the seed text (``shared/seeds/002_…``, an old English Wikipedia
article) and ``shared/rules/NOTES.md`` section 8, which fills its gaps.

Card order (NOTES 8.3, [src: pagat/en.wiki]): 3 < 4 < … < 10 < J < Q < K < A < 2;
suits do not matter.

>>> PRESETS["paskahousu"].hand_size
5
>>> PRESETS["pagat"].empty_pile_any_card
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from pantsdown.core.cards import Rank
from pantsdown.core.errors import OptionError
from pantsdown.core.options import ranged
from pantsdown.games.paskahousu.order import is_killer as _is_killer
from pantsdown.games.paskahousu.order import rank_order

__all__ = ["PRESETS", "PaskahousuRules", "playable_ranks", "rank_order", "why_not"]


@dataclass(frozen=True, kw_only=True)
class PaskahousuRules:
    """Every rule knob of Paskahousu (NOTES.md section 8)."""

    min_players: int = ranged(
        3, 2, 3, "the seed plays 3 to 6; pagat and the English Wikipedia allow 2"
    )
    """Fewest players: "The game is played by 3-6 players" [seed]; 2 is allowed by pagat
    and the current English Wikipedia [src: https://en.wikipedia.org/wiki/Paskahousu].
    Set 2 (the ``pagat`` preset does) to allow a two-player game."""

    hand_size: int = ranged(
        5, 5, 6, "five cards [seed] or six, the Finnish variant; no source deals another number"
    )
    """Cards per hand, kept full from the stock while it lasts: "Everyone is dealt five
    cards" [seed]; 6 is a Finnish variant [src: https://fi.wikipedia.org/wiki/Paskahousu].
    Five are dealt 2-2-1 [src: pagat]; six are dealt 2-2-2 [our choice]."""

    empty_pile_any_card: bool = False
    """Any card may start an empty pile: "in some games player are allowed to play any
    card" [seed mentions it; the pagat rule]. Off: only cards lower than a Jack (plus a
    Two, and a Ten or Ace as a trap) may start it [seed]. Whatever this option and the
    next, a leader holding no card that may start the pile may lead any cards
    [our choice, so that every hand ends; the seed would leave him no move]."""

    empty_pile_any_card_after_stock: bool = True
    """Any card may start an empty pile once the stock is exhausted [src: a student
    implementation, NOTES 8.2]. On by default [our choice]: with the seed's rule alone a
    hand can cycle for ever once the stock is gone (every move forced: low cards led and
    picked up in turn by players holding only courts); off restores the strict seed rule."""

    try_stock: bool = True
    """"Try your luck": instead of playing from hand, a player may turn the top stock card;
    if it may be played it is, otherwise he picks it up together with the pile
    [src: https://fi.wikipedia.org/wiki/Paskahousu, en.wiki]. It is a whole turn, so it is
    always the first thing done in a turn."""

    twos_not_on_ten_or_ace: bool = False
    """A Two may not be played on a Ten or an Ace [src: pagat/en.wiki]. Off: "Twos can be
    played on the top of any card" [seed]. (A Ten or Ace lies on top only after a trap,
    where nothing may be played anyway, or as a plain Ace with ``ace_plain_14``.)"""

    twos_never_fall: bool = False
    """Four Twos on top do not make the pile fall [src: the s/y Venda house rules,
    http://vendanews.fi/2014/04/07/the-rules-of-paskahousu/]. Off: four of a kind
    falls, Twos included [our choice; the seed is general]."""

    ace_plain_14: bool = False
    """The Ace is a plain card worth 14: it fells nothing and sets no trap, it is a high
    card like the courts (not on an empty pile by default, not on a pile below seven), and
    a Ten fells courts and Aces too [src: https://fi.wikipedia.org/wiki/Paskahousu; the
    placement is our reading]."""

    empty_pile_trap: bool = True
    """A Ten or an Ace played to an empty pile is a trap: the next player must pick it up
    and loses their turn [seed; fi.wiki]. Off: it simply falls, like a Ten or an Ace on
    a pile, and the same player leads again [our choice: a house rule other Paskahousu
    programs offer]."""

    one_special_per_play: bool = False
    """At most one Two, Ten or Ace in a play: these strong cards go down one at a time
    [our choice: a house rule other Paskahousu programs offer; the Venda house rules
    limit plays above a Seven in the same spirit]. Off: any number of one rank [seed]."""

    court_min_top: int | None = ranged(
        7, 6, 8, "the rules played put the line at a Six, a Seven or an Eight; none lifts it"
    )
    """Court cards (and a plain Ace, ``ace_plain_14``) go only on a pile topped by this
    rank or higher: 7, "if the top cards of the pile are lower than seven, the player is
    not allowed to play face cards" [seed]; 6, face cards only "if the top card is a 6
    or higher" [src: https://platogaming.com/plato-data/how-to-play-paskahousu-in-explained/];
    8 [our choice: a house rule other Paskahousu programs offer]; none: court cards go on
    any lower card [our choice, the same house rules]."""

    empty_pile_two_to_six: bool = False
    """Only a Two to a Six may start an empty pile (so no Ten or Ace trap is set by a
    lead) [our choice: a house rule other Paskahousu programs offer]. Off: cards lower
    than a Jack, a Two, or a Ten or an Ace as a trap [seed]. Once the stock is gone
    ``empty_pile_any_card_after_stock`` still frees the lead, and a leader holding no
    card that may start the pile may lead any cards."""

    ace_on_any_lower: bool = False
    """An Ace may go on any lower card (a Three to a King) and fells the pile there as it
    does on a court card [our choice: a house rule other Paskahousu programs offer].
    Off: "Aces can be played only on the top of face cards" [seed]."""

    twos_block: bool = True
    """Only another Two may go on a Two: "Only another two can be played on the top of a
    two" [seed]. Off: the Two does not block, and any card may follow it (a Ten or an
    Ace on it fells the pile) [our choice: a house rule other Paskahousu programs
    offer]."""

    twos_low: bool = False
    """The Two is the lowest card, below the Three: it may start an empty pile and goes on
    nothing but another Two, and any card may follow it as the order allows (a court
    card only where ``court_min_top`` allows one, a Ten felling it) [our choice: a house
    rule other Paskahousu programs offer]. Off: "Twos can be played on the top of any
    card", and only another Two on a Two [seed]. Red Twos low and black Twos high is
    not offered: see docs/paskahousu.md, "House rules declined"."""

    two_plays_again: bool = False
    """A player who plays a Two takes another turn at once [our choice: a house rule other
    Paskahousu programs offer]. Off: the turn passes as after any play [seed]."""

    first_lead: Literal["most_of_lowest", "lowest_card"] = "most_of_lowest"
    """Who starts a hand and with what: the player with the most Threes leads them all (no
    Threes: the most Fours, and so on) [src: pagat, NOTES 8.3]; or ``lowest_card``: the
    holder of the lowest card starts [src: https://fi.wikipedia.org/wiki/Paskahousu
    "Pelaaja, jolla on kädessään pienin kortti, aloittaa"] and leads that one card [our
    reading]. Ties go to the first player from the dealer's left, who leads the first
    such card in suit order [our choice]."""

    try_stock_to_hand: bool = False
    """A tried stock card that may not go on the pile goes into the player's hand and the
    turn goes on: they play from their hand or pick up the pile, but may not try again
    [our choice: a house rule other Paskahousu programs offer]. Off: the card is picked
    up together with the pile and the turn ends [src: fi.wiki]."""

    refill_after_fall: bool = True
    """The player who felled the pile refills from the stock before he leads again
    [our choice]. Off: he leads from the cards he holds and refills after that lead (with no
    card left he refills first)."""

    hands: int = ranged(
        1, 1, 100, "a match of deals; past 100 it is no longer a match played at one table"
    )
    """Deals in a match [our choice: neither the seed nor NOTES give a match]. One deal is
    the match by default and its winner is the first player out. With more deals the
    paskahousu (loser) of a hand deals the next one, and the match is won by the most hands
    won (first out); ties share."""

    max_turns: int = ranged(
        500,
        10,
        10000,
        "below 10 a hand is called before it starts; past 10,000 it no longer stops a stalled hand",
    )
    """Turns after which a hand is called [our choice, so that every match ends]: neither
    the seed nor NOTES end a hand that goes round and round (cards played and picked up
    again for ever, most of all once the stock is gone), and with unlucky or careless play
    a hand can last thousands of turns. A called hand ends at once: of the seats still
    holding cards, the one holding the most is the paskahousu (ties: the first clockwise
    from the dealer's left), and the others are placed after any seat already out, fewest
    cards first (same tie rule). Holding the most cards is the natural measure of how far
    a player is from going out, so a table that must stop a stalled hand would call it this
    way; sensible play ends a hand in well under 200 turns, so the default (500) only
    stops a hand that is going nowhere. Every decision is one turn, so no hand takes more
    than ``max_turns`` decisions."""

    # -- derived ----------------------------------------------------------------------
    _playable: dict[tuple[Rank | None, bool], frozenset[Rank]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """The ranks playable on each top of the pile under these rules (filled by
    :func:`playable_ranks`): a speed table kept with the rules, never an option."""

    def __post_init__(self) -> None:
        if self.min_players not in (2, 3):
            raise OptionError(f"min_players={self.min_players}: must be 2 or 3")
        if self.hand_size not in (5, 6):
            raise OptionError(f"hand_size={self.hand_size}: must be 5 or 6")
        if self.hands < 1:
            raise OptionError(f"hands={self.hands}: must be at least 1")
        if self.max_turns < 10:
            raise OptionError(f"max_turns={self.max_turns}: must be at least 10")
        if self.court_min_top is not None and self.court_min_top not in (6, 7, 8):
            raise OptionError(f"court_min_top={self.court_min_top}: must be 6, 7, 8 or none")
        if self.empty_pile_two_to_six and self.empty_pile_any_card:
            raise OptionError(
                "empty_pile_two_to_six and empty_pile_any_card disagree on which cards "
                "may start an empty pile"
            )
        if self.ace_on_any_lower and self.ace_plain_14:
            raise OptionError(
                "ace_on_any_lower cannot go with ace_plain_14: a plain Ace fells nothing and "
                "already goes on lower cards like a court card"
            )
        if self.twos_low and self.twos_not_on_ten_or_ace:
            raise OptionError(
                "twos_low cannot go with twos_not_on_ten_or_ace: a low Two goes only on "
                "another Two or an empty pile anyway"
            )
        if self.twos_low and not self.twos_block:
            raise OptionError(
                "twos_low cannot go with twos_block=false: on a low Two the usual order "
                "already decides what may follow"
            )
        if self.try_stock_to_hand and not self.try_stock:
            raise OptionError("try_stock_to_hand needs try_stock=true: it changes the try")

    def is_killer(self, rank: Rank) -> bool:
        """Tens, and Aces unless ``ace_plain_14``: they fell a pile, and trap an empty one.

        >>> seed, plain = PaskahousuRules(), PaskahousuRules(ace_plain_14=True)
        >>> seed.is_killer(Rank.ACE), plain.is_killer(Rank.ACE), plain.is_killer(Rank.TEN)
        (True, False, True)
        """
        return _is_killer(rank, self)

    def unread_options(self) -> dict[str, str]:
        """The options these rules never read, with where they apply
        (``core.options.unread_options``).
        """
        if self.empty_pile_any_card:
            why = "applies with empty_pile_any_card=false: any card already starts a pile"
            return {"empty_pile_any_card_after_stock": why, "empty_pile_two_to_six": why}
        return {}

    @property
    def max_players(self) -> int:
        """Most players: "3-6 players" [seed]."""
        return 6


PRESETS: dict[str, PaskahousuRules] = {
    "paskahousu": PaskahousuRules(),
    "pagat": PaskahousuRules(min_players=2, empty_pile_any_card=True, twos_not_on_ten_or_ace=True),
}
"""The named presets: the seed game, and the seed game with the pagat options of NOTES 8.4."""


def why_not(
    rules: PaskahousuRules, rank: Rank, top: Rank | None, *, stock_empty: bool = False
) -> str | None:
    """Why cards of ``rank`` may not go on a pile topped by ``top`` (``None``: an empty
    pile), or None if they may: the legality table of NOTES 8.3. Traps and the first
    lead are the state's business.

    >>> seed = PaskahousuRules()
    >>> why_not(seed, Rank.JACK, None)
    'an empty pile must be started with cards lower than a Jack'
    >>> why_not(seed, Rank.JACK, Rank.SIX)
    'no face card may be played on a pile topped below seven (6)'
    >>> why_not(seed, Rank.TEN, Rank.NINE), why_not(seed, Rank.ACE, Rank.KING)
    (None, None)
    >>> why_not(seed, Rank.JACK, None, stock_empty=True) is None  # any card after the stock
    True
    """
    if top is None:
        if rules.empty_pile_any_card or (rules.empty_pile_any_card_after_stock and stock_empty):
            return None
        if rules.empty_pile_two_to_six:
            if rank <= Rank.SIX:
                return None
            return "an empty pile must be started with a Two to a Six (empty_pile_two_to_six)"
        if rank == Rank.TWO or rules.is_killer(rank):
            return None
        if rank < Rank.JACK:
            return None
        return "an empty pile must be started with cards lower than a Jack"
    low = rules.twos_low
    if top == Rank.TWO and not low:
        if rank == Rank.TWO or not rules.twos_block:
            return None
        return "only another Two can be played on a Two"
    if rank == Rank.TWO and low:
        if top == Rank.TWO:
            return None
        return "a Two is the lowest card (twos_low): it goes only on a Two or an empty pile"
    if rank == Rank.TWO:
        if rules.twos_not_on_ten_or_ace and top in (Rank.TEN, Rank.ACE):
            return "a Two may not be played on a Ten or an Ace (twos_not_on_ten_or_ace)"
        return None
    if rank == Rank.TEN:
        if Rank.THREE <= top <= Rank.NINE or (low and top == Rank.TWO):
            return None
        if rules.ace_plain_14 and top >= Rank.JACK:
            return None
        return "a Ten can be played only on 3-9"
    if rank == Rank.ACE and not rules.ace_plain_14:
        if top.is_face or (rules.ace_on_any_lower and top < Rank.ACE):
            return None
        return "Aces can be played only on the top of face cards"
    if rank_order(rank, twos_low=low) < rank_order(top, twos_low=low):
        return f"cards must be of the same or a higher rank than the {top.text} on top"
    line = rules.court_min_top
    if rank >= Rank.JACK and line is not None and top < line:
        return f"no face card may be played on a pile topped below {_WORDS[line]} ({top.text})"
    return None


_WORDS = {6: "six", 7: "seven", 8: "eight"}


def playable_ranks(
    rules: PaskahousuRules, top: Rank | None, *, stock_empty: bool = False
) -> frozenset[Rank]:
    """The ranks :func:`why_not` allows on ``top``, looked up in the rules' own table
    (the hot path; at most 28 entries a rules object, gone with it).

    >>> [r.text for r in sorted(playable_ranks(PaskahousuRules(), Rank.QUEEN))]
    ['2', 'Q', 'K', 'A']
    """
    found = rules._playable.get((top, stock_empty))
    if found is None:
        found = rules._playable[top, stock_empty] = frozenset(
            r for r in Rank if why_not(rules, r, top, stock_empty=stock_empty) is None
        )
    return found
