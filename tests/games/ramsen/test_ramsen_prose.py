"""The Ramsen family in words: how a hand was scored, the log's sentences, the help."""

from __future__ import annotations

import random

import pytest
from ramsen_helpers import finish_hand, play, stacked

from pantsdown import make, parse_cards
from pantsdown.core.registry import find_variant
from pantsdown.games.ramsen import FAMILY
from pantsdown.games.ramsen.actions import Call, CallName
from pantsdown.games.ramsen.events import CardTaken, Exchanged
from pantsdown.games.ramsen.phases import Contract
from pantsdown.games.ramsen.prose import (
    describe,
    explain,
    match_end_text,
    result_words,
    score_clauses,
    score_summary,
    tie_plays_on_text,
)
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.scoring import Outcome

NAMES = ["seat 0", "seat 1", "seat 2", "seat 3", "seat 4"]
MUL_HANDS = ["7c 8c 9c Kc Qc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
MUL_STOCK = "6s 7s 8s 9s 6h 7h 8h 9h"


def test_a_failed_bid_in_hearts_is_said_to_add_twenty_because_hearts_double() -> None:
    """Mulatschak: a declarer who misses the bid adds 10, doubled under hearts; the hand's
    summary says which rule gave each change and what doubled it."""
    state = stacked("mulatschak", MUL_HANDS, bottom="6c", talon=MUL_STOCK)
    play(state, "pass", "bid 5", "pass", "pass", "pass", "trump hearts", "exchange none")
    finish_hand(state)
    result = state.hand_result()
    assert result is not None
    lines = result_words(result, state.rules)[1].splitlines()
    assert lines[0] == "hand 1: all tricks played"
    assert "seat 1 +20: bid 5 but took 0, 10 added." in lines
    assert "seat 2 -10: a point off for each trick taken." in lines
    assert "seat 0 +10, seat 3 +10: no trick taken, 5 added." in lines
    assert lines[-1] == "Every change doubled: hearts were trumps."
    assert result.deltas == (10.0, 20.0, -10.0, 10.0)


def test_a_seat_that_takes_no_trick_in_zwanzig_is_told_five_were_added() -> None:
    """Zwanzig: 'a player who plays and wins no trick adds 5' [catsatcards]."""
    why = score_clauses(
        PRESETS["zwanzig"], Outcome(active=[True, True, True, False], won=[3, 2, 0, 0])
    )
    assert why == [
        "a point off for each trick taken",
        "a point off for each trick taken",
        "no trick taken, 5 added",
        "out of the hand, no score",
    ]


def test_staying_at_home_and_a_failed_mulatschak_are_named() -> None:
    rules = PRESETS["mulatschak"]
    stayed = Outcome(
        active=[True, True, False, True],
        won=[2, 3, 0, 0],
        stayed=[False, False, True, False],
        declarer=1,
        bid=3,
    )
    assert score_clauses(rules, stayed) == [
        "a point off for each trick taken",
        "bid 3 and made it, a point off for each trick taken",
        "stayed at home, 1 added",
        "no trick taken, 5 added",
    ]
    failed = Outcome(active=[True] * 3, won=[4, 1, 0], declarer=0, bid=6)
    assert score_clauses(rules, failed) == [
        "Mulatschak failed, 10 added",
        "the Mulatschak failed, 10 off",
        "the Mulatschak failed, 10 off",
    ]


def test_a_score_past_zero_is_said_to_bounce_back() -> None:
    """Bohemian Watten: 'points past zero bounce back' [catsatcards]; the summary says so."""
    text = score_summary(
        4, "all tricks played", ["a point off for each trick taken"], [-3], [2], [1], []
    )
    assert text.splitlines() == [
        "hand 5: all tricks played",
        "seat 0 -3: a point off for each trick taken.",
        "seat 0 would go 1 below zero, so the score bounces back to 1: only exactly zero wins.",
    ]


def test_another_seats_exchange_says_how_many_cards_never_which() -> None:
    event = Exchanged(0, 3, tuple(parse_cards("7c 8d 9h")), tuple(parse_cards("Ac Ad Ah")))
    assert describe(event, NAMES) == "seat 0 exchanged 3 cards: gave 7c 8d 9h, drew Ac Ad Ah"
    seen = event.redact(1)
    assert seen is not None and describe(seen, NAMES) == "seat 0 exchanged 3 cards"
    taken = CardTaken(0, "trump", parse_cards("Ah")[0], parse_cards("7c")[0]).redact(2)
    assert taken is not None
    assert describe(taken, NAMES) == "seat 0 took the turned Ah, giving up a card face down"


def test_no_call_is_said_with_its_notation() -> None:
    """Every call reads as words at the table: no 'play-hand', 'take-widow' in the log."""
    from pantsdown.games.ramsen.events import Called

    for name in CallName:
        text = describe(Called(1, name.value), NAMES)
        assert text.startswith("seat 1 ") and "-" not in text.removeprefix("seat 1 "), text


@pytest.mark.parametrize("variant", [v.name for v in FAMILY.variants])
def test_the_help_explains_every_legal_action_in_words(variant: str) -> None:
    """'?' at the prompt: a line for every kind of legal action, each call by its word,
    with the rule's source; never the generic docstring text."""
    fam, var = find_variant(variant)
    state = make(variant, var.default_players, seed=5)
    rng = random.Random(9)
    seen: set[str] = set()
    for _ in range(300):
        if state.is_terminal():
            break
        seat = state.current_player()
        legal = list(state.legal_actions())
        lines = explain(state.view(seat), legal)
        assert lines == fam.explain_actions(state.view(seat), legal)
        for action in legal:
            word = str(action).split()[0]
            if isinstance(action, Call):
                assert any(line.startswith(f"{word}:") for line in lines), (word, lines)
            else:
                assert any(word in line.split(":")[0] for line in lines), (word, lines)
            seen.add(word)
        assert all("(" in line and ")" in line for line in lines), lines
        assert not any("keyword call" in line for line in lines)
        state.apply(rng.choice(legal))
    assert "play" in seen


def test_a_tie_for_the_lowest_score_is_said_to_share_the_win() -> None:
    """'the one with the largest surplus wins; if still tied, the win is shared' [NOTES 10.4]."""
    text = match_end_text(PRESETS["ramsen"], [-1, 4, -1], [0, 2])
    assert text == (
        "The match is over: seat 0 and seat 2 tie for the lowest score, -1, and share the win."
    )
    alone = match_end_text(PRESETS["zwanzig"], [-2, 0, 3], [0])
    assert alone == "The match is over: seat 0 has the lowest score, -2, and wins."


def test_the_match_end_names_the_end_rule_of_the_game() -> None:
    """Bohemian Watten: only exactly zero wins; Raub: everyone at or below zero wins."""
    watten = match_end_text(PRESETS["bohemian-watten"], [0, 3, 0], [0, 2])
    assert watten == (
        "The match is over: seat 0 and seat 2 reached exactly zero together and share the win."
    )
    raub = match_end_text(PRESETS["raub"], [-1, 0, 5], [0, 1])
    assert raub == "The match is over: everyone at zero or below wins together: seat 0 and seat 1."
    capped = match_end_text(
        PRESETS["zwanzig"].with_options(max_hands=3), [4, 2, 9], [1], capped=True
    )
    assert capped == (
        "The match is over after 3 hands, the limit; seat 1 has the lowest score, 2, and wins."
    )


def test_the_last_hand_of_a_match_says_who_won_and_why() -> None:
    """A whole seeded match: the last hand's summary ends with the match's end."""
    state = make("zwanzig", 3, seed=3)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(list(state.legal_actions())))
    result = state.hand_result()
    assert result is not None
    assert result_words(result, state.rules)[1].splitlines()[-1].startswith("The match is over")
    assert all(
        f"seat {w}" in result_words(result, state.rules)[1].splitlines()[-1]
        for w in state.winners()
    )


