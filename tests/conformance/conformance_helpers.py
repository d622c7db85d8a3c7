"""Helpers shared by the conformance tests."""

from __future__ import annotations

import typing
from typing import Any


def state_attributes(state: object) -> dict[str, Any]:
    """Every attribute a state holds, by name, on either engine.

    A compiled state (mypyc) keeps its attributes in slots named by its class's
    ``__mypyc_attrs__``; an interpreted one in the ``__slots__`` its classes declare
    and, for a class that declares none, a ``__dict__``.
    """
    names = getattr(type(state), "__mypyc_attrs__", None)
    if names is None:
        names = [n for c in type(state).__mro__ for n in vars(c).get("__slots__", ())]
    found = {n: getattr(state, n) for n in names if n != "__weakref__" and hasattr(state, n)}
    found.update(found.pop("__dict__", {}))
    if "__dict__" not in found and hasattr(state, "__dict__"):
        found.update(vars(state))
    return found


def free_text(annotation: object) -> bool:
    """Does the type admit any string (``str`` outside a ``Literal``)?"""
    if annotation is str:
        return True
    if typing.get_origin(annotation) is typing.Literal:
        return False
    return any(free_text(arg) for arg in typing.get_args(annotation))


def json_strings(data: Any, out: set[str]) -> set[str]:
    """Add every string inside JSON-like ``data`` (dicts' values, lists) to ``out``; return it."""
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for v in data.values():
            json_strings(v, out)
    elif isinstance(data, list):
        for v in data:
            json_strings(v, out)
    return out
