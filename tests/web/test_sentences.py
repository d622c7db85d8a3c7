"""The client's own scripts, in chromium, make a sentence from every event that random
matches of every preset produce, and a label from every action they offer, in English
and German, with no template left unfilled."""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

import pantsdown
from pantsdown.core import registry


@functools.cache
def sample() -> tuple[dict[str, list[dict[str, Any]]], dict[str, list[str]]]:
    """Every event each seat saw, and every legal action offered, in a seeded random
    match of every preset, by family."""
    events: dict[str, list[dict[str, Any]]] = {}
    actions: dict[str, list[str]] = {}
    for fam in registry.families():
        seen: dict[str, dict[str, Any]] = {}
        offered: set[str] = set()
        for variant in fam.variants:
            state = pantsdown.make(variant.name, variant.default_players, seed=1)
            rng = random.Random(1)
            steps = 0
            while not state.is_terminal() and steps < 600:
                legal = state.legal_actions()
                offered.update(str(action) for action in legal)
                state.apply(rng.choice(legal))
                steps += 1
            for seat in range(state.num_players):
                for event in state.events_for(seat):
                    data = event.to_dict()
                    key = repr(sorted((k, repr(v)) for k, v in data.items() if k != "seat"))
                    seen.setdefault(key, data)
        events[fam.id] = list(seen.values())
        actions[fam.id] = sorted(offered)
    return events, actions


def open_client(browser: Any, static_url: str, lang: str) -> tuple[Any, list[str]]:
    """The client's page (no server behind it) in `lang`, and the list its errors go to."""
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.add_init_script(f"localStorage.setItem('pantsdown.lang', '{lang}')")
    page.route("**/api/**", lambda route: route.fulfill(status=200, json=[]))
    page.goto(static_url + "/static/index.html#/nowhere")
    page.wait_for_function("window.I18n && I18n.loaded")  # the catalogs, not just the code
    return page, errors


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_event_becomes_a_sentence(browser: Any, static_url: str, lang: str) -> None:
    page, errors = open_client(browser, static_url, lang)
    events, _ = sample()
    result = page.evaluate(
        """(byFamily) => {
            const bad = [];
            let count = 0;
            for (const [family, events] of Object.entries(byFamily)) {
                for (const ev of events) {
                    for (const suits of ['french', 'german']) {
                        const ctx = {names: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'], suits};
                        const text = Words.describe(family, ev, ctx);
                        count += 1;
                        if (text.startsWith('event.') || /[{}]|undefined|NaN|null/.test(text)) {
                            bad.push([family, ev, text]);
                        }
                    }
                }
            }
            return {bad: bad.slice(0, 10), count};
        }""",
        events,
    )
    page.close()
    assert not errors, errors
    assert result["count"] > 200
    assert not result["bad"], result["bad"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_action_has_a_label(browser: Any, static_url: str, lang: str) -> None:
    """Every action offered in those matches gets words from the catalog (not its
    notation), naming each of its cards, in both suit styles."""
    page, errors = open_client(browser, static_url, lang)
    _, actions = sample()
    result = page.evaluate(
        """(byFamily) => {
            const bad = [];
            let count = 0;
            for (const [family, texts] of Object.entries(byFamily)) {
                for (const text of texts) {
                    for (const suits of ['french', 'german']) {
                        const ctx = {names: [], suits};
                        const {label, cards, known} = Words.action(family, text, ctx);
                        count += 1;
                        const named = cards.every(
                            (c) => label.includes(Cards.cardText(c, suits, I18n.t)));
                        if (!known || /[{}]|undefined|NaN/.test(label) || !named) {
                            bad.push([family, text, label]);
                        }
                    }
                }
            }
            return {bad: bad.slice(0, 10), count};
        }""",
        actions,
    )
    page.close()
    assert not errors, errors
    assert result["count"] > 200
    assert not result["bad"], result["bad"]
