"""The rules in the players' languages: each preset's how-to-play and each option's
explanation, in English (the code's own words) and German (catalogs).

English lives in the code: a family's ``howto`` module (each preset's
:class:`~pantsdown.core.howto.HowToPlay`) and the docstrings of its rules' fields
(:func:`~pantsdown.core.options.field_docs`).  Every other language has one
catalog per family, ``texts/<lang>/<family>.json``, that gives the same texts
keyed by id:

- ``howto.<preset>.<part>``: a part of a preset's how-to-play (``goal``, ``deal``,
  ``turn``, ``end_of_hand``, ``scoring``, ``end_of_match``);
- ``option.<name>``: an option's explanation, with its sources as bracketed tags
  in that language (:data:`SOURCE_TAGS`), in the order the English gives them;
- ``provisional.<preset>``: for a preset reconstructed where its sources fall
  silent, what of it is our reading.

and ``texts/<lang>/labels.json`` names the six parts and heads them.  ``tests/texts`` checks that
every English text has its translation, none is empty and each cites the same
sources.  The server serves them by language (``GET /api/games?lang=de``) and
``pantsdown rules GAME --lang de`` prints them.

>>> how_to_play("schwimmen", "de").turn.startswith("Links vom Geber")
True
>>> part_labels("de")[0]
'Ziel'
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from pantsdown.core import registry
from pantsdown.core.errors import GameError
from pantsdown.core.howto import HowToPlay
from pantsdown.core.options import option_infos

__all__ = [
    "LANGS",
    "PARTS",
    "SOURCE_TAGS",
    "catalog",
    "check_lang",
    "citations",
    "english",
    "heading",
    "how_to_play",
    "option_doc",
    "part_labels",
    "provisional",
]

LANGS = ("en", "de")
"""The languages the rules are written in, English first."""

PARTS = ("goal", "deal", "turn", "end_of_hand", "scoring", "end_of_match")
"""The parts of a how-to-play, in reading order (the fields of ``HowToPlay``)."""

SOURCE_TAGS: dict[str, tuple[str, str, str]] = {
    "en": ("seed", "src:", "our choice"),
    "de": ("Vorlage", "Quelle:", "unsere Wahl"),
}
"""How a bracketed source tag begins in each language: the seed text, another
source, our own choice (``[seed]``, ``[src: URL]``, ``[our choice: why]``)."""

_EN_LABELS = ("Goal", "Deal", "A turn", "End of hand", "Scoring", "End of match")


def check_lang(lang: object) -> str:
    """``lang`` if the rules are written in it, else a ``GameError`` (code
    ``lang/unknown``) quoting it.
    """
    if lang not in LANGS:
        raise GameError(
            f"language {str(lang)[:20]!r} is not one of {', '.join(LANGS)}: the rules are "
            f"written in those",
            code="lang/unknown",
        )
    return str(lang)


@cache
def english(family: str) -> dict[str, str]:
    """Every text of a family in English, by id: each preset's how-to-play parts and
    each option's explanation (the docstring of its field).
    """
    fam = registry.family(family)
    out: dict[str, str] = {}
    for var in fam.variants:
        if var.how_to_play is not None:
            for part in PARTS:
                out[f"howto.{var.name}.{part}"] = getattr(var.how_to_play, part)
    for var in fam.variants:
        for info in option_infos(var.rules):
            out.setdefault(f"option.{info.name}", info.doc)
    for var in fam.variants:
        if var.provisional:
            out[f"provisional.{var.name}"] = var.provisional
    return out


@cache
def _load(lang: str, name: str) -> dict[str, str]:
    path = resources.files(__name__).joinpath(lang, f"{name}.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise ValueError(f"catalog {lang}/{name}.json is not an object of texts")
    return {str(k): str(v) for k, v in data.items()}


def catalog(family: str, lang: str) -> dict[str, str]:
    """Every text of a family in ``lang``, by id (English: :func:`english`)."""
    check_lang(lang)
    return english(family) if lang == "en" else _load(lang, family)


def _text(family: str, key: str, lang: str) -> str:
    """One text in ``lang``; English where a catalog lacks it (the tests see that none does)."""
    english_text = english(family).get(key, "")
    if lang == "en":
        return english_text
    return catalog(family, lang).get(key) or english_text


def how_to_play(variant: str, lang: str = "en") -> HowToPlay | None:
    """A preset's how-to-play in ``lang`` (``None`` for a preset without one)."""
    check_lang(lang)
    fam, var = registry.find_variant(variant)
    if var.how_to_play is None or lang == "en":
        return var.how_to_play
    parts = {part: _text(fam.id, f"howto.{var.name}.{part}", lang) for part in PARTS}
    return HowToPlay(**parts)


def option_doc(family: str, option: str, lang: str = "en") -> str:
    """An option's explanation, with its sources, in ``lang``."""
    check_lang(lang)
    return _text(family, f"option.{option}", lang)


def provisional(variant: str, lang: str = "en") -> str:
    """What of a preset is our reconstruction, in ``lang`` (empty if nothing is)."""
    check_lang(lang)
    fam, var = registry.find_variant(variant)
    if not var.provisional:
        return ""
    return _text(fam.id, f"provisional.{var.name}", lang)


def heading(title: str, lang: str = "en") -> str:
    """The heading of a preset's how-to-play: ``How to play Schwimmen (31)``."""
    check_lang(lang)
    if lang == "en":
        return f"How to play {title}"
    return _load(lang, "labels")["howto.heading"].replace("{title}", title)


def citations(lang: str = "en") -> str:
    """What the source tags of the options' explanations mean."""
    check_lang(lang)
    if lang == "en":
        return (
            "[seed]: the source above; [src: …]: another source, named; "
            "[our choice]: a gap we filled, an option you can change"
        )
    return _load(lang, "labels")["citations"]


def part_labels(lang: str = "en") -> tuple[str, ...]:
    """The names of the six parts of a how-to-play, in :data:`PARTS` order."""
    check_lang(lang)
    if lang == "en":
        return _EN_LABELS
    labels = _load(lang, "labels")
    return tuple(labels[f"howto.{part}"] for part in PARTS)
