"""The OpenSpiel adapter: every preset as a pyspiel game, checked with OpenSpiel's own tools."""

from __future__ import annotations

import ast
import pickle
import random
import re
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts, random_agent
from open_spiel.python.bots import uniform_random
from open_spiel.python.observation import make_observation

from pantsdown.core.cards import Card
from pantsdown.core.errors import OptionError
from pantsdown.core.registry import available_games, find_variant, make_game
from pantsdown.envs import openspiel as adapter
from pantsdown.envs.encoding import describe_layout, encoder_for, info_state_encoder_for

PRESETS = available_games()


def random_action(state: pyspiel.State, rng: random.Random) -> int:
    if state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        return int(rng.choices(actions, weights=probs)[0])
    return int(rng.choice(state.legal_actions()))


def test_every_preset_is_a_registered_game_with_the_right_type() -> None:
    registered = set(pyspiel.registered_names())
    assert set(adapter.GAME_NAMES.values()) == set(PRESETS)
    for short, variant in adapter.GAME_NAMES.items():
        assert short in registered
        _, var = find_variant(variant)
        game_type = pyspiel.load_game(short).get_type()
        assert game_type.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert game_type.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert game_type.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert game_type.utility == pyspiel.GameType.Utility.CONSTANT_SUM
        assert game_type.reward_model == pyspiel.GameType.RewardModel.TERMINAL
        assert (game_type.min_num_players, game_type.max_num_players) == (
            var.min_players,
            var.max_players,
        )


def short_match(variant: str) -> dict[str, int]:
    """Options that end a random match within a few hands (random players drag a
    Ramsen or 31 match on for up to its safety stop of 100 to 200 hands)."""
    spec = pyspiel.load_game(adapter.game_name(variant)).get_type().parameter_specification
    short = {}
    if "max_hands" in spec:
        short["max_hands"] = 3
    if "target_score" in spec:
        short["target_score"] = 12
    return short


@pytest.mark.parametrize("variant", PRESETS)
def test_random_simulation_with_serialisation(variant: str) -> None:
    """OpenSpiel's own API consistency test (legal actions, chance, observations, and
    serialise/deserialise round trips along the way) on a random match."""
    game = adapter.load(variant, **short_match(variant))
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


@pytest.mark.parametrize("variant", PRESETS)
def test_resampled_states_keep_the_players_information_state(variant: str) -> None:
    """At decision points of a random match, a state resampled for the seat to act
    has that seat's information state and legal actions, and plays on to the end."""
    game = adapter.load(variant)
    rng = random.Random(variant)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    state = game.new_initial_state()
    checked = 0
    step = 0
    while not state.is_terminal() and checked < 4:
        if not state.is_chance_node() and step % 7 == 3:
            seat = state.current_player()
            sampled = state.resample_from_infostate(seat, sampler)
            assert sampled.information_state_string(seat) == state.information_state_string(seat)
            assert sampled.observation_string(seat) == state.observation_string(seat)
            assert sampled.engine.view(seat) == state.engine.view(seat)
            assert sampled.observation_tensor(seat) == state.observation_tensor(seat)
            tensor = state.information_state_tensor(seat)
            assert len(tensor) == game.information_state_tensor_size()
            assert sampled.information_state_tensor(seat) == tensor
            assert sampled.legal_actions() == state.legal_actions()
            assert sampled.current_player() == seat
            if checked == 0:  # the sampled world is a whole game: play it out
                while not sampled.is_terminal():
                    sampled.apply_action(random_action(sampled, rng))
                assert sum(sampled.returns()) == pytest.approx(1.0)
            checked += 1
        state.apply_action(random_action(state, rng))
        step += 1
    assert checked > 0


def test_information_state_differs_from_other_seats_and_hides_their_cards() -> None:
    game = adapter.load("schwimmen", 3)
    state = game.new_initial_state()
    rng = random.Random(3)
    while state.is_chance_node():
        state.apply_action(random_action(state, rng))
    engine = state.engine
    for seat in range(3):
        info = state.information_state_string(seat)
        own = {str(c) for c in engine.hands[seat]}
        others = {str(c) for s in range(3) if s != seat for c in engine.hands[s]}
        shown = set(info.replace('"', " ").replace(",", " ").replace("[", " ").split())
        assert own <= shown
        assert not (others - own) & shown, f"seat {seat} sees another seat's card"
    assert state.information_state_string(0) != state.information_state_string(1)


