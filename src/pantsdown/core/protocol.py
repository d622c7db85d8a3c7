"""The engine protocol every game implements.

A game family is a :class:`GameFamily`: a frozen ``Rules`` dataclass with
named :class:`Variant` presets, a :class:`State` subclass, and a
``sample_state`` function.  The :class:`State` is the whole match (all hands
until the match ends), mutable, with a cheap ``clone()``; a :class:`Game` holds
the facts of one (rules, number of players) that adapters and search read.

Check, ask, do (see STYLE.md): :meth:`State.check` raises the precise error,
:meth:`State.can` answers yes or no, :meth:`State.apply` performs the action
and returns the events it caused.  An action that fails ``check`` leaves the
state exactly as it was.

Fields declared once: a state lists its fields in ``FIELDS`` (see
:mod:`pantsdown.core.fields`); ``clone``, views, sampling and the position
notation are derived from that table.

Chance: every card drawn comes from a deck order fixed when the hand starts
(:meth:`State.start_hand`).  That order comes from the state's own seeded
shuffle, from a *stacked* deck given at construction (tests, ``--deck``,
replays), or, in :attr:`ChanceMode.EXPLICIT`, from chance outcomes: the state
then stops at :data:`CHANCE` nodes, one per card of the deck, and
:meth:`State.chance_outcomes` lists the cards left with their probabilities.
Both modes play the same match for the same deck orders.  Nothing here calls
the module-level :mod:`random`.
"""

from __future__ import annotations

import _random
import dataclasses
import enum
import random
import re
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Final, Generic, TypeVar, cast

from pantsdown.core.base import (
    Action,
    ChanceOutcome,
    Event,
    View,
    annotation,
    reduce_frozen,
    to_jsonable,
    write_dict_directly,
)
from pantsdown.core.cards import Card, format_cards
from pantsdown.core.compiled import mypyc_attr
from pantsdown.core.errors import (
    DeckError,
    GameError,
    GameOverError,
    IllegalActionError,
    MalformedActionError,
    NotYourTurnError,
    PositionError,
)
from pantsdown.core.fields import Field, Seen, _same, check_fields
from pantsdown.core.howto import HowToPlay
from pantsdown.core.log import Log

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_SEEN_HIDDEN: Final = Seen.HIDDEN
_SEEN_OWN: Final = Seen.OWN
_SEEN_PUBLIC: Final = Seen.PUBLIC

__all__ = [
    "CHANCE",
    "LAST_LEGAL",
    "NO_ENTRY",
    "SPECTATOR",
    "TERMINAL",
    "Action",
    "ChanceMode",
    "ChanceOutcome",
    "Event",
    "Game",
    "GameFacts",
    "GameFamily",
    "HandResult",
    "LegalMemo",
    "Standing",
    "State",
    "Variant",
    "View",
    "ViewMemo",
    "bare_instance",
    "complete_deck",
    "event_from_dict",
    "explain_from_docs",
    "perft",
    "shuffle",
    "shuffle_to_end",
    "to_jsonable",
    "unseen_cards",
]

CHANCE: Final = -1
"""``current_player()`` of a state waiting on a chance outcome (explicit-chance mode)."""
TERMINAL: Final = -2
"""``current_player()`` of a finished match."""
SPECTATOR: Final = -1
"""The seat of the public view (``State.view(SPECTATOR)``, ``State.public_view()``):
it matches no seat, so it holds no hand, every own and hidden field only as counts,
and every event redacted as for a seat that holds none of its cards."""


class ChanceMode(enum.Enum):
    """How a state resolves chance (the deck order of each hand)."""

    SEEDED = "seeded"
    """From the state's own seeded shuffle (or a stacked deck): no chance nodes."""
    EXPLICIT = "explicit"
    """From chance outcomes: :data:`CHANCE` nodes, one per card of each hand's deck."""


_CHANCE_EXPLICIT: Final = ChanceMode.EXPLICIT

_COMPILED: Final = Path(__file__).suffix in (".so", ".pyd")
"""This module runs compiled by mypyc: where the fastest code differs, a native loop."""


def event_from_dict(data: Mapping[str, Any], types: Sequence[type[Event]]) -> Event:
    """Read an event written by :meth:`Event.to_dict`, given the family's event types.

    Card fields are read back from their notation, and suits from their names, by
    the field's type as written (:func:`~pantsdown.core.base.annotation`).
    """
    by_name = {t.type_name: t for t in types}
    name = data.get("type")
    cls = by_name.get(str(name))
    if cls is None or not dataclasses.is_dataclass(cls):
        raise MalformedActionError(f"unknown event type {name!r}")
    kwargs = {}
    for f in dataclasses.fields(cls):
        if f.name in data:
            kwargs[f.name] = _from_jsonable(data[f.name], annotation(f))
    return cls(**kwargs)


def _from_jsonable(value: Any, annotation: str) -> Any:
    from pantsdown.core.cards import Suit, parse_card

    if "Suit" in annotation and isinstance(value, str):
        return Suit[value.upper()]  # written by name (to_jsonable)
    if "Card" in annotation:
        if isinstance(value, str):
            return parse_card(value)
        if isinstance(value, list):
            inner = annotation.split("[", 1)[-1]
            return tuple(_from_jsonable(v, inner) for v in value)
    if isinstance(value, list):
        return tuple(value)
    return value


_T = TypeVar("_T")


def bare_instance(cls: type[_T]) -> _T:
    """An instance of ``cls`` whose ``__init__`` has not run, for the caller to fill.

    Clones, samples and positions build states this way.  The call goes through
    ``cls.__new__`` as Python sees it, so it is the same in the compiled engine.
    """
    new: Callable[[type[_T]], _T] = cls.__new__
    return new(cls)


class LegalMemo:
    """A one-entry memo of ``legal_actions``: the state last asked and its answer.

    A family's ``legal_actions`` may leave its answer here (:meth:`remember`); then
    :meth:`State.apply` takes an action found in it, by identity, as checked (a
    playout asks, then applies one of the actions it was given).  Every change of a
    state clears it first: :meth:`State.apply` and the chance, position and
    view loaders (``after_position`` comes after a position load), so an answer
    always holds for its state as it is now.  Bounded: it holds one state at most;
    not part of any state.

    The state and its answer are one tuple, :attr:`entry`, written and read in one
    step: the memo is shared by every thread (a server's bots think on worker
    threads while its event loop applies moves), and a thread switch between two
    separate writes could pair one state with another state's actions.
    """

    __slots__ = ("entry",)

    def __init__(self) -> None:
        self.entry: tuple[object, Any] = NO_ENTRY
        """``(state, its legal actions)`` (the family's own sequence type), or
        :data:`NO_ENTRY`."""

    def remember(self, state: object, legal: Sequence[Any]) -> None:
        """Hold ``legal`` as the legal actions of ``state`` as it is now."""
        self.entry = (state, legal)

    def forget(self) -> None:
        """Hold nothing (a state changed)."""
        self.entry = NO_ENTRY


NO_ENTRY: Final[tuple[object, Any]] = (None, ())
"""The :attr:`LegalMemo.entry` that holds no state."""


