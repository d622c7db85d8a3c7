"""A heuristic Underwear bot, built from the strategy advice of the seed text.

The advice it follows (seed 003):

* "Up-piles are the road to high points": steal downpiles and build on up-piles;
* "low value cards are vitally important to stealing the downpile": keep low
  cards, shed high ones onto the downpile;
* "once the downpile gets low, some players may prefer to play a royalty and clear
  the downpile, rather than risk a big downpile being stolen by another player";
* "it is often strategic to delay going out in order to score more points -
  especially if the other players are stuck picking up cards": it delays only
  when it keeps a sure way out (cards only it can play, on its own up-pile);
* a 10 turns an up-pile face down (double score) but closes it: worth it on a big
  pile, or when no card of the suit below the 10 is left in hand.

Asked between turns whether to double (``double_between_turns``), it says
"no-double": holding the most cards, it is the player least likely to go out.

It decides from the view and the legal actions only.
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.bots.base import Bot
from pantsdown.core.cards import Card
from pantsdown.core.protocol import Action, View
from pantsdown.games.underwear.actions import (
    Double,
    Draw,
    NoDouble,
    Pass,
    PlayDown,
    PlayRoyal,
    PlayUp,
    Steal,
)
from pantsdown.games.underwear.rules import card_value, is_royalty
from pantsdown.games.underwear.view import UnderwearView, UpPileView

__all__ = ["HeuristicBot"]

_DELAY_MIN_OPPONENT_CARDS = 4
"""Delay going out only while every opponent holds at least this many cards."""


class HeuristicBot(Bot):
    """Scores every legal action by the seed's advice and plays the best one."""

    name = "heuristic"

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The best-scoring legal action (ties broken at random)."""
        assert isinstance(view, UnderwearView)
        hand = view.hand
        decline = next((a for a in legal_actions if isinstance(a, NoDouble)), None)
        if decline is not None:  # asked between turns: the double would pay whoever goes out
            self.reason = "another player is nearer going out"
            return decline
        outs = [a for a in legal_actions if _cards_played(a) == len(hand) and len(hand) > 0]
        if outs and any(isinstance(a, Double) for a in legal_actions):
            self.reason = "double, then go out"
            return next(a for a in legal_actions if isinstance(a, Double))
        if outs:
            delay = self._safe_delay(view, legal_actions)
            if delay is not None:
                self.reason = "delay going out: opponents are stuck, my way out is safe"
                return delay
            self.reason = "go out"
            return max(outs, key=lambda a: self._out_points(view, a))
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal_actions:
            if isinstance(action, Double):
                continue
            value = self._value(view, action)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        choice = best[self.rng.randrange(len(best))]
        self.reason = _reason(choice)
        return choice

    def shortlist(self, view: View, legal_actions: Sequence[Action], size: int) -> list[Action]:
        """The moves worth a search: the one :meth:`choose` makes first, then the
        other legal moves the heuristic scores best, ``size`` in all (the rest of its
        ties broken by the listed order, not by dice).
        """
        assert isinstance(view, UnderwearView)
        legal = list(legal_actions)
        first = self.choose(view, legal)
        rest = [a for a in legal if a != first]
        scores = {a: self._value(view, a) for a in rest if not isinstance(a, Double)}
        ranked = sorted(range(len(rest)), key=lambda i: (-scores.get(rest[i], float("-inf")), i))
        return [first, *(rest[i] for i in ranked[: max(size - 1, 0)])]

    # -- going out -----------------------------------------------------------------

    def _out_points(self, view: UnderwearView, action: Action) -> float:
        piles = view.up_piles[view.seat]
        points = sum(len(p.cards) * (2 if p.face_down else 1) for p in piles)
        if isinstance(action, PlayUp):
            pile = _pile(piles, action.onto, action.nth)
            if pile is not None:
                down = pile.face_down or any(card_value(c) >= 10 for c in action.cards)
                points += len(action.cards) * (2 if down else 1)
                if down and not pile.face_down:
                    points += len(pile.cards)
        elif isinstance(action, Steal):
            points += len(view.downpile)
        return points

    def _safe_delay(self, view: UnderwearView, legal: Sequence[Action]) -> Action | None:
        """A play that keeps a sure way out next turn, when delaying pays."""
        opponents = [s for i, s in enumerate(view.hand_sizes) if i != view.seat]
        if min(opponents) < _DELAY_MIN_OPPONENT_CARDS or view.stock_size < len(opponents):
            return None
        for action in legal:
            if not isinstance(action, PlayUp) or len(action.cards) >= len(view.hand):
                continue
            rest = list(view.hand)
            for card in action.cards:
                rest.remove(card)
            if _fits_own_pile(view, rest, action):
                return action
        return None

    # -- everything else -----------------------------------------------------------

    def _value(self, view: UnderwearView, action: Action) -> float:
        hand = view.hand
        if isinstance(action, Draw):
            # a drawn card is one more to shed, and a point for whoever goes out
            return -1.0
        if isinstance(action, Pass):
            # after a draw, passing just ends the turn; with an empty stock a round
            # of passes blocks the hand for everyone, so any sensible play is better
            return -0.5 if view.has_drawn else -3.0
        if isinstance(action, Steal):
            top = card_value(view.downpile[-1])
            return 1.5 + 2.0 * len(view.downpile) + (10 - top) / 4
        if isinstance(action, PlayUp):
            return self._up_value(view, action)
        if isinstance(action, PlayRoyal):
            return self._royal_value(view, action)
        if isinstance(action, PlayDown):
            played = action.cards
            low = sum(1 for c in played if card_value(c) <= 3)
            pairs = sum(1 for c in played for h in hand if h is not c and h.rank == c.rank)
            if not view.downpile:
                # start a downpile: a card whose rank I can steal back, or a high one
                card = played[0]
                paired = any(h.rank == card.rank and h is not card for h in hand)
                return 0.4 + (1.0 if paired else 0.0) + card_value(card) / 20 - low
            size_after = len(view.downpile) + len(played)
            new_top = min(card_value(c) for c in played)
            bait = 0.25 * size_after if new_top <= 4 else 0.1 * size_after
            return 1.0 * len(played) - 1.2 * low - bait - 0.3 * pairs
        return -1.0

    def _up_value(self, view: UnderwearView, action: PlayUp) -> float:
        pile = _pile(view.up_piles[view.seat], action.onto, action.nth)
        if pile is None:
            return 0.0
        top = card_value(pile.top)
        lo = min(card_value(c) for c in action.cards)
        suit = action.onto.suit
        mine = [card_value(c) for c in view.hand if c.suit == suit and c not in action.cards]
        skipped = sum(1 for v in mine if top < v < lo)
        value = 2.0 + 1.5 * len(action.cards) - 1.0 * skipped
        closes = any(card_value(c) >= 10 for c in action.cards)
        if closes:
            hi = max(card_value(c) for c in action.cards)
            stranded = sum(1 for v in mine if top < v < hi)
            value += 0.5 * (len(pile.cards) + len(action.cards)) - 1.0 * stranded
            if len(pile.cards) + len(action.cards) < 3 and stranded:
                value -= 2.0
        return value

    def _royal_value(self, view: UnderwearView, action: PlayRoyal) -> float:
        royals = sum(1 for c in view.hand if is_royalty(c))
        extra = len(action.cards) - 1
        if not view.downpile:
            return -1.0 - extra
        top = card_value(view.downpile[-1])
        size = len(view.downpile)
        can_steal = any(c.rank == view.downpile[-1].rank for c in view.hand)
        if can_steal:
            return -1.0
        value = (1.0 * size - 1.5) if top <= 4 else (0.35 * size - 2.0)
        # keep a royalty in reserve, but shed spares when holding many
        value -= 0.8 * extra if royals - len(action.cards) >= 1 else 1.5 * extra
        return value


def _cards_played(action: Action) -> int:
    if isinstance(action, (PlayDown, PlayUp, PlayRoyal)):
        return len(action.cards)
    if isinstance(action, Steal):
        return 1
    return 0


def _pile(piles: tuple[UpPileView, ...], onto: Card, nth: int) -> UpPileView | None:
    k = 0
    for pile in piles:
        if pile.top is onto:
            k += 1
            if k == nth:
                return pile
    return None


def _fits_own_pile(view: UnderwearView, rest: list[Card], action: PlayUp) -> bool:
    """Would ``rest`` go in one run onto one of my open up-piles after ``action``?"""
    if not rest or (any(is_royalty(c) for c in rest) and not view.rules.royalties_on_uppiles):
        return False
    suit = rest[0].suit
    values = sorted(card_value(c) for c in rest)
    if any(c.suit != suit for c in rest) or values != list(range(values[0], values[-1] + 1)):
        return False
    closed = view.rules.face_down_closed
    piles = view.up_piles[view.seat]
    target = _pile(piles, action.onto, action.nth)
    for pile in piles:
        face_down = pile.face_down
        top = card_value(pile.top)
        if pile is target:
            top = max(card_value(c) for c in action.cards)
            if view.rules.run_order == "reversed":
                top = min(card_value(c) for c in action.cards)
            face_down = face_down or any(card_value(c) >= 10 for c in action.cards)
        if pile.top.suit != suit or (face_down and closed):
            continue
        if values[0] > top:
            return True
    return False


def _reason(action: Action) -> str:
    if isinstance(action, Steal):
        return "steal the downpile for an up-pile"
    if isinstance(action, PlayUp):
        return "build my up-pile"
    if isinstance(action, PlayRoyal):
        return "clear the downpile before it is stolen"
    if isinstance(action, PlayDown):
        return "shed onto the downpile, keep cards that can steal"
    if isinstance(action, Draw):
        return "nothing worth playing: draw"
    return "pass"
