"""Bots think on worker threads: a bot that has not decided holds up no other room."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from typing import Any

from pantsdown.bots.base import Bot, RandomBot
from pantsdown.core.protocol import Action, View
from pantsdown.server.config import ServerConfig
from pantsdown.server.rooms import Hub, Room
from pantsdown.server.store import SqliteStore, StoreRunner


class StuckBot(Bot):
    """A bot that decides only once ``release`` is set."""

    def __init__(self, release: threading.Event) -> None:
        super().__init__(0)
        self.release = release
        self.inner = RandomBot(0)
        self.asked = threading.Event()

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        self.asked.set()
        self.release.wait()
        return self.inner.choose(view, legal_actions)


def test_a_bot_thinking_holds_up_no_other_room(monkeypatch: Any) -> None:
    release = threading.Event()
    stuck = StuckBot(release)
    original = Room.bot

    def bot(self: Room, seat: int, level: str) -> Bot:
        return stuck if level == "expert" else original(self, seat, level)

    monkeypatch.setattr(Room, "bot", bot)

    async def run() -> None:
        runner = StoreRunner(SqliteStore(":memory:"))
        hub = Hub(runner, ServerConfig(bot_delay=0))
        try:
            slow, token, _ = await hub.create(
                client="a",
                game="schwimmen",
                players=2,
                options={},
                name="Ann",
                seats=[{"kind": "human"}, {"kind": "human"}],
            )
            await hub.hand_to_bot(slow.id, token, 0, "expert")
            await hub.hand_to_bot(slow.id, token, 1, "expert")
            await hub.connect(slow, None)  # someone watches: bots rest in an empty room
            await asyncio.get_running_loop().run_in_executor(None, stuck.asked.wait)
            stuck_at = slow.n
            fast, _, _ = await hub.create(
                client="b",
                game="schwimmen",
                players=2,
                options={},
                name="Bea",
                seats=[{"kind": "human"}, {"kind": "human"}],
            )
            for _ in range(6):  # a whole run of moves in the other room
                seat = fast.state.current_player()
                action = str(fast.state.legal_actions()[0])
                await hub.act(fast, seat, fast.n, action)
            assert fast.n == 6 and slow.n == stuck_at  # the stuck bot held up only its room
            release.set()
            for _ in range(1000):
                if slow.n > stuck_at:
                    break
                await asyncio.sleep(0.01)
            assert slow.n > stuck_at
        finally:
            release.set()
            await hub.stop()
            runner.close()

    asyncio.run(run())
