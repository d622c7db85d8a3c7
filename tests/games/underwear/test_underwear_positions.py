"""Positions, chance and the bounds of a match (engine v2), for Underwear."""

from __future__ import annotations

import random

import pytest
from uw_helpers import deal, play

from pantsdown import make
from pantsdown.core.errors import PositionError
from pantsdown.core.protocol import CHANCE
from pantsdown.core.registry import from_position
from pantsdown.games.underwear.events import HandBlocked, MatchStopped
from pantsdown.games.underwear.state import UnderwearState


def _reachable(variant: str, n: int, seed: int, steps: int) -> UnderwearState:
    state = make(variant, n, seed=seed)
    assert isinstance(state, UnderwearState)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("variant", ["underwear", "underwear-all"])
@pytest.mark.parametrize("n", [2, 4, 6])
def test_to_position_round_trips_and_play_continues_the_same(variant: str, n: int) -> None:
    rng = random.Random(n)
    for seed in range(6):
        state = _reachable(variant, n, seed, rng.randrange(200))
        text = state.to_position()
        copy = from_position(text, seed=seed)
        assert copy.to_position() == text
        pick = random.Random(seed)
        for _ in range(30):  # within the hand: the next deal is the copy's own shuffle
            if state.is_terminal():
                break
            legal = [str(a) for a in state.legal_actions()]
            assert [str(a) for a in copy.legal_actions()] == legal
            hand = state.hand_number
            action = legal[pick.randrange(len(legal))]
            state.apply_text(action)
            copy.apply_text(action)
            if state.hand_number != hand:
                break
            assert copy.to_position() == state.to_position()


def test_a_position_names_the_up_piles_and_their_face() -> None:
    state = deal(["2c 10d 5h", "Ac 9s 8s"], "2d")
    play(state, "steal 2c", "down Ac", "up 10d on 2d")
    text = state.to_position()
    assert "piles: 2d 10d * / -" in text
    assert from_position(text).to_position() == text


def _position(**changes: str) -> str:
    state = deal(["As 3d", "4c 6c"], "Ad", "9h 9c")
    lines = dict(line.split(": ", 1) for line in state.to_position().splitlines())
    lines.update(changes)
    return "\n".join(f"{k}: {v}" for k, v in lines.items())


def test_a_position_is_checked_against_the_rules() -> None:
    assert from_position(_position()).to_position() == _position()
    with pytest.raises(PositionError, match="9h appears 2 times"):
        from_position(_position(stock="9h 9h"))
    with pytest.raises(PositionError, match="missing"):
        from_position(_position(stock="9h"))
    with pytest.raises(PositionError, match="to_act 5 is not a seat"):
        from_position(_position(to_act="5"))
    with pytest.raises(PositionError, match="table_order"):
        from_position(_position(table_order="0,0"))
    with pytest.raises(PositionError, match="passes"):
        from_position(_position(passes="1"))
    with pytest.raises(PositionError, match="over"):
        from_position(_position(scores="60,0"))


def test_explicit_chance_stops_before_each_deal() -> None:
    state = make("underwear", 3, seed=1, chance="explicit")
    assert state.current_player() == CHANCE
    assert state.legal_actions() == [] and not state.is_terminal()
    while state.current_player() == CHANCE:
        outcomes = state.chance_outcomes()
        state.apply(outcomes[0][0])
    assert len(state.view(0).hand) == 7


def _empty_stock(hands: list[str], turned: str, **options: object) -> UnderwearState:
    """A position after the stock ran out: its cards are written as discards."""
    state = deal(hands, turned, **options)
    lines = dict(line.split(": ", 1) for line in state.to_position().splitlines())
    lines["discards"], lines["stock"] = lines["stock"], "-"
    copy = from_position("\n".join(f"{k}: {v}" for k, v in lines.items()), seed=1)
    assert isinstance(copy, UnderwearState)
    return copy


def test_blocked_hands_in_a_row_end_the_game_with_the_leaders_winning() -> None:
    """[our choice] max_blocked_hands: a match that only blocks ends; the leaders share."""
    state = _empty_stock(["3s 3d", "4c 6c"], "Ad", max_blocked_hands=1)
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    play(state, "pass", "pass")
    assert isinstance(state.events[-2], HandBlocked)
    assert isinstance(state.events[-1], MatchStopped)
    assert state.is_terminal() and state.returns() == [0.5, 0.5]


def test_below_max_blocked_hands_the_next_hand_is_dealt() -> None:
    state = _empty_stock(["3s 3d", "4c 6c"], "Ad", max_blocked_hands=2)
    play(state, "pass", "pass")
    assert not state.is_terminal()
    assert state.hand_number == 1 and state.view(0).blocked_run == 1


def test_the_game_states_a_bound_every_match_keeps() -> None:
    cases = [("underwear", 2, {}), ("underwear", 4, {}), ("underwear-all", 6, {})]
    cases.append(("underwear-all", 4, {"double_between_turns": True}))
    for variant, n, options in cases:
        state = make(variant, n, seed=3, options=options)
        game = state.game
        assert game.num_distinct_actions == (7271 if n <= 4 else 534616)
        assert "[our choice]" in game.facts.bound
        rng = random.Random(n)
        decisions = 0
        per_hand = 0
        hand = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            decisions += 1
            per_hand = per_hand + 1 if state.hand_number == hand else 0
            hand = state.hand_number
            assert per_hand <= game.max_decisions_per_hand
        assert state.hand_number < game.max_hands
        assert decisions <= game.max_decisions
