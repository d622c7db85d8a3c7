"""Log lines in the terminal: a long line wraps with a hanging indent, nothing lost."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from pantsdown.cli.play import LOG_INDENT, wrap_log_line


def console(width: int) -> Console:
    return Console(width=width, file=io.StringIO(), color_system=None)


def test_a_short_log_line_is_one_indented_line() -> None:
    lines = wrap_log_line(Text("seat 1 (bot) passed"), console(80))
    assert [line.plain for line in lines] == ["  seat 1 (bot) passed"]


def test_a_long_log_line_keeps_its_indent_when_wrapped() -> None:
    """A bot's reason or the showdown line wrapped at 80 columns: every wrapped part is
    indented past the line's own start, none is wider than the terminal, no word is lost.
    """
    words = [f"word{i}" for i in range(40)]
    line = Text("seat 0 (bot) swapped 8♦ for 9♣  (" + " ".join(words) + ")")
    lines = [part.plain for part in wrap_log_line(line, console(80))]
    assert len(lines) > 1
    assert lines[0].startswith(" " * LOG_INDENT + "seat 0")
    assert all(
        part.startswith(" " * (LOG_INDENT + 2)) and part[LOG_INDENT + 2] != " "
        for part in lines[1:]
    )
    assert all(len(part) <= 80 and part == part.rstrip() for part in lines)
    assert " ".join(part.strip() for part in lines).split() == line.plain.split()


def test_a_long_log_line_keeps_its_styles_when_wrapped() -> None:
    line = Text("x " * 60)
    line.stylize("bold", 100, 110)
    lines = wrap_log_line(line, console(40))
    assert any(span.style == "bold" for part in lines[1:] for span in part.spans)
