"""Play matches through the server's hub and check that no message leaks a card.

Each match is played through the hub's own path, without a network: a room of
human seats and one random bot, every seat and a spectator listening, and seeded
random legal actions sent as intents (``Hub.act``: checked, stored, applied, every receiver
sent its message).  Each message is checked, at the moment it is made, against
the full state: a seat's message may name no card held in another seat's hand or
in a hidden pile (stock, widow) unless the state shows that card publicly or the
engine's view of that seat holds it (a card it was shown); a spectator's may
name no card held in any hand or hidden pile unless it is public or every seat's
view shows it (hands shown at the end of a hand).

A message is read as the server sends it (its orjson bytes) and every word in it
counts, keys and the words inside longer texts too (``"swap Kh Ad"`` names two
cards).  What a state hides is worked out once per change of the match, and each
seat's view once, for all the receivers; several matches are played at a time,
so that one waiting for its bot's thread or the store's does not hold up the
check.

``tests/server/test_redaction.py`` runs a few matches of every preset;
``scripts/check_leaks.py`` runs thousands.
"""

from __future__ import annotations

import asyncio
import contextvars
import dataclasses
import enum
import random
import re
from typing import Any
from unittest import mock

import orjson
from tests.conformance.conformance_helpers import json_strings

from pantsdown.core import registry
from pantsdown.core.cards import Card
from pantsdown.core.fields import Seen
from pantsdown.core.protocol import SPECTATOR, Event, HandResult, State, to_jsonable
from pantsdown.server import rooms
from pantsdown.server.config import ServerConfig
from pantsdown.server.rooms import Connection, Hub, Room
from pantsdown.server.store import SqliteStore, StoreRunner

_WORD = re.compile(rb"[0-9A-Za-z_\-]+")
"""A word of a message: a card is written as one (``Ah``, ``10d``); so is a room id
(``x-Ks_2Ab``), whose letters name no card."""


def words(data: Any) -> set[bytes]:
    """Every word of ``data`` (JSON-ready) as the server's encoder writes it."""
    return set(_WORD.findall(orjson.dumps(data)))


class ViewWords:
    """The cards a view (or anything the engine makes) names, with the words of its
    texts: what a seat's view shows, read from the view object itself (not through
    the server's conversion).  Events and hand results never change, so each one's
    words are found once (the memo holds them, and is emptied past ``LIMIT``)."""

    LIMIT = 4096

    def __init__(self) -> None:
        self._memo: dict[int, tuple[Any, frozenset[bytes]]] = {}

    def of(self, obj: Any) -> set[bytes]:
        """The words of ``obj``."""
        out: set[bytes] = set()
        self._walk(obj, out)
        return out

    def _walk(self, obj: Any, out: set[bytes]) -> None:
        kind = type(obj)
        if kind in _SCALARS:
            return
        if kind is Card:
            out.add(obj._text.encode())
        elif kind is tuple or kind is list:
            for v in obj:
                k = type(v)
                if k is Card:
                    out.add(v._text.encode())
                elif k not in _SCALARS:
                    self._walk(v, out)
        elif kind is str:
            out.update(_WORD.findall(obj.encode()))
        elif kind is dict:
            for k, v in obj.items():
                self._walk(k, out)
                self._walk(v, out)
        elif isinstance(obj, enum.Enum):
            self._walk(obj.value, out)
        elif isinstance(obj, (Event, HandResult)):
            hit = self._memo.get(id(obj))
            if hit is None or hit[0] is not obj:
                found: set[bytes] = set()
                self._fields(obj, found)
                if len(self._memo) >= self.LIMIT:
                    self._memo.clear()
                hit = self._memo[id(obj)] = (obj, frozenset(found))
            out |= hit[1]
        elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
            self._fields(obj, out)
        else:
            self._walk(to_jsonable(obj), out)

    def _fields(self, obj: Any, out: set[bytes]) -> None:
        kind = type(obj)
        names = _FIELDS.get(kind)
        if names is None:
            names = _FIELDS[kind] = tuple(
                f.name for f in dataclasses.fields(obj) if f.name != "rules"
            )
        for name in names:
            self._walk(getattr(obj, name), out)


_SCALARS = frozenset({int, bool, float, type(None)})
"""Values that name no card."""

_FIELDS: dict[type, tuple[str, ...]] = {}
"""The fields of each dataclass read (views, events, results), but ``rules``: one
entry per class in the code."""


