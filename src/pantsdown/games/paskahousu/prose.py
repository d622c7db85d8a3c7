"""Paskahousu in English, for the terminal: the log's sentences and the help at the prompt.

The state makes no sentences: :func:`describe` says an event as a player at the
table would, and :func:`explain` says what each legal action does now and the
rule it comes from.  Rules are cited by a source a player can read: "Wikipedia"
is the English Wikipedia article the seed text was taken from, "Finnish
Wikipedia" its Finnish counterpart (https://fi.wikipedia.org/wiki/Paskahousu).

>>> from pantsdown.core.cards import parse_cards
>>> describe(LeadForced(1, tuple(parse_cards("4h 4d"))), ["Anna", "Ben"])
'Ben holds the most fours and must lead them: 4h 4d'
>>> describe(Drew(0, 1), ["seat 0"])
'seat 0 drew 1 card from the stock'
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import Rank, format_cards
from pantsdown.core.protocol import Action, Event, HandResult, Standing
from pantsdown.core.words import counted
from pantsdown.games.paskahousu.actions import PickUp, Play, TryStock
from pantsdown.games.paskahousu.events import (
    Drew,
    HandCalled,
    HandDealt,
    HandEnded,
    LeadForced,
    PickedUp,
    PileFell,
    Played,
    TrapSet,
    TriedStock,
    WentOut,
)
from pantsdown.games.paskahousu.rules import why_not
from pantsdown.games.paskahousu.view import PaskahousuView, Phase

__all__ = ["describe", "explain", "ordinal", "plural_rank", "result_words", "standing_words"]

SEED = "Wikipedia"
"""The seed text: the English Wikipedia article on Paskahousu (an older revision)."""
FI_WIKI = "Finnish Wikipedia"
"""https://fi.wikipedia.org/wiki/Paskahousu, the source of "try your luck"."""


def plural_rank(rank: Rank) -> str:
    """A rank in words, plural ("fours", "sixes"): "4s" would read as the Four of spades.

    >>> plural_rank(Rank.THREE), plural_rank(Rank.SIX)
    ('threes', 'sixes')
    """
    name = rank.name.lower()
    return f"{name}es" if name.endswith("x") else f"{name}s"


