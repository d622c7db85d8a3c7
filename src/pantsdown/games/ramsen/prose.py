"""The Ramsen family in English, for the terminal: the log's sentences, the words of
the table (calls, phases, the contract, the permanent trumps) and the help at the
prompt.

The state makes no sentences but a finished hand's summary (see
:mod:`~pantsdown.games.ramsen.scoring`): :func:`describe` says an event as a
player at the table would, with the games' own words (Schleck, General Rams,
Raub, Idem, the Weli); :func:`explain` says what each legal action does now and
the rule it comes from.  Rules are cited by a source a player can read:
"catsatcards" is the article "How to Play Ramsen" on catsatcards.com, the text
every game of the family was taken from; pagat.com and Wikipedia are named where
they filled a gap.

>>> from pantsdown.games.ramsen.events import CardPlayed
>>> from pantsdown.core.cards import parse_card
>>> describe(CardPlayed(1, parse_card("Ah")), ["Ann", "Bob"])
'Bob played Ah'
>>> describe(Called(0, "play-hand", forced=True), ["Ann", "Bob"])
'Ann has to play the hand'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pantsdown.core.cards import Card, Rank, Suit, format_cards
from pantsdown.core.protocol import Action, Event, HandResult, Standing
from pantsdown.core.words import counted
from pantsdown.games.ramsen.actions import (
    BID_MULATSCHAK,
    SUIT_WORDS,
    Bid,
    Call,
    CallName,
    Exchange,
    NameTrump,
    Play,
    TakeTrump,
)
from pantsdown.games.ramsen.events import (
    Called,
    CardPlayed,
    CardTaken,
    DoubledBy,
    Exchanged,
    HandDealt,
    HandOver,
    HandScored,
    MatchEnded,
    ScoreWhy,
    TrickWon,
    TrumpSet,
)
from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.ranking import TRUMP, rank_table
from pantsdown.games.ramsen.rules import RamsenRules
from pantsdown.games.ramsen.scoring import Outcome, score_reasons

if TYPE_CHECKING:
    from pantsdown.games.ramsen.view import RamsenView

__all__ = [
    "PHASE_WORDS",
    "SOURCE",
    "bid_words",
    "call_sentence",
    "contract_text",
    "describe",
    "explain",
    "hand_over_text",
    "hand_scored_text",
    "permanent_trumps_text",
    "phase_text",
    "result_words",
    "said_text",
    "score_clause",
    "score_clauses",
    "score_summary",
    "standing_words",
]

SOURCE = "catsatcards"
"""The rules text of the whole family: catsatcards.com, "How to Play Ramsen"."""

_SAID: dict[str, str] = {
    CallName.PLAY_HAND: "plays",
    CallName.PASS: "passed",
    CallName.DROP: "dropped",
    CallName.STAY: "at home",
    CallName.SCHLECK: "Schleck",
    CallName.WIDOW: "widow",
    CallName.GENERAL: "General",
    CallName.WHITEOUT: "whiteout",
    CallName.HOLD: "holds",
    CallName.RAUB: "Raub",
    CallName.STIH: "Stih",
    CallName.MUSS: "Muss",
    CallName.REFA: "Refa",
    CallName.LEAD: "I lead",
    CallName.REDRAW: "redraw",
    CallName.IDEM: "Idem",
    CallName.NEJDEM: "Nejdem",
    CallName.TAKE: "took",
    CallName.KEEP: "kept",
    CallName.BLIND: "blind",
    CallName.NEXT_CARD: "next card",
}

_SENTENCE: dict[str, str] = {
    CallName.PLAY_HAND: "plays the hand",
    CallName.PASS: "passes",
    CallName.DROP: "drops out of the hand",
    CallName.STAY: "stays at home",
    CallName.SCHLECK: "says Schleck",
    CallName.WIDOW: "takes the widow as their hand",
    CallName.GENERAL: "calls General Rams: they will take all five tricks",
    CallName.WHITEOUT: "calls a whiteout: no King, Queen or Jack in their hand",
    CallName.HOLD: "holds the highest bid",
    CallName.RAUB: "calls Raub: they rob the turned card without looking",
    CallName.STIH: "calls Stih: they take the turned Seven without looking",
    CallName.MUSS: "calls Muss: everybody must play",
    CallName.REFA: "passes the deal on (a Refa)",
    CallName.LEAD: "says I lead",
    CallName.REDRAW: "turns new trump cards",
    CallName.IDEM: "says Idem: they play against the declarer",
    CallName.NEJDEM: "says Nejdem: they drop out",
    CallName.TAKE: "takes the card on sight",
    CallName.KEEP: "keeps their own card; the card on sight goes out of play",
    CallName.BLIND: "calls hearts blind",
    CallName.NEXT_CARD: "leaves trumps to the next card",
}

_FORCED: dict[str, str] = {
    CallName.PLAY_HAND: "has to play the hand",
    CallName.PASS: "has to pass",
    CallName.IDEM: "has to play against the declarer (Idem)",
    CallName.BLIND: "has to call hearts blind",
    CallName.NEXT_CARD: "has to leave trumps to the next card",
}


def bid_words(tricks: int) -> str:
    """A Mulatschak bid in words.

    >>> bid_words(3), bid_words(BID_MULATSCHAK)
    ('3 tricks', 'Mulatschak (all five tricks)')
    """
    if tricks == BID_MULATSCHAK:
        return "Mulatschak (all five tricks)"
    return counted(tricks, "trick")


def said_text(word: str) -> str:
    """A seat's last call as a word or two for the table (``bid 3``, ``passed``)."""
    if word.startswith("bid "):
        what = word.removeprefix("bid ")
        return "Mulatschak" if what == "mulatschak" else word
    if word.startswith("trump "):
        return "named " + word.removeprefix("trump ")
    return _SAID.get(word, word)


