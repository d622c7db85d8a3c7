"""Golden transcripts: a seeded bot match as the chair of seat 0 sees it, at 80 columns.

Each file under ``golden/`` is what ``pantsdown play VARIANT --seats bot,bot,bot
--seed 3 --no-color`` prints in an 80-column terminal (a preset for four players
only gets a fourth bot, ``SEATS``): the deal, every move as
seat 0 sees it (its bot's reasons included, nobody else's), every hand's result
and the final standings.  A change of wording shows here as a diff.  After
reading the new transcript line by line, regenerate with::

    PANTSDOWN_REGOLD=1 python -m pytest tests/cli/test_golden_transcripts.py
"""

from __future__ import annotations

import io
import os
import random
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console

from pantsdown.cli.main import main
from pantsdown.cli.render import hand_result_renderer_for, renderer_for
from pantsdown.cli.style import Style
from pantsdown.core.registry import make
from pantsdown.games.ramsen import FAMILY as RAMSEN

GOLDEN = Path(__file__).parent / "golden"
VARIANTS = [
    "paskahousu",
    "pagat",
    "underwear",
    "underwear-all",
    "schwimmen",
    "hosenabe",
    "41",
    "tuppenny",
    "ramsen",
    "zwanzig",
    "mulatschak",
    "bohemian-watten",
]
SEATS: dict[str, int] = {"schnalzen": 4}
"""The seats of a preset that cannot be played by three (three otherwise)."""
WIDTH = 80
RAMSEN_PRESETS = [v.name for v in RAMSEN.variants]
"""Every Ramsen preset: their screens are drawn at their largest table (below)."""
SCREENS = [v for v in VARIANTS if v not in RAMSEN_PRESETS] + ["dutch-31", "hosa-aba", "tri-palki"]
"""Every other preset whose screens are drawn through a random match: every 31 preset too."""


def transcript(variant: str, capsys: pytest.CaptureFixture[str]) -> str:
    seats = ",".join(["bot"] * SEATS.get(variant, 3))
    code = main(["play", variant, "--seats", seats, "--seed", "3", "--no-color"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out


def fits(text: str) -> None:
    """No line is wider than the terminal, and no table cell was cropped ("…")."""
    for line in text.splitlines():
        assert cell_len(line) <= WIDTH, f"wider than {WIDTH}: {line!r}"
        assert "…" not in line, f"a cropped cell: {line!r}"


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_transcript_of_a_seeded_bot_match_is_unchanged(
    variant: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    text = transcript(variant, capsys)
    path = GOLDEN / f"{variant}.txt"
    if os.environ.get("PANTSDOWN_REGOLD"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
    fits(text)


@pytest.mark.parametrize("variant", SCREENS)
def test_every_screen_of_a_random_match_fits_80_columns(variant: str) -> None:
    state = make(variant, 4, seed=11)
    family = state.family_id
    console = Console(width=WIDTH, record=True, color_system=None, file=io.StringIO())
    style = Style(color=False, seat_names=("you", "bot", "bot", "bot"), viewer=0)
    rng = random.Random(2)
    shown = -1
    for _ in range(3000):
        if state.is_terminal():
            break
        console.print(renderer_for(family)(state.view(0), style))
        result = state.hand_result()
        if result is not None and result.hand_number > shown:
            shown = result.hand_number
            draw = hand_result_renderer_for(family)
            console.print(draw(result, style, state.num_players, state.standings(), state.rules))
        state.apply(rng.choice(list(state.legal_actions())))
    fits(console.export_text())


@pytest.mark.parametrize("variant", RAMSEN_PRESETS)
def test_every_ramsen_screen_fits_80_columns_at_the_most_players(variant: str) -> None:
    """Every Ramsen preset's table, trick and hand results, at its largest table, in
    80 columns with no cropped cell: each view as seat 0 sees it, through a random match.
    """
    players = RAMSEN.variant(variant).max_players
    state = make(variant, players, seed=7)
    console = Console(width=WIDTH, record=True, color_system=None, file=io.StringIO())
    style = Style(color=False, seat_names=("you",) + ("random",) * (players - 1), viewer=0)
    rng = random.Random(4)
    shown = -1
    for _ in range(400):
        if state.is_terminal():
            break
        console.print(renderer_for("ramsen")(state.view(0), style))
        result = state.hand_result()
        if result is not None and result.hand_number > shown:
            shown = result.hand_number
            draw = hand_result_renderer_for("ramsen")
            console.print(draw(result, style, state.num_players, state.standings(), state.rules))
        state.apply(rng.choice(list(state.legal_actions())))
    text = console.export_text()
    fits(text)
    assert "Trumps" in text and "tricks" in text
