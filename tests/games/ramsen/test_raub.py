"""Raub: seed 004 and NOTES.md section 13 (calls provisional), one test per rule sentence."""

from __future__ import annotations

import pytest
from ramsen_helpers import legal, play, stacked, with_fields

from pantsdown import make
from pantsdown.core.cards import Suit
from pantsdown.core.registry import find_variant
from pantsdown.games.ramsen.phases import Contract
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.scoring import Outcome, hand_deltas, match_winners
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c Kc",  # seat 0, dealer
    "As Ks Qs Js",  # seat 1, forehand
    "Ah Kh Qh Jh",  # seat 2
    "Ad Kd Qd Jd",  # seat 3
]
TALON = "10s 9s 8s 10h 9h 8h 10d 9d"


def test_raub_calls_are_provisional() -> None:
    """NOTES 19: 'Raub | exact first-round and defender calls | Pass / I lead; Idem / Nejdem'
    must be flagged provisional."""
    _, variant = find_variant("raub")
    assert "idem" in variant.provisional and "lead" in variant.provisional


def test_two_to_four_players_start_at_twenty_one() -> None:
    """'The game is commonly played by 2, 3 or 4 players ... each of these players is set
    with 21 points'."""
    for n in (2, 3, 4):
        assert make("raub", n, seed=1).scores == (21,) * n


def test_deal_two_turn_one_deal_two() -> None:
    """'each player ... receives two face-down cards, one card is dealt face-up to the center
    of the table, and each player receives an additional packet of two face-down cards ...
    The card dealt face-up ... sets the trump suit for the hand.'"""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    assert [len(h) for h in state.hands] == [4] * 4
    assert str(state.turned) == "10c"
    play(state, "pass")
    assert state.trump == Suit.CLUBS


def test_dealer_decides_raub_before_seeing_his_hand() -> None:
    """'At any time after the dealer has dealt the face-up trump suit indicator ... and before
    seeing any of the cards in his face-down hand, the dealer may declare Raub'."""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass")
    assert state.phase == Phase.DEALER_BLIND and state.current_player() == 0
    assert state.view(0).hand == () and state.view(0).turned is not None
    assert set(legal(state)) == {"raub", "pass"}


def test_stih_only_when_a_seven_is_turned() -> None:
    """'if the dealt trump card is any seven, the dealer may, before viewing any of card from
    his hand, he may declare Stih.'"""
    state = stacked("raub", HANDS, turned="7s", talon=TALON)
    play(state, "pass")
    assert set(legal(state)) == {"raub", "stih", "pass"}


def test_raub_makes_the_dealer_declarer_who_takes_the_turned_card_after_the_draw() -> None:
    """'the dealer may later add the face-up trump card to his hand, and discard any other
    card ... The dealer, in the event of a Raub or Stih then takes the exposed trump card
    and exchanges it for any other card currently found in his hand'."""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass", "raub")
    assert state.declarer == 0 and state.contract == "raub"
    assert state.phase == Phase.DEFEND and state.current_player() == 1
    play(state, "idem", "idem", "idem")
    assert state.phase == Phase.EXCHANGE and state.current_player() == 1
    play(state, "exchange none", "exchange none", "exchange none", "exchange none")
    assert state.phase == Phase.TRUMP_SWAP and state.current_player() == 0
    play(state, "take-trump 7c")
    assert "10c" in [str(c) for c in state.hands[0]]
    assert state.phase == Phase.PLAY and state.current_player() == 0


def test_first_round_pass_or_i_lead_from_forehand() -> None:
    """NOTES 13.3 [our choice]: 'clockwise from forehand, each player says Pass or I lead.
    The first I lead makes that player declarer (needs ≥2 tricks) and ends the round.'"""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass", "pass")
    assert state.phase == Phase.RAUB_LEAD and state.current_player() == 1
    assert legal(state) == ["pass", "lead"]
    play(state, "pass", "lead")
    assert state.declarer == 2 and state.phase == Phase.DEFEND
    assert state.current_player() == 3


def test_dealer_passing_last_is_a_refa_doubling_the_next_hand() -> None:
    """'If the dealer elects to Pass, all the cards are thrown in and a new hand is dealt by
    the next dealer in turn. This is called a Refa, and causes all scoring on the next hand
    to be doubled.'"""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass", "pass", "pass", "pass", "pass")
    assert set(legal(state)) == {"pass", "lead", "redraw"}
    play(state, "pass")
    assert state.hand_number == 1 and state.dealer == 1
    assert state.pending_doubles == 1 and state.scores == (21,) * 4


def test_dealer_may_lead_when_all_passed() -> None:
    """'If the dealer calls I Lead he is set as the declarer and the game proceeds as
    normal.'"""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass", "pass", "pass", "pass", "pass", "lead")
    assert state.declarer == 0 and state.phase == Phase.DEFEND