_IN_PHASE: dict[tuple[str, str], str] = {
    ("schleck", CallName.PASS): "leaves the cut card",
    ("dealer_pre", CallName.PASS): "plays on (no Refa)",
    ("dealer_blind", CallName.PASS): "looks at their cards (no blind call)",
    ("general", CallName.PASS): "calls no General Rams",
    ("mul_bid", CallName.PASS): "passes: no bid",
    ("raub_lead", CallName.PASS): "passes: no lead",
    ("trump_swap", CallName.PASS): "leaves the turned card",
    ("hearts_blind", CallName.PASS): "looks at their cards first",
}
"""Calls whose meaning depends on the phase, by (phase name, word)."""


def call_sentence(word: str, *, forced: bool = False, phase: str = "") -> str:
    """What a call says, as the rest of a sentence after the seat's name.

    >>> call_sentence("pass", phase="schleck"), call_sentence("pass", phase="bid")
    ('leaves the cut card', 'passes')
    """
    in_phase = _IN_PHASE.get((phase, word))
    if in_phase is not None:
        return f"{in_phase} (no other choice)" if forced else in_phase
    if word.startswith("bid "):
        what = word.removeprefix("bid ")
        tricks = BID_MULATSCHAK if what == "mulatschak" else int(what)
        return f"{'has to bid' if forced else 'bids'} {bid_words(tricks)}"
    if forced:
        return _FORCED.get(word, "has to say " + _SENTENCE.get(word, word))
    return _SENTENCE.get(word, word)


def _suit_word(suit: Suit) -> str:
    return SUIT_WORDS[suit]


def describe(event: Event, names: Sequence[str]) -> str:
    """``event`` as a sentence, seat ``i`` named ``names[i]``."""
    if isinstance(event, HandDealt):
        return f"{names[event.dealer]} dealt hand {event.hand_number + 1}"
    if isinstance(event, TrumpSet):
        if event.suit is None:
            if event.card is not None:
                return f"{event.card} was turned: no trumps this hand"
            return "no trumps this hand"
        what = _suit_word(event.suit)
        if event.seat is not None and event.card is not None:
            return f"{names[event.seat]}'s next card, {event.card}, sets trumps: {what}"
        if event.seat is not None:
            return f"{names[event.seat]} named {what} trumps"
        if event.card is not None:
            return f"{event.card} was turned: {what} are trumps"
        return f"{what} are trumps"
    if isinstance(event, Called):
        said = call_sentence(event.call, forced=event.forced, phase=event.phase)
        return f"{names[event.seat]} {said}"
    if isinstance(event, CardTaken):
        return _taken(event, names)
    if isinstance(event, Exchanged):
        who = names[event.seat]
        if not event.count:
            return f"{who} kept their cards"
        if event.cards and event.drawn:
            return (
                f"{who} exchanged {counted(event.count, 'card')}: gave "
                f"{format_cards(event.cards)}, drew {format_cards(event.drawn)}"
            )
        if event.cards:
            return f"{who} laid {format_cards(event.cards)} aside, for cards on sight"
        return f"{who} exchanged {counted(event.count, 'card')}"
    if isinstance(event, CardPlayed):
        return f"{names[event.seat]} played {event.card}"
    if isinstance(event, TrickWon):
        return f"{names[event.seat]} took trick {event.trick_number}"
    if isinstance(event, HandScored):
        return hand_scored_text(event, names)
    if isinstance(event, MatchEnded):
        winners = [names[s] for s in event.winners]
        if not winners:
            return "the match is over"
        if len(winners) == 1:
            return f"the match is over: {winners[0]} wins"
        return "the match is over: " + ", ".join(winners[:-1]) + f" and {winners[-1]} win"
    return str(event)


