"""Rams: seed 004 and NOTES.md section 12, one test per rule sentence."""

from __future__ import annotations

import pytest
from ramsen_helpers import finish_hand, legal, play, stacked, with_fields

from pantsdown import make
from pantsdown.core.cards import Suit
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Kc",  # seat 0, dealer
    "As Ks Qs Js 10s",  # seat 1, forehand
    "Ah Kh Qh Jh 10h",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3
]
WIDOW = "7s 8s 9s 7h 8h"


def test_two_to_five_players_ten_counters_each() -> None:
    """'The game can be played by from two to five players. Before the start of the game each
    player should be provided with an equal number of tokens or chips (such as ten, seven,
    or 5).'"""
    for n in (2, 3, 4, 5):
        assert make("rams", n, seed=1).scores == (10,) * n
    assert make("rams", 3, seed=1, options={"start_score": 7}).scores == (7,) * 3


def test_deal_with_a_five_card_widow_and_a_turned_trump() -> None:
    """'an additional five card widow should be dealt ... usually receiving it's cards on
    each dealing round right before the dealer. After the cards have been dealt, the dealer
    then turns up the next card ... The suit of this card is set as the trump suit'."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    assert [len(h) for h in state.hands] == [5] * 4
    assert sorted(str(c) for c in state.widow) == sorted(WIDOW.split())
    assert str(state.turned) == "9h" and state.trump == Suit.HEARTS
    assert state.stock[:0] == []


def test_general_rams_may_be_called_first_caller_declares() -> None:
    """'If any player ... believes he can win all five tricks, that player should immediately
    shout General Rams. If this is called by multiple players, the first player to make this
    call is considered the declarer.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    assert state.phase == Phase.GENERAL and legal(state) == ["general", "pass"]
    play(state, "pass", "general")
    assert state.declarer == 2 and state.contract == "general"


def test_general_rams_option_off_skips_the_general_orbit() -> None:
    """Option ``general_rams`` (on) [seed]: off, nobody is asked General Rams and the hand
    starts with the drop round."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h", options={"general_rams": False})
    assert state.phase == Phase.BID and state.current_player() == 1
    assert "general" not in legal(state)


def test_after_general_rams_nobody_drops_and_the_caller_leads() -> None:
    """'Once this is called, no players may then opt to drop out and no bidding round occurs
    ... The player who first declared General Rams leads the first card to the first
    trick.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "general", "pass")  # the dealer declines the trump swap
    assert state.phase == Phase.PLAY and all(state.active)
    assert state.current_player() == 2


def test_general_rams_made_minus_five_others_plus_five() -> None:
    """'If any player declared General Rams and that player manages to successfully win all
    five tricks, that player is entitled to remove five of his counters ... and each other
    player is required to take five more'."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "general", "pass")
    finish_hand(state)
    assert state.scores == (15, 15, 5, 15)


def test_general_rams_failed_plus_five_others_take_off_their_tricks() -> None:
    """'if the declarer of General Rams was unable to win all five tricks ... that player must
    take five more from the common pool, and each other player is entitled to remove one
    counter ... for each trick won ... If any other players ... failed to win any tricks ...
    they are not required to take any additional tokens.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9d")
    play(state, "general", "pass")
    finish_hand(state)
    assert state.hand_result() is not None
    won = [int(w) for w in state.hand_result().scores]
    assert won[1] < 5
    assert state.scores[1] == 15
    for s in (0, 2, 3):
        assert state.scores[s] == 10 - won[s]


def test_bidding_from_forehand_drop_or_play_and_only_forehand_may_take_the_widow() -> None:
    """'one round of bidding occurs, starting with the player to the immediate left of the
    dealer ... The allowable calls during this bidding round are Drop, Play or trade ...
    Only the first bidder ... may trade for the widow hand'."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass")
    assert state.phase == Phase.BID and state.current_player() == 1
    assert set(legal(state)) == {"drop", "play-hand", "widow"}
    play(state, "play-hand")
    assert set(legal(state)) == {"drop", "play-hand"}


def test_trading_for_the_widow() -> None:
    """'A trade indicates that ... that player ... simply discards his own hand to the side
    and takes the face-down widow hand as a replacement.' Taking it commits him to play
    [our choice, NOTES 12]."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "widow")
    assert sorted(str(c) for c in state.hands[1]) == sorted(WIDOW.split())
    assert state.active[1] and state.widow == []
    assert sorted(str(c) for c in state.discards[1]) == sorted(HANDS[1].split())


def test_dropping_lays_the_hand_aside() -> None:
    """'A call of Drop indicates that a player does not intend to play in the hand, and he
    simply sets his cards aside, face-down and out of play.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "drop")
    assert not state.active[1] and state.hands[1] == []


def test_if_all_drop_up_to_dealers_right_he_and_the_dealer_must_play() -> None:
    """'If every player passes up to the player to the immediate right of the dealer, that
    player must elect to Play as must the Dealer.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "drop", "drop")
    assert state.calls[3] == "play-hand" and state.calls[0] == "play-hand"
    assert state.active == (True, False, False, True)


