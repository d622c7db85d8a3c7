"""End to end: the real server and the real client in headless chromium.

For one preset of each family (with options that keep the match short), Ann makes a
room with a friend and two bots, Bob joins from a second browser context through the
invite link, and the two play the whole match from their pages: moves by number key,
by button and by clicking cards.  Along the way a page reloads mid-hand, the server
restarts mid-match, and moves out of turn or with another seat's token are refused.
At the end: the results, the record (which `pantsdown replay` accepts), the replay
page and a rematch.
"""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from e2e import ServerProcess, create_room, is_over, join_room, play_to_end, wait_table

import pantsdown

PHONE = {"width": 375, "height": 812}
DESKTOP = {"width": 1280, "height": 800}

MATCHES = [
    ("schwimmen", {"starting_chips": "1"}),
    ("paskahousu", {}),
    ("underwear", {"target_score": "10"}),
    ("ramsen", {"crosses": "1"}),
]
WELL_FORMED = {"schwimmen": "pass", "paskahousu": "pickup", "underwear": "draw", "ramsen": "pass"}
"""An action each game can read (legal or not), to send out of turn."""


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    proc = ServerProcess(tmp_path_factory.mktemp("web") / "rooms.sqlite3")
    proc.start()
    yield proc
    proc.stop()


def room_of(page: Any) -> str:
    return str(page.url.split("#/room/")[1].split("?")[0])


def token_of(page: Any, room: str) -> dict[str, Any]:
    raw = page.evaluate(f"() => localStorage.getItem('pantsdown.seat.{room}')")
    held: dict[str, Any] = json.loads(raw)
    return held


def refused_over_websocket(page: Any, room: str, token: str, message: dict[str, Any]) -> Any:
    """Open a second websocket from the page with `token` and send `message`; the
    first error the server answers with (or the close reason)."""
    return page.evaluate(
        """async ([room, token, message]) => new Promise((resolve) => {
            const ws = new WebSocket(`ws://${location.host}/ws/${room}?token=${encodeURIComponent(token)}`);
            let state = null;
            ws.onmessage = (e) => {
                const m = JSON.parse(e.data);
                if (m.type === 'state' && state === null) {
                    state = m;
                    ws.send(JSON.stringify(Object.assign({n: m.n}, message)));
                } else if (m.type === 'error') {
                    resolve({error: m, n: state && state.n});
                    ws.close();
                }
            };
            ws.onclose = (e) => resolve({closed: e.code, reason: e.reason, n: state && state.n});
            setTimeout(() => resolve({timeout: true}), 5000);
        })""",
        [room, token, message],
    )


def check_refusals(ann: Any, room: str, game: str) -> None:
    """Out of turn, and with a token that holds no seat, an intent is refused with the
    reason and the match does not move."""
    held = token_of(ann, room)
    seat = int(held["seat"])
    to_act = ann.evaluate("() => document.getElementById('table').dataset.toAct")
    if str(seat) != to_act:
        # the page offers no move while someone else is to act ...
        assert ann.locator("#moves button.move").count() == 0
        # ... and the server refuses one sent anyway with Ann's own token
        intent = {"type": "act", "action": WELL_FORMED[game]}
        got = refused_over_websocket(ann, room, held["token"], intent)
        assert got["error"]["code"] in ("turn/not-yours", "seat/bot", "state/stale"), got
        assert got["error"]["message"], got
        assert got["error"]["n"] >= got["n"], got  # bots may move meanwhile; Ann did not
    # a made-up token holds no seat: refused before it can send anything
    got = refused_over_websocket(ann, room, "not-a-token", {"type": "act", "action": "pass"})
    assert got.get("error", {}).get("code") == "seat/token", got


