"""The engine protocol every game implements.

A game family is a :class:`GameFamily`: a frozen ``Rules`` dataclass with
named :class:`Variant` presets, a :class:`State` subclass, and a
``sample_state`` function.  The :class:`State` is the whole match (all hands
until the match ends), mutable, with a cheap ``clone()``.

Check, ask, do (see STYLE.md): :meth:`State.check` raises the precise error,
:meth:`State.can` answers yes or no, :meth:`State.apply` performs the action
and returns the events it caused.  An action that fails ``check`` leaves the
state exactly as it was.

Chance: every card drawn comes from a deck order fixed when the hand is
dealt (:meth:`State.new_deck`).  That order comes from the state's own
seeded shuffle, or from a *stacked* deck given at construction (tests,
``--deck``, replays).  Nothing here calls the module-level :mod:`random`.
"""

from __future__ import annotations

import _random
import dataclasses
import enum
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, TypeVar

from pantsdown.core.cards import Card, format_cards
from pantsdown.core.errors import (
    DeckError,
    GameError,
    GameOverError,
    MalformedActionError,
    NotYourTurnError,
)

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "Event",
    "GameFamily",
    "HandResult",
    "Standing",
    "State",
    "Variant",
    "View",
    "complete_deck",
    "perft",
    "to_jsonable",
]

CHANCE: Final = -1
"""``current_player()`` of a state waiting on a chance outcome (explicit-chance mode)."""
TERMINAL: Final = -2
"""``current_player()`` of a finished match."""


class Action:
    """Base of every game's actions.

    Subclasses are small frozen dataclasses (``slots=True``) whose ``str()``
    is their text notation; the game's ``parse_action`` turns that text back
    into an equal action.
    """

    __slots__ = ()


class Event:
    """Base of every game's events: what happened, named in the past tense.

    An event that carries a card some seat may not see overrides
    :meth:`redact` to return a copy without it.
    """

    __slots__ = ()

    def redact(self, seat: int) -> Event | None:
        """The event as ``seat`` may see it (``None``: the seat sees nothing of it)."""
        return self


@dataclass(frozen=True, kw_only=True)
class View:
    """What one seat may know.  Every game subclasses it with its own fields.

    A view never holds a card its seat may not see: it is the only thing that
    crosses to bots, clients, RL encoders and the server.
    """

    seat: int
    """The seat this view belongs to."""
    num_players: int
    """How many seats the match has."""
    current_player: int
    """The seat to act, or :data:`TERMINAL`."""
    hand_number: int
    """The hand being played, counting from 0."""

    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-ready data (cards in notation, enums by name)."""
        result = to_jsonable(self)
        assert isinstance(result, dict)
        return result


@dataclass(frozen=True, kw_only=True)
class Standing:
    """One seat's public standing in the match (chips, lives, points …)."""

    seat: int
    """The seat."""
    score: float
    """The number the game keeps: chips, lives, points to go, …"""
    label: str
    """The same in words, e.g. ``"2 chips"``, ``"swimming"``, ``"out"``, ``"14 to go"``."""
    is_out: bool = False
    """Eliminated from the match."""
    is_winner: bool = False
    """Has won (or shares the win of) the finished match."""


@dataclass(frozen=True, kw_only=True)
class HandResult:
    """What one finished hand did to the match."""

    hand_number: int
    """Which hand, counting from 0."""
    reason: str
    """Why the hand ended, in words (``"Anna closed"``, ``"seat 2 showed 31"``)."""
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
    summary: str = ""
    """One or two lines for a person."""


A = TypeVar("A", bound=Action)
S = TypeVar("S", bound="State")


