"""The game registry: find a variant by name and make a match.

Every package under :mod:`pantsdown.games` that defines a module-level
``FAMILY`` (a :class:`~pantsdown.core.protocol.GameFamily`) is registered
automatically; no central list needs editing when a game is added.

Names resolve case- and accent-insensitively, ignoring spaces, hyphens,
underscores and punctuation, through each variant's name, title and aliases
(like python-chess's ``find_variant``).
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import importlib
import pkgutil
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from pantsdown.core.cards import Card
from pantsdown.core.errors import GameError, OptionError, PositionError, UnknownGameError
from pantsdown.core.options import apply_options, check_read, unread_options
from pantsdown.core.protocol import ChanceMode, Game, GameFamily, State, Variant, bare_instance

__all__ = [
    "available_games",
    "families",
    "family",
    "find_variant",
    "from_position",
    "make",
    "make_game",
    "normalize_name",
    "options_read",
    "unread_for",
]


def normalize_name(name: str) -> str:
    """Fold a game name for matching: ``"Fünf dazu!"`` → ``"funfdazu"``.

    >>> normalize_name("Pants-Down"), normalize_name("Mönch")
    ('pantsdown', 'monch')
    """
    folded = unicodedata.normalize("NFKD", name.casefold())
    return "".join(ch for ch in folded if ch.isalnum() and not unicodedata.combining(ch))


@functools.cache
def families() -> tuple[GameFamily, ...]:
    """Every registered game family, in package-name order."""
    import pantsdown.games as games_pkg

    found = []
    for info in sorted(pkgutil.iter_modules(games_pkg.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"pantsdown.games.{info.name}")
        fam = getattr(module, "FAMILY", None)
        if isinstance(fam, GameFamily):
            found.append(fam)
    return tuple(found)


@functools.cache
def _index() -> dict[str, tuple[GameFamily, Variant]]:
    index: dict[str, tuple[GameFamily, Variant]] = {}
    for fam in families():
        for var in fam.variants:
            for name in (var.name, var.title, *var.aliases):
                index.setdefault(normalize_name(name), (fam, var))
    for fam in families():  # a family id finds its default variant
        index.setdefault(normalize_name(fam.id), (fam, fam.variants[0]))
    return index


_found: dict[str, tuple[GameFamily, Variant]] = {}
"""Every name as the presets write it (name, title, aliases, family id), so that ``make``
skips the folding for them: a fixed table, refilled only when the index changes (other
spellings are folded each time, so what users type is never kept)."""
_found_in: list[dict[str, tuple[GameFamily, Variant]] | None] = [None]
"""The index ``_found`` was filled from."""


_plain_games: dict[tuple[str, int | None, bool], Game[Any]] = {}
"""The :class:`Game` of each preset spelling (a key of ``_found``), number of seats
asked for and chance mode (explicit or not: a bool hashes in C, an enum member through
Python), made without options: a game is immutable (its facts are
worked out once, whoever asks), so every match of these shares one.  Emptied with
``_found``, and never holds more than the presets' spellings times their seats."""


def _fill_found(index: dict[str, tuple[GameFamily, Variant]]) -> None:
    _found.clear()
    _plain_games.clear()
    for fam, var in index.values():
        for name in (var.name, var.title, *var.aliases, fam.id):
            key = normalize_name(name)
            if key in index:
                _found.setdefault(name, index[key])
    _found_in[0] = index


def family(family_id: str) -> GameFamily:
    """The family with this registry id."""
    for fam in families():
        if fam.id == family_id:
            return fam
    raise UnknownGameError(f"unknown game family {family_id!r}")


def available_games() -> list[str]:
    """The canonical names of every variant of every game."""
    return [v.name for f in families() for v in f.variants]


def find_variant(name: str) -> tuple[GameFamily, Variant]:
    """Resolve a game or variant name (or alias) to its family and variant.

    Raises :class:`UnknownGameError` with a suggestion when nothing matches.
    """
    index = _index()
    if _found_in[0] is not index:  # a new index (families changed)
        _fill_found(index)
    found = _found.get(name)
    if found is not None:
        return found
    key = normalize_name(name)
    if key in index:
        return index[key]
    close = difflib.get_close_matches(key, list(index), n=1)
    hint = f" (did you mean {index[close[0]][1].name!r}?)" if close else ""
    raise UnknownGameError(f"unknown game {name!r}{hint}; `pantsdown games` lists them all")


def player_range(var: Variant, rules: Any) -> tuple[int, int]:
    """The fewest and most seats for a variant under these rules.

    A Rules class may widen or narrow the preset's range with ``min_players``
    / ``max_players`` fields or properties (an option such as Paskahousu's
    two-player game); otherwise the variant's range holds.
    """
    low = getattr(rules, "min_players", var.min_players)
    high = getattr(rules, "max_players", var.max_players)
    return int(low), int(high)


def unread_for(var: Variant, rules: Any) -> dict[str, str]:
    """The options ``rules`` never read at any table size of the variant, each with
    where it applies (``core.options.unread_options``): the options that do not
    apply to these rules.

    >>> _, zwanzig = find_variant("zwanzig")
    >>> unread_for(zwanzig, zwanzig.rules)["ten_no_drop"]
    'applies to schnalzen (bidding=schnalzen), not to bidding=zwanzig'
    """
    low, high = player_range(var, rules)
    found = [unread_options(rules, n) for n in range(low, high + 1)] or [unread_options(rules)]
    return {name: why for name, why in found[0].items() if all(name in u for u in found)}


