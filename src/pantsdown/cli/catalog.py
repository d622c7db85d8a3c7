"""``pantsdown games`` and ``pantsdown rules GAME``: what there is to play, and how."""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console, Group
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from pantsdown import texts
from pantsdown.bots.base import BOT_KINDS
from pantsdown.bots.levels import LEVELS
from pantsdown.cli import rulesets
from pantsdown.core import registry
from pantsdown.core.options import OptionInfo, apply_options, option_infos
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


def _span(var: Variant) -> str:
    if var.min_players == var.max_players:
        return str(var.min_players)
    return f"{var.min_players}–{var.max_players}"


def _players(var: Variant, lang: str = "en") -> str:
    return texts.rules_label("players_count", lang, span=_span(var), default=var.default_players)


def run_games(args: argparse.Namespace, console: Console) -> int:
    """List every family and variant with aliases and player counts."""
    fams = registry.families()
    saved, bad = rulesets.load_all()
    bases = {r.slug: rulesets.checked(r) for r in saved}
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
                "saved_rules": [
                    {
                        "name": r.slug,
                        "title": r.name,
                        "variant": r.game,
                        "options": {k: rulesets.notation(v) for k, v in bases[r.slug][2].items()},
                    }
                    for r in saved
                    if bases[r.slug][0] is fam
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
            table.add_row(var.name, f"{_span(var)} ({var.default_players})", title)
    if saved:
        table.add_section()
        table.add_row(Text("saved", style="dim"), "", Text("your rules", style="bold italic"))
        for r in saved:
            _, var, typed = bases[r.slug]
            table.add_row(
                r.slug,
                f"{_span(var)} ({var.default_players})",
                Text.assemble(r.name, (f"\n{var.name} with {_changes(typed)}", "dim")),
            )
    console.print(table)
    for line in bad:
        console.print(Text(f"skipped: {line}", style="yellow"), soft_wrap=True)
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


def how_to_play(var: Variant, lang: str = "en") -> Group | None:
    """The variant's "how to play" in plain words, in ``lang`` (:mod:`pantsdown.texts`):
    a heading, then each part (goal, deal, a turn, end of hand, scoring, end of match)
    beside its label; ``None`` if it has none.
    """
    how = texts.how_to_play(var.name, lang)
    if how is None:
        return None
    parts = Table.grid(padding=(0, 2))
    parts.add_column(style="bold", no_wrap=True)
    parts.add_column(overflow="fold")
    for label, (_, text) in zip(texts.part_labels(lang), how.parts(), strict=True):
        parts.add_row(label, text)
    return Group(Text(texts.heading(texts.title(var.name, lang), lang), style="bold"), parts)


def _value_text(value: Any) -> str:
    data = to_jsonable(value)
    if isinstance(data, bool):
        return "true" if data else "false"
    if data is None:
        return "none"
    if isinstance(data, list):
        return " ".join(str(v) for v in data) or "(empty)"
    return str(data)


@dataclass(frozen=True)
class _Asked:
    """The rules ``pantsdown rules`` was asked about."""

    fam: GameFamily
    var: Variant
    rules: Any
    changed: dict[str, Any]
    """The options whose value differs from the preset's (saved, imported or given
    with -o), typed."""
    name: str
    """The saved rules' name, the imported code's, or the preset's."""
    saved: bool
    """Are these the saved rules of a name (not a preset, not a code)?"""


def _asked(args: argparse.Namespace) -> _Asked:
    from pantsdown.cli.main import UsageError  # main imports this module when run
    from pantsdown.cli.play import parse_options  # the play screen, only for -o

    extra = parse_options(args.option)
    if args.import_code:
        if args.game:
            raise UsageError(
                f"--import and {args.game!r}: the code names the game its rules start from"
            )
        ruleset = rulesets.from_code(args.import_code)
        fam, var, typed = rulesets.checked(ruleset)
        name, saved = ruleset.name, False
    elif args.game:
        fam, var, typed, found = rulesets.resolve(args.game)
        name, saved = (found.name, True) if found else (var.name, False)
    else:
        raise UsageError("name a game or your saved rules (`pantsdown games` lists them)")
    options = {**typed, **{k.strip().replace("-", "_"): v for k, v in extra.items()}}
    rules = apply_options(var.rules, options)
    changed = {  # an option set to the preset's own value changes nothing
        k: getattr(rules, k) for k in options if getattr(rules, k) != getattr(var.rules, k)
    }
    return _Asked(fam, var, rules, changed, name, saved)


def run_rules(args: argparse.Namespace, console: Console) -> int:
    """The rules of a variant or of saved rules: its facts, the options that apply with
    their docs (``--all``: every option), and what the table changed; ``--save`` and
    ``--share`` keep or pass on the rules.
    """
    asked = _asked(args)
    fam, var, rules = asked.fam, asked.var, asked.rules
    if args.save:
        ruleset = rulesets.RuleSet(args.save, var.name, asked.changed)
        path = rulesets.save(ruleset, force=bool(args.force))
        console.print(
            f"Saved {ruleset.name!r} ({var.name} with {_changes(asked.changed)}) in {path}.\n"
            f"Play them with `pantsdown play {ruleset.slug}`."
        )
    if args.share:
        name = args.save or asked.name
        code = rulesets.share_code(rulesets.RuleSet(name, var.name, asked.changed))
        console.print(code, soft_wrap=True)
        return 0
    if args.save:
        return 0
    lang = texts.check_lang(getattr(args, "lang", "en"))
    infos = [
        o if lang == "en" else dataclasses.replace(o, doc=texts.option_doc(fam.id, o.name, lang))
        for o in option_infos(rules)
    ]
    unread = registry.unread_for(var, rules)
    doc = doc_path(fam)
    base = fam.variants[0]
    base_values = {o.name: o.default for o in option_infos(base.rules)} if base is not var else {}
    preset_values = {o.name: o.default for o in option_infos(var.rules)}
    if args.json:
        data = {
            "family": fam.id,
            "family_title": texts.family_title(fam.id, lang),
            "variant": var.name,
            "title": texts.title(var.name, lang),
            "rules_name": asked.name,
            "saved": asked.saved,
            "changed": {k: rulesets.notation(v) for k, v in asked.changed.items()},
            "aliases": list(var.aliases),
            "min_players": var.min_players,
            "max_players": var.max_players,
            "default_players": var.default_players,
            "source": var.source,
            "provisional": var.provisional,
            "doc": doc,
            "other_variants": [v.name for v in fam.variants if v is not var],
            "lang": lang,
            "how_to_play": (
                None
                if (how := texts.how_to_play(var.name, lang)) is None
                else dataclasses.asdict(how)
            ),
            "options": [
                {
                    "name": o.name,
                    "type": o.type_text,
                    "type_words": texts.type_words(o, lang),
                    "default": to_jsonable(o.default),
                    "doc": o.doc,
                    "range": (
                        None
                        if o.range is None
                        else {"low": o.range.low, "high": o.range.high, "why": o.range.why}
                    ),
                    "allowed": texts.allowed(fam.id, o, lang) or None,
                    "differs_from_default_variant": (
                        o.name in base_values and base_values[o.name] != o.default
                    ),
                    "applies": o.name not in unread,
                    "applies_where": unread.get(o.name),
                }
                for o in infos
                if args.all or o.name not in unread
            ],
        }
        console.print_json(json.dumps(data, ensure_ascii=False))
        return 0
    opening = how_to_play(var, lang)
    if opening is not None:
        console.print(opening)
        if asked.changed:
            console.print(
                texts.rules_label(
                    "as_it_comes", lang, variant=var.name, changes=_changes(asked.changed, lang)
                )
            )
        console.print()
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style="bold", no_wrap=True)
    facts.add_column()

    def label(key: str) -> str:
        return texts.rules_label(key, lang)

    facts.add_row(label("variant"), var.name)
    facts.add_row(label("family"), f"{texts.family_title(fam.id, lang)} ({fam.id})")
    if var.aliases:
        facts.add_row(label("aliases"), ", ".join(var.aliases))
    facts.add_row(label("players"), _players(var, lang))
    if var.source:
        facts.add_row(label("source"), readable_sources(var.source, doc))
    if var.provisional:
        facts.add_row(
            label("provisional"), Text(readable_sources(var.provisional, doc), style="yellow")
        )
    if doc:
        facts.add_row(label("doc_page"), doc)
    facts.add_row(label("citations"), texts.citations(lang))
    others = [v.name for v in fam.variants if v is not var]
    if others:
        facts.add_row(label("other_variants"), ", ".join(others))
    parts: list[Any] = [facts]
    if description := texts.family_description(fam.id, lang):
        parts += [Text(""), Text(readable_sources(description, doc))]
    console.print(Panel(Group(*parts), title=texts.title(var.name, lang), title_align="left"))
    if asked.changed or asked.name != var.name:
        _print_changes(console, asked, preset_values, lang)
    shown = [o for o in infos if o.name not in unread]
    console.print(
        Text.assemble(
            (texts.rules_label("options", lang, n=len(shown)), "bold"),
            texts.rules_label("change_one", lang),
            ("--option NAME=VALUE", "bold"),
        )
    )
    for o in shown:
        _print_option(console, o, base, base_values, doc, lang=lang, family=fam.id)
    hidden = [o for o in infos if o.name in unread]
    if hidden and not args.all:
        console.print()
        console.print(texts.rules_label("hidden", lang, n=len(hidden)))
    elif hidden:
        console.print()
        console.print(Text(texts.rules_label("not_applying", lang, n=len(hidden)), style="bold"))
        for o in hidden:
            _print_option(
                console, o, base, base_values, doc, why=unread[o.name], lang=lang, family=fam.id
            )
    return 0