def test_dealer_must_play_if_only_one_other_plays() -> None:
    """'In addition, if all but one other player has passed, the dealer must also elect to
    play.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "play-hand", "drop", "drop")
    assert state.calls[0] == "play-hand"


def test_dealer_free_when_two_others_play() -> None:
    """'However, in all other case, players are free to pass or play as they see fit.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "play-hand", "play-hand", "drop")
    assert state.current_player() == 0 and set(legal(state)) == {"drop", "play-hand"}


def test_playing_dealer_may_take_the_turned_card() -> None:
    """'the dealer, if he elected to Play the hand, may opt to take the exposed trump card
    into his hand, exchanging it face-down to the table, for any other card'."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "play-hand", "play-hand", "play-hand")
    play(state, "play-hand")
    assert state.phase == Phase.TRUMP_SWAP and "take-trump 7c" in legal(state)
    play(state, "take-trump 7c")
    assert "9h" in [str(c) for c in state.hands[0]] and state.turned is None


def test_dropping_dealer_cannot_take_the_turned_card() -> None:
    """Only 'if he elected to Play the hand'."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "play-hand", "play-hand", "play-hand", "drop")
    assert state.phase == Phase.PLAY


def test_forehand_leads_without_general_rams() -> None:
    """'if General Rams was not declared, the player to the immediate left of the dealer
    plays the first card to the first trick.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "play-hand", "play-hand", "play-hand", "drop")
    assert state.current_player() == 1


def test_follow_head_then_trump_and_overtrump() -> None:
    """'they must play a card of the same suit ... Furthermore, they must attempt to win that
    trick ... If a player has no cards of the suit originally led ... he must play a card in
    the trump suit ... and also attempt to win that trick'."""
    hands = ["7h Ah 9c 10c Kc", "Js 7s 8s 9h 10h", "As Ks Qs 10s 9s", "Ad Kd Qd Jd 10d"]
    state = stacked("rams", hands, widow="7c 8c Jc Qc Ac", turned="8h")
    play(state, "pass", "pass", "pass", "pass", "play-hand", "play-hand", "play-hand")
    play(state, "play-hand", "pass", "play Js")
    assert legal(state) == ["play Qs", "play Ks", "play As"]
    play(state, "play As")
    assert len(legal(state)) == 5  # seat 3: no spades, no hearts: anything
    play(state, "play Ad")
    assert legal(state) == ["play 7h", "play Ah"]  # seat 0 must trump


def test_minus_one_per_trick_plus_five_for_none() -> None:
    """'each player is entitled to remove one token ... for each trick he won ... if a player
    plays and fails to win even one trick, that player must take five more tokens'."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    play(state, "pass", "pass", "pass", "pass", "play-hand", "play-hand", "play-hand", "drop")
    finish_hand(state)
    assert state.hand_result() is not None
    won = [int(w) for w in state.hand_result().scores]
    for s in (1, 2, 3):
        assert state.scores[s] == (10 - won[s] if won[s] else 15)
    assert state.scores[0] == 10


def test_first_to_remove_all_counters_wins() -> None:
    """'The first player who manages to remove the last of his tokens through the winning of
    tricks during the hand is declared the game winner.'"""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h")
    state = with_fields(state, scores=[10, 10, 1, 10])
    play(state, "pass", "general", "pass")
    finish_hand(state)
    assert state.is_terminal() and state.winners() == [2]


@pytest.mark.parametrize("allowed", [True, False])
def test_general_trump_swap_option(allowed: bool) -> None:
    """NOTES 12: the dealer's swap 'is also allowed under General Rams [our choice]'."""
    state = stacked(
        "rams", HANDS, widow=WIDOW, turned="9h", options={"general_trump_swap": allowed}
    )
    play(state, "pass", "general")
    assert (state.phase == Phase.TRUMP_SWAP) is allowed


def test_widow_must_play_option() -> None:
    """Option ``widow_must_play`` (on) [our choice, NOTES 12]: off, he may still drop."""
    state = stacked("rams", HANDS, widow=WIDOW, turned="9h", options={"widow_must_play": False})
    play(state, "pass", "pass", "pass", "pass", "widow")
    assert state.current_player() == 1 and set(legal(state)) == {"drop", "play-hand"}


def test_several_finishing_in_one_hand_lowest_wins_then_share() -> None:
    """Rams ties [our choice, option ``end_rule``]: the seed names only 'the first player who
    manages to remove the last of his tokens'; several at or below 0 in the same hand: the
    lowest wins, equal lowest share; ``end_rule = all`` lets every finisher share."""
    from pantsdown.games.ramsen.rules import PRESETS
    from pantsdown.games.ramsen.scoring import match_winners

    rules = PRESETS["rams"]
    assert match_winners(rules, [-1, 0, 3, 4]) == [0]
    assert match_winners(rules, [0, 0, 3, 4]) == [0, 1]
    assert match_winners(rules.with_options(end_rule="all"), [-1, 0, 3, 4]) == [0, 1]
