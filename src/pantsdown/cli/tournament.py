"""``pantsdown tournament``: bots against each other on duplicate deals.

The command checks every argument before a game is played (and writes
nothing when one is bad), plays the deals with a progress bar, prints the
standings with their 95% intervals and ratings, and writes JSON, CSV and a
PNG chart into ``--out``.  Exit status 1 when a deal could not be finished
(a game past its bound on decisions, or a bot's illegal move).
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from pantsdown.bots.base import BOT_KINDS
from pantsdown.cli.main import UsageError
from pantsdown.cli.play import parse_options
from pantsdown.cli.rulesets import resolve
from pantsdown.tournament import Interval, TournamentResult, run_tournament

__all__ = ["add_parser", "check_out_folder", "run_tournament_command", "standings_table"]


def add_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """Add the ``tournament`` subcommand to ``sub``."""
    cmd = sub.add_parser(
        "tournament",
        help="bots against each other on duplicate deals, with ratings",
        description=(
            "Play bots against each other. Every deal (the deck orders of a match) is "
            "played once per lineup, with every bot in every seat, so the luck of the "
            "cards cancels."
        ),
        epilog=(
            "example: pantsdown tournament schwimmen --bot heuristic,random "
            "--matches 200 --out results/"
        ),
    )
    cmd.add_argument("game", help="a game or variant name or alias (see `pantsdown games`)")
    cmd.add_argument(
        "--bot",
        default="heuristic,random",
        metavar="LIST",
        help=f"the bots, comma separated, of: {', '.join(BOT_KINDS)} (default: heuristic,random)",
    )
    cmd.add_argument(
        "--matches",
        type=int,
        default=100,
        metavar="N",
        help="how many deals; each is played once per lineup (default 100)",
    )
    cmd.add_argument(
        "--unit",
        choices=("match", "hand"),
        default="match",
        help="a whole match (default) or only its first hand",
    )
    cmd.add_argument(
        "--seating",
        choices=("rotations", "permutations"),
        default="rotations",
        help="lineups per deal: rotations (every bot in every seat once, default) "
        "or every permutation",
    )
    cmd.add_argument("--players", "-n", type=int, metavar="N", help="number of seats")
    cmd.add_argument(
        "--option",
        "-o",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a rule option (repeatable); `pantsdown rules GAME` lists them",
    )
    cmd.add_argument("--seed", type=int, default=0, help="seed of the deals and bots (default 0)")
    cmd.add_argument(
        "--workers",
        default="auto",
        metavar="N",
        help="processes playing the deals: a number, or auto for every core (default)",
    )
    cmd.add_argument(
        "--ray",
        metavar="ADDRESS",
        help="play the deals on the Ray cluster at ADDRESS instead (needs pantsdown[ray])",
    )
    cmd.add_argument(
        "--out",
        metavar="DIR",
        help="write tournament.json, standings.csv and standings.png into DIR",
    )
    cmd.add_argument("--no-color", action="store_true", help="no colours")


def check_out_folder(text: str) -> Path:
    """The ``--out`` folder if it can be written (made if missing); raise :class:`UsageError`.

    Nothing is made here: a folder that does not exist yet is made when the
    results are written, below its nearest existing parent, which must be
    writable.
    """
    path = Path(text)
    if path.exists():
        if not path.is_dir():
            raise UsageError(f"--out {text!r}: this is a file, not a folder")
        if not os.access(path, os.W_OK | os.X_OK):
            raise UsageError(f"--out {text!r}: this folder cannot be written")
        return path
    parent = path.absolute().parent
    while not parent.exists():
        parent = parent.parent
    if not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(f"--out {text!r}: cannot make it, {str(parent)!r} cannot be written")
    return path


def _interval(iv: Interval, percent: bool) -> str:
    """``"0.42 [0.31, 0.53]"``, or as percentages: ``"85% [84, 87]"``."""

    def num(x: float) -> str:
        return f"{100 * x:.0f}" if percent else f"{x:.2f}"

    if math.isnan(iv.mean):
        return "–"
    unit = "%" if percent else ""
    if math.isnan(iv.low):
        return num(iv.mean) + unit
    return f"{num(iv.mean)}{unit} [{num(iv.low)}, {num(iv.high)}]"


def standings_table(result: TournamentResult) -> Table:
    """The standings: per bot its games, score and win rate with 95% intervals, rating."""
    table = Table(
        title=(
            f"{result.variant}, {result.players} players: {len(result.games)} "
            f"{result.unit}es on {result.deals} deals"
            if result.unit == "match"
            else f"{result.variant}, {result.players} players: {len(result.games)} "
            f"hands on {result.deals} deals"
        ),
        caption="[95% intervals]; rating: mu - 3 sigma",
    )
    table.add_column("bot")
    table.add_column("games", justify="right")
    table.add_column(f"score per {result.unit}", justify="right")
    table.add_column("win rate", justify="right")
    table.add_column("rating", justify="right")
    for s in result.standings:
        table.add_row(
            s.bot,
            str(s.games),
            _interval(s.score, percent=False),
            _interval(s.win_rate, percent=True),
            f"{s.rating:.1f}",
        )
    return table


def _p_text(p: float) -> str:
    """``p = 0.014`` or ``p < 0.001``."""
    return "p < 0.001" if p < 0.001 else f"p = {p:.2g}"


def _pairs_lines(result: TournamentResult) -> list[str]:
    lines = []
    for p in result.pairs:
        d = p.difference
        if math.isnan(d.low):
            lines.append(f"{p.better} scored {d.mean:.2f} more per {result.unit} than {p.worse}")
            continue
        lines.append(
            f"{p.better} scored {d.mean:.2f} more per {result.unit} than {p.worse} "
            f"(95% [{d.low:.2f}, {d.high:.2f}], {_p_text(p.p_value)})"
        )
    return lines


def run_tournament_command(args: argparse.Namespace, console: Console) -> int:
    """Run ``pantsdown tournament``; return the exit status."""
    if args.matches < 1:
        raise UsageError(f"--matches {args.matches}: play at least one match")
    out = check_out_folder(args.out) if args.out is not None else None
    bots = args.bot.split(",")
    _, var, saved, _ = resolve(args.game)  # a game, or the name of saved rules
    options = {**saved, **parse_options(args.option)}
    workers: int | str = args.workers
    if workers != "auto":
        try:
            workers = int(workers)
        except ValueError:
            raise UsageError(f"--workers {args.workers!r}: write a number or auto") from None
        if workers < 1:
            raise UsageError(f"--workers {args.workers!r}: at least one worker is needed")
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
    )
    progress = Progress(*columns, console=console, transient=False)
    task = progress.add_task("games", total=None)

    def advance(done: int, total: int) -> None:
        if not progress.live.is_started:  # the arguments are good: show the bar
            progress.start()
        progress.update(task, completed=done, total=total)

    try:
        result = run_tournament(
            var.name,
            bots,
            matches=args.matches,
            players=args.players,
            options=options,
            unit=args.unit,
            seating=args.seating,
            seed=args.seed,
            workers=workers,
            ray_address=args.ray,
            progress=advance,
        )
    finally:
        if progress.live.is_started:
            progress.stop()
    console.print(standings_table(result))
    for line in _pairs_lines(result):
        console.print(line)
    for error in result.errors:
        console.print(f"error: {error.message}")
    if out is not None:
        try:
            paths = result.write(out)
        except OSError as err:
            console.print(f"error: cannot write the results into {str(out)!r}: {err}")
            return 1
        for path in paths:
            console.print(f"wrote {path}", soft_wrap=True)
    return 1 if result.errors else 0
