"""Perft-style counts: the number of legal action sequences from fixed deals.

A change in any of these numbers means move generation changed; check why
before updating them.  Depth 1 is worked out by hand in each docstring.
"""

from __future__ import annotations

import pytest

from pantsdown import make, parse_cards
from pantsdown.core.protocol import perft
from pantsdown.games.underwear.state import UnderwearState

# Seat 0 deals, so seat 1 plays first.  Deck order, top first: 7 rounds of cards
# (seat 1, seat 2, seat 0, ...), the turned card, then the first stock cards.
DEAL_3 = parse_cards(
    "5h Qs 3h Ks Js 2s 5s Jd Jc 6c 3d 8s 3c 9h 6s 4c Kd 7d Kc 10c Ac 9d "
    "Qc As 6d 10s 6h 10h 8d 5c 10d 7s Ad 7c"
)
DEAL_2 = parse_cards(
    "Kc 7s Jc Ah 6d 3h Qd Qh Kd Ad Jd As 3d 8h 4h 7h 6s 10s 3s 9s 8s 6c 4c 2h Ac 10h 7c"
)


def three_players() -> UnderwearState:
    state = make("underwear", 3, seed=1, options={"first_dealer": 0}, decks=[DEAL_3])
    assert isinstance(state, UnderwearState)
    return state


def two_players_optional() -> UnderwearState:
    state = make("underwear-all", 2, seed=1, options={"first_dealer": 0}, decks=[DEAL_2])
    assert isinstance(state, UnderwearState)
    return state


def test_perft_depth_one_by_hand_three_players() -> None:
    """Seat 1 holds 3c 4c 6c Kc 5s Ks 5h on the 9d: no diamond, no nine, so only the
    royalty plays (Kc, Ks, both) and the draw."""
    state = three_players()
    assert state.view(1).hand == tuple(parse_cards("3c 4c 6c Kc 5s Ks 5h"))
    assert state.view(1).downpile == tuple(parse_cards("9d"))
    assert sorted(str(a) for a in state.legal_actions()) == [
        "draw",
        "royal Kc",
        "royal Kc Ks",
        "royal Ks",
    ]


@pytest.mark.parametrize(("depth", "count"), [(1, 4), (2, 75), (3, 540), (4, 2687)])
def test_perft_three_players(depth: int, count: int) -> None:
    assert perft(three_players(), depth) == count


def test_perft_depth_one_by_hand_two_players_optional() -> None:
    """Seat 1 holds Jc Kc 3d 6d Jd Qd Kd on the 4h: five royalties (2**5 - 1 = 31 plays)
    and the draw; no heart, no four, no up-pile; nobody may double at 7 against 7."""
    state = two_players_optional()
    assert state.view(1).hand == tuple(parse_cards("Jc Kc 3d 6d Jd Qd Kd"))
    assert len(state.legal_actions()) == 32


@pytest.mark.parametrize(("depth", "count"), [(1, 32), (2, 283), (3, 2226)])
def test_perft_two_players_optional(depth: int, count: int) -> None:
    assert perft(two_players_optional(), depth) == count
