"""Nothing a user did is lost: `--record` is checked before play, never overwrites a
file unasked, and is written atomically; `replay` refuses what is not a record."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from pantsdown.cli.main import main
from pantsdown.core.records import Record


def bots(path: Path, *extra: str) -> list[str]:
    return ["play", "tiny", "--seats", "bot,bot,bot", "--seed", "3", "--record", str(path), *extra]


def test_record_to_a_missing_directory_is_refused_before_play(tiny, capsys, tmp_path) -> None:
    code = main(bots(tmp_path / "nowhere" / "m.json"))
    out, err = capsys.readouterr()
    assert code == 2 and "does not exist" in err and "nowhere" in err
    assert len(err.strip().splitlines()) == 1
    assert "Hand 1" not in out and "seat" not in out


def test_record_to_a_directory_is_refused(tiny, capsys, tmp_path) -> None:
    code = main(bots(tmp_path))
    assert code == 2 and "is a directory" in capsys.readouterr().err


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write in any directory")
def test_record_to_an_unwritable_directory_is_refused(tiny, capsys, tmp_path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    code = main(bots(locked / "m.json"))
    assert code == 2 and "cannot write" in capsys.readouterr().err


def test_record_onto_an_existing_file_is_refused_and_the_file_kept(tiny, capsys, tmp_path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n", encoding="utf-8")
    code = main(bots(notes))
    err = capsys.readouterr().err
    assert code == 2 and "--force" in err and "exists" in err
    assert notes.read_text(encoding="utf-8") == "my notes\n"


def test_force_replaces_an_existing_record(tiny, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    path.write_text("old", encoding="utf-8")
    assert main(bots(path, "--force")) == 0
    assert Record.load(path).result["finished"] is True


def test_a_failed_save_leaves_the_old_record_whole(tmp_path, monkeypatch) -> None:
    path = tmp_path / "m.json"
    path.write_text('{"old": true}', encoding="utf-8")
    record = Record(game="tiny", variant="tiny", players=["a", "b"])

    def broken(*args: object, **kwargs: object) -> str:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Record, "to_json", broken)
    with pytest.raises(OSError):
        record.save(path)
    assert path.read_text(encoding="utf-8") == '{"old": true}'
    assert [p.name for p in tmp_path.iterdir()] == ["m.json"], "a temporary file was left"


@pytest.mark.parametrize(
    "content",
    [bytes(range(256)), '{"game": "tiny"}'.encode("utf-16")],
    ids=["binary", "utf-16"],
)
def test_replay_of_a_file_that_is_not_utf8_is_refused(capsys, tmp_path, content) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(content)
    code = main(["replay", str(path)])
    err = capsys.readouterr().err
    assert code == 1 and "not UTF-8 text" in err and "Traceback" not in err


def test_a_record_whose_stored_result_differs_fails_naming_it(tiny, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    assert main(bots(path)) == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    data["result"]["standings"][0]["score"] = 99
    path.write_text(json.dumps(data), encoding="utf-8")
    capsys.readouterr()
    for extra in ([], ["--json"]):
        code = main(["replay", str(path), *extra])
        err = capsys.readouterr().err
        assert code == 1
        assert "differs" in err and "seat 0" in err and "'score': 99" in err


HUMAN = ["play", "tiny", "--players", "2", "--bot", "random", "--seed", "1"]


def test_resume_goes_on_with_an_unfinished_match(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("swap Kh", "q")
    assert main([*HUMAN, "--deck", "Ah Kh Qs Js", "--record", str(path)]) == 0
    first = Record.load(path)
    assert first.result["finished"] is False and first.actions[0] == "swap Kh"
    capsys.readouterr()
    feed(*["keep"] * 40)
    assert main(["play", "--resume", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Match over" in out
    done = Record.load(path)
    assert done.result["finished"] is True
    assert done.actions[: len(first.actions)] == first.actions
    assert done.players == first.players


def test_resume_of_a_finished_match_is_refused(tiny, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    assert main(bots(path)) == 0
    capsys.readouterr()
    assert main(["play", "--resume", str(path)]) == 2
    assert "that match is over" in capsys.readouterr().err


def test_resume_keeps_its_own_options(tiny, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    assert main(["play", "--resume", str(path), "--players", "3"]) == 2
    assert "--resume and --players" in capsys.readouterr().err


def test_play_without_a_game_says_what_to_name(capsys) -> None:
    assert main(["play"]) == 2
    assert "name a game" in capsys.readouterr().err


def test_replay_step_shows_each_move_from_the_chosen_seat(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    assert main(bots(path)) == 0
    record = Record.load(path)
    capsys.readouterr()
    feed(*[""] * len(record.actions))
    assert main(["replay", str(path), "--step", "--seat", "1", "--no-color"]) == 0
    out = capsys.readouterr().out
    assert out.count("— move ") == len(record.actions)
    assert f"— move 1: {record.actions[0]}" in out


def test_replay_step_q_stops_and_open_shows_every_hand(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    assert main(bots(path)) == 0
    capsys.readouterr()
    feed("", "q")
    assert main(["replay", str(path), "--step", "--open", "--no-color"]) == 0
    out = capsys.readouterr().out
    assert out.count("— move ") == 2
    assert re.search(r"seat 2 \(\w+\) holds", out)


def test_replay_step_refuses_a_seat_the_match_does_not_have(tiny, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    assert main(bots(path)) == 0
    capsys.readouterr()
    assert main(["replay", str(path), "--step", "--seat", "7"]) == 2
    assert "--seat 7" in capsys.readouterr().err
