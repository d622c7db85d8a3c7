"""Bohemian Watten house rules (issue 13): one option each, off by default, one test each.

The strikers preset turns 10♦ here: diamonds are trumps, 10♦ is the Rechter and 10♣ 10♠
10♥ are the strikers.  The criticals preset turns 8♠: spades are trumps.
"""

from __future__ import annotations

import pytest
from ramsen_helpers import legal, play, stacked

from pantsdown.core.cards import Suit, parse_card
from pantsdown.core.errors import OptionError
from pantsdown.games.ramsen.ranking import trump_order
from pantsdown.games.ramsen.rules import PRESETS

HANDS = [
    "7c 8c 9c Jc Kc",  # seat 0, dealer
    "Js Ks Qs As 8d",  # seat 1, forehand, leads
    "Ah Kh Qh 10h 9s",  # seat 2
    "7d Kd Qd Jd 10s",  # seat 3
]
NONE4 = ["exchange none"] * 4


def test_only_a_trump_lead_must_be_followed() -> None:
    """``follow_trumps_only``: to a plain lead any card goes; a trump lead binds as before."""
    state = stacked("bohemian-watten", HANDS, turned="10d", options={"follow_trumps_only": True})
    play(state, *NONE4, "play Js")
    assert len(legal(state)) == 5
    plain = stacked("bohemian-watten", HANDS, turned="10d")
    play(plain, *NONE4, "play Js")
    assert legal(plain) == ["play 9s"]  # follow spades
    trumps = stacked("bohemian-watten", HANDS, turned="10d", options={"follow_trumps_only": True})
    play(trumps, *NONE4, "play 8d")
    assert legal(trumps) == ["play 10h"]  # a trump lead: follow with the only trump


def test_strikers_do_not_count_as_trumps_for_following() -> None:
    """``strikers_free``: a player whose only trump is a striker need not play it to a trump
    lead, and may play it to any lead."""
    state = stacked("bohemian-watten", HANDS, turned="10d", options={"strikers_free": True})
    play(state, *NONE4, "play 8d")
    assert len(legal(state)) == 5
    plain = stacked("bohemian-watten", HANDS, turned="10d")
    play(plain, *NONE4, "play 8d")
    assert legal(plain) == ["play 10h"]
    spades = stacked("bohemian-watten", HANDS, turned="10d", options={"strikers_free": True})
    play(spades, *NONE4, "play Js")
    assert set(legal(spades)) == {"play 10h", "play 9s"}


def test_a_card_held_back_under_strikers_free_shows_no_void_in_trumps() -> None:
    """Under ``strikers_free`` a plain card played to a trump lead does not show the seat
    void in trumps (it may hold a striker back), so the view claims no such void."""
    state = stacked("bohemian-watten", HANDS, turned="10d", options={"strikers_free": True})
    play(state, *NONE4, "play 8d", "play 9s")
    assert "trumps" not in state.view(0).voids[2]
    assert 10 in [c.rank for c in state.hands[2]]


def test_a_led_critical_binds_nobody() -> None:
    """``critical_lead_free``: to a led Critical the others may play any card."""
    hands = ["7c 8c 9c 10c Kc", "Kh Ks Qs Js 10s", "Ah Qh Jh 10h 9s", "Ad Kd Qd Jd 9d"]
    opts = {"critical_lead_free": True}
    state = stacked("bohemian-watten-criticals", hands, turned="8s", bottom="8d", options=opts)
    play(state, "pass", *NONE4, "play Kh")
    assert len(legal(state)) == 5
    plain = stacked("bohemian-watten-criticals", hands, turned="8s", bottom="8d")
    play(plain, "pass", *NONE4, "play Kh")
    assert legal(plain) == ["play 9s"]
    spade = stacked("bohemian-watten-criticals", hands, turned="8s", bottom="8d", options=opts)
    play(spade, "pass", *NONE4, "play Js")
    assert legal(spade) == ["play 9s"]  # any other trump lead binds as before


def test_the_guater_ranks_above_the_rechter() -> None:
    """``guater``: the trump card one rank above the turned card (J♦ over the turned 10♦)
    is the top trump; above the Ace comes the Seven."""
    rules = PRESETS["bohemian-watten"].with_options(guater=True)
    tiers = [
        " ".join(str(c) for c in t) for t in trump_order(rules, Suit.DIAMONDS, parse_card("10d"))
    ]
    assert tiers[:4] == ["Jd", "10d", "10c 10s 10h", "Ad"] and "Jd" not in tiers[4:]
    ace = trump_order(rules, Suit.DIAMONDS, parse_card("Ad"))
    assert [str(c) for c in ace[0]] == ["7d"]


def test_the_guater_beats_a_striker_in_play() -> None:
    """With ``guater`` the J♦ wins a trick led with a striker, and heading obliges it."""
    hands = ["7c 8c 9c Jc Kc", "10s Ks Qs As 9s", "Ah Kh Qh Jh 9h", "Jd Kd Qd Ad 9d"]
    state = stacked("bohemian-watten", hands, turned="10d", options={"guater": True})
    play(state, *NONE4, "play 10s", "play Ah")
    assert legal(state) == ["play Jd"]
    play(state, "play Jd", "play 7c")
    assert state.won[3] == 1
    plain = stacked("bohemian-watten", hands, turned="10d")
    play(plain, *NONE4, "play 10s", "play Ah")
    assert len(legal(plain)) == 5


@pytest.mark.parametrize(
    ("preset", "option"),
    [
        ("bohemian-watten-criticals", "guater"),
        ("bohemian-watten-criticals", "strikers_free"),
        ("bohemian-watten", "critical_lead_free"),
        ("bohemian-watten", "scores_stop_at_zero"),
        ("bohemian-watten", "tie_plays_on"),
    ],
)
def test_house_rules_that_need_another_rule_are_refused_naming_where_they_apply(
    preset: str, option: str
) -> None:
    """The Guater and free strikers need a turned trump rank; a free Critical needs
    Criticals; stopping at zero and playing on after a tie need the lowest-score end
    without the bounce: elsewhere the option is refused, naming where it applies."""
    with pytest.raises(OptionError, match=f"{option}=True has no effect here: .*applies with"):
        PRESETS[preset].with_options(**{option: True})