class ViewMemo(Generic[_T]):
    """A one-entry memo of a sampler: the view it last sampled and what it worked out
    from that view alone (its *frame*: the state of the view's public fields, the cards
    the view cannot see, …), before any draw from the generator.

    A search samples many worlds from one view; from the second sample of a view in
    a row on, the sampler starts from the frame it kept and only deals.  The first
    sample of a view keeps no frame (its own state is the sample: a view sampled once
    costs no copy).  A view is immutable, so its frame always holds; a kept frame is
    never changed (each sample deals into a copy), and the memo holds one view at
    most.  As :class:`LegalMemo`, the view and its frame are one tuple, :attr:`entry`,
    written and read in one step (samplers run on several threads of a server).
    """

    __slots__ = ("entry",)

    def __init__(self) -> None:
        self.entry: tuple[object, _T | None] = (None, None)
        """``(view, its frame)``, ``(view, None)`` after the first sample of a view, or
        ``(None, None)``."""

    def take(self, view: object, make: Callable[[Any], _T]) -> tuple[_T, bool]:
        """The frame of ``view``, and whether the memo keeps it: then the sampler deals
        into a copy of the frame's state; otherwise the frame is this sample's own.

        A frame kept for ``view`` is returned as it is; else ``make(view)`` works it
        out, and it is kept if ``view`` is the view last sampled (its second sample in
        a row); a view sampled for the first time is only remembered.
        """
        entry = self.entry
        if entry[0] is view and entry[1] is not None:
            return entry[1], True
        frame = make(view)
        if entry[0] is view:
            self.entry = (view, frame)
            return frame, True
        self.entry = (view, None)
        return frame, False


LAST_LEGAL: Final = LegalMemo()
"""The one :class:`LegalMemo` of the process."""


@dataclass(frozen=True, kw_only=True)
class Standing:
    """One seat's public standing in the match (chips, lives, points …)."""

    seat: int
    """The seat."""
    score: float
    """The number the game keeps: chips, lives, points to go, …"""
    kind: str = ""
    """What the standing is, as a word of the family's vocabulary
    (:attr:`GameFamily.standing_kinds`): the unit :attr:`counts` counts (``chip``,
    ``life``, ``tricks_to_go``) or a state without a count (``swimming``, ``out``).
    Data, not words: the family's prose makes the words
    (:meth:`GameFamily.standing_words`: ``2 chips``, ``swimming``, ``14 tricks to go``)."""
    counts: tuple[int, ...] = ()
    """The numbers :attr:`kind` names, in the family's order (the chips held; Paskahousu's
    hands won, times the paskahousu and place out)."""
    is_out: bool = False
    """Eliminated from the match."""
    is_winner: bool = False
    """Has won (or shares the win of) the finished match."""

    def __init__(
        self,
        *,
        seat: int,
        score: float,
        kind: str = "",
        counts: tuple[int, ...] = (),
        is_out: bool = False,
        is_winner: bool = False,
    ) -> None:
        """A standing with these fields (the dataclass's, with their defaults)."""
        # As HandResult's: a native constructor compiled, a __dict__ writer interpreted.
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "score", score)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "counts", counts)
        object.__setattr__(self, "is_out", is_out)
        object.__setattr__(self, "is_winner", is_winner)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (:func:`reduce_frozen`)."""
        return reduce_frozen(self)


# a search asks for the standings at every step of a playout
write_dict_directly(Standing)


@dataclass(frozen=True, kw_only=True)
class HandResult:
    """What one finished hand did to the match."""

    hand_number: int
    """Which hand, counting from 0."""
    events: tuple[Event, ...] = ()
    """The family's own events that tell why the hand ended and how it was scored
    (typed data, as in :attr:`State.events`); the family's prose makes the words
    (:meth:`GameFamily.hand_words`).  Empty in a result read from a position written
    before results held them."""
    losers: tuple[int, ...] = ()
    """Seats that lost the hand (paid a chip, took a stick, …)."""
    winners: tuple[int, ...] = ()
    """Seats that won the hand, where the game names winners."""
    deltas: tuple[float, ...] = ()
    """Each seat's change of score from this hand."""
    scores: tuple[float, ...] = ()
    """Each seat's hand score (hand value, tricks, …), where the game has one."""
    shown: tuple[tuple[Card, ...], ...] = ()
    """The hands shown at the end, per seat (empty where nothing was shown)."""

    def __init__(
        self,
        *,
        hand_number: int,
        events: tuple[Event, ...] = (),
        losers: tuple[int, ...] = (),
        winners: tuple[int, ...] = (),
        deltas: tuple[float, ...] = (),
        scores: tuple[float, ...] = (),
        shown: tuple[tuple[Card, ...], ...] = (),
    ) -> None:
        """A result with these fields (the dataclass's, with their defaults)."""
        # Compiled, mypyc makes this the native constructor, and each
        # object.__setattr__ of a field by name a struct member's write;
        # interpreted, write_dict_directly (below) replaces it with one writing
        # the fields straight into the instance's __dict__.
        object.__setattr__(self, "hand_number", hand_number)
        object.__setattr__(self, "events", events)
        object.__setattr__(self, "losers", losers)
        object.__setattr__(self, "winners", winners)
        object.__setattr__(self, "deltas", deltas)
        object.__setattr__(self, "scores", scores)
        object.__setattr__(self, "shown", shown)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (:func:`reduce_frozen`)."""
        return reduce_frozen(self)


# every hand ends with a result: compiled, it is made by its native constructor;
# interpreted, it writes its fields straight into its __dict__
write_dict_directly(HandResult)


@dataclass(frozen=True, kw_only=True)
class GameFacts:
    """What a family states about one (rules, number of players)."""

    num_distinct_actions: int
    """The size of the action space (dense ids ``0 .. n-1``)."""
    max_decisions_per_hand: int
    """No hand takes more decisions than this, whatever the players do."""
    max_hands: int
    """No match deals more hands than this, whatever the players do."""
    min_return: float = 0.0
    """The least :meth:`State.returns` gives a seat."""
    max_return: float = 1.0
    """The most :meth:`State.returns` gives a seat."""
    bound: str = ""
    """Why the bounds hold, in a sentence (the rules or options that make them)."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (:func:`reduce_frozen`)."""
        return reduce_frozen(self)


_SEAT_NAMES: Final = tuple(f"seat {i}" for i in range(16))

R = TypeVar("R")
A = TypeVar("A", bound=Action)
V = TypeVar("V", bound=View)
S = TypeVar("S", bound="State[Any, Any, Any]")


_BASE_ATTRS: Final = frozenset(
    {
        "rules",
        "rules_table",
        "num_players",
        "seed",
        "variant",
        "options",
        "chance_mode",
        "_game",
        "_rng",
        "_rng_own",
        "stacked",
        "decks",
        "history",
        "events",
        "hand_start",
        "start_position",
        "_chance_deck",
        "_chance_pack",
        "_seen",
    }
)
"""The attributes every state has from :class:`State` itself (not in ``FIELDS``)."""