def _taken(event: CardTaken, names: Sequence[str]) -> str:
    who = names[event.seat]
    if event.what == "schleck-secret":
        if event.card is None:
            return f"{who} took the cut card; only they see it"
        return f"{who} took the cut card, {event.card}; only they see it"
    if event.what == "schleck":
        return f"{who} took the cut card, {event.card}, shown to everyone"
    if event.what == "trump":
        given = f"{event.given}" if event.given is not None else "a card"
        return f"{who} took the turned {event.card}, giving up {given} face down"
    if event.what == "on-sight":
        given = f" for their {event.given}" if event.given is not None else ""
        return f"{who} took {event.card} on sight{given}"
    return f"{who} took {event.card or 'a card'}"


# -- the words of the table ------------------------------------------------------

PHASE_WORDS: dict[Phase, str] = {
    Phase.SCHLECK: "the cut",
    Phase.DEALER_PRE: "the dealer's call before the turn",
    Phase.DEALER_BLIND: "the dealer's call without looking",
    Phase.MONCH_TRUMP: "the Mönch's naming of trumps",
    Phase.NAME_TRUMP: "the naming of trumps",
    Phase.DEAL_REST: "the deal",
    Phase.GENERAL: "the round of General Rams",
    Phase.MUL_BID: "the auction",
    Phase.EXCHANGE: "the exchange",
    Phase.ONSIGHT: "the exchange on sight",
    Phase.BID: "the round of play or not",
    Phase.DEFEND: "the defenders' Idem or Nejdem",
    Phase.TRUMP_SWAP: "the dealer's take of the turned card",
    Phase.RAUB_LEAD: "the round of pass or I lead",
    Phase.PLAY: "the tricks",
    Phase.OVER: "the end of the match",
    Phase.HEARTS_BLIND: "the call of hearts blind",
}
"""Each phase of a hand as a player would name it ("during the auction")."""

_BID_PHASE = {
    "play_pass": "each player in turn plays or passes",
    "rams": "each player in turn plays or drops out",
    "zwanzig": "each player in turn plays or drops out",
    "schnalzen": "each player in turn plays or stays at home",
    "mulatschak": "each player in turn plays (and exchanges) or stays at home",
}


def phase_text(view: RamsenView) -> str:
    """What the table is doing now, in words ("" while the tricks are played)."""
    rules = view.rules
    phase = view.phase
    if phase is Phase.SCHLECK:
        return "the cut: the cutter may take the bottom card of the cut (Schleck)"
    if phase is Phase.DEALER_PRE:
        return "the dealer, before the trump card is turned: Muss, Refa, or go on"
    if phase is Phase.DEALER_BLIND:
        return "the dealer, without looking at their cards: Raub, Stih, or go on"
    if phase is Phase.MONCH_TRUMP:
        return "the holder of Jc (the Mönch) may name trumps"
    if phase is Phase.NAME_TRUMP:
        return "trumps are being named"
    if phase is Phase.HEARTS_BLIND:
        return "the announcer may call hearts blind, before looking at their cards"
    if phase is Phase.GENERAL:
        return "each player in turn: General Rams (all five tricks) or pass"
    if phase is Phase.MUL_BID:
        return "the auction: each player bids the tricks they will take, or passes"
    if phase is Phase.EXCHANGE:
        if rules.bidding == "mulatschak":
            return "the declarer lays cards aside; a card is offered on sight for each"
        return "each player in turn may exchange cards with the talon, once"
    if phase is Phase.ONSIGHT:
        return "the declarer takes or refuses each card offered on sight"
    if phase is Phase.BID:
        return _BID_PHASE.get(rules.bidding, "each player in turn says whether they play")
    if phase is Phase.DEFEND:
        return "each defender says Idem (plays) or Nejdem (drops out)"
    if phase is Phase.TRUMP_SWAP:
        return "the dealer may take the turned card for one of their own"
    if phase is Phase.RAUB_LEAD:
        return "from forehand, each player passes or says I lead"
    if phase is Phase.OVER:
        return "the match is over"
    return ""


def contract_text(view: RamsenView) -> str:
    """The declarer's contract in words ("" when there is none)."""
    rules = view.rules
    d = view.declarer
    who = f"seat {d}" if d is not None else "nobody"
    contract = view.contract
    if view.phase is Phase.MUL_BID:
        if view.high_bid:
            return f"highest bid so far: {bid_words(view.high_bid)}, by {who}"
        return ""
    if contract is Contract.NONE:
        return ""
    if contract is Contract.GENERAL:
        return f"{who} called General Rams: they must take all five tricks"
    if contract is Contract.RAUB:
        return f"{who} called Raub; they need {counted(rules.declarer_target, 'trick')}"
    if contract is Contract.STIH:
        return f"{who} called Stih; they need {counted(rules.stih_target, 'trick')}"
    if contract is Contract.MUSS:
        return (
            f"{who} called Muss: everybody plays; {who} needs "
            f"{counted(rules.declarer_target, 'trick')}"
        )
    if contract is Contract.LEAD:
        return (
            f"{who} leads and needs {counted(rules.declarer_target, 'trick')}; "
            "each defender who plays needs 1"
        )
    if contract is Contract.BID:
        return f"{who} bid {bid_words(view.high_bid)} and must take as many"
    if contract is Contract.MULATSCHAK:
        return f"{who} bid Mulatschak: they must take all five tricks"
    if contract is Contract.ANNOUNCER:
        return f"{who} named trumps and leads the first trick"
    if contract is Contract.BLIND:
        return f"{who} called hearts blind and leads the first trick"
    return f"{who}: {contract.value}"


