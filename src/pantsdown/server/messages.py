"""What the server says: the game catalog and the messages to one receiver.

Every view, event and error a seat or a spectator receives is built here from
the engine's one redaction point: ``State.view(seat)`` and
``State.events_for(seat)``; a spectator's seat is the engine's ``SPECTATOR``,
whose view is ``State.public_view()`` (no hand, every hidden card as a count)
and whose events are redacted as for a seat that holds no card.
"""

from __future__ import annotations

import dataclasses
import enum
import re
from functools import cache
from typing import Any

from pantsdown import texts
from pantsdown.bots.base import BOT_KINDS
from pantsdown.bots.levels import LEVELS
from pantsdown.core import registry
from pantsdown.core.base import written_as_float
from pantsdown.core.cards import Card
from pantsdown.core.options import option_infos
from pantsdown.core.protocol import SPECTATOR, Event, HandResult, State, View, to_jsonable

__all__ = [
    "SPECTATOR",
    "JsonCache",
    "bot_levels",
    "error_message",
    "games_catalog",
    "legal_for",
    "sources_of",
    "state_message",
    "view_for",
]

_SOURCE = re.compile(
    r"\[((?:"
    + "|".join(re.escape(start) for tags in texts.SOURCE_TAGS.values() for start in tags)
    + r")[^\]]*)\]"
)


def sources_of(doc: str) -> list[str]:
    """The source tags of an option's documentation: ``[seed]``, ``[src: URL]``,
    ``[our choice]`` (without the brackets), in the order they appear; in German
    ``[Vorlage]``, ``[Quelle: URL]``, ``[unsere Wahl]`` (``texts.SOURCE_TAGS``).

    >>> sources_of("Three aces count 32. [src: https://www.pagat.com/x] [our choice]")
    ['src: https://www.pagat.com/x', 'our choice']
    >>> sources_of("Drei Asse zählen 32 [Vorlage 001; unsere Wahl]")
    ['Vorlage 001; unsere Wahl']
    """
    return [m.group(1).strip() for m in _SOURCE.finditer(doc)]


def bot_levels() -> list[dict[str, str]]:
    """Every bot a seat may take (``BOT_KINDS``), weakest first, with its summary."""
    summaries = {
        "random": "a random legal move",
        "heuristic": "the heuristic bot (as medium)",
        **{lv.name: lv.summary for lv in LEVELS.values()},
    }
    return [{"name": kind, "summary": summaries.get(kind, kind)} for kind in BOT_KINDS]


def _choices(type_text: str) -> list[str] | None:
    if type_text.startswith("one of: ") and " or " not in type_text:
        return [c.strip() for c in type_text[len("one of: ") :].split(",")]
    return None


@cache
def games_catalog(lang: str = "en") -> list[dict[str, Any]]:
    """Every preset of every family, for ``GET /api/games``, with the options'
    explanations and the how-to-play in ``lang`` (:mod:`pantsdown.texts`; one list
    per language and process: it depends on the code only).
    """
    texts.check_lang(lang)
    out: list[dict[str, Any]] = []
    levels = bot_levels()
    for fam in registry.families():
        for var in fam.variants:
            readable = set(registry.options_read(var.name))
            options = []
            for info in option_infos(var.rules):
                if info.name not in readable:
                    continue
                doc = texts.option_doc(fam.id, info.name, lang)
                entry: dict[str, Any] = {
                    "name": info.name,
                    "type": info.type_text,
                    "type_words": texts.type_words(info, lang),
                    "default": to_jsonable(info.default),
                    "doc": doc,
                    "source": sources_of(doc),
                    "allowed": texts.allowed(fam.id, info, lang) or None,
                }
                choices = _choices(info.type_text)
                if choices:
                    entry["choices"] = choices
                if info.range is not None:
                    entry["min"] = info.range.low
                    entry["max"] = info.range.high
                options.append(entry)
            how = texts.how_to_play(var.name, lang)
            out.append(
                {
                    "name": var.name,
                    "title": texts.title(var.name, lang),
                    "aliases": list(var.aliases),
                    "family": fam.id,
                    "family_title": texts.family_title(fam.id, lang),
                    "description": texts.family_description(fam.id, lang),
                    "min_players": var.min_players,
                    "max_players": var.max_players,
                    "default_players": var.default_players,
                    "source": var.source,
                    "provisional": texts.provisional(var.name, lang),
                    "options": options,
                    "how_to_play": None
                    if how is None
                    else {
                        "goal": how.goal,
                        "deal": how.deal,
                        "turn": how.turn,
                        "end_of_hand": how.end_of_hand,
                        "scoring": how.scoring,
                        "end_of_match": how.end_of_match,
                    },
                    "bot_levels": levels,
                }
            )
    return out


