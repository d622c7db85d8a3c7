"""The FastAPI application: the HTTP API, the websocket, the static client.

``create_app(database)`` builds it on a store (a ``--database`` URL or a
:class:`~pantsdown.server.store.Store`); on start it rebuilds every unfinished
match from the store.  The protocol is documented in ``docs/server.md``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import orjson
from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.requests import ClientDisconnect

from pantsdown import texts
from pantsdown.core.errors import GameError
from pantsdown.server.config import ServerConfig
from pantsdown.server.messages import error_message, games_catalog
from pantsdown.server.rooms import ApiError, Connection, Hub, Room
from pantsdown.server.store import Store, StoreError, StoreRunner, open_store

__all__ = ["STATIC_DIR", "RateLimiter", "create_app"]

STATIC_DIR = Path(__file__).with_name("static")
"""The browser client: static files served at ``/static``, its page at ``/``."""


class RateLimiter:
    """A token bucket: ``burst`` messages at once, then ``rate`` a second."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last = time.monotonic()

    def allow(self) -> bool:
        """Take one token if there is one."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def _refusal(err: ApiError) -> JSONResponse:
    return JSONResponse(error_message(err.code, err.message, None), status_code=err.status)


def create_app(database: str | Store, config: ServerConfig | None = None) -> FastAPI:
    """The server application on ``database`` (URL, path or store) with ``config``."""
    cfg = config or ServerConfig()
    holder: dict[str, Hub] = {}

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = open_store(database) if isinstance(database, str) else database
        runner = StoreRunner(store)
        hub = holder["hub"] = Hub(runner, cfg)
        app.state.hub = hub
        try:
            await runner.start()
            await hub.start()
            yield
        finally:
            await hub.stop()
            await runner.aclose()
            runner.close()

    app = FastAPI(title="pantsdown", lifespan=lifespan, docs_url=None, redoc_url=None)

    def hub() -> Hub:
        return holder["hub"]

    @app.exception_handler(ApiError)
    async def api_error(request: Request, err: ApiError) -> JSONResponse:
        return _refusal(err)

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, err: RequestValidationError) -> JSONResponse:
        where = "; ".join(
            f"{'.'.join(str(p) for p in e.get('loc', ()))}: {e.get('msg', '')} "
            f"(got {str(e.get('input'))[:40]!r})"
            for e in err.errors()
        )
        return JSONResponse(error_message("request/malformed", where, None), status_code=422)

    @app.exception_handler(StoreError)
    async def store_error(request: Request, err: StoreError) -> JSONResponse:
        return JSONResponse(error_message("store/error", str(err), None), status_code=503)

    async def body(request: Request) -> dict[str, Any]:
        try:
            raw = await request.body()
        except ClientDisconnect:
            raise ApiError("request/gone", "the client left before its request was read") from None
        if len(raw) > cfg.max_body_bytes:
            raise ApiError(
                "limit/size",
                f"request body is {len(raw):,} bytes; at most {cfg.max_body_bytes:,}",
                413,
            )
        try:
            data = json.loads(raw or b"{}")
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise ApiError("request/malformed", f"body {raw[:60]!r} is not JSON") from None
        if not isinstance(data, dict):
            raise ApiError("request/malformed", f"body {raw[:60]!r} is not a JSON object")
        return data

    def client_of(request: Request) -> str:
        return request.client.host if request.client else "unknown"

    @app.get("/api/games")
    async def games(lang: str = "en") -> list[dict[str, Any]]:
        """Every preset: players, options with default, doc and source, how to play, bots;
        the rules' words in ``lang`` (``en``, ``de``).
        """
        try:
            return games_catalog(texts.check_lang(lang))
        except GameError as err:
            raise ApiError(err.code, err.message) from None

    @app.post("/api/rooms")
    async def create_room(request: Request) -> dict[str, Any]:
        """Make a room; the caller takes the first human seat."""
        data = await body(request)
        room, token, seat = await hub().create(
            client=client_of(request),
            game=data.get("game"),
            players=data.get("players"),
            options=data.get("options"),
            seats=data.get("seats"),
            name=data.get("name"),
        )
        return {"room": room.id, "token": token, "seat": seat, "invite": f"/room/{room.id}"}

    @app.get("/api/rooms/{room_id}")
    async def room_info(room_id: str) -> dict[str, Any]:
        """The room as anyone may see it."""
        return (await hub().room(room_id)).info()

    @app.post("/api/rooms/{room_id}/join")
    async def join(room_id: str, request: Request) -> dict[str, Any]:
        """Take a free human seat."""
        data = await body(request)
        token, seat = await hub().join(room_id, data.get("name"), data.get("seat"))
        return {"token": token, "seat": seat}

    @app.get("/api/rooms/{room_id}/record")
    async def record(room_id: str) -> JSONResponse:
        """A finished match's record (``pantsdown replay`` reads it)."""
        data = await hub().record(room_id)
        return JSONResponse(
            data, headers={"Content-Disposition": f'attachment; filename="{room_id}.json"'}
        )

    @app.get("/api/rooms/{room_id}/replay")
    async def replay(room_id: str, seat: int | None = None) -> dict[str, Any]:
        """A finished match step by step, as one seat saw it."""
        return await hub().replay(room_id, seat)

    @app.post("/api/rooms/{room_id}/rematch")
    async def rematch(room_id: str, request: Request) -> dict[str, Any]:
        """The next match of a finished room, same seats and tokens."""
        data = await body(request)
        token = data.get("token")
        room, seat = await hub().rematch(
            room_id, token if isinstance(token, str) else None, client_of(request)
        )
        return {"room": room.id, "token": token, "seat": seat, "invite": f"/room/{room.id}"}

    @app.post("/api/rooms/{room_id}/seats/{seat}/bot")
    async def seat_to_bot(room_id: str, seat: int, request: Request) -> dict[str, Any]:
        """Hand a seat to a bot of a level."""
        data = await body(request)
        token, level = data.get("token"), data.get("level", "medium")
        await hub().hand_to_bot(
            room_id, token if isinstance(token, str) else None, seat, str(level)
        )
        return (await hub().room(room_id)).info()

    @app.post("/api/rooms/{room_id}/seats/{seat}/take")
    async def seat_back(room_id: str, seat: int, request: Request) -> dict[str, Any]:
        """Take one's seat back from a bot."""
        data = await body(request)
        token = data.get("token")
        await hub().take_back(room_id, token if isinstance(token, str) else None, seat)
        return (await hub().room(room_id)).info()

    @app.websocket("/ws/{room_id}")
    async def websocket(ws: WebSocket, room_id: str, token: str | None = None) -> None:
        """Play (with a seat token) or watch (without)."""
        await ws.accept()
        try:
            async with hub().holding(room_id, keep=True) as room:
                conn = await hub().connect(room, token)
        except ApiError as err:
            await ws.send_text(json.dumps(error_message(err.code, err.message, None)))
            await ws.close(code=4404 if err.status == 404 else 4403)
            return
        writer = asyncio.create_task(_writer(ws, conn, hub()))
        try:
            await _reader(ws, hub(), room, conn, token, cfg)
        finally:
            await hub().disconnect(room, conn)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer

    index = STATIC_DIR / "index.html"

    def page() -> Response:
        if not index.is_file():
            return JSONResponse(
                error_message(
                    "client/missing", f"the browser client {index} is not installed", None
                ),
                status_code=404,
            )
        return FileResponse(index)

    @app.get("/")
    async def home() -> Response:
        """The browser client."""
        return page()

    @app.get("/room/{room_id}")
    async def room_page(room_id: str) -> Response:
        """The browser client, opened on a room (the invite link)."""
        return page()

    app.mount("/static", StaticFiles(directory=STATIC_DIR, check_dir=False), name="static")
    return app


