"""Actions typed as cards: ``7h 7s`` for ``play 7s 7h``, ``swap Kh for Ad``.

Where an action moves several cards, a person may type just the cards, in any
order, instead of the whole notation or a menu number.  The match is generic:
the cards of each legal action are read from its notation (``str(action)``),
and the typed cards must be all of them, or the ones of them the person holds
(``up 5s 6s on 4s`` is ``5s 6s``: the 4s lies on the pile).  A typed word that
is the first word of some legal actions (``swap``, ``down``) keeps only those;
small words (``for``, ``on``, ``with``, ``and``) are ignored.

>>> from pantsdown.games.paskahousu.actions import Play, PickUp
>>> from pantsdown.core.cards import parse_cards
>>> legal = [Play.of(parse_cards("7s")), Play.of(parse_cards("7s 7h")), PickUp()]
>>> [str(a) for a in match_typed_cards("7h 7s", legal, parse_cards("7s 7h 9d"))]
['play 7s 7h']
>>> match_typed_cards("pickup", legal, ())  # no cards typed: not for this matcher
[]
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

from pantsdown.core.cards import Card, parse_card
from pantsdown.core.errors import DeckError
from pantsdown.core.protocol import Action

__all__ = ["action_cards", "match_typed_cards", "typed_cards"]

_CARD = re.compile(r"(?<![\w])(10|[2-9TJQKAtjqka])([cshdCSHD])(?![\w])")
_FILLER = {"for", "on", "with", "and", "to", "onto", "by", "the", "a"}


def action_cards(action: Action) -> Counter[Card]:
    """The cards an action's notation names (``swap Kh Ad``: K♥ and A♦).

    >>> from pantsdown.games.paskahousu.actions import Play
    >>> from pantsdown.core.cards import parse_cards
    >>> sorted(str(c) for c in action_cards(Play.of(parse_cards("7h 7s"))))
    ['7h', '7s']
    """
    return Counter(parse_card(m.group(0)) for m in _CARD.finditer(str(action)))


def typed_cards(text: str) -> tuple[list[Card], list[str]] | None:
    """The cards typed and the other words (filler dropped), or ``None`` if no card
    was typed or a word looks like a card but is not one.

    >>> typed_cards("swap Kh for Ad")
    ([Card.parse('Kh'), Card.parse('Ad')], ['swap'])
    >>> typed_cards("pass") is None
    True
    """
    cards: list[Card] = []
    words: list[str] = []
    for word in text.replace(",", " ").split():
        try:
            cards.append(parse_card(word))
        except DeckError:
            low = word.lower()
            if low not in _FILLER:
                words.append(low)
    return (cards, words) if cards else None


def match_typed_cards(text: str, legal: Sequence[Action], hand: Iterable[Card]) -> list[Action]:
    """The legal actions that the typed cards (and verb, if any) name: all the cards of
    the action, or those of them in ``hand``.  Empty if no card was typed or none fit;
    several if the cards fit several actions (the caller asks which).
    """
    typed = typed_cards(text)
    if typed is None:
        return []
    cards, words = typed
    want = Counter(cards)
    held = Counter(hand)
    verbs = {str(a).split()[0].lower() for a in legal if str(a).split()}
    if any(w not in verbs for w in words):
        return []  # a word that is neither a verb of this moment nor filler
    found = []
    for action in legal:
        if words and str(action).split()[0].lower() not in words:
            continue
        named = action_cards(action)
        if not named:
            continue
        if named == want or (named & held) == want:
            found.append(action)
    return found
