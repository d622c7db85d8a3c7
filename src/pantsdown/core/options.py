"""Rule options: reading a Rules dataclass's fields, their docs, and user overrides.

Every family's ``Rules`` is a frozen keyword-only dataclass whose fields carry
attribute docstrings citing their source.  This module reads those docstrings
back (for ``pantsdown rules``) and turns text overrides such as
``three_of_a_kind=false`` into typed values.

Every numeric option declares the values it accepts with :func:`ranged`: the
range and the reason for it live in the option's declaration, ``pantsdown
rules`` shows them, and :func:`apply_options` refuses a value outside them
with one line naming the option, the value and the range.

An option that some rules never read (another game's bidding, a rule read only
with another option on) is declared by the rules class's ``unread_options()``
method, with where it applies; :func:`apply_options` refuses to set it there,
quoting that reason (:func:`unread_options`, docs/engine.md "Options").

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True, kw_only=True)
... class R:
...     chips: int = 3
...     trios: bool = True
>>> apply_options(R(), {"chips": "4", "trios": "no"})
R(chips=4, trios=False)
>>> @dataclass(frozen=True, kw_only=True)
... class S:
...     chips: int = ranged(3, 1, 99, "a player needs a chip to lose")
>>> apply_options(S(), {"chips": "100"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pantsdown.core.errors.OptionError: option chips='100' is out of range: chips is 1 to 99 (...)
"""

from __future__ import annotations

import ast
import dataclasses
import difflib
import enum
import functools
import inspect
import textwrap
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeVar, get_args, get_origin

from pantsdown.core.cards import Card
from pantsdown.core.errors import GameError, OptionError

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = [
    "RANGE",
    "OptionInfo",
    "Range",
    "apply_options",
    "check_read",
    "field_docs",
    "is_numeric",
    "option_infos",
    "option_range",
    "parse_option_value",
    "ranged",
    "type_terms",
    "unread_options",
]

R = TypeVar("R", bound="DataclassInstance")
T = TypeVar("T")

RANGE = "range"
"""The key of a field's :class:`Range` in its dataclass ``metadata``."""

_QUOTE_LIMIT = 40
"""A value quoted back in an error is cut to this many characters."""


@dataclass(frozen=True)
class Range:
    """The values a numeric option accepts, both ends included, and why."""

    low: float
    """The smallest value allowed."""
    high: float
    """The largest value allowed."""
    why: str
    """The reason for the bounds, in words a player reads (shown by ``pantsdown rules``)."""

    def __contains__(self, value: object) -> bool:
        return isinstance(value, (int, float)) and self.low <= value <= self.high

    def __str__(self) -> str:
        return f"{_num(self.low)} to {_num(self.high)}"


