"""Parsing the text notation of Ramsen-family actions (see ``actions.py``).

>>> str(parse_action("Exchange 8d, 7c"))
'exchange 7c 8d'
>>> str(parse_action("trump h"))
'trump hearts'
>>> parse_action("bid 7")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pantsdown.core.errors.MalformedActionError: 'bid 7' is not an action: a bid is 1 to 5 ...
"""

from __future__ import annotations

from pantsdown.core.cards import Suit, parse_card, parse_cards
from pantsdown.core.errors import DeckError, MalformedActionError
from pantsdown.games.ramsen.actions import (
    BID_MULATSCHAK,
    SUIT_WORDS,
    Bid,
    CallName,
    Exchange,
    NameTrump,
    Play,
    RamsenAction,
    TakeTrump,
    call,
)

__all__ = ["parse_action"]

_CALL_WORDS = tuple(c.value for c in CallName)
_SUITS = {w: Suit(i) for i, w in enumerate(SUIT_WORDS)}
_SUITS.update({w[:-1]: Suit(i) for i, w in enumerate(SUIT_WORDS)})
_SUITS.update({s.letter: s for s in Suit})
_SUITS.update({s.symbol: s for s in Suit})
_SUITS.update({"acorns": Suit.CLUBS, "leaves": Suit.SPADES, "bells": Suit.DIAMONDS})


def parse_action(text: str) -> RamsenAction:
    """Parse an action; raise :class:`MalformedActionError` quoting ``text``."""
    words = text.replace(",", " ").split()
    if not words:
        raise MalformedActionError(f"{text!r} is not an action: it is empty")
    head = words[0].lower()
    rest = words[1:]
    try:
        if head == "play" and len(rest) == 1:
            return Play.of(parse_card(rest[0]))
        if head in ("take-trump", "take_trump") and len(rest) == 1:
            return TakeTrump.of(parse_card(rest[0]))
        if head == "exchange" and rest:
            if len(rest) == 1 and rest[0].lower() == "none":
                return Exchange.of(())
            cards = parse_cards(rest)
            if len(set(cards)) != len(cards):
                raise MalformedActionError(f"{text!r} is not an action: a card is named twice")
            return Exchange.of(cards)
    except DeckError as err:
        raise MalformedActionError(f"{text!r} is not an action: {err}") from None
    if head == "trump" and len(rest) == 1:
        suit = _SUITS.get(rest[0].lower())
        if suit is None:
            raise MalformedActionError(f"{text!r} is not an action: unknown suit {rest[0]!r}")
        return NameTrump.of(suit)
    if head == "bid" and len(rest) == 1:
        word = rest[0].lower()
        if word in ("mulatschak", "m"):
            return Bid.of(BID_MULATSCHAK)
        if word.isdigit() and 1 <= int(word) <= 5:
            return Bid.of(int(word))
        raise MalformedActionError(f"{text!r} is not an action: a bid is 1 to 5 or 'mulatschak'")
    if len(words) == 1 and head in _CALL_WORDS:
        return call(CallName(head))
    if head == "play" and not rest:
        return call(CallName.PLAY_HAND)
    raise MalformedActionError(
        f"{text!r} is not an action: try 'play Ah', 'exchange 7c 8d', 'exchange none', "
        "'take-trump 9s', 'trump hearts', 'bid 3', or one of " + ", ".join(_CALL_WORDS)
    )
