"""The engine v2 contracts, checked for every registered variant (docs/engine.md).

- every attribute of a state is a protocol attribute or declared in ``FIELDS``;
- mutating every mutable field of a clone leaves the original as it was;
- the position notation round-trips for random reachable states, and play
  continues identically from the copy;
- explicit chance plays the same match as the seeded shuffle for the same decks;
- events are typed data that round-trip through ``to_dict`` / ``event_from_dict``;
- a serialised view names its rules by variant and options and embeds no rule field;
- the ``Game`` states the action-space size its states use;
- every match ends within ``game.max_decisions``, with heuristic bots and with
  random bots in every seat.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from conformance_helpers import state_attributes

from pantsdown.bots import make_bot
from pantsdown.core.fields import Seen
from pantsdown.core.protocol import (
    _BASE_ATTRS,
    CHANCE,
    SPECTATOR,
    ChanceOutcome,
    GameFamily,
    State,
    Variant,
)
from pantsdown.core.registry import families, from_position, make


def _counts(var: Variant) -> list[int]:
    counts = {var.min_players, var.default_players, min(var.max_players, 6)}
    return sorted(c for c in counts if var.min_players <= c <= var.max_players)


def _cases() -> Iterator[tuple[GameFamily, Variant, int]]:
    for fam in families():
        for var in fam.variants:
            for n in _counts(var):
                yield fam, var, n


CASES = list(_cases())
IDS = [f"{var.name}-{n}p" for _, var, n in CASES]
DEFAULTS = [(fam, var) for fam in families() for var in fam.variants]
DEFAULT_IDS = [var.name for _, var in DEFAULTS]


def _reachable(name: str, n: int, seed: int, steps: int) -> Any:
    """A state after up to ``steps`` random decisions."""
    state = make(name, n, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
def test_every_attribute_is_declared_once(fam: GameFamily, var: Variant) -> None:
    state = _reachable(var.name, var.default_players, 3, 40)
    undeclared = set(state_attributes(state)) - set(state.FIELDS) - _BASE_ATTRS
    assert not undeclared, f"attributes missing from {type(state).__name__}.FIELDS"
    assert "hand_number" in state.FIELDS


def _mutate(value: Any) -> bool:
    """Change a mutable value in place, as deep as it goes; True if anything changed."""
    if isinstance(value, list):
        changed = False
        for item in value:
            changed = _mutate(item) or changed
        value.append(None)
        return True
    if isinstance(value, dict):
        for item in value.values():
            _mutate(item)
        value["__mutated__"] = None
        return True
    return False


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
@pytest.mark.parametrize("steps", [0, 7, 25])
def test_mutating_every_field_of_a_clone_leaves_the_original(
    fam: GameFamily, var: Variant, steps: int
) -> None:
    state = _reachable(var.name, var.default_players, 5, steps)
    before = state.to_position()
    history, events, decks = list(state.history), list(state.events), [*map(list, state.decks)]
    clone = state.clone()
    for name in state.FIELDS:
        _mutate(getattr(clone, name))
    for name in ("history", "events", "decks"):  # a dealt deck order itself never changes
        getattr(clone, name).append(None)
    assert state.to_position() == before
    assert state.history == history and state.events == events
    assert [list(d) for d in state.decks] == decks


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
@pytest.mark.parametrize("steps", [0, 25, 400])
def test_a_clone_holds_every_declared_field_as_the_original(
    fam: GameFamily, var: Variant, steps: int
) -> None:
    # the families write their copier out for the compiled build: it must miss no field
    state = _reachable(var.name, var.default_players, 5, steps)
    clone = state.clone()
    for name in state.FIELDS:
        assert getattr(clone, name) == getattr(state, name), name
    assert clone.to_position() == state.to_position()
    assert clone.history == state.history and clone.events == state.events


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
@pytest.mark.parametrize("steps", [0, 25, 400])
def test_a_family_loads_every_public_field_of_a_view_as_the_generic_loader(
    fam: GameFamily, var: Variant, steps: int
) -> None:
    # the families write their view loader out for the compiled build: it must set
    # every public field, to the same value of the same type, as the one from FIELDS
    state = _reachable(var.name, var.default_players, 7, steps)
    seat = max(state.current_player(), 0)
    view = state.view(seat)
    # both load onto another match's state, so that a field the written loader
    # missed keeps a value the view does not give it
    other = _reachable(var.name, var.default_players, 8, 3 if steps else 60)
    written, generic = other.clone(), other.clone()
    written.load_view_fields(view)
    State.load_view_fields(generic, view)
    for name in state.FIELDS:
        mine, theirs = getattr(written, name), getattr(generic, name)
        assert mine == theirs and type(mine) is type(theirs), name
    assert written.to_position() == generic.to_position()


BLIND_PHASES = ("DEALER_PRE", "DEALER_BLIND", "HEARTS_BLIND")
"""Ramsen-family phases whose view hides the seat's cards (and the turn) from it."""

