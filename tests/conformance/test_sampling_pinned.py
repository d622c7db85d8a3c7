"""Each sampler's deals, pinned: the same view and the same generator give the same
sampled state, in either build and from one version of a sampler to the next.

For every preset at its default players, one seeded random match; at every fifth of
its first 200 decisions, the view of the seat to act is sampled with
``random.Random(k)`` for k in 0, 1, 2, first from a copy of the view (a first sample)
and then from the view itself twice (its second sample keeps the frame, the third
deals from it).  Each sample's position and what is left of its generator (the draws
it took) are hashed, per preset, and compared with ``sampling_golden.json``.  The
contract tests check that a sample agrees with its view; this one, that a change to
a sampler's speed changes none of its deals.  After checking that a change is meant
to change what is sampled, regenerate with::

    PANTSDOWN_REGOLD=1 python -m pytest tests/conformance/test_sampling_pinned.py
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
from pathlib import Path

import pytest

from pantsdown.core.protocol import GameFamily, Variant
from pantsdown.core.registry import families, make

GOLDEN = Path(__file__).parent / "sampling_golden.json"
PRESETS = [(f, v) for f in families() for v in f.variants]


def _digest(fam: GameFamily, var: Variant) -> str:
    """The hash of every sample the module docstring describes, for one preset."""
    state = make(var.name, var.default_players, seed=11)
    rng = random.Random(11)
    out = hashlib.sha256()
    for step in range(200):
        if state.is_terminal():
            break
        if step % 5 == 0 and state.current_player() >= 0:
            view = state.view(state.current_player())
            for k in range(3):
                for target in (copy.copy(view), view, view):
                    draws = random.Random(k)
                    sampled = fam.sample_state(target, draws)
                    out.update(sampled.to_position().encode())
                    out.update(repr(draws.random()).encode())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return out.hexdigest()


def _golden() -> dict[str, str]:
    found: dict[str, str] = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
    return found


@pytest.mark.parametrize(("fam", "var"), PRESETS, ids=[v.name for _, v in PRESETS])
def test_samples_are_the_pinned_ones(fam: GameFamily, var: Variant) -> None:
    found = _digest(fam, var)
    name = var.name
    if os.environ.get("PANTSDOWN_REGOLD"):
        golden = _golden()
        golden[name] = found
        GOLDEN.write_text(json.dumps(dict(sorted(golden.items())), indent=1) + "\n")
        return
    assert _golden().get(name) == found, f"{name}: the samples differ from the pinned ones"
