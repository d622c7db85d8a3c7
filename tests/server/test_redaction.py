"""No message of the server holds a card its receiver may not see.

Bot matches of every preset are played through the server's own path (the hub:
intents checked, logged, applied, every receiver sent its message).  Each
message is checked, at the moment it is made, against the full state: a seat's
message may name no card held in another seat's hand or in a hidden pile
(stock, widow) unless the state shows that card publicly or the engine's view
of that seat holds it (a card it was shown); a spectator's may name no card
held in any hand or hidden pile that is not public.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import pytest

import pantsdown
from pantsdown.core.fields import Seen
from pantsdown.core.protocol import State, to_jsonable
from pantsdown.server.config import ServerConfig
from pantsdown.server.messages import SPECTATOR
from pantsdown.server.rooms import Connection, Hub, Room
from pantsdown.server.store import SqliteStore, StoreRunner

MATCHES_PER_PRESET = 2
"""Bot matches per preset (each checks every message of every receiver) ..."""
MOVES_PER_MATCH = 100
"""... each played to its end or this many moves, whichever comes first (the long
trick-taking matches run to hundreds of hands; a few hands of each show every kind
of message, and the whole test stays within CI's budget)."""


def _strings(data: Any, out: set[str]) -> set[str]:
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for v in data.values():
            _strings(v, out)
    elif isinstance(data, list):
        for v in data:
            _strings(v, out)
    return out


def _cards_in(value: Any) -> set[str]:
    return _strings(to_jsonable(value), set())


def hidden_from(state: State[Any, Any, Any], seat: int) -> set[str]:
    """The cards ``seat`` may not see now: other seats' own cards and hidden piles,
    less every card a public field shows."""
    hidden: set[str] = set()
    public: set[str] = set()
    for name, spec in type(state).FIELDS.items():
        value = getattr(state, name)
        if spec.seen is Seen.OWN:
            for other, cards in enumerate(value):
                if other != seat:
                    hidden |= _cards_in(cards)
        elif spec.seen is Seen.HIDDEN:
            hidden |= _cards_in(value)
        elif spec.seen is Seen.PUBLIC:
            public |= _cards_in(value)
    all_cards = {str(c) for c in state.all_cards()}
    return (hidden - public) & all_cards


class CheckingHub(Hub):
    """A hub that checks every state message against the state it was made from."""

    checked = 0

    def _check(self, room: Room, conn: Connection, msg: dict[str, Any]) -> None:
        state = room.state
        seat = conn.seat
        secret = hidden_from(state, seat)
        if seat != SPECTATOR:  # what the engine's view gives this seat (a card it peeked at)
            secret -= _strings(room.json.view(state.view(seat)), set())
        current = [e for e in msg["events"] if True]
        # events of hands already over are checked when they were the current hand
        hand_events = current[-(len(state.events) - state.hand_start) :] if current else []
        body = {k: v for k, v in msg.items() if k != "events"}
        shown = _strings(json.loads(json.dumps(body)), set()) | _strings(hand_events, set())
        leaked = shown & secret
        assert not leaked, f"seat {seat} was sent {sorted(leaked)} in {state.variant}"
        if seat == SPECTATOR:
            assert msg["view"].get("hand", []) == []
        self.checked += 1

    def _broadcast(self, room: Room) -> None:
        before = {c: c.queue.qsize() for c in room.conns}
        super()._broadcast(room)
        for conn in room.conns:
            if conn.queue.qsize() > before[conn]:
                *_, last = conn.queue._queue  # type: ignore[attr-defined]
                self._check(room, conn, last)
            while not conn.queue.empty():  # nobody reads: keep the outbox short
                conn.queue.get_nowait()


async def _play(hub: CheckingHub, game: str, players: int, rng: random.Random) -> None:
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "medium"} for _ in range(players - 1)]
    room, token, _ = await hub.create(
        client="test", game=game, players=players, options={}, seats=seats, name="Ann"
    )
    for seat in range(players):  # every seat and a spectator listen
        room.conns.add(Connection(seat))
    room.conns.add(Connection(SPECTATOR))
    await hub.hand_to_bot(room.id, token, 0, "random")
    for _ in range(200_000):
        if room.state.is_terminal() or room.n >= MOVES_PER_MATCH:
            break
        await asyncio.sleep(0.001)
    assert room.state.is_terminal() or room.n >= MOVES_PER_MATCH, f"{game} stopped"
    if room.bot_task is not None:
        room.bot_task.cancel()


async def _run(game: str, players: int, seed: int) -> int:
    runner = StoreRunner(SqliteStore(":memory:"))
    hub = CheckingHub(runner, ServerConfig(bot_delay=0, max_rooms_per_client=1000))
    rng = random.Random(seed)
    try:
        for _ in range(MATCHES_PER_PRESET):
            await _play(hub, game, players, rng)
    finally:
        await hub.stop()
        runner.close()
    return hub.checked


def _presets() -> list[tuple[str, int]]:
    out = []
    for fam in pantsdown.core.registry.families():
        for var in fam.variants:
            out.append((var.name, var.default_players))
    return out


@pytest.mark.parametrize(("game", "players"), _presets())
def test_no_message_holds_a_card_its_receiver_may_not_see(game: str, players: int) -> None:
    checked = asyncio.run(_run(game, players, seed=len(game)))
    assert checked > MATCHES_PER_PRESET * (players + 1) * 10


def test_the_check_finds_a_leak() -> None:
    state = pantsdown.make("schwimmen", 3, seed=1)
    other = {str(c) for c in state.hands[1]}  # type: ignore[attr-defined]
    assert other <= hidden_from(state, 0)
    assert not other & hidden_from(state, 1)
