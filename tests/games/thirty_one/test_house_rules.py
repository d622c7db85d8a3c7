"""House rules of Schwimmen (issue 13): options that real tables play.

Three players: seat 2 deals, so seat 0 is forehand; a stacked deck deals seat 0,
seat 1, seat 2 (the dealer), then the extra hand (see test_schwimmen.py).
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import cards, deal, play, position, texts

from pantsdown.bots import make_bot
from pantsdown.core.errors import IllegalActionError, OptionError, PositionError
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.events import HandEnded, TableReplaced
from pantsdown.games.thirty_one.prose import hand_words, result_words
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import evaluator
from pantsdown.games.thirty_one.state import ThirtyOneState

# seat 0: 7c 8d 9h (9), seat 1: 7h 8h 7s (15), seat 2: 10s 8s 7d (18), extra: Qh Jh 9s
PLAIN = "7c 8d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s"
# seat 0: two Aces (11, or 22 as a pair), seat 1: 19 in hearts, seat 2: 20 in diamonds
PAIR = "Ah As 7c  10h 9h 7s  Kd Qd 8c  7d 8s 9c"


def _losers(state: ThirtyOneState) -> tuple[int, ...]:
    result = state.hand_result()
    assert result is not None
    return tuple(result.losers)


# -- a pair scores its sum ----------------------------------------------------------


def test_a_pair_scores_its_sum_so_two_aces_are_22() -> None:
    """pair_counts_sum: two cards of one rank are worth their sum when that beats the
    best suit [our choice: a house rule of other programs]; off, only a suit adds up [seed 001].
    """
    pair_rules = ThirtyOneRules(pair_counts_sum=True)
    pairs = evaluator(pair_rules)
    plain = evaluator(ThirtyOneRules())
    aces = cards("Ah As 7c")
    assert plain.value(aces) == 11
    assert pairs.value(aces) == 22
    assert hand_words(pair_rules, aces) == "a pair of Aces (22)"
    # a suit worth more than the pair still counts as the suit
    assert pairs.value(cards("Kh Ks Qh")) == 20
    assert hand_words(pair_rules, cards("Kh Ks Qh")) == "20 in hearts"
    # three of a kind keeps its own value
    assert pairs.value(cards("9h 9s 9c")) == 30.5


def test_with_pairs_scoring_the_two_aces_do_not_lose_the_hand() -> None:
    """At the showdown the pair of Aces (22) beats 19 and 20; without the house rule the
    same hand is 11 and loses.
    """
    for options, loser in (({}, 0), ({"pair_counts_sum": True}, 1)):
        s = deal("schwimmen", 3, PAIR, **options)
        play(s, "keep", "pass close", "pass", "pass")
        assert _losers(s) == (loser,)


def test_pairs_scoring_needs_three_card_hands() -> None:
    """A pair is two of three cards: 41's four-card hands do not take the option."""
    with pytest.raises(OptionError, match="pair_counts_sum needs hand_size=3"):
        make("41", 3, seed=1, options={"pair_counts_sum": "true"})


# -- a second knock ends the round at once --------------------------------------------


def test_a_second_close_ends_the_hand_at_once() -> None:
    """second_close_ends_hand: in the last round another player may close too, and the
    hand ends there: seat 2, still to play, takes no last turn [src: a public Schnauz
    program's tests].
    """
    s = deal("schwimmen", 3, PLAIN, PLAIN, second_close_ends_hand=True)
    play(s, "keep", "pass close")
    assert "pass close" in texts(s.legal_actions())
    events = play(s, "pass close")
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended == [HandEnded("second_close", 1, "close")]
    result = s.hand_result()
    assert result is not None
    assert result_words(result)[0] == "seat 1 closed too, which ends the hand at once"
    assert s.hand_number == 1
    assert _losers(s) == (0,)  # 9 against 15 and 18: seat 2 never took its turn


