"""Game records: a JSON file that replays a match exactly.

A record holds the game, the variant, the option overrides, the players, the
seed, each hand's deck order (top first) and the actions in text notation.
Replaying it reproduces the match; a record that breaks a rule is refused
with the action's index, the action and the rule.

The format (version 1)::

    {"format": "pantsdown-record", "version": 1,
     "game": "thirty_one", "variant": "hosenabe", "options": {},
     "players": ["you", "bot:heuristic", ...], "seed": 7,
     "decks": [["Ah", "10h", ...], ...], "actions": ["swap Kh Ad", "pass", ...],
     "result": {...}}   # informational only; replay recomputes it
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pantsdown.core.cards import format_cards, parse_cards
from pantsdown.core.errors import GameError, RecordError
from pantsdown.core.protocol import ChanceOutcome, Event, State, to_jsonable
from pantsdown.core.registry import find_variant, from_position, make

__all__ = ["FORMAT", "VERSION", "Record", "replay"]

FORMAT = "pantsdown-record"
VERSION = 1
MAX_RECORD_BYTES = 50_000_000
"""Larger files are refused unread (no real match comes near it)."""


@dataclass
class Record:
    """A replayable match record."""

    game: str
    """The family id (``thirty_one``)."""
    variant: str
    """The preset name (``hosenabe``)."""
    players: list[str]
    """One label per seat (``"you"``, ``"bot:heuristic"``)."""
    options: dict[str, Any] = field(default_factory=dict)
    """Option overrides on top of the preset."""
    seed: int | None = None
    """The seed of the state's shuffle."""
    decks: list[list[str]] = field(default_factory=list)
    """Each hand's deck order, top first, in card notation."""
    actions: list[str] = field(default_factory=list)
    """Every action in text notation."""
    result: dict[str, Any] = field(default_factory=dict)
    """Standings and winners when written (informational)."""
    position: str | None = None
    """The position the match was set up from (see ``State.to_position``), if any."""

    @classmethod
    def from_state(cls, state: State[Any, Any, Any], players: list[str] | None = None) -> Record:
        """The record of a match so far."""
        names = players or [f"seat {i}" for i in range(state.num_players)]
        result: dict[str, Any] = {
            "finished": state.is_terminal(),
            "hands": len(state.decks),
            "standings": to_jsonable(state.standings()),
        }
        if state.is_terminal():
            result["winners"] = state.winners()
        return cls(
            game=state.family_id,
            variant=state.variant,
            players=list(names),
            options=dict(to_jsonable(state.options)),
            seed=state.seed,
            decks=[format_cards(d).split() for d in state.decks],
            actions=[str(a) for a in state.history if not isinstance(a, ChanceOutcome)],
            result=result,
            position=state.start_position,
        )

    def to_dict(self) -> dict[str, Any]:
        """The record as JSON-ready data."""
        extra = {} if self.position is None else {"position": self.position}
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "variant": self.variant,
            "options": self.options,
            "players": self.players,
            "seed": self.seed,
            "decks": self.decks,
            "actions": self.actions,
            "result": self.result,
            **extra,
        }

    def to_json(self) -> str:
        """The record as JSON text."""
        return json.dumps(self.to_dict(), indent=1, ensure_ascii=False)

    def save(self, path: str | Path) -> None:
        """Write the record to a file atomically: a temporary file in the same directory,
        flushed to disk, then renamed over the target, so that a crash never leaves half
        a record (the old file stays whole until the rename).
        """
        target = Path(path)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(self.to_json() + "\n")
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp_name, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
            raise

    @classmethod
    def from_json(cls, text: str) -> Record:
        """Parse a record; raise :class:`RecordError` saying what is wrong."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise RecordError(f"record is not valid JSON: {err}") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a record file."""
        try:
            data = Path(path).read_bytes()
        except OSError as err:
            raise RecordError(f"cannot read record {str(path)!r}: {err.strerror}") from None
        if len(data) > MAX_RECORD_BYTES:
            raise RecordError(
                f"record {str(path)!r} is {len(data):,} bytes; a record is at most "
                f"{MAX_RECORD_BYTES:,}"
            )
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError(
                f"record {str(path)!r} is not UTF-8 text (a binary file, or text in another "
                "encoding such as UTF-16); records are UTF-8 JSON"
            ) from None
        return cls.from_json(text.removeprefix("\ufeff"))

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Validate and build a record from parsed JSON."""
        if not isinstance(data, dict):
            raise RecordError("record must be a JSON object")
        if data.get("format", FORMAT) != FORMAT:
            raise RecordError(f"record format {data.get('format')!r} is not {FORMAT!r}")
        if data.get("version", VERSION) != VERSION:
            raise RecordError(f"record version {data.get('version')!r} is not supported")
        expect: dict[str, type | tuple[type, ...]] = {
            "game": str,
            "variant": str,
            "players": list,
            "options": dict,
            "decks": list,
            "actions": list,
            "result": dict,
        }
        for key, tp in expect.items():
            if key in ("game", "variant", "players") and key not in data:
                raise RecordError(f"record has no {key!r}")
            if key in data and not isinstance(data[key], tp):
                raise RecordError(f"record field {key!r} has the wrong type: {data[key]!r}")
        seed = data.get("seed")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError(f"record seed {seed!r} is not a whole number")
        for i, deck in enumerate(data.get("decks", [])):
            if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
                raise RecordError(f"record deck {i} is not a list of card texts")
        if not all(isinstance(a, str) for a in data.get("actions", [])):
            raise RecordError("record actions must all be text")
        if not all(isinstance(p, str) for p in data["players"]):
            raise RecordError("record players must all be text")
        position = data.get("position")
        if position is not None and not isinstance(position, str):
            raise RecordError(f"record position {position!r} is not text")
        return cls(
            game=data["game"],
            variant=data["variant"],
            players=list(data["players"]),
            options=dict(data.get("options", {})),
            seed=seed,
            decks=[list(d) for d in data.get("decks", [])],
            actions=list(data.get("actions", [])),
            result=dict(data.get("result", {})),
            position=position,
        )


def replay(
    record: Record,
    *,
    on_action: Callable[[State[Any, Any, Any], int, list[Event]], None] | None = None,
) -> State[Any, Any, Any]:
    """Replay a record, checking every action; return the final state.

    ``on_action(state, index, events)`` is called after each action.  Raises
    :class:`RecordError` naming the action index (1-based), the action text
    and the rule it breaks.
    """
    try:
        fam, _ = find_variant(record.variant)
    except GameError as err:
        raise RecordError(f"record variant: {err}") from None
    if fam.id != record.game:
        raise RecordError(f"record variant {record.variant!r} is not a {record.game!r} game")
    try:
        decks = [parse_cards(d) for d in record.decks]
        if record.position is not None:
            state = from_position(record.position, seed=record.seed, decks=decks)
            if (
                state.num_players != len(record.players)
                or state.variant != find_variant(record.variant)[1].name
            ):
                raise RecordError("record position is not of the record's variant and players")
        else:
            state = make(
                record.variant,
                len(record.players),
                seed=record.seed,
                options=record.options,
                decks=decks,
            )
    except GameError as err:
        raise RecordError(f"record cannot start: {err}") from None
    for i, text in enumerate(record.actions, start=1):
        try:
            events = state.apply_text(text)
        except GameError as err:
            raise RecordError(f"action {i} {text!r} refused: {err}") from None
        if on_action is not None:
            on_action(state, i, events)
    if len(state.decks) < len(record.decks):
        raise RecordError(
            f"record lists {len(record.decks)} deck orders but its actions deal only "
            f"{len(state.decks)} hand{'' if len(state.decks) == 1 else 's'}"
        )
    for i, (dealt, given) in enumerate(zip(state.decks, record.decks, strict=False)):
        if format_cards(dealt).split() != given:
            raise RecordError(f"record deck {i} is not a full deck order for this pack")
    return state
