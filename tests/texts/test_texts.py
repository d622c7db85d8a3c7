"""The rules in German: every English text of every family has its German one in the
catalogs, none is empty, each cites the same sources, and the cards are named as the
browser's German names them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pantsdown import texts
from pantsdown.core import registry
from pantsdown.core.errors import GameError
from pantsdown.server.messages import sources_of

FAMILIES = [fam.id for fam in registry.families()]

STATIC_DE = Path(texts.__file__).parent.parent / "server" / "static" / "i18n" / "de.json"

NAMES = {
    "Paskahousu",
    "Ramsen",
    "Mönch",
    "Rams",
    "Raub",
    "Fünf dazu!",
    "Schnalzen",
    "Mulatschak (Fuchzenawa)",
    "31 / Schwimmen",
    "Schwimmen (31)",
    "Hosa Aba (Chur)",
    "Tuppenny Ha'penny Loo",
}
"""Titles that are names in no language's words, so German keeps them as they are."""

ENGLISH_TYPE_WORDS = re.compile(
    r"\b(int|ints|bool|float|str|none|one of|or|to|separated|spaces|commas|cards|Allowed)\b"
)


def _tags(text: str, lang: str) -> list[str]:
    """The source tags of a text in its language, in order."""
    starts = "|".join(re.escape(t) for t in texts.SOURCE_TAGS[lang])
    return re.findall(rf"\[((?:{starts})[^\]]*)\]", text)


@pytest.mark.parametrize("family", FAMILIES)
def test_every_english_text_has_a_german_one_and_no_german_text_is_empty(family: str) -> None:
    english = texts.english(family)
    german = texts.catalog(family, "de")
    assert english, family
    assert sorted(german) == sorted(english), "German has other keys than English"
    empty = [key for key, text in german.items() if not text.strip()]
    assert not empty
    same = [key for key, text in german.items() if text == english[key] and text not in NAMES]
    assert not same, "left in English"


@pytest.mark.parametrize("family", FAMILIES)
def test_each_german_option_cites_the_english_ones_sources(family: str) -> None:
    english = texts.english(family)
    for key, text in texts.catalog(family, "de").items():
        en_tags, de_tags = _tags(english[key], "en"), _tags(text, "de")
        assert len(de_tags) == len(en_tags), (key, en_tags, de_tags)
        kinds = [
            texts.SOURCE_TAGS["en"].index(
                next(s for s in texts.SOURCE_TAGS["en"] if t.startswith(s))
            )
            for t in en_tags
        ]
        de_kinds = [
            texts.SOURCE_TAGS["de"].index(
                next(s for s in texts.SOURCE_TAGS["de"] if t.startswith(s))
            )
            for t in de_tags
        ]
        assert de_kinds == kinds, (key, en_tags, de_tags)
        urls = re.compile(r"https?://\S+?(?=[\s,;\]]|$)")
        assert urls.findall(text) == urls.findall(english[key]), key
        assert len(sources_of(text)) == len(sources_of(english[key])), key


@pytest.mark.parametrize("family", FAMILIES)
def test_german_texts_name_cards_and_play_in_german(family: str) -> None:
    english_words = re.compile(r"\b(Jacks?|Queens?|Kings?|Aces?|tricks?|trumps?|suits?)\b")
    for key, text in texts.catalog(family, "de").items():
        assert not english_words.findall(text), (key, english_words.findall(text))
    # the suits are the browser's German names for them
    browser = json.loads(STATIC_DE.read_text(encoding="utf-8"))
    suits = {v for k, v in browser.items() if k.startswith("suit.") and "german" not in k}
    assert suits == {"Kreuz", "Pik", "Herz", "Karo"}
    words = " ".join(texts.catalog(family, "de").values())
    for foreign in ("Treff", "Schippe", "Caro", "Coeur"):
        assert foreign not in words


