"""Ramsen: seed 004 and NOTES.md section 10, one test per rule sentence."""

from __future__ import annotations

import pytest
from ramsen_helpers import legal, play, stacked, to_play, with_fields

from pantsdown import GameError, IllegalActionError, make
from pantsdown.core.cards import Suit
from pantsdown.games.ramsen.ranking import trump_order
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Kc",  # seat 0, dealer
    "As Ks Qs Js 10s",  # seat 1, forehand
    "Ah Kh Qh Jh 10h",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3, rearhand (the cutter)
]


def test_played_with_thirty_two_cards_by_three_to_five_players() -> None:
    """'Ramsen is a Bavarian trick taking card game designed for three to five players ...
    traditionally played with the 32 card German deck.'"""
    assert len(PRESETS["ramsen"].pack_cards) == 32
    for n in (3, 4, 5):
        assert make("ramsen", n, seed=1).num_players == n
    with pytest.raises(ValueError, match="3 to 5"):
        make("ramsen", 2)


@pytest.mark.parametrize(
    ("suit", "order"),
    [
        (Suit.SPADES, "As 9d 7d Qc Jc Ks Qs Js 10s 9s 8s 7s"),
        (Suit.HEARTS, "Ah 9d 7d Qc Jc Kh Qh Jh 10h 9h 8h 7h"),
        (Suit.DIAMONDS, "Ad 9d 7d Qc Jc Kd Qd Jd 10d 8d"),
        (Suit.CLUBS, "Ac 9d 7d Qc Jc Kc 10c 9c 8c 7c"),
    ],
)
def test_four_permanent_trumps_rank_just_below_the_trump_ace(suit: Suit, order: str) -> None:
    """'These four cards (nine of diamonds, seven of diamonds, Queen of clubs and Jack of
    clubs) rank immediately below the Ace of the selected trump suit' (NOTES 10.3 table)."""
    tiers = trump_order(PRESETS["ramsen"], suit, None)
    assert " ".join(str(c) for (c,) in tiers) == order


