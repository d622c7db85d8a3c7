"""Schwimmen's optional rules and our choices (seed 001 and NOTES.md 1.3–1.4).

Three players: seat 2 deals, seat 0 is forehand (see test_schwimmen.py).
"""

from __future__ import annotations

import pytest
from thirty_one_helpers import cards, deal, play, position, texts

from pantsdown.core.errors import IllegalActionError, OptionError
from pantsdown.core.registry import make
from pantsdown.games.thirty_one.prose import result_words
from pantsdown.games.thirty_one.rules import PRESETS, ThirtyOneRules
from pantsdown.games.thirty_one.scoring import card_points, evaluator

PLAIN = "7c 8d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s"


def test_card_values_ace_11_pictures_and_ten_10_others_face_value() -> None:
    """[src: pagat German page, NOTES 1.2] "Ace 11; King, Queen, Jack and Ten 10 each; Nine 9,
    Eight 8, Seven 7"
    """
    assert [card_points(c) for c in cards("Ah Kh Qh Jh 10h 9h 8h 7h")] == [
        11,
        10,
        10,
        10,
        10,
        9,
        8,
        7,
    ]


def test_32_card_pack_for_two_to_eight_players_with_three_chips() -> None:
    """ "This game will work with from 2 to 8 players. First of all everybody is given an
    equal number of chips ... 3 each is reasonable" and "You need a normal 32-card deck"
    """
    s = make("schwimmen", 8, seed=1)
    assert len(s.pack) == 32 and s.chips == (3,) * 8  # type: ignore[attr-defined]
    with pytest.raises(OptionError):
        make("schwimmen", 9, seed=1)


def test_without_the_three_card_swap_only_one_card_or_pass() -> None:
    """ "Some people do not recognise the option of exchanging all three cards. In such a game
    you must either exchange one card or pass." [NOTES 1.4 allow_three_card_swap]
    """
    s = deal("schwimmen", 3, PLAIN, allow_three_card_swap=False)
    play(s, "keep")
    assert not any("all" in t for t in texts(s.legal_actions()))
    with pytest.raises(IllegalActionError, match="whole hand"):
        s.apply_text("swap all")


def test_without_trios_three_of_a_kind_is_an_ordinary_hand() -> None:
    """ "Some older descriptions of this game do not recognise the "three of a kind"
    combinations" [NOTES 1.4 three_of_a_kind]
    """
    s = deal("schwimmen", 3, "9c 9d 9h  7h 8h 7s  10s 8s 7d  Qh Jh 9s", three_of_a_kind=None)
    assert s.view(0).hand_value == 9


def test_dealt_31_costs_everyone_without_31_a_chip() -> None:
    """ "If one or more players are dealt 31 in their initial hand, some play that all the
    players who do not have 31 lose a chip." [NOTES 1.4 dealt_specials_penalty]
    """
    s = deal("schwimmen", 3, "7c 8d 9h  Ah Kh Qh  10s 8s 7d  Qd Jd 9s", dealt_specials_penalty=True)
    assert s.hand_result() is not None and s.hand_result().losers == (0, 2)
    assert s.chips == (2, 3, 2)


def test_dealt_fire_costs_two_chips_or_one_for_a_dealt_31() -> None:
    """ "If someone is dealt three aces (fire) as their initial hand, all the other players
    lose 2 chips unless they were dealt 31; players with 31 lose 1 chip only."
    """
    s = deal("schwimmen", 3, "Ac Ad Ah  Ks Qs As  10s 8s 7d  Qd Jd 9s", dealt_specials_penalty=True)
    assert s.chips == (3, 3 - 1, 3 - 2)


def test_fire_beats_31_when_both_are_dealt() -> None:
    """[our choice, NOTES 1.3] "Several specials at once ... Feuer beats 31." """
    s = deal("schwimmen", 3, "Ac Ad Ah  Ks Qs As  10s 8s 7d  Qd Jd 9s")
    assert s.hand_result() is not None and s.hand_result().losers == (1, 2)


def test_two_31s_nobody_with_31_loses() -> None:
    """[our choice, NOTES 1.3] "Two 31s: nobody with 31 loses; otherwise the lowest hand loses
    as usual."
    """
    s = deal("schwimmen", 3, "7c 8d 9h  Ah Kh Qh  Ks Qs As  Qd Jd 9s")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    two = deal("schwimmen", 2, "Ah Kh Qh  Ks Qs As  Qd Jd 9s")
    assert two.hand_result() is not None and two.hand_result().losers == ()


def test_single_card_scores_are_split_by_suit() -> None:
    """[our reading, NOTES 1.3] "Single-card scores are compared the same way, by their suit" """
    s = deal("schwimmen", 3, "Ah 7c 8d  As 7h 8c  Kc Qc 10c  Qd Jd 9s")
    play(s, "keep", "pass close", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)  # A♥ 11 < A♠ 11


