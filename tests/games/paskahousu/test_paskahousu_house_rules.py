"""House rules of Paskahousu (issue 13): options that real tables play, each named after
the rule, set up with stacked decks or the position notation.

Three or four players; the dealer is the last seat, so seat 0 sits on the dealer's left.
"""

from __future__ import annotations

import pytest
from paskahousu_helpers import deal, position, texts

from pantsdown.core.errors import IllegalActionError, OptionError
from pantsdown.core.registry import from_position, make
from pantsdown.games.paskahousu import FAMILY, Phase, Play, parse_action
from pantsdown.games.paskahousu.events import LeadForced, PileFell, TrapSet
from pantsdown.games.paskahousu.rules import PaskahousuRules

OTHERS = ["3d 4d 5d 6d 7d", "3h 4h 5h 6h 7h"]


def play(text: str) -> Play:
    action = parse_action("play " + text)
    assert isinstance(action, Play)
    return action


# -- a Ten or an Ace on an empty pile simply falls -------------------------------------------


def test_without_the_trap_a_ten_on_an_empty_pile_falls_and_the_player_leads_again() -> None:
    """empty_pile_trap=false: no trap; the Ten falls at once and the same player leads."""
    state = position(["10s 3c 4c 5c 6c", *OTHERS], empty_pile_trap=False)
    events = state.apply(play("10s"))
    assert [e.reason for e in events if isinstance(e, PileFell)] == ["ten"]
    assert not [e for e in events if isinstance(e, TrapSet)]
    assert state.phase is Phase.PLAY and state.current_player() == 0 and state.pile == []


def test_with_the_trap_the_next_player_must_pick_up_the_ten() -> None:
    """The seed's rule, the default: the Ten on the empty pile is a trap for seat 1."""
    state = position(["10s 3c 4c 5c 6c", *OTHERS])
    state.apply(play("10s"))
    assert state.phase is Phase.TRAPPED and state.current_player() == 1
    assert texts(state) == ["pickup"]


# -- at most one Two, Ten or Ace per play ----------------------------------------------------


def test_at_most_one_two_ten_or_ace_goes_down_in_one_play() -> None:
    """one_special_per_play: two Twos are two plays; the refusal names the rule."""
    state = position(["2c 2d 9c 9h 5c", *OTHERS], pile="8s", one_special_per_play=True)
    assert "play 2c" in texts(state) and "play 2d" in texts(state)
    assert not [t for t in texts(state) if t.startswith("play 2") and len(t.split()) > 2]
    before = state.to_position()
    with pytest.raises(IllegalActionError, match="at most one Two, Ten or Ace"):
        state.apply(play("2c 2d"))
    assert state.to_position() == before
    # ordinary ranks still go down together
    assert "play 9c 9h" in texts(state)
    free = position(["2c 2d 9c 9h 5c", *OTHERS], pile="8s")
    assert free.can(play("2c 2d"))


def test_a_forced_first_lead_of_tens_is_one_ten_under_one_special_per_play() -> None:
    """When the lowest rank dealt is the Ten, its holder leads one Ten, not both."""
    seats = ["10c 10d Jc Jd Qc", "Qd Qh Kc Kd Kh", "Ac Ad Ah 2c 2d"]
    assert [str(a) for a in deal(seats).legal_actions()] == ["play 10c 10d"]
    state = deal(seats, one_special_per_play=True)
    assert [str(a) for a in state.legal_actions()] == ["play 10c"]


# -- the court-card threshold as a number --------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "top", "allowed"),
    [
        (7, "6s", False),  # today's rule: not on a pile below seven
        (7, "7s", True),
        (6, "6s", True),  # court cards on a Six or higher
        (6, "5s", False),
        (8, "7s", False),  # on an Eight or higher
        (8, "8s", True),
        (None, "3s", True),  # no threshold: on any lower card
    ],
)
def test_court_cards_go_only_on_a_pile_topped_at_the_threshold(
    line: int | None, top: str, allowed: bool
) -> None:
    """court_min_top: a Jack goes on ``top`` or not, by the table's threshold."""
    state = position(["Jc 3c 4c 5c 6c", *OTHERS], pile=top, court_min_top=line)
    assert state.can(play("Jc")) is allowed
    if not allowed:
        word = {6: "six", 7: "seven", 8: "eight"}[line or 7]
        with pytest.raises(IllegalActionError, match=f"pile topped below {word}"):
            state.apply(play("Jc"))


