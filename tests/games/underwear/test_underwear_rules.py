"""Underwear rule tests: one per rule sentence of seed 003 and per choice of NOTES.md 9.

Each test stacks the deck so the situation is exact, and quotes the rule it checks.
"""

from __future__ import annotations

import pytest
from uw_helpers import deal, legal, play, stack

from pantsdown import (
    GameError,
    IllegalActionError,
    MalformedActionError,
    OptionError,
    make,
    parse_card,
    parse_cards,
)
from pantsdown.core.cards import PACK_52
from pantsdown.core.registry import from_position
from pantsdown.games.underwear import FAMILY
from pantsdown.games.underwear.actions import PlayDown, PlayRoyal, PlayUp
from pantsdown.games.underwear.state import UnderwearState, UpPileView


def _said(state: UnderwearState) -> str:
    """The last event as the terminal's log says it."""
    return FAMILY.describe_event(state.events[-1])


def refused(state: UnderwearState, text: str, why: str) -> None:
    """``text`` is refused naming the rule (``why``), and nothing changes."""
    before = [state.view(s) for s in range(state.num_players)]
    history = len(state.history)
    with pytest.raises(GameError) as err:
        state.apply_text(text)
    assert why in str(err.value)
    assert [state.view(s) for s in range(state.num_players)] == before
    assert len(state.history) == history


def refused_action(state: UnderwearState, action: object, why: str) -> None:
    """Like :func:`refused`, for an action object that the notation would reject."""
    before = [state.view(s) for s in range(state.num_players)]
    with pytest.raises(IllegalActionError) as err:
        state.apply(action)  # type: ignore[arg-type]
    assert why in str(err.value)
    assert [state.view(s) for s in range(state.num_players)] == before


def cards(text: str) -> tuple:
    return tuple(parse_cards(text))


# -- 1. Deal ---------------------------------------------------------------------------


def test_deal_seven_cards_to_each_player() -> None:
    """ "1. Deal seven cards to each player" """
    state = make("underwear", 4, seed=3)
    view = state.view(0)
    assert view.hand_sizes == (7, 7, 7, 7)
    assert len(view.hand) == 7
    assert view.stock_size == 52 - 28 - 1


def test_deal_is_one_card_at_a_time_from_the_dealers_left() -> None:
    """[our choice] cards are dealt one at a time, clockwise, starting on the dealer's left."""
    deck = parse_cards("2c 3c 4c 5c 6c 7c 8c")
    state = make("underwear", 2, decks=[deck], options={"first_dealer": 1, "hand_size": 3})
    assert state.view(0).hand == cards("2c 4c 6c")
    assert state.view(1).hand == cards("3c 5c 7c")
    assert state.view(0).downpile == cards("8c")


def test_the_player_left_of_the_dealer_plays_first() -> None:
    """NOTES 9.2 [our choice]: "The deal passes left and forehand plays first"."""
    for dealer, first in ((0, 1), (1, 2), (2, 0)):
        state = make("underwear", 3, seed=1, options={"first_dealer": dealer})
        assert state.view(0).dealer == dealer
        assert state.current_player() == first


