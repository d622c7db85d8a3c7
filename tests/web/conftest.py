"""Fixtures for the browser tests: Debian's headless chromium through Playwright.

The tests are skipped, with the reason, where chromium or Playwright is missing
(`.ci/run` installs both)."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
STATIC = Path(__file__).resolve().parents[2] / "src" / "pantsdown" / "server" / "static"


def _playwright() -> Any:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("playwright is not installed (pip install -e '.[test]')")
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium (.ci/run installs it)")
    return sync_playwright


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless chromium for the whole session."""
    sync_playwright = _playwright()
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def static_url() -> Iterator[str]:
    """The client's static files served alone at /static/ (no game server), for tests of
    its scripts."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:
            """Quiet: no line per request."""

    handler = functools.partial(Handler, directory=str(STATIC.parent))

    class Quiet(http.server.ThreadingHTTPServer):
        daemon_threads = True

    server = Quiet(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