@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC, Generic[R, A, V]):
    """A whole match in progress.  See the module docstring for the contract.

    A subclass declares its fields in ``FIELDS`` and its view class in
    ``VIEW_TYPE``; :meth:`clone` is generated from ``FIELDS``.
    """

    __slots__ = (
        "__weakref__",
        "_chance_deck",
        "_chance_pack",
        "_game",
        "_rng",
        "_rng_own",
        "_seen",
        "chance_mode",
        "decks",
        "events",
        "hand_start",
        "history",
        "num_players",
        "options",
        "rules",
        "rules_table",
        "seed",
        "stacked",
        "start_position",
        "variant",
    )
    """The protocol's own fields, in slots; each family's state slots its ``FIELDS``.

    Interpreted, a slot is read and written faster than an instance dict, and a
    state has more fields (40 to 50) than CPython shares keys for (30), so its
    dict would be a plain dict, searched on every read.  A class that declares no
    ``__slots__`` (an interpreted subclass) gets a ``__dict__`` as usual.
    """
    family_id: ClassVar[str] = ""
    """The registry id of the game family this state plays."""
    FIELDS: ClassVar[Mapping[str, Field]] = {}
    """Every field of the state beyond the protocol's own, in position order."""
    INTERNED_ACTIONS: ClassVar[bool] = False
    """Is every action of the family one shared object that compares by identity
    (``Swap(give, take)`` always returns the same swap)?  Then :meth:`apply` finds an
    action in the list ``legal_actions`` gave with ``in``; otherwise by an identity
    loop (``in`` would call each action's ``__eq__``)."""
    hand_number: int
    """The hand being played, counting from 0 (every family declares it in ``FIELDS``)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "FIELDS" in vars(cls):
            check_fields(cls.FIELDS)
            cls._copy_fields = _make_copier(cls.FIELDS)
            cls._view_plan, cls._load_plan = _make_view_plans(cls.FIELDS)
            # a copier or loader written out by a base class does not know these fields
            if "copy_fields_into" not in vars(cls):
                setattr(cls, "copy_fields_into", State.copy_fields_into)  # noqa: B010
            if "load_view_fields" not in vars(cls):
                setattr(cls, "load_view_fields", State.load_view_fields)  # noqa: B010

    _view_plan: ClassVar[tuple[tuple[str, int, str, Callable[[Any], Any]], ...]] = ()
    """How :meth:`view_fields` shows each field: (field, how, view name, freeze),
    worked out once per class from ``FIELDS`` (see :func:`_make_view_plans`)."""
    _load_plan: ClassVar[tuple[tuple[str, str, Callable[[Any], Any] | None], ...]] = ()
    """How :meth:`load_view_fields` reads each public field: (field, view name, thaw
    or ``None`` where the view's value is the state's as it is)."""

    _copy_fields: ClassVar[Callable[[Any, Any], None]] = staticmethod(lambda source, target: None)
    """Copy the declared fields of ``source`` into ``target`` (generated per subclass
    from ``FIELDS``, as :mod:`dataclasses` writes ``__init__``)."""

    def __init__(
        self,
        rules: R,
        num_players: int,
        *,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
        chance: ChanceMode | str = ChanceMode.SEEDED,
    ) -> None:
        self.rules: R = rules
        """The frozen rules of this match."""
        self.rules_table: Any = self.make_rules_table(rules)
        """What the family works out from the rules once (:meth:`make_rules_table`),
        shared by clones and samples."""
        self.num_players = num_players
        """How many seats."""
        if seed is None:  # every match has a seed, so its record always replays exactly
            seed = random.SystemRandom().randrange(2**32)
        self.seed: int = seed
        """The seed of the state's own shuffle (drawn from the OS if none is given)."""
        self.variant: str = ""
        """The preset name this match was made from (set by the registry)."""
        self.options: dict[str, Any] = {}
        """Option overrides on top of the preset (set by the registry)."""
        self.chance_mode: ChanceMode = (
            chance if isinstance(chance, ChanceMode) else ChanceMode(chance)
        )
        """How chance is resolved (see :class:`ChanceMode`)."""
        self._game: Game[R] | None = None
        # made from the seed at first use (a sampled state that is never played seeds
        # none); False in _rng_own: ``_rng`` may be shared with clones, copy before use
        self._rng: random.Random | None = None
        self._rng_own = True
        self.stacked: list[list[Card]] = [list(d) for d in decks] if decks else []
        """Deck orders given at construction, one per hand (top first); may be prefixes."""
        self.decks: Log[list[Card]] = Log()
        """The full deck order of every hand dealt so far (top first); a :class:`Log`
        like :attr:`history` (a dealt deck order itself never changes)."""
        self.history: Log[Action] = Log()
        """Every action applied, in order (chance outcomes included); shared by clones
        but for its newest items (see :class:`~pantsdown.core.log.Log`)."""
        self.events: Log[Event] = Log()
        """Every event, in order (unredacted: use :meth:`events_for`); a :class:`Log`
        like :attr:`history`."""
        self.hand_start: int = 0
        """The index in :attr:`events` where the hand in progress began."""
        self.start_position: str | None = None
        """The position text this state was set up from, if any (see :meth:`to_position`)."""
        self._chance_deck: list[Card] | None = None
        self._chance_pack: list[Card] = []
        self._seen: _SeenLog | None = None  # what views redacted of the hand so far

    # -- the game ---------------------------------------------------------------

    @property
    def game(self) -> Game[R]:
        """The :class:`Game` this match is one of (its facts and bounds)."""
        if self._game is None:
            from pantsdown.core.registry import family

            self._game = Game(
                family(self.family_id),
                self.variant,
                dict(self.options),
                self.rules,
                self.num_players,
                self.chance_mode,
            )
        return self._game

    @classmethod
    def make_rules_table(cls, rules: R) -> Any:
        """What this family's state reads from ``rules`` on every decision, worked out
        once per rules object (``None``: nothing; the family's own class, native when
        compiled, where a rules read would otherwise be an interpreted attribute lookup).
        """
        return None

    @classmethod
    def game_facts(cls, rules: R, num_players: int) -> GameFacts:
        """The facts of this family for these rules and players (see :class:`GameFacts`)."""
        raise NotImplementedError(f"{cls.__name__} states no game facts")

    # -- chance ---------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The state's own random source; the only one it uses.

        A clone shares its original's generator until either of them uses it;
        the first use copies it (copy on write), so cloning costs no RNG copy.
        It is made from :attr:`seed` at its first use.
        """
        rng = self._rng
        if rng is None:
            rng = self._rng = _seeded(self.seed)
            self._rng_own = True
        elif not self._rng_own:
            own = random.Random()
            own.setstate(rng.getstate())
            rng = self._rng = own
            self._rng_own = True
        return rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_own = True

    def new_deck(self, pack: Sequence[Card]) -> list[Card]:
        """The deck order (top first) for the next hand: stacked if given, else shuffled.

        A stacked order may be a prefix; the rest of the pack follows it,
        shuffled.  The full order is remembered in :attr:`decks`.
        """
        i = len(self.decks)
        if i < len(self.stacked):
            deck = complete_deck(self.stacked[i], pack, self.rng)
        else:
            deck = list(pack)
            shuffle(deck, self.rng)
        self.decks.append(deck)
        return list(deck)

    def start_hand(self) -> None:
        """Begin the next hand: fix its deck order, then :meth:`deal` it.

        The order comes from a stacked deck or the seeded shuffle; in
        :attr:`ChanceMode.EXPLICIT` the cards not stacked come one by one from
        chance outcomes, and the deal waits for them.
        """
        self.hand_start = len(self.events)
        pack = self.hand_pack()
        if self.chance_mode is _CHANCE_EXPLICIT:
            i = len(self.decks)
            top = self.stacked[i] if i < len(self.stacked) else []
            self._chance_deck = list(top)
            self._chance_pack = remaining_cards(top, pack)
            self._finish_chance_deck()
            return
        self.deal(self.new_deck(pack))

    def _finish_chance_deck(self) -> None:
        if self._chance_pack or self._chance_deck is None:
            return
        deck = self._chance_deck
        self._chance_deck = None
        self.decks.append(deck)
        self.deal(list(deck))

    def hand_pack(self) -> Sequence[Card]:
        """The cards of the next hand's deck (override: the family's pack)."""
        raise NotImplementedError(f"{type(self).__name__} deals no hands through start_hand")

    def deal(self, deck: list[Card]) -> None:
        """Deal a hand from ``deck`` (top first) and set up its first turn (override)."""
        raise NotImplementedError(f"{type(self).__name__} deals no hands through start_hand")

    def is_chance_node(self) -> bool:
        """Is the state waiting on a chance outcome (explicit-chance mode)?"""
        return self._chance_deck is not None

    def chance_outcomes(self) -> list[tuple[ChanceOutcome, float]]:
        """At a chance node: every card that may come next, with its probability."""
        if self._chance_deck is None:
            return []
        pack = self._chance_pack
        counts = Counter(pack)
        total = len(pack)
        seen: list[Card] = []
        for card in pack:
            if card not in seen:
                seen.append(card)
        return [(ChanceOutcome(c), counts[c] / total) for c in seen]

    def _apply_chance(self, action: Action) -> list[Event]:
        if not isinstance(action, ChanceOutcome):
            raise NotYourTurnError(
                f"cannot play {str(action)!r}: the next card of the deck is chance's to choose"
            )
        assert self._chance_deck is not None
        if action.card not in self._chance_pack:
            raise IllegalActionError(
                f"cannot deal {action.card}: it is not among the cards left to shuffle"
            )
        self._chance_pack.remove(action.card)
        self._chance_deck.append(action.card)
        self.history.append(action)
        start = len(self.events)
        self._finish_chance_deck()
        return self.events.since(start)

    def copy_base_into(self, other: State[R, A, V]) -> None:
        """Copy the protocol-level fields into a fresh clone."""
        other.rules = self.rules
        other.rules_table = self.rules_table
        other.num_players = self.num_players
        other.seed = self.seed
        other.variant = self.variant
        other.options = self.options
        other.chance_mode = self.chance_mode
        other._game = self._game
        # the generator is shared, copied by whichever state next uses it (see ``rng``);
        # nobody draws from a shared generator, so it stays as it was at the clone
        other._rng = self._rng
        other._rng_own = self._rng_own = False
        other.stacked = self.stacked
        other.decks = self.decks.copy()
        other.history = self.history.copy()  # O(1): frozen chunks are shared
        other.events = self.events.copy()
        other.hand_start = self.hand_start
        other.start_position = self.start_position
        other._chance_deck = None if self._chance_deck is None else self._chance_deck.copy()
        pack = self._chance_pack  # only ever emptied, by ``remove``: an empty one is shared
        other._chance_pack = pack.copy() if pack else pack
        other._seen = None  # a clone redacts its own log, from its first view on

    def clone(self: S) -> S:
        """An independent copy; applying actions to one never changes the other.

        Every declared field is copied by its codec (see ``FIELDS``).
        """
        other = bare_instance(type(self))
        self.copy_base_into(other)
        self.copy_fields_into(other)
        return other

    def copy_fields_into(self, other: State[Any, Any, Any]) -> None:
        """Copy every field of ``FIELDS`` into a fresh clone, each by its codec.

        This runs the copier generated from ``FIELDS``; a family may write the same
        copy out in its compiled state, where it becomes direct slot copies.
        """
        type(self)._copy_fields(self, other)

    # -- the protocol ---------------------------------------------------------

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, :data:`TERMINAL`, or :data:`CHANCE`."""

    @abstractmethod
    def legal_actions(self) -> Sequence[A]:
        """Every legal action of the seat to act; empty when terminal or at a chance node."""

    @abstractmethod
    def _check(self, action: A) -> None:
        """Raise :class:`IllegalActionError` naming the rule if ``action`` is illegal now.

        Called only on a live state with an action of this game's type.
        """

    @abstractmethod
    def _apply(self, action: A) -> None:
        """Perform a checked action, appending its events to :attr:`events`."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """Has the match ended?"""

    @abstractmethod
    def returns(self) -> list[float]:
        """Per seat: 1/k for each of k winners of a finished match, 0 otherwise."""

    @abstractmethod
    def hand_result(self) -> HandResult | None:
        """The result of the last finished hand, or ``None`` before the first ends."""

    @abstractmethod
    def standings(self) -> list[Standing]:
        """Every seat's public standing in the match."""

    @abstractmethod
    def view(self, seat: int) -> V:
        """What ``seat`` may know, and nothing more (built on :meth:`view_fields`);
        ``seat`` :data:`SPECTATOR` gives the public view.
        """

    def public_view(self) -> V:
        """What anyone may know: ``view(SPECTATOR)``, made by the same redaction as every
        seat's view, with no hand and the cards of every seat only as counts.
        """
        return self.view(SPECTATOR)

    @abstractmethod
    def all_cards(self) -> list[Card]:
        """Every card of the hand in progress, wherever it is (for conservation checks)."""

    @abstractmethod
    def parse_action(self, text: str) -> A:
        """Parse the text notation of an action of this game.

        Raises :class:`MalformedActionError` quoting the text.  The result
        may still be illegal now; :meth:`check` says why.
        """

    @abstractmethod
    def action_id(self, action: A) -> int:
        """The dense integer id of ``action`` in this game's fixed action space."""

    @abstractmethod
    def action_from_id(self, action_id: int) -> A:
        """The action with this id; raises :class:`MalformedActionError` if none."""

    def num_distinct_actions(self) -> int:
        """The size of the action space for these rules and this many players."""
        return self.game.num_distinct_actions

    @property
    @abstractmethod
    def action_type(self) -> type[A]:
        """The base class of this game's actions."""

    # -- check, ask, do -------------------------------------------------------

    def check(self, action: Action, *, seat: int | None = None) -> None:
        """Raise the precise :class:`GameError` if ``action`` may not be applied now.

        ``seat``, when given, is the seat asking; it must be the one to act.
        """
        if self.is_terminal():
            raise GameOverError(f"cannot play {str(action)!r}: the match is over")
        if self._chance_deck is not None:
            if not isinstance(action, ChanceOutcome) or seat is not None:
                raise NotYourTurnError(
                    f"cannot play {str(action)!r}: the cards are being shuffled "
                    f"(a chance node comes first)"
                )
            if action.card not in self._chance_pack:
                raise IllegalActionError(
                    f"cannot deal {action.card}: it is not among the cards left to shuffle"
                )
            return
        if not isinstance(action, self.action_type):
            raise MalformedActionError(f"{action!r} is not an action of this game")
        if seat is not None and seat != self.current_player():
            raise NotYourTurnError(
                f"cannot play {str(action)!r} from seat {seat}: "
                f"it is seat {self.current_player()}'s turn"
            )
        self._check(action)

    def can(self, action: Action, *, seat: int | None = None) -> bool:
        """Is ``action`` legal now?"""
        try:
            self.check(action, seat=seat)
        except GameError:
            return False
        return True

    def apply(self, action: Action, *, seat: int | None = None) -> list[Event]:
        """Check and perform ``action``; return the events it caused.

        If the action is illegal the error is raised and nothing changes.  An action
        of the list ``legal_actions`` gave for this state as it is (see
        :class:`LegalMemo`) is legal already and is not checked again.
        """
        memo = LAST_LEGAL
        entry = memo.entry
        if entry[0] is self and (seat is None or seat == self.current_player()):
            legal: Sequence[A] = entry[1]
            if _COMPILED and isinstance(legal, list):
                # a native identity loop (``in`` would call the comparison of each
                # action before the one played)
                found = False
                for chosen in legal:
                    if chosen is action:
                        found = True
                        break
            elif self.INTERNED_ACTIONS:  # compared by identity: ``in`` looks at C speed
                found = action in legal
            else:
                found = False
                for chosen in legal:
                    if chosen is action:
                        found = True
                        break
            if found:
                memo.entry = NO_ENTRY
                # the log's open list and frozen count, read here rather than
                # through len() and since(): a decision's events are the new
                # items of the open list, if it is still the log's own list
                # (freezing and a copy's first append each give it a new one)
                events = self.events
                opened, frozen, shared = events._open, events._count, events._shared
                start = len(opened) if shared < 0 else shared
                self._apply(cast(A, action))
                self.history.append(action)
                if events._open is opened and shared < 0:
                    return opened[start:]
                return events.since(frozen + start)
        self.check(action, seat=seat)
        memo.entry = NO_ENTRY
        if self._chance_deck is not None:
            return self._apply_chance(action)
        start = len(self.events)
        self._apply(cast(A, action))  # check() proved its type
        self.history.append(action)
        return self.events.since(start)

    def apply_text(self, text: str, *, seat: int | None = None) -> list[Event]:
        """Parse ``text`` and apply it (like python-chess's ``push_san``).

        A refusal quotes what was typed; where the game has its own word for it
        (``close`` is ``stop`` in Hosenabe), it says so.
        """
        action = self.parse_any(text)
        try:
            return self.apply(action, seat=seat)
        except IllegalActionError as err:
            typed, said = " ".join(text.split()), str(action)
            if typed.lower() == said.lower():
                raise
            raise IllegalActionError(
                f"{typed!r} means {said!r} here; {err.message}", code=err.code
            ) from None

    def parse_any(self, text: str) -> Action:
        """Parse a player's action, or a chance outcome (``chance Ah``) at a chance node."""
        stripped = text.strip()
        if stripped.lower().startswith("chance "):
            from pantsdown.core.cards import parse_card

            try:
                return ChanceOutcome(parse_card(stripped[7:]))
            except GameError as err:
                raise MalformedActionError(f"{text!r} is not a chance outcome: {err}") from None
        return self.parse_action(text)

    # -- what a seat may see --------------------------------------------------

    def redact(self, event: Event, seat: int) -> Event | None:
        """The one function that decides what ``seat`` sees of ``event``.

        Views, logs, bot explanations, records of unfinished matches and every
        message of the server go through it.
        """
        return event.redact(seat)

    def events_for(self, seat: int, start: int = 0, end: int | None = None) -> list[Event]:
        """The events from index ``start`` up to ``end`` (not included; ``None``: to the
        last), as ``seat`` may see them.
        """
        out = []
        redact = self.redact
        events = self.events.since(start)
        if end is not None:
            del events[max(0, end - start) :]
        for event in events:
            seen = redact(event, seat)
            if seen is not None:
                out.append(seen)
        return out

    def hand_log(self, seat: int) -> tuple[Event, ...]:
        """The events of the hand in progress as ``seat`` may see them (a view's ``log``).

        The same as ``events_for(seat, hand_start)``, but each event is redacted once
        per seat: the state keeps what it has redacted of the hand so far and
        redacts only the events that came since (a clone starts afresh).
        """
        if not 0 <= seat < self.num_players:
            return tuple(self.events_for(seat, self.hand_start))
        seen = self._seen
        events = self.events
        if seen is None or seen.events is not events or seen.start != self.hand_start:
            seen = self._seen = _SeenLog(events, self.hand_start, self.num_players)
        return seen.log(self, seat)

    def view_fields(self, seat: int) -> dict[str, Any]:
        """The parts of a view that ``FIELDS`` decides, plus the protocol's own.

        Public fields are frozen as they are; an own field gives the seat's
        entry (nothing for :data:`SPECTATOR`) and every seat's size; a hidden
        field gives only its size; internal fields give nothing.  The family's
        :meth:`view` adds what it derives (sorted hands, known cards) and builds
        its view type.
        """
        seated = 0 <= seat < self.num_players
        if not seated and seat != SPECTATOR:
            raise GameError(
                f"no view for seat {seat!r}: a view is of a seat 0..{self.num_players - 1} "
                f"or of SPECTATOR ({SPECTATOR}, the public view)",
                code="seat/invalid",
            )
        out: dict[str, Any] = {
            "seat": seat,
            "num_players": self.num_players,
            "current_player": self.current_player(),
            "variant": self.variant,
            "options": self.options,
            "rules": self.rules,
            "log": self.hand_log(seat),
        }
        for name, how, shown, freeze in type(self)._view_plan:
            value = getattr(self, name)
            if how == _AS_IS:
                out[shown] = value
            elif how == _AS_TUPLE:
                out[shown] = tuple(value)
            elif how == _FROZEN:
                out[shown] = freeze(value)
            elif how == _OWN:
                out[shown] = tuple(value[seat]) if seated else ()
            elif how == _OWN_SIZES:
                out[shown] = tuple([len(v) for v in value])
            else:
                out[shown] = len(value)
        return out

    def load_view_fields(self, view: View) -> None:
        """Set every public field from ``view`` (for ``sample_state``); own and hidden
        fields are the sampler's to deal, internal ones its to derive.

        This runs the loader worked out from ``FIELDS``; a family may write the same
        loading out in its compiled state, where it becomes direct slot writes.
        """
        LAST_LEGAL.forget()
        for name, shown, thaw in type(self)._load_plan:
            value = getattr(view, shown)
            setattr(self, name, value if thaw is None else thaw(value))

    # -- positions ------------------------------------------------------------

    def to_position(self) -> str:
        """The position as text, one ``name: value`` line per field (FEN for this game).

        The first line names the game: variant, players and option overrides.
        :func:`pantsdown.core.registry.from_position` reads it back.
        """
        head = [self.variant or self.family_id, str(self.num_players)]
        head += [f"{k}={_option_text(v)}" for k, v in sorted(self.options.items())]
        lines = ["game: " + " ".join(head)]
        for name, spec in self.FIELDS.items():
            lines.append(f"{name}: {spec.codec.dump(getattr(self, name))}")
        return "\n".join(lines)

    def load_position(self, lines: Mapping[str, str]) -> None:
        """Set every declared field from its position text; refuse a missing or unknown one."""
        LAST_LEGAL.forget()
        unknown = sorted(set(lines) - set(self.FIELDS))
        if unknown:
            raise PositionError(
                f"position line {unknown[0]!r} is not a field of {self.family_id} "
                f"(its fields: {', '.join(self.FIELDS)})"
            )
        for name, spec in self.FIELDS.items():
            if name not in lines:
                if spec.missing is None:
                    raise PositionError(f"position has no line for {name!r}")
                setattr(self, name, spec.missing(self))
                continue
            try:
                setattr(self, name, spec.codec.load(lines[name]))
            except PositionError as err:
                raise PositionError(f"position line {name!r}: {err}") from None
        self.after_position()

    def after_position(self) -> None:
        """Check a loaded position and derive what is not written (override).

        Raises :class:`PositionError` naming what does not fit the rules.
        """

    # -- conveniences ---------------------------------------------------------

    def winners(self) -> list[int]:
        """The seats that won the finished match (empty while it goes on)."""
        return [i for i, r in enumerate(self.returns()) if r > 0]

    def __str__(self) -> str:
        return "\n".join(str(s) for s in self.standings())


