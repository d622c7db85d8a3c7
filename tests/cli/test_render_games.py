"""Every registered game's views draw without error, all through a random match."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from pantsdown.cli.render import render_hand_result, render_standings, renderer_for
from pantsdown.cli.style import Style
from pantsdown.core.registry import families, make

VARIANTS = [(fam.id, var.name) for fam in families() for var in fam.variants]


@pytest.mark.parametrize(("family_id", "variant"), VARIANTS)
@pytest.mark.parametrize("suits", ["french", "german"])
def test_every_view_of_a_random_match_draws(family_id: str, variant: str, suits: str) -> None:
    console = Console(file=io.StringIO(), width=80, color_system="truecolor")
    render = renderer_for(family_id)
    state = make(variant, seed=3)
    n = state.num_players
    style = Style(suits=suits, seat_names=("you",) + ("bot",) * (n - 1), viewer=0)  # type: ignore[arg-type]
    rng = random.Random(5)
    seen_results = -1
    for step in range(400):
        if state.is_terminal():
            break
        if step % 3 == 0:
            console.print(render(state.view(step % n), style))
        for event in state.events_for(0):
            style.rich_text(str(event))
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
        result = state.hand_result()
        if result is not None and result.hand_number > seen_results:
            seen_results = result.hand_number
            console.print(render_hand_result(result, style, n, state.standings()))
    console.print(render(state.view(0), style))
    console.print(render_standings(state.standings(), style))
    assert "hand" in console.file.getvalue()  # type: ignore[attr-defined]
