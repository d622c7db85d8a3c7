"""Mulatschak (Fuchzenawa): seed 004 and NOTES.md section 18, one test per rule sentence."""

from __future__ import annotations

from ramsen_helpers import finish_hand, legal, play, stacked, with_fields

from pantsdown import make
from pantsdown.core.cards import WELI, Suit
from pantsdown.games.ramsen.phases import Contract
from pantsdown.games.ramsen.ranking import trump_order
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.scoring import Outcome, hand_deltas
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c Kc Qc",  # seat 0, dealer
    "As Ks Qs Js 10s",  # seat 1, forehand
    "Ah Kh Qh Jh 10h",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3, the cutter
]
STOCK = "6s 7s 8s 9s 6h 7h 8h 9h"


def test_four_players_thirty_six_cards_fifteen_points() -> None:
    """'Mulatschak is played by four players ... using a 36 card German suited deck ... every
    player is provided with a score of 15 points'."""
    state = make("mulatschak", seed=1)
    assert state.num_players == 4 and state.scores == (15,) * 4
    assert len(state.all_cards()) == 36


def test_deck_option_thirty_three() -> None:
    """Option ``deck = 33`` [src: cafe-krisch, casinostest] (field ``pack``)."""
    state = make("mulatschak", seed=1, options={"pack": "33"})
    assert len(state.all_cards()) == 33


def test_weli_is_second_highest_trump_by_default() -> None:
    """NOTES 18.3: 'Trump order: A, Weli (6♦), K, Q, J, 10, 9, 8, 7 (, 6) [src: de.wiki,
    cafe-krisch].'"""
    order = [str(c) for (c,) in trump_order(PRESETS["mulatschak"], Suit.CLUBS, None)]
    assert order == ["Ac", "6d", "Kc", "Qc", "Jc", "10c", "9c", "8c", "7c", "6c"]


def test_weli_lowest_option_follows_the_seed() -> None:
    """'the WELI will be set as the lowest card in the trump suit' [seed], option
    ``weli = lowest``."""
    rules = PRESETS["mulatschak"].with_options(weli="lowest")
    order = [str(c) for (c,) in trump_order(rules, Suit.CLUBS, None)]
    assert order[-2:] == ["6c", "6d"]


def test_cutter_may_take_the_weli_and_shows_it() -> None:
    """'If this card is the WELI, he may (but is not required to) take this card, adding it
    to his hand. If he does so, he must show the card to the other players ... that player
    only receives two cards in the first round of dealing'."""
    state = stacked("mulatschak", [*HANDS[:3], "Ad Kd Qd Jd"], schlecker=3, bottom="6d")
    assert state.phase == Phase.SCHLECK and legal(state) == ["schleck", "pass"]
    play(state, "schleck")
    assert WELI in state.hands[3] and [len(h) for h in state.hands] == [5] * 4
    assert state.view(0).known[3] == (WELI,)


def test_cutter_cannot_take_another_card() -> None:
    """'If the card is not the WELI, the player does not take the card nor show it'."""
    state = stacked("mulatschak", HANDS, bottom="6c")
    assert legal(state) == ["pass"]


