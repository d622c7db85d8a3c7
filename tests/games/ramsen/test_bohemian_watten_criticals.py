"""Bohemian Watten, criticals preset: NOTES.md section 16.3 [src: Wikipedia, hudln.de]."""

from __future__ import annotations

from ramsen_helpers import legal, play, stacked

from pantsdown.core.cards import Suit
from pantsdown.games.ramsen.ranking import trump_order
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.scoring import apply_deltas, match_winners
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Kc",  # seat 0, dealer
    "As Ks Qs Js 10s",  # seat 1, forehand
    "Ah Qh Jh 10h 9h",  # seat 2
    "Ad Kd Qd Jd 9d",  # seat 3, the cutter
]


def test_three_criticals_rank_above_the_trump_ace() -> None:
    """'K♥ > 7♦ > 7♣ as permanent top trumps, above the trump Ace' [src: Wikipedia]."""
    order = [
        str(c) for (c,) in trump_order(PRESETS["bohemian-watten-criticals"], Suit.SPADES, None)
    ]
    assert order[:5] == ["Kh", "7d", "7c", "As", "Ks"]


def test_no_trump_rank() -> None:
    """'no trump rank' in the criticals preset."""
    order = [
        str(c) for (c,) in trump_order(PRESETS["bohemian-watten-criticals"], Suit.SPADES, None)
    ]
    assert "10h" not in order


def test_cutter_may_schleck_a_critical() -> None:
    """'A Critical cut to the bottom of the cut packet may be taken by the cutter
    (schlecking).'"""
    state = stacked(
        "bohemian-watten-criticals",
        [*HANDS[:3], "Ad Kd Qd Jd"],
        schlecker=3,
        turned="8s",
        bottom="7d",
    )
    assert state.phase == Phase.SCHLECK and legal(state) == ["schleck", "pass"]
    play(state, "schleck")
    assert "7d" in [str(c) for c in state.hands[3]]


def test_cutter_may_not_schleck_another_card() -> None:
    """Only a Critical may be taken; the decision is still asked, so nothing is revealed."""
    state = stacked("bohemian-watten-criticals", HANDS, turned="8s", bottom="8d")
    assert state.phase == Phase.SCHLECK and legal(state) == ["pass"]


def test_four_cards_exchanged_with_fewer_than_three_players() -> None:
    """'up to 3 cards exchanged, or 4 with fewer than 3 players' [src: hudln.de]."""
    state = stacked(
        "bohemian-watten-criticals",
        ["7c 8c 9c 10c Kc", "As Ks Qs Js 10s"],
        turned="8s",
        bottom="8d",
    )
    play(state, "pass")
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 4


def test_reaching_zero_wins_without_bounce() -> None:
    """'the reach-0 rule: ≤0 wins, no bounce [src: Wikipedia, first to zero]'."""
    rules = PRESETS["bohemian-watten-criticals"]
    assert apply_deltas(rules, [2], [-3]) == [-1]
    assert match_winners(rules, [-1, 0, 4]) == [0]


def test_dealer_may_schleck_a_second_critical() -> None:
    """NOTES 16.2: 'A Critical cut to the bottom of the cut packet may be taken by the cutter
    ("schlecking"). The dealer may take a second one, and the cutter a third.'"""
    state = stacked(
        "bohemian-watten-criticals",
        ["7c 8c 9c 10c", "As Ks Qs Js 10s", "Ah Qh Jh 10h 9h", "Ad Kd Qd Jd"],
        schleckers=[3, 0],
        turned="8s",
        bottom="7d Kh 8d",
    )
    play(state, "schleck")
    assert state.phase == Phase.SCHLECK and state.current_player() == 0
    assert str(state.view(0).peek) == "Kh" and state.view(3).peek is None
    assert legal(state) == ["schleck", "pass"]
    play(state, "schleck")
    assert "Kh" in [str(c) for c in state.hands[0]]
    # the third bottom card (8d) is no Critical: the cutter may only pass
    assert state.current_player() == 3 and legal(state) == ["pass"]
    play(state, "pass")
    assert [len(h) for h in state.hands] == [5] * 4
    assert state.view(1).schlecked == (1, 0, 0, 1)


def test_cutter_may_schleck_a_third_critical() -> None:
    """NOTES 16.2: '... and the cutter a third.' No fourth card is offered."""
    state = stacked(
        "bohemian-watten-criticals",
        ["8c 9c 10c Qc", "As Ks Qs Js 10s", "Ah Qh Jh 10h 9h", "Ad Kd"],
        schleckers=[3, 0, 3],
        turned="8s",
        bottom="7d Kh 7c",
    )
    play(state, "schleck", "schleck", "schleck")
    assert state.phase != Phase.SCHLECK
    assert {"7d", "7c"} <= {str(c) for c in state.hands[3]}
    assert [len(h) for h in state.hands] == [5] * 4


def test_dealer_gets_no_second_critical_if_the_cutter_passes() -> None:
    """The dealer's second take follows the cutter's first ('The dealer may take a second
    one'): a cutter who passes ends the schlecking."""
    state = stacked("bohemian-watten-criticals", HANDS, turned="8s", bottom="7d Kh")
    play(state, "pass")
    assert state.phase != Phase.SCHLECK


def test_ramsen_schleken_is_a_single_card() -> None:
    """Ramsen's Schleken takes one card only (``schleck_chain = 1``) [seed]."""
    state = stacked(
        "bohemian-watten-criticals",
        [*HANDS[:3], "Ad Kd Qd Jd"],
        schlecker=3,
        turned="8s",
        bottom="7d Kh",
        options={"schleck_chain": 1},
    )
    play(state, "schleck")
    assert state.phase != Phase.SCHLECK


def test_schlecker_may_still_exchange() -> None:
    """Criticals preset: the player who schlecked may exchange as the others do [our choice,
    option ``schlecker_may_exchange``; no source forbids it, unlike Ramsen's Schleken]."""
    state = stacked(
        "bohemian-watten-criticals",
        [*HANDS[:3], "Ad Kd Qd Jd"],
        schlecker=3,
        turned="8s",
        bottom="7d",
    )
    play(state, "schleck", "pass", "exchange none", "exchange none")
    assert state.current_player() == 3
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 3


def test_schleck_question_always_asked_option() -> None:
    """Option ``schleck_always_asked`` (on) [our choice]: the cutter is asked even when the
    bottom card is no Critical; off, he passes without being asked and the deal goes on."""
    state = stacked("bohemian-watten-criticals", HANDS, turned="8s", bottom="8d")
    assert state.phase == Phase.SCHLECK and legal(state) == ["pass"]
    opts = {"schleck_always_asked": False}
    state = stacked("bohemian-watten-criticals", HANDS, turned="8s", bottom="8d", options=opts)
    assert state.phase == Phase.EXCHANGE and state.calls[3] == "pass"
