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

``tests/server/test_redaction.py`` runs a few matches of every preset;
``scripts/check_leaks.py`` runs thousands.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any
from unittest import mock

from pantsdown.core import registry
from pantsdown.core.fields import Seen
from pantsdown.core.protocol import SPECTATOR, State, to_jsonable
from pantsdown.server import rooms
from pantsdown.server.config import ServerConfig
from pantsdown.server.rooms import Connection, Hub, Room
from pantsdown.server.store import SqliteStore, StoreRunner


def _strings(data: Any, out: set[str]) -> set[str]:
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for v in data.values():
            _strings(v, out)
    elif isinstance(data, list):
        for v in data:
            _strings(v, out)
    return out


def _cards_in(value: Any) -> set[str]:
    return _strings(to_jsonable(value), set())


def hidden_from(state: State[Any, Any, Any], seat: int) -> set[str]:
    """The cards ``seat`` may not see now: other seats' own cards and hidden piles,
    less every card a public field shows."""
    hidden: set[str] = set()
    public: set[str] = set()
    for name, spec in type(state).FIELDS.items():
        value = getattr(state, name)
        if spec.seen is Seen.OWN:
            for other, cards in enumerate(value):
                if other != seat:
                    hidden |= _cards_in(cards)
        elif spec.seen is Seen.HIDDEN:
            hidden |= _cards_in(value)
        elif spec.seen is Seen.PUBLIC:
            public |= _cards_in(value)
    all_cards = {str(c) for c in state.all_cards()}
    return (hidden - public) & all_cards


class CheckingHub(Hub):
    """A hub that checks every state message against the state it was made from."""

    checked = 0
    """State messages checked."""

    def _check(self, room: Room, conn: Connection, msg: dict[str, Any]) -> None:
        state = room.state
        seat = conn.seat
        secret = hidden_from(state, seat)
        if seat != SPECTATOR:  # what the engine's view gives this seat (a card it peeked at)
            secret -= _strings(room.json.view(state.view(seat)), set())
        else:  # what every seat's view shows (hands shown at the end of a hand)
            seen_by_all = set(secret)
            for other in range(state.num_players):
                seen_by_all &= _strings(room.json.view(state.view(other)), set())
            secret -= seen_by_all
        events = msg["events"]
        # events of hands already over are checked when they were the current hand
        hand_events = events[-(len(state.events) - state.hand_start) :] if events else []
        body = {k: v for k, v in msg.items() if k != "events"}
        shown = _strings(json.loads(json.dumps(body)), set()) | _strings(hand_events, set())
        leaked = shown & secret
        assert not leaked, f"seat {seat} was sent {sorted(leaked)} in {state.variant}"
        if seat == SPECTATOR:
            assert msg["view"]["seat"] is None and msg["view"].get("hand", []) == []
        self.checked += 1

    def _broadcast(self, room: Room) -> None:
        before = {c: c.queue.qsize() for c in room.conns}
        super()._broadcast(room)
        for conn in room.conns:
            if conn.queue.qsize() > before[conn]:
                *_, last = conn.queue._queue  # type: ignore[attr-defined]
                self._check(room, conn, last)
            while not conn.queue.empty():  # nobody reads: keep the outbox short
                conn.queue.get_nowait()


async def play(hub: CheckingHub, game: str, players: int, seed: int, moves: int) -> None:
    """One match of ``game``: deck seed and actions from ``seed``, played to its end or
    ``moves`` actions, whichever comes first.  The last seat is a random bot (its
    messages carry no legal actions), the others send seeded random intents."""
    bot = players - 1
    seats: list[dict[str, str]] = [{"kind": "human"} for _ in range(bot)]
    seats.append({"kind": "bot", "level": "random"})
    with mock.patch.object(rooms.secrets, "randbelow", lambda _: seed):
        room, _, _ = await hub.create(
            client="leakcheck", game=game, players=players, options={}, seats=seats, name="Ann"
        )
    for seat in range(players):
        room.conns.add(Connection(seat))
    room.conns.add(Connection(SPECTATOR))
    hub._kick(room)  # receivers are there now: the bot may move (it rests in an empty room)
    rng = random.Random(seed)
    while not room.state.is_terminal() and room.n < moves:
        state = room.state
        seat = state.current_player()
        if seat == bot:  # the hub's bot moves on its worker thread
            await asyncio.sleep(0.0005)
            continue
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        await hub.act(room, seat, room.n, str(action))
    if room.bot_task is not None:
        room.bot_task.cancel()
    hub.rooms.pop(room.id, None)


async def _run(cases: list[tuple[str, int]], matches: int, moves: int, seed: int) -> int:
    runner = StoreRunner(SqliteStore(":memory:"))
    hub = CheckingHub(runner, ServerConfig(bot_delay=0, max_rooms_per_client=10**9))
    try:
        for game, players in cases:
            for k in range(matches):
                await play(hub, game, players, seed * 1_000_003 + k, moves)
    finally:
        await hub.stop()
        runner.close()
    return hub.checked


def check(cases: list[tuple[str, int]], matches: int, moves: int, seed: int = 0) -> int:
    """Play ``matches`` matches of each (preset, players); how many messages were checked
    (a leak raises ``AssertionError`` naming the seat, the cards and the preset)."""
    return asyncio.run(_run(cases, matches, moves, seed))


def presets() -> list[tuple[str, int]]:
    """Every preset at its smallest and largest table (at most 6 seats)."""
    out = []
    for fam in registry.families():
        for var in fam.variants:
            for n in sorted({var.min_players, min(var.max_players, 6)}):
                out.append((var.name, n))
    return out
