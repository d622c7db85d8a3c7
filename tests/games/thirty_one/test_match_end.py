"""Every hand and every match ends: the [our choice] stops and the proven bounds."""

from __future__ import annotations

import pytest
from thirty_one_helpers import deal, mid_hand, play

from pantsdown.bots.heuristic.thirty_one import HeuristicBot
from pantsdown.core.errors import OptionError
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.events import HandEnded
from pantsdown.games.thirty_one.prose import result_words
from pantsdown.games.thirty_one.rules import PRESETS


def test_a_hand_nobody_closes_is_called_off_after_max_rounds_without_knock() -> None:
    """[our choice] After N rounds with no close the hand is scored as it stands."""
    state = deal("tuppenny", 2, "Ac 9d 10h  8d 9h 10c  Jc Qd Kh", max_rounds_without_knock=1)
    assert state.current_player() == 0
    events = play(state, "swap 9d Jc", "swap 8d Qd")
    ended = [e for e in events if isinstance(e, HandEnded)]
    assert ended == [HandEnded("no_close", word="stick", rounds=1)]
    result = state.hand_result()
    assert result is not None and result.losers == (1,)
    assert result_words(result)[0] == "1 round passed without a stick"
    assert state.hand_number == 1


def test_a_close_starts_the_count_of_rounds_without_knock_again() -> None:
    state = deal(
        "tuppenny", 3, "Ac 9d 10h  8d 9h 10c  8s 9s Ks  Jc Qd Kh", max_rounds_without_knock=1
    )
    first = state.current_player()
    play(state, "stick")
    assert state.view(first).turns_since_close == 0
    assert state.hand_number == 0
    play(state, str(state.legal_actions()[0]))
    assert state.hand_number == 0  # one turn after the close: not yet a round


def test_a_shown_31_that_closes_a_game_starts_the_count_again() -> None:
    """[our choice] A shown 31 that closes the shower's game (Dutch 31's first-round 31)
    counts as a close for the rounds without knock."""
    s = deal("dutch-31", 3, "7c 8d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s")
    hands = ["Ah Kh 7c", "7d 8d 9s", "8c 9c 10s"]
    s = mid_hand(s, hands, "Qh 8h 7s", to_act=0, turns_taken="0,0,0", turns_since_close="2")
    play(s, "swap 7c Qh")
    assert s.closed[0] and s.still_to_play == [2] and s.turns_since_close == 1


def test_max_hands_ends_the_match_with_the_most_chips_winning() -> None:
    """[our choice] The hand cap: the seats still in with the most chips share the win."""
    state = deal("schwimmen", 3, "7c 8c 9d  Ah Kh 7s  10s 8s 7d  Qh Jh 9s", max_hands=1)
    play(state, "keep", "pass close", "pass", "pass")
    assert state.is_terminal()
    result = state.hand_result()
    assert result is not None and result.losers
    assert sorted(state.winners()) == sorted(set(range(3)) - set(result.losers))


@pytest.mark.parametrize("option", ["max_rounds_without_knock", "max_hands"])
def test_the_stop_options_must_be_positive(option: str) -> None:
    with pytest.raises(OptionError, match=option):
        PRESETS["schwimmen"].with_options(**{option: 0})


@pytest.mark.parametrize("variant", ["hosenabe", "dutch-31", "hosa-aba", "tuppenny"])
@pytest.mark.parametrize("players", [2, 4])
def test_heuristic_bots_in_every_seat_finish_the_match_within_the_bound(
    variant: str, players: int
) -> None:
    """These presets used to cycle for ever with heuristic bots (tuppenny 4p seed 11)."""
    for seed in (11, 0, 3):
        state = make(variant, players, seed=seed)
        bots = [HeuristicBot(seed + i) for i in range(players)]
        steps = 0
        while not state.is_terminal():
            seat = state.current_player()
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
            steps += 1
            assert steps <= state.game.max_decisions
        assert steps <= state.game.max_decisions


def test_game_facts_state_the_bound_and_the_action_space() -> None:
    state = make("schwimmen", 4, seed=1)
    game = state.game
    assert game.num_distinct_actions == state.num_distinct_actions()
    assert game.max_hands == 200
    assert game.max_decisions_per_hand == 1 + 2 * (5 * 10 * 4 + 4)
    assert "max_rounds_without_knock" in game.facts.bound
    points = make("41", 4, seed=1).game
    assert points.max_hands == 10  # match_hands