class _SeenLog:
    """Per seat, the events of one hand as that seat saw them, redacted so far."""

    def __init__(self, events: Log[Event], start: int, seats: int) -> None:
        self.events = events
        """The log redacted (a state's :attr:`State.events`)."""
        self.start = start
        """The index in :attr:`events` where the hand began."""
        self.seen: list[list[Event]] = [[] for _ in range(seats)]
        """Per seat, what it saw of :attr:`events` from :attr:`start` to its ``upto``."""
        self.upto: list[int] = [start] * seats
        """Per seat, how far :attr:`seen` goes."""

    def log(self, state: State[Any, Any, Any], seat: int) -> tuple[Event, ...]:
        """``seat``'s redacted log of the hand, after redacting the events not yet seen."""
        mine = self.seen[seat]
        events = self.events
        end = len(events)
        upto = self.upto[seat]
        if upto < end:
            redact = state.redact
            for event in events.since(upto):
                shown = redact(event, seat)
                if shown is not None:
                    mine.append(shown)
            self.upto[seat] = end
        return tuple(mine)


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return str(value)


_AS_IS: Final = 0
_AS_TUPLE: Final = 1
_FROZEN: Final = 2
_OWN: Final = 3
_OWN_SIZES: Final = 4
_SIZE: Final = 5


