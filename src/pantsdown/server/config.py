"""The server's settings and input limits, each with the error a client gets past it."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

__all__ = ["NAME_MAX", "ServerConfig", "check_name"]

NAME_MAX = 24
"""The longest player name, in characters."""

_NAME_PUNCT = set(" -_.'")


@dataclass(frozen=True, kw_only=True)
class ServerConfig:
    """Everything a server process can be told; the defaults suit one machine."""

    bot_delay: float = 0.6
    """Seconds a bot waits before it moves, so that people can follow (0 in tests)."""
    bot_delay_spread: float = 0.25
    """Each bot move's wait is ``bot_delay`` times a random factor within this much of 1
    (0.6 s: 0.45 to 0.75 s), as a player's pause varies; and the bots of many rooms
    started together do not then move in step, every room's move in the same instant."""
    max_message_bytes: int = 4096
    """The largest websocket message a client may send."""
    messages_per_second: float = 20.0
    """The steady rate of messages one connection may send ..."""
    message_burst: int = 40
    """... and how many it may send at once before the rate applies."""
    max_rooms_per_client: int = 20
    """Unfinished rooms one client address may have made."""
    max_options: int = 64
    """Option overrides in one room request."""
    max_option_chars: int = 200
    """The longest option value (as text)."""
    max_body_bytes: int = 16_384
    """The largest HTTP request body."""
    bot_threads: int = 2
    """Threads that run bots' thinking (the event loop never waits for a bot)."""
    room_idle_seconds: float = 600.0
    """An unfinished room nobody has been connected to for this long leaves memory
    (the store keeps it; opening it loads it again); 0: rooms stay in memory."""
    gc_freeze_seconds: float = 0.1
    """Every this many seconds, every object alive moves to the garbage collector's
    permanent generation (``gc.freeze``), so that a full collection scans only what
    is younger and its pause stays short however many rooms are live, and the
    younger collections scan at most this long's survivors (0: never)."""
    gc_full_every: int = 36_000
    """Every this many freezes (an hour at 0.1 s), the permanent generation is
    scanned again by one full collection (``gc.unfreeze``, ``gc.collect``), which frees
    any reference cycle that died after it was frozen."""

    def __post_init__(self) -> None:
        if not 0 <= self.bot_delay_spread < 1:
            raise ValueError(
                f"bot_delay_spread {self.bot_delay_spread!r} is not from 0 up to 1 "
                "(a bot's wait is bot_delay times 1 ± the spread)"
            )


def check_name(name: object) -> str:
    """The player name, stripped, or ValueError saying which rule it breaks.

    A name is 1 to 24 characters: letters (any script), digits, spaces and ``-_.'``.

    >>> check_name("  Oma Hilde ")
    'Oma Hilde'
    >>> check_name("<b>")
    Traceback (most recent call last):
    ...
    ValueError: name '<b>' may hold only letters, digits, spaces and -_.' (not '<')
    """
    if not isinstance(name, str):
        raise ValueError(f"name {name!r} is not text")
    text = re.sub(r"\s+", " ", unicodedata.normalize("NFC", name)).strip()
    if not text:
        raise ValueError("name is empty: give 1 to 24 characters")
    if len(text) > NAME_MAX:
        raise ValueError(f"name {text[:40]!r} is {len(text)} characters; at most {NAME_MAX}")
    for ch in text:
        if not (ch.isalnum() or ch in _NAME_PUNCT):
            raise ValueError(
                f"name {text!r} may hold only letters, digits, spaces and -_.' (not {ch!r})"
            )
    return text
