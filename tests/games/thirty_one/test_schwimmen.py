"""Schwimmen (31), seed 001 and NOTES.md section 1, one test per rule sentence.

Three players unless said otherwise: seat 2 deals the first hand, so seat 0 is
forehand.  A stacked deck deals seat 0, seat 1, seat 2 (the dealer), then the
extra hand, three cards each, then the talon.
"""

from __future__ import annotations

import random

import pytest
from thirty_one_helpers import cards, deal, play, texts

from pantsdown.core.errors import IllegalActionError, MalformedActionError
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.prose import result_words, standing_words
from pantsdown.games.thirty_one.view import Phase

# seat 0: 7c 8d 9h (9), seat 1: 7h 8h 7s (15), seat 2: 10s 8s 7d (18), extra: Qh Jh 9s
PLAIN = "7c 8d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s"


def test_dealer_decides_on_his_own_cards_before_seeing_the_extra_hand() -> None:
    """ "The dealer looks at his 3 cards and decides whether to play with these or with
    the extra hand - this choice must be made before he sees the cards in the extra hand."
    """
    s = deal("schwimmen", 3, PLAIN)
    assert s.current_player() == 2
    assert texts(s.legal_actions()) == ["keep", "take-extra-hand"]
    v = s.view(2)
    assert v.phase is Phase.CHOOSE and v.table == () and v.widow_size == 3
    assert v.hand == tuple(cards("10s 8s 7d"))


def test_rejected_cards_are_turned_face_up_in_the_middle() -> None:
    """ "The cards rejected by the dealer (either his original hand or the extra one) are
    now turned face up and put in the middle of the table."
    """
    kept = deal("schwimmen", 3, PLAIN)
    play(kept, "keep")
    assert kept.table == cards("Qh Jh 9s")
    took = deal("schwimmen", 3, PLAIN)
    play(took, "take-extra-hand")
    assert took.table == cards("10s 8s 7d")
    assert took.hands[2] == cards("Qh Jh 9s")
    assert took.view(0).table == tuple(cards("10s 8s 7d"))
    older = deal("schwimmen", 3, PLAIN)
    play(older, "take-widow")  # the notation of older records still reads
    assert older.table == took.table and older.hands == took.hands


def test_player_left_of_the_dealer_plays_first_then_clockwise() -> None:
    """ "The player to the left of the dealer plays first, and turn to play passes clockwise." """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep")
    order = []
    for _ in range(3):
        order.append(s.current_player())
        play(s, "pass")
    assert order == [0, 1, 2]


def test_exchange_one_card_with_the_table() -> None:
    """ "exchange one card of your hand with one of the face up cards on the table" """
    s = deal("schwimmen", 3, PLAIN)
    events = play(s, "keep", "swap 7c Qh")
    assert s.hands[0] == cards("Qh 8d 9h")
    assert s.table == cards("7c Jh 9s")
    assert texts(events)[-1] == "seat 0 swapped 7c for Qh"


def test_exchange_all_three_cards() -> None:
    """ "exchange all three of your cards for the three cards on the table" """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep", "swap all")
    assert s.hands[0] == cards("Qh Jh 9s") and s.table == cards("7c 8d 9h")


def test_pass_does_nothing_and_the_turn_moves_on() -> None:
    """ "pass, doing nothing. The turn then passes to the next player." """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep", "pass")
    assert s.hands[0] == cards("7c 8d 9h") and s.current_player() == 1


def test_never_keep_one_card_and_exchange_two() -> None:
    """ "Note that you are never allowed to keep just one card and exchange two." """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep")
    legal = s.legal_actions()
    assert len([a for a in legal if str(a).startswith("swap") and "all" not in str(a)]) == 18
    with pytest.raises(MalformedActionError):
        s.parse_action("swap 7c 8c Qh Jh")


