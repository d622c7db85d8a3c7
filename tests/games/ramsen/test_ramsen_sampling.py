"""sample_state: hidden cards are dealt consistently with everything a view knows."""

from __future__ import annotations

import random

from ramsen_helpers import play, stacked, to_play

from pantsdown.core.cards import WELI, parse_card
from pantsdown.games.ramsen import sample_state


def test_a_seat_that_did_not_follow_is_sampled_without_that_suit() -> None:
    """A player who did not follow suit has none of it."""
    hands = ["7c 8c 9c 10c Kc", "Ah 10h As Ks Qs", "Kh Qh Ac Jc Qc", "Ad Kd Qd Jd 10d"]
    state = stacked("zwanzig", hands)
    to_play(state, trump="trump spades")
    play(state, "play Ah", "play Kh", "play Ad")  # seat 3 shows void in hearts and trumps
    view = state.view(1)
    assert view.voids[3] == ("hearts", "trumps")
    rng = random.Random(5)
    for _ in range(40):
        sampled = sample_state(view, rng)
        assert sampled.view(1) == view
        assert not any(c.suit.name in ("HEARTS", "SPADES") for c in sampled.hands[3])


def test_voids_are_effective_suits_under_permanent_trumps() -> None:
    """With permanent trumps, 'suit' means the effective suit under the current trump: a
    player void in clubs may still hold the Q♣ and J♣, which are trumps in Ramsen."""
    hands = ["7c 8c 9c 10c Kc", "Ac 7s 8s 9s 10s", "Kh Qh Jh 10h 8h", "Ad Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="9h", bottom="8d")
    to_play(state)
    play(state, "play Ac", "play 8h")  # seat 2 trumps: void in (effective) clubs
    view = state.view(1)
    rng = random.Random(3)
    seen_permanent = False
    for _ in range(200):
        sampled = sample_state(view, rng)
        assert sampled.view(1) == view
        plain_clubs = [c for c in sampled.hands[2] if sampled.table.eff[c.index] == 0]
        assert not plain_clubs
        seen_permanent |= any(str(c) in ("Qc", "Jc") for c in sampled.hands[2])
    assert seen_permanent


def test_own_discards_stay_out_of_play_and_never_reach_another_hand() -> None:
    """The cards a seat exchanged away are out of play and known only to the discarder."""
    hands = ["7c 8c 9c 10c Kc", "Ah 10h As Ks Qs", "Kh Qh Ac Jc Qc", "Ad Kd Qd Jd 10d"]
    state = stacked("zwanzig", hands, talon="7h 8h 9h")
    play(state, "trump spades", "exchange Ah 10h")
    view = state.view(1)
    gone = {parse_card("Ah"), parse_card("10h")}
    rng = random.Random(9)
    for _ in range(30):
        sampled = sample_state(view, rng)
        assert set(sampled.discards[1]) == gone
        assert not any(gone & set(h) for h in sampled.hands)
    # another seat's view knows only the count of seat 1's discards
    other = state.view(2)
    assert other.out_counts[1] == 2 and other.discards == ()
    for _ in range(30):
        sampled = sample_state(other, rng)
        assert len(sampled.discards[1]) == 2 and sampled.view(2) == other


def test_a_card_taken_publicly_stays_with_its_taker() -> None:
    """The Schleken / Weli card a player took publicly (and the dealer's trump card)."""
    hands = ["7c 8c 9c Kc Qc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd"]
    state = stacked("mulatschak", hands, schlecker=3, bottom="6d")
    play(state, "schleck")
    view = state.view(0)
    rng = random.Random(1)
    for _ in range(20):
        assert WELI in sample_state(view, rng).hands[3]
    bw = stacked(
        "bohemian-watten",
        ["7c 8c 9c Jc Kc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 9h", "Ad Kd Qd Jd 9d"],
        turned="10d",
    )
    play(bw, "exchange none", "exchange none", "exchange none", "take-trump 7c")
    view = bw.view(2)
    for _ in range(20):
        sampled = sample_state(view, rng)
        assert parse_card("10d") in sampled.hands[0]
        assert sampled.view(2) == view


def test_the_cutters_peek_stays_at_the_bottom_of_the_talon() -> None:
    """The cutter saw the bottom card and left it: it is still the talon's last card."""
    hands = ["7c 8c 9c 10c Kc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
    state = stacked("ramsen", hands, turned="9h", bottom="9d")
    play(state, "pass")
    view = state.view(3)
    assert str(view.peek) == "9d"
    rng = random.Random(2)
    for _ in range(20):
        sampled = sample_state(view, rng)
        assert str(sampled.stock[0]) == "9d" and sampled.view(3) == view
