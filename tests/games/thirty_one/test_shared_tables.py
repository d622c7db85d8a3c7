"""The 31 family's hand evaluators are shared by the rule fields they read, among
rules equal to a preset's in them; other rules keep their own, which dies with them
(a server makes matches for months)."""

from __future__ import annotations

import itertools
import random
from typing import Any, cast

import pytest

from pantsdown import make
from pantsdown.core.cards import parse_cards
from pantsdown.games.thirty_one.rules import PRESETS, ThirtyOneRules
from pantsdown.games.thirty_one.scoring import (
    EVALUATION_FIELDS,
    Evaluator,
    evaluator,
)


class ReadRecorder:
    """Stands in for a rules object and notes every field read through it."""

    def __init__(self, rules: ThirtyOneRules) -> None:
        self.rules = rules
        self.read: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        self.read.add(name)
        return getattr(self.rules, name)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_an_evaluator_reads_only_the_evaluation_fields(preset: str) -> None:
    rules = PRESETS[preset]
    recorder = ReadRecorder(rules)
    for multi_deck in (False, True):
        ev = Evaluator(cast(ThirtyOneRules, recorder), multi_deck)
        pack = rules.pack(4)
        for hand in itertools.islice(itertools.combinations(pack, rules.hand_size), 0, None, 7):
            ev.info(hand)
            ev.key(hand)
    assert recorder.read <= set(EVALUATION_FIELDS), recorder.read - set(EVALUATION_FIELDS)


def test_matches_differing_only_in_match_options_share_one_evaluator() -> None:
    a = make("schwimmen", 3, seed=1, options={"starting_chips": 4})
    b = make("schwimmen", 3, seed=1, options={"starting_chips": 7})
    assert evaluator(a.rules) is evaluator(b.rules)


def test_a_rule_of_hand_values_gets_its_own_evaluator() -> None:
    a = make("schwimmen", 3, seed=1, options={"three_of_a_kind": 30})
    b = make("schwimmen", 3, seed=1, options={"three_of_a_kind": 30.5})
    assert evaluator(a.rules) is not evaluator(b.rules)
    trio = parse_cards("7c 7d 7h")
    assert evaluator(a.rules).value(trio) == 30 and evaluator(b.rules).value(trio) == 30.5


def test_an_evaluator_of_rules_of_their_own_dies_with_the_rules() -> None:
    import gc
    import weakref

    state = make("schwimmen", 3, seed=1, options={"three_of_a_kind": 31})
    ev = evaluator(state.rules)  # type: ignore[attr-defined]
    assert ev is evaluator(state.rules)  # type: ignore[attr-defined]
    assert ev is not evaluator(PRESETS["schwimmen"])
    gone = weakref.ref(state.rules)  # type: ignore[attr-defined]
    del state, ev
    gc.collect()
    assert gone() is None


def test_a_four_card_hand_is_worth_the_same_in_any_order_and_again() -> None:
    rules = PRESETS["41"]
    kept = Evaluator(rules, False)
    for text in ("Ah Kh Qh Jh", "7c 7d 7h 7s", "Ac Ad 2h 9s", "10s Js 3d 3c"):
        cards = parse_cards(text)
        first = kept.info(cards)
        for order in itertools.permutations(cards):
            assert kept.info(list(order)) == first == Evaluator(rules, False).info(list(order))


@pytest.mark.parametrize("preset", ["schwimmen", "tri-palki"])
def test_every_three_card_hand_of_a_filled_table_is_looked_up_as_worked_out(preset: str) -> None:
    # a preset's shared evaluator holds every hand of its pack at once; each is looked
    # up (in any order of its cards, hand list or tuple) as a fresh evaluator works it out
    rules = PRESETS[preset]
    pack = sorted(set(rules.pack(4)), key=lambda c: c.index)
    shared = evaluator(rules)
    shared.fill(pack)
    fresh = Evaluator(rules, False)
    for hand in itertools.combinations(pack, 3):
        worked_out = fresh.info(hand)
        assert shared.info(list(reversed(hand))) == worked_out
        assert shared.info(hand[1:] + hand[:1]) == worked_out
        assert shared.suit_totals(list(hand)) == fresh.suit_totals(hand)
    # hands with a card the pack lacks (a Two) are worked out, wherever it sits
    for text in ("2h Ah Kh", "Ah 2h Kh", "Ah Kh 2h", "2h 2c Ah"):
        cards = parse_cards(text)
        assert shared.info(cards) == fresh.info(cards)
        assert shared.suit_totals(cards) == fresh.suit_totals(cards)


@pytest.mark.parametrize("num_decks", [1, 2])
def test_a_four_card_hand_is_worth_what_it_is_worth_on_its_own(num_decks: int) -> None:
    # 41 keeps four-card hands by their suit totals: a hand looked up after thousands
    # of others (of one pack or two) is what a fresh evaluator makes of it alone
    rules = PRESETS["41"]
    pack = sorted(rules.pack(4), key=lambda c: c.index) * num_decks
    shared = Evaluator(rules, num_decks > 1)
    rng = random.Random(41)
    for _ in range(3000):
        hand = rng.sample(pack, 4)
        alone = Evaluator(rules, num_decks > 1).info(hand)
        assert shared.info(hand) == alone
        assert shared.info(tuple(reversed(hand))) == alone
        assert alone.value == max(shared.suit_totals(hand))


def test_hands_alike_in_suit_totals_are_alike_in_41() -> None:
    # the best suit total is the hand's value; the suit it is in is named
    ev = evaluator(PRESETS["41"])
    one, other = ev.info(parse_cards("Ac Kc 9h 7d")), ev.info(parse_cards("Ac Qc 9h 7d"))
    assert one == other
    assert (one.value, one.kind, one.suit) == (21, "suit", 0)
    assert ev.info(parse_cards("Ac Kc 9c 7d")).value == 30
