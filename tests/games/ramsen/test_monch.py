"""Mönch (provisional): seed 004 and NOTES.md section 11 (our reconstruction)."""

from __future__ import annotations

from ramsen_helpers import legal, play, stacked, to_play

from pantsdown.core.cards import Suit
from pantsdown.core.registry import find_variant
from pantsdown.games.ramsen.ranking import trump_order
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Kc",  # seat 0, dealer
    "As Ks Qs Js 10s",  # seat 1, forehand
    "Ah Kh Qh Jh 10h",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3
]


def test_monch_is_marked_provisional() -> None:
    """NOTES 11.3: 'Mark Mönch as provisional in the UI.' The seed lists no differences."""
    _, variant = find_variant("Mönch")
    assert variant.name == "monch" and "reconstruction" in variant.provisional
    assert find_variant("monch")[1] is variant and find_variant("junk")[1] is variant


def test_jack_of_clubs_is_the_highest_trump() -> None:
    """NOTES 11.3: 'J♣ (the Mönch) is the highest trump, above the trump Ace. 9♦, 7♦ and Q♣
    are ordinary cards.'"""
    order = [str(c) for (c,) in trump_order(PRESETS["monch"], Suit.HEARTS, None)]
    assert order == ["Jc", "Ah", "Kh", "Qh", "Jh", "10h", "9h", "8h", "7h"]


def test_monch_beats_the_trump_ace() -> None:
    """The Mönch wins a trick against the trump Ace."""
    hands = ["7c 8c 9c 7s Jc", "Ah Ks Qs Js 10s", "As Kh Qh Jh 10h", "Ad Kd Qd 9d 10c"]
    state = stacked("monch", hands, turned="7h", bottom="8h")
    to_play(state)
    play(state, "play Ah", "play 10h", "play Ad")
    assert legal(state) == ["play Jc"]  # void in hearts: must trump with the Mönch
    play(state, "play Jc")
    assert state.tricks[0][2] == 0


def test_nine_and_seven_of_diamonds_are_plain_cards() -> None:
    """'9♦, 7♦ and Q♣ are ordinary cards' in Mönch."""
    hands = ["7c 8c 9c 10c 8s", "Ac Ks Qs Js 10s", "7d Kh Qh Jh 10h", "Ad Kd Qd 9d 9s"]
    state = stacked("monch", hands, turned="7h", bottom="8h")
    to_play(state)
    play(state, "play Ac")
    # seat 2 has no clubs (7d is a diamond now): he must trump
    assert legal(state) == ["play 10h", "play Jh", "play Qh", "play Kh"]


def test_everything_else_as_ramsen_schleken_exchange_play_pass() -> None:
    """NOTES 11.3: 'Everything else as Ramsen: deal, exchange, play/pass, following rules
    and crosses scoring.'"""
    state = stacked("monch", HANDS, turned="9h", bottom="8d")
    assert state.phase == Phase.SCHLECK
    play(state, "pass")
    assert state.phase == Phase.EXCHANGE and state.scores == (10,) * 4


def test_five_card_flush_with_the_monch_wild_wins_the_hand() -> None:
    """NOTES 11.3: 'after the exchange, a player holding 5 cards of one suit, with the J♣
    wild, wins the hand at once. He scores all 5 tricks'."""
    hands = ["7c 8c 9c 10c Kc", "As Ks Qs Js Jc", "Ah Kh Qh Jh 10h", "Ad Kd Qd 9d 10d"]
    state = stacked("monch", hands, turned="9h", bottom="8d")
    to_play(state)
    # seat 1 (forehand, checked first) has four spades and the Mönch
    assert state.hand_number == 1
    assert state.scores == (10, 5, 10, 10)


def test_flush_bonus_option_off() -> None:
    """Option ``monch_flush_bonus`` (on) [NOTES 11.3]."""
    hands = ["7c 8c 9c 10c Kc", "As Ks Qs Js Jc", "Ah Kh Qh Jh 10h", "Ad Kd Qd 9d 10d"]
    state = stacked("monch", hands, turned="9h", bottom="8d", options={"monch_flush_bonus": False})
    to_play(state)
    assert state.phase == Phase.PLAY and state.hand_number == 0


def test_holder_names_trumps_option() -> None:
    """Option ``monch_holder_names_trump`` (off) [src: de.wiki.li Mistigri]: 'the holder of
    the Mistigri may name any trump suit'; naming shows that he holds it."""
    hands = ["7c 8c 9c 10c Kc", "As Ks Qs Js Jc", "Ah Kh Qh Jh 10h", "Ad Kd Qd 9d 10d"]
    state = stacked(
        "monch", hands, turned="9h", bottom="8d", options={"monch_holder_names_trump": True}
    )
    play(state, "pass")
    assert state.phase == Phase.MONCH_TRUMP and state.current_player() == 1
    play(state, "trump spades")
    assert state.trump == Suit.SPADES
    assert [str(c) for c in state.view(2).known[1]] == ["Jc"]
