"""Bots think on worker threads: a bot that has not decided holds up no other room,
and the event loop never runs a bot's thinking, a quick level's neither."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from typing import Any

import pytest

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


class ThreadNoting(RandomBot):
    """A random bot that notes the thread each decision ran on."""

    def __init__(self) -> None:
        super().__init__(0)
        self.threads: list[threading.Thread] = []

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        self.threads.append(threading.current_thread())
        return super().choose(view, legal_actions)


@pytest.mark.parametrize("level", ["random", "medium", "easy", "hard"])
def test_every_level_thinks_on_a_worker_thread(monkeypatch: Any, level: str) -> None:
    noting = ThreadNoting()
    monkeypatch.setattr(Room, "bot", lambda self, seat, lv: noting)

    async def run() -> None:
        runner = StoreRunner(SqliteStore(":memory:"))
        hub = Hub(runner, ServerConfig(bot_delay=0))
        try:
            room, _, _ = await hub.create(
                client="a",
                game="schwimmen",
                players=2,
                options={},
                name="Ann",
                seats=[{"kind": "human"}, {"kind": "bot", "level": level}],
            )
            await hub.connect(room, None)
            for _ in range(1000):  # the human seat's turn comes once the bot has moved
                seat = room.state.current_player()
                if room.n >= 4 or room.state.is_terminal():
                    break
                if seat == 0:
                    await hub.act(room, 0, room.n, str(room.state.legal_actions()[0]))
                await asyncio.sleep(0.01)
            assert noting.threads, "the bot never moved"
            loop_thread = threading.current_thread()
            assert all(t is not loop_thread for t in noting.threads), noting.threads
        finally:
            await hub.stop()
            runner.close()

    asyncio.run(run())


def test_bots_wait_a_varied_time_around_the_delay(monkeypatch: Any) -> None:
    """A bot's pause before it moves is ``bot_delay`` give or take ``bot_delay_spread``
    of it: a pace people can follow that varies as a player's does, and the bots of
    rooms made together do not all move in the same instant."""
    waits: list[float] = []
    sleep = asyncio.sleep

    async def noting_sleep(seconds: float, result: Any = None) -> Any:
        if seconds >= 0.1:  # the bots' waits; the test's own polls are shorter
            waits.append(seconds)
            seconds = 0
        return await sleep(seconds, result)

    monkeypatch.setattr(asyncio, "sleep", noting_sleep)

    async def run() -> None:
        runner = StoreRunner(SqliteStore(":memory:"))
        hub = Hub(runner, ServerConfig(bot_delay=0.6, bot_delay_spread=0.25))
        try:
            room, token, _ = await hub.create(
                client="a",
                game="schwimmen",
                players=2,
                options={},
                name="Ann",
                seats=[{"kind": "human"}, {"kind": "bot", "level": "random"}],
            )
            await hub.hand_to_bot(room.id, token, 0, "random")
            await hub.connect(room, None)  # someone watches: bots rest in an empty room
            for _ in range(1000):
                if len(waits) >= 20 or room.state.is_terminal():
                    break
                await sleep(0.001)
        finally:
            await hub.stop()
            runner.close()

    asyncio.run(run())
    assert len(waits) >= 10
    assert all(0.45 <= w <= 0.75 for w in waits)
    assert len(set(waits)) == len(waits)  # each a wait of its own


@pytest.mark.parametrize("spread", [-0.1, 1.0, 2])
def test_a_bot_delay_spread_outside_0_to_1_is_refused(spread: float) -> None:
    with pytest.raises(ValueError, match="bot_delay_spread"):
        ServerConfig(bot_delay_spread=spread)
