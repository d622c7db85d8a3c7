"""Rooms: one match each, its seats, its connections and its bots.

The :class:`Hub` is authoritative.  An intent is checked by the engine under the
room's lock, appended to the match's log in the store, applied, and only then
is every receiver sent its own view.  Bots think on worker threads, so a slow
bot never holds up another room; a bot's move goes through the same path as a
person's.  On start, every unfinished match is rebuilt from its log.

A room nobody is connected to rests: its bots wait until someone (a player or a
spectator) connects, and after ``ServerConfig.room_idle_seconds`` it leaves memory
(the store keeps it; it is loaded again when someone opens it).  Getting a room
and connecting to it happen under :meth:`Hub.holding`, which the dropping waits
for, so a room cannot be dropped half-way through being joined.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import gc
import hashlib
import logging
import random
import secrets
import time
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from pantsdown.bots.base import BOT_KINDS, Bot, make_bot
from pantsdown.core import registry
from pantsdown.core.errors import GameError
from pantsdown.core.protocol import Action, State
from pantsdown.core.records import Record
from pantsdown.server.config import ServerConfig, check_name
from pantsdown.server.messages import (
    SPECTATOR,
    JsonCache,
    error_message,
    state_message,
    view_for,
)
from pantsdown.server.store import RoomRow, StoreError, StoreRunner
from pantsdown.server.threads import Workers

log = logging.getLogger(__name__)

__all__ = ["ApiError", "Connection", "Hub", "Room", "hash_token"]

QUEUE_LIMIT = 256
"""Messages waiting for one slow connection before it is dropped."""

ANSWER_TIMES = 100_000
"""How many of the latest answer times a hub keeps (:attr:`Hub.answer_times`)."""


class ApiError(Exception):
    """A refusal: a stable ``code``, a ``message`` quoting the input, an HTTP ``status``."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


def hash_token(token: str) -> str:
    """What the store keeps of a seat token: its SHA-256 digest."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(eq=False)
class Connection:
    """One open websocket: the seat it plays (``SPECTATOR`` for none) and its outbox."""

    seat: int
    """The seat whose token opened it, or ``SPECTATOR``."""
    outbox: collections.deque[dict[str, Any] | None] = field(default_factory=collections.deque)
    """Messages to send, in order (``None``: close)."""
    pushed: asyncio.Event = field(default_factory=asyncio.Event)
    """Set by :meth:`push`: wakes the connection's writer."""
    sending: bool = False
    """Whether a task is sending the outbox now: one at a time, so that the messages
    go in order (the server's ``_flush``)."""
    events_sent: int = 0
    """How many of the state's events this connection has been sent up to."""
    intent_at: float = 0.0
    """When (``time.perf_counter()``) its intent now being answered arrived; 0 if none."""

    def push(self, message: dict[str, Any] | None) -> bool:
        """Queue a message; ``False`` if the connection is too far behind (it is closed)."""
        if len(self.outbox) >= QUEUE_LIMIT:
            return False
        self.outbox.append(message)
        self.pushed.set()
        return True


