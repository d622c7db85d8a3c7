"""Every preset as an OpenSpiel game: ``pyspiel.load_game("python_pantsdown_schwimmen")``.

Importing this module registers one pyspiel Python game per preset of the
registry, named ``python_pantsdown_`` and the preset's name with ``-`` written
``_`` (``python_pantsdown_dutch_31``, ``python_pantsdown_41``).  The games are
sequential, with explicit stochastic chance, imperfect information, constant
sum (the engine's match returns: ``1/k`` to each of the ``k`` winners, so they
add up to 1) and terminal rewards: an episode is a whole match.

Parameters: ``players`` (the preset's default table size; its range is the
preset's) and every rule option the preset's engine reads (``pantsdown rules
GAME`` lists them), each with the preset's value as its default.  Numbers and
switches are OpenSpiel ints, doubles and bools; every other option is a string
in the option notation (``none``, ``Jc Kh``, ``3,2``, a choice by name).  An
option that does not apply at the chosen table size is refused with the reason.

Chance: the states are the engine's explicit-chance states (``make(...,
chance="explicit")``): before every hand, one chance node per card of the deck,
top first; a chance outcome's id is the card's index (``Card.index``, 0..51), so
``max_chance_outcomes`` is 52.  Every later draw in the hand takes the next card
of that deck, so the deal at the hand's start decides every draw.  Player
actions are the engine's dense action ids (``State.action_id`` /
``State.action_from_id``).

Information: everything a seat is shown comes through the engine's redaction
(``State.view``, ``State.redact``).  The information state of a seat is its
view (its cards, the table, the hand's events as it saw them) after the
events of the earlier hands as it saw them; its tensor is the observation
encoding followed by counts and card planes of the hand's events as the seat
saw them (:class:`~pantsdown.envs.encoding.InfoStateEncoder`).  The observation
is the view without the event log.  :class:`Restartable` makes OpenSpiel's
Python ISMCTS bot fit its ``evaluate_bots`` match runner.
``resample_from_infostate`` deals a state with the family's ``sample_state``
from the seat's view.
"""

from __future__ import annotations

import dataclasses
import enum
import io
import json
import pickle
import random
import re
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
import pyspiel  # type: ignore[import-not-found]

from pantsdown.core.base import ChanceOutcome, to_jsonable
from pantsdown.core.cards import Card
from pantsdown.core.errors import OptionError
from pantsdown.core.protocol import CHANCE, TERMINAL, ChanceMode, Game, State
from pantsdown.core.registry import available_games, find_variant, make_game, options_read
from pantsdown.envs.encoding import InfoStateEncoder, encoder_for

__all__ = [
    "GAME_NAMES",
    "PantsdownGame",
    "PantsdownObserver",
    "PantsdownState",
    "Restartable",
    "game_name",
    "load",
    "option_parameter",
    "register_all",
]

NUM_CHANCE_OUTCOMES = 52
"""Chance outcomes are cards by :attr:`Card.index`, 0..51."""


def game_name(variant: str) -> str:
    """The OpenSpiel short name of a preset: ``python_pantsdown_dutch_31`` for ``dutch-31``.

    >>> game_name("dutch-31")
    'python_pantsdown_dutch_31'
    """
    return "python_pantsdown_" + variant.replace("-", "_")


def option_parameter(value: Any) -> bool | int | float | str:
    """An option's value as an OpenSpiel game parameter: bools, ints and floats as
    they are, everything else in the option notation (``none``, ``Jc Kh``, ``3 2``); a text that
    reads as a number is quoted (``'32'``), as OpenSpiel's game strings need.

    >>> from pantsdown.core.cards import parse_cards
    >>> option_parameter(True), option_parameter(None), option_parameter(parse_cards("Jc Kh"))
    (True, 'none', 'Jc Kh')
    """
    if isinstance(value, (bool, int, float)) and not isinstance(value, enum.Enum):
        return value
    if value is None:
        return "none"
    if isinstance(value, enum.Enum):
        return _quoted(value.name.lower() if not isinstance(value.value, str) else value.value)
    if isinstance(value, (list, tuple, frozenset, set)):
        return " ".join(str(v) for v in value) if value else "none"
    return _quoted(str(value))


