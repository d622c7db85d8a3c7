"""The bidding procedures of the Ramsen family, and the one order of a hand's phases.

Each procedure (``RamsenRules.bidding``, or the announcer of Zwanzig) is a small
class that declares the phases of its hand, given the contract called so far
(a Muss skips the Raub calls; a General Rams skips the drop round).  The engine
asks :func:`procedure` for the order and never writes it out itself:

>>> from pantsdown.games.ramsen.rules import PRESETS
>>> [p.name.lower() for p in phase_order(PRESETS["raub"], Contract.MUSS)]
['dealer_pre', 'exchange', 'trump_swap', 'play']
>>> [p.name.lower() for p in phase_order(PRESETS["ramsen"], Contract.NONE)]
['schleck', 'monch_trump', 'exchange', 'bid', 'play']
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

from pantsdown.games.ramsen.rules import RamsenRules

__all__ = [
    "Contract",
    "HandEnd",
    "Phase",
    "Procedure",
    "phase_order",
    "procedure",
]


class Phase(IntEnum):
    """The phases of a hand."""

    SCHLECK = 0
    DEALER_PRE = 1
    DEALER_BLIND = 2
    MONCH_TRUMP = 3
    NAME_TRUMP = 4
    DEAL_REST = 5
    GENERAL = 6
    MUL_BID = 7
    EXCHANGE = 8
    ONSIGHT = 9
    BID = 10
    DEFEND = 11
    TRUMP_SWAP = 12
    RAUB_LEAD = 13
    PLAY = 14
    OVER = 15


class Contract(StrEnum):
    """What the declarer took on (compares equal to its word)."""

    NONE = ""
    """No declarer (yet)."""
    GENERAL = "general"
    """Rams: General Rams, all five tricks."""
    RAUB = "raub"
    """Raub: the dealer robs the turned card."""
    STIH = "stih"
    """Raub: the dealer takes a turned seven."""
    MUSS = "muss"
    """Raub: everybody must play."""
    LEAD = "lead"
    """Raub: a seat leads."""
    BID = "bid"
    """Mulatschak: a trick bid."""
    MULATSCHAK = "mulatschak"
    """Mulatschak: all five tricks, no exchange."""
    ANNOUNCER = "announcer"
    """Zwanzig: the seat that named trumps."""


class HandEnd(StrEnum):
    """How a hand ended (compares equal to its word)."""

    PLAYED = "played"
    """All tricks were played."""
    ALONE = "alone"
    """Nobody played against the declarer."""
    LONE = "lone"
    """Everybody else stayed at home."""
    FLUSH = "flush"
    """A five-card flush (Mönch)."""
    VOID = "void"
    """Too few players: no score."""


P = Phase


class Procedure:
    """A bidding procedure: the phases of its hand, after the deal and any cut.

    A subclass overrides :meth:`phases` (python-chess variant style).
    """

    bidding = ""
    """The ``RamsenRules.bidding`` value it plays."""

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        """The phases after the deal, given the contract called so far."""
        raise NotImplementedError


class PlayPass(Procedure):
    """Ramsen, Mönch: exchange, then play or pass (Mönch: the J♣ holder names trumps)."""

    bidding = "play_pass"

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        return (P.MONCH_TRUMP, P.EXCHANGE, P.BID, P.PLAY)


class Rams(Procedure):
    """Rams: General Rams, then drop / play / widow, the trump swap (skipped by a General)."""

    bidding = "rams"

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        if contract == Contract.GENERAL:
            return (
                (P.GENERAL, P.TRUMP_SWAP, P.PLAY)
                if rules.general_trump_swap
                else (
                    P.GENERAL,
                    P.PLAY,
                )
            )
        return (P.GENERAL, P.BID, P.TRUMP_SWAP, P.PLAY)


class NoBidding(Procedure):
    """Fünf dazu!, Bohemian Watten: exchange and play."""

    bidding = "none"

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        return (P.EXCHANGE, P.PLAY)


class Schnalzen(Procedure):
    """Schnalzen: exchange, stay at home or play."""

    bidding = "schnalzen"

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        return (P.EXCHANGE, P.BID, P.PLAY)


class Raub(Procedure):
    """Raub: Muss / Refa before the turn, Raub / Stih blind, lead / redraw, Idem / Nejdem."""

    bidding = "raub"

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        if contract == Contract.MUSS:
            return (P.DEALER_PRE, P.EXCHANGE, P.TRUMP_SWAP, P.PLAY)
        if contract in (Contract.RAUB, Contract.STIH):
            return (P.DEALER_PRE, P.DEALER_BLIND, P.DEFEND, P.EXCHANGE, P.TRUMP_SWAP, P.PLAY)
        return (
            P.DEALER_PRE,
            P.DEALER_BLIND,
            P.RAUB_LEAD,
            P.DEFEND,
            P.EXCHANGE,
            P.TRUMP_SWAP,
            P.PLAY,
        )


class Mulatschak(Procedure):
    """Mulatschak: the auction, trumps named, exchange on sight, play or stay."""

    bidding = "mulatschak"

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        return (P.MUL_BID, P.NAME_TRUMP, P.EXCHANGE, P.ONSIGHT, P.BID, P.PLAY)


class Announcer(Procedure):
    """Zwanzig: two cards, the announcer names trumps, three more, exchange, drop or play."""

    bidding = "zwanzig"

    def phases(self, rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
        return (P.NAME_TRUMP, P.DEAL_REST, P.EXCHANGE, P.BID, P.PLAY)


_ANNOUNCER = Announcer()
_PROCEDURES: dict[str, Procedure] = {
    p.bidding: p
    for p in (PlayPass(), Rams(), NoBidding(), Schnalzen(), Raub(), Mulatschak(), _ANNOUNCER)
}


def procedure(rules: RamsenRules) -> Procedure:
    """The procedure these rules play (the announcer's when trumps are named after two cards)."""
    if rules.trump_source == "announcer":
        return _ANNOUNCER
    return _PROCEDURES[rules.bidding]


_ORDERS: dict[tuple[str, str, bool, bool, Contract], tuple[Phase, ...]] = {}


def phase_order(rules: RamsenRules, contract: Contract) -> tuple[Phase, ...]:
    """Every phase of a hand in order, the cut first where the rules have one.

    Kept per the few rule fields an order depends on (bidding, trump source, cut,
    General's trump swap) and the contract: a table bounded by those fields' few
    values, so no rules object is hashed on the way.
    """
    key = (rules.bidding, rules.trump_source, rules.schleck, rules.general_trump_swap, contract)
    order = _ORDERS.get(key)
    if order is None:
        head = (P.SCHLECK,) if rules.schleck else ()
        order = _ORDERS[key] = head + procedure(rules).phases(rules, contract)
    return order