def _rank_plural(rank: Rank) -> str:
    name = rank.name.lower()
    return f"{name}es" if name.endswith("x") else f"{name}s"


def permanent_trumps_text(rules: RamsenRules, turned: Card | None) -> list[tuple[str, str]]:
    """The trumps whatever the suit, each named for what it is: (label, sentence)."""
    lines: list[tuple[str, str]] = []
    top = rules.permanent_top
    if top:
        cards = format_cards(top)
        if rules.schleck_cards and tuple(rules.schleck_cards) == tuple(top):
            lines.append(("Criticals", f"{cards}: the top trumps, above the trump Ace"))
        elif tuple(str(c) for c in top) == ("Jc",):
            lines.append(("The Mönch", "Jc: the top trump, above the trump Ace"))
        else:
            lines.append(("Top trumps", f"{cards}: above the trump Ace, whatever the suit"))
    if rules.permanent_after_ace:
        cards = format_cards(rules.permanent_after_ace)
        lines.append(("Permanent", f"{cards}: trumps whatever the suit, below the trump Ace"))
    if rules.weli == "second":
        text = "6d: a trump whatever the suit, just below the trump Ace"
        if rules.weli_turned == "no_trump":
            text += "; turned up, no trumps"
        lines.append(("Weli", text))
    elif rules.weli == "lowest":
        lines.append(("Weli", "6d: the lowest trump, whatever the suit"))
    if rules.strikers:
        if rules.guater:
            lines.append(
                ("Guater", "the trump card one rank above the turned card tops all trumps")
            )
        place = "next" if rules.guater else "on top"
        if turned is None:
            text = f"the turned card's rank: the turned card {place}, the others after it"
        else:
            text = (
                f"the {_rank_plural(turned.rank)}: {turned} {place}, then the other "
                f"{_rank_plural(turned.rank)}, equal: the first played wins"
            )
        lines.append(("Strikers", text))
    return lines


_SEATS = tuple(f"seat {i}" for i in range(16))

_HAND_OVER: dict[str, str] = {
    "played": "all tricks played",
    "alone": "nobody played against the declarer",
    "lone": "everybody else stayed at home",
    "flush": "a five-card flush (Mönch)",
    "void": "fewer than two players played: no score",
    "whiteout": "{seat} called a whiteout",
    "all_passed": "everybody passed",
    "refa_passed_on": "Refa: {seat} passed the deal on",
    "refa_all_passed": "Refa: everybody passed",
    "refa_same_suit": "Refa: the redrawn trump cards were all of the same suit",
}
_THROWN_IN = frozenset(
    ("whiteout", "all_passed", "refa_passed_on", "refa_all_passed", "refa_same_suit")
)


def hand_over_text(how: HandOver, seat: int | None = None, names: Sequence[str] = _SEATS) -> str:
    """How a hand ended, in words.

    >>> hand_over_text("played"), hand_over_text("refa_passed_on", 2)
    ('all tricks played', 'Refa: seat 2 passed the deal on')
    """
    return _HAND_OVER[how].format(seat=names[seat] if seat is not None else "a player")


def hand_scored_text(event: HandScored, names: Sequence[str] = _SEATS) -> str:
    """The line of a finished hand: ``hand 3: all tricks played``, or how it was thrown in.

    >>> hand_scored_text(HandScored(2, "all_passed", (0, 0, 0, 0)))
    'hand 3 thrown in (everybody passed), no score'
    """
    said = hand_over_text(event.how, event.seat, names)
    if event.how in _THROWN_IN:
        return f"hand {event.hand_number + 1} thrown in ({said}), no score"
    return f"hand {event.hand_number + 1}: {said}"