def _parameter_defaults(variant: str) -> dict[str, Any]:
    """The parameter specification of a preset: players and every option it reads."""
    _, var = find_variant(variant)
    spec: dict[str, Any] = {"players": var.default_players}
    for name in options_read(variant):
        spec[name] = option_parameter(getattr(var.rules, name))
    return spec


def _game_type(variant: str) -> Any:
    _, var = find_variant(variant)
    return pyspiel.GameType(
        short_name=game_name(variant),
        long_name=f"pantsdown {var.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=var.max_players,
        min_num_players=var.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameter_defaults(variant),
        default_loadable=True,
        provides_factored_observation_string=False,
    )


def _engine_game(variant: str, params: Mapping[str, Any]) -> tuple[Game[Any], dict[str, Any]]:
    """The engine's :class:`Game` for these OpenSpiel parameters, and the full parameters."""
    defaults = _parameter_defaults(variant)
    unknown = sorted(set(params) - set(defaults))
    if unknown:
        raise OptionError(
            f"{game_name(variant)} has no parameter {unknown[0]!r}; it takes {', '.join(defaults)}"
        )
    full = {**defaults, **params}
    for name, value in full.items():
        if isinstance(value, str):
            full[name] = _quoted(value)
    options = {
        name: _unquoted(value) if isinstance(value, str) else value
        for name, value in full.items()
        if name != "players" and value != defaults[name]
    }
    game = make_game(variant, int(full["players"]), options=options, chance=ChanceMode.EXPLICIT)
    return game, full


_NUMBER_OR_SWITCH = re.compile(r"[+-]?[0-9.]+([eE][+-]?[0-9]+)?|true|false", re.IGNORECASE)


def _quoted(text: str) -> str:
    """A string parameter as OpenSpiel keeps it: quoted where its game strings
    (``python_pantsdown_schwimmen(three_aces='32')``, what ``serialize`` writes)
    would read it back as a number or a switch.

    >>> _quoted("32"), _quoted("'32'"), _quoted("trio")
    ("'32'", "'32'", 'trio')
    """
    bare = _unquoted(text)
    return f"'{bare}'" if _NUMBER_OR_SWITCH.fullmatch(bare) else bare


def _unquoted(text: str) -> str:
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] == "'" else text


