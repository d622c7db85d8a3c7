"""The 31 family's events in English, for the terminal (presentation, not game state).

``describe(event, names)`` names seat ``i`` by ``names[i]``; other clients render the
events' :meth:`~pantsdown.core.protocol.Event.to_dict` their own way.  The engine
emits typed data (how a hand ended, how it was scored, each seat's standing);
:func:`hand_end_text` and :func:`scoring_text` make the sentences, :func:`hand_words`
those of a hand's result, :func:`standing_words` those of a standing.

>>> from pantsdown.core.cards import parse_card
>>> from pantsdown.games.thirty_one.events import ChipsLost, Swapped
>>> describe(Swapped(seat=1, gave=parse_card("Kh"), took=parse_card("Ad")), ["Ann", "Bob"])
'Bob swapped Kh for Ad'
>>> str(ChipsLost(seat=2, amount=1, remaining=0, chip_name="chip", starting=3))
'seat 2 paid their last chip and is swimming'
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.cards import Card, Rank, Suit, format_cards
from pantsdown.core.protocol import Event, HandResult, Standing
from pantsdown.core.words import counted
from pantsdown.games.thirty_one.events import (
    ChickenTaken,
    ChipsLost,
    Closed,
    DiscardsRecycled,
    ExtraHandChosen,
    FinalTieReplayed,
    HandDealt,
    HandEnded,
    HandKind,
    HandScored,
    HandsShown,
    MatchWon,
    Passed,
    PlayerEliminated,
    PointsScored,
    SpecialShown,
    Swapped,
    SwappedAll,
    TableDealt,
    TableReplaced,
)
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import evaluator, standing, value_text
from pantsdown.games.thirty_one.view import ThirtyOneView

_SEAT_NAMES = tuple(f"seat {i}" for i in range(16))

__all__ = [
    "close_verb",
    "closed_phrase",
    "describe",
    "hand_end_text",
    "hand_text",
    "hand_words",
    "result_words",
    "scoring_text",
    "seats_text",
    "standing_text",
    "standing_words",
    "view_hand_text",
    "view_standing_text",
]

_CLOSE_PHRASE = {
    "close": "closed",
    "knock": "knocked",
    "stop": "called STOP",
    "stick": "called stick",
    "end": "ended the hand",
    "last-round": "called last round",
}


def closed_phrase(word: str) -> str:
    """What a seat did when it closed with ``word``: ``closed``, ``knocked``, ``called STOP``.

    >>> closed_phrase("stop"), closed_phrase("pas")
    ('called STOP', 'called pas')
    """
    return _CLOSE_PHRASE.get(word) or "called " + word


_SUIT_WORD = {
    Suit.CLUBS: "clubs",
    Suit.SPADES: "spades",
    Suit.HEARTS: "hearts",
    Suit.DIAMONDS: "diamonds",
}
_RANK_PLURAL = {
    Rank.TWO: "Twos",
    Rank.THREE: "Threes",
    Rank.FOUR: "Fours",
    Rank.FIVE: "Fives",
    Rank.SIX: "Sixes",
    Rank.SEVEN: "Sevens",
    Rank.EIGHT: "Eights",
    Rank.NINE: "Nines",
    Rank.TEN: "Tens",
    Rank.JACK: "Jacks",
    Rank.QUEEN: "Queens",
    Rank.KING: "Kings",
    Rank.ACE: "Aces",
}
"""Ranks as words: "three Nines", never "three 9s" (which reads as three cards 9♠)."""


def hand_text(
    kind: HandKind, value: float, rank: int = 0, suit: int = -1, thirty_one_name: str = "31"
) -> str:
    """What a hand is worth, in words, from the facts an event or view carries.

    >>> hand_text("31", 31, thirty_one_name="Schnauz"), hand_text("trio", 30.5, rank=9)
    ('Schnauz (31)', 'three Nines (30½)')
    >>> hand_text("suit", 21, suit=2), hand_text("pair", 22, rank=14), hand_text("feuer", 33)
    ('21 in hearts', 'a pair of Aces (22)', 'Feuer (33)')
    """
    if kind == "feuer":
        return f"Feuer ({value_text(value)})"
    if kind == "31":
        name = thirty_one_name or "31"
        return "31" if name == "31" else f"{name} (31)"
    if kind == "trio":
        return f"three {_RANK_PLURAL[Rank(rank)]} ({value_text(value)})"
    if kind == "pair":
        return f"a pair of {_RANK_PLURAL[Rank(rank)]} ({value_text(value)})"
    if kind == "safe":
        return "a safe hand"
    if kind == "aces":
        return "three Aces"
    return f"{value_text(value)} in {_SUIT_WORD[Suit(suit)]}"


def view_hand_text(view: ThirtyOneView) -> str:
    """What the viewing seat's cards are worth, in words (``no cards`` without any)."""
    if view.hand_kind is None:
        return "no cards"
    return hand_text(
        view.hand_kind, view.hand_value, view.hand_rank, view.hand_suit, view.rules.thirty_one_name
    )