def score_summary(
    hand_number: int,
    reason: str,
    why: Sequence[str],
    deltas: Sequence[int],
    old: Sequence[int],
    new: Sequence[int],
    doubled_by: Sequence[str],
    *,
    past_zero: str = "bounces back",
    names: Sequence[str] = _SEATS,
) -> str:
    """How a finished hand was scored: how it ended, then each rule that applied with
    the seats it applied to and their changes, what doubled the hand, and any score
    that went below zero and bounced back (``past_zero``: ``"bounces back"``, or
    ``"stops"`` where scores stop at zero).

    >>> print(score_summary(0, "all tricks played", ["a point off for each trick taken",
    ...     "no trick taken, 5 added"], [-4, 10], [20, 20], [16, 30], ["hearts were trumps"]))
    hand 1: all tricks played
    seat 0 -4: a point off for each trick taken.
    seat 1 +10: no trick taken, 5 added.
    Every change doubled: hearts were trumps.
    """
    lines = [f"hand {hand_number + 1}: {reason}"]
    groups: dict[str, list[str]] = {}
    bounced: list[str] = []
    for s, clause in enumerate(why):
        change = deltas[s]
        if clause:
            groups.setdefault(clause, []).append(f"{names[s]} {change:+d}" if change else names[s])
        if old[s] + change != new[s]:
            below = -(old[s] + change)
            if past_zero == "bounces back":
                bounced.append(
                    f"{names[s]} would go {below} below zero, so the score bounces "
                    f"back to {new[s]}: only exactly zero wins."
                )
            else:
                bounced.append(f"{names[s]} would go {below} below zero; scores stop at 0.")
    for clause, seats in groups.items():
        lines.append(f"{', '.join(seats)}: {clause}.")
    if doubled_by:
        how = "Every change doubled" if len(doubled_by) == 1 else "Every change doubled twice"
        lines.append(f"{how}: {' and '.join(doubled_by)}.")
    lines.extend(bounced)
    return "\n".join(lines)


def _seats(seats: Sequence[int], names: Sequence[str] = _SEATS) -> str:
    words = [names[s] for s in seats]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


def tie_plays_on_text(scores: Sequence[int], names: Sequence[str] = _SEATS) -> str:
    """The line of a hand after which the lowest score is shared and play goes on.

    >>> tie_plays_on_text([-1, 3, -1])
    'seat 0 and seat 2 tie for the lowest score, -1: the match plays on until one alone is lowest.'
    """
    low = min(scores)
    tied = [s for s, v in enumerate(scores) if v == low]
    return (
        f"{_seats(tied, names)} tie for the lowest score, {low}: the match plays on until one "
        "alone is lowest."
    )


def match_end_text(
    rules: RamsenRules,
    scores: Sequence[int],
    winners: Sequence[int],
    *,
    capped: bool = False,
    names: Sequence[str] = _SEATS,
) -> str:
    """Why the match ended with these winners, ties and how they are settled included.

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> match_end_text(PRESETS["zwanzig"], [-1, 4, -1], [0, 2])
    'The match is over: seat 0 and seat 2 tie for the lowest score, -1, and share the win.'
    """
    low = min(scores)
    who = _seats(winners, names)
    if capped:
        head = f"The match is over after {rules.max_hands} hands, the limit; "
    elif rules.end_rule == "exact_zero":
        if len(winners) == 1:
            return f"The match is over: {who} reached exactly zero and wins."
        return f"The match is over: {who} reached exactly zero together and share the win."
    elif rules.end_rule == "all":
        return f"The match is over: everyone at zero or below wins together: {who}."
    else:
        head = "The match is over: "
    if len(winners) == 1:
        return f"{head}{who} has the lowest score, {low}, and wins."
    return f"{head}{who} tie for the lowest score, {low}, and share the win."


_CLAUSES: dict[str, str] = {
    "stayed_home": "stayed at home, {r.stay_home_cost} added",
    "lone": "everybody else stayed at home: the {lone} takes {r.lone_dealer_score} off",
    "flush": "a five-card flush (the Mönch wild), five tricks off",
    "flush_other": "the hand ended on a flush, no score",
    "general_made": "General Rams made, 5 off",
    "general_failed": "General Rams failed, 5 added",
    "general_made_against": "General Rams made against them, 5 added",
    "general_failed_against": "General Rams failed, a point off for each trick taken",
    "declarer_made": "the declarer took {r.declarer_target} or more, a point off per trick",
    "declarer_failed": "the declarer took fewer than {r.declarer_target}, {r.declarer_fail} added",
    "stih_made": "the declarer took {r.stih_target} or more, a point off per trick",
    "stih_failed": "the declarer took fewer than {r.stih_target}, {r.declarer_fail} added",
    "defender_tricks": "a point off for each trick taken",
    "defender_no_trick": "played against the declarer and took no trick, {r.defender_fail} added",
    "mulatschak_made": "Mulatschak made, {r.mulatschak_score} off",
    "mulatschak_failed": "Mulatschak failed, {r.mulatschak_score} added",
    "mulatschak_failed_paid": "the Mulatschak failed, {r.mulatschak_fail_others} off",
    "mulatschak_failed_unpaid": "the Mulatschak failed; no trick taken from it, no change",
    "mulatschak_made_against": "a Mulatschak made against them, {r.mulatschak_made_others} added",
    "bid_made": "bid {bid} and made it, a point off for each trick taken",
    "bid_failed": "bid {bid} but took {won}, {r.mulatschak_declarer_fail} added",
    "slam_ten": "all five tricks, 10 off",
    "slam_against": "another player took all five tricks, 10 added",
    "out_of_hand": "out of the hand, no score",
    "announcer_no_trick": "the announcer took no trick and pays double, {double} added",
    "no_trick": "no trick taken, {r.no_trick_penalty} added",
    "slam": "all five tricks, a point off each and {r.slam_bonus} more",
    "tricks": "a point off for each trick taken",
    "": "",
}
"""The words of each :data:`ScoreWhy`, filled from the rules, the bid and the tricks."""


