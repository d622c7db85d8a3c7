"""Bohemian Watten (strikers preset): seed 004 and NOTES.md section 16."""

from __future__ import annotations

from ramsen_helpers import finish_hand, legal, play, stacked

from pantsdown import make
from pantsdown.core.cards import Suit, parse_card
from pantsdown.games.ramsen.ranking import trump_order
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.scoring import apply_deltas, match_winners
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Kc",  # seat 0, dealer
    "As Ks Qs Js 10s",  # seat 1, forehand
    "Ah Kh Qh Jh 9h",  # seat 2
    "Ad Kd Qd Jd 9d",  # seat 3
]


def test_two_to_four_players_starting_at_twenty() -> None:
    """'Bohemian Watten can be played by 2, 3, or 4 players ... each player is given a score
    of 20 points'."""
    for n in (2, 3, 4):
        assert make("bohemian-watten", n, seed=1).scores == (20,) * n


def test_turned_card_sets_trump_suit_and_trump_rank() -> None:
    """'The suit of this card sets the trump suit for the hand and the rank of that card sets
    the trump rank ... if the ten of diamonds was dealt, the trump suit for the hand would be
    diamonds, and the trump rank for the hand would be 10.'"""
    tiers = trump_order(PRESETS["bohemian-watten"], Suit.DIAMONDS, parse_card("10d"))
    assert [" ".join(str(c) for c in t) for t in tiers] == [
        "10d",
        "10c 10s 10h",
        "Ad",
        "Kd",
        "Qd",
        "Jd",
        "9d",
        "8d",
        "7d",
    ]


def test_deal_three_turn_two_rest_is_the_talon() -> None:
    """'First, a packet of three face-down cards ... after every player has received his
    packet of three cards, the next card in the deck is dealt face-up ... The remainder of
    the deck is then set in a face-down pile ... as the talon.'"""
    state = stacked("bohemian-watten", HANDS, turned="10d")
    assert str(state.turned) == "10d" and state.trump == Suit.DIAMONDS
    assert [len(h) for h in state.hands] == [5] * 4 and len(state.stock) == 11


def test_exchange_up_to_three_from_forehand_dealer_swap_and_two_more() -> None:
    """'each player has the option to exchange up to three cards ... The dealer ... can
    exchange any one card from his hand for the exposed trump suit/rank card and also may
    exchange two other cards'."""
    state = stacked("bohemian-watten", HANDS, turned="10d")
    assert state.phase == Phase.EXCHANGE and state.current_player() == 1
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 3
    play(state, "exchange none", "exchange none", "exchange none")
    assert "take-trump 7c" in legal(state)
    play(state, "take-trump 7c")
    assert max(len(a.cards) for a in state.legal_actions() if hasattr(a, "cards")) == 2


def test_talon_is_exactly_enough_for_four_players() -> None:
    """NOTES 16.3: 'With 4 players, 3 x 3 + 2 = 11 cards, which is exactly the talon.'"""
    state = stacked("bohemian-watten", HANDS, turned="10d")
    play(state, "exchange As Ks Qs", "exchange Ah Kh Qh", "exchange Ad Kd Qd")
    play(state, "take-trump 7c", "exchange 8c 9c")
    assert state.stock == [] and state.phase == Phase.PLAY


def test_forehand_leads_nobody_drops() -> None:
    """'After each player has had the option to exchange cards ... play of the hand can
    begin, with the forehand player leading the first card to the first trick.'"""
    state = stacked("bohemian-watten", HANDS, turned="10d")
    play(state, *["exchange none"] * 4)
    assert state.phase == Phase.PLAY and state.current_player() == 1 and all(state.active)


