"""Each family's "Rule coverage" table (docs/<family>.md) names only tests that exist.

The table maps every rule sentence of the seed text, and every NOTES choice, to
the test named after it; this keeps the map honest as tests are renamed.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _section(text: str, title: str) -> str:
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end >= 0 else len(text)]


@pytest.mark.parametrize(
    ("family", "at_least"),
    [("paskahousu", 40), ("underwear", 60), ("ramsen", 150), ("thirty_one", 150)],
)
def test_every_test_named_in_the_rule_coverage_table_exists(family: str, at_least: int) -> None:
    doc = (ROOT / "docs" / f"{family}.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`(test_\w+)`", _section(doc, "Rule coverage")))
    defined = {
        node.name
        for path in (ROOT / "tests" / "games" / family).glob("test_*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef)
    }
    assert len(named) > at_least
    assert named - defined == set()
