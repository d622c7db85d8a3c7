"""Difficulty levels in ``--bot`` and ``--seats``, and ``--hints`` at the person's turn."""

from __future__ import annotations

import pytest

from pantsdown.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_levels_sit_in_seats_by_name(feed, capsys) -> None:
    """``--seats you,expert,hard,easy`` seats the levels, named at the table."""
    feed("q")
    code, out, _ = run(
        capsys, "--no-color", "play", "schwimmen", "--seats", "you,expert,hard,easy", "--seed", "3"
    )
    assert code == 0
    assert "seat 1 (expert)" in out and "seat 2 (hard)" in out and "seat 3 (easy)" in out


def test_a_level_is_a_bot_kind_for_the_other_seats(feed, capsys) -> None:
    """``--bot medium`` puts the medium level in every seat but the person's."""
    feed("q")
    code, out, _ = run(
        capsys, "--no-color", "play", "schwimmen", "-n", "3", "--bot", "medium", "--seed", "3"
    )
    assert code == 0
    assert "seat 1 (medium)" in out and "seat 2 (medium)" in out


def test_an_unknown_level_is_refused_quoting_it(capsys) -> None:
    """A seat word that is no kind nor level is refused with the words that work."""
    code, _, err = run(capsys, "play", "schwimmen", "--seats", "you,grandmaster")
    assert code == 2
    assert "'grandmaster' is not a seat kind" in err and "expert" in err


def test_hints_rank_every_legal_action_from_the_persons_view(feed, capsys) -> None:
    """``--hints`` lists the expert's estimate of each legal action, numbered as offered."""
    feed("q")
    code, out, _ = run(
        capsys, "--no-color", "play", "schwimmen", "-n", "3", "--seed", "3", "--hints"
    )
    assert code == 0
    assert "Hints (expert bot, " in out
    hints = out.split("Hints (expert bot, ")[1].split("seat 0 (you) >")[0]
    rows = [line.split() for line in hints.splitlines()[1:] if line.strip()]
    values = [float(row[0]) for row in rows if row[0][0] in "+-"]
    assert values and all(-1.0 <= v <= 1.0 for v in values)
    assert all(len(line) <= 80 for line in out.splitlines())