class _Match:
    """The engine state of a pyspiel state, with each seat's events as text.

    Each seat's events, as the engine's redaction shows them to it, are turned into
    text once, when an information state first needs them (a random playout needs
    none): later information states read them without walking the match again.
    ``copy.deepcopy`` (what pyspiel's ``clone`` uses) clones the engine state with
    its own ``clone()``; pickling (what ``serialize`` uses) pickles it all.
    """

    def __init__(self, engine: State[Any, Any, Any], past: list[list[str]]) -> None:
        self.engine = engine
        """The match, in explicit-chance mode."""
        self.past = past
        """Per seat, one text per finished hand: its events as that seat saw them."""
        self.hand: list[list[str]] = [[] for _ in range(engine.num_players)]
        """Per seat, one line per event of the hand in progress, as that seat saw it."""
        self.logged = engine.hand_start
        """How many of the engine's events are in :attr:`hand` or :attr:`past`."""
        self.hand_starts: list[int] = []
        """Where in the engine's events the hands begun since the last catch-up begin."""
        self._texts: dict[str, tuple[object, str]] = {}
        """Per view field, its last value and that value's JSON (one entry per field)."""
        self._observed: dict[int, str] = {}
        """Per seat, its observation of the state as it is now (emptied by each action)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Match:
        other = _Match.__new__(_Match)
        other.engine = self.engine.clone()
        other.past = [list(p) for p in self.past]
        other.hand = [list(h) for h in self.hand]
        other.logged = self.logged
        other.hand_starts = list(self.hand_starts)
        other._texts = dict(self._texts)
        other._observed = dict(self._observed)
        return other

    def __getstate__(self) -> dict[str, Any]:
        """What pickling keeps: the match and the seats' texts, not the caches.

        The engine state is written by :func:`_dump_engine`.
        """
        state = dict(self.__dict__)
        state["engine"] = _dump_engine(self.engine)
        state["_texts"] = {}
        state["_observed"] = {}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.engine = pickle.loads(state["engine"])

    def resampled(self, engine: State[Any, Any, Any], seat: int) -> _Match:
        """The match of a state sampled for ``seat``: every seat's record of the events
        so far is ``seat``'s (the sampled state's own events are that seat's log).
        """
        self._catch_up()
        other = _Match.__new__(_Match)
        other.engine = engine
        other.past = [list(self.past[seat]) for _ in self.past]
        other.hand = [list(self.hand[seat]) for _ in self.hand]
        other.logged = len(engine.events)
        other.hand_starts = []
        other._texts = {}
        other._observed = {}
        return other

    def _log(self, end: int) -> None:
        engine = self.engine
        for event in engine.events[self.logged : end]:
            shown: dict[int, str] = {}
            for seat, lines in enumerate(self.hand):
                seen = engine.redact(event, seat)
                if seen is not None:
                    if id(seen) not in shown:
                        shown[id(seen)] = _json(seen.to_dict()) + "\n"
                    lines.append(shown[id(seen)])
        self.logged = end

    def apply(self, action_id: int) -> None:
        """Apply an OpenSpiel action id (a card index at a chance node)."""
        engine = self.engine
        if engine.is_chance_node():
            if not 0 <= action_id < NUM_CHANCE_OUTCOMES:
                raise ValueError(
                    f"chance outcome {action_id} is not a card index (0..{NUM_CHANCE_OUTCOMES - 1})"
                )
            action: Any = ChanceOutcome(Card.from_index(action_id))
        else:
            action = engine.action_from_id(action_id)
        start = engine.hand_start
        engine.apply(action)
        self._observed.clear()
        if engine.hand_start != start:  # a hand ended and the next one began
            self.hand_starts.append(engine.hand_start)

    def _catch_up(self) -> None:
        """Turn the events since the last call into each seat's text."""
        for start in self.hand_starts:
            self._log(start)
            for record, lines in zip(self.past, self.hand, strict=True):
                record.append(f"hand {len(record)}\n" + "".join(lines))
                lines.clear()
        self.hand_starts.clear()
        self._log(len(self.engine.events))

    def information_state(self, seat: int) -> str:
        """The seat's earlier hands, its view, then the hand's events as it saw them."""
        self._catch_up()
        return "".join(self.past[seat]) + self.observation(seat) + "\n" + "".join(self.hand[seat])

    def observation(self, seat: int) -> str:
        """The seat's view without its event log, as one line of JSON (keys sorted)."""
        text = self._observed.get(seat)
        if text is None:
            text = self._observed[seat] = self._view_text(seat)
        return text

    def _view_text(self, seat: int) -> str:
        view = self.engine.view(seat)
        cache = self._texts
        parts = []
        for name in _view_fields(type(view)):
            value = getattr(view, name)
            known = cache.get(name)
            if known is None or known[0] is not value:  # views share unchanged tuples
                known = (value, _json(to_jsonable(value)))
                cache[name] = known
            parts.append(f'"{name}":{known[1]}')
        return "{" + ",".join(parts) + "}"


def _view_fields(cls: type) -> tuple[str, ...]:
    """The fields of a view type that make its observation, sorted (no rules, no log)."""
    names = _VIEW_FIELDS.get(cls)
    if names is None:
        skip = ("rules", "log")
        names = tuple(sorted(f.name for f in dataclasses.fields(cls) if f.name not in skip))
        _VIEW_FIELDS[cls] = names
    return names


