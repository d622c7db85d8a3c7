"""The `pantsdown` command, driven in-process against the tiny test family."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pantsdown.cli.main import main
from pantsdown.core.records import Record, replay


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- games and rules -----------------------------------------------------------------


def test_games_lists_every_variant_with_aliases_and_players(tiny, capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")  # long enough that no cell wraps
    code, out, _ = run(capsys, "games")
    assert code == 0
    assert "tiny_keep" in out and "Low Card (no swaps)" in out
    assert "low-card, tiny game" in out
    assert "│ 2–4 (3) " in out
    assert "† provisional" in out


def test_games_json_has_every_variant(tiny, capsys) -> None:
    code, out, _ = run(capsys, "games", "--json")
    assert code == 0
    data = {f["family"]: f for f in json.loads(out)}
    variants = data["tiny"]["variants"]
    assert [v["name"] for v in variants] == ["tiny", "tiny_keep"]
    assert variants[0]["aliases"] == ["low-card", "tiny game"]
    assert variants[1]["provisional"] == "made up for the tests"


def test_rules_show_every_option_with_type_default_and_doc(tiny, capsys) -> None:
    code, out, _ = run(capsys, "rules", "Low-Card")
    assert code == 0
    for text in ("Low Card", "tests/cli/conftest.py", "lives", "int", "allow_swap", "bool"):
        assert text in out
    assert "Lives each seat starts with [our choice]." in out
    assert "other variants  tiny_keep" in out


def test_rules_of_a_preset_mark_what_it_changes(tiny, capsys) -> None:
    _, out, _ = run(capsys, "rules", "tiny_keep")
    assert "allow_swap  bool  = false  (tiny: true)" in out
    assert "lives  int, 1 to 9  = 2\n" in out


def test_rules_of_a_variant_show_its_preset_values_and_provisional_note(tiny, capsys) -> None:
    code, out, _ = run(capsys, "rules", "tiny_keep", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["variant"] == "tiny_keep" and data["provisional"] == "made up for the tests"
    options = {o["name"]: o for o in data["options"]}
    assert options["allow_swap"] == {
        "name": "allow_swap",
        "type": "bool",
        "type_words": "bool",
        "default": False,
        "doc": "A seat may swap one card for the top of the stock [our choice].",
        "differs_from_default_variant": True,
        "range": None,
        "allowed": None,
        "applies": True,
        "applies_where": None,
    }
    assert options["lives"]["differs_from_default_variant"] is False
    assert options["lives"]["range"] == {"low": 1, "high": 9, "why": "a seat needs a life to lose"}
    assert options["lives"]["type_words"] == "int, 1 to 9"
    assert options["lives"]["allowed"] == "Allowed: 1 to 9 (a seat needs a life to lose)."
    assert data["other_variants"] == ["tiny"]


# -- bad command lines: one line, quoted input, exit 2 -----------------------------------


@pytest.mark.parametrize(
    ("argv", "quoted"),
    [
        (["rules", "tinyy"], "'tinyy'"),
        (["play", "nosuchgame"], "'nosuchgame'"),
        (["play", "tiny", "--option", "livez=3"], "'livez'"),
        (["play", "tiny", "--option", "lives=many"], "'many'"),
        (["play", "tiny", "--option", "lives=0"], "lives='0' is out of range: lives is 1 to 9"),
        (["play", "tiny", "--option", "lives"], "'lives'"),
        (["play", "tiny", "--deck", "Ah Zz"], "'Zz'"),
        (["play", "tiny", "--deck", "Ah Ah"], "'Ah'"),
        (["play", "tiny", "--deck", "7h"], "'7h'"),
        (["play", "tiny", "--players", "9"], "--players 9: Low Card is for 2 to 4 players"),
        (["play", "tiny", "--players", "0"], "--players 0: Low Card is for 2 to 4 players"),
        (["play", "tiny", "--players", "-3"], "--players -3: Low Card is for 2 to 4 players"),
        (["play", "tiny", "--seats", "you,robot"], "'robot'"),
        (["play", "tiny", "--seats", "you,bot", "--players", "3"], "'you,bot'"),
        (["play", "tiny", "--bot", "clever"], "'clever'"),
        (["play", "tiny", "--players", "x"], "'x'"),
        (["play", "tiny", "--suits", "swiss"], "'swiss'"),
        (["frobnicate"], "'frobnicate'"),
    ],
)
def test_bad_arguments_exit_2_with_one_quoted_line(tiny, capsys, argv, quoted) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert quoted in err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err + out
    assert err.startswith("pantsdown")


def test_unknown_game_suggests_a_close_name(tiny, capsys) -> None:
    _, _, err = run(capsys, "play", "tinny")
    assert "did you mean 'tiny'?" in err


def test_help_exits_0(capsys) -> None:
    code, out, _ = run(capsys, "play", "--help")
    assert code == 0 and "--seats" in out


# -- bots only, record, replay ----------------------------------------------------------


def _bot_match(capsys, tmp_path: Path, *extra: str) -> tuple[Path, str]:
    path = tmp_path / "match.json"
    code, out, _ = run(
        capsys, "play", "tiny", "--seats", "bot,random,bot", "--seed", "7",
        "--record", str(path), *extra,
    )  # fmt: skip
    assert code == 0
    return path, out


def test_bot_match_plays_to_one_survivor_and_its_record_replays(tiny, capsys, tmp_path) -> None:
    path, out = _bot_match(capsys, tmp_path)
    assert "there is no heuristic bot for 'tiny' yet; random bots play instead" in out
    assert "Match over:" in out and "wins." in out
    record = Record.load(path)
    assert record.result["finished"] is True
    assert record.players == ["bot:random", "bot:random", "bot:random"]
    state = replay(record)
    assert state.is_terminal()
    assert len([s for s in state.standings() if not s.is_out]) == 1

    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0
    summary = json.loads(out)
    data = [{k: v for k, v in s.items() if k != "label"} for s in summary["standings"]]
    assert data == record.result["standings"]  # the replay adds each standing's words
    assert [s["label"] for s in summary["standings"]].count("out") == 2
    assert summary["winners"] == record.result["winners"]
    assert summary["matches_stored_result"] is True


def test_the_same_seed_plays_the_same_match(tiny, capsys, tmp_path) -> None:
    first, _ = _bot_match(capsys, tmp_path)
    again = tmp_path / "again.json"
    argv = ["play", "tiny", "--seats", "bot,random,bot", "--seed", "7", "--record", str(again)]
    assert main(argv) == 0
    capsys.readouterr()
    assert Record.load(first).actions == Record.load(again).actions


def test_replay_prints_hands_and_final_standings(tiny, capsys, tmp_path) -> None:
    path, _ = _bot_match(capsys, tmp_path)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0
    record = Record.load(path)
    assert f"{len(record.actions)} actions checked, all legal" in out
    assert "Final standings" in out and "Winner: seat" in out
    assert "lowest total" in out


def test_replay_json_structure(tiny, capsys, tmp_path) -> None:
    path, _ = _bot_match(capsys, tmp_path)
    code, out, _ = run(capsys, "replay", str(path), "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) >= {
        "game", "variant", "players", "options", "seed", "actions", "finished",
        "hands", "standings", "winners",
    }  # fmt: skip
    assert data["game"] == "tiny" and data["variant"] == "tiny" and data["seed"] == 7
    assert data["finished"] is True
    hands = data["hands"]
    assert [h["hand_number"] for h in hands] == list(range(len(hands)))
    assert set(hands[0]) >= {"events", "reason", "losers", "winners", "deltas", "scores", "shown"}
    assert hands[0]["events"][0]["type"] == "hand_scored" and hands[0]["reason"]
    assert all(isinstance(c, str) for shown in hands[0]["shown"] for c in shown)
    assert [s["seat"] for s in data["standings"]] == [0, 1, 2]
    assert len(data["winners"]) == 1


def test_replay_events_prints_every_event(tiny, capsys, tmp_path) -> None:
    path, _ = _bot_match(capsys, tmp_path)
    code, out, _ = run(capsys, "--no-color", "replay", str(path), "--events")
    assert code == 0
    assert "   1  seat 0 (random) " in out
    assert "lost a life" in out


def test_a_tampered_record_is_refused_with_index_action_and_rule(tiny, capsys, tmp_path) -> None:
    path, _ = _bot_match(capsys, tmp_path)
    data = json.loads(path.read_text())
    first_hand = data["decks"][0]
    seat0_cards = first_hand[:2]
    foreign = next(c for c in first_hand[6:] if c not in seat0_cards)
    data["actions"][0] = f"swap {foreign}"
    path.write_text(json.dumps(data))
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1
    assert f"action 1 'swap {foreign}' refused" in err
    assert "is not in your hand" in err
    assert "Traceback" not in err and out == ""


def test_a_record_with_an_unknown_action_is_refused(tiny, capsys, tmp_path) -> None:
    path, _ = _bot_match(capsys, tmp_path)
    data = json.loads(path.read_text())
    data["actions"][2] = "dance"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(path), "--json")
    assert code == 1
    assert "action 3 'dance' refused" in err


def test_a_malformed_json_record_is_refused(tiny, capsys, tmp_path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"game": "tiny", ')
    code, out, err = run(capsys, "replay", str(path))
    assert code == 1
    assert "not valid JSON" in err and "broken.json" in err
    assert len(err.strip().splitlines()) == 1 and out == ""


def test_a_missing_record_file_is_refused(capsys, tmp_path) -> None:
    code, _, err = run(capsys, "replay", str(tmp_path / "nope.json"))
    assert code == 1
    assert "cannot read record" in err


# -- a person at the terminal ----------------------------------------------------------------

# Seat 0 is dealt the top two cards of the stacked deck: here Ah and Kh.
HUMAN = (
    "play",
    "tiny",
    "--players",
    "2",
    "--bot",
    "random",
    "--seed",
    "1",
    "--deck",
    "Ah Kh Qs Js",
)


def test_the_person_sees_their_hand_and_numbered_actions(tiny, feed, capsys) -> None:
    feed()
    code, out, _ = run(capsys, "--no-color", *HUMAN)
    assert code == 0
    assert "Your hand  A♥ K♥" in out
    assert " 1 keep" in out and " 2 swap Ah" in out and " 3 swap Kh" in out
    assert "Js" not in out.split("Your hand")[1].split("seat 0 (you) >")[0]


def test_bad_text_is_refused_quoting_it_and_changes_nothing(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("swap Zz", "dance")
    code, out, _ = run(capsys, "--no-color", *HUMAN, "--record", str(path))
    assert code == 0
    assert "'swap Zz' not played: 'swap Zz' is not an action" in out
    assert "'dance' not played: 'dance' is not an action: write 'keep' or 'swap CARD'" in out
    assert Record.load(path).actions == []


def test_an_illegal_action_is_refused_with_the_rule_and_changes_nothing(
    tiny, feed, capsys, tmp_path
) -> None:
    path = tmp_path / "m.json"
    feed("swap Qs", "9", "swap Kh")
    code, out, _ = run(capsys, "--no-color", *HUMAN, "--record", str(path))
    assert code == 0
    assert "'swap Qs' not played: cannot 'swap Qs': Qs is not in your hand" in out
    assert "'9' not played: there is no action 9: choose 1 to 3" in out
    assert Record.load(path).actions[0] == "swap Kh"
    assert "seat 0 (you) swapped K♥" in out


def test_actions_are_accepted_by_number(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("2")
    run(capsys, *HUMAN, "--record", str(path))
    assert Record.load(path).actions[0] == "swap Ah"


def test_the_person_sees_bots_moves_redacted_and_hand_results(tiny, feed, capsys) -> None:
    feed(*["keep"] * 12)
    _, out, _ = run(capsys, "--no-color", *HUMAN)
    assert "seat 1 (random) " in out
    assert "(at random)" not in out  # another seat's reasoning is not shown to this chair
    assert "seat 1 (random) swapped a card" in out or "seat 1 (random) kept" in out
    assert "hand 1 over" in out and "Ended:" in out


def test_eof_mid_game_saves_the_record(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("keep")
    code, out, _ = run(capsys, *HUMAN, "--record", str(path))
    assert code == 0
    assert "you left the match" in out and "Standings so far" in out
    record = Record.load(path)
    assert record.actions[0] == "keep" and record.result["finished"] is False
    assert record.decks[0][:4] == ["Ah", "Kh", "Qs", "Js"]
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "the match was not finished" in out


def test_quit_leaves_cleanly_and_saves(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("q")
    code, out, _ = run(capsys, *HUMAN, "--record", str(path))
    assert code == 0 and "You left the match." in out
    assert Record.load(path).actions == []


def test_ctrl_c_leaves_cleanly_and_saves(tiny, capsys, tmp_path, monkeypatch) -> None:
    def interrupt(*_args: object) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupt)
    path = tmp_path / "m.json"
    code, out, err = run(capsys, *HUMAN, "--record", str(path))
    assert code == 130
    assert "Interrupted." in out and "Traceback" not in err
    assert Record.load(path).result["finished"] is False


def test_empty_input_plays_the_only_action(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("")
    run(capsys, "play", "tiny_keep", "--players", "2", "--record", str(path))
    assert Record.load(path).actions[:1] == ["keep"]


def test_options_change_the_rules(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed()
    code, out, _ = run(capsys, *HUMAN, "--option", "allow_swap=no", "--record", str(path))
    assert code == 0
    assert "swap" not in out.split("Your hand")[1]
    assert Record.load(path).options == {"allow_swap": False}


def test_german_suits_show_and_accept_german_cards(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("swap Sr")
    code, out, _ = run(capsys, "--no-color", *HUMAN, "--suits", "german", "--record", str(path))
    assert code == 0
    assert "Your hand  Sr Kr" in out
    assert "German suits: e Acorns" in out
    assert Record.load(path).actions[0] == "swap Ah"


def test_help_and_table_commands_change_nothing(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("?", "t")
    code, out, _ = run(capsys, *HUMAN, "--record", str(path))
    assert code == 0
    assert "Type an action's number (1 to 3)" in out
    assert out.count("Your hand") == 2
    assert Record.load(path).actions == []


def test_python_dash_m_pantsdown_runs() -> None:
    src = Path(__file__).resolve().parents[2] / "src"
    proc = subprocess.run(
        [sys.executable, "-m", "pantsdown", "--help"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "play" in proc.stdout and "replay" in proc.stdout


def test_a_bot_that_breaks_a_rule_stops_the_match_with_exit_1(
    tiny, capsys, tmp_path, monkeypatch
) -> None:
    from pantsdown.bots.base import RandomBot
    from pantsdown.core.registry import make

    illegal = make("tiny", 2).parse_action("swap 7h")
    monkeypatch.setattr(RandomBot, "choose", lambda self, view, legal: illegal)
    path = tmp_path / "m.json"
    code, out, _ = run(capsys, "play", "tiny", "--seats", "bot,bot", "--record", str(path))
    assert code == 1
    assert "the bot in seat 0 chose 'swap 7h'" in out
    assert Record.load(path).actions == []


def test_two_people_share_the_terminal_and_see_only_public_events(tiny, feed, capsys) -> None:
    feed("", "swap Ah", "", "keep")
    code, out, _ = run(
        capsys, "--no-color", "play", "tiny", "--seats", "you,you", "--deck", "Ah Kh Qs Js"
    )
    assert code == 0
    assert "seat 0: your turn. Press Enter." in out
    assert "seat 1: your turn. Press Enter." in out
    assert "seat 0 swapped a card" in out  # the card stays hidden from seat 1
    assert "swapped A♥" not in out


def test_watching_with_a_delay_draws_the_table_after_every_move(tiny, capsys) -> None:
    code, out, _ = run(
        capsys, "play", "tiny", "--seats", "random,random", "--seed", "2", "--delay", "0.001"
    )
    assert code == 0
    record_moves = out.count("(at random)")
    assert out.count("Seat 0 (random): hand") >= record_moves


def test_a_person_who_is_out_is_told_and_the_bots_play_on(tiny, feed, capsys) -> None:
    # Seat 0 is dealt 10c 10d (the lowest total) and keeps them: one life, out.
    feed("keep")
    argv = ["--no-color", "play", "tiny", "--seats", "you,random,random", "--seed", "4"]
    code, out, _ = run(capsys, *argv, "--option", "lives=1", "--deck", "10c 10d As Ah Ks Kh")
    assert code == 0
    assert "seat 0 (you) is out; the bots play on" in out
    assert "Match over:" in out


@pytest.mark.parametrize("typed", ["²", "⑤", "٣", "9" * 5000, "0", "-1"])
def test_odd_numbers_at_the_prompt_are_refused_and_change_nothing(
    tiny, feed, capsys, tmp_path, typed
) -> None:
    path = tmp_path / "m.json"
    feed(typed, "swap Kh")
    code, out, _ = run(capsys, "--no-color", *HUMAN, "--record", str(path))
    assert code == 0 and "Traceback" not in out
    assert "not played" in out
    assert Record.load(path).actions[0] == "swap Kh"


def test_a_very_long_line_is_refused_and_quoted_shortened(tiny, feed, capsys, tmp_path) -> None:
    path = tmp_path / "m.json"
    feed("x" * 20_000, "swap Kh")
    _, out, _ = run(capsys, "--no-color", *HUMAN, "--record", str(path))
    assert "20,000 characters" in out
    assert "x" * 100 not in out, "the long line was echoed in full"
    assert Record.load(path).actions[0] == "swap Kh"


def test_an_empty_line_says_what_to_type(tiny, feed, capsys) -> None:
    feed("", "swap Kh")
    _, out, _ = run(capsys, "--no-color", *HUMAN)
    assert "Type an action's number (1 to 3) or its notation" in out


def test_watching_bots_shows_only_the_reasons_of_the_chair_on_screen(tiny, capsys) -> None:
    code, out, _ = run(capsys, "--no-color", "play", "tiny", "--seats", "random,random,random")
    assert code == 0
    reasons = [line for line in out.splitlines() if "(at random)" in line]
    assert reasons and all("seat 0" in line for line in reasons)