def _rank_word(rank: Rank, count: int) -> str:
    """``a Seven``, ``an Ace``, ``two Sevens``, ``three Sixes``."""
    name = rank.name.capitalize()
    if count == 1:
        return ("an " if name[0] in "AEIOU" else "a ") + name
    words = {2: "two", 3: "three", 4: "four"}
    plural = name + ("es" if name.endswith("x") else "s")
    return f"{words.get(count, str(count))} {plural}"


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11)]
    ['1st', '2nd', '3rd', '4th', '11th']
    """
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


_SEATS = tuple(f"seat {i}" for i in range(16))


def result_words(
    result: HandResult, rules: object = None, names: Sequence[str] = _SEATS
) -> tuple[str, str]:
    """(how a finished hand ended, how it was decided) in words, from the result's
    places, the paskahousu's cards and its :class:`HandCalled` / :class:`HandEnded`
    events.

    >>> r = HandResult(hand_number=0, events=(HandEnded(2, 1),), winners=(2,), losers=(1,),
    ...     scores=(2.0, 3.0, 1.0), shown=((), (), ()))
    >>> for line in result_words(r):
    ...     print(line)
    seat 2 went out first; seat 1 was left holding cards
    seat 2 went out first and wins the hand; seat 0 went out 2nd; seat 1 is the paskahousu.
    """
    called = next((e for e in result.events if isinstance(e, HandCalled)), None)
    ended = next((e for e in result.events if isinstance(e, HandEnded)), None)
    if ended is None:
        return "", ""
    winner, loser = ended.winner, ended.loser
    places = result.scores
    order = sorted(
        (s for s in range(len(places)) if places[s] and s != loser), key=places.__getitem__
    )
    left = len(result.shown[loser]) if loser < len(result.shown) else 0
    if called is None:
        reason = f"{names[winner]} went out first; {names[loser]} was left holding cards"
        parts = [f"{names[winner]} went out first and wins the hand"]
        parts += [f"{names[s]} went out {ordinal(i)}" for i, s in enumerate(order[1:], 2)]
        holding = f", left holding {left} card{'s' if left != 1 else ''}" if left else ""
        parts.append(f"{names[loser]} is the paskahousu{holding}")
        return reason, "; ".join(parts) + "."
    turns, held = called.turns, called.held
    reason = f"the hand was called after {turns} turns (the turn limit)"
    most = held[loser] if held else left
    still = [s for s in order if held and held[s]] + [loser]
    tied = [s for s in still if s != loser and held and held[s] == most]
    parts = [
        f"nobody went out within {turns} turns, so the hand was called: "
        f"{names[loser]} holds the most cards ({most}) and is the paskahousu"
    ]
    if tied:
        others = " and ".join(names[s] for s in tied)
        parts.append(
            f"{others} held as many; the tie goes against the first from the dealer's left"
        )
    ranked = [s for s in order if not held or not held[s]]
    placed = [s for s in order if held and held[s]]
    if ranked:
        parts.append(
            ", ".join(f"{names[s]} went out {ordinal(i)}" for i, s in enumerate(ranked, start=1))
        )
    if placed:
        parts.append(
            "the others are placed by fewest cards held: "
            + ", ".join(f"{ordinal(int(places[s]))} {names[s]} ({held[s]})" for s in placed)
        )
    parts.append(f"{names[winner]} is placed first and wins the hand")
    return reason, "; ".join(parts) + "."


def standing_words(standing: Standing) -> str:
    """A seat's standing in words: ``won 2, paskahousu 1``, and ``; out (1)`` while it
    is out of the hand in progress (its place).

    >>> standing_words(Standing(seat=0, score=2, kind="out_of_hand", counts=(2, 1, 1)))
    'won 2, paskahousu 1; out (1)'
    """
    won, lost, *place = standing.counts or (int(standing.score), 0)
    words = f"won {won}, paskahousu {lost}"
    return words + (f"; out ({place[0]})" if place else "")


_FELL_BY = {"four_of_a_kind": "four of a kind", "ten": "the Ten", "ace": "the Ace"}


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as a sentence, seat ``i`` named ``names[i]``."""
    if isinstance(event, HandDealt):
        return f"{names[event.dealer]} dealt hand {event.hand_number + 1}"
    if isinstance(event, LeadForced):
        if event.lowest_card:
            return f"{names[event.seat]} holds the lowest card and must lead it: {event.cards[0]}"
        most = plural_rank(event.cards[0].rank) if event.cards else "low cards"
        return (
            f"{names[event.seat]} holds the most {most} and must lead them: "
            f"{format_cards(event.cards)}"
        )
    if isinstance(event, Played):
        return f"{names[event.seat]} played {format_cards(event.cards)}"
    if isinstance(event, PileFell):
        return (
            f"{_FELL_BY[event.reason]} fell the pile: {counted(event.cards, 'card')} "
            f"out of play; {names[event.seat]} leads again"
        )
    if isinstance(event, TrapSet):
        return (
            f"{names[event.seat]} set a trap on the empty pile: "
            f"{names[event.victim]} must pick it up"
        )
    if isinstance(event, PickedUp):
        return (
            f"{names[event.seat]} picked up the pile, {counted(len(event.cards), 'card')}: "
            f"{format_cards(event.cards)}"
        )
    if isinstance(event, TriedStock):
        if event.kept:
            return (
                f"{names[event.seat]} tried the stock: {event.card} does not fit the pile "
                "and goes into their hand"
            )
        fits = "fits the pile" if event.played else "does not fit the pile"
        return f"{names[event.seat]} tried the stock: {event.card} {fits}"
    if isinstance(event, Drew):
        return f"{names[event.seat]} drew {counted(event.count, 'card')} from the stock"
    if isinstance(event, WentOut):
        return f"{names[event.seat]} has no cards left and is out, {ordinal(event.place)}"
    if isinstance(event, HandCalled):
        return (
            f"the hand is called after {event.turns} turns (the turn limit); "
            f"{names[event.loser]} holds the most cards"
        )
    if isinstance(event, HandEnded):
        return f"{names[event.winner]} wins the hand; {names[event.loser]} is the paskahousu"
    return str(event)


def _listed(actions: Sequence[Action], limit: int = 4) -> str:
    shown = ", ".join(str(a) for a in actions[:limit])
    return shown + (f", … ({len(actions)} in all)" if len(actions) > limit else "")


