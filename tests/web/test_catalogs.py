"""The browser client's message catalogs: German has every English key, and every event
type of every family has a sentence template in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pantsdown.core import registry

STATIC = Path(__file__).resolve().parents[2] / "src" / "pantsdown" / "server" / "static"
LANGS = ("en", "de")
VALUE = re.compile(r"\{([a-z_]+)\}")
TEMPLATE = re.compile(r"\{([a-z_]+)(?:\?[^|}]*\|[^}]*)?\}")


def catalog(lang: str) -> dict[str, str]:
    data = json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_every_english_key_is_in_german() -> None:
    en, de = catalog("en"), catalog("de")
    missing = sorted(set(en) - set(de))
    assert not missing, f"de.json lacks {missing}"
    extra = sorted(set(de) - set(en))
    assert not extra, f"de.json has keys that en.json does not: {extra}"


@pytest.mark.parametrize("lang", LANGS)
def test_templates_are_strings_with_well_formed_placeholders(lang: str) -> None:
    for key, text in catalog(lang).items():
        assert isinstance(text, str), f"{lang}.json {key!r}: not a string"
        leftover = TEMPLATE.sub("", text)
        assert "{" not in leftover and "}" not in leftover, f"{lang}.json {key!r}: {text!r}"


def test_both_languages_fill_the_same_values() -> None:
    en, de = catalog("en"), catalog("de")
    for key, text in en.items():
        assert set(VALUE.findall(text)) == set(VALUE.findall(de[key])), (
            f"{key!r}: en names {sorted(set(VALUE.findall(text)))}, "
            f"de names {sorted(set(VALUE.findall(de[key])))}"
        )


EVENT_TYPES = [
    (fam.id, event_type.type_name) for fam in registry.families() for event_type in fam.event_types
]


@pytest.mark.parametrize(("family", "type_name"), EVENT_TYPES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_event_type_has_a_template(lang: str, family: str, type_name: str) -> None:
    keys = catalog(lang)
    base = f"event.{family}.{type_name}"
    assert base in keys or any(k.startswith(base + ".") for k in keys), (
        f"{lang}.json has no template for {family} event {type_name!r} ({base})"
    )


def test_every_family_and_event_type_is_covered() -> None:
    """The parametrisation above is not empty: the four families are all there."""
    assert {family for family, _ in EVENT_TYPES} >= {
        "thirty_one",
        "paskahousu",
        "underwear",
        "ramsen",
    }


def test_every_key_the_scripts_name_is_in_the_catalogs() -> None:
    """Each literal key passed to t(...) in the scripts exists in both catalogs."""
    en, de = catalog("en"), catalog("de")
    named: set[str] = set()
    for script in STATIC.glob("*.js"):
        text = script.read_text(encoding="utf-8")
        named.update(re.findall(r"\bt\(\s*\"([a-z_.-]+)\"\s*[,)]", text))
    assert len(named) > 50
    assert not sorted(named - set(en)), f"en.json lacks {sorted(named - set(en))}"
    assert not sorted(named - set(de)), f"de.json lacks {sorted(named - set(de))}"


STANDING_KINDS = [(fam.id, kind) for fam in registry.families() for kind in fam.standing_kinds]


@pytest.mark.parametrize(("family", "kind"), STANDING_KINDS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_standing_kind_has_words(lang: str, family: str, kind: str) -> None:
    """The standings panel words the engine's standings (a kind and its counts) from here."""
    assert f"standing.{family}.{kind}" in catalog(lang)


def _choices() -> list[tuple[str, str]]:
    from pantsdown.server.messages import games_catalog

    found = {
        (opt["name"], str(value))
        for game in games_catalog("en")
        for opt in game["options"]
        for value in opt.get("choices", ())
    }
    return sorted(found)


CHOICES = _choices()


@pytest.mark.parametrize("lang", LANGS)
def test_every_option_choice_has_a_label(lang: str) -> None:
    """The lobby's option lists show each choice by its label (choice.OPTION.VALUE)."""
    assert len(CHOICES) > 50  # every preset's choice options are in the list
    keys = catalog(lang)
    missing = [
        f"choice.{name}.{value}" for name, value in CHOICES if f"choice.{name}.{value}" not in keys
    ]
    assert not missing, f"{lang}.json lacks {missing}"
    unused = sorted(
        k for k in keys if k.startswith("choice.") and tuple(k.split(".", 2)[1:]) not in CHOICES
    )
    assert not unused, f"{lang}.json labels choices no option has: {unused}"