def test_observation_tensor_is_the_familys_encoding_of_the_view() -> None:
    game = adapter.load("zwanzig", 3)
    encoder = encoder_for(make_game("zwanzig", 3))
    assert game.observation_tensor_shape() == [encoder.size]
    observation = make_observation(game)
    assert list(observation.dict) == [s.name for s in encoder.layout.segments]
    state = game.new_initial_state()
    rng = random.Random(4)
    for _ in range(50):
        state.apply_action(random_action(state, rng))
    for seat in range(3):
        expected = encoder.encode(state.engine.view(seat))
        assert np.array_equal(np.array(state.observation_tensor(seat), np.float32), expected)
        observation.set_from(state, seat)
        assert np.array_equal(observation.tensor, expected)


def test_information_state_tensor_is_the_observation_then_the_hands_events_as_seen() -> None:
    game = adapter.load("schwimmen", 3)
    assert game.get_type().provides_information_state_tensor
    observer = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    encoder = encoder_for(make_game("schwimmen", 3))
    assert list(observer.dict)[: len(encoder.layout.segments)] == [
        s.name for s in encoder.layout.segments
    ]
    assert observer.tensor.size == game.information_state_tensor_size()
    state = game.new_initial_state()
    rng = random.Random(6)

    def swaps_this_hand() -> list[Any]:
        events = state.engine.events[state.engine.hand_start :]
        return [e for e in events if type(e).__name__ == "Swapped"]

    while not swaps_this_hand():
        seat = state.current_player()
        texts = {}
        if not state.is_chance_node():
            texts = {a: state.action_to_string(seat, a) for a in state.legal_actions()}
        swaps = [a for a, text in texts.items() if re.fullmatch(r"swap \w+ \w+", text)]
        state.apply_action(swaps[0] if swaps else random_action(state, rng))
    swap = swaps_this_hand()[0]
    for seat in range(3):
        observer.set_from(state, seat)
        expected = encoder.encode(state.engine.view(seat))
        assert np.array_equal(observer.tensor[: encoder.size], expected)
        assert np.array_equal(
            np.array(state.information_state_tensor(seat), np.float32), observer.tensor
        )
        block = (swap.seat - seat) % 3  # seats are relative: the swapper's block
        took = observer.dict["history.swapped.took"].reshape(3, 52)
        gave = observer.dict["history.swapped.gave"].reshape(3, 52)
        assert took[block, swap.took.index] == 1.0 and took.sum() >= 1.0
        assert gave[block, swap.gave.index] == 1.0
        assert observer.dict["history.swapped"][block] >= 1.0
        table = observer.dict["history.table_dealt.cards"].sum()
        chosen = observer.dict["history.extra_hand_chosen.face_up"].sum()
        assert table + chosen == 3.0  # the three cards laid face up, either way


def test_information_state_tensor_hides_another_seats_drawn_card() -> None:
    """Underwear: a seat sees that another drew, never the card it drew."""
    game = adapter.load("underwear", 2)
    observer = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    state = game.new_initial_state()
    rng = random.Random(8)
    drawn: set[int] = set()
    while len(drawn) < 2 and not state.is_terminal():
        state.apply_action(random_action(state, rng))
        seen = state.engine.events_for(0, state.engine.hand_start)
        drawn = {e.seat for e in seen if type(e).__name__ == "Drew"}
    assert drawn == {0, 1}
    for seat in range(2):
        observer.set_from(state, seat)
        cards = observer.dict["history.drew.card"].reshape(2, 52)
        counts = observer.dict["history.drew"]
        assert counts[0] >= 1.0 and counts[1] >= 1.0  # each seat saw both seats draw
        assert cards[0].sum() == counts[0]  # its own drawn cards, each one
        assert cards[1].sum() == 0.0  # none of the other seat's


