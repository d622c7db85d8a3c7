"""``pantsdown serve``: the authoritative game server for the browser client.

:func:`create_app` builds the FastAPI application; ``docs/server.md`` is the
protocol, storage and limits.
"""

from pantsdown.server.app import create_app
from pantsdown.server.config import ServerConfig

__all__ = ["ServerConfig", "create_app"]
