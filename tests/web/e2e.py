"""Helpers for the end-to-end browser tests: a real server in a subprocess, and a
player that drives the real client page."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


RACES = ("state/stale", "turn/not-yours", "seat/bot")
"""Refusals of a move made from a page the server had already moved past."""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class ServerProcess:
    """`pantsdown serve` on a free localhost port with its own SQLite file and no bot
    delay; restart() stops it and starts it again on the same port and database."""

    def __init__(self, database: Path) -> None:
        self.database = database
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = database.with_suffix(".log")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
        command = [
            sys.executable,
            "-m",
            "pantsdown",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
            "--database",
            str(self.database),
            "--bot-delay",
            "0",
        ]
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.log.read_text(errors='replace')}")
            try:
                with urllib.request.urlopen(self.url + "/api/games", timeout=2) as response:
                    if response.status == 200:
                        return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"server did not answer: {self.log.read_text(errors='replace')}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None

    def restart(self) -> None:
        self.stop()
        self.start()


def table_n(page: Any) -> str:
    """The state number the page shows ("" before the first state arrives)."""
    value = page.evaluate(
        "() => { const t = document.getElementById('table'); return t ? t.dataset.n : ''; }"
    )
    return str(value)


def wait_table(page: Any) -> None:
    page.wait_for_selector("#table[data-n]", timeout=15_000)


def is_over(page: Any) -> bool:
    return bool(page.evaluate("() => document.getElementById('table')?.dataset.over === '1'"))


def create_room(page: Any, base: str, game: str, players: int, options: dict[str, str]) -> str:
    """Make a room in the lobby: the creator in seat 0, a friend in seat 1, bots in the
    others; returns the invite link.  The page is left at the table."""
    page.goto(f"{base}/#/?game={game}&players={players}")
    page.fill("#name", "Ann")
    page.select_option("select[name=seat-1]", "human")
    for seat in range(2, players):
        page.select_option(f"select[name=seat-{seat}]", "bot")
    if options:
        page.click("details.options summary")
        for name, value in options.items():
            page.fill(f"#opt-{name}", value)
    page.click("#create-room")
    link = str(page.input_value("#invite-link"))
    page.click("#go-table")
    wait_table(page)
    return link


def join_room(page: Any, link: str, name: str) -> None:
    page.goto(link)
    page.fill("#join-name", name)
    page.click("#join-button")
    wait_table(page)


def take_turn(page: Any, style: int) -> bool:
    """Make one legal move on the page if it is the page's turn: by its number key,
    by clicking its button, or by clicking the cards it names; True if one was made."""
    moves = page.locator("#moves button.move")
    count = moves.count()
    if not count:
        return False
    before = table_n(page)
    first = moves.first
    action = str(first.get_attribute("data-action"))
    if style == 0:
        page.keyboard.press("1")
        if count >= 10:  # "1" could begin 10-19: Enter says it is 1
            page.keyboard.press("Enter")
    elif style == 2:
        # the cards the move names, in hand or on the table (31's swaps), one click each
        targets = page.evaluate(
            """(tokens) => tokens.map((tok) =>
                document.querySelector(`#hand button[data-card="${tok}"]`)
                    ? `#hand button[data-card="${tok}"]`
                    : document.querySelector(`[data-table-card="${tok}"]`)
                      ? `[data-table-card="${tok}"]` : null).filter(Boolean)""",
            action.split(),
        )
        for target in targets:
            if table_n(page) != before or page.locator("#table[data-pending='1']").count():
                break
            page.click(target)
        pending = page.locator("#table[data-pending='1']").count()
        if not pending and table_n(page) == before and page.locator("#moves button.move").count():
            page.locator("#moves button.move").first.click()
    else:
        first.click()
    page.wait_for_function(
        "(n) => { const t = document.getElementById('table');"
        " return (t && t.dataset.n !== n) || !document.getElementById('refusal')?.hidden; }",
        arg=before,
        timeout=15_000,
    )
    code, text = page.evaluate(
        "() => { const r = document.getElementById('refusal');"
        " return r && !r.hidden ? [r.dataset.code, r.innerText] : [null, null]; }"
    )
    if code in RACES:
        return False  # the table moved on (a bot took or gave back the seat): look again
    if code is not None:
        raise AssertionError(f"move {action!r} refused ({code}): {text}")
    return True


def play_to_end(pages: list[Any], *, max_moves: int = 2000, on_move: Any = None) -> int:
    """Play every human seat from its page (bots move on the server) until each page
    shows the match over; returns the number of moves made from the pages."""
    made = 0
    idle_since = time.monotonic()
    while not all(is_over(p) for p in pages):
        moved = False
        for page in pages:
            if take_turn(page, made % 3):
                made += 1
                moved = True
                idle_since = time.monotonic()
                if on_move is not None:
                    on_move(made)
        if made > max_moves:
            raise AssertionError(f"the match did not end within {max_moves} moves")
        if not moved:
            if time.monotonic() - idle_since > 20:
                raise AssertionError("no page had a move for 20 s and the match is not over")
            time.sleep(0.05)
    return made
