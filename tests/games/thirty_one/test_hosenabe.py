"""Hosenabe ("Pants Down"), seed 000 and NOTES.md section 7.

Three players unless said otherwise.  Play goes to the right (counter-clockwise,
seat 0 → seat 2 → seat 1): seat 1 deals the first hand, seat 0 on its right plays
first.  The deal goes seat 0, seat 2, seat 1 (the dealer), then the next three
cards, which the dealer may take instead of his own.
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import cards, deal, mid_hand, play, texts

from pantsdown.core.errors import IllegalActionError
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.prose import standing_words
from pantsdown.games.thirty_one.state import ThirtyOneState

# seat 0: 6c 7d 9h (9), seat 2: 7h 8h 6s (15), seat 1 (dealer): 10s 8s 7d (18), next: Qh Jh 9s
PLAIN = "6c 7d 9h  7h 8h 6s  10s 8s 7c  Qh Jh 9s"


def test_deck_has_only_six_to_ace() -> None:
    """ "Set up a deck which has no Joker, 2, 3, 4, or 5 cards. This game is played with only
    the 6-10, J, Q, K and A cards."
    """
    s = make("hosenabe", 4, seed=1)
    assert len(s.pack) == 36
    assert min(int(c.rank) for c in s.pack) == 6


def test_two_decks_for_ten_or_more_players_and_one_more_per_ten() -> None:
    """ "If you have 10 or more people playing, use two decks rather than one. If you have a
    truly collosal game going on, add one deck for every 10 people in the game."
    """
    rules = make("hosenabe", 4, seed=1).rules
    assert rules.num_decks(9) == 1 and rules.num_decks(10) == 2 and rules.num_decks(20) == 3
    assert len(make("hosenabe", 10, seed=1).pack) == 72
    assert len(make("hosenabe", 4, seed=1, options={"decks": 2}).pack) == 72


def test_each_player_starts_with_three_tokens() -> None:
    """ "Each player starts with 3 tokens -- coins, matchsticks, candies, whatever." """
    s = make("hosenabe", 5, seed=1)
    assert s.chips == (3,) * 5
    assert standing_words(s.standings()[0]) == "3 tokens"


def test_dealer_keeps_his_cards_and_the_next_three_go_to_the_middle() -> None:
    """ "Dealer deals three cards face-down to each person, and three cards to his hand. If he
    likes his cards, he puts the next three in the middle."
    """
    s = deal("hosenabe", 3, PLAIN)
    assert s.current_player() == 1 and texts(s.legal_actions()) == ["keep", "take-extra-hand"]
    play(s, "keep")
    assert s.table == cards("Qh Jh 9s") and s.hands[1] == cards("10s 8s 7c")


def test_dealer_who_lays_out_his_hand_must_use_the_next_three() -> None:
    """ "If he doesn't like his first hand, he may lay it out in the center and take the next
    three cards. Once the dealer has set the first three cards in the center of the table,
    he must use the next three cards."
    """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "take-extra-hand")
    assert s.table == cards("10s 8s 7c") and s.hands[1] == cards("Qh Jh 9s")
    assert "keep" not in texts(s.legal_actions())


def test_undealt_cards_are_set_aside() -> None:
    """ "Players may look at their cards. Undealt cards are set aside." (all passing brings
    no new cards)
    """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep", "pass", "pass", "pass")
    assert s.table == cards("Qh Jh 9s") and s.view(0).stock_size == 36 - 12


def test_play_starts_right_of_the_dealer_and_goes_right() -> None:
    """ "Starting with the person to the right of the dealer, each player in turn may
    exchange" (seat i-1 is on seat i's right)
    """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep")
    order = []
    for _ in range(3):
        order.append(s.current_player())
        play(s, "pass")
    assert order == [0, 2, 1]


def test_dealer_acts_as_a_normal_player_once_the_cards_are_dealt() -> None:
    """ "Once the cards are dealt, the dealer acts as a normal player." """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep", "pass", "pass")
    assert s.current_player() == 1
    assert "swap 10s Qh" in texts(s.legal_actions())


def test_dealing_shifts_to_the_right_after_each_round() -> None:
    """ "Dealing shifts to the next player to the right after each round." """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep", "swap 6c Qh", "swap 7h Jh", "swap 7c 9s", "stop", "pass", "pass")
    assert s.hand_number == 1 and s.dealer == 0


def test_exchange_one_or_three_cards_but_not_two() -> None:
    """ "each player in turn may exchange either 1 or 3 cards with the face-up cards on the
    table, but not 2 cards. Each player should always have 3 cards in their hand."
    """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep")
    legal = texts(s.legal_actions())
    assert "swap all" in legal and sum(a.startswith("swap ") for a in legal) == 10
    play(s, "swap all")
    assert len(s.hands[0]) == 3 and s.hands[0] == cards("Qh Jh 9s")


def test_stop_is_not_allowed_in_the_first_round() -> None:
    """ "STOP may not be called in the first round." """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep")
    assert "stop" not in texts(s.legal_actions())
    with pytest.raises(IllegalActionError, match="STOP is not allowed in the first round"):
        s.apply_text("stop")


def test_stop_lets_everyone_up_to_the_player_before_the_stopper_exchange() -> None:
    """ "If someone calls STOP, then exchanging continues through to the person before the one
    who called STOP."  Allowed actions: "Exchange 1 card / Exchange 3 cards / Call PASS /
    Call STOP" (STOP is the whole turn)
    """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep", "swap 6c Qh", "swap 7h Jh", "swap 7c 9s")
    assert s.current_player() == 0 and "stop" in texts(s.legal_actions())
    assert not any(t.endswith(" stop") for t in texts(s.legal_actions()))
    play(s, "stop")
    assert s.view(2).still_to_play == (1,)
    play(s, "pass")
    assert s.hand_number == 0
    play(s, "pass")
    assert s.hand_number == 1


def test_pass_must_be_followed_by_an_exchange_next_round() -> None:
    """ "Any player may call PASS rather than exchange cards, but at the next round of
    exchange, that player MUST exchange 1 or 3 cards, and cannot PASS or STOP."
    """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep", "pass", "pass", "pass")
    legal = texts(s.legal_actions())
    assert "pass" not in legal and "stop" not in legal
    with pytest.raises(IllegalActionError, match="after a PASS the next turn must be an exchange"):
        s.apply_text("pass")
    play(s, "swap 6c Qh")
    play(s, "swap 7h Jh", "swap 7c 9s")
    assert "pass" in texts(s.legal_actions())  # seat 0 exchanged last time


def test_a_player_who_passed_must_exchange_on_the_final_turn_after_stop() -> None:
    """[NOTES 7.3] "A player who passed on his previous turn must swap on this final turn" """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep", "swap 6c Qh", "pass", "swap 7c 9s", "stop")
    assert s.current_player() == 2 and "pass" not in texts(s.legal_actions())


def test_pants_down_ends_the_round_at_once_and_the_others_count() -> None:
    """ "If the round was stopped by a Pants Down, the round is over. The player with the
    Pants Down immediately lays down his cards, and everyone else counts their points."
    """
    s = deal("hosenabe", 3, "Ah Kh 6c  7h 8h 6s  10s 8s 7c  Qh Jd 9s")
    events = texts(play(s, "keep", "swap 6c Qh"))
    assert any(e.startswith("seat 0 showed") for e in events)
    assert s.hand_number == 1
    assert s.hand_result() is not None and s.hand_result().losers == (2,)


def test_pants_down_is_two_ten_point_cards_and_an_ace_of_one_suit_worth_31() -> None:
    """ "Pants Down: two 10-valued cards (10, J, Q, K) and an A all of the same suit. This is
    worth 31, and wins the round."
    """
    s = deal("hosenabe", 3, "Ah 10h Jh  7h 8h 6s  10s 8s 7c  Qh Jd 9s")
    assert s.hand_number == 1  # dealt: shown at once
    assert s.hand_result() is not None and s.hand_result().scores[0] == 31
    assert 0 not in s.hand_result().losers


def test_points_add_up_only_within_one_suit() -> None:
    """ "A hand which has an A of hearts, a 7 of diamonds and a 10 of clubs is worth 11 (the
    value of the highest card, the A). The same hand with matching suits would be worth 28."
    """
    s = deal("hosenabe", 3, "Ah 7d 10c  7h 8h 6s  10s 8s 7c  Qh Jd 9s")
    assert s.view(0).hand_value == 11
    from pantsdown.games.thirty_one.scoring import evaluator

    assert evaluator(s.rules).value(cards("Ah 7h 10h")) == 28


def test_card_values_six_to_ten_face_value_pictures_ten_ace_eleven() -> None:
    """ "number cards (6-10) are worth their face value; face cards (J, Q, K) are worth 10;
    A is worth 11"
    """
    from pantsdown.games.thirty_one.scoring import card_points

    got = [card_points(c) for c in cards("6h 7h 8h 9h 10h Jh Qh Kh Ah")]
    assert got == [6, 7, 8, 9, 10, 10, 10, 10, 11]


def test_three_of_a_kind_is_worth_30_5_even_sixes() -> None:
    """ "Three of a Kind: three matching values (three 6s, three Ks, etc.) -- worth 30.5" """
    s = deal("hosenabe", 3, "6c 6d 6h  7h 8h 6s  10s 8s 7c  Qh Jd 9s")
    assert s.view(0).hand_value == 30.5


def test_three_aces_option_is_32_beats_pants_down_and_everyone_pays() -> None:
    """ "Optionally, three Aces: when a player lays down three aces, everyone must put in a
    token, and three Aces is worth 32, beating Pants Down." [NOTES 7.4 three_aces]
    """
    s = deal("hosenabe", 3, "Ac Ad 6c  7h 8h 6s  10s 8s 7c  Ah Jd 9s", three_aces="32")
    play(s, "keep", "swap 6c Ah")
    assert s.hand_result() is not None and s.hand_result().losers == (1, 2)
    assert s.hand_result().scores[0] == 32
    off = deal("hosenabe", 3, "Ac Ad 6c  7h 8h 6s  10s 8s 7c  Ah Jd 9s")
    play(off, "keep", "swap 6c Ah")
    assert off.hand_number == 0 and off.view(0).hand_value == 30.5


def test_three_aces_may_be_worth_33() -> None:
    """[src: jassen.ch, NOTES 7.4] three Aces "Füür im Dach" = 33"""
    s = deal("hosenabe", 3, "Ac Ad Ah  7h 8h 6s  10s 8s 7c  Qh Jd 9s", three_aces="33")
    assert s.hand_result() is not None and s.hand_result().scores[0] == 33


def test_failing_to_call_pants_down_loses_the_round() -> None:
    """ "Anyone failing to immediately call Pants Down (ie, laying down a 31-point hand at the
    end of the round) automatically loses the round and must forfeit a token"
    [NOTES 7.3 manual_pants_down]
    """
    s = deal("hosenabe", 3, "Ah Kh 6c  7h 8h 6s  10s 8s 7c  Qh Jd 9s", manual_pants_down=True)
    play(s, "keep", "swap 6c Qh")
    assert s.hand_number == 0  # not announced by itself
    play(s, "swap 6s 6c", "swap 7c Jd")
    assert "pants-down" in texts(s.legal_actions())
    play(s, "stop", "pass", "pass")  # seat 0 stops instead of declaring
    assert s.hand_result() is not None and s.hand_result().losers == (0,)  # held A K Q: 31


def test_declaring_pants_down_by_hand_ends_the_round() -> None:
    """[NOTES 7.3] with manual_pants_down, the holder declares it and the hand ends"""
    s = deal("hosenabe", 3, "Ah Kh 6c  7h 8h 6s  10s 8s 7c  Qh Jd 9s", manual_pants_down=True)
    play(s, "keep", "swap 6c Qh", "pass", "pass", "pants-down")
    assert s.hand_number == 1 and s.hand_result() is not None and s.hand_result().losers == (2,)


def test_the_lowest_hand_forfeits_one_token_and_nobody_else_pays() -> None:
    """ "There is no single winner of each round, there is just one loser. The person with the
    lowest-scoring hand must forfeit a token to the pot. Everyone else keeps their tokens"
    """
    s = deal("hosenabe", 3, PLAIN)
    play(s, "keep", "pass", "pass", "pass", "swap 6c Qh", "swap 7h Jh", "swap 7c 9s")
    play(s, "stop", "swap 6s 7h", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    assert s.chips == (2, 3, 3)


def test_ties_for_lowest_all_pay() -> None:
    """[our choice, NOTES 7.3] "Ties for lowest: all tied players pay." """
    s = deal("hosenabe", 3, "Kc 7d 6h  Kh 7c 6s  As Ks 9s  Qd Jd 9d")
    play(s, "keep", "pass", "pass", "pass", "swap 7d Qd", "swap 7c Jd", "swap 9s 9d", "stop")
    play(s, "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (0, 2)


def lose_a_hand(s: ThirtyOneState, loser: int, **lines: str) -> ThirtyOneState:
    """The match ``s`` from the middle of a hand that ``loser`` loses, played to its end:
    his 6c 7d 9h (9) is the lowest hand, the first seat in the match stops and the
    others pass.  (The position is read afresh: its events are this hand's.)
    """
    n = s.num_players
    others = iter(["10s 8s 7c", "7h 8h 6s", "Ad Kd 6d", "As Ks 7s"])
    hands = ["" if s.is_out[p] else "6c 7d 9h" if p == loser else next(others) for p in range(n)]
    in_match = [p for p in range(n) if not s.is_out[p]]
    t = mid_hand(s, hands, "Qh Jh 9s", to_act=in_match[0], **lines)
    play(t, "stop", *["pass"] * (len(in_match) - 1))
    return t


def test_swimming_at_no_tokens_and_out_on_the_fourth_loss() -> None:
    """ "At the point where a player has no more tokens, they are said to be Swimming, and
    they can continue playing until one more losing round puts them out of the game. That is
    to say, any given player may lose four rounds before they're out."
    """
    s = lose_a_hand(deal("hosenabe", 3, PLAIN), 0, chips="1,3,3")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    assert standing_words(s.standings()[0]) == "swimming" and not s.is_out[0]
    s = lose_a_hand(s, 0)
    assert s.is_out[0]
    fresh = deal("hosenabe", 3, PLAIN)
    losses = 0
    while not fresh.is_out[0]:
        fresh = lose_a_hand(fresh, 0)
        losses += 1
    assert losses == 4


def test_first_out_buys_the_next_round_of_drinks() -> None:
    """ "The first person out of the game buys the next round of drinks." """
    s = lose_a_hand(deal("hosenabe", 4, ""), 0, chips="0,3,3,3")
    assert "seat 0 is out of the game first and buys the next round of drinks" in texts(s.events)
    s = lose_a_hand(s, 1, chips="0,0,3,3")
    assert s.is_out[1] and not s.is_terminal()
    out = [e for e in texts(s.events) if "out of the game" in e]
    assert out == ["seat 1 is out of the game"]


def test_last_player_with_a_turn_remaining_wins() -> None:
    """ "The last person with a turn remaining (ie, has tokens or is Swimming) is the winner." """
    # seat 0 holds the lowest hand after a stop: it goes out and seat 1 wins
    s = lose_a_hand(deal("hosenabe", 2, ""), 0, chips="0,0")
    assert s.is_terminal() and s.winners() == [1]


def test_two_decks_cap_a_suit_at_31_and_only_ace_ten_ten_is_pants_down() -> None:
    """[our choice, NOTES 7.3] "A single-suit total is capped at 31. Only an exact A + 10-value
    + 10-value counts as Pants Down. A♥ A♥ K♥ is an ordinary 31 that does not end the hand.
    Three identical cards count as a trio."
    """
    from pantsdown.games.thirty_one.scoring import evaluator

    ev = evaluator(make("hosenabe", 10, seed=1).rules, num_decks=2)
    assert ev.value(cards("Ah Ah Kh")) == 31 and ev.special(cards("Ah Ah Kh")) is None
    assert ev.special(cards("Ah Qh Kh")) == "31"
    assert ev.value(cards("Kh Kh Kh")) == 30.5


def test_ten_players_play_with_two_decks_to_the_end() -> None:
    """ "Use two decks if you have 10 or more players." (a whole match with duplicates:
    a hand or a table holding the same card twice still lists each swap once)
    """
    import random

    for seed in (0, 5):
        s = make("hosenabe", 11 + seed % 2, seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = s.legal_actions()
            assert len(set(legal)) == len(legal), texts(legal)
            s.apply(legal[rng.randrange(len(legal))])
        assert len(s.winners()) >= 1


def test_as_few_as_two_players_may_play() -> None:
    """ "It is best played with 4-10 people, although as few as 2 ... can play." """
    assert make("hosenabe", 2, seed=1).num_players == 2


def test_a_refused_close_says_that_close_is_stop_here() -> None:
    """Hosenabe's close is said "stop": a refusal of a typed ``close`` quotes the
    word typed and the game's word for it, and changes nothing."""
    s = make("hosenabe", 3, seed=1)
    before = s.to_position()
    with pytest.raises(IllegalActionError, match=r"^'close' means 'stop' here; cannot 'stop'"):
        s.apply_text("close")
    assert s.to_position() == before
