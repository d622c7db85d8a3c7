"""Rule tests: one per rule sentence of seed 002, named after the rule, stacked decks."""

from __future__ import annotations

from collections import Counter

import pytest
from paskahousu_helpers import deal, endgame, position, texts

from pantsdown.core.cards import PACK_52, parse_cards
from pantsdown.core.errors import IllegalActionError, MalformedActionError, OptionError
from pantsdown.core.protocol import TERMINAL
from pantsdown.core.registry import make
from pantsdown.games.paskahousu import FAMILY, Phase, PickUp, Play, TryStock, parse_action

FOUR = ["3c 4c 5c 6c 7c", "3d 4d 5d 6d 7d", "3h 4h 5h 6h 7h", "8c 8d 8h 9c 9d"]


describe_event = FAMILY.describe_event


def play(text: str) -> Play:
    action = parse_action("play " + text)
    assert isinstance(action, Play)
    return action


# -- "One deck of 52 cards is used, ace is the highest. The game is played by 3-6 players."


def test_one_deck_of_52_cards_is_used() -> None:
    """ "One deck of 52 cards is used, ace is the highest." """
    state = make("paskahousu", 4, seed=3)
    assert Counter(state.all_cards()) == Counter(PACK_52)
    assert len(set(state.all_cards())) == 52


def test_ace_is_the_highest_plain_card() -> None:
    """ "ace is the highest": an Ace goes on a King; a King does not go on an Ace (plain Ace)."""
    state = position(["Ah " + FOUR[0], *FOUR[1:]], pile="9s Kh")
    assert state.can(play("Ah"))
    plain = position(["Kh " + FOUR[0], *FOUR[1:]], pile="9s Ah", ace_plain_14=True)
    assert not plain.can(play("Kh"))


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_the_game_is_played_by_3_to_6_players(n: int) -> None:
    """ "The game is played by 3-6 players." """
    state = make("paskahousu", n, seed=1)
    assert state.num_players == n


@pytest.mark.parametrize("n", [2, 7])
def test_fewer_than_3_or_more_than_6_players_are_refused(n: int) -> None:
    """ "The game is played by 3-6 players." """
    with pytest.raises(OptionError):
        make("paskahousu", n)


# -- "Everyone is dealt five cards. The rest of the cards form a face-down stock."


def test_everyone_is_dealt_five_cards_two_two_one() -> None:
    """ "Everyone is dealt five cards." Dealt 2-2-1 from the dealer's left [src: pagat]."""
    deck = parse_cards("3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d 9h 9s")
    state = make("paskahousu", 3, decks=[deck])
    assert sorted(state.hands[0]) == sorted(parse_cards("3c 3d 6c 6d 9c"))
    assert sorted(state.hands[1]) == sorted(parse_cards("4c 4d 7c 7d 9d"))
    assert sorted(state.hands[2]) == sorted(parse_cards("5c 5d 8c 8d 9h"))


def test_the_rest_of_the_cards_form_a_face_down_stock() -> None:
    """ "The rest of the cards form a face-down stock." """
    state = deal(FOUR, "Kh Qs")
    assert len(state.stock) == 52 - 20
    view = state.view(1)
    assert view.stock_size == 32
    seen = set(view.hand) | set(view.pile) | {c for k in view.known for c in k}
    assert not seen & set(state.stock)


# -- "places (one or more) cards of the same rank from his hand into a pile"


def test_one_or_more_cards_of_the_same_rank_may_be_played() -> None:
    """ "places (one or more) cards of the same rank from his hand into a pile" """
    state = position(["3c 3d 3h 5c 9d", "4c 4d 5d 6d 7d", "8c 8d 8h 9c 5h"])
    assert {"play 3c", "play 3d", "play 3c 3d", "play 3c 3h 3d"} <= set(texts(state))
    state.apply(play("3c 3h"))
    assert state.pile == parse_cards("3c 3h")


def test_cards_of_different_ranks_cannot_be_played_together() -> None:
    """ "cards of the same rank": a play of two ranks is not an action at all."""
    with pytest.raises(MalformedActionError):
        parse_action("play 3c 4c")


