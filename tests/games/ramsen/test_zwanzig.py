"""Zwanzig (Zwanzig ab): seed 004 and NOTES.md section 14, one test per rule sentence."""

from __future__ import annotations

import pytest
from ramsen_helpers import legal, play, stacked, to_play, with_fields

from pantsdown import IllegalActionError, make
from pantsdown.core.cards import Suit
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Jc",  # seat 0, dealer
    "Ah 10h As Ks Qs",  # seat 1, announcer
    "Kh Qh Ac Kc Qc",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3
]


def test_each_player_starts_with_a_score_of_twenty() -> None:
    """'At the start of the game, each player is set with a score of 20.'"""
    state = make("zwanzig", 4, seed=1)
    assert state.scores == (20, 20, 20, 20)


def test_announcer_names_trumps_after_seeing_two_cards() -> None:
    """'Each player then picks up his initial two cards ... The player to the immediate
    left of the dealer (called the announcer) after reviewing his two cards must announce
    a trump suit of his choice.'"""
    state = stacked("zwanzig", HANDS)
    assert state.phase == Phase.NAME_TRUMP
    assert state.current_player() == 1
    assert [len(h) for h in state.hands] == [2, 2, 2, 2]
    assert legal(state) == ["trump clubs", "trump spades", "trump hearts", "trump diamonds"]


def test_three_more_cards_follow_the_announcement() -> None:
    """'the dealer then deals another three-card packet face-down to each player ...
    such that each player ends up with a total of five cards.'"""
    state = stacked("zwanzig", HANDS)
    play(state, "trump spades")
    assert [len(h) for h in state.hands] == [5, 5, 5, 5]
    assert state.trump == Suit.SPADES


def test_exchange_up_to_three_cards_announcer_first() -> None:
    """'starting with the announcer, each player has one opportunity ... to exchange up
    to three cards from his hand for the same number of cards'."""
    state = stacked("zwanzig", HANDS, talon="7h 8h 9h 7s 8s 9s")
    play(state, "trump spades")
    assert state.phase == Phase.EXCHANGE and state.current_player() == 1
    with pytest.raises(IllegalActionError, match="at most 3"):
        state.apply_text("exchange Ah 10h Qs As")
    play(state, "exchange Ah 10h")
    assert sorted(str(c) for c in state.hands[1]) == sorted(["As", "Ks", "Qs", "7h", "8h"])
    assert state.current_player() == 2


def test_exchanged_cards_are_out_of_play() -> None:
    """'The cards to be replaced are set face-down out of play, no longer to be used during
    the current hand.'"""
    state = stacked("zwanzig", HANDS, talon="7h 8h 9h")
    play(state, "trump spades", "exchange Ah")
    assert [str(c) for c in state.discards[1]] == ["Ah"]
    assert "Ah" not in [str(c) for c in state.view(1).hand]
    assert state.view(2).out_counts[1] == 1 and not state.view(2).discards


def test_announcer_may_not_drop_and_the_drop_round_starts_on_his_left() -> None:
    """'The player to the immediate left of the dealer (the announcer) must remain in the
    game, thus, this round of bidding continues from the immediate left of the announcer'."""
    state = stacked("zwanzig", HANDS)
    play(state, "trump spades", *["exchange none"] * 4)
    assert state.phase == Phase.BID
    assert state.current_player() == 2
    assert set(legal(state)) == {"drop", "play-hand"}
    assert state.active[1]


def test_a_player_who_drops_lays_his_cards_aside() -> None:
    """'If a player elects to Drop ... he then places his cards, face-down to the side and no
    longer takes any further part during this hand.'"""
    state = stacked("zwanzig", HANDS)
    play(state, "trump spades", *["exchange none"] * 4, "drop", "play-hand", "play-hand")
    assert not state.active[2] and state.hands[2] == []
    assert state.phase == Phase.PLAY and state.current_player() == 1


def test_no_player_may_drop_when_diamonds_are_trumps() -> None:
    """'if the announcer announced diamonds as the trump suit for the hand, no player may
    elect to Drop from that hand.'"""
    state = stacked("zwanzig", HANDS)
    play(state, "trump diamonds", *["exchange none"] * 4)
    assert state.phase == Phase.PLAY
    assert all(state.active)


def test_diamonds_no_drop_can_be_switched_off() -> None:
    """Option ``no_drop_suit`` (diamonds) [seed; NOTES 14.4 ``diamonds_no_drop``]: none."""
    state = stacked("zwanzig", HANDS, options={"no_drop_suit": "none"})
    play(state, "trump diamonds", *["exchange none"] * 4)
    assert state.phase == Phase.BID


def test_announcer_alone_wins_all_five_tricks() -> None:
    """'If all players except the original announcer drop from the hand, the announcer
    automatically wins all five tricks during the hand'."""
    state = stacked("zwanzig", HANDS)
    play(state, "trump spades", *["exchange none"] * 4, "drop", "drop", "drop")
    assert state.scores == (20, 15, 20, 20)
    assert state.hand_number == 1


def test_announcer_leads_the_first_trick() -> None:
    """'The announcer in this hand plays the first card to the first trick'."""
    state = stacked("zwanzig", HANDS)
    to_play(state, trump="trump spades")
    assert state.current_player() == 1
    assert len(legal(state)) == 5


def test_must_follow_suit() -> None:
    """'Each subsequent player must then play a card of the suit originally led to the
    trick if he has one.'"""
    state = stacked("zwanzig", HANDS)
    to_play(state, trump="trump spades")
    play(state, "play Ah")
    assert legal(state) == ["play Qh", "play Kh"]
    with pytest.raises(IllegalActionError, match="follow suit"):
        state.apply_text("play Ac")


