"""pantsdown: the "pants down" family of card games, with bots and clients.

The package root exports the registry and the core types::

    >>> import pantsdown
    >>> state = pantsdown.make("schwimmen", 4, seed=1)
    >>> state.current_player(), [str(a) for a in state.legal_actions()]  # the dealer decides
    (3, ['keep', 'take-extra-hand'])

The engine runs compiled (C extensions made by mypyc from the same sources,
what ``pip install .`` builds where it can) or as pure Python;
:func:`build_kind` says which.  With ``PANTSDOWN_PURE_PYTHON=1`` in the
environment the pure-Python sources are imported even where compiled modules
sit beside them.
"""

# first: with PANTSDOWN_PURE_PYTHON set, it makes every later import a source
from pantsdown.build import build_kind
from pantsdown.core import (
    CHANCE,
    TERMINAL,
    Action,
    Card,
    ChanceMode,
    ChanceOutcome,
    DeckError,
    Event,
    Game,
    GameError,
    GameOverError,
    HandResult,
    IllegalActionError,
    MalformedActionError,
    NotYourTurnError,
    OptionError,
    PositionError,
    Rank,
    RecordError,
    Standing,
    State,
    Suit,
    UnknownGameError,
    View,
    parse_card,
    parse_cards,
)
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import (
    available_games,
    find_variant,
    from_position,
    make,
    make_game,
)

__version__ = "0.1.0"

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "Card",
    "ChanceMode",
    "ChanceOutcome",
    "DeckError",
    "Event",
    "Game",
    "GameError",
    "GameOverError",
    "HandResult",
    "IllegalActionError",
    "MalformedActionError",
    "NotYourTurnError",
    "OptionError",
    "PositionError",
    "Rank",
    "Record",
    "RecordError",
    "Standing",
    "State",
    "Suit",
    "UnknownGameError",
    "View",
    "available_games",
    "build_kind",
    "find_variant",
    "from_position",
    "make",
    "make_game",
    "parse_card",
    "parse_cards",
    "replay",
]