WRITTEN_VIEWS = DEFAULTS
"""Every family writes its view out field by field, each field as ``view_fields``
gives it, the seat's hand perhaps sorted."""


@pytest.mark.parametrize(("fam", "var"), WRITTEN_VIEWS, ids=[v.name for _, v in WRITTEN_VIEWS])
@pytest.mark.parametrize("steps", [0, 25, 400])
def test_a_written_out_view_holds_every_field_as_the_generic_redaction_gives_it(
    fam: GameFamily, var: Variant, steps: int
) -> None:
    # these families write their view out for the compiled build: every field that
    # view_fields (the redaction worked out from FIELDS) gives must be the same, of
    # the same type, for every seat and the public view (the seat's hand in any order)
    state = _reachable(var.name, var.default_players, 9, steps)
    for seat in [*range(state.num_players), SPECTATOR]:
        view = state.view(seat)
        for name, value in state.view_fields(seat).items():
            mine = getattr(view, name)
            if name == "hand":
                mine, value = sorted(mine, key=str), sorted(value, key=str)
            blind = fam.id == "ramsen" and state.phase.name in BLIND_PHASES
            if blind and name in ("hand", "turned", "trump_card", "trump"):
                continue  # a dealer deciding blind sees no cards (nor, before it, the turn)
            assert mine == value and type(mine) is type(value), (seat, name)


@pytest.mark.parametrize(("fam", "var", "n"), CASES, ids=IDS)
def test_position_round_trips_and_play_continues_identically(
    fam: GameFamily, var: Variant, n: int
) -> None:
    rng = random.Random(11)
    for seed in range(4):
        state = _reachable(var.name, n, seed, rng.randrange(60))
        text = state.to_position()
        copy = from_position(text, seed=seed)
        assert copy.to_position() == text
        one_line = from_position(text.replace("\n", ";"), seed=seed)
        assert one_line.to_position() == text
        if state.is_terminal():
            assert copy.is_terminal()
            continue
        assert [str(a) for a in copy.legal_actions()] == [str(a) for a in state.legal_actions()]
        assert copy.current_player() == state.current_player()
        for seat in range(n):
            assert copy.view(seat).to_dict() | {"log": []} == state.view(seat).to_dict() | {
                "log": []
            }
        # the same decisions from both reach the same positions (until a new deal)
        pick = random.Random(seed)
        for _ in range(15):
            if state.is_terminal() or state.hand_number != copy.hand_number:
                break
            legal = state.legal_actions()
            if not legal:
                break
            action = legal[pick.randrange(len(legal))]
            dealt = len(state.decks)
            state.apply(action)
            copy.apply(copy.parse_action(str(action)))
            if len(state.decks) != dealt:  # a new deal comes from each state's own shuffle
                break
            assert copy.to_position() == state.to_position()


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
def test_a_malformed_position_is_refused_with_its_line(fam: GameFamily, var: Variant) -> None:
    from pantsdown.core.errors import PositionError

    text = make(var.name, var.default_players, seed=1).to_position()
    lines = text.splitlines()
    with pytest.raises(PositionError, match="no line for"):
        from_position("\n".join(lines[:-1]))
    with pytest.raises(PositionError, match="not a field"):
        from_position(text + "\nbogus: 1")
    with pytest.raises(PositionError):
        from_position(text.replace(lines[1], lines[1].split(":")[0] + ": ???", 1))


