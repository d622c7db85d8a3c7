"""``pantsdown play``: a whole match in the terminal, against bots or watching them.

Only views cross to the people and the bots: a person at the terminal sees
``state.view(seat)`` and the events redacted for their seat; a bot gets
``state.view(seat)`` and the legal actions.  The client never shows the state.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.columns import Columns
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from pantsdown.bots.base import Bot, RandomBot, make_bot
from pantsdown.bots.levels import ExpertBot
from pantsdown.cli.main import UsageError
from pantsdown.cli.render import hand_result_renderer_for, render_standings, renderer_for
from pantsdown.cli.rulesets import resolve
from pantsdown.cli.style import Style, option_text
from pantsdown.cli.typed import action_cards, match_typed_cards, typed_cards
from pantsdown.core.cards import Card, parse_cards
from pantsdown.core.errors import DeckError, GameError, IllegalActionError, OptionError
from pantsdown.core.protocol import Action, Event, GameFamily, State, Variant
from pantsdown.core.records import Record, replay
from pantsdown.core.registry import find_variant, from_position, make

__all__ = [
    "SEAT_KINDS",
    "Seat",
    "TerminalMatch",
    "parse_deck",
    "parse_options",
    "parse_seats",
    "run_play",
    "wrap_log_line",
]

SEAT_KINDS = {
    "you": "human",
    "human": "human",
    "me": "human",
    "bot": "heuristic",
    "heuristic": "heuristic",
    "random": "random",
    "easy": "easy",
    "medium": "medium",
    "hard": "hard",
    "expert": "expert",
}
"""What ``--seats`` and ``--bot`` accept, and the kind each word means (the bot kinds
and difficulty levels of :data:`pantsdown.bots.base.BOT_KINDS`)."""

_KIND_WORDS = "you/human, bot/heuristic, random, easy, medium, hard or expert"

LOG_INDENT = 2
"""Log lines start this far in; a long line's wrapped part goes two columns further."""

MAX_INPUT = 200
"""The longest line read as an action (longer ones are refused, quoted shortened)."""
_QUIT = {"q", "quit", "exit", "leave"}


def _shorten(text: str, limit: int = 60) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis, for quoting it back."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


_HELP = {"?", "h", "help"}
_TABLE = {"t", "table", "look"}


@dataclass
class Seat:
    """Who sits in one seat: a person at this terminal or a bot."""

    kind: str
    """``human``, or a bot kind: ``heuristic``, ``random``, ``easy`` … ``expert``."""
    bot: Bot | None = None
    """The bot playing this seat (``None`` for a person)."""

    @property
    def is_human(self) -> bool:
        """A person at this terminal plays the seat."""
        return self.kind == "human"

    @property
    def label(self) -> str:
        """The seat as recorded: ``you`` or ``bot:heuristic``."""
        return "you" if self.is_human else f"bot:{self.kind}"

    @property
    def name(self) -> str:
        """The seat's name at the table: ``you``, ``bot``, ``random``, ``expert`` …"""
        if self.is_human:
            return "you"
        return "bot" if self.kind == "heuristic" else self.kind


def parse_seats(spec: str | None, players: int | None, default_bot: str, var: Variant) -> list[str]:
    """The kind of each seat from ``--seats``, ``--players`` and ``--bot``.

    >>> from pantsdown.core.protocol import Variant
    >>> v = Variant(name="x", title="X", rules=None, min_players=2, max_players=5)
    >>> parse_seats("you, bot,random", None, "heuristic", v)
    ['human', 'heuristic', 'random']
    >>> parse_seats(None, 3, "random", v)
    ['human', 'random', 'random']
    """
    bot_kind = SEAT_KINDS.get(default_bot.strip().lower())
    if bot_kind is None or bot_kind == "human":
        raise UsageError(
            f"--bot {default_bot!r}: choose heuristic, random, easy, medium, hard or expert"
        )
    if spec is not None:
        words = [w.strip() for w in spec.split(",")]
        kinds = []
        for w in words:
            kind = SEAT_KINDS.get(w.lower())
            if kind is None:
                raise UsageError(f"--seats {spec!r}: {w!r} is not a seat kind; use {_KIND_WORDS}")
            kinds.append(kind)
        if players is not None and players != len(kinds):
            raise UsageError(f"--players {players} but --seats {spec!r} names {len(kinds)} seats")
    else:
        n = var.default_players if players is None else players
        if not var.min_players <= n <= var.max_players:
            raise UsageError(
                f"--players {n}: {var.title} is for {var.min_players} to {var.max_players} players"
            )
        kinds = ["human"] + [bot_kind] * (n - 1)
    n = len(kinds)
    if not var.min_players <= n <= var.max_players:
        raise UsageError(
            f"{var.title} is for {var.min_players} to {var.max_players} players, not {n}"
        )
    return kinds


