"""Golden transcripts: a seeded bot match as the chair of seat 0 sees it, at 80 columns.

Each file under ``golden/`` is what ``pantsdown play VARIANT --seats bot,bot,bot
--seed 3 --no-color`` prints in an 80-column terminal: the deal, every move as
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
]
SCREENS = [*VARIANTS, "dutch-31", "hosa-aba", "tri-palki"]
"""Every preset whose screens are drawn through a random match: every 31 preset too."""
WIDTH = 80


def transcript(variant: str, capsys: pytest.CaptureFixture[str]) -> str:
    code = main(["play", variant, "--seats", "bot,bot,bot", "--seed", "3", "--no-color"])
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
            console.print(draw(result, style, state.num_players, state.standings()))
        state.apply(rng.choice(list(state.legal_actions())))
    fits(console.export_text())
