"""State fields declared once: how each is copied, shown to a seat, and written as text.

A game's state lists its fields in one class-level table, ``FIELDS``, mapping
each attribute name to a :class:`Field`.  Everything that must touch every
field reads that table instead of listing the fields again:

- :meth:`~pantsdown.core.protocol.State.clone` copies each field by its
  codec (a list of cards is copied, a list of lists is copied two deep, an
  int or a tuple is shared);
- :meth:`~pantsdown.core.protocol.State.view_fields` gives a view the
  fields its seat may see (by the field's :class:`Seen`);
- the position notation (:meth:`~pantsdown.core.protocol.State.to_position`)
  writes and reads every field as one line of text;
- the conformance suite mutates every mutable field of a clone and checks
  that the original did not change, and checks that no attribute of a state
  is missing from the table.

A codec knows one kind of value: how to copy it, freeze it for a view (lists
become tuples), thaw it back into a state (tuples become lists), and write
and read it as text that holds no newline and no ``;``.

>>> CARD_LISTS.dump([[Card.parse("Ah"), Card.parse("7d")], []])
'Ah 7d / -'
>>> CARD_LISTS.load('Ah 7d / -') == [[Card.parse("Ah"), Card.parse("7d")], []]
True
>>> INTS.load(INTS.dump([3, -1, 0]))
[3, -1, 0]
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pantsdown.core.cards import Card, format_cards, parse_cards
from pantsdown.core.errors import PositionError
from pantsdown.core.log import Log

__all__ = [
    "BOOL",
    "BOOLS",
    "BOOL_TUPLE",
    "CARD",
    "CARDS",
    "CARD_LISTS",
    "CARD_TUPLES",
    "CARD_TUPLE_LISTS",
    "INT",
    "INTS",
    "INT_LISTS",
    "INT_TUPLE",
    "JSON",
    "JSON_LIST",
    "OPT_CARD",
    "OPT_INT",
    "STR",
    "Codec",
    "Field",
    "Seen",
    "enum_codec",
    "opt",
    "results_codec",
]

T = TypeVar("T")


class Seen(enum.Enum):
    """Who may see a field, which decides how a view shows it."""

    PUBLIC = "public"
    """Every seat sees it as it is (scores, the pile, the table cards, the phase)."""
    OWN = "own"
    """A per-seat list of cards: a seat sees its own entry and the sizes of the others."""
    HIDDEN = "hidden"
    """Cards no seat sees (the stock): a view holds only their number."""
    INTERNAL = "internal"
    """Not in any view: bookkeeping that the view states in other words, or none."""


@dataclass(frozen=True)
class Codec(Generic[T]):
    """One kind of field value: copy, freeze, thaw, and text."""

    name: str
    """A short name for error messages and docs (``"cards"``)."""
    copy: Callable[[T], T]
    """An independent copy, sharing only what is immutable."""
    freeze: Callable[[T], Any]
    """The value as a view holds it (immutable: tuples for lists)."""
    thaw: Callable[[Any], T]
    """A frozen value back into the state's form."""
    dump: Callable[[T], str]
    """The value as text (no newline, no ``;``)."""
    load: Callable[[str], T]
    """Text back into the value; raises :class:`PositionError` when malformed."""
    kind: str = "call"
    """How a generated ``clone`` copies it without a call: ``"share"`` (immutable),
    ``"list"`` (a list of immutables), ``"lists"`` (a list of such lists), or
    ``"call"`` (through :attr:`copy`)."""


def _same(value: T) -> T:
    return value


def _loader(name: str, load: Callable[[str], T]) -> Callable[[str], T]:
    def checked(text: str) -> T:
        try:
            return load(text)
        except PositionError:
            raise
        except (ValueError, KeyError, TypeError, IndexError) as err:
            raise PositionError(f"{text!r} is not a valid {name} ({err})") from None

    return checked


def _int(text: str) -> int:
    text = text.strip()
    if len(text) > 30:
        raise PositionError(f"{text[:30]!r}... is too long for a number")
    return int(text)