def test_serialise_round_trip_mid_match_plays_on_identically() -> None:
    game = adapter.load("zwanzig", 3)
    rng = random.Random(5)
    state = game.new_initial_state()
    for _ in range(60):
        state.apply_action(random_action(state, rng))
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game)
    assert str(state2) == str(state)
    assert state2.history() == state.history()
    assert state2.information_state_string(1) == state.information_state_string(1)
    pickled = pickle.loads(pickle.dumps(state))
    assert str(pickled) == str(state)
    assert pickled.observation_tensor(0) == state.observation_tensor(0)
    replay = random.Random(9)
    copy_rng = random.Random(9)
    while not state.is_terminal():
        state.apply_action(random_action(state, replay))
        state2.apply_action(random_action(state2, copy_rng))
    assert state2.returns() == state.returns()


def test_chance_outcomes_are_card_indices_summing_to_one() -> None:
    state = adapter.load("paskahousu", 4).new_initial_state()
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(52))
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    state.apply_action(Card.parse("Ah").index)
    assert Card.parse("Ah").index not in [a for a, _ in state.chance_outcomes()]
    assert state.action_to_string(pyspiel.PlayerId.CHANCE, Card.parse("Kd").index) == "deal Kd"


def test_player_actions_are_the_engines_action_ids() -> None:
    state = adapter.load("schwimmen", 4).new_initial_state()
    rng = random.Random(1)
    while state.is_chance_node():
        state.apply_action(random_action(state, rng))
    engine = state.engine
    assert state.legal_actions() == sorted(engine.action_id(a) for a in engine.legal_actions())
    texts = [state.action_to_string(state.current_player(), a) for a in state.legal_actions()]
    assert sorted(texts) == sorted(str(a) for a in engine.legal_actions())


def test_parameters_set_players_and_rule_options() -> None:
    game = pyspiel.load_game(
        "python_pantsdown_schwimmen(players=3,starting_chips=5,three_aces='33')"
    )
    assert game.num_players() == 3
    assert game.engine_game.rules.starting_chips == 5
    assert game.engine_game.rules.three_aces == "33"
    again = pyspiel.load_game(str(game))  # a game string round trip keeps them
    assert again.engine_game.rules == game.engine_game.rules
    state = game.new_initial_state()
    assert state.engine.chips == (5, 5, 5) or state.is_chance_node()


def test_a_bad_option_is_refused_with_its_value_and_rule() -> None:
    with pytest.raises(OptionError, match="three_aces"):
        adapter.load("schwimmen", 4, three_aces="34")
    with pytest.raises(OptionError, match="2 to 8 players, not 1"):
        adapter.load("schwimmen", 1)
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter 'ten_no_drop'"):
        adapter.load("schwimmen", 4, ten_no_drop=True)  # a Ramsen option


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    state = adapter.load("paskahousu", 4).new_initial_state()
    rng = random.Random(2)
    while state.is_chance_node():
        state.apply_action(random_action(state, rng))
    before = str(state), state.history()
    illegal = next(a for a in range(state.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(ValueError, match="cannot"):
        state.apply_action(illegal)
    assert (str(state), state.history()) == before


SHORT_MATCHES = {
    "schwimmen": {"starting_chips": 1},
    "pagat": {},
    "underwear": {"target_score": 6},
    "zwanzig": {"start_score": 6},
}
"""One preset of each family, with options that keep the match short."""


@pytest.mark.parametrize("variant", list(SHORT_MATCHES))
def test_openspiel_ismcts_plays_a_match_through_the_adapter(variant: str) -> None:
    game = adapter.load(variant, 2, **SHORT_MATCHES[variant])
    np_rng = np.random.RandomState(7)
    bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, np_rng),
        uct_c=2.0,
        max_simulations=2,
        random_state=np_rng,
    )
    rng = random.Random(7)
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            moves += 1
        else:
            action = random_action(state, rng)
        state.apply_action(action)
    assert moves > 0
    assert sum(state.returns()) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("variant", "random_bot"),
    [("schwimmen", "c++"), ("pagat", "python"), ("underwear", "c++"), ("zwanzig", "python")],
)
def test_openspiel_evaluate_bots_plays_ismcts_against_a_random_bot(
    variant: str, random_bot: str
) -> None:
    """OpenSpiel's own match runner, with its ISMCTS bot (made restartable by the
    adapter's wrapper) against its C++ or its Python uniform random bot."""
    game = adapter.load(variant, 2, **SHORT_MATCHES[variant])
    np_rng = np.random.RandomState(11)
    search = ismcts.ISMCTSBot(
        game, mcts.RandomRolloutEvaluator(1, np_rng), 2.0, 2, random_state=np_rng
    )
    told: list[int] = []

    class Watching(uniform_random.UniformRandomBot):  # type: ignore[misc]
        def inform_action(self, state: pyspiel.State, player: int, action: int) -> None:
            told.append(player)

    bots = [adapter.Restartable(search), pyspiel.make_uniform_random_bot(1, 12)]
    if random_bot == "python":
        bots = [Watching(0, np_rng), adapter.Restartable(search)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np_rng)
    assert sum(returns) == pytest.approx(1.0)  # 1 to the winner, 1/2 each for a shared win
    assert set(returns) <= {0.0, 0.5, 1.0}
    if random_bot == "python":  # the runner told it of the deals and the other's moves
        assert pyspiel.PlayerId.CHANCE in told and 1 in told


