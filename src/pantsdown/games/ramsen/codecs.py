"""Position codecs for the Ramsen family's own field shapes (tricks, calls, results).

>>> from pantsdown.core.cards import parse_card
>>> PLAYS.dump([(1, parse_card("Ah")), (2, parse_card("7d"))])
'1:Ah 2:7d'
>>> PLAYS.load("1:Ah 2:7d") == [(1, parse_card("Ah")), (2, parse_card("7d"))]
True
>>> TRICKS.load(TRICKS.dump([(1, ((1, parse_card("Ah")),), 1)]))[0][2]
1
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from pantsdown.core.cards import Card, parse_cards
from pantsdown.core.errors import PositionError
from pantsdown.core.fields import Codec, _same, enum_codec

__all__ = ["CALLS_CODEC", "PLAYS", "TRICKS", "enum_list"]

Play = tuple[int, Card]
Trick = tuple[int, tuple[Play, ...], int]


def _checked(name: str, load: Callable[[str], Any]) -> Callable[[str], Any]:
    def run(text: str) -> Any:
        try:
            return load(text)
        except PositionError:
            raise
        except (ValueError, KeyError, TypeError, IndexError) as err:
            raise PositionError(f"{text!r} is not a valid {name} ({err})") from None

    return run


def _dump_plays(plays: Any) -> str:
    return " ".join(f"{s}:{c}" for s, c in plays) if plays else "-"


def _load_plays(text: str) -> list[Play]:
    text = text.strip()
    if text in ("", "-"):
        return []
    out = []
    for part in text.split():
        seat, card = part.split(":")
        out.append((int(seat), parse_cards(card)[0]))
    return out


PLAYS: Codec[list[Play]] = Codec(
    "trick",
    list.copy,
    tuple,
    list,
    _dump_plays,
    _checked("trick", _load_plays),
    "list",
)
"""The current trick: ``seat:card`` in play order (``-`` when empty)."""


def _dump_tricks(tricks: Any) -> str:
    return " / ".join(f"{lead} > {_dump_plays(p)} > {w}" for lead, p, w in tricks)


def _load_tricks(text: str) -> tuple[Trick, ...]:
    text = text.strip()
    if not text:
        return ()
    out = []
    for part in text.split("/"):
        lead, plays, won = part.split(">")
        out.append((int(lead), tuple(_load_plays(plays)), int(won)))
    return tuple(out)


TRICKS: Codec[tuple[Trick, ...]] = Codec(
    "tricks",
    _same,
    _same,
    tuple,
    _dump_tricks,
    _checked("tricks", _load_tricks),
    "share",
)
"""The finished tricks (a tuple that clones share), ``leader > seat:card ... > winner``,
separated by ``/``."""


def _dump_words(words: Any) -> str:
    return ",".join(w or "." for w in words)


def _load_words(text: str) -> tuple[str, ...]:
    text = text.strip()
    return () if not text else tuple("" if w.strip() == "." else w.strip() for w in text.split(","))


CALLS_CODEC: Codec[tuple[str, ...]] = Codec(
    "calls", _same, _same, tuple, _dump_words, _checked("calls", _load_words), "share"
)
"""Each seat's last call (a tuple that clones share), comma separated (``.`` for none)."""


def enum_list(cls: type[Enum]) -> Codec[list[Any]]:
    """A list of ``cls`` members written by name, comma separated."""
    one = enum_codec(cls)

    def load(text: str) -> list[Any]:
        text = text.strip()
        return [] if text in ("", "-") else [one.load(w) for w in text.split(",")]

    return Codec(
        f"{cls.__name__} list",
        list.copy,
        tuple,
        list,
        lambda v: ",".join(one.dump(m) for m in v) if v else "-",
        load,
        "list",
    )
