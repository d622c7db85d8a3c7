"""Option overrides: typed coercion, clear errors, attribute docs."""

from dataclasses import dataclass
from typing import Literal

import pytest

from pantsdown.core.cards import Card, Suit, parse_cards
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


@dataclass(frozen=True, kw_only=True)
class TypedRules:
    flag: bool = False
    """A switch [our choice]."""
    count: int = 1
    """A number [our choice]."""
    value: float | None = None
    """A number or none [our choice]."""
    order: Literal["natural", "skat"] = "natural"
    """A choice [our choice]."""
    suit: Suit = Suit.HEARTS
    """An enum, set by name [our choice]."""
    cards: tuple[Card, ...] = ()
    """Cards [our choice]."""
    sizes: tuple[int, ...] = (3, 2)
    """Numbers [our choice]."""
    word: str = "close"
    """A word [our choice]."""


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("flag", "yes", True),
        ("count", "7", 7),
        ("value", "30.5", 30.5),
        ("value", "none", None),
        ("order", "Skat", "skat"),
        ("suit", "clubs", Suit.CLUBS),
        ("cards", "Jc Kh", tuple(parse_cards("Jc Kh"))),
        ("cards", "Jc,10d", tuple(parse_cards("Jc 10d"))),
        ("cards", "none", ()),
        ("sizes", "2 3", (2, 3)),
        ("sizes", "2,3", (2, 3)),
        ("word", "knock", "knock"),
    ],
)
def test_every_option_type_is_set_from_text(name: str, text: str, expected: object) -> None:
    assert getattr(apply_options(TypedRules(), {name: text}), name) == expected


def test_card_and_number_lists_are_set_from_lists_as_in_a_saved_file() -> None:
    rules = apply_options(TypedRules(), {"cards": ["Jc", "Kh"], "sizes": [2, "3"]})
    assert rules.cards == tuple(parse_cards("Jc Kh")) and rules.sizes == (2, 3)


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("cards", "Jc Zz", "'Zz' is not a card"),
        ("sizes", "2 x", "expected int values separated by spaces or commas"),
        ("suit", "roses", "expected one of clubs, spades, hearts, diamonds"),
    ],
)
def test_a_bad_list_or_enum_is_refused_quoting_it(name: str, text: str, message: str) -> None:
    with pytest.raises(OptionError, match=message) as err:
        apply_options(TypedRules(), {name: text})
    assert repr(text) in str(err.value)


def test_list_types_are_named_for_the_player() -> None:
    infos = {i.name: i for i in option_infos(TypedRules())}
    assert infos["cards"].type_text == "cards, separated by spaces or commas"
    assert infos["sizes"].type_text == "ints, separated by spaces or commas"