_PLAIN = frozenset({int, str, float, bool, type(None)})
"""Types whose JSON form is themselves."""

_Fields = tuple[tuple[str, bool], ...]
"""A dataclass's fields as ``(name, written as a float)``."""

_FIELDS: dict[type, _Fields | None] = {}
"""Per type met by :meth:`JsonCache.convert`: the fields ``to_jsonable`` writes one
by one for it (a dataclass, an event), or ``None`` for a type left to ``to_jsonable``
itself.  Read once per type, not once per object (``dataclasses.fields`` builds its
tuple on every call)."""


def _fields(kind: type) -> _Fields | None:
    """The fields of a dataclass or event type as :data:`_FIELDS` keeps them."""
    try:
        return _FIELDS[kind]
    except KeyError:
        pass
    fields: _Fields | None = None
    if issubclass(kind, Event) or (
        dataclasses.is_dataclass(kind) and not issubclass(kind, (Card, enum.Enum, View))
    ):
        fields = _written_fields(kind)
    _FIELDS[kind] = fields
    return fields


def _written_fields(kind: type, *, skip: str = "") -> _Fields:
    """A dataclass type's fields (none for a plain event), but ``skip``, as ``(name,
    written as a float)``: what ``to_jsonable`` writes of it, field by field.
    """
    if not dataclasses.is_dataclass(kind):
        return ()
    return tuple((f.name, written_as_float(f)) for f in dataclasses.fields(kind) if f.name != skip)


class JsonCache:
    """One room's memo of the JSON form of its events and finished hands' results.

    A view carries every finished hand's :class:`HandResult` and the events of the
    hand in progress; they never change once made, so each is converted once, not
    once per receiver and move.  The memo holds the objects themselves (so an id is
    never reused) and is emptied past ``LIMIT`` entries; it lives and dies with its
    room.  What is not in the memo is converted as ``to_jsonable`` converts it, with
    each dataclass's fields read once per type.
    """

    LIMIT = 1024
    """Entries kept before the memo starts over."""

    def __init__(self) -> None:
        self._memo: dict[int, tuple[HandResult | Event, Any]] = {}

    def convert(self, obj: Any) -> Any:
        """``to_jsonable(obj)``, with events and hand results taken from the memo."""
        kind = type(obj)
        if kind in _PLAIN:
            return obj
        if kind is tuple or kind is list:
            convert = self.convert
            return [convert(v) for v in obj]
        if kind is Card:
            return str(obj)
        if kind is dict:
            convert = self.convert
            return {str(k): convert(v) for k, v in obj.items()}
        fields = _FIELDS[kind] if kind in _FIELDS else _fields(kind)
        if fields is None:
            return to_jsonable(obj)
        memo = isinstance(obj, (HandResult, Event))
        if memo:
            hit = self._memo.get(id(obj))
            if hit is not None and hit[0] is obj:
                return hit[1]
        data: dict[str, Any] = {"type": obj.type_name} if isinstance(obj, Event) else {}
        convert = self.convert
        for name, as_float in fields:
            value = getattr(obj, name)
            if as_float and type(value) is int:
                value = float(value)
            data[name] = convert(value)
        if memo:
            if len(self._memo) >= self.LIMIT:
                self._memo.clear()
            self._memo[id(obj)] = (obj, data)
        return data

    def view(self, view: Any, *, log: bool = True) -> dict[str, Any]:
        """``view.to_dict()``, with hand results taken from the memo (without its
        ``log`` unless ``log``).
        """
        kind = type(view)
        names = _VIEW_FIELDS.get(kind)
        if names is None:
            names = _VIEW_FIELDS[kind] = _written_fields(kind, skip="rules")
        out: dict[str, Any] = {}
        convert = self.convert
        for name, as_float in names:
            if name == "log" and not log:
                continue
            value = getattr(view, name)
            if as_float and type(value) is int:
                value = float(value)
            out[name] = convert(value)
        return out