class Room:
    """A room: its stored row, its live match, lock, connections and bots."""

    def __init__(self, row: RoomRow, state: State[Any, Any, Any]) -> None:
        self.row = row
        self.state = state
        self.lock = asyncio.Lock()
        """Only one task changes the match at a time."""
        self.conns: set[Connection] = set()
        self.bots: dict[int, tuple[str, Bot]] = {}
        self.bot_task: asyncio.Task[None] | None = None
        self.json = JsonCache()
        """The JSON of its finished hands' results, made once."""
        self._standings: tuple[int, Any] = (-1, None)
        self.holders = 0
        """Tasks between :meth:`Hub.holding` and its end: the room is not dropped."""
        self.idle_since = time.monotonic()
        """When the room was last left with nobody connected and nobody holding it."""

    @property
    def id(self) -> str:
        """The room id."""
        return self.row.id

    @property
    def n(self) -> int:
        """The state number: how many actions the match has taken."""
        return len(self.row.actions)

    def bot_level(self, seat: int) -> str | None:
        """The bot level that plays ``seat`` now (a bot seat, or a seat handed to a bot)."""
        s = self.row.seats[seat]
        level = s["level"] if s["kind"] == "bot" else s.get("bot")
        return None if level is None else str(level)

    def bot(self, seat: int, level: str) -> Bot:
        """The bot playing ``seat`` at ``level`` (made once per seat and level)."""
        held = self.bots.get(seat)
        if held is None or held[0] != level:
            bot = make_bot(level, self.state.family_id, seed=self.row.seed + seat)
            held = self.bots[seat] = (level, bot)
        return held[1]

    def seat_of(self, token: str | None) -> int | None:
        """The seat a token holds here, or ``None``."""
        if not token:
            return None
        digest = hash_token(token)
        for i, s in enumerate(self.row.seats):
            held = s.get("token")
            if held and secrets.compare_digest(held, digest):
                return i
        return None

    def connected(self, seat: int) -> bool:
        """Does the seat have an open connection?"""
        return any(c.seat == seat for c in self.conns)

    def info(self) -> dict[str, Any]:
        """The room as anyone may see it (no tokens, no seed while the match goes on)."""
        state = self.state
        fam, var = registry.find_variant(self.row.game)
        over = state.is_terminal()
        out: dict[str, Any] = {
            "room": self.id,
            "game": var.name,
            "title": var.title,
            "family": fam.id,
            "players": self.row.players,
            "options": self.row.options,
            "n": self.n,
            "over": over,
            "to_act": None if over else state.current_player(),
            "hand_number": state.hand_number,
            "rematch": self.row.rematch,
            "spectators": sum(1 for c in self.conns if c.seat == SPECTATOR),
            "seats": [
                {
                    "seat": i,
                    "kind": s["kind"],
                    "level": s.get("level"),
                    "name": s.get("name"),
                    "taken": bool(s.get("token")),
                    "bot": s.get("bot"),
                    "connected": self.connected(i),
                }
                for i, s in enumerate(self.row.seats)
            ],
            "standings": self.standings(),
        }
        if over:
            out["winners"] = state.winners()
        return out

    def standings(self) -> Any:
        """The match's standings after its last action (JSON): ``State.standings()``,
        worked out once per action for every receiver (they change within a hand too:
        a Paskahousu player goes out).
        """
        if self._standings[0] != self.n:
            self._standings = (self.n, self.json.convert(self.state.standings()))
        return self._standings[1]

    def names(self) -> list[str]:
        """One label per seat for records: the player's name or ``bot:LEVEL``."""
        return [
            f"bot:{s['level']}" if s["kind"] == "bot" else (s.get("name") or f"seat {i}")
            for i, s in enumerate(self.row.seats)
        ]


def build_state(row: RoomRow) -> State[Any, Any, Any]:
    """The match a stored room holds: made from its game, players, seed and options,
    then every logged action applied (each checked by the engine).
    """
    state = registry.make(row.game, row.players, seed=row.seed, options=row.options)
    for i, text in enumerate(row.actions):
        try:
            state.apply(state.parse_action(text))
        except GameError as err:
            raise StoreError(
                f"room {row.id!r}: logged action {i} {text!r} does not replay: {err}"
            ) from None
    return state


