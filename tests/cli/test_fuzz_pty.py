"""Fuzzing the real CLI in a pseudo-terminal: random keystrokes at the prompt and random
arguments, for a preset of every family.  No traceback ever; a refused entry changes
nothing (the record saved when the person leaves holds only accepted actions, and
replays)."""

from __future__ import annotations

import io
import os
import random
import string
import sys
from pathlib import Path

import pexpect
import pytest

from pantsdown.core.records import Record, replay
from pantsdown.core.registry import families

SRC = str(Path(__file__).resolve().parents[2] / "src")
PRESETS = [fam.variants[0].name for fam in families()]
ODD = ["²", "⑤", "٣", "\t", "ß", "🂡", "swap", "play", "9" * 400, "-1", "0", "?", "t", "", " "]


def spawn(*argv: str) -> pexpect.spawn:
    env = dict(os.environ, PYTHONPATH=SRC, TERM="xterm", COLUMNS="80", LINES="40")
    return pexpect.spawn(
        sys.executable,
        ["-m", "pantsdown", *argv],
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 80),
        env=env,
    )


def junk(rng: random.Random) -> str:
    if rng.random() < 0.4:
        return rng.choice(ODD)
    alphabet = string.printable.strip() + "äöü♠♥"
    return "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 30)))


@pytest.mark.parametrize("preset", PRESETS)
def test_random_keystrokes_never_crash_and_change_nothing(preset: str, tmp_path: Path) -> None:
    rng = random.Random(preset)
    path = tmp_path / "m.json"
    child = spawn("play", preset, "--seed", "5", "--no-color", "--record", str(path))
    log = io.StringIO()
    child.logfile_read = log
    for _ in range(25):
        child.expect([r"> $", r"> \x1b\[0m$", "Press Enter"])
        child.sendline(junk(rng))
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    output = log.getvalue()
    assert "Traceback" not in output
    assert "not played" in output  # the junk reached the prompt and was refused
    assert child.exitstatus == 0
    record = Record.load(path)
    replay(record)  # every recorded action was legal


@pytest.mark.parametrize("seed", range(12))
def test_random_arguments_get_one_line_or_a_match(seed: int, tmp_path: Path) -> None:
    rng = random.Random(seed)
    words = [
        "--players", str(rng.randrange(-3, 12)), "--seats", "you,bot,xx", "--option",
        "nonsense=1", "--option", "starting_chips=abc", "--deck", "Zz Ah", "--seed", "x",
        "--position", "game: nowhere 4", "--bot", "genius", "--suits", "german",
        "--delay", "-1", "--record", str(tmp_path),
    ]  # fmt: skip
    argv = ["play", rng.choice([*PRESETS, "nope", "41"])]
    for _ in range(rng.randrange(1, 5)):
        i = rng.randrange(0, len(words) - 1, 2)
        argv += words[i : i + 2]
    child = spawn(*argv)
    child.expect([pexpect.EOF, r"> $", "Press Enter"], timeout=30)
    if child.isalive():
        child.sendline("q")
        child.expect(pexpect.EOF)
    child.close()
    text = (child.before or "") + (child.after if isinstance(child.after, str) else "")
    assert "Traceback" not in text, argv
    assert child.exitstatus in (0, 2), (argv, text[-300:])
