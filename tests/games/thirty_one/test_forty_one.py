"""41, the four-card game (Si-lam Choy), seed 001 and NOTES.md section 4.

Two players unless said otherwise: seat 1 deals, seat 0 plays first; the deal is four
cards to seat 0, four to seat 1, then four face up to the table.
"""

from __future__ import annotations

from collections import Counter

import pytest
from thirty_one_helpers import cards, deal, play, texts

from pantsdown.core.errors import IllegalActionError
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.scoring import evaluator
from pantsdown.games.thirty_one.state import ThirtyOneState
from pantsdown.games.thirty_one.view import Phase

# seat 0: 2c 3d 4h 5s (5), seat 1: Ah Kh 7c 2d (21), table: 9s 8s Qd Jc
PLAIN = "2c 3d 4h 5s  Ah Kh 7c 2d  9s 8s Qd Jc"


def test_52_cards_four_each_and_four_face_up() -> None:
    """ "each player is dealt four cards from a standard 52-card pack and there are four cards
    face up on the table."
    """
    s = deal("41", 2, PLAIN)
    assert len(s.pack) == 52
    assert s.hands[0] == cards("2c 3d 4h 5s") and s.table == cards("9s 8s Qd Jc")
    assert s.current_player() == 0 and s.view(0).phase is Phase.TURN


def test_maximum_is_41_and_minimum_is_2() -> None:
    """ "Therefore the maximum hand value is 41, and the lowest is 2." """
    ev = evaluator(make("41", 2, seed=1).rules)  # type: ignore[attr-defined]
    assert ev.value(cards("Ah Kh Qh Jh")) == 41
    assert ev.value(cards("2c 2d 2h 2s")) == 2


def test_values_ace_11_pictures_10_others_face_value() -> None:
    """[our choice, NOTES 4.2] "A 11; K, Q, J 10; 2–10 face value" and no trio specials"""
    ev = evaluator(make("41", 2, seed=1).rules)  # type: ignore[attr-defined]
    assert ev.value(cards("Ah 2h 3h 4h")) == 20
    assert ev.value(cards("Kc Kd Kh 2s")) == 10


def test_swap_one_card_with_the_table() -> None:
    """ "Swap a card from his hand with one of the face up cards." """
    s = deal("41", 2, PLAIN)
    play(s, "swap 2c Jc")
    assert s.hands[0] == cards("Jc 3d 4h 5s") and s.table == cards("9s 8s Qd 2c")


def test_swap_all_four_cards() -> None:
    """ "Swap all four cards with the four face up cards." """
    s = deal("41", 2, PLAIN)
    play(s, "swap all")
    assert s.hands[0] == cards("9s 8s Qd Jc") and s.table == cards("2c 3d 4h 5s")


def test_new_cards_then_a_forced_one_card_swap() -> None:
    """ "Discard all four face up cards, and replace them with four cards from the deck. At
    this point the player must swap one card from his hand with a face up card."
    """
    s = deal("41", 2, PLAIN + "  Ac Kc Qc 10c")
    events = texts(play(s, "new-cards"))
    assert s.table == cards("Ac Kc Qc 10c") and s.discards == cards("9s 8s Qd Jc")
    assert events[-1].startswith("seat 0 took new cards")
    assert s.view(0).phase is Phase.FORCED_SWAP and s.current_player() == 0
    legal = texts(s.legal_actions())
    assert len(legal) == 16 and all(t.startswith("swap ") for t in legal)
    with pytest.raises(IllegalActionError, match="must exchange exactly one card"):
        s.apply_text("end")
    play(s, "swap 2c Ac")
    assert s.current_player() == 1


def test_end_the_game_at_the_start_of_a_turn_and_the_highest_hand_wins() -> None:
    """ "End the game. This can only be done at the beginning of the turn, as an alternative
    to exchanging. The game ends immediately and the player with the highest hand value wins."
    """
    s = deal("41", 2, PLAIN)
    assert "end" in texts(s.legal_actions())
    play(s, "end")
    assert s.hand_result() is not None and s.hand_result().winners == (1,)
    assert s.hand_number == 1


