"""Rooms everyone left: their bots rest, and after an idle time they leave memory
(the store keeps them; opening the room loads it again), never half-way through
someone joining.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

from tests.server.conftest import new_room, wait_state

from pantsdown.server.config import ServerConfig
from pantsdown.server.rooms import Connection, Hub, Room
from pantsdown.server.store import RoomRow, SqliteStore, StoreRunner

FAR = 10**9
"""A ``now`` for :meth:`Hub.drop_idle` after any idle time."""


def with_hub(test: Callable[[Hub], Awaitable[None]], **config: Any) -> None:
    """Run ``test`` on a hub over an in-memory SQLite store (bots move at once; idle
    rooms are dropped only when the test calls ``drop_idle``).
    """

    async def run() -> None:
        runner = StoreRunner(SqliteStore(":memory:"))
        hub = Hub(runner, ServerConfig(bot_delay=0, room_idle_seconds=60, **config))
        await hub.start()
        try:
            await test(hub)
        finally:
            await hub.stop()
            runner.close()

    asyncio.run(run())


async def make_room(hub: Hub, seats: list[dict[str, Any]] | None = None) -> tuple[Room, str]:
    seats = seats or [{"kind": "human"}] + [{"kind": "bot", "level": "random"}] * 3
    room, token, _ = await hub.create(
        client="a", game="schwimmen", players=len(seats), options={}, seats=seats, name="Ann"
    )
    return room, token


async def enter(hub: Hub, room_id: str, token: str | None) -> tuple[Room, Connection]:
    """What the websocket does: hold the room and connect to it."""
    async with hub.holding(room_id, keep=True) as room:
        return room, await hub.connect(room, token)


async def settle() -> None:
    """Let every bot that may move do so (they move at once and think on a thread)."""
    for _ in range(20):
        await asyncio.sleep(0.01)


async def play_own_turns(hub: Hub, room: Room, seat: int, turns: int) -> None:
    """Play ``turns`` of ``seat``'s turns with its first legal action, bots between."""
    for _ in range(turns):
        for _ in range(500):
            if room.state.current_player() == seat or room.state.is_terminal():
                break
            await asyncio.sleep(0.01)
        if room.state.is_terminal():
            return
        await hub.act(room, seat, room.n, str(room.state.legal_actions()[0]))


def test_bots_rest_while_nobody_is_connected_and_go_on_when_someone_is() -> None:
    async def test(hub: Hub) -> None:
        seats = [{"kind": "human"}, {"kind": "human"}]
        room, token = await make_room(hub, seats)
        await hub.hand_to_bot(room.id, token, 0, "random")
        await hub.hand_to_bot(room.id, token, 1, "random")
        await settle()
        assert room.n == 0  # a bots-only room nobody watches does not play
        _, watcher = await enter(hub, room.id, None)
        await settle()
        moved = room.n
        assert moved > 0
        await hub.disconnect(room, watcher)
        await settle()
        assert room.n == moved or room.state.is_terminal()  # at most the move under way

    with_hub(test)


def test_a_room_everyone_left_is_dropped_after_the_idle_time_and_loaded_again() -> None:
    async def test(hub: Hub) -> None:
        room, token = await make_room(hub)
        _, conn = await enter(hub, room.id, token)
        await play_own_turns(hub, room, 0, 3)
        await hub.disconnect(room, conn)
        await settle()
        if room.bot_task is not None:
            await room.bot_task  # a bot's move under way when the last one left ends first
        n, view = room.n, room.state.view(0).to_dict()
        left = room.idle_since
        assert await hub.drop_idle(now=left + 59) == []  # not idle long enough
        assert hub.rooms[room.id] is room
        assert await hub.drop_idle(now=left + 60) == [room.id]
        assert room.id not in hub.rooms
        back, conn = await enter(hub, room.id, token)  # the invite link opens it again
        assert back is not room and hub.rooms[room.id] is back
        assert back.n == n and back.state.view(0).to_dict() == view  # the same match
        first = conn.outbox.popleft()
        assert first is not None and first["full"] and first["n"] == n and first["seat"] == 0
        await play_own_turns(hub, back, 0, 2)
        assert back.n > n

    with_hub(test)


def test_a_connected_held_or_busy_room_is_never_dropped() -> None:
    async def test(hub: Hub) -> None:
        room, token = await make_room(hub)
        _, conn = await enter(hub, room.id, token)
        assert await hub.drop_idle(now=FAR) == []  # someone is connected
        await hub.disconnect(room, conn)
        await settle()
        async with hub.holding(room.id) as held:  # e.g. a join under way
            assert await hub.drop_idle(now=FAR) == []
            async with held.lock:  # e.g. an action being stored
                held.holders -= 1
                assert await hub.drop_idle(now=FAR) == []
                held.holders += 1
        assert await hub.drop_idle(now=FAR) == [room.id]

    with_hub(test)


def test_a_room_being_loaded_and_joined_is_not_dropped_half_way() -> None:
    """The race: a room is dropped; two clients open it while the store is slow to load
    it, and the idle sweep runs meanwhile.  Both get the one live room and stay in it.
    """

    async def test(hub: Hub) -> None:
        room, token = await make_room(hub)
        assert await hub.drop_idle(now=FAR) == [room.id]
        gate = threading.Event()
        load = hub.store.load_room

        def slow_load(room_id: str) -> RoomRow | None:
            gate.wait(10)
            return load(room_id)

        hub.store.load_room = slow_load  # type: ignore[method-assign]
        player = asyncio.create_task(enter(hub, room.id, token))
        await asyncio.sleep(0.05)  # the player's load waits on the store
        sweep = asyncio.create_task(hub.drop_idle(now=FAR))
        watcher = asyncio.create_task(enter(hub, room.id, None))
        await asyncio.sleep(0.05)
        assert not sweep.done() and not watcher.done()  # both wait for the load
        gate.set()
        (mine, conn), dropped, (theirs, _) = await asyncio.gather(player, sweep, watcher)
        assert dropped == []
        assert mine is theirs is hub.rooms[room.id] and conn in mine.conns
        assert await hub.drop_idle(now=FAR) == []  # two connections hold it

    with_hub(test)


def test_the_server_drops_idle_rooms_by_itself_and_the_link_still_works(
    app_client: Any,
) -> None:
    client = app_client(room_idle_seconds=0.2)
    made = new_room(client)
    room, path = made["room"], f"/ws/{made['room']}?token={made['token']}"
    with client.websocket_connect(path) as ws:
        msg = wait_state(ws, lambda m: bool(m["legal"]))
        ws.send_json({"type": "act", "n": msg["n"], "action": msg["legal"][0]["text"]})
        played = wait_state(ws, lambda m: m["n"] > msg["n"])
    hub = client.app.state.hub
    deadline = time.monotonic() + 10
    while room in hub.rooms and time.monotonic() < deadline:
        time.sleep(0.05)
    assert room not in hub.rooms
    assert client.get(f"/api/rooms/{room}").json()["n"] >= played["n"]  # read from the store
    with client.websocket_connect(path) as ws:
        first = wait_state(ws, lambda m: True)
        assert first["full"] and first["seat"] == 0 and first["n"] >= played["n"]
        resumed = first if first["legal"] else wait_state(ws, lambda m: bool(m["legal"]))
        ws.send_json({"type": "act", "n": resumed["n"], "action": resumed["legal"][0]["text"]})
        wait_state(ws, lambda m: m["n"] > resumed["n"])
