"""How to play each Underwear preset, in plain words (``pantsdown rules GAME``).

Each text follows the preset's default options in :mod:`.rules` and the seed text
(Chris Bateman's "Underwear" page).

>>> from pantsdown.games.underwear.rules import PRESETS
>>> sorted(HOW_TO_PLAY) == sorted(PRESETS)
True
"""

from __future__ import annotations

from pantsdown.core.howto import HowToPlay

__all__ = ["HOW_TO_PLAY"]

_DEAL = (
    "52 cards, Ace low (two packs for 5 or more players); seven each, and a card "
    "turned up starts the downpile."
)
_END = (
    "A player who empties their hand goes out. With the stock gone, if everyone "
    "passes in a row, the hand ends unscored."
)

HOW_TO_PLAY: dict[str, HowToPlay] = {
    "underwear": HowToPlay(
        goal="Go out first, with big up-piles in front of you and many cards in the other hands.",
        deal=_DEAL,
        turn=(
            "Play cards of the downpile's suit below its top, or above the top of an "
            "up-pile of yours (a 10 turns it face down); clear the downpile with J, Q, K; "
            "steal it with a card of its rank; or draw."
        ),
        end_of_hand=_END,
        scoring=(
            "Only who goes out scores: 1 a card in their face-up up-piles, 2 in face-down "
            "ones, 1 a card left in the other hands."
        ),
        end_of_match=(
            "The first to reach 49 points wins. After three blocked hands in a row, the "
            "highest score wins."
        ),
    ),
    "underwear-all": HowToPlay(
        goal="Go out first, with big up-piles in front of you and many cards in the other hands.",
        deal=_DEAL,
        turn=(
            "Play cards of the downpile's suit below its top, or above the top of an "
            "up-pile of yours (a 10, J, Q or K turns it face down); clear the downpile "
            "with J, Q, K; steal it with a card of its rank; or draw. Holding the most "
            "cards, you may double once a game."
        ),
        end_of_hand=_END,
        scoring=(
            "Only who goes out scores: 1 a card in face-up up-piles, 2 in face-down ones, "
            "1 a card left in other hands; doubled per double."
        ),
        end_of_match=(
            "The first to 49 points wins. After a hand, who went out swaps seats with "
            "who holds the most cards."
        ),
    ),
}
"""Each preset's how-to-play text, by preset name."""
