"""The `pantsdown` command on a real game: the 31 family."""

from __future__ import annotations

import json

import pytest

from pantsdown.cli.main import main
from pantsdown.core.cards import parse_cards
from pantsdown.core.errors import GameError
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import make


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_list_the_31_family(capsys) -> None:
    code, out, _ = run(capsys, "games")
    assert code == 0
    assert "schwimmen" in out and "hosenabe" in out and "pants-down" in out


def test_rules_hosenabe_list_its_options(capsys) -> None:
    code, out, _ = run(capsys, "rules", "pants down")
    assert code == 0
    assert "Hosenabe" in out
    assert "starting_chips  int" in out


def test_bots_play_a_whole_schwimmen_match_that_replays_to_the_same_standings(
    capsys, tmp_path
) -> None:
    path = tmp_path / "match.json"
    code, out, _ = run(
        capsys, "play", "hosenabe", "--seats", "bot,bot,bot,bot", "--seed", "7",
        "--record", str(path),
    )  # fmt: skip
    assert code == 0 and "Match over:" in out
    record = Record.load(path)
    state = replay(record)
    assert state.is_terminal()
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    words = [{k: v for k, v in s.items() if k != "label"} for s in data["standings"]]
    assert words == record.result["standings"]  # the replay adds the standings' words
    labels = [s["label"] for s in data["standings"]]
    assert all(label.endswith(("token", "tokens", "swimming", "out")) for label in labels)
    assert data["finished"] is True and len(data["winners"]) >= 1
    assert data["hands"] and all(h["reason"] for h in data["hands"])


def test_options_and_a_stacked_deck_reach_the_record(capsys, feed, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed()
    code, _, _ = run(
        capsys, "play", "schwimmen", "--players", "3", "--option", "starting_chips=4",
        "--deck", "Ah Kh Qh 7c", "--seed", "1", "--record", str(path),
    )  # fmt: skip
    assert code == 0
    record = Record.load(path)
    assert record.options == {"starting_chips": 4}
    assert record.decks[0][:4] == ["Ah", "Kh", "Qh", "7c"]
    assert record.players == ["you", "bot:heuristic", "bot:heuristic"] or record.players == [
        "you", "bot:random", "bot:random",
    ]  # fmt: skip


def test_bad_input_is_refused_then_a_number_plays(capsys, feed, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("frobnicate", "1", "1", "1")
    code, out, _ = run(
        capsys, "--no-color", "play", "schwimmen", "--players", "2", "--seed", "3",
        "--record", str(path),
    )  # fmt: skip
    assert code == 0
    assert "'frobnicate' not played: " in out
    assert len(Record.load(path).actions) >= 1
    assert replay(Record.load(path)).history


def test_a_tampered_schwimmen_record_is_refused_with_index_action_and_rule(
    capsys, tmp_path
) -> None:
    path = tmp_path / "match.json"
    argv = ["play", "schwimmen", "--seats", "bot,bot", "--seed", "5", "--record", str(path)]
    assert main(argv) == 0
    record = Record.load(path)
    # Replace action 2 by a well-formed action that the rules refuse at that point.
    state = make(record.variant, 2, decks=[parse_cards(d) for d in record.decks])
    state.apply_text(record.actions[0])
    illegal = None
    for action_id in range(state.num_distinct_actions()):
        try:
            candidate = state.action_from_id(action_id)
        except GameError:  # an id this deal has no card for
            continue
        if not state.can(candidate):
            illegal = candidate
            break
    assert illegal is not None
    with pytest.raises(GameError) as why:
        state.check(illegal)
    data = json.loads(path.read_text())
    data["actions"][1] = str(illegal)
    path.write_text(json.dumps(data))
    capsys.readouterr()
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1 and out == ""
    assert f"action 2 {str(illegal)!r} refused: {why.value}" in err


def test_a_bad_option_value_is_one_quoted_line(capsys) -> None:
    code, _, err = run(capsys, "play", "schwimmen", "--option", "starting_chips=lots")
    assert code == 2 and "'lots'" in err and len(err.strip().splitlines()) == 1


def test_a_hands_result_is_told_before_the_next_deal(capsys) -> None:
    argv = ["--no-color", "play", "schwimmen", "--seats", "random,random", "--seed", "1"]
    code, out, _ = run(capsys, *argv)
    assert code == 0
    assert out.index("hand 1 over") < out.index("dealt hand 2")


def test_off_switches_off_a_rule_whose_value_is_a_number_or_none(capsys, feed, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed()
    argv = ["play", "schwimmen", "--option", "three_of_a_kind=false", "--record", str(path)]
    code, out, _ = run(capsys, *argv)
    off = Record.load(path).options["three_of_a_kind"]
    assert code == 0 and off in (None, False)  # `float | None` today; a bool would do too
    assert f"options three_of_a_kind={'none' if off is None else 'false'}" in out