def _bool(text: str) -> bool:
    text = text.strip().lower()
    if text in ("1", "true", "yes"):
        return True
    if text in ("0", "false", "no"):
        return False
    raise PositionError(f"{text!r} is not true or false")


def _cards(text: str) -> list[Card]:
    text = text.strip()
    return [] if text in ("", "-") else parse_cards(text)


def _dump_cards(cards: Any) -> str:
    return format_cards(cards) if cards else "-"


def _list_of(sep: str, dump: Callable[[Any], str], load: Callable[[str], Any]) -> tuple[Any, Any]:
    def dump_all(values: Any) -> str:
        return sep.join(dump(v) for v in values) if values else ""

    def load_all(text: str) -> list[Any]:
        text = text.strip()
        return [] if text == "" else [load(part) for part in text.split(sep.strip())]

    return dump_all, load_all


INT: Codec[int] = Codec(
    "whole number", _same, _same, int, str, _loader("whole number", _int), "share"
)
"""A whole number."""
BOOL: Codec[bool] = Codec(
    "true/false",
    _same,
    _same,
    bool,
    lambda b: "1" if b else "0",
    _loader("true/false", _bool),
    "share",
)
"""True or false, written ``1`` or ``0``."""
STR: Codec[str] = Codec("word", _same, _same, str, _same, _loader("word", str.strip), "share")
"""A short text without newline or ``;``."""
CARD: Codec[Card] = Codec("card", _same, _same, _same, str, _loader("card", Card.parse), "share")
"""One card."""
CARDS: Codec[list[Card]] = Codec(
    "list of cards",
    list.copy,
    tuple,
    list,
    _dump_cards,
    _loader("list of cards", _cards),
    "list",
)
"""A list of cards, written ``Ah 7d`` (``-`` when empty)."""
CARD_TUPLES: Codec[tuple[Card, ...]] = Codec(
    "cards",
    _same,
    _same,
    tuple,
    _dump_cards,
    _loader("cards", lambda t: tuple(_cards(t))),
    "share",
)
"""An immutable tuple of cards (shared by clones), written like :data:`CARDS`."""
_dump_card_lists, _load_card_lists = _list_of(" / ", _dump_cards, _cards)
CARD_LISTS: Codec[list[list[Card]]] = Codec(
    "card lists",
    lambda v: [h.copy() for h in v],
    lambda v: tuple(tuple(h) for h in v),
    lambda v: [list(h) for h in v],
    _dump_card_lists,
    _loader("card lists", _load_card_lists),
    "lists",
)
"""A list of card lists (one per seat), written ``Ah 7d / - / Kc``."""
_dump_ints, _load_ints = _list_of(",", str, _int)
INTS: Codec[list[int]] = Codec(
    "numbers", list.copy, tuple, list, _dump_ints, _loader("numbers", _load_ints), "list"
)
"""A list of whole numbers, written ``3,-1,0``."""
_dump_bools, _load_bools = _list_of(",", lambda b: "1" if b else "0", _bool)
BOOLS: Codec[list[bool]] = Codec(
    "flags", list.copy, tuple, list, _dump_bools, _loader("flags", _load_bools), "list"
)
"""A list of flags, written ``1,0,1``."""
INT_TUPLE: Codec[tuple[int, ...]] = Codec(
    "numbers",
    _same,
    _same,
    tuple,
    _dump_ints,
    _loader("numbers", lambda t: tuple(_load_ints(t))),
    "share",
)
"""An immutable tuple of whole numbers (shared by clones: a state replaces it to change
it), written like :data:`INTS`."""
BOOL_TUPLE: Codec[tuple[bool, ...]] = Codec(
    "flags",
    _same,
    _same,
    tuple,
    _dump_bools,
    _loader("flags", lambda t: tuple(_load_bools(t))),
    "share",
)
"""An immutable tuple of flags (shared by clones), written like :data:`BOOLS`."""
CARD_TUPLE_LISTS: Codec[list[tuple[Card, ...]]] = Codec(
    "card lists",
    list.copy,
    tuple,
    list,
    _dump_card_lists,
    _loader("card lists", lambda t: [tuple(h) for h in _load_card_lists(t)]),
    "list",
)
"""A list of immutable card tuples (one per seat): a clone copies the list and shares
the tuples, a state replaces a seat's tuple to change it.  Written like
:data:`CARD_LISTS`."""
_dump_int_lists, _load_int_lists = _list_of(" / ", _dump_ints, _load_ints)
INT_LISTS: Codec[list[list[int]]] = Codec(
    "number lists",
    lambda v: [x.copy() for x in v],
    lambda v: tuple(tuple(x) for x in v),
    lambda v: [list(x) for x in v],
    _dump_int_lists,
    _loader("number lists", _load_int_lists),
    "lists",
)
"""A list of number lists, written ``1,2 / / 3``."""