def test_the_how_to_play_of_every_preset_reads_in_german() -> None:
    for fam in registry.families():
        for var in fam.variants:
            german = texts.how_to_play(var.name, "de")
            if var.how_to_play is None:
                assert german is None
                continue
            assert german is not None
            assert german != var.how_to_play
            assert texts.how_to_play(var.name, "en") == var.how_to_play
    assert texts.part_labels("de") == (
        "Ziel",
        "Geben",
        "Ein Zug",
        "Ende einer Runde",
        "Wertung",
        "Ende der Partie",
    )


def test_the_part_labels_match_the_browsers() -> None:
    browser = json.loads(STATIC_DE.read_text(encoding="utf-8"))
    assert texts.part_labels("de") == tuple(browser[f"howto.{p}"] for p in texts.PARTS)


def test_a_language_the_rules_are_not_written_in_is_refused() -> None:
    with pytest.raises(GameError, match=r"language 'fr' is not one of en, de") as err:
        texts.how_to_play("schwimmen", "fr")
    assert err.value.code == "lang/unknown"


def test_a_reconstructed_preset_says_so_in_german() -> None:
    assert texts.provisional("raub", "de").startswith("in der Vorlage fehlen")
    assert texts.provisional("raub", "en") == registry.find_variant("raub")[1].provisional
    assert texts.provisional("schwimmen", "de") == ""


def test_the_browser_names_every_bot_level_in_both_languages() -> None:
    from pantsdown.server.messages import bot_levels

    static = STATIC_DE.parent
    english = json.loads((static / "en.json").read_text(encoding="utf-8"))
    german = json.loads(STATIC_DE.read_text(encoding="utf-8"))
    for level in bot_levels():
        assert english[f"bot.{level['name']}"] == level["summary"]
        assert german[f"bot.{level['name']}"].strip()
        # the level's own name, as the seat's list shows it
        assert english[f"level.{level['name']}"] == level["name"]
        assert german[f"level.{level['name']}"] not in ("", level["name"])


def test_both_label_catalogs_have_the_same_keys_and_placeholders() -> None:
    english, german = texts.labels("en"), texts.labels("de")
    assert sorted(german) == sorted(english)
    for key, text in german.items():
        assert text.strip(), key
        assert re.findall(r"\{(\w+)\}", text) == re.findall(r"\{(\w+)\}", english[key]), key


@pytest.mark.parametrize("family", FAMILIES)
def test_every_option_type_and_range_reads_in_german(family: str) -> None:
    """The type, range and "allowed" lines of every option of every preset: English as
    the code says it, German in German words (a choice's values stay as they are typed).
    """
    from pantsdown.core.options import option_infos

    checked = 0
    for var in registry.family(family).variants:
        for info in option_infos(var.rules):
            english = texts.type_words(info, "en")
            expected = info.type_text if info.range is None else f"{info.type_text}, {info.range}"
            assert english == expected
            german = texts.type_words(info, "de")
            words = german
            for kind, values in info.terms:
                if kind == "one_of":
                    assert values in german, (info.name, german)
                    words = words.replace(values, "")
            assert not ENGLISH_TYPE_WORDS.findall(words), (info.name, german)
            if info.range is None:
                assert texts.allowed(family, info, "de") == ""
                continue
            assert texts.allowed(family, info, "en") == (
                f"Allowed: {info.range} ({info.range.why})."
            )
            allowed = texts.allowed(family, info, "de")
            why = texts.catalog(family, "de")[f"range.{info.name}"]
            assert allowed.startswith("Erlaubt: ") and why in allowed, (info.name, allowed)
            checked += 1
    assert checked


def test_family_titles_descriptions_and_preset_titles_read_in_german() -> None:
    assert texts.family_title("ramsen", "de") == "Ramsen / Rams-Familie"
    assert texts.family_description("thirty_one", "de").startswith("Tauschspiele")
    assert texts.title("hosenabe", "de") == "Hosenabe (Hosen runter)"
    assert texts.title("pants-down", "en") == "Hosenabe (Pants Down)"  # an alias finds it
    for fam in registry.families():
        assert texts.family_description(fam.id, "en") == fam.description
        for var in fam.variants:
            assert texts.title(var.name, "en") == var.title
            assert texts.title(var.name, "de").strip()