_VIEW_FIELDS: dict[type, tuple[str, ...]] = {}
"""View type → its observed fields (one entry per family's view type)."""


class _EnginePickler(pickle.Pickler):
    """Pickles frozen dataclasses by their fields, through their constructor.

    The compiled engine's frozen dataclasses (``HandResult``, events) refuse the
    attribute writes with which unpickling restores an object by default.
    """

    def reducer_override(self, obj: Any) -> Any:
        cls = type(obj)
        if isinstance(obj, type) or not dataclasses.is_dataclass(cls):
            return NotImplemented
        if not cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
            return NotImplemented
        fields = {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj) if f.init}
        return _remake, (cls, fields)


def _remake(cls: type, fields: dict[str, Any]) -> Any:
    return cls(**fields)


def _dump_engine(engine: State[Any, Any, Any]) -> bytes:
    """The engine state pickled, without its :class:`Game` (it rebuilds that from the
    registry on first use, and the game's family holds functions, not data).
    """
    copy = engine.clone()
    copy._game = None
    out = io.BytesIO()
    _EnginePickler(out).dump(copy)
    return out.getvalue()


def _json(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), sort_keys=True)


class PantsdownGame(pyspiel.Game):  # type: ignore[misc]
    """A preset as a pyspiel game; one subclass per preset sets :attr:`variant`."""

    variant: ClassVar[str] = ""
    """The preset this game plays."""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        engine_game, full = _engine_game(self.variant, dict(params or {}))
        template = engine_game.new_state(seed=0)
        pack = len(template.hand_pack())
        info = pyspiel.GameInfo(
            num_distinct_actions=engine_game.num_distinct_actions,
            max_chance_outcomes=NUM_CHANCE_OUTCOMES,
            num_players=engine_game.num_players,
            min_utility=engine_game.min_return,
            max_utility=engine_game.max_return,
            utility_sum=1.0,
            max_game_length=engine_game.max_decisions + engine_game.max_hands * pack,
        )
        self.engine_game = engine_game  # set first: the base class asks for observers
        """The engine's facts of this game (rules, players, bounds)."""
        self._template = template
        super().__init__(GAME_TYPES[self.variant], info, full)

    def new_initial_state(self) -> PantsdownState:
        """A new match, at the first chance node of its first deal."""
        n = self.engine_game.num_players
        return PantsdownState(self, _Match(self._template.clone(), [[] for _ in range(n)]))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> PantsdownObserver:
        """The observer of information states (``perfect_recall``) or observations."""
        return PantsdownObserver(self.engine_game, iig_obs_type, params)


