"""``pantsdown games`` and ``pantsdown rules GAME``: what there is to play, and how."""

from __future__ import annotations

import argparse
import dataclasses
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
    "how_to_play",
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
    "000": 'the web page "Hosenabe, or Pants Down"',
    "001": "pagat.com, Schwimmen",
    "002": "Wikipedia: Paskahousu (an older revision)",
    "003": 'Chris Bateman, "Underwear" (blog.ihobo.com)',
    "004": 'CatsAtCards.com, "How to Play Ramsen"',
}
"""The source texts (seeds), by number, named as a player can find them."""

_PAGAT_SECTIONS = ("Dutch 31", "Dutch", "Hosa Aba", "Tri Palki", "Tuppenny", "41", "Schwimmen")
"""The variants pagat.com's Schwimmen page describes, as our docstrings name them."""

_SEED_GAMES = (*_PAGAT_SECTIONS, "Hosenabe", "Paskahousu", "Underwear", "Ramsen")
"""The games named after a seed number in our docstrings."""

_SEED = re.compile(
    r"\bseeds? (00[0-4])(?: and (00[0-4]))?"
    rf"(?:,? ({'|'.join(re.escape(n) for n in _SEED_GAMES)})\b)?(?:\s*\([^)]*\))?"
)
_SECTION = r"\d+(?:\.\d+)*"
_NOTES = re.compile(
    rf"\bNOTES(?:\.md)?(?: sections?)?(?: ?{_SECTION}(?:(?:, | and | ?[-–] ?){_SECTION})*)?"
    r"(?: ``\w+``)?"
)
_WIKIPEDIA_URL = re.compile(r"https?://(en|de|fi)\.wikipedia\.org/wiki/([\w%-]+(?:_\([\w%-]+\))?)")
_LANGUAGES = {"en": "", "de": "German ", "fi": "Finnish "}
_SHORT_NAMES = (
    (re.compile(r"\bpagat 20_ab\b"), "pagat.com, Zwanzig"),
    (re.compile(r"\bpagat/en\.wiki\b"), "pagat.com and the English Wikipedia"),
    (re.compile(r"\bpagat German (?:page|version)"), "pagat.com, Schwimmen (German page)"),
    (re.compile(r"(?<![\w.`/])pagat(?![\w.`/-])"), "pagat.com"),
    (re.compile(r"\bde\.wiki\.li Mistigri\b"), "German Wikipedia: Mistigri"),
    (re.compile(r"\ben\.wiki\b(?!pedia)"), "the English Wikipedia"),
    (re.compile(r"\bfi\.wiki\b(?!pedia)"), "the Finnish Wikipedia"),
    (re.compile(r"\bde\.wiki(?:pedia)?\b(?![./])"), "the German Wikipedia"),
    (re.compile(r"\bschoenramer\b(?!\.)"), "schoenramer.de"),
    (re.compile(r"\bcafe-krisch\b(?!\.)"), "cafe-krisch.blogspot.com"),
    (re.compile(r"\bhudln\b(?!\.)"), "hudln.de"),
    (re.compile(r"\bG4A/BGA\b"), "Games4All and Board Game Arena"),
    (re.compile(r"\bG4A\b"), "the Games4All app"),
    (re.compile(r"\bBGA\b"), "Board Game Arena"),
)
"""Our docstrings' short names of sources, and the names a player can look up."""


def _seed_name(m: re.Match[str]) -> str:
    first, second, section = m.group(1), m.group(2), m.group(3)
    if first == "001" and section and section != "Schwimmen":
        name = f"pagat.com, {'Dutch 31' if section == 'Dutch' else section}"
    else:
        name = SOURCES[first]
    if second:
        name += f" and {SOURCES[second]}"
    return f"seed: {name}"


def _wikipedia_name(m: re.Match[str]) -> str:
    title = m.group(2).replace("_", " ")
    return f"{_LANGUAGES[m.group(1)]}Wikipedia: {title}"


def readable_sources(text: str, doc: str = "") -> str:
    """``text`` with the project's internal citations named for a player: ``seed 004``
    becomes the source text's title and site, ``NOTES 8.3`` (with any section numbers)
    our notes, which the family's documentation page ``doc`` sets out, and short names
    of sites (``pagat 20_ab``, ``de.wiki``, a Wikipedia address) the names to look up.

    >>> readable_sources("seed 004; NOTES.md section 10", "docs/ramsen.md")
    'seed: CatsAtCards.com, "How to Play Ramsen"; our notes (docs/ramsen.md)'
    >>> readable_sources("[seed 001 Tri Palki; NOTES 10.4 and 14.3: the seed]")
    '[seed: pagat.com, Tri Palki; our notes: the seed]'
    >>> readable_sources("[src: https://en.wikipedia.org/wiki/Bohemian_Watten, pagat 20_ab]")
    '[src: Wikipedia: Bohemian Watten, pagat.com, Zwanzig]'
    """
    text = _SEED.sub(_seed_name, text)
    where = f" ({doc})" if doc else ""
    text = _NOTES.sub(f"our notes{where}", text)
    text = _WIKIPEDIA_URL.sub(_wikipedia_name, text)
    for pattern, name in _SHORT_NAMES:
        text = pattern.sub(name, text)
    return text


def how_to_play(var: Variant) -> Group | None:
    """The variant's "how to play" in plain words: a heading, then each part (goal, deal,
    a turn, end of hand, scoring, end of match) beside its label; ``None`` if it has none.
    """
    if var.how_to_play is None:
        return None
    parts = Table.grid(padding=(0, 2))
    parts.add_column(style="bold", no_wrap=True)
    parts.add_column(overflow="fold")
    for label, text in var.how_to_play.parts():
        parts.add_row(label, text)
    return Group(Text(f"How to play {var.title}", style="bold"), parts)


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
            "how_to_play": (
                None if var.how_to_play is None else dataclasses.asdict(var.how_to_play)
            ),
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
    opening = how_to_play(var)
    if opening is not None:
        console.print(opening)
        console.print()
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
        facts.add_row("provisional", Text(readable_sources(var.provisional, doc), style="yellow"))
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
