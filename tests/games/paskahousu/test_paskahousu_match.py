"""The match, presets, the fixed action space, perft counts, sample_state and playouts."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from paskahousu_helpers import deal, endgame, position, position_text

from pantsdown.core.cards import PACK_52, parse_cards
from pantsdown.core.errors import MalformedActionError, OptionError, PositionError
from pantsdown.core.options import field_docs
from pantsdown.core.protocol import CHANCE, ChanceOutcome, perft
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import find_variant, from_position, make
from pantsdown.games.paskahousu import (
    PaskahousuRules,
    PaskahousuState,
    PickUp,
    Play,
    TryStock,
    parse_action,
    sample_state,
)
from pantsdown.games.paskahousu.actions import NUM_ACTIONS, action_from_id
from pantsdown.games.paskahousu.events import HandCalled
from pantsdown.games.paskahousu.prose import result_words

DECK_7 = parse_cards(
    "6s 2d 7h Qc 3d Kc 2c 8s 3s Kd 5s 10c Ah 7d 9h 8d Ks 5h Js Ac 10s 6d 6h 4h Qd Ad 9c Jd "
    "7s Jh 3c Qh 5d 4s 9d 2h 3h 7c 4c 2s 8h 10d Kh Qs 8c 10h 6c 5c 4d As Jc 9s"
)


def play_out(state: PaskahousuState, rng: random.Random, limit: int = 50_000) -> int:
    steps = 0
    while not state.is_terminal():
        actions = state.legal_actions()
        assert actions
        state.apply(rng.choice(actions))
        steps += 1
        assert steps < limit
    return steps


# -- presets and options


@pytest.mark.parametrize("name", ["paskahousu", "pask", "shitpants", "paska", "Paskahousu"])
def test_the_preset_is_found_by_its_aliases(name: str) -> None:
    """One preset ``paskahousu`` with aliases pask, shitpants, paska."""
    fam, var = find_variant(name)
    assert (fam.id, var.name) == ("paskahousu", "paskahousu")


def test_every_option_has_a_default_and_a_source() -> None:
    """Every NOTES 8.4 option is a Rules field whose docstring cites its source."""
    docs = field_docs(PaskahousuRules)
    for name in (
        "empty_pile_any_card",
        "empty_pile_any_card_after_stock",
        "try_stock",
        "twos_not_on_ten_or_ace",
        "twos_never_fall",
        "hand_size",
        "ace_plain_14",
        "min_players",
        "refill_after_fall",
        "hands",
    ):
        assert name in docs
        assert any(tag in docs[name] for tag in ("[seed", "[src", "[our choice"))
    defaults = PaskahousuRules()
    assert defaults.try_stock and defaults.hand_size == 5 and defaults.hands == 1
    assert not defaults.empty_pile_any_card and not defaults.ace_plain_14


def test_two_players_is_an_option() -> None:
    """3-6 players [seed]; 2 allowed as an option [src: en.wikipedia] (min_players=2)."""
    with pytest.raises(OptionError):
        PaskahousuState(PaskahousuRules(), 2)
    state = PaskahousuState(PaskahousuRules(min_players=2), 2, seed=1)
    assert sum(len(h) for h in state.hands) == 10
    assert make("pagat", 2, seed=1).num_players == 2


@pytest.mark.parametrize("bad", [{"hand_size": "7"}, {"hands": "0"}, {"min_players": "4"}])
def test_out_of_range_options_are_refused(bad: dict[str, str]) -> None:
    """hand_size is 5 or 6, hands at least 1, min_players 2 or 3."""
    with pytest.raises(OptionError):
        make("paskahousu", 4, options=bad)


def test_a_match_of_several_hands_the_loser_deals_next() -> None:
    """hands option [our choice]: the paskahousu of a hand deals the next; the most hands
    won wins the match."""
    state = endgame(["5c", "6d 6h", "8h 3h"], pile="4s", hands=2)
    state.apply(Play.of(parse_cards("5c")))
    state.apply(Play.of(parse_cards("6d 6h")))
    assert not state.is_terminal()
    assert state.hand_number == 1
    assert state.dealer == 2
    assert state.hands_won == (1, 0, 0)
    assert state.times_paskahousu == (0, 0, 1)
    assert len(state.decks) == 1  # the first hand came from its position, not a deck
    assert all(len(h) == 5 for h in state.hands)
    view = state.view(1)
    assert view.last_result is not None and view.last_result.losers == (2,)
    play_out(state, random.Random(1))
    won = state.hands_won
    assert sum(won) == 2
    assert state.returns() == [1.0 / won.count(max(won)) if w == max(won) else 0.0 for w in won]


# -- the action space and the notation


def test_the_action_space_is_dense_and_fixed() -> None:
    """13 ranks x 15 suit subsets + pickup + try = 197 ids, each round-tripping."""
    state = make("paskahousu", 4, seed=1)
    assert state.num_distinct_actions() == NUM_ACTIONS == 197
    ids = {state.action_id(state.action_from_id(i)) for i in range(NUM_ACTIONS)}
    assert ids == set(range(NUM_ACTIONS))
    with pytest.raises(MalformedActionError):
        state.action_from_id(NUM_ACTIONS)


@given(st.integers(min_value=0, max_value=NUM_ACTIONS - 1))
def test_every_action_round_trips_through_text_and_id(action_id: int) -> None:
    """``parse_action(str(a)) == a`` and ``action_from_id(a.id) == a``."""
    action = action_from_id(action_id)
    assert parse_action(str(action)) == action
    assert action.id == action_id


@given(st.lists(st.sampled_from(PACK_52), min_size=1, max_size=4, unique=True))
def test_play_text_round_trips_in_any_card_order(cards: list) -> None:  # type: ignore[type-arg]
    """``play 7h 7s`` names a set: any order parses to the same action."""
    if len({c.rank for c in cards}) != 1:
        with pytest.raises(MalformedActionError):
            Play.of(cards)
        return
    action = Play.of(cards)
    text = "play " + " ".join(str(c) for c in reversed(cards))
    assert parse_action(text) == action
    assert parse_action(str(action)) == action


@pytest.mark.parametrize("text", ["", "play", "play 3c 4c", "play Zz", "draw", "play 3c 3c"])
def test_malformed_actions_are_refused(text: str) -> None:
    """Malformed text raises MalformedActionError quoting the text."""
    with pytest.raises(MalformedActionError):
        parse_action(text)


def test_pickup_and_try_have_aliases() -> None:
    """``pickup``/``take`` and ``try``."""
    assert parse_action("take") == PickUp()
    assert parse_action("Try") == TryStock()


# -- perft


@pytest.mark.parametrize(
    ("variant", "n", "counts"),
    [
        ("paskahousu", 4, [1, 7, 27, 155, 865]),
        ("pagat", 2, [1, 5, 25, 111, 531]),
    ],
)
def test_perft_counts_from_a_fixed_deal(variant: str, n: int, counts: list[int]) -> None:
    """Counts of legal action sequences from a fixed deal pin the move generation."""
    state = make(variant, n, decks=[DECK_7])
    assert isinstance(state, PaskahousuState)
    assert [perft(state, d) for d in range(1, len(counts) + 1)] == counts


def test_perft_opening_is_the_forced_lead() -> None:
    """The first decision of the fixed deal is the forced lead of the single 3."""
    state = make("paskahousu", 4, decks=[DECK_7])
    assert [str(a) for a in state.legal_actions()] == ["play 3s"]


# -- sample_state and playouts


def test_sample_state_honours_known_cards() -> None:
    """Picked-up cards are known to be in that hand; sample_state keeps them there."""
    state = position(
        ["3c 4c 5c 6c 4d", "4h 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="3s 7s Ks", stock="Qs"
    )
    state.apply(PickUp())
    view = state.view(1)
    rng = random.Random(5)
    for _ in range(20):
        sampled = sample_state(view, rng)
        assert set(parse_cards("3s 7s Ks")) <= set(sampled.hands[0])
        assert sampled.view(1) == view
        assert Counter(sampled.all_cards()) == Counter(PACK_52)


def test_sample_state_keeps_the_first_leaders_forced_cards() -> None:
    """The first leader must lead his 3s, so they are known before he plays them."""
    state = deal(["3c 4c 5c 6c 7c", "3d 3h 5d 6d 7d", "3s 4h 5h 6h 7h"])
    view = state.view(0)
    rng = random.Random(2)
    for _ in range(20):
        sampled = sample_state(view, rng)
        assert sampled.view(0) == view
        assert sampled.legal_actions() == state.legal_actions()
        assert sampled.first_lead() == (1, tuple(parse_cards("3h 3d")))  # nobody has more 3s


def test_sample_state_leaves_the_ranks_before_the_first_lead_in_the_stock() -> None:
    """Nobody was dealt a 3, so the first lead is of 4s: a sampled deal puts every 3 in the
    stock, gives nobody more 4s than the leader (nor as many, before him), and is
    otherwise free: over many samples, each hidden seat holds a 4 now and then."""
    state = deal(
        ["4c 5c 6c 7c 8c", "4d 4h 5d 6d 7d", "9s 10h 5h 6h 7h", "Js Qs Ks As 2s"],
        stock="3c 3d 3h 3s",
    )
    view = state.view(0)
    threes = set(parse_cards("3c 3d 3h 3s"))
    rng = random.Random(8)
    holds_a_four = Counter[int]()
    for _ in range(300):
        sampled = sample_state(view, rng)
        assert sampled.view(0) == view
        assert sampled.first_lead() == (1, tuple(parse_cards("4h 4d")))
        assert threes <= set(sampled.stock)
        assert Counter(sampled.all_cards()) == Counter(PACK_52)
        for seat in (2, 3):
            holds_a_four[seat] += any(
                c.rank == parse_cards("4s")[0].rank for c in sampled.hands[seat]
            )
    assert holds_a_four[2] > 0 and holds_a_four[3] > 0


@pytest.mark.parametrize(("variant", "n"), [("paskahousu", 3), ("paskahousu", 6), ("pagat", 2)])
def test_random_playouts_conserve_cards_and_replay_from_the_record(variant: str, n: int) -> None:
    """Random playouts end; cards are conserved; views sample back; records replay."""
    for seed in range(6):
        state = make(variant, n, seed=seed, options={"hands": 2} if seed % 2 else None)
        assert isinstance(state, PaskahousuState)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal():
            assert Counter(state.all_cards()) == Counter(PACK_52)
            if steps % 25 == 0:
                view = state.view(state.current_player())
                sampled = sample_state(view, rng)
                assert sampled.view(view.seat) == view
                play_out(sampled.clone(), rng)
            clone = state.clone()
            state.apply(rng.choice(state.legal_actions()))
            assert clone.history != state.history
            steps += 1
        replayed = replay(Record.from_json(Record.from_state(state).to_json()))
        assert replayed.returns() == state.returns()
        assert [str(a) for a in replayed.history] == [str(a) for a in state.history]


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.sampled_from([3, 4, 5, 6]))
def test_random_action_sequences_keep_the_invariants(seed: int, n: int) -> None:
    """Any legal sequence: illegal actions change nothing, events read as sentences."""
    state = make("paskahousu", n, seed=seed)
    assert isinstance(state, PaskahousuState)
    rng = random.Random(seed)
    for _ in range(150):
        if state.is_terminal():
            break
        legal = set(state.legal_actions())
        probe = action_from_id(rng.randrange(NUM_ACTIONS))
        if probe not in legal:
            before = state.view(state.to_act)
            assert not state.can(probe)
            assert state.view(state.to_act) == before
        events = state.apply(rng.choice(sorted(legal, key=str)))
        assert all(str(e) for e in events)
        assert all(len(h) <= 52 for h in state.hands)


# -- every hand ends: the max_turns call [our choice]


def test_a_hand_is_called_after_max_turns_and_the_most_cards_lose() -> None:
    """max_turns [our choice]: a hand still going after that many turns is called; the seat
    holding the most cards is the paskahousu, the others are placed by fewest cards, ties
    to the first from the dealer's left."""
    state = endgame(["3c 4c", "5d 6d 7d", "8h 9h 3h"], pile="Ks", turn=0, max_turns=10)
    assert state.game.max_decisions_per_hand == 10
    while not state.is_terminal():
        state.apply(PickUp() if PickUp() in state.legal_actions() else state.legal_actions()[0])
    assert state.turns == 10
    called = [e for e in state.events if isinstance(e, HandCalled)]
    assert len(called) == 1 and called[0].turns == 10
    result = state.hand_result()
    assert result is not None
    sizes = [len(h) for h in state.hands]
    assert result.losers == (sizes.index(max(sizes)),)
    assert "called after 10 turns" in result_words(result)[0]
    assert sum(state.returns()) == 1.0