def _make_view_plans(
    fields: Mapping[str, Field],
) -> tuple[
    tuple[tuple[str, int, str, Callable[[Any], Any]], ...],
    tuple[tuple[str, str, Callable[[Any], Any] | None], ...],
]:
    """What :meth:`State.view_fields` and :meth:`State.load_view_fields` do with each
    field, worked out once per state class: a public field is frozen by its codec
    (kept as it is where the codec's freeze is the identity, made a tuple where it is
    ``tuple``), an own field gives the seat's entry and the sizes, a hidden one its
    size; internal fields are left out.
    """
    view: list[tuple[str, int, str, Callable[[Any], Any]]] = []
    load: list[tuple[str, str, Callable[[Any], Any] | None]] = []
    for name, spec in fields.items():
        seen, codec = spec.seen, spec.codec
        shown, sizes = spec.view_name or name, spec.sizes_name or f"{name}_size"
        if seen is _SEEN_PUBLIC:
            freeze = codec.freeze
            how = _AS_IS if freeze is _same else _AS_TUPLE if freeze is tuple else _FROZEN
            view.append((name, how, shown, freeze))
            load.append((name, shown, None if codec.thaw is _same else codec.thaw))
        elif seen is _SEEN_OWN:
            view.append((name, _OWN, shown, tuple))
            view.append((name, _OWN_SIZES, sizes, tuple))
        elif seen is _SEEN_HIDDEN:
            view.append((name, _SIZE, sizes, len))
    return tuple(view), tuple(load)