def test_a_pass_is_said_for_what_it_means_in_its_phase() -> None:
    """'pass' at the cut leaves the cut card; in the play-or-pass round it sits the hand out."""
    state = stacked("mulatschak", MUL_HANDS, bottom="6c", talon=MUL_STOCK)
    told = len(state.events)
    play(state, "pass", "bid 1", "pass")
    said = [describe(e, NAMES) for e in state.events_for(0, told)]
    assert said == ["seat 3 leaves the cut card", "seat 1 bids 1 trick", "seat 2 passes: no bid"]


def test_the_house_rules_that_change_a_score_are_named_in_the_summary() -> None:
    """An announcer who pays double, a made Mulatschak that costs the others, a failed one
    paid only by the trick takers: each seat's line names the rule that applied."""
    zwanzig = PRESETS["zwanzig"].with_options(announcer_pays_double=True)
    lone = Outcome(active=[True] * 3, won=[0, 5, 0], declarer=0, contract=Contract.ANNOUNCER)
    assert score_clauses(zwanzig, lone)[0] == (
        "the announcer took no trick and pays double, 10 added"
    )
    assert score_clauses(zwanzig, lone)[2] == "no trick taken, 5 added"
    made = PRESETS["mulatschak"].with_options(mulatschak_made_others=3)
    mul = Outcome(active=[True] * 3, won=[5, 0, 0], declarer=0, bid=6)
    assert score_clauses(made, mul)[1] == "a Mulatschak made against them, 3 added"
    takers = PRESETS["mulatschak"].with_options(mulatschak_fail_paid_to="trick_takers")
    failed = Outcome(active=[True] * 3, won=[4, 1, 0], declarer=0, bid=6)
    assert score_clauses(takers, failed)[1:] == [
        "the Mulatschak failed, 10 off",
        "the Mulatschak failed; no trick taken from it, no change",
    ]


def test_a_score_stopped_at_zero_is_said_to_stop_there() -> None:
    """``scores_stop_at_zero``: the summary says the score stops at 0, not that it bounces."""
    why = ["a point off for each trick taken"]
    text = score_summary(0, "all tricks played", why, [-3], [2], [0], [], past_zero="stops")
    assert text.splitlines()[-1] == "seat 0 would go 1 below zero; scores stop at 0."


def test_a_tie_that_plays_on_is_said_to_play_on() -> None:
    """``tie_plays_on``: two seats tied lowest at or below zero: the match goes on."""
    assert tie_plays_on_text([0, 4, 0]) == (
        "seat 0 and seat 2 tie for the lowest score, 0: the match plays on until one alone "
        "is lowest."
    )
