"""Tri Palki (три палки, Three Sticks), seed 001 and NOTES.md section 5.

The dealer (seat 0 in the first hand) plays first.  Cards are dealt one at a time:
to each player from the dealer's left (seat 1, seat 2, …, the dealer last), then one
face up to the table, three times over.  :func:`stack` builds such a deck.
"""

from __future__ import annotations

from thirty_one_helpers import cards, deal, mid_hand, play, position, texts

from pantsdown.core.registry import make
from pantsdown.games.thirty_one.events import HandEnded
from pantsdown.games.thirty_one.prose import result_words, standing_words
from pantsdown.games.thirty_one.scoring import evaluator


def stack(hands: list[str], table: str, rest: str = "") -> str:
    """The deck that deals ``hands[seat]`` to each seat and ``table`` face up, dealer seat 0."""
    n = len(hands)
    order = [*range(1, n), 0]
    per_seat = [h.split() for h in hands]
    tab = table.split()
    out = []
    for k in range(3):
        out += [per_seat[s][k] for s in order]
        out.append(tab[k])
    return " ".join(out) + " " + rest


# seat 0: 9c 7d Kh (10, K), seat 1: Jc 8d 9h (10, J), seat 2: 7c 8c 10d (15); table 6s Ad 8s
PLAIN = stack(["9c 7d Kh", "Jc 8d 9h", "7c 8c 10d"], "6s Ad 8s")


def test_36_card_pack() -> None:
    """ "A standard 36-card pack is used: A-K-Q-J-10-9-8-7-6 of each suit." """
    assert len(make("tri-palki", 4, seed=1).pack) == 36  # type: ignore[attr-defined]


def test_deal_one_card_each_then_one_face_up_three_times() -> None:
    """ "The dealer deals clockwise one card to each player then one card face up in the
    middle of the table, then again one each and one face up, then again the same"
    """
    s = deal("tri-palki", 3, PLAIN)
    assert s.hands == [cards("9c 7d Kh"), cards("Jc 8d 9h"), cards("7c 8c 10d")]
    assert s.table == cards("6s Ad 8s")


def test_the_dealer_takes_the_first_turn() -> None:
    """ "The dealer always takes the first turn, and then the turn to play passes clockwise" """
    s = deal("tri-palki", 3, PLAIN)
    assert s.current_player() == s.dealer == 0
    play(s, "pass")
    assert s.current_player() == 1


def test_a_turn_is_swap_one_swap_three_or_pass() -> None:
    """ "exchanging one card from hand with one of the face up cards on the table, or
    exchanging all three hand cards for the three cards on the table, or passing"
    """
    s = deal("tri-palki", 3, PLAIN)
    legal = texts(s.legal_actions())
    assert legal == [t for t in legal if t.startswith("swap") or t == "pass"]
    assert "swap all" in legal and "pass" in legal and len(legal) == 11


def test_a_one_suit_table_at_the_deal_is_washed_out() -> None:
    """ "If the three face up cards are all of the same suit they are immediately removed from
    the table and replaced with three new cards from the undealt pack."
    """
    s = deal("tri-palki", 3, stack(["9c 7d Kh", "Jc 8d 9h", "7c 8c 10d"], "6s As 8s", "Qh Jh 9d"))
    assert s.table == cards("Qh Jh 9d") and s.discards == cards("6s As 8s")


def test_washouts_repeat_until_two_suits_show() -> None:
    """ "If the three new cards dealt after a washout are also the same suit these too are
    discarded and three new cards are dealt, and this is repeated until there is more than
    one suit on the table."
    """
    deck = stack(["9c 7d Kh", "Jc 8d 9h", "7c 8c 10d"], "6s As 8s", "Qh Jh 10h  Ac 9d 7s")
    s = deal("tri-palki", 3, deck)
    assert s.table == cards("Ac 9d 7s") and len(s.discards) == 6


def test_a_turn_that_washes_out_gives_the_same_player_another_turn() -> None:
    """ "If a player's turn results in a washout, the same player takes another turn after
    three new cards of at least two suits have been successfully dealt."
    """
    s = deal("tri-palki", 3, stack(["9c 7d Ks", "Jc 8d 9h", "7c 8c 10d"], "6s Ad 8s", "Qh Jh 9d"))
    events = texts(play(s, "swap Ks Ad"))
    assert events[-1] == (
        "the table was all one suit (a washout): 6s Ks 8s went out of play "
        "and the new table is Qh Jh 9d"
    )
    assert s.current_player() == 0


def test_last_round_only_with_31_at_the_end_of_the_turn() -> None:
    """ "A player who has a 31-point hand at the end of their turn may close the game by
    announcing "last round". After this each of the other players takes one more turn and
    then the play ends."
    """
    s = deal("tri-palki", 3, stack(["Ah Kh 7d", "Jc 8d 9h", "7c 8c 10d"], "6s Qh 8s"))
    legal = texts(s.legal_actions())
    assert [t for t in legal if t.endswith("close")] == ["swap 7d Qh close"]
    play(s, "swap 7d Qh close")
    assert s.view(1).still_to_play == (2,)
    play(s, "pass", "pass")
    assert s.hand_number == 1


