"""Every option takes effect, or is refused: the fields a preset's engine reads.

For every preset of every family, seeded random playouts run on a copy of the
preset's rules that records each rule field the engine reads (a subclass whose
``__getattribute__`` notes the name; construction, hashing, comparing and
pickling are not counted).  Every field a user may set for the preset must be
among those read, and no field the rules declare unread (``unread_options``,
which ``apply_options`` refuses) may be read.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from pantsdown.core import registry
from pantsdown.core.errors import OptionError
from pantsdown.core.options import unread_options
from pantsdown.core.protocol import ChanceMode, Game, GameFamily, Variant

ALIASES = {
    "starting_lives": "starting_chips",
    "starting_tokens": "starting_chips",
    "new_cards_on_7_8_9": "new_cards",
}
"""31's other names of an option: they take effect through the field they set."""

MAX_SEEDS = 120
"""Playouts per preset at most (they stop as soon as every field is read)."""

Policy = Callable[[list[Any], random.Random], Any]


def _random(legal: list[Any], rng: random.Random) -> Any:
    return rng.choice(legal)


def _passes(legal: list[Any], rng: random.Random) -> Any:
    """Pass whenever allowed: every pass in a row renews the table until the talon is out."""
    passes = [a for a in legal if str(a) == "pass"]
    return passes[0] if passes else rng.choice(legal)


POLICIES: dict[str, tuple[Policy, ...]] = {"schwimmen": (_random, _passes)}
"""Players per preset where random play alone would not reach every rule in time."""


def _recording(rules: Any) -> tuple[Any, set[str]]:
    """A copy of ``rules`` that records the names of the rule fields read from it."""
    reads: set[str] = set()
    paused = [1]
    base = type(rules)
    names = {f.name for f in dataclasses.fields(base)}

    class Recording(base):  # type: ignore[valid-type,misc]
        def __getattribute__(self, name: str) -> Any:
            if name in names and not paused[0]:
                reads.add(name)
            return super().__getattribute__(name)

    def pausing(method: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(self: Any, *args: Any, **kwargs: Any) -> Any:
            paused[0] += 1
            try:
                return method(self, *args, **kwargs)
            finally:
                paused[0] -= 1

        return wrapped

    for method in ("__hash__", "__eq__", "__repr__", "__getstate__", "__reduce_ex__"):
        if hasattr(base, method):
            setattr(Recording, method, pausing(getattr(base, method)))
    values = {f.name: getattr(rules, f.name) for f in dataclasses.fields(base) if f.init}
    recording = Recording(**values)
    paused[0] = 0
    return recording, reads


def _playout(fam: GameFamily, var: Variant, rules: Any, n: int, seed: int, policy: Policy) -> None:
    state = Game(fam, var.name, {}, rules, n, ChanceMode.SEEDED).new_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        if state.is_terminal():
            break
        for event in state.apply(policy(list(state.legal_actions()), rng)):
            fam.describe_event(event)
    for seat in range(n):
        state.view(seat)


def _presets() -> Iterator[Any]:
    for fam in registry.families():
        for var in fam.variants:
            yield pytest.param(fam, var, id=var.name)


@pytest.mark.parametrize(("fam", "var"), list(_presets()))
def test_every_option_a_preset_accepts_is_read_and_no_refused_one_is(
    fam: GameFamily, var: Variant
) -> None:
    recording, reads = _recording(var.rules)
    wanted = set(registry.options_read(var.name)) - set(ALIASES)
    seats = list(range(var.min_players, var.max_players + 1))
    for policy in POLICIES.get(var.name, (_random,)):
        for seed in range(MAX_SEEDS):
            if wanted <= reads:
                break
            _playout(fam, var, recording, seats[seed % len(seats)], seed, policy)
    assert sorted(wanted - reads) == [], "accepted for this preset but never read"
    unread = unread_options(var.rules)
    assert sorted(name for name in unread if name in reads) == [], "refused but read"


@pytest.mark.parametrize(
    ("alias", "value", "expected"),
    [
        ("starting_lives", "6", 6),
        ("starting_tokens", "5", 5),
        ("new_cards_on_7_8_9", "true", "on_7_8_9"),
    ],
)
def test_every_other_name_of_an_option_sets_the_option_it_names(
    alias: str, value: str, expected: object
) -> None:
    """31's other names take effect through the option they name (NOTES 1.2, 2.3, 7.4)."""
    rules = registry.make("schwimmen", options={alias: value}).rules
    assert getattr(rules, ALIASES[alias]) == expected
    assert getattr(registry.make("schwimmen").rules, ALIASES[alias]) != expected


@pytest.mark.parametrize(
    ("game", "option", "where"),
    [
        ("zwanzig", "ten_no_drop=false", "applies to schnalzen"),
        ("zwanzig", "whiteout=false", "applies to mulatschak"),
        ("zwanzig", "exchanged_must_play=true", "applies to ramsen, monch"),
        ("ramsen", "no_drop_suit=clubs", "applies to zwanzig"),
        ("schwimmen", "match_hands=5", "applies with scoring=points"),
        ("underwear", "double_scope=hand", "applies with doubling=true"),
        ("pagat", "empty_pile_any_card_after_stock=false", "empty_pile_any_card=false"),
        ("zwanzig", "schleck_chain=2", "applies with schleck=true"),
        ("funf-dazu", "hearts_double=true", "applies when there are trumps"),
        ("41", "starting_chips=5", "applies with scoring=lowest_loses"),
        ("hosa-aba", "all_pass_empty_talon=continue", "passing in the first orbit alone"),
    ],
)
def test_an_option_the_preset_never_reads_is_refused_naming_where_it_applies(
    game: str, option: str, where: str
) -> None:
    name, _, value = option.partition("=")
    with pytest.raises(OptionError, match=where) as err:
        registry.make(game, options={name: value})
    assert f"option {name}={value!r} has no effect in these rules" in str(err.value)


def test_an_option_read_only_with_another_is_accepted_together_with_it() -> None:
    state = registry.make("zwanzig", options={"schleck": "true", "schleck_chain": "2"})
    assert state.options == {"schleck": True, "schleck_chain": 2}


def test_an_option_for_other_table_sizes_is_refused_for_this_many_players() -> None:
    with pytest.raises(OptionError, match="applies with fewer than 3 players"):
        registry.make("zwanzig", 4, options={"exchange_limit_small_table": "4"})
    state = registry.make("zwanzig", 2, options={"exchange_limit_small_table": "4"})
    assert state.rules.exchange_limit_small_table == 4


@pytest.mark.parametrize(
    ("game", "options", "reason"),
    [
        (
            "schwimmen",
            {"tri_palki_specials": "true", "lowest_rank": "6"},
            "both say what three Aces do",
        ),
        ("schwimmen", {"close_effect": "drop_out"}, "needs close_replaces_action=true"),
        ("zwanzig", {"strikers": "true"}, "strikers needs a card turned for trumps"),
        ("funf-dazu", {"dealer_takes_trump": "true"}, "the dealer takes the turned card"),
        ("ramsen", {"widow": "true"}, "only Rams' procedure"),
        ("ramsen", {"trump_source": "announcer"}, "goes with bidding='zwanzig'"),
    ],
)
def test_options_that_contradict_each_other_are_refused_with_the_reason(
    game: str, options: dict[str, str], reason: str
) -> None:
    with pytest.raises(OptionError, match=reason):
        registry.make(game, options=options)