def _json_default(value: Any) -> Any:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.name.lower()
    raise TypeError(f"{value!r} cannot be written in a position")


def _dump_json(value: Any) -> str:
    # ``;`` separates the fields of a one-line position: written as its JSON escape
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False, default=_json_default)
    return text.replace(";", "\\u003b")


def _freeze_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze_json(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze_json(v)) for k, v in value.items()))
    return value


def _thaw_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw_json(v) for v in value]
    return value


def _deep(value: Any) -> Any:
    if isinstance(value, list):
        return [_deep(v) for v in value]
    if isinstance(value, dict):
        return {k: _deep(v) for k, v in value.items()}
    return value


JSON: Codec[Any] = Codec(
    "JSON value", _deep, _freeze_json, _thaw_json, _dump_json, _loader("JSON value", json.loads)
)
"""Plain JSON data (numbers, text, lists, objects), deep-copied; for small tables."""


def enum_codec(cls: type[enum.Enum]) -> Codec[Any]:
    """A codec for members of ``cls``, written by name in lower case.

    >>> class Phase(enum.Enum):
    ...     PLAY = 1
    >>> enum_codec(Phase).dump(Phase.PLAY), enum_codec(Phase).load("play")
    ('play', <Phase.PLAY: 1>)
    """
    names = {m.name.lower(): m for m in cls}

    def load(text: str) -> enum.Enum:
        key = text.strip().lower()
        if key not in names:
            raise PositionError(f"{text!r} is not one of {', '.join(names)}")
        return names[key]

    return Codec(cls.__name__, _same, _same, _same, lambda m: m.name.lower(), load, "share")


def opt(codec: Codec[T]) -> Codec[T | None]:
    """``codec`` or nothing (written ``none``).

    >>> OPT_INT.dump(None), OPT_INT.load("4")
    ('none', 4)
    """

    def load(text: str) -> T | None:
        return None if text.strip().lower() == "none" else codec.load(text)

    # where the codec keeps a value as it is, so does its optional form (None is None):
    # a state's view and loader then skip the call (protocol._make_view_plans)
    return Codec(
        f"{codec.name} or none",
        _same if codec.copy is _same else lambda v: None if v is None else codec.copy(v),
        _same if codec.freeze is _same else lambda v: None if v is None else codec.freeze(v),
        _same if codec.thaw is _same else lambda v: None if v is None else codec.thaw(v),
        lambda v: "none" if v is None else codec.dump(v),
        load,
        "share" if codec.kind == "share" else "call",
    )


OPT_INT = opt(INT)
"""A whole number or nothing."""
OPT_CARD = opt(CARD)
"""A card or nothing."""


def _json_list_dump(value: list[Any]) -> str:
    return _dump_json(value)


JSON_LIST: Codec[list[Any]] = Codec(
    "JSON list",
    list.copy,
    lambda v: tuple(_freeze_json(x) for x in v),
    lambda v: [_thaw_json(x) for x in v],
    _json_list_dump,
    _loader("JSON list", json.loads),
    "list",
)
"""A list of immutable JSON-able items (shallow copy): use only when the items never change."""