def test_the_holder_of_31_need_not_close() -> None:
    """ "The holder of 31 is not forced to close the game, but may prefer to continue playing" """
    s = deal("tri-palki", 3, stack(["Ah Kh Qh", "Jc 8d 9h", "7c 8c 10d"], "6s Ad 8s"))
    assert s.hand_number == 0  # a dealt 31 does not end the hand
    play(s, "pass")
    assert s.hand_number == 0 and s.current_player() == 1


def test_a_washout_in_the_last_round_gives_an_extra_turn() -> None:
    """ "Note that a "washout" of the table cards is still possible during this final round,
    and in that case the player who causes the washout takes an extra turn."
    """
    deck = stack(["Ah Kh 7d", "Jc 8d 9s", "7c 8c 10d"], "6s Qh 8s", "Qc Jd 9d")
    s = deal("tri-palki", 3, deck)
    play(s, "swap 7d Qh close")  # table 6s 7d 8s
    play(s, "swap 9s 7d")  # seat 1 makes the table all spades: washout
    assert s.current_player() == 1 and s.table == cards("Qc Jd 9d")
    play(s, "pass", "pass")
    assert s.hand_number == 1


def test_all_players_passing_ends_the_play() -> None:
    """ "If all players pass in succession the play ends." """
    s = deal("tri-palki", 3, PLAIN)
    play(s, "pass", "pass")
    assert s.hand_number == 0
    play(s, "pass")
    assert s.hand_number == 1 and s.hand_result() is not None
    assert result_words(s.hand_result())[0] == "everyone passed"


def test_a_washout_with_no_cards_left_ends_the_play() -> None:
    """ "If there is a washout and there are no more cards left in the deck the play ends." """
    hands = ["9c Ah Kd", "Qd Jd 9d", "Kh 10h 8h", "As Qs 6s", "7d 7h 7s", "Js 10s 8s"]
    hands += ["Ac Kc Qc", "10d 9h 8c"]
    out_of_play = "6d 6h Ad Qh Jh Ks 9s Jc 10c"  # every other card: the stock is empty
    s = mid_hand(
        deal("tri-palki", 8, ""), hands, "6c 7c 8d", to_act=0, stock="-", discards=out_of_play
    )
    assert not s.stock
    events = play(s, "swap 9c 8d")
    assert s.hand_number == 1 and s.hand_result() is not None
    assert HandEnded("washout_no_stock", 0) in events
    assert "washed out" in result_words(s.hand_result())[0]


