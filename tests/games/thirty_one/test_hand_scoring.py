"""After every hand the family says how it was scored: who lost, why, and how ties went.

The engine emits the verdict as typed data (:class:`HandScored`), and the hand's result
carries those events; ``games/thirty_one/prose.py`` makes the sentences
(``result_words(result)``: how play ended, how it was scored).
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import deal, play

from pantsdown.core.errors import OptionError
from pantsdown.games.thirty_one.events import HandEnded, HandScored, PointsScored, SpecialShown
from pantsdown.games.thirty_one.prose import result_words
from pantsdown.games.thirty_one.state import ThirtyOneState


def scored(state: ThirtyOneState) -> HandScored:
    """The verdict of the last finished hand."""
    return next(e for e in reversed(state.events) if isinstance(e, HandScored))


def test_a_tie_for_the_lowest_hand_settled_by_suit_is_said_to_be_one() -> None:
    """[seed 001 Schwimmen] equal scores are split by suit, clubs > spades > hearts >
    diamonds: the hand says that the tie was one and how it went.
    """
    s = deal("schwimmen", 3, "Kc 10c 9c  Ks 10s 9s  Ah Kh 9h  7d 8d 10d")
    play(s, "keep", "pass close", "pass", "pass")
    verdict = scored(s)
    assert verdict == HandScored("tie_broken", (1,), (0, 1), 29, "suit")
    result = s.hand_result()
    assert result is not None and result.losers == (1,)
    assert result_words(result)[0] == "seat 0 closed and everyone else has had a last turn"
    assert result_words(result)[1] == (
        "seat 0 and seat 1 tie for the lowest hand (29); the tie goes by the suit of the "
        "scoring cards (clubs, then spades, hearts, diamonds), so seat 1 loses"
    )


def test_a_tie_between_trios_goes_by_their_rank() -> None:
    """[seed 001 Schwimmen] between equal trios the higher rank wins."""
    s = deal("schwimmen", 2, "9c 9d 9s  Qc Qd Qs  7d 8d 10d")
    play(s, "keep", "pass close", "pass")
    assert scored(s) == HandScored("tie_broken", (0,), (0, 1), 30.5, "trio_rank")
    result = s.hand_result()
    assert (
        result is not None
        and "the tie goes by the trios' rank, so seat 0 loses" in (result_words(result)[1])
    )


def test_the_one_lowest_hand_loses_and_is_named_with_its_value() -> None:
    """[seed 001] the player with the lowest hand loses a chip."""
    s = deal("schwimmen", 3, "Kc 10c 9c  7s 8h 9d  Ah Kh 9h  7d 8d 10d")
    play(s, "keep", "pass close", "pass", "pass")
    result = s.hand_result()
    assert (
        result is not None and result_words(result)[1] == "seat 1 has the lowest hand (9) and loses"
    )


def test_tied_lowest_hands_all_lose_where_no_tie_break_applies() -> None:
    """[seed 001 Dutch 31, Hosa Aba: no tie-break; Schwimmen: players still tied for lowest
    all lose] with ``tie_break=none`` both tied hands lose, and the hand says so.
    """
    s = deal("schwimmen", 3, "Kc 10c 9c  Ks 10s 9s  Ah Kh 9h  7d 8d 10d", tie_break="none")
    play(s, "keep", "pass close", "pass", "pass")
    verdict = scored(s)
    assert verdict.why == "tied_all_lose" and verdict.tied == (0, 1)
    result = s.hand_result()
    assert result is not None and result.losers == (0, 1)
    assert result_words(result)[1] == "seat 0 and seat 1 tie for the lowest hand (29) and both lose"


def test_tied_lowest_hands_lose_nothing_in_tuppenny() -> None:
    """[seed 001 Tuppenny] tied lowest hands: nobody pays, and the hand says why."""
    s = deal("tuppenny", 3, "Kc 10c 9c  Ks 10s 9s  Ah Kh 9h  Jd 8d 10d")
    play(s, "stick", "stick", "stick")
    assert scored(s) == HandScored("tied_nobody_loses", (), (0, 1), 29)
    result = s.hand_result()
    assert result is not None and result.losers == ()
    assert result_words(result)[0] == (
        "every other player called stick and seat 2, the last one still playing, "
        "has had a last turn"
    )
    assert result_words(result)[1] == (
        "seat 0 and seat 1 tie for the lowest hand (29), and tied lowest hands lose nothing"
    )


def test_the_closer_alone_loses_a_tie_with_knocker_loses_ties() -> None:
    """[NOTES 1.4 knocker_loses_ties] the closer among the tied lowest loses alone, and
    the hand says that the tie went against them.
    """
    s = deal("schwimmen", 3, "Kh 10h 7c  Qh Jh 8s  As Ks 9s  Qd Jd 9d", knocker_loses_ties=True)
    play(s, "keep", "pass close", "pass", "pass")
    assert scored(s) == HandScored("tied_closer_loses", (0,), (0, 1), 20)
    result = s.hand_result()
    assert (
        result is not None
        and "a tie goes against the player who closed, so seat 0 alone" in (result_words(result)[1])
    )


def test_dealt_feuer_is_said_to_cost_double() -> None:
    """[seed 001 optional] dealt three Aces cost the others two chips, one for a dealt 31;
    the hand says that the others pay double.
    """
    s = deal("schwimmen", 3, "Ac Ad Ah  Ks Qs As  10s 8s 7d  Qd Jd 9s", dealt_specials_penalty=True)
    assert scored(s) == HandScored("dealt_feuer", (1, 2), (0,))
    result = s.hand_result()
    assert result is not None and result_words(result)[0] == "Feuer (three Aces) was dealt"
    assert result_words(result)[1] == (
        "seat 0 was dealt Feuer: every other player pays double, or single for a dealt 31"
    )


def test_a_points_hand_says_the_best_hand_scores_and_the_others_lose_the_difference() -> None:
    """[seed 001, 41] the winner gains their hand value, the others lose the difference."""
    s = deal("41", 3, "Ah Kh Qh Jh  As Ks Qs 2c  Ad Kd 3c 4c  5c 6c 7c 8c")
    s.apply_text("end")
    ended = [e for e in s.events if isinstance(e, HandEnded)]
    assert ended == [HandEnded("ended", 0, "end")]
    assert scored(s) == HandScored("best_hand_scores", (1, 2), (0,), 41)
    points = [e for e in s.events if isinstance(e, PointsScored)]
    assert [(e.seat, e.points) for e in points] == [(0, 41), (1, 31 - 41), (2, 21 - 41)]
    result = s.hand_result()
    assert result is not None and result_words(result)[1] == (
        "seat 0 has the best hand (41) and scores it; the others lose the difference to it"
    )


@pytest.mark.parametrize(
    ("variant", "name"),
    [
        ("schwimmen", "Schnauz (31)"),
        ("hosenabe", "Pants Down (31)"),
        ("hosa-aba", "Hosa aba (31)"),
        ("dutch-31", "31"),
    ],
)
def test_a_31_is_shown_under_the_name_the_game_gives_it(variant: str, name: str) -> None:
    """[seed 001 "a declaration of 31 (Schnauz)", "called out as 'Hosa aba!'"; seed 000
    "Pants Down"] ``thirty_one_name``: a dealt 31 is shown, and described, by its name.
    """
    s = deal(variant, 3, "Ah Kh Qh  7c 8d 9s  10s 8s 7d  Qd Jd 9h")
    shown = [e for e in s.events if isinstance(e, SpecialShown)]
    assert [(e.kind, e.dealt) for e in shown] == [("31", True)]
    assert [str(e) for e in shown] == [f"seat 0 was dealt {name}: Ah Kh Qh"]


def test_thirty_one_name_renames_the_31_and_refuses_an_empty_name() -> None:
    """``thirty_one_name`` [our choice for the wording of a table's own name]."""
    s = deal("schwimmen", 3, "Ah Kh Qh  7c 8d 9s  10s 8s 7d  Qd Jd 9h", thirty_one_name="Blitz")
    shown = [e for e in s.events if isinstance(e, SpecialShown)]
    assert [(e.name, str(e)) for e in shown] == [("Blitz", "seat 0 was dealt Blitz (31): Ah Kh Qh")]
    with pytest.raises(OptionError, match="thirty_one_name"):
        deal("schwimmen", 3, thirty_one_name=" ")