class PantsdownState(pyspiel.State):  # type: ignore[misc]
    """A match of a pantsdown preset, driven through OpenSpiel's state API."""

    def __init__(self, game: PantsdownGame, match: _Match) -> None:
        super().__init__(game)
        self._match = match

    @property
    def engine(self) -> State[Any, Any, Any]:
        """The engine state (every card in it: not for players' eyes)."""
        return self._match.engine

    def current_player(self) -> int:
        """The seat to act, or OpenSpiel's CHANCE or TERMINAL."""
        seat = self._match.engine.current_player()
        if seat == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        if seat == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        engine = self._match.engine
        if player != engine.current_player():
            return []
        return sorted(engine.action_id(a) for a in engine.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards that may come next in the deck, by card index, with probabilities."""
        outcomes = self._match.engine.chance_outcomes()
        return sorted((o.card.index, p) for o, p in outcomes)

    def _apply_action(self, action: int) -> None:
        self._match.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            if not 0 <= action < NUM_CHANCE_OUTCOMES:
                return f"chance outcome {action} (no such card)"
            return f"deal {Card.from_index(action)}"
        return str(self._match.engine.action_from_id(action))

    def is_terminal(self) -> bool:
        """Is the match over?"""
        return bool(self._match.engine.is_terminal())

    def returns(self) -> list[float]:
        """The engine's match returns (``1/k`` to each of ``k`` winners), 0 until the end."""
        return [float(r) for r in self._match.engine.returns()]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> PantsdownState:
        """A state the seat cannot tell from this one, its hidden cards dealt at random.

        The family's ``sample_state`` deals it from the seat's view, with a generator
        seeded from ``probability_sampler()`` (a number in [0, 1)).  Its ``history()``
        is empty: the engine builds the world, not a sequence of actions that leads
        to it.  Every seat's record of the events so far is this seat's (another
        seat's own record would show cards this seat never saw).
        """
        engine = self._match.engine
        if not 0 <= player_id < engine.num_players:
            raise ValueError(f"cannot resample for player {player_id}: no such seat")
        seed = int(float(probability_sampler()) * 2**53)
        sampled = engine.game.family.sample_state(engine.view(player_id), random.Random(seed))
        sampled.chance_mode = ChanceMode.EXPLICIT
        return PantsdownState(self.get_game(), self._match.resampled(sampled, player_id))

    def __str__(self) -> str:
        engine = self._match.engine
        text = engine.to_position()
        if engine.is_chance_node():
            dealt: list[str] = []
            for action in reversed(engine.history):
                if not isinstance(action, ChanceOutcome):
                    break
                dealt.append(str(action.card))
            text += "\ndeck so far: " + (" ".join(reversed(dealt)) or "-")
        return str(text)


class PantsdownObserver:
    """Information-state and observation strings and tensors of a seat, from its view
    and its own redacted events only.

    OpenSpiel's ``IIGObservationType``: ``perfect_recall=True`` gives the information
    state: as text the seat's record of the earlier hands, its view, the hand's
    events as it saw them; as a tensor the observation encoding followed by counts
    and card planes of the hand's events as it saw them
    (:class:`~pantsdown.envs.encoding.InfoStateEncoder`, ``docs/research.md``).
    ``False`` gives the observation: the view without its event log as text, and as
    a tensor the family's observation encoding (:mod:`pantsdown.envs.encoding`).
    The tensor's segments are the pieces of :attr:`dict`.  Only the seat's own
    private information with the public information is offered.
    """

    def __init__(
        self,
        game: Game[Any],
        iig_obs_type: Any = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; given {dict(params)!r}")
        if iig_obs_type is not None and (
            iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            or not iig_obs_type.public_info
        ):
            raise ValueError(
                f"observation type {iig_obs_type!r} is not offered: a seat observes the "
                "public information and its own private information only"
            )
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        """Information state (True) or observation (False)."""
        # the encoders size their card planes from a dealt state: a seeded one
        seeded = dataclasses.replace(game, chance=ChanceMode.SEEDED)
        self._info: InfoStateEncoder | None = None
        if self.perfect_recall:
            self._info = InfoStateEncoder(seeded)
            layout = self._info.layout
        else:
            self._encoder = encoder_for(seeded)
            layout = self._encoder.layout
        self.tensor: npt.NDArray[np.float32] = np.zeros(layout.size, np.float32)
        """The information-state or observation encoding of the last :meth:`set_from`."""
        self.dict: dict[str, npt.NDArray[np.float32]] = {}
        """The segments of :attr:`tensor` by name, views into it."""
        for name, (start, stop) in layout.offsets().items():
            self.dict[name] = self.tensor[start:stop]

    def set_from(self, state: PantsdownState, player: int) -> None:
        """Write the seat's information-state or observation encoding into :attr:`tensor`."""
        view = state._match.engine.view(player)
        if self._info is not None:
            self.tensor[:] = self._info.encode(view)
        else:
            self.tensor[:] = self._encoder.encode(view)

    def string_from(self, state: PantsdownState, player: int) -> str:
        """The seat's information state or observation as text (JSON lines)."""
        if self.perfect_recall:
            return state._match.information_state(player)
        return state._match.observation(player)


class Restartable(pyspiel.Bot):  # type: ignore[misc]
    """A bot that searches each move afresh, made fit for OpenSpiel's ``evaluate_bots``.

    ``open_spiel.python.algorithms.evaluate_bots.evaluate_bots`` starts every bot
    with ``restart_at(state)`` and tells it every other player's action with
    ``inform_action``; OpenSpiel's Python ISMCTS bot
    (``open_spiel.python.algorithms.ismcts.ISMCTSBot``) implements neither (the
    base ``pyspiel.Bot`` refuses ``restart_at``), though it needs neither: it
    builds its tree anew from the state at every move.  This wrapper gives it both:
    ``restart_at`` clears the bot's tree (its ``reset()``, where it has one),
    ``inform_action`` does nothing, and ``step`` and the policy methods are the
    wrapped bot's.

    >>> import numpy as np
    >>> from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts
    >>> game = load("pagat", 2)
    >>> rng = np.random.RandomState(0)
    >>> evaluator = mcts.RandomRolloutEvaluator(1, rng)
    >>> search = ismcts.ISMCTSBot(game, evaluator, 2.0, 2, random_state=rng)
    >>> bots = [Restartable(search), pyspiel.make_uniform_random_bot(1, 5)]
    >>> sorted(evaluate_bots.evaluate_bots(game.new_initial_state(), bots, rng))
    [0.0, 1.0]
    """

    def __init__(self, bot: Any) -> None:
        pyspiel.Bot.__init__(self)
        self.bot = bot
        """The wrapped bot."""

    def step(self, state: Any) -> int:
        """The wrapped bot's action in ``state``."""
        return int(self.bot.step(state))

    def restart_at(self, state: Any) -> None:
        """Forget any search tree: the next move is searched from ``state`` afresh."""
        reset = getattr(self.bot, "reset", None)
        if callable(reset):
            reset()

    def restart(self) -> None:
        """As :meth:`restart_at`."""
        self.restart_at(None)

    def inform_action(self, state: Any, player_id: int, action: int) -> None:
        """Nothing to update: each move is searched from the state itself."""

    def provides_policy(self) -> bool:
        """Whether the wrapped bot gives its policy (``get_policy``)."""
        return callable(getattr(self.bot, "get_policy", None))

    def get_policy(self, state: Any) -> list[tuple[int, float]]:
        """The wrapped bot's policy in ``state``."""
        return list(self.bot.get_policy(state))

    def step_with_policy(self, state: Any) -> tuple[list[tuple[int, float]], int]:
        """The wrapped bot's policy and its chosen action."""
        policy, action = self.bot.step_with_policy(state)
        return list(policy), int(action)


GAME_NAMES: dict[str, str] = {game_name(v): v for v in available_games()}
"""OpenSpiel short name → preset name, for every preset."""
GAME_TYPES: dict[str, Any] = {}
"""Preset name → its pyspiel ``GameType`` (filled by :func:`register_all`)."""


def register_all() -> None:
    """Register every preset with pyspiel (once; later calls do nothing)."""
    registered = set(pyspiel.registered_names())
    for short, variant in GAME_NAMES.items():
        if variant not in GAME_TYPES:
            GAME_TYPES[variant] = _game_type(variant)
        if short in registered:
            continue
        cls = type(
            "PantsdownGame_" + variant.replace("-", "_"),
            (PantsdownGame,),
            {"variant": variant, "__doc__": f"The {variant} preset as a pyspiel game."},
        )
        pyspiel.register_game(GAME_TYPES[variant], cls)


def load(variant: str, players: int | None = None, **options: Any) -> Any:
    """The pyspiel game of a preset (any name or alias), with players and rule options.

    >>> game = load("schwimmen", 3, starting_chips=2)
    >>> game.num_players(), game.get_type().short_name
    (3, 'python_pantsdown_schwimmen')
    """
    _, var = find_variant(variant)
    params: dict[str, Any] = dict(options)
    if players is not None:
        params["players"] = players
    return pyspiel.load_game(game_name(var.name), params)


register_all()
