"""Schnalzen: seed 004 and NOTES.md section 17, one test per rule sentence."""

from __future__ import annotations

import pytest
from ramsen_helpers import legal, play, stacked, with_fields

from pantsdown import make
from pantsdown.core.cards import WELI, Suit
from pantsdown.games.ramsen.ranking import trump_order
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Kc",  # seat 0, dealer
    "Ah 10h As Ks Qs",  # seat 1, forehand
    "Kh Qh Ac Jc Qc",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3
]


def test_four_players_and_thirty_three_cards_with_the_weli() -> None:
    """'Schnalzen is specifically designed for play by 4 participants ... this 32 card German
    pack with the addition of one more card, the WELI.'"""
    state = make("schnalzen", seed=1)
    assert state.num_players == 4
    assert len(state.all_cards()) == 33 and WELI in state.all_cards()
    with pytest.raises(ValueError):
        make("schnalzen", 3)


def test_weli_is_second_highest_trump() -> None:
    """'The WELI is considered the second highest card in the game regardless of which suit
    ends up as the trump suit' (after the trump Sow, NOTES 17.3)."""
    order = [str(c) for (c,) in trump_order(PRESETS["schnalzen"], Suit.SPADES, None)]
    assert order[:3] == ["As", "6d", "Ks"]


def test_weli_belongs_to_the_trump_suit_for_following() -> None:
    """NOTES 17.3: 'The Weli is a member of the trump suit for following [our choice].'"""
    hands = ["7c 8c 9c 10c Kc", "7s 10h As Ks Qs", "6d Qh Ac Jc Qc", "Ad Kd Qd Jd 10d"]
    state = stacked("schnalzen", hands, turned="8s")
    play(state, "play-hand", "play-hand", "play-hand")
    play(state, "play 7s")
    assert legal(state) == ["play 6d"]


def test_each_player_starts_with_twenty() -> None:
    """'The game begins with each player having a score of 20.'"""
    assert make("schnalzen", seed=1).scores == (20,) * 4


def test_trump_card_is_turned_between_the_packets() -> None:
    """'after the dealer deals out the initial packet of three cards to each player, and
    before dealing the two card packets, he deals the next card from the stock face-up'."""
    state = stacked("schnalzen", HANDS, turned="9h")
    assert str(state.turned) == "9h" and state.trump == Suit.HEARTS


def test_weli_turned_means_no_trump_suit() -> None:
    """'If the WELI is the card so exposed, no trump suit is used for that particular
    hand.'"""
    state = stacked("schnalzen", HANDS, turned="6d")
    assert state.trump is None
    play(state, "play-hand", "play-hand", "play-hand", "play As", "play Ac")
    assert state.current_player() == 3


def test_stay_at_home_costs_one_point() -> None:
    """'If a player elects to stay at home one point is automatically added to that players
    current score, however the player does not run the risk of earning additional penalty
    points during that hand.'"""
    state = stacked("schnalzen", HANDS, turned="9h")
    play(state, "stay", "play-hand", "play-hand")
    assert not state.active[1]
    while state.hand_number == 0:
        state.apply(state.legal_actions()[0])
    assert state.scores[1] == 21


def test_dealer_may_never_drop() -> None:
    """'The dealer may never drop from the hand'."""
    state = stacked("schnalzen", HANDS, turned="9h")
    play(state, "play-hand", "play-hand", "play-hand")
    assert state.phase == Phase.PLAY and state.active[0]
    assert state.calls[0] == "play-hand"


def test_nobody_may_drop_when_a_ten_is_turned() -> None:
    """'if the exposed trump suit was of rank 10, no players may elect to drop from that
    hand.'"""
    state = stacked("schnalzen", HANDS, turned="10s")
    assert state.phase == Phase.PLAY and all(state.active)