def test_permanent_trumps_are_trumps_not_their_printed_suit() -> None:
    """'the four permanent trump cards are considered, for all purposes, to be a member of
    the selected trump suit for the hand, and should be played any time a card of the trump
    suit is required'."""
    hands = ["7c 8c 9c 10c Kc", "Ac 7s 8s 9s 10s", "Qc Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="As", bottom="8h")
    to_play(state)
    play(state, "play Ac")
    # seat 2's Qc is a trump: void in clubs, it must trump with it
    assert legal(state) == ["play Qc"]


def test_turned_permanent_trump_sets_its_printed_suit() -> None:
    """'If the card is one of the four permanent trump cards, the actual suit as marked on
    that card still determines the trump suit for this hand.'"""
    state = stacked("ramsen", HANDS, turned="Jc", bottom="8h")
    play(state, "pass")
    assert state.trump == Suit.CLUBS


def test_deal_is_three_then_two_and_the_next_card_is_turned_for_trumps() -> None:
    """'dealing first a 3 card packet to each player and then a 2 card packet ... the
    dealer then deals the next card face-up. The suit of this card designates the trump
    suit for the hand.'"""
    state = stacked("ramsen", HANDS, turned="9h", talon="7h 8h", bottom="8d")
    play(state, "pass")
    assert [len(h) for h in state.hands] == [5] * 4
    assert str(state.turned) == "9h" and state.trump == Suit.HEARTS
    assert [str(c) for c in state.stock[::-1][:2]] == ["7h", "8h"]
    assert state.view(2).turned is not None


def test_schleken_the_cutter_may_take_the_bottom_card_of_the_cut() -> None:
    """'this cutting player is permitted to look at the bottom card of the top portion ...
    If he prefers to take this card he may do so, indicating this by calling Schleken'."""
    state = stacked("ramsen", [*HANDS[:3], "Ad Kd Qd Jd"], schlecker=3, turned="9h", bottom="9d")
    assert state.phase == Phase.SCHLECK and state.current_player() == 3
    assert state.view(3).peek is not None and str(state.view(3).peek) == "9d"
    assert state.view(0).peek is None
    play(state, "schleck")
    assert "9d" in [str(c) for c in state.hands[3]]
    assert state.schlecker == 3


def test_schlecker_gets_two_cards_in_the_first_packet() -> None:
    """'the rearhand player who called Schleken receives only two cards in that packet, such
    that each player still only receives a total of five cards.'"""
    state = stacked("ramsen", [*HANDS[:3], "Ad Kd Qd Jd"], schlecker=3, turned="9h", bottom="9d")
    play(state, "schleck")
    assert [len(h) for h in state.hands] == [5] * 4
    assert sorted(str(c) for c in state.hands[3]) == sorted(["Ad", "Kd", "Qd", "Jd", "9d"])


def test_schleken_card_is_secret() -> None:
    """'it should be done carefully such that no other players see this card'."""
    state = stacked("ramsen", [*HANDS[:3], "Ad Kd Qd Jd"], schlecker=3, turned="9h", bottom="9d")
    play(state, "schleck")
    assert all(not k for k in state.view(0).known)
    assert all("9d" not in str(e) for e in state.events_for(0))


def test_schlecker_may_not_exchange() -> None:
    """'If the rearhand player has elected to call Schleken he may not exchange cards during
    this exchange.'"""
    state = stacked("ramsen", [*HANDS[:3], "Ad Kd Qd Jd"], schlecker=3, turned="9h", bottom="9d")
    play(state, "schleck", "exchange none", "exchange none")
    assert state.current_player() == 0  # seat 3 is skipped; the dealer is last


def test_schleken_option_off() -> None:
    """Option ``schleck`` (on) [NOTES 10.5]."""
    state = stacked("ramsen", HANDS, options={"schleck": False}, turned="9h")
    assert state.phase == Phase.EXCHANGE


def test_exchange_up_to_five_once_each_from_forehand() -> None:
    """'each in turn, in a clockwise direction starting with the player to the dealer's
    left (called the forehand), has the option to exchange cards with the talon ... up to
    as many as five'."""
    state = stacked("ramsen", HANDS, turned="9h", talon="7h 8h 7s 8s 9s", bottom="8d")
    play(state, "pass")
    assert state.current_player() == 1
    assert "exchange As Ks Qs Js 10s" in [str(a) for a in state.legal_actions()] or any(
        len(a.cards) == 5 for a in state.legal_actions() if hasattr(a, "cards")
    )
    play(state, "exchange 10s Js")
    assert sorted(str(c) for c in state.hands[1]) == sorted(["As", "Ks", "Qs", "7h", "8h"])
    assert state.current_player() == 2


def test_dealer_may_swap_a_card_for_the_turned_trump_before_exchanging() -> None:
    """'The dealer also has the option, before exchanging any other cards, of exchanging any
    one of his cards with the face-up, exposed trump card.'"""
    state = stacked("ramsen", HANDS, turned="9h", talon="7h 8h 7s 8s 9s 9d", bottom="8d")
    play(state, "pass", "exchange none", "exchange none", "exchange none")
    assert state.current_player() == 0
    assert "take-trump 7c" in legal(state)
    play(state, "take-trump 7c")
    assert "9h" in [str(c) for c in state.hands[0]]
    assert [str(c) for c in state.view(1).known[0]] == ["9h"]
    assert state.current_player() == 0 and "take-trump 8c" not in legal(state)
    play(state, "exchange 8c")
    assert state.phase == Phase.BID


def test_exchange_only_once() -> None:
    """'Each player only has this option to exchange cards one time.'"""
    state = stacked("ramsen", HANDS, turned="9h", talon="7h 8h 7s 8s 9s 9d", bottom="8d")
    play(state, "pass", "exchange As")
    assert state.current_player() == 2
    with pytest.raises(GameError):
        state.apply_text("exchange Ks", seat=1)


def test_empty_talon_means_no_more_exchanges() -> None:
    """NOTES 10.4: 'When the talon is empty, later players cannot exchange [our choice].'"""
    hands = [*HANDS, "7h 8h 7s 8s 9s"]
    state = stacked("ramsen", hands, turned="9h", talon="Jc Qc Ac 9d 8d", bottom="7d")
    play(state, "pass", "exchange As Ks Qs Js 10s")
    assert len(state.stock) == 1  # 32 - 25 - 1 turned = 6, minus 5
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 1


def test_exchange_total_cap_option() -> None:
    """Option ``exchange_total_cap`` (5) [src: schoenramer]: 'if the first player exchanges
    3, the next may exchange only 2, and then nobody else may exchange.'"""
    state = stacked("ramsen", HANDS, options={"exchange_total_cap": 5}, turned="9h", bottom="8d")
    play(state, "pass", "exchange As Ks Qs")
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 2
    play(state, "exchange Ah Kh")
    assert state.phase == Phase.EXCHANGE and state.current_player() == 0
    assert all(
        str(a).startswith("take-trump") or str(a) == "exchange none" for a in state.legal_actions()
    )


def test_a_player_who_exchanged_must_play() -> None:
    """'Any player who exchanged one or more cards must opt to Play, and may not Pass.'"""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    play(state, "pass", "exchange 10s", "exchange none", "exchange none", "exchange none")
    assert state.phase == Phase.BID
    assert state.current_player() == 2  # forehand (seat 1) was made to play
    assert state.calls[1] == "play-hand"


def test_passing_player_discards_and_scores_nothing() -> None:
    """'After passing, the player discards his cards and takes no further action during the
    hand (thus earning no points but also incurring no penalties)'."""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    play(state, "pass", *["exchange none"] * 4, "play-hand", "pass", "play-hand", "play-hand")
    assert state.hands[2] == [] and not state.active[2]
    while state.hand_number == 0:
        state.apply(state.legal_actions()[0])
    assert state.scores[2] == 10


def test_hand_is_void_when_fewer_than_two_play() -> None:
    """'If every player passes or every player but one passes, the hand is not played and
    no scoring occurs for that hand.'"""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    play(state, "pass", *["exchange none"] * 4, "play-hand", "pass", "pass", "pass")
    assert state.hand_number == 1
    assert state.scores == (10, 10, 10, 10)


def test_first_active_player_from_the_dealer_leads() -> None:
    """'the first active player, in a clockwise direction from the dealer who elected to
    Play, leads the first card to the first trick'."""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    play(state, "pass", *["exchange none"] * 4, "pass", "play-hand", "pass", "play-hand")
    assert state.phase == Phase.PLAY and state.current_player() == 2


def test_must_head_the_trick_when_following() -> None:
    """'in playing a card of the same suit or the trump suit, the player must attempt to
    play a higher card of the led suit or the trump suit if able ... (called heading)'."""
    hands = ["7c 8c 9c 10c Kc", "Js 7h 8h 9h 10h", "As Ks Qs 10s 9s", "Ad Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="7s", bottom="8d")
    to_play(state)
    play(state, "play Js")
    assert legal(state) == ["play Qs", "play Ks", "play As"]


def test_cannot_beat_so_any_card_of_the_suit() -> None:
    """'If he is unable to win the trick with the cards in hand, he is still obligated to
    play the proper card but is not required to play his highest such card in that suit.'"""
    hands = ["7c 8c 9c 10c Kc", "As 7h 8h 9h 10h", "Js Ks Qs 10s 9s", "Ad Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="7s", bottom="8d")
    to_play(state)
    play(state, "play As")
    assert legal(state) == ["play 9s", "play 10s", "play Js", "play Qs", "play Ks"]


def test_must_trump_and_overtrump_when_void() -> None:
    """'If has no cards of the suit originally led ... but does have cards in the trump suit
    he must play such a card' and must head it (NOTES 10.4: overtrump)."""
    hands = ["9d 8d 8c 9c 10c", "Ah 7s Js Ks Qs", "Kh As 8s 10s 9s", "Ad Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="7d", bottom="8h")
    to_play(state)
    play(state, "play Ah", "play Kh")
    # diamonds are trumps (the turned 7d); seat 3 holds only trumps: any of them beats
    assert legal(state) == ["play 10d", "play Jd", "play Qd", "play Kd", "play Ad"]
    play(state, "play Kd")
    # seat 0 is void in hearts: he must trump, and beat the Kd with the 9d (the 8d cannot)
    assert legal(state) == ["play 9d"]
    with pytest.raises(IllegalActionError, match="overtrump"):
        state.apply_text("play 8d")


def test_void_in_led_suit_and_trumps_plays_anything() -> None:
    """'If he has no cards of the suit originally led to the trick or the trump suit, he may
    play any card from his hand to the trick.'"""
    hands = ["7c 8c 9c 10c Kc", "Ah 7s Js Ks Qs", "Kh As 8s 10s 9s", "Ad Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="7h", bottom="8h")
    to_play(state)
    play(state, "play Ah", "play Kh", "play 10d")
    assert len(legal(state)) == 5


def test_trick_goes_to_the_highest_trump_else_the_highest_card_of_the_led_suit() -> None:
    """'The highest card in the trump suit played to the trick wins it. If no card in the
    trump suit was played to the trick, the highest card of the suit originally led'."""
    hands = ["7c 8c 9c 10c Kc", "Qh 7s 8s 9s 10s", "Kh As Ks Qs Js", "Ah Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="7d", bottom="8h")
    to_play(state)
    play(state, "play Qh", "play Kh", "play Ah", "play 7c")
    assert state.tricks[-1][2] == 3
    play(state, "play 10d", "play 7c" if False else "play 8c", "play 7s", "play As")
    assert state.tricks[-1][2] == 3


def test_trick_winner_leads_next() -> None:
    """'The leader of each trick leads the first card to the next trick.' (the winner)"""
    hands = ["7c 8c 9c 10c Kc", "Qh 7s 8s 9s 10s", "Kh As Ks Qs Js", "Ah Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="7d", bottom="8h")
    to_play(state)
    play(state, "play Qh", "play Kh", "play Ah", "play 7c")
    assert state.current_player() == 3


def _finish(state: object) -> None:
    from pantsdown.games.ramsen import RamsenState

    assert isinstance(state, RamsenState)
    start = state.hand_number
    while state.hand_number == start and not state.is_terminal():
        state.apply(state.legal_actions()[0])


def test_each_trick_is_one_stroke_of_two_crosses() -> None:
    """'two large capital X characters are drawn ... Each of these X's represents five
    tricks ... for each trick a player wins during that hand, that player is entitled to
    place one mark'."""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    assert state.scores == (10, 10, 10, 10)
    to_play(state)
    _finish(state)
    assert sum(10 - s for s in state.scores if s <= 10) == 5


def test_playing_and_taking_no_trick_adds_a_cross() -> None:
    """'if a player elected to Play the hand but yet does not manage to win at least one
    trick, an additional full X is added, for which that player must win five additional
    tricks'."""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    to_play(state)
    _finish(state)
    assert 15 in state.scores


def test_first_to_complete_his_crosses_wins() -> None:
    """'Whichever player manages to complete all his X's is declared the winner of the
    game.'"""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    state = with_fields(state, scores=[1, 1, 1, 1])
    to_play(state)
    _finish(state)
    assert state.is_terminal()
    low = min(state.scores)
    assert state.winners() == [s for s in range(4) if state.scores[s] == low]


def test_ties_go_to_the_largest_surplus_then_share() -> None:
    """NOTES 10.4: 'Several finishing in the same hand: the one with the largest surplus
    wins; if still tied, the win is shared [our choice].'"""
    from pantsdown.games.ramsen.scoring import match_winners

    assert match_winners(PRESETS["ramsen"], [-2, 0, 3, 4]) == [0]
    assert match_winners(PRESETS["ramsen"], [-1, -1, 3, 4]) == [0, 1]


def test_crosses_option() -> None:
    """Option ``crosses`` (2) [NOTES 10.5]: each cross is five tricks."""
    state = make("ramsen", 4, seed=1, options={"crosses": 3})
    assert state.scores == (15,) * 4


def test_deal_order_option_counterclockwise_from_rearhand() -> None:
    """NOTES 10.4: 'dealt 3 + 2 clockwise from forehand [our choice; seed contradicts
    itself]'; option ``deal_order = counterclockwise`` starts at the dealer's right."""
    from pantsdown.core.cards import parse_cards

    deck = parse_cards("Ad Kd Qd Jd 10d 9d 8d 7d 9c 8c 7c Ac Kc Qc Jc")
    state = make(
        "ramsen",
        4,
        seed=0,
        decks=[deck],
        options={"deal_order": "counterclockwise", "schleck": False},
    )
    assert {"Ad", "Kd", "Qd"} <= {str(c) for c in state.hands[3]}
    clockwise = make("ramsen", 4, seed=0, decks=[deck], options={"schleck": False})
    assert {str(c) for c in parse_cards("Ad Kd Qd")} <= {str(c) for c in clockwise.hands[1]}


def test_first_dealer_is_seat_zero_and_the_deal_rotates_clockwise() -> None:
    """'The player drawing the highest card becomes the dealer for the first hand.
    Thereafter, the role of dealer rotates around the table in a clockwise direction.'
    The draw for seats is not modelled: seat 0 deals first [our choice, NOTES 0]."""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    assert state.dealer == 0 and state.current_player() == 3  # the cutter on his right
    play(state, "pass", *["exchange none"] * 4, "pass", "pass", "pass", "pass")
    assert state.dealer == 1


def test_max_hands_ends_a_match_that_goes_on_too_long() -> None:
    """Option ``max_hands`` (100) [our choice]: a safety stop; the lowest score wins."""
    state = make("ramsen", 4, seed=3, options={"max_hands": 1})
    while not state.is_terminal():
        state.apply(state.legal_actions()[0])
    assert state.hand_number == 0
    low = min(state.scores)
    assert state.winners() == [s for s in range(4) if state.scores[s] == low]


def test_swapping_for_the_turned_card_is_not_an_exchange() -> None:
    """Option ``swap_counts_as_exchange`` (off) [our choice]: the seed names the swap apart
    from exchanging 'any other cards', so a dealer who only swapped may still pass."""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    play(state, "pass", "exchange none", "exchange none", "exchange none", "take-trump 7c")
    play(state, "exchange none", "play-hand", "play-hand", "play-hand")
    assert state.current_player() == 0 and legal(state) == ["play-hand", "pass"]
    opts = {"swap_counts_as_exchange": True}
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d", options=opts)
    play(state, "pass", "exchange none", "exchange none", "exchange none", "take-trump 7c")
    play(state, "exchange none", "play-hand", "play-hand", "play-hand")
    assert state.phase == Phase.PLAY and state.calls[0] == "play-hand"


def test_forced_calls_are_applied_and_reported_or_asked() -> None:
    """Option ``auto_forced_calls`` (on) [our choice]: 'Any player who exchanged one or more
    cards must opt to Play' — the forced call is applied and reported as a forced event; off,
    the seat is asked with the single legal action."""
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d")
    play(state, "pass", "exchange 10s", "exchange none", "exchange none", "exchange none")
    assert state.current_player() == 2 and state.calls[1] == "play-hand"
    assert any(getattr(e, "forced", False) and e.seat == 1 for e in state.events)
    opts = {"auto_forced_calls": False}
    state = stacked("ramsen", HANDS, turned="9h", bottom="8d", options=opts)
    play(state, "pass", "exchange 10s", "exchange none", "exchange none", "exchange none")
    assert state.current_player() == 1 and legal(state) == ["play-hand"]
