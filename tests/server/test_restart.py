"""Restarting the server: a new app on the same database goes on with every match."""

from __future__ import annotations

from typing import Any

from tests.server.conftest import new_room, wait_state


def test_a_new_server_on_the_same_database_resumes_the_match(app_client: Any) -> None:
    first = app_client()
    made = new_room(first, game="zwanzig", seats=[{"kind": "human"}] + [{"kind": "bot"}] * 3)
    room, path = made["room"], f"/ws/{made['room']}?token={made['token']}"
    with first.websocket_connect(path) as ws:
        msg = wait_state(ws, lambda m: bool(m["legal"]))
        ws.send_json({"type": "act", "n": msg["n"], "action": msg["legal"][0]["text"]})
        wait_state(ws, lambda m: m["n"] > msg["n"])
    before = first.get(f"/api/rooms/{room}").json()
    hand_before = msg["view"]["hand"]
    first.__exit__(None, None, None)  # the server stops

    second = app_client()
    after = second.get(f"/api/rooms/{room}").json()
    assert after["n"] >= before["n"] and after["seats"][0]["name"] == "Ann"
    with second.websocket_connect(path) as ws:
        resumed = wait_state(ws, lambda m: True)
        assert resumed["seat"] == 0 and resumed["view"]["hand_number"] == msg["view"]["hand_number"]
        assert set(resumed["view"]["hand"]) <= set(hand_before)  # the same deal goes on
        second.post(
            f"/api/rooms/{room}/seats/0/bot", json={"token": made["token"], "level": "random"}
        )
        final = wait_state(ws, lambda m: m["over"])
    assert final["room"]["winners"]
    assert second.get(f"/api/rooms/{room}/record").status_code == 200