def _make_copier(fields: Mapping[str, Field]) -> Callable[[Any, Any], None]:
    """A function that copies the declared fields, written out once per state class
    (as :mod:`dataclasses` writes ``__init__``), so that ``clone`` costs no loop.
    """
    lines = ["def copy_fields(source, target):"]
    env: dict[str, Any] = {}
    for name, spec in fields.items():
        kind = spec.codec.kind
        if kind == "share":
            lines.append(f"    target.{name} = source.{name}")
        elif kind == "list":
            lines.append(f"    target.{name} = source.{name}.copy()")
        elif kind == "lists":
            lines.append(f"    target.{name} = [v.copy() for v in source.{name}]")
        else:
            env[f"_copy_{name}"] = spec.codec.copy
            lines.append(f"    target.{name} = _copy_{name}(source.{name})")
    if len(lines) == 1:
        lines.append("    pass")
    exec("\n".join(lines), env)
    copier: Callable[[Any, Any], None] = env["copy_fields"]
    return copier


@dataclass(frozen=True, kw_only=True)
class Variant:
    """A named preset of a family's rules."""

    name: str
    """The canonical name, e.g. ``"hosenabe"``."""
    title: str
    """The name for people, e.g. ``"Hosenabe (Pants Down)"``."""
    rules: Any
    """The preset's rules."""
    aliases: tuple[str, ...] = ()
    """Other names that find this variant (matched case- and accent-insensitively)."""
    min_players: int = 2
    """Fewest seats."""
    max_players: int = 8
    """Most seats."""
    default_players: int = 4
    """Seats when none are asked for."""
    source: str = ""
    """Where the rules come from (seed file, NOTES.md section)."""
    provisional: str = ""
    """Non-empty if the rules are a provisional reconstruction; says why."""
    how_to_play: HowToPlay | None = None
    """The preset in plain words for a new player (goal, deal, a turn, end of hand,
    scoring, end of match): the opening of ``pantsdown rules``."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (:func:`reduce_frozen`)."""
        return reduce_frozen(self)


