"""The proof-of-strength file's bookkeeping: which chunks count for the bots as they are."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from prove_strength import Results

PAIR = ("hard", "expert")


def chunk(seed: int, fingerprint: str, differences: list[float]) -> dict[str, object]:
    """A chunk as ``prove_strength.py`` records it (the fields counting reads)."""
    return {"seed": seed, "fingerprint": fingerprint, "differences": differences, "errors": 0}


@pytest.fixture
def results(tmp_path: Path) -> Results:
    found = Results(tmp_path / "strength.json")
    for c in (chunk(0, "aaa", [1.0, 2.0]), chunk(1, "bbb", [3.0]), chunk(2, "ccc", [4.0])):
        assert found.add("schwimmen", "hand", PAIR, c)
    return found


def test_only_chunks_of_the_current_fingerprint_count(results: Results) -> None:
    summary = results.counted("schwimmen", "hand", PAIR, "ccc")
    assert (summary.units, summary.stale) == (1, 3)


def test_a_carry_counts_the_old_chunks_for_the_new_fingerprint(results: Results) -> None:
    results.add_carry("schwimmen", "hand", PAIR, {"from": "aaa", "to": "ccc"})
    summary = results.counted("schwimmen", "hand", PAIR, "ccc")
    assert (summary.units, summary.stale) == (3, 1)
    assert summary.mean == pytest.approx((1.0 + 2.0 + 4.0) / 3)


def test_carries_chain_but_only_towards_the_current_fingerprint(results: Results) -> None:
    results.add_carry("schwimmen", "hand", PAIR, {"from": "aaa", "to": "bbb"})
    results.add_carry("schwimmen", "hand", PAIR, {"from": "bbb", "to": "ccc"})
    assert results.equivalent("schwimmen", "hand", PAIR, "ccc") == {"aaa", "bbb", "ccc"}
    # a carry says the newer bots play as the older did, not the other way round
    assert results.equivalent("schwimmen", "hand", PAIR, "aaa") == {"aaa"}


def test_a_carry_is_kept_by_preset_and_pair(results: Results) -> None:
    results.add_carry("schwimmen", "hand", PAIR, {"from": "aaa", "to": "ccc"})
    assert results.equivalent("hosenabe", "hand", PAIR, "ccc") == {"ccc"}
    assert results.equivalent("schwimmen", "hand", ("heuristic", "hard"), "ccc") == {"ccc"}
    # and it survives the file being read again
    again = Results(results.path)
    assert again.counted("schwimmen", "hand", PAIR, "ccc").units == 3


def test_a_step_carried_once_is_carried_again_from_its_old_sources(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The old sources' chunks are those played with them or carried to them: a step's
    chunks carried once can be carried over the next change too."""
    from carry_strength import main
    from prove_strength import ROOT, fingerprint

    old = tmp_path / "old"
    shutil.copytree(ROOT / "src" / "pantsdown" / "bots", old / "src" / "pantsdown" / "bots")
    base = old / "src" / "pantsdown" / "bots" / "base.py"
    base.write_text(base.read_text() + "\n# the old sources\n")
    before = fingerprint("thirty_one", PAIR, old)
    results = Results(tmp_path / "strength.json")
    assert results.add("schwimmen", "hand", PAIR, {**chunk(7, "older", [0.5]), "deals": 4})
    results.add_carry("schwimmen", "hand", PAIR, {"from": "older", "to": before})
    argv = ["--from", str(old), "--pairs", "hard<expert", "--results", str(results.path)]
    assert main([*argv, "--dry-run", "schwimmen"]) == 0
    assert f"would replay 4 deals of seed 7, {before} -> " in capsys.readouterr().out
