"""The compiled and the pure-Python engine play byte-identical records.

For every preset (at its default number of players) and two seeds, a match of
heuristic bots is played on each engine, in separate processes (the pure one
with ``PANTSDOWN_PURE_PYTHON=1``), and the JSON records are compared byte for
byte, together with the events each seat saw and a clone's and a sampled
state's play of the same match.  Skipped when no compiled build is present
(``bash scripts/compile_inplace.sh`` or ``pip install .`` makes one).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"

PLAY = r"""
import json, random
from pantsdown import build_kind
from pantsdown.bots import make_bot
from pantsdown.core.records import Record
from pantsdown.core.registry import families, make

out = {"kind": build_kind(), "records": {}}
for fam in families():
    for var in fam.variants:
        for seed in (1, 2):
            state = make(var.name, var.default_players, seed=seed)
            n = state.num_players
            bots = [make_bot("heuristic", state.family_id, seed=s) for s in range(n)]
            rng = random.Random(seed)
            halfway = None
            while not state.is_terminal():
                seat = state.current_player()
                if halfway is None and len(state.history) >= 20:
                    halfway = state.clone()
                    sampled = fam.sample_state(state.view(seat), rng)
                    out["records"][f"{var.name}/{seed}/sampled"] = sampled.to_position()
                state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
            seen = [[str(e) for e in state.events_for(s)] for s in range(n)]
            out["records"][f"{var.name}/{seed}"] = Record.from_state(state).to_json()
            out["records"][f"{var.name}/{seed}/seen"] = json.dumps(seen)
            if halfway is not None:
                while not halfway.is_terminal():
                    legal = halfway.legal_actions()
                    halfway.apply(legal[rng.randrange(len(legal))])
                out["records"][f"{var.name}/{seed}/clone"] = Record.from_state(halfway).to_json()
print(json.dumps(out))
"""


def _play(pure: bool, script: str = PLAY) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(SRC))
    env.pop("PANTSDOWN_PURE_PYTHON", None)
    if pure:
        env["PANTSDOWN_PURE_PYTHON"] = "1"
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
    )
    found: dict[str, object] = json.loads(done.stdout)
    return found


def _compiled_present() -> bool:
    return any(SRC.glob("pantsdown/**/*.so")) or any(SRC.glob("pantsdown/**/*.pyd"))


def _same_on_both(script: str, key: str) -> None:
    """Run ``script`` compiled and pure; the entries under ``key`` must be equal, one by one."""
    compiled, pure = _play(pure=False, script=script), _play(pure=True, script=script)
    assert compiled["kind"] == "compiled" and pure["kind"] == "pure Python"
    ours, theirs = compiled[key], pure[key]
    assert isinstance(ours, dict) and isinstance(theirs, dict)
    assert sorted(ours) == sorted(theirs)
    for name in ours:
        assert ours[name] == theirs[name], f"{name}: the builds differ"


@pytest.mark.skipif(not _compiled_present(), reason="no compiled build beside the sources")
def test_both_engines_play_byte_identical_records() -> None:
    _same_on_both(PLAY, "records")


SEARCH = r"""
import json
from pantsdown import build_kind
from pantsdown.bots import make_bot
from pantsdown.core.registry import make

out = {"kind": build_kind(), "moves": {}}
for preset in ("schwimmen", "hosenabe", "paskahousu", "underwear", "zwanzig", "mulatschak"):
    state = make(preset, 4 if preset != "underwear" else 3, seed=3)
    n = state.num_players
    levels = ("hard", "expert", "heuristic", "easy")
    bots = [make_bot(levels[s], state.family_id, seed=10 + s) for s in range(n)]
    for bot in bots:
        if hasattr(bot, "cpu_cap_ms"):
            bot.cpu_cap_ms = None
    hands = 3 if state.family_id == "thirty_one" else 1
    moves = []
    while not state.is_terminal() and len(state.results) < hands:
        seat = state.current_player()
        action = bots[seat].choose(state.view(seat), state.legal_actions())
        moves.append(f"{seat}:{action}")
        state.apply(action)
    out["moves"][preset] = moves
print(json.dumps(out))
"""


@pytest.mark.skipif(not _compiled_present(), reason="no compiled build beside the sources")
def test_both_builds_of_the_search_bots_choose_the_same_moves() -> None:
    """The bots (compiled with the engine) choose move for move as the interpreted ones
    do, at every level, over the first hands of a few presets of every family; the
    expert's CPU cap is lifted so that its iteration budget alone decides.
    """
    _same_on_both(SEARCH, "moves")
