"""Perft: counts of legal action sequences from fixed deals (three players), pinned.

A change in any of these numbers means move generation changed: check the rules.
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import deal

from pantsdown.core.protocol import perft

DEALS = {
    "schwimmen": ("7c 8d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s  Ac Kc Qc", [2, 44, 726, 10648]),
    "hosenabe": ("6c 7d 9h  7h 8h 6s  10s 8s 7c  Qh Jh 9s", [2, 22, 242]),
    "dutch-31": ("7c 8d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s", [2, 22, 242]),
    "hosa-aba": ("6c 8d 9h  7h 8h 6s  10s 8s 7d  Qh Jh 9s", [2, 22, 233]),
    "41": ("2c 3d 4h 5s  Ah Kh 7c 2d  9s 8s Qd Jc", [19, 358, 6748]),
    "tri-palki": ("Jc 7c 9c 6s  8d 8c 7d Ad  9h 10d Kh 8s", [11, 121, 1331]),
    "tuppenny": ("8c 9d 10h  Jh 8h 9s  10s 8s 9c  Qh Jd 9h", [11, 121, 1331]),
}


@pytest.mark.parametrize("variant", list(DEALS))
def test_perft_counts_from_a_fixed_deal(variant: str) -> None:
    deck, expected = DEALS[variant]
    state = deal(variant, 3, deck)
    assert [perft(state, d) for d in range(1, len(expected) + 1)] == expected