def _cards_in(value: Any, out: set[str]) -> None:
    if isinstance(value, Card):
        out.add(str(value))
    elif isinstance(value, (list, tuple)):
        for v in value:
            _cards_in(v, out)
    elif value is not None and not isinstance(value, (int, str, float)):
        json_strings(to_jsonable(value), out)


class Secrets:
    """Where the cards of one state are: each seat's own, the hidden piles, the public."""

    def __init__(self, state: State[Any, Any, Any]) -> None:
        self.own: list[set[str]] = [set() for _ in range(state.num_players)]
        self.hidden: set[str] = set()
        public: set[str] = set()
        for name, spec in type(state).FIELDS.items():
            value = getattr(state, name)
            if spec.seen is Seen.OWN:
                for seat, cards in enumerate(value):
                    _cards_in(cards, self.own[seat])
            elif spec.seen is Seen.HIDDEN:
                _cards_in(value, self.hidden)
            elif spec.seen is Seen.PUBLIC:
                _cards_in(value, public)
        self.public = public
        self.all_cards = {str(c) for c in state.all_cards()}

    def hidden_from(self, seat: int) -> set[str]:
        """The cards ``seat`` (or ``SPECTATOR``) may not see: other seats' own cards and
        hidden piles, less every card a public field shows."""
        hidden = set(self.hidden)
        for other, cards in enumerate(self.own):
            if other != seat:
                hidden |= cards
        return (hidden - self.public) & self.all_cards


def hidden_from(state: State[Any, Any, Any], seat: int) -> set[str]:
    """The cards ``seat`` may not see now: other seats' own cards and hidden piles,
    less every card a public field shows."""
    return Secrets(state).hidden_from(seat)


class _Moment:
    """One state of a room, as every receiver's check needs it (worked out once)."""

    def __init__(self, room: Room, reader: ViewWords) -> None:
        self.room = room
        self.reader = reader
        self.secrets = Secrets(room.state)
        self._views: dict[int, set[bytes]] = {}
        self._hidden: dict[int, set[bytes]] = {}
        self._shared: tuple[Any, Any, set[bytes]] | None = None

    def shared_words(self, msg: dict[str, Any]) -> set[bytes]:
        """The words of a message's ``room`` and ``players``, read once if every
        receiver is sent the same objects."""
        room, players = msg["room"], msg["players"]
        held = self._shared
        if held is None or held[0] is not room or held[1] is not players:
            held = self._shared = (room, players, words([room, players]))
        return held[2]

    def view_words(self, seat: int) -> set[bytes]:
        """The words of the engine's view of ``seat``."""
        found = self._views.get(seat)
        if found is None:
            room = self.room
            found = self._views[seat] = self.reader.of(room.state.view(seat))
        return found

    def hidden(self, seat: int) -> set[bytes]:
        """The cards ``seat`` (or ``SPECTATOR``) holds no right to by the state's fields."""
        found = self._hidden.get(seat)
        if found is None:
            found = self._hidden[seat] = {c.encode() for c in self.secrets.hidden_from(seat)}
        return found

    def leaked(self, seat: int, named: set[bytes]) -> set[bytes]:
        """The cards of ``named`` that no message to ``seat`` may name now: hidden from it
        by the state's fields and not shown to it by the engine's view (a card it
        peeked at; for a spectator, one every seat's view shows, such as the hands
        shown at the end of a hand).  The views are read only when a message names a
        hidden card at all."""
        suspect = named & self.hidden(seat)
        if not suspect:
            return suspect
        if seat != SPECTATOR:
            return suspect - self.view_words(seat)
        seen_by_all = set(suspect)
        for other in range(self.room.state.num_players):
            seen_by_all &= self.view_words(other)
        return suspect - seen_by_all


_SHARED = ("events", "room", "players")
"""The parts of a state message read apart: the events (only the hand in progress is
checked) and the room's facts, the same for every receiver of one change."""