def _play_line(view: PaskahousuView, rank: Rank, plays: Sequence[Play]) -> str:
    """What playing cards of ``rank`` does now."""
    rules = view.rules
    top = view.pile[-1].rank if view.pile else None
    most = max(len(p.cards) for p in plays)
    cards = _rank_word(rank, 1) if most == 1 else f"one to {_rank_word(rank, most)}"
    head = f"{_listed(plays)}: put {cards} on the pile"
    same_on_top = 0
    for card in reversed(view.pile):
        if card.rank != rank:
            break
        same_on_top += 1
    if (
        top is not None
        and same_on_top + most >= 4
        and not (rank == Rank.TWO and rules.twos_never_fall)
    ):
        return (
            f"{head}; with the {plural_rank(rank)} on top, four of a kind make the pile fall "
            f"and you lead again ({SEED})"
        )
    if rules.is_killer(rank):
        word = "a Ten" if rank == Rank.TEN else "an Ace"
        if top is None and not rules.empty_pile_trap:
            return f"{head}: {word} on the empty pile falls at once; you lead again"
        if top is None:
            return (
                f"{head}: {word} on the empty pile is a trap, the next player must pick "
                f"it up ({SEED})"
            )
        where = "3 to 9" if rank == Rank.TEN else "a face card"
        if rank == Rank.ACE and rules.ace_on_any_lower:
            where = "any lower card"
        return (
            f"{head}: {word} goes on {where} and makes the pile fall out of play; "
            f"you lead again ({SEED})"
        )
    if rank == Rank.TWO and rules.twos_low:
        again = "; you play again" if rules.two_plays_again else ""
        return f"{head}: the Two is the lowest card here, below the Three{again}"
    if rank == Rank.TWO:
        if rules.twos_block and not rules.two_plays_again:
            return f"{head}: a Two goes on any card, and only another Two on it ({SEED})"
        after = "only another Two goes on it" if rules.twos_block else "any card may follow it"
        again = ", and you play again" if rules.two_plays_again else ""
        return f"{head}: a Two goes on any card; {after}{again}"
    if top is None:
        if why_not(rules, rank, None) is None:
            return f"{head} to start it ({SEED})"
        return (
            f"{head} to start it: no card of yours may start a pile, so any may "
            "(our choice, so that every hand ends)"
        )
    return f"{head}: the same rank as the {top.text} on top or higher ({SEED})"


def explain(view: PaskahousuView, legal: Sequence[Action]) -> list[str]:
    """What each legal action does now, in plain words, and the rule it comes from."""
    lines: list[str] = []
    plays = [a for a in legal if isinstance(a, Play)]
    if view.phase is Phase.FIRST_LEAD and plays:
        first = plays[0]
        held = sum(1 for c in view.hand if c.rank == first.rank)
        if view.rules.first_lead == "lowest_card":
            lines.append(f"{first}: you hold the lowest card dealt, so you lead it")
        elif len(first.cards) < held:
            lines.append(
                f"{first}: you hold the most {plural_rank(first.rank)}, the lowest rank "
                "dealt, and a play holds at most one Two, Ten or Ace, so you lead one"
            )
        else:
            lines.append(
                f"{first}: you hold the most {plural_rank(first.rank)}, the lowest rank "
                f"dealt, so you lead them all ({SEED})"
            )
        plays = []
    by_rank: dict[Rank, list[Play]] = {}
    for play in plays:
        by_rank.setdefault(play.rank, []).append(play)
    for rank, group in by_rank.items():
        lines.append(_play_line(view, rank, group))
    if any(isinstance(a, PickUp) for a in legal):
        if view.phase is Phase.TRAPPED:
            lines.append(
                "pickup: a Ten or an Ace was played on the empty pile, a trap: you must "
                f"pick it up, and your turn ends ({SEED})"
            )
        else:
            lines.append(
                f"pickup: take the whole pile ({counted(len(view.pile), 'card')}) into your hand; "
                f"your turn ends ({SEED})"
            )
    if any(isinstance(a, TryStock) for a in legal):
        otherwise = (
            "it joins your hand and you go on with your turn"
            if view.rules.try_stock_to_hand
            else f"you pick it up with the pile ({FI_WIKI})"
        )
        lines.append(
            f"try: turn the top card of the stock ({view.stock_size} left): if it may go on "
            f"the pile it is played, otherwise {otherwise}"
        )
    if view.stock_size and any(isinstance(a, Play) for a in legal):
        lines.append(
            f"After a play you draw back up to {view.rules.hand_size} cards while the stock "
            f"lasts ({SEED})."
        )
    return lines