def test_winner_gains_his_hand_value_losers_lose_the_difference() -> None:
    """ "The winner gains in points equal to the value of his winning hand. The losers lose in
    points the difference in value between their hands and that of the winner."
    """
    s = deal("41", 2, PLAIN)
    play(s, "end")
    assert s.points == (5 - 21, 21)


def test_ties_with_the_winner_are_winning_hands() -> None:
    """ "Any ties with the winner are also considered winning hands." """
    s = deal("41", 3, "Ah Kh 7c 2d  Ac Kc 7h 2s  2c 3d 4h 5s  9s 8s Qd Jc")
    play(s, "end")
    assert s.hand_result() is not None and s.hand_result().winners == (0, 1)
    assert s.points == (21, 21, 5 - 21)


def test_the_biggest_loser_goes_first_next_round() -> None:
    """ "The biggest loser gets to go first next round." """
    s = deal("41", 3, "Ah Kh 7c 2d  2c 3d 4h 5s  Ac Kc 7h 2s  9s 8s Qd Jc")
    play(s, "end")
    assert s.hand_number == 1 and s.current_player() == 1


def new_cards_and_swap(s: ThirtyOneState) -> None:
    play(s, "new-cards")
    play(s, f"swap {s.hands[s.current_player()][0]} {s.table[0]}")


def test_when_the_stock_runs_out_the_discards_become_the_deck() -> None:
    """ "If the face down deck runs out, the discarded cards can now become the deck with or
    without a shuffle." [NOTES 4.3 reshuffle_discards]
    """
    s = deal("41", 10, "", reshuffle_discards=False)
    assert len(s.stock) == 52 - 44
    new_cards_and_swap(s)
    new_cards_and_swap(s)
    assert len(s.stock) == 0
    discards = list(s.discards)
    old_table = list(s.table)
    play(s, "new-cards")
    assert "discards were turned over as the stock" in str(s.events[-2])
    assert s.table == discards[:4]
    assert s.discards == old_table


def test_reshuffled_discards_keep_every_card() -> None:
    """[NOTES 4.2] "the discards become the new stock, shuffled by default" """
    s = deal("41", 10, "")
    for _ in range(6):
        new_cards_and_swap(s)
    assert any("shuffled" in str(e) for e in s.events)
    assert Counter(s.all_cards()) == Counter(s.pack)


def test_the_match_lasts_a_set_number_of_hands_or_to_a_target() -> None:
    """[our choice, NOTES 4.2] "The game ends after a set number of hands or at a points
    target" [NOTES 4.3 game_length]
    """
    s = deal("41", 2, PLAIN, PLAIN, match_hands=2)
    play(s, "end", "end")
    assert s.is_terminal() and s.winners() == [1]
    t = deal("41", 2, PLAIN, game_length="target", target_points=20)
    play(t, "end")
    assert t.is_terminal() and t.winners() == [1]


def test_first_hand_starts_with_forehand() -> None:
    """[our choice, NOTES 4.2] "First hand: forehand starts" """
    s = deal("41", 4, PLAIN)
    assert s.dealer == 3 and s.current_player() == 0


def test_no_pass_in_41() -> None:
    """ "At each turn, the player has four options" (no pass among them)"""
    s = deal("41", 2, PLAIN)
    assert "pass" not in texts(s.legal_actions())


def test_reshuffled_discards_replay_exactly_without_a_seed() -> None:
    """A record of an unseeded match with recycled discards replays to the same state."""
    from pantsdown.core.cards import parse_cards
    from pantsdown.core.records import Record, replay

    s = make("41", 10, decks=[parse_cards("")])
    for _ in range(8):
        new_cards_and_swap(s)  # type: ignore[arg-type]
    assert any("shuffled" in str(e) for e in s.events)
    again = replay(Record.from_json(Record.from_state(s).to_json()))
    assert again.view(0) == s.view(0)
