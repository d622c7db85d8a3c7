"""`pantsdown rules GAME` names its sources as a player can find them, never by our
internal tags ("seed 004", "NOTES 18.3", "pagat 20_ab", "de.wiki")."""

from __future__ import annotations

import re

import pytest

from pantsdown.cli.catalog import readable_sources
from pantsdown.cli.main import main
from pantsdown.core.registry import families

PRESETS = [var.name for fam in families() for var in fam.variants]

RAW_TAGS = {
    "a seed by number": r"\bseeds? ?_?\d{3}\b",
    "our notes file": r"\bNOTES\b",
    "a section number": r"\bsections? \d|\(docs/\w+\.md\),? (?:and )?\d",
    "a pagat page name": r"\bpagat[ /](?:\w+_\w+|en\.wiki)",
    "a short Wikipedia name": r"\b(?:en|de|fi)\.wiki\b(?!pedia)|\bwiki\.li\b",
    "a Wikipedia address": r"https?://\w\w\.wikipedia\.org",
    "a site's nickname": r"\b(?:schoenramer|cafe-krisch)\b(?!\.)|\b(?:G4A|BGA)\b",
}


@pytest.mark.parametrize("name", PRESETS)
def test_rules_cite_no_raw_tag(
    name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "4000")  # one line per paragraph: no tag split by wrapping
    assert main(["--no-color", "rules", name]) == 0
    out = capsys.readouterr().out
    found = {
        what: sorted({m.group(0) for m in re.finditer(pattern, out)})
        for what, pattern in RAW_TAGS.items()
        if re.search(pattern, out)
    }
    assert not found, f"raw tags in `pantsdown rules {name}`: {found}"
    assert "[seed" in out and "[our choice" in out, "the citation tags stay"


@pytest.mark.parametrize(
    ("raw", "readable"),
    [
        ("[seed 001 Dutch 31]", "[seed: pagat.com, Dutch 31]"),
        (
            "[seed 001 Dutch, NOTES 2.3 ``starting_lives``]",
            "[seed: pagat.com, Dutch 31, our notes]",
        ),
        ("[seed 000 Hosenabe]", '[seed: the web page "Hosenabe, or Pants Down"]'),
        ("NOTES 13.3, 19", "our notes"),
        ("[NOTES 11.3, 16.3]", "[our notes]"),
        ("[src: pagat/en.wiki]", "[src: pagat.com and the English Wikipedia]"),
        ("[src: fi.wiki]", "[src: the Finnish Wikipedia]"),
        ("[src: de.wiki.li Mistigri]", "[src: German Wikipedia: Mistigri]"),
        ("[src: https://fi.wikipedia.org/wiki/Paskahousu]", "[src: Finnish Wikipedia: Paskahousu]"),
        (
            "[src: de.wikipedia, cafe-krisch]",
            "[src: the German Wikipedia, cafe-krisch.blogspot.com]",
        ),
        ("the ``pagat`` preset", "the ``pagat`` preset"),
    ],
)
def test_readable_sources_names_each_kind_of_tag(raw: str, readable: str) -> None:
    assert readable_sources(raw) == readable