def test_the_court_threshold_is_six_seven_eight_or_none() -> None:
    """Another number is refused with the range and its reason."""
    with pytest.raises(OptionError, match="court_min_top"):
        make("paskahousu", 3, options={"court_min_top": "9"})
    assert make("paskahousu", 3, seed=1, options={"court_min_top": "none"}).rules == (
        PaskahousuRules(court_min_top=None)
    )


# -- an Ace may go on any lower card -----------------------------------------------------------


def test_an_ace_may_go_on_any_lower_card_and_fells_the_pile() -> None:
    """ace_on_any_lower: an Ace on a Five fells the pile; off, only on a court card."""
    seats = ["Ah 3c 4c 5c 6c", *OTHERS]
    assert not position(seats, pile="5s").can(play("Ah"))
    state = position(seats, pile="5s", ace_on_any_lower=True)
    events = state.apply(play("Ah"))
    assert [e.reason for e in events if isinstance(e, PileFell)] == ["ace"]
    assert state.current_player() == 0


def test_an_ace_on_any_lower_card_does_not_go_with_the_plain_ace() -> None:
    """A plain Ace (ace_plain_14) fells nothing, so the two options contradict."""
    with pytest.raises(OptionError, match="ace_on_any_lower cannot go with ace_plain_14"):
        PaskahousuRules(ace_on_any_lower=True, ace_plain_14=True)


# -- Twos that do not block; a Two that plays again ---------------------------------------------


def test_a_two_that_does_not_block_lets_any_card_follow() -> None:
    """twos_block=false: a Three may go on a Two; the seed allows only another Two."""
    seats = ["3c 4c 5c 6c 8c", *OTHERS]
    assert not position(seats, pile="9s 2h").can(play("3c"))
    assert position(seats, pile="9s 2h", twos_block=False).can(play("3c"))


def test_a_two_gives_the_same_player_another_turn() -> None:
    """two_plays_again: after the Two the same seat moves; the seed passes the turn."""
    seats = ["2c 3c 4c 5c 6c", *OTHERS]
    plain = position(seats, pile="9s")
    plain.apply(play("2c"))
    assert plain.current_player() == 1
    again = position(seats, pile="9s", two_plays_again=True)
    again.apply(play("2c"))
    assert again.current_player() == 0
    assert texts(again) == ["pickup", "try"]  # only a Two goes on the Two


# -- the holder of the lowest card starts and leads one card -----------------------------------


def test_the_holder_of_the_lowest_card_starts_and_leads_that_one_card() -> None:
    """first_lead=lowest_card [src: fi.wiki]: seat 1 holds a Three and is the first from
    the dealer's left to hold one, so it leads it; by default seat 2, holding two Threes,
    leads both.
    """
    seats = ["4c 5c 6c 7c 8c", "3c 9c 9d 10c Jc", "3d 3h Qc Kc Ac"]
    most = deal(seats)
    assert most.current_player() == 2 and texts(most) == ["play 3h 3d"]
    state = deal(seats, first_lead="lowest_card")
    assert state.current_player() == 1 and texts(state) == ["play 3c"]
    lead = [e for e in state.events if isinstance(e, LeadForced)]
    assert FAMILY.describe_event(lead[0], ["A", "B", "C"]) == (
        "B holds the lowest card and must lead it: 3c"
    )


# -- only 2-6 may start an empty pile ------------------------------------------------------------


def test_only_a_two_to_a_six_may_start_an_empty_pile() -> None:
    """empty_pile_two_to_six: a Seven or a Ten may not start the pile; the seed allows both."""
    seats = ["2c 3c 7c 10s Jc", *OTHERS]
    plays = {t for t in texts(position(seats, empty_pile_two_to_six=True)) if "play" in t}
    assert plays == {"play 2c", "play 3c"}
    state = position(seats, empty_pile_two_to_six=True)
    with pytest.raises(IllegalActionError, match="a Two to a Six"):
        state.apply(play("7c"))
    seed = {t for t in texts(position(seats)) if "play" in t}
    assert {"play 7c", "play 10s"} <= seed


def test_two_to_six_and_any_card_on_an_empty_pile_contradict() -> None:
    with pytest.raises(OptionError, match="disagree on which cards"):
        PaskahousuRules(empty_pile_two_to_six=True, empty_pile_any_card=True)


# -- a tried stock card goes to the hand and the turn goes on ------------------------------------


