"""Underwear in English, for the terminal: the log's sentences and the help at the prompt.

The state makes no sentences.  :func:`describe` says an event as a player at the
table would; :func:`explain` says what each legal action does now and the rule it
comes from.  Rules are cited by a source a player can read: "Bateman's rules" are
Chris Bateman's original page (https://blog.ihobo.com/2007/02/underwear.html);
"our choice" marks a gap in them that we filled (each is an option).

>>> from pantsdown.core.cards import parse_card
>>> describe(Drew(seat=1, card=parse_card("7h")), ["Ann", "Bob"])
'Bob drew 7h'
>>> describe(Drew(seat=1, card=None), ["Ann", "Bob"])
'Bob drew a card'
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import format_cards
from pantsdown.core.protocol import Action, Event, HandResult, Standing
from pantsdown.core.words import counted
from pantsdown.games.underwear.actions import (
    Double,
    Draw,
    NoDouble,
    Pass,
    PlayDown,
    PlayRoyal,
    PlayUp,
    Steal,
)
from pantsdown.games.underwear.events import (
    Dealt,
    Doubled,
    DoubleDeclined,
    DownpileCleared,
    DownpileStolen,
    Drew,
    HandBlocked,
    MatchStopped,
    MatchWon,
    Passed,
    PlayedDown,
    PlayedRoyalties,
    PlayedUp,
    SeatsChanged,
    TurnedUp,
    UpPileTurnedDown,
    WentOut,
)
from pantsdown.games.underwear.view import UnderwearView

__all__ = ["describe", "explain", "result_words", "score_text", "standing_words"]


_SEATS = tuple(f"seat {i}" for i in range(16))


def score_text(went: WentOut, names: Sequence[str] = _SEATS) -> str:
    r"""How the going-out score was made, in words [seed: 1 point per card in a face-up
    up-pile, 2 per card in a face-down one, 1 per card left in an opponent's hand; each
    double doubles the score].

    >>> went = WentOut(1, 40, 52, face_up=3, face_down=2, cards_left=13, doubles=1)
    >>> print(score_text(went).replace(" + ", "\n+ "))
    seat 1 went out and scores 40: 3 cards in face-up up-piles (3)
    + 2 cards in face-down up-piles at 2 each (4)
    + 13 cards left in the other hands (13) = 20, doubled once = 40; seat 1 now has 52.
    """
    parts = []
    if went.face_up:
        parts.append(f"{counted(went.face_up, 'card')} in face-up up-piles ({went.face_up})")
    if went.face_down:
        parts.append(
            f"{counted(went.face_down, 'card')} in face-down up-piles "
            f"at 2 each ({2 * went.face_down})"
        )
    parts.append(f"{counted(went.cards_left, 'card')} left in the other hands ({went.cards_left})")
    base = went.face_up + 2 * went.face_down + went.cards_left
    who = names[went.seat]
    text = f"{who} went out and scores {went.points}: " + " + ".join(parts)
    if went.doubles:
        times = {1: "once", 2: "twice"}.get(went.doubles, f"{went.doubles} times")
        text += f" = {base}, doubled {times} = {went.points}"
    elif len(parts) > 1:
        text += f" = {went.points}"
    return text + f"; {who} now has {went.total}."


def result_words(
    result: HandResult, rules: object = None, names: Sequence[str] = _SEATS
) -> tuple[str, str]:
    """(how a finished hand ended, how it was scored) in words, from its
    :class:`WentOut` or :class:`HandBlocked` event.
    """
    for event in result.events:
        if isinstance(event, WentOut):
            return f"{names[event.seat]} went out", score_text(event, names)
        if isinstance(event, HandBlocked):
            return (
                "every player passed in turn with an empty stock",
                "The hand is blocked: nobody went out, so nobody scores.",
            )
    return "", ""


def standing_words(standing: Standing) -> str:
    """A seat's points in words: ``12 points``."""
    return counted(standing.counts[0] if standing.counts else int(standing.score), "point")


BATEMAN = "Bateman's rules"
"""The seed text: Chris Bateman's page, https://blog.ihobo.com/2007/02/underwear.html."""
OURS = "our choice"
"""A gap in Bateman's rules filled by us (an option)."""


