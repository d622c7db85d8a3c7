"""Perft: counts of legal action sequences from fixed stacked deals pin move generation down."""

from __future__ import annotations

from ramsen_helpers import play, stacked, to_play

from pantsdown.core.protocol import perft

HANDS = ["Ac 8c 9h 10s Kd", "As 7c Qs 9c 10d", "Ah Kh Qc 8s 10h", "Ad Kc Qd Jd Js"]


def test_perft_from_the_cut() -> None:
    """The cutter schlecks or passes; then each seat's 32 exchanges (at most 5 of 5 cards)."""
    state = stacked("ramsen", HANDS, turned="9s", bottom="Jh")
    assert [perft(state, d) for d in range(1, 4)] == [2, 64, 2048]


def test_perft_of_the_first_trick() -> None:
    """Follow suit, head the trick, trump when void: the first trick's sequences."""
    state = stacked("ramsen", HANDS, turned="9s", bottom="Jh")
    play(state, "pass")
    to_play(state)
    assert [perft(state, d) for d in range(1, 5)] == [5, 9, 13, 17]


def test_perft_mulatschak_bidding() -> None:
    """Mulatschak's auction from a fixed deal."""
    hands = ["7c 8c 9c 10c Kc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
    state = stacked("mulatschak", hands)
    assert [perft(state, d) for d in range(1, 4)] == [2, 14, 62]
