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
  silent, what of it is our reading;
- ``family.title``, ``family.description``: the family's name and what its games
  are (``Family.title``, ``Family.description``);
- ``title.<preset>``: the preset's title (``Variant.title``; a name that is no
  word of a language stays as it is);
- ``range.<name>``: why a numeric option's values are bounded (``Range.why``).

and ``texts/<lang>/labels.json`` (English too: ``texts/en/labels.json``) holds the
words around them: the six parts' names and heading, what the source tags mean,
and the words an option's type and range are told in (:func:`type_words`,
:func:`allowed`).  ``tests/texts`` checks that every English text has its
translation, none is empty and each cites the same sources, and that both label
catalogs have the same keys.  The server serves them by language (``GET /api/games?lang=de``) and
``pantsdown rules GAME --lang de`` prints them.

>>> how_to_play("schwimmen", "de").turn.startswith("Links vom Geber")
True
>>> part_labels("de")[0]
'Ziel'
>>> family_title("ramsen", "de")
'Ramsen / Rams-Familie'
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from pantsdown.core import registry
from pantsdown.core.errors import GameError
from pantsdown.core.howto import HowToPlay
from pantsdown.core.options import OptionInfo, option_infos

__all__ = [
    "LANGS",
    "PARTS",
    "SOURCE_TAGS",
    "allowed",
    "catalog",
    "check_lang",
    "citations",
    "english",
    "family_description",
    "family_title",
    "heading",
    "how_to_play",
    "labels",
    "option_doc",
    "part_labels",
    "provisional",
    "rules_label",
    "title",
    "type_words",
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
    out["family.title"] = fam.title
    if fam.description:
        out["family.description"] = fam.description
    for var in fam.variants:
        out[f"title.{var.name}"] = var.title
    for var in fam.variants:
        for info in option_infos(var.rules):
            if info.range is not None:
                out.setdefault(f"range.{info.name}", info.range.why)
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


def labels(lang: str = "en") -> dict[str, str]:
    """The words around the rules in ``lang``, by key (``texts/<lang>/labels.json``)."""
    check_lang(lang)
    return _load(lang, "labels")


def _label(key: str, lang: str, **values: str) -> str:
    text = labels(lang)[key]
    for name, value in values.items():
        text = text.replace(f"{{{name}}}", value)
    return text


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
    return _label("howto.heading", lang, title=title)


def citations(lang: str = "en") -> str:
    """What the source tags of the options' explanations mean."""
    return _label("citations", lang)


def rules_label(key: str, lang: str = "en", **values: object) -> str:
    """A word of the frame ``pantsdown rules`` prints around a preset's rules
    (``rules.<key>`` in the label catalogs), with ``values`` filled in.

    >>> rules_label("options", "de", n=3)
    'Optionen, die gelten (3)'
    """
    return _label(f"rules.{key}", check_lang(lang), **{k: str(v) for k, v in values.items()})


def part_labels(lang: str = "en") -> tuple[str, ...]:
    """The names of the six parts of a how-to-play, in :data:`PARTS` order."""
    return tuple(_label(f"howto.{part}", lang) for part in PARTS)


def family_title(family: str, lang: str = "en") -> str:
    """A family's name in ``lang`` (``Ramsen / Rams family``)."""
    check_lang(lang)
    return _text(family, "family.title", lang)


def family_description(family: str, lang: str = "en") -> str:
    """What a family's games are, in ``lang`` (empty for a family without a description)."""
    check_lang(lang)
    return _text(family, "family.description", lang)


def title(variant: str, lang: str = "en") -> str:
    """A preset's title in ``lang`` (``Hosenabe (Pants Down)``)."""
    check_lang(lang)
    fam, var = registry.find_variant(variant)
    return _text(fam.id, f"title.{var.name}", lang)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def type_words(info: OptionInfo, lang: str = "en", *, with_range: bool = True) -> str:
    """An option's type in words in ``lang``, with its range if it has one:
    ``int or none``, ``ganze Zahl, 1 bis 999``.  The values of a choice stay as they
    are typed (``--option direction=clockwise``).

    >>> from pantsdown.core.options import OptionInfo
    >>> terms = (("int", ""), ("none", ""))
    >>> type_words(OptionInfo("x", "int or none", None, "", None, terms), "de")
    'ganze Zahl oder keine'
    """
    words = []
    for kind, detail in info.terms:
        if kind == "one_of":
            words.append(_label("type.one_of", lang, values=detail))
        elif kind == "list":
            items = labels(lang).get(f"type.items.{detail}") or detail
            words.append(_label("type.list", lang, items=items))
        else:
            words.append(labels(lang).get(f"type.{kind}") or kind)
    if not words:
        return info.type_text
    text = words[0]
    for word in words[1:]:
        text = _label("type.or", lang, first=text, second=word)
    if with_range and info.range is not None:
        text = _label("type.ranged", lang, type=text, range=_range(info, lang))
    return text


def _range(info: OptionInfo, lang: str) -> str:
    assert info.range is not None
    return _label("range", lang, low=_number(info.range.low), high=_number(info.range.high))


def allowed(family: str, info: OptionInfo, lang: str = "en") -> str:
    """The values a numeric option accepts and why, in ``lang``
    (``Allowed: 1 to 999 (…).``); empty for an option without a range.
    """
    check_lang(lang)
    if info.range is None:
        return ""
    why = info.range.why if lang == "en" else _text(family, f"range.{info.name}", lang)
    return _label("allowed", lang, range=_range(info, lang), why=why)
