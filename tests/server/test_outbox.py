"""A connection's outbox: one task sends it at a time, so messages keep their order,
whichever task (the connection's writer, or the one that read its intent) sends."""

from __future__ import annotations

import asyncio
from typing import Any

import orjson

from pantsdown.server.app import _flush
from pantsdown.server.config import ServerConfig
from pantsdown.server.rooms import Connection, Hub
from pantsdown.server.store import SqliteStore, StoreRunner


class SlowSocket:
    """A websocket whose every send waits for a turn of the event loop."""

    def __init__(self) -> None:
        self.sent: list[int] = []
        self.closed = False

    async def send_text(self, text: str) -> None:
        await asyncio.sleep(0)
        self.sent.append(int(orjson.loads(text)["n"]))

    async def close(self) -> None:
        self.closed = True


def state(n: int) -> dict[str, Any]:
    return {"type": "state", "n": n}


def test_a_second_sender_leaves_the_outbox_to_the_first_and_order_holds() -> None:
    async def run() -> None:
        hub = Hub(StoreRunner(SqliteStore(":memory:")), ServerConfig())
        ws, conn = SlowSocket(), Connection(0)
        conn.push(state(1))
        first = asyncio.create_task(_flush(ws, conn, hub))  # type: ignore[arg-type]
        await asyncio.sleep(0)  # the first sender is in the middle of message 1
        assert conn.sending
        conn.push(state(2))
        conn.push(state(3))
        assert await _flush(ws, conn, hub) is True  # type: ignore[arg-type]
        assert ws.sent == []  # the second sender sent nothing itself
        assert await first is True
        assert ws.sent == [1, 2, 3] and not conn.outbox and not conn.sending
        conn.push(state(4))
        conn.push(None)
        conn.push(state(5))
        assert await _flush(ws, conn, hub) is False  # type: ignore[arg-type]
        assert ws.sent == [1, 2, 3, 4] and ws.closed  # nothing after the close
        hub.bot_pool.shutdown(wait=False)

    asyncio.run(run())