def options_read(name: str) -> tuple[str, ...]:
    """The options a preset's engine reads, in field order: the ones a user may set
    for it (at some table size of the preset); every other option is refused there.

    >>> "no_drop_suit" in options_read("zwanzig"), "ten_no_drop" in options_read("zwanzig")
    (True, False)
    """
    _, var = find_variant(name)
    unread = unread_for(var, var.rules)
    return tuple(
        f.name
        for f in dataclasses.fields(var.rules)
        if not f.name.startswith("_") and f.name not in unread
    )


def make_game(
    name: str,
    num_players: int | None = None,
    *,
    options: Mapping[str, Any] | None = None,
    chance: ChanceMode | str = ChanceMode.SEEDED,
) -> Game[Any]:
    """The :class:`Game` of the named variant with these options and players.

    >>> game = make_game("zwanzig", 4)
    >>> game.num_players, game.max_decisions >= game.max_decisions_per_hand
    (4, True)
    """
    plain = None if options or not isinstance(chance, ChanceMode) else chance
    if plain is not None:
        found = _plain_games.get((name, num_players, plain is ChanceMode.EXPLICIT))
        if found is not None and _found_in[0] is _index():
            return found
    fam, var = find_variant(name)
    rules = apply_options(var.rules, options or {})
    low, high = player_range(var, rules)
    n = var.default_players if num_players is None else num_players
    if not low <= n <= high:
        raise OptionError(f"{var.title} is for {low} to {high} players, not {n}")
    check_read(rules, options or {}, n)
    overrides = {k.replace("-", "_"): getattr(rules, k.replace("-", "_")) for k in (options or {})}
    try:
        mode = ChanceMode(chance)
    except ValueError:
        raise OptionError(f"chance {chance!r} is not 'seeded' or 'explicit'") from None
    game = Game(fam, var.name, overrides, rules, n, mode)
    if plain is not None and name in _found:
        _plain_games[name, num_players, mode is ChanceMode.EXPLICIT] = game
    return game


def make(
    name: str,
    num_players: int | None = None,
    *,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    decks: Sequence[Sequence[Card]] | None = None,
    chance: ChanceMode | str = ChanceMode.SEEDED,
) -> State[Any, Any, Any]:
    """A new match of the named variant.

    ``options`` override preset fields (text values are coerced to the field
    types); ``decks`` stack the deck order of the first hands (top first,
    prefixes allowed); ``chance="explicit"`` makes every card of every deck a
    chance outcome (see :class:`~pantsdown.core.protocol.ChanceMode`).

    >>> state = make("schwimmen", 4, seed=1, options={"starting_chips": "5"})
    >>> state.variant, state.num_players, state.options
    ('schwimmen', 4, {'starting_chips': 5})
    """
    return make_game(name, num_players, options=options, chance=chance).new_state(
        seed=seed, decks=decks
    )


def from_position(
    text: str, *, seed: int | None = None, decks: Sequence[Sequence[Card]] | None = None
) -> State[Any, Any, Any]:
    """The state a position text describes (see ``State.to_position``).

    The text has one ``name: value`` line per field, the first one ``game:
    VARIANT PLAYERS [option=value ...]``; on one line, ``;`` separates the
    fields.  ``seed`` and ``decks`` are for the hands dealt after it.

    >>> state = make("paskahousu", 4, seed=3)
    >>> from_position(state.to_position()).to_position() == state.to_position()
    True
    """
    if len(text) > 100_000:
        raise PositionError("position text is longer than 100,000 characters")
    parts = text.splitlines() if "\n" in text.strip() else text.split(";")
    lines: dict[str, str] = {}
    for raw in parts:
        if not raw.strip():
            continue
        name, sep, value = raw.partition(":")
        if not sep:
            raise PositionError(f"position line {raw.strip()!r} is not 'name: value'")
        key = name.strip()
        if key in lines:
            raise PositionError(f"position names {key!r} twice")
        lines[key] = value.strip()
    head = lines.pop("game", None)
    if head is None:
        raise PositionError("position has no 'game:' line (e.g. 'game: schwimmen 4')")
    words = head.split()
    if len(words) < 2 or not words[1].isdecimal() or len(words[1]) > 3:
        raise PositionError(f"position game line {head!r} is not 'VARIANT PLAYERS [option=value]'")
    options: dict[str, str] = {}
    for word in words[2:]:
        key, sep, value = word.partition("=")
        if not sep:
            raise PositionError(f"position option {word!r} is not 'name=value'")
        options[key] = value
    game = make_game(words[0], int(words[1]), options=options)
    state = bare_instance(game.family.state_type)
    State.__init__(state, game.rules, game.num_players, seed=seed, decks=decks)
    state.variant = game.variant
    state.options = dict(game.options)
    state._game = game
    try:
        state.load_position(lines)
    except GameError as err:
        if isinstance(err, PositionError):
            raise
        raise PositionError(f"position does not fit the rules: {err}") from None
    state.start_position = state.to_position()
    return state
