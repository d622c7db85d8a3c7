"""Inference from the other players' moves: imagined worlds weighed by what was seen.

The family's ``sample_state(view, rng)`` deals the cards a seat cannot see
uniformly from those it has not seen (cards a player is known to hold stay with
that player).  That ignores what the others' moves say about their hidden cards:
in the 31 family, a player who has swapped for a few rounds, kept the dealt hand
or knocked holds a far better hand than a random deal.  A search that imagines
random hands for them underrates them.

A :class:`WorldSampler` corrects for it where the family has a model of play: it
deals ``candidates`` worlds, weighs each by the likelihood of the others' moves
this hand under that model (a soft version of the family's heuristic bot), and
keeps one with probability proportional to its weight (sampling-importance
resampling).  It reads only the seat's view and the worlds it dealt from it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, Protocol

from pantsdown.bots.heuristic.thirty_one import close_threshold, hand_utility
from pantsdown.core.cards import Card
from pantsdown.core.protocol import GameFamily, State, View
from pantsdown.games.thirty_one.events import (
    Closed,
    ExtraHandChosen,
    HandDealt,
    Passed,
    Swapped,
    SwappedAll,
    TableDealt,
    TableReplaced,
)
from pantsdown.games.thirty_one.scoring import evaluator
from pantsdown.games.thirty_one.view import ThirtyOneView

if TYPE_CHECKING:  # compiled, i64 is a machine integer; run as Python, never imported
    from mypy_extensions import i64

__all__ = [
    "CANDIDATES",
    "MODELS",
    "Model",
    "ThirtyOneModel",
    "WorldSampler",
]


class Model(Protocol):
    """A family's model of play for one view: the log-likelihood of the other seats'
    moves this hand in a world dealt from that view.
    """

    @property
    def has_evidence(self) -> bool:
        """Has any other seat moved this hand (else every world is as likely)?"""

    def __call__(self, world: Any) -> float:
        """The log-likelihood of the others' moves in ``world``."""


CANDIDATES = 8
"""Worlds dealt for each one a search keeps, where the family has a model of play.
[our choice: measured in docs/bots.md]"""

_TEMPERATURE: Final = 1.5
"""How far (in hand-value points) a modelled player strays from its best exchange:
the softmax temperature of the exchange choice. [our choice]"""

_CLOSE_TEMPERATURE: Final = 1.5
"""The same for the decision to close, around the heuristic's closing value. [our choice]"""

_NOISE: Final = 0.1
"""The chance that a modelled move is none of the model's reasons (a person's whim,
another bot), so that no world is ruled out by one surprising move. [our choice]"""

_KEEP_VALUE: Final = 20.0
"""The hand value at which the modelled dealer keeps the dealt hand (the heuristic
bot's). [our choice: as bots/heuristic/thirty_one.py]"""


def _log_sigmoid_choice(margin: float, chose: bool) -> float:
    """Log P(chose) where the chance of choosing is a sigmoid of ``margin``, kept in
    ``_NOISE / 2 .. 1 - _NOISE / 2``.
    """
    p = 1.0 / (1.0 + math.exp(-max(min(margin, 40.0), -40.0)))
    p = _NOISE / 2 + (1 - _NOISE) * p
    return math.log(p if chose else 1.0 - p)


def _hand_start(log: Sequence[Any]) -> int:
    """The index just after the last deal in ``log`` (0 when the log holds none)."""
    for i in range(len(log) - 1, -1, -1):
        if isinstance(log[i], HandDealt):
            return i + 1
    return 0


class _Move:
    """One move of a modelled seat this hand, with the public facts around it."""

    __slots__ = ("closed", "event", "index", "last_round", "lone_close", "table", "turns")

    def __init__(
        self,
        index: int,
        event: Any,
        table: tuple[Card, ...],
        turns: int,
        last_round: bool,
        closed: bool,
        lone_close: bool,
    ) -> None:
        self.index = index
        self.event = event
        self.table = table
        self.turns = turns
        self.last_round = last_round
        self.closed = closed
        self.lone_close = lone_close


