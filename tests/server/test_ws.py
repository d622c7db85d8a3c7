"""The websocket: playing a seat, watching, resuming, and every refusal."""

from __future__ import annotations

import json
from typing import Any

from tests.server.conftest import new_room, reply, wait_state


def _my_turn(msg: dict[str, Any]) -> bool:
    return bool(msg["legal"]) or msg["over"]


def test_a_person_plays_a_whole_match_against_bots(app_client: Any) -> None:
    # this player answers as fast as the server does, faster than a person can:
    # the rate limit has its own test (test_message_rate_is_limited)
    client = app_client(messages_per_second=10_000.0, message_burst=10_000)
    made = new_room(client, game="paskahousu")
    with client.websocket_connect(f"/ws/{made['room']}?token={made['token']}") as ws:
        first = ws.receive_json()
        assert first["type"] == "state" and first["seat"] == 0 and first["family"] == "paskahousu"
        assert first["events"] and first["events"][0]["type"] == "hand_dealt"
        moves = 0
        msg = first
        while True:
            msg = msg if _my_turn(msg) else wait_state(ws, _my_turn)
            if msg["over"]:
                break
            assert msg["view"]["current_player"] == 0
            ws.send_json({"type": "act", "n": msg["n"], "action": msg["legal"][-1]["text"]})
            msg = ws.receive_json()
            assert msg["type"] == "state", msg
            moves += 1
        assert moves > 0 and msg["room"]["winners"]


def test_spectator_sees_no_hand_and_cannot_act(app_client: Any) -> None:
    client = app_client()
    made = new_room(client, seats=[{"kind": "human"}] * 3)  # no bot moves meanwhile
    with client.websocket_connect(f"/ws/{made['room']}") as ws:
        msg = ws.receive_json()
        assert msg["seat"] is None and msg["legal"] == []
        assert msg["view"]["hand"] == [] and msg["view"]["hand_sizes"] == [3, 3, 3]
        ws.send_json({"type": "act", "n": msg["n"], "action": "pass"})
        err = ws.receive_json()
        assert err["type"] == "error" and err["code"] == "seat/spectator"


def test_reconnecting_with_the_token_resumes_the_seat(app_client: Any) -> None:
    client = app_client()
    made = new_room(client)
    path = f"/ws/{made['room']}?token={made['token']}"
    with client.websocket_connect(path) as ws:
        msg = wait_state(ws, _my_turn)
        ws.send_json({"type": "act", "n": msg["n"], "action": msg["legal"][0]["text"]})
        after = ws.receive_json()
    with client.websocket_connect(path) as again:
        resumed = again.receive_json()
        assert resumed["seat"] == 0 and resumed["n"] >= after["n"]
        assert resumed["view"]["hand"] == resumed["view"]["hand"]  # own cards shown
        assert len(resumed["view"]["hand"]) == 3


def test_bad_token_is_refused(app_client: Any) -> None:
    client = app_client()
    made = new_room(client)
    with client.websocket_connect(f"/ws/{made['room']}?token=forged") as ws:
        err = ws.receive_json()
        assert err["code"] == "seat/token"


def test_hand_own_seat_to_a_bot_over_the_socket_and_take_it_back(app_client: Any) -> None:
    client = app_client(bot_delay=0.2)
    made = new_room(client)
    with client.websocket_connect(f"/ws/{made['room']}?token={made['token']}") as ws:
        ws.send_json({"type": "bot", "seat": 0, "level": "random"})
        msg = wait_state(ws, lambda m: m["room"]["seats"][0]["bot"] == "random")
        assert msg["legal"] == []  # a bot plays it: nothing for the person to do
        ws.send_json({"type": "take"})
        back = wait_state(ws, lambda m: m["room"]["seats"][0]["bot"] is None)
        assert back["seat"] == 0


def _refusals(client: Any, made: dict[str, Any]) -> list[tuple[str | bytes, str]]:
    return [
        ("not json", "protocol/malformed"),
        ("[1, 2]", "protocol/malformed"),
        ('{"type": 5}', "protocol/malformed"),
        ('{"type": "dance"}', "protocol/unknown"),
        (json.dumps({"type": "act", "n": 0, "action": "x" * 5000}), "limit/size"),
        (json.dumps({"type": "act", "n": -1, "action": "pass"}), "state/stale"),
        (json.dumps({"type": "act", "n": "0", "action": "pass"}), "state/stale"),
        (json.dumps({"type": "act", "action": "pass"}), "state/stale"),
        (json.dumps({"type": "bot", "seat": "me"}), "protocol/malformed"),
        (json.dumps({"type": "bot", "seat": 7}), "seat/unknown"),
        (json.dumps({"type": "take"}), "seat/not-bot"),
    ]