class State(ABC):
    """A whole match in progress.  See the module docstring for the contract."""

    family_id: ClassVar[str] = ""
    """The registry id of the game family this state plays."""

    def __init__(
        self,
        rules: Any,
        num_players: int,
        *,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
    ) -> None:
        self.rules = rules
        """The frozen rules of this match."""
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
        self._rng: random.Random = _seeded(seed)
        self._rng_own = True  # False: ``_rng`` may be shared with clones; copy before use
        self.stacked: list[list[Card]] = [list(d) for d in decks] if decks else []
        """Deck orders given at construction, one per hand (top first); may be prefixes."""
        self.decks: list[list[Card]] = []
        """The full deck order of every hand dealt so far (top first)."""
        self.history: list[Action] = []
        """Every action applied, in order."""
        self.events: list[Event] = []
        """Every event, in order (unredacted: use :meth:`events_for`)."""

    # -- chance ---------------------------------------------------------------

    @property
    def rng(self) -> random.Random:
        """The state's own random source; the only one it uses.

        A clone shares its original's generator until either of them uses it;
        the first use copies it (copy on write), so cloning costs no RNG copy.
        """
        if not self._rng_own:
            shared = self._rng
            own = random.Random.__new__(random.Random)  # no OS entropy: setstate follows
            own.setstate(shared.getstate())
            self._rng = own
            self._rng_own = True
        return self._rng

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
            self.rng.shuffle(deck)
        self.decks.append(deck)
        return list(deck)

    def copy_base_into(self, other: State) -> None:
        """Copy the protocol-level fields into a fresh clone (for ``clone()``)."""
        other.rules = self.rules
        other.num_players = self.num_players
        other.seed = self.seed
        other.variant = self.variant
        other.options = self.options
        # the generator is shared, copied by whichever state next uses it (see ``rng``);
        # nobody draws from a shared generator, so it stays as it was at the clone
        other._rng = self._rng
        other._rng_own = self._rng_own = False
        other.stacked = self.stacked
        other.decks = list(self.decks)
        other.history = list(self.history)
        other.events = list(self.events)

    # -- the protocol ---------------------------------------------------------

    @abstractmethod
    def current_player(self) -> int:
        """The seat to act, or :data:`TERMINAL` (or :data:`CHANCE`)."""

    @abstractmethod
    def legal_actions(self) -> Sequence[Action]:
        """Every legal action of the seat to act; empty only when terminal."""

    @abstractmethod
    def _check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` naming the rule if ``action`` is illegal now.

        Called only on a live state with an action of this game's type.
        """

    @abstractmethod
    def _apply(self, action: Action) -> None:
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
    def view(self, seat: int) -> View:
        """What ``seat`` may know, and nothing more."""

    @abstractmethod
    def clone(self: S) -> S:
        """An independent copy; applying actions to one never changes the other."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Parse the text notation of an action of this game.

        Raises :class:`MalformedActionError` quoting the text.  The result
        may still be illegal now; :meth:`check` says why.
        """

    @abstractmethod
    def action_id(self, action: Action) -> int:
        """The dense integer id of ``action`` in this game's fixed action space."""

    @abstractmethod
    def action_from_id(self, action_id: int) -> Action:
        """The action with this id; raises :class:`MalformedActionError` if none."""

    @abstractmethod
    def num_distinct_actions(self) -> int:
        """The size of the action space for these rules and this many players."""

    @property
    @abstractmethod
    def action_type(self) -> type[Action]:
        """The base class of this game's actions."""

    # -- check, ask, do -------------------------------------------------------

    def check(self, action: Action, *, seat: int | None = None) -> None:
        """Raise the precise :class:`GameError` if ``action`` may not be applied now.

        ``seat``, when given, is the seat asking; it must be the one to act.
        """
        if self.is_terminal():
            raise GameOverError(f"cannot play {str(action)!r}: the match is over")
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

        If the action is illegal the error is raised and nothing changes.
        """
        self.check(action, seat=seat)
        start = len(self.events)
        self._apply(action)
        self.history.append(action)
        return self.events[start:]

    def apply_text(self, text: str, *, seat: int | None = None) -> list[Event]:
        """Parse ``text`` and apply it (like python-chess's ``push_san``)."""
        return self.apply(self.parse_action(text), seat=seat)

    def events_for(self, seat: int, start: int = 0) -> list[Event]:
        """The events from ``start`` on, as ``seat`` may see them."""
        out = []
        for event in self.events[start:]:
            seen = event.redact(seat)
            if seen is not None:
                out.append(seen)
        return out

    def winners(self) -> list[int]:
        """The seats that won the finished match (empty while it goes on)."""
        return [i for i, r in enumerate(self.returns()) if r > 0]

    def __str__(self) -> str:
        return "\n".join(str(s) for s in self.standings())


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


@dataclass(frozen=True, kw_only=True)
class GameFamily:
    """A registry entry: one engine and its variants."""

    id: str
    """The registry id, also the package name (``"thirty_one"``)."""
    title: str
    """The family's name for people."""
    rules_type: type
    """The family's frozen Rules dataclass."""
    state_type: type[State]
    """The family's State class; constructed as ``state_type(rules, n, seed=, decks=)``."""
    variants: tuple[Variant, ...]
    """The named presets; the first is the family's default."""
    sample_state: Callable[[Any, random.Random], State]
    """``sample_state(view, rng)``: a full state consistent with a view."""
    description: str = ""
    """A paragraph for ``pantsdown games``."""
    extras: Mapping[str, Any] = field(default_factory=dict)
    """Anything else the family wants to publish (e.g. ``doc`` path)."""

    def variant(self, name: str) -> Variant:
        """The variant with this canonical name."""
        for v in self.variants:
            if v.name == name:
                return v
        raise KeyError(name)


def _seeded(seed: int) -> random.Random:
    """``random.Random(seed)``, without the Python-level ``seed()`` wrapper for an int.

    >>> _seeded(12345).getstate() == random.Random(12345).getstate()
    True
    """
    if type(seed) is not int:
        return random.Random(seed)
    rng = random.Random.__new__(random.Random)
    _random.Random.seed(rng, seed)  # what Random.seed does for an int
    rng.gauss_next = None  # type: ignore[attr-defined]  # as Random.__init__ does
    return rng


def complete_deck(top: Sequence[Card], pack: Sequence[Card], rng: random.Random) -> list[Card]:
    """``top`` followed by the rest of ``pack`` shuffled; ``top`` must fit in the pack.

    >>> from pantsdown.core.cards import PACK_32, parse_cards
    >>> deck = complete_deck(parse_cards("Ah Kh"), PACK_32, random.Random(1))
    >>> len(deck), format_cards(deck[:2])
    (32, 'Ah Kh')
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
    rng.shuffle(tail)
    return list(top) + tail


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
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)}
    if isinstance(obj, Mapping):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, set, frozenset)):
        items = sorted(obj, key=str) if isinstance(obj, (set, frozenset)) else obj
        return [to_jsonable(v) for v in items]
    if isinstance(obj, (Action, Event)):
        return str(obj)
    return obj


def perft(state: State, depth: int) -> int:
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