def _changes(changed: dict[str, Any], lang: str = "en") -> str:
    n = len(changed)
    key = "changes.none" if not n else "changes.one" if n == 1 else "changes.many"
    return texts.rules_label(key, lang, n=n)


def _print_changes(
    console: Console, asked: _Asked, preset: dict[str, Any], lang: str = "en"
) -> None:
    """The options the table changed, each with the preset's value."""
    head = (
        f"{asked.name} ({rulesets.slugify(asked.name)}): {asked.var.name}"
        if asked.saved or asked.name != asked.var.name
        else f"{asked.var.name}"
    )
    console.print(
        Text.assemble(
            (
                texts.rules_label(
                    "changed", lang, rules=head, changes=_changes(asked.changed, lang)
                ),
                "bold",
            ),
            texts.rules_label("from_preset", lang),
        )
    )
    for name, value in asked.changed.items():
        console.print(
            Text.assemble(
                ("  ", ""),
                (name, "bold cyan"),
                (" = ", "dim"),
                (_value_text(value), "bold"),
                (f"  ({asked.var.name}: {_value_text(preset[name])})", "yellow"),
            )
        )
    console.print()


def _print_option(
    console: Console,
    o: OptionInfo,
    base: Variant,
    base_values: dict[str, Any],
    doc: str,
    *,
    why: str | None = None,
    lang: str = "en",
    family: str = "",
) -> None:
    kind = texts.type_words(o, lang)
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
    doc_text = readable_sources(reflow(o.doc), doc) or texts.rules_label("undocumented", lang)
    if o.range is not None:
        doc_text += "\n" + texts.allowed(family, o, lang)
    if why is not None:
        doc_text += "\n" + texts.rules_label("not_read", lang, why=why)
    console.print(Padding(Text(doc_text), (0, 0, 0, 4)))
