"""Hot seat in a real (pseudo-)terminal: the screen is cleared before the next person's
turn is announced, so nobody sees the previous person's hand."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect

SRC = str(Path(__file__).resolve().parents[2] / "src")
CLEAR = "\x1b[2J"


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


def test_the_hand_is_cleared_before_the_next_person_is_called() -> None:
    child = spawn("play", "paskahousu", "--seats", "you,you,bot", "--seed", "3", "--no-color")
    child.expect("seat 0: your turn. Press Enter.")
    child.sendline("")
    child.expect("Seat 0: hand")  # seat 0 sees its own hand ...
    child.expect(" 1 play")
    child.sendline("1")
    child.expect("seat 1: your turn. Press Enter.")
    between = child.before
    # ... and the screen is wiped after it, before seat 1 is called to the terminal
    assert CLEAR in between
    assert "Seat 0: hand" not in between.rsplit(CLEAR, 1)[1]
    child.sendline("")
    child.expect("Seat 1: hand")
    child.expect(" 1 ")
    child.sendline("q")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
