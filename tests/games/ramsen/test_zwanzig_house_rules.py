"""Zwanzig house rules (issue 13): one option each, off by default, one test per rule.

Most come from a public Zwanzig program (https://github.com/oli-69/zwanzigab), whose
rule for dropping reads: not under clubs, not in the first hand, with more than 5
points, not after dropping too often in a row, not once too many others dropped.
"""

from __future__ import annotations

import pytest
from ramsen_helpers import finish_hand, legal, play, stacked, with_fields

from pantsdown import IllegalActionError
from pantsdown.bots.heuristic.ramsen import HeuristicBot
from pantsdown.core.cards import Suit
from pantsdown.core.registry import from_position
from pantsdown.games.ramsen import RamsenState
from pantsdown.games.ramsen.prose import describe
from pantsdown.games.ramsen.rules import PRESETS
from pantsdown.games.ramsen.scoring import match_winners
from pantsdown.games.ramsen.state import Phase

HANDS = [
    "7c 8c 9c 10c Jc",  # seat 0, dealer
    "Ah 10h As Ks Qs",  # seat 1, announcer
    "Kh Qh Ac Kc Qc",  # seat 2
    "Ad Kd Qd Jd 10d",  # seat 3
]
NONE4 = ["exchange none"] * 4


def test_no_drop_when_clubs_are_trumps_at_tables_that_name_clubs() -> None:
    """``no_drop_suit = clubs``: nobody may drop under clubs, and diamonds are free."""
    clubs = stacked("zwanzig", HANDS, options={"no_drop_suit": "clubs"})
    play(clubs, "trump clubs", *NONE4)
    assert clubs.phase == Phase.PLAY and all(clubs.active)
    diamonds = stacked("zwanzig", HANDS, options={"no_drop_suit": "clubs"})
    play(diamonds, "trump diamonds", *NONE4)
    assert diamonds.phase == Phase.BID and set(legal(diamonds)) == {"drop", "play-hand"}


def test_nobody_drops_in_the_first_hand() -> None:
    """``no_drop_first_hand``: in the first hand everyone plays; from the second on, drop."""
    first = stacked("zwanzig", HANDS, options={"no_drop_first_hand": True})
    play(first, "trump spades", *NONE4)
    assert first.phase == Phase.PLAY and all(first.active)
    second = with_fields(
        stacked("zwanzig", HANDS, options={"no_drop_first_hand": True}), hand_number=1
    )
    play(second, "trump spades", *NONE4)
    assert second.phase == Phase.BID and set(legal(second)) == {"drop", "play-hand"}


def test_a_player_who_dropped_the_limit_in_a_row_must_play() -> None:
    """``drops_in_a_row = 2``: a player who dropped the last two hands must play this one;
    playing starts the count again."""
    state = stacked("zwanzig", HANDS, options={"drops_in_a_row": 2})
    state = with_fields(state, drop_streak=[0, 0, 2, 1])
    play(state, "trump spades", *NONE4)
    assert state.calls[2] == "play-hand" and state.current_player() == 3
    assert set(legal(state)) == {"drop", "play-hand"}
    play(state, "drop")
    assert state.drop_streak == (0, 0, 0, 2)
    assert state.view(0).drop_streak == (0, 0, 0, 2)


def test_drops_in_a_row_count_across_hands() -> None:
    """The count of drops in a row is kept per seat from hand to hand."""
    state = stacked("zwanzig", HANDS, options={"drops_in_a_row": 1})
    play(state, "trump spades", *NONE4, "drop", "play-hand", "play-hand")
    finish_hand(state)
    assert state.hand_number == 1 and state.drop_streak == (0, 0, 1, 0)


def test_at_most_n_minus_two_players_may_drop() -> None:
    """``two_must_play``: at four players, once two have dropped the last one must play, so
    the announcer never plays alone."""
    state = stacked("zwanzig", HANDS, options={"two_must_play": True})
    play(state, "trump spades", *NONE4, "drop", "drop")
    assert state.phase == Phase.PLAY and state.active == (True, True, False, False)
    plain = stacked("zwanzig", HANDS)
    play(plain, "trump spades", *NONE4, "drop", "drop", "drop")
    assert plain.hand_number == 1  # the announcer alone took five tricks


