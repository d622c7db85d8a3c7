"""A table's own rules: saved under a name, played, listed, shared and imported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pantsdown.cli.main import main
from pantsdown.cli.rulesets import CONFIG_ENV, RuleSet, from_code, share_code, slugify
from pantsdown.core.records import Record, replay


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A config directory of the test's own (never the real home)."""
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "config"))
    monkeypatch.setenv("COLUMNS", "80")
    return tmp_path / "config"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


OMA = ("rules", "zwanzig", "-o", "hearts_double=false", "-o", "slam_bonus=2")


def _saved(config: Path) -> list[str]:
    folder = config / "rules"
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def test_saved_rules_are_written_as_toml_under_the_slug(config: Path, capsys) -> None:
    code, out, _ = run(capsys, *OMA, "--save", "Oma's Zwanzig")
    assert code == 0 and "pantsdown play omas-zwanzig" in out
    text = (config / "rules" / "omas-zwanzig.toml").read_text(encoding="utf-8")
    assert 'name = "Oma\'s Zwanzig"\ngame = "zwanzig"\n' in text
    assert "[options]\nhearts_double = false\nslam_bonus = 2\n" in text


def test_rules_of_a_saved_name_show_the_differences_from_the_preset(config, capsys) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    code, out, _ = run(capsys, "rules", "Omas Zwanzig")
    assert code == 0
    assert "Oma's Zwanzig (omas-zwanzig): zwanzig with 2 changes from the preset" in out
    assert "hearts_double = false  (zwanzig: true)" in out
    assert "slam_bonus = 2  (zwanzig: 0)" in out
    data = json.loads(run(capsys, "rules", "omas-zwanzig", "--json")[1])
    assert data["saved"] and data["changed"] == {"hearts_double": False, "slam_bonus": 2}


def test_saved_rules_are_listed_by_games(config, capsys) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    _, out, _ = run(capsys, "games")
    assert "omas-zwanzig" in out and "zwanzig with 2 changes" in out
    data = json.loads(run(capsys, "games", "--json")[1])
    ramsen = next(f for f in data if f["family"] == "ramsen")
    assert ramsen["saved_rules"] == [
        {
            "name": "omas-zwanzig",
            "title": "Oma's Zwanzig",
            "variant": "zwanzig",
            "options": {"hearts_double": False, "slam_bonus": 2},
        }
    ]


def test_a_saved_name_plays_and_its_record_replays_without_it(
    config: Path, tmp_path: Path, capsys, monkeypatch
) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    record = tmp_path / "match.json"
    argv = ("play", "omas-zwanzig", "--seats", "bot,bot,bot", "--seed", "3", "--record")
    code, _, err = run(capsys, *argv, str(record))
    assert code == 0, err
    loaded = Record.load(str(record))
    assert loaded.variant == "zwanzig"
    assert loaded.options == {"hearts_double": False, "slam_bonus": 2}
    monkeypatch.setenv(CONFIG_ENV, str(tmp_path / "elsewhere"))  # no saved rules here
    state = replay(loaded)
    assert state.is_terminal() and state.rules.slam_bonus == 2


def test_options_on_the_command_line_go_on_top_of_saved_rules(config, capsys) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    _, out, _ = run(capsys, "rules", "omas-zwanzig", "-o", "slam_bonus=3")
    assert "slam_bonus = 3  (zwanzig: 0)" in out


def test_a_share_code_imports_back_into_the_same_rules(config, capsys) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    code, out, _ = run(capsys, "rules", "omas-zwanzig", "--share")
    share = out.strip()
    assert code == 0 and share.startswith("pd1.") and "\n" not in share and len(share) < 200
    code, out, _ = run(capsys, "rules", "--import", share, "--save", "Opa")
    assert code == 0
    assert (
        (config / "rules" / "opa.toml")
        .read_text(encoding="utf-8")
        .endswith("[options]\nhearts_double = false\nslam_bonus = 2\n")
    )