def test_every_match_ends_within_the_stated_bound() -> None:
    """game_facts: a hand takes at most max_turns decisions, a match `hands` hands; random
    play (the longest) stays within it."""
    for seed in range(8):
        state = make("pagat", 2, seed=seed, options={"hands": 2, "max_turns": 60})
        assert state.game.max_decisions == 120
        assert play_out(state, random.Random(seed)) <= 120
    with pytest.raises(OptionError):
        make("paskahousu", 4, options={"max_turns": "5"})


# -- the position notation and explicit chance


@pytest.mark.parametrize(("variant", "n"), [("paskahousu", 4), ("pagat", 2), ("paskahousu", 6)])
def test_positions_round_trip_and_play_continues_the_same(variant: str, n: int) -> None:
    """``to_position`` / ``from_position`` round-trip for random reachable states, and
    play from the copy offers the same legal actions at every step."""
    rng = random.Random(n)
    for seed in range(6):
        state = make(variant, n, seed=seed, options={"hands": 2})
        for _ in range(rng.randrange(150)):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        copy = from_position(state.to_position(), seed=seed)
        assert copy.to_position() == state.to_position()
        for _ in range(40):
            if state.is_terminal():
                assert copy.is_terminal()
                break
            assert copy.legal_actions() == state.legal_actions()
            assert copy.view(0).hand == state.view(0).hand
            action = rng.choice(state.legal_actions())
            hand = state.hand_number
            state.apply(action)
            copy.apply(action)
            if state.hand_number != hand:
                break


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("pile", "4s", "4s 4s"), "exactly once"),
        (("to_act", "0", "7"), "not a seat"),
        (("known", "- / - / -", "Kd / - / -"), "not all in its hand"),
        (("phase", "play", "first_lead"), "first lead"),
        (("phase", "play", "deal"), "deal"),
        (("out_order", "", "1"), "out_order"),
        (("turns", "1", "9999"), "max_turns"),
    ],
)
def test_a_position_that_breaks_the_rules_is_refused(
    change: tuple[str, str, str], message: str
) -> None:
    """after_position checks card conservation, seats, known cards and the phase."""
    name, old, new = change
    text = position_text(["5c", "6d 6h", "8h 3h"], pile="4s")
    line = f"{name}: {old}"
    assert line in text.splitlines()
    with pytest.raises(PositionError, match=message):
        from_position(text.replace(line, f"{name}: {new}"))