def _encode(message: dict[str, Any]) -> str:
    """A message as JSON text (orjson: several times as fast as ``json.dumps``)."""
    return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS).decode()


async def _flush(ws: WebSocket, conn: Connection, hub: Hub) -> bool:
    """Send a connection's outbox in order; ``None`` closes it (``False`` then).

    One task sends at a time: a task that finds another sending returns at once,
    and the one sending sends what was pushed meanwhile too.  The first state or
    error sent after an intent arrived is its answer: the time between goes to
    ``hub.answer_times``.
    """
    if conn.sending:
        return True
    conn.sending = True
    try:
        outbox = conn.outbox
        while outbox:
            message = outbox.popleft()
            if message is None:
                await ws.close()
                return False
            await ws.send_text(_encode(message))
            if conn.intent_at and message["type"] in ("state", "error"):
                hub.answer_times.append(time.perf_counter() - conn.intent_at)
                conn.intent_at = 0.0
        return True
    finally:
        conn.sending = False


async def _writer(ws: WebSocket, conn: Connection, hub: Hub) -> None:
    """Send what is pushed to a connection (a bot's move, another player's, the
    room's news) as it comes, until its outbox says close.
    """
    while True:
        await conn.pushed.wait()
        conn.pushed.clear()
        if not await _flush(ws, conn, hub):
            return


