"""Ramsen's card-list options set from text, as on the command line and in a saved file."""

from __future__ import annotations

import pytest
from ramsen_helpers import legal, play, stacked, to_play

from pantsdown import OptionError, Record, make, replay
from pantsdown.core.registry import from_position


def test_permanent_top_given_as_text_makes_those_cards_the_highest_trumps() -> None:
    """``permanent_top`` (Mönch: J♣; Bohemian Watten criticals: K♥ 7♦ 7♣) [NOTES 11.3, 16.3],
    set from text on the Mönch preset: the J♠ now beats the trump Ace as the J♣ did."""
    hands = ["7c 8c 9c 7s Js", "Ah Ks Qs Jc 10s", "As Kh Qh Jh 10h", "Ad Kd Qd 9d 10c"]
    state = stacked("monch", hands, turned="7h", bottom="8h", options={"permanent_top": "Js"})
    assert (
        state.rules.permanent_top
        == make("monch", options={"permanent_top": "Js"}).rules.permanent_top
    )
    to_play(state)
    play(state, "play Ah", "play 10h", "play Ad")
    assert legal(state) == ["play Js"]  # void in hearts: must trump with the new top trump
    play(state, "play Js")
    assert state.tricks[0][2] == 0


@pytest.mark.parametrize("text", ["Kh 7d 7c", "Kh,7d,7c", ["Kh", "7d", "7c"]])
def test_a_card_list_is_read_from_spaces_commas_or_a_list(text: object) -> None:
    """Cards are written as everywhere else (``Jc Kh``), separated by spaces or commas."""
    rules = make("bohemian-watten", options={"permanent_top": text}).rules
    assert [str(c) for c in rules.permanent_top] == ["Kh", "7d", "7c"]


@pytest.mark.parametrize("text", ["none", ""])
def test_none_or_nothing_is_an_empty_card_list(text: str) -> None:
    """``permanent_top=none`` takes the Mönch's J♣ away."""
    assert make("monch", options={"permanent_top": text}).rules.permanent_top == ()


def test_a_word_that_is_not_a_card_is_refused_quoting_it() -> None:
    with pytest.raises(OptionError, match=r"'Jx' is not a card"):
        make("monch", options={"permanent_top": "Jc Jx"})


def test_a_permanent_trump_must_be_in_the_pack() -> None:
    """The 32-card pack has no 6♦: it cannot be a permanent trump."""
    with pytest.raises(OptionError, match="6d is not in the 32-card pack"):
        make("monch", options={"permanent_top": "6d"})


def test_a_card_cannot_be_two_kinds_of_permanent_trump() -> None:
    """Ramsen's Q♣ ranks below the trump Ace; it cannot also rank above it."""
    with pytest.raises(OptionError, match="in both permanent_top and permanent_after_ace"):
        make("ramsen", options={"permanent_top": "Qc"})


def test_packets_are_read_as_numbers() -> None:
    assert make("ramsen", options={"packets": "2,3"}).rules.packets == (2, 3)
    with pytest.raises(OptionError, match="expected int values"):
        make("ramsen", options={"packets": "2 three"})


def test_strikers_need_a_turned_card() -> None:
    """Strikers are the turned card's rank [NOTES 16.3]: Zwanzig turns no card."""
    with pytest.raises(OptionError, match="strikers needs a card turned for trumps"):
        make("zwanzig", options={"strikers": "true"})


def test_a_widow_needs_rams_procedure() -> None:
    """Only Rams lets forehand take the widow [seed]."""
    with pytest.raises(OptionError, match="only Rams' procedure"):
        make("ramsen", options={"widow": "true"})


def test_a_card_list_option_round_trips_through_the_position_notation() -> None:
    """The position's game line writes cards as ``permanent_top=Js,Kh``."""
    state = make("monch", options={"permanent_top": "Js Kh"})
    head = state.to_position().splitlines()[0]
    assert "permanent_top=Js,Kh" in head
    again = from_position(state.to_position())
    assert again.rules.permanent_top == state.rules.permanent_top


def test_a_card_list_option_round_trips_through_a_match_record() -> None:
    """A record holds the cards as text and replays into the same permanent trumps."""
    state = make("monch", 3, seed=4, options={"permanent_top": "Js Kh"})
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    record = Record.from_json(Record.from_state(state).to_json())
    assert record.options == {"permanent_top": ["Js", "Kh"]}
    again = replay(record)
    assert again.rules.permanent_top == state.rules.permanent_top
    assert again.to_position() == state.to_position()


def test_more_players_to_play_than_sit_at_the_table_is_refused() -> None:
    """Ramsen: 'If every player passes or every player but one passes, the hand is not
    played' [seed]; asking for more players than there are would never play a hand."""
    with pytest.raises(OptionError, match="min_players_to_play=4 with 3 players"):
        make("ramsen", 3, options={"min_players_to_play": "4"})
    assert make("ramsen", 4, options={"min_players_to_play": "4"}).num_players == 4
