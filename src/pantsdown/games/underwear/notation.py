"""Parsing the Underwear action notation.

>>> str(parse_action("DOWN 7h 9h 8h"))
'down 9h 8h 7h'
>>> str(parse_action("up 6s 5s on 4s"))
'up 5s 6s on 4s'
>>> str(parse_action("royal qs kd")), str(parse_action("steal 7c")), str(parse_action("draw"))
('royal Kd Qs', 'steal 7c', 'draw')

Without ``on``, an up-pile play names no pile; it is resolved against the state
when exactly one of your up-piles can take it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pantsdown.core.cards import Card, parse_cards
from pantsdown.core.errors import DeckError, MalformedActionError
from pantsdown.games.underwear.actions import (
    DOUBLE,
    DRAW,
    NO_DOUBLE,
    PASS,
    PlayDown,
    PlayRoyal,
    PlayUp,
    Steal,
    UnderwearAction,
    is_run,
)
from pantsdown.games.underwear.rules import card_value, is_royalty

if TYPE_CHECKING:
    from pantsdown.games.underwear.state import UnderwearState

__all__ = ["parse_action"]

_WORDS = {"draw": DRAW, "pass": PASS, "double": DOUBLE, "no-double": NO_DOUBLE}
_HELP = (
    "write one of: 'down 9h 8h', 'up 5s 6s on 4s', 'royal Kd Qs', 'steal 7c', "
    "'draw', 'pass', 'double', 'no-double'"
)


def parse_action(text: str, state: UnderwearState | None = None) -> UnderwearAction:
    """Parse an action; ``state`` resolves an up-pile play written without ``on``.

    Raises :class:`MalformedActionError` quoting the text.  The result may still
    be illegal now; the state's ``check`` says why.

    >>> parse_action("down 9h Kh")
    Traceback (most recent call last):
    ...
    pantsdown.core.errors.MalformedActionError: 'down 9h Kh': royalties never go on the downpile
    """
    words = text.replace(",", " ").split()
    if [w.lower() for w in words] == ["no", "double"]:
        words = ["no-double"]
    if not words:
        raise MalformedActionError(f"{text!r} is empty: {_HELP}")
    verb = words[0].lower()
    rest = words[1:]
    if verb in _WORDS:
        if rest:
            raise MalformedActionError(f"{text!r}: {verb!r} takes nothing after it")
        return _WORDS[verb]
    if verb == "steal":
        cards = _cards(rest, text)
        if len(cards) != 1:
            raise MalformedActionError(f"{text!r}: steal with exactly one card")
        if is_royalty(cards[0]):
            raise MalformedActionError(f"{text!r}: a royalty never steals the downpile")
        return Steal(cards[0])
    if verb in ("royal", "royals", "royalty", "royalties"):
        cards = _cards(rest, text)
        if not cards or not all(is_royalty(c) for c in cards):
            raise MalformedActionError(f"{text!r}: play one or more royalties (J, Q, K)")
        if state is not None and any(
            cards.count(c) > state.rules.packs_for(state.num_players) for c in cards
        ):
            raise MalformedActionError(f"{text!r}: the pack has fewer copies of that card")
        return PlayRoyal.of(cards)
    if verb == "down":
        cards = _cards(rest, text)
        if any(is_royalty(c) for c in cards):
            raise MalformedActionError(f"{text!r}: royalties never go on the downpile")
        _check_run(cards, text)
        return PlayDown.of(cards)
    if verb == "up":
        return _parse_up(rest, text, state)
    raise MalformedActionError(f"{text!r} is not an Underwear action: {_HELP}")


def _cards(words: list[str], text: str) -> list[Card]:
    try:
        return parse_cards(words)
    except DeckError as err:
        raise MalformedActionError(f"{text!r}: {err}") from None


def _check_run(cards: list[Card], text: str) -> None:
    if not cards:
        raise MalformedActionError(f"{text!r}: name the cards to play")
    if not is_run(cards):
        raise MalformedActionError(f"{text!r}: a run is consecutive cards of one suit")


def _parse_up(words: list[str], text: str, state: UnderwearState | None) -> PlayUp:
    lowered = [w.lower() for w in words]
    if "on" in lowered:
        i = lowered.index("on")
        cards = _cards(words[:i], text)
        target = words[i + 1 :]
        nth = 1
        if len(target) == 2 and target[1].startswith("#"):
            try:
                nth = int(target[1][1:])
            except ValueError:
                raise MalformedActionError(f"{text!r}: write the pile as '4s' or '4s #2'") from None
            target = target[:1]
        if len(target) != 1 or nth not in (1, 2):
            raise MalformedActionError(f"{text!r}: write the pile as '4s' or '4s #2'")
        onto = _cards(target, text)[0]
    else:
        cards = _cards(words, text)
        onto, nth = _resolve_pile(cards, text, state)
    _check_run(cards, text)
    if any(c.suit != onto.suit for c in cards):
        raise MalformedActionError(f"{text!r}: an up-pile takes cards of its own suit")
    if min(card_value(c) for c in cards) <= card_value(onto):
        raise MalformedActionError(f"{text!r}: an up-pile takes cards higher than its top")
    return PlayUp.of(cards, onto, nth)


def _resolve_pile(cards: list[Card], text: str, state: UnderwearState | None) -> tuple[Card, int]:
    if state is None or state.is_terminal():
        raise MalformedActionError(f"{text!r}: say which up-pile, e.g. 'up 5s 6s on 4s'")
    fits = []
    for action in state.legal_actions():
        if isinstance(action, PlayUp) and sorted(action.cards) == sorted(cards):
            fits.append((action.onto, action.nth))
    if len(fits) != 1:
        why = "none of your up-piles takes it" if not fits else "several of your up-piles take it"
        raise MalformedActionError(f"{text!r}: {why}; say which, e.g. 'up 5s 6s on 4s'")
    return fits[0]
