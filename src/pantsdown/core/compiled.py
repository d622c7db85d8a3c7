"""``mypyc_attr``: how a class compiles under mypyc, and nothing when interpreted.

mypyc reads the decorator when it compiles (``setup.py``); run as Python, the
engine needs no mypy_extensions, and the stand-in leaves the class as it is.
This module itself is never compiled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["mypyc_attr"]

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr
else:
    try:
        from mypy_extensions import mypyc_attr
    except ImportError:

        def mypyc_attr(*_flags, **_attrs):
            """Leave the class as it is."""
            return lambda cls: cls
