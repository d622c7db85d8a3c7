"""A heuristic player for the 31 / Schwimmen family, from the seeds' strategy advice.

It decides from the view and the legal actions only:

* "Don't be blinded by pursuit of a high hand if you've already got a good enough
  hand ... in a game with experienced players, it's around 17-22" [seed 000]: it
  exchanges to raise its hand value and passes when nothing helps;
* "It can be advantageous to call STOP early ... in order to prevent other people from
  building up good hands" [seed 000]: it closes (knocks, stops, sticks) once its hand
  is comfortably above that range, earlier the longer the hand has gone on;
* "If you have a card in your hand which is going to give the next player a Pants
  Down, you probably don't want to exchange it" [seed 000]: it avoids giving a card
  that fits the next player's known cards;
* 41: "you should have a high degree of confidence in winning" before ending, and new
  cards when the table offers nothing [seed 001].
* It never keeps a hand going for ever: the value at which it closes keeps falling as
  its turns go by, and once no exchange improves its hand and two rounds have passed
  without a close, it closes with what it has (two such bots would otherwise trade the
  same cards back and forth until the hand is called off).
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.bots.base import Bot
from pantsdown.core.cards import Card
from pantsdown.core.protocol import Action, View
from pantsdown.core.seats import next_seat, previous_seat
from pantsdown.games.thirty_one.actions import (
    Close,
    DeclareThirtyOne,
    Keep,
    NewCards,
    Pass,
    Swap,
    SwapAll,
    TakeWidow,
)
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import Evaluator, card_points, evaluator
from pantsdown.games.thirty_one.view import Phase, ThirtyOneView

__all__ = ["HeuristicBot", "close_threshold", "hand_utility"]


def hand_utility(ev: Evaluator, cards: Sequence[Card]) -> float:
    """How good a hand is to hold: its value, with Tri Palki's safe hands counted high,
    plus a little for a strong second suit (a backup plan, as the seed advises).
    """
    info = ev.info(cards)
    if info.safe:  # Tri Palki's safe hands and three Aces (never elsewhere)
        return 30.5
    if info.aces:
        return 32.0
    return float(info.value) + 0.01 * info.backup


def close_threshold(rules: ThirtyOneRules, turns: int, num_players: int) -> float:
    """The hand value at which closing pays for a seat that has taken ``turns`` turns
    this hand: high early, lower as the hand goes on.
    """
    if rules.hand_size == 4:
        return 36.0 - 1.5 * min(turns, 4) - 2.0 * max(turns - 4, 0)
    base = 27.0 if turns == 0 else 24.0 - min(turns - 1, 3) - 2.0 * max(turns - 4, 0)
    if num_players >= 5:
        base -= 1.0
    return base


class HeuristicBot(Bot):
    """Keeps a hand good enough not to be lowest, closes early when ahead."""

    name = "heuristic"

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The action the heuristic likes best (see the module docstring)."""
        assert isinstance(view, ThirtyOneView)
        ev = evaluator(view.rules, view.rules.num_decks(view.num_players))
        for action in legal_actions:
            if isinstance(action, DeclareThirtyOne):
                self.reason = "declare 31"
                return action
        if view.phase is Phase.CHOOSE:
            return self._dealer_choice(view, ev, legal_actions)
        return self._turn(view, ev, legal_actions)

    # -- helpers -----------------------------------------------------------------

    def _utility(self, view: ThirtyOneView, ev: Evaluator, cards: Sequence[Card]) -> float:
        """How good a hand is to hold (:func:`hand_utility`)."""
        return hand_utility(ev, cards)

    def _threshold(self, view: ThirtyOneView) -> float:
        """The hand value at which closing pays (:func:`close_threshold`)."""
        return close_threshold(view.rules, view.turns_taken[view.seat], view.num_players)

    def _stalled(
        self, view: ThirtyOneView, swapped: _Swapped, hand: list[Card], current: float
    ) -> bool:
        """No exchange improves the hand (worth ``current``) and two rounds have gone by
        without a close.
        """
        in_turn = sum(
            1 for s in range(view.num_players) if not view.is_out[s] and not view.closed[s]
        )
        if view.turns_since_close < 2 * max(in_turn, 1):
            return False
        return all(swapped.utility(g, t) <= current for g in hand for t in view.table)

    def _next_seat(self, view: ThirtyOneView) -> int:
        """The next seat in the direction of play that still takes turns."""
        in_turn = [not (o or c) for o, c in zip(view.is_out, view.closed, strict=True)]
        if view.rules.direction == "clockwise":
            return next_seat(view.seat, view.num_players, in_turn)
        return previous_seat(view.seat, view.num_players, in_turn)

    def _gift_penalty(
        self, view: ThirtyOneView, ev: Evaluator, given: Sequence[Card], known: Sequence[Card]
    ) -> float:
        """How much the cards we put on the table help the next player's ``known`` cards."""
        if not known:
            return 0.0
        penalty = 0.0
        for g in given:
            same = [c for c in known if c.suit is g.suit]
            if not same:
                continue
            with_g = [*same, g]
            if len(with_g) >= view.rules.hand_size and ev.value(with_g[-3:]) >= 31:
                penalty += 10.0
            else:
                penalty += 0.15 * card_points(g) * len(same)
        return penalty

    # -- decisions ---------------------------------------------------------------------

    def _dealer_choice(self, view: ThirtyOneView, ev: Evaluator, legal: Sequence[Action]) -> Action:
        value = self._utility(view, ev, view.hand)
        keep = value >= 20
        self.reason = f"{'keep' if keep else 'take the extra hand'}: own hand is {value:.0f}"
        wanted = Keep if keep else TakeWidow
        return next(a for a in legal if isinstance(a, wanted))

    def _turn(self, view: ThirtyOneView, ev: Evaluator, legal: Sequence[Action]) -> Action:
        hand, table = list(view.hand), list(view.table)
        scores, threshold = self._scores(view, ev, legal)
        choice: Action = legal[0]
        best = scores[0]
        for action, score in zip(legal, scores, strict=True):
            if score > best:  # the first of the best scores
                best, choice = score, action
        after = float(ev.value(self._hand_after(choice, hand, table)))
        self.reason = self._explain(choice, after, threshold)
        return choice

    def _scores(
        self, view: ThirtyOneView, ev: Evaluator, legal: Sequence[Action]
    ) -> tuple[list[float], float]:
        """Each legal action's score in a turn, and the closing value it used."""
        hand, table = list(view.hand), list(view.table)
        current = self._utility(view, ev, hand)
        threshold = self._threshold(view)
        swapped = _Swapped(self, view, ev, hand)
        if self._stalled(view, swapped, hand, current):
            threshold = min(threshold, current)
        known = view.known[self._next_seat(view)]
        scores = [
            self._score(view, ev, a, hand, table, current, threshold, swapped, known) for a in legal
        ]
        return scores, threshold

    def shortlist(self, view: View, legal_actions: Sequence[Action], size: int) -> list[Action]:
        """The ``size`` actions the heuristic scores best, and the best that closes and the
        best that does not close if they are not among them: the moves worth a search.

        The move :meth:`choose` makes is always first.
        """
        assert isinstance(view, ThirtyOneView)
        legal = list(legal_actions)
        ev = evaluator(view.rules, view.rules.num_decks(view.num_players))
        if view.phase is Phase.CHOOSE:
            first = self._dealer_choice(view, ev, legal)
            return [first, *(a for a in legal if a != first)]
        if any(isinstance(a, DeclareThirtyOne) for a in legal):
            scores = [1.0 if isinstance(a, DeclareThirtyOne) else 0.0 for a in legal]
        else:
            scores = self._scores(view, ev, legal)[0]
        order = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
        picked = order[:size]
        for closing in (True, False):
            if not any(_closes(legal[i]) == closing for i in picked):
                extra = next((i for i in order if _closes(legal[i]) == closing), None)
                if extra is not None:
                    picked.append(extra)
        return [legal[i] for i in picked]

    @staticmethod
    def _hand_after(action: Action, hand: list[Card], table: list[Card]) -> list[Card]:
        """The hand held once ``action`` is done (the same hand for a pass or a close)."""
        if isinstance(action, Swap):
            return [action.take if c is action.give else c for c in hand]
        if isinstance(action, SwapAll):
            return table
        return hand

    def _score(
        self,
        view: ThirtyOneView,
        ev: Evaluator,
        action: Action,
        hand: list[Card],
        table: list[Card],
        current: float,
        threshold: float,
        swapped: _Swapped,
        known: Sequence[Card],
    ) -> float:
        closes = False
        if isinstance(action, Swap):
            closes = action.close
            value = swapped.utility(action.give, action.take)
            score = value - self._gift_penalty(view, ev, [action.give], known)
        elif isinstance(action, SwapAll):
            closes = action.close or view.rules.swap_all_closes
            value = self._utility(view, ev, self._hand_after(action, hand, table))
            score = value - self._gift_penalty(view, ev, hand, known) - 0.2
        elif isinstance(action, Pass):
            closes = action.close
            value = current
            score = current + 0.05  # pass when nothing helps: it reveals nothing
        elif isinstance(action, Close):
            value = current
            closes = True
            score = current + 0.1
        elif isinstance(action, NewCards):
            # 41: new cards are worth it when the table offers little
            best_swap = max(
                (swapped.utility(g, t) for g in hand for t in table),
                default=current,
            )
            return current + 1.5 if best_swap <= current + 1 and current < 30 else -1.0
        else:
            return -100.0
        if closes:
            if view.rules.close_effect == "end_now" or view.rules.close_effect == "drop_out":
                return score + (5.0 if value >= threshold else -5.0)
            return score + (3.0 if value >= threshold else -3.0)
        return score

    def _explain(self, action: Action, after: float, threshold: float) -> str:
        if isinstance(action, Close) or getattr(action, "close", False):
            if after >= threshold:
                return f"close: hand {after:g} is good enough (≥ {threshold:g})"
            return f"close: hand {after:g}, no better move (closing pays at {threshold:g})"
        if isinstance(action, Pass):
            return "pass: no exchange improves the hand"
        if isinstance(action, NewCards):
            return "new cards: the table offers nothing"
        return "exchange to raise the hand value"


class _Swapped:
    """The utility of the hand after giving one card for one of the table's, worked out
    once per pair during one decision (a swap that closes and one that does not, the
    check for a stalled hand and 41's new cards all ask for the same hands).
    """

    def __init__(self, bot: HeuristicBot, view: ThirtyOneView, ev: Evaluator, hand: list[Card]):
        self.bot, self.view, self.ev, self.hand = bot, view, ev, hand
        self.known: dict[int, float] = {}
        """The utilities worked out, by the two cards' indices (six bits each)."""

    def utility(self, give: Card, take: Card) -> float:
        """The bot's utility of the hand with ``take`` in the place of ``give``."""
        key = give.index << 6 | take.index
        found = self.known.get(key)
        if found is None:
            after = [take if c is give else c for c in self.hand]
            found = self.known[key] = self.bot._utility(self.view, self.ev, after)
        return found


def _closes(action: Action) -> bool:
    """Does ``action`` close (knock, stop, stick), alone or at the end of an exchange?"""
    return isinstance(action, Close) or bool(getattr(action, "close", False))
