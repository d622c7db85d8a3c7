"""A table's own rules: a preset and option changes, saved under a name, shared as a code.

``pantsdown rules zwanzig -o hearts_double=false --save "Oma's Zwanzig"`` writes
``omas-zwanzig.toml`` into the ``rules`` folder of the user's config directory
(platformdirs' ``user_config_dir("pantsdown")``; the ``PANTSDOWN_CONFIG_DIR``
environment variable puts it elsewhere)::

    # pantsdown house rules: `pantsdown play omas-zwanzig`
    name = "Oma's Zwanzig"
    game = "zwanzig"

    [options]
    hearts_double = false

The options are written in the notation of ``--option`` (cards as ``"Jc Kh"``,
``"none"``, choices by name).  A saved name is found wherever a game name is
(:func:`resolve`); a match record carries the preset and the changes, so it
replays where the name is not saved.  :func:`share_code` turns the rules into a
short code (``pd1.`` + base64url of the deflated JSON ``[name, preset, options]``
+ ``.`` + the JSON's CRC-32) that
:func:`from_code` reads back.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import difflib
import json
import math
import os
import re
import tomllib
import unicodedata
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pantsdown.core import registry
from pantsdown.core.errors import GameError, OptionError, UnknownGameError
from pantsdown.core.options import apply_options
from pantsdown.core.protocol import GameFamily, Variant

__all__ = [
    "CODE_PREFIX",
    "CONFIG_ENV",
    "RuleSet",
    "RuleSetError",
    "checked",
    "config_dir",
    "find",
    "from_code",
    "from_toml",
    "load",
    "load_all",
    "notation",
    "resolve",
    "rules_dir",
    "save",
    "share_code",
    "slugify",
    "to_toml",
]

CONFIG_ENV = "PANTSDOWN_CONFIG_DIR"
"""The environment variable naming the config directory (tests; a portable install)."""
CODE_PREFIX = "pd1"
"""The first part of a share code: its format's version."""
_MAX_CODE = 4000
"""Longest share code read (every option of the largest family changed fits)."""
_MAX_JSON = 100_000
"""Most bytes a share code may unpack to."""
_MAX_FILE = 100_000
"""Largest rules file read."""
_QUOTE = 40


class RuleSetError(GameError):
    """A rules file, share code or rule set name that cannot be used; nothing was changed."""


def _quote(text: str) -> str:
    return repr(text if len(text) <= _QUOTE else text[: _QUOTE - 1] + "…")


@dataclass(frozen=True)
class RuleSet:
    """A preset and the options changed from it, under a table's name."""

    name: str
    """The name as the table gave it (``Oma's Zwanzig``)."""
    game: str
    """The canonical name of the preset it starts from (``zwanzig``)."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """The changed options, in ``--option`` notation or typed values."""

    @property
    def slug(self) -> str:
        """The name as typed on the command line and used for the file (``omas-zwanzig``)."""
        return slugify(self.name)


def slugify(name: str) -> str:
    """A rule set's name as a command-line word: lower case, ASCII letters and digits
    joined by hyphens, apostrophes dropped.

    >>> slugify("Oma's Zwanzig"), slugify("  Fünf dazu — Stammtisch! ")
    ('omas-zwanzig', 'funf-dazu-stammtisch')
    """
    folded = unicodedata.normalize("NFKD", name.casefold())
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch))
    plain = re.sub(r"['’`]", "", plain)
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def config_dir() -> Path:
    """The user's pantsdown config directory (``PANTSDOWN_CONFIG_DIR`` if set)."""
    given = os.environ.get(CONFIG_ENV)
    if given:
        return Path(given)
    import platformdirs

    return Path(platformdirs.user_config_dir("pantsdown"))


def rules_dir() -> Path:
    """Where saved rule sets live: one TOML file each."""
    return config_dir() / "rules"


# -- checking -------------------------------------------------------------------


def checked(ruleset: RuleSet) -> tuple[GameFamily, Variant, dict[str, Any]]:
    """The family, the preset and the typed options of a rule set; raises
    :class:`~pantsdown.core.errors.OptionError` (quoting the option) or
    :class:`~pantsdown.core.errors.UnknownGameError` if it does not make rules.
    """
    fam, var = registry.find_variant(ruleset.game)
    rules = apply_options(var.rules, ruleset.options)
    names = [str(k).strip().replace("-", "_") for k in ruleset.options]
    return fam, var, {name: getattr(rules, name) for name in names}


