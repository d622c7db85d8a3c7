"""The one error hierarchy of pantsdown.

Every error is a :class:`GameError` (itself a :class:`ValueError`) with a
stable ``code`` that clients and the server can switch on, and a message that
quotes the offending input and names the rule it breaks.

>>> err = IllegalActionError("cannot stop: STOP is not allowed in the first orbit")
>>> err.code, str(err)
('action/illegal', 'cannot stop: STOP is not allowed in the first orbit')
"""

from __future__ import annotations

__all__ = [
    "DeckError",
    "GameError",
    "GameOverError",
    "IllegalActionError",
    "MalformedActionError",
    "NotYourTurnError",
    "OptionError",
    "PositionError",
    "RecordError",
    "UnknownGameError",
]


class GameError(ValueError):
    """Base of every pantsdown error; ``code`` is stable across releases."""

    code: str = "game/error"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code

    @property
    def message(self) -> str:
        """The human-readable message."""
        return str(self.args[0]) if self.args else ""


class IllegalActionError(GameError):
    """A well-formed action the rules do not allow now."""

    code = "action/illegal"


class MalformedActionError(GameError):
    """Text or data that is not an action of this game at all."""

    code = "action/malformed"


class NotYourTurnError(GameError):
    """An action from a seat that is not the one to act."""

    code = "turn/not-yours"


class GameOverError(GameError):
    """An action sent after the match has ended."""

    code = "game/over"


class RecordError(GameError):
    """A game record that is malformed or breaks a rule when replayed."""

    code = "record/invalid"


class OptionError(GameError):
    """An unknown rule option or a value of the wrong type or range."""

    code = "option/invalid"


class UnknownGameError(GameError):
    """A game or variant name that the registry does not know."""

    code = "game/unknown"


class DeckError(GameError):
    """A card text or a stacked deck that is not valid for the pack."""

    code = "deck/invalid"


class PositionError(GameError):
    """Position text that is malformed or describes no position of this game."""

    code = "position/invalid"
