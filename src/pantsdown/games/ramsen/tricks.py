"""The tricks of a Ramsen-family hand: who leads, the legal cards, who wins.

Obligations are rule flags: ``follow`` the led (effective) suit, ``head`` (beat
the trick when following), ``trump_if_void``, ``overtrump`` (beat a trump when
trumping), ``head_when_void`` (unable to follow, play a winning card if you
have one).  The highest trump wins, else the highest card of the led suit;
equal powers (Bohemian Watten's strikers): the first played wins.  The winner
leads the next trick.  Strengths come from :mod:`~pantsdown.games.ramsen.ranking`.

>>> from pantsdown import make
>>> state = make("funf-dazu", 4, seed=2)
>>> state.current_player(), len(legal_plays(state, state.current_player(), None))
(1, 5)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from pantsdown.core.cards import Card, Rank, Suit
from pantsdown.core.seats import next_seat, seats_from, with_seat
from pantsdown.games.ramsen.actions import PLAY_BY_INDEX, Play, RamsenAction
from pantsdown.games.ramsen.deal import NATIVE, remove_by_identity
from pantsdown.games.ramsen.events import CardPlayed, TrickWon
from pantsdown.games.ramsen.phases import Contract
from pantsdown.games.ramsen.ranking import TRUMP, RankTable, rank_table

if TYPE_CHECKING:
    from pantsdown.games.ramsen.state import RamsenState
    from pantsdown.games.ramsen.table import RulesTable

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CONTRACT_GENERAL: Final = Contract.GENERAL

_MOST_SEATS: Final = 36
"""The most seats a pack (at most 36 cards) can deal a hand to."""

__all__ = [
    "free_rank",
    "legal_plays",
    "play_card",
    "start_tricks",
    "unbound_lead",
    "why_not",
    "winning_card",
]

_LEFT: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(next_seat(s, n) for s in range(n)) for n in range(_MOST_SEATS + 1)
)
"""Each seat's left-hand neighbour (``next_seat``) at a table of ``n``: ``_LEFT[n][seat]``,
a table because every card played asks it."""


def start_tricks(state: RamsenState) -> None:
    """The first trick: the declarer leads (``leader = declarer``, or General Rams),
    else the first seat still in the hand from forehand.
    """
    r = state.rules
    if state.declarer is not None and (
        r.leader == "declarer" or state.contract is _CONTRACT_GENERAL
    ):
        leader = state.declarer
    else:
        active = state.active
        leader = next(s for s in seats_from(state.forehand, state.num_players) if active[s])
    state.leader = leader
    state.to_act = leader
    state.trick = []


def winning_card(trick: Sequence[tuple[int, Card]], best_seat: int) -> Card:
    """The card that ``best_seat``, the seat winning the trick so far, played to it."""
    for seat, card in trick:
        if seat == best_seat:
            return card
    raise ValueError(f"seat {best_seat} played no card to the trick")


def unbound_lead(state: RamsenState, table: RankTable) -> bool:
    """Does the card led to the current trick bind nobody (a plain lead under
    ``follow_trumps_only``, a Critical under ``critical_lead_free``)?
    """
    r = state.rules
    lead = state.trick[0][1]
    return (r.follow_trumps_only and table.eff[lead.index] != TRUMP) or (
        lead in r.permanent_top and r.critical_lead_free
    )


def free_rank(state: RamsenState) -> Rank | None:
    """The rank whose cards may always be played and never must be (``strikers_free``:
    the turned card's), if any.
    """
    r = state.rules
    turned = state.trump_card
    return turned.rank if r.strikers and turned is not None and r.strikers_free else None


def legal_plays(state: RamsenState, seat: int, table: RankTable | None) -> list[RamsenAction]:
    """The cards ``seat`` may play to the current trick (``table``: the trick's trump
    table if already at hand, else it is looked up).
    """
    hand = state.hands[seat]
    plays = PLAY_BY_INDEX
    trick = state.trick
    if not trick:
        return [plays[c.index] for c in hand]
    if table is None:
        table = rank_table(state.rules, state.trump, state.trump_card)
    t: RulesTable = state.rules_table
    if t.free_leads:
        if unbound_lead(state, table):
            return [plays[c.index] for c in hand]
        rank = free_rank(state)
        if rank is not None and any(c.rank == rank for c in hand):
            bound = [c for c in hand if c.rank != rank]
            duty = set(_obliged(state, bound, table)) if bound else set()
            return [plays[c.index] for c in hand if c.rank == rank or c in duty]
    return [plays[c.index] for c in _obliged(state, hand, table)]


def _obliged(state: RamsenState, hand: list[Card], table: RankTable) -> list[Card]:
    """The cards of ``hand`` the trick's duties allow (follow, head, trump, overtrump,
    head when void).
    """
    r = state.rules
    trick = state.trick
    eff = table.eff
    power = table.power
    best = winning_card(trick, state.best_seat)
    be = eff[best.index]
    bp = power[best.index]
    led = eff[trick[0][1].index]
    cand = [c for c in hand if eff[c.index] == led]
    if cand and r.follow:
        if r.head and be == led:
            w = [c for c in cand if power[c.index] > bp]
            if w:
                cand = w
    else:
        trumps = [c for c in hand if eff[c.index] == TRUMP] if r.trump_if_void else []
        if trumps:
            cand = trumps
            if r.overtrump and be == TRUMP:
                w = [c for c in cand if power[c.index] > bp]
                if w:
                    cand = w
        else:
            cand = hand
            if r.head_when_void:
                if be == TRUMP:
                    w = [c for c in hand if eff[c.index] == TRUMP and power[c.index] > bp]
                else:
                    w = [c for c in hand if eff[c.index] == TRUMP]
                if w:
                    cand = w
    return cand


def play_card(state: RamsenState, seat: int, card: Card, table: RankTable | None) -> bool:
    """``seat`` plays ``card``; True when it completed the hand's last trick.

    ``table`` is the trick's trump table if already at hand (else it is looked up).  A
    card off the led suit records the seat as void in it (and in trumps, when it
    had to trump and did not), which the view shows and sampling respects.
    """
    if NATIVE:
        remove_by_identity(state.hands[seat], card)
    else:
        state.hands[seat].remove(card)
    known = state.known[seat]
    if known and card in known:
        kept = list(known)
        kept.remove(card)
        state.known[seat] = tuple(kept)
    trick = state.trick
    state.events.append(CardPlayed(seat, card))
    if trick:
        if table is None:
            table = rank_table(state.rules, state.trump, state.trump_card)
        eff = table.eff
        led = eff[trick[0][1].index]
        ci = card.index
        e = eff[ci]
        t: RulesTable = state.rules_table
        if e != led and not (t.free_leads and _shows_nothing(state, card, table)):
            v = state.void_masks[seat] | (1 << led)
            if e != TRUMP and state.rules.trump_if_void:
                v |= 1 << TRUMP
            state.void_masks = with_seat(state.void_masks, seat, v)
        if e in (led, TRUMP):  # else it neither follows nor trumps: it cannot win
            best = winning_card(trick, state.best_seat)
            be = eff[best.index]
            power = table.power
            if (e == be and power[ci] > power[best.index]) or (e == TRUMP and be != TRUMP):
                state.best_seat = seat
    else:
        state.best_seat = seat
    trick.append((seat, card))
    active = state.active
    if len(trick) < active.count(True):
        left = _LEFT[state.num_players]
        nxt = left[seat]
        while not active[nxt]:
            nxt = left[nxt]
        state.to_act = nxt
        return False
    w = state.best_seat
    state.won = with_seat(state.won, w, state.won[w] + 1)
    state.tricks = (*state.tricks, (state.leader, tuple(trick), w))
    state.events.append(TrickWon(w, len(state.tricks)))
    state.trick = []
    state.leader = w
    state.to_act = w
    done: RulesTable = state.rules_table
    return len(state.tricks) == done.tricks_per_hand


def _shows_nothing(state: RamsenState, card: Card, table: RankTable) -> bool:
    """Does playing ``card`` off the led suit prove no void: the lead bound nobody, the
    card is of the free rank, or trumps were led and the free rank may be held back?
    """
    rank = free_rank(state)
    led = table.eff[state.trick[0][1].index]
    return unbound_lead(state, table) or (rank is not None and (card.rank == rank or led == TRUMP))


def why_not(state: RamsenState, seat: int, action: Play) -> str:
    """Why ``seat`` may not play ``action`` now (the rule it breaks)."""
    text = str(action)
    card = action.card
    hand = state.hands[seat]
    r = state.rules
    if card not in hand:
        return f"cannot {text}: seat {seat} does not hold {card}"
    eff = state.table.eff
    led = eff[state.trick[0][1].index]
    if any(eff[c.index] == led for c in hand) and eff[card.index] != led:
        return f"cannot {text}: you must follow suit (the led suit is {_eff_name(led)})"
    if eff[card.index] == led and r.head:
        return f"cannot {text}: you must head the trick (beat it) when you can"
    if r.trump_if_void and eff[card.index] != TRUMP:
        return f"cannot {text}: unable to follow, you must play a trump"
    if r.overtrump and eff[card.index] == TRUMP:
        return f"cannot {text}: you must overtrump when you can"
    return f"cannot {text}: you must play a card that wins the trick when you can"


def _eff_name(e: int) -> str:
    return "trumps" if e == TRUMP else Suit(e).french_name.lower()