async def _reader(
    ws: WebSocket, hub: Hub, room: Room, conn: Connection, token: str | None, cfg: ServerConfig
) -> None:
    """Read a connection's intents until it closes; refuse each bad one with the reason."""
    limiter = RateLimiter(cfg.messages_per_second, cfg.message_burst)
    while True:
        try:
            frame = await ws.receive()
        except (WebSocketDisconnect, RuntimeError):
            return
        received = time.perf_counter()
        if frame["type"] == "websocket.disconnect":
            return
        raw = frame.get("text")
        if raw is None:
            data = frame.get("bytes") or b""
            raw = data.decode("utf-8", "replace")
        try:
            await _handle(hub, room, conn, token, cfg, limiter, raw, received)
        except ApiError as err:
            conn.push(hub.error(room, err))
        # the answer goes now, from this task, not a turn of the event loop later
        # from the writer's (which the loop's other ready work would hold up)
        try:
            if not await _flush(ws, conn, hub):
                return
        except Exception:  # the connection is gone: the websocket's end handles it
            return


async def _handle(
    hub: Hub,
    room: Room,
    conn: Connection,
    token: str | None,
    cfg: ServerConfig,
    limiter: RateLimiter,
    raw: str,
    received: float,
) -> None:
    if not limiter.allow():
        raise ApiError(
            "limit/rate",
            f"more than {cfg.messages_per_second:g} messages a second "
            f"(burst {cfg.message_burst}); this one was dropped",
        )
    if len(raw.encode()) > cfg.max_message_bytes:
        raise ApiError(
            "limit/size",
            f"message of {len(raw.encode()):,} bytes; at most {cfg.max_message_bytes:,}",
        )
    try:
        msg = json.loads(raw)
    except json.JSONDecodeError:
        raise ApiError("protocol/malformed", f"message {raw[:60]!r} is not JSON") from None
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        raise ApiError("protocol/malformed", f'message {raw[:60]!r} has no "type"')
    kind = msg["type"]
    if kind == "act":
        conn.intent_at = received
        await hub.act(room, conn.seat, msg.get("n"), msg.get("action"))
    elif kind == "sync":
        await hub.resend(room, conn)
    elif kind == "ping":
        conn.push({"type": "pong", "n": room.n})
    elif kind == "bot":
        seat = msg.get("seat", conn.seat)
        level = msg.get("level", "medium")
        if not isinstance(seat, int) or not isinstance(level, str):
            raise ApiError("protocol/malformed", f"bot message {raw[:60]!r} needs seat and level")
        await hub.hand_to_bot(room.id, token, seat, level)
    elif kind == "take":
        await hub.take_back(room.id, token, conn.seat)
    else:
        raise ApiError(
            "protocol/unknown",
            f"message type {kind[:30]!r} is not one of act, sync, ping, bot, take",
        )
