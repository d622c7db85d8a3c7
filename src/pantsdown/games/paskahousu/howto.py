"""How to play each Paskahousu preset, in plain words (``pantsdown rules GAME``).

Each text follows the preset's default options in :mod:`.rules` and the seed text
(the English Wikipedia's Paskahousu article), with pagat.com's options for ``pagat``.

>>> from pantsdown.games.paskahousu.rules import PRESETS
>>> sorted(HOW_TO_PLAY) == sorted(PRESETS)
True
"""

from __future__ import annotations

from pantsdown.core.howto import HowToPlay

__all__ = ["HOW_TO_PLAY"]

_GOAL = (
    "Get rid of your cards. The first player out wins; the last one still holding "
    "cards is the paskahousu (shitty pants)."
)
_DEAL = (
    "52 cards; five each, the rest is the stock. Whoever holds the most 3s (else 4s, "
    "and so on) leads them all."
)
_END = (
    "A 10 on 3-9, an Ace on J-K or four of a kind fell the pile: it leaves play and "
    "you lead again. With the stock gone, a player with no cards is out."
)
_SCORING = "No points: players are placed in the order they went out."
_MATCH = "One hand is the match: its first player out wins (option hands plays more)."

HOW_TO_PLAY: dict[str, HowToPlay] = {
    "paskahousu": HowToPlay(
        goal=_GOAL,
        deal=_DEAL,
        turn=(
            "Play cards of one rank, equal or higher than the top (3 low, Ace high; a 2 "
            "goes on anything); no J, Q, K on an empty pile or on 3-6. Or pick up the "
            "pile, or try the stock's top card. Draw up to five."
        ),
        end_of_hand=_END,
        scoring=_SCORING,
        end_of_match=_MATCH,
    ),
    "pagat": HowToPlay(
        goal=_GOAL,
        deal=_DEAL,
        turn=(
            "Play cards of one rank, equal or higher than the top (3 low, Ace high; a 2 "
            "goes on anything but a 10 or Ace); any card starts a pile; no J, Q, K on 3-6. "
            "Or pick up the pile, or try the stock's top card. Draw up to five."
        ),
        end_of_hand=_END,
        scoring=_SCORING,
        end_of_match=_MATCH,
    ),
}
"""Each preset's how-to-play text, by preset name."""