def test_first_dealer_is_random_and_reproducible() -> None:
    """NOTES 9.2 [our choice]: "The first dealer is random in software"; the seed's
    "The first dealer is the player who suggested playing" is option first_dealer."""
    dealers = {make("underwear", 4, seed=s).view(0).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert (
        make("underwear", 4, seed=11).view(0).dealer == make("underwear", 4, seed=11).view(0).dealer
    )
    assert make("underwear", 4, options={"first_dealer": 2}).view(0).dealer == 2
    with pytest.raises(OptionError):
        make("underwear", 4, options={"first_dealer": 4})


def test_the_deal_passes_to_the_left_after_each_hand() -> None:
    """ "the deal passes to the left after each hand" / "The player to the left of the last
    dealer deals the next hand." """
    state = deal(["6h 5h", "9c 8c", "9s 8s"], "7h", dealer=2)
    play(state, "down 6h 5h")  # seat 0 goes out at once
    view = state.view(0)
    assert view.hand_number == 1
    assert view.dealer == 0
    assert state.current_player() == 1


def test_a_standard_52_card_deck_without_jokers() -> None:
    """ "Deck: Standard 52 card deck, jokers not included" """
    assert sorted(make("underwear", 3, seed=2).all_cards()) == sorted(PACK_52)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_two_or_more_players(n: int) -> None:
    """ "Players: 2 or more players" """
    assert make("underwear", n, seed=1).num_players == n


def test_one_player_is_refused() -> None:
    """ "Players: 2 or more players" """
    with pytest.raises(GameError):
        make("underwear", 1, seed=1)


def test_second_pack_for_more_than_four_players() -> None:
    """ "more than 4 players will probably require an additional deck of cards" (option packs)."""
    assert len(make("underwear", 4, seed=1).all_cards()) == 52
    assert len(make("underwear", 5, seed=1).all_cards()) == 104
    assert len(make("underwear", 5, seed=1, options={"packs": 1}).all_cards()) == 52
    assert len(make("underwear", 2, seed=1, options={"packs": 2}).all_cards()) == 104
    with pytest.raises(OptionError):
        make("underwear", 8, options={"packs": 1})  # 8 x 7 + 1 > 52


# -- 2. Turn over the top card ---------------------------------------------------------


def test_the_turned_top_card_forms_the_downpile() -> None:
    """ "2. Turn over the top card. This card forms the downpile." """
    state = deal(["2c 3c", "4d 5d"], "9h")
    assert state.view(1).downpile == cards("9h")
    assert state.view(0).stock_size == 52 - 5


def test_a_turned_royalty_is_discarded_and_the_first_player_plays_any_card() -> None:
    """ "(If it is a royalty, discard it and the first player can play any card.)" """
    state = deal(["2c 9h", "4d 5d"], "Kh")
    view = state.view(0)
    assert view.downpile == ()
    assert view.discards == cards("Kh")
    assert {"down 2c", "down 9h"} <= legal(state)
    play(state, "down 9h")
    assert state.view(1).downpile == cards("9h")


# -- 3./4. Turns and the downpile -----------------------------------------------------


def test_each_turn_a_player_does_one_thing() -> None:
    """ "Each turn, a player can do one of the following" — after one play the turn passes."""
    state = deal(["4h 3c", "4d 5d"], "7h")
    play(state, "down 4h")
    assert state.current_player() == 1
    refused(state, "down 3c", "not in your hand")


def test_downpile_takes_a_lower_card_of_the_same_suit() -> None:
    """ "These cards must be of the same suit, but a lower value (e.g. 4 hearts onto 7 hearts"."""
    state = deal(["4h 8h", "4d 5d"], "7h")
    assert "down 4h" in legal(state)
    refused(state, "down 8h", "lower than its top card 7h")
    play(state, "down 4h")
    assert state.view(1).downpile == cards("7h 4h")


def test_downpile_refuses_another_suit() -> None:
    """ "Cards played onto the downpile must be of the same suit, but a lower value." """
    state = deal(["4c 2d", "4d 5d"], "7h")
    refused(state, "down 4c", "must be of its suit")


def test_downpile_takes_a_run_of_lower_cards() -> None:
    """ "or 3 and 4 hearts onto 9 hearts" / "a run of consecutive cards of the same suit, all
    lower than the card showing on the downpile." """
    state = deal(["3h 4h Kc", "4d 5d 6d"], "9h")
    assert {"down 4h", "down 3h", "down 4h 3h"} <= legal(state)
    play(state, "down 3h 4h")
    assert state.view(1).downpile[-1] == parse_card("3h")


def test_downpile_run_must_be_consecutive() -> None:
    """ "A single lower value card can be played, or a run of consecutive cards"."""
    state = deal(["2h 4h Kc", "4d 5d 6d"], "9h")
    assert "down 4h 2h" not in legal(state)
    with pytest.raises(MalformedActionError):
        state.parse_action("down 4h 2h")
    refused_action(state, PlayDown.of(parse_cards("4h 2h")), "run of consecutive cards")


def test_royalties_cannot_be_played_on_the_downpile() -> None:
    """ "Royalties are special - they cannot be not played on the downpile." """
    state = deal(["Jh Kc", "4d 5d"], "9h")
    assert not any(str(a).startswith("down") for a in state.legal_actions())
    refused_action(state, PlayDown((parse_card("Jh"),)), "royalties cannot be played")


def test_every_player_can_play_onto_the_downpile() -> None:
    """ "The downpile is the one place that all players can play onto." """
    state = deal(["8h 2c", "6h 2d", "4h 2s"], "9h")
    play(state, "down 8h", "down 6h", "down 4h")
    assert state.view(0).downpile == cards("9h 8h 6h 4h")


def test_downpile_run_is_laid_descending_so_its_lowest_card_is_on_top() -> None:
    """NOTES 9.2 [our choice]: "A run is laid in descending order, so its lowest card becomes
    the new top" (run_order=natural)."""
    state = deal(["3h 4h Kc", "4d 5d 6d"], "9h")
    play(state, "down 4h 3h")
    assert state.view(1).downpile == cards("9h 4h 3h")


def test_reversed_run_order_puts_the_highest_card_of_a_downpile_run_on_top() -> None:
    """Option run_order=reversed [our choice]: the run's highest card shows."""
    state = deal(["3h 4h Kc", "4d 5d 6d"], "9h", run_order="reversed")
    play(state, "down 4h 3h")
    assert state.view(1).downpile == cards("9h 3h 4h")
    assert "steal 4d" in legal(state)


# -- Steal ------------------------------------------------------------------------------


def test_steal_the_downpile_with_a_card_of_the_same_value() -> None:
    """ "if the top card on the downpile is 2 clubs, a player could play a 2 hearts as a new
    downpile, and take the old downpile as an up-pile in front of them" """
    state = deal(["2h 5d", "4d 5c"], "2c")
    assert "steal 2h" in legal(state)
    play(state, "steal 2h")
    view = state.view(1)
    assert view.downpile == cards("2h")
    assert view.up_piles[0] == (UpPileView(cards("2c"), False),)


def test_steal_needs_the_same_value() -> None:
    """ "Steal the current downpile using a card of the same value"."""
    state = deal(["3h 5d", "4d 5c"], "2c")
    refused(state, "steal 3h", "same value")


def test_a_stolen_run_keeps_its_order_and_top() -> None:
    """ "The stolen downpile becomes a new up-pile in front of the player." """
    state = deal(["8h 4d 2s", "6h 5h 2c", "Kc 5s 6c"], "9h")
    play(state, "down 8h", "down 6h 5h", "steal 5s")
    view = state.view(0)
    assert view.up_piles[2] == (UpPileView(cards("9h 8h 6h 5h"), False),)
    assert view.downpile == cards("5s")


def test_a_stolen_downpile_topped_by_a_ten_stays_face_up() -> None:
    """ "When a 10 is played on an up-pile, turn the up-pile face down." [our reading]: a
    steal plays no card on an up-pile, so a stolen downpile showing a 10 stays face up
    (and scores single)."""
    state = deal(["10s 5d", "4d 5c"], "10h")
    play(state, "steal 10s")
    assert state.view(1).up_piles[0] == (UpPileView(cards("10h"), False),)
    assert not any(type(e).__name__ == "UpPileTurnedDown" for e in state.events)


def test_up_piles_are_public() -> None:
    """ "Any cards face up in front of a player are considered up-piles." — every seat sees them."""
    state = deal(["2h 5d", "4d 5c"], "2c")
    play(state, "steal 2h")
    assert state.view(0).up_piles == state.view(1).up_piles
    assert state.view(1).up_piles[0][0].cards == cards("2c")


# -- Up-piles ---------------------------------------------------------------------------


def test_uppile_takes_a_higher_run_of_the_same_suit() -> None:
    """ "(e.g. 6, 7 and 8 diamonds onto A diamonds)" / "Cards played onto an up-pile must be of
    the same suit, but a higher value." """
    state = deal(["As 6d 7d 8d 9c", "4c 5c 6c 7c 8c"], "Ad")
    play(state, "steal As", "draw")
    assert "up 6d 7d 8d on Ad" in legal(state)
    play(state, "up 6d 7d 8d on Ad")
    assert state.view(1).up_piles[0] == (UpPileView(cards("Ad 6d 7d 8d"), False),)


def test_uppile_refuses_lower_cards_and_other_suits() -> None:
    """ "A single higher value card can be played, or a run of consecutive cards of the same
    suit, all higher than the card showing on the up-pile in question." """
    state = deal(["6s 5d 9d 9c", "4s 5s 7s 8s"], "6d")
    play(state, "steal 6s", "draw")
    refused_action(state, PlayUp.of([parse_card("5d")], parse_card("6d")), "higher than its top")
    refused_action(state, PlayUp.of([parse_card("9c")], parse_card("6d")), "of its suit")
    play(state, "up 9d on 6d")


def test_you_play_only_onto_your_own_uppiles() -> None:
    """ "Play a card (or a run of consecutive cards) onto any of their own up-piles." """
    state = deal(["As 6d 7d 8d", "4c 5d 6c 7c"], "Ad")
    play(state, "steal As")
    refused(state, "up 5d on Ad", "you have no up-pile topped by Ad")


def test_uppile_run_is_laid_ascending_so_its_highest_card_is_on_top() -> None:
    """NOTES 9.2 [our choice]: "A run is laid ascending, so the highest card ends on top"."""
    state = deal(["As 6d 7d 8d 9c", "4c 5c 6c 7c 8c"], "Ad")
    play(state, "steal As", "draw", "up 6d 7d 8d on Ad")
    assert state.view(0).up_piles[0][0].top == parse_card("8d")


def test_reversed_run_order_puts_the_lowest_card_of_an_uppile_run_on_top() -> None:
    """Option run_order=reversed [our choice]: an up-pile shows the run's lowest card."""
    state = deal(["As 6d 7d 8d 9c", "4c 5c 6c 7c 8c"], "Ad", run_order="reversed")
    play(state, "steal As", "draw", "up 6d 7d 8d on Ad")
    assert state.view(0).up_piles[0][0].cards == cards("Ad 8d 7d 6d")


def test_royalties_cannot_be_played_onto_an_uppile() -> None:
    """ "Royalties are special - they cannot be not played onto an up-pile." """
    state = deal(["As Jd 5c", "4c 6c 7c"], "Ad")
    play(state, "steal As", "draw")
    assert "up Jd on Ad" not in legal(state)
    refused(state, "up Jd on Ad", "royalties cannot be played onto an up-pile")


def test_a_ten_turns_the_uppile_face_down() -> None:
    """ "When a 10 is played on an up-pile, turn the up-pile face down." """
    state = deal(["As 10d 5c", "4c 6c 7c"], "Ad")
    play(state, "steal As", "draw", "up 10d on Ad")
    assert state.view(1).up_piles[0] == (UpPileView(cards("Ad 10d"), True),)


def test_a_ten_inside_a_run_turns_the_uppile_face_down() -> None:
    """ "When a 10 is played on an up-pile, turn the up-pile face down." — also inside a run."""
    state = deal(["As 9d 10d 5c", "4c 6c 7c 8c"], "Ad")
    play(state, "steal As", "draw", "up 9d 10d on Ad")
    assert state.view(1).up_piles[0][0].face_down


def test_face_down_uppile_cards_stay_known_to_everyone() -> None:
    """[our choice] every card of a face-down pile was played face up in front of all, so the
    view keeps it (flagged face down): public history, not a hidden card."""
    state = deal(["As 10d 5c", "4c 6c 7c"], "Ad")
    play(state, "steal As", "draw", "up 10d on Ad")
    assert state.view(1).up_piles[0][0].cards == cards("Ad 10d")


def test_a_face_down_uppile_is_closed() -> None:
    """NOTES 9.2: a face-down up-pile "is closed to further play" [seed + our choice]."""
    state = deal(["As 10d Jd 5c", "4c 6c 7c 8c"], "Ad", royalties_on_uppiles=True)
    play(state, "steal As", "draw", "up 10d on Ad", "draw")
    refused(state, "up Jd on 10d", "face down and closed")


def test_a_face_down_uppile_stays_open_when_face_down_closed_is_off() -> None:
    """Option face_down_closed=false [our choice]: its top card may still be built on."""
    state = deal(
        ["As 10d Jd 5c", "4c 6c 7c 8c"],
        "Ad",
        royalties_on_uppiles=True,
        face_down_closed=False,
    )
    play(state, "steal As", "draw", "up 10d on Ad", "draw", "up Jd on 10d")
    assert state.view(0).up_piles[0][0] == UpPileView(cards("Ad 10d Jd"), True)


def test_two_uppiles_with_the_same_top_are_told_apart() -> None:
    """With two packs two of your up-piles can show the same card: ``on 4h #2`` names the
    second one made."""
    state = deal(
        ["4c 9h 4s 5h 2d", "Kc 4h 2s 3s 6s"],
        "4h",
        packs=2,
    )
    play(state, "steal 4c", "royal Kc", "down 9h", "down 4h", "steal 4s", "draw")
    assert {"up 5h on 4h", "up 5h on 4h #2"} <= legal(state)
    with pytest.raises(MalformedActionError, match="several of your up-piles"):
        state.parse_action("up 5h")
    play(state, "up 5h on 4h #2")
    piles = state.view(0).up_piles[0]
    assert piles[0].cards == cards("4h") and piles[1].cards == cards("9h 4h 5h")


def test_an_up_play_may_omit_the_pile_when_only_one_fits() -> None:
    """Notation: ``up 6d 7d`` names no pile when only one of yours can take it."""
    state = deal(["As 6d 7d 8d 9c", "4c 5c 6c 7c 8c"], "Ad")
    play(state, "steal As", "draw")
    assert state.parse_action("up 7d 6d") == PlayUp.of(parse_cards("6d 7d"), parse_card("Ad"))


# -- Royalties ----------------------------------------------------------------------------


def test_royalties_remove_the_downpile_from_play() -> None:
    """ "Play one or more royalties (not including aces) to remove the current downpile from
    play." """
    state = deal(["Kc 2d", "4d 5d"], "7h")
    play(state, "royal Kc")
    view = state.view(1)
    assert view.downpile == ()
    assert view.discards == cards("7h Kc")


def test_aces_are_not_royalties() -> None:
    """ "Play one or more royalties (not including aces)" """
    state = deal(["Ac 2d", "4d 5d"], "7h")
    with pytest.raises(MalformedActionError):
        state.parse_action("royal Ac")
    refused_action(state, PlayRoyal((parse_card("Ac"),)), "only royalties")


def test_royalties_as_many_or_as_few_as_you_wish() -> None:
    """ "When you play royalties, you can play as many or as few as you wish; the effect is the
    same." """
    state = deal(["Kc Qh Js 2d", "4d 5d 6d 7d"], "7h")
    royal = {a for a in legal(state) if a.startswith("royal")}
    assert len(royal) == 7  # every non-empty subset of three royalties
    one = play(state.clone(), "royal Js")
    three = play(state.clone(), "royal Kc Qh Js")
    assert one.view(1).downpile == three.view(1).downpile == ()
    assert one.current_player() == three.current_player() == 1


def test_royalties_as_many_or_as_few_as_you_wish_each_choice_listed_once() -> None:
    """ "you can play as many or as few as you wish": with two packs a hand may hold the
    same royalty twice; each different choice of cards is one action, listed once."""
    state = deal(["Kc Kc Qh Js", "4d 5d 6d 7d"], "7h", packs=2)
    royal = [str(a) for a in state.legal_actions() if str(a).startswith("royal")]
    assert len(royal) == len(set(royal)) == 3 * 2 * 2 - 1  # Kc: 0-2, Qh: 0-1, Js: 0-1
    assert {"royal Kc Kc", "royal Kc Kc Qh Js", "royal Js"} <= set(royal)
    distinct = deal(["Kc Qh Js Kd", "4d 5d 6d 7d"], "7h")
    royal = [str(a) for a in distinct.legal_actions() if str(a).startswith("royal")]
    assert len(royal) == len(set(royal)) == 2**4 - 1
    # where a royalty play may not use the last card, the whole hand is not a choice
    distinct = deal(["Kc Qh Js Kd", "4d 5d 6d 7d"], "7h", go_out_any_play=False)
    royal = [str(a) for a in distinct.legal_actions() if str(a).startswith("royal")]
    assert len(royal) == len(set(royal)) == 2**4 - 2
    assert "royal Kc Kd Qh Js" not in royal and "royal Kc Kd Qh" in royal


def test_royalties_regardless_of_suit() -> None:
    """ "You can always play royalties, regardless of their suit, or the suit of the downpile." """
    for turned in ("7h", "7c", "As"):
        state = deal(["Kc Qd 2d", "4d 5d 6d"], turned)
        assert {"royal Kc", "royal Qd", "royal Kc Qd"} <= legal(state)


def test_royalties_discard_the_downpile_and_themselves() -> None:
    """ "Whenever one or more royalties are played, the current downpile is discarded,
    including any royalties that have just been played." """
    state = deal(["6h Kc Qd 2d", "4d 5d 6d 8d"], "7h")
    play(state, "down 6h", "draw", "royal Kc Qd")
    view = state.view(0)
    assert view.downpile == ()
    assert sorted(view.discards) == sorted(cards("7h 6h Kc Qd"))


def test_the_next_player_starts_a_new_downpile_with_any_card() -> None:
    """ "The next player at the table can play any card they want to start a new downpile." """
    state = deal(["Kc 2d", "9s 4d"], "7h")
    play(state, "royal Kc")
    assert {"down 9s", "down 4d"} <= legal(state)
    play(state, "down 9s")
    assert state.view(0).downpile == cards("9s")


def test_the_log_says_a_new_downpile_was_started() -> None:
    """ "The next player at the table can play any card they want to start a new downpile":
    the log says so, rather than "played … on the downpile" when there is none."""
    state = deal(["Kc 2s 3c", "9s 4d 5d"], "7h")
    play(state, "royal Kc", "down 9s")
    assert _said(state) == "seat 1 started a new downpile with 9s"
    play(state, "down 2s")
    assert _said(state) == "seat 0 played 2s on the downpile"


def test_a_new_downpile_is_started_with_a_single_card() -> None:
    """[our reading] "play any card they want to start a new downpile": one card, not a run."""
    state = deal(["Kc 2d", "4d 5d"], "7h")
    play(state, "royal Kc")
    assert "down 5d 4d" not in legal(state)
    refused(state, "down 5d 4d", "single card")


def test_a_royalty_on_an_empty_downpile_leaves_the_next_player_the_same_situation() -> None:
    """ "(If they play a royalty, the player after them is faced with the same situation)." """
    state = deal(["Kc 2d 3c", "Qh 4d 5d", "9s 6c 7c"], "7h")
    play(state, "royal Kc", "royal Qh")
    assert state.view(2).downpile == ()
    assert {"down 9s", "down 6c", "down 7c"} <= legal(state)
    assert _said(state) == "the downpile is cleared: 1 card out of play"


# -- Drawing and the empty stock ---------------------------------------------------------


def test_draw_a_card_and_the_turn_ends() -> None:
    """ "Draw a card." — NOTES 9.2 [our choice]: "The turn ends" (draw_ends_turn)."""
    state = deal(["2c 3c", "4d 5d"], "9h", "5s 6s")
    play(state, "draw")
    assert parse_card("5s") in state.view(0).hand
    assert state.current_player() == 1
    play(state, "draw")
    assert parse_card("6s") in state.view(1).hand


def test_draw_then_play_when_drawing_does_not_end_the_turn() -> None:
    """Option draw_ends_turn=false [our choice]: after drawing the same player may play one
    card, or pass."""
    state = deal(["2c 3c", "4d 5d"], "9h", "5h 6s", draw_ends_turn=False)
    play(state, "draw")
    assert state.current_player() == 0
    assert "draw" not in legal(state) and {"pass", "down 5h"} <= legal(state)
    play(state, "down 5h")
    assert state.current_player() == 1
    play(state, "draw", "pass")
    assert state.current_player() == 0


# Two 25-card hands and one stock card: seat 1 has no play at all on the Ace of clubs.
_BIG = [
    "Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks As Ah Ad 9h 10h 2d 3d 4d 5d 6d 7d 8d 9d",
    "2c 3c 4c 5c 6c 7c 8c 9c 10c 2s 3s 4s 5s 6s 7s 8s 9s 10s 2h 3h 4h 5h 6h 7h 8h",
]


def test_with_an_empty_stock_draw_becomes_pass() -> None:
    """NOTES 9.2 [our choice]: "Empty stock: "draw" becomes "pass"." """
    state = deal(_BIG, "Ac", "10d")
    play(state, "draw")
    assert state.view(1).stock_size == 0
    assert "draw" not in legal(state) and "pass" in legal(state)
    refused(state, "draw", "the stock is empty")
    play(state, "pass")
    assert "pass" in legal(state)  # seat 0 could play, and may still pass


def test_pass_is_only_for_an_empty_stock() -> None:
    """[our choice] a player passes only instead of drawing from an empty stock."""
    state = deal(["2c 3c", "4d 5d"], "9h")
    assert "pass" not in legal(state)
    refused(state, "pass", "only when the stock is empty")


def test_a_full_cycle_of_passes_ends_the_hand_with_no_score() -> None:
    """NOTES 9.2 [our choice]: "If every player passes in one unbroken cycle, the hand ends
    with no score." """
    state = deal(_BIG, "Ac", "10d")
    play(state, "draw", "pass", "pass")
    result = state.hand_result()
    assert result is not None and result.winners == ()
    assert state.view(0).scores == (0, 0)
    assert state.view(0).hand_number == 1
    assert state.view(0).dealer == 0  # the deal still passes on


def test_a_play_breaks_the_cycle_of_passes() -> None:
    """ "one unbroken cycle": a play in between starts the count again."""
    state = deal(_BIG, "Ac", "10d")
    play(state, "draw", "pass", "royal Kc", "pass")
    assert state.view(0).passes == 1
    assert state.view(0).hand_number == 0


def test_must_play_with_an_empty_stock_when_option_is_set() -> None:
    """Option empty_stock=must_play [our choice]: pass only when you have no play."""
    state = deal(_BIG, "Ac", "10d", empty_stock="must_play")
    play(state, "draw", "pass")  # seat 1 has no play
    assert "pass" not in legal(state)
    refused(state, "pass", "must play if you can")


# -- Ending a hand and scoring -----------------------------------------------------------


def test_the_hand_ends_when_a_player_plays_his_last_card_onto_the_downpile() -> None:
    """ "Each hand ends when a player plays their last card, either onto the downpile, or onto
    an up-pile." """
    state = deal(["6h 5h", "9c 8c", "9s 8s"], "7h")
    play(state, "down 6h 5h")
    result = state.hand_result()
    assert result is not None and result.winners == (0,)
    assert state.view(0).scores == (4, 0, 0)


def test_the_hand_ends_when_a_player_plays_his_last_card_onto_an_uppile() -> None:
    """ "Each hand ends when a player plays their last card, either onto the downpile, or onto
    an up-pile." """
    state = deal(["As 3d", "4c 6c"], "Ad")
    play(state, "steal As", "draw", "up 3d on Ad")
    result = state.hand_result()
    assert result is not None and result.winners == (0,)


def test_only_the_player_who_goes_out_scores() -> None:
    """ "The only player who scores it the player who goes out." """
    state = deal(["As 3d", "Ac 2s", "4c 6c"], "Ad")
    play(state, "steal As", "steal Ac", "draw", "up 3d on Ad")  # seat 1 has an up-pile too
    result = state.hand_result()
    assert result is not None
    assert result.deltas[0] == 2 + 1 + 3
    assert result.deltas[1] == result.deltas[2] == 0
    assert state.view(0).scores[1:] == (0, 0)


def test_score_one_point_per_card_in_face_up_uppiles() -> None:
    """ "1 point for each card in a face-up up-pile." """
    state = deal(["As 3d", "4c 6c"], "Ad")
    play(state, "steal As", "draw", "up 3d on Ad")
    # up-pile Ad 3d (2) + seat 1's three cards (3)
    assert state.view(0).scores == (5, 0)


def test_score_two_points_per_card_in_face_down_uppiles() -> None:
    """ "2 points for each card in a face-down up-pile (one upon which a 10 has been played)."
    / "Face-down up-piles score double if the player manages to go out." """
    state = deal(["As 3d 10d", "4c 6c 7c"], "Ad")
    play(state, "steal As", "draw", "up 3d on Ad", "draw", "up 10d on 3d")
    # face-down pile Ad 3d 10d (3 x 2) + seat 1's five cards
    assert state.view(0).scores == (11, 0)


def test_score_one_point_per_card_left_in_each_opponents_hand() -> None:
    """ "1 point for each card left in the hand of each of their opponents." """
    state = deal(["6h 5h", "9c 8c", "9s 8s", "2d 3d"], "7h", "4s")
    play(state, "down 6h", "draw", "draw", "draw", "down 5h")
    assert state.view(0).scores == (3 + 3 + 3, 0, 0, 0)


def test_first_player_to_the_target_score_wins() -> None:
    """ "First player to 49 points wins (or to another target, agreed before the game
    begins)." """
    assert make("underwear", 2, seed=1).view(0).rules.target_score == 49
    state = deal(["As 3d", "4c 6c"], "Ad", target_score=5)
    play(state, "steal As", "draw", "up 3d on Ad")
    assert state.is_terminal()
    assert state.returns() == [1.0, 0.0]
    assert state.standings()[0].is_winner
    assert state.legal_actions() == []


def test_below_the_target_the_next_hand_is_dealt() -> None:
    """ "First player to 49 points wins" — below it, play goes on with a new hand."""
    state = deal(["As 3d", "4c 6c"], "Ad", target_score=6)
    play(state, "steal As", "draw", "up 3d on Ad")
    assert not state.is_terminal()
    assert state.view(0).hand_sizes == (2, 2)


# -- Going out with a steal or royalties ---------------------------------------------------


def test_going_out_with_a_steal() -> None:
    """NOTES 9.2 [our choice]: "any play that leaves your hand empty ends the hand, including
    a steal"."""
    state = deal(["7s", "4c"], "7h")
    play(state, "steal 7s")
    assert state.view(0).scores == (2, 0)  # the stolen 7h up-pile + seat 1's card


def test_going_out_with_royalties() -> None:
    """NOTES 9.2 [our choice]: "... including a steal or a royalty play"."""
    state = deal(["Ks Qs", "4c 5c"], "7h")
    play(state, "royal Ks Qs")
    assert state.view(0).scores == (2, 0)


def test_no_going_out_with_a_steal_or_royalties_when_option_is_off() -> None:
    """Option go_out_any_play=false: "The seat names downpile and up-pile plays only"."""
    state = deal(["7s", "4c"], "7h", go_out_any_play=False)
    assert "steal 7s" not in legal(state)
    refused(state, "steal 7s", "go_out_any_play=false")
    state = deal(["Ks Qs", "4c 5c"], "7h", go_out_any_play=False)
    assert "royal Ks" in legal(state) and "royal Ks Qs" not in legal(state)
    refused(state, "royal Ks Qs", "go_out_any_play=false")


# -- Optional rule 1: doubling ---------------------------------------------------------------


def test_double_needs_more_cards_than_any_other_player() -> None:
    """ "Any player with more cards in their hand than any other player may declare 'double' at
    any time." """
    state = deal(["5h 3h", "Kc 4h"], "7h", doubling=True)
    assert "double" not in legal(state)  # 2 against 2
    refused(state, "double", "more cards in his hand than any other")
    play(state, "down 5h")
    assert "double" in legal(state)  # 2 against 1


def test_double_does_not_use_up_the_turn() -> None:
    """[our choice] a player declares double on his turn, before his play."""
    state = deal(["5h 3h", "Kc 4h"], "7h", doubling=True)
    play(state, "down 5h", "double")
    assert state.current_player() == 1
    assert state.view(0).multiplier == 2


def test_each_double_doubles_the_score_of_the_player_going_out() -> None:
    """ "if in a game with four players, two of them doubled at some point, whomever went out
    first would score four times the basic score" """
    state = deal(["5h 9c", "Kc 4h"], "7h", "9d 3h 9s 10s", doubling=True)
    play(state, "down 5h", "double", "royal Kc", "draw", "draw", "draw", "down 4h")
    play(state, "double", "draw", "down 3h")
    assert state.view(0).scores == (0, 4 * 4)  # seat 0's four cards, times four


def test_double_only_once_in_the_game() -> None:
    """ "Each player can only double once in the game" (double_scope=game, the default)."""
    hand2 = stack(["Qd 8s", "6h 2c"], "7h", dealer=0)
    state = deal(["5h 3h", "Kc 4h"], "7h", doubling=True, later=[hand2])
    play(state, "down 5h", "double")
    refused(state, "double", "once in the game")
    play(state, "down 4h", "down 3h")  # seat 0 goes out; hand 2, seat 1 first
    play(state, "draw", "royal Qd")
    assert state.view(1).hand_sizes == (1, 3)
    refused(state, "double", "once in the game")


def test_a_double_counts_only_in_the_hand_it_was_declared() -> None:
    """ "For each double declared by players, the score of the player who goes out is
    doubled" [our reading: the going-out score of that hand]."""
    hand2 = stack(["Qd 8s", "6h 2c"], "7h", dealer=0)
    state = deal(["5h 3h", "Kc 4h"], "7h", doubling=True, later=[hand2])
    play(state, "down 5h", "double", "down 4h", "down 3h")  # seat 0 goes out, times two
    assert state.view(0).scores == (2 * 1, 0)
    assert state.view(0).multiplier == 1  # hand 2 starts undoubled


def test_double_once_per_hand_with_hand_scope() -> None:
    """Option double_scope=hand (NOTES 9.3: "offer scope = hand, because the wording is
    ambiguous")."""
    hand2 = stack(["Qd 8s", "6h 2c"], "7h", dealer=0)
    state = deal(["5h 3h", "Kc 4h"], "7h", doubling=True, double_scope="hand", later=[hand2])
    play(state, "down 5h", "double")
    refused(state, "double", "doubled in this hand already")
    play(state, "down 4h", "down 3h", "draw", "royal Qd")
    assert "double" in legal(state)


def test_doubling_is_off_by_default() -> None:
    """Doubling is an optional rule: the base game has no double."""
    state = deal(["5h 3h", "Kc 4h"], "7h")
    play(state, "down 5h")
    refused(state, "double", "doubling=false")


# -- Optional rule 1 "at any time": doubling between turns ------------------------------------

_BETWEEN = {"doubling": True, "double_between_turns": True}


def test_double_between_turns_asks_the_player_with_the_most_cards_after_a_turn() -> None:
    """ "Any player with more cards in their hand than any other player may declare 'double' at
    any time" (double_between_turns): right after seat 1's draw, seat 1 holds the most cards
    and is asked before seat 2 plays; the double counts and seat 2's turn follows."""
    state = deal(["5h 3h", "9c 2c", "4h 9s"], "7h", "8s 9d 10d", **_BETWEEN)
    play(state, "down 5h", "draw")
    assert state.current_player() == 1
    assert legal(state) == {"double", "no-double"}
    assert state.view(2).double_offer == 1  # every seat sees who is asked
    play(state, "double")
    assert state.view(0).multiplier == 2
    assert state.current_player() == 2
    assert "down 4h" in legal(state)


def test_no_double_declines_and_the_question_comes_after_each_turn_while_it_applies() -> None:
    """ "no-double" lets play go on; after the next turn the player still holding the most
    cards is asked again, but never when they play next: on their turn they may double anyway."""
    state = deal(["5h 3h", "9c 2c", "4h 9s"], "7h", "8s 9d 10d", **_BETWEEN)
    play(state, "down 5h", "draw", "no-double")
    assert _said(state) == "seat 1 holds the most cards and did not double"
    assert state.current_player() == 2 and state.view(0).multiplier == 1
    play(state, "down 4h")  # seat 1 still holds the most; seat 0 plays next
    assert state.current_player() == 1 and legal(state) == {"double", "no-double"}
    play(state, "no-double", "draw")  # seat 0 draws: 2 cards against 3 and 1
    assert state.current_player() == 1  # seat 1 plays next: asked on their own turn
    assert "double" in legal(state) and "draw" in legal(state)


def test_double_between_turns_keeps_once_in_the_game() -> None:
    """A double declared between turns is the player's one double of the game."""
    state = deal(["5h 3h", "9c 2c", "4h 9s"], "7h", "8s 9d 10d", **_BETWEEN)
    play(state, "down 5h", "draw", "double", "down 4h")
    assert state.current_player() == 0  # seat 1 holds the most but has doubled
    assert state.view(0).double_offer == -1


def test_while_a_player_is_asked_nothing_else_may_be_played() -> None:
    """Bad input is refused naming the rule, and changes nothing."""
    state = deal(["5h 3h", "9c 2c", "4h 9s"], "7h", "8s 9d 10d", **_BETWEEN)
    refused(state, "no-double", "nobody is being asked whether to double")
    play(state, "down 5h", "draw")
    refused(state, "down 4h", "is asked first whether to double")


def test_doubling_only_on_the_doublers_turn_by_default() -> None:
    """double_between_turns is off by default (docs/underwear.md: the engine asks nobody out of
    turn): after seat 1's draw, seat 2 plays and seat 1 must wait for their own turn."""
    state = deal(["5h 3h", "9c 2c", "4h 9s"], "7h", "8s 9d 10d", doubling=True)
    play(state, "down 5h", "draw")
    assert state.current_player() == 2 and "no-double" not in legal(state)
    refused(state, "double", "more cards in his hand than any other")


def test_a_pending_question_survives_the_position_notation() -> None:
    """The position notation keeps who is asked, so play goes on the same."""
    state = deal(["5h 3h", "9c 2c", "4h 9s"], "7h", "8s 9d 10d", **_BETWEEN)
    play(state, "down 5h", "draw")
    copy = from_position(state.to_position(), seed=1)
    assert copy.current_player() == 1
    assert {str(a) for a in copy.legal_actions()} == {"double", "no-double"}


# -- Optional rule 2: royalties on up-piles ---------------------------------------------------


def test_royalties_on_uppiles_act_like_a_ten() -> None:
    """ "A variation of the game allows the player to play royalties onto up-piles of the same
    suit, with the same effect as playing a 10." """
    state = deal(["As Jd 5c", "4c 6c 7c"], "Ad", royalties_on_uppiles=True)
    play(state, "steal As", "draw")
    assert "up Jd on Ad" in legal(state)
    refused(state, "up Jh on Ad", "of its own suit")
    play(state, "up Jd on Ad")
    assert state.view(0).up_piles[0][0] == UpPileView(cards("Ad Jd"), True)


# -- Optional rule 3: seat changes --------------------------------------------------------------


def test_seat_changes_the_winner_swaps_with_the_most_cards() -> None:
    """ "After each hand, the player who went out exchanges seat with the player with the most
    cards left in their hand." """
    state = deal(["6h 3h", "9c 8c", "Ks 9s"], "7h", seat_changes=True)
    play(state, "down 6h", "draw", "royal Ks", "down 3h")
    view = state.view(0)
    assert view.table_order == (1, 0, 2)
    # the player left of the last dealer (seat 2) deals: now seat 1; seat 0 plays first
    assert view.dealer == 1
    assert state.current_player() == 0


def test_seat_changes_tie_goes_to_the_winners_left() -> None:
    """[our choice] with several players tied for most cards, the first on the winner's left."""
    state = deal(["6h 5h", "9c 8c", "9s 8s"], "7h", seat_changes=True)
    play(state, "down 6h 5h")
    assert state.view(0).table_order == (1, 0, 2)


def test_a_blocked_hand_changes_no_seats() -> None:
    """[our choice] "the player who went out exchanges seat": a blocked hand has no such
    player, so nobody moves."""
    state = deal(_BIG, "Ac", "10d", seat_changes=True)
    play(state, "draw", "pass", "pass")
    result = state.hand_result()
    assert result is not None and result.winners == ()
    assert state.view(0).table_order == (0, 1)


def test_no_seat_changes_by_default() -> None:
    """Seat changes are an optional rule."""
    state = deal(["6h 3h", "9c 8c", "Ks 9s"], "7h")
    play(state, "down 6h", "draw", "royal Ks", "down 3h")
    assert state.view(0).table_order == (0, 1, 2)


# -- Presets -------------------------------------------------------------------------------------


def test_presets_and_aliases() -> None:
    """Preset ``underwear`` (alias ``shitagi``) and ``underwear-all`` with every optional
    rule of the seed on."""
    base = make("shitagi", 2, seed=1)
    assert base.variant == "underwear"
    optional = make("underwear-all", 2, seed=1)
    rules = optional.rules
    assert rules.doubling and rules.royalties_on_uppiles and rules.seat_changes