def test_nobody_may_drop_with_five_or_less() -> None:
    """'A player may also not drop if his current score is five or less.'"""
    # seat 1's score is 5 when the play-or-stay round asks it (a position)
    fresh = with_fields(stacked("schnalzen", HANDS, turned="9h"), scores=[20, 5, 20, 20])
    assert fresh.current_player() == 1 and legal(fresh) == ["play-hand"]


def test_dealer_alone_subtracts_five() -> None:
    """'If all players save the dealer drop from a hand, the dealer automatically is entitled
    to subtract five points from his current score.'"""
    state = stacked("schnalzen", HANDS, turned="9h")
    play(state, "stay", "stay", "stay")
    assert state.scores == (15, 21, 21, 21)


def test_forehand_leads_and_must_follow_else_anything() -> None:
    """'The player to the immediate left of the dealer plays the first card ... If the player
    has a card of the same suit as led to the trick he must play it. If he has no such card,
    he may play any card from his hand to the trick, including a card of the trump suit.'"""
    state = stacked("schnalzen", HANDS, turned="9h")
    play(state, "play-hand", "play-hand", "play-hand")
    assert state.current_player() == 1
    play(state, "play Ks")
    assert len(legal(state)) == 5  # seat 2 has no spades, not obliged to trump


def test_no_obligation_to_head() -> None:
    """NOTES 17.3: 'There is no obligation to trump or to head.'"""
    hands = ["7c 8c 9c 10c Kc", "Jh 10s As Ks Qs", "Kh Qh 8h Jc Qc", "Ad Kd Qd Jd 10d"]
    state = stacked("schnalzen", hands, turned="8d")
    play(state, "play-hand", "play-hand", "play-hand", "play Jh")
    assert legal(state) == ["play 8h", "play Qh", "play Kh"]


def test_trick_won_by_highest_trump_else_led_suit() -> None:
    """'If the trick contains any cards from the trump suit, the highest such card in the
    trump suit wins the trick.'"""
    state = stacked("schnalzen", HANDS, turned="9d")
    play(state, "play-hand", "play-hand", "play-hand", "play As", "play Jc", "play Ad", "play 7c")
    assert state.tricks[0][2] == 3


def _finish(state: object) -> None:
    from pantsdown.games.ramsen import RamsenState

    assert isinstance(state, RamsenState)
    start = state.hand_number
    while state.hand_number == start and not state.is_terminal():
        state.apply(state.legal_actions()[0])


def test_one_off_per_trick_ten_on_for_none() -> None:
    """'Each player is entitled to subtract one point ... for each trick won ... a player who
    elected to play but did not manage to win at least one trick ... must add 10 points'."""
    state = stacked("schnalzen", HANDS, turned="9h")
    play(state, "play-hand", "play-hand", "play-hand")
    _finish(state)
    assert state.hand_result() is not None
    won = state.hand_result().scores
    if max(won) < 5:
        for s in range(4):
            assert state.scores[s] == (20 - won[s] if won[s] else 30)


def test_all_five_tricks_minus_ten_others_plus_ten() -> None:
    """'if one player manages to win every trick during a hand, that player is entitled to
    subtract ten points from their score, and each other player (that did not drop during
    that hand), must add ten points to their score.'"""
    hands = ["7c 8c 9c 10c Kc", "Ah Kh Qh Jh 10h", "7s 8s 9s Jc Qc", "7d 8d 9d Jd 10d"]
    state = stacked("schnalzen", hands, turned="9h")
    play(state, "play-hand", "stay", "play-hand")
    _finish(state)
    assert state.scores == (30, 10, 21, 30)


def test_score_at_or_below_zero_wins_lowest_if_several() -> None:
    """'If, at the end of any hand, a player manages to decrease his ongoing score to zero or
    less, that player is declared the game winner. If two or more players ... the player who
    has the current lowest score is considered the game winner.'"""
    state = stacked("schnalzen", HANDS, turned="9h")
    state = with_fields(state, scores=[3, 20, 20, 20])
    play(state, "stay", "stay", "stay")
    assert state.is_terminal() and state.winners() == [0]
