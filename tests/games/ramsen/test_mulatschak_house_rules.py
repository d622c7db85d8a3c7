"""Mulatschak house rules (issue 13): one option each, off by default, one test per rule."""

from __future__ import annotations

import pytest
from ramsen_helpers import finish_hand, legal, play, stacked, with_fields

from pantsdown import IllegalActionError
from pantsdown.bots.heuristic.ramsen import HeuristicBot
from pantsdown.core.cards import Suit
from pantsdown.games.ramsen.phases import Contract
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


def test_all_passing_doubles_the_next_hand() -> None:
    """House rule 'all passing doubles the next hand' (``all_pass = redeal_double``): the
    deal passes on with no score and the next hand played scores double."""
    opts = {"all_pass": "redeal_double"}
    state = stacked("mulatschak", HANDS, bottom="6c", options=opts)
    play(state, "pass", "pass", "pass", "pass", "pass")
    assert state.hand_number == 1 and state.dealer == 1
    assert state.pending_doubles == 1 and state.scores == (15,) * 4
    plain = stacked("mulatschak", HANDS, bottom="6c")
    play(plain, "pass", "pass", "pass", "pass", "pass")
    assert plain.pending_doubles == 0


def test_a_bid_of_one_plays_in_hearts() -> None:
    """House rule 'a bid of 1 forces hearts' (``bid_one_hearts``): the declarer of a one-trick
    bid names no other suit, so hearts are trumps at once."""
    state = stacked("mulatschak", HANDS, bottom="6c", options={"bid_one_hearts": True})
    play(state, "pass", "bid 1", "pass", "pass", "pass")
    assert state.trump == Suit.HEARTS
    assert state.phase == Phase.EXCHANGE and state.current_player() == 1


def test_a_bid_of_two_still_names_any_suit_under_bid_one_hearts() -> None:
    """``bid_one_hearts`` binds a bid of one only: a bid of two names any suit."""
    state = stacked("mulatschak", HANDS, bottom="6c", options={"bid_one_hearts": True})
    play(state, "pass", "bid 2", "pass", "pass", "pass")
    assert legal(state) == ["trump clubs", "trump spades", "trump hearts", "trump diamonds"]


def test_others_may_exchange_up_to_five_whatever_the_declarer_did() -> None:
    """House rule (``others_exchange_declarers_count`` off): a player who plays may exchange
    up to five cards even when the declarer exchanged none."""
    opts = {"others_exchange_declarers_count": False}
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades", "exchange none")
    play(state, "play-hand")
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 5
    plain = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(plain, "pass", "bid 2", "pass", "pass", "pass", "trump spades", "exchange none")
    play(plain, "play-hand")
    assert plain.current_player() == 3  # seat 2 may exchange nothing: not asked


def test_nobody_exchanges_when_hearts_are_trumps() -> None:
    """House rule 'no exchange when hearts are trumps' (``no_exchange_in_hearts``): the
    declarer and the others play the cards dealt."""
    opts = {"no_exchange_in_hearts": True}
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
    play(state, "pass", "bid 2", "pass", "pass", "pass", "trump hearts")
    assert state.phase == Phase.PLAY and state.exchanged == (0, 0, 0, 0)
    spades = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
    play(spades, "pass", "bid 2", "pass", "pass", "pass", "trump spades")
    assert spades.phase == Phase.EXCHANGE


def test_a_made_mulatschak_costs_every_other_player_ten() -> None:
    """House rule 'a made Mulatschak gives every other player +10'
    (``mulatschak_made_others = 10``), instead of the five for taking no trick."""
    opts = {"mulatschak_made_others": 10}
    state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
    play(state, "pass", "bid mulatschak", "trump spades")
    finish_hand(state)
    assert state.scores == (25, 5, 25, 25)
    plain = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK)
    play(plain, "pass", "bid mulatschak", "trump spades")
    finish_hand(plain)
    assert plain.scores == (20, 5, 20, 20)


def test_a_failed_mulatschak_pays_only_the_players_who_took_a_trick() -> None:
    """House rule 'a failed Mulatschak costs only the players who took tricks'
    (``mulatschak_fail_paid_to = trick_takers``): only those who beat the declarer subtract
    ``mulatschak_fail_others``."""
    o = Outcome(
        active=[True] * 4, won=[1, 4, 0, 0], declarer=1, contract=Contract.MULATSCHAK, bid=6
    )
    rules = PRESETS["mulatschak"].with_options(mulatschak_fail_paid_to="trick_takers")
    assert hand_deltas(rules, o) == [-10, 10, 0, 0]
    assert hand_deltas(PRESETS["mulatschak"], o) == [-10, 10, -10, -10]


def test_scores_never_go_below_zero() -> None:
    """House rule 'scores never go below 0' (``scores_stop_at_zero``): a declarer at 4 who
    scores 5 ends at 0, not -1."""
    for stop, final in ((True, 0), (False, -1)):
        opts = {"scores_stop_at_zero": stop}
        state = stacked("mulatschak", HANDS, bottom="6c", talon=STOCK, options=opts)
        state = with_fields(state, scores=[15, 4, 15, 15])
        play(state, "pass", "bid 2", "pass", "pass", "pass", "trump spades", "exchange none")
        play(state, "stay", "stay", "stay")
        assert state.scores[1] == final and state.winners() == [1]


def test_the_heuristic_bot_bids_one_only_with_a_trick_in_hearts() -> None:
    """Under ``bid_one_hearts`` the bot bids one only if it expects a trick in hearts: with
    the A♣ it passes (it would bid one in clubs without the option), with the A♥ it bids."""
    rest = ["6c 6s 6h Kc Qc", "Kh Qh Jh 10h 9h", "Ad Kd Qd Jd 10d"]
    for forehand, house, bid in (
        ("Ac 8s 9d 10c 7d", False, "bid 1"),
        ("Ac 8s 9d 10c 7d", True, "pass"),
        ("Ah 8s 9d 10c 7d", True, "bid 1"),
    ):
        hands = [rest[0], forehand, *rest[1:]]
        state = stacked("mulatschak", hands, bottom="7h", options={"bid_one_hearts": house})
        play(state, "pass")
        assert str(HeuristicBot(1).choose(state.view(1), state.legal_actions())) == bid


def test_another_suit_after_a_bid_of_one_is_refused_with_the_rule() -> None:
    """Asked anyway (``auto_forced_calls`` off), a declarer of one who names spades hears
    that a bid of one plays in hearts."""
    opts = {"bid_one_hearts": True, "auto_forced_calls": False}
    state = stacked("mulatschak", HANDS, bottom="6c", options=opts)
    play(state, "pass", "bid 1", "pass", "pass", "pass")
    assert legal(state) == ["trump hearts"]
    with pytest.raises(IllegalActionError, match="bid_one_hearts"):
        state.apply_text("trump spades")
    assert state.trump is None