def check_typed_refusal(pages: list[Any]) -> None:
    """A move typed in notation that breaks the rules is answered with the server's
    reason, quoting it, and the table does not move."""
    for _ in range(300):
        page = next((p for p in pages if p.locator("#intent").count()), None)
        if page is not None:
            break
        pages[0].wait_for_timeout(50)
    else:
        raise AssertionError("neither page came to a turn")
    before = page.evaluate("() => document.getElementById('table').dataset.n")
    page.fill("#intent", "play Zz")
    page.click("#intent-send")
    page.wait_for_selector("#refusal:not([hidden])")
    assert "Zz" in page.inner_text("#refusal")
    assert page.evaluate("() => document.getElementById('table').dataset.n") == before


@pytest.mark.parametrize(("game", "options"), MATCHES, ids=[g for g, _ in MATCHES])
def test_whole_match(
    browser: Any, server: ServerProcess, game: str, options: dict[str, str]
) -> None:
    ann_ctx = browser.new_context(viewport=DESKTOP)
    bob_ctx = browser.new_context(viewport=PHONE)
    ann, bob = ann_ctx.new_page(), bob_ctx.new_page()
    errors: list[str] = []
    for page in (ann, bob):
        page.on("pageerror", lambda exc: errors.append(str(exc)))
    link = create_room(ann, server.url, game, 4, options)
    room = room_of(ann)
    join_room(bob, link, "Bob")
    assert room_of(bob) == room

    # both pages name both people; Bob's seat is seat 1
    ann.wait_for_function("() => document.body.innerText.includes('Bob')")
    assert token_of(bob, room)["seat"] == 1

    # taking a seat that is taken is refused, with the reason
    status = bob.evaluate(
        """async (room) => (await fetch(`/api/rooms/${room}/join`, {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({name: 'Eve', seat: 0}),
        })).status""",
        room,
    )
    assert status >= 400

    # at phone width nothing sticks out sideways
    assert bob.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]

    check_refusals(ann, room, game)
    check_typed_refusal([ann, bob])

    if game == "schwimmen":
        # a spectator sees the table, no hand and no moves
        watcher = browser.new_context(viewport=PHONE).new_page()
        watcher.goto(f"{server.url}/#/room/{room}?watch=1")
        wait_table(watcher)
        assert watcher.get_attribute("#table", "data-seat") == ""
        assert watcher.locator("#hand").count() == 0
        assert watcher.locator("#moves button.move").count() == 0
        assert watcher.locator(".opponents .card.face").count() == 0
        watcher.context.close()

    def disturb(made: int) -> None:
        if made == 2 and game == "underwear":
            # Bob lets a bot play his seat, then takes it back
            bob.click('[data-to-bot="1"]')
            bob.wait_for_selector("#take-back", timeout=15_000)
            bob.click("#take-back")
            bob.wait_for_selector("#take-back", state="detached", timeout=15_000)
        if made == 3 and game == "schwimmen":
            bob.reload()
            wait_table(bob)
        if made == 4 and game in ("paskahousu", "underwear"):
            server.restart()
            for page in (ann, bob):
                page.wait_for_selector("#conn.ok", timeout=20_000)
        if made == 5 and game == "ramsen":
            ann.reload()
            wait_table(ann)

    scored_panels: list[str] = []

    def watch(made: int) -> None:
        disturb(made)
        text = ann.evaluate("() => document.getElementById('hand-over')?.innerText || ''")
        if text:
            scored_panels.append(text)

    made = play_to_end([ann, bob], on_move=watch)
    assert made > 3
    for page in (ann, bob):
        assert is_over(page)
        page.wait_for_selector("#match-over")
        assert page.locator("#match-over .winners").count() == 1
    assert not errors, errors
    # every finished hand said how it was scored, in sentences from the catalog; the
    # results name the winners and how the last hand was scored
    assert all("event." not in text and "{" not in text for text in scored_panels)
    assert ann.locator("#match-over ul.scoring li").count() > 0
    results = ann.inner_text("#match-over")
    assert "event." not in results and "{" not in results

    # the record downloads and replays in the engine
    with urllib.request.urlopen(f"{server.url}/api/rooms/{room}/record") as response:
        record = json.loads(response.read())
    replayed = pantsdown.replay(pantsdown.Record.from_dict(record))
    assert replayed.is_terminal()

    # the replay page steps through the match
    ann.click("#replay-link")
    ann.wait_for_selector("#replay[data-step='0']")
    ann.click("#replay-next")
    ann.wait_for_selector("#replay[data-step='1']")
    assert ann.locator(".replay-action code").count() == 1
    ann.click("#replay-last")
    last = int(ann.get_attribute("#replay", "data-step") or 0)
    assert last > made  # the bots' moves are steps too
    log = ann.inner_text("#replay .log")
    assert log and "event." not in log
    ann.go_back()
    wait_table(ann)

    # a rematch: a new room with the same seats
    ann.click("#rematch")
    ann.wait_for_function(
        f"() => location.hash.startsWith('#/room/') && !location.hash.includes('{room}')"
    )
    wait_table(ann)
    assert not is_over(ann)
    ann_ctx.close()
    bob_ctx.close()


