"""How to play each 31 / Schwimmen preset, in plain words (``pantsdown rules GAME``).

Each text follows the preset's default options in :mod:`.rules` and the seed texts
(Hosenabe's page; pagat.com's Schwimmen page and its variants).

>>> from pantsdown.games.thirty_one.rules import PRESETS
>>> sorted(HOW_TO_PLAY) == sorted(PRESETS)
True
"""

from __future__ import annotations

from pantsdown.core.howto import HowToPlay

__all__ = ["HOW_TO_PLAY"]

_VALUES = "Ace 11, pictures 10, the rest as printed"
_LOWEST = f"Never hold the lowest hand: a hand counts its best suit ({_VALUES})."

HOW_TO_PLAY: dict[str, HowToPlay] = {
    "schwimmen": HowToPlay(
        goal=f"{_LOWEST} 31 is the most a suit can make.",
        deal=(
            "32 cards (7 to Ace): three each, and an extra hand the dealer may take "
            "instead of their own; the three left go face up."
        ),
        turn=(
            "From the dealer's left: swap one card with the table, swap all three, or "
            "pass, then you may close. All passing in turn replaces the table."
        ),
        end_of_hand=(
            "After a close, everyone else has one more turn. A 31 in one suit (Schnauz) "
            "or three Aces (Feuer, 32) ends the hand at once."
        ),
        scoring=(
            "Three of a kind counts 30.5. The lowest hand pays a chip; a tie goes to the "
            "higher trio, then the higher suit (♣ ♠ ♥ ♦). After Feuer everyone else pays."
        ),
        end_of_match=(
            "You start with 3 chips. With none left you are swimming, and your next loss "
            "puts you out. The last player left wins."
        ),
    ),
    "hosenabe": HowToPlay(
        goal=f"{_LOWEST} Pants Down (31) wins the hand.",
        deal=(
            "36 cards (6 to Ace): three each, and an extra hand the dealer may take "
            "instead of their own; the three left go face up."
        ),
        turn=(
            "Play goes to the right, from the dealer's right: swap one card with the "
            "table, swap all three, pass (but not twice running), or call stop (not in "
            "the first round)."
        ),
        end_of_hand=(
            "After a stop, everyone else has one more turn. Pants Down (an Ace and two "
            "ten-point cards of one suit) ends the hand at once."
        ),
        scoring=(
            "Three of a kind counts 30.5, three Aces too. Everyone tied for the lowest "
            "hand pays a token."
        ),
        end_of_match=(
            "3 tokens each; with none left you are swimming, and your next loss puts you "
            "out. The last one left wins; the first out buys the drinks."
        ),
    ),
    "dutch-31": HowToPlay(
        goal=f"{_LOWEST} 31 is the most a suit can make.",
        deal=(
            "32 cards (7 to Ace): three each, and an extra hand the dealer may take "
            "instead of their own; the three left go face up."
        ),
        turn=(
            "From the dealer's left: swap one card with the table, swap all three (which "
            'also closes), or close ("pas") and keep your cards. There is no passing.'
        ),
        end_of_hand=(
            "Closed players are skipped; the last open player has one last turn. A 31 "
            "ends the hand (in the first round, the others still get a turn)."
        ),
        scoring=(
            "Three of a kind counts 30.5, three Aces too. Everyone tied for the lowest "
            "hand loses a life."
        ),
        end_of_match=(
            "6 lives each. The first player out of lives gets the Chicken and may lose once "
            "more; others are out. The last player left wins."
        ),
    ),
    "hosa-aba": HowToPlay(
        goal=f'{_LOWEST} A 31 ("Hosa aba!") wins.',
        deal=(
            "36 cards (6 to Ace): three each, and an extra hand the dealer may take "
            "instead of their own; the three left go face up."
        ),
        turn=(
            "From the dealer's left: swap one card or all three with the table; pass only "
            "in the first round, call stop only from the second. On a table of one suit "
            "(an Offerte) you may not swap just one card."
        ),
        end_of_hand=(
            'After a stop, everyone else has one more turn. A 31 ("Hosa aba!") ends the '
            "hand at once."
        ),
        scoring=(
            "Three of a kind counts 30.5, three Aces too. Suits break no ties: everyone "
            "tied for the lowest hand loses a life."
        ),
        end_of_match=(
            "You start with 3 lives. With none left you are swimming, and your next loss "
            "puts you out. The last player left wins."
        ),
    ),
    "41": HowToPlay(
        goal=(
            f"Hold the highest total in one suit with four cards ({_VALUES}): 41 is the "
            "most. Win the most points over the match."
        ),
        deal="A full 52-card pack. Four cards each and four face up on the table.",
        turn=(
            "Swap one card with the table, swap all four, or turn four new table cards "
            "from the stock and then swap one. Or, at the start of your turn, end the hand."
        ),
        end_of_hand=(
            "The hand ends at once when a player ends it (or after 10 rounds). An empty "
            "stock is refilled from the discards."
        ),
        scoring=(
            "The highest hand wins its value in points, and so does a hand tied with it; "
            "the others lose the difference. The biggest loser plays first next hand."
        ),
        end_of_match="After 10 hands, the most points win.",
    ),
    "tri-palki": HowToPlay(
        goal=f"{_LOWEST} Or hold a special hand.",
        deal=(
            "36 cards (6 to Ace), a card each and one face up to the table, three times. "
            "A table of one suit is washed out and replaced."
        ),
        turn=(
            "The dealer plays first: swap one card with the table, swap all three, or "
            'pass. Holding 31 at the end of your turn, you may call "last round".'
        ),
        end_of_hand=(
            'After "last round", everyone else has one more turn. Play also ends when all '
            "pass in turn, or when a washout empties the stock."
        ),
        scoring=(
            "The lowest hand takes a stick (ties: highest cards, then ♥ ♦ ♣ ♠). 6-6-6 and "
            "6-7-8 of a suit are safe; three Aces give every ordinary hand a stick."
        ),
        end_of_match=(
            "With three sticks, your next stick puts you out; the last player left wins. "
            "The highest ordinary hand deals next."
        ),
    ),
    "tuppenny": HowToPlay(
        goal=f"{_LOWEST} Any three of a kind counts 31.",
        deal="28 cards (8 to Ace). Three cards each and three face up on the table.",
        turn=(
            "From the dealer's left: swap one card with the table, swap all three, or "
            "stick: keep your cards to the end. Players who stuck are skipped."
        ),
        end_of_hand=(
            "When only one player has not stuck, they have one last turn. A 31 in one "
            "suit ends the hand at once; three of a kind does not."
        ),
        scoring="The lowest hand pays a coin. If several tie for the lowest, nobody pays.",
        end_of_match=(
            "You start with 5 coins. With none left you are on trial, and your next loss "
            "puts you out. The last player left wins."
        ),
    ),
}
"""Each preset's how-to-play text, by preset name."""
