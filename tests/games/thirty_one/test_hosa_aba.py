"""Hosa Aba (Chur), seed 001 and NOTES.md section 3.

Three players: seat 2 deals, seat 0 plays first; the deal is as in Schwimmen.
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import deal, play, texts

from pantsdown.core.errors import IllegalActionError
from pantsdown.core.registry import make

PLAIN = "6c 8d 9h  7h 8h 6s  10s 8s 7d  Qh Jh 9s"
OFFER = "6c 8d 9c  7h 8h 6s  10s 8s 7d  Qh Jh 9h"  # the extra hand is all hearts


def test_36_card_deck_and_the_six_is_worth_six() -> None:
    """ "It is played with a 36-card deck: A-K-Q-J-10-9-8-7-6 in each suit (the 6 is worth 6
    points)."
    """
    s = deal("hosa-aba", 3, "6c 6d 9h  7h 8h 6s  10s 8s 7d  Qh Jh 9s")
    assert len(s.pack) == 36 and s.view(0).hand_value == 9
    assert deal("hosa-aba", 3, "6c 8c 9h  7h 8h 6s  10s 8s 7d  Qh Jh 9s").view(0).hand_value == 14


def test_pass_only_in_the_first_round() -> None:
    """ "(first round only) Pass" """
    s = deal("hosa-aba", 3, PLAIN)
    play(s, "keep")
    assert "pass" in texts(s.legal_actions())
    play(s, "pass", "pass", "swap 7d 9s")
    assert "pass" not in texts(s.legal_actions())
    with pytest.raises(IllegalActionError, match="PASS is allowed only in the first round"):
        s.apply_text("pass")


def test_stop_only_from_the_second_round_and_instead_of_exchanging() -> None:
    """ "(second round onward only) Announce "stop"" """
    s = deal("hosa-aba", 3, PLAIN)
    play(s, "keep")
    assert "stop" not in texts(s.legal_actions())
    play(s, "pass", "pass", "swap 7d 9s")
    assert "stop" in texts(s.legal_actions())
    assert not any(t.endswith(" close") for t in texts(s.legal_actions()))


def test_after_stop_everyone_else_gets_one_more_turn() -> None:
    """ "Otherwise it continues until someone has called "stop", after which everyone else
    gets one more turn if there is no call of "Hosa aba!"."
    """
    s = deal("hosa-aba", 3, PLAIN)
    play(s, "keep", "pass", "pass", "swap 7d 9s", "stop")
    assert s.view(1).still_to_play == (2,)
    play(s, "swap 7h Qh", "swap 8s Jh")
    assert s.hand_number == 1


def test_offerte_forbids_a_one_card_exchange_in_the_first_round() -> None:
    """ "If the cards on the table are all of the same suit, this is called an offer
    ("Offerte") and in this case it is not permitted to exchange only one card" """
    s = deal("hosa-aba", 3, OFFER)
    play(s, "keep")
    assert texts(s.legal_actions()) == ["swap all", "pass"]
    with pytest.raises(IllegalActionError, match="Offerte"):
        s.apply_text("swap 6c Qh")


def test_offerte_after_the_first_round_means_swap_all_or_stop() -> None:
    """ "if this occurs after the first round, the player must either exchange all three
    cards or call "stop"."
    """
    s = deal("hosa-aba", 3, "6c 8d 9c  7h 8h 6s  10h 8s 7d  Qh Jh 9s")
    play(s, "keep", "pass", "pass", "swap 10h 9s")  # the table is now Qh Jh 10h
    assert texts(s.legal_actions()) == ["swap all", "stop"]


def test_hosa_aba_31_ends_the_hand_at_once() -> None:
    """ "As usual, the game ends immediately if someone manages to collect 31 points: this is
    called out as "Hosa aba!"."
    """
    s = deal("hosa-aba", 3, "Ah Kh 6c  7h 8h 6s  10s 8s 7d  Qh Jd 9s")
    play(s, "keep", "swap 6c Qh")
    assert s.hand_number == 1 and s.hand_result() is not None and s.hand_result().losers == (1,)


def test_no_feuer_three_aces_count_30_5() -> None:
    """ "There is no "Feuer". Three Aces count as 30.5 points, the same as any other three of
    a kind."
    """
    s = deal("hosa-aba", 3, "Ac Ad Ah  7h 8h 6s  10s 8s 7d  Qh Jd 9s")
    assert s.hand_number == 0 and s.view(0).hand_value == 30.5


def test_no_tie_break_everyone_on_the_lowest_loses_a_life() -> None:
    """ "There is no tie-break: everyone who has the least amount of points loses a life.
    Suits are irrelevant."
    """
    hands = "Kc 7h 8d  Kh 7c 8s  As Ks 9s  Qd Jd 9c"
    s = deal("hosa-aba", 3, hands)
    play(s, "keep", "pass", "pass", "swap 9s 9c", "stop", "swap 7c 9s", "swap 9c Jd")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)  # 10 against 17
    s2 = deal("hosa-aba", 3, hands)
    play(s2, "keep", "pass", "pass", "swap 9s 9c", "stop", "swap 8s Jd", "swap 9c 9s")
    assert s2.hand_result() is not None and s2.hand_result().losers == (0, 1)


def test_lives_as_in_schwimmen_three_then_swimming() -> None:
    """[our choice, NOTES 3.2] "Lives: as Schwimmen (3 chips, then swimming)" """
    s = make("hosa-aba", 3, seed=1)
    assert s.chips == (3, 3, 3) and s.rules.swimming  # type: ignore[attr-defined]


def test_direction_is_clockwise_with_a_counterclockwise_option() -> None:
    """[our choice, NOTES 3.2/3.3] "Direction: clockwise as in the base game ... offer it as
    an option."
    """
    s = deal("hosa-aba", 3, PLAIN)
    play(s, "keep", "pass")
    assert s.current_player() == 1
    ccw = deal("hosa-aba", 3, PLAIN, direction="counterclockwise")
    assert ccw.dealer == 1  # seat 0 still moves first, now on the dealer's right
    play(ccw, "keep", "pass")
    assert ccw.current_player() == 2