def test_explicit_chance_deals_the_same_hand_as_the_stacked_deck() -> None:
    """chance="explicit": the match waits at CHANCE nodes for the 52 cards of each hand."""
    seeded = make("paskahousu", 4, decks=[DECK_7])
    explicit = make("paskahousu", 4, chance="explicit")
    assert explicit.current_player() == CHANCE and explicit.legal_actions() == []
    assert not explicit.is_terminal()
    for card in DECK_7:
        explicit.apply(ChanceOutcome(card))
    assert explicit.to_position() == seeded.to_position()
    assert explicit.legal_actions() == seeded.legal_actions()


def test_sample_state_at_a_chance_node_waits_for_the_same_shuffle() -> None:
    """Between hands in explicit-chance mode the table is empty and the view samples back."""
    state = make("paskahousu", 3, seed=2, chance="explicit", options={"hands": 2})
    rng = random.Random(2)
    while state.hand_number == 0:
        if state.current_player() == CHANCE:
            outcomes = state.chance_outcomes()
            state.apply(outcomes[rng.randrange(len(outcomes))][0])
        else:
            state.apply(rng.choice(state.legal_actions()))
    assert state.current_player() == CHANCE and state.all_cards() == []
    view = state.view(1)
    sampled = sample_state(view, rng)
    assert sampled.view(1) == view
    assert len(sampled.chance_outcomes()) == 52
