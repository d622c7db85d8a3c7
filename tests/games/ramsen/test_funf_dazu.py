"""Fünf dazu!: seed 004 and NOTES.md section 15, one test per rule sentence."""

from __future__ import annotations

import pytest
from ramsen_helpers import legal, play, stacked, with_fields

from pantsdown import make
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Kc",  # seat 0, dealer
    "Ah 10h As Ks Qs",  # seat 1, forehand
    "Kh Qh Ac Jc Qc",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3
]


def test_two_to_four_players_with_the_thirty_two_card_pack() -> None:
    """'It uses the same 32 card deck as does that game, but is designed for 2 to 4
    players.'"""
    for n in (2, 3, 4):
        state = make("funf-dazu", n, seed=1)
        assert len(state.all_cards()) == 32
    with pytest.raises(ValueError):
        make("funf-dazu", 5)


def test_each_player_starts_with_fifteen() -> None:
    """'Before the game begins, each player is provided a score of 15'."""
    assert make("funf-dazu", 3, seed=1).scores == (15, 15, 15)


def test_five_cards_each_rest_unused_no_trumps_forehand_leads() -> None:
    """'each player is dealt five total cards and the remaining cards are set to the side
    and not used ... There is no trump suit used in Fünf dazu! and thus no announcer. The
    player to the left of the dealer plays the first card to the first trick.'"""
    state = stacked("funf-dazu", HANDS)
    assert state.phase == Phase.PLAY
    assert state.trump is None and state.turned is None
    assert [len(h) for h in state.hands] == [5] * 4
    assert len(state.stock) == 12
    assert state.current_player() == 1


def test_nobody_may_drop() -> None:
    """NOTES 15.3: 'Nobody may drop [our reading: the seed gives no drop option].'"""
    state = stacked("funf-dazu", HANDS)
    assert all(not str(a).startswith(("drop", "pass")) for a in state.legal_actions())


def test_must_follow_and_win_the_trick_if_possible() -> None:
    """'If the player has a card of the same suit as led to the trick, he must play it.
    Furthermore, if the player can play a card which would win the trick, as it currently
    stands, he must so play that card.'"""
    state = stacked("funf-dazu", HANDS)
    play(state, "play Ks")
    # seat 2 has no spades: any card
    assert len(legal(state)) == 5
    play(state, "play Jc", "play 10d")
    # seat 0 has no spades either: free choice
    assert len(legal(state)) == 5


def test_heading_within_the_led_suit() -> None:
    """Must win the trick when able: with Q and K of hearts over a led Jack, only they."""
    hands = ["7c 8c 9c 10c Kc", "Jh 10s As Ks Qs", "Kh Qh 8h Jc Qc", "Ad Kd Qd Jd 10d"]
    state = stacked("funf-dazu", hands)
    play(state, "play Jh")
    assert legal(state) == ["play Qh", "play Kh"]


def test_highest_card_of_the_led_suit_wins_ace_ten_order() -> None:
    """'The player of the highest card in the suit originally led to the trick wins it.'
    Ranking A 10 K Q J 9 8 7 [src: casinospiegel]."""
    hands = ["7c 8c 9c 10c Kc", "Kh 10s As Ks Qs", "10h Qh 8h Jc Qc", "Ad Kd Qd Jd 10d"]
    state = stacked("funf-dazu", hands)
    play(state, "play Kh", "play 10h", "play Ad", "play Kc")
    assert state.tricks[0][2] == 2 and state.current_player() == 2


def _finish(state: object) -> None:
    from pantsdown.games.ramsen import RamsenState

    assert isinstance(state, RamsenState)
    start = state.hand_number
    while state.hand_number == start and not state.is_terminal():
        state.apply(state.legal_actions()[0])


def test_one_off_per_trick_and_five_on_for_none() -> None:
    """'Each player is entitled to subtract from his current score ... the number of tricks
    won during that hand. However, if the player won zero tricks during that hand, he must
    instead add five points'."""
    state = stacked("funf-dazu", HANDS)
    _finish(state)
    tricks = [won for won in state.hand_result().scores] if state.hand_result() else []
    for s in range(4):
        expect = 15 - int(tricks[s]) if tricks[s] else 20
        assert state.scores[s] == expect


def test_first_to_zero_wins_lowest_if_several() -> None:
    """'The first player to reduce his ongoing score to zero or less is declared the winner.
    If multiple players manage this on the same hand, the player with the lowest score is
    declared the game winner.'"""
    state = stacked("funf-dazu", HANDS)
    state = with_fields(state, scores=[1, 1, 1, 1])
    _finish(state)
    assert state.is_terminal()
    low = min(state.scores)
    assert state.winners() == [s for s in range(4) if state.scores[s] == low]


def test_deal_rotates_clockwise() -> None:
    """NOTES 15.3: 'The deal rotates clockwise [our choice].'"""
    state = stacked("funf-dazu", HANDS)
    _finish(state)
    assert state.dealer == 1 and state.current_player() == 2


def test_continue_until_two_players_reach_zero_option() -> None:
    """Option ``continue_until_two_zero`` [src: casinospiegel]."""
    from pantsdown.games.ramsen.rules import PRESETS
    from pantsdown.games.ramsen.scoring import match_winners

    rules = PRESETS["funf-dazu"].with_options(continue_until_two_zero=True)
    assert match_winners(rules, [0, 3, 4]) == []
    assert match_winners(rules, [0, -1, 4]) == [1]