def score_clause(rules: RamsenRules, why: ScoreWhy, bid: int = 0, won: int = 0) -> str:
    """The rule that gave a seat its change, in words, with the rules' numbers.

    >>> from pantsdown.games.ramsen.rules import PRESETS
    >>> score_clause(PRESETS["zwanzig"], "no_trick")
    'no trick taken, 5 added'
    >>> score_clause(PRESETS["mulatschak"], "bid_failed", bid=3, won=1)
    'bid 3 but took 1, 10 added'
    """
    lone = "dealer" if rules.scoring == "schnalzen" else "declarer"
    double = 2 * rules.no_trick_penalty
    return _CLAUSES[why].format(r=rules, bid=bid, won=won, lone=lone, double=double)


def score_clauses(rules: RamsenRules, outcome: Outcome) -> list[str]:
    """Per seat, the rule that gave its change in words (:func:`score_clause` of
    :func:`~pantsdown.games.ramsen.scoring.score_reasons`).
    """
    kinds = score_reasons(rules, outcome)
    return [
        score_clause(rules, why, outcome.bid, won)
        for why, won in zip(kinds, outcome.won, strict=True)
    ]


_DOUBLED: dict[str, str] = {
    "hearts": "hearts were trumps",
    "blind": "hearts were called blind",
    "refa": "a Refa in an earlier hand doubles this one",
    "whiteout": "a whiteout in an earlier hand doubles this one",
}


def _doubled_words(
    rules: RamsenRules, doubled_by: Sequence[DoubledBy], why: Sequence[ScoreWhy]
) -> list[str]:
    words = [_DOUBLED[d] for d in doubled_by]
    if words and "stayed_home" in why and not rules.stay_home_doubled:
        words[-1] += " (the cost of staying at home is not doubled)"
    return words


def result_words(
    result: HandResult, rules: RamsenRules, names: Sequence[str] = _SEATS
) -> tuple[str, str]:
    """(how a finished hand ended, how it was scored) in words, from its
    :class:`HandScored` (and :class:`MatchEnded`) events and the rules' numbers: how
    it ended, each rule that applied with its seats and their changes, what doubled
    the hand, scores that went below zero, and how the match ended or plays on.
    """
    scored = next((e for e in result.events if isinstance(e, HandScored)), None)
    over = next((e for e in result.events if isinstance(e, MatchEnded)), None)
    if scored is None:
        return "", ""
    reason = hand_over_text(scored.how, scored.seat, names)
    if scored.how in _THROWN_IN:
        summary = f"hand {scored.hand_number + 1} thrown in ({reason}), no score"
        if scored.doubles:
            summary += "\nA later hand that is played scores double."
        return reason, summary
    n = len(scored.deltas)
    no_score: ScoreWhy = ""
    why = scored.why or (no_score,) * n
    won = [int(w) for w in result.scores] or [0] * n
    clauses = [score_clause(rules, k, scored.bid, w) for k, w in zip(why, won, strict=True)]
    new = list(scored.scores) or [0] * n
    old = [v - d for v, d in zip(new, scored.deltas, strict=True)]
    summary = score_summary(
        scored.hand_number,
        reason,
        clauses,
        scored.changes or scored.deltas,
        old,
        new,
        _doubled_words(rules, scored.doubled_by, why),
        past_zero="bounces back" if rules.exact_zero_bounce else "stops",
        names=names,
    )
    if over is not None:
        summary += "\n" + match_end_text(rules, new, over.winners, capped=over.capped, names=names)
    elif rules.end_rule == "lowest" and min(new) <= 0 and rules.tie_plays_on:
        summary += "\n" + tie_plays_on_text(new, names)
    return reason, summary


_UNITS = {"tricks_to_go": "tricks to go", "points": "points", "counters": "counters"}


def standing_words(standing: Standing) -> str:
    """A seat's score in words: ``14 tricks to go``, ``-2 points``, ``7 counters``.

    >>> standing_words(Standing(seat=0, score=14, kind="tricks_to_go", counts=(14,)))
    '14 tricks to go'
    """
    n = standing.counts[0] if standing.counts else int(standing.score)
    return f"{n} {_UNITS.get(standing.kind, standing.kind)}"


