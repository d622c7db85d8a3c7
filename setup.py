"""Build pantsdown, compiling its hot modules (``core/``, ``games/``, ``bots/``) with mypyc.

``pip install .`` builds a wheel whose engine modules are C extensions made
by mypyc from the same typed Python, when mypyc and a C compiler are there.
Otherwise, or with ``PANTSDOWN_PURE_PYTHON=1`` in the environment, it builds
pure Python and prints one line saying why.  An editable install
(``pip install -e .``) is always pure Python, so that an edit to a source
file takes effect without a rebuild; ``scripts/compile_inplace.sh`` builds
the extensions beside the sources when they are wanted there.

Every module compiled is listed in :data:`COMPILED` below.
"""

from __future__ import annotations

import os
import sys
import sysconfig
import tempfile
from pathlib import Path

from setuptools import setup

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"

#: The engine modules compiled (under src/pantsdown/): the cards, the base
#: classes of actions, events and views, the states, their scoring, sampling and
#: tables, every family's actions and events, the Ramsen bidding
#: procedures (whose steps run on every call and exchange), and the protocol
#: they build on; and the bots that search (heuristic rollouts, PIMC, ISMCTS,
#: inference, levels, and the playouts every iteration runs), but not
#: ``bots/base.py``, whose ``Bot`` programs subclass (an interpreted class cannot
#: extend a compiled one), nor ``bots/search/common.py``, whose ``Budget`` takes
#: ``float`` fields that compiled code would coerce (``0`` quoted back as ``0.0 ms``).
#: ``Card`` and the 31 family's actions are native classes interned by their
#: ``__new__`` through ``super().__new__`` (``object.__new__`` of a native class
#: is refused) and kept immutable by ``__setattr__``; the Ramsen, Paskahousu and
#: Underwear actions (frozen dataclasses; a Ramsen ``Exchange`` is made on every
#: move, and a search keys its nodes by action), the events and ``HandResult``
#: write their own ``__init__`` (each field set through ``object.__setattr__`` by
#: name, which mypyc turns into a struct write), so a compiled state makes them
#: with a native constructor instead of the interpreted one a dataclass writes;
#: every family's view does the same (a search builds one at every rollout step,
#: and compiled bots read its fields natively); the Paskahousu and Underwear
#: actions write out the dataclass's ``__eq__`` and ``__hash__`` too, compiled.
#: The rest stays interpreted in both builds: every family's rules (which cache on
#: ``__dict__``) are not yet written that way, and prose and notation are off the
#: hot path.
COMPILED = (
    "bots/explain.py",
    "bots/levels.py",
    "bots/heuristic/paskahousu.py",
    "bots/heuristic/ramsen.py",
    "bots/heuristic/ramsen_search.py",
    "bots/heuristic/thirty_one.py",
    "bots/heuristic/underwear.py",
    "bots/search/inference.py",
    "bots/search/ismcts.py",
    "bots/search/pimc.py",
    "bots/search/playout.py",
    "core/base.py",
    "core/cards.py",
    "core/log.py",
    "core/protocol.py",
    "core/seats.py",
    "games/paskahousu/actions.py",
    "games/paskahousu/events.py",
    "games/paskahousu/order.py",
    "games/paskahousu/sampling.py",
    "games/paskahousu/scoring.py",
    "games/paskahousu/state.py",
    "games/paskahousu/view.py",
    "games/ramsen/actions.py",
    "games/ramsen/codecs.py",
    "games/ramsen/deal.py",
    "games/ramsen/events.py",
    "games/ramsen/exchange.py",
    "games/ramsen/ids.py",
    "games/ramsen/phases.py",
    "games/ramsen/procedures/__init__.py",
    "games/ramsen/procedures/base.py",
    "games/ramsen/procedures/mulatschak.py",
    "games/ramsen/procedures/no_bidding.py",
    "games/ramsen/procedures/play_pass.py",
    "games/ramsen/procedures/rams.py",
    "games/ramsen/procedures/raub.py",
    "games/ramsen/procedures/schnalzen.py",
    "games/ramsen/procedures/zwanzig.py",
    "games/ramsen/ranking.py",
    "games/ramsen/sampling.py",
    "games/ramsen/scoring.py",
    "games/ramsen/state.py",
    "games/ramsen/table.py",
    "games/ramsen/tricks.py",
    "games/ramsen/view.py",
    "games/thirty_one/actions.py",
    "games/thirty_one/events.py",
    "games/thirty_one/sampling.py",
    "games/thirty_one/scoring.py",
    "games/thirty_one/state.py",
    "games/thirty_one/tables.py",
    "games/thirty_one/view.py",
    "games/underwear/actions.py",
    "games/underwear/events.py",
    "games/underwear/sampling.py",
    "games/underwear/scoring.py",
    "games/underwear/state.py",
    "games/underwear/values.py",
    "games/underwear/view.py",
)

#: Commands that build a wheel or install one; anything else (metadata,
#: sdist, editable wheels) needs no compiled extension.
BUILD_COMMANDS = frozenset({"bdist_wheel", "build", "build_ext", "install"})


def _engine_modules() -> list[str]:
    """The engine's source files to compile, as paths relative to the project root."""
    return [f"src/pantsdown/{module}" for module in COMPILED]


def _has_c_compiler() -> bool:
    """Whether a C compiler here can build a Python extension (compiles a tiny one)."""
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.errors import CCompilerError, DistutilsError
    from setuptools._distutils.sysconfig import customize_compiler

    compiler = new_compiler()
    customize_compiler(compiler)
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "probe.c"
        source.write_text("#include <Python.h>\nint probe(void) { return 0; }\n")
        try:
            compiler.compile(
                [str(source)],
                output_dir=tmp,
                include_dirs=[sysconfig.get_paths()["include"]],
            )
        except (CCompilerError, DistutilsError, OSError):
            return False
    return True


def _pure(reason: str) -> list[object]:
    print(f"pantsdown: building pure Python ({reason})", file=sys.stderr)
    return []


def ext_modules() -> list[object]:
    """The mypyc extensions for this build, or none for a pure-Python build."""
    if "editable_wheel" in sys.argv[1:] or "develop" in sys.argv[1:]:
        return _pure("an editable install runs its sources as they are")
    if not BUILD_COMMANDS.intersection(sys.argv[1:]):
        return []
    if os.environ.get("PANTSDOWN_PURE_PYTHON", "") not in ("", "0"):
        return _pure("PANTSDOWN_PURE_PYTHON is set")
    try:
        from mypyc.build import mypycify
    except ImportError:
        return _pure("mypyc is not installed")
    if not _has_c_compiler():
        return _pure("no working C compiler")
    print("pantsdown: compiling the engine with mypyc", file=sys.stderr)
    return list(
        mypycify(
            ["--config-file", str(HERE / "pyproject.toml"), *_engine_modules()],
            opt_level=os.environ.get("MYPYC_OPT_LEVEL", "3"),
        )
    )


setup(ext_modules=ext_modules())
