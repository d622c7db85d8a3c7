"""`pantsdown rules GAME` opens with how to play that preset, in plain words, at 80 columns."""

from __future__ import annotations

import json

import pytest
from rich.cells import cell_len

from pantsdown.cli.main import main
from pantsdown.core.howto import HowToPlay
from pantsdown.core.registry import families

PRESETS = [(fam.id, var.name) for fam in families() for var in fam.variants]
LABELS = ["Goal", "Deal", "A turn", "End of hand", "Scoring", "End of match"]


def test_every_family_is_covered() -> None:
    assert {fam for fam, _ in PRESETS} == {"paskahousu", "ramsen", "thirty_one", "underwear"}
    assert len(PRESETS) == 21


@pytest.mark.parametrize(("family_id", "name"), PRESETS)
def test_rules_begin_with_how_to_play_in_six_parts_within_80_columns(
    family_id: str, name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--no-color", "rules", name]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert max(cell_len(line) for line in lines) <= 80
    opening = lines[: lines.index("")]
    assert opening[0].startswith("How to play ")
    labels = [line[:14].strip() for line in opening[1:] if line[:14].strip()]
    assert labels == LABELS
    assert 7 <= len(opening) <= 16, "how to play should be a short read (~8-15 lines)"
    assert all(line[:14] == " " * 14 or line[:14].strip() in LABELS for line in opening[1:])


@pytest.mark.parametrize(("family_id", "name"), PRESETS)
def test_rules_json_gives_how_to_play_for_other_clients(
    family_id: str, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", name, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    parts = data["how_to_play"]
    assert list(parts) == ["goal", "deal", "turn", "end_of_hand", "scoring", "end_of_match"]
    assert all(len(text) > 20 for text in parts.values())


def test_a_how_to_play_with_an_empty_part_is_refused() -> None:
    with pytest.raises(ValueError, match="end_of_match is empty"):
        HowToPlay(goal="g", deal="d", turn="t", end_of_hand="e", scoring="s", end_of_match=" ")


def test_rules_with_changes_say_the_how_to_play_is_the_presets(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The how-to-play text describes the preset; a table's changes are listed below it."""
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--no-color", "rules", "zwanzig", "-o", "hearts_blind=true"]) == 0
    out = capsys.readouterr().out
    assert "(That is zwanzig as it comes: see below the box for the 1 change made to it.)" in out
    assert main(["--no-color", "rules", "zwanzig"]) == 0
    assert "as it comes" not in capsys.readouterr().out


@pytest.mark.parametrize("name", ["schwimmen", "paskahousu", "underwear-all", "mulatschak"])
def test_rules_in_german_read_the_how_to_play_and_options_in_german(
    name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--no-color", "rules", name, "--lang", "de"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert max(cell_len(line) for line in lines) <= 80
    opening = lines[: lines.index("")]
    assert opening[0].startswith("So spielt man ")
    labels = [line[:16].strip() for line in opening[1:] if line[:16].strip()]
    assert labels == ["Ziel", "Geben", "Ein Zug", "Ende einer Runde", "Wertung", "Ende der Partie"]
    assert "[unsere Wahl" in out and "[our choice" not in out
    # the frame around the rules too: the facts' labels and the options' headings
    assert "Variante" in out and "Spieler" in out and "Optionen, die gelten (" in out
    assert "variant " not in out and "Options that apply" not in out
    assert main(["rules", name, "--lang", "de", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["lang"] == "de"
    assert data["how_to_play"]["goal"] == opening_goal(name)
    assert all("[our choice" not in o["doc"] for o in data["options"])


def test_rules_in_german_frame_the_changes_and_the_options_not_read_in_german(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["--no-color", "rules", "zwanzig", "-o", "hearts_blind=true", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "(Das ist zwanzig in der Voreinstellung; was geändert ist (1 Änderung)" in out
    assert "zwanzig mit 1 Änderung gegenüber der Voreinstellung" in out
    assert "1 change" not in out
    assert main(["--no-color", "rules", "zwanzig", "--lang", "de"]) == 0
    assert "Optionen für andere Spiele oder Einstellungen sind nicht aufgeführt" in (
        capsys.readouterr().out
    )
    assert main(["--no-color", "rules", "zwanzig", "--lang", "de", "--all"]) == 0
    everything = capsys.readouterr().out
    assert "Optionen, die für diese Regeln nicht gelten (" in everything
    assert "Hier nicht gelesen: " in everything and "Not read here" not in everything


def opening_goal(name: str) -> str:
    from pantsdown import texts

    how = texts.how_to_play(name, "de")
    assert how is not None
    return how.goal