def _num(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def ranged(default: T, low: float, high: float, why: str) -> T:
    """A dataclass field whose numeric value must lie in ``low..high`` (both included).

    ``why`` says why those bounds.  For ``int | None`` the range holds for the
    number; for a tuple of numbers it holds for each of them.
    """
    if not low <= high:
        raise ValueError(f"range {low} to {high} is empty")
    return dataclasses.field(default=default, metadata={RANGE: Range(low, high, why)})


def option_range(field: dataclasses.Field[Any]) -> Range | None:
    """The :class:`Range` declared for a field with :func:`ranged`, if any."""
    found = field.metadata.get(RANGE)
    return found if isinstance(found, Range) else None


def is_numeric(tp: Any) -> bool:
    """Does an option of type ``tp`` hold numbers (``int``, ``float | None``,
    ``tuple[int, ...]``)?  Booleans and choice lists (``Literal``) do not.

    >>> is_numeric(int), is_numeric(float | None), is_numeric(bool), is_numeric(tuple[int, ...])
    (True, True, False, True)
    """
    if tp in (int, float):
        return True
    origin = get_origin(tp)
    if origin in (types.UnionType, typing.Union, tuple):
        return any(is_numeric(a) for a in get_args(tp) if a is not Ellipsis)
    return False


_TRUE = {"true", "yes", "on", "1", "y"}
_FALSE = {"false", "no", "off", "0", "n"}


@dataclass(frozen=True)
class OptionInfo:
    """One rule option: its name, type, default and documentation."""

    name: str
    """The field name, as used in ``--option name=value``."""
    type_text: str
    """The type, in words (``bool``, ``int``, ``one of: hands, target``)."""
    default: Any
    """The value in the rules it was read from."""
    doc: str
    """The attribute docstring, citing [seed], [src] or [our choice]."""
    range: Range | None = None
    """The values a numeric option accepts (``None`` for the others)."""
    terms: tuple[tuple[str, str], ...] = ()
    """The type as alternatives for words in any language (:func:`type_terms`)."""


@functools.cache
def field_docs(cls: type) -> dict[str, str]:
    """The attribute docstrings of a dataclass's fields, read from its source."""
    docs: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if klass is object or not dataclasses.is_dataclass(klass):
            continue
        try:
            source = textwrap.dedent(inspect.getsource(klass))
        except (OSError, TypeError):
            continue
        tree = ast.parse(source)
        body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
        for node, nxt in zip(body, [*body[1:], None], strict=True):
            if (
                isinstance(node, ast.AnnAssign)
                and isinstance(node.target, ast.Name)
                and isinstance(nxt, ast.Expr)
                and isinstance(nxt.value, ast.Constant)
                and isinstance(nxt.value.value, str)
            ):
                docs[node.target.id] = inspect.cleandoc(nxt.value.value)
    return docs


_HINTS: dict[type, dict[str, Any]] = {}
"""Resolved field types per rules class: one entry per class in the code, so bounded."""


def _type_hints(cls: type) -> dict[str, Any]:
    """The resolved field types of a rules class."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _type_text(tp: Any) -> str:
    if get_origin(tp) is Literal:
        return "one of: " + ", ".join(str(a) for a in get_args(tp))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return "one of: " + ", ".join(m.name.lower() for m in tp)
    if get_origin(tp) in (types.UnionType, typing.Union):
        return " or ".join(_type_text(a) for a in get_args(tp))
    if tp is type(None):
        return "none"
    if get_origin(tp) is tuple:
        args = [a for a in get_args(tp) if a is not Ellipsis]
        item = _type_text(args[0]) if args else "str"
        return f"{'cards' if item == 'Card' else item + 's'}, separated by spaces or commas"
    return getattr(tp, "__name__", str(tp))


def type_terms(tp: Any) -> tuple[tuple[str, str], ...]:
    """An option type as its alternatives, each ``(kind, detail)``, for the interface
    to put in words (:func:`pantsdown.texts.type_words`): ``kind`` is ``bool``,
    ``int``, ``float``, ``str``, ``none``, ``one_of`` (``detail``: the values,
    comma-separated) or ``list`` (``detail``: the kind of its items, ``Card`` for
    cards).

    >>> type_terms(int | None)
    (('int', ''), ('none', ''))
    >>> type_terms(Literal["hands", "target"])
    (('one_of', 'hands, target'),)
    """
    if get_origin(tp) is Literal:
        return (("one_of", ", ".join(str(a) for a in get_args(tp))),)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return (("one_of", ", ".join(m.name.lower() for m in tp)),)
    if get_origin(tp) in (types.UnionType, typing.Union):
        return tuple(term for a in get_args(tp) for term in type_terms(a))
    if tp is type(None):
        return (("none", ""),)
    if get_origin(tp) is tuple:
        args = [a for a in get_args(tp) if a is not Ellipsis]
        item = getattr(args[0], "__name__", "str") if args else "str"
        return (("list", item),)
    return ((getattr(tp, "__name__", str(tp)), ""),)


def option_infos(rules: DataclassInstance) -> list[OptionInfo]:
    """Every option of a rules object, in field order, with its current value."""
    hints = _type_hints(type(rules))
    docs = field_docs(type(rules))
    return [
        OptionInfo(
            f.name,
            _type_text(hints[f.name]),
            getattr(rules, f.name),
            docs.get(f.name, ""),
            option_range(f),
            type_terms(hints[f.name]),
        )
        for f in dataclasses.fields(rules)
        if not f.name.startswith("_")
    ]


def parse_option_value(name: str, tp: Any, value: Any) -> Any:
    """Coerce ``value`` (often text) to the option type ``tp``; raise OptionError if it won't go."""
    origin = get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        errors = []
        args = get_args(tp)
        text = str(value).strip().lower()
        if type(None) in args and (value is None or text in ("none", "null", "")):
            return None
        if type(None) in args and bool not in args and (value is False or text in _FALSE - {"0"}):
            return None  # "false"/"off" switches off a rule whose value is a number or none
        for arg in args:
            if arg is type(None):
                continue
            try:
                return parse_option_value(name, arg, value)
            except OptionError as err:
                errors.append(str(err))
        raise OptionError(f"option {name}={_quote(value)}: expected {_type_text(tp)}")
    if origin is Literal:
        allowed = get_args(tp)
        for a in allowed:
            if value == a or str(value).lower() == str(a).lower():
                return a
        raise OptionError(
            f"option {name}={_quote(value)}: expected one of {', '.join(map(str, allowed))}"
        )
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        if isinstance(value, tp):
            return value
        for member in tp:
            if str(value).lower() in (member.name.lower(), str(member.value).lower()):
                return member
        raise OptionError(
            f"option {name}={_quote(value)}: expected one of "
            + ", ".join(m.name.lower() for m in tp)
        )
    if tp is bool:
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise OptionError(f"option {name}={_quote(value)}: expected true or false")
    if tp is int:
        if isinstance(value, bool):
            raise OptionError(f"option {name}={_quote(value)}: expected a whole number")
        text = str(value).strip()
        try:
            return int(text)
        except ValueError:
            if text.lstrip("+-").isdecimal():  # too many digits for int()
                raise OptionError(
                    f"option {name}={_quote(value)}: a number of {len(text):,} digits "
                    "is out of range (`pantsdown rules GAME` gives each option's range)"
                ) from None
            raise OptionError(f"option {name}={_quote(value)}: expected a whole number") from None
    if tp is float:
        try:
            return float(str(value).strip())
        except ValueError:
            raise OptionError(f"option {name}={_quote(value)}: expected a number") from None
    if tp is str:
        return str(value)
    if origin in (tuple, list) or tp in (tuple, list):
        return _parse_tuple(name, tp, value)
    return value


def _parse_tuple(name: str, tp: Any, value: Any) -> tuple[Any, ...]:
    """A tuple option from text (items separated by spaces or commas: ``"Jc Kh"``,
    ``"3,2"``; ``none`` or nothing is the empty tuple) or from a list of items.
    """
    args = [a for a in get_args(tp) if a is not Ellipsis]
    item_type = args[0] if args else str
    if isinstance(value, (list, tuple)):
        items = list(value)
    else:
        text = str(value).strip()
        if text.lower() in ("none", "()", "[]", ""):
            return ()
        items = [part for part in text.replace(",", " ").split() if part]
    if item_type is Card:
        cards = []
        for item in items:
            if isinstance(item, Card):
                cards.append(item)
                continue
            try:
                cards.append(Card.parse(str(item)))
            except GameError:
                raise OptionError(
                    f"option {name}={_quote(value)}: {_quote(item)} is not a card "
                    "(cards are written like Jc Kh 10d)"
                ) from None
        return tuple(cards)
    try:
        return tuple(parse_option_value(name, item_type, item) for item in items)
    except OptionError:
        raise OptionError(
            f"option {name}={_quote(value)}: expected {_type_text(item_type)} values "
            "separated by spaces or commas"
        ) from None


def _quote(value: Any) -> str:
    """``repr(value)``, cut to a readable length (a 5,000-digit number is not echoed)."""
    text = repr(value)
    return text if len(text) <= _QUOTE_LIMIT else text[: _QUOTE_LIMIT - 1] + "…"


def check_range(name: str, field: dataclasses.Field[Any], value: Any, given: Any) -> None:
    """Refuse ``value`` (typed from ``given``) if it lies outside the field's range."""
    bounds = option_range(field)
    if bounds is None or value is None or isinstance(value, bool):
        return
    items = value if isinstance(value, tuple) else (value,)
    for item in items:
        if isinstance(item, (int, float)) and item not in bounds:
            raise _out_of_range(name, given, bounds)


def _out_of_range(name: str, given: Any, bounds: Range) -> OptionError:
    return OptionError(
        f"option {name}={_quote(given)} is out of range: {name} is {bounds} ({bounds.why})"
    )


def _is_long_number(value: Any) -> bool:
    """A number written with more digits than any range holds (``int()`` may refuse it)."""
    text = str(value).strip().lstrip("+-")
    return isinstance(value, str) and len(text) > 30 and text.isdecimal()


def apply_options(rules: R, overrides: Mapping[str, Any]) -> R:
    """A copy of ``rules`` with ``overrides`` applied, each value coerced to its type.

    Unknown names get a suggestion; bad values quote the input.  The rules'
    own ``__post_init__`` checks (ranges, combinations) run on the result.
    """
    if not overrides:
        return rules
    hints = _type_hints(type(rules))
    fields = {f.name: f for f in dataclasses.fields(rules)}
    names = list(fields)
    values = {}
    for key, value in overrides.items():
        name = str(key).strip().replace("-", "_")
        if name not in names or name.startswith("_"):
            close = difflib.get_close_matches(name, names, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            raise OptionError(
                f"unknown option {_quote(key)}{hint}; `pantsdown rules GAME` lists them"
            )
        bounds = option_range(fields[name])
        if bounds is not None and _is_long_number(value):
            raise _out_of_range(name, value, bounds)
        values[name] = parse_option_value(name, hints[name], value)
        check_range(name, fields[name], values[name], value)
    try:
        result = dataclasses.replace(rules, **values)
    except OptionError:
        raise
    except (TypeError, ValueError) as err:
        raise OptionError(f"options {dict(overrides)!r} are not allowed together: {err}") from None
    check_read(result, overrides)
    return result


def check_read(rules: Any, overrides: Mapping[str, Any], num_players: int | None = None) -> None:
    """Refuse an override that these rules never read, naming where it applies."""
    if not overrides:  # nothing to refuse: working out what the rules never read costs
        return
    unread = unread_options(rules, num_players)
    for key, value in overrides.items():
        name = str(key).strip().replace("-", "_")
        if name in unread:
            raise OptionError(
                f"option {name}={_quote(value)} has no effect in these rules: {name} {unread[name]}"
            )


def unread_options(rules: Any, num_players: int | None = None) -> dict[str, str]:
    """The options these rules never read, each with where it applies instead.

    A rules class declares them with an ``unread_options()`` method returning
    ``{field: "applies ..."}`` (``"applies with bidding=schnalzen or mulatschak,
    not bidding=zwanzig"``); :func:`apply_options` refuses to set such a field,
    quoting that reason.  Rules without the method read every field.  A method
    that takes ``num_players`` also names the options that apply only to other
    table sizes (``registry.make_game`` asks with the number of players).

    >>> from pantsdown.games.underwear.rules import PRESETS
    >>> unread_options(PRESETS["underwear"])["double_scope"]
    'applies with doubling=true'
    """
    declare = getattr(rules, "unread_options", None)
    if not callable(declare):
        return {}
    if num_players is not None and "num_players" in inspect.signature(declare).parameters:
        return dict(declare(num_players=num_players))
    return dict(declare())
