"""Tuppenny Ha'penny Loo, seed 001 and NOTES.md section 6.

Three players: seat 2 deals, seat 0 (on the dealer's left) begins; three cards each to
seats 0, 1, 2, then three face up to the table.
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import cards, deal, mid_hand, play, position, texts

from pantsdown.core.errors import IllegalActionError
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.prose import standing_words
from pantsdown.games.thirty_one.view import Phase

# seat 0: 8c 9d 10h (10), seat 1: Jh 8h 9s (18), seat 2: 10s 8s 9c (18); table Qh Jd 9h
PLAIN = "8c 9d 10h  Jh 8h 9s  10s 8s 9c  Qh Jd 9h"


def test_28_cards_eight_to_ace() -> None:
    """ "This game is played with a 28-card pack made by removing all the cards from 2 to 7" """
    s = make("tuppenny", 4, seed=1)
    assert len(s.pack) == 28 and min(int(c.rank) for c in s.pack) == 8  # type: ignore[attr-defined]


def test_five_coins_each() -> None:
    """ "each player begins the game with five old halfpennies" """
    s = make("tuppenny", 4, seed=1)
    assert s.chips == (5,) * 4 and standing_words(s.standings()[0]) == "5 coins"  # type: ignore[attr-defined]


def test_three_each_and_three_face_up_and_left_of_dealer_begins() -> None:
    """ "Three cards are dealt to each player and three face up to the table. The player to
    dealer's left begins and play continues clockwise."
    """
    s = deal("tuppenny", 3, PLAIN)
    assert s.table == cards("Qh Jd 9h") and s.current_player() == 0
    assert s.view(0).phase is Phase.TURN  # no dealer's choice [NOTES 6]
    play(s, "swap 8c Qh")
    assert s.current_player() == 1


def test_a_turn_is_swap_one_swap_all_or_stick() -> None:
    """ "Exchange one card from hand with one face-up card from the table. Exchange their
    whole three-card cand with the three cards from the table. Call 'stick' and do not
    exchange any cards."
    """
    s = deal("tuppenny", 3, PLAIN)
    legal = texts(s.legal_actions())
    assert len(legal) == 11 and "swap all" in legal and "stick" in legal and "pass" not in legal


def test_31_in_one_suit_ends_the_play_at_once() -> None:
    """ "As soon as a player has 31 points in one suit they call '31' and the play ends
    immediately."
    """
    s = deal("tuppenny", 3, "Ah Kh 8c  Jd 8h 9s  10s 8s 9c  Qh Jc 9h")
    play(s, "swap 8c Qh")
    assert s.hand_number == 1 and s.hand_result() is not None and s.hand_result().losers == (1,)


def test_a_dealt_31_ends_the_play_too() -> None:
    """[our choice, NOTES 6] 31 in one suit ends play at once, "also when the 31 is dealt" """
    s = deal("tuppenny", 3, "Ah Kh Qh  Jd 8h 9s  10s 8s 9c  Qc Jc 9h")
    assert s.hand_number == 1 and s.hand_result() is not None


def test_a_stuck_player_keeps_his_cards_and_is_skipped() -> None:
    """ "A player who called 'stick' (option 3) must keep the three cards they have in their
    hand until the end of the play. If there are at least two players who have not yet called
    stick, those players continue playing, skipping the turns of those who have called
    'stick'."
    """
    s = deal("tuppenny", 4, "8c 9d 10h  Jh 8h 9s  10s 8s 9c  Ad Ks 8d  Qh Jd 9h")
    play(s, "stick")
    held = list(s.hands[0])
    play(s, "swap Jh Qh", "swap 9c Jd", "swap 8d 9c")
    assert s.current_player() == 1 and s.hands[0] == held


def test_when_one_player_has_not_stuck_he_has_one_more_turn() -> None:
    """ "If there is only one player who has not called 'stick', that player has one more turn
    in which they may exchange one or three cards or stick, and then the play ends."
    """
    s = deal("tuppenny", 3, PLAIN)
    play(s, "stick", "stick")
    assert s.current_player() == 2 and s.view(2).last_round
    assert {"swap all", "stick"} <= set(texts(s.legal_actions()))
    play(s, "swap 8s Qh")
    assert s.hand_number == 1


def test_three_of_a_kind_is_worth_31_but_does_not_end_the_play() -> None:
    """ "in this game any three of a kind ... is equal in value to a 31" ... "Note that a
    player who has 3-of a kind cannot stop the play - only a player with 31 in one suit can
    do that. A player who has 3-of-a-kind simply sticks and the others continue playing."
    """
    s = deal("tuppenny", 3, "Qc Qd 8c  Jh 8h 9s  10s 8s 9c  Qh Jd 9h")
    play(s, "swap 8c Qh")
    assert s.hand_number == 0 and s.view(0).hand_value == 31
    play(s, "stick")
    assert s.hand_number == 0


def test_the_lowest_score_pays_one_coin() -> None:
    """ "When the play ends, everyone shows their cards. The player with the lowest score
    loses and pays one coin to the pool."
    """
    s = deal("tuppenny", 3, PLAIN)
    play(s, "stick", "stick", "stick")
    assert s.hand_result() is not None and s.hand_result().losers == (0,) and s.chips == (4, 5, 5)
    assert "seat 0 paid a coin (4 coins left)" in texts(s.events)


def test_a_tie_for_lowest_means_nobody_pays() -> None:
    """ "In case of a tie for lowest score between two or more players no one pays." """
    s = deal("tuppenny", 3, "10c 8d 9h  10h 8c 9s  Ad Kd 9c  Qh Jd 9d")
    play(s, "stick", "stick", "stick")
    assert s.hand_result() is not None and s.hand_result().losers == ()
    assert s.chips == (5, 5, 5)


def test_everyone_with_a_trio_or_31_is_a_tie() -> None:
    """ "At the end of the play if everyone has either 3-of a kind or 31 it is a tie and no one
    pays."
    """
    s = deal("tuppenny", 2, "Qc Qd Qs  Ac Kc 10c  9h 8h 9d")  # the dealt 31 ends it
    assert s.hand_result() is not None and s.hand_result().losers == ()
    s2 = deal("tuppenny", 2, "Qc Qd Qs  9c 9d 9h  Ah Kh 10d")
    play(s2, "stick", "stick")
    assert s2.hand_result() is not None and s2.hand_result().losers == ()


def test_no_coin_left_is_on_trial_and_the_next_loss_eliminates() -> None:
    """ "A player who has lost all their coins is "on trial". A player who loses when they are
    on trial and therefore has no coin to pay is eliminated from the game."
    """
    s = position(deal("tuppenny", 3, PLAIN), chips="1,5,5")
    play(s, "stick", "stick", "stick")
    assert standing_words(s.standings()[0]) == "on trial" and not s.is_out[0]
    s = mid_hand(s, ["8c 9d 10h", "Jh 8h 9s", "10s 8s 9c"], "Qh Jd 9h", to_act=s.to_act)
    play(s, "stick", "stick", "stick")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    assert s.is_out[0]


def test_the_next_hand_is_dealt_by_the_nearest_survivor_to_the_left() -> None:
    """ "a new hand is dealt by the nearest surviving player to the left of the previous
    dealer"
    """
    s = deal("tuppenny", 3, PLAIN)
    play(s, "stick", "stick", "stick")
    assert s.dealer == 0
    t = position(deal("tuppenny", 3, PLAIN), chips="0,5,5")
    play(t, "stick", "stick", "stick")
    assert t.is_out[0] and t.dealer == 1


def test_no_passing_without_sticking() -> None:
    """The options are exchange one, exchange all, or stick; there is no plain pass."""
    s = deal("tuppenny", 3, PLAIN)
    with pytest.raises(IllegalActionError):
        s.apply_text("pass")
