"""No process-wide table grows with use: a server makes matches for months.

Every module-level container of the engine (dicts, lists, sets, ``functools``
caches) is counted after a warm-up of matches with varied options and again after
as many more, each with options of its own (rule options that change hand values
among them) and names spelled as users type them; the counts must not change.
Speed tables derived from the rules are kept by the rules object and die with it.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Iterator
from types import ModuleType

import pantsdown.core
import pantsdown.games
from pantsdown.core.registry import families, make

VARIED: list[tuple[str, str, list[object]]] = [
    ("schwimmen", "starting_chips", list(range(1, 60))),
    ("schwimmen", "three_of_a_kind", ["none", 30, 30.5, 31]),
    ("hosenabe", "three_aces", ["trio", "32", "33"]),
    ("zwanzig", "max_hands", list(range(20, 200))),
    ("mulatschak", "max_hands", list(range(20, 200))),
    ("paskahousu", "hands", list(range(1, 60))),
    ("underwear", "target_score", list(range(10, 70))),
    ("underwear-all", "target_score", list(range(10, 70))),
    ("tuppenny", "starting_lives", list(range(1, 30))),
    ("41", "match_hands", list(range(1, 60))),
    ("raub", "max_hands", list(range(20, 200))),
]
"""(variant, option, values): each match takes one value at random."""

MOVES = 120
"""Random decisions played in each match."""


def _modules() -> Iterator[ModuleType]:
    for pkg in (pantsdown.core, pantsdown.games):
        for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            yield importlib.import_module(info.name)


def table_sizes() -> dict[str, int]:
    """The number of entries of every module-level container and function cache."""
    sizes: dict[str, int] = {}
    for module in _modules():
        for name, obj in vars(module).items():
            where = f"{module.__name__}.{name}"
            cache_info = getattr(obj, "cache_info", None)
            if callable(cache_info) and getattr(obj, "__module__", None) == module.__name__:
                sizes[where + "()"] = cache_info().currsize
            elif isinstance(obj, (dict, list, set)):
                sizes[where] = len(obj)
    return sizes


def play(i: int, rng: random.Random) -> None:
    """Make match ``i`` with options of its own and play random decisions."""
    variant, option, values = VARIED[i % len(VARIED)]
    spelled = variant if i % 2 else "-".join(variant.upper()) + "." * (i % 97)  # as typed
    state = make(spelled, seed=i, options={option: values[rng.randrange(len(values))]})
    for _ in range(MOVES):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_no_module_level_table_grows_across_many_matches_with_options() -> None:
    families()
    rng = random.Random(7)
    for i in range(150):  # imports, and the tables of a small fixed domain fill
        play(i, rng)
    before = table_sizes()
    for i in range(150, 450):
        play(i, rng)
    after = table_sizes()
    grown = {k: (before.get(k), n) for k, n in after.items() if n != before.get(k)}
    assert not grown, f"module-level tables grew (before, after): {grown}"
