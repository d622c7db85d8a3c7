"""``pantsdown replay FILE``: re-play a record, check every action, print the standings.

A record that breaks a rule is refused with the action's index, the action
and the rule (exit status 1).  ``--json`` prints the per-hand results and the
final standings as JSON.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from pantsdown.cli.main import UsageError
from pantsdown.cli.render import render_standings, renderer_for
from pantsdown.cli.style import Style, option_text
from pantsdown.core.cards import format_cards
from pantsdown.core.errors import GameError, RecordError
from pantsdown.core.protocol import Event, HandResult, State, to_jsonable
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import find_variant

__all__ = ["replay_summary", "run_replay"]


def replay_summary(
    record: Record, *, on_event: Callable[[int, Event], None] | None = None
) -> tuple[State[Any, Any, Any], dict[str, Any]]:
    """Replay ``record``; return the final state and a summary (per-hand results, standings).

    Each hand's result and each standing is the engine's data with its words beside it
    (``reason`` and ``summary`` of a hand, ``label`` of a standing), from the family's
    prose.  Raises :class:`RecordError` if the record is broken.
    """
    hands: list[HandResult] = []

    def on_action(state: State[Any, Any, Any], index: int, events: list[Event]) -> None:
        if on_event is not None:
            for event in events:
                on_event(index, event)
        result = state.hand_result()
        if result is not None and (not hands or hands[-1].hand_number != result.hand_number):
            hands.append(result)

    state = replay(record, on_action=on_action)
    fam = find_variant(record.variant)[0]
    standings = to_jsonable(state.standings())
    for row, standing in zip(standings, state.standings(), strict=True):
        row["label"] = fam.standing_words(standing)
    summary: dict[str, Any] = {
        "game": record.game,
        "variant": record.variant,
        "players": list(record.players),
        "options": dict(record.options),
        "seed": record.seed,
        "actions": len(record.actions),
        "finished": state.is_terminal(),
        "hands": [_hand_json(h, fam.hand_words(h, state.rules)) for h in hands],
        "standings": standings,
        "winners": state.winners() if state.is_terminal() else [],
    }
    stored = record.result.get("standings")
    summary["differences"] = [] if stored is None else _differences(stored, summary["standings"])
    summary["matches_stored_result"] = not summary["differences"]
    return state, summary


def _hand_json(result: HandResult, words: tuple[str, str]) -> dict[str, Any]:
    data: dict[str, Any] = to_jsonable(result)
    data["reason"], data["summary"] = words
    return data


_WORDS = frozenset({"label"})
"""Keys of a stored standing that are words, not data (records written before standings
were data stored a ``label``): left out of the comparison."""


def _differences(stored: Any, replayed: list[dict[str, Any]]) -> list[str]:
    """What the record's stored standings say that its replay does not, one line each:
    every data key a stored standing has must hold the replay's value.
    """
    if not isinstance(stored, list) or len(stored) != len(replayed):
        return [f"the record stores {_quote(stored)} as standings, the replay gives {replayed}"]
    out = []
    for seat, (was, now) in enumerate(zip(stored, replayed, strict=True)):
        if not isinstance(was, dict) or any(
            key not in _WORDS and now.get(key) != value for key, value in was.items()
        ):
            shown = {k: v for k, v in now.items() if k not in _WORDS}
            out.append(f"seat {seat}: the record says {_quote(was)}, the replay gives {shown}")
    return out


def _quote(value: Any) -> str:
    if isinstance(value, dict):
        value = {k: v for k, v in value.items() if k not in _WORDS}
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def run_step(record: Record, args: argparse.Namespace, console: Console, style: Style) -> int:
    """``replay --step``: the table after every move, as seat ``--seat`` saw it.

    Enter shows the next move, ``n`` skips to the next hand, ``q`` stops.  With
    ``--open`` every hand is shown face up as well (for reviewing a match).
    """
    players = len(record.players)
    if not 0 <= args.seat < players:
        raise UsageError(f"--seat {args.seat}: the match has seats 0 to {players - 1}")
    fam, _ = find_variant(record.variant)
    render = renderer_for(fam.id)
    seat = args.seat
    skip_to = [-1]  # a hand number to skip to (``n``), or -1
    stopped = [False]

    def show(state: State[Any, Any, Any], index: int, events: list[Event]) -> None:
        if stopped[0] or state.hand_number < skip_to[0]:
            return
        seen = [e for e in (state.redact(e, seat) for e in events) if e is not None]
        console.print(Text(f"— move {index}: {record.actions[index - 1]}", style="bold"))
        for event in seen:
            console.print(Text("  ").append_text(style.rich_text(fam.describe_event(event))))
        console.print(render(state.view(seat), style))
        if args.open:
            hands = getattr(state, "hands", None)
            for other, cards in enumerate(hands or []):
                line = f"seat {other} holds {format_cards(sorted(cards)) or 'nothing'}"
                console.print(Text("  ").append_text(style.rich_text(line)))
        try:
            answer = input("Enter: next move · n: next hand · q: stop > ").strip().lower()
        except EOFError:
            answer = ""
        if answer == "q":
            stopped[0] = True
        elif answer == "n":
            skip_to[0] = state.hand_number + 1

    replay(record, on_action=show)  # after ``q`` it goes on checking, silently
    return 0


def run_replay(args: argparse.Namespace, console: Console) -> int:
    """``pantsdown replay``."""
    err = Console(stderr=True, highlight=False, markup=False, emoji=False, no_color=True)
    color = console.color_system is not None and not console.no_color
    style = Style(suits=args.suits, color=color)
    try:
        record = Record.load(args.record)
        names = tuple(_seat_name(p) for p in record.players)
        style = Style(suits=args.suits, color=style.color, seat_names=names)
        if getattr(args, "step", False):
            return run_step(record, args, console, style)

        def show(index: int, event: Event) -> None:
            line = style.rich_text(find_variant(record.variant)[0].describe_event(event))
            console.print(Text(f"{index:>4}  ").append_text(line))

        state, summary = replay_summary(
            record, on_event=show if args.events and not args.json else None
        )
    except RecordError as e:
        err.print(f"pantsdown replay: {args.record}: {e}", soft_wrap=True)
        return 1
    if args.json:
        console.print_json(json.dumps(summary, ensure_ascii=False))
        return _report_differences(summary, args.record, err)
    head = Text.assemble(
        (_title(record), "bold"),
        f" · {len(record.players)} players · seed {record.seed} · "
        f"{summary['actions']} action{'' if summary['actions'] == 1 else 's'} checked, all legal",
    )
    console.print(head)
    if record.options:
        opts = ", ".join(f"{k}={option_text(v)}" for k, v in record.options.items())
        console.print(f"options {opts}")
    table = Table(title="Hands", title_justify="left", header_style="bold")
    table.add_column("hand", justify="right")
    table.add_column("ended")
    table.add_column("lost")
    any_winners = any(h["winners"] for h in summary["hands"])
    if any_winners:
        table.add_column("won")
    for h in summary["hands"]:
        row: list[Text | str] = [
            str(h["hand_number"] + 1),
            style.rich_text(h["reason"]),
            style.seat_list(h["losers"]),
        ]
        if any_winners:
            row.append(style.seat_list(h["winners"]))
        table.add_row(*row)
    if summary["hands"]:
        console.print(table)
    title = "Final standings" if state.is_terminal() else "Standings (the match was not finished)"
    console.print(render_standings(state.standings(), style, title=title, rules=state.rules))
    if state.is_terminal():
        winners = ", ".join(style.seat_name(w) for w in state.winners()) or "nobody"
        console.print(Text(f"Winner: {winners}", style="bold"))
    return _report_differences(summary, args.record, err)


def _report_differences(summary: dict[str, Any], path: str, err: Console) -> int:
    """Exit status 1, with the differences named, when the stored result is not the replay's."""
    if summary["matches_stored_result"]:
        return 0
    err.print(
        f"pantsdown replay: {path}: the result stored in the record differs from what its "
        "actions give:",
        soft_wrap=True,
    )
    for line in summary["differences"]:
        err.print(f"  {line}", soft_wrap=True)
    return 1


def _title(record: Record) -> str:
    try:
        _, var = find_variant(record.variant)
    except GameError:
        return record.variant
    return var.title


def _seat_name(label: str) -> str:
    """A recorded player label as a short seat name: ``bot:heuristic`` → ``bot``."""
    kind = label.removeprefix("bot:")
    if kind == label:
        return label
    return "bot" if kind == "heuristic" else kind