# -- help at the prompt -------------------------------------------------------------

_SHOWN = 4
"""How many actions of one kind a help line quotes before "… (n in all)"."""


def _listed(actions: Sequence[Action]) -> str:
    shown = ", ".join(str(a) for a in actions[:_SHOWN])
    return shown + (f" and {len(actions) - _SHOWN} more" if len(actions) > _SHOWN else "")


def _play_line(view: RamsenView, plays: Sequence[Play]) -> str:
    """What playing a card does now, and why only these cards may be played."""
    rules = view.rules
    head = f"{_listed(plays)}: play a card to trick {len(view.tricks) + 1}"
    if not view.trick:
        return f"{head}; you lead, so any card of your hand ({SOURCE})"
    table = rank_table(rules, view.trump, view.trump_card)
    led = table.eff[view.trick[0][1].index]
    led_name = "trumps" if led == TRUMP else SUIT_WORDS[led]
    restricted = len(plays) < len(view.hand)
    if any(table.eff[p.card.index] == led for p in plays):
        why = f"you hold {led_name}, the suit led, so you must follow"
        held = sum(table.eff[c.index] == led for c in view.hand)
        if rules.head and len(plays) < held:
            why += " and beat the trick if you can"
    elif not restricted:
        why = f"you hold no {led_name}, the suit led, so any card"
        if rules.trump_if_void or rules.head_when_void:
            why += " (none of yours would trump or win it)"
    elif rules.trump_if_void and all(table.eff[p.card.index] == TRUMP for p in plays):
        why = f"you hold no {led_name}, the suit led, so you must trump"
        if rules.overtrump and any(table.eff[c.index] == TRUMP for _, c in view.trick):
            why += ", over the trump in the trick if you can"
    else:
        why = f"you hold no {led_name}, the suit led, so you must play a card that wins"
    return f"{head}; {why} ({SOURCE})"


def _score_rule(rules: RamsenRules) -> str:
    return f"each trick you take is a point off your score, no trick adds {rules.no_trick_penalty}"


def _call_line(view: RamsenView, name: CallName) -> str:
    rules = view.rules
    phase = view.phase
    if name is CallName.PLAY_HAND:
        extra = ""
        if rules.bidding == "mulatschak":
            extra = "; then you may exchange up to as many cards as the declarer did"
        return f"play-hand: play this hand; {_score_rule(rules)}{extra} ({SOURCE})"
    if name is CallName.PASS:
        if phase is Phase.SCHLECK:
            return f"pass: leave the cut card where it is ({SOURCE})"
        if phase is Phase.GENERAL:
            return f"pass: do not call General Rams ({SOURCE})"
        if phase is Phase.MUL_BID:
            return f"pass: make no bid ({SOURCE})"
        if phase is Phase.RAUB_LEAD:
            return "pass: do not lead; if all pass, the dealer may redraw the trump (our reading)"
        if phase is Phase.TRUMP_SWAP:
            return f"pass: keep your hand and leave the turned card ({SOURCE})"
        if phase is Phase.DEALER_PRE:
            return "pass: go on; the trump card is turned (our reading)"
        if phase is Phase.DEALER_BLIND:
            return "pass: look at your cards and play on as usual (our reading)"
        if phase is Phase.HEARTS_BLIND:
            return "pass: look at your cards first, then name trumps (catsatcards)"
        return f"pass: sit this hand out; it scores you nothing ({SOURCE})"
    if name is CallName.DROP:
        return f"drop: lay your cards down and sit this hand out; no score ({SOURCE})"
    if name is CallName.STAY:
        return (
            f"stay: stay at home, out of this hand: {rules.stay_home_cost} added to your "
            f"score ({SOURCE})"
        )
    if name is CallName.SCHLECK:
        seen = "everyone sees it" if rules.schleck_shown else "only you see it"
        return (
            f"schleck: take the cut card into your hand, one card fewer in the deal; "
            f"{seen} ({SOURCE})"
        )
    if name is CallName.WIDOW:
        return (
            "widow: take the widow as your hand; your own cards go out of play"
            + (" and you must play" if rules.widow_must_play else "")
            + f" ({SOURCE}; our choice that you must play)"
        )
    if name is CallName.GENERAL:
        return (
            "general: call General Rams: you lead and must take all five tricks; made, "
            f"5 off you and 5 added to everyone else; failed, 5 added to you ({SOURCE})"
        )
    if name is CallName.WHITEOUT:
        return (
            "whiteout: you hold no King, Queen or Jack: the cards are thrown in, the same "
            f"dealer deals again and the next hand scores double ({SOURCE})"
        )
    if name is CallName.HOLD:
        return (
            f"hold: as dealer, take the highest bid ({view.high_bid}) yourself and become "
            f"the declarer ({SOURCE})"
        )
    if name is CallName.RAUB:
        return (
            "raub: rob the turned card without looking at your hand; you need "
            f"{counted(rules.declarer_target, 'trick')} or {rules.declarer_fail} are "
            f"added ({SOURCE})"
        )
    if name is CallName.STIH:
        return (
            "stih: take the turned Seven without looking; you need "
            f"{counted(rules.stih_target, 'trick')} or {rules.declarer_fail} are added ({SOURCE})"
        )
    if name is CallName.MUSS:
        return (
            "muss: everybody must play this hand; you need "
            f"{counted(rules.declarer_target, 'trick')} ({SOURCE})"
        )
    if name is CallName.REFA:
        return f"refa: pass the deal on; a later hand scores double ({SOURCE})"
    if name is CallName.LEAD:
        return (
            f"lead: declare and lead; you need {counted(rules.declarer_target, 'trick')} or "
            f"{rules.declarer_fail} are added (our reading of {SOURCE})"
        )
    if name is CallName.REDRAW:
        return (
            "redraw: turn new trump cards; a third card of the first suit throws the hand "
            f"in as a Refa ({SOURCE})"
        )
    if name is CallName.IDEM:
        return (
            "idem: play against the declarer; take no trick and "
            f"{rules.defender_fail} are added (our reading of {SOURCE})"
        )
    if name is CallName.NEJDEM:
        return f"nejdem: drop out of the hand; no score (our reading of {SOURCE})"
    if name is CallName.TAKE:
        return f"take: take the card on sight ({view.onsight}) for your discard ({SOURCE})"
    if name is CallName.BLIND:
        return (
            "blind: call hearts trumps before looking at your cards; the hand scores "
            "double again (house rule, github.com/oli-69/zwanzigab)"
        )
    if name is CallName.NEXT_CARD:
        return (
            "next-card: let the next card dealt to you set trumps, shown to all "
            "(house rule, github.com/oli-69/zwanzigab)"
        )
    if name is CallName.KEEP:
        return (
            f"keep: keep your own card; the card on sight ({view.onsight}) goes out of play "
            f"({SOURCE})"
        )
    return f"{name.value}: {name.__doc__ or ''}"


