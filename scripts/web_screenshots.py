"""Screenshots of the browser client's table for one preset of each family, at phone
(375 px) and desktop (1280 px) width, into docs/screenshots/.

    python scripts/web_screenshots.py            # needs Debian's chromium and playwright

It starts `pantsdown serve` on a free port with a throwaway database and no bot delay,
makes a room per preset (you, a friend, two bots), plays a few moves from both pages
so that the table and the hand's log have something on them, and shoots the page of
the player who is to move.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "web"))

from e2e import ServerProcess, create_room, is_over, join_room, take_turn  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
GAMES = [("schwimmen", 4), ("paskahousu", 6), ("underwear", 10), ("zwanzig", 6)]
"""Each preset with the number of moves made from the pages before the screenshot."""
SIZES = {"phone": {"width": 375, "height": 812}, "desktop": {"width": 1280, "height": 800}}
GERMAN = "zwanzig"
"""This preset is also shot in German with German suits (``zwanzig-desktop-de.png``)."""


def shoot(browser: Any, base: str, game: str, moves: int, size: str, lang: str) -> Path:
    """One screenshot: a room of `game`, `moves` moves from the two pages, then the page
    of the player to move at `size`; `lang` set: that language with German suits.
    """
    viewport = SIZES[size]
    contexts = [browser.new_context(viewport=viewport, device_scale_factor=1) for _ in range(2)]
    if lang:
        for context in contexts:
            context.add_init_script(
                f"localStorage.setItem('pantsdown.lang', '{lang}');"
                "localStorage.setItem('pantsdown.suits', 'german');"
            )
    pages = [context.new_page() for context in contexts]
    link = create_room(pages[0], base, game, 4, {})
    join_room(pages[1], link, "Bob")
    made = 0
    while made < moves and not is_over(pages[0]):
        for page in pages:
            if made < moves and take_turn(page, 1):
                made += 1
        pages[0].wait_for_timeout(50)
    page = next((p for p in pages if p.locator("#moves button.move").count()), pages[0])
    page.wait_for_timeout(400)  # let the arrival animation finish
    path = OUT / f"{game}-{size}{'-' + lang if lang else ''}.png"
    page.screenshot(path=str(path), full_page=size == "phone")
    for context in contexts:
        context.close()
    return path


def shoot_lobby(browser: Any, base: str, size: str) -> Path:
    """The lobby with Hosenabe chosen and its house rules open."""
    context = browser.new_context(viewport=SIZES[size], device_scale_factor=1)
    page = context.new_page()
    page.goto(f"{base}/#/?game=hosenabe")
    page.wait_for_selector("#create-room")
    page.click("details.options summary")
    path = OUT / f"lobby-{size}.png"
    page.screenshot(path=str(path))
    context.close()
    return path


def main() -> int:
    """Start a server, shoot every preset at every size, stop the server."""
    OUT.mkdir(parents=True, exist_ok=True)
    shots = [(game, moves, size, "") for game, moves in GAMES for size in SIZES]
    shots.append((GERMAN, 6, "desktop", "de"))
    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(Path(tmp) / "rooms.sqlite3")
        server.start()
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path="/usr/bin/chromium", headless=True)
                for size in SIZES:
                    print(shoot_lobby(browser, server.url, size).relative_to(ROOT))
                for game, moves, size, lang in shots:
                    path = shoot(browser, server.url, game, moves, size, lang)
                    print(path.relative_to(ROOT))
                browser.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