class ThirtyOneModel:
    """The likelihood of the other seats' moves this hand, for one view of the 31 family.

    Its model of a player is a soft heuristic bot: it keeps a dealt hand worth 20
    or more, picks its exchange (a swap, all three, or a pass) by a softmax of the
    hand it leads to (``hand_utility``), and closes by a sigmoid of that hand's
    value against the heuristic's closing value for its turn (``close_threshold``).
    The public facts (the table before each move, the turn counts, the last round)
    are read from the view once; a world adds only the others' hidden cards.
    """

    def __init__(self, view: ThirtyOneView) -> None:
        rules = view.rules
        self.rules = rules
        self.num_players = n = view.num_players
        self.ev = evaluator(rules, rules.num_decks(n))
        self.pass_allowed = rules.pass_rule != "never"
        log = view.log
        events = log[_hand_start(log) :]
        moves: dict[int, list[_Move]] = {}
        table: list[Card] = []
        turns = [0] * n
        last_round = False
        for i, e in enumerate(events):
            if isinstance(e, TableDealt):
                table = list(e.cards)
            elif isinstance(e, TableReplaced):
                table = list(e.new)
            elif isinstance(e, ExtraHandChosen):
                if e.seat != view.seat:
                    move = _Move(i, e, tuple(table), 0, last_round, False, False)
                    moves.setdefault(e.seat, []).append(move)
                table = list(e.face_up)
            elif isinstance(e, (Swapped, SwappedAll, Passed, Closed)):
                seat = e.seat
                lone_close = isinstance(e, Closed) and not (
                    i > 0 and isinstance(events[i - 1], (Swapped, SwappedAll, Passed))
                )
                if isinstance(e, Closed) and not lone_close:
                    last_round = True
                    continue
                if seat != view.seat:
                    closed = lone_close or _closes_next(events, i, seat)
                    move = _Move(i, e, tuple(table), turns[seat], last_round, closed, lone_close)
                    moves.setdefault(seat, []).append(move)
                if isinstance(e, Swapped):
                    table[table.index(e.took)] = e.gave
                elif isinstance(e, SwappedAll):
                    table = list(e.gave)
                if lone_close:
                    last_round = True
                turns[seat] += 1
        self.moves = moves
        """Per other seat, its moves this hand in order."""
        self._utility: dict[int, float] = {}
        """:meth:`utility` of the hands worked out, by :func:`_hand_key`."""
        self._seat_cache: dict[int, float] = {}
        """:meth:`_seat_log_p` of the hands worked out, by :func:`_hand_key` and seat."""

    @property
    def has_evidence(self) -> bool:
        """Has any other seat moved this hand?"""
        return bool(self.moves)

    def utility(self, cards: Sequence[Card]) -> float:
        """``hand_utility`` of ``cards``, remembered."""
        key = _hand_key(cards)
        value = self._utility.get(key)
        if value is None:
            value = self._utility[key] = hand_utility(self.ev, cards)
        return value

    def _swap_utility(self, key: int, hand: list[Card], i: int, card: Card) -> float:
        """:meth:`utility` of ``hand`` with ``card`` in place of its ``i``-th card, where
        ``key`` is ``hand``'s :func:`_hand_key`.  In the usual case (no card of ``hand``
        repeats, and ``card`` is not in it) the swapped hand's key is worked out from
        ``key``, and the hand itself made only when its utility is not remembered yet;
        otherwise the swapped hand is made and keyed as :meth:`utility` does.
        """
        if key < 0 or key >> card.index & 1:
            return self.utility([*hand[:i], card, *hand[i + 1 :]])
        swapped = (key & ~(1 << hand[i].index)) | 1 << card.index
        value = self._utility.get(swapped)
        if value is None:
            cards = [*hand[:i], card, *hand[i + 1 :]]
            value = self._utility[swapped] = hand_utility(self.ev, cards)
        return value

    def __call__(self, world: Any) -> float:
        """The log-likelihood of the others' moves if ``world``'s cards are theirs."""
        total = 0.0
        for seat, moves in self.moves.items():
            hand = world.hands[seat]
            key = _hand_key(hand) << 4 | seat
            value = self._seat_cache.get(key)
            if value is None:
                value = self._seat_cache[key] = self._seat_log_p(list(hand), moves)
            total += value
        return total

    def _seat_log_p(self, hand: list[Card], moves: list[_Move]) -> float:
        # Backwards: the seat's hand just before each of its moves.
        before: list[list[Card]] = [hand] * len(moves)
        for k in range(len(moves) - 1, -1, -1):
            e = moves[k].event
            if isinstance(e, Swapped):
                if e.took not in hand:
                    return -math.inf
                hand = list(hand)
                hand[hand.index(e.took)] = e.gave
            elif isinstance(e, SwappedAll):
                hand = list(e.gave)
            elif isinstance(e, ExtraHandChosen) and e.took_extra_hand:
                hand = list(e.face_up)
            before[k] = hand
        total = 0.0
        rules = self.rules
        for k, move in enumerate(moves):
            e = move.event
            hand = before[k]
            if isinstance(e, ExtraHandChosen):
                if not e.took_extra_hand:
                    margin = (self.utility(hand) - _KEEP_VALUE) / _TEMPERATURE
                    total += _log_sigmoid_choice(margin, True)
                continue
            table = list(move.table)
            after = _after(e, hand, table)
            total += self._exchange_log_p(hand, table, after)
            if _may_close(rules, move.turns, move.last_round):
                threshold = close_threshold(rules, move.turns, self.num_players)
                margin = (self.utility(after) - threshold) / _CLOSE_TEMPERATURE
                total += _log_sigmoid_choice(margin, move.closed)
        return total

    def _exchange_log_p(self, hand: list[Card], table: list[Card], after: list[Card]) -> float:
        """Log P(the exchange that led from ``hand`` to ``after``) under the softmax."""
        current = self.utility(hand)
        key = _hand_key(hand)
        scores: list[float] = []
        for i in range(len(hand)):
            for t in table:
                scores.append(self._swap_utility(key, hand, i, t))
        if self.pass_allowed:
            scores.append(current + 0.05)
        if self.rules.allow_three_card_swap and len(table) == len(hand):
            scores.append(self.utility(table) - 0.2)
        if after == hand:
            chosen = current + 0.05
        elif after == table:
            chosen = self.utility(table) - 0.2
        else:
            chosen = self.utility(after)
        top = max(max(scores), chosen)
        z = sum(math.exp((s - top) / _TEMPERATURE) for s in scores)
        p = math.exp((chosen - top) / _TEMPERATURE) / z
        return math.log((1 - _NOISE) * min(p, 1.0) + _NOISE / len(scores))