def test_the_lowest_score_gets_a_stick() -> None:
    """ "At the end of the play everyone shows their cards and the player who has the lowest
    score is the loser and receives 1 stick."
    """
    s = deal("tri-palki", 3, PLAIN)
    play(s, "pass", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (1,)  # J-high 10 < K-high 10
    assert (
        standing_words(s.standings()[1]) == "1 stick"
        and standing_words(s.standings()[0]) == "0 sticks"
    )


def test_ties_compare_card_ranks_from_the_top_not_points() -> None:
    """ "First compare the card ranks in order from highest to lowest. For example A-K-10 is
    higher than A-Q-J ... Another example: A-10-6 is higher than A-9-7"
    """
    ev = evaluator(make("tri-palki", 3, seed=1).rules)  # type: ignore[attr-defined]
    assert ev.key(cards("Ah Kh 10h")) > ev.key(cards("Ad Qd Jd"))
    assert ev.key(cards("Ac 10c 6c")) > ev.key(cards("As 9s 7s"))


def test_identical_sets_in_different_suits_compare_suits_preferans_order() -> None:
    """ "if two players have identical card sets in different suits then the suits are
    compared ... hearts (highest) - diamonds - clubs - spades (lowest)."
    """
    ev = evaluator(make("tri-palki", 3, seed=1).rules)  # type: ignore[attr-defined]
    order = [ev.key(cards(f"K{s} 9{s} 7d" if s != "d" else "Kd 9d 7c")) for s in "hdcs"]
    assert order == sorted(order, reverse=True)


def test_three_sixes_are_safe() -> None:
    """ "Three Sixes: the holder of this hand is safe and does not receive a stick no matter
    what the other players have."
    """
    s = deal("tri-palki", 3, stack(["6c 6d 6h", "Jc 8d 9h", "7c 8c 10d"], "6s Ad 8s"))
    play(s, "pass", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (1,)


def test_suited_six_seven_eight_is_safe() -> None:
    """ "6-7-8 of one suit: same as three Sixes - the holder is safe and cannot receive a
    stick."
    """
    s = deal("tri-palki", 3, stack(["6c 7c 8c", "Jd 8d 9h", "7h 8h 10d"], "6s Ad 8s"))
    play(s, "pass", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (2,)


def test_three_aces_give_everyone_without_a_special_a_stick() -> None:
    """ "Three Aces: all players who do not have a special hand lose and receive one stick." """
    s = deal("tri-palki", 4, stack(["Ah Ad Ac", "Jd 8d 9h", "7h 8h 10d", "6c 6d 6h"], "6s Kd 8s"))
    play(s, "pass", "pass", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (1, 2)


def test_other_trios_are_ordinary_hands() -> None:
    """ "other sets of three equal cards have no significance - for example K-K-K is just an
    ordinary hand worth 10 points."
    """
    s = deal("tri-palki", 3, stack(["Kc Kd Kh", "Jc 8d 9h", "7c 8c 10d"], "6s Ad 8s"))
    assert s.view(0).hand_value == 10


def test_three_sticks_and_another_loss_is_out() -> None:
    """ "A player cannot have more than three sticks. Any player who already has three sticks
    and receives another stick must drop out of the game."
    """
    # seat 0 holds Jc 8d 9h (10, Jack high), the lowest hand
    s = deal("tri-palki", 3, stack(["Jc 8d 9h", "9c 7d Kh", "7c 8c 10d"], "6s Ad 8s"))
    s = position(s, chips="0,3,3")
    assert standing_words(s.standings()[0]) == "3 sticks"
    play(s, "pass", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    assert s.is_out[0]


def test_the_highest_ordinary_hand_deals_next() -> None:
    """ "If there are still two or more players in the game, the next hand is dealt by the
    player who had the highest score in an ordinary hand."
    """
    s = deal("tri-palki", 3, PLAIN)
    play(s, "pass", "pass", "pass")
    assert s.dealer == 2 and s.current_player() == 2


def test_example_with_three_players_the_31_gets_a_stick_and_deals() -> None:
    """ "Example with three players: one of them has 6-7-8 of a suit, one has 6-6-6 and one
    has 31. The player with 31 has both the lowest and the highest score in an ordinary hand,
    so will get a stick and will also deal the next hand."
    """
    s = deal("tri-palki", 3, stack(["6c 7c 8c", "6d 6h 6s", "Ah Kh Qh"], "9s Ad 8s"))
    play(s, "pass", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (2,) and s.dealer == 2


def test_example_with_four_players_aces_and_the_29_deals() -> None:
    """ "Example with 4 players: A has ♣6-♣7-♣8, B has ♡A-♢A-♣A, C has ♠J-♠10-♠9, D has
    ♡K-♡Q-♡8. Both C and D get sticks (because of the Aces) and C (with 29 points) deals next."
    """
    s = deal("tri-palki", 4, stack(["6c 7c 8c", "Ah Ad Ac", "Js 10s 9s", "Kh Qh 8h"], "6s Kd 7d"))
    play(s, "pass", "pass", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (2, 3) and s.dealer == 2


def test_a_special_hand_cannot_call_last_round() -> None:
    """ "Note that a special hand does not allow a player to call "last round" and does not
    entitle the holder to deal the next hand."
    """
    s = deal("tri-palki", 3, stack(["Ah Ad Ac", "Jc 8d 9h", "7c 8c 10d"], "6s Kd 8s"))
    assert not any(t.endswith("close") for t in texts(s.legal_actions()))


def test_if_everyone_has_a_special_hand_nobody_gets_a_stick_and_the_dealer_deals_again() -> None:
    """ "If everyone has a special hand, no one gets a stick and the player who dealt the hand
    deals again."
    """
    s = deal("tri-palki", 2, stack(["6c 7c 8c", "6d 6h 6s"], "9s Ad 8s"))
    play(s, "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == () and s.dealer == 0


def test_an_eliminated_would_be_dealer_passes_the_deal_clockwise() -> None:
    """ "If the player with the highest score in an ordinary hand is eliminated ... then the
    next surviving player in clockwise order deals the next hand."
    """
    s = deal("tri-palki", 4, stack(["6c 7c 8c", "Ah Ad Ac", "Js 10s 9s", "Kh Qh 8h"], "6s Kd 7d"))
    s = position(s, chips="3,3,0,3")  # seat 2 (29, the highest ordinary hand) has three sticks
    play(s, "pass", "pass", "pass", "pass")
    assert s.is_out[2] and s.dealer == 3


def test_last_survivor_wins() -> None:
    """ "The game lasts until all players but one have dropped out. The last survivor is the
    winner."
    """
    s = position(deal("tri-palki", 2, stack(["9c 7d Kh", "Jc 8d 9h"], "6s Ad 8s")), chips="0,0")
    play(s, "pass", "pass")
    assert s.is_terminal() and s.winners() == [0]