def test_closing_is_allowed_from_the_very_first_turn() -> None:
    """[NOTES 1.3] "Closing is allowed from the very first turn" """
    s = deal("schwimmen", 3, PLAIN)
    play(s, "keep")
    assert "pass close" in texts(s.legal_actions())


def test_close_not_in_first_orbit_option() -> None:
    """[NOTES 1.4 close_not_in_first_orbit] (BGA) "closing is allowed only after every player
    has had one turn"
    """
    s = deal("schwimmen", 3, PLAIN, close_not_in_first_orbit=True)
    play(s, "keep")
    assert not any(t.endswith("close") for t in texts(s.legal_actions()))
    play(s, "pass", "pass", "swap 7d 9s")
    assert "pass close" in texts(s.legal_actions())


def test_close_replaces_action_option_is_a_knock() -> None:
    """[NOTES 1.4 close_replaces_action] knock instead of exchanging (G4A and BGA style)"""
    s = deal("schwimmen", 3, PLAIN, close_replaces_action=True, close_word="knock")
    play(s, "keep")
    legal = texts(s.legal_actions())
    assert "knock" in legal and "pass close" not in legal
    assert texts(play(s, "knock")) == ["seat 0 knocked"]
    assert s.view(1).still_to_play == (2,)


def test_thirty_one_gives_last_turn_option() -> None:
    """[NOTES 1.4 thirty_one_gives_last_turn] (G4A) "A 31 gives everyone one more turn" """
    s = deal(
        "schwimmen", 3, "Ah Kh 7c  7h 8h 7s  10s 8s 7d  Qh Jd 9s", thirty_one_gives_last_turn=True
    )
    play(s, "keep", "swap 7c Qh")
    assert s.hand_number == 0 and s.view(1).last_round and s.current_player() == 1
    play(s, "pass", "pass")
    assert s.hand_number == 1 and s.hand_result() is not None and s.hand_result().losers == (1,)


def test_knocker_loses_ties_option() -> None:
    """[NOTES 1.4 knocker_loses_ties] (Flagship) "If the knocker is among the tied lowest
    hands, only the knocker loses"
    """
    tie = "Kh 10h 7c  Qh Jh 8s  As Ks 9s  Qd Jd 9d"
    s = deal("schwimmen", 3, tie, knocker_loses_ties=True)
    play(s, "keep", "pass close", "pass", "pass")
    assert s.hand_result() is not None and s.hand_result().losers == (0,)
    plain = deal("schwimmen", 3, tie)
    play(plain, "keep", "pass close", "pass", "pass")
    assert plain.hand_result() is not None and plain.hand_result().losers == (0, 1)


def test_new_cards_when_7_8_9_lie_on_the_table_option() -> None:
    """[NOTES 1.4 new_cards_on_7_8_9] (Flagship) "a 'new cards' action is allowed when 7, 8
    and 9 lie on the table"
    """
    s = deal(
        "schwimmen", 3, "Ac Kd Qh  7h 8h 7s  10s 8s 7d  7c 8d 9s  Ah Kh Qc", new_cards="on_7_8_9"
    )
    play(s, "keep")
    assert "new-cards" in texts(s.legal_actions())
    play(s, "new-cards")
    assert s.table == cards("Ah Kh Qc") and s.current_player() == 0
    assert "new-cards" not in texts(s.legal_actions())
    play(s, "swap Kd Kh")
    assert s.current_player() == 1
    off = deal("schwimmen", 3, "Ac Kd Qh  7h 8h 7s  10s 8s 7d  7c 8d 9s  Ah Kh Qc")
    play(off, "keep")
    with pytest.raises(IllegalActionError, match="no new-cards action"):
        off.apply_text("new-cards")


def test_all_pass_with_a_short_talon_ends_the_hand_as_if_closed() -> None:
    """[our choice, NOTES 1.3] "If fewer than 3 talon cards remain, the hand ends and is
    scored as if someone had closed"
    """
    s = deal("schwimmen", 8, "")
    assert len(s.stock) == 32 - 27
    play(s, "keep", *["pass"] * 8)  # the table is replaced: two talon cards are left
    assert s.hand_number == 0 and len(s.stock) == 2
    play(s, *["pass"] * 8)
    assert s.hand_number == 1 and s.hand_result() is not None
    reason = result_words(s.hand_result())[0]
    assert reason == "everyone passed and the stock is too small for a new table"
    go_on = deal("schwimmen", 8, "", all_pass_empty_talon="continue")
    play(go_on, "keep", *["pass"] * 16)
    assert go_on.hand_number == 0 and len(go_on.stock) == 2


