"""Worlds weighed by the others' moves: the 31 family's model of play."""

from __future__ import annotations

import random

from pantsdown.bots.base import make_bot
from pantsdown.bots.heuristic.thirty_one import hand_utility
from pantsdown.bots.search.inference import ThirtyOneModel, WorldSampler, _hand_key
from pantsdown.core.registry import make


def positions(preset: str, count: int) -> list[tuple[object, int]]:
    """(state, seat to act) a few heuristic moves into the first hands of ``count`` deals,
    where some other seat has moved."""
    rng = random.Random(7)
    found = []
    for seed in range(count):
        state = make(preset, 4, seed=seed)
        bot = make_bot("heuristic", "thirty_one", seed=1)
        for _ in range(rng.randrange(5, 12)):
            seat = state.current_player()
            if state.is_terminal() or state.hand_result() is not None or seat < 0:
                break
            state.apply(bot.choose(state.view(seat), state.legal_actions()))
        seat = state.current_player()
        if not (state.is_terminal() or state.hand_result() is not None or seat < 0):
            found.append((state, seat))
    return found


def test_the_true_hands_explain_the_others_moves_better_than_random_ones() -> None:
    """In most positions the true state's hands make the others' swaps, passes and
    knocks likelier than the average uniformly dealt world does."""
    better = total = 0
    for state, seat in positions("schwimmen", 16):
        view = state.view(seat)
        model = ThirtyOneModel(view)
        if not model.has_evidence:
            continue
        family = state.game.family
        rng = random.Random(1)
        dealt = [model(family.sample_state(view, rng)) for _ in range(30)]
        total += 1
        better += model(state) > sum(dealt) / len(dealt)
    assert total >= 5
    assert better >= 0.7 * total


def test_weighted_worlds_stay_consistent_with_the_view() -> None:
    """A drawn world shows the seat exactly its own view."""
    for state, seat in positions("dutch-31", 6):
        view = state.view(seat)
        sampler = WorldSampler(state.game.family, view, random.Random(2))
        for _ in range(3):
            assert sampler.draw().view(seat) == view


def test_a_position_without_moves_this_hand_is_dealt_uniformly() -> None:
    """At the first decision of a hand nobody else has moved: there is nothing to learn
    from, and the sampler has no model to weigh by."""
    state = make("schwimmen", 4, seed=0)
    view = state.view(state.current_player())
    assert not ThirtyOneModel(view).has_evidence
    assert WorldSampler(state.game.family, view, random.Random(1)).model is None


def test_a_swap_is_weighed_as_the_hand_it_makes() -> None:
    """The model weighs a one-card swap as the hand it makes, remembered or not: by the
    swapped hand's key worked out from the hand's, and, where the table card is already
    in the hand (a world the sampler may still weigh), by the swapped hand itself."""
    checked = 0
    for preset in ("schwimmen", "41"):
        for state, seat in positions(preset, 4):
            view = state.view(seat)
            table = list(view.table)
            for other in range(state.num_players):
                dealt = list(state.hands[other])
                for hand in (dealt, [table[0], *dealt[1:]]):
                    model = ThirtyOneModel(view)
                    key = _hand_key(hand)
                    for i in range(len(hand)):
                        for card in table:
                            swapped = [*hand[:i], card, *hand[i + 1 :]]
                            if card not in hand:
                                worked_out = (key & ~(1 << hand[i].index)) | 1 << card.index
                                assert _hand_key(swapped) == worked_out
                            first = model._swap_utility(key, hand, i, card)
                            assert first == hand_utility(model.ev, swapped)
                            assert model._swap_utility(key, hand, i, card) == first
                            assert model.utility(list(reversed(swapped))) == first
                            checked += 1
    assert checked >= 100
