"""The client's own scripts, in chromium, make a sentence from every event that random
matches of every preset produce, in English and German, with no template left unfilled."""

from __future__ import annotations

import random
from typing import Any

import pytest

import pantsdown
from pantsdown.core import registry


def sample_events() -> dict[str, list[dict[str, Any]]]:
    """Every event each seat saw in a seeded random match of every preset."""
    out: dict[str, list[dict[str, Any]]] = {}
    for fam in registry.families():
        seen: dict[str, dict[str, Any]] = {}
        for variant in fam.variants:
            for seed in (1,):
                state = pantsdown.make(variant.name, variant.default_players, seed=seed)
                rng = random.Random(seed)
                steps = 0
                while not state.is_terminal() and steps < 600:
                    state.apply(rng.choice(state.legal_actions()))
                    steps += 1
                for seat in range(state.num_players):
                    for event in state.events_for(seat):
                        data = event.to_dict()
                        key = repr(sorted((k, repr(v)) for k, v in data.items() if k != "seat"))
                        seen.setdefault(key, data)
        out[fam.id] = list(seen.values())
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_event_becomes_a_sentence(browser: Any, static_url: str, lang: str) -> None:
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.add_init_script(f"localStorage.setItem('pantsdown.lang', '{lang}')")
    page.route("**/api/**", lambda route: route.fulfill(status=200, json=[]))
    page.goto(static_url + "/static/index.html#/nowhere")
    page.wait_for_function("window.I18n && I18n.lang")
    events = sample_events()
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