def hand_words(rules: ThirtyOneRules, cards: Sequence[Card]) -> str:
    """What ``cards`` are worth under ``rules``, in words (``no cards``).

    The name of a 31 is the rules' own: presets that value hands alike share one
    evaluator, so its ``rules`` may be another preset's.

    >>> from pantsdown.core.cards import parse_cards
    >>> from pantsdown.games.thirty_one.rules import PRESETS
    >>> hand_words(PRESETS["hosenabe"], parse_cards("Ah Kh 10h"))
    'Pants Down (31)'
    >>> hand_words(PRESETS["hosa-aba"], parse_cards("Ah Kh 10h"))
    'Hosa aba (31)'
    """
    if not cards:
        return "no cards"
    info = evaluator(rules).info(cards)
    return hand_text(info.kind, info.value, info.rank, info.suit, rules.thirty_one_name)


_STATE_WORDS = {
    "swimming": "swimming",
    "on_trial": "on trial",
    "chicken": "Chicken",
    "out": "out",
}


def standing_words(standing: Standing) -> str:
    """A seat's standing in the match in words, from its kind and count: ``2 chips``,
    ``swimming``, ``1 stick``, ``Chicken``, ``-4 points``, ``out``.

    >>> standing_words(Standing(seat=0, score=1, kind="life", counts=(1,)))
    '1 life'
    >>> standing_words(Standing(seat=0, score=0, kind="on_trial"))
    'on trial'
    """
    words = _STATE_WORDS.get(standing.kind)
    if words is not None:
        return words
    n = standing.counts[0] if standing.counts else int(standing.score)
    return counted(n, standing.kind, "lives" if standing.kind == "life" else "")


def standing_text(
    rules: ThirtyOneRules, *, out: bool, points: int, chips: int, chicken: bool
) -> str:
    """A seat's standing in words from the match's facts (a view's ``chips``, ``points``,
    ``is_out`` and ``chicken``): :func:`standing_words` of
    :func:`~pantsdown.games.thirty_one.scoring.standing`.

    >>> from pantsdown.games.thirty_one.rules import PRESETS
    >>> standing_text(PRESETS["dutch-31"], out=False, points=0, chips=1, chicken=False)
    '1 life'
    >>> standing_text(PRESETS["tri-palki"], out=False, points=0, chips=1, chicken=False)
    '2 sticks'
    """
    kind, counts = standing(rules, out=out, points=points, chips=chips, chicken=chicken)
    return standing_words(Standing(seat=0, score=0.0, kind=kind, counts=counts))


def view_standing_text(view: ThirtyOneView, seat: int) -> str:
    """``seat``'s standing in words as ``view`` shows it (:func:`standing_text`)."""
    return standing_text(
        view.rules,
        out=view.is_out[seat],
        points=view.points[seat],
        chips=view.chips[seat],
        chicken=view.chicken == seat,
    )


def close_verb(word: str) -> str:
    """What a seat may do to close with ``word``: ``close``, ``knock``, ``call STOP``.

    >>> close_verb("stop"), close_verb("last-round"), close_verb("end")
    ('call STOP', 'call last round', 'end the hand')
    """
    phrase = closed_phrase(word)
    if phrase.startswith("called "):
        return "call " + phrase.removeprefix("called ")
    if phrase == "ended the hand":
        return "end the hand"
    return word


def seats_text(seats: Sequence[int], names: Sequence[str]) -> str:
    """``seat 1``, ``seat 1 and seat 3``, ``seat 0, seat 1 and seat 3``: every seat named
    whole, so that a client can put a person's name in each.
    """
    if len(seats) == 1:
        return names[seats[0]]
    words = [names[s] for s in seats]
    return ", ".join(words[:-1]) + " and " + words[-1]


def _count(n: int, name: str, *, article: bool = False) -> str:
    if n == 1 and article:
        return f"a {name}"
    return counted(n, name, "lives" if name == "life" else "")


def _chips_lost(e: ChipsLost, who: str) -> str:
    n = e.amount
    if e.chip_name == "stick":
        held = e.starting - e.remaining
        got = "a stick" if n == 1 else f"{n} sticks"
        return f"{who} got {got} ({held} of {e.starting})"
    what = _count(n, e.chip_name, article=True)
    verb = "lost" if e.chip_name in ("life", "point") else "paid"
    if e.remaining == 0:
        state = "is on trial" if e.chip_name == "coin" else "is swimming"
        if e.chip_name == "life":
            state = "has none left"
        last = f"their last {e.chip_name}" if n == 1 else what
        return f"{who} {verb} {last} and {state}"
    return f"{who} {verb} {what} ({_count(e.remaining, e.chip_name)} left)"


