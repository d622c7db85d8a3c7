"""``pantsdown games`` and ``pantsdown rules GAME``: what there is to play, and how."""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
from pathlib import Path
from typing import Any

from rich.console import Console, Group
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from pantsdown.bots.base import BOT_KINDS
from pantsdown.bots.levels import LEVELS
from pantsdown.core import registry
from pantsdown.core.options import option_infos
from pantsdown.core.protocol import GameFamily, Variant, to_jsonable

__all__ = [
    "SOURCES",
    "doc_path",
    "has_heuristic_bot",
    "readable_sources",
    "reflow",
    "run_games",
    "run_rules",
]


def _players(var: Variant) -> str:
    span = (
        str(var.min_players)
        if var.min_players == var.max_players
        else f"{var.min_players}–{var.max_players}"
    )
    return f"{span} (default {var.default_players})"


def run_games(args: argparse.Namespace, console: Console) -> int:
    """List every family and variant with aliases and player counts."""
    fams = registry.families()
    if args.json:
        data = [
            {
                "family": fam.id,
                "title": fam.title,
                "heuristic_bot": has_heuristic_bot(fam.id),
                "bots": list(BOT_KINDS) if has_heuristic_bot(fam.id) else ["random"],
                "variants": [
                    {
                        "name": v.name,
                        "title": v.title,
                        "aliases": list(v.aliases),
                        "min_players": v.min_players,
                        "max_players": v.max_players,
                        "default_players": v.default_players,
                        "source": v.source,
                        "provisional": v.provisional,
                    }
                    for v in fam.variants
                ],
            }
            for fam in fams
        ]
        console.print_json(json.dumps(data, ensure_ascii=False))
        return 0
    if not fams:
        console.print("No games are registered yet.")
        return 0
    table = Table(title="pantsdown games", title_justify="left", header_style="bold")
    table.add_column("game", style="bold", no_wrap=True)
    table.add_column("players", no_wrap=True)
    table.add_column("title, and other names it is found by", overflow="fold", ratio=1)
    provisional = False
    for i, fam in enumerate(fams):
        if i:
            table.add_section()
        bots = "heuristic bot" if has_heuristic_bot(fam.id) else "random bots only"
        table.add_row(
            Text(fam.id, style="dim"),
            "",
            Text.assemble((fam.title, "bold italic"), (f"  ({bots})", "dim")),
        )
        for var in fam.variants:
            title = Text(var.title)
            if var.provisional:
                title.append(" †", style="yellow")
                provisional = True
            if var.aliases:
                title.append("\n" + ", ".join(var.aliases), style="dim")
            span = (
                str(var.min_players)
                if var.min_players == var.max_players
                else f"{var.min_players}–{var.max_players}"
            )
            table.add_row(var.name, f"{span} ({var.default_players})", title)
    console.print(table)
    console.print("players: fewest–most (default).")
    console.print("Bots for --bot and --seats: random, heuristic, and the levels")
    for level in LEVELS.values():
        console.print(f"  {level.name:<8}{level.summary}")
    if provisional:
        console.print("† provisional: rules reconstructed from incomplete sources (see `rules`).")
    console.print("Try `pantsdown rules GAME` for the rules, `pantsdown play GAME` to play.")
    return 0


def has_heuristic_bot(family_id: str) -> bool:
    """Is there a ``pantsdown.bots.heuristic.<family_id>`` module?"""
    return importlib.util.find_spec(f"pantsdown.bots.heuristic.{family_id}") is not None


def doc_path(fam: GameFamily) -> str:
    """The family's documentation page: ``extras["doc"]``, or ``docs/<id>.md`` if it exists."""
    doc = fam.extras.get("doc")
    if doc:
        return str(doc)
    root = Path(__file__).resolve().parents[3]
    candidate = root / "docs" / f"{fam.id}.md"
    return str(candidate) if candidate.is_file() else ""


def reflow(doc: str) -> str:
    r"""Join a docstring's wrapped lines into paragraphs (blank lines and list items kept).

    >>> reflow("Chips each player\nstarts with [seed].\n\nSee NOTES.md.")
    'Chips each player starts with [seed].\n\nSee NOTES.md.'
    """
    paragraphs = []
    for block in doc.strip().split("\n\n"):
        lines: list[str] = []
        for line in block.splitlines():
            stripped = line.strip()
            if lines and not stripped.startswith(("* ", "- ", "• ")):
                lines[-1] += " " + stripped
            else:
                lines.append(stripped)
        paragraphs.append("\n".join(lines))
    return "\n\n".join(paragraphs)