def test_whiteout_without_king_queen_or_jack_redeals_double() -> None:
    """'If any player finds that his hand contains no cards of rank King, Queen, or Jack, he
    may ... announce this (called a whiteout) and all the cards are thrown in with no scoring
    for the hand. The same dealer deals again, however, all scoring for the next hand is worth
    twice the number of points.'"""
    hands = ["7c 8c 9c Kc Qc", "As 10s 9s 8s 7s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
    state = stacked("mulatschak", hands, bottom="6c")
    play(state, "pass")
    assert state.current_player() == 1 and "whiteout" in legal(state)
    play(state, "whiteout")
    assert state.hand_number == 1 and state.dealer == 0
    assert state.pending_doubles == 1 and state.scores == (15,) * 4


def test_whiteout_figures_option() -> None:
    """Option ``whiteout_figures`` [src: cafe-krisch, de.wiki]: the Ace counts as a figure."""
    hands = ["7c 8c 9c Kc Qc", "As 10s 9s 8s 7s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
    state = stacked("mulatschak", hands, bottom="6c", options={"whiteout_figures": True})
    play(state, "pass")
    assert "whiteout" not in legal(state)


def test_bids_must_rise_from_forehand() -> None:
    """'Each player, starting with the player to the left of the dealer, makes a bid of the
    specific number of tricks ... Each player ... must make a higher bid than the previous
    player or pass.' Minimum 1 [our choice]."""
    state = stacked("mulatschak", HANDS, bottom="6c")
    play(state, "pass")
    assert legal(state)[:3] == ["pass", "bid 1", "bid 2"]
    play(state, "bid 2")
    assert legal(state) == ["pass", "bid 3", "bid 4", "bid 5", "bid mulatschak"]


def test_dealer_may_hold_and_becomes_declarer() -> None:
    """'The dealer, however, who will be the last player to bid, is not required to make a
    higher bid ... and may simply say hold which indicates he bids a number equal to the
    current highest bid.'"""
    state = stacked("mulatschak", HANDS, bottom="6c")
    play(state, "pass", "bid 2", "pass", "pass")
    assert "hold" in legal(state)
    play(state, "hold")
    assert state.declarer == 0 and state.high_bid == 2
    assert state.phase == Phase.NAME_TRUMP and state.current_player() == 0


def test_highest_bidder_declares_and_names_trumps() -> None:
    """'The player making the highest bid ... is the winner of the bidding (the Declarer) and
    announces the trump suit to be used for the hand.'"""
    state = stacked("mulatschak", HANDS, bottom="6c")
    play(state, "pass", "bid 2", "bid 3", "pass", "pass")
    assert state.declarer == 2 and state.current_player() == 2
    play(state, "trump hearts")
    assert state.trump == Suit.HEARTS


def test_everybody_passing_redeals_with_the_next_dealer() -> None:
    """NOTES 18.3: 'If everyone passes, the deal is thrown in and the deal passes on, with no
    score [our choice].'"""
    state = stacked("mulatschak", HANDS, bottom="6c")
    play(state, "pass", "pass", "pass", "pass", "pass")
    assert state.hand_number == 1 and state.dealer == 1 and state.scores == (15,) * 4


def test_all_pass_dealer_forced_option() -> None:
    """Option ``all_pass = dealer_forced`` [NOTES 18.4]: the dealer may not pass."""
    state = stacked("mulatschak", HANDS, bottom="6c", options={"all_pass": "dealer_forced"})
    play(state, "pass", "pass", "pass", "pass")
    assert "pass" not in legal(state)


def test_declarer_exchanges_on_sight() -> None:
    """'He may exchange from one to five cards ... The dealer then deals an equal number of
    cards from the stock face-up ... That player then has the choice to either take the newly
    dealt card or take the original card' (NOTES 18.3 simplification)."""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    assert state.phase == Phase.EXCHANGE and state.current_player() == 1
    play(state, "exchange 10s Js")
    assert state.phase == Phase.ONSIGHT and str(state.onsight) == "6s"
    assert state.view(2).onsight is not None and state.view(2).onsight_mine == ()
    play(state, "take")
    assert str(state.onsight) == "7s"
    play(state, "keep")
    assert sorted(str(c) for c in state.hands[1]) == sorted(["As", "Ks", "Qs", "6s", "Js"])
    assert [str(c) for c in state.public_out] == ["7s"]
    assert [str(c) for c in state.view(3).known[1]] == ["6s"]


def test_mulatschak_bidder_may_not_exchange() -> None:
    """'A player ... may also bid Mulatschak which is a bid to win all five tricks with no
    exchanging of cards (for that player).'"""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid mulatschak", "trump spades")
    assert state.phase == Phase.PLAY  # others must play, nobody exchanges


def test_others_play_or_stay_home_and_exchange_up_to_the_declarers_count() -> None:
    """'the remaining players, in a clockwise direction from the declarer, then each announce
    whether they intend to play the hand or Stay at home ... the player may also ... discard a
    number of cards up to the total number exchanged by the dealer [declarer]'."""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    play(state, "exchange 10s Js", "keep", "keep")
    assert state.phase == Phase.BID and state.current_player() == 2
    assert legal(state) == ["stay", "play-hand"]
    play(state, "play-hand")
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 2
    play(state, "exchange Ah")
    assert state.current_player() == 3


def test_staying_home_costs_one() -> None:
    """'If a player drops ... that player takes no further part of play, and must add one
    point to his current ongoing score.'"""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades", "exchange none")
    play(state, "stay", "play-hand", "play-hand")
    finish_hand(state)
    assert state.scores[2] == 16


def test_no_staying_home_on_hearts() -> None:
    """'A player may never elect to pass if any player has bid Multaschack, that player has
    five or fewer points, or the trump suit selected for the hand is hearts.'"""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump hearts", "exchange none")
    assert state.phase == Phase.PLAY and all(state.active)


def test_no_exchange_at_three_points_or_less() -> None:
    """'If a player has 3 or fewer points remaining in his hand, he may not exchange any
    cards.'"""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    state = with_fields(state, scores=[15, 3, 15, 15])
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    assert state.phase == Phase.BID  # the declarer's exchange was skipped


def test_everybody_stays_home_declarer_minus_five() -> None:
    """'If all other players pass, the dealer [declarer] automatically wins the hand, entitled
    to subtract 5 points' (NOTES 18.3 reads dealer as declarer)."""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades", "exchange none")
    play(state, "stay", "stay", "stay")
    assert state.scores == (16, 10, 16, 16)


def test_declarer_leads_follow_head_and_trump_only_to_win() -> None:
    """'If he has no card in the suit led to the trick, but had a card of the trump suit he
    must play that if he has a card in the trump suit that could currently win the trick. If
    the player has no cards in the suit led ..., and no cards in the trump suit that could
    win the trick, he may play any other card'."""
    hands = ["7c 8c 9c Kc Qc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 7s", "Ad Kd Qd Jd 10d"]
    state = stacked("mulatschak", hands, bottom="6c", talon="6s 8s")
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump hearts", "exchange none")
    assert state.current_player() == 1
    play(state, "play Js")
    assert legal(state) == ["play 7s"]
    play(state, "play 7s")
    assert len(legal(state)) == 5  # seat 3: no spades, no trumps
    play(state, "play 10d")
    assert len(legal(state)) == 5


def test_scoring_table() -> None:
    """'subtract ... the number of tricks ... bid and made Mulatschak ... subtract 10 ...
    failed ... add 10 ... each other player ... subtract 10 ... declarer failed ... add 10
    ... participated and won 0 tricks ... add 5'."""
    rules = PRESETS["mulatschak"]
    four = [True] * 4
    assert hand_deltas(rules, Outcome(active=four, won=[2, 2, 1, 0], declarer=0, bid=2)) == [
        -2,
        -2,
        -1,
        5,
    ]
    assert hand_deltas(rules, Outcome(active=four, won=[1, 2, 2, 0], declarer=0, bid=2))[0] == 10
    assert hand_deltas(rules, Outcome(active=four, won=[5, 0, 0, 0], declarer=0, bid=6))[0] == -10
    assert hand_deltas(rules, Outcome(active=four, won=[4, 1, 0, 0], declarer=0, bid=6)) == [
        10,
        -10,
        -10,
        -10,
    ]


def test_hearts_double_everything() -> None:
    """'if the selected trump suit is hearts, all scoring for the hand is doubled.'"""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid 1", "pass", "pass", "pass", "trump hearts", "exchange none")
    finish_hand(state)
    assert state.hand_result() is not None
    assert all(d % 2 == 0 for d in state.hand_result().deltas)


def test_lowest_score_at_or_below_zero_wins() -> None:
    """'until one or more player manages to reduce their score to zero accumulated points or
    less. At that time the player with the lowest score ... is declared the game winner.'"""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    state = with_fields(state, scores=[15, 4, 15, 15])
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades", "exchange none")
    play(state, "stay", "stay", "stay")
    assert state.is_terminal() and state.winners() == [1]


def test_weli_trump_redraw_trump_on_sight_taken_deals_a_further_card() -> None:
    """NOTES 18.3 option ``weli_trump_redraw``: 'when a replacement is a trump he may take it
    and get a further face-up card for that slot' (seed: 'If the card dealt face-up ... is any
    card from the announced trump suit, he may take this card, and a new face-up card is dealt
    to replace it')."""
    opts = {"weli_trump_redraw": True}
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    play(state, "exchange 10s Js")
    assert str(state.onsight) == "6s"
    play(state, "take")  # a trump: the slot of 10s stays open
    assert str(state.onsight) == "7s" and state.view(1).onsight_left == 2
    play(state, "keep")  # the first slot closes with its original: five cards, done
    assert state.phase != Phase.ONSIGHT
    assert sorted(str(c) for c in state.hands[1]) == sorted(["As", "Ks", "Qs", "6s", "10s"])
    assert "Js" in [str(c) for c in state.discards[1]]  # the waiting original is out of play
    assert [str(c) for c in state.public_out] == ["7s"]


def test_weli_trump_redraw_stops_at_five_cards() -> None:
    """Seed: '... continuing until he has five cards in his hand': trumps taken on sight fill
    the hand and the originals still waiting go out of play."""
    opts = {"weli_trump_redraw": True}
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    play(state, "exchange 10s Js")
    play(state, "take", "take")  # 6s then 7s, both trumps: five cards, both originals out
    assert state.phase != Phase.ONSIGHT
    assert sorted(str(c) for c in state.hands[1]) == sorted(["As", "Ks", "Qs", "6s", "7s"])
    assert {"10s", "Js"} <= {str(c) for c in state.discards[1]}
    assert len(state.all_cards()) == 36


def test_weli_trump_redraw_off_a_trump_on_sight_closes_the_slot() -> None:
    """Default (option off): a trump on sight is taken like any replacement, one card per
    slot [NOTES 18.3 simplification]."""
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    play(state, "exchange 10s Js", "take")
    assert str(state.onsight) == "7s" and state.view(1).onsight_left == 1


def test_weli_trump_redraw_a_non_trump_taken_closes_the_slot() -> None:
    """Seed: '... or the card taken is not a card from the trump-suit'."""
    opts = {"weli_trump_redraw": True}
    state = stacked("mulatschak", HANDS, bottom="6c", talon="6h 7s 8s", options=opts)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    play(state, "exchange 10s Js", "take")  # 6h is no trump: slot closed
    assert str(state.onsight) == "7s" and state.view(1).onsight_left == 1


def test_failed_mulatschak_every_other_player_subtracts_ten() -> None:
    """'If a player bid Mulatschak but failed to win all five tricks, that player must add 10
    points to his current score, and each other player is entitled to subtract 10 points'
    (option ``mulatschak_fail_others``; their tricks score nothing else [our choice])."""
    o = Outcome(
        active=[True] * 4, won=[1, 4, 0, 0], declarer=1, contract=Contract.MULATSCHAK, bid=6
    )
    assert hand_deltas(PRESETS["mulatschak"], o) == [-10, 10, -10, -10]
    rules = PRESETS["mulatschak"].with_options(mulatschak_fail_others=0)
    assert hand_deltas(rules, o) == [0, 10, 0, 0]


def test_stay_home_cost_doubled_in_a_doubled_hand() -> None:
    """Seed: 'all scoring for the next hand is worth twice the number of points' (after a
    whiteout); the stay-at-home cost doubles too [our choice, option ``stay_home_doubled``]."""
    for doubled, cost in ((True, 2), (False, 1)):
        opts = {"stay_home_doubled": doubled}
        state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
        state = with_fields(state, pending_doubles=1)
        play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades", "exchange none")
        play(state, "stay", "play-hand", "play-hand")
        finish_hand(state)
        assert state.scores[2] == 15 + cost


def test_minimum_bid_is_one_trick() -> None:
    """NOTES 18.3: 'Bids of 0 are meaningless, so the minimum bid is 1 [our choice]' (the seed
    says 'from 0 to 5'); option ``min_bid``."""
    state = stacked("mulatschak", HANDS, bottom="6c")
    play(state, "pass")  # the cut card is no Weli
    bids = [a for a in legal(state) if a.startswith("bid")]
    assert bids[0] == "bid 1" and "bid 0" not in bids
    state = stacked("mulatschak", HANDS, bottom="6c", options={"min_bid": 2})
    play(state, "pass")
    assert next(a for a in legal(state) if a.startswith("bid")) == "bid 2"


def test_two_to_five_players_as_an_option() -> None:
    """NOTES 18.3: '4 players [seed]; 2-5 as an option [src: en.wiki]' (the variant's player
    range; four is the default)."""
    hands = [*HANDS, "6s 7s 8s 9s 6h"]
    state = stacked("mulatschak", hands, bottom="6c")
    play(state, "pass")  # the cut card is no Weli; then the deal
    assert [len(h) for h in state.hands] == [5] * 5 and len(state.stock) == 36 - 25
    assert make("mulatschak", seed=1).num_players == 4
    state = stacked("mulatschak", HANDS[:2], bottom="6c")
    play(state, "pass")
    assert [len(h) for h in state.hands] == [5, 5] and len(state.stock) == 26