def test_the_restartable_wrapper_clears_the_search_tree_and_passes_the_policy_on() -> None:
    game = adapter.load("pagat", 2)
    np_rng = np.random.RandomState(2)
    search = ismcts.ISMCTSBot(
        game, mcts.RandomRolloutEvaluator(1, np_rng), 2.0, 3, random_state=np_rng
    )
    bot = adapter.Restartable(search)
    state = game.new_initial_state()
    rng = random.Random(2)
    while state.is_chance_node() or len(state.legal_actions()) < 2:
        state.apply_action(random_action(state, rng))
    assert bot.provides_policy()
    policy, action = bot.step_with_policy(state)
    assert action in state.legal_actions()
    assert sum(p for _, p in policy) == pytest.approx(1.0)
    assert {a for a, _ in policy} <= set(state.legal_actions())
    assert search._nodes
    bot.restart_at(state)
    assert not search._nodes


def test_openspiel_rl_environment_runs_random_agents_on_a_preset() -> None:
    env = rl_environment.Environment("python_pantsdown_schwimmen", players=2, starting_chips=1)
    game = env.game
    assert env.observation_spec()["info_state"] == (game.information_state_tensor_size(),)
    num_actions = env.action_spec()["num_actions"]
    assert num_actions == game.num_distinct_actions()
    agents = [random_agent.RandomAgent(seat, num_actions) for seat in range(2)]
    time_step = env.reset()
    steps = 0
    while not time_step.last():
        seat = time_step.observations["current_player"]
        legal = time_step.observations["legal_actions"][seat]
        output = agents[seat].step(time_step)
        assert output.action in legal
        assert len(time_step.observations["info_state"][seat]) == num_info(game)
        time_step = env.step([output.action])
        steps += 1
    assert steps > 0
    assert sorted(time_step.rewards) == [0.0, 1.0]


def num_info(game: pyspiel.Game) -> int:
    return int(game.information_state_tensor_size())


DOC = Path(__file__).resolve().parents[2] / "docs" / "research.md"


def openspiel_section() -> str:
    text = DOC.read_text(encoding="utf-8")
    return text[text.index("## OpenSpiel") :]


def test_the_docs_name_every_openspiel_game() -> None:
    named = set(re.findall(r"`(python_pantsdown_\w+)`", openspiel_section()))
    assert named == set(adapter.GAME_NAMES)


def test_the_docs_information_state_table_is_the_encoders() -> None:
    encoder = info_state_encoder_for(make_game("paskahousu", 4))
    rows = describe_layout(encoder.layout).splitlines()
    history = rows[:2] + rows[2 + len(encoder.observation.layout.segments) :]
    text = openspiel_section()
    assert f"(`paskahousu`, 4 players: {encoder.size} floats)" in text
    assert "\n".join("  " + row for row in history) in text
    for name in ("schwimmen", "paskahousu", "underwear", "ramsen"):
        size = info_state_encoder_for(make_game(name, 4)).size
        assert f"`{name}` {size}" in text


def test_the_docs_openspiel_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    code = re.findall(r"```python\n(.*?)```", openspiel_section(), re.S)[0]
    exec(compile(code, "research.md OpenSpiel example", "exec"), {})
    returns = ast.literal_eval(capsys.readouterr().out.strip())
    assert sorted(returns) == [0.0, 1.0]
