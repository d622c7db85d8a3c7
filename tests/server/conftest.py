"""Fixtures for the server tests: a store of each driver, an app on it, helpers.

The PostgreSQL tests use the server at 127.0.0.1:5432 (trust authentication,
database ``test``), each with its own table prefix, dropped afterwards; they are
skipped, saying why, when that server cannot be reached.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from pantsdown.server import ServerConfig, create_app
from pantsdown.server.store import PostgresStore, SqliteStore, Store, StoreError

PG_URL = "postgresql://postgres@127.0.0.1:5432/test"

_pg_reason: list[str] = []


def pg_store(prefix: str) -> PostgresStore:
    """A PostgreSQL store with its own tables, or skip the test with the reason."""
    if _pg_reason:
        pytest.skip(_pg_reason[0])
    try:
        return PostgresStore(PG_URL, prefix=prefix, connect_timeout=2)
    except StoreError as err:
        _pg_reason.append(f"PostgreSQL at 127.0.0.1:5432 (database test) is not reachable: {err}")
        pytest.skip(_pg_reason[0])


StoreFactory = Callable[[], Store]
"""Opens the test's store (again, for a restart: the same file or tables)."""


@pytest.fixture(params=["sqlite", "postgresql"])
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StoreFactory]:
    """A function that opens this test's store, for each driver; tables dropped after."""
    prefix = f"t{secrets.token_hex(6)}_"
    opened: list[Store] = []

    def opener() -> Store:
        if request.param == "sqlite":
            store: Store = SqliteStore(tmp_path / "server.sqlite3", prefix=prefix)
        else:
            store = pg_store(prefix)
        opened.append(store)
        return store

    yield opener
    if opened:
        last = opener()
        last.drop()
        last.close()


@pytest.fixture
def app_client(open_store: StoreFactory) -> Iterator[Callable[..., TestClient]]:
    """Start the app on the test's store: ``app_client(**config)`` is a running TestClient."""
    clients: list[TestClient] = []

    def start(**config: Any) -> TestClient:
        config.setdefault("bot_delay", 0)
        client = TestClient(create_app(open_store(), ServerConfig(**config)))
        client.__enter__()
        clients.append(client)
        return client

    yield start
    for client in reversed(clients):
        client.__exit__(None, None, None)


def new_room(
    client: TestClient,
    game: str = "schwimmen",
    seats: list[dict[str, Any]] | None = None,
    name: str = "Ann",
    **extra: Any,
) -> dict[str, Any]:
    """Create a room (default: you and two medium bots) and return the answer."""
    seats = seats or [{"kind": "human"}, {"kind": "bot", "level": "medium"}, {"kind": "bot"}]
    body = {"game": game, "players": len(seats), "seats": seats, "name": name, **extra}
    answer = client.post("/api/rooms", json=body)
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def wait_state(ws: Any, predicate: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """Read messages until a state message satisfies ``predicate``."""
    for _ in range(10_000):
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == "state" and predicate(msg):
            return msg
    raise AssertionError("no such state in 10,000 messages")


def reply(ws: Any) -> dict[str, Any]:
    """The next message that answers something (skipping ``room`` notices of who is here)."""
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] != "room":
            return msg