def test_dealer_may_redraw_the_trump_and_a_new_round_follows() -> None:
    """'he may choose to draw a new card from the stock, setting this card as the trump
    suit ... If the second (or as necessary, the third card) is of a different suit, a new
    round of bidding occurs'."""
    state = stacked("raub", HANDS, turned="10c", talon="10s 9s")
    play(state, "pass", "pass", "pass", "pass", "pass", "redraw")
    assert state.trump == Suit.SPADES and str(state.turned) == "10s"
    assert state.phase == Phase.RAUB_LEAD and state.current_player() == 1


def test_redraw_same_suit_draws_again() -> None:
    """'If this second card drawn is of the same suit as the first card he draws another
    card.'"""
    state = stacked("raub", HANDS, turned="10c", talon="Jc 9s")
    play(state, "pass", "pass", "pass", "pass", "pass", "redraw")
    assert state.trump == Suit.SPADES
    assert [str(c) for c in state.public_out] == ["10c", "Jc"]


def test_third_card_of_the_same_suit_is_a_refa() -> None:
    """'If this third card is also of the same suit, this automatically results in a Refa and
    redeal by the next dealer.'"""
    state = stacked("raub", HANDS, turned="10c", talon="Jc Qc")
    play(state, "pass", "pass", "pass", "pass", "pass", "redraw")
    assert state.hand_number == 1 and state.pending_doubles == 1


def test_all_pass_after_redraw_is_a_refa_and_no_second_redraw() -> None:
    """'If all players again Pass (including the dealer), the cards are thrown in for a
    Refa. The dealer may not call a Raub or Stih on these second or third trump cards'."""
    state = stacked("raub", HANDS, turned="10c", talon="10s 9s")
    play(state, "pass", "pass", "pass", "pass", "pass", "redraw", "pass", "pass", "pass")
    assert set(legal(state)) == {"pass", "lead"}
    play(state, "pass")
    assert state.hand_number == 1 and state.pending_doubles == 1


def test_defenders_say_idem_or_nejdem_from_the_declarers_left() -> None:
    """NOTES 13.3: 'clockwise from the declarer's left, each other player says Idem (plays,
    needs ≥1 trick) or Nejdem (drops, and scores nothing).'"""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass", "pass", "pass", "lead")
    assert state.current_player() == 3 and legal(state) == ["idem", "nejdem"]
    play(state, "nejdem")
    assert not state.active[3] and state.hands[3] == []


def test_all_nejdem_declarer_scores_four_tricks() -> None:
    """'If every player called Nejdem (pass), the declarer wins (and scores for) four tricks
    during the hand, with no additional play necessary.'"""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass", "pass", "pass", "lead", "nejdem", "nejdem", "nejdem")
    assert state.scores == (21, 21, 17, 21) and state.hand_number == 1


def test_draw_one_to_four_from_the_active_player_nearest_the_dealers_left() -> None:
    """'each player who opted to play in this hand (including the declarer) may opt to
    discard from 1 to 4 cards ... This discarding starts with the nearest active player to
    the dealer's left'."""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "pass", "pass", "pass", "lead", "idem", "idem", "nejdem")
    assert state.phase == Phase.EXCHANGE and state.current_player() == 2
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 4
    play(state, "exchange Ah Kh Qh Jh")
    assert sorted(str(c) for c in state.hands[2]) == sorted(["10s", "9s", "8s", "10h"])


def test_draw_limited_by_the_stock() -> None:
    """NOTES 13.3: 'If the stock runs out, later players draw what is left, or nothing [our
    choice].'"""
    hands = ["7c 8c", "As Ks"]
    state = stacked("raub", hands, turned="10c", talon="")
    play(state, "pass", "pass", "lead", "idem")
    assert len(state.stock) == 32 - 9
    play(state, "exchange As Ks")
    assert state.current_player() == 0


def test_declarer_leads_follow_head_trump_and_overtrump() -> None:
    """'the declarer plays the first card ... must play a card of the same suit ... must
    attempt to win the trick ... If the player does not have a card of the suit led ... but
    does have a card of the trump suit, he must play such a card, and if possible, play a
    card in the trump suit higher than any other trump card previously played'."""
    hands = ["7c 8c 9c Kc", "Js Ks Qs 7h", "As 8h 9h Jh", "Ad Kd Qd Jd"]
    state = stacked("raub", hands, turned="10h", talon="10s 9s 8s")
    play(state, "pass", "pass", "lead", "idem", "idem", "idem")
    play(state, *["exchange none"] * 4)
    assert state.current_player() == 1
    play(state, "play Js")
    assert legal(state) == ["play As"]  # must head
    play(state, "play As", "play Ad")
    assert len(legal(state)) == 4  # seat 0: no spades, no hearts


