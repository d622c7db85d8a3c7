"""Parsing the text notation of the 31 family's actions.

>>> str(parse_action("Swap kh AD close"))
'swap Kh Ad close'
>>> str(parse_action("knock", close_word="stop"))
'stop'
>>> parse_action("swap Kh")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pantsdown.core.errors.MalformedActionError: 'swap Kh' is not an action: write 'swap GIVE TAKE' ...
"""

from __future__ import annotations

from pantsdown.core.cards import parse_card
from pantsdown.core.errors import DeckError, MalformedActionError
from pantsdown.games.thirty_one.actions import (
    DECLARE,
    KEEP,
    NEW_CARDS,
    Close,
    Pass,
    Swap,
    SwapAll,
    TakeWidow,
    ThirtyOneAction,
)

__all__ = ["CLOSE_WORDS", "parse_action"]

CLOSE_WORDS = frozenset({"close", "knock", "stop", "stick", "end", "last-round", "pas", "klopfen"})
"""Words accepted for a close; it is rendered with the variant's own word."""
_CLOSE_SUFFIXES = frozenset({"close", "knock", "last-round", "closes"})
_TAKE_WORDS = frozenset({"take-widow", "take", "take-extra-hand", "widow", "swap-hands"})
_DECLARE_WORDS = frozenset({"pants-down", "31", "schnauz", "hosa-aba", "hosen-runter", "declare"})

_HELP = (
    "write 'swap GIVE TAKE' (e.g. 'swap Kh Ad'), 'swap all', 'pass', 'close', "
    "'keep', 'take-extra-hand', 'new-cards' or 'pants-down'"
)


def parse_action(text: str, *, close_word: str = "close") -> ThirtyOneAction:
    """Parse an action of the 31 family; a close is returned with ``close_word``.

    Raises :class:`MalformedActionError` quoting the text.

    >>> str(parse_action("swap all"))
    'swap all'
    >>> parse_action("pass close") is Pass(close=True)
    True
    """
    words = text.strip().lower().replace("_", "-").split()
    close = False
    if len(words) > 1 and words[-1] in _CLOSE_SUFFIXES:
        close = True
        words = words[:-1]
    if not words:
        raise MalformedActionError(f"{text!r} is not an action: {_HELP}")
    head = words[0]
    if head == "swap" and len(words) == 3:
        try:
            give, take = parse_card(words[1]), parse_card(words[2])
        except DeckError as err:
            raise MalformedActionError(f"{text!r} is not an action: {err}") from None
        return Swap(give, take, close)
    if head == "swap" and words[1:] in (["all"], ["3"], ["three"], ["4"]):
        return SwapAll(close)
    if len(words) == 1:
        if head == "pass":
            return Pass(close)
        if not close:
            if head in CLOSE_WORDS:
                return Close(close_word)
            if head == "keep":
                return KEEP
            if head in _TAKE_WORDS:
                return TakeWidow()
            if head in ("new-cards", "refresh", "new"):
                return NEW_CARDS
            if head in _DECLARE_WORDS:
                return DECLARE
    raise MalformedActionError(f"{text!r} is not an action: {_HELP}")
