"""A Paskahousu heuristic bot, from the strategy the seed and NOTES.md imply.

It keeps Twos, Tens and Aces for when they matter (a big pile to fell or to
block), sheds several cards of a rank at once and low cards early, makes
four of a kind when it can, and when stuck prefers trying the stock to
picking up, and picks up cheap piles rather than waste a strong card.
It sees only the view and the legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pantsdown.bots.base import Bot
from pantsdown.core.cards import Card, Rank
from pantsdown.core.protocol import Action, View
from pantsdown.games.paskahousu.actions import PickUp, Play, TryStock
from pantsdown.games.paskahousu.order import is_killer, rank_order
from pantsdown.games.paskahousu.view import PaskahousuView

__all__ = ["HeuristicBot"]

_SPECIAL_COST: Final = {Rank.TWO: 30.0, Rank.TEN: 20.0, Rank.ACE: 14.0}
"""What spending a Two, Ten or (felling) Ace costs: they are kept for when they matter."""
_TWO: Final = Rank.TWO
"""The Two as a module constant: compiled, not read through the enum class."""


_WANDER: Final = 0.03
"""Once the stock is gone, how often a random legal action is taken instead: deterministic
bots could otherwise repeat a cycle of positions for ever."""


def _card_worth(card: Card, twos_low: bool) -> float:
    """How useful a card is to hold: Twos (unless low) and Tens most, then Aces and
    courts, low cards least.
    """
    if card.rank in _SPECIAL_COST and not (twos_low and card.rank == _TWO):
        return _SPECIAL_COST[card.rank] / 10.0
    return (rank_order(card.rank, twos_low=twos_low) - 8) / 4.0


class _Facts:
    """What every action's score of one decision reads from the view, worked out once."""

    def __init__(self, view: PaskahousuView) -> None:
        pile = view.pile
        low = view.rules.twos_low
        worth = 0.0  # summed card by card, as sum() would
        for c in pile:
            worth += 3.0 - _card_worth(c, low)
        pickup_cost = 8.0 + worth
        if view.stock_size == 0:
            pickup_cost += 2.0 * len(pile)
        self.pickup_cost = pickup_cost
        """What picking up the pile costs."""
        held: dict[Rank, int] = {}
        for c in view.hand:
            held[c.rank] = held.get(c.rank, 0) + 1
        self.held = held
        """How many cards of each rank the hand holds."""
        self.top_rank: Rank | None = pile[-1].rank if pile else None
        """The rank of the pile's top card (``None``: no pile)."""
        run = 0
        for card in reversed(pile):
            if card.rank != self.top_rank:
                break
            run += 1
        self.top_run = run
        """How many cards of :attr:`top_rank` lie on top of the pile in a row."""


class HeuristicBot(Bot):
    """Scores every legal action and takes the best (ties by the first listed)."""

    name = "heuristic"

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The best-scored legal action, with :attr:`reason` set."""
        assert isinstance(view, PaskahousuView)
        if len(legal_actions) == 1:
            self.reason = "forced"
            return legal_actions[0]
        if view.stock_size == 0 and self.rng.random() < _WANDER:
            self.reason = "vary the play (no endless repetition)"
            return legal_actions[self.rng.randrange(len(legal_actions))]
        best: Action = legal_actions[0]
        best_score = float("-inf")
        best_reason = ""
        facts = _Facts(view)
        for action in legal_actions:
            score, reason = self._score(view, action, facts)
            if score > best_score:
                best, best_score, best_reason = action, score, reason
        self.reason = best_reason
        return best

    def shortlist(self, view: View, legal_actions: Sequence[Action], size: int) -> list[Action]:
        """The ``size`` actions the heuristic scores best, best first: the moves worth a
        search (the first is the one :meth:`choose` makes when it does not wander).
        """
        assert isinstance(view, PaskahousuView)
        legal = list(legal_actions)
        facts = _Facts(view)
        scores = [self._score(view, a, facts)[0] for a in legal]
        order = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
        return [legal[i] for i in order[:size]]

    def _score(self, view: PaskahousuView, action: Action, facts: _Facts) -> tuple[float, str]:
        pile = view.pile
        low = view.rules.twos_low
        pickup_cost = facts.pickup_cost
        if isinstance(action, PickUp):
            return -pickup_cost, "pick up a cheap pile" if len(pile) <= 2 else "stuck: pick up"
        if isinstance(action, TryStock):
            if view.rules.try_stock_to_hand:  # at worst one more card in hand
                return -4.0, "try the stock: at worst the card joins the hand"
            return -pickup_cost + 7.0, "try the stock"
        assert isinstance(action, Play)
        rank, k = action.rank, len(action.cards)
        held = facts.held.get(rank, 0)
        rules = view.rules
        score = -float(rank_order(rank, twos_low=low)) + 4.0 * k
        reason = "shed low cards"
        low_two = low and rank == _TWO
        if k < held and (rank not in _SPECIAL_COST or low_two):
            score -= 3.0 * (held - k)
        killer = is_killer(rank, rules)
        felling = bool(pile) and killer
        top_run = facts.top_run if rank == facts.top_rank else 0
        four = top_run + k >= 4 and not (rank == _TWO and rules.twos_never_fall)
        if (rank == _TWO and not low_two) or killer:
            score -= _SPECIAL_COST[rank]
            reason = "use a strong card"
        if felling or four:
            score += 8.0 + 2.0 * len(pile)
            reason = "fell the pile"
        if not pile and killer and not four and rules.empty_pile_trap:
            score += 4.0
            reason = "set a trap"
        if view.stock_size == 0:
            score += 3.0 * k
            if k == len(view.hand):
                score += 100.0
                reason = "go out"
        return score, reason