def test_an_announcer_who_takes_no_trick_pays_double() -> None:
    """``announcer_pays_double``: the announcer who plays and takes no trick adds 10, the
    others who took none still add 5."""
    hands = ["As Ks Qs Js 10s", "7h 8h 9h 7d 8d", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10c"]
    for double, announcer in ((True, 30), (False, 25)):
        state = stacked("zwanzig", hands, options={"announcer_pays_double": double})
        play(state, "trump spades", *NONE4, "play-hand", "play-hand", "play-hand")
        finish_hand(state)
        assert state.scores == (15, announcer, 25, 25)


def test_a_tie_for_the_lowest_score_plays_on() -> None:
    """``tie_plays_on``: players tied for the lowest score at or below zero play on."""
    rules = PRESETS["zwanzig"].with_options(tie_plays_on=True)
    assert match_winners(rules, [0, 0, 5, 20]) == []
    assert match_winners(rules, [-1, 0, 5, 20]) == [0]
    assert match_winners(PRESETS["zwanzig"], [0, 0, 5, 20]) == [0, 1]
    state = stacked("zwanzig", HANDS, options={"tie_plays_on": True})
    state = with_fields(state, scores=[0, 5, 0, 20])
    play(state, "trump spades", *NONE4, "drop", "drop", "drop")
    assert state.scores == (0, 0, 0, 20) and not state.is_terminal()
    assert state.hand_number == 1


def test_no_drop_at_five_points_or_less_at_tables_that_play_it() -> None:
    """``no_drop_at_or_below = 5``: a player at 5 points must play, one at 6 may drop."""
    state = stacked("zwanzig", HANDS, options={"no_drop_at_or_below": 5})
    state = with_fields(state, scores=[20, 20, 5, 6])
    play(state, "trump spades", *NONE4)
    assert state.calls[2] == "play-hand" and state.current_player() == 3
    assert set(legal(state)) == {"drop", "play-hand"}


def test_no_exchange_at_three_points_or_less_at_tables_that_play_it() -> None:
    """``no_exchange_at_or_below = 3``: the announcer at 3 points is not asked to exchange."""
    state = stacked("zwanzig", HANDS, options={"no_exchange_at_or_below": 3})
    state = with_fields(state, scores=[20, 3, 20, 20])
    play(state, "trump spades")
    assert state.phase == Phase.EXCHANGE and state.current_player() == 2


def test_hearts_blind_is_called_before_looking_and_scores_four_times() -> None:
    """``hearts_blind``: before anyone sees a card the announcer may call hearts blind;
    hearts are trumps, nobody names another suit, and the hand scores four times the usual
    (double for hearts, double again for blind)."""
    state = stacked("zwanzig", HANDS, options={"hearts_blind": True})
    assert state.phase == Phase.HEARTS_BLIND and state.current_player() == 1
    assert legal(state) == ["blind", "pass"]
    assert state.view(1).hand == () and state.view(1).hand_sizes == (2, 2, 2, 2)
    play(state, "blind")
    assert state.trump == Suit.HEARTS and state.phase == Phase.EXCHANGE
    assert [len(h) for h in state.hands] == [5] * 4
    play(state, *NONE4, "drop", "drop", "drop")
    assert state.scores == (20, 0, 20, 20)  # five tricks alone: 5 x 4
    named = stacked("zwanzig", HANDS)
    play(named, "trump hearts", *NONE4, "drop", "drop", "drop")
    assert named.scores == (20, 10, 20, 20)


def test_looking_first_leaves_the_announcer_to_name_trumps() -> None:
    """Declining hearts blind (``pass``) the announcer sees their two cards and names trumps."""
    state = stacked("zwanzig", HANDS, options={"hearts_blind": True})
    play(state, "pass")
    assert state.phase == Phase.NAME_TRUMP and len(state.view(1).hand) == 2
    assert "trump spades" in legal(state)


def test_the_heuristic_bot_looks_before_naming_trumps() -> None:
    """The bot does not gamble on hearts blind."""
    state = stacked("zwanzig", HANDS, options={"hearts_blind": True})
    assert str(HeuristicBot(1).choose(state.view(1), state.legal_actions())) == "pass"


def test_trumps_from_the_next_card() -> None:
    """``trump_next_card``: the announcer may leave trumps to the next card dealt to them,
    which everyone sees and which stays in their hand."""
    state = stacked("zwanzig", HANDS, options={"trump_next_card": True})
    assert legal(state)[-1] == "next-card"
    play(state, "next-card")
    assert state.trump == Suit.SPADES and str(state.trump_card) == "As"
    other = state.view(2)
    assert other.trump == Suit.SPADES and [str(c) for c in other.known[1]] == ["As"]
    assert state.phase == Phase.EXCHANGE
    assert "next-card" not in legal(stacked("zwanzig", HANDS))


def test_a_refused_drop_names_the_rule_and_changes_nothing() -> None:
    """A drop the house rules forbid is refused with the rule's name; the position stays."""
    opts = {"no_drop_suit": "clubs", "auto_forced_calls": False}
    state = stacked("zwanzig", HANDS, options=opts)
    play(state, "trump clubs", *NONE4)
    before = state.to_position()
    with pytest.raises(
        IllegalActionError, match=r"cannot drop: nobody drops when clubs .*no_drop_suit"
    ):
        state.apply_text("drop")
    assert state.to_position() == before
    streak = stacked("zwanzig", HANDS, options={"drops_in_a_row": 1, "auto_forced_calls": False})
    streak = with_fields(streak, drop_streak=[0, 0, 1, 0])
    play(streak, "trump spades", *NONE4)
    with pytest.raises(IllegalActionError, match="drops_in_a_row"):
        streak.apply_text("drop")


def test_the_table_reads_the_blind_call_and_the_next_card_in_words() -> None:
    """The log says 'calls hearts blind', and names the next card that set trumps."""
    names = ["Ann", "Bo", "Cy", "Di"]
    blind = stacked("zwanzig", HANDS, options={"hearts_blind": True})
    play(blind, "blind")
    said = [describe(e, names) for e in blind.events_for(0)]
    assert "Bo calls hearts blind" in said
    nxt = stacked("zwanzig", HANDS, options={"trump_next_card": True})
    play(nxt, "next-card")
    said = [describe(e, names) for e in nxt.events_for(2)]
    assert "Bo leaves trumps to the next card" in said
    assert any(line.startswith("Bo's next card, A") for line in said)


def test_a_position_written_before_drop_streak_loads_with_no_drops_in_a_row() -> None:
    """A Ramsen-family position without the ``drop_streak`` line (written before the
    option existed) still loads: nobody has dropped in a row."""
    state = stacked("zwanzig", HANDS)
    text = "\n".join(
        line for line in state.to_position().splitlines() if not line.startswith("drop_streak:")
    )
    loaded = from_position(text, seed=state.seed, decks=state.stacked[len(state.decks) :])
    assert isinstance(loaded, RamsenState) and loaded.drop_streak == (0, 0, 0, 0)
    assert loaded.to_position() == state.to_position()