def _times(k: int) -> str:
    return {1: "once", 2: "twice"}.get(k, f"{k} times")


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as one English sentence, seat ``i`` named ``names[i]``."""
    if isinstance(event, Dealt):
        return (
            f"{names[event.dealer]} dealt hand {event.hand_number + 1}, "
            f"{counted(event.hand_size, 'card')} each"
        )
    if isinstance(event, TurnedUp):
        if event.discarded:
            return (
                f"{event.card} was turned up, a royalty: discarded; "
                "the first play starts the downpile"
            )
        return f"{event.card} was turned up to start the downpile"
    if isinstance(event, PlayedDown):
        if event.started:
            return f"{names[event.seat]} started a new downpile with {format_cards(event.cards)}"
        return f"{names[event.seat]} played {format_cards(event.cards)} on the downpile"
    if isinstance(event, PlayedUp):
        return (
            f"{names[event.seat]} played {format_cards(event.cards)} onto their up-pile "
            f"topped by {event.onto}"
        )
    if isinstance(event, UpPileTurnedDown):
        return (
            f"that up-pile goes face down: its {counted(event.size, 'card')} now score "
            "2 points each"
        )
    if isinstance(event, PlayedRoyalties):
        word = "royalty" if len(event.cards) == 1 else "royalties"
        return f"{names[event.seat]} played the {word} {format_cards(event.cards)}"
    if isinstance(event, DownpileCleared):
        return f"the downpile is cleared: {counted(event.size, 'card')} out of play"
    if isinstance(event, DownpileStolen):
        return (
            f"{names[event.seat]} stole the downpile with {event.card} and keeps its "
            f"{counted(len(event.cards), 'card')} as a new up-pile"
        )
    if isinstance(event, Drew):
        return f"{names[event.seat]} drew {event.card if event.card else 'a card'}"
    if isinstance(event, Passed):
        return f"{names[event.seat]} passed"
    if isinstance(event, Doubled):
        return (
            f"{names[event.seat]} holds the most cards and doubled: whoever goes out "
            f"this hand scores x{event.multiplier}"
        )
    if isinstance(event, DoubleDeclined):
        return f"{names[event.seat]} holds the most cards and did not double"
    if isinstance(event, WentOut):
        return f"{names[event.seat]} went out and scores {event.points} (now {event.total})"
    if isinstance(event, HandBlocked):
        return "every player passed in turn with an empty stock: the hand ends and nobody scores"
    if isinstance(event, SeatsChanged):
        return (
            f"{names[event.seat]} swaps seats with {names[event.other]}, who holds the most cards"
        )
    if isinstance(event, MatchWon):
        return f"{names[event.seat]} reached the target and won the game with {event.score} points"
    if isinstance(event, MatchStopped):
        who = " and ".join(names[s] for s in event.winners)
        return (
            f"{counted(event.blocked, 'hand')} in a row ended blocked, so the game ends: "
            f"{who} {'wins' if len(event.winners) == 1 else 'share the win'} "
            f"with {event.score} points"
        )
    return repr(event)


def _listed(actions: Sequence[Action], limit: int = 4) -> str:
    shown = ", ".join(str(a) for a in actions[:limit])
    return shown + (f", … ({len(actions)} in all)" if len(actions) > limit else "")


def explain(view: UnderwearView, legal: Sequence[Action]) -> list[str]:
    """What each legal action does now, in plain words, and the rule it comes from."""
    rules = view.rules
    lines: list[str] = []
    top = view.downpile[-1] if view.downpile else None
    steals = [a for a in legal if isinstance(a, Steal)]
    if steals and top is not None:
        lines.append(
            f"{_listed(steals)}: steal the downpile with a card of the same rank as its top "
            f"{top}: your card becomes the new downpile and the old one "
            f"({counted(len(view.downpile), 'card')}) your new up-pile ({BATEMAN})"
        )
    downs = [a for a in legal if isinstance(a, PlayDown)]
    if downs:
        if top is None:
            lines.append(
                f"{_listed(downs)}: start a new downpile with any one card but a royalty "
                f"({BATEMAN})"
            )
        else:
            lines.append(
                f"{_listed(downs)}: play onto the downpile one card or a run of consecutive "
                f"cards of its suit, lower than its top {top} ({BATEMAN})"
            )
    piles: dict[tuple[str, int], list[PlayUp]] = {}
    for a in legal:
        if isinstance(a, PlayUp):
            piles.setdefault((str(a.onto), a.nth), []).append(a)
    high = "a 10 or a royalty" if rules.royalties_on_uppiles else "a 10"
    for (onto, _), ups in piles.items():
        lines.append(
            f"{_listed(ups)}: build on your up-pile topped by {onto} with one card or a run "
            f"of its suit, higher than {onto}; {high} turns it face down, where each card "
            f"scores 2 ({BATEMAN})"
        )
    royals = [a for a in legal if isinstance(a, PlayRoyal)]
    if royals:
        lines.append(
            f"{_listed(royals)}: play royalties (J, Q, K of any suit): they and the downpile "
            f"({counted(len(view.downpile), 'card')}) are discarded, and the next player "
            f"starts a new downpile ({BATEMAN})"
        )
    if any(isinstance(a, Draw) for a in legal):
        then = "that ends your turn" if rules.draw_ends_turn else "then you may play once, or pass"
        lines.append(
            f"draw: take the top card of the stock ({view.stock_size} left); {then} ({OURS})"
        )
    if any(isinstance(a, Pass) for a in legal):
        if view.has_drawn:
            lines.append(f"pass: end your turn after your draw ({OURS})")
        else:
            lines.append(
                "pass: the stock is empty, so you may pass; if every player passes in turn "
                f"the hand ends and nobody scores ({OURS})"
            )
    if any(isinstance(a, Double) for a in legal):
        once = "once in the game" if rules.double_scope == "game" else "once a hand"
        when = (
            "you are asked between turns"
            if view.double_offer == view.seat
            else "it does not use your turn"
        )
        lines.append(
            f"double: you hold more cards than any other player, so you may double: "
            f"whoever goes out this hand scores x{view.multiplier * 2}; each player may "
            f"double {once}, and {when} ({BATEMAN}, optional rule 1)"
        )
    if any(isinstance(a, NoDouble) for a in legal):
        lines.append(
            "no-double: do not double now; play goes on with the next player, and you may "
            f"be asked again after a later turn ({OURS})"
        )
    return lines