@dataclass(frozen=True, kw_only=True)
class GameFamily:
    """A registry entry: one engine and its variants."""

    id: str
    """The registry id, also the package name (``"thirty_one"``)."""
    title: str
    """The family's name for people."""
    rules_type: type
    """The family's frozen Rules dataclass."""
    state_type: type[State[Any, Any, Any]]
    """The family's State class; constructed as ``state_type(rules, n, seed=, decks=, chance=)``."""
    variants: tuple[Variant, ...]
    """The named presets; the first is the family's default."""
    sample_state: Callable[[Any, random.Random], State[Any, Any, Any]]
    """``sample_state(view, rng)``: a full state consistent with a view."""
    event_types: tuple[type[Event], ...] = ()
    """Every event type of the family (for :func:`event_from_dict`)."""
    describe: Callable[[Event, Sequence[str]], str] | None = None
    """The family's presentation: ``describe(event, names)`` is the event in English,
    naming seats by ``names`` (the terminal's log; other clients render events their
    own way from :meth:`Event.to_dict`)."""
    describe_hand: Callable[[HandResult, Any, Sequence[str]], tuple[str, str]] | None = None
    """The family's presentation of a finished hand: ``describe_hand(result, rules,
    names)`` is (why the hand ended, how it was scored) in English, made from the
    result's data (see :meth:`hand_words`)."""
    describe_standing: Callable[[Standing], str] | None = None
    """The family's presentation of a standing: ``describe_standing(standing)`` is it
    in English (``2 chips``, ``swimming``), made from its kind and counts."""
    standing_kinds: tuple[str, ...] = ()
    """Every :attr:`Standing.kind` the family's states give (its vocabulary)."""
    description: str = ""
    """A paragraph for ``pantsdown games``."""
    extras: Mapping[str, Any] = field(default_factory=dict)
    """Anything else the family wants to publish (e.g. ``doc`` path)."""

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle through the constructor (:func:`reduce_frozen`)."""
        return reduce_frozen(self)

    explain: Callable[[Any, Sequence[Action]], Sequence[str]] | None = None
    """The family's help at the prompt: ``explain(view, legal)`` is, in plain words, what
    each legal action of this moment does and the rule it comes from, one line per
    action or per group of alike actions (see :meth:`explain_actions`)."""

    def explain_actions(self, view: View, legal: Sequence[Action]) -> list[str]:
        """What each legal action does, in plain words: the family's ``explain``, or
        else a line per kind of action made from the action classes' own docstrings
        (the notation, then the docstring with its fields filled in).
        """
        if self.explain is not None:
            return list(self.explain(view, legal))
        return explain_from_docs(legal)

    def describe_event(self, event: Event, names: Sequence[str] | None = None) -> str:
        """``event`` in English, seats named by ``names`` (default ``seat 0``, ``seat 1``, …)."""
        if self.describe is None:
            return str(event)
        return self.describe(event, names or _SEAT_NAMES)

    def hand_words(
        self, result: HandResult, rules: Any, names: Sequence[str] | None = None
    ) -> tuple[str, str]:
        """(why the hand ended, how it was scored) in English, seats named by ``names``
        (default ``seat 0``, ``seat 1``, …): the family's ``describe_hand``, or else
        sentences made from the losers and winners alone.
        """
        names = names or _SEAT_NAMES
        if self.describe_hand is not None and result.events:
            return self.describe_hand(result, rules, names)
        return _plain_hand_words(result, names)

    def standing_words(self, standing: Standing) -> str:
        """``standing`` in English (``2 chips``, ``swimming``, ``out``): the family's
        ``describe_standing``, or else its score.
        """
        if self.describe_standing is not None:
            return self.describe_standing(standing)
        return "out" if standing.is_out else f"{standing.score:g}"

    def variant(self, name: str) -> Variant:
        """The variant with this canonical name."""
        for v in self.variants:
            if v.name == name:
                return v
        raise KeyError(name)


def _plain_hand_words(result: HandResult, names: Sequence[str]) -> tuple[str, str]:
    """A hand's end in words from its losers and winners alone (a family without
    ``describe_hand``, or a result read from an old position that holds no events).
    """

    def listed(seats: Sequence[int]) -> str:
        words = [names[s] for s in seats]
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]

    ended = f"hand {result.hand_number + 1} is over"
    parts = []
    if result.winners:
        parts.append(f"{listed(result.winners)} won the hand")
    if result.losers:
        parts.append(f"{listed(result.losers)} lost the hand")
    return ended, "; ".join(parts)


_CODE: Final = re.compile(r"``(\w+)``|:\w+:`~?\.?(\w+)`")
_SHOWN_PER_KIND: Final = 3
"""How many notations a line of :func:`explain_from_docs` quotes before "… (n in all)"."""


def explain_from_docs(legal: Sequence[Action]) -> list[str]:
    """A line per kind of legal action, made from its class docstring: the generic help.

    A field named in the docstring (````give````) is filled in from the first action
    of the kind.

    >>> print(*explain_from_docs([ChanceOutcome(Card.parse("Ah"))]))
    chance Ah: The next card of a hand's deck order, chosen by chance (explicit-chance mode).
    """
    kinds: dict[type, list[Action]] = {}
    for action in legal:
        kinds.setdefault(type(action), []).append(action)
    lines = []
    for kind, actions in kinds.items():
        doc = (kind.__doc__ or "").strip().split("\n\n")[0]
        doc = re.sub(r"\s*\(see [^)]*\)", "", " ".join(doc.split()))
        named = [m.group(1) or m.group(2) for m in _CODE.finditer(doc)]
        example = next(
            (a for a in actions if all(_filled(getattr(a, n, None)) for n in named)), actions[0]
        )

        def fill(m: re.Match[str], example: Action = example) -> str:
            name = m.group(1) or m.group(2)
            value = getattr(example, name, None)
            if not _filled(value):
                return name.replace("_", " ")
            if isinstance(value, tuple) and all(isinstance(c, Card) for c in value):
                return format_cards(value)
            return str(value)

        doc = _CODE.sub(fill, doc)
        shown = ", ".join(str(a) for a in actions[:_SHOWN_PER_KIND])
        if len(actions) > _SHOWN_PER_KIND:
            shown += f", … ({len(actions)} in all)"
        if named and len(actions) > 1:
            doc = f"e.g. {example}: {doc}"
        lines.append(f"{shown}: {doc}" if doc else shown)
    return lines


def _filled(value: Any) -> bool:
    return value is not None and not isinstance(value, bool) and value != ()


def _seeded(seed: int) -> random.Random:
    """``random.Random(seed)``, without the Python-level ``seed()`` wrapper for an int
    (a match makes one generator, and its first hand costs about as much again).

    >>> _seeded(12345).getstate() == random.Random(12345).getstate()
    True
    """
    if type(seed) is not int:
        return random.Random(seed)
    rng = random.Random.__new__(random.Random)
    _random.Random.seed(rng, seed)  # what Random.seed does for an int
    vars(rng)["gauss_next"] = None  # as Random.seed does
    return rng


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Shuffle ``items`` in place: the same permutation, and the same draws from
    ``rng``, as ``rng.shuffle(items)``, but compiled in the compiled engine.

    A plain :class:`random.Random` draws its shuffle from ``getrandbits`` (as
    :meth:`random.Random._randbelow_with_getrandbits` does); any other generator
    shuffles itself.

    >>> a, b = list(range(20)), list(range(20))
    >>> r1, r2 = random.Random(5), random.Random(5)
    >>> shuffle(a, r1); r2.shuffle(b)
    >>> a == b and r1.random() == r2.random()
    True
    """
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    shuffle_to_end(items, len(items) - 1, rng)


