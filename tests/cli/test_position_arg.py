"""`pantsdown play GAME --position ...`: a match set up from the position notation."""

from __future__ import annotations

from pathlib import Path

import pytest

from pantsdown.cli.main import main
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import make


def test_play_starts_from_a_position_and_records_it(capsys, tmp_path: Path) -> None:
    start = make("paskahousu", 3, seed=5)
    start.apply(start.legal_actions()[0])
    text = start.to_position()
    record = tmp_path / "m.json"
    one_line = text.replace("\n", ";")
    args = ["--seats", "bot,bot,bot", "--seed", "2", "--no-color", "--record", str(record)]
    code = main(["play", "paskahousu", "--position", one_line, *args])
    assert code == 0, capsys.readouterr().err
    saved = Record.load(record)
    assert saved.position == text
    assert replay(saved).is_terminal()


def test_a_position_is_read_from_a_file_with_at(capsys, tmp_path: Path) -> None:
    path = tmp_path / "pos.txt"
    path.write_text(make("paskahousu", 4, seed=9).to_position(), encoding="utf-8")
    code = main(["play", "paskahousu", "--position", f"@{path}", "--seats", "bot,bot,bot,bot"])
    assert code == 0, capsys.readouterr().err


@pytest.mark.parametrize(
    ("position", "quoted"),
    [
        ("game: paskahousu 3;phase: nonsense", "position"),
        ("game: schwimmen 4", "position"),
        ("phase: play", "game:"),
    ],
)
def test_a_bad_position_is_refused_in_one_line(capsys, position: str, quoted: str) -> None:
    code = main(["play", "paskahousu", "--position", position, "--seats", "bot,bot,bot"])
    _, err = capsys.readouterr()
    assert code == 2
    assert quoted in err and len(err.strip().splitlines()) == 1
