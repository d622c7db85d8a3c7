"""No message of the server holds a card its receiver may not see.

Seeded random matches of every preset, at its smallest and largest table (the
last seat a random bot), are played through the server's own path
(``leakcheck``: the hub, intents checked, stored, applied, every seat and a
spectator sent its message), and every message is checked against the full
state when it is made.
``scripts/check_leaks.py`` plays thousands of them.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.server import leakcheck

import pantsdown
from pantsdown.server import rooms

MATCHES = 1
"""Seeded matches per preset and table size (each checks every message of every receiver) ..."""
MOVES = 100
"""... each played to its end or this many moves, whichever comes first (the long
trick-taking matches run to hundreds of hands; a few hands of each show every kind
of message, and the whole test stays within a minute)."""

CASES = leakcheck.presets()


@pytest.mark.parametrize(("game", "players"), CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_no_message_holds_a_card_its_receiver_may_not_see(game: str, players: int) -> None:
    checked = leakcheck.check([(game, players)], MATCHES, MOVES, seed=len(game))
    assert checked >= MATCHES * (players + 1) * 10


def test_the_check_finds_a_leak() -> None:
    state = pantsdown.make("schwimmen", 3, seed=1)
    other = {str(c) for c in state.hands[1]}  # type: ignore[attr-defined]
    assert other <= leakcheck.hidden_from(state, 0)
    assert not other & leakcheck.hidden_from(state, 1)


def test_the_check_fails_a_server_that_leaks(monkeypatch: pytest.MonkeyPatch) -> None:
    made = rooms.state_message

    def leaky(state: Any, seat: int, *args: Any, **kwargs: Any) -> dict[str, Any]:
        msg = made(state, seat, *args, **kwargs)
        msg["peek"] = [str(c) for c in state.hands[(seat + 1) % state.num_players]]
        return msg

    monkeypatch.setattr(rooms, "state_message", leaky)
    with pytest.raises(AssertionError, match=r"seat -?\d was sent \["):
        leakcheck.check([("schwimmen", 3)], 1, 5)