def test_follow_and_head_no_obligation_to_trump_unless_it_wins() -> None:
    """'if a player has a card of the same suit as led to the suit, they must play it. If
    they have no such card, the player may play a card of any suit ... In addition, if a
    player can win the trick as it currently stands, with a legal play from their hand, they
    must attempt to play such as to win that trick.'"""
    hands = ["7c 8c 9c Jc Kc", "Js Ks Qs As 10s", "Ah Kh Qh Jh 9s", "Ad Kd Qd Jd 9d"]
    state = stacked("bohemian-watten", hands, turned="10d")
    play(state, *["exchange none"] * 4, "play Js")
    assert legal(state) == ["play 9s"]  # follow (cannot beat the Jack)
    play(state, "play 9s")
    # seat 3 has no spades but trumps that win: he must play a winning trump
    assert legal(state) == ["play 9d", "play Jd", "play Qd", "play Kd", "play Ad"]
    play(state, "play 9d")
    # seat 0: no spades, no trump, no striker: anything
    assert len(legal(state)) == 5


def test_strikers_belong_to_the_trump_group_only() -> None:
    """NOTES 16.3: 'Strikers belong to the trump group only, not to their printed suit [our
    choice].'"""
    hands = ["7c 8c 9c 10c Kc", "Ks 7s Qs As Js", "Ah Kh Qh Jh 10s", "Ad Kd Qd Jd 9d"]
    state = stacked("bohemian-watten", hands, turned="10d")
    play(state, *["exchange none"] * 4, "play Ks")
    # seat 2's 10s is a striker, not a spade: void in spades, and it wins, so he must play it
    assert legal(state) == ["play 10s"]


def test_equal_strikers_first_played_wins() -> None:
    """NOTES 16.3: 'the three other cards of the trump rank (strikers), equal to one another.
    The earliest played wins.'"""
    hands = ["7c 8c 9c 10c Kc", "10s 7s Qs As Js", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 9d"]
    state = stacked("bohemian-watten", hands, turned="10d")
    play(state, *["exchange none"] * 4, "play 10s", "play 10h", "play Ad", "play 10c")
    assert state.tricks[0][2] == 1


def test_rechter_beats_the_strikers() -> None:
    """NOTES 16.3: 'the turned card itself (the Rechter, trump suit + trump rank)' ranks
    first."""
    hands = ["7c 8c 9c Jc Kc", *HANDS[1:]]
    state = stacked("bohemian-watten", hands, turned="10d")
    play(state, "exchange none", "exchange none", "exchange none", "take-trump 7c")
    play(state, "exchange none", "play As", "play 9h", "play 9d")
    # seat 0 holds the Rechter 10d, no spades: it wins, so he must play it
    assert legal(state) == ["play 10d"]


def test_minus_one_per_trick_plus_five_for_none_hearts_double() -> None:
    """'each player is entitled to subtract one point ... for each trick ... If a player does
    not manage to win any tricks ... add five points ... If the suit of hearts ends up
    becoming the trump suit for the hand, all scores are doubled for that hand.'"""
    state = stacked("bohemian-watten", HANDS, turned="10h")
    play(state, *["exchange none"] * 4)
    finish_hand(state)
    assert state.hand_result() is not None
    won = [int(w) for w in state.hand_result().scores]
    for s in range(4):
        assert state.scores[s] == (20 - 2 * won[s] if won[s] else 30)


def test_points_past_zero_bounce_back() -> None:
    """'If a player reduces his score below zero, any points that player would have been
    entitled to subtract from his score are then added to his score after he reaches zero'
    (NOTES 16.3: a player at 2 who wins 3 tricks ends at 1)."""
    assert apply_deltas(PRESETS["bohemian-watten"], [2, 20], [-3, 5]) == [1, 25]


def test_exactly_zero_wins_and_ties_share() -> None:
    """'If any player, at the end of a hand manages to bring his score to exactly zero, he is
    immediately declared the winner.' Several: shared [our choice]."""
    rules = PRESETS["bohemian-watten"]
    assert match_winners(rules, [1, 3, 5]) == []
    assert match_winners(rules, [0, 3, 0]) == [0, 2]


def test_exact_zero_bounce_option() -> None:
    """Option ``exact_zero_bounce`` (on) [NOTES 16.4]."""
    rules = PRESETS["bohemian-watten"].with_options(exact_zero_bounce=False)
    assert apply_deltas(rules, [2], [-3]) == [-1]