def notation(value: Any) -> Any:
    """A typed option value in the notation of ``--option``, TOML-ready: booleans and
    numbers stay themselves, cards and lists become text (``"Jc Kh"``), ``None``
    ``"none"``.

    >>> from pantsdown.core.cards import parse_cards
    >>> notation(tuple(parse_cards("Jc Kh"))), notation(None), notation(30.5), notation(())
    ('Jc Kh', 'none', 30.5, 'none')
    """
    if value is None:
        return "none"
    if isinstance(value, (bool, int, float)):
        return value
    if isinstance(value, (tuple, list)):
        return " ".join(str(notation(v)) for v in value) or "none"
    name = getattr(value, "name", None)
    return name.lower() if isinstance(name, str) else str(value)


# -- files ------------------------------------------------------------------------


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            return json.dumps(str(value))
        return repr(value)
    return json.dumps(str(value), ensure_ascii=False)  # a TOML basic string


def to_toml(ruleset: RuleSet) -> str:
    """The rule set as the TOML text of its file (options in ``--option`` notation)."""
    _, var, typed = checked(ruleset)
    lines = [
        f"# pantsdown house rules: `pantsdown play {ruleset.slug}`",
        f"name = {_toml_value(ruleset.name)}",
        f"game = {_toml_value(var.name)}",
        "",
        "[options]",
    ]
    lines += [f"{name} = {_toml_value(notation(value))}" for name, value in typed.items()]
    return "\n".join(lines) + "\n"


