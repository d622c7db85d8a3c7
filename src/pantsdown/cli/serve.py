"""``pantsdown serve``: the game server for the browser client, on this machine."""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console

__all__ = ["default_database", "run_serve"]


def default_database() -> Path:
    """The SQLite file in the user's data directory (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("pantsdown")) / "server.sqlite3"


def run_serve(args: argparse.Namespace, console: Console) -> int:
    """Open the database, print the address, serve until interrupted."""
    import uvicorn

    from pantsdown.server import ServerConfig, create_app
    from pantsdown.server.store import APPEND_CONNECTIONS_MAX, StoreError, open_store

    if args.bot_delay < 0:
        console.print(f"pantsdown serve: error: --bot-delay {args.bot_delay} is below 0")
        return 2
    if args.room_idle < 0:
        console.print(f"pantsdown serve: error: --room-idle {args.room_idle} is below 0")
        return 2
    if not 0 < args.port < 65536:
        console.print(f"pantsdown serve: error: --port {args.port} is not 1 to 65535")
        return 2
    url = args.database or str(default_database())
    lanes = args.append_connections
    if lanes is not None:
        if not 1 <= lanes <= APPEND_CONNECTIONS_MAX:
            console.print(
                f"pantsdown serve: error: --append-connections {lanes} is not 1 to "
                f"{APPEND_CONNECTIONS_MAX}"
            )
            return 2
        if not url.startswith(("postgresql://", "postgres://")):
            console.print(
                f"pantsdown serve: error: --append-connections {lanes} applies to PostgreSQL "
                f"only; the database {url!r} is SQLite, which appends one action at a time",
                soft_wrap=True,
            )
            return 2
    try:
        # refused here, before anything listens
        store = open_store(url, append_connections=args.append_connections)
    except StoreError as err:
        console.print(f"pantsdown serve: error: {err}", soft_wrap=True)
        return 2
    config = ServerConfig(bot_delay=args.bot_delay, room_idle_seconds=args.room_idle)
    app = create_app(store, config)
    host = f"[{args.host}]" if ":" in args.host else args.host
    where = "PostgreSQL" if url.startswith(("postgresql://", "postgres://")) else url
    console.print(f"pantsdown serves http://{host}:{args.port}/  (database: {where})")
    # no per-message compression: it costs more CPU per move than it saves bytes (docs/server.md)
    uvicorn.run(
        app, host=args.host, port=args.port, log_level="warning", ws_per_message_deflate=False
    )
    return 0