class Hub:
    """Every live room of one server process, and the rules for changing them."""

    def __init__(self, runner: StoreRunner, config: ServerConfig) -> None:
        self.runner = runner
        self.store = runner.store
        self.config = config
        self.rooms: dict[str, Room] = {}
        self.bot_pool = Workers(config.bot_threads, "pantsdown-bot")
        self.skipped: list[str] = []
        """Rooms a restart could not rebuild, each with the reason."""
        self._tasks: list[asyncio.Task[None]] = []
        """The hub's own periodic tasks (housekeeping), cancelled by :meth:`stop`."""
        self._lock = asyncio.Lock()
        """Held while a room is loaded into :attr:`rooms` and while idle rooms are
        dropped from it: the two never interleave."""
        self.answer_times: collections.deque[float] = collections.deque(maxlen=ANSWER_TIMES)
        """Seconds from an ``act`` intent arriving on a websocket to its answer (the
        state that includes it, or the refusal) being sent, the latest ones."""

    # -- life -------------------------------------------------------------------

    async def start(self) -> int:
        """Rebuild every unfinished match from its log; start its bots; how many."""
        rows = await self.runner.run(self.store.unfinished)
        for row in rows:
            try:
                state = build_state(row)
            except (StoreError, GameError) as err:
                self.skipped.append(str(err))
                continue
            room = self.rooms[row.id] = Room(row, state)
            self._kick(room)
        loop = asyncio.get_running_loop()
        if self.config.gc_freeze_seconds > 0:
            gc.collect()
            gc.freeze()
            self._tasks.append(loop.create_task(self._freeze_gc()))
        if self.config.room_idle_seconds > 0:
            self._tasks.append(loop.create_task(self._drop_idle_rooms()))
        return len(self.rooms)

    async def _drop_idle_rooms(self) -> None:
        """Drop the rooms idle for ``room_idle_seconds``, looking a few times as often."""
        every = min(60.0, max(0.05, self.config.room_idle_seconds / 4))
        while True:
            await asyncio.sleep(every)
            await self.drop_idle()

    async def drop_idle(self, now: float | None = None) -> list[str]:
        """Drop from memory every room idle for ``room_idle_seconds`` (as of ``now``,
        ``time.monotonic()`` by default): nobody connected or holding it, no bot
        thinking, nobody changing it.  The store keeps them.  The ids dropped.
        """
        at = time.monotonic() if now is None else now
        limit = self.config.room_idle_seconds
        dropped: list[str] = []
        async with self._lock:
            for room in list(self.rooms.values()):
                if self._idle(room) and at - room.idle_since >= limit:
                    del self.rooms[room.id]
                    dropped.append(room.id)
        return dropped

    @staticmethod
    def _idle(room: Room) -> bool:
        """Nobody connected, holding, changing it or thinking for it."""
        return (
            not room.conns
            and room.holders == 0
            and not room.lock.locked()
            and (room.bot_task is None or room.bot_task.done())
        )

    async def _freeze_gc(self) -> None:
        """Freeze what is alive every ``gc_freeze_seconds``; scan it all again every
        ``gc_full_every`` times.  The engine's states, views and messages make no
        reference cycles, so what is frozen is freed by reference counting when it
        dies; the hourly full collection catches any cycle that did not.
        """
        freezes = 0
        while True:
            await asyncio.sleep(self.config.gc_freeze_seconds)
            freezes += 1
            if freezes % max(1, self.config.gc_full_every) == 0:
                gc.unfreeze()
                gc.collect()
            gc.freeze()

    async def stop(self) -> None:
        """Stop the bots and the housekeeping, close every connection."""
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._tasks:
            gc.unfreeze()
        self._tasks.clear()
        for room in list(self.rooms.values()):
            if room.bot_task is not None:
                room.bot_task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await room.bot_task
            for conn in room.conns:
                conn.push(None)
        self.bot_pool.shutdown(wait=False, cancel=True)

    # -- rooms ------------------------------------------------------------------

    async def room(self, room_id: str, *, keep: bool = False) -> Room:
        """The room (loaded from the store if it is not live), or ApiError 404: to
        read it.  To change it or connect to it, hold it with :meth:`holding`.

        An unfinished room stays live once loaded (until it is idle); a finished one
        is kept in memory only with ``keep`` (someone connects to it), and leaves
        when nobody does.
        """
        room = self.rooms.get(room_id)
        if room is not None:
            return room
        if not isinstance(room_id, str) or not 1 <= len(room_id) <= 32:
            raise ApiError("room/unknown", f"there is no room {room_id[:40]!r}", 404)
        async with self._lock:
            room = self.rooms.get(room_id)  # loaded meanwhile by another request
            if room is not None:
                return room
            row = await self.runner.run(self.store.load_room, room_id)
            if row is None:
                raise ApiError("room/unknown", f"there is no room {room_id!r}", 404)
            room = Room(row, build_state(row))
            if keep or not room.state.is_terminal():
                self.rooms[room_id] = room
        return room

    @contextlib.asynccontextmanager
    async def holding(self, room_id: str, *, keep: bool = False) -> AsyncIterator[Room]:
        """The room as :meth:`room` gives it, held until the block ends: it is not
        dropped as idle meanwhile (taking it and holding it happen with no wait
        between, so :meth:`drop_idle` sees either a held room or none).
        """
        room = await self.room(room_id, keep=keep)
        room.holders += 1  # no wait since room() found or put it in self.rooms
        try:
            yield room
        finally:
            room.holders -= 1
            self._left(room)

    def _left(self, room: Room) -> None:
        """Someone let go of the room: if nobody is left, it starts to idle (and a
        finished one leaves memory).
        """
        if not room.conns and room.holders == 0:
            room.idle_since = time.monotonic()
            self.forget_if_idle(room)

    def forget_if_idle(self, room: Room) -> None:
        """A finished room nobody is connected to leaves memory (the store keeps it)."""
        if room.state.is_terminal() and self._idle(room) and self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    def check_options(self, options: object) -> dict[str, Any]:
        """The option overrides of a request, or ApiError naming the limit broken."""
        if options is None:
            return {}
        if not isinstance(options, Mapping):
            raise ApiError("room/options", f"options {str(options)[:60]!r} are not an object")
        if len(options) > self.config.max_options:
            raise ApiError(
                "limit/options",
                f"{len(options)} options given; a room takes at most {self.config.max_options}",
            )
        out: dict[str, Any] = {}
        for key, value in options.items():
            if not isinstance(value, (str, int, float, bool, list)) or value is None:
                raise ApiError(
                    "room/options", f"option {str(key)[:40]!r}: value {value!r} is not text"
                )
            if len(str(key)) > 64 or len(str(value)) > self.config.max_option_chars:
                raise ApiError(
                    "limit/options",
                    f"option {str(key)[:40]!r} is longer than {self.config.max_option_chars} "
                    f"characters",
                )
            out[str(key)] = value
        return out

    async def create(
        self,
        *,
        client: str,
        game: object,
        players: object,
        options: object,
        seats: object,
        name: object,
    ) -> tuple[Room, str, int]:
        """Make a room and its match; the creator takes the first human seat.

        Returns the room, the creator's token and seat.
        """
        try:
            player_name = check_name(name)
        except ValueError as err:
            raise ApiError("room/name", str(err)) from None
        if not isinstance(game, str) or len(game) > 64:
            raise ApiError("room/game", f"game {str(game)[:40]!r} is not a game name")
        if not isinstance(players, int) or isinstance(players, bool):
            raise ApiError("room/players", f"players {players!r} is not a number of seats")
        opts = self.check_options(options)
        if not isinstance(seats, list) or len(seats) != players:
            raise ApiError(
                "room/seats",
                f"seats must list one entry per player ({players}), got "
                f"{len(seats) if isinstance(seats, list) else repr(seats)[:40]}",
            )
        rows: list[dict[str, Any]] = []
        for i, s in enumerate(seats):
            kind = s.get("kind") if isinstance(s, dict) else None
            if kind == "human":
                rows.append({"kind": "human", "level": None, "name": None, "token": None})
            elif kind == "bot":
                level = s.get("level") or "medium"
                if level not in BOT_KINDS:
                    raise ApiError(
                        "room/seats",
                        f"seat {i}: bot level {str(level)[:30]!r} is not one of "
                        f"{', '.join(BOT_KINDS)}",
                    )
                rows.append({"kind": "bot", "level": level, "name": None, "token": None})
            else:
                raise ApiError(
                    "room/seats", f"seat {i}: {str(s)[:60]!r} is not {{kind: human}} or a bot"
                )
        humans = [i for i, s in enumerate(rows) if s["kind"] == "human"]
        if not humans:
            raise ApiError("room/seats", "a room needs at least one human seat (yours)")
        await self._check_room_limit(client)
        seed = secrets.randbelow(2**31)
        try:
            state = registry.make(game, players, seed=seed, options=opts)
            for i in range(players):
                level = rows[i]["level"]
                if level is not None:
                    make_bot(level, state.family_id, seed=0)
        except GameError as err:
            raise ApiError(err.code, err.message) from None
        seat = humans[0]
        token = secrets.token_urlsafe(24)
        rows[seat]["name"] = player_name
        rows[seat]["token"] = hash_token(token)
        row = RoomRow(
            id=await self._new_id(),
            client=client,
            game=state.variant,
            players=players,
            options=opts,
            seed=seed,
            seats=rows,
            created=time.time(),
        )
        await self.runner.run(self.store.create_room, row)
        room = self.rooms[row.id] = Room(row, state)
        self._kick(room)
        return room, token, seat

    async def _check_room_limit(self, client: str) -> None:
        """Refuse a new room to a client that has as many unfinished ones as it may."""
        open_rooms = await self.runner.run(self.store.open_rooms_of, client)
        if open_rooms >= self.config.max_rooms_per_client:
            raise ApiError(
                "limit/rooms",
                f"you have {open_rooms} unfinished rooms; at most "
                f"{self.config.max_rooms_per_client} at a time",
                429,
            )

    async def _new_id(self) -> str:
        while True:
            rid = secrets.token_urlsafe(6)
            if rid not in self.rooms and await self.runner.run(self.store.load_room, rid) is None:
                return rid

    async def join(self, room_id: str, name: object, seat: object) -> tuple[str, int]:
        """Take a free human seat; the new token and the seat."""
        try:
            player_name = check_name(name)
        except ValueError as err:
            raise ApiError("room/name", str(err)) from None
        async with self.holding(room_id) as room, room.lock:
            n = room.row.players
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
                raise ApiError("seat/unknown", f"seat {str(seat)[:20]!r} is not 0 to {n - 1}")
            s = room.row.seats[seat]
            if s["kind"] != "human":
                raise ApiError("seat/bot", f"seat {seat} is a bot's seat", 409)
            if s.get("token"):
                raise ApiError("seat/taken", f"seat {seat} is taken by {s.get('name')!r}", 409)
            token = secrets.token_urlsafe(24)
            s["name"], s["token"] = player_name, hash_token(token)
            try:
                await self.runner.run(self.store.update_room, room.row)
            except StoreError:
                s["name"] = s["token"] = None
                raise
            self._broadcast(room)
        return token, seat

    async def hand_to_bot(self, room_id: str, token: str | None, seat: int, level: str) -> None:
        """Let a bot play a human seat: its own player may do so at any time, any other
        seated player while nobody is connected on that seat.
        """
        async with self.holding(room_id) as room:
            await self._hand_to_bot(room, token, seat, level)
        self._kick(room)

    async def _hand_to_bot(self, room: Room, token: str | None, seat: int, level: str) -> None:
        async with room.lock:
            by = room.seat_of(token)
            if by is None:
                raise ApiError("seat/token", "only a seated player may hand a seat to a bot", 403)
            self._check_seat(room, seat)
            if level not in BOT_KINDS:
                raise ApiError(
                    "seat/level",
                    f"bot level {str(level)[:30]!r} is not one of {', '.join(BOT_KINDS)}",
                )
            s = room.row.seats[seat]
            if s["kind"] != "human":
                raise ApiError("seat/bot", f"seat {seat} is a bot's seat already", 409)
            if by != seat and room.connected(seat):
                raise ApiError(
                    "seat/present",
                    f"seat {seat}'s player is connected; only they may hand it to a bot",
                    409,
                )
            s["bot"] = level
            await self.runner.run(self.store.update_room, room.row)
            self._broadcast(room)

    async def take_back(self, room_id: str, token: str | None, seat: int) -> None:
        """A player takes their seat back from the bot playing it."""
        async with self.holding(room_id) as room, room.lock:
            self._check_seat(room, seat)
            if room.seat_of(token) != seat:
                raise ApiError("seat/token", f"only seat {seat}'s own token takes it back", 403)
            s = room.row.seats[seat]
            if not s.get("bot"):
                raise ApiError("seat/not-bot", f"seat {seat} is not played by a bot", 409)
            s["bot"] = None
            await self.runner.run(self.store.update_room, room.row)
            self._broadcast(room)

    @staticmethod
    def _check_seat(room: Room, seat: object) -> None:
        n = room.row.players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
            raise ApiError("seat/unknown", f"seat {str(seat)[:20]!r} is not 0 to {n - 1}")

    async def rematch(self, room_id: str, token: str | None, client: str) -> tuple[Room, int]:
        """The next match with the same game, options and seats (the same tokens play
        the same seats): made once, then every player of the room is sent to it.
        """
        async with self.holding(room_id, keep=True) as room:
            return await self._rematch(room, token, client)

    async def _rematch(self, room: Room, token: str | None, client: str) -> tuple[Room, int]:
        async with room.lock:
            seat = room.seat_of(token)
            if seat is None:
                raise ApiError("seat/token", "only a seated player may start a rematch", 403)
            if not room.state.is_terminal():
                raise ApiError("room/unfinished", "the match is not over yet", 409)
            if room.row.rematch is not None:
                return await self.room(room.row.rematch), seat  # to read its id
            await self._check_room_limit(client)
            seed = secrets.randbelow(2**31)
            old = room.row
            row = RoomRow(
                id=await self._new_id(),
                client=client,
                game=old.game,
                players=old.players,
                options=dict(old.options),
                seed=seed,
                seats=[dict(s) for s in old.seats],
                created=time.time(),
            )
            state = registry.make(row.game, row.players, seed=seed, options=row.options)
            await self.runner.run(self.store.create_room, row)
            old.rematch = row.id
            await self.runner.run(self.store.update_room, old)
            new = self.rooms[row.id] = Room(row, state)
            self._broadcast(room)
        self._kick(new)
        return new, seat

    # -- play -------------------------------------------------------------------

    async def act(self, room: Room, seat: int, n: object, text: object) -> None:
        """A person's intent: refused with the reason unless it is fresh, theirs and legal."""
        async with room.lock:
            if not isinstance(n, int) or isinstance(n, bool) or n != room.n:
                raise ApiError(
                    "state/stale",
                    f"state number {str(n)[:20]!r} is not the current one ({room.n}): "
                    f"the table has moved on, act on the latest state",
                    409,
                )
            if seat == SPECTATOR:
                raise ApiError("seat/spectator", "a spectator cannot act: join a seat", 403)
            if not isinstance(text, str) or not text.strip() or len(text) > 200:
                raise ApiError(
                    "action/malformed",
                    f"action {str(text)[:60]!r} is not an action in text notation",
                )
            if room.bot_level(seat) is not None:
                raise ApiError(
                    "seat/bot", f"a bot plays seat {seat} now: take the seat back first", 409
                )
            state = room.state
            try:
                action = state.parse_action(text)
                state.check(action, seat=seat)
            except GameError as err:
                raise ApiError(err.code, err.message) from None
            await self._commit(room, seat, action)
        self._kick(room)

    async def _commit(self, room: Room, seat: int, action: Action) -> None:
        """Log a checked action, apply it, tell everyone (the caller holds the lock)."""
        text = str(action)
        try:
            await self.runner.append(room.id, room.n, text)
        except StoreError as err:  # not logged, so not played: nothing changes
            raise ApiError(
                "store/error", f"action {text!r} was not played: the log refused it: {err}", 503
            ) from None
        room.state.apply(action, seat=seat)
        room.row.actions.append(text)
        if room.state.is_terminal():
            room.row.finished = True
            await self.runner.run(self.store.update_room, room.row)
        self._broadcast(room)

    def _kick(self, room: Room) -> None:
        """Start the bot of the seat to act, if a bot plays it, none is thinking and
        someone is connected (with nobody there the room rests).
        """
        if room.bot_task is not None and not room.bot_task.done():
            return
        state = room.state
        if state.is_terminal() or not room.conns:
            room.bot_task = None
            return
        seat = state.current_player()
        if seat < 0 or room.bot_level(seat) is None:
            room.bot_task = None
            return
        room.bot_task = asyncio.get_running_loop().create_task(self._bot_turn(room))

    async def _bot_turn(self, room: Room) -> None:
        delay, spread = self.config.bot_delay, self.config.bot_delay_spread
        if delay > 0:
            await asyncio.sleep(delay * (1 + spread * (2 * random.random() - 1)))
        try:
            async with room.lock:
                state = room.state
                if state.is_terminal() or not room.conns:
                    return
                seat = state.current_player()
                level = room.bot_level(seat) if seat >= 0 else None
                if level is None:
                    return
                n = room.n
                view = state.view(seat)
                legal = list(state.legal_actions())
                bot = room.bot(seat, level)
            action = await self.bot_pool.run(bot.choose, view, legal)
            async with room.lock:
                if room.n == n and room.bot_level(seat) == level:
                    await self._commit(room, seat, action)
        except ApiError as err:  # the log could not be written: try again in a while
            log.warning("room %s: the bot's move waits: %s", room.id, err.message)
            await asyncio.sleep(max(1.0, self.config.bot_delay))
        finally:
            room.bot_task = None
        self._kick(room)
        self._left(room)

    # -- receivers --------------------------------------------------------------

    def _message(self, room: Room, conn: Connection, start: int | None) -> dict[str, Any]:
        seat = conn.seat
        own = seat != SPECTATOR and room.bot_level(seat) is None
        msg = state_message(
            room.state, seat, room.n, start, room.info(), legal=own, cache=room.json
        )
        conn.events_sent = len(room.state.events)
        return msg

    def _broadcast(self, room: Room) -> None:
        """Queue every receiver its own state message (the caller holds the lock)."""
        info = room.info()
        state = room.state
        for conn in list(room.conns):
            seat = conn.seat
            own = seat != SPECTATOR and room.bot_level(seat) is None
            msg = state_message(
                state, seat, room.n, conn.events_sent, info, legal=own, cache=room.json
            )
            conn.events_sent = len(state.events)
            if not conn.push(msg):
                room.conns.discard(conn)

    async def connect(self, room: Room, token: str | None) -> Connection:
        """Open a receiver: the token's seat, or a spectator without one; the first
        state message (its events: the hand so far) is queued.
        """
        seat = SPECTATOR
        if token:
            found = room.seat_of(token)
            if found is None:
                raise ApiError("seat/token", "this token holds no seat in this room", 403)
            seat = found
        async with room.lock:
            conn = Connection(seat)
            room.conns.add(conn)
            conn.push(self._message(room, conn, None))
            self._broadcast_others(room, conn)
        self._kick(room)
        return conn

    def _broadcast_others(self, room: Room, conn: Connection) -> None:
        info = room.info()
        for other in list(room.conns):
            if other is not conn:
                other.push({"type": "room", "room": info})

    async def disconnect(self, room: Room, conn: Connection) -> None:
        """Close a receiver; the others hear who is still connected.

        Nothing here waits (the room is consistent at every wait of the tasks that
        change it), so it is done even when the connection's task is being
        cancelled: a connection that stayed listed would keep the room in memory.
        """
        room.conns.discard(conn)
        self._broadcast_others(room, conn)
        self._left(room)

    async def resend(self, room: Room, conn: Connection) -> None:
        """Send a receiver its state again (after a refused intent, on ``sync``)."""
        async with room.lock:
            conn.push(self._message(room, conn, None))

    def error(self, room: Room | None, err: ApiError) -> dict[str, Any]:
        """The error message for a refused intent, with the current state number."""
        return error_message(err.code, err.message, None if room is None else room.n)

    # -- records ----------------------------------------------------------------

    async def record(self, room_id: str) -> dict[str, Any]:
        """The record of a finished match; an unfinished one is refused (it would tell
        the deck and every hand).
        """
        room = await self.room(room_id)
        if not room.state.is_terminal():
            raise ApiError(
                "record/unfinished",
                f"room {room_id!r}: the match is not over; its record would show every "
                f"hidden card (it is given once the match ends)",
                409,
            )
        return Record.from_state(room.state, room.names()).to_dict()

    async def replay(self, room_id: str, seat: int | None) -> dict[str, Any]:
        """A finished match step by step as ``seat`` saw it (``None``: a spectator)."""
        room = await self.room(room_id)
        if not room.state.is_terminal():
            raise ApiError("record/unfinished", f"room {room_id!r}: the match is not over yet", 409)
        who = SPECTATOR if seat is None else seat
        if who != SPECTATOR:
            self._check_seat(room, who)
        state = registry.make(
            room.row.game, room.row.players, seed=room.row.seed, options=room.row.options
        )
        steps: list[dict[str, Any]] = [{"n": 0, "action": None, "view": view_for(state, who)}]
        for i, text in enumerate(room.row.actions, start=1):
            state.apply(state.parse_action(text))
            steps.append({"n": i, "action": text, "view": view_for(state, who)})
        info = room.info()
        return {**info, "players": info["seats"], "seat": seat, "steps": steps}