def test_declarer_needs_two_tricks_else_plus_four() -> None:
    """'If the declarer ... managed to win at least two tricks, that player is entitled to
    subtract one point for each trick ... if the declarer wins one or fewer tricks during the
    hand he must add four points'."""
    rules = PRESETS["raub"]
    base = {"active": [True] * 3, "declarer": 0, "contract": Contract.LEAD}
    assert hand_deltas(rules, Outcome(won=[2, 1, 1], **base))[0] == -2  # type: ignore[arg-type]
    assert hand_deltas(rules, Outcome(won=[1, 2, 1], **base))[0] == 4  # type: ignore[arg-type]


def test_stih_needs_one_trick() -> None:
    """'In the case of Stih call by the dealer, if he wins at least one trick, he is entitled
    to subtract one point for each trick ... If he wins no tricks ... add four points'."""
    rules = PRESETS["raub"]
    base = {"active": [True] * 3, "declarer": 0, "contract": Contract.STIH}
    assert hand_deltas(rules, Outcome(won=[1, 2, 1], **base))[0] == -1  # type: ignore[arg-type]
    assert hand_deltas(rules, Outcome(won=[0, 3, 1], **base))[0] == 4  # type: ignore[arg-type]


def test_defender_one_trick_or_plus_two() -> None:
    """'If a defender who opted to play the hand, manages to win at least one trick ...
    subtract one point for each trick ... If, however, that defender wins no tricks ... he
    must add two points'."""
    rules = PRESETS["raub"]
    out = hand_deltas(
        rules,
        Outcome(
            active=[True, True, True, False], won=[3, 1, 0, 0], declarer=0, contract=Contract.RAUB
        ),
    )
    assert out == [-3, -1, 2, 0]


def test_refa_doubles_one_later_played_hand_and_refas_queue() -> None:
    """'each Refa will result in one upcoming normal hand having the score doubled.'"""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    play(state, "refa")
    play(state, "refa")
    assert state.pending_doubles == 2
    play(state, "pass", "pass", "pass", "pass", "lead", "nejdem", "nejdem", "nejdem")
    assert state.pending_doubles == 1
    assert sorted(state.scores) == [13, 21, 21, 21]


def test_refa_stacking_single_option() -> None:
    """Option ``refa_stacking`` (queue) [NOTES 13.4]: 'single' keeps one pending doubling."""
    state = stacked("raub", HANDS, turned="10c", talon=TALON, options={"refa_stacking": "single"})
    play(state, "refa", "refa")
    assert state.pending_doubles == 1


def test_declining_to_deal_is_a_refa() -> None:
    """'If the current dealer prefers not to be the dealer, he may simply pass the deck to the
    next player in proper order, with this resulting in an automatic Refa'."""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    assert "refa" in legal(state)
    play(state, "refa")
    assert state.dealer == 1 and state.pending_doubles == 1


def test_decline_deal_option_off() -> None:
    """Option ``allow_decline_deal`` (on) [NOTES 13.4]."""
    state = stacked("raub", HANDS, turned="10c", talon=TALON, options={"allow_decline_deal": False})
    assert state.phase == Phase.DEALER_BLIND


def test_muss_when_any_score_is_nine_or_lower() -> None:
    """'If any player's score is 9 or lower at the beginning of a hand, the current dealer may
    announce Muss. He must do this, however, before turning up the trump card ... each other
    player must remain in the game ... The dealer is required to win two or more tricks'."""
    state = stacked("raub", HANDS, turned="10c", talon=TALON)
    state = with_fields(state, scores=[21, 9, 21, 21])
    assert set(legal(state)) == {"muss", "refa", "pass"}
    assert state.view(1).turned is None and state.view(1).trump is None
    play(state, "muss")
    assert state.contract == "muss" and state.declarer == 0
    assert state.phase == Phase.EXCHANGE and all(state.active)
    play(state, *["exchange none"] * 4)
    assert state.phase == Phase.TRUMP_SWAP


def test_muss_threshold_option() -> None:
    """Option ``muss_threshold`` (9) [NOTES 13.4]."""
    state = make("raub", 4, seed=1, options={"muss_threshold": 21})
    assert "muss" in [str(a) for a in state.legal_actions()]


def test_anyone_at_zero_or_below_wins_together() -> None:
    """'The game continues until one or more players ... reach 0 or below. This (or these)
    players are declared the winner of the game.'"""
    assert match_winners(PRESETS["raub"], [0, -2, 5]) == [0, 1]


@pytest.mark.parametrize("n", [2, 3])
def test_smaller_tables_deal_four_each(n: int) -> None:
    """Four cards each at every table size."""
    state = make("raub", n, seed=2)
    assert [len(h) for h in state.hands] == [4] * n
