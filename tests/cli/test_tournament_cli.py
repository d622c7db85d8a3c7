"""`pantsdown tournament`: the table, the files, and bad arguments that change nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pantsdown.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_small_tournament_prints_the_standings_and_writes_three_files(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    out_dir = tmp_path / "results"
    code, out, err = run(
        capsys,
        "tournament",
        "paskahousu",
        "--bot",
        "heuristic,random",
        "--matches",
        "3",
        "--workers",
        "2",
        "--out",
        str(out_dir),
    )
    assert (code, err) == (0, "")
    assert "paskahousu, 4 players: 6 matches on 3 deals" in out
    assert "heuristic scored" in out and "more per match than random" in out
    assert "games" in out and "6/6" in out
    assert max(len(line) for line in out.splitlines() if not line.startswith("wrote ")) <= 80
    assert sorted(p.name for p in out_dir.iterdir()) == [
        "standings.csv",
        "standings.png",
        "tournament.json",
    ]
    data = json.loads((out_dir / "tournament.json").read_text(encoding="utf-8"))
    assert data["bots"] == ["heuristic", "random"] and len(data["games"]) == 6


def test_the_hand_unit_is_chosen_by_a_flag(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    code, out, _ = run(
        capsys, "tournament", "zwanzig", "--unit", "hand", "--matches", "3", "--workers", "1"
    )
    assert code == 0
    assert "6 hands on 3 deals" in out and "score per hand" in out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_a_match_that_does_not_end_is_an_error_with_exit_1(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import pantsdown.tournament as tournament

    real = tournament.run_tournament

    def bounded(*args: object, **kwargs: object) -> object:
        return real(*args, max_decisions=2, **kwargs)

    monkeypatch.setattr("pantsdown.cli.tournament.run_tournament", bounded)
    code, out, _ = run(capsys, "tournament", "schwimmen", "--matches", "1", "--workers", "1")
    assert code == 1
    said = " ".join(out.split())  # the error line wraps at the terminal's width
    assert "error: deal 0, lineup 0" in said and "did not end within 2 decisions" in said


@pytest.mark.parametrize(
    ("argv", "quoted"),
    [
        (["schwimmmen"], "'schwimmmen'"),
        (["schwimmen", "--bot", "heuristic,grandmaster"], "'grandmaster'"),
        (["schwimmen", "--matches", "0"], "--matches 0"),
        (["schwimmen", "--workers", "none"], "'none'"),
        (["schwimmen", "--workers", "0"], "'0'"),
        (["schwimmen", "--unit", "trick"], "'trick'"),
        (["schwimmen", "--option", "chips"], "'chips'"),
        (["schwimmen", "--players", "12"], "not 12"),
    ],
)
def test_bad_arguments_exit_2_with_one_quoted_line_and_write_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], quoted: str
) -> None:
    out_dir = tmp_path / "results"
    code, out, err = run(capsys, "tournament", *argv, "--out", str(out_dir))
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and quoted in err
    assert not out_dir.exists()


def test_an_out_folder_that_cannot_be_written_is_refused_before_playing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n", encoding="utf-8")
    for target in (blocker, blocker / "results"):
        code, out, err = run(capsys, "tournament", "paskahousu", "--out", str(target))
        assert code == 2 and out == ""
        assert len(err.strip().splitlines()) == 1 and repr(str(target)) in err
    assert blocker.read_text(encoding="utf-8") == "not a folder\n"


def test_results_that_cannot_be_written_after_the_games_exit_1_in_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pantsdown.tournament import TournamentResult

    def full_disk(self: TournamentResult, folder: object) -> list[Path]:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(TournamentResult, "write", full_disk)
    code, out, _ = run(
        capsys,
        "tournament",
        "paskahousu",
        "--matches",
        "1",
        "--workers",
        "1",
        "--out",
        str(tmp_path),
    )
    assert code == 1
    assert "error: cannot write the results into" in " ".join(out.split())
    assert "No space left on device" in " ".join(out.split())