def test_a_tried_card_that_does_not_fit_goes_to_the_hand_and_the_turn_goes_on() -> None:
    """try_stock_to_hand: the 4d does not go on the 9; it joins seat 0's hand, the pile
    stays, and seat 0 now plays or picks up, but may not try again.
    """
    state = position(
        ["3c 5c 6c 8c Kc", "3h 4h 5h 6h 7h", "3s 4s 5s 6s 7s"],
        pile="9s",
        stock="4d",
        try_stock_to_hand=True,
    )
    events = state.apply_text("try")
    assert [FAMILY.describe_event(e, ["A", "B", "C"]) for e in events] == [
        "A tried the stock: 4d does not fit the pile and goes into their hand"
    ]
    assert state.phase is Phase.TRIED and state.current_player() == 0
    assert [str(c) for c in state.pile] == ["9s"]
    assert "4d" in [str(c) for c in state.view(1).known[0]]  # everyone saw the card
    assert "try" not in texts(state) and "pickup" in texts(state)
    with pytest.raises(IllegalActionError, match="tried the stock this turn already"):
        state.apply_text("try")
    copy = from_position(state.to_position(), seed=0)
    assert copy.to_position() == state.to_position()
    state.apply(play("Kc"))
    assert state.current_player() == 1


def test_by_default_a_tried_card_that_does_not_fit_is_picked_up_with_the_pile() -> None:
    """The Finnish rule: the card and the pile go to the hand and the turn ends."""
    state = position(["3c 5c 6c 8c Kc", "3h 4h 5h 6h 7h", "3s 4s 5s 6s 7s"], pile="9s", stock="4d")
    state.apply_text("try")
    assert state.current_player() == 1 and state.pile == []
    assert {"4d", "9s"} <= {str(c) for c in state.view(0).hand}


# -- Twos that are low -----------------------------------------------------------------------


def test_a_low_two_is_below_the_three_and_goes_only_on_a_two_or_an_empty_pile() -> None:
    """twos_low: the Two no longer goes on any card; on the seed's rule it does."""
    seats = ["2c 3c 4c 5c 8c", *OTHERS]
    assert position(seats, pile="9s").can(play("2c"))
    state = position(seats, pile="9s", twos_low=True)
    before = state.to_position()
    with pytest.raises(IllegalActionError, match="a Two is the lowest card"):
        state.apply(play("2c"))
    assert state.to_position() == before
    assert position(seats, twos_low=True).can(play("2c"))
    assert position(seats, pile="2s", twos_low=True).can(play("2c"))


def test_any_card_the_order_allows_may_follow_a_low_two() -> None:
    """On a low Two go a Three or a Ten (which fells it), but no court card below the
    Seven line.
    """
    seats = ["3c 10c Jc 5c 8c", *OTHERS]
    state = position(seats, pile="9s 2s", twos_low=True)
    assert state.can(play("3c")) and not state.can(play("Jc"))
    events = state.apply(play("10c"))
    assert [e.reason for e in events if isinstance(e, PileFell)] == ["ten"]
    assert not position(seats, pile="9s 2s").can(play("3c"))


def test_with_low_twos_the_most_twos_lead_first() -> None:
    """The Two is the lowest rank, so the player with the most Twos starts the hand."""
    seats = ["3c 3d 3h 5c 6c", "2c 9c 9d 10c Jc", "4d 4h Qc Kc Ac"]
    assert texts(deal(seats)) == ["play 3c 3h 3d"]
    state = deal(seats, twos_low=True)
    assert state.current_player() == 1 and texts(state) == ["play 2c"]


def test_the_help_says_why_one_ten_is_led() -> None:
    """The prompt's help names the house rule that cut the forced lead to one Ten."""
    seats = ["10c 10d Jc Jd Qc", "Qd Qh Kc Kd Kh", "Ac Ad Ah 2c 2d"]
    state = deal(seats, one_special_per_play=True)
    lines = FAMILY.explain(state.view(0), state.legal_actions())
    assert lines[0].endswith("at most one Two, Ten or Ace, so you lead one")


@pytest.mark.parametrize("other", ["twos_not_on_ten_or_ace", "twos_block"])
def test_low_twos_refuse_the_options_about_high_twos(other: str) -> None:
    """An option that would have no effect beside twos_low is refused, naming both."""
    value = other == "twos_not_on_ten_or_ace"
    with pytest.raises(OptionError, match=f"twos_low cannot go with {other}"):
        PaskahousuRules(twos_low=True, **{other: value})