SOURCES = {
    "000": 'the web page "Hosenabe, or Pants Down" (a Swiss player\'s account)',
    "001": "the pagat.com pages on Schwimmen and its relatives (John McLeod's card game site)",
    "002": 'the English Wikipedia article "Paskahousu" (an older revision)',
    "003": 'Chris Bateman\'s "Underwear" page, https://blog.ihobo.com/2007/02/underwear.html',
    "004": '"How to Play Ramsen" on CatsAtCards.com',
}
"""The source texts (seeds), by number, named as a player can find them."""

_SEED = re.compile(r"\bseeds?[ _](00[0-4])\w*(?:\s*\([^)]*\))?")
_NOTES = re.compile(r"\bNOTES(?:\.md)?(?: sections?)? ?(\d+(?:\.\d+)*)?")


def readable_sources(text: str, doc: str = "") -> str:
    """``text`` with the project's internal citations named for a player: ``seed 002``
    becomes the source text's title and site, ``NOTES 8.3`` our notes on the gaps,
    which the family's documentation page ``doc`` sets out.

    >>> readable_sources("seed 004; NOTES.md section 10", "docs/ramsen.md")
    '"How to Play Ramsen" on CatsAtCards.com; our notes on the gaps (docs/ramsen.md)'
    """
    text = _SEED.sub(lambda m: SOURCES[m.group(1)], text)
    where = f" ({doc})" if doc else ""
    return _NOTES.sub(f"our notes on the gaps{where}", text)


def _value_text(value: Any) -> str:
    data = to_jsonable(value)
    if isinstance(data, bool):
        return "true" if data else "false"
    if data is None:
        return "none"
    if isinstance(data, list):
        return " ".join(str(v) for v in data) or "(empty)"
    return str(data)


def run_rules(args: argparse.Namespace, console: Console) -> int:
    """The rules of a variant as implemented: its facts and every option with its doc."""
    fam, var = registry.find_variant(args.game)
    infos = option_infos(var.rules)
    doc = doc_path(fam)
    base = fam.variants[0]
    base_values = {o.name: o.default for o in option_infos(base.rules)} if base is not var else {}
    if args.json:
        data = {
            "family": fam.id,
            "family_title": fam.title,
            "variant": var.name,
            "title": var.title,
            "aliases": list(var.aliases),
            "min_players": var.min_players,
            "max_players": var.max_players,
            "default_players": var.default_players,
            "source": var.source,
            "provisional": var.provisional,
            "doc": doc,
            "other_variants": [v.name for v in fam.variants if v is not var],
            "options": [
                {
                    "name": o.name,
                    "type": o.type_text,
                    "default": to_jsonable(o.default),
                    "doc": o.doc,
                    "range": (
                        None
                        if o.range is None
                        else {"low": o.range.low, "high": o.range.high, "why": o.range.why}
                    ),
                    "differs_from_default_variant": (
                        o.name in base_values and base_values[o.name] != o.default
                    ),
                }
                for o in infos
            ],
        }
        console.print_json(json.dumps(data, ensure_ascii=False))
        return 0
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style="bold", no_wrap=True)
    facts.add_column()
    facts.add_row("variant", var.name)
    facts.add_row("family", f"{fam.title} ({fam.id})")
    if var.aliases:
        facts.add_row("aliases", ", ".join(var.aliases))
    facts.add_row("players", _players(var))
    if var.source:
        facts.add_row("source", readable_sources(var.source, doc))
    if var.provisional:
        facts.add_row("provisional", Text(var.provisional, style="yellow"))
    if doc:
        facts.add_row("doc page", doc)
    facts.add_row(
        "citations",
        "[seed]: the source above; [src: …]: another source, named; "
        "[our choice]: a gap we filled, an option you can change",
    )
    others = [v.name for v in fam.variants if v is not var]
    if others:
        facts.add_row("other variants", ", ".join(others))
    parts: list[Any] = [facts]
    if fam.description:
        parts += [Text(""), Text(readable_sources(fam.description, doc))]
    console.print(Panel(Group(*parts), title=var.title, title_align="left"))
    console.print(
        Text.assemble(
            (f"Options ({len(infos)})", "bold"),
            " · change one with ",
            ("--option NAME=VALUE", "bold"),
        )
    )
    for o in infos:
        kind = o.type_text if o.range is None else f"{o.type_text}, {o.range}"
        line = Text.assemble(
            (o.name, "bold cyan"),
            ("  ", ""),
            (kind, "dim"),
            ("  = ", "dim"),
            (_value_text(o.default), "bold"),
        )
        if o.name in base_values and base_values[o.name] != o.default:
            line.append(f"  ({base.name}: {_value_text(base_values[o.name])})", style="yellow")
        console.print()
        console.print(line)
        doc_text = readable_sources(reflow(o.doc), doc) or "(undocumented)"
        if o.range is not None:
            doc_text += f"\nAllowed: {o.range} ({o.range.why})."
        console.print(Padding(Text(doc_text), (0, 0, 0, 4)))
    return 0