def test_a_share_code_holds_card_lists_and_choices() -> None:
    rules = RuleSet("Kritisch", "bohemian-watten", {"permanent_top": "Kh 7d", "end_rule": "all"})
    back = from_code(share_code(rules))
    assert back.name == "Kritisch" and back.game == "bohemian-watten"
    assert back.options == {"permanent_top": "Kh 7d", "end_rule": "all"}


def test_a_code_split_over_lines_still_imports(config, capsys) -> None:
    share = share_code(RuleSet("Opa", "zwanzig", {"slam_bonus": 1}))
    code, out, _ = run(capsys, "rules", "--import", share[:20] + "\n  " + share[20:])
    assert code == 0 and "slam_bonus = 1  (zwanzig: 0)" in out


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("hello", "is not a pantsdown rules code"),
        ("pd2.abc.00000000", "is not a pantsdown rules code"),
        ("pd1.!!!!.00000000", "is damaged"),
        ("pd1.i1byL0hU0lGqKk_Mq8pM.00000000", "is damaged"),
    ],
)
def test_a_bad_code_is_refused_quoting_it_and_nothing_is_saved(
    config: Path, capsys, code: str, message: str
) -> None:
    status, _, err = run(capsys, "rules", "--import", code, "--save", "Opa")
    assert status == 2 and message in err and repr(code[:39]).strip("'") in err
    assert _saved(config) == []


def test_a_code_with_a_changed_checksum_is_refused(config, capsys) -> None:
    share = share_code(RuleSet("Opa", "zwanzig", {"slam_bonus": 1}))
    damaged = share[:-1] + ("0" if share[-1] != "0" else "1")
    status, _, err = run(capsys, "rules", "--import", damaged)
    assert status == 2 and "is damaged" in err


def test_a_code_of_rules_that_do_not_check_is_refused(config, capsys) -> None:
    share = share_code(RuleSet("Opa", "zwanzig", {"slam_bonus": 1})).split(".")
    import base64
    import zlib

    raw = b'["Opa","zwanzig",{"whiteout":false}]'
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).decode().rstrip("=")
    forged = f"{share[0]}.{body}.{zlib.crc32(raw):08x}"
    status, _, err = run(capsys, "rules", "--import", forged, "--save", "Opa")
    assert status == 2 and "whiteout applies to mulatschak" in err
    assert _saved(config) == []


@pytest.mark.parametrize("name", ["Zwanzig", "Fünf dazu!", "ramsen", "!!!"])
def test_a_name_of_a_game_or_without_letters_is_refused(config, capsys, name: str) -> None:
    status, _, err = run(capsys, *OMA, "--save", name)
    assert status == 2 and repr(name) in err
    assert _saved(config) == []


def test_saving_over_saved_rules_needs_force(config, capsys) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    status, _, err = run(capsys, "rules", "zwanzig", "--save", "Oma's Zwanzig")
    assert status == 2 and "add --force" in err
    assert "slam_bonus = 2" in (config / "rules" / "omas-zwanzig.toml").read_text("utf-8")
    assert run(capsys, "rules", "zwanzig", "--save", "Oma's Zwanzig", "--force")[0] == 0
    assert "slam_bonus" not in (config / "rules" / "omas-zwanzig.toml").read_text("utf-8")


def test_an_option_that_does_not_apply_is_not_saved(config, capsys) -> None:
    status, _, err = run(capsys, "rules", "zwanzig", "-o", "ten_no_drop=false", "--save", "X")
    assert status == 2 and "has no effect in these rules" in err
    assert _saved(config) == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name = [", "not TOML"),
        ('name = "Bad"\ngame = "zwanzig"\ncolour = 1\n', "unknown key 'colour'"),
        ('name = "Bad"\ngame = "skat"\n', "unknown game 'skat'"),
        ('name = "Bad"\ngame = "zwanzig"\n[options]\nslam_bonus = "lots"\n', "'lots'"),
        ('name = "Bad"\ngame = "zwanzig"\n[options]\nslam_bonus = {a = 1}\n', "not a value"),
        ('name = "Other"\ngame = "zwanzig"\n', "saved as 'other', not 'bad'"),
    ],
)
def test_a_bad_rules_file_is_reported_with_its_path(
    config: Path, capsys, text: str, message: str
) -> None:
    folder = config / "rules"
    folder.mkdir(parents=True)
    (folder / "bad.toml").write_text(text, encoding="utf-8")
    status, _, err = run(capsys, "rules", "bad")
    assert status == 2 and message in err and "bad.toml" in err
    code, out, _ = run(capsys, "games")  # the other games still list
    assert code == 0 and "skipped: rules file" in out and "bad.toml" in out
    assert (folder / "bad.toml").read_text(encoding="utf-8") == text


