"""At the prompt: '?' explains each legal action and its rule; cards may be typed alone."""

from __future__ import annotations

import pytest

from pantsdown.cli.main import main
from pantsdown.core.records import Record

# Paskahousu, 3 players, seat 2 deals 2-2-1 from seat 0: seat 0 holds two threes
# and must lead them.
PASK_DECK = "3c 3h 4d 5d 4c 5c 7s 7h 6d 8d 6c 8c Kc 9d 9c"
# Underwear, 3 players, seat 2 deals one card at a time from seat 0, then the
# downpile's first card (9h): seat 0 plays first.
UW_HANDS = ["8h 7h 6h 9c 2s 3s Kd", "Ac 2c 3c 4c 5c 6c 7c", "Ad 2d 3d 4d 5d 6d 7d"]
UW_DECK = " ".join(
    [UW_HANDS[s].split()[r] for r in range(7) for s in range(3)] + ["9h", "Qs", "Js"]
)


@pytest.fixture(autouse=True)
def _wide(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "250")  # no line wraps inside the sentences looked for


def play(capsys: pytest.CaptureFixture[str], game: str, deck: str, *extra: str) -> str:
    args = ["--seats", "you,bot,bot", "--seed", "4", "--no-color", "--deck", deck]
    code = main(["play", game, *args, *extra])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def test_help_explains_the_forced_first_lead_and_its_rule(feed, capsys) -> None:
    feed("?", "q")
    out = play(capsys, "paskahousu", PASK_DECK)
    assert "What you can do now:" in out
    assert "• play 3♣ 3♥: you hold the most threes" in out
    assert "(Wikipedia)" in out
    assert "typed as its cards alone: '3h 3c'" in out


def test_a_multi_card_play_is_typed_as_its_cards_in_any_order(feed, capsys, tmp_path) -> None:
    record = tmp_path / "m.json"
    feed("3h 3c", "q")
    out = play(capsys, "paskahousu", PASK_DECK, "--record", str(record))
    assert "seat 0 (you) played 3♣ 3♥" in out
    assert Record.load(record).actions[0] == "play 3c 3h"


def test_typed_cards_that_break_a_rule_are_refused_with_it_and_change_nothing(
    feed, capsys, tmp_path
) -> None:
    record = tmp_path / "m.json"
    feed("7h 7s", "3x 3c", "q")
    out = play(capsys, "paskahousu", PASK_DECK, "--record", str(record))
    assert "✗ '7h 7s' not played: no action of yours moves just those cards" in out
    assert "must lead those cards (3c 3h)" in out
    assert "✗ '3x 3c' not played" in out
    assert Record.load(record).actions == []


def test_underwear_help_names_every_kind_of_move_and_its_source(feed, capsys) -> None:
    feed("help", "q")
    out = play(capsys, "underwear", UW_DECK, "--option", "first_dealer=2")
    assert "• steal 9♣: steal the downpile with a card of the same rank as its top 9♥" in out
    assert "play onto the downpile one card or a run of consecutive cards of its suit" in out
    assert "royal K♦: play royalties" in out
    assert "draw: take the top card of the stock" in out
    assert "(Bateman's rules)" in out and "(our choice)" in out


def test_an_underwear_run_is_typed_as_its_cards(feed, capsys, tmp_path) -> None:
    record = tmp_path / "m.json"
    feed("6h 8h 7h", "q")
    out = play(capsys, "underwear", UW_DECK, "--option", "first_dealer=2", "--record", str(record))
    assert "seat 0 (you) played 8♥ 7♥ 6♥ on the downpile" in out
    assert Record.load(record).actions[0] == "down 8h 7h 6h"


def test_underwear_cards_that_are_no_run_are_refused_with_the_rule(feed, capsys, tmp_path) -> None:
    record = tmp_path / "m.json"
    feed("8h 6h", "9c", "q")
    out = play(capsys, "underwear", UW_DECK, "--option", "first_dealer=2", "--record", str(record))
    assert "✗ '8h 6h' not played: no action of yours moves just those cards" in out
    assert "a run is consecutive cards of one suit" in out
    assert "seat 0 (you) stole the downpile with 9♣" in out
    assert Record.load(record).actions[0] == "steal 9c"


def test_the_generic_help_explains_other_families_from_their_actions(feed, capsys) -> None:
    feed("?", "q")
    code = main(["play", "schwimmen", "--seats", "you,bot,bot", "--seed", "3", "--no-color"])
    out = capsys.readouterr().out
    assert code == 0
    assert "What you can do now:" in out
    assert out.count("  • ") >= 2


@pytest.mark.parametrize("variant", ["paskahousu", "pagat", "underwear", "underwear-all"])
def test_the_rules_command_names_sources_a_player_can_read(variant: str, capsys) -> None:
    assert main(["rules", variant]) == 0
    out = capsys.readouterr().out
    assert "seed 00" not in out and "NOTES" not in out and "shared/" not in out
    assert "Wikipedia" in out or "Bateman" in out
