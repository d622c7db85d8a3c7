"""The HTTP API: catalog, rooms, joining, seats handed to bots, records, limits."""

from __future__ import annotations

import time
from typing import Any

from tests.server.conftest import new_room, wait_state

import pantsdown
from pantsdown.core.records import Record


def test_games_lists_every_preset_with_options_and_sources(app_client: Any) -> None:
    client = app_client()
    games = client.get("/api/games").json()
    assert sorted(g["name"] for g in games) == sorted(pantsdown.available_games())
    zwanzig = next(g for g in games if g["name"] == "zwanzig")
    assert zwanzig["family"] == "ramsen"
    assert zwanzig["min_players"] <= 4 <= zwanzig["max_players"]
    names = {o["name"] for o in zwanzig["options"]}
    assert "no_drop_suit" in names and "ten_no_drop" not in names  # only options it reads
    for option in zwanzig["options"]:
        assert option["doc"] and "default" in option
    assert any(o["source"] for o in zwanzig["options"])
    assert set(zwanzig["how_to_play"]) >= {"goal", "deal", "turn", "scoring"}
    assert "expert" in [lv["name"] for lv in zwanzig["bot_levels"]]


def test_games_in_german_gives_the_rules_in_german(app_client: Any) -> None:
    client = app_client()
    english = {g["name"]: g for g in client.get("/api/games").json()}
    german = {g["name"]: g for g in client.get("/api/games?lang=de").json()}
    assert sorted(german) == sorted(english)
    zwanzig = german["zwanzig"]
    assert zwanzig["how_to_play"]["goal"].startswith("Bring deinen Stand von 20")
    suit = next(o for o in zwanzig["options"] if o["name"] == "no_drop_suit")
    assert suit["doc"].startswith("Zwanzig: niemand darf aussteigen")
    assert suit["source"][0] == "Vorlage; Quelle:\npagat „Ist Karo Trumpf, müssen alle mitspielen“"
    for name, game in german.items():  # the same options, each explained and sourced in German
        pairs = zip(game["options"], english[name]["options"], strict=True)
        for de, en in pairs:
            assert de["name"] == en["name"] and de["doc"] != en["doc"]
            assert len(de["source"]) == len(en["source"])
            assert de["type"] == en["type"]  # the type as the engine names it, for programs
            assert (de["allowed"] is None) == (en["allowed"] is None)
        assert game["description"] and game["description"] != english[name]["description"]
    # the lobby's words for a game: its title, family, description, type and range lines
    assert german["hosenabe"]["title"] == "Hosenabe (Hosen runter)"
    assert german["zwanzig"]["family_title"] == "Ramsen / Rams-Familie"
    assert english["zwanzig"]["family_title"] == "Ramsen / Rams family"
    chips = {o["name"]: o for o in german["schwimmen"]["options"]}["starting_chips"]
    assert chips["type_words"] == "ganze Zahl, 1 bis 999"
    assert chips["allowed"].startswith("Erlaubt: 1 bis 999 (wer verlieren soll")
    chips_en = {o["name"]: o for o in english["schwimmen"]["options"]}["starting_chips"]
    assert chips_en["type_words"] == "int, 1 to 999"
    assert chips_en["allowed"].startswith("Allowed: 1 to 999 (a player needs a chip")


def test_games_in_a_language_the_rules_lack_is_refused(app_client: Any) -> None:
    client = app_client()
    answer = client.get("/api/games?lang=fr")
    assert answer.status_code == 400
    assert answer.json()["code"] == "lang/unknown"
    assert "'fr'" in answer.json()["message"]


def test_create_join_and_room_info_hide_tokens(app_client: Any) -> None:
    client = app_client()
    made = new_room(client, seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}])
    assert made["seat"] == 0 and made["invite"] == f"/room/{made['room']}"
    joined = client.post(f"/api/rooms/{made['room']}/join", json={"name": "Bea", "seat": 1})
    assert joined.status_code == 200 and joined.json()["seat"] == 1
    info = client.get(f"/api/rooms/{made['room']}").json()
    assert [s["name"] for s in info["seats"]] == ["Ann", "Bea", None]
    assert made["token"] not in str(info) and "seed" not in info
    again = client.post(f"/api/rooms/{made['room']}/join", json={"name": "Cy", "seat": 1})
    assert again.status_code == 409 and again.json()["code"] == "seat/taken"
    bot = client.post(f"/api/rooms/{made['room']}/join", json={"name": "Cy", "seat": 2})
    assert bot.status_code == 409 and bot.json()["code"] == "seat/bot"


