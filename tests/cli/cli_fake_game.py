"""A tiny game family for the CLI tests (registered by the ``tiny`` fixture in conftest.py),
and the smallest whole example of the engine v2 shape (docs/engine.md).

Its own module, with a name no other test directory uses, so that
``inspect.getsource`` finds its Rules docstrings whatever else is collected.

"Low card": each hand deals two cards to every live seat; in turn each seat
keeps its cards or swaps one for the top of the stock (face down: the others
do not see which card).  After everyone has acted once the lowest total loses a
life (a tie for lowest between every live seat costs nobody anything); a seat
with no lives left is out; the last seat in wins (or, after ``max_hands``
hands, the seats with the most lives share the win).

What a family writes, in order: the rules; the actions and the events; the
state's ``FIELDS`` (clone, views, sampling and positions come from them);
``hand_pack`` and ``deal`` (called by ``start_hand``); the protocol methods;
``game_facts`` with its proven bound; the view; ``sample_state``;
``describe``; the ``GameFamily``.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pantsdown.core.cards import Card, Rank, make_pack, parse_card
from pantsdown.core.errors import IllegalActionError, MalformedActionError, PositionError
from pantsdown.core.fields import (
    CARD_LISTS,
    CARDS,
    INT,
    INTS,
    Field,
    Seen,
    enum_codec,
    results_codec,
)
from pantsdown.core.log import Log
from pantsdown.core.options import ranged
from pantsdown.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    Event,
    GameFacts,
    GameFamily,
    HandResult,
    Standing,
    State,
    Variant,
    View,
)
from pantsdown.core.seats import deal_packets, next_seat

PACK = make_pack(r for r in Rank if r >= Rank.TEN)

# -- rules ----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class TinyRules:
    lives: int = ranged(2, 1, 9, "a seat needs a life to lose")
    """Lives each seat starts with [our choice]."""
    allow_swap: bool = True
    """A seat may swap one card for the top of the stock [our choice]."""
    max_hands: int = ranged(50, 1, 1000, "at least one hand; the limit ends every match")
    """Hands after which the match ends and the most lives win [our choice, so that every
    match ends: a hand where every live seat ties costs nobody a life]."""

    def __post_init__(self) -> None:
        if self.lives < 1:
            raise ValueError(f"lives={self.lives}: must be at least 1")
        if self.max_hands < 1:
            raise ValueError(f"max_hands={self.max_hands}: must be at least 1")


# -- actions and events -----------------------------------------------------------------


class TinyAction(Action):
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Keep(TinyAction):
    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True)
class Swap(TinyAction):
    card: Card

    def __str__(self) -> str:
        return f"swap {self.card}"


@dataclass(frozen=True, slots=True)
class Kept(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    seat: int
    card: Card | None

    def redact(self, seat: int) -> Event:
        return self if seat == self.seat else Swapped(self.seat, None)


@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    seat: int


@dataclass(frozen=True, slots=True)
class HandScored(Event):
    low: int
    tied: bool


EVENT_TYPES: tuple[type[Event], ...] = (Kept, Swapped, LifeLost, HandScored)


def describe(event: Event, names: Sequence[str]) -> str:
    """The English for an event (the terminal's log)."""
    if isinstance(event, Kept):
        return f"{names[event.seat]} kept"
    if isinstance(event, Swapped):
        return f"{names[event.seat]} swapped {event.card or 'a card'}"
    if isinstance(event, LifeLost):
        return f"{names[event.seat]} lost a life"
    if isinstance(event, HandScored):
        return "everybody tied" if event.tied else f"lowest total {event.low}"
    return str(event)


def hand_words(result: HandResult, rules: object, names: Sequence[str]) -> tuple[str, str]:
    """Why a hand ended and how it was scored (the terminal's hand result)."""
    return describe(result.events[0], names), ""


def standing_words(standing: Standing) -> str:
    """A standing in words."""
    return f"{standing.counts[0]} lives" if standing.counts[0] else "out"


# -- the view -------------------------------------------------------------------------


class Phase(enum.Enum):
    DEAL = "deal"
    """The cards are being shuffled (a chance node, in explicit-chance mode)."""
    PLAY = "play"
    """Seats keep or swap in turn."""
    OVER = "over"
    """The match has ended."""


@dataclass(frozen=True, kw_only=True)
class TinyView(View):
    rules: TinyRules = field(default=TinyRules(), repr=False)
    phase: Phase
    """Where the match is."""
    dealer: int
    """The dealer."""
    still_to_act: int
    """Seats yet to act this hand."""
    lives: tuple[int, ...]
    """Lives per seat."""
    hand: tuple[Card, ...]
    """This seat's cards."""
    hand_sizes: tuple[int, ...]
    """Every seat's number of cards."""
    stock_size: int
    """Cards left in the stock."""
    discards_size: int
    """Cards swapped away."""
    last_result: HandResult | None
    """The previous hand's result."""


# -- the state --------------------------------------------------------------------------


def _value(cards: Sequence[Card]) -> int:
    return sum(int(c.rank) for c in cards)


class TinyState(State[TinyRules, TinyAction, TinyView]):
    family_id = "tiny"
    FIELDS: ClassVar[dict[str, Field]] = {
        "phase": Field(enum_codec(Phase), Seen.PUBLIC, "where the match is"),
        "dealer": Field(INT, Seen.PUBLIC, "the dealer"),
        "hand_number": Field(INT, Seen.PUBLIC, "the hand, from 0"),
        "to_act": Field(INT, Seen.INTERNAL, "the seat to act (views: current_player)"),
        "still_to_act": Field(INT, Seen.PUBLIC, "seats yet to act this hand"),
        "lives": Field(INTS, Seen.PUBLIC, "lives per seat"),
        "hands": Field(
            CARD_LISTS, Seen.OWN, "every seat's cards", view_name="hand", sizes_name="hand_sizes"
        ),
        "stock": Field(CARDS, Seen.HIDDEN, "the stock, top last", sizes_name="stock_size"),
        "discards": Field(CARDS, Seen.HIDDEN, "cards swapped away, face down"),
        "results": Field(
            results_codec(EVENT_TYPES),
            Seen.INTERNAL,
            "every finished hand's result (views: the last)",
        ),
    }

    def __init__(
        self,
        rules: TinyRules,
        num_players: int,
        *,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
        chance: Any = "seeded",
    ) -> None:
        super().__init__(rules, num_players, seed=seed, decks=decks, chance=chance)
        self.phase = Phase.DEAL
        self.dealer = num_players - 1
        self.hand_number = 0
        self.to_act = 0
        self.still_to_act = 0
        self.lives = [rules.lives] * num_players
        self.hands: list[list[Card]] = [[] for _ in range(num_players)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.results: Log[HandResult] = Log()
        self.start_hand()

    @classmethod
    def game_facts(cls, rules: TinyRules, num_players: int) -> GameFacts:
        return GameFacts(
            num_distinct_actions=53,
            max_decisions_per_hand=num_players,
            max_hands=rules.max_hands,
            bound="every live seat acts once per hand; the match ends after max_hands hands",
        )

    def hand_pack(self) -> Sequence[Card]:
        return PACK

    def deal(self, deck: list[Card]) -> None:
        alive = [s for s in range(self.num_players) if self.lives[s] > 0]
        self.hands = [[] for _ in range(self.num_players)]
        pos = deal_packets(deck, alive, (2,), self.hands)
        self.stock = deck[pos:][::-1]
        self.discards = []
        self.to_act = next_seat(self.dealer, self.num_players, [v > 0 for v in self.lives])
        self.still_to_act = len(alive)
        self.phase = Phase.PLAY

    def current_player(self) -> int:
        if self.phase is Phase.OVER:
            return TERMINAL
        return CHANCE if self.phase is Phase.DEAL else self.to_act

    def legal_actions(self) -> list[TinyAction]:
        if self.phase is not Phase.PLAY:
            return []
        acts: list[TinyAction] = [Keep()]
        if self.rules.allow_swap:
            acts += [Swap(c) for c in self.hands[self.to_act]]
        return acts

    def _check(self, action: TinyAction) -> None:
        if isinstance(action, Swap):
            if not self.rules.allow_swap:
                raise IllegalActionError(f"cannot {str(action)!r}: swapping is off (allow_swap)")
            if action.card not in self.hands[self.to_act]:
                raise IllegalActionError(
                    f"cannot {str(action)!r}: {action.card} is not in your hand"
                )

    def _apply(self, action: TinyAction) -> None:
        seat = self.to_act
        if isinstance(action, Swap):
            self.hands[seat].remove(action.card)
            self.discards.append(action.card)
            self.hands[seat].append(self.stock.pop())
            self.events.append(Swapped(seat, action.card))
        else:
            self.events.append(Kept(seat))
        self.still_to_act -= 1
        if self.still_to_act:
            self.to_act = next_seat(seat, self.num_players, [v > 0 for v in self.lives])
        else:
            self._score()

    def _score(self) -> None:
        alive = [s for s in range(self.num_players) if self.lives[s] > 0]
        values = {s: _value(self.hands[s]) for s in alive}
        low = min(values.values())
        losers = tuple(s for s in alive if values[s] == low)
        tied = len(losers) == len(alive)
        if tied:
            losers = ()
        scored = HandScored(low, tied)
        self.events.append(scored)
        for s in losers:
            self.lives[s] -= 1
            self.events.append(LifeLost(s))
        self.results.append(
            HandResult(
                hand_number=self.hand_number,
                events=(scored,),
                losers=losers,
                deltas=tuple(-1.0 if s in losers else 0.0 for s in range(self.num_players)),
                scores=tuple(float(values.get(s, 0)) for s in range(self.num_players)),
                shown=tuple(tuple(self.hands[s]) for s in range(self.num_players)),
            )
        )
        if sum(v > 0 for v in self.lives) <= 1 or len(self.results) >= self.rules.max_hands:
            self.phase = Phase.OVER
            return
        self.hand_number += 1
        self.dealer = next_seat(self.dealer, self.num_players)
        self.phase = Phase.DEAL
        self.start_hand()

    def after_position(self) -> None:
        if sorted(self.all_cards()) != sorted(PACK):
            raise PositionError("the hands, stock and discards must hold the pack exactly once")

    def is_terminal(self) -> bool:
        return self.phase is Phase.OVER

    def returns(self) -> list[float]:
        if self.phase is not Phase.OVER:
            return [0.0] * self.num_players
        best = max(self.lives)
        winners = [s for s in range(self.num_players) if self.lives[s] == best]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(self.num_players)]

    def hand_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None

    def standings(self) -> list[Standing]:
        returns = self.returns()
        return [
            Standing(
                seat=s,
                score=self.lives[s],
                kind="lives",
                counts=(self.lives[s],),
                is_out=self.lives[s] == 0,
                is_winner=returns[s] > 0,
            )
            for s in range(self.num_players)
        ]

    def view(self, seat: int) -> TinyView:
        return TinyView(**self.view_fields(seat), last_result=self.hand_result())

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + self.stock + self.discards

    def parse_action(self, text: str) -> TinyAction:
        words = text.split()
        if words == ["keep"]:
            return Keep()
        if len(words) == 2 and words[0] == "swap":
            try:
                return Swap(parse_card(words[1]))
            except ValueError:
                pass
        raise MalformedActionError(f"{text!r} is not an action: write 'keep' or 'swap CARD'")

    def action_id(self, action: TinyAction) -> int:
        return 1 + action.card.index if isinstance(action, Swap) else 0

    def action_from_id(self, action_id: int) -> TinyAction:
        if not 0 <= action_id < 53:
            raise MalformedActionError(f"{action_id!r} is not an action id (0..52)")
        return Keep() if action_id == 0 else Swap(Card.from_index(action_id - 1))

    @property
    def action_type(self) -> type[TinyAction]:
        return TinyAction


# -- sampling ---------------------------------------------------------------------------


def sample_state(view: TinyView, rng: random.Random) -> TinyState:
    """The public fields from the view, the seat's own hand, the rest dealt at random."""
    state = TinyState.__new__(TinyState)
    State.__init__(state, view.rules, view.num_players, seed=rng.getrandbits(32))
    state.variant, state.options = view.variant, dict(view.options)
    state.load_view_fields(view)
    state.events = Log(view.log)  # the log as the seat saw it (swaps redacted)
    state.to_act = max(view.current_player, 0)
    state.results = Log([] if view.last_result is None else [view.last_result])
    unseen = [c for c in PACK if c not in view.hand]
    rng.shuffle(unseen)
    state.hands = []
    for seat, size in enumerate(view.hand_sizes):
        state.hands.append(list(view.hand) if seat == view.seat else unseen[:size])
        unseen = unseen if seat == view.seat else unseen[size:]
    state.discards, state.stock = unseen[: view.discards_size], unseen[view.discards_size :]
    return state


TINY = GameFamily(
    id="tiny",
    title="Low Card",
    rules_type=TinyRules,
    state_type=TinyState,
    variants=(
        Variant(
            name="tiny",
            title="Low Card",
            rules=TinyRules(),
            aliases=("low-card", "tiny game"),
            min_players=2,
            max_players=4,
            default_players=3,
            source="tests/cli/conftest.py",
        ),
        Variant(
            name="tiny_keep",
            title="Low Card (no swaps)",
            rules=TinyRules(allow_swap=False),
            min_players=2,
            max_players=4,
            default_players=2,
            provisional="made up for the tests",
        ),
    ),
    sample_state=sample_state,
    event_types=EVENT_TYPES,
    describe=describe,
    describe_hand=hand_words,
    describe_standing=standing_words,
    standing_kinds=("lives",),
)
