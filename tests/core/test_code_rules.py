"""The project's code rules that a reviewer would otherwise check by eye.

- The engine, the games and the bots type-check without ``type: ignore``: the protocol
  is generic over its rules, action and view types, so nothing needs silencing.
- Rule tests build positions through public API (stacked decks, the position
  notation): none assigns a state's attributes, mutates its lists in place, or calls a
  private (``_name``) function or method of the package.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TYPED = [ROOT / "src" / "pantsdown" / part for part in ("core", "games", "bots")]
RULE_TESTS = [ROOT / "tests" / "games", ROOT / "tests" / "conformance"]

ASSIGNS_INTERNALS = re.compile(
    r"^\s*[a-z_]\w*(\.\w+)+(\[[^\]]*\])*\s*(=(?!=)|\+=|-=)"
    r"|^\s*[a-z_]\w*(\.\w+)+(\[[^\]]*\])*\.(append|extend|pop|clear|insert|remove)\("
)
"""``s.hands[0] = …``, ``s.chips[1] -= 1``, ``s.stock.append(c)`` and the like."""
PRIVATE_CALL = re.compile(r"\._[a-z]\w*\(|\bimport\s+_[a-z]|,\s*_[a-z]\w*\s*(,|$|\))")
"""``s._deal(…)``, ``from x import _helper`` and the like (dunders are not private)."""


def python_files(roots: list[Path]) -> list[Path]:
    return sorted(p for root in roots for p in root.rglob("*.py"))


@pytest.mark.parametrize("path", python_files(TYPED), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_engine_games_and_bots_need_no_type_ignore(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [f"{n}: {line.strip()}" for n, line in enumerate(lines, 1) if "type: ignore" in line]
    assert not found, f"{path.name} silences the type checker:\n" + "\n".join(found)


@pytest.mark.parametrize("path", python_files(RULE_TESTS), ids=lambda p: str(p.relative_to(ROOT)))
def test_rule_tests_use_public_api_only(path: Path) -> None:
    found = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        code = line.split("#", 1)[0]
        if "monkeypatch" in code or code.lstrip().startswith("self."):
            continue  # a test's own helper objects may set their attributes
        if ASSIGNS_INTERNALS.search(code) or PRIVATE_CALL.search(code):
            found.append(f"{n}: {line.strip()}")
    assert not found, f"{path.name} reaches into internals:\n" + "\n".join(found)


def test_the_patterns_catch_what_they_forbid() -> None:
    """The checks above would fail on the code they forbid."""
    for bad in ("    s.hands[0] = cards", "s.chips[1] -= 1", "s.stock.append(c)", "st.phase = P"):
        assert ASSIGNS_INTERNALS.search(bad), bad
    for bad in ("s._deal(deck)", "from pantsdown.x import _helper", "from m import a, _b"):
        assert PRIVATE_CALL.search(bad), bad
    for good in ("s = make('x')", "assert s.hands[0] == c", "x.y == 3", "s.__class__()"):
        assert not ASSIGNS_INTERNALS.search(good) and not PRIVATE_CALL.search(good), good
