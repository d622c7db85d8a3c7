"""The bidding procedures: one object per game shape, declaring its phases, options, steps."""

from __future__ import annotations

import dataclasses

import pytest
from ramsen_helpers import legal, stacked

from pantsdown import make
from pantsdown.core.errors import OptionError
from pantsdown.games.ramsen import PRESETS
from pantsdown.games.ramsen.actions import Call, CallName, call
from pantsdown.games.ramsen.procedures import (
    PROCEDURES,
    Contract,
    Mulatschak,
    NoBidding,
    Phase,
    PlayPass,
    Procedure,
    Rams,
    Raub,
    Schnalzen,
    Zwanzig,
    phase_order,
    procedure,
)
from pantsdown.games.ramsen.rules import BIDDINGS, RamsenRules

RULE_FIELDS = [f.name for f in dataclasses.fields(RamsenRules)]
BIDDING_SECTION = RULE_FIELDS[
    RULE_FIELDS.index("bidding") + 1 : RULE_FIELDS.index("monch_holder_names_trump") + 1
]


def test_every_bidding_value_has_one_procedure() -> None:
    assert sorted(PROCEDURES) == sorted(BIDDINGS)
    assert all(p.bidding == name for name, p in PROCEDURES.items())


@pytest.mark.parametrize(
    ("preset", "kind"),
    [
        ("ramsen", PlayPass),
        ("monch", PlayPass),
        ("rams", Rams),
        ("raub", Raub),
        ("zwanzig", Zwanzig),
        ("funf-dazu", NoBidding),
        ("bohemian-watten", NoBidding),
        ("bohemian-watten-criticals", NoBidding),
        ("schnalzen", Schnalzen),
        ("mulatschak", Mulatschak),
    ],
)
def test_each_preset_plays_its_procedure(preset: str, kind: type[Procedure]) -> None:
    assert isinstance(procedure(PRESETS[preset]), kind)
    assert isinstance(make(preset, 4, seed=0).procedure, kind)


def test_procedure_options_are_rule_fields_and_cover_the_bidding_options() -> None:
    """Every option a procedure names is a field of ``RamsenRules``; every field of the
    rules' bidding section belongs to some procedure."""
    named = {o for p in PROCEDURES.values() for o in p.options}
    assert named <= set(RULE_FIELDS)
    assert set(BIDDING_SECTION) - named == set()


@pytest.mark.parametrize("name", sorted(PROCEDURES))
def test_every_phase_of_every_order_has_a_step(name: str) -> None:
    """The order is declared once, by the procedure; each phase in it (the tricks aside)
    is one of its steps."""
    proc = PROCEDURES[name]
    rules = next(r for r in PRESETS.values() if r.bidding == name)
    for schleck in (False, True):
        for contract in Contract:
            order = phase_order(dataclasses.replace(rules, schleck=schleck), contract)
            assert order[-1] is Phase.PLAY
            assert (order[0] is Phase.SCHLECK) is schleck
            assert all(p in proc.steps for p in order[:-1])


def test_a_contract_changes_the_phases_to_come() -> None:
    """Raub: a Muss skips the blind calls and the defenders; a Raub skips pass / lead."""
    raub = PRESETS["raub"]
    assert Phase.RAUB_LEAD in phase_order(raub, Contract.NONE)
    assert Phase.RAUB_LEAD not in phase_order(raub, Contract.RAUB)
    assert Phase.DEFEND not in phase_order(raub, Contract.MUSS)
    assert Phase.BID not in phase_order(PRESETS["rams"], Contract.GENERAL)


def test_the_announcer_goes_with_zwanzig_bidding() -> None:
    """Trumps named after the first packet (``trump_source = announcer``) is Zwanzig's procedure."""
    with pytest.raises(OptionError, match="announcer"):
        PRESETS["ramsen"].with_options(trump_source="announcer")
    with pytest.raises(OptionError, match="announcer"):
        PRESETS["zwanzig"].with_options(trump_source="turned")


def test_a_call_is_its_word() -> None:
    """Call words are ``CallName`` members; a call made from its text is the same action."""
    assert Call(CallName("pass")) == call(CallName.PASS)
    assert Call("pass").name is CallName.PASS
    assert str(call(CallName.PLAY_HAND)) == "play-hand"
    with pytest.raises(ValueError, match="shout"):
        Call("shout")
    hands = ["7c 8c 9c 10c Kc", "As Ks Qs Js 10s", "Ah Kh Qh Jh 10h", "Ad Kd Qd Jd 10d"]
    state = stacked("schnalzen", hands, turned="9h")
    assert state.phase is Phase.BID
    assert legal(state) == ["stay", "play-hand"]
    state.apply(Call("stay"))
    assert state.calls[1] == "stay" and state.stayed[1] and not state.active[1]