def test_without_the_house_rule_nobody_closes_in_the_last_round() -> None:
    """Off (the seed's rule): once a player has closed, the others only take their turn."""
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep", "pass close")
    assert "pass close" not in texts(s.legal_actions())
    before = s.to_position()
    with pytest.raises(IllegalActionError, match="already the last round"):
        s.apply_text("pass close")
    assert s.to_position() == before


def test_a_second_close_needs_the_others_to_play_on_after_a_close() -> None:
    """Where a close ends the hand or drops the closer out, there is no last round."""
    with pytest.raises(OptionError, match="second_close_ends_hand needs close_effect"):
        make("dutch-31", 3, seed=1, options={"second_close_ends_hand": "true"})


# -- after everyone passes, the next player may ask for new cards ----------------------


def test_after_everyone_passes_the_next_player_may_ask_for_new_cards_and_still_moves() -> None:
    """all_pass=next_may_renew: no automatic renewal; the next player may say
    "new-cards", gets a fresh table from the talon and then takes their turn
    [our choice: a house rule of other programs].
    """
    s = deal("schwimmen", 3, PLAIN + "  Ad Ac As", all_pass="next_may_renew")
    play(s, "keep")
    assert "new-cards" not in texts(s.legal_actions())
    with pytest.raises(IllegalActionError, match="only after everyone has passed"):
        s.apply_text("new-cards")
    events = play(s, "pass", "pass", "pass")
    assert not [e for e in events if isinstance(e, TableReplaced)]
    assert texts(s.table) == ["Qh", "Jh", "9s"]
    assert s.current_player() == 0 and "new-cards" in texts(s.legal_actions())
    events = play(s, "new-cards")
    assert [e for e in events if isinstance(e, TableReplaced)]
    assert texts(s.table) == ["Ad", "Ac", "As"]
    assert s.current_player() == 0  # the same player moves now
    assert "new-cards" not in texts(s.legal_actions())
    play(s, "swap 7c Ac")
    assert s.current_player() == 1


def test_the_next_player_may_also_pass_and_leave_the_choice_to_the_one_after() -> None:
    """Declining is a pass: the passes stay unbroken, so seat 1 may ask in turn."""
    s = deal("schwimmen", 3, PLAIN, all_pass="next_may_renew")
    play(s, "keep", "pass", "pass", "pass", "pass")
    assert s.current_player() == 1 and "new-cards" in texts(s.legal_actions())


def test_renewal_by_request_cannot_force_an_exchange() -> None:
    """A player who asked for new cards still moves as they like."""
    with pytest.raises(OptionError, match="next_may_renew cannot go with new_cards_forces"):
        ThirtyOneRules(all_pass="next_may_renew", new_cards="any_time", new_cards_forces_swap=True)


def test_renewal_after_everyone_passes_needs_a_pass() -> None:
    """Where nobody may pass (Dutch 31, Tuppenny, 41) the option could never apply."""
    with pytest.raises(OptionError, match="with pass_rule=never nobody passes"):
        make("tuppenny", 3, seed=1, options={"all_pass": "next_may_renew"})


# -- pass only once per hand --------------------------------------------------------------


def test_a_player_may_pass_only_once_in_a_hand() -> None:
    """pass_rule=once: a second pass in the same hand is refused, naming the rule
    [our choice: a house rule of other programs]; the default allows it [seed 001].
    """
    s = deal("schwimmen", 3, PLAIN, pass_rule="once")
    play(s, "keep", "pass", "swap 7h Qh", "swap 10s Jh")
    assert "pass" not in texts(s.legal_actions())
    before = s.to_position()
    with pytest.raises(IllegalActionError, match="may pass only once"):
        s.apply_text("pass")
    assert s.to_position() == before
    assert "passed_this_hand: 1,0,0" in before
    free = deal("schwimmen", 3, PLAIN)
    play(free, "keep", "pass", "swap 7h Qh", "swap 10s Jh")
    assert "pass" in texts(free.legal_actions())


