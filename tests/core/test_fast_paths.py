"""The engine's fast paths keep the contracts of the slow ones.

``State.apply`` takes an action found (by identity) in the list ``legal_actions``
last gave for the same state, as it is now, without checking it again
(``core.protocol.LegalMemo``); every other action is checked in full.  Events are
frozen slots dataclasses whose ``__init__`` writes the slots directly
(``core.base``); they keep the dataclass's signature, defaults, ``__post_init__``
and frozenness.
"""

from __future__ import annotations

import dataclasses
import inspect
import random
from typing import Any, cast

import pytest

from pantsdown.core.base import annotation
from pantsdown.core.errors import IllegalActionError, NotYourTurnError
from pantsdown.core.protocol import Event
from pantsdown.core.registry import families, make

MAIN = ["schwimmen", "hosenabe", "paskahousu", "underwear", "ramsen", "zwanzig"]


@pytest.mark.parametrize("name", MAIN)
def test_an_action_legal_before_the_last_move_is_checked_again(name: str) -> None:
    state = make(name, 4, seed=1)
    rng = random.Random(1)
    for _ in range(400):
        assert not state.is_terminal(), "no move made a listed action illegal"
        # what the next move leaves legal, found on a clone first
        probe = state.clone()
        options = list(probe.legal_actions())
        move = options[rng.randrange(len(options))]
        probe.apply(move)
        still = [] if probe.is_terminal() else list(probe.legal_actions())
        before = state.legal_actions()  # remembered for this state
        state.apply(move)
        stale = [a for a in before if a not in still]
        if stale and not state.is_terminal():
            position = state.to_position()
            with pytest.raises(IllegalActionError):
                state.apply(stale[0])
            assert state.to_position() == position
            return


def _played(name: str, seed: int, moves: int) -> Any:
    """A match after up to ``moves`` random decisions."""
    state = make(name, 4, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("name", MAIN)
def test_a_list_asked_of_one_state_does_not_vouch_for_another(name: str) -> None:
    state = next(
        s for s in (_played(name, 5, k) for k in range(30, 300)) if len(s.legal_actions()) > 2
    )
    legal = state.legal_actions()  # the memo now holds this state's list
    for seed in range(6, 40):
        other = _played(name, seed, 30)
        other_legal = set(map(str, other.legal_actions()))
        legal = state.legal_actions()  # the memo holds this state's list again
        foreign = [a for a in legal if str(a) not in other_legal]
        if foreign:
            break
    else:
        raise AssertionError("no action of this state was illegal in the others")
    position = other.to_position()
    with pytest.raises(IllegalActionError):
        other.apply(foreign[0])
    assert other.to_position() == position


@pytest.mark.parametrize("name", MAIN)
def test_a_listed_action_from_the_wrong_seat_is_refused(name: str) -> None:
    state = make(name, 4, seed=2)
    legal = state.legal_actions()
    wrong = (state.current_player() + 1) % 4
    with pytest.raises(NotYourTurnError):
        state.apply(legal[0], seat=wrong)


def _event_types() -> list[type[Event]]:
    return [t for fam in families() for t in fam.event_types if dataclasses.is_dataclass(t)]


@pytest.mark.parametrize("event_type", _event_types(), ids=lambda t: t.__name__)
def test_an_event_is_made_as_its_dataclass_says(event_type: type[Event]) -> None:
    fields = dataclasses.fields(cast(Any, event_type))
    params = list(inspect.signature(event_type).parameters.values())
    assert [p.name for p in params] == [f.name for f in fields]
    for param, f in zip(params, fields, strict=True):
        expected = inspect.Parameter.empty if f.default is dataclasses.MISSING else f.default
        assert param.default == expected, f.name
    if params and all(p.default is not inspect.Parameter.empty for p in params):
        event = event_type()
        assert event == event_type(**{f.name: getattr(event, f.name) for f in fields})
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, fields[0].name, None)


def test_every_event_of_a_match_rebuilds_equal_from_its_fields() -> None:
    for name in MAIN:
        state = make(name, 4, seed=11)
        rng = random.Random(11)
        for _ in range(200):
            if state.is_terminal():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        for event in state.events:
            fields = {f.name: getattr(event, f.name) for f in dataclasses.fields(cast(Any, event))}
            again = type(event)(**fields)
            assert again == event and hash(again) == hash(event)
            for field in fields:
                with pytest.raises(dataclasses.FrozenInstanceError):
                    setattr(event, field, None)


@pytest.mark.parametrize("event_type", _event_types(), ids=lambda t: t.__name__)
def test_a_field_whose_compiled_type_says_too_little_keeps_its_type(
    event_type: type[Event],
) -> None:
    """Compiled, a field's type is only its outer class (``tuple``, ``type`` for a union):
    a field holding cards in a tuple or union, or that may be ``None``, keeps its type as
    written in ``field_type`` metadata, by which ``event_from_dict`` and the encoders
    read it alike in either engine."""
    for f in dataclasses.fields(cast(Any, event_type)):
        if isinstance(f.type, str) and (
            ("Card" in f.type and f.type != "Card") or "None" in f.type
        ):
            assert annotation(f) == f.type and "type" in f.metadata, (
                f"{event_type.__name__}.{f.name}"
            )
