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

from pantsdown.core.cards import Rank
from pantsdown.core.errors import OptionError
from pantsdown.core.options import ranged

__all__ = ["PRESETS", "PaskahousuRules", "playable_ranks", "rank_order", "why_not"]


def rank_order(rank: Rank) -> int:
    """The playing order of a rank: 3..K are 3..13, the Ace 14 and the Two 15.

    >>> [rank_order(r) for r in (Rank.THREE, Rank.KING, Rank.ACE, Rank.TWO)]
    [3, 13, 14, 15]
    """
    return 15 if rank == Rank.TWO else int(rank)


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

    def is_killer(self, rank: Rank) -> bool:
        """Tens, and Aces unless ``ace_plain_14``: they fell a pile, and trap an empty one.

        >>> seed, plain = PaskahousuRules(), PaskahousuRules(ace_plain_14=True)
        >>> seed.is_killer(Rank.ACE), plain.is_killer(Rank.ACE), plain.is_killer(Rank.TEN)
        (True, False, True)
        """
        return rank == Rank.TEN or (rank == Rank.ACE and not self.ace_plain_14)

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
        if rank == Rank.TWO or rules.is_killer(rank):
            return None
        if rules.empty_pile_any_card or (rules.empty_pile_any_card_after_stock and stock_empty):
            return None
        if rank < Rank.JACK:
            return None
        return "an empty pile must be started with cards lower than a Jack"
    if top == Rank.TWO:
        return None if rank == Rank.TWO else "only another Two can be played on a Two"
    if rank == Rank.TWO:
        if rules.twos_not_on_ten_or_ace and top in (Rank.TEN, Rank.ACE):
            return "a Two may not be played on a Ten or an Ace (twos_not_on_ten_or_ace)"
        return None
    if rank == Rank.TEN:
        if Rank.THREE <= top <= Rank.NINE:
            return None
        if rules.ace_plain_14 and top >= Rank.JACK:
            return None
        return "a Ten can be played only on 3-9"
    if rank == Rank.ACE and not rules.ace_plain_14:
        if top.is_face:
            return None
        return "Aces can be played only on the top of face cards"
    if rank_order(rank) < rank_order(top):
        return f"cards must be of the same or a higher rank than the {top.text} on top"
    if rank >= Rank.JACK and top < Rank.SEVEN:
        return f"no face card may be played on a pile topped below seven ({top.text})"
    return None


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