_TIE_BREAK = {
    "suit": "by the suit of the scoring cards (clubs, then spades, hearts, diamonds)",
    "ranks": (
        "by the scoring cards' ranks from the highest down, then by suit "
        "(hearts, then diamonds, clubs, spades)"
    ),
    "trio_rank": "by the trios' rank",
}


def hand_end_text(event: HandEnded, names: Sequence[str] = _SEAT_NAMES) -> str:
    """How the play of a hand ended, in words (``seat 1 knocked and everyone else has had a
    last turn``).

    >>> hand_end_text(HandEnded("last_turns", 1, "knock"))
    'seat 1 knocked and everyone else has had a last turn'
    >>> hand_end_text(HandEnded("no_close", word="stop", rounds=10))
    '10 rounds passed without a stop'
    """
    who = names[event.seat] if event.seat is not None else "a player"
    how = event.how
    if how == "last_turns":
        did = closed_phrase(event.word) if event.word else "showed 31"
        return f"{who} {did} and everyone else has had a last turn"
    if how == "last_open_turn":
        return (
            f"every other player {closed_phrase(event.word or 'close')} "
            f"and {who}, the last one still playing, has had a last turn"
        )
    if how == "second_close":
        return f"{who} {closed_phrase(event.word or 'close')} too, which ends the hand at once"
    if how == "ended":
        return f"{who} ended the hand"
    if how == "all_closed":
        return f"every player {closed_phrase(event.word or 'close')}"
    if how == "showed_31":
        return f"{who} showed 31"
    if how == "showed_31_last":
        return f"{who} showed 31 and nobody else is to play"
    if how == "declared_31":
        return f"{who} declared 31"
    if how == "showed_feuer":
        return f"{who} showed Feuer (three Aces)"
    if how == "dealt_feuer":
        return "Feuer (three Aces) was dealt"
    if how == "dealt_31":
        return "a 31 was dealt"
    if how == "all_hold_31":
        return "every player holds 31"
    if how == "all_passed":
        return "everyone passed"
    if how == "all_passed_no_stock":
        return "everyone passed and the stock is too small for a new table"
    if how == "no_close":
        rounds = f"{event.rounds} round{'' if event.rounds == 1 else 's'}"
        return f"{rounds} passed without a {event.word or 'close'}"
    return "the table washed out (all one suit) with no stock left for a new one"


def scoring_text(event: HandScored, names: Sequence[str] = _SEAT_NAMES) -> str:
    """How a hand was scored, in words: who loses and why, how a tie was settled.

    >>> tie = HandScored("tie_broken", (1,), (0, 1), 30.5, "trio_rank")
    >>> print(scoring_text(tie, ["Ann", "Bob"]))
    Ann and Bob tie for the lowest hand (30½); the tie goes by the trios' rank, so Bob loses
    >>> scoring_text(HandScored("lowest", (2,), (), 20))
    'seat 2 has the lowest hand (20) and loses'
    """
    losers = seats_text(event.losers, names) if event.losers else "nobody"
    tied = seats_text(event.tied, names) if event.tied else ""
    value = value_text(event.value)
    how = event.why
    if how == "lowest":
        return f"{losers} has the lowest hand ({value}) and loses"
    if how == "tie_broken":
        broken = _TIE_BREAK.get(event.tie_break, "by the tie-break")
        return f"{tied} tie for the lowest hand ({value}); the tie goes {broken}, so {losers} loses"
    if how == "tied_all_lose":
        both = "both" if len(event.tied) == 2 else "all"
        return f"{tied} tie for the lowest hand ({value}) and {both} lose"
    if how == "tied_closer_loses":
        return (
            f"{tied} tie for the lowest hand ({value}); a tie goes against the player who "
            f"closed, so {losers} alone loses"
        )
    if how == "tied_nobody_loses":
        return f"{tied} tie for the lowest hand ({value}), and tied lowest hands lose nothing"
    if how == "lowest_showed_31":
        return "the lowest hand was a shown 31, which never loses: nobody loses"
    if how == "all_safe":
        return "every hand is a safe hand: nobody loses"
    if how == "feuer":
        return f"{tied} showed Feuer: every other player loses"
    if how == "dealt_feuer":
        return f"{tied} was dealt Feuer: every other player pays double, or single for a dealt 31"
    if how == "dealt_31":
        return f"{tied} was dealt 31: every player without a 31 loses"
    if how == "undeclared_31":
        return f"{losers} held 31 without declaring it and loses"
    if how == "three_aces":
        return f"{tied} showed three Aces: every player without a special hand loses"
    share = "share" if len(event.tied) > 1 else "has"
    return (
        f"{tied} {share} the best hand ({value}) and scores it; "
        "the others lose the difference to it"
    )