def test_unknown_room_and_stale_token(browser: Any, server: ServerProcess) -> None:
    """A room that does not exist says so; a seat token the room does not know is
    forgotten and the page offers to join instead."""
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{server.url}/#/room/no-such-room")
    page.wait_for_selector("p.refusal")
    assert "no-such-room" in page.inner_text("p.refusal")

    link = create_room(page, server.url, "schwimmen", 4, {})
    room = room_of(page)
    page.evaluate(
        f"() => localStorage.setItem('pantsdown.seat.{room}',"
        " JSON.stringify({seat: 0, token: 'forged'}))"
    )
    page.reload()
    page.wait_for_selector("#join-button")
    assert page.evaluate(f"() => localStorage.getItem('pantsdown.seat.{room}')") is None
    assert link.endswith(f"/room/{room}")
    context.close()


def test_every_preset_opens_at_the_table(browser: Any, server: ServerProcess) -> None:
    """Every preset of the catalog gets a table: a room of one person and bots opens
    without a script error, says whose turn it is and, at the person's turn, takes a
    move from the list."""
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(server.url + "/")
    page.wait_for_selector("#create-room")
    presets = page.evaluate("async () => (await (await fetch('/api/games')).json())")
    assert len(presets) >= 20
    for preset in presets:
        players = preset["min_players"]
        made = page.evaluate(
            """async ([game, players]) => {
                const seats = Array.from({length: players}, (_, i) =>
                    i === 0 ? {kind: 'human'} : {kind: 'bot', level: 'easy'});
                const r = await fetch('/api/rooms', {method: 'POST',
                    headers: {'Content-Type': 'application/json'},
                    body: JSON.stringify({game, players, options: {}, seats, name: 'Ann'})});
                const room = await r.json();
                localStorage.setItem(`pantsdown.seat.${room.room}`,
                    JSON.stringify({seat: room.seat, token: room.token}));
                return room;
            }""",
            [preset["name"], players],
        )
        page.goto(f"{server.url}/#/room/{made['room']}")
        wait_table(page)
        page.wait_for_function(
            "() => document.querySelector('#moves button.move')"
            " || document.getElementById('table').dataset.over === '1'"
        )
        assert preset["title"] in page.inner_text(".table-head h2"), preset["name"]
        if not is_over(page):
            before = page.get_attribute("#table", "data-n")
            page.locator("#moves button.move").first.click()
            page.wait_for_function(
                "(n) => document.getElementById('table').dataset.n !== n", arg=before
            )
        assert not errors, (preset["name"], errors)
        # finished rooms do not count against the client's limit; unfinished ones do
        page.evaluate(
            "async (room) => fetch(`/api/rooms/${room}/seats/0/bot`, {method: 'POST',"
            " headers: {'Content-Type': 'application/json'},"
            " body: JSON.stringify({token: JSON.parse(localStorage.getItem("
            "`pantsdown.seat.${room}`)).token, level: 'random'})})",
            made["room"],
        )
    context.close()