def test_schnauz_is_shown_at_once_and_ends_the_hand() -> None:
    """ "If you ever have a special combination (either from the initial deal or as a result
    of exchanging), you must immediately expose it and the hand ends (there is no further
    chance for the others to exchange)."  Schnauz: "three cards of the same suit whose
    values add up to 31"
    """
    s = deal("schwimmen", 3, "Ah Kh 7c  7h 8h 7s  10s 8s 7d  Qh Jd 9s")
    events = texts(play(s, "keep", "swap 7c Qh"))
    assert "seat 0 showed Schnauz (31): Ah Kh Qh" in events
    assert s.hand_result() is not None and s.hand_result().losers == (1,)  # 15 is lowest
    assert s.hand_number == 1  # the next hand is already dealt


def test_feuer_three_aces_is_worth_32_and_all_others_lose_a_chip() -> None:
    """ "Feuer (fire): a hand of three aces, worth 32" ... "If the play ends because of a
    declaration of fire (Feuer), all the players except for the one with fire lose a chip."
    """
    s = deal("schwimmen", 3, "Ah Ad 7c  7h 8h 7s  10s 8s 7d  As Jd 9s")
    play(s, "keep", "swap 7c As")
    assert s.hand_result() is not None
    assert s.hand_result().losers == (1, 2)
    assert s.chips == (3, 2, 2)
    assert s.hand_result().scores[0] == 32


def test_special_dealt_ends_the_hand_before_anyone_moves() -> None:
    """ "If you ever have a special combination (either from the initial deal ...) you must
    immediately expose it and the hand ends" [NOTES 1.3: also when it is dealt]
    """
    s = deal("schwimmen", 3, "7c 8c 9d  Ah Kh Qh  10s 8s 7d  Qd Jd 9s")
    assert s.hand_number == 1
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    assert "31 was dealt" in result_words(s.hand_result())[0]


def test_dealer_taking_a_special_with_the_extra_hand_ends_the_hand() -> None:
    """[NOTES 1.3] specials end the hand "when the dealer takes it with the extra hand" """
    s = deal("schwimmen", 3, "7c 8d 9h  7h 8h 7s  10s 8s 7d  Ad Kd Qd")
    play(s, "take-extra-hand")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)


def test_all_pass_in_succession_replaces_the_table_from_the_talon() -> None:
    """ "If all the players pass in succession, the three face up cards are replaced by three
    new cards from the undealt portion of the pack (talon)."
    """
    s = deal("schwimmen", 3, PLAIN + "  Ac Kc Qc")
    events = texts(play(s, "keep", "pass", "pass", "pass"))
    assert s.table == cards("Ac Kc Qc")
    assert s.discards == cards("Qh Jh 9s")
    assert events[-1] == (
        "everyone passed, so the table Qh Jh 9s went out of play and the new table is Ac Kc Qc"
    )
    assert s.current_player() == 0


def test_close_gives_every_other_player_one_more_turn() -> None:
    """ "If a player decides, at the end of his turn, that he holds enough points he may
    'close'. After that every other player has just one more turn and then the hand is
    finished and the cards are shown."
    """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep", "swap 7c Qh close")
    assert s.view(1).last_round and s.view(1).still_to_play == (2,)
    play(s, "pass")
    assert s.hand_number == 0
    play(s, "pass")
    assert s.hand_number == 1
    assert s.hand_result() is not None and "seat 0 closed" in result_words(s.hand_result())[0]


def test_closer_takes_no_further_turn_and_nobody_closes_twice() -> None:
    """[NOTES 1.3] "A player who has closed takes no further turn." """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep", "pass close")
    assert not any(getattr(a, "close", False) for a in s.legal_actions())
    with pytest.raises(IllegalActionError, match="already the last round"):
        s.apply_text("pass close")


def test_score_is_the_best_single_suit_total() -> None:
    """ "The score for a hand is got by adding up the values of the cards in any one suit.
    For example: ♡7, ♡9, ♠K would count 16 points (for the two hearts); ♣8, ♢9, ♠J would
    count 10 (for the jack of spades)."
    """
    s = deal("schwimmen", 3, "7h 9h Ks  8c 9d Js  10s 8s 7d  Qh Jh 9s")
    assert s.view(0).hand_value == 16
    assert s.view(1).hand_value == 10


