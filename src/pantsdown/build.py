"""Which engine runs: compiled by mypyc, or pure Python.

``pip install .`` compiles the engine's hot modules with mypyc where it can
(see ``setup.py``); the sources stay beside the compiled modules.  With
``PANTSDOWN_PURE_PYTHON=1`` in the environment, importing :mod:`pantsdown`
puts a finder first that imports every ``pantsdown`` module from its source,
so the same installation runs pure Python.
"""

import importlib.machinery
import os
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Literal


class _SourceOnlyFinder:
    """Finds ``pantsdown`` modules as Python sources, never as compiled extensions."""

    @staticmethod
    def find_spec(
        name: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        """The spec of the source file of module ``name`` (``None`` if not a pantsdown one)."""
        if not name.startswith("pantsdown.") or path is None:
            return None
        for entry in path:
            finder = importlib.machinery.FileFinder(
                entry,
                (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES),
            )
            spec = finder.find_spec(name, target)
            if spec is not None:
                return spec
        return None


if os.environ.get("PANTSDOWN_PURE_PYTHON", "") not in ("", "0"):
    sys.meta_path.insert(0, _SourceOnlyFinder())


def build_kind() -> Literal["compiled", "pure Python"]:
    """Whether the engine running here is ``"compiled"`` (mypyc) or ``"pure Python"``.

    >>> build_kind() in ("compiled", "pure Python")
    True
    """
    from pantsdown.core import protocol

    source = protocol.__file__ or ""
    compiled = source.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    return "compiled" if compiled else "pure Python"
