"""The standings every receiver is sent are the match's after the last move, not the
last finished hand's: a Paskahousu player who goes out is shown out at once."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from pantsdown.core.protocol import to_jsonable
from pantsdown.server.config import ServerConfig
from pantsdown.server.messages import SPECTATOR
from pantsdown.server.rooms import Connection, Hub
from pantsdown.server.store import SqliteStore, StoreRunner


async def _standings_after_each_move(game: str, players: int, moves: int) -> list[bool]:
    """Play random legal moves through the hub with every seat and a spectator listening;
    after each move, check every state message's standings against the state's.  One
    entry per move: did some seat stand out of the hand in progress?"""
    runner = StoreRunner(SqliteStore(":memory:"))
    hub = Hub(runner, ServerConfig(bot_delay=0))
    out_mid_hand: list[bool] = []
    try:
        room, _, _ = await hub.create(
            client="test",
            game=game,
            players=players,
            options={},
            seats=[{"kind": "human"}] * players,
            name="Ann",
        )
        conns = [Connection(seat) for seat in [*range(players), SPECTATOR]]
        room.conns.update(conns)
        rng = random.Random(3)
        while not room.state.is_terminal() and room.n < moves:
            state = room.state
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            await hub.act(room, state.current_player(), room.n, str(action))
            expected = to_jsonable(state.standings())
            for conn in conns:
                sent: list[dict[str, Any]] = []
                while conn.outbox:
                    msg = conn.outbox.popleft()
                    assert msg is not None
                    sent.append(msg)
                assert sent[-1]["room"]["standings"] == expected, f"move {room.n}, seat {conn.seat}"
            out_mid_hand.append(not state.is_terminal() and any(s["is_out"] for s in expected))
    finally:
        await hub.stop()
        runner.close()
    return out_mid_hand


@pytest.mark.parametrize(
    ("game", "players"), [("paskahousu", 4), ("schwimmen", 4), ("underwear", 3), ("zwanzig", 4)]
)
def test_every_message_carries_the_standings_after_the_last_move(game: str, players: int) -> None:
    out_mid_hand: list[bool] = []
    while len(out_mid_hand) < 50:  # a room's seed is random: a short match (one in 25 of
        # Schwimmen's, played at random) is followed by another room's
        out_mid_hand += asyncio.run(_standings_after_each_move(game, players, 1500))
    if game == "paskahousu":  # players go out one by one before the hand ends
        assert any(out_mid_hand)