def _explicit_copy(var: Variant, n: int, seed: int) -> tuple[Any, Any]:
    """A seeded match and an explicit-chance match fed the same deck orders and actions."""
    seeded = make(var.name, n, seed=seed)
    explicit = make(var.name, n, seed=seed, chance="explicit")
    pick = random.Random(seed)
    steps = 0
    given: dict[int, int] = {}  # per deck: how many of its cards chance has given

    def next_card() -> ChanceOutcome:
        i = len(explicit.decks)
        k = given.get(i, 0)
        given[i] = k + 1
        return ChanceOutcome(seeded.decks[i][k])

    while not seeded.is_terminal() and steps < 300:
        while explicit.current_player() == CHANCE:
            outcome = next_card()
            outcomes = dict(explicit.chance_outcomes())
            assert outcomes[outcome] > 0
            assert abs(sum(outcomes.values()) - 1) < 1e-9
            assert explicit.legal_actions() == []
            explicit.apply(outcome)
        legal = seeded.legal_actions()
        action = legal[pick.randrange(len(legal))]
        seeded.apply(action)
        explicit.apply(explicit.parse_action(str(action)))
        steps += 1
    while explicit.current_player() == CHANCE and len(explicit.decks) < len(seeded.decks):
        explicit.apply(next_card())
    return seeded, explicit


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
def test_explicit_chance_plays_the_same_match_for_the_same_decks(
    fam: GameFamily, var: Variant
) -> None:
    n = var.default_players
    fresh = make(var.name, n, seed=1, chance="explicit")
    assert fresh.current_player() == CHANCE and not fresh.is_terminal()
    assert fresh.game.is_chance_explicit
    for seed in range(3):
        seeded, explicit = _explicit_copy(var, n, seed)
        assert explicit.decks == seeded.decks
        assert explicit.to_position() == seeded.to_position()
        assert explicit.standings() == seeded.standings()


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
def test_events_are_typed_data_that_round_trip(fam: GameFamily, var: Variant) -> None:
    from pantsdown.core.protocol import event_from_dict

    state = _reachable(var.name, var.default_players, 2, 200)
    assert fam.event_types, "FAMILY.event_types is empty"
    assert fam.describe is not None, "FAMILY.describe is not set"
    kinds = set()
    for event in state.events:
        data = event.to_dict()
        kinds.add(data["type"])
        json.dumps(data)
        assert event_from_dict(data, fam.event_types) == event
        assert fam.describe_event(event).strip()
        for seat in range(state.num_players):
            seen = state.redact(event, seat)
            if seen is not None:
                assert event_from_dict(seen.to_dict(), fam.event_types) == seen
    assert len(kinds) >= 2


@pytest.mark.parametrize(("fam", "var"), DEFAULTS, ids=DEFAULT_IDS)
def test_a_view_names_its_rules_and_holds_no_internals(fam: GameFamily, var: Variant) -> None:
    state = _reachable(var.name, var.default_players, 4, 30)
    rule_fields = {f.name for f in dataclasses.fields(state.rules)}
    internal = {
        spec.view_name or name for name, spec in state.FIELDS.items() if spec.seen is Seen.INTERNAL
    }
    for seat in range(state.num_players):
        data = state.view(seat).to_dict()
        json.dumps(data)
        assert data["variant"] == var.name and "rules" not in data
        assert not (rule_fields & set(data)), "a view embeds rule fields"
        assert not (internal & set(data)), "a view shows an internal field"


@pytest.mark.parametrize(("fam", "var", "n"), CASES, ids=IDS)
def test_the_game_states_its_action_space_and_bounds(fam: GameFamily, var: Variant, n: int) -> None:
    state = make(var.name, n, seed=1)
    game = state.game
    assert game.num_distinct_actions == state.num_distinct_actions() > 0
    assert game.max_decisions_per_hand > 0 and game.max_hands > 0
    assert game.facts.bound, "game_facts gives no reason for its bounds"
    assert game.min_return <= 0 < game.max_return
    for action in state.legal_actions():
        assert 0 <= state.action_id(action) < game.num_distinct_actions


def _play_to_end(name: str, n: int, seed: int, bot_name: str) -> tuple[int, int]:
    state = make(name, n, seed=seed)
    bots = [make_bot(bot_name, state.family_id, seed=seed * 10 + s) for s in range(n)]
    limit = state.game.max_decisions
    decisions = 0
    while not state.is_terminal():
        seat = state.current_player()
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        decisions += 1
        assert decisions <= limit, f"seed {seed}: more than game.max_decisions = {limit}"
    return decisions, limit


@pytest.mark.parametrize(("fam", "var", "n"), CASES, ids=IDS)
@pytest.mark.parametrize("bot_name", ["heuristic", "random"])
def test_every_match_ends_within_the_games_bound(
    fam: GameFamily, var: Variant, n: int, bot_name: str
) -> None:
    for seed in range(20):
        _play_to_end(var.name, n, seed, bot_name)
