"""How to play a preset, in plain words: the opening of ``pantsdown rules GAME``.

Each family keeps one :class:`HowToPlay` per preset next to its rules (a
``howto`` module) and hands it to its :class:`~pantsdown.core.protocol.Variant`,
so that every client (the terminal, a web page) shows the same text.

>>> h = HowToPlay(goal="g", deal="d", turn="t", end_of_hand="e", scoring="s", end_of_match="m")
>>> [label for label, _ in h.parts()]
['Goal', 'Deal', 'A turn', 'End of hand', 'Scoring', 'End of match']
"""

from __future__ import annotations

from dataclasses import dataclass, fields

__all__ = ["HowToPlay"]


@dataclass(frozen=True, kw_only=True)
class HowToPlay:
    """A preset's rules for a new player, in six short parts of plain words.

    Each part is a sentence or two in the game's own terms, true of the preset's
    default options; the option listing of ``rules`` gives the details.
    """

    goal: str
    """What a player is trying to do, in the hand and in the match."""
    deal: str
    """The cards used, how many each player gets, and what else is laid out."""
    turn: str
    """Who starts, and what a player may do when it is their turn."""
    end_of_hand: str
    """What ends a hand."""
    scoring: str
    """What a hand's result costs or earns each player."""
    end_of_match: str
    """When the match is over, and who wins it."""

    def __post_init__(self) -> None:
        for f in fields(self):
            if not getattr(self, f.name).strip():
                raise ValueError(f"HowToPlay.{f.name} is empty: every part needs its words")

    def parts(self) -> tuple[tuple[str, str], ...]:
        """The six parts as ``(label, text)``, in reading order."""
        return (
            ("Goal", self.goal),
            ("Deal", self.deal),
            ("A turn", self.turn),
            ("End of hand", self.end_of_hand),
            ("Scoring", self.scoring),
            ("End of match", self.end_of_match),
        )