def test_fuzz_every_bad_message_is_refused_and_changes_nothing(app_client: Any) -> None:
    client = app_client()
    made = new_room(client, seats=[{"kind": "human"}] * 3)
    room = made["room"]
    tokens = [made["token"]] + [
        client.post(f"/api/rooms/{room}/join", json={"name": f"P{i}", "seat": i}).json()["token"]
        for i in (1, 2)
    ]
    with (
        client.websocket_connect(f"/ws/{room}?token={tokens[0]}") as s0,
        client.websocket_connect(f"/ws/{room}?token={tokens[1]}") as s1,
        client.websocket_connect(f"/ws/{room}?token={tokens[2]}") as s2,
    ):
        socks = [s0, s1, s2]
        first = [wait_state(ws, lambda m: True) for ws in socks]
        n = first[0]["n"]
        to_act = first[0]["view"]["current_player"]
        mover, other = socks[to_act], socks[(to_act + 1) % 3]
        legal = first[to_act]["legal"]
        assert legal and first[(to_act + 1) % 3]["legal"] == []
        before = client.get(f"/api/rooms/{room}").json()
        cases = [
            *_refusals(client, made),
            (json.dumps({"type": "act", "n": n, "action": legal[0]["text"]}), "turn/not-yours"),
            (json.dumps({"type": "act", "n": n, "action": "fly away"}), "action/malformed"),
            (json.dumps({"type": "act", "n": n, "action": ""}), "action/malformed"),
            (json.dumps({"type": "act", "n": n, "action": 17}), "action/malformed"),
            (b"\xff\xfe not text", "protocol/malformed"),
        ]
        for raw, code in cases:
            if isinstance(raw, str):
                other.send_text(raw)
            else:
                other.send_bytes(raw)
            err = reply(other)
            assert err["type"] == "error" and err["code"] == code, (raw[:80], err)
            assert err["n"] == n and err["message"]
        # the seat to act: an illegal, an out-of-date and a replayed intent
        mover.send_json({"type": "act", "n": n, "action": "swap Ah Ah Ah"})
        assert reply(mover)["type"] == "error"
        mover.send_json({"type": "act", "n": n + 1, "action": legal[0]["text"]})
        assert reply(mover)["code"] == "state/stale"
        assert client.get(f"/api/rooms/{room}").json() == before  # nothing changed
        mover.send_json({"type": "act", "n": n, "action": legal[0]["text"]})
        accepted = reply(mover)
        assert accepted["type"] == "state" and accepted["n"] == n + 1
        mover.send_json({"type": "act", "n": n, "action": legal[0]["text"]})  # replayed
        assert reply(mover)["code"] == "state/stale"
        after = client.get(f"/api/rooms/{room}").json()
        assert after["n"] == n + 1


def test_message_rate_is_limited(app_client: Any) -> None:
    client = app_client(messages_per_second=1, message_burst=3)
    made = new_room(client, seats=[{"kind": "human"}] * 3)  # no bot moves meanwhile
    with client.websocket_connect(f"/ws/{made['room']}") as ws:
        ws.receive_json()
        for _ in range(3):
            ws.send_json({"type": "ping"})
            assert ws.receive_json()["type"] == "pong"
        ws.send_json({"type": "ping"})
        err = ws.receive_json()
        assert err["type"] == "error" and err["code"] == "limit/rate"


def test_deltas_rebuild_the_hands_log_that_a_full_sync_sends(app_client: Any) -> None:
    """After the first message, a state message carries only the new events (and no
    ``view.log``); the log a client keeps from them (starting over when
    ``hand_events`` says a new hand began) equals the ``view.log`` of a full ``sync``,
    across the hands of a whole match.
    """
    # two messages a turn, as fast as the server answers: above any person's rate
    client = app_client(messages_per_second=10_000.0, message_burst=10_000)
    made = new_room(client)
    with client.websocket_connect(f"/ws/{made['room']}?token={made['token']}") as ws:
        first = ws.receive_json()
        assert first["full"] is True and first["view"]["log"] == first["events"]
        assert first["hand_events"] == len(first["events"])
        log: list[dict[str, Any]] = list(first["view"]["log"])
        new_hands = checks = 0
        msg = first
        while True:
            if msg is not first:
                assert msg["type"] == "state", msg
                assert msg["full"] is False and "log" not in msg["view"]
                events, in_hand = msg["events"], msg["hand_events"]
                assert 0 <= in_hand <= len(events)
                if in_hand < len(events):
                    new_hands += 1
                    log = events[len(events) - in_hand :]
                else:
                    log += events
            if msg["over"]:
                break
            if msg["legal"]:
                ws.send_json({"type": "sync"})
                full = reply(ws)
                assert full["full"] is True and full["n"] == msg["n"]
                assert full["view"]["log"] == log == full["events"]
                checks += 1
                ws.send_json({"type": "act", "n": msg["n"], "action": msg["legal"][0]["text"]})
            msg = reply(ws)
        assert new_hands >= 1 and checks > 3


def test_an_action_the_log_refuses_is_not_played(app_client: Any, open_store: Any) -> None:
    """The database refuses the append (here its tables are gone): the intent is
    answered with the reason, and nobody hears of a move that is not in the log.
    """
    client = app_client()
    made = new_room(client, seats=[{"kind": "human"}] * 3)  # no bot moves meanwhile
    room = made["room"]
    first = client.get(f"/api/rooms/{room}").json()["to_act"]
    token = made["token"]
    if first != 0:
        joined = client.post(f"/api/rooms/{room}/join", json={"name": "Bo", "seat": first})
        token = joined.json()["token"]
    with client.websocket_connect(f"/ws/{room}?token={token}") as ws:
        msg = wait_state(ws, lambda m: True)
        assert msg["legal"], msg
        other = open_store()
        other.drop()
        ws.send_json({"type": "act", "n": msg["n"], "action": msg["legal"][0]["text"]})
        err = reply(ws)
        assert err["type"] == "error" and err["code"] == "store/error", err
        assert f"action {msg['legal'][0]['text']!r} was not played" in err["message"]
        assert err["n"] == msg["n"]
        ws.send_json({"type": "ping"})
        assert reply(ws) == {"type": "pong", "n": msg["n"]}
    assert client.get(f"/api/rooms/{room}").json()["n"] == msg["n"]
