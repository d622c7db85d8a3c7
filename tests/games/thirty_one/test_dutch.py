"""Dutch 31 (Eenendertig), seed 001 and NOTES.md section 2.

Three players unless said otherwise: seat 2 deals, seat 0 plays first, the deal goes
seat 0, seat 1, seat 2, then the extra hand (as in Schwimmen).
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import cards, deal, mid_hand, play, texts

from pantsdown.core.errors import IllegalActionError
from pantsdown.games.thirty_one.prose import standing_words
from pantsdown.games.thirty_one.state import ThirtyOneState

PLAIN = "7c 8d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s"


def test_exchange_or_close_but_never_pass() -> None:
    """ "When it is your turn you must either exchange or close your game. You cannot pass
    with the option of exchanging again later."
    """
    s = deal("dutch-31", 3, PLAIN)
    play(s, "keep")
    legal = texts(s.legal_actions())
    assert "pass" not in legal and "close" in legal and "swap all" in legal
    with pytest.raises(IllegalActionError, match="no plain pass"):
        s.apply_text("pass")


def test_saying_pas_closes_your_game() -> None:
    """ "Close your game, which you do by saying 'pas' or throwing your cards face down on the
    table."
    """
    s = deal("dutch-31", 3, PLAIN)
    play(s, "keep")
    assert s.parse_action("pas") == s.parse_action("close")
    events = texts(play(s, "pas"))
    assert events == ["seat 0 closed"] and s.view(1).closed == (True, False, False)


def test_exchanging_all_three_also_closes_your_game() -> None:
    """ "Exchange all three of your cards for the three cards on the table. This action also
    closes your game - you cannot make any further exchanges."
    """
    s = deal("dutch-31", 3, PLAIN)
    play(s, "keep", "swap all")
    assert s.closed[0] and s.current_player() == 1
    play(s, "swap 7h 7c", "swap 7d 8d")
    assert s.current_player() == 1  # seat 0 is skipped


def test_no_closing_in_the_same_turn_as_a_one_card_exchange() -> None:
    """ "Note that it is not possible to close your game in the same turn after exchanging one
    card. You must wait until the start of your next turn to close"
    """
    s = deal("dutch-31", 3, PLAIN)
    play(s, "keep")
    assert not any(t.startswith("swap ") and t.endswith("close") for t in texts(s.legal_actions()))
    with pytest.raises(IllegalActionError, match="turn of its own"):
        s.apply_text("swap 7c Qh close")


def test_closed_players_are_skipped_until_two_are_left_then_one_last_exchange() -> None:
    """ "Closing does not bring the game to an end for the other players. They can continue
    taking turns after one passes; this goes on until only two players are left. If one of
    those two passes (at the beginning of his turn), the other player can exchange one last
    time."
    """
    s = deal("dutch-31", 4, "7c 8d 9h  7h 8h 7s  10s 8s 7d  9c 9d 10h  Qh Jh 9s")
    play(s, "keep", "close")  # seat 0 closes; 1, 2, 3 go on
    play(s, "swap 7h Jh", "swap 7d Qh", "swap 9c 7h")
    assert s.current_player() == 1 and s.hand_number == 0
    play(s, "close")  # two open players left: 2 and 3; seat 2 closes ...
    play(s, "close")
    assert s.view(3).last_round and s.current_player() == 3
    play(s, "swap 9d 7d")  # ... so seat 3 exchanges one last time
    assert s.hand_number == 1


def test_new_cards_never_enter_play() -> None:
    """ "Because you must always exchange or close, new cards never enter into play." """
    s = deal("dutch-31", 3, PLAIN)
    play(s, "keep")
    stock = s.view(0).stock_size
    play(s, "swap 7c Qh", "swap 7h Jh", "swap 7d 9s", "swap Qh 7c")
    assert s.view(0).stock_size == stock and not s.view(0).discards


def test_31_ends_the_game_at_once_after_the_first_round() -> None:
    """ "Scoring 31 always immediately ends the game. If you make 31, it must be announced
    immediately and the cards shown. Nobody may exchange another card"
    """
    s = deal("dutch-31", 3, "Ah Kh 7c  7h 8h 7s  10s 8s 7d  Qd Jd 9s")
    play(s, "keep", "swap 7c 9s", "swap 7h Qd", "swap 7d 7c", "swap 9s Jd")
    assert s.hand_number == 0
    play(s, "swap 8h 9s")
    s2 = deal("dutch-31", 3, "Ah Kh 7c  7h 8h 7s  10s 8s 7d  Qh Jd 9s")
    play(s2, "keep", "swap 7c 9s", "swap 7h Jd", "swap 7d 7c")
    events = texts(play(s2, "swap 9s Qh"))
    assert "seat 0 showed 31: Ah Kh Qh" in events and s2.hand_number == 1


def test_31_in_the_first_round_lets_those_who_have_not_played_take_one_turn() -> None:
    """ "The only exception is if 31 is made in the first round of exchanging: in this case
    everybody who who has not yet played yet gets one turn; players who already had a turn do
    not get another."
    """
    s = deal("dutch-31", 4, "7c 8d 9h  Ah Kh 7s  10s 8s 7d  9c 9d 10h  Qh Jh 9s")
    play(s, "keep", "swap 7c Jh")  # seat 0 moves first
    play(s, "swap 7s Qh")  # seat 1 makes 31 in the first round
    v = s.view(2)
    assert v.last_round and v.still_to_play == (3,) and s.current_player() == 2
    assert v.known[1] == tuple(cards("Ah Kh Qh"))
    play(s, "swap 7d 7c", "swap 9c 7d")
    assert s.hand_number == 1 and s.hand_result() is not None


def test_a_dealt_31_is_declared_at_once_and_every_other_player_gets_one_turn() -> None:
    """ "If you are dealt 31, you must immediately declare 31 and open, even if it's not your
    turn; every other player gets just one turn."
    """
    s = deal("dutch-31", 3, "7c 8d 9h  Ah Kh Qh  10s 8s 7d  Qd Jd 9s")
    assert "seat 1 was dealt 31: Ah Kh Qh" in texts(s.events)
    play(s, "keep")
    assert s.current_player() == 0 and s.view(0).still_to_play == (2,)
    play(s, "swap 7c Qd", "swap 7d Jd")
    assert s.hand_number == 1


def test_three_aces_score_just_30_5() -> None:
    """ "There is no special score for "Feuer": three aces scores just 30.5." """
    s = deal("dutch-31", 3, "Ac Ad Ah  7h 8h 7s  10s 8s 7d  Qd Jd 9s")
    assert s.hand_number == 0 and s.view(0).hand_value == 30.5


def test_all_lowest_30_5_hands_lose_whatever_the_trio() -> None:
    """ "If multiple hands of 30.5 are lowest, all those players lose: one 30.5 does not beat
    another 30.5 based on which cards the trios are."
    """
    s = deal("dutch-31", 2, "8c 8d 8h  7c 7d 7h  Qs Js 9s")
    play(s, "keep", "close", "close")
    assert s.hand_result() is not None and s.hand_result().losers == (0, 1)


def test_ties_are_not_split_by_suit() -> None:
    """[our reading, NOTES 2.2] "there is no suit tie-break" """
    s = deal("dutch-31", 2, "Kc 7h 8d  Kh 7c 8s  Qs Js 9s")
    play(s, "keep", "close", "close")
    assert s.hand_result() is not None and s.hand_result().losers == (0, 1)


def test_everybody_starts_with_six_lives() -> None:
    """ "Everybody starts at six, and losers turn to make their number lower." """
    s = deal("dutch-31", 3, PLAIN)
    assert s.chips == (6, 6, 6) and standing_words(s.standings()[0]) == "6 lives"


def lose_a_hand(s: ThirtyOneState, *losers: int, **lines: str) -> ThirtyOneState:
    """The match ``s`` from the middle of a hand that ``losers`` lose, played to its end:
    they hold the two lowest hands (9 each), every seat in the match closes in turn (the
    last one open in his last turn).  (The position is read afresh: its events are this
    hand's.)
    """
    low, high = iter(["7c 8d 9h", "7h 8s 9d"]), iter(["Ac Kc 9c", "As Ks 9s", "Ah Kh 8h"])
    n = s.num_players
    hands = ["" if s.is_out[p] else next(low if p in losers else high) for p in range(n)]
    in_match = [p for p in range(n) if not s.is_out[p]]
    t = mid_hand(s, hands, "Qd Jd 7s", to_act=in_match[0], **lines)
    play(t, *["close"] * len(in_match))
    assert t.hand_result() is not None and t.hand_result().losers == losers
    return t


def test_first_out_of_points_gets_the_chicken_and_may_lose_once_more() -> None:
    """ "The person who is first out of points gets the "Chicken" ... and can lose one more
    time before they are eliminated from the game."
    """
    s = lose_a_hand(deal("dutch-31", 3, PLAIN), 0, chips="1,6,6")
    assert s.chicken == 0 and not s.is_out[0] and standing_words(s.standings()[0]) == "Chicken"
    s = lose_a_hand(s, 0)
    assert s.is_out[0] and s.chicken is None


def test_there_is_only_one_chicken() -> None:
    """ "There is only one chicken and it can be used only once during the game." """
    s = lose_a_hand(deal("dutch-31", 4, PLAIN), 0, chips="1,1,6,6")
    s = lose_a_hand(s, 1)
    assert s.chicken == 0 and s.is_out[1]


def test_nobody_gets_the_chicken_when_several_go_out_together() -> None:
    """ "If several people are eliminated at the same time, nobody gets the chicken." """
    s = lose_a_hand(deal("dutch-31", 4, PLAIN), 0, 1, chips="1,1,6,6")
    assert s.chicken is None and s.is_out[0] and s.is_out[1] and s.chicken_gone


def test_chicken_can_be_switched_off() -> None:
    """[NOTES 2.3 chicken_enabled] without the Chicken, no lives left means out."""
    s = lose_a_hand(deal("dutch-31", 3, PLAIN, chicken_enabled=False), 0, chips="1,6,6")
    assert s.is_out[0]


def test_starting_lives_option() -> None:
    """[NOTES 2.3 starting_lives] is the starting_chips option."""
    s = deal("dutch-31", 3, PLAIN, starting_chips=2)
    assert s.chips == (2, 2, 2)