def from_toml(text: str, where: str) -> RuleSet:
    """Read a rule set from the text of a rules file (``where`` names it in errors)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise RuleSetError(f"rules file {where}: not TOML ({err})") from None
    return _from_data(data, f"rules file {where}")


def _from_data(data: Any, where: str) -> RuleSet:
    if not isinstance(data, dict):
        raise RuleSetError(f"{where}: expected a table with name, game and options")
    unknown = sorted(set(data) - {"name", "game", "options"})
    if unknown:
        raise RuleSetError(f"{where}: unknown key {unknown[0]!r} (keys: name, game, options)")
    name, game, options = data.get("name"), data.get("game"), data.get("options", {})
    if not isinstance(name, str) or not slugify(name):
        raise RuleSetError(f"{where}: 'name' must be a name with a letter or digit")
    if not isinstance(game, str):
        raise RuleSetError(f"{where}: 'game' must name the preset the rules start from")
    if not isinstance(options, dict):
        raise RuleSetError(f"{where}: 'options' must be a table of option = value")
    for key, value in options.items():
        items = value if isinstance(value, list) else [value]
        if not all(isinstance(v, (str, bool, int, float)) for v in items):
            raise RuleSetError(f"{where}: option {key!r} = {value!r} is not a value")
    ruleset = RuleSet(name, game, dict(options))
    try:
        _, var, _ = checked(ruleset)
    except GameError as err:
        raise RuleSetError(f"{where}: {err}") from None
    return RuleSet(name, var.name, dict(options))


def _path(slug: str) -> Path:
    return rules_dir() / f"{slug}.toml"


def save(ruleset: RuleSet, *, force: bool = False) -> Path:
    """Write the rule set's file and return its path.

    Refuses, writing nothing, a name that finds a preset, a name with no letter or
    digit, rules that do not check, and a name already saved (unless ``force``).
    """
    slug = ruleset.slug
    if not slug:
        raise RuleSetError(f"name {_quote(ruleset.name)} has no letter or digit to save it by")
    try:
        _, taken = registry.find_variant(slug)
    except UnknownGameError:
        pass
    else:
        raise RuleSetError(
            f"name {_quote(ruleset.name)} is the game {taken.name!r}; "
            "give your rules a name of their own"
        )
    text = to_toml(ruleset)
    path = _path(slug)
    if path.exists() and not force:
        raise RuleSetError(
            f"rules {slug!r} are already saved ({path}); add --force to replace them"
        )
    tmp = path.with_suffix(".toml.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError as err:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise RuleSetError(f"rules {slug!r} cannot be saved in {path.parent} ({err})") from None
    return path


def load(path: Path) -> RuleSet:
    """The rule set saved in ``path``."""
    try:
        if path.stat().st_size > _MAX_FILE:
            raise RuleSetError(f"rules file {path}: larger than {_MAX_FILE:,} bytes")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise RuleSetError(f"rules file {path}: cannot be read ({err})") from None
    ruleset = from_toml(text, str(path))
    if ruleset.slug != path.stem:
        raise RuleSetError(
            f"rules file {path}: its name {_quote(ruleset.name)} is saved as "
            f"{ruleset.slug!r}, not {path.stem!r}"
        )
    return ruleset


def load_all() -> tuple[list[RuleSet], list[str]]:
    """Every saved rule set, by name, and an error line for each file that cannot be used."""
    folder = rules_dir()
    found: list[RuleSet] = []
    errors: list[str] = []
    if not folder.is_dir():
        return found, errors
    for path in sorted(folder.glob("*.toml")):
        try:
            found.append(load(path))
        except RuleSetError as err:
            errors.append(str(err))
    return found, errors


def find(name: str) -> RuleSet | None:
    """The saved rule set this name finds (by its slug), if any."""
    slug = slugify(name)
    if not slug:
        return None
    path = _path(slug)
    return load(path) if path.is_file() else None


def resolve(name: str) -> tuple[GameFamily, Variant, dict[str, Any], RuleSet | None]:
    """A game name or a saved rule set's name: the family, the preset, the options the
    saved rules change (none for a preset), and the rule set.

    A preset's name wins; an unknown name raises the registry's error (with its
    suggestion) when no rules are saved under it either.
    """
    try:
        fam, var = registry.find_variant(name)
    except UnknownGameError as err:
        ruleset = find(name)
        if ruleset is None:
            saved = (
                sorted(p.stem for p in rules_dir().glob("*.toml")) if rules_dir().is_dir() else []
            )
            close = difflib.get_close_matches(slugify(name), saved, n=1)
            if close and "did you mean" not in str(err):
                raise UnknownGameError(
                    f"unknown game {name!r} (did you mean your rules {close[0]!r}?); "
                    "`pantsdown games` lists them all"
                ) from None
            raise
        fam, var, typed = checked(ruleset)
        return fam, var, typed, ruleset
    return fam, var, {}, None


# -- share codes --------------------------------------------------------------------


def share_code(ruleset: RuleSet) -> str:
    """A short code for the rule set: ``pd1.`` + base64url(deflate(JSON)) + ``.`` + CRC-32.

    >>> share_code(RuleSet("Opa", "zwanzig", {"slam_bonus": 2}))
    'pd1.i1byL0hU0lGqKk_Mq8pMV9KpVirOScyNT8rPKy1WsjKqjQUA.81ae6dfc'
    """
    _, var, typed = checked(ruleset)
    data = [ruleset.name, var.name, {k: notation(v) for k, v in typed.items()}]
    raw = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)  # raw deflate: no header to spend
    body = base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).decode()
    return f"{CODE_PREFIX}.{body.rstrip('=')}.{zlib.crc32(raw):08x}"


def from_code(code: str) -> RuleSet:
    """The rule set a share code holds; a damaged or foreign code is refused, quoting it."""
    text = "".join(code.split())
    if len(text) > _MAX_CODE:
        raise RuleSetError(f"code {_quote(text)} is longer than {_MAX_CODE:,} characters")
    parts = text.split(".")
    if len(parts) != 3 or parts[0] != CODE_PREFIX:
        raise RuleSetError(
            f"code {_quote(text)} is not a pantsdown rules code "
            f"(`pantsdown rules NAME --share` makes one; they start {CODE_PREFIX}.)"
        )
    damaged = RuleSetError(f"code {_quote(text)} is damaged: copy the whole code again")
    try:
        packed = base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4))
        inflate = zlib.decompressobj(-15)
        raw = inflate.decompress(packed, _MAX_JSON)
        if inflate.unconsumed_tail or not inflate.eof:
            raise damaged
        if f"{zlib.crc32(raw):08x}" != parts[2].lower():
            raise damaged
        data = json.loads(raw.decode())
    except (binascii.Error, zlib.error, ValueError):
        raise damaged from None
    if not (isinstance(data, list) and len(data) == 3):
        raise damaged
    try:
        return _from_data(
            {"name": data[0], "game": data[1], "options": data[2]}, f"code {_quote(text)}"
        )
    except OptionError as err:
        raise RuleSetError(str(err)) from None
