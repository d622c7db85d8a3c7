"""Option overrides: typed coercion, clear errors, attribute docs."""

from dataclasses import dataclass
from typing import Literal

import pytest

from pantsdown.core.errors import OptionError
from pantsdown.core.options import apply_options, field_docs, option_infos


@dataclass(frozen=True, kw_only=True)
class DemoRules:
    starting_chips: int = 3
    """Chips each player starts with [seed]."""
    three_of_a_kind: bool = True
    """Trios count 30.5 [seed]."""
    final_tie: Literal["replay", "share"] = "replay"
    """What a tie at the end does [seed offers both]."""
    cap: float | None = None
    """An optional cap [our choice]."""

    def __post_init__(self) -> None:
        if self.starting_chips < 1:
            raise OptionError(f"starting_chips={self.starting_chips}: must be at least 1")


def test_text_values_are_coerced() -> None:
    rules = apply_options(
        DemoRules(),
        {"starting_chips": "4", "three-of-a-kind": "false", "final_tie": "SHARE", "cap": "31"},
    )
    assert rules == DemoRules(starting_chips=4, three_of_a_kind=False, final_tie="share", cap=31.0)


def test_unknown_option_suggests_the_nearest() -> None:
    with pytest.raises(OptionError, match=r"unknown option 'starting_chip'.*starting_chips"):
        apply_options(DemoRules(), {"starting_chip": "4"})


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("starting_chips", "four", "expected a whole number"),
        ("three_of_a_kind", "maybe", "expected true or false"),
        ("final_tie", "coin", "expected one of replay, share"),
        ("starting_chips", "0", "must be at least 1"),
    ],
)
def test_bad_values_are_quoted(name: str, value: str, message: str) -> None:
    with pytest.raises(OptionError, match=message) as err:
        apply_options(DemoRules(), {name: value})
    assert repr(value) in str(err.value) or value in str(err.value)


def test_attribute_docstrings_are_read() -> None:
    docs = field_docs(DemoRules)
    assert docs["starting_chips"] == "Chips each player starts with [seed]."
    infos = {i.name: i for i in option_infos(DemoRules())}
    assert infos["final_tie"].type_text == "one of: replay, share"
    assert infos["three_of_a_kind"].default is True


def test_false_switches_off_an_option_whose_value_is_a_number_or_none() -> None:
    assert apply_options(DemoRules(cap=31.0), {"cap": "false"}).cap is None
    assert apply_options(DemoRules(cap=31.0), {"cap": "off"}).cap is None
    assert apply_options(DemoRules(), {"cap": "0"}).cap == 0.0