@dataclass(frozen=True)
class Field:
    """One declared state field."""

    codec: Codec[Any]
    """How the value is copied, frozen and written."""
    seen: Seen = Seen.PUBLIC
    """Who may see it."""
    doc: str = ""
    """What it holds, for a person (listed in the position notation's docs)."""
    view_name: str = ""
    """The view attribute it fills (default: the field's own name).  For an
    :attr:`Seen.OWN` field, the view attribute that holds the seat's own entry."""
    sizes_name: str = ""
    """For :attr:`Seen.OWN` and :attr:`Seen.HIDDEN` fields: the view attribute that
    holds the sizes (per seat, or of the hidden list)."""
    missing: Callable[[Any], Any] | None = None
    """The value a position without this field's line stands for, computed from the
    state with the fields declared before it already loaded (so that a field added to
    a family after positions of it were written keeps those positions readable);
    ``None``: the line is required."""


def check_fields(fields: Mapping[str, Field]) -> None:
    """Refuse a table that names a view attribute twice (a programming error)."""
    names: set[str] = set()
    for name, spec in fields.items():
        shown = []
        if spec.seen in (Seen.PUBLIC, Seen.OWN):
            shown.append(spec.view_name or name)
        if spec.seen in (Seen.OWN, Seen.HIDDEN):
            shown.append(spec.sizes_name or f"{name}_size")
        for view_name in shown:
            if view_name in names:
                raise ValueError(f"view attribute {view_name!r} is declared twice")
            names.add(view_name)


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise PositionError(f"{value!r} is not a number")
    return float(value)


def _dump_results(results: Any) -> str:
    from pantsdown.core.protocol import to_jsonable

    rows = []
    for r in results:
        row = to_jsonable(r)
        row["deltas"] = [float(x) for x in r.deltas]
        row["scores"] = [float(x) for x in r.scores]
        rows.append(row)
    return _dump_json(rows)


def _load_results(text: str, event_types: Sequence[type[Any]]) -> list[Any]:
    from pantsdown.core.errors import MalformedActionError
    from pantsdown.core.protocol import HandResult, event_from_dict

    data = json.loads(text)
    if not isinstance(data, list):
        raise PositionError("hand results are not a JSON list")
    out = []
    for row in data:
        if not isinstance(row, dict):
            raise PositionError(f"hand result {row!r} is not a JSON object")
        events = row.get("events", ())
        if not isinstance(events, list | tuple) or not all(isinstance(e, dict) for e in events):
            raise PositionError(f"the events of hand result {row!r} are not JSON objects")
        try:
            told = tuple(event_from_dict(e, event_types) for e in events)
        except MalformedActionError as err:
            raise PositionError(f"hand result {row!r}: {err}") from None
        # "reason" and "summary" (words, in positions written before results held
        # events) are not read back: the words come from the family's prose
        out.append(
            HandResult(
                hand_number=int(row["hand_number"]),
                events=told,
                losers=tuple(int(x) for x in row.get("losers", ())),
                winners=tuple(int(x) for x in row.get("winners", ())),
                deltas=tuple(_number(x) for x in row.get("deltas", ())),
                scores=tuple(_number(x) for x in row.get("scores", ())),
                shown=tuple(tuple(_cards(" ".join(h))) for h in row.get("shown", ())),
            )
        )
    return out


def results_codec(event_types: Sequence[type[Any]]) -> Codec[Log[Any]]:
    """The finished hands' results (a :class:`~pantsdown.core.log.Log` of ``HandResult``,
    each immutable, that clones share but for the newest) of a family
    whose events are ``event_types``, written as a JSON list, each result's events as
    :meth:`~pantsdown.core.base.Event.to_dict` writes them; deltas and scores are
    written as numbers with a decimal point, so a position reads back exactly as it
    was written.  A result written with ``reason`` and ``summary`` words (positions
    from before results held events) reads back without them.
    """
    types = tuple(event_types)

    def load(text: str) -> Log[Any]:
        return Log(_load_results(text, types))

    return Codec(
        "hand results",
        Log.copy,
        tuple,
        Log,
        _dump_results,
        _loader("hand results", load),
    )
