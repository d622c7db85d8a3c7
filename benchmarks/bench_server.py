"""Many concurrent bot matches through real websocket clients against `pantsdown serve`.

A uvicorn server runs in a child process on 127.0.0.1 (a free port) on SQLite (a
temporary file) and then on PostgreSQL (127.0.0.1:5432, database ``test``, its own
tables, dropped afterwards; skipped with the reason if it is not reachable).  For
each, ``--matches`` rooms are made, each with one person's seat and bots in the
others; one websocket client per room plays its seat (a random legal action as
soon as it is its turn) for at most ``--seconds``.  Printed per database:

- matches held: rooms whose client stayed connected to the end of the run;
- moves/s: every move the server accepted (the clients' and the bots'), per second;
- p99 move latency: from a client sending its action to its receiving the state
  that includes it (ms), with the median beside it.

Bounded: at most ``--matches`` rooms and ``--seconds`` of play (plus start-up).
Figures are measured, never asserted.  Usage::

    python benchmarks/bench_server.py                         # 500 matches, 30 s each database
    python benchmarks/bench_server.py --matches 100 --seconds 10 --db sqlite
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PG_URL = "postgresql://postgres@127.0.0.1:5432/test"


def serve(database: str, port: int, prefix: str, bot_delay: float) -> None:
    """The child process: uvicorn on the app, no limits on rooms per client."""
    import uvicorn

    from pantsdown.build import build_kind
    from pantsdown.server import ServerConfig, create_app
    from pantsdown.server.store import open_store

    print(f"server process {os.getpid()}: {build_kind()} engine", flush=True)
    store = open_store(database, prefix=prefix)
    config = ServerConfig(
        bot_delay=bot_delay, max_rooms_per_client=1_000_000, messages_per_second=1000
    )
    uvicorn.run(
        create_app(store, config),
        host="127.0.0.1",
        port=port,
        log_level="warning",
        ws_per_message_deflate=False,
        ws_max_queue=64,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def wait_up(base: str, seconds: float = 60) -> None:
    import httpx

    deadline = time.monotonic() + seconds
    async with httpx.AsyncClient() as http:
        while time.monotonic() < deadline:
            try:
                if (await http.get(f"{base}/api/games")).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            await asyncio.sleep(0.2)
    raise RuntimeError(f"the server at {base} did not come up in {seconds} s")


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.held = 0
        self.finished = 0
        self.errors = 0
        self.moves_seen: dict[str, int] = {}


async def play(
    ws_base: str, room: str, token: str, stats: Stats, stop: float, rng: random.Random
) -> None:
    from websockets.asyncio.client import connect

    sent_at: float | None = None
    sent_n = -1
    ok = True
    try:
        async with connect(f"{ws_base}/ws/{room}?token={token}", max_size=2**22) as ws:
            while time.monotonic() < stop:
                try:
                    raw = await asyncio.wait_for(
                        ws.recv(), timeout=max(0.05, stop - time.monotonic())
                    )
                except TimeoutError:
                    break
                msg = json.loads(raw)
                if msg["type"] == "error":
                    stats.errors += 1
                    sent_at = None
                    continue
                if msg["type"] != "state":
                    continue
                stats.moves_seen[room] = msg["n"]
                if sent_at is not None and msg["n"] > sent_n:
                    stats.latencies.append(time.perf_counter() - sent_at)
                    sent_at = None
                if msg["over"]:
                    stats.finished += 1
                    break
                if msg["legal"] and sent_at is None:
                    action = rng.choice(msg["legal"])["text"]
                    sent_n = msg["n"]
                    sent_at = time.perf_counter()
                    await ws.send(json.dumps({"type": "act", "n": msg["n"], "action": action}))
    except Exception:
        ok = False
    if ok:
        stats.held += 1


async def run_load(base: str, args: argparse.Namespace) -> dict[str, Any]:
    import httpx

    rng = random.Random(1)
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": args.level}] * (args.players - 1)
    rooms: list[tuple[str, str]] = []
    async with httpx.AsyncClient(timeout=60) as http:
        sem = asyncio.Semaphore(8)

        async def make(i: int) -> None:
            async with sem:
                for attempt in range(5):  # a kept-alive connection the server just closed
                    try:
                        await create(i)
                        return
                    except httpx.TransportError:
                        if attempt == 4:
                            raise
                        await asyncio.sleep(0.2)

        async def create(i: int) -> None:
            r = await http.post(
                f"{base}/api/rooms",
                json={"game": args.game, "players": args.players, "seats": seats, "name": f"p{i}"},
            )
            r.raise_for_status()
            data = r.json()
            rooms.append((data["room"], data["token"]))

        t0 = time.monotonic()
        await asyncio.gather(*(make(i) for i in range(args.matches)))
        made_in = time.monotonic() - t0
    stats = Stats()
    ws_base = base.replace("http://", "ws://")
    cpu_before = cpu_seconds(args.server_pid)
    start = time.monotonic()
    stop = start + args.seconds
    await asyncio.gather(
        *(
            play(ws_base, room, token, stats, stop, random.Random(rng.random()))
            for room, token in rooms
        )
    )
    elapsed = time.monotonic() - start
    server_cpu = (cpu_seconds(args.server_pid) - cpu_before) / elapsed
    load = os.getloadavg()[0]
    async with httpx.AsyncClient(timeout=60) as http:
        sem = asyncio.Semaphore(8)
        total = 0

        async def count(room: str) -> int:
            async with sem:
                return int((await http.get(f"{base}/api/rooms/{room}")).json()["n"])

        counts = await asyncio.gather(*(count(room) for room, _ in rooms))
        total = sum(counts)
    lat = sorted(stats.latencies)
    p99 = lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000 if lat else float("nan")
    return {
        "rooms_made": len(rooms),
        "made_in_s": made_in,
        "held": stats.held,
        "finished": stats.finished,
        "moves": total,
        "seconds": elapsed,
        "moves_per_s": total / elapsed,
        "client_moves": len(lat),
        "p50_ms": statistics.median(lat) * 1000 if lat else float("nan"),
        "p99_ms": p99,
        "errors": stats.errors,
        "server_cpu": server_cpu,
        "load": load,
    }


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) process ``pid`` has used, from /proc (0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pg_reachable() -> str | None:
    try:
        import psycopg

        psycopg.connect(PG_URL, connect_timeout=2).close()
        return None
    except Exception as err:
        return f"PostgreSQL at 127.0.0.1:5432 (database test) is not reachable: {err}"


def bench(database: str, label: str, args: argparse.Namespace) -> None:
    port = free_port()
    prefix = f"bench{secrets.token_hex(4)}_"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    child = subprocess.Popen(
        [
            sys.executable,
            __file__,
            "--serve",
            database,
            "--port",
            str(port),
            "--prefix",
            prefix,
            "--bot-delay",
            str(args.bot_delay),
        ],
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    args.server_pid = child.pid
    try:
        asyncio.run(wait_up(base))
        result = asyncio.run(run_load(base, args))
    finally:
        child.terminate()
        child.wait(timeout=30)
        from pantsdown.server.store import open_store

        store = open_store(database, prefix=prefix)
        store.drop()
        store.close()
    print(
        f"{label:<11} matches held {result['held']}/{result['rooms_made']} "
        f"({result['finished']} finished)  moves/s {result['moves_per_s']:.0f} "
        f"({result['moves']} in {result['seconds']:.1f} s)  "
        f"move latency p50 {result['p50_ms']:.1f} ms, p99 {result['p99_ms']:.1f} ms "
        f"over {result['client_moves']} client moves  errors {result['errors']}  "
        f"(rooms made in {result['made_in_s']:.1f} s)  server CPU {result['server_cpu']:.2f} "
        f"cores, load average {result['load']:.1f}",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=500, help="concurrent matches (500)")
    parser.add_argument("--seconds", type=float, default=30, help="seconds of play per database")
    parser.add_argument("--game", default="schwimmen", help="the preset (schwimmen)")
    parser.add_argument("--players", type=int, default=4, help="seats per match (4)")
    parser.add_argument("--level", default="medium", help="the bots' level (medium)")
    parser.add_argument(
        "--bot-delay",
        type=float,
        default=0.6,
        help="the bots' delay: 0.6 s, the server's default, a pace people can follow",
    )
    parser.add_argument("--db", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument("--serve", metavar="DATABASE", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--prefix", default="pd_", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.port, args.prefix, args.bot_delay)
        return
    if not 1 <= args.matches <= 2000 or not 0 < args.seconds <= 600:
        parser.error("--matches is 1 to 2000 and --seconds 0 to 600 (the run is bounded)")
    from pantsdown.build import build_kind

    print(
        f"{args.matches} matches of {args.game} ({args.players} seats: one websocket client, "
        f"{args.players - 1} {args.level} bots, bot delay {args.bot_delay} s), "
        f"{args.seconds:g} s each database, server and clients on this machine "
        f"({os.cpu_count()} cores), {build_kind()} engine, load average "
        f"{os.getloadavg()[0]:.1f}",
        flush=True,
    )
    if args.db in ("sqlite", "both"):
        with tempfile.TemporaryDirectory() as tmp:
            bench(str(Path(tmp) / "bench.sqlite3"), "SQLite", args)
    if args.db in ("postgresql", "both"):
        reason = pg_reachable()
        if reason:
            print(f"PostgreSQL  skipped: {reason}")
        else:
            bench(PG_URL, "PostgreSQL", args)


if __name__ == "__main__":
    main()
