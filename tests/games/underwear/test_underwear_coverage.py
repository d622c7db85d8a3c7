"""The "Rule coverage" table of docs/underwear.md names only tests that exist."""

from __future__ import annotations

import ast
import re
from pathlib import Path

HERE = Path(__file__).parent
DOC = HERE.parents[2] / "docs" / "underwear.md"


def _section(text: str, title: str) -> str:
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end >= 0 else len(text)]


def test_every_test_named_in_the_rule_coverage_table_exists() -> None:
    """docs/underwear.md "Rule coverage": rule sentence -> test name, checkable."""
    named = set(re.findall(r"`(test_\w+)`", _section(DOC.read_text(), "Rule coverage")))
    defined = {
        node.name
        for path in HERE.glob("test_*.py")
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.FunctionDef)
    }
    assert len(named) > 60
    assert named - defined == set()
