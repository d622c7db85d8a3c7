"""Events are typed data: no event carries a sentence made by the state.

A text field of an event is either a ``Literal`` (a closed vocabulary the
presentation layer turns into words, such as how a hand ended) or one of the few
words listed here, each of which is the game's notation or a rules option's value,
never English made by the engine.  The sentences come from each family's
``describe`` (``prose.py``).
"""

from __future__ import annotations

import dataclasses
import typing

import pytest
from conformance_helpers import free_text

from pantsdown.core.registry import families

WORDS: dict[tuple[str, str, str], str] = {
    ("thirty_one", "Closed", "word"): "the action's word in notation (knock, stop)",
    ("thirty_one", "HandEnded", "word"): "the rules' close word in notation",
    ("thirty_one", "SpecialShown", "name"): "the rules' thirty_one_name option",
    ("thirty_one", "HandsShown", "thirty_one_name"): "the rules' thirty_one_name option",
    ("thirty_one", "ChipsLost", "chip_name"): "the rules' chip_name option",
    ("ramsen", "Called", "call"): "the call in notation (bid 3, drop)",
    ("ramsen", "Called", "phase"): "the phase's name (Phase member)",
    ("ramsen", "CardTaken", "what"): "the kind of card taken (schleck, trump, on-sight)",
}
"""(family, event, field) -> why the text is not prose."""


def _event_fields() -> list[tuple[str, type, dataclasses.Field[object]]]:
    found: list[tuple[str, type, dataclasses.Field[object]]] = []
    for fam in families():
        for event_type in fam.event_types:
            if dataclasses.is_dataclass(event_type):
                found.extend((fam.id, event_type, f) for f in dataclasses.fields(event_type))
    return found


EVENT_FIELDS = _event_fields()


@pytest.mark.parametrize(
    ("family", "event_type", "field"),
    EVENT_FIELDS,
    ids=[f"{fam}-{t.__name__}.{f.name}" for fam, t, f in EVENT_FIELDS],
)
def test_no_event_field_holds_free_text_but_notation_and_rule_words(
    family: str, event_type: type, field: dataclasses.Field[object]
) -> None:
    hints = typing.get_type_hints(event_type)
    if free_text(hints[field.name]):
        assert (family, event_type.__name__, field.name) in WORDS, (
            f"{event_type.__name__}.{field.name} holds free text: carry data (a Literal, "
            "numbers, cards) and make the words in the family's prose.py"
        )


def test_the_words_listed_are_still_fields() -> None:
    present = {(fam, t.__name__, f.name) for fam, t, f in EVENT_FIELDS}
    assert set(WORDS) <= present, set(WORDS) - present