def test_worst_hand_loses_one_chip_after_a_close() -> None:
    """ "If the play ends because a player closes, or because of a declaration of 31
    (Schnauz), whoever has the worst hand loses one chip."
    """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep", "pass close", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    assert s.chips == (2, 3, 3)


def test_trio_scores_30_5_and_aces_beat_31_beat_trio_beat_30() -> None:
    """ "Three of a kind ... score 30.5, unless the cards are aces - three aces score 32 ...
    So ♢A, ♣A, ♡A (32) beats ♠A, ♠K, ♠J (31) which beats ♠9, ♡9, ♣9 (30.5) which beats
    ♣K, ♣Q, ♣J (30)."
    """
    from pantsdown.games.thirty_one.scoring import evaluator

    ev = evaluator(make("schwimmen", 3, seed=1).rules)  # type: ignore[attr-defined]
    hands = ["Ad Ac Ah", "As Ks Js", "9s 9h 9c", "Kc Qc Jc"]
    values = [ev.value(cards(h)) for h in hands]
    assert values == [32, 31, 30.5, 30]
    keys = [ev.key(cards(h)) for h in hands]
    assert keys == sorted(keys, reverse=True)


def test_tie_higher_trio_beats_lower_trio() -> None:
    """ "If two hands have the same score, a higher three of a kind beats a lower one" """
    s = deal("schwimmen", 2, "8c 8d 8h  7c 7d 7h  Qh Jh 9d")
    play(s, "keep", "pass close", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (1,)


def test_tie_higher_suit_beats_lower_suit() -> None:
    """ "a combination in a higher suit beats an equal scoring combination in a lower suit -
    the suits rank as in Skat: clubs (high), spades, hearts, diamonds."
    """
    s = deal("schwimmen", 3, "Kc 7h 8d  Kh 7c 8s  As Ks 9s  Qd Jd 9d")
    play(s, "keep", "pass close", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (1,)  # hearts < clubs


def test_tie_in_the_same_suit_both_lose() -> None:
    """ "If both players have the same suit then both players lose. ... one has King-Ten and
    the other Queen-Jack in the same suit ... both players lose."
    """
    s = deal("schwimmen", 3, "Kh 10h 7c  Qh Jh 8s  As Ks 9s  Qd Jd 9d")
    play(s, "keep", "pass close", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (0, 1)


def test_paying_the_last_chip_means_swimming_and_the_next_loss_is_out() -> None:
    """ "If someone has to give away his last chip he said to be 'swimming' ... He can
    continue to play, but if he loses another hand he drops out of the game"
    """
    second = "7h 8h 7s  10s 8s 7d  7c 8d 9h  Qh Jh 9s"  # seat 0 deals: seats 1, 2, 0
    s = deal("schwimmen", 3, PLAIN, second, starting_chips=1)
    play(s, "keep", "pass close", "pass", "pass")
    assert (
        s.chips == (0, 1, 1) and standing_words(s.standings()[0]) == "swimming" and not s.is_out[0]
    )
    play(s, "keep", "pass close", "pass", "pass")
    assert s.is_out[0] and standing_words(s.standings()[0]) == "out"


def test_last_survivor_wins_the_match() -> None:
    """ "The game continues until all the players except one have been eliminated. The last
    'survivor' has won the game"
    """
    first = "7c 8d 9h  10s 8s 7d  Qh Jh 9s"  # seat 1 deals: seat 0, seat 1, extra
    second = "10s 8s 7d  7c 8d 9h  Qh Jh 9s"  # seat 0 deals: seat 1, seat 0, extra
    s = deal("schwimmen", 2, first, second, starting_chips=1)
    play(s, "keep", "pass close", "pass")
    play(s, "keep", "pass close", "pass")
    assert s.is_terminal() and s.winners() == [1] and s.returns() == [0.0, 1.0]


def test_a_whole_match_plays_to_the_end_through_the_protocol() -> None:
    """Random legal play always reaches the end of the match with one winner."""
    for seed in range(30):
        s = make("schwimmen", 4, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])
        assert len(s.winners()) >= 1