def test_cards_not_held_cannot_be_played() -> None:
    """ "from his hand" """
    state = position(FOUR)
    with pytest.raises(IllegalActionError, match="does not hold 3d"):
        state.apply(play("3d"))


# -- "If the pile is empty, the player must play cards that are lower than jack."


def test_an_empty_pile_must_be_started_lower_than_jack() -> None:
    """ "If the pile is empty, the player must play cards that are lower than jack." """
    state = position(["9c Jc Qc Kc 4s", "4c 4d 5d 6d 7d", "8c 8d 8h 9h 5h"])
    assert state.can(play("9c"))
    for card in ("Jc", "Qc", "Kc"):
        with pytest.raises(IllegalActionError, match="lower than a Jack"):
            state.check(play(card))


def test_empty_pile_any_card_option() -> None:
    """ "(Although, this rule varies, in some games player are allowed to play any card.)" """
    state = position(
        ["9c Jc Qc Kc 4s", "4c 4d 5d 6d 7d", "8c 8d 8h 9h 5h"], empty_pile_any_card=True
    )
    assert state.can(play("Kc"))
    pagat = position(["9c Jc Qc Kc 4s", "4c 4d 5d 6d 7d", "8c 8d 8h 9h 5h"], variant="pagat")
    assert pagat.can(play("Qc"))


def test_empty_pile_any_card_after_stock_option() -> None:
    """Implementation variant (NOTES 8.4): any card may start a pile once the stock is gone."""
    hands = ["9c Jc Qc Kc 4s", "4c 4d 5d 6d 7d", "8c 8d 8h 9h 5h"]
    before = position(hands)
    assert not before.can(play("Jc"))
    after = position(hands, stock_empty=True)
    assert after.can(play("Jc"))
    strict = position(hands, stock_empty=True, empty_pile_any_card_after_stock=False)
    assert not strict.can(play("Jc"))


def test_the_strict_seed_rule_can_cycle_for_ever_after_the_stock() -> None:
    """Why empty_pile_any_card_after_stock is on by default [our choice]: with the strict
    seed rule every move below is forced and the position repeats."""
    strict = endgame(["Kc 4s", "Qd Jd", "Qh 4h"], empty_pile_any_card_after_stock=False)
    start = [sorted(h) for h in strict.hands]
    for _ in range(12):
        assert len(strict.legal_actions()) == 1
        strict.apply(strict.legal_actions()[0])
    assert [sorted(h) for h in strict.hands] == start
    assert strict.pile == [] and strict.to_act == 0
    relaxed = endgame(["Kc 4s", "Qd Jd", "Qh 4h"])
    assert len(relaxed.legal_actions()) == 2


# -- "If the pile is not empty, the new cards must be of the same rank or of a higher rank"


def test_cards_must_be_of_the_same_or_higher_rank_than_the_pile() -> None:
    """ "If the pile is not empty, the new cards must be of the same rank or of a higher rank
    than the previous cards in the pile." """
    state = position(["5c 6c 7c 8c 3c", "4c 4d 5d 6d 7d", "8d 8h 9h 5h 9c"], pile="6s")
    assert not state.can(play("5c"))
    assert not state.can(play("3c"))
    assert state.can(play("6c"))
    assert state.can(play("8c"))
    with pytest.raises(IllegalActionError, match="same or a higher rank than the 6"):
        state.check(play("5c"))


# -- "Twos can be played on the top of any card or on an empty table."


@pytest.mark.parametrize("top", ["3s", "9s", "Ks", "Js"])
def test_twos_can_be_played_on_any_card(top: str) -> None:
    """ "Twos can be played on the top of any card or on an empty table." """
    state = position(["2c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9c 7h"], pile=top)
    assert state.can(play("2c"))


def test_twos_can_be_played_on_an_empty_table() -> None:
    """ "Twos can be played on the top of any card or on an empty table." """
    state = position(["2c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9c 7h"])
    state.apply(play("2c"))
    assert state.pile == parse_cards("2c")
    assert state.to_act == 1