def test_must_trump_when_void_in_the_led_suit() -> None:
    """'If he has no such card, but has cards he must play a card from the trump suit'."""
    hands = ["7c 8c 9c 10c Jc", "Ah 10h As Ks Qs", "Kh Qh Ac Kc Qc", "Ad Kd Qd Js 10d"]
    state = stacked("zwanzig", hands)
    to_play(state, trump="trump spades")
    play(state, "play Ah", "play Kh")
    assert legal(state) == ["play Js"]


def test_any_card_when_void_in_the_led_suit_and_in_trumps() -> None:
    """'If he also has no cards from the trump suit, he may play any card remaining in his
    hand to the trick.'"""
    state = stacked("zwanzig", HANDS)
    to_play(state, trump="trump spades")
    play(state, "play Ah", "play Kh")
    assert len(legal(state)) == 5


def test_no_obligation_to_head_the_trick() -> None:
    """NOTES 14.3: 'There is no heading obligation [our reading]'."""
    hands = ["7c 8c 9c 10c Jc", "Qh 10h As Ks Qs", "Kh Ah Ac Kc Qc", "Ad Kd Qd Jd 10d"]
    state = stacked("zwanzig", hands)
    to_play(state, trump="trump spades")
    play(state, "play Qh")
    assert legal(state) == ["play Kh", "play Ah"]


def test_ace_ten_ranking_ten_beats_king() -> None:
    """'The ranking of the cards in this deck are as follows (from highest to lowest): Ace,
    10, King, Queen, Jack, 9, 8, 7.'"""
    state = stacked("zwanzig", HANDS)
    to_play(state, trump="trump spades")
    play(state, "play 10h", "play Kh", "play Ad", "play 7c")
    assert state.tricks[0][2] == 1


def test_natural_ranking_option() -> None:
    """Option ``plain_order = natural`` [src: pagat, NOTES 14.4]: the King beats the Ten."""
    state = stacked("zwanzig", HANDS, options={"plain_order": "natural"})
    to_play(state, trump="trump spades")
    play(state, "play 10h", "play Kh", "play Ad", "play 7c")
    assert state.tricks[0][2] == 2


def _play_hand_out(state: object) -> None:
    from pantsdown.games.ramsen import RamsenState

    assert isinstance(state, RamsenState)
    start = state.hand_number
    while state.hand_number == start and not state.is_terminal():
        state.apply(state.legal_actions()[0])


def test_one_point_off_per_trick_and_five_for_none() -> None:
    """'Each player that did not drop ... subtract one point from his score for each trick
    ... if a player did not drop from the hand and won zero tricks ... he must add five'."""
    state = stacked("zwanzig", HANDS)
    to_play(state, trump="trump spades")
    _play_hand_out(state)
    won = [20 - s if s < 20 else 0 for s in state.scores]
    assert sum(won) == 5
    assert all(s == 25 or s < 20 for s in state.scores)


def test_dropped_players_do_not_score() -> None:
    """'Each player that dropped does not score in the round (either adding or subtracting
    points from his current total).'"""
    state = stacked("zwanzig", HANDS)
    play(state, "trump spades", *["exchange none"] * 4, "drop", "play-hand", "drop")
    _play_hand_out(state)
    assert state.scores[2] == 20 and state.scores[0] == 20


def test_hearts_double_the_score() -> None:
    """'If the suit of hearts was announced as the trump suit ... subtract two points per
    trick won on that hand, but a player failing to win any tricks ... adds ten points'."""
    state = stacked("zwanzig", HANDS)
    to_play(state, trump="trump hearts")
    _play_hand_out(state)
    assert all(s == 30 or (20 - s) % 2 == 0 for s in state.scores)
    assert 30 in state.scores


def test_hearts_are_always_trumps_from_the_ninth_hand() -> None:
    """'on the ninth and subsequent hands, the announcer does not declare the trump suit for
    the hand ... and Hearts is always set as the trump suit for the hand'."""
    state = make("zwanzig", 4, seed=5, options={"max_hands": 1000})
    while state.hand_number < 8:
        state = with_fields(state, scores=[20, 20, 20, 20])
        state.apply(state.legal_actions()[-1])
    assert state.trump == Suit.HEARTS
    assert state.phase != Phase.NAME_TRUMP


def test_hearts_forced_from_hand_option() -> None:
    """Option ``hearts_forced_from_hand`` (9) [seed; NOTES 14.4]."""
    state = make("zwanzig", 4, seed=5, options={"hearts_forced_from_hand": 1})
    assert state.trump == Suit.HEARTS and state.phase == Phase.EXCHANGE


def test_game_ends_at_zero_and_lowest_score_wins() -> None:
    """'If, at the end of any hand, one or more players have managed to reduce his score to
    0 or fewer points the game ends. The player with the smallest ... score is declared the
    game winner.'"""
    state = stacked("zwanzig", HANDS)
    state = with_fields(state, scores=[20, 1, 2, 20])
    play(state, "trump spades", *["exchange none"] * 4, "drop", "drop", "drop")
    assert state.is_terminal()
    assert state.scores[1] == -4
    assert state.returns() == [0.0, 1.0, 0.0, 0.0]


def test_slam_bonus_option() -> None:
    """Option ``slam_bonus`` [src: shram, NOTES 14.4]: 5 extra off for all five tricks."""
    state = stacked("zwanzig", HANDS, options={"slam_bonus": 5})
    play(state, "trump spades", *["exchange none"] * 4, "drop", "drop", "drop")
    assert state.scores[1] == 10
