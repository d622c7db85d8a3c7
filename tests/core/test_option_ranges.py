"""Every numeric option declares its range (and why); values outside it are refused."""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

import pytest

import pantsdown
from pantsdown.cli.main import main
from pantsdown.core import registry
from pantsdown.core.errors import OptionError
from pantsdown.core.options import Range, is_numeric, option_range


def _numeric_options() -> list[tuple[str, str, Range | None]]:
    out = []
    for fam in registry.families():
        hints = typing.get_type_hints(fam.rules_type)
        for f in dataclasses.fields(fam.rules_type):
            if not f.name.startswith("_") and is_numeric(hints[f.name]):
                out.append((fam.variants[0].name, f.name, option_range(f)))
    return out


NUMERIC = _numeric_options()


def test_every_family_has_numeric_options() -> None:
    assert {game for game, _, _ in NUMERIC} == {f.variants[0].name for f in registry.families()}


@pytest.mark.parametrize(("game", "name", "bounds"), NUMERIC, ids=lambda v: str(v))
def test_every_numeric_option_declares_a_range_and_its_reason(
    game: str, name: str, bounds: Range | None
) -> None:
    assert bounds is not None, f"{game}: option {name} has no range"
    assert bounds.low <= bounds.high
    assert len(bounds.why) > 10, f"{game}: option {name} gives no reason for its range"


def test_every_preset_lies_within_the_ranges() -> None:
    for fam in registry.families():
        for var in fam.variants:
            for f in dataclasses.fields(var.rules):
                bounds = option_range(f)
                value = getattr(var.rules, f.name)
                if bounds is None or value is None:
                    continue
                for item in value if isinstance(value, tuple) else (value,):
                    assert item in bounds, f"{var.name}: {f.name}={value} is not {bounds}"


def _outside(bounds: Range) -> list[Any]:
    return [bounds.low - 1, bounds.high + 1, 10**20]


@pytest.mark.parametrize(("game", "name", "bounds"), NUMERIC, ids=lambda v: str(v))
def test_a_value_outside_the_range_is_refused_by_make(game: str, name: str, bounds: Range) -> None:
    _, var = registry.find_variant(game)
    current = getattr(var.rules, name)
    for bad in _outside(bounds):
        value: Any = (bad,) if isinstance(current, tuple) else bad
        with pytest.raises(OptionError) as err:
            pantsdown.make(game, var.default_players, options={name: value})
        message = str(err.value)
        assert name in message and str(bounds) in message and "out of range" in message


@pytest.mark.parametrize(
    ("game", "option", "bounds"),
    [
        ("schwimmen", "starting_chips=99999999999999999999", "1 to 999"),
        ("schwimmen", "starting_chips=" + "9" * 5000, "1 to 999"),
        ("paskahousu", "hands=0", "1 to 100"),
        ("paskahousu", "max_turns=-5", "10 to 10000"),
        ("underwear", "target_score=100000", "1 to 1000"),
        ("underwear", "first_dealer=8", "0 to 7"),
        ("zwanzig", "exchange_limit=6", "0 to 5"),
    ],
)
def test_the_cli_refuses_an_out_of_range_value_in_one_line_and_starts_nothing(
    capsys: pytest.CaptureFixture[str], game: str, option: str, bounds: str
) -> None:
    code = main(["play", game, "--seats", "bot,bot,bot", "--seed", "1", "--option", option])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""  # nothing was dealt or drawn
    lines = err.strip().splitlines()
    assert len(lines) == 1
    name, _, value = option.partition("=")
    assert f"option {name}='{value[:10]}" in lines[0]
    assert f"{name} is {bounds}" in lines[0]


def test_the_rules_command_shows_each_range_and_its_reason(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules", "paskahousu"]) == 0
    out = capsys.readouterr().out
    assert "hands  int, 1 to 100  = 1" in out
    assert "Allowed: 1 to 100 (a match of deals" in out