def test_a_preset_name_always_finds_the_preset(config, capsys) -> None:
    folder = config / "rules"
    folder.mkdir(parents=True)
    assert run(capsys, "rules", "zwanzig", "--json")[0] == 0


def test_names_are_slugified_for_the_command_line() -> None:
    assert slugify("Oma's Zwanzig") == "omas-zwanzig"
    assert slugify("Mönch am Stammtisch #2") == "monch-am-stammtisch-2"


def test_rules_lists_the_options_that_apply_and_hides_the_others(config, capsys) -> None:
    _, out, _ = run(capsys, "rules", "zwanzig")
    assert "\nno_drop_suit" in out and "\nten_no_drop" not in out
    assert "for other games or settings are not listed (--all lists them)." in out
    _, out, _ = run(capsys, "rules", "zwanzig", "--all")
    assert "\nten_no_drop" in out
    assert "Not read here: it applies to schnalzen" in out
    assert all(len(line) <= 80 for line in out.splitlines())


def test_import_with_a_game_name_is_refused(config, capsys) -> None:
    share = share_code(RuleSet("Opa", "zwanzig", {"slam_bonus": 1}))
    status, _, err = run(capsys, "rules", "ramsen", "--import", share)
    assert status == 2 and "the code names the game its rules start from" in err


def test_saved_rules_and_a_position_are_refused_together(config, capsys) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    position = "game: zwanzig 3"
    status, _, err = run(capsys, "play", "omas-zwanzig", "--position", position)
    assert status == 2 and 'saved rules "Oma\'s Zwanzig" and --position' in err


def test_an_unknown_name_suggests_a_game(config, capsys) -> None:
    status, _, err = run(capsys, "rules", "zwanzik")
    assert status == 2 and "unknown game 'zwanzik' (did you mean 'zwanzig'?)" in err


def test_a_config_directory_that_cannot_be_written_is_reported(tmp_path, capsys, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory", encoding="utf-8")
    monkeypatch.setenv(CONFIG_ENV, str(blocker))
    status, _, err = run(capsys, *OMA, "--save", "Oma's Zwanzig")
    assert status == 2 and "rules 'omas-zwanzig' cannot be saved in" in err
    assert blocker.read_text(encoding="utf-8") == "not a directory"


def test_an_option_set_to_the_presets_own_value_is_no_change(config, capsys) -> None:
    run(capsys, "rules", "zwanzig", "-o", "hearts_double=true", "--save", "B")
    assert (config / "rules" / "b.toml").read_text("utf-8").endswith("[options]\n")
    _, out, _ = run(capsys, "rules", "b")
    assert "B (b): zwanzig with no changes from the preset" in out


def test_a_misspelt_name_of_saved_rules_is_suggested(config, capsys) -> None:
    run(capsys, *OMA, "--save", "Stammtisch Regeln")
    status, _, err = run(capsys, "play", "stammtish-regeln")
    assert status == 2 and "did you mean your rules 'stammtisch-regeln'?" in err


def test_a_tournament_plays_saved_rules_and_writes_them_out(
    config: Path, tmp_path: Path, capsys
) -> None:
    run(capsys, *OMA, "--save", "Oma's Zwanzig")
    out = tmp_path / "results"
    argv = ("tournament", "omas-zwanzig", "--bot", "heuristic,random", "--matches", "1")
    code, _, err = run(capsys, *argv, "--workers", "1", "--out", str(out))
    assert code == 0, err
    data = json.loads((out / "tournament.json").read_text(encoding="utf-8"))
    assert data["variant"] == "zwanzig"
    assert data["options"] == {"hearts_double": False, "slam_bonus": 2}