def explain(view: RamsenView, legal: Sequence[Action]) -> list[str]:
    """What each legal action does now, in plain words, and the rule it comes from."""
    rules = view.rules
    lines: list[str] = []
    plays = [a for a in legal if isinstance(a, Play)]
    if plays:
        lines.append(_play_line(view, plays))
    takes = [a for a in legal if isinstance(a, TakeTrump)]
    if takes:
        lines.append(
            f"{_listed(takes)}: take the turned {view.turned} into your hand, giving up the "
            f"card named face down ({SOURCE})"
        )
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    if exchanges:
        most = max(len(a.cards) for a in exchanges)
        if view.phase is Phase.EXCHANGE and rules.bidding == "mulatschak":
            what = (
                "lay those cards aside; for each a card is turned face up, which you take or refuse"
            )
        else:
            what = "lay those cards out of play face down and draw as many from the talon"
        line = (
            f"exchange CARDS (up to {counted(most, 'card')}, e.g. {exchanges[-1]}): {what}; "
            f"exchange none keeps your hand ({SOURCE})"
        )
        if rules.exchanged_must_play and view.phase is Phase.EXCHANGE:
            line += "; whoever exchanges must then play the hand"
        lines.append(line)
    names = [a for a in legal if isinstance(a, NameTrump)]
    if names:
        notes = []
        if rules.hearts_double:
            notes.append("hearts double the hand's scores")
        if rules.no_drop_suit != "none" and rules.bidding == "zwanzig":
            notes.append(f"with {rules.no_drop_suit} nobody may drop")
        lines.append(
            f"{_listed(names)}: name the trump suit"
            + (f"; {', '.join(notes)}" if notes else "")
            + f" ({SOURCE})"
        )
    bids = [a for a in legal if isinstance(a, Bid) and a.tricks != BID_MULATSCHAK]
    if bids:
        lines.append(
            f"{_listed(bids)}: bid the tricks you will take; the highest bidder names "
            f"trumps and leads; missing the bid adds {rules.mulatschak_declarer_fail} "
            f"({SOURCE})"
        )
    if any(isinstance(a, Bid) and a.tricks == BID_MULATSCHAK for a in legal):
        lines.append(
            "bid mulatschak: all five tricks, no exchange; made, "
            f"{rules.mulatschak_score} off; failed, {rules.mulatschak_score} added and "
            f"{rules.mulatschak_fail_others} off everyone else ({SOURCE})"
        )
    for action in legal:
        if isinstance(action, Call):
            lines.append(_call_line(view, action.name))
    return lines
