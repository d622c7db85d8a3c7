"""The ``pantsdown`` command: argument parsing and the subcommands.

::

    pantsdown games                        # every game and variant
    pantsdown rules hosenabe               # the rules as implemented, every option
    pantsdown rules zwanzig -o X=Y --save "Oma's Zwanzig"   # a table's own rules
    pantsdown play schwimmen --players 4   # you in seat 0, bots in the others
    pantsdown replay match.json [--json]   # re-play a record, check it, print standings
    pantsdown tournament schwimmen --bot heuristic,random --matches 200 --out results/

Exit status: 0 done, 1 a record breaks a rule (or cannot be read), 2 bad
command-line arguments (one line on stderr, quoting the input), 130 Ctrl-C.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from rich.console import Console

from pantsdown import __version__, build_kind
from pantsdown.cli.style import SUIT_SYSTEMS
from pantsdown.core.errors import GameError

__all__ = ["UsageError", "build_parser", "main"]


class UsageError(Exception):
    """A bad command line: reported on one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line and raise :class:`UsageError`."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see `{self.prog} --help`)")


def build_parser() -> argparse.ArgumentParser:
    """The parser of the ``pantsdown`` command and its subcommands."""
    parser = _Parser(
        prog="pantsdown",
        description="Play the 'pants down' family of card games in the terminal.",
        epilog=(
            "examples:\n"
            "  pantsdown games\n"
            "  pantsdown rules hosenabe\n"
            '  pantsdown rules zwanzig -o hearts_double=false --save "Oma\'s Zwanzig"\n'
            "  pantsdown play schwimmen --players 4\n"
            "  pantsdown play hosenabe --seats bot,bot,bot,bot --seed 7 --record match.json\n"
            "  pantsdown replay match.json\n"
            "  pantsdown tournament schwimmen --bot heuristic,random --out results/\n\n"
            "Run `pantsdown COMMAND --help` for a command's options."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--no-color", dest="no_color_all", action="store_true", help="no colours")
    parser.add_argument(
        "--version",
        action="version",
        version=f"pantsdown {__version__} ({build_kind()} engine)",
        help="the version, and whether the engine runs compiled or as pure Python",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    games = sub.add_parser("games", help="list every game and variant")
    games.add_argument("--json", action="store_true", help="print JSON instead of a table")

    rules = sub.add_parser(
        "rules",
        help="the rules of a game as implemented, with its options; save or share your own",
        description="The rules of a game or of your saved rules, with the options that\n"
        "apply to it. Change options with -o, then --save them under a name of\n"
        "your own (played like a game: `pantsdown play NAME`) or --share them\n"
        "as a code.",
        epilog="examples:\n"
        "  pantsdown rules zwanzig\n"
        '  pantsdown rules zwanzig -o hearts_double=false --save "Oma\'s Zwanzig"\n'
        "  pantsdown rules omas-zwanzig --share\n"
        '  pantsdown rules --import CODE --save "Oma\'s Zwanzig"',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    rules.add_argument(
        "game",
        nargs="?",
        help="a game or variant name or alias (see `pantsdown games`), or saved rules",
    )
    rules.add_argument("--json", action="store_true", help="print JSON instead of tables")
    rules.add_argument(
        "--lang",
        choices=["en", "de"],
        default="en",
        help="the how-to-play and the options' explanations in this language (de: German)",
    )
    rules.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a rule option (repeatable), to see, --save or --share the result",
    )
    rules.add_argument(
        "--all", action="store_true", help="also list the options of other games and settings"
    )
    rules.add_argument("--save", metavar="NAME", help="save these rules under NAME")
    rules.add_argument("--force", action="store_true", help="let --save replace saved rules")
    rules.add_argument("--share", action="store_true", help="print a code that holds these rules")
    rules.add_argument(
        "--import",
        dest="import_code",
        metavar="CODE",
        help="the rules a --share code holds (add --save NAME to keep them)",
    )

    play = sub.add_parser(
        "play",
        help="play a match (you in seat 0, bots in the others)",
        description="Play a whole match in the terminal: you against bots, or watch bots.",
        epilog=(
            "Seats: --seats you,bot,random,... (you/human: a person at this terminal; "
            "bot/heuristic: the game's heuristic bot; random: a random bot; easy, medium, "
            "hard, expert: the difficulty levels, see docs/bots.md). "
            "On your turn type the action's number or its notation; '?' for help, 'q' to leave."
        ),
    )
    play.add_argument(
        "game",
        nargs="?",
        help="a game or variant name or alias (see `pantsdown games`); not needed with --resume",
    )
    play.add_argument(
        "--resume",
        metavar="FILE",
        help="go on with the unfinished match recorded in FILE (saved there as play goes on)",
    )
    play.add_argument("--players", "-n", type=int, metavar="N", help="number of seats")
    play.add_argument(
        "--seats",
        metavar="LIST",
        help="who sits where, comma separated: you/human, bot/heuristic, random, "
        "easy, medium, hard, expert",
    )
    play.add_argument(
        "--bot",
        default="heuristic",
        metavar="KIND",
        help="the kind of the bots not named by --seats: heuristic (default), random, "
        "or a level: easy, medium, hard, expert",
    )
    play.add_argument(
        "--hints",
        action="store_true",
        help="at your turn, show the legal actions ranked by the expert bot (from your view)",
    )
    play.add_argument("--seed", type=int, help="seed of the shuffle and the bots (default: random)")
    play.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a rule option (repeatable); `pantsdown rules GAME` lists them",
    )
    play.add_argument(
        "--deck",
        action="append",
        default=[],
        metavar="CARDS",
        help="stack a hand's deck, top first (a prefix is completed at random); "
        "repeat for the following hands",
    )
    play.add_argument(
        "--position",
        metavar="TEXT",
        help="start from a position in the game's position notation (docs/engine.md); "
        "'@FILE' reads it from a file",
    )
    play.add_argument("--record", metavar="FILE", help="save the match record (JSON) to FILE")
    play.add_argument(
        "--force", action="store_true", help="let --record replace a file that exists"
    )
    play.add_argument(
        "--suits", choices=SUIT_SYSTEMS, default="french", help="french (default) or german suits"
    )
    play.add_argument("--no-color", action="store_true", help="no colours")
    play.add_argument(
        "--delay", type=float, default=0.0, metavar="SECONDS", help="pause after each bot move"
    )

    rep = sub.add_parser("replay", help="re-play a match record, check every action")
    rep.add_argument("record", help="a record file written by `pantsdown play --record`")
    rep.add_argument("--json", action="store_true", help="print per-hand results as JSON")
    rep.add_argument("--events", action="store_true", help="print every event as it replays")
    rep.add_argument(
        "--step",
        action="store_true",
        help="step through the match move by move (Enter: next move, n: next hand, q: stop)",
    )
    rep.add_argument(
        "--seat",
        type=int,
        default=0,
        metavar="N",
        help="with --step: see the table as seat N saw it (default 0)",
    )
    rep.add_argument(
        "--open", action="store_true", help="with --step: show every hand's cards, face up"
    )
    rep.add_argument(
        "--suits", choices=SUIT_SYSTEMS, default="french", help="french (default) or german suits"
    )
    rep.add_argument("--no-color", action="store_true", help="no colours")

    from pantsdown.cli.tournament import add_parser as add_tournament

    add_tournament(sub)

    serve = sub.add_parser("serve", help="play in the browser: start the game server")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (8000)")
    serve.add_argument(
        "--database",
        metavar="URL",
        help="postgresql://… or a SQLite file (default: server.sqlite3 in the user data dir)",
    )
    serve.add_argument(
        "--bot-delay",
        type=float,
        default=0.6,
        metavar="SECONDS",
        help="how long a bot waits before it moves, so people can follow (0.6)",
    )
    serve.add_argument(
        "--room-idle",
        type=float,
        default=600,
        metavar="SECONDS",
        help="an unfinished room nobody is connected to leaves memory after this long; "
        "the database keeps it (600; 0: never)",
    )
    serve.add_argument(
        "--append-connections",
        type=int,
        metavar="N",
        help="PostgreSQL only: connections that commit the moves to the log, each with "
        "one group of moves on its way at a time (2)",
    )
    return parser


def _console(no_color: bool, *, stderr: bool = False) -> Console:
    return Console(
        no_color=no_color or None,
        highlight=False,
        markup=False,
        emoji=False,
        stderr=stderr,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``pantsdown`` command; return its exit status."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    err = _console(True, stderr=True)
    try:
        args = parser.parse_args(args_list)
    except UsageError as e:
        err.print(f"pantsdown: error: {e}", soft_wrap=True)
        return 2
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else 0
    if args.command is None:
        parser.print_help()
        return 2
    console = _console(bool(args.no_color_all or getattr(args, "no_color", False)))
    try:
        if args.command == "games":
            from pantsdown.cli.catalog import run_games

            return run_games(args, console)
        if args.command == "rules":
            from pantsdown.cli.catalog import run_rules

            return run_rules(args, console)
        if args.command == "play":
            from pantsdown.cli.play import run_play

            return run_play(args, console)
        if args.command == "serve":
            from pantsdown.cli.serve import run_serve

            return run_serve(args, console)
        if args.command == "tournament":
            from pantsdown.cli.tournament import run_tournament_command

            return run_tournament_command(args, console)
        from pantsdown.cli.replay import run_replay

        return run_replay(args, console)
    except (UsageError, GameError) as e:
        err.print(f"pantsdown {args.command}: error: {e}", soft_wrap=True)
        return 2
    except KeyboardInterrupt:
        err.print("pantsdown: interrupted", soft_wrap=True)
        return 130
    except BrokenPipeError:  # `pantsdown replay x | head`
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