def test_the_pass_of_this_hand_is_kept_in_the_position_and_forgotten_at_the_next_deal() -> None:
    """The position notation carries who has passed; a new hand starts afresh."""
    s = deal("schwimmen", 3, PLAIN, PLAIN, pass_rule="once")
    play(s, "keep", "pass", "swap 7h Qh", "swap 10s Jh")
    copy = position(s)
    assert "pass" not in texts(copy.legal_actions())
    play(s, "swap 7c 7h close", "pass", "pass")
    assert s.hand_number == 1 and "passed_this_hand: 0,0,0" in s.to_position()
    with pytest.raises(PositionError, match="passed_this_hand must say"):
        position(s, passed_last_turn="1,0,0")


# -- the first-round close ban with the dealer exempt ------------------------------------------


def test_the_dealer_is_exempt_from_the_first_round_close_ban() -> None:
    """dealer_may_close_first_orbit: nobody closes in the first round except the dealer,
    who plays last in it [src: BGA, NOTES 1.2; our reading].
    """
    s = deal(
        "schwimmen",
        3,
        PLAIN,
        close_not_in_first_orbit=True,
        dealer_may_close_first_orbit=True,
    )
    play(s, "keep")
    with pytest.raises(IllegalActionError, match="first round except for the dealer"):
        s.apply_text("pass close")
    play(s, "pass", "pass")
    assert s.current_player() == 2 and "pass close" in texts(s.legal_actions())
    play(s, "pass close")
    assert s.current_player() == 0  # the last round: seats 0 and 1 play once more


def test_without_the_exemption_the_dealer_may_not_close_in_the_first_round() -> None:
    """close_not_in_first_orbit alone bans the dealer's first turn too [seed 000]."""
    s = deal("schwimmen", 3, PLAIN, close_not_in_first_orbit=True)
    play(s, "keep", "pass", "pass")
    assert "pass close" not in texts(s.legal_actions())


def test_the_dealer_exemption_needs_the_ban_and_a_dealer_who_plays_last() -> None:
    """The exemption changes the first-round ban, and rests on the dealer playing last."""
    with pytest.raises(OptionError, match="needs close_not_in_first_orbit"):
        ThirtyOneRules(dealer_may_close_first_orbit=True)
    with pytest.raises(OptionError, match="cannot go with dealer_plays_first"):
        ThirtyOneRules(
            close_not_in_first_orbit=True,
            dealer_may_close_first_orbit=True,
            dealer_plays_first=True,
        )


def test_the_heuristic_bot_values_a_pair_by_the_house_rule() -> None:
    """With pairs scoring the bot holds its two Aces (22) and passes: no exchange beats
    them; without the rule the same hand is 11 and it exchanges to build a suit.
    """
    choices = []
    for options in ({}, {"pair_counts_sum": True}):
        s = deal("schwimmen", 3, "Ah As 7c  10h 9h 7s  Kd Qd 8c  8d 8h 9c", **options)
        play(s, "keep")
        bot = make_bot("heuristic", "thirty_one", seed=1)
        choices.append(str(bot.choose(s.view(0), s.legal_actions())))
    plain, pairs = choices
    assert plain.startswith("swap")
    assert pairs.startswith("pass")


def test_where_only_31_may_close_a_second_close_also_needs_31() -> None:
    """Tri Palki's "last round" needs 31 at the end of the turn; a second one in the
    last round ends the hand, and without 31 the refusal names that rule.
    """
    # seat 0 deals and plays first; dealt one at a time from seat 1: seat 1 Ah Kh 9c,
    # seat 2 7d 8d 10s, seat 0 7s 8s 9s, table Qh Js 10h
    deck = "Ah 7d 7s Qh  Kh 8d 8s Js  9c 10s 9s 10h"
    s = deal("tri-palki", 3, deck, second_close_ends_hand=True)
    # seat 1 makes 31 in hearts and calls the last round
    play(s, "swap 7s Js", "swap 9c 10h last-round")
    assert s.current_player() == 2
    with pytest.raises(IllegalActionError, match="only a player with 31"):
        s.apply_text("swap 7d Qh last-round")
