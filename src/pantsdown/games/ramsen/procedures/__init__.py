"""The bidding procedures of the Ramsen family: one object per game shape.

``RamsenRules.bidding`` names the procedure a preset plays.  Each is a
:class:`Procedure` that declares its phases in order (given the contract called
so far: a Muss skips the Raub calls, a General Rams the drop round), the rule
fields that are its own options, and for each phase a :class:`Step`: who is
asked, their legal actions, what an action does and how the phase ends.  The
engine (``state.py``) runs the steps and never asks which game it plays.

=============== ============ ==========================================================
procedure       bidding      phases after the deal (and the cut, where the rules have one)
=============== ============ ==========================================================
``PlayPass``    play_pass    (Mönch names trumps), exchange, play / pass, play
``Rams``        rams         General Rams, drop / play / widow, trump swap, play
``Zwanzig``     zwanzig      name trumps, the rest of the deal, exchange, drop, play
``NoBidding``   none         exchange, play  (Fünf dazu!, Bohemian Watten)
``Schnalzen``   schnalzen    exchange, stay at home / play, play
``Raub``        raub         Muss / Refa, Raub / Stih, pass / lead / redraw,
                             Idem / Nejdem, draw, trump swap, play
``Mulatschak``  mulatschak   bids, name trumps, exchange on sight, play or stay, play
=============== ============ ==========================================================

>>> from pantsdown.games.ramsen.rules import PRESETS
>>> [p.name.lower() for p in phase_order(PRESETS["raub"], Contract.MUSS)]
['dealer_pre', 'exchange', 'trump_swap', 'play']
>>> [p.name.lower() for p in phase_order(PRESETS["ramsen"], Contract.NONE)]
['schleck', 'monch_trump', 'exchange', 'bid', 'play']
>>> procedure(PRESETS["mulatschak"]).options[:2]
('whiteout', 'whiteout_figures')
"""

from __future__ import annotations

from typing import Final

from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures.base import Procedure, Step, Stop, ThrowIn
from pantsdown.games.ramsen.procedures.mulatschak import Mulatschak
from pantsdown.games.ramsen.procedures.no_bidding import NoBidding
from pantsdown.games.ramsen.procedures.play_pass import PlayPass
from pantsdown.games.ramsen.procedures.rams import Rams
from pantsdown.games.ramsen.procedures.raub import Raub
from pantsdown.games.ramsen.procedures.schnalzen import Schnalzen
from pantsdown.games.ramsen.procedures.zwanzig import Zwanzig
from pantsdown.games.ramsen.rules import RamsenRules

__all__ = [
    "PROCEDURES",
    "Contract",
    "HandEnd",
    "Mulatschak",
    "NoBidding",
    "Phase",
    "PlayPass",
    "Procedure",
    "Rams",
    "Raub",
    "Schnalzen",
    "Step",
    "Stop",
    "ThrowIn",
    "Zwanzig",
    "phase_order",
    "procedure",
]

PROCEDURES: Final[dict[str, Procedure]] = {
    p.bidding: p
    for p in (PlayPass(), Rams(), Zwanzig(), NoBidding(), Schnalzen(), Raub(), Mulatschak())
}
"""Every procedure, by the ``RamsenRules.bidding`` value it plays."""


def procedure(rules: RamsenRules) -> Procedure:
    """The procedure these rules play."""
    return PROCEDURES[rules.bidding]


def phase_order(rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
    """Every phase of a hand in order, the cut first where the rules have one."""
    return PROCEDURES[rules.bidding].phase_order(rules, contract)
