"""The Paskahousu action notation: ``play 7h 7s``, ``pickup``, ``try``.

>>> str(parse_action("play 7h 7s"))
'play 7s 7h'
>>> parse_action("PICKUP"), parse_action("try")
(PickUp(), TryStock())
"""

from __future__ import annotations

from pantsdown.core.cards import parse_cards
from pantsdown.core.errors import DeckError, MalformedActionError
from pantsdown.games.paskahousu.actions import PaskahousuAction, PickUp, Play, TryStock

__all__ = ["parse_action"]

_PICKUP = {"pickup", "pick-up", "pick up", "take"}
_TRY = {"try", "try-stock", "try stock"}


def parse_action(text: str) -> PaskahousuAction:
    """Parse one action; raise :class:`MalformedActionError` quoting the text.

    >>> parse_action("play")
    Traceback (most recent call last):
    ...
    pantsdown.core.errors.MalformedActionError: 'play': name the cards to play, e.g. 'play 7h 7s'
    """
    words = text.strip().lower().split(maxsplit=1)
    if not words:
        raise MalformedActionError(
            f"{text!r} is not an action: try 'play 7h 7s', 'pickup' or 'try'"
        )
    joined = " ".join(text.strip().lower().split())
    if joined in _PICKUP:
        return PickUp()
    if joined in _TRY:
        return TryStock()
    if words[0] == "play":
        if len(words) < 2:
            raise MalformedActionError(f"{text!r}: name the cards to play, e.g. 'play 7h 7s'")
        try:
            cards = parse_cards(words[1])
        except DeckError as err:
            raise MalformedActionError(f"{text!r}: {err}") from None
        return Play.of(cards)
    raise MalformedActionError(f"{text!r} is not an action: try 'play 7h 7s', 'pickup' or 'try'")