class CheckingHub(Hub):
    """A hub that checks every state message against the state it was made from."""

    checked = 0
    """State messages checked."""
    reader = ViewWords()
    """Reads the engine's views."""

    def _check(self, moment: _Moment, conn: Connection, msg: dict[str, Any]) -> None:
        state = moment.room.state
        seat = conn.seat
        events = msg["events"]
        # events of hands already over are checked when they were the current hand
        hand_events = events[len(events) - msg["hand_events"] :]
        body = {k: v for k, v in msg.items() if k not in _SHARED}
        shared = moment.shared_words(msg)
        leaked = moment.leaked(seat, words(body) | words(hand_events) | shared)
        assert not leaked, (
            f"seat {seat} was sent {sorted(c.decode() for c in leaked)} in {state.variant}"
        )
        if seat == SPECTATOR:
            assert msg["view"]["seat"] is None and msg["view"].get("hand", []) == []
        self.checked += 1

    def _broadcast(self, room: Room) -> None:
        before = {c: len(c.outbox) for c in room.conns}
        super()._broadcast(room)
        moment = _Moment(room, self.reader)
        for conn in room.conns:
            if len(conn.outbox) > before[conn]:
                last = conn.outbox[-1]
                assert last is not None
                self._check(moment, conn, last)
            conn.outbox.clear()  # nobody reads: keep the outbox short


_SEED: contextvars.ContextVar[int] = contextvars.ContextVar("leakcheck_seed")
"""The seed of the match being made by the task that reads it."""


async def play(hub: CheckingHub, game: str, players: int, seed: int, moves: int) -> None:
    """One match of ``game``: deck seed and actions from ``seed``, played to its end or
    ``moves`` actions, whichever comes first.  The last seat is a random bot (its
    messages carry no legal actions), the others send seeded random intents."""
    bot = players - 1
    seats: list[dict[str, str]] = [{"kind": "human"} for _ in range(bot)]
    seats.append({"kind": "bot", "level": "random"})
    _SEED.set(seed)  # the room's seed (this task's own context: see _run)
    room, _, _ = await hub.create(
        client="leakcheck", game=game, players=players, options={}, seats=seats, name="Ann"
    )
    for seat in range(players):
        room.conns.add(Connection(seat))
    room.conns.add(Connection(SPECTATOR))
    hub._kick(room)  # receivers are there now: the bot may move (it rests in an empty room)
    rng = random.Random(seed)
    try:
        while not room.state.is_terminal() and room.n < moves:
            state = room.state
            seat = state.current_player()
            if seat == bot:  # the hub's bot moves on its worker thread: wait for its move
                task = room.bot_task
                if task is None:
                    await asyncio.sleep(0.001)
                else:
                    await task  # a leak found in the bot's move is raised here
                continue
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            await hub.act(room, seat, room.n, str(action))
    finally:
        if room.bot_task is not None:
            room.bot_task.cancel()
        hub.rooms.pop(room.id, None)


async def _run(
    cases: list[tuple[str, int]], matches: int, moves: int, seed: int, parallel: int
) -> int:
    runner = StoreRunner(SqliteStore(":memory:"))
    hub = CheckingHub(runner, ServerConfig(bot_delay=0, max_rooms_per_client=10**9))
    jobs = [
        (game, players, seed * 1_000_003 + k) for game, players in cases for k in range(matches)
    ]
    running: set[asyncio.Task[None]] = set()
    seeding = mock.patch.object(rooms.secrets, "randbelow", lambda _: _SEED.get())
    seeding.start()  # once for every match: each task made its room with its own seed
    try:
        for game, players, match_seed in jobs:
            if len(running) >= parallel:
                done, running = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
                for task in done:
                    task.result()
            running.add(asyncio.create_task(play(hub, game, players, match_seed, moves)))
        if running:
            for task in asyncio.as_completed(running):
                await task
    finally:
        for task in running:
            task.cancel()
        seeding.stop()
        await hub.stop()
        runner.close()
    return hub.checked


def check(
    cases: list[tuple[str, int]], matches: int, moves: int, seed: int = 0, parallel: int = 8
) -> int:
    """Play ``matches`` matches of each (preset, players), ``parallel`` at a time; how many
    messages were checked (a leak raises ``AssertionError`` naming the seat, the cards
    and the preset)."""
    return asyncio.run(_run(cases, matches, moves, seed, parallel))


def presets(largest: int = 6) -> list[tuple[str, int]]:
    """Every preset at its smallest and largest table (at most ``largest`` seats)."""
    out = []
    for fam in registry.families():
        for var in fam.variants:
            for n in sorted({var.min_players, max(var.min_players, min(var.max_players, largest))}):
                out.append((var.name, n))
    return out