def test_only_another_two_can_be_played_on_a_two() -> None:
    """ "Only another two can be played on the top of a two." """
    state = position(["2c 3c Kc Ac 10c", "4d 5d 6d 7d 8d", "8h 9h 5h 9c 7h"], pile="9s 2s")
    assert texts(state) == ["play 2c", "pickup", "try"]
    with pytest.raises(IllegalActionError, match="only another Two"):
        state.check(play("Ac"))


def test_twos_not_on_ten_or_ace_option() -> None:
    """pagat/en.wiki (NOTES 8.4): "Twos can be played on any card except an ace or ten"."""
    hands = ["2c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9c 7h"]
    state = position(hands, pile="Ks As", ace_plain_14=True, twos_not_on_ten_or_ace=True)
    assert not state.can(play("2c"))
    default = position(hands, pile="Ks As", ace_plain_14=True)
    assert default.can(play("2c"))


# -- "If the top cards of the pile are lower than seven, the player is not allowed to play
#     face cards."


@pytest.mark.parametrize("top", ["3s", "4s", "5s", "6s"])
def test_no_face_cards_on_a_pile_lower_than_seven(top: str) -> None:
    """ "If the top cards of the pile are lower than seven, the player is not allowed to play
    face cards." Lower than seven = 3, 4, 5, 6 [our reading]."""
    state = position(["Jc Qc Kc 9c 8c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile=top)
    for card in ("Jc", "Qc", "Kc"):
        with pytest.raises(IllegalActionError, match="no face card"):
            state.check(play(card))
    assert state.can(play("9c"))


@pytest.mark.parametrize("top", ["7s", "8s", "9s"])
def test_face_cards_may_be_played_on_seven_or_higher(top: str) -> None:
    """ "lower than seven": a seven or higher on top allows face cards [our reading]."""
    state = position(["Jc Qc Kc 9c 8c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile=top)
    assert all(state.can(play(c)) for c in ("Jc", "Qc", "Kc"))


# -- "Aces can be played only on the top of face cards."


@pytest.mark.parametrize("top", ["3s", "6s", "9s"])
def test_aces_can_be_played_only_on_face_cards(top: str) -> None:
    """ "Aces can be played only on the top of face cards." / "Ace cannot be played on 3-9" """
    state = position(["Ac 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile=top)
    with pytest.raises(IllegalActionError, match="only on the top of face cards"):
        state.check(play("Ac"))


@pytest.mark.parametrize("top", ["Js", "Qs", "Ks"])
def test_an_ace_fells_a_pile_topped_by_a_face_card(top: str) -> None:
    """ "Ace causes pile with the previous card J-K [fall]." """
    state = position(["Ac 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="8s " + top)
    state.apply(play("Ac"))
    assert state.pile == []
    assert parse_cards(f"8s {top} Ac") == state.fallen
    assert state.to_act == 0


# -- "Aces can also be played on the empty pile, but then the next player must pick it up,
#     and the turn passes to the player left to him."


def test_an_ace_on_the_empty_pile_must_be_picked_up_by_the_next_player() -> None:
    """ "Aces can also be played on the empty pile, but then the next player must pick it up,
    and the turn passes to the player left to him." """
    state = position(["Ac 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"])
    state.apply(play("Ac"))
    assert state.phase == Phase.TRAPPED
    assert state.pile == parse_cards("Ac")
    assert state.to_act == 1
    assert state.legal_actions() == [PickUp()]
    with pytest.raises(IllegalActionError, match="must pick it up"):
        state.check(play("8d"))
    with pytest.raises(IllegalActionError, match="must pick it up"):
        state.check(TryStock())
    state.apply(PickUp())
    assert parse_cards("Ac")[0] in state.hands[1]
    assert state.to_act == 2


def test_the_trap_setter_refills_after_his_trap() -> None:
    """ "If a player has fewer than five cards in his hand, he must take cards from the
    stock" - also after laying a trap on the empty pile."""
    state = position(["Ac 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], stock="2s")
    state.apply(play("Ac"))
    assert state.phase == Phase.TRAPPED
    assert len(state.hands[0]) == 5


def test_the_events_of_a_trap_read_as_english() -> None:
    """The log of "the next player must pick it up" counts one card as one card, and says
    what the refill drew."""
    state = position(["Ac 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], stock="2s")
    state.apply(play("Ac"))
    state.apply(PickUp())
    assert [describe_event(e) for e in state.events[-4:]] == [
        "seat 0 played Ac",
        "seat 0 drew 1 card from the stock",
        "seat 0 set a trap on the empty pile: seat 1 must pick it up",
        "seat 1 picked up the pile, 1 card: Ac",
    ]


def test_a_trap_passes_over_a_player_who_is_out() -> None:
    """ "the next player must pick it up, and the turn passes to the player left to him":
    the next player still in the game, skipping one who has gone out."""
    state = endgame(["5c", "6s", "7d 8d", "10c Ac 9s"], pile="4s")
    state.apply(play("5c"))  # seat 0 goes out
    state.apply(PickUp())
    state.apply(play("7d"))
    state.apply(play("10c"))  # the pile falls; seat 3 leads again
    state.apply(play("Ac"))
    assert state.phase == Phase.TRAPPED
    assert state.to_act == 1  # seat 0 went out first
    state.apply(PickUp())
    assert state.to_act == 2


def test_tens_on_the_empty_pile_must_be_picked_up_by_the_next_player() -> None:
    """ "Tens can also be played on empty pile, and as with the Aces, next player must pick
    it up." A set of Tens is a trap too (NOTES 8.3)."""
    state = position(["10c 10d 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"])
    state.apply(play("10c 10d"))
    assert state.phase == Phase.TRAPPED
    assert state.pile == parse_cards("10c 10d")
    assert texts(state) == ["pickup"]
    state.apply(PickUp())
    assert state.to_act == 2
    assert state.view(0).known[1] == tuple(sorted(parse_cards("10c 10d")))


# -- "If the player cannot or does not want to play cards …, he must take the entire pile"


def test_a_player_who_does_not_want_to_play_may_take_the_pile() -> None:
    """ "If the player cannot or does not want to play cards according to the previous rules,
    he must take the entire pile in his hand." Picking up is always allowed."""
    state = position(["8c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="3s 5s 7s")
    assert state.can(play("8c"))
    state.apply(PickUp())
    assert state.pile == []
    assert sorted(parse_cards("3s 5s 7s")) == sorted(state.hands[0][5:])
    assert state.to_act == 1


def test_a_player_who_cannot_play_must_take_the_pile() -> None:
    """ "If the player cannot … play cards …, he must take the entire pile in his hand." """
    state = position(
        ["3c 4c 5c 6c 8c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="Ks", try_stock=False
    )
    assert texts(state) == ["pickup"]


def test_the_empty_pile_cannot_be_picked_up() -> None:
    """There is no pile to take when it is empty."""
    state = position(FOUR)
    with pytest.raises(IllegalActionError, match="pile is empty"):
        state.check(PickUp())


# -- "After the player has either played cards or taken the pile, turn passes to the next
#     player."


def test_turn_passes_to_the_next_player_after_a_play_or_a_pickup() -> None:
    """ "After the player has either played cards or taken the pile, turn passes to the next
    player." """
    state = position(FOUR, pile="3s")
    state.apply(play("4c"))
    assert state.to_act == 1
    state.apply(PickUp())
    assert state.to_act == 2


# -- "If the player plays a ten or an ace the pile falls."


@pytest.mark.parametrize("top", ["3s", "6s", "9s"])
def test_a_ten_fells_a_pile_topped_by_3_to_9(top: str) -> None:
    """ "If the player plays a ten or an ace the pile falls." / "Ten causes pile with the
    previous card 3-9 fall" """
    state = position(["10c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="3h " + top)
    state.apply(play("10c"))
    assert state.pile == []
    assert state.fallen == parse_cards(f"3h {top} 10c")


@pytest.mark.parametrize("top", ["Js", "Qs", "Ks"])
def test_a_ten_cannot_be_played_on_jack_to_king(top: str) -> None:
    """ "Ten cannot be played on J-K." """
    state = position(["10c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="8s " + top)
    with pytest.raises(IllegalActionError, match="Ten can be played only on 3-9"):
        state.check(play("10c"))


def test_ace_plain_14_option() -> None:
    """fi.wiki (NOTES 8.4): "the Ace is a plain card worth 14, and the 10 then also fells
    courts and Aces"."""
    hands = ["10c Ac 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"]
    on_king = position(hands, pile="8s Ks", ace_plain_14=True)
    on_king.apply(play("Ac"))
    assert on_king.pile == parse_cards("8s Ks Ac")  # the Ace fells nothing
    on_ace = position(hands, pile="8s As", ace_plain_14=True)
    on_ace.apply(play("10c"))
    assert on_ace.pile == []  # the Ten fells an Ace
    empty = position(hands, ace_plain_14=True)
    assert not empty.can(play("Ac"))  # a plain Ace does not start a pile
    low = position(hands, pile="9s", ace_plain_14=True)
    assert low.can(play("Ac"))  # plain: any higher top of seven or more
    six = position(hands, pile="6s", ace_plain_14=True)
    assert not six.can(play("Ac"))


# -- "The pile falls also when a player plays cards so that there are four cards of a same
#     rank on the top of the pile."


def test_four_of_a_rank_on_top_fells_the_pile_counting_across_plays() -> None:
    """ "The pile falls also when a player plays cards so that there are four cards of a same
    rank on the top of the pile." Counting across several plays (NOTES 8.3)."""
    state = position(["5c 5d 4c 9c 6c", "4d 3d 6d 7d 8d", "8h 9h 3h 9d 7h"], pile="3s 5s 5h")
    state.apply(play("5c 5d"))
    assert state.pile == []
    assert parse_cards("3s 5s 5h 5c 5d") == state.fallen
    assert state.to_act == 0


def test_four_of_a_rank_in_one_play_fells_the_pile() -> None:
    """ "four cards of a same rank on the top of the pile", all played at once."""
    state = position(["7c 7d 7h 7s 6c", "4d 3d 6d 5d 8d", "8h 9h 3h 9d 4h"])
    state.apply(play("7c 7d 7h 7s"))
    assert state.pile == []
    assert state.to_act == 0


def test_three_of_a_rank_on_top_do_not_fell_the_pile() -> None:
    """ "four cards of a same rank" - three are not enough."""
    state = position(["5c 5d 4c 9c 6c", "4d 3d 6d 7d 8d", "8h 9h 3h 9d 7h"], pile="3s 5s")
    state.apply(play("5c 5d"))
    assert state.pile == parse_cards("3s 5s 5c 5d")
    assert state.to_act == 1


def test_four_twos_fell_the_pile() -> None:
    """Four of a kind includes 2s [our choice; the seed is general]."""
    state = position(["2c 2d 4c 9c 6c", "4d 3d 6d 7d 8d", "8h 9h 3h 9d 7h"], pile="3s 2s 2h")
    state.apply(play("2c 2d"))
    assert state.pile == []


def test_twos_never_fall_option() -> None:
    """Venda house rule (NOTES 8.4): "a 2 … does not turn even if there are more than four"."""
    hands = ["2c 2d 4c 9c 6c", "4d 3d 6d 7d 8d", "8h 9h 3h 9d 7h"]
    state = position(hands, pile="3s 2s 2h", twos_never_fall=True)
    state.apply(play("2c 2d"))
    assert state.pile == parse_cards("3s 2s 2h 2c 2d")


# -- "When the pile falls, the cards in the pile are discarded from play, and the same player
#     plays the first cards to the now-empty pile."


def test_after_a_fall_the_same_player_leads_again() -> None:
    """ "When the pile falls, the cards in the pile are discarded from play, and the same
    player plays the first cards to the now-empty pile." """
    state = position(["10c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="9s")
    state.apply(play("10c"))
    assert state.to_act == 0
    assert state.pile == []
    assert parse_cards("9s 10c") == state.fallen
    assert state.view(2).fallen == tuple(parse_cards("9s 10c"))
    assert not state.can(PickUp())


def test_the_player_who_felled_the_pile_refills_before_leading() -> None:
    """The player who felled the pile first refills from the stock [our choice]."""
    state = position(["10c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="9s", stock="Kh")
    state.apply(play("10c"))
    assert len(state.hands[0]) == 5
    assert parse_cards("Kh")[0] in state.hands[0]


def test_refill_after_fall_off_leads_from_the_cards_held() -> None:
    """refill_after_fall off [our choice flipped]: lead first, refill after that lead."""
    hands = ["10c 3c 4c 5c 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"]
    state = position(hands, pile="9s", stock="Kh Qh", refill_after_fall=False)
    state.apply(play("10c"))
    assert len(state.hands[0]) == 4
    assert state.to_act == 0
    state.apply(play("3c"))
    assert len(state.hands[0]) == 5
    assert set(parse_cards("Kh Qh")) <= set(state.hands[0])


def test_a_player_who_fells_the_pile_with_his_last_card_goes_out_and_the_next_leads() -> None:
    """ "If he has no cards and the stock is empty, he is out and the next player leads."
    (NOTES 8.3)"""
    state = endgame(["10c", "4d 5d", "8h 9h"], pile="9s")
    state.apply(play("10c"))
    assert state.out_order == [0]
    assert state.to_act == 1
    assert state.pile == []


# -- "If a player has fewer than five cards in his hand, he must take cards from the stock so
#     that he has five cards (if there are cards left in the stock)."


def test_a_player_refills_to_five_from_the_stock() -> None:
    """ "If a player has fewer than five cards in his hand, he must take cards from the stock
    so that he has five cards" """
    state = position(["3c 3d 3h 5c 9d", "4c 4d 5d 6d 7d", "8c 8d 8h 9c 5h"], stock="Kh Qh")
    state.apply(play("3c 3d"))
    assert len(state.hands[0]) == 5
    assert set(parse_cards("Kh Qh")) <= set(state.hands[0])
    assert state.view(1).hand_sizes[0] == 5


def test_no_refill_when_the_stock_is_exhausted() -> None:
    """ "(if there are cards left in the stock)" """
    state = position(["3c 3d 3h 5c 9d", "4c 4d 5d 6d 7d", "8c 8d 8h 9c 5h"], stock_empty=True)
    state.apply(play("3c 3d"))
    assert len(state.hands[0]) == 3


def test_hand_size_six_option() -> None:
    """fi.wiki (NOTES 8.4): 5- or 6-card hands, kept full until the stock runs out."""
    hands = ["3c 3d 3h 5c 9d 9s", "4c 4d 5d 6d 7d 7s", "8c 8d 8h 9c 5h 5s"]
    state = deal(hands, hand_size=6)
    assert all(len(h) == 6 for h in state.hands)
    # dealt 2-2-2 from the dealer's left [our choice]: the stacked packets land as stacked
    assert [sorted(h) for h in state.hands] == [sorted(parse_cards(h)) for h in hands]
    assert len(state.stock) == 52 - 18
    state.apply(state.legal_actions()[0])
    assert len(state.hands[0]) == 6


# -- "When a player gets rid of all his cards after the stock has exhausted, he is out and
#     does not participate in the game anymore. The first player to go out is the winner.
#     The loser is the player who has cards left when everyone else has gone out."


def test_a_player_without_cards_after_the_stock_is_exhausted_is_out() -> None:
    """ "When a player gets rid of all his cards after the stock has exhausted, he is out and
    does not participate in the game anymore." """
    state = endgame(["5c", "6d 6h", "8h 3h"], pile="4s")
    state.apply(play("5c"))
    assert state.out_order == [0]
    assert state.view(1).out_order == (0,)
    state.apply(PickUp())  # seat 1
    state.apply(play("8h"))  # seat 2
    assert state.to_act == 1  # seat 0 is skipped


def test_a_player_with_no_cards_is_not_out_while_the_stock_lasts() -> None:
    """ "after the stock has exhausted": with stock left he refills instead."""
    state = endgame(["5c", "6d 6h", "8h 3h"], pile="4s", stock="Kh")
    state.apply(play("5c"))
    assert state.out_order == []
    assert state.hands[0] == parse_cards("Kh")


def test_the_first_player_to_go_out_is_the_winner_and_the_last_is_the_loser() -> None:
    """ "The first player to go out is the winner. The loser is the player who has cards left
    when everyone else has gone out." Play continues until one player is left."""
    state = endgame(["5c", "6d 6h", "8h 3h"], pile="4s")
    state.apply(play("5c"))  # seat 0 out first
    assert not state.is_terminal()
    state.apply(play("6d 6h"))  # seat 1 out second
    assert state.is_terminal()
    assert state.current_player() == TERMINAL
    result = state.hand_result()
    assert result is not None
    assert result.winners == (0,)
    assert result.losers == (2,)
    assert state.returns() == [1.0, 0.0, 0.0]
    assert state.standings()[0].is_winner


def test_the_loser_is_called_the_paskahousu() -> None:
    """ "In some circles the loser is called paskahousu, shitty pants." """
    state = endgame(["5c", "6d 6h", "8h 3h"], pile="4s")
    state.apply(play("5c"))
    state.apply(play("6d 6h"))
    assert describe_event(state.events[-1]) == ("seat 0 wins the hand; seat 2 is the paskahousu")


# -- NOTES 8.3: first player, "try your luck", the stuck leader, known cards


def test_the_player_with_the_most_threes_leads_them() -> None:
    """ "the player holding the most 3s leads those 3s" [src: pagat, NOTES 8.3]."""
    state = deal(["3c 4c 5c 6c 7c", "3d 3h 5d 6d 7d", "3s 4h 5h 6h 7h"])
    assert state.to_act == 1
    assert texts(state) == ["play 3h 3d"]
    with pytest.raises(IllegalActionError, match="must lead those cards"):
        state.check(play("3d"))
    with pytest.raises(IllegalActionError, match="must lead"):
        state.check(PickUp())
    state.apply(play("3h 3d"))
    assert state.to_act == 2


def test_the_forced_lead_is_announced_by_its_rank() -> None:
    """ "the player holding the most 3s leads those 3s" [src: pagat]: the event says so,
    naming the rank in words (not "the most low cards", nor "4s", the Four of spades)."""
    state = deal(["4c 8c 5c 6c 7c", "4d 4h 5d 6d 7d", "9s 9c 5h 6h 7h"])
    assert [describe_event(e) for e in state.events] == [
        "seat 2 dealt hand 1",
        "seat 1 holds the most fours and must lead them: 4h 4d",
    ]


def test_a_tie_for_most_threes_goes_to_the_first_from_the_dealers_left() -> None:
    """ "Ties go to the first such player clockwise from the dealer's left." [src: pagat]"""
    state = deal(["4c 4d 5c 6c 7c", "3d 3h 5d 6d 7d", "3s 3c 5h 6h 7h"])
    assert state.to_act == 1  # dealer is seat 2, so seat 0 is first from the left
    tied = deal(["3d 3h 5d 6d 7d", "4c 4d 5c 6c 7c", "3s 3c 5h 6h 7h"])
    assert tied.to_act == 0


def test_with_no_threes_the_most_fours_lead() -> None:
    """ "If nobody holds a 3, most 4s lead, and so on." [src: pagat]"""
    state = deal(["4c 8c 5c 6c 7c", "4d 4h 5d 6d 7d", "9s 9c 5h 6h 7h"])
    assert state.to_act == 1
    assert texts(state) == ["play 4h 4d"]


def test_try_the_stock_card_that_fits_is_played() -> None:
    """ "a player … may try the top stock card; if it [fits], it is played" [src: fi.wiki]."""
    state = position(["3c 4c 5c 6c 4d", "4h 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="8s", stock="Ks")
    state.apply(TryStock())
    assert state.pile == parse_cards("8s Ks")
    assert len(state.hands[0]) == 5
    assert state.to_act == 1
    assert [describe_event(e) for e in state.events[-2:]] == [
        "seat 0 tried the stock: Ks fits the pile",
        "seat 0 played Ks",
    ]


def test_try_the_stock_card_that_does_not_fit_is_picked_up_with_the_pile() -> None:
    """ "if it does not fit, he picks it up [together with the pile]" [src: fi.wiki]."""
    state = position(["3c 4c 5c 6c 4d", "4h 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="8s", stock="3s")
    state.apply(TryStock())
    assert state.pile == []
    assert set(parse_cards("8s 3s")) <= set(state.hands[0])
    assert state.view(1).known[0] == tuple(sorted(parse_cards("8s 3s")))
    assert state.to_act == 1
    assert [describe_event(e) for e in state.events[-2:]] == [
        "seat 0 tried the stock: 3s does not fit the pile",
        "seat 0 picked up the pile, 2 cards: 8s 3s",
    ]


def test_a_tried_ten_fells_the_pile_and_the_player_leads_again() -> None:
    """A tried card that fits is played as in (a), so a Ten fells the pile (NOTES 8.3)."""
    state = position(["3c 4c 5c 6c 4d", "4h 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="8s", stock="10s")
    state.apply(TryStock())
    assert state.pile == []
    assert state.to_act == 0


def test_try_stock_option_off() -> None:
    """try_stock (default on [src: fi.wiki, en.wiki]) can be switched off."""
    state = position(FOUR, pile="8s", try_stock=False)
    assert "try" not in texts(state)
    with pytest.raises(IllegalActionError, match="try_stock"):
        state.check(TryStock())


def test_the_stock_cannot_be_tried_when_exhausted() -> None:
    """ "try the top stock card" needs a stock."""
    state = position(FOUR, pile="8s", stock_empty=True)
    assert "try" not in texts(state)
    with pytest.raises(IllegalActionError, match="exhausted"):
        state.check(TryStock())


def test_a_leader_with_no_card_to_start_the_pile_may_lead_anything() -> None:
    """An empty pile and only courts in hand: he may lead any card [our choice, so that
    every hand ends]."""
    state = endgame(["Jc", "Qd Kd", "Kh 3h"], empty_pile_any_card_after_stock=False)
    assert state.is_stuck()
    assert texts(state) == ["play Jc"]


def test_picked_up_cards_are_known_until_played() -> None:
    """Picked-up piles were face up, so the cards stay known until played (views)."""
    state = position(["3c 4c 5c 6c 4d", "4h 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], pile="3s 7s")
    state.apply(PickUp())
    assert state.view(2).known[0] == tuple(sorted(parse_cards("3s 7s")))
    state.apply(play("4h"))
    state.apply(play("5h"))
    assert state.to_act == 0
    state.apply(play("7s"))
    assert state.view(1).known[0] == tuple(parse_cards("3s"))


def test_the_view_holds_no_hidden_card() -> None:
    """A view shows the own hand, the pile and known cards; never another hand or the stock."""
    state = deal(FOUR, "Kh Qs")
    view = state.view(0)
    assert view.hand == tuple(sorted(state.hands[0]))
    for seat in (1, 2, 3):
        assert not set(view.hand) & set(state.hands[seat])
    assert view.hand_sizes == (5, 5, 5, 5)
    assert view.known[1] == ()


def test_an_illegal_action_changes_nothing() -> None:
    """ "apply of an illegal action raises and changes nothing"."""
    state = position(FOUR, pile="8s")
    before = state.view(0)
    with pytest.raises(IllegalActionError):
        state.apply(play("3c"))
    assert state.view(0) == before


def test_four_tens_on_the_empty_pile_fall_rather_than_trap() -> None:
    """Four of a kind on top fells the pile [seed], also when the four are Tens led to an
    empty pile: no trap then [our reading], and the same player leads again."""
    state = position(["10c 10s 10h 10d 6c", "4d 5d 6d 7d 8d", "8h 9h 5h 9d 7h"])
    state.apply(play("10c 10s 10h 10d"))
    assert state.phase == Phase.PLAY
    assert state.pile == []
    assert state.to_act == 0


def test_a_tried_ace_on_the_empty_pile_sets_the_trap() -> None:
    """A tried card is played as in (a) (NOTES 8.3), so an Ace turned onto the empty pile
    is a trap for the next player."""
    state = position(["3c 4c 5c 6c 4d", "4h 5d 6d 7d 8d", "8h 9h 5h 9d 7h"], stock="Ad")
    state.apply(TryStock())
    assert state.pile == parse_cards("Ad")
    assert state.phase == Phase.TRAPPED
    assert state.to_act == 1
    assert texts(state) == ["pickup"]