def shuffle_to_end(items: list[Any], count: int, rng: random.Random) -> None:
    """Move ``count`` of ``items``, drawn uniformly without replacement, to its end in
    place: the first ``count`` steps of :func:`shuffle`, with the same draws from
    ``rng`` (all of them when ``count`` is ``len(items) - 1``).

    A plain :class:`random.Random` draws from ``getrandbits`` (the fewest bits, again
    while too large, as :meth:`random.Random._randbelow_with_getrandbits` does); any
    other generator from ``randrange``, as its own ``shuffle`` would.

    >>> a, b = list(range(20)), list(range(20))
    >>> r1, r2 = random.Random(5), random.Random(5)
    >>> shuffle_to_end(a, 3, r1); shuffle(b, r2)
    >>> a[-3:] == b[-3:] and a[:-3] != b[:-3]
    True
    """
    last = len(items) - 1
    if type(rng) is not random.Random:
        for i in range(last, last - count, -1):
            j = rng.randrange(i + 1)
            items[i], items[j] = items[j], items[i]
        return
    bits = rng.getrandbits
    for i in range(last, last - count, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def complete_deck(top: Sequence[Card], pack: Sequence[Card], rng: random.Random) -> list[Card]:
    """``top`` followed by the rest of ``pack`` shuffled; ``top`` must fit in the pack.

    >>> from pantsdown.core.cards import PACK_32, parse_cards
    >>> deck = complete_deck(parse_cards("Ah Kh"), PACK_32, random.Random(1))
    >>> len(deck), format_cards(deck[:2])
    (32, 'Ah Kh')
    """
    tail = remaining_cards(top, pack)
    shuffle(tail, rng)
    return list(top) + tail


def unseen_cards(pack: Sequence[Card], seen: Sequence[Card]) -> list[Card] | None:
    """The cards of ``pack`` left after taking out ``seen`` (copies counted), ordered by
    :attr:`Card.index`; ``None`` when ``seen`` holds a card more often than ``pack`` does.

    What a sampler deals from: the pack less every card a view shows.

    >>> from pantsdown.core.cards import PACK_32, parse_cards
    >>> len(unseen_cards(PACK_32, parse_cards("Ah Kh")))
    30
    >>> print(unseen_cards(PACK_32, parse_cards("Ah Ah")))
    None
    """
    table = _pack_table(pack)
    counts = table.counts.copy()
    for card in seen:
        i = card.index
        if counts[i] <= 0:
            return None
        counts[i] -= 1
    out: list[Card] = []
    present, cards = table.present, table.cards
    for k in range(len(present)):
        left = counts[present[k]]
        if left == 1:
            out.append(cards[k])
        elif left > 1:
            for _ in range(left):
                out.append(cards[k])
    return out


class _PackTable:
    """A pack counted by card index, for :func:`unseen_cards`."""

    def __init__(self, pack: Sequence[Card]) -> None:
        self.pack = pack
        """The pack counted (held, so that its ``id`` stays its own)."""
        self.counts = [0] * 52
        """How many copies of each card the pack holds, by card index."""
        by_index: list[Card | None] = [None] * 52
        for card in pack:
            self.counts[card.index] += 1
            by_index[card.index] = card
        self.present = [i for i in range(52) if self.counts[i]]
        """The card indexes the pack holds, in order."""
        self.cards = [c for c in by_index if c is not None]
        """The card of each of :attr:`present`."""


_PACK_TABLES: Final[dict[int, _PackTable]] = {}
"""The tables of the packs :func:`unseen_cards` was given, by ``id``: a family's packs
are a few tuples that live as long as the process."""


def _pack_table(pack: Sequence[Card]) -> _PackTable:
    """The :class:`_PackTable` of ``pack``: kept for a tuple (immutable, so it always
    holds), made afresh for any other sequence.
    """
    if type(pack) is not tuple:
        return _PackTable(pack)
    table = _PACK_TABLES.get(id(pack))
    if table is None or table.pack is not pack:
        if len(_PACK_TABLES) >= 64:  # bounded: many short-lived packs start it afresh
            _PACK_TABLES.clear()
        table = _PACK_TABLES[id(pack)] = _PackTable(pack)
    return table


def remaining_cards(top: Sequence[Card], pack: Sequence[Card]) -> list[Card]:
    """The cards of ``pack`` left after ``top`` (in pack order); ``top`` must fit in it.

    >>> from pantsdown.core.cards import PACK_32, parse_cards
    >>> len(remaining_cards(parse_cards("Ah Kh"), PACK_32))
    30
    """
    rest = Counter(pack)
    for i, card in enumerate(top):
        if rest[card] <= 0:
            why = "is not in this pack" if card not in Counter(pack) else "appears too often"
            raise DeckError(
                f"stacked deck card {i + 1} {str(card)!r} {why} "
                f"(the pack has {len(pack)} cards: {format_cards(sorted(set(pack)))})"
            )
        rest[card] -= 1
    tail = []
    for card in pack:
        if rest[card] > 0:
            rest[card] -= 1
            tail.append(card)
    return tail


def perft(state: State[Any, Any, Any], depth: int) -> int:
    """The number of legal action sequences of length ``depth`` from ``state``.

    A sequence that reaches the end of the match earlier counts once.  Like
    chess perft, fixed counts from fixed deals pin move generation down.

    >>> from pantsdown.core.registry import make
    >>> perft(make("schwimmen", 3, seed=1), 1)  # the dealer keeps or takes the widow
    2
    """
    if depth == 0 or state.is_terminal():
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        total += perft(child, depth - 1)
    return total


# a plain class even when compiled (mypyc compiles no generic dataclass), defined
# last: a plain class's annotations name classes that must exist by then
@mypyc_attr(native_class=False)
@dataclass(frozen=True, eq=False)
class Game(Generic[R]):
    """The facts of one (rules, number of players), as OpenSpiel's ``Game`` has them.

    >>> from pantsdown.core.registry import make
    >>> game = make("schwimmen", 4, seed=1).game
    >>> game.num_players, game.num_distinct_actions > 0, game.max_decisions > 0
    (4, True, True)
    """

    family: GameFamily
    """The family (engine) that plays it."""
    variant: str
    """The preset it was made from."""
    options: Mapping[str, Any]
    """Option overrides on top of the preset."""
    rules: R
    """The rules."""
    num_players: int
    """How many seats."""
    chance: ChanceMode = ChanceMode.SEEDED
    """How its states resolve chance."""
    _facts: GameFacts | None = field(default=None, init=False, repr=False, compare=False)
    """The facts, worked out on first use."""

    @property
    def facts(self) -> GameFacts:
        """The family's facts for these rules and players."""
        cached = self._facts
        if cached is None:
            cached = self.family.state_type.game_facts(self.rules, self.num_players)
            object.__setattr__(self, "_facts", cached)
        return cached

    @property
    def num_distinct_actions(self) -> int:
        """The size of the action space."""
        return self.facts.num_distinct_actions

    @property
    def max_decisions_per_hand(self) -> int:
        """The most decisions any hand takes."""
        return self.facts.max_decisions_per_hand

    @property
    def max_hands(self) -> int:
        """The most hands any match deals."""
        return self.facts.max_hands

    @property
    def max_decisions(self) -> int:
        """The most decisions any match takes (hands × decisions per hand)."""
        return self.facts.max_hands * self.facts.max_decisions_per_hand

    @property
    def min_return(self) -> float:
        """The least return of a seat."""
        return self.facts.min_return

    @property
    def max_return(self) -> float:
        """The most return of a seat."""
        return self.facts.max_return

    @property
    def is_chance_explicit(self) -> bool:
        """Does a state stop at :data:`CHANCE` nodes?"""
        return self.chance is _CHANCE_EXPLICIT

    def new_state(
        self, *, seed: int | None = None, decks: Sequence[Sequence[Card]] | None = None
    ) -> State[R, Any, Any]:
        """A new match of this game."""
        state = self.family.state_type(
            self.rules, self.num_players, seed=seed, decks=decks, chance=self.chance
        )
        state.variant = self.variant
        state.options = dict(self.options)
        state._game = self
        return state
