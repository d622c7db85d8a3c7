"""The dense action ids of the Ramsen family: stable, naming cards, never hand positions.

======== =====================================================
ids      action
======== =====================================================
0-51     ``play`` card, by ``Card.index``
52-103   ``take-trump`` card, by ``Card.index``
104-107  ``trump`` clubs, spades, hearts, diamonds
108-113  ``bid 1`` .. ``bid 5``, ``bid mulatschak``
114-134  the calls, in :data:`~.actions.CALLS` order
135-     ``exchange``: the set of cards discarded, as a subset of the pack of at
         most ``tricks_per_hand`` cards (sizes in order, each size in colex order
         of the cards' places in the pack): sum of C(pack, k) for k <= 5 ids,
         e.g. 242,825 for 32 cards, 284,274 for 33, 443,704 for 36
======== =====================================================

>>> from pantsdown.core.cards import parse_cards
>>> space = exchange_space("32", 5)
>>> space.id(()), [str(c) for c in space.cards(space.id(tuple(parse_cards("7c 8d"))))]
(0, ['7c', '8d'])
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import Final

from pantsdown.core.cards import PACK_32, PACK_33, PACK_36, Card, Suit
from pantsdown.core.errors import MalformedActionError
from pantsdown.games.ramsen.actions import (
    BID_MULATSCHAK,
    CALLS,
    Bid,
    Call,
    Exchange,
    NameTrump,
    Play,
    RamsenAction,
    TakeTrump,
    call,
)
from pantsdown.games.ramsen.rules import RamsenRules

__all__ = [
    "ID_BID",
    "ID_CALL",
    "ID_EXCHANGE",
    "ID_PLAY",
    "ID_TAKE",
    "ID_TRUMP",
    "ExchangeSpace",
    "action_from_id",
    "action_id",
    "exchange_space",
]

ID_PLAY: Final = 0
ID_TAKE: Final = 52
ID_TRUMP: Final = 104
ID_BID: Final = 107
"""``bid k`` is ``ID_BID + k`` (k = 1 .. 6)."""
ID_CALL: Final = 114
ID_EXCHANGE: Final = ID_CALL + len(CALLS)

_PACKS: Final = {"32": PACK_32, "33": PACK_33, "36": PACK_36}


class ExchangeSpace:
    """Exchange ids for one pack: subsets of at most ``most`` of its cards."""

    def __init__(self, pack: tuple[Card, ...], most: int) -> None:
        self.pack = pack
        self.most = most
        self.place = {c: i for i, c in enumerate(pack)}
        self.offsets = [0]
        for k in range(most + 1):
            self.offsets.append(self.offsets[-1] + comb(len(pack), k))

    @property
    def size(self) -> int:
        """How many ids."""
        return self.offsets[-1]

    def id(self, cards: tuple[Card, ...]) -> int:
        """The id of discarding ``cards`` (any order); refuses a card not in the pack."""
        if len(cards) > self.most:
            raise MalformedActionError(f"an exchange has at most {self.most} cards")
        try:
            places = sorted(self.place[c] for c in cards)
        except KeyError as err:
            raise MalformedActionError(f"{err.args[0]} is not a card of this pack") from None
        if len(set(places)) != len(places):
            raise MalformedActionError("an exchange names a card twice")
        rank = sum(comb(p, i + 1) for i, p in enumerate(places))
        return self.offsets[len(cards)] + rank

    def cards(self, i: int) -> tuple[Card, ...]:
        """The cards of exchange id ``i`` (sorted by ``Card.index``)."""
        if not 0 <= i < self.size:
            raise MalformedActionError(f"{i!r} is not an exchange id")
        k = next(k for k in range(self.most + 1) if i < self.offsets[k + 1])
        rank = i - self.offsets[k]
        places = []
        for j in range(k, 0, -1):
            p = j - 1
            while comb(p + 1, j) <= rank:
                p += 1
            rank -= comb(p, j)
            places.append(p)
        return tuple(sorted((self.pack[p] for p in places), key=lambda c: c.index))


@lru_cache(maxsize=8)
def exchange_space(pack: str, most: int) -> ExchangeSpace:
    """The exchange ids for pack ``"32"`` / ``"33"`` / ``"36"`` and hands of ``most`` cards."""
    return ExchangeSpace(_PACKS[pack], most)


_CALL_IDS: Final = {name: ID_CALL + i for i, name in enumerate(CALLS)}


def action_id(rules: RamsenRules, action: RamsenAction) -> int:
    """The dense id of ``action`` under ``rules`` (the pack sizes the exchange ids).

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> from pantsdown.games.ramsen.actions import CallName
    >>> action_id(PRESETS["raub"], call(CallName.NEJDEM))
    130
    """
    if isinstance(action, Play):
        return ID_PLAY + action.card.index
    if isinstance(action, TakeTrump):
        return ID_TAKE + action.card.index
    if isinstance(action, Exchange):
        return ID_EXCHANGE + exchange_space(rules.pack, rules.tricks_per_hand).id(action.cards)
    if isinstance(action, NameTrump):
        return ID_TRUMP + int(action.suit)
    if isinstance(action, Bid):
        return ID_BID + action.tricks
    if isinstance(action, Call):
        return _CALL_IDS[action.name]
    raise MalformedActionError(f"{action!r} is not an action of this game")


def action_from_id(rules: RamsenRules, action_id: int) -> RamsenAction:
    """The action with this id under ``rules`` (never a card the id does not name)."""
    i = action_id
    if ID_PLAY <= i < ID_TAKE:
        return Play.of(Card.from_index(i))
    if ID_TAKE <= i < ID_TRUMP:
        return TakeTrump.of(Card.from_index(i - ID_TAKE))
    if ID_TRUMP <= i < ID_BID + 1:
        return NameTrump.of(Suit(i - ID_TRUMP))
    if ID_BID + 1 <= i <= ID_BID + BID_MULATSCHAK:
        return Bid.of(i - ID_BID)
    if ID_CALL <= i < ID_EXCHANGE:
        return call(CALLS[i - ID_CALL])
    space = exchange_space(rules.pack, rules.tricks_per_hand)
    if ID_EXCHANGE <= i < ID_EXCHANGE + space.size:
        return Exchange.of_sorted(space.cards(i - ID_EXCHANGE))
    raise MalformedActionError(f"{action_id!r} is not an action id of this game")