def test_the_rules_read_in_german(browser: Any, server: ServerProcess) -> None:
    """With German chosen, the how-to-play (in the lobby and beside the table) and every
    house rule's explanation and sources come in German; back in English, in English."""
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(server.url + "/#/?game=schwimmen")
    page.wait_for_selector("#create-room")
    page.select_option("#lang", "de")
    page.wait_for_function(
        "() => document.querySelector('.howto dd')"
        " && document.querySelector('.howto').lang === 'de'"
    )
    howto = page.eval_on_selector(".howto", "d => d.textContent")
    assert "Ziel" in howto and "Links vom Geber" in howto, howto
    docs = page.eval_on_selector_all(".option p.doc", "ps => ps.map((p) => p.textContent)")
    three = page.eval_on_selector(".option:has(#opt-three_of_a_kind)", "d => d.textContent")
    assert "Drei Karten eines Rangs" in three or "drei Karten eines Rangs" in three, three
    assert "Belege: Vorlage 001" in three, three
    assert all(d.strip() for d in docs) and not any("[seed" in d for d in docs)
    # the game's own words: its title, family and description, each option's type,
    # range, default and why the range
    chips = page.eval_on_selector(".option:has(#opt-starting_chips)", "d => d.textContent")
    assert "ganze Zahl, 1 bis 999 · Standard: 3" in chips, chips
    assert "Erlaubt: 1 bis 999 (wer verlieren soll" in chips, chips
    flag = page.eval_on_selector(
        ".option:has(#opt-extra_deck_per_ten_players)", "d => d.textContent"
    )
    assert "ja/nein · Standard: nein" in flag, flag
    # a choice is shown by its label, sent by its value
    direction = page.eval_on_selector_all(
        "#opt-direction option", "os => os.map((o) => [o.value, o.textContent])"
    )
    assert ["clockwise", "im Uhrzeigersinn"] in direction, direction
    closing = page.eval_on_selector(".option:has(#opt-close_effect)", "d => d.textContent")
    assert "Standard: jeder andere ist noch einmal dran" in closing, closing
    lobby = page.eval_on_selector("#create", "f => f.textContent")
    assert "31 / Schwimmen: Tauschspiele" in lobby, lobby
    titles = page.eval_on_selector_all("#game option", "os => os.map((o) => o.textContent)")
    assert "Hosenabe (Hosen runter) (31 / Schwimmen)" in titles, titles
    assert "Böhmisch Watten (Kritische) (Ramsen / Rams-Familie)" in titles, titles
    levels = page.eval_on_selector_all(
        "select[name=level-2] option", "os => os.map((o) => [o.value, o.textContent])"
    )
    assert ["medium", "mittel"] in levels and ["expert", "Experte"] in levels, levels

    made = page.evaluate(
        """async () => {
            const seats = [{kind: 'human'}, {kind: 'bot', level: 'easy'}];
            const r = await fetch('/api/rooms', {method: 'POST',
                headers: {'Content-Type': 'application/json'},
                body: JSON.stringify(
                    {game: 'zwanzig', players: 2, options: {}, seats, name: 'Ann'})});
            const room = await r.json();
            localStorage.setItem(`pantsdown.seat.${room.room}`,
                JSON.stringify({seat: room.seat, token: room.token}));
            return room;
        }"""
    )
    page.goto(f"{server.url}/#/room/{made['room']}")
    wait_table(page)
    page.wait_for_selector("details.rules .howto dd", state="attached")
    rules = page.eval_on_selector("details.rules", "d => d.textContent")
    assert "Stand von 20" in rules and "Stiche" in rules, rules

    page.select_option("#lang", "en")
    page.wait_for_function("() => document.querySelector('details.rules .howto').lang === 'en'")
    rules = page.eval_on_selector("details.rules", "d => d.textContent")
    assert "Bring your score from 20" in rules, rules
    context.close()