_VIEW_FIELDS: dict[type, _Fields] = {}
"""Per view type: its fields but ``rules``, as :meth:`JsonCache.view` writes them."""


def view_for(
    state: State[Any, Any, Any], seat: int, cache: JsonCache | None = None, *, log: bool = True
) -> dict[str, Any]:
    """The view of ``seat`` (``SPECTATOR``: ``State.public_view()``, whose ``seat`` is
    ``None`` here) as JSON-ready data: ``State.view(seat).to_dict()``, converted
    through the room's ``cache``; without its ``log`` unless ``log``.
    """
    view = state.view(seat)
    if cache is None:
        data: dict[str, Any] = view.to_dict()
        if not log:
            del data["log"]
    else:
        data = cache.view(view, log=log)
    if seat == SPECTATOR:
        data["seat"] = None
    return data


def legal_for(state: State[Any, Any, Any], seat: int) -> list[dict[str, Any]]:
    """The legal actions of ``seat`` if it is to act, else nothing: each with its
    dense id, its text notation (what ``act`` sends) and a label for people.
    """
    if seat == SPECTATOR or state.is_terminal() or state.current_player() != seat:
        return []
    out = []
    for a in state.legal_actions():
        text = str(a)
        out.append({"id": state.action_id(a), "text": text, "label": text})
    return out


def state_message(
    state: State[Any, Any, Any],
    seat: int,
    n: int,
    events_from: int | None,
    room: dict[str, Any],
    *,
    legal: bool = True,
    cache: JsonCache | None = None,
) -> dict[str, Any]:
    """The ``state`` message for one receiver: its view, its legal actions (none while a
    bot plays its seat) and events as it may see them.

    ``events_from=None`` makes a full message (on connecting, on ``sync``): the view
    with its ``log`` and, as ``events``, the hand so far.  Otherwise the message is a
    delta: the view without ``log``, the events from ``events_from`` (the state's
    event count when this receiver was last sent one) and ``hand_events``, how many
    of them, at the end, belong to the hand in progress (fewer than all when a new
    hand began: the receiver's log starts over with those).
    """
    full = events_from is None
    hand_start = state.hand_start
    if events_from is None:
        events = list(state.hand_log(seat))
        hand_events = len(events)
    elif events_from < hand_start:  # a new hand began: the old one's last events, then it
        hand = state.hand_log(seat)
        events = [*state.events_for(seat, events_from, hand_start), *hand]
        hand_events = len(hand)
    else:
        events = state.events_for(seat, events_from)
        hand_events = len(events)
    return {
        "type": "state",
        "n": n,
        "seat": None if seat == SPECTATOR else seat,
        "family": state.family_id,
        "players": room["seats"],
        "over": state.is_terminal(),
        "full": full,
        "view": view_for(state, seat, cache, log=full),
        "legal": legal_for(state, seat) if legal else [],
        "events": [(cache.convert(e) if cache else e.to_dict()) for e in events],
        "hand_events": hand_events,
        "room": room,
    }


def error_message(code: str, message: str, n: int | None) -> dict[str, Any]:
    """The ``error`` message: a stable code, the reason quoting the input, the state number."""
    return {"type": "error", "code": code, "message": message, "n": n}
