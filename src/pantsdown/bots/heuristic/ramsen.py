"""A heuristic bot for the Ramsen / Rams family, from the view and legal actions only.

Bidding and dropping go by hand strength: each card is worth an estimated
share of a trick under the hand's trump ranking (the top trumps nearly a sure
trick each, plain Aces a good chance, the rest little), and the sum is the
expected number of tricks.  The bot plays when it expects at least one trick
(a trickless hand costs 5 or 10), calls General Rams or Mulatschak only on a
near-certain five, and exchanges its weakest cards.

Play is plain sound trick-taking: lead a master trump or an Ace, otherwise a
low card of a long suit; follow by winning as cheaply as possible, and when
the trick cannot be won, duck with the least useful card (keeping high
trumps).  The follow / trump / head obligations are the engine's job: the
bot only chooses among the legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.bots.base import Bot
from pantsdown.core.cards import WELI, Card, Rank, Suit
from pantsdown.core.protocol import Action, View
from pantsdown.games.ramsen.actions import (
    BID_MULATSCHAK,
    Bid,
    Call,
    CallName,
    Exchange,
    NameTrump,
    Play,
)
from pantsdown.games.ramsen.actions import TakeTrump as TakeTrumpAction
from pantsdown.games.ramsen.ranking import TRUMP, RankTable, rank_table, trump_order
from pantsdown.games.ramsen.view import RamsenView

__all__ = ["HeuristicBot", "card_value", "hand_strength"]

_TOP_TRUMP_VALUES = (1.0, 0.9, 0.8, 0.65, 0.55, 0.45, 0.35)


def card_value(view: RamsenView, card: Card, trump: Suit | None, table: RankTable) -> float:
    """The estimated share of a trick this card is worth under ``trump``.

    >>> from pantsdown import make
    >>> from pantsdown.core.cards import parse_card
    >>> from pantsdown.games.ramsen.ranking import rank_table
    >>> state = make("ramsen", 4, seed=1)
    >>> view = state.view(0)
    >>> t = rank_table(view.rules, Suit.SPADES, None)
    >>> card_value(view, parse_card("As"), Suit.SPADES, t)
    1.0
    """
    if table.eff[card.index] == TRUMP:
        order = [c for tier in trump_order(view.rules, trump, view.trump_card) for c in tier]
        pos = order.index(card) if card in order else len(order)
        return _TOP_TRUMP_VALUES[pos] if pos < len(_TOP_TRUMP_VALUES) else 0.25
    top = 0.65 if view.num_players <= 3 else 0.55
    if card.rank == Rank.ACE:
        return top
    if card.rank == Rank.TEN and view.rules.plain_order == "skat":
        return top * 0.5
    if card.rank == Rank.KING:
        return 0.25
    return 0.05


def hand_strength(view: RamsenView, cards: Sequence[Card], trump: Suit | None) -> float:
    """The expected number of tricks of ``cards`` under ``trump`` (a rough count).

    >>> from pantsdown import make
    >>> state = make("zwanzig", 4, seed=1)
    >>> view = state.view(1)
    >>> round(hand_strength(view, view.hand, Suit.HEARTS), 2) >= 0
    True
    """
    table = rank_table(view.rules, trump, view.trump_card)
    return float(sum(card_value(view, c, trump, table) for c in cards))


class HeuristicBot(Bot):
    """Bids by hand strength and plays sound trick-taking."""

    name = "heuristic"

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """One of ``legal_actions``."""
        assert isinstance(view, RamsenView)
        if len(legal_actions) == 1:
            self.reason = "the only legal action"
            return legal_actions[0]
        first = legal_actions[0]
        if isinstance(first, Play):
            return self._play(view, legal_actions)
        if isinstance(first, (Exchange, TakeTrumpAction)) or any(
            isinstance(a, Exchange) for a in legal_actions
        ):
            return self._exchange(view, legal_actions)
        if isinstance(first, NameTrump):
            return self._name_trump(view, legal_actions)
        if any(isinstance(a, Bid) for a in legal_actions):
            return self._bid(view, legal_actions)
        return self._call(view, legal_actions)

    def shortlist(self, view: View, legal_actions: Sequence[Action], size: int) -> list[Action]:
        """The moves worth a search, :meth:`choose`'s first.

        At the exchange, ``size`` in all: keeping the hand, then discarding the
        weakest card, the two weakest, and so on (by :func:`card_value`): of some
        thirty legal discards, the few a player would weigh.  At every other decision
        (a handful of cards, calls or bids), every legal action.
        """
        assert isinstance(view, RamsenView)
        legal = list(legal_actions)
        first = self.choose(view, legal)
        rest = [a for a in legal if a != first]
        exchanges = {frozenset(a.cards): a for a in rest if isinstance(a, Exchange)}
        if not exchanges:
            return [first, *rest]
        table = self._table(view)
        ranked = sorted(view.hand, key=lambda c: card_value(view, c, view.trump, table))
        prefixes = (exchanges.get(frozenset(ranked[:k])) for k in range(len(ranked) + 1))
        others = [a for a in rest if not isinstance(a, Exchange)]
        return [first, *[a for a in prefixes if a is not None], *others][: max(size, 1)]

    # -- helpers ---------------------------------------------------------------

    def _table(self, view: RamsenView) -> RankTable:
        return rank_table(view.rules, view.trump, view.trump_card)

    def _strength(self, view: RamsenView) -> float:
        return hand_strength(view, view.hand, view.trump)

    def _best_trump(self, view: RamsenView) -> tuple[Suit, float]:
        scored = [(hand_strength(view, view.hand, s), s) for s in Suit]
        if view.rules.hearts_double:
            scored = [(v + (0.3 if s == Suit.HEARTS and v >= 2.0 else 0.0), s) for v, s in scored]
        value, suit = max(scored, key=lambda t: (t[0], -int(t[1])))
        return suit, value

    # -- decisions -------------------------------------------------------------

    def _name_trump(self, view: RamsenView, legal: Sequence[Action]) -> Action:
        suit, value = self._best_trump(view)
        for a in legal:
            if isinstance(a, NameTrump) and a.suit == suit:
                self.reason = f"the strongest suit, worth {value:.1f} tricks"
                return a
        return legal[0]

    def _bid(self, view: RamsenView, legal: Sequence[Action]) -> Action:
        names = {str(a): a for a in legal}
        if "whiteout" in names and self._best_trump(view)[1] < 0.8:
            self.reason = "no figures and a weak hand"
            return names["whiteout"]
        _, value = self._best_trump(view)
        if value >= 4.6 and "bid mulatschak" in names:
            self.reason = "five tricks are near certain"
            return names["bid mulatschak"]
        target = int(value + 0.15)
        bids = [a for a in legal if isinstance(a, Bid) and a.tricks < BID_MULATSCHAK]
        fitting = [a for a in bids if a.tricks <= target]
        if view.rules.bid_one_hearts and hand_strength(view, view.hand, Suit.HEARTS) < 0.85:
            # a bid of one plays in hearts: worth it only with a trick in hearts
            fitting = [a for a in fitting if a.tricks > 1]
            if view.high_bid == 1:
                names.pop("hold", None)
        if "hold" in names and view.high_bid <= target:
            self.reason = f"expects {value:.1f} tricks"
            return names["hold"]
        if fitting:
            choice = min(fitting, key=lambda a: a.tricks)
            self.reason = f"expects {value:.1f} tricks"
            return choice
        self.reason = "too weak to bid higher"
        return names.get("pass", legal[0])

    def _exchange(self, view: RamsenView, legal: Sequence[Action]) -> Action:
        table = self._table(view)
        values = {c: card_value(view, c, view.trump, table) for c in view.hand}
        takes = [a for a in legal if isinstance(a, TakeTrumpAction)]
        if takes and view.turned is not None:
            worst = min(view.hand, key=lambda c: values[c])
            self.reason = f"takes the turned {view.turned} for {worst}"
            for take in takes:
                if take.card is worst:
                    return take
        exchanges = [a for a in legal if isinstance(a, Exchange)]
        if not exchanges:
            return legal[0]
        limit = max(len(a.cards) for a in exchanges)
        weak = sorted((c for c in view.hand if values[c] < 0.3), key=lambda c: values[c])
        wanted = frozenset(weak[:limit])
        for a in exchanges:
            if frozenset(a.cards) == wanted:
                k = len(wanted)
                self.reason = (
                    "no weak card to discard"
                    if k == 0
                    else "discards the weakest card"
                    if k == 1
                    else f"discards the {k} weakest cards"
                )
                return a
        self.reason = "keeps the hand as it is"
        return exchanges[0]

    def _call(self, view: RamsenView, legal: Sequence[Action]) -> Action:
        names = {a.name: a for a in legal if isinstance(a, Call)}
        strength = self._strength(view) if view.hand else 0.0
        rules = view.rules
        C = CallName

        def pick(name: CallName, why: str) -> Action:
            self.reason = why
            return names[name]

        if C.SCHLECK in names:
            peek = view.peek
            good = peek is not None and (
                peek is WELI
                or peek.rank == Rank.ACE
                or peek in rules.permanent_after_ace
                or peek in rules.permanent_top
            )
            return pick(
                C.SCHLECK if good else C.PASS,
                "the cut card helps" if good else "the cut card does not help",
            )
        if C.TAKE in names:
            face = view.onsight
            orig = view.onsight_mine[0] if view.onsight_mine else None
            table = self._table(view)
            if face is not None and rules.weli_trump_redraw and table.eff[face.index] == TRUMP:
                return pick(C.TAKE, "a trump on sight, and another card comes for the slot")
            if face is not None and orig is not None:
                better = card_value(view, face, view.trump, table) > card_value(
                    view, orig, view.trump, table
                )
                return pick(C.TAKE if better else C.KEEP, "better" if better else "no better")
            return pick(C.TAKE, "better than the discard")
        if C.BLIND in names:
            return pick(C.PASS, "looks at the cards before naming trumps")
        if C.GENERAL in names:
            if strength >= 4.6:
                return pick(C.GENERAL, f"expects {strength:.1f} tricks: General Rams")
            return pick(C.PASS, "not strong enough for General Rams")
        if C.WIDOW in names and strength < 0.45:
            return pick(C.WIDOW, "a poor hand: the widow is better")
        if C.RAUB in names:
            return pick(C.PASS, "no call without looking")
        if C.MUSS in names:
            return pick(C.PASS, "no reason to call Muss")
        if C.LEAD in names:
            if strength >= 1.8:
                return pick(C.LEAD, f"expects {strength:.1f} tricks: leads")
            if C.REDRAW in names:
                return pick(C.REDRAW, "a better trump may come")
            if view.current_player == view.dealer and strength >= 1.2:
                return pick(C.LEAD, "the dealer leads")
            return pick(C.PASS, "too weak to lead")
        if C.IDEM in names:
            return pick(
                C.IDEM if strength >= 0.8 else C.NEJDEM,
                f"expects {strength:.1f} tricks",
            )
        stay = C.STAY if C.STAY in names else (C.DROP if C.DROP in names else C.PASS)
        if C.PLAY_HAND in names and stay in names:
            cost = rules.stay_home_cost if stay == C.STAY else 0
            need = 0.75 - 0.15 * cost
            if strength >= need:
                return pick(C.PLAY_HAND, f"expects {strength:.1f} tricks: plays")
            return pick(stay, f"expects only {strength:.1f} tricks: sits out")
        if C.PASS in names:
            return pick(C.PASS, "nothing to gain")
        self.reason = "the first choice"
        return legal[0]

    def _play(self, view: RamsenView, legal: Sequence[Action]) -> Action:
        table = self._table(view)
        eff, power = table.eff, table.power
        cards = [a.card for a in legal if isinstance(a, Play)]
        by_card = {a.card: a for a in legal if isinstance(a, Play)}
        if not view.trick:
            return by_card[self._lead(view, cards, table)]
        best = view.trick[0][1]
        for _, c in view.trick[1:]:
            e, be = eff[c.index], eff[best.index]
            if (e == be and power[c.index] > power[best.index]) or (e == TRUMP and be != TRUMP):
                best = c

        def wins(c: Card) -> bool:
            e, be = eff[c.index], eff[best.index]
            return (e == be and power[c.index] > power[best.index]) or (e == TRUMP and be != TRUMP)

        winners = [c for c in cards if wins(c)]
        if winners:
            choice = min(winners, key=lambda c: (eff[c.index] == TRUMP, power[c.index]))
            self.reason = "wins the trick as cheaply as possible"
            return by_card[choice]
        choice = min(cards, key=lambda c: (eff[c.index] == TRUMP, power[c.index]))
        self.reason = "cannot win: ducks with the least useful card"
        return by_card[choice]

    def _lead(self, view: RamsenView, cards: list[Card], table: RankTable) -> Card:
        eff, power = table.eff, table.power
        played = {c for _, plays, _ in view.tricks for _, c in plays}
        trumps = sorted((c for c in cards if eff[c.index] == TRUMP), key=lambda c: -power[c.index])
        if trumps:
            order = [
                c for tier in trump_order(view.rules, view.trump, view.trump_card) for c in tier
            ]
            unseen_higher = [
                c
                for c in order
                if power[c.index] > power[trumps[0].index] and c not in played and c not in cards
            ]
            if not unseen_higher and len(trumps) >= 2:
                self.reason = "leads a master trump"
                return trumps[0]
        aces = [c for c in cards if eff[c.index] != TRUMP and c.rank == Rank.ACE]
        if aces:
            self.reason = "leads an Ace"
            return aces[0]
        plain = [c for c in cards if eff[c.index] != TRUMP]
        pool = plain or cards
        counts: dict[int, int] = {}
        for c in pool:
            counts[eff[c.index]] = counts.get(eff[c.index], 0) + 1
        longest = max(counts, key=lambda s: counts[s])
        choice = min((c for c in pool if eff[c.index] == longest), key=lambda c: power[c.index])
        self.reason = "leads low from the longest suit"
        return choice
