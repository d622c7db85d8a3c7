"""The storage interface, on both drivers: rooms, the append-only log, the unfinished."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import sqlite3
import time
from pathlib import Path
from typing import Any

import psycopg
import pytest
from tests.server.conftest import PG_URL, pg_store

from pantsdown.cli.main import main
from pantsdown.server.store import (
    RoomRow,
    SqliteStore,
    StoreError,
    StoreRunner,
    open_store,
)


def _row(rid: str, client: str = "c1") -> RoomRow:
    seats: list[dict[str, Any]] = [{"kind": "human", "name": "Ann", "token": "ab", "bot": None}]
    return RoomRow(
        id=rid,
        client=client,
        game="schwimmen",
        players=3,
        options={"starting_chips": 4},
        seed=7,
        seats=seats,
        created=time.time(),
    )


def test_rooms_and_their_logs(open_store: Any) -> None:
    store = open_store()
    store.create_room(_row("r1"))
    store.create_room(_row("r2"))
    store.create_room(_row("r3", client="c2"))
    store.append_action("r1", 0, "keep")
    store.append_action("r1", 1, "swap Ah Kh")
    with pytest.raises(StoreError, match="action 1 of room 'r1' was not stored"):
        store.append_action("r1", 1, "pass")  # a second writer of the same n is refused
    loaded = store.load_room("r1")
    assert loaded is not None
    assert loaded.actions == ["keep", "swap Ah Kh"] and loaded.options == {"starting_chips": 4}
    assert loaded.seats[0]["name"] == "Ann"
    assert store.load_room("nope") is None
    assert store.open_rooms_of("c1") == 2
    r2 = store.load_room("r2")
    assert r2 is not None
    r2.finished, r2.rematch = True, "r3"
    store.update_room(r2)
    assert [r.id for r in store.unfinished()] == ["r1", "r3"]
    assert store.unfinished()[0].actions == ["keep", "swap Ah Kh"]
    assert store.open_rooms_of("c1") == 1
    reloaded = store.load_room("r2")
    assert reloaded is not None and reloaded.rematch == "r3" and reloaded.finished


def test_bad_database_urls_are_refused() -> None:
    with pytest.raises(StoreError, match="neither postgresql"):
        open_store("mysql://x/y")
    with pytest.raises(StoreError, match="table prefix 'Bad-'"):
        open_store(":memory:", prefix="Bad-")


def test_serve_refuses_a_bad_database_before_listening(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--database", "mysql://x/y"]) == 2
    assert "neither postgresql" in capsys.readouterr().out
    assert main(["serve", "--port", "0", "--database", ":memory:"]) == 2


def test_a_group_of_appends_is_one_commit_and_a_refused_one_is_named(open_store: Any) -> None:
    store = open_store()
    store.create_room(_row("g1"))
    store.create_room(_row("g2"))
    assert store.append_actions([("g1", 0, "keep"), ("g2", 0, "keep")]) == [None, None]
    results = store.append_actions([("g1", 1, "pass"), ("g2", 0, "pass"), ("g2", 1, "pass")])
    assert results[0] is None and results[2] is None
    assert isinstance(results[1], StoreError) and "action 0 of room 'g2'" in str(results[1])
    g2 = store.load_room("g2")
    assert g2 is not None and g2.actions == ["keep", "pass"]


def test_a_log_refuses_an_action_whose_predecessor_it_does_not_hold(open_store: Any) -> None:
    """A log holds actions 0, 1, 2, … with no gap: a match rebuilt from it replays
    exactly the moves that were played.  Alone, in a group, or through the event
    loop's appends, action ``n`` is refused (named, nothing written) until ``n - 1``
    is there.
    """
    store = open_store()
    store.create_room(_row("h1"))
    store.create_room(_row("h2"))
    with pytest.raises(StoreError, match=r"action 1 of room 'h1' was not stored: .*no action 0"):
        store.append_action("h1", 1, "pass")
    store.append_action("h1", 0, "keep")
    with pytest.raises(StoreError, match=r"action 2 of room 'h1'.*no action 1"):
        store.append_action("h1", 2, "pass")
    results = store.append_actions([("h1", 1, "pass"), ("h2", 3, "pass"), ("h2", 0, "keep")])
    assert results[0] is None and results[2] is None
    assert isinstance(results[1], StoreError) and "no action 2" in str(results[1])

    async def run() -> None:
        await store.open_async()
        try:
            assert await store.append_actions_async([("h2", 5, "x")]) != [None]
            group = [("h1", 2, "a"), ("h2", 1, "b"), ("h2", 2, "c"), ("h1", 4, "d")]
            results = await store.append_actions_async(group)
            assert results[:3] == [None, None, None]
            assert isinstance(results[3], StoreError) and "no action 3" in str(results[3])
        finally:
            await store.close_async()

    asyncio.run(run())
    h1, h2 = store.load_room("h1"), store.load_room("h2")
    assert h1 is not None and h1.actions == ["keep", "pass", "a"]
    assert h2 is not None and h2.actions == ["keep", "b", "c"]


def test_the_runner_stores_appends_in_order_and_refuses_a_second_nth(open_store: Any) -> None:
    """SQLite appends at once on the event loop, PostgreSQL in groups on its thread:
    the log and the refusals are the same.  Rooms append side by side; a room's own
    actions one after another (its ``n + 1`` waits for ``n`` to be stored).
    """
    store = open_store()
    store.create_room(_row("r1"))
    store.create_room(_row("r2"))

    async def run() -> None:
        runner = StoreRunner(store)
        try:

            async def play(room: str) -> None:  # a room's moves one after another, as a room does
                for n in range(3):
                    await runner.append(room, n, f"act {n}")

            await asyncio.gather(play("r1"), play("r2"))
            with pytest.raises(StoreError, match="action 1 of room 'r1'"):
                await runner.append("r1", 1, "again")
            assert len(runner.append_times) == 6
        finally:
            runner.close()

    asyncio.run(run())
    again = open_store()
    for room in ("r1", "r2"):
        row = again.load_room(room)
        assert row is not None and row.actions == ["act 0", "act 1", "act 2"]


def test_sqlite_copies_its_write_ahead_log_on_the_store_thread(tmp_path: Path) -> None:
    path = tmp_path / "rooms.sqlite3"
    store = SqliteStore(path)
    store.create_room(_row("w1"))

    async def run() -> None:
        runner = StoreRunner(store)
        runner.CHECKPOINT_EVERY = 5
        for n in range(12):
            await runner.append("w1", n, f"act {n}")
        for _ in range(100):  # the checkpoints run on the store's thread
            if not runner._checkpointing:
                break
            await asyncio.sleep(0.01)
        assert runner._appended == 12 and not runner._checkpointing
        runner.close()  # a last checkpoint: the database file holds every action

    asyncio.run(run())
    reader = sqlite3.connect(path)
    count = reader.execute("SELECT COUNT(*) FROM pd_actions WHERE room = 'w1'").fetchone()
    reader.close()
    assert count == (12,)


def test_appends_on_the_event_loop_are_grouped_and_a_refused_one_is_named(
    open_store: Any,
) -> None:
    """``append_actions_async`` (PostgreSQL: its own connections on the loop, a group
    as one statement) stores a group or names the one refused and stores the rest.
    """
    store = open_store()
    store.create_room(_row("a1"))
    store.create_room(_row("a2"))

    async def run() -> None:
        await store.open_async()
        try:
            stored = await store.append_actions_async([("a1", 0, "keep"), ("a2", 0, "keep")])
            assert stored == [None, None]
            results = await store.append_actions_async(
                [("a1", 1, "pass"), ("a2", 0, "pass"), ("a2", 1, "pass")]
            )
            assert results[0] is None and results[2] is None
            assert isinstance(results[1], StoreError)
            assert "action 0 of room 'a2' was not stored" in str(results[1])
            alone = await store.append_actions_async([("a1", 1, "again")])
            assert isinstance(alone[0], StoreError) and "action 1 of room 'a1'" in str(alone[0])
        finally:
            await store.close_async()

    asyncio.run(run())
    a1, a2 = store.load_room("a1"), store.load_room("a2")
    assert a1 is not None and a1.actions == ["keep", "pass"]
    assert a2 is not None and a2.actions == ["keep", "pass"]


def test_a_postgresql_append_connection_that_drops_is_opened_again() -> None:
    """PostgreSQL ends the append connections (a restart of the database): the appends
    on them are refused with the reason and store nothing; the next ones connect again.
    """
    store = pg_store(f"t{secrets.token_hex(6)}_")
    try:
        store.create_room(_row("d1"))

        async def run() -> None:
            runner = StoreRunner(store)
            await runner.start()
            await runner.append("d1", 0, "keep")
            with psycopg.connect(PG_URL, autocommit=True) as admin:
                ended = admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND application_name = %s",
                    (store.append_application,),
                ).fetchall()
            assert len(ended) == store.append_lanes
            refused = 0
            while True:  # each ended connection refuses one append, then is opened again
                try:
                    await runner.append("d1", 1, "pass")
                    break
                except StoreError as err:
                    assert "action 1 of room 'd1' was not stored" in str(err)
                    refused += 1
                    assert refused <= store.append_lanes
            assert refused >= 1
            await runner.append("d1", 2, "keep")
            await runner.aclose()
            runner.close()

        asyncio.run(run())
        again = pg_store(store.rooms[: -len("rooms")])
        row = again.load_room("d1")
        assert row is not None and row.actions == ["keep", "pass", "keep"]
        again.drop()
        again.close()
    finally:
        with contextlib.suppress(StoreError):
            store.close()