def parse_options(items: Sequence[str]) -> dict[str, str]:
    """``["a=1", "b=no"]`` → ``{"a": "1", "b": "no"}``; raises on a missing ``=``.

    >>> parse_options(["three_of_a_kind=false", "starting-chips = 4"])
    {'three_of_a_kind': 'false', 'starting-chips': '4'}
    """
    out: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise UsageError(f"--option {item!r}: write NAME=VALUE, e.g. starting_chips=4")
        out[name.strip()] = value.strip()
    return out


def parse_deck(text: str, style: Style) -> list[Card]:
    """The cards of a ``--deck`` (German card marks allowed with ``--suits german``)."""
    try:
        return parse_cards(style.to_notation(text))
    except DeckError as err:
        raise UsageError(f"--deck {text!r}: {err}") from None


class TerminalMatch:
    """One match played at this terminal: people prompted, bots asked, events told."""

    def __init__(
        self,
        state: State[Any, Any, Any],
        family: GameFamily,
        variant: Variant,
        seats: list[Seat],
        console: Console,
        style: Style,
        *,
        record_path: str | None = None,
        delay: float = 0.0,
        hints: Bot | None = None,
    ) -> None:
        self.state = state
        self.family = family
        self.variant = variant
        self.seats = seats
        self.console = console
        self.style = style
        self.record_path = record_path
        self.delay = delay
        self.hints = hints
        """The bot whose ranking of the legal actions a person sees at their turn
        (``--hints``), computed from that person's view only."""
        humans = [i for i, s in enumerate(seats) if s.is_human]
        self.humans = humans
        # The seat whose eyes the terminal uses; several people share only public events.
        self.viewer = humans[0] if len(humans) == 1 else (0 if not humans else -1)
        self.render = renderer_for(family.id)
        self.results_shown = -1
        self.events_shown = 0
        self.out_told: set[int] = set()
        self._hand_numbers: list[object] = []
        self.last_human = -1

    # -- the loop -------------------------------------------------------------

    def run(self) -> int:
        """Play to the end of the match (or until the person leaves)."""
        state = self.state
        self.intro()
        try:
            self.catch_up()  # events of the first deal (a hand may even end there)
            if not self.humans:
                self.show_view(self.viewer)
            while not state.is_terminal():
                seat = state.current_player()
                if not 0 <= seat < len(self.seats):
                    raise GameError(f"the match is waiting on seat {seat}, which nobody plays")
                if self.seats[seat].is_human:
                    action = self.ask(seat)
                    if action is None:
                        return self.leave("You left the match.")
                    self.play(seat, action, reason="")
                else:
                    bot = self.seats[seat].bot
                    assert bot is not None
                    action = bot.choose(state.view(seat), list(state.legal_actions()))
                    try:
                        self.play(seat, action, reason=bot.reason)
                    except GameError as err:
                        self.save()
                        self.console.print(
                            Text(
                                f"Internal error: the bot in seat {seat} chose {str(action)!r}: "
                                f"{err}",
                                style="bold red" if self.style.color else "",
                            )
                        )
                        return 1
                    if self.delay > 0:
                        time.sleep(self.delay)
        except KeyboardInterrupt:
            self.leave("Interrupted.")
            return 130
        except EOFError:
            return self.leave("End of input: you left the match.")
        except BaseException:
            self.save()
            raise
        self.finish()
        return 0

    def play(self, seat: int, action: Action, *, reason: str) -> None:
        """Apply one action and tell what happened (and why, for a bot)."""
        hand_before = self.state.view(max(self.viewer, 0)).hand_number
        self.state.apply(action, seat=seat)
        lines = [self.style.rich_text(self.family.describe_event(e)) for e in self.new_events()]
        if not lines:
            if self.humans and not self.seats[seat].is_human:
                lines = [Text.assemble(self.style.seat_ref(seat), " moved")]
            else:
                lines = [Text.assemble(self.style.seat_ref(seat), ": ", str(action))]
        if reason and seat == self.viewer:
            # a bot's reasoning names what its seat holds: only that seat's chair sees it
            lines[0].append(f"  ({reason})", style="dim italic" if self.style.color else "")
        self.tell(lines)
        if not self.humans and not self.state.is_terminal():
            view = self.state.view(self.viewer)
            if self.delay > 0 or view.hand_number != hand_before:
                self.show_view(self.viewer)

    def catch_up(self) -> None:
        """Tell the events not yet told (those of the first deal), and a hand's result."""
        self.tell([self.style.rich_text(self.family.describe_event(e)) for e in self.new_events()])

    def new_events(self) -> list[Event]:
        """The events since the last told, as the viewer may see them."""
        events = self.state.events_for(self.viewer, self.events_shown)
        self._hand_numbers = [getattr(e, "hand_number", None) for e in events]
        self.events_shown = len(self.state.events)
        return events

    def tell(self, lines: list[Text]) -> None:
        """Print the lines of the new events; a finished hand's result goes where it ended.

        That is before the next hand's deal, recognised by an event whose
        ``hand_number`` is past the finished hand.
        """
        result = self.state.hand_result()
        if result is None or result.hand_number <= self.results_shown:
            result = None
        split = len(lines)
        if result is not None:
            for i, number in enumerate(self._hand_numbers[: len(lines)]):
                if isinstance(number, int) and number > result.hand_number:
                    split = i
                    break
        for line in lines[:split]:
            self.say(line)
        if result is not None:
            self.results_shown = result.hand_number
            draw = hand_result_renderer_for(self.family.id)
            self.console.print(
                draw(
                    result,
                    self.style,
                    self.state.num_players,
                    self.state.standings(),
                    self.state.rules,
                )
            )
            self.save()
            self.note_people_out()
        for line in lines[split:]:
            self.say(line)

    def say(self, line: Text) -> None:
        """Print one log line, indented, its wrapped part kept indented (a hanging indent)."""
        for part in wrap_log_line(line, self.console):
            self.console.print(part, no_wrap=True, overflow="ignore")

    def note_people_out(self) -> None:
        """Tell a person once that they are out and the bots play on."""
        if self.state.is_terminal():
            return
        for standing in self.state.standings():
            seat = standing.seat
            if standing.is_out and seat in self.humans and seat not in self.out_told:
                self.out_told.add(seat)
                self.console.print(
                    Text(
                        f"{self.style.seat_name(seat)} is out; the bots play on (Ctrl-C leaves).",
                        style="bold",
                    )
                )

    # -- people -----------------------------------------------------------------

    def intro(self) -> None:
        """The match's heading: game, seats, seed, and how to play."""
        state = self.state
        who = ", ".join(
            f"{i}: {s.name if not s.is_human or len(self.humans) == 1 else 'person'}"
            for i, s in enumerate(self.seats)
        )
        lines = [
            Text.assemble((self.variant.title, "bold"), f" · {state.num_players} players"),
            Text(f"seats {who} · seed {state.seed}"),
        ]
        if state.options:
            opts = ", ".join(f"{k}={option_text(v)}" for k, v in state.options.items())
            lines.append(Text(f"options {opts}"))
        if self.variant.provisional:
            lines.append(Text(f"provisional: {self.variant.provisional}", style="yellow"))
        if self.style.legend():
            lines.append(Text(self.style.legend()))
        if self.humans:
            lines.append(
                Text(
                    "On your turn type the action's number or its notation; "
                    "'?' help, 't' table, 'q' leave.",
                    style="dim",
                )
            )
        else:
            lines.append(Text("Watching the bots; Ctrl-C leaves.", style="dim"))
        self.console.print(Panel(Text("\n").join(lines), expand=False))

    def show_view(self, seat: int) -> None:
        """Draw the table as ``seat`` sees it."""
        view = self.state.view(max(seat, 0))
        try:
            drawing = self.render(view, self.style)
        except Exception as err:  # a drawing bug must not end the match: show the raw view
            self.console.print(Text(f"(cannot draw the table: {type(err).__name__}: {err})"))
            self.console.print(Text(repr(view)))
            return
        self.console.print(drawing)

    def show_actions(self, legal: Sequence[Action]) -> None:
        """The legal actions, numbered."""
        items = [
            Text.assemble((f"{i:>2} ", "bold" if self.style.color else ""), self.action_text(a))
            for i, a in enumerate(legal, start=1)
        ]
        self.console.print(Columns(items, padding=(0, 3), column_first=True))

    def show_hints(self, seat: int, legal: Sequence[Action]) -> None:
        """With ``--hints``: the legal actions ranked by the hint bot, with its estimates.

        The bot is given ``seat``'s own view, as any bot is: nothing it says rests on
        a card that seat cannot see.
        """
        if self.hints is None or len(legal) < 2:
            return
        self.hints.choose(self.state.view(seat), legal)
        explanation = self.hints.explanation
        if explanation is None:
            return
        number = {str(a): i for i, a in enumerate(legal, start=1)}
        dim = "dim" if self.style.color else ""
        self.console.print(
            Text(
                f"Hints ({self.hints.name} bot, {explanation.worlds} imagined deals; "
                "value -1 worst to +1 best):",
                style=dim,
            )
        )
        for alt in explanation.alternatives[:8]:
            value = f"{alt.value:+.2f}" if alt.visits else "  n/a"  # not searched
            line = Text(f"  {value}  {number.get(str(alt.action), 0):>2} ")
            line.append_text(self.action_text(alt.action))
            self.console.print(line)
        if len(explanation.alternatives) > 8:
            self.console.print(Text(f"  … and {len(explanation.alternatives) - 8} more", style=dim))

    def action_text(self, action: Action) -> Text:
        """An action's notation, its cards drawn in the chosen suits."""
        return self.style.rich_text(str(action), typed=True)

    def handover(self, seat: int) -> None:
        """With several people at one terminal, hide the screen between their turns."""
        if len(self.humans) > 1 and seat != self.last_human:
            self.wipe()  # before the prompt: the next person must not see this hand
            self.console.input(
                f"{self.style.seat_name(seat)}: your turn. Press Enter. ", markup=False
            )
            self.wipe()
        self.last_human = seat

    def wipe(self) -> None:
        """Clear the screen and the terminal's scrollback (only on a real terminal)."""
        if self.console.is_terminal:
            self.console.file.write("\x1b[H\x1b[2J\x1b[3J")
            self.console.file.flush()

    def ask(self, seat: int) -> Action | None:
        """Prompt the person in ``seat`` until they give a legal action (``None``: they leave)."""
        self.handover(seat)
        legal: list[Action] = list(self.state.legal_actions())
        self.show_view(seat)
        self.show_actions(legal)
        self.show_hints(seat, legal)
        by_text = {str(a).strip().lower(): a for a in legal}
        while True:
            raw = input(self.prompt(seat))
            if not sys.stdin.isatty():  # echo scripted input so transcripts read well
                self.console.print(_shorten(raw.rstrip("\n")), highlight=False)
            text = raw.strip()
            low = text.lower()
            if not text:
                if len(legal) == 1:
                    return legal[0]
                self.console.print(
                    f"Type an action's number (1 to {len(legal)}) or its notation; "
                    "'?' explains, 'q' leaves."
                )
                continue
            if len(text) > MAX_INPUT:
                self.refuse(
                    text,
                    f"that line has {len(text):,} characters; an action is at most {MAX_INPUT}",
                )
                continue
            if low in _QUIT:
                return None
            if low in _HELP:
                self.help(legal, seat)
                continue
            if low in _TABLE:
                self.show_view(seat)
                self.show_actions(legal)
                continue
            if text.isdecimal():
                k = int(text) if text.isascii() and len(text) <= 6 else 0
                if 1 <= k <= len(legal):
                    return legal[k - 1]
                self.refuse(text, f"there is no action {text}: choose 1 to {len(legal)}")
                continue
            notation = self.style.to_notation(text)
            if notation.strip().lower() in by_text:
                return by_text[notation.strip().lower()]
            try:
                action: Action = self.state.parse_action(notation)
                self.state.check(action, seat=seat)
            except GameError as err:
                found = match_typed_cards(notation, legal, self.hand_of(seat))
                if len(found) == 1:
                    return found[0]
                if found:
                    names = ", ".join(repr(str(a)) for a in found[:6])
                    self.refuse(
                        text,
                        f"those cards fit {len(found)} actions ({names}); "
                        "type the one you mean, or its number",
                    )
                else:
                    self.refuse(text, self.why_not_cards(notation, err.message, legal, seat))
                continue
            except Exception as err:  # a game's parser should raise GameError; stay up anyway
                self.refuse(text, f"not understood ({type(err).__name__}: {err})")
                continue
            return action

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, as its own view shows them (empty if it shows none)."""
        hand = getattr(self.state.view(seat), "hand", ())
        return tuple(c for c in hand if isinstance(c, Card))

    def why_not_cards(self, notation: str, reason: str, legal: Sequence[Action], seat: int) -> str:
        """Why typed cards fit no legal action: the rule that refuses them as the first
        kind of card-moving action of this moment (``play``, ``down``, ``swap``), or
        ``reason`` (the parser's) when no cards alone were typed.
        """
        typed = typed_cards(notation)
        if typed is None or typed[1]:
            return reason
        cards = " ".join(str(c) for c in typed[0])
        most: dict[str, int] = {}
        for a in legal:
            count = sum(action_cards(a).values())
            if count:
                verb = str(a).split()[0]
                most[verb] = max(most.get(verb, 0), count)
        errors: list[GameError] = []
        for verb, count in most.items():
            if count < len(typed[0]):
                continue  # this kind of action never moves that many cards now
            try:
                self.state.check(self.state.parse_action(f"{verb} {cards}"), seat=seat)
            except GameError as err:
                errors.append(err)
        if not errors:
            return reason
        best = next((e for e in errors if isinstance(e, IllegalActionError)), errors[0])
        return f"no action of yours moves just those cards: {best.message}"

    def prompt(self, seat: int) -> str:
        """The input prompt (given to :func:`input` itself, so line editing knows it)."""
        text = f"{self.style.seat_name(seat)} > "
        if self.style.color and sys.stdin.isatty():
            return f"\001\033[1m\002{text}\001\033[0m\002"
        return text

    def refuse(self, text: str, reason: str) -> None:
        """Say why an input was not played; nothing changed."""
        self.console.print(
            Text.assemble(
                ("✗ ", "bold red" if self.style.color else ""),
                f"{_shorten(text)!r} not played: ",
                reason,
            )
        )

    def help(self, legal: Sequence[Action], seat: int) -> None:
        """What each legal action does now (the family's words), then how to type one."""
        view = self.state.view(seat)
        lines = self.family.explain_actions(view, legal)
        if lines:
            self.console.print(
                Text("What you can do now:", style="bold" if self.style.color else "")
            )
            items = Table.grid(padding=(0, 1))
            items.add_column(no_wrap=True)
            items.add_column()
            for line in lines:
                items.add_row("  •", self.style.rich_text(line))
            self.console.print(items)
        example = str(legal[0]) if legal else "…"
        carded = next((a for a in legal if len(action_cards(a)) > 1), None)
        cards_hint = ""
        if carded is not None:
            shown = " ".join(str(c) for c in reversed(list(action_cards(carded).elements())))
            cards_hint = f"An action that moves cards may be typed as its cards alone: {shown!r}.\n"
        self.console.print(
            Text(
                f"Type an action's number (1 to {len(legal)}) or its notation, e.g. {example!r}.\n"
                + cards_hint
                + "Cards are typed rank then suit letter"
                + (
                    " (e Acorns, g Leaves, r Hearts, b Bells): Sr, 10e, Ob.\n"
                    if self.style.suits == "german"
                    else ": Ah, 10d, Kc, 7s.\n"
                )
                + "Empty input plays the only action when there is just one.\n"
                "'t' shows the table again, 'q' leaves the match"
                + (" (the record is saved)." if self.record_path else ".")
            )
        )
        if self.style.legend():
            self.console.print(self.style.legend())

    # -- the end ----------------------------------------------------------------

    def finish(self) -> None:
        """The match is over: the final standings and the winners."""
        winners = self.state.winners()
        names = ", ".join(self.style.seat_name(w) for w in winners) or "nobody"
        verb = "wins" if len(winners) == 1 else "win"
        self.console.print(
            render_standings(
                self.state.standings(),
                self.style,
                title="Final standings",
                rules=self.state.rules,
            )
        )
        self.console.print(Text(f"Match over: {names} {verb}.", style="bold"))
        self.save(announce=True)

    def leave(self, message: str) -> int:
        """Leave before the end: the standings so far, the record saved."""
        self.console.print()
        self.console.print(Text(message, style="bold"))
        self.console.print(
            render_standings(
                self.state.standings(),
                self.style,
                title="Standings so far",
                rules=self.state.rules,
            )
        )
        self.save(announce=True)
        return 0

    def save(self, *, announce: bool = False) -> None:
        """Write the record so far (if ``--record`` was given)."""
        if not self.record_path:
            return
        record = Record.from_state(self.state, players=[s.label for s in self.seats])
        record.save(self.record_path)
        if announce:
            self.console.print(
                f"Record saved to {self.record_path} ({len(record.actions)} actions); "
                f"`pantsdown replay {self.record_path}` replays it."
            )


def wrap_log_line(line: Text, console: Console) -> list[Text]:
    """``line`` as printed lines at ``console.width``: the first ``LOG_INDENT`` columns in,
    the wrapped part two columns further, so a long line still reads as one entry.
    """
    width = console.width
    first = line.wrap(console, max(width - LOG_INDENT, 10))[0]
    out = [Text(" " * LOG_INDENT).append_text(first)]
    rest = line[len(first.plain) :]
    rest = rest[len(rest.plain) - len(rest.plain.lstrip(" ")) :]
    if rest.plain:
        for part in rest.wrap(console, max(width - LOG_INDENT - 2, 10)):
            out.append(Text(" " * (LOG_INDENT + 2)).append_text(part))
    for text in out:
        text.rstrip()
    return out


def _make_bots(kinds: list[str], family_id: str, seed: int, console: Console) -> list[Seat]:
    seats = []
    warned = False
    for i, kind in enumerate(kinds):
        if kind == "human":
            seats.append(Seat(kind))
            continue
        bot_seed = seed * 1000 + i
        try:
            bot = make_bot(kind, family_id, seed=bot_seed)
        except OptionError as err:
            if not warned:
                console.print(Text(f"Note: {err}; random bots play instead.", style="yellow"))
                warned = True
            bot, kind = RandomBot(bot_seed), "random"
        seats.append(Seat(kind, bot))
    return seats


def _from_position_arg(
    text: str, var: Variant, seed: int, decks: list[list[Card]]
) -> State[Any, Any, Any]:
    """The state of ``--position TEXT`` (or ``@FILE``), which must be of ``var``."""
    if text.startswith("@"):
        try:
            text = Path(text[1:]).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise UsageError(f"--position {text!r}: cannot read it ({err})") from None
    try:
        state = from_position(text, seed=seed, decks=decks)
    except GameError as err:
        raise UsageError(f"--position: {err}") from None
    if state.variant != var.name:
        raise UsageError(f"--position is a {state.variant!r} position, not {var.name!r}")
    return state


def check_record_path(path: str, *, force: bool) -> None:
    """Refuse a ``--record`` path that could not be written, before any play.

    An existing file is replaced only with ``--force`` (the record is written
    atomically, so the old file stays whole until the new one is complete).
    """
    target = Path(path)
    parent = target.parent
    if target.is_dir():
        raise UsageError(f"--record {path!r}: is a directory; name a file")
    if not parent.is_dir():
        raise UsageError(f"--record {path!r}: the directory {str(parent)!r} does not exist")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(f"--record {path!r}: cannot write in the directory {str(parent)!r}")
    if target.exists():
        if not force:
            raise UsageError(
                f"--record {path!r}: the file exists; add --force to replace it, "
                "or name another file"
            )
        if not os.access(target, os.W_OK):
            raise UsageError(f"--record {path!r}: the file is not writable")


def _kind_of_label(label: str, path: str) -> str:
    """A recorded seat label (``you``, ``bot:heuristic``) as a seat kind."""
    kind = SEAT_KINDS.get(label.removeprefix("bot:").strip().lower())
    if kind is None:
        raise UsageError(f"--resume {path!r}: the record's seat {label!r} is not a seat kind")
    return kind


def resume_match(args: argparse.Namespace, console: Console) -> TerminalMatch:
    """``play --resume FILE``: replay the record, then go on with the same seats."""
    path = args.resume
    for flag in ("position", "deck", "option", "seats", "players"):
        if getattr(args, flag, None):
            raise UsageError(f"--resume and --{flag}: a resumed match keeps its own")
    record = Record.load(path)
    state = replay(record)
    if state.is_terminal():
        raise UsageError(f"--resume {path!r}: that match is over; `pantsdown replay` shows it")
    fam, var = find_variant(record.variant)
    if args.game and resolve(args.game)[1] is not var:
        raise UsageError(f"--resume {path!r} is a {var.name!r} match, not {args.game!r}")
    kinds = [_kind_of_label(p, path) for p in record.players]
    seed = record.seed if record.seed is not None else 0
    if args.record and args.record != path:
        check_record_path(args.record, force=bool(args.force))
    match = _terminal_match(args, console, state, fam, var, kinds, seed)
    match.record_path = args.record or path
    match.events_shown = state.hand_start  # tell the hand in progress, not the whole match
    return match


def build_match(args: argparse.Namespace, console: Console) -> TerminalMatch:
    """Everything ``play`` needs from its arguments; raises UsageError/GameError on bad input."""
    if getattr(args, "resume", None):
        return resume_match(args, console)
    if not args.game:
        raise UsageError("name a game to play (`pantsdown games` lists them), or --resume FILE")
    if args.record:
        check_record_path(args.record, force=bool(getattr(args, "force", False)))
    fam, var, saved, ruleset = resolve(args.game)
    color = console.color_system is not None and not console.no_color
    style_base = Style(suits=args.suits, color=color)
    kinds = parse_seats(args.seats, args.players, args.bot, var)
    options: dict[str, Any] = {**saved, **parse_options(args.option)}
    decks = [parse_deck(d, style_base) for d in args.deck]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 10**6)
    if getattr(args, "position", None):
        if options:
            what = f"saved rules {ruleset.name!r}" if ruleset else "--option"
            raise UsageError(f"{what} and --position: a position names its own options")
        state = _from_position_arg(args.position, var, seed, decks)
        if args.seats is None and args.players is None:
            kinds = parse_seats(None, state.num_players, args.bot, var)
        if len(kinds) != state.num_players:
            raise UsageError(
                f"--position is a {state.num_players}-player position, "
                f"but the seats name {len(kinds)}"
            )
    else:
        try:
            state = make(var.name, len(kinds), seed=seed, options=options, decks=decks)
        except DeckError as err:
            raise UsageError(f"--deck: {err}") from None
    return _terminal_match(args, console, state, fam, var, kinds, seed)


def _terminal_match(
    args: argparse.Namespace,
    console: Console,
    state: State[Any, Any, Any],
    fam: GameFamily,
    var: Variant,
    kinds: list[str],
    seed: int,
) -> TerminalMatch:
    if args.delay < 0:
        raise UsageError(f"--delay {args.delay}: must not be negative")
    color = console.color_system is not None and not console.no_color
    seats = _make_bots(kinds, fam.id, seed, console)
    humans = [i for i, s in enumerate(seats) if s.is_human]
    style = Style(
        suits=args.suits,
        color=color,
        seat_names=tuple(s.name if len(humans) < 2 or not s.is_human else "" for s in seats),
        viewer=humans[0] if len(humans) == 1 else None,
    )
    hints = None
    if getattr(args, "hints", False):
        try:
            hints = make_bot("expert", fam.id, seed=seed * 1000 + 999)
        except OptionError as err:
            raise UsageError(f"--hints needs the expert bot, and {err}") from None
        if isinstance(hints, ExpertBot):
            hints.search_everything = True  # a ranking at every decision, not only declarations
    return TerminalMatch(
        state,
        fam,
        var,
        seats,
        console,
        style,
        record_path=args.record,
        delay=args.delay,
        hints=hints,
    )


def run_play(args: argparse.Namespace, console: Console) -> int:
    """``pantsdown play``."""
    match = build_match(args, console)
    if match.humans and sys.stdin.isatty():
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401  (line editing and history for input())
    return match.run()
