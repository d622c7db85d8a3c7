"""Property tests: notation and id round-trips, random playouts with invariants."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pantsdown import GameError, make
from pantsdown.core.records import Record, replay
from pantsdown.games.underwear import sample_state
from pantsdown.games.underwear.actions import ActionSpace
from pantsdown.games.underwear.notation import parse_action
from pantsdown.games.underwear.state import UnderwearState

SPACES = {1: ActionSpace(1), 2: ActionSpace(2)}


@given(st.integers(min_value=0, max_value=SPACES[1].size - 1))
def test_every_action_id_round_trips_through_the_notation_one_pack(action_id: int) -> None:
    space = SPACES[1]
    action = space.action_from_id(action_id)
    assert space.action_id(action) == action_id
    assert parse_action(str(action)) == action


@given(st.integers(min_value=0, max_value=SPACES[2].size - 1))
def test_every_action_id_round_trips_through_the_notation_two_packs(action_id: int) -> None:
    space = SPACES[2]
    action = space.action_from_id(action_id)
    assert space.action_id(action) == action_id
    assert parse_action(str(action)) == action


def test_action_space_sizes() -> None:
    assert SPACES[1].size == 3 + 40 + 220 + 2912 + 2**12 - 1 + 1
    assert SPACES[2].size == 3 + 40 + 220 + 2912 + 3**12 - 1 + 1
    assert make("underwear", 4, seed=1).num_distinct_actions() == SPACES[1].size
    assert make("underwear", 5, seed=1).num_distinct_actions() == SPACES[2].size


def views(state: UnderwearState) -> list[object]:
    return [state.view(s) for s in range(state.num_players)]


@settings(max_examples=10, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**32),
    variant=st.sampled_from(["underwear", "underwear-all"]),
    n=st.integers(min_value=2, max_value=8),
    options=st.fixed_dictionaries(
        {},
        optional={
            "run_order": st.sampled_from(["natural", "reversed"]),
            "face_down_closed": st.booleans(),
            "draw_ends_turn": st.booleans(),
            "empty_stock": st.sampled_from(["pass", "must_play"]),
            "go_out_any_play": st.booleans(),
            "target_score": st.integers(min_value=1, max_value=30),
        },
    ),
)
def test_random_playouts_keep_every_invariant(
    seed: int, variant: str, n: int, options: dict[str, object]
) -> None:
    if variant == "underwear-all":  # the doubling options apply with doubling on
        options = {
            **options,
            "double_scope": ["game", "hand"][seed % 2],
            "double_between_turns": seed % 3 == 0,
        }
    state = make(variant, n, seed=seed, options=options)
    assert isinstance(state, UnderwearState)
    rng = random.Random(seed)
    pack = Counter(state.hand_pack())
    steps = 0
    bound = state.game.max_decisions
    while not state.is_terminal():
        assert steps < bound
        legal = state.legal_actions()
        assert legal
        assert Counter(state.all_cards()) == pack
        seat = state.current_player()
        for action in legal:
            assert state.parse_action(str(action)) == action
            assert state.action_from_id(state.action_id(action)) == action
            assert state.can(action)
        if steps % 5 == 0:
            view = state.view(seat)
            sampled = sample_state(view, rng)
            assert sampled.view(seat) == view
            # an illegal action (a random id that is not legal) is refused and changes nothing
            legal_ids = {state.action_id(a) for a in legal}
            before = views(state)
            for _ in range(5):
                action_id = rng.randrange(state.num_distinct_actions())
                if action_id in legal_ids:
                    continue
                try:
                    state.apply(state.action_from_id(action_id))
                except GameError:
                    pass
                else:
                    raise AssertionError(f"illegal id {action_id} was applied")
                assert views(state) == before
        before = views(state)
        twin = state.clone()
        state.apply(rng.choice(legal))
        assert views(twin) == before  # the clone is independent
        steps += 1
    assert abs(sum(state.returns()) - 1.0) < 1e-9
    replayed = replay(Record.from_state(state))
    assert replayed.returns() == state.returns()
    assert views(replayed) == views(state)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), n=st.integers(min_value=2, max_value=6))
def test_sampled_states_play_on_to_the_end(seed: int, n: int) -> None:
    rng = random.Random(seed)
    state = make("underwear-all", n, seed=seed)
    for _ in range(rng.randrange(60)):
        if state.is_terminal():
            return
        state.apply(rng.choice(state.legal_actions()))
    if state.is_terminal():
        return
    sampled = sample_state(state.view(state.current_player()), rng)
    while not sampled.is_terminal():
        sampled.apply(rng.choice(sampled.legal_actions()))
    assert abs(sum(sampled.returns()) - 1.0) < 1e-9


def test_views_hold_no_hidden_card() -> None:
    """A view shows exactly its own hand and the cards played face up, never another
    hand or the stock."""
    for n in (3, 5):
        state = make("underwear", n, seed=3)
        assert isinstance(state, UnderwearState)
        rng = random.Random(3)
        for _ in range(300):
            if state.is_terminal():
                break
            for seat in range(n):
                view = state.view(seat)
                shown = Counter(view.hand) + Counter(view.downpile) + Counter(view.discards)
                shown += Counter(c for piles in view.up_piles for p in piles for c in p.cards)
                hidden = Counter(state.stock)
                for other in range(n):
                    if other != seat:
                        hidden += Counter(state.hands[other])
                assert shown + hidden == Counter(state.all_cards())
                assert Counter(view.hand) == Counter(state.hands[seat])
            state.apply(rng.choice(state.legal_actions()))


def test_malformed_notation_is_refused_quoting_the_text() -> None:
    state = make("underwear", 2, seed=1)
    for text in (
        "",
        "hop",
        "draw 7h",
        "steal",
        "steal Kh",
        "steal 7h 7c",
        "down 9h Kh",
        "down 9h 7h",
        "down 9h 8c",
        "up 5s 6s on 7s",
        "up 5s 6s on 4h",
        "up 5s 6s on 4s #3",
        "up 5s",
        "royal 7h",
        "royal Kx",
    ):
        try:
            state.parse_action(text)
        except GameError as err:
            assert err.code == "action/malformed"
            assert repr(text) in str(err)
        else:
            raise AssertionError(f"{text!r} was parsed")


def test_notation_accepts_any_card_order_and_case() -> None:
    assert str(parse_action("DOWN 7H 9h 8h")) == "down 9h 8h 7h"
    assert str(parse_action("up 6s 5s ON 4s")) == "up 5s 6s on 4s"
    assert str(parse_action("up 6s 5s on 4s #2")) == "up 5s 6s on 4s #2"
    assert str(parse_action("Royals Qs, Kd")) == "royal Kd Qs"
