"""docs/research.md: its tables are the encoders' and the registry's, its examples run."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import pantsdown
from pantsdown.core import registry
from pantsdown.envs.common import env_name
from pantsdown.envs.encoding import describe_layout, encoder_for
from pantsdown.envs.gymnasium import env_id

DOC = Path(__file__).resolve().parents[2] / "docs" / "research.md"


@pytest.mark.parametrize("name", ["schwimmen", "paskahousu", "underwear", "ramsen"])
def test_the_layout_tables_are_the_encoders(name: str) -> None:
    enc = encoder_for(pantsdown.make_game(name, 4))
    text = DOC.read_text(encoding="utf-8")
    assert f"(`{name}`, 4 players: {enc.size} floats)" in text
    assert describe_layout(enc.layout) in text


def test_the_preset_table_names_every_preset_with_its_ids_and_sizes() -> None:
    text = DOC.read_text(encoding="utf-8")
    for fam in registry.families():
        for var in fam.variants:
            low, high = registry.player_range(var, var.rules)
            sizes = sorted({low, high})
            games = [pantsdown.make_game(var.name, n) for n in sizes]
            row = (
                f"| `{var.name}` | `{env_name(var.name)}` | `{env_id(var.name)}` "
                f"| {' / '.join(map(str, sizes))} "
                f"| {' / '.join(str(encoder_for(g).size) for g in games)} "
                f"| {' / '.join(str(g.num_distinct_actions) for g in games)} |"
            )
            assert row in text


@pytest.mark.parametrize("index", [0, 1])
def test_the_ten_line_examples_run(index: int) -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    code = blocks[index]
    assert len(code.strip().splitlines()) <= 12
    exec(compile(code, f"research.md example {index}", "exec"), {})


def test_the_engine_bots_and_clients_never_import_the_environments() -> None:
    src = Path(pantsdown.__file__).resolve().parent
    for path in src.rglob("*.py"):
        if "envs" in path.relative_to(src).parts:
            continue
        assert "pantsdown.envs" not in path.read_text(encoding="utf-8"), path