def test_bad_room_requests_are_refused_with_the_reason(app_client: Any) -> None:
    client = app_client()
    human = [{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}]
    cases = [
        ({"game": "skat", "players": 3, "seats": human, "name": "A"}, "unknown game 'skat'"),
        ({"game": "schwimmen", "players": 3, "seats": human, "name": "<x>"}, "may hold only"),
        ({"game": "schwimmen", "players": 3, "seats": human, "name": "A" * 25}, "at most 24"),
        ({"game": "schwimmen", "players": 2, "seats": human, "name": "A"}, "one entry per"),
        (
            {
                "game": "schwimmen",
                "players": 3,
                "seats": human,
                "name": "A",
                "options": {"starting_chips": "lots"},
            },
            "starting_chips",
        ),
        (
            {"game": "schwimmen", "players": 3, "seats": [{"kind": "bot"}] * 3, "name": "A"},
            "at least one human",
        ),
        (
            {
                "game": "schwimmen",
                "players": 3,
                "name": "A",
                "seats": [{"kind": "human"}, {"kind": "bot", "level": "godlike"}, {"kind": "bot"}],
            },
            "'godlike'",
        ),
        (
            {
                "game": "schwimmen",
                "players": 3,
                "seats": human,
                "name": "A",
                "options": {f"o{i}": "1" for i in range(65)},
            },
            "at most 64",
        ),
    ]
    for body, reason in cases:
        answer = client.post("/api/rooms", json=body)
        assert answer.status_code >= 400, body
        assert reason in answer.json()["message"], (reason, answer.json())
    assert client.post("/api/rooms", content=b"[1, 2]").json()["code"] == "request/malformed"
    big = client.post("/api/rooms", content=b"{" + b" " * 20_000 + b"}")
    assert big.status_code == 413
    assert client.get("/api/rooms/nope").status_code == 404
    wrong = client.post("/api/rooms/nope/seats/first/bot", json={})
    assert wrong.status_code == 422 and wrong.json()["code"] == "request/malformed"
    assert "'first'" in wrong.json()["message"]


def test_rooms_per_client_are_limited(app_client: Any) -> None:
    client = app_client(max_rooms_per_client=2)
    new_room(client)
    new_room(client)
    answer = client.post(
        "/api/rooms",
        json={
            "game": "schwimmen",
            "players": 3,
            "name": "A",
            "seats": [{"kind": "human"}, {"kind": "bot"}, {"kind": "bot"}],
        },
    )
    assert answer.status_code == 429 and answer.json()["code"] == "limit/rooms"


def test_record_is_refused_until_the_match_ends_then_replays(app_client: Any) -> None:
    client = app_client()
    made = new_room(client)
    room = made["room"]
    refused = client.get(f"/api/rooms/{room}/record")
    assert refused.status_code == 409 and refused.json()["code"] == "record/unfinished"
    handed = client.post(
        f"/api/rooms/{room}/seats/0/bot", json={"token": made["token"], "level": "random"}
    )
    assert handed.status_code == 200 and handed.json()["seats"][0]["bot"] == "random"
    with client.websocket_connect(f"/ws/{room}") as ws:  # a spectator watches to the end
        final = wait_state(ws, lambda m: m["over"])
    record = client.get(f"/api/rooms/{room}/record").json()
    replayed = pantsdown.replay(Record.from_dict(record))
    assert replayed.is_terminal()
    assert replayed.winners() == final["room"]["winners"]
    assert record["players"] == ["Ann", "bot:medium", "bot:medium"]
    steps = client.get(f"/api/rooms/{room}/replay?seat=0").json()["steps"]
    assert len(steps) == final["n"] + 1 and steps[-1]["view"]["seat"] == 0
    hub = client.app.state.hub  # a finished room nobody is connected to leaves memory
    for _ in range(200):
        if room not in hub.rooms:
            break
        time.sleep(0.01)
    assert room not in hub.rooms
    assert client.get(f"/api/rooms/{room}").json()["over"]  # and is read from the store
    assert room not in hub.rooms


def test_seat_handed_to_a_bot_and_taken_back(app_client: Any) -> None:
    client = app_client()
    made = new_room(client, seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}])
    room = made["room"]
    bea = client.post(f"/api/rooms/{room}/join", json={"name": "Bea", "seat": 1}).json()
    stranger = client.post(f"/api/rooms/{room}/seats/1/bot", json={"token": "x" * 32})
    assert stranger.status_code == 403
    # Bea is not connected: Ann may give her seat to a bot
    handed = client.post(f"/api/rooms/{room}/seats/1/bot", json={"token": made["token"]})
    assert handed.json()["seats"][1]["bot"] == "medium"
    not_hers = client.post(f"/api/rooms/{room}/seats/1/take", json={"token": made["token"]})
    assert not_hers.status_code == 403
    back = client.post(f"/api/rooms/{room}/seats/1/take", json={"token": bea["token"]})
    assert back.json()["seats"][1]["bot"] is None
    with client.websocket_connect(f"/ws/{room}?token={bea['token']}"):
        present = client.post(f"/api/rooms/{room}/seats/1/bot", json={"token": made["token"]})
        assert present.status_code == 409 and present.json()["code"] == "seat/present"


def test_rematch_keeps_seats_and_tokens(app_client: Any) -> None:
    client = app_client()
    made = new_room(client)
    room = made["room"]
    early = client.post(f"/api/rooms/{room}/rematch", json={"token": made["token"]})
    assert early.status_code == 409
    client.post(f"/api/rooms/{room}/seats/0/bot", json={"token": made["token"], "level": "random"})
    with client.websocket_connect(f"/ws/{room}") as ws:
        wait_state(ws, lambda m: m["over"])
    again = client.post(f"/api/rooms/{room}/rematch", json={"token": made["token"]}).json()
    assert again["room"] != room and again["token"] == made["token"] and again["seat"] == 0
    same = client.post(f"/api/rooms/{room}/rematch", json={"token": made["token"]}).json()
    assert same["room"] == again["room"]
    info = client.get(f"/api/rooms/{again['room']}").json()
    assert info["seats"][0]["name"] == "Ann" and not info["over"]
    assert client.get(f"/api/rooms/{room}").json()["rematch"] == again["room"]


def test_static_client_pages(app_client: Any) -> None:
    client = app_client()
    for path in ("/", "/room/abc"):
        answer = client.get(path)
        assert answer.status_code in (200, 404)
        if answer.status_code == 200:
            assert "<html" in answer.text.lower()
        else:
            assert answer.json()["code"] == "client/missing"
