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
import collections
import gc
import os
import random
import secrets
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PG_URL = "postgresql://postgres@127.0.0.1:5432/test"


def serve(
    database: str, port: int, prefix: str, bot_delay: float, append_connections: int | None
) -> None:
    """The child process: uvicorn on the app, no limits on rooms per client, plus
    ``GET /bench/stats`` (this benchmark's, not the server's): the hub's answer times
    and the store's append times since the last call, and every live room's ``n``.
    """
    import uvicorn

    from pantsdown.build import build_kind
    from pantsdown.server import ServerConfig, create_app
    from pantsdown.server.rooms import Hub
    from pantsdown.server.store import open_store

    print(f"server process {os.getpid()}: {build_kind()} engine", flush=True)
    pg = database.startswith("postgresql://")
    store = open_store(
        database, prefix=prefix, append_connections=append_connections if pg else None
    )
    config = ServerConfig(
        bot_delay=bot_delay, max_rooms_per_client=1_000_000, messages_per_second=1000
    )
    app = create_app(store, config)
    gc_pauses: list[float] = []
    young_pauses: list[float] = []
    gc_started = [0.0]
    loop_lags: list[float] = []
    lag_task: list[asyncio.Task[None]] = []

    def gc_watch(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            gc_started[0] = time.perf_counter()
        else:
            pause = time.perf_counter() - gc_started[0]
            (gc_pauses if info["generation"] == 2 else young_pauses).append(pause)

    gc.callbacks.append(gc_watch)

    async def watch_loop() -> None:
        """How late a 5 ms sleep of the server's own loop wakes up."""
        while True:
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            loop_lags.append(time.perf_counter() - t - 0.005)

    @app.get("/bench/garbage")
    async def garbage() -> dict[str, Any]:
        """Cyclic garbage: what a full collection of everything, the frozen objects
        too, finds unreachable (the server's freezing kept it until the hourly one)."""
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        return {"cyclic": found}

    @app.get("/bench/stats")
    async def stats() -> dict[str, Any]:
        if not lag_task:  # from the first call on: the measure's start
            lag_task.append(asyncio.get_running_loop().create_task(watch_loop()))
        hub: Hub = app.state.hub
        # (an older server without these timings, for comparisons, reports none)
        answer_times = getattr(hub, "answer_times", collections.deque())
        append_times = getattr(hub.runner, "append_times", collections.deque())
        answers, appends = list(answer_times), list(append_times)
        answer_times.clear()
        append_times.clear()
        pauses, young, lags = list(gc_pauses), list(young_pauses), list(loop_lags)
        gc_pauses.clear()
        young_pauses.clear()
        loop_lags.clear()
        return {
            "gc2": pauses,
            "gc_young": young,
            "loop_lag": lags,
            "answers": answers,
            "appends": appends,
            "n": {rid: room.n for rid, room in hub.rooms.items()},
        }

    uvicorn.run(
        app,
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


# -- the clients: each client process plays a share of the rooms -------------------


def client_process(
    ws_base: str, rooms: list[tuple[str, str]], start: float, stop: float, seed: float
) -> dict[str, Any]:
    """One client process (spawned): a websocket client per room until ``stop``
    (``time.monotonic()``, the same clock in every process on Linux); uvloop if it
    is there.  Returns its latencies as ``(sent at, seconds)``, held/finished/error
    counts, its event loop's lag samples and its CPU seconds.
    """
    try:
        import uvloop

        run = uvloop.run
    except ImportError:
        run = asyncio.run
    cpu = time.process_time()
    out = run(_clients(ws_base, rooms, start, stop, seed))
    out["cpu"] = time.process_time() - cpu
    return out


async def _clients(
    ws_base: str, rooms: list[tuple[str, str]], start: float, stop: float, seed: float
) -> dict[str, Any]:
    rng = random.Random(seed)
    out: dict[str, Any] = {"latencies": [], "held": 0, "finished": 0, "errors": 0, "lag": []}
    lag_task = asyncio.create_task(_loop_lag(out["lag"], stop))
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    await asyncio.gather(
        *(
            play(ws_base, room, token, out, stop, random.Random(rng.random()))
            for room, token in rooms
        )
    )
    lag_task.cancel()
    return out


async def _loop_lag(samples: list[float], stop: float) -> None:
    """How late a 20 ms sleep wakes up: how long this event loop makes a ready task wait."""
    while time.monotonic() < stop:
        t = time.perf_counter()
        await asyncio.sleep(0.02)
        samples.append(time.perf_counter() - t - 0.02)


async def play(
    ws_base: str, room: str, token: str, out: dict[str, Any], stop: float, rng: random.Random
) -> None:
    """A person's client: it plays a random legal action as soon as it may; the time
    from sending it to receiving the state that includes it is a move's latency.
    """
    import orjson
    from websockets.asyncio.client import connect

    sent_at = 0.0
    sent_n = -1
    latencies: list[tuple[float, float]] = out["latencies"]
    ok = True
    try:
        async with connect(
            f"{ws_base}/ws/{room}?token={token}",
            max_size=2**22,
            compression=None,
            open_timeout=60,  # 500 at once on a busy machine: a person would wait too
        ) as ws:
            try:
                async with asyncio.timeout_at(_loop_time(stop)):
                    while True:
                        msg = orjson.loads(await ws.recv(decode=False))
                        kind = msg["type"]
                        if kind == "error":
                            out["errors"] += 1
                            sent_at = 0.0
                            continue
                        if kind != "state":
                            continue
                        if sent_at and msg["n"] > sent_n:
                            now = time.perf_counter()
                            latencies.append((time.monotonic(), now - sent_at))
                            sent_at = 0.0
                        if msg["over"]:
                            out["finished"] += 1
                            break
                        legal = msg["legal"]
                        if legal and not sent_at:
                            sent_n = msg["n"]
                            act = {"type": "act", "n": sent_n, "action": rng.choice(legal)["text"]}
                            sent_at = time.perf_counter()
                            await ws.send(orjson.dumps(act), text=True)
            except TimeoutError:
                pass
    except Exception:
        ok = False
    if ok:
        out["held"] += 1


def _loop_time(monotonic_at: float) -> float:
    """The running loop's time at ``time.monotonic()`` = ``monotonic_at``."""
    return asyncio.get_running_loop().time() + (monotonic_at - time.monotonic())


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


async def make_rooms(base: str, args: argparse.Namespace) -> tuple[list[tuple[str, str]], float]:
    import httpx

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
        return rooms, time.monotonic() - t0


async def server_garbage(base: str) -> int:
    import httpx

    async with httpx.AsyncClient(timeout=60) as http:
        return int((await http.get(f"{base}/bench/garbage")).json()["cyclic"])


async def server_stats(base: str) -> dict[str, Any]:
    import httpx

    async with httpx.AsyncClient(timeout=60) as http:
        return dict((await http.get(f"{base}/bench/stats")).json())


async def room_counts(base: str, rooms: list[tuple[str, str]]) -> dict[str, int]:
    import httpx

    async with httpx.AsyncClient(timeout=60) as http:
        sem = asyncio.Semaphore(8)

        async def count(room: str) -> tuple[str, int]:
            async with sem:
                return room, int((await http.get(f"{base}/api/rooms/{room}")).json()["n"])

        return dict(await asyncio.gather(*(count(room) for room, _ in rooms)))


def run_load(base: str, args: argparse.Namespace) -> dict[str, Any]:
    """Make the rooms, play them from ``args.client_processes`` processes, measure."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    rooms, made_in = asyncio.run(make_rooms(base, args))
    ws_base = base.replace("http://", "ws://")
    k = max(1, min(args.client_processes, len(rooms)))
    shares = [rooms[i::k] for i in range(k)]
    rng = random.Random(1)
    with ProcessPoolExecutor(k, mp_context=multiprocessing.get_context("spawn")) as pool:
        list(pool.map(time.sleep, [0.2] * k))  # every process is up before the clock starts
        start = time.monotonic() + 1.0
        measure_from = start + args.warmup
        stop = measure_from + args.seconds
        futures = [
            pool.submit(client_process, ws_base, share, start, stop, rng.random())
            for share in shares
        ]
        time.sleep(max(0.0, measure_from - time.monotonic()))
        cpu_from = time.monotonic()
        cpu_before = cpu_seconds(args.server_pid)
        wait_before = runqueue_seconds(args.server_pid)
        load_before = os.getloadavg()[0]
        asyncio.run(server_garbage(base))  # collected: what the measure finds is its own
        before = asyncio.run(server_stats(base))  # the rooms' n as the measure starts
        counted_from = time.monotonic()  # (late if the busy server answered late)
        window_start = measure_from
        parts = [f.result() for f in futures]
    cpu_span = time.monotonic() - cpu_from
    server_cpu = (cpu_seconds(args.server_pid) - cpu_before) / cpu_span
    server_wait = (runqueue_seconds(args.server_pid) - wait_before) / cpu_span
    after = asyncio.run(server_stats(base))
    garbage = asyncio.run(server_garbage(base))
    elapsed = stop - counted_from  # rooms rest once their client has left
    load = os.getloadavg()[0]
    counts = asyncio.run(room_counts(base, rooms))
    moves = sum(counts[r] - before["n"].get(r, 0) for r, _ in rooms)
    steady = [lat for p in parts for at, lat in p["latencies"] if at >= window_start]
    warm = [lat for p in parts for at, lat in p["latencies"] if at < window_start]
    lag = [x for p in parts for x in p["lag"]]
    return {
        "rooms_made": len(rooms),
        "made_in_s": made_in,
        "held": sum(p["held"] for p in parts),
        "finished": sum(p["finished"] for p in parts),
        "errors": sum(p["errors"] for p in parts),
        "moves": moves,
        "seconds": elapsed,
        "moves_per_s": moves / elapsed,
        "client_moves": len(steady),
        "p50_ms": _percentile(steady, 0.5) * 1000,
        "p99_ms": _percentile(steady, 0.99) * 1000,
        "warm_moves": len(warm),
        "warm_p99_ms": _percentile(warm, 0.99) * 1000,
        "server_p50_ms": _percentile(after["answers"], 0.5) * 1000,
        "server_p99_ms": _percentile(after["answers"], 0.99) * 1000,
        "append_p99_ms": _percentile(after["appends"], 0.99) * 1000,
        "append_max_ms": max(after["appends"], default=0.0) * 1000,
        "server_lag_p99_ms": _percentile(after["loop_lag"], 0.99) * 1000,
        "server_lag_max_ms": max(after["loop_lag"], default=0.0) * 1000,
        "gc_young_s": sum(after["gc_young"]) / max(1e-9, elapsed),
        "gc_young_max_ms": max(after["gc_young"], default=0.0) * 1000,
        "lag_p99_ms": _percentile(lag, 0.99) * 1000,
        "gc2": after["gc2"],
        "cyclic_garbage": garbage,
        "client_cpu": sum(p["cpu"] for p in parts) / (stop - start),
        "client_processes": k,
        "server_cpu": server_cpu,
        "server_wait": server_wait,
        "load": (load_before + load) / 2,
    }


def cpu_seconds(pid: int) -> float:
    """The CPU time (user and system) process ``pid`` has used, from /proc (0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def runqueue_seconds(pid: int) -> float:
    """The time process ``pid``'s threads have waited, ready, for a core (Linux's
    schedstat; 0 elsewhere): how much the machine's other work held it up.
    """
    total = 0
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            total += int((task / "schedstat").read_text().split()[1])
        except (OSError, IndexError, ValueError):
            continue
    return total / 1e9


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
            *(
                ["--append-connections", str(args.append_connections)]
                if args.append_connections
                else []
            ),
        ],
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    args.server_pid = child.pid
    try:
        asyncio.run(wait_up(base))
        result = run_load(base, args)
    finally:
        child.terminate()
        child.wait(timeout=30)
        from pantsdown.server.store import open_store

        store = open_store(database, prefix=prefix)
        store.drop()
        store.close()
    r = result
    print(
        f"{label:<11} matches held {r['held']}/{r['rooms_made']} ({r['finished']} finished)  "
        f"moves/s {r['moves_per_s']:.0f} ({r['moves']} in {r['seconds']:.1f} s)\n"
        f"{'':<11} move latency p50 {r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms over "
        f"{r['client_moves']} client moves (while connecting: p99 {r['warm_p99_ms']:.1f} ms "
        f"over {r['warm_moves']})  errors {r['errors']}\n"
        f"{'':<11} server: intent to answer sent p50 {r['server_p50_ms']:.1f} ms, "
        f"p99 {r['server_p99_ms']:.1f} ms; log append p99 {r['append_p99_ms']:.1f} ms "
        f"(longest {r['append_max_ms']:.1f}); its event loop's lag p99 "
        f"{r['server_lag_p99_ms']:.1f} ms (longest {r['server_lag_max_ms']:.1f}); "
        f"CPU {r['server_cpu']:.2f} cores "
        f"({r['server_cpu'] / max(r['moves_per_s'], 1e-9) * 1000:.2f} ms a move), "
        f"waiting for a core "
        f"{r['server_wait']:.2f} s/s; full garbage collections {len(r['gc2'])}, "
        f"longest {max(r['gc2'], default=0) * 1000:.0f} ms; younger ones "
        f"{r['gc_young_s'] * 1000:.1f} ms/s, longest {r['gc_young_max_ms']:.1f} ms; "
        f"cyclic garbage made while measured {r['cyclic_garbage']} objects\n"
        f"{'':<11} clients: {r['client_processes']} processes, CPU {r['client_cpu']:.2f} cores, "
        f"event loop lag p99 {r['lag_p99_ms']:.1f} ms; rooms made in {r['made_in_s']:.1f} s; "
        f"load average {r['load']:.1f}",
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
    parser.add_argument(
        "--warmup",
        type=float,
        default=5,
        help="seconds of play after the clients connect before the measure starts (5)",
    )
    parser.add_argument(
        "--client-processes",
        type=int,
        default=2,
        help="processes the websocket clients are spread over (2)",
    )
    parser.add_argument("--db", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument(
        "--append-connections",
        type=int,
        metavar="N",
        help="PostgreSQL's append connections (pantsdown serve --append-connections; 2)",
    )
    parser.add_argument("--serve", metavar="DATABASE", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--prefix", default="pd_", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.port, args.prefix, args.bot_delay, args.append_connections)
        return
    if not 1 <= args.matches <= 2000 or not 0 < args.seconds <= 600:
        parser.error("--matches is 1 to 2000 and --seconds 0 to 600 (the run is bounded)")
    if not 0 <= args.warmup <= 60 or not 1 <= args.client_processes <= 16:
        parser.error("--warmup is 0 to 60 s and --client-processes 1 to 16")
    if args.append_connections is not None and not 1 <= args.append_connections <= 32:
        parser.error(f"--append-connections {args.append_connections} is not 1 to 32")
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
