"""A tiny game family for the CLI tests (registered by the ``tiny`` fixture in conftest.py).

Its own module, with a name no other test directory uses, so that
``inspect.getsource`` finds its Rules docstrings whatever else is collected.

"Low card": each hand deals two cards to every live seat; in turn each seat
keeps its cards or swaps one for the top of the stock (face down: the others
do not see which card).  After everyone has acted once the lowest total loses a
life (a tie for lowest between every live seat costs nobody anything); a seat
with no lives left is out; the last seat in wins.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from pantsdown.core.cards import Card, Rank, make_pack, parse_card
from pantsdown.core.errors import IllegalActionError, MalformedActionError
from pantsdown.core.protocol import (
    TERMINAL,
    Action,
    Event,
    GameFamily,
    HandResult,
    Standing,
    State,
    Variant,
    View,
)

PACK = make_pack(r for r in Rank if r >= Rank.TEN)


@dataclass(frozen=True, kw_only=True)
class TinyRules:
    lives: int = 2
    """Lives each seat starts with [our choice]."""
    allow_swap: bool = True
    """A seat may swap one card for the top of the stock [our choice]."""

    def __post_init__(self) -> None:
        if self.lives < 1:
            raise ValueError(f"lives={self.lives}: must be at least 1")


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

    def __str__(self) -> str:
        return f"seat {self.seat} kept"


@dataclass(frozen=True, slots=True)
class Swapped(Event):
    seat: int
    card: Card | None

    def redact(self, seat: int) -> Event:
        return self if seat == self.seat else Swapped(self.seat, None)

    def __str__(self) -> str:
        what = str(self.card) if self.card else "a card"
        return f"seat {self.seat} swapped {what}"


@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} lost a life"


@dataclass(frozen=True, kw_only=True)
class TinyView(View):
    hand: tuple[Card, ...]
    """This seat's cards."""
    lives: tuple[int, ...]
    """Lives per seat."""
    stock_size: int
    """Cards left in the stock."""
    dealer: int
    """The dealer."""
    last_result: HandResult | None
    """The previous hand's result."""


def _value(cards: Sequence[Card]) -> int:
    return sum(int(c.rank) for c in cards)


class TinyState(State):
    family_id = "tiny"

    def __init__(
        self, rules: TinyRules, num_players: int, *, seed=None, decks=None, chance="seeded"
    ) -> None:  # type: ignore[no-untyped-def]
        super().__init__(rules, num_players, seed=seed, decks=decks, chance=chance)
        self.lives = [rules.lives] * num_players
        self.dealer = num_players - 1
        self.result: HandResult | None = None
        self.hand_number = -1
        self._deal()

    def _alive(self) -> list[int]:
        return [s for s in range(self.num_players) if self.lives[s] > 0]

    def _deal(self) -> None:
        self.hand_number += 1
        deck = self.new_deck(PACK)
        self.hands: list[list[Card]] = [[] for _ in range(self.num_players)]
        for s in self._alive():
            self.hands[s] = [deck.pop(0), deck.pop(0)]
        self.stock = deck
        alive = self._alive()
        start = (self.dealer + 1) % self.num_players
        self.order = sorted(alive, key=lambda s: (s - start) % self.num_players)

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.order[0]

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        acts: list[Action] = [Keep()]
        if self.rules.allow_swap:
            acts += [Swap(c) for c in self.hands[self.order[0]]]
        return acts

    def _check(self, action: Action) -> None:
        if isinstance(action, Swap):
            if not self.rules.allow_swap:
                raise IllegalActionError(f"cannot {str(action)!r}: swapping is off (allow_swap)")
            if action.card not in self.hands[self.order[0]]:
                raise IllegalActionError(
                    f"cannot {str(action)!r}: {action.card} is not in your hand"
                )

    def _apply(self, action: Action) -> None:
        seat = self.order.pop(0)
        if isinstance(action, Swap):
            self.hands[seat].remove(action.card)
            self.hands[seat].append(self.stock.pop(0))
            self.events.append(Swapped(seat, action.card))
        else:
            self.events.append(Kept(seat))
        if not self.order:
            self._score()

    def _score(self) -> None:
        alive = self._alive()
        values = {s: _value(self.hands[s]) for s in alive}
        low = min(values.values())
        losers = tuple(s for s in alive if values[s] == low)
        if len(losers) == len(alive):
            losers = ()
            reason = "everybody tied"
        else:
            reason = f"lowest total {low}"
        for s in losers:
            self.lives[s] -= 1
            self.events.append(LifeLost(s))
        self.result = HandResult(
            hand_number=self.hand_number,
            reason=reason,
            losers=losers,
            deltas=tuple(-1.0 if s in losers else 0.0 for s in range(self.num_players)),
            scores=tuple(float(values.get(s, 0)) for s in range(self.num_players)),
            shown=tuple(tuple(self.hands[s]) for s in range(self.num_players)),
        )
        if not self.is_terminal():
            self.dealer = (self.dealer + 1) % self.num_players
            self._deal()

    def is_terminal(self) -> bool:
        return len(self._alive()) <= 1

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.num_players
        return [1.0 if self.lives[s] > 0 else 0.0 for s in range(self.num_players)]

    def hand_result(self) -> HandResult | None:
        return self.result

    def standings(self) -> list[Standing]:
        over = self.is_terminal()
        return [
            Standing(
                seat=s,
                score=self.lives[s],
                label=f"{self.lives[s]} lives" if self.lives[s] else "out",
                is_out=self.lives[s] == 0,
                is_winner=over and self.lives[s] > 0,
            )
            for s in range(self.num_players)
        ]

    def view(self, seat: int) -> TinyView:
        return TinyView(
            seat=seat,
            num_players=self.num_players,
            current_player=self.current_player(),
            hand_number=self.hand_number,
            hand=tuple(self.hands[seat]),
            lives=tuple(self.lives),
            stock_size=len(self.stock),
            dealer=self.dealer,
            last_result=self.result,
        )

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + self.stock

    def clone(self) -> TinyState:
        other = TinyState.__new__(TinyState)
        self.copy_base_into(other)
        other.lives = list(self.lives)
        other.dealer = self.dealer
        other.result = self.result
        other.hand_number = self.hand_number
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.order = list(self.order)
        return other

    def parse_action(self, text: str) -> Action:
        words = text.split()
        if words == ["keep"]:
            return Keep()
        if len(words) == 2 and words[0] == "swap":
            try:
                return Swap(parse_card(words[1]))
            except ValueError:
                pass
        raise MalformedActionError(f"{text!r} is not an action: write 'keep' or 'swap CARD'")

    def action_id(self, action: Action) -> int:
        return 0 if isinstance(action, Keep) else 1 + action.card.index  # type: ignore[attr-defined]

    def action_from_id(self, action_id: int) -> Action:
        return Keep() if action_id == 0 else Swap(Card.from_index(action_id - 1))

    def num_distinct_actions(self) -> int:
        return 53

    @property
    def action_type(self) -> type[Action]:
        return TinyAction


def _sample_state(view: View, rng: random.Random) -> State:
    raise NotImplementedError


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
    sample_state=_sample_state,
)