def test_final_tie_replays_a_deal_by_default() -> None:
    """ "if the players really need to find a single winner, then these last players need to
    play another deal to decide the game." [NOTES 1.3 final_tie=replay]
    """
    tie = "Kh 10h 7c  Qh Jh 8s  Qd Jd 9d"  # two players tie in hearts: both lose
    s = position(deal("schwimmen", 2, tie, starting_chips=1), chips="0,0")
    play(s, "keep", "pass close", "pass")
    assert not s.is_terminal() and s.hand_number == 1 and s.chips == (0, 0)
    assert "they play another deal" in texts(s.events)[-2]


def test_final_tie_share_option() -> None:
    """ "In this case they share the winnings" [NOTES 1.4 final_tie=share]"""
    s = position(
        deal("schwimmen", 2, "Kh 10h 7c  Qh Jh 8s  Qd Jd 9d", final_tie="share"), chips="0,0"
    )
    play(s, "keep", "pass close", "pass")
    assert s.is_terminal() and s.returns() == [0.5, 0.5]
    assert str(s.events[-1]) == "seat 0 and seat 1 share the win"


def test_starting_chips_option() -> None:
    """[NOTES 1.4 starting_chips]"""
    assert make("schwimmen", 3, seed=1, options={"starting_chips": "5"}).chips == (5,) * 3  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"close_effect": "drop_out"}, "close_replaces_action"),
        ({"swap_all_closes": True}, "close_effect=drop_out"),
        ({"chicken_enabled": True}, "swimming=false"),
        (
            {"thirty_one_gives_last_turn": True, "thirty_one_ends_hand": False},
            "thirty_one_ends_hand",
        ),
        ({"new_cards": "on_7_8_9", "lowest_rank": 8}, "7s in the pack"),
        ({"tri_palki_specials": True}, "lowest_rank=6"),
        ({"hand_size": 5}, "3 or 4"),
        (
            {"close_requires_31": True, "close_effect": "end_now", "close_replaces_action": True},
            "last_turns",
        ),
        ({"scoring": "points", "dealt_specials_penalty": True}, "dealt_specials_penalty"),
    ],
)
def test_option_combinations_that_cannot_go_together_are_refused(
    changes: dict[str, object], message: str
) -> None:
    """Options are checked together when the rules are built."""
    with pytest.raises(OptionError, match=message):
        ThirtyOneRules(**changes)  # type: ignore[arg-type]


def test_every_option_has_a_docstring_citing_its_source() -> None:
    """Every Rules field documents itself with [seed], [src] or [our choice]."""
    from pantsdown.core.options import option_infos

    for info in option_infos(PRESETS["schwimmen"]):
        assert info.doc, info.name
        assert any(
            tag in info.doc for tag in ("[seed", "[src", "[our choice", "[NOTES", "seed 00")
        ), info.name


def test_every_preset_is_reachable_by_its_aliases() -> None:
    """The presets and their aliases from the issue resolve to the family."""
    from pantsdown.core.registry import find_variant

    names = {
        "schwimmen": ["31", "schnautz", "knack", "hosen-runter", "thirty-one"],
        "hosenabe": ["pants-down", "hosen-abe"],
        "dutch-31": ["dutch", "eenendertig"],
        "hosa-aba": ["hosaaba", "chur"],
        "41": ["forty-one", "four-card"],
        "tri-palki": ["three-sticks", "три палки"],
        "tuppenny": ["tuppenny-hapenny-loo", "loo"],
    }
    for name, aliases in names.items():
        for alias in aliases:
            fam, var = find_variant(alias)
            assert fam.id == "thirty_one" and var.name == name


def test_evaluator_is_shared_per_rules() -> None:
    """The hand table is built once per rules."""
    assert evaluator(PRESETS["schwimmen"]) is evaluator(PRESETS["schwimmen"])


def test_notes_option_names_are_accepted() -> None:
    """[NOTES 1.4, 2.3, 7.4] starting_lives, starting_tokens and new_cards_on_7_8_9 are the
    names NOTES.md gives; they set starting_chips and new_cards."""
    assert make("dutch", 3, seed=1, options={"starting_lives": "4"}).chips == (4,) * 3  # type: ignore[attr-defined]
    assert make("hosenabe", 3, seed=1, options={"starting_tokens": 2}).chips == (2,) * 3  # type: ignore[attr-defined]
    rules = make("schwimmen", 3, seed=1, options={"new_cards_on_7_8_9": "yes"}).rules
    assert rules.new_cards == "on_7_8_9"
    with pytest.raises(OptionError, match="not both"):
        ThirtyOneRules(starting_lives=3, starting_tokens=3)
