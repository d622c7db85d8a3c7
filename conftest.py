"""Collection shared by every test run.

In the compiled build (``scripts/compile_inplace.sh``), a module compiled by
mypyc is an extension beside its source: its doctests run in the pure-Python
run of the suite, and collecting them here would load the source a second
time under the extension's name.
"""

from __future__ import annotations

import importlib.machinery
import os
from pathlib import Path


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Skip the source of a module that runs compiled (its extension sits beside it)."""
    if collection_path.suffix != ".py" or os.environ.get("PANTSDOWN_PURE_PYTHON", "") not in (
        "",
        "0",
    ):
        return None
    stem = collection_path.with_suffix("")
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        if stem.with_name(stem.name + suffix).exists():
            return True
    return None
