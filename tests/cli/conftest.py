"""Fixtures of the CLI tests: the tiny test-only game, and what the person types."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from cli_fake_game import TINY

from pantsdown.core import registry
from pantsdown.core.protocol import GameFamily


@pytest.fixture
def tiny(monkeypatch: pytest.MonkeyPatch) -> Iterator[GameFamily]:
    """Register the tiny family next to the real ones for one test."""
    real = registry.families()
    monkeypatch.setattr(registry, "families", lambda: (*real, TINY))
    registry._index.cache_clear()
    yield TINY
    registry._index.cache_clear()


@pytest.fixture
def feed(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """``feed("1", "keep")``: what the person at the terminal will type (then EOF)."""

    def _feed(*lines: str) -> None:
        monkeypatch.setattr("sys.stdin", io.StringIO("".join(line + "\n" for line in lines)))

    return _feed