def _hand_key(cards: Sequence[Card]) -> int:
    """The same integer for the same cards in any order, and a different one for any
    other cards (an integer, not a tuple, so that a cache of them is no work for the
    cycle collector): one bit per card index where no card repeats, as in any hand
    dealt from a pack; else, negated, the count and then the card indices from lowest
    to highest, six bits each, which no set of cards has as its key.

    >>> from pantsdown.core.cards import parse_cards
    >>> _hand_key(parse_cards("Ah 7c Kd")) == _hand_key(parse_cards("Kd Ah 7c"))
    True
    >>> _hand_key(parse_cards("Ah Ah 7c")) != _hand_key(parse_cards("Ah 7c"))
    True
    """
    mask: i64 = 0  # compiled, a machine integer: card indices are below 52
    for c in cards:
        bit: i64 = 1 << c.index
        if mask & bit:  # a card repeats
            indices = sorted([c.index for c in cards])
            key = len(indices)
            for i in indices:
                key = key << 6 | i
            return -key - 1
        mask |= bit
    return mask


def _after(e: Any, hand: list[Card], table: list[Card]) -> list[Card]:
    if isinstance(e, Swapped):
        return [e.took if c == e.gave else c for c in hand]
    if isinstance(e, SwappedAll):
        return list(table)
    return hand


def _closes_next(events: Sequence[Any], i: int, seat: int) -> bool:
    """Does the move at ``i`` end with a close (a ``Closed`` by the same seat next)?"""
    for e in events[i + 1 : i + 3]:
        if isinstance(e, Closed):
            return bool(e.seat == seat)
        if isinstance(e, (Swapped, SwappedAll, Passed)):
            return False
    return False


def _may_close(rules: Any, turns: int, last_round: bool) -> bool:
    """Could a player close at the end of this turn (so that not closing says something)?"""
    if rules.close_requires_31:
        return False
    if last_round and not rules.second_close_ends_hand:
        return False
    return not (rules.close_not_in_first_orbit and turns == 0)


MODELS: dict[str, Callable[[Any], Model]] = {"thirty_one": ThirtyOneModel}
"""Per family, its model of play: built from a view, it gives the log-likelihood of
the others' moves in a world dealt from that view."""


class WorldSampler:
    """Deals the worlds of one move's search from one seat's view.

    Where the family has a model (:data:`MODELS`) and the others have moved
    this hand, each world is the pick of ``candidates`` dealt ones, drawn by the
    likelihood of the others' moves in it; otherwise it is the family's
    ``sample_state`` as it is.
    """

    def __init__(
        self,
        family: GameFamily,
        view: View,
        rng: random.Random,
        *,
        candidates: int = CANDIDATES,
    ) -> None:
        self.family = family
        self.view = view
        self.rng = rng
        make_model = MODELS.get(family.id)
        self.model: Model | None = None
        if make_model is not None and candidates > 1:
            model = make_model(view)
            if model.has_evidence:
                self.model = model
        self.candidates = candidates

    def draw(self) -> State[Any, Any, Any]:
        """One imagined world consistent with the view (and, with a model, its moves)."""
        family, view, rng = self.family, self.view, self.rng
        model = self.model
        if model is None:
            return family.sample_state(view, rng)
        worlds = [family.sample_state(view, rng) for _ in range(self.candidates)]
        logs = [model(w) for w in worlds]
        top = max(logs)
        if top == -math.inf:
            return worlds[0]
        weights = [math.exp(x - top) for x in logs]
        pick = rng.random() * sum(weights)
        for world, weight in zip(worlds, weights, strict=True):
            pick -= weight
            if pick <= 0:
                return world
        return worlds[-1]
