"""The base classes of every game's actions, events and views, and JSON conversion.

Compiled by mypyc (``setup.py``), :class:`Action`, :class:`Event` and
:class:`View` are native classes that a family's compiled actions and events
extend as native classes too, and its interpreted ones (and every view) as
ordinary Python classes (``allow_interpreted_subclasses``).  Events, views and
:class:`ChanceOutcome` pickle and copy through their constructors, since a
native instance has no ``__dict__`` to restore.  :mod:`pantsdown.core.protocol`
exports them all.
"""

from __future__ import annotations

import dataclasses
import enum
import inspect
import re
import types
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, cast

from pantsdown.core.cards import Card
from pantsdown.core.compiled import mypyc_attr

__all__ = [
    "Action",
    "ChanceOutcome",
    "Event",
    "View",
    "annotation",
    "field_type",
    "reduce_frozen",
    "to_jsonable",
    "write_dict_directly",
    "written_as_float",
]


@mypyc_attr(allow_interpreted_subclasses=True)
class Action:
    """Base of every game's actions.

    Subclasses are small frozen dataclasses (``slots=True``) whose ``str()``
    is their text notation; the game's ``parse_action`` turns that text back
    into an equal action.
    """

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class ChanceOutcome(Action):
    """The next card of a hand's deck order, chosen by chance (explicit-chance mode).

    >>> from pantsdown.core.cards import Card
    >>> str(ChanceOutcome(Card.parse("Ah")))
    'chance Ah'
    """

    card: Card
    """The card that comes next in the deck (the top card first)."""

    def __init__(self, card: Card) -> None:
        object.__setattr__(self, "card", card)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (compiled, the one way to make it)."""
        return (ChanceOutcome, (self.card,))

    def __str__(self) -> str:
        return f"chance {self.card}"


def field_type(text: str) -> Mapping[str, Any]:
    """The metadata that keeps an event field's type as written
    (``cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))``),
    for :func:`annotation`: compiled by mypyc, a field's type is only its outer class
    (``tuple``; ``type`` for a union), which tells neither
    :func:`~pantsdown.core.protocol.event_from_dict` that the field holds cards nor
    the information-state encoder that a seat may be ``None``.  An event field whose
    type is a union with ``None`` or holds cards inside a tuple or union carries it.
    """
    return types.MappingProxyType({"type": text})


def annotation(f: dataclasses.Field[Any]) -> str:
    """A dataclass field's type as written: its :func:`field_type` metadata, else
    its annotation (text when interpreted, a class when compiled).

    >>> from dataclasses import dataclass, fields
    >>> @dataclass
    ... class Shown:
    ...     seat: int
    ...     cards: tuple[Card, ...] = field(metadata=field_type("tuple[Card, ...]"))
    >>> [annotation(f) for f in fields(Shown)]
    ['int', 'tuple[Card, ...]']
    """
    text = f.metadata.get("type")
    if isinstance(text, str):
        return text
    return f.type.__name__ if isinstance(f.type, type) else str(f.type)


_SNAKE: Final = re.compile(r"(?<!^)(?=[A-Z])")


@mypyc_attr(allow_interpreted_subclasses=True)
class Event:
    """Base of every game's events: what happened, named in the past tense.

    Events are typed data: :meth:`to_dict` writes the fields with a ``type``
    tag (``{"type": "hand_dealt", ...}``) and :func:`event_from_dict` reads them
    back.  Sentences for people are made from events by each family's
    presentation module, never by the state.  An event that carries a card some
    seat may not see overrides :meth:`redact` to return a copy without it; the
    state's :meth:`State.redact` is the one function that decides.
    """

    __slots__ = ()

    type_name: ClassVar[str] = ""
    """The event's type tag: its class name in snake case (``HandDealt``: ``hand_dealt``)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "type_name" not in vars(cls):
            cls.type_name = _SNAKE.sub("_", cls.__name__).lower()
        _write_slots_directly(cls)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle (and copy) through the constructor, from the fields: a compiled
        event's native constructor is the one way to make it.
        """
        if not dataclasses.is_dataclass(self):
            return (type(self), ())
        return reduce_frozen(self)

    def redact(self, seat: int) -> Event | None:
        """The event as ``seat`` may see it (``None``: the seat sees nothing of it)."""
        return self

    def to_dict(self) -> dict[str, Any]:
        """The event as JSON-ready data with its type tag."""
        data: dict[str, Any] = {"type": self.type_name}
        if dataclasses.is_dataclass(self):
            for f in dataclasses.fields(self):
                data[f.name] = to_jsonable(_field_value(self, f))
        return data


def _rebuild(cls: type[Any], fields: dict[str, Any]) -> Any:
    """Unpickle a frozen dataclass through its constructor (see :func:`reduce_frozen`)."""
    return cls(**fields)


def reduce_frozen(obj: Any) -> tuple[Any, ...]:
    """``__reduce__`` of a frozen dataclass: rebuild it through its constructor from its
    fields, since the compiled engine's frozen classes refuse the attribute writes
    with which unpickling restores an object by default (and a native instance has
    no ``__dict__`` to restore).
    """
    names = [f.name for f in dataclasses.fields(obj) if f.init]
    return (_rebuild, (type(obj), {name: getattr(obj, name) for name in names}))


def written_as_float(f: dataclasses.Field[Any]) -> bool:
    """Is ``f`` a ``float`` field, whose value JSON writes as a float even when it is an int?

    The compiled engine stores a ``float`` field as a float whatever number it was
    given (``21`` becomes ``21.0``), pure Python keeps the int; JSON written from
    either must be the same, so a ``float`` field is written as one.
    """
    return f.type in ("float", float)


def _field_value(obj: Any, f: dataclasses.Field[Any]) -> Any:
    """The value of field ``f`` of ``obj``, a ``float`` field's as a float
    (:func:`written_as_float`).
    """
    value = getattr(obj, f.name)
    if type(value) is int and written_as_float(f):
        return float(value)
    return value


def _write_slots_directly(cls: type) -> None:
    """Give a frozen slots dataclass an ``__init__`` that writes each slot through its
    descriptor, with the signature, defaults and ``__post_init__`` of the one
    :func:`dataclasses.dataclass` wrote (events are made on every move, and a frozen
    dataclass's own ``__init__`` goes through ``object.__setattr__`` by name, about
    twice the cost).

    ``dataclass(slots=True)`` returns a new class made from the decorated one, with
    the fields and ``__init__`` already in its namespace, so ``__init_subclass__``
    sees that class here; the decorated class (no slots yet) and any class that is
    not a plain frozen slots dataclass keep their ``__init__``.  Instances stay
    frozen: assigning a field still raises ``FrozenInstanceError``.

    An event class may write its own ``__init__`` assigning each field (with the
    fields' names, order and defaults): compiled, mypyc makes it the class's native
    constructor, which this leaves alone; interpreted, where the frozen dataclass
    refuses those assignments, it is replaced here like the dataclass's.
    """
    own = vars(cls)
    if "__slots__" not in own:
        return
    _write_fields_directly(cls, slots=True)


def write_dict_directly(cls: type) -> None:
    """Give a frozen dataclass without slots an ``__init__`` that writes its fields
    directly (what ``object.__setattr__`` by name does, at a fraction of the cost: a
    result is made at the end of every hand), with the signature, defaults and
    ``__post_init__`` of the one :func:`dataclasses.dataclass` wrote.  Interpreted,
    it writes them into the instance's ``__dict__``; compiled by mypyc (a native
    class, whose instances have no ``__dict__`` and whose ``__init__`` is still the
    Python function the dataclass wrote), through each attribute's descriptor; an
    interpreted class extending a compiled one (every family's view) writes the
    base's fields through their descriptors and its own into its ``__dict__``.  A
    field with a ``default_factory`` gets a new value when none is given, as the
    dataclass's does.  A class whose ``__init__`` is not that Python function keeps
    its own.  Instances stay frozen.

    >>> @dataclass(frozen=True, kw_only=True)
    ... class Point:
    ...     x: int
    ...     y: int = 2
    >>> write_dict_directly(Point)
    >>> Point(x=1), Point.__init__.__qualname__
    (Point(x=1, y=2), 'Point.__init__')
    """
    if "__slots__" in vars(cls) or not isinstance(vars(cls).get("__init__"), types.FunctionType):
        return
    # instances without a __dict__: a native class (mypyc), whose fields are descriptors
    _write_fields_directly(cls, slots=not getattr(cls, "__dictoffset__", 0))


def _write_fields_directly(cls: type, *, slots: bool) -> None:
    """Replace the ``__init__`` of a frozen dataclass (see :func:`_write_slots_directly`
    and :func:`write_dict_directly`).
    """
    own = vars(cls)
    params = own.get("__dataclass_params__")
    if params is None or not isinstance(own.get("__init__"), types.FunctionType):
        return  # not a dataclass, or its __init__ compiled (mypyc's native constructor)
    if not params.frozen:
        return
    signature = inspect.signature(own["__init__"])
    fields = {f.name: f for f in dataclasses.fields(cast(Any, cls))}
    if list(signature.parameters)[1:] != list(fields):
        return  # fields not set from parameters of their own: keep the dataclass's
    names: dict[str, Any] = {}
    for i, param in enumerate(list(signature.parameters.values())[1:]):
        f = fields[param.name]
        if f.default_factory is not dataclasses.MISSING:
            # the dataclass's __init__ takes a marker for "not given" and calls the factory
            names[f"_factory_{i}"] = f.default_factory
            names[f"_unset_{i}"] = param.default
            continue
        default = f.default
        if (param.default is inspect.Parameter.empty) != (default is dataclasses.MISSING) or (
            default is not dataclasses.MISSING and param.default != default
        ):
            raise TypeError(
                f"{cls.__qualname__}.__init__: {param.name}'s default is not the field's"
            )
    body: list[str] = [] if slots else ["_dict = self.__dict__"]
    for i, name in enumerate(fields):
        value = name
        if f"_factory_{i}" in names:
            value = f"_factory_{i}() if {name} is _unset_{i} else {name}"
        slot = getattr(cls, name, None)
        if isinstance(slot, (types.MemberDescriptorType, types.GetSetDescriptorType)):
            # a slot, or a field of a compiled base class (a native attribute)
            names[f"_set_{i}"] = slot.__set__
            body.append(f"_set_{i}(self, {value})")
        elif slots:
            return
        else:
            body.append(f"_dict[{name!r}] = {value}")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    params_text = []
    for i, param in enumerate(signature.parameters.values()):
        if param.kind is inspect.Parameter.KEYWORD_ONLY and "*" not in params_text:
            params_text.append("*")
        text = param.name
        if param.default is not inspect.Parameter.empty:
            names[f"_default_{i}"] = param.default
            text += f"=_default_{i}"
        params_text.append(text)
    source = f"def __init__({', '.join(params_text)}):\n    " + "\n    ".join(body or ["pass"])
    exec(source, names)
    init = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = own["__init__"].__doc__
    init.__annotations__ = dict(own["__init__"].__annotations__)
    type.__setattr__(cls, "__init__", init)


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, kw_only=True)
class View:
    """What one seat may know.  Every game subclasses it with its own fields.

    A view never holds a card its seat may not see: it is the only thing that
    crosses to bots, clients, RL encoders and the server.  It names its rules by
    variant and option overrides (:meth:`to_dict`); each game's view also
    carries its rules object as ``rules``, for bots and sampling, not serialised.
    """

    seat: int
    """The seat this view belongs to."""
    num_players: int
    """How many seats the match has."""
    current_player: int
    """The seat to act, :data:`TERMINAL`, or :data:`CHANCE`."""
    hand_number: int
    """The hand being played, counting from 0."""
    variant: str = ""
    """The preset the match was made from."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """Option overrides on top of the preset."""
    log: tuple[Event, ...] = ()
    """The events of the hand in progress (the last hand, once the match is over),
    as this seat may see them."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Copy and pickle through the constructor, from the fields: compiled, the
        fields are native attributes that no ``__dict__`` restores.
        """
        return reduce_frozen(self)

    def _set_view_fields(
        self,
        seat: int,
        num_players: int,
        current_player: int,
        hand_number: int,
        variant: str,
        options: Mapping[str, Any] | None,
        log: tuple[Event, ...],
    ) -> None:
        """Write the fields every view has (``options`` ``None``: none): the first lines
        of each family's own ``__init__``, which writes its fields after them
        (compiled, each a write to the instance's slot).
        """
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "num_players", num_players)
        object.__setattr__(self, "current_player", current_player)
        object.__setattr__(self, "hand_number", hand_number)
        object.__setattr__(self, "variant", variant)
        object.__setattr__(self, "options", {} if options is None else options)
        object.__setattr__(self, "log", log)

    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-ready data (cards in notation, enums by name, events typed)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if f.name == "rules":
                continue
            value = _field_value(self, f)
            if f.name == "log":
                out["log"] = [e.to_dict() for e in value]
            else:
                out[f.name] = to_jsonable(value)
        return out


def to_jsonable(obj: Any) -> Any:
    """Convert dataclasses, cards, enums and containers to JSON-ready data.

    >>> from pantsdown.core.cards import parse_cards
    >>> to_jsonable({"cards": parse_cards("Ah 7d"), "n": (1, 2)})
    {'cards': ['Ah', '7d'], 'n': [1, 2]}
    """
    if isinstance(obj, Card):
        return str(obj)
    if isinstance(obj, enum.Enum):
        return obj.name.lower()
    if isinstance(obj, View):
        return obj.to_dict()
    if isinstance(obj, Event):
        return obj.to_dict()
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(_field_value(obj, f)) for f in dataclasses.fields(obj)}
    if isinstance(obj, Mapping):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, set, frozenset)):
        items = sorted(obj, key=str) if isinstance(obj, (set, frozenset)) else obj
        return [to_jsonable(v) for v in items]
    if isinstance(obj, Event):
        return obj.to_dict()
    if isinstance(obj, Action):
        return str(obj)
    return obj
