"""Where rooms and their action logs live: one interface, two drivers.

:class:`Store` is the interface the server uses; :class:`SqliteStore` (the
standard library's ``sqlite3``, the default) and :class:`PostgresStore`
(psycopg 3) implement it with the same two tables:

``{prefix}rooms``
    one row per room: its id, the client that made it, the game, players,
    options and seed, the seats (JSON: kind, level, name, token hash, the bot
    level a seat was handed to), whether the match is over, and the room made
    by a rematch.
``{prefix}actions``
    one row per accepted action: the room, its index ``n`` (from 0) and the
    action in text notation.  ``(room, n)`` is the primary key, so two writers
    can never both append the ``n``-th action of a match, and the append
    statement writes action ``n`` only where the log holds action ``n - 1``, so a
    log never has a gap.

A match is rebuilt from its row and its actions (seed + options + actions);
no state is stored.  The server calls the synchronous methods from one worker
thread per store (:class:`StoreRunner`), so the event loop never waits on the
disk or the network.  Appending to the logs, the one call made for every move,
is the exception: :meth:`Store.append_actions_async` runs on the event loop
(SQLite: a commit without a disk flush, tens of microseconds; PostgreSQL: its
own asynchronous connections, the loop doing other work while a commit is on
its way).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import re
import sqlite3
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pantsdown.server.threads import Workers

__all__ = [
    "APPEND_CONNECTIONS_MAX",
    "PostgresStore",
    "RoomRow",
    "SqliteStore",
    "Store",
    "StoreError",
    "StoreRunner",
    "open_store",
]

T = TypeVar("T")

_PREFIX = re.compile(r"[a-z][a-z0-9_]{0,30}")

APPEND_CONNECTIONS_MAX = 32
"""The most append connections a :class:`PostgresStore` opens (each is a server
process of PostgreSQL's, whose ``max_connections`` is 100 by default)."""


class StoreError(RuntimeError):
    """The database refused or could not be reached; the message says which and why."""


@dataclass
class RoomRow:
    """A room as stored: everything needed to rebuild its match, with its log kept apart."""

    id: str
    """The room id (in invite links)."""
    client: str
    """Who made the room (the client's address), for the rooms-per-client limit."""
    game: str
    """The preset name (``hosenabe``)."""
    players: int
    """How many seats."""
    options: dict[str, Any]
    """Option overrides, as the engine took them (JSON values)."""
    seed: int
    """The seed of the match's shuffle."""
    seats: list[dict[str, Any]]
    """Per seat: ``kind`` (human/bot), ``level``, ``name``, ``token`` (a SHA-256 hex
    digest of the seat's token, never the token), ``bot`` (the level a human seat
    was handed to, or ``None``)."""
    created: float
    """When the room was made (seconds since the epoch)."""
    finished: bool = False
    """Whether the match is over."""
    rematch: str | None = None
    """The room a rematch of this one made, if any."""
    actions: list[str] = field(default_factory=list)
    """The action log, filled by :meth:`Store.load_room` and :meth:`Store.unfinished`."""


class Store(ABC):
    """The server's storage: rooms and their append-only action logs."""

    appends_inline = False
    """Whether appending to a log is quick enough to do at once on the event loop
    (no network, no disk flush): :class:`StoreRunner` then calls
    :meth:`append_action` as each action comes instead of gathering them into
    groups for :meth:`append_actions_async`."""

    append_lanes = 1
    """How many groups of appends :meth:`append_actions_async` may have on their way
    at once (PostgreSQL: its asynchronous connections)."""

    @abstractmethod
    def create_room(self, row: RoomRow) -> None:
        """Insert a new room (its ``actions`` must be empty)."""

    @abstractmethod
    def update_room(self, row: RoomRow) -> None:
        """Write a room's seats, ``finished`` and ``rematch`` (the log is not touched)."""

    @abstractmethod
    def append_action(self, room: str, n: int, action: str) -> None:
        """Append the ``n``-th action of a room's match; raise :class:`StoreError` if the
        log does not hold exactly ``n`` actions already.
        """

    def append_actions(self, items: list[tuple[str, int, str]]) -> list[StoreError | None]:
        """Append several ``(room, n, action)`` in one transaction (one commit for all);
        per item, ``None`` if it was stored or the error that refused it.
        """
        out: list[StoreError | None] = []
        for room, n, action in items:
            try:
                self.append_action(room, n, action)
                out.append(None)
            except StoreError as err:
                out.append(err)
        return out

    async def open_async(self) -> None:  # noqa: B027 (a store without connections of its own)
        """Open what :meth:`append_actions_async` needs, on the running event loop
        (it opens it itself on first use otherwise).
        """

    async def append_actions_async(
        self, items: list[tuple[str, int, str]]
    ) -> list[StoreError | None]:
        """:meth:`append_actions` for the event loop: every ``(room, n, action)``
        committed before it returns; per item, ``None`` or the error that refused it.
        A store without asynchronous connections appends synchronously.
        """
        return self.append_actions(items)

    async def close_async(self) -> None:  # noqa: B027 (a store without connections of its own)
        """Close what :meth:`open_async` opened, on the loop that opened it."""

    @abstractmethod
    def load_room(self, room: str) -> RoomRow | None:
        """A room with its log, or ``None``."""

    @abstractmethod
    def unfinished(self) -> list[RoomRow]:
        """Every room whose match is not over, with its log (what a restart rebuilds)."""

    @abstractmethod
    def open_rooms_of(self, client: str) -> int:
        """How many unfinished rooms ``client`` made."""

    def checkpoint(self) -> None:  # noqa: B027 (most stores have no upkeep)
        """Do the store's upkeep of its appends, if it has any (SQLite: copy the
        write-ahead log into the database); called on the store's thread.
        """

    @abstractmethod
    def close(self) -> None:
        """Release the connection."""

    @abstractmethod
    def drop(self) -> None:
        """Delete this store's tables (for tests)."""


def _row(values: tuple[Any, ...]) -> RoomRow:
    rid, client, game, players, options, seed, seats, created, finished, rematch = values
    return RoomRow(
        id=rid,
        client=client,
        game=game,
        players=int(players),
        options=json.loads(options),
        seed=int(seed),
        seats=json.loads(seats),
        created=float(created),
        finished=bool(finished),
        rematch=rematch,
    )


_COLUMNS = "id, client, game, players, options, seed, seats, created, finished, rematch"


def not_stored(item: tuple[str, int, str], why: str) -> StoreError:
    """The error for an action ``(room, n, action)`` that a log refused, and why."""
    room, n, _ = item
    return StoreError(f"action {n} of room {room!r} was not stored: {why}")


def gap(item: tuple[str, int, str]) -> StoreError:
    """The error for an action ``(room, n, action)`` whose log does not hold action ``n - 1``."""
    return not_stored(
        item, f"the log holds no action {item[1] - 1} (a log's actions are 0, 1, 2, … in order)"
    )


def append_params(item: tuple[str, int, str]) -> tuple[Any, ...]:
    """The parameters of the append statement for ``(room, n, action)``: the row, and
    ``n`` and ``(room, n - 1)`` for its test that the log holds the action before.
    """
    room, n, action = item
    return (room, n, action, n, room, n - 1)


class _SqlStore(Store):
    """The SQL both drivers share; ``_P`` is the driver's placeholder."""

    _P = "?"

    def __init__(self, prefix: str) -> None:
        if not _PREFIX.fullmatch(prefix):
            raise StoreError(
                f"table prefix {prefix!r} is not lower-case letters, digits and _ "
                f"(starting with a letter, at most 31)"
            )
        self.rooms = f"{prefix}rooms"
        self.actions = f"{prefix}actions"
        self._insert_action = self._sql(
            f"INSERT INTO {self.actions} (room, n, action) SELECT ?, ?, ?"
            f" WHERE ? = 0 OR EXISTS (SELECT 1 FROM {self.actions} WHERE room = ? AND n = ?)"
        )
        """The statement that appends one ``(room, n, action)`` to a log (parameters:
        :func:`append_params`): it writes nothing unless the log holds action ``n - 1``,
        and the primary key refuses a second ``n``."""

    def _sql(self, text: str) -> str:
        return text.replace("?", self._P)

    @abstractmethod
    def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        """Run one statement and commit; the rows it returns."""

    def _schema(self) -> list[str]:
        return [
            f"CREATE TABLE IF NOT EXISTS {self.rooms} (id TEXT PRIMARY KEY, client TEXT NOT NULL,"
            " game TEXT NOT NULL, players INTEGER NOT NULL, options TEXT NOT NULL,"
            " seed BIGINT NOT NULL, seats TEXT NOT NULL, created DOUBLE PRECISION NOT NULL,"
            " finished INTEGER NOT NULL DEFAULT 0, rematch TEXT)",
            f"CREATE TABLE IF NOT EXISTS {self.actions} (room TEXT NOT NULL, n INTEGER NOT NULL,"
            " action TEXT NOT NULL, PRIMARY KEY (room, n))",
            f"CREATE INDEX IF NOT EXISTS {self.rooms}_open ON {self.rooms} (finished, client)",
        ]

    def create_room(self, row: RoomRow) -> None:
        """Insert a new room."""
        self._exec(
            self._sql(
                f"INSERT INTO {self.rooms} ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            ),
            (
                row.id,
                row.client,
                row.game,
                row.players,
                json.dumps(row.options),
                row.seed,
                json.dumps(row.seats),
                row.created,
                int(row.finished),
                row.rematch,
            ),
        )

    def update_room(self, row: RoomRow) -> None:
        """Write seats, finished and rematch."""
        self._exec(
            self._sql(f"UPDATE {self.rooms} SET seats = ?, finished = ?, rematch = ? WHERE id = ?"),
            (json.dumps(row.seats), int(row.finished), row.rematch, row.id),
        )

    def append_action(self, room: str, n: int, action: str) -> None:
        """Append one action; refused if the log does not hold action ``n - 1`` or
        holds an ``n``-th already (the primary key).
        """
        try:
            written = self._exec_count(self._insert_action, append_params((room, n, action)))
        except StoreError as err:
            raise not_stored((room, n, action), str(err)) from None
        if written != 1:
            raise gap((room, n, action))

    @abstractmethod
    def _exec_count(self, sql: str, params: tuple[Any, ...]) -> int:
        """Run one statement and commit; the number of rows it wrote."""

    @abstractmethod
    def _exec_many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        """Run one statement for every row in one transaction, each writing one row;
        all or nothing (a row not written rolls back the rest and raises).
        """

    def append_actions(self, items: list[tuple[str, int, str]]) -> list[StoreError | None]:
        """All in one transaction; if one is refused, each is tried alone, in order."""
        try:
            self._exec_many(self._insert_action, [append_params(item) for item in items])
            return [None] * len(items)
        except StoreError:
            return super().append_actions(items)

    def _log(self, room: str) -> list[str]:
        rows = self._exec(
            self._sql(f"SELECT action FROM {self.actions} WHERE room = ? ORDER BY n"), (room,)
        )
        return [r[0] for r in rows]

    def load_room(self, room: str) -> RoomRow | None:
        """A room with its log."""
        rows = self._exec(self._sql(f"SELECT {_COLUMNS} FROM {self.rooms} WHERE id = ?"), (room,))
        if not rows:
            return None
        row = _row(rows[0])
        row.actions = self._log(room)
        return row

    def unfinished(self) -> list[RoomRow]:
        """Every unfinished room with its log, oldest first."""
        rows = [
            _row(r)
            for r in self._exec(
                f"SELECT {_COLUMNS} FROM {self.rooms} WHERE finished = 0 ORDER BY created"
            )
        ]
        logs: dict[str, list[str]] = {r.id: [] for r in rows}
        for room, action in self._exec(
            f"SELECT a.room, a.action FROM {self.actions} a JOIN {self.rooms} r ON a.room = r.id"
            " WHERE r.finished = 0 ORDER BY a.room, a.n"
        ):
            logs[room].append(action)
        for r in rows:
            r.actions = logs[r.id]
        return rows

    def open_rooms_of(self, client: str) -> int:
        """Unfinished rooms made by ``client``."""
        rows = self._exec(
            self._sql(f"SELECT COUNT(*) FROM {self.rooms} WHERE finished = 0 AND client = ?"),
            (client,),
        )
        return int(rows[0][0])

    def drop(self) -> None:
        """Delete both tables."""
        self._exec(f"DROP TABLE IF EXISTS {self.actions}")
        self._exec(f"DROP TABLE IF EXISTS {self.rooms}")


class SqliteStore(_SqlStore):
    """The embedded default: one SQLite file (write-ahead log, ``synchronous=NORMAL``).

    A commit appends to the write-ahead log without a disk flush (it survives the
    server's crash or kill; a power cut may lose the last moments), a few tens of
    microseconds, so the log's appends are made on the event loop
    (``appends_inline``): handing each to a thread and back cost more, and under a
    busy machine far more.  Copying the log into the database (the checkpoint, which
    flushes the disk) is not left to the commit that fills it: :meth:`checkpoint`
    does it on the store's thread, on a connection of its own.
    """

    appends_inline = True

    def __init__(self, path: str | Path, *, prefix: str = "pd_") -> None:
        super().__init__(prefix)
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            self.conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        except sqlite3.Error as err:
            raise StoreError(f"cannot open SQLite database {self.path!r}: {err}") from None
        self.conn.execute("PRAGMA journal_mode=WAL")
        self.conn.execute("PRAGMA synchronous=NORMAL")
        self.conn.execute("PRAGMA busy_timeout=5000")
        self._lock = threading.Lock()
        self._checkpointer: sqlite3.Connection | None = None
        if self.path != ":memory:":
            self.conn.execute("PRAGMA wal_autocheckpoint=0")  # checkpoint() does it
            self._checkpointer = sqlite3.connect(
                self.path, check_same_thread=False, isolation_level=None
            )
            self._checkpointer.execute("PRAGMA busy_timeout=5000")
        for statement in self._schema():
            self._exec(statement)

    def checkpoint(self) -> None:
        """Copy the write-ahead log into the database without holding up writers
        (``wal_checkpoint(PASSIVE)``), on its own connection.
        """
        if self._checkpointer is not None:
            try:
                self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
            except sqlite3.Error as err:
                raise StoreError(f"SQLite checkpoint of {self.path!r} failed: {err}") from None

    def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return self.conn.execute(sql, params).fetchall()
            except sqlite3.IntegrityError as err:
                raise StoreError(f"SQLite refused {sql.split()[0]}: {err}") from None
            except sqlite3.Error as err:
                raise StoreError(f"SQLite error on {self.path!r}: {err}") from None

    def _exec_count(self, sql: str, params: tuple[Any, ...]) -> int:
        with self._lock:
            try:
                return self.conn.execute(sql, params).rowcount
            except sqlite3.IntegrityError as err:
                raise StoreError(f"SQLite refused {sql.split()[0]}: {err}") from None
            except sqlite3.Error as err:
                raise StoreError(f"SQLite error on {self.path!r}: {err}") from None

    def _exec_many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        with self._lock:
            try:
                self.conn.execute("BEGIN")
                written = self.conn.executemany(sql, rows).rowcount
                if written != len(rows):
                    raise sqlite3.IntegrityError(
                        f"{len(rows) - written} of {len(rows)} not written"
                    )
                self.conn.execute("COMMIT")
            except sqlite3.Error as err:
                self.conn.execute("ROLLBACK")
                raise StoreError(f"SQLite refused {sql.split()[0]}: {err}") from None

    def close(self) -> None:
        """Close the connections (a last checkpoint first)."""
        if self._checkpointer is not None:
            self.checkpoint()
            self._checkpointer.close()
        self.conn.close()


class _NotWritten(Exception):
    """A row of an all-or-nothing group was not written (rolls the group back)."""


class PostgresStore(_SqlStore):
    """PostgreSQL through psycopg 3.

    One autocommit connection serves the store's thread (rooms made, joined,
    loaded); the log's appends go through ``append_connections`` asynchronous
    connections of their own on the server's event loop
    (:meth:`append_actions_async`), so a move's commit costs the loop only the
    sending and the reading of its messages, and no trip to a thread and back.
    A group of appends is one statement (``INSERT … SELECT * FROM unnest(…)`` of
    three arrays: one round trip, one commit, all or nothing), so the loop waits
    for one answer per group however large it is; with two connections one group
    is committed while the next is being sent.  Every commit is synchronous
    (PostgreSQL's ``synchronous_commit`` as the server has it, ``on`` by default:
    the write-ahead log is on disk when the commit returns).
    """

    _P = "%s"

    def __init__(
        self,
        url: str,
        *,
        prefix: str = "pd_",
        connect_timeout: float = 5,
        append_connections: int = 2,
    ) -> None:
        super().__init__(prefix)
        import psycopg

        if not 1 <= append_connections <= APPEND_CONNECTIONS_MAX:
            raise StoreError(
                f"append_connections {append_connections!r} is not 1 to {APPEND_CONNECTIONS_MAX}"
            )
        self._psycopg = psycopg
        self._url = url
        self._timeout = max(1, int(connect_timeout))
        self.append_lanes = append_connections
        self.append_application = f"pantsdown-append:{prefix}"
        """The ``application_name`` of the append connections, as PostgreSQL's
        ``pg_stat_activity`` shows them (the store thread's is ``pantsdown:PREFIX``)."""
        try:
            self.conn = psycopg.connect(
                url,
                autocommit=True,
                connect_timeout=self._timeout,
                application_name=f"pantsdown:{prefix}",
            )
        except psycopg.Error as err:
            raise StoreError(f"cannot connect to PostgreSQL at {_safe_url(url)}: {err}") from None
        self._lock = threading.Lock()
        for statement in self._schema():
            self._exec(statement)
        self._insert = self._insert_action.encode()
        self._insert_many = (
            f"INSERT INTO {self.actions} (room, n, action)"
            " SELECT * FROM unnest(%s::text[], %s::integer[], %s::text[]) AS g (room, n, action)"
            f" WHERE g.n = 0 OR EXISTS (SELECT 1 FROM {self.actions} a"
            " WHERE a.room = g.room AND a.n = g.n - 1)"
            " RETURNING room, n"
        ).encode()
        """A group of appends as one statement (one round trip, one commit): the rows
        whose log holds the action before are written and returned, a second ``n``
        refuses the whole group."""
        self._free: asyncio.Queue[psycopg.AsyncConnection[Any] | None] | None = None
        """The append connections not in use (``None``: one to open again, its last
        one broke); made on the event loop by :meth:`open_async`."""
        self._opened: list[psycopg.AsyncConnection[Any]] = []

    def _exec(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                cur = self.conn.execute(sql.encode(), params)  # type: ignore[call-overload]
                return list(cur.fetchall()) if cur.description else []
            except self._psycopg.errors.UniqueViolation as err:
                raise StoreError(f"PostgreSQL refused {sql.split()[0]}: {err}") from None
            except self._psycopg.Error as err:
                raise StoreError(f"PostgreSQL error: {err}") from None

    def _exec_count(self, sql: str, params: tuple[Any, ...]) -> int:
        with self._lock:
            try:
                return self.conn.execute(sql.encode(), params).rowcount  # type: ignore[call-overload, no-any-return]
            except self._psycopg.errors.UniqueViolation as err:
                raise StoreError(f"PostgreSQL refused {sql.split()[0]}: {err}") from None
            except self._psycopg.Error as err:
                raise StoreError(f"PostgreSQL error: {err}") from None

    def _exec_many(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        with self._lock:
            try:
                with self.conn.transaction(), self.conn.cursor() as cur:
                    for row in rows:  # each row's test must see the rows before it
                        cur.execute(sql.encode(), row)  # type: ignore[arg-type]
                        if cur.rowcount != 1:
                            raise _NotWritten
            except (self._psycopg.Error, _NotWritten) as err:
                raise StoreError(f"PostgreSQL refused {sql.split()[0]}: {err!r}") from None

    async def open_async(self) -> None:
        """Open the append connections on the running loop (once)."""
        if self._free is not None:
            return
        free: asyncio.Queue[Any] = asyncio.Queue()
        self._free = free
        for _ in range(self.append_lanes):
            free.put_nowait(None)  # opened when first taken
        # open them now, so that the first moves do not wait for it
        conns: list[Any] = []
        try:
            for _ in range(self.append_lanes):
                conns.append(await self._take())
        except self._psycopg.Error as err:
            raise StoreError(
                f"cannot connect to PostgreSQL at {_safe_url(self._url)}: {err}"
            ) from None
        finally:
            for conn in conns:
                free.put_nowait(conn)

    async def _take(self) -> Any:
        """A free append connection, opened (again) if it has to be."""
        if self._free is None:
            await self.open_async()
        assert self._free is not None
        conn = await self._free.get()
        if conn is not None and not conn.closed:
            return conn
        try:
            conn = await self._psycopg.AsyncConnection.connect(
                self._url,
                autocommit=True,
                connect_timeout=self._timeout,
                application_name=self.append_application,
            )
        except BaseException:
            self._free.put_nowait(None)
            raise
        self._opened.append(conn)
        return conn

    def _give_back(self, conn: Any) -> None:
        if self._free is None:  # closed meanwhile
            return
        if conn.broken or conn.closed:
            if conn in self._opened:
                self._opened.remove(conn)
            with contextlib.suppress(Exception):
                conn.pgconn.finish()
            self._free.put_nowait(None)
        else:
            self._free.put_nowait(conn)

    async def append_actions_async(
        self, items: list[tuple[str, int, str]]
    ) -> list[StoreError | None]:
        """One statement on a free append connection.  If it is refused (one of them
        is a second ``n``-th action), each is tried alone; the actions it did not
        write (their log did not hold the action before when the statement began: a
        gap, or a room's ``n`` and ``n + 1`` in one group) are tried alone after it,
        in order.
        """
        psycopg = self._psycopg
        try:
            conn = await self._take()
        except psycopg.Error as err:
            where = _safe_url(self._url)
            return [
                not_stored(item, f"cannot connect to PostgreSQL at {where}: {err}")
                for item in items
            ]
        try:
            alone = items
            try:
                if len(items) == 1:
                    cur = await conn.execute(self._insert, append_params(items[0]))
                    return [None] if cur.rowcount == 1 else [gap(items[0])]
                rooms, ns, actions = zip(*items, strict=True)
                cur = await conn.execute(self._insert_many, (list(rooms), list(ns), list(actions)))
                written = {(room, n) for room, n in await cur.fetchall()}
                if len(written) == len(items):
                    return [None] * len(items)
                alone = [item for item in items if (item[0], item[1]) not in written]
            except psycopg.IntegrityError as err:
                if len(items) == 1:
                    return [not_stored(items[0], f"PostgreSQL refused INSERT: {err}")]
            except psycopg.Error as err:
                return [not_stored(item, f"PostgreSQL error: {err}") for item in items]
            refused: dict[tuple[str, int], StoreError | None] = {}
            for item in alone:
                try:
                    cur = await conn.execute(self._insert, append_params(item))
                    refused[item[0], item[1]] = None if cur.rowcount == 1 else gap(item)
                except psycopg.IntegrityError as err:
                    refused[item[0], item[1]] = not_stored(
                        item, f"PostgreSQL refused INSERT: {err}"
                    )
                except psycopg.Error as err:
                    refused[item[0], item[1]] = not_stored(item, f"PostgreSQL error: {err}")
            return [refused.get((room, n)) for room, n, _ in items]
        finally:
            self._give_back(conn)

    async def close_async(self) -> None:
        """Close the append connections (a later append opens them again)."""
        opened, self._opened, self._free = self._opened, [], None
        for conn in opened:
            await conn.close()

    def close(self) -> None:
        """Close the connection of the store's thread (and any append connection
        still open: closing it synchronously is safe once its loop is gone).
        """
        for conn in self._opened:
            with contextlib.suppress(Exception):
                conn.pgconn.finish()
        self._opened = []
        self.conn.close()


def _safe_url(url: str) -> str:
    """The URL without its password."""
    return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", url)


def open_store(url: str, *, prefix: str = "pd_", append_connections: int | None = None) -> Store:
    """The store a ``--database`` value names: ``postgresql://…`` (or ``postgres://``),
    ``sqlite:///path``, or a plain file path for SQLite.  ``append_connections``
    (PostgreSQL only; 2 if not given): :class:`PostgresStore`'s connections for the
    log's appends.
    """
    if url.startswith(("postgresql://", "postgres://")):
        if append_connections is None:
            return PostgresStore(url, prefix=prefix)
        return PostgresStore(url, prefix=prefix, append_connections=append_connections)
    if append_connections is not None:
        raise StoreError(
            f"append_connections {append_connections!r} applies to PostgreSQL only; SQLite "
            f"({url!r}) appends on the event loop, one action at a time"
        )
    if url.startswith("sqlite:///"):
        return SqliteStore(url[len("sqlite:///") :], prefix=prefix)
    if "://" in url:
        raise StoreError(
            f"database {url!r} is neither postgresql://… nor sqlite:///… nor a file path"
        )
    return SqliteStore(url, prefix=prefix)


class StoreRunner:
    """Runs a store's calls for the event loop: its appends to the logs on the loop,
    everything else one at a time on the store's own thread.

    Appends are committed in groups: those that arrive while ``append_lanes``
    groups are on their way go together in the next one (one transaction, one
    commit), and each caller resumes once its own action is committed.  A caller
    that finds a lane free commits the group itself (each hand-over between tasks
    waits for a turn of the event loop, long when the loop is busy); what arrives
    while every lane is busy is committed by a task that the first lane to finish
    starts.  A store
    whose appends are quick (``appends_inline``: SQLite) is appended to at once, and
    its :meth:`Store.checkpoint` runs on the store's thread every
    ``CHECKPOINT_EVERY`` appends.
    """

    CHECKPOINT_EVERY = 1000
    """Appends between two checkpoints (SQLite's own default is 1000 pages)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._pool = Workers(1, "pantsdown-store")
        self._pending: list[tuple[str, int, str, asyncio.Future[None]]] = []
        self._writing = 0
        """How many groups of appends are being committed (at most ``store.append_lanes``)."""
        self._lanes: set[asyncio.Task[None]] = set()
        """The tasks committing groups that came while every caller's lane was busy."""
        self.append_times: collections.deque[float] = collections.deque(maxlen=100_000)
        """Seconds each of the latest appends waited until it was committed."""
        self._appended = 0
        self._checkpointing = False

    async def start(self) -> None:
        """Open the store's connections for appending (on the running loop)."""
        await self.store.open_async()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` on the store's thread."""
        return await self._pool.run(fn, *args)

    async def append(self, room: str, n: int, action: str) -> None:
        """Append one action, committed with whatever else is waiting; raise
        :class:`StoreError` if it was refused.  A room's action ``n`` is appended
        once its ``n - 1`` has been (the server awaits each before the next move):
        groups on different connections may commit in any order, and the log
        refuses an action whose predecessor it does not hold yet.
        """
        if self.store.appends_inline:
            start = time.perf_counter()
            self.store.append_action(room, n, action)  # one statement, committed alone
            self.append_times.append(time.perf_counter() - start)
            self._appended += 1
            if self._appended % self.CHECKPOINT_EVERY == 0 and not self._checkpointing:
                self._checkpointing = True
                asyncio.get_running_loop().create_task(self._checkpoint())
            return
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        self._pending.append((room, n, action, done))
        start = time.perf_counter()
        if self._writing < self.store.append_lanes:
            # a lane is free: this caller writes what is waiting (its own action
            # with it) and goes on at once, without a trip through another task
            self._writing += 1
            try:
                await self._write(self._take_pending())
            finally:
                self._writing -= 1
            if self._pending and self._writing < self.store.append_lanes:
                lane = loop.create_task(self._flush())  # what came meanwhile
                self._lanes.add(lane)
                lane.add_done_callback(self._lanes.discard)
        await done
        self.append_times.append(time.perf_counter() - start)

    async def _checkpoint(self) -> None:
        try:
            await self.run(self.store.checkpoint)
        except StoreError:
            pass  # the next one tries again; the log is committed either way
        finally:
            self._checkpointing = False

    def _take_pending(self) -> list[tuple[str, int, str, asyncio.Future[None]]]:
        batch, self._pending = self._pending, []
        return batch

    async def _write(self, batch: list[tuple[str, int, str, asyncio.Future[None]]]) -> None:
        """Commit one group and tell each of its callers how it went."""
        results: list[StoreError | None] = []
        try:
            results = await self.store.append_actions_async([(r, n, a) for r, n, a, _ in batch])
        except Exception as err:  # the database is gone: every caller hears why
            results = [StoreError(f"the log could not be written: {err}")] * len(batch)
        finally:  # (cancelled: the server stops; a restart reads what was committed)
            if len(results) != len(batch):
                results = [StoreError("the server stopped while the log was written")] * len(batch)
            for (_, _, _, done), error in zip(batch, results, strict=True):
                if done.done():
                    continue
                if error is None:
                    done.set_result(None)
                else:
                    done.set_exception(error)

    async def _flush(self) -> None:
        """A lane of its own: commit what is waiting, group after group, until nothing is."""
        self._writing += 1
        try:
            while self._pending:
                await self._write(self._take_pending())
        finally:
            self._writing -= 1

    async def aclose(self) -> None:
        """Wait for the groups of appends on their way, then close the store's
        asynchronous connections (on the loop that opened them).
        """
        while self._lanes:
            await asyncio.gather(*self._lanes, return_exceptions=True)
        await self.store.close_async()

    def close(self) -> None:
        """Finish pending calls and close the store."""
        self._pool.shutdown(wait=True)
        self.store.close()
