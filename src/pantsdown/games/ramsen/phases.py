"""The vocabulary of a hand: its phases, the declarer's contract, how a hand ended.

Which phases a hand has, in which order, is the bidding procedure's to declare
(:mod:`~pantsdown.games.ramsen.procedures`); these enums only name them.

>>> Contract.GENERAL == "general", HandEnd.LONE == "lone"
(True, True)
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

__all__ = ["Contract", "HandEnd", "Phase"]


class Phase(IntEnum):
    """The phases of a hand (written by name in a position)."""

    SCHLECK = 0
    """The cut: the cutter (and with ``schleck_chain`` the dealer) may take the cut card."""
    DEALER_PRE = 1
    """Raub: the dealer, before the turn, may call Muss or pass the deal on (Refa)."""
    DEALER_BLIND = 2
    """Raub: the dealer, blind, may call Raub or Stih."""
    MONCH_TRUMP = 3
    """Mönch (option): the holder of the J♣ names trumps."""
    NAME_TRUMP = 4
    """The announcer (Zwanzig) or the declarer (Mulatschak) names trumps."""
    DEAL_REST = 5
    """Zwanzig: the rest of the deal, after trumps are named."""
    GENERAL = 6
    """Rams: an orbit of General Rams or pass."""
    MUL_BID = 7
    """Mulatschak: the auction."""
    EXCHANGE = 8
    """The talon exchange (Mulatschak: the declarer's discards for cards on sight)."""
    ONSIGHT = 9
    """Mulatschak: the declarer takes or refuses each face-up card."""
    BID = 10
    """Play or not: play/pass, drop, stay at home (the procedure's own words)."""
    DEFEND = 11
    """Raub: the defenders say Idem or Nejdem."""
    TRUMP_SWAP = 12
    """Rams, Raub: the dealer may take the turned card."""
    RAUB_LEAD = 13
    """Raub: pass or I lead, from forehand; the dealer may redraw the trump."""
    PLAY = 14
    """The tricks."""
    OVER = 15
    """The match has ended."""
    HEARTS_BLIND = 16
    """Zwanzig (``hearts_blind``): before looking at their cards the announcer may call
    hearts blind."""


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
    BLIND = "blind"
    """Zwanzig: the announcer called hearts blind (the hand scores double again)."""


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