def result_words(
    result: HandResult, rules: object = None, names: Sequence[str] = _SEAT_NAMES
) -> tuple[str, str]:
    """(how the play of a finished hand ended, how it was scored) in words, from the
    result's :class:`HandEnded` and :class:`HandScored` events (``rules`` is not needed:
    the events carry the rules' words).

    >>> r = HandResult(hand_number=0, events=(HandEnded("showed_31", 0),
    ...     HandScored("lowest", (2,), (), 20)), losers=(2,))
    >>> result_words(r)
    ('seat 0 showed 31', 'seat 2 has the lowest hand (20) and loses')
    """
    ended = scored = ""
    for event in result.events:
        if isinstance(event, HandEnded):
            ended = hand_end_text(event, names)
        elif isinstance(event, HandScored):
            scored = scoring_text(event, names)
    return ended, scored


_REPLACED = {
    "all_passed": "everyone passed, so the table",
    "washout": "the table was all one suit (a washout):",
    "washout_at_deal": "the table was dealt all one suit (a washout):",
}


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as an English sentence, seat ``i`` called ``names[i]``."""
    if isinstance(event, Swapped):
        return f"{names[event.seat]} swapped {event.gave} for {event.took}"
    if isinstance(event, Passed):
        return f"{names[event.seat]} passed"
    if isinstance(event, HandDealt):
        return f"{names[event.dealer]} dealt hand {event.hand_number + 1}"
    if isinstance(event, ExtraHandChosen):
        cards = format_cards(event.face_up)
        who = names[event.seat]
        if event.took_extra_hand:
            return f"{who} took the extra hand and laid their own cards face up: {cards}"
        return f"{who} kept their cards, and the extra hand went face up: {cards}"
    if isinstance(event, TableDealt):
        return f"the table was dealt face up: {format_cards(event.cards)}"
    if isinstance(event, SwappedAll):
        return (
            f"{names[event.seat]} swapped their whole hand, {format_cards(event.gave)}, "
            f"for the table, {format_cards(event.took)}"
        )
    if isinstance(event, Closed):
        return f"{names[event.seat]} {closed_phrase(event.word)}"
    if isinstance(event, TableReplaced):
        old, new = format_cards(event.discarded), format_cards(event.new)
        if event.why == "new_cards" and event.seat is not None:
            head = f"{names[event.seat]} took new cards:"
        else:
            head = _REPLACED[event.why]
        return f"{head} {old} went out of play and the new table is {new}"
    if isinstance(event, DiscardsRecycled):
        how = "shuffled and " if event.shuffled else ""
        return f"the stock ran out: the {event.count} discards were {how}turned over as the stock"
    if isinstance(event, SpecialShown):
        what = hand_text(event.kind, event.value, event.rank, event.suit, event.name)
        did = "was dealt" if event.dealt else "showed"
        return f"{names[event.seat]} {did} {what}: {format_cards(event.cards)}"
    if isinstance(event, HandEnded):
        return f"the hand is over: {hand_end_text(event, names)}"
    if isinstance(event, HandsShown):
        name = event.thirty_one_name
        return "the hands are shown: " + "; ".join(
            f"{names[seat]} {format_cards(cards)} = {hand_text(kind, value, rank, suit, name)}"
            for seat, cards, kind, value, rank, suit in zip(
                event.seats,
                event.cards,
                event.kinds,
                event.values,
                event.ranks,
                event.suits,
                strict=True,
            )
        )
    if isinstance(event, HandScored):
        return scoring_text(event, names)
    if isinstance(event, ChipsLost):
        return _chips_lost(event, names[event.seat])
    if isinstance(event, ChickenTaken):
        return f"{names[event.seat]} took the Chicken and may lose once more"
    if isinstance(event, PlayerEliminated):
        if event.buys_drinks:
            return f"{names[event.seat]} is out of the game first and buys the next round of drinks"
        return f"{names[event.seat]} is out of the game"
    if isinstance(event, PointsScored):
        verb = "won" if event.points >= 0 else "lost"
        points = counted(abs(event.points), "point")
        return f"{names[event.seat]} {verb} {points} (total {event.total})"
    if isinstance(event, FinalTieReplayed):
        return f"{seats_text(event.seats, names)} would all go out together: they play another deal"
    if isinstance(event, MatchWon):
        if len(event.winners) == 1:
            return f"{names[event.winners[0]]} won the match"
        return f"{seats_text(event.winners, names)} share the win"
    return repr(event)
