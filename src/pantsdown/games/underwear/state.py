"""The Underwear state machine: a whole game, hand after hand, to the target score.

A hand: deal (7 cards each by default, one at a time from the dealer's left),
turn up the downpile, then turns clockwise from the dealer's left.  On his turn
a player plays onto the downpile, plays onto one of his up-piles, plays
royalties, steals the downpile, or draws (``pass`` once the stock is empty).
The hand ends when a player empties his hand (he alone scores) or when every
player passes in one unbroken cycle (nobody scores).  The game ends when a
player reaches the target score.

Seats are people; with the seat-changes rule they move between *table
positions*.  ``table_order`` lists the seats by position, clockwise.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from pantsdown.core.cards import PACK_52, Card
from pantsdown.core.errors import IllegalActionError, MalformedActionError, OptionError
from pantsdown.core.protocol import TERMINAL, Action, ChanceMode, HandResult, Standing, State, View
from pantsdown.games.underwear.actions import (
    DOUBLE,
    DRAW,
    PASS,
    ActionSpace,
    Double,
    Draw,
    Pass,
    PlayDown,
    PlayRoyal,
    PlayUp,
    Steal,
    UnderwearAction,
    card_of,
    is_run,
)
from pantsdown.games.underwear.events import (
    Dealt,
    Doubled,
    DownpileCleared,
    DownpileStolen,
    Drew,
    HandBlocked,
    MatchWon,
    Passed,
    PlayedDown,
    PlayedRoyalties,
    PlayedUp,
    SeatsChanged,
    TurnedUp,
    UpPileTurnedDown,
    WentOut,
)
from pantsdown.games.underwear.rules import UnderwearRules, card_value, is_royalty
from pantsdown.games.underwear.scoring import going_out_score

__all__ = ["UnderwearState", "UnderwearView", "UpPile", "UpPileView", "sample_state"]


class UpPile:
    """One up-pile in front of a player (mutable, inside the state)."""

    __slots__ = ("cards", "face_down")

    def __init__(self, cards: list[Card], face_down: bool = False) -> None:
        self.cards = cards
        """The pile's cards, bottom first; the last is the top."""
        self.face_down = face_down
        """Turned face down by a 10 (scores double; closed by default)."""

    @property
    def top(self) -> Card:
        """The top card."""
        return self.cards[-1]

    def copy(self) -> UpPile:
        """An independent copy."""
        return UpPile(list(self.cards), self.face_down)


@dataclass(frozen=True)
class UpPileView:
    """An up-pile as every seat sees it.

    The cards of a face-down pile are included: each was played face up in
    front of everyone (public history), so every seat may know them.
    """

    cards: tuple[Card, ...]
    """The pile's cards, bottom first; the last is the top."""
    face_down: bool
    """Turned face down (scores double)."""

    @property
    def top(self) -> Card:
        """The top card."""
        return self.cards[-1]


@dataclass(frozen=True, kw_only=True)
class UnderwearView(View):
    """What one seat may know of an Underwear game."""

    rules: UnderwearRules
    """The rules of the game (public)."""
    hand: tuple[Card, ...]
    """This seat's own hand, sorted."""
    downpile: tuple[Card, ...]
    """The downpile, bottom first (all played face up, so public); empty after a clear."""
    discards: tuple[Card, ...]
    """Cards out of play this hand (cleared downpiles, royalties, a turned-up royalty)."""
    up_piles: tuple[tuple[UpPileView, ...], ...]
    """Every seat's up-piles, in the order made."""
    hand_sizes: tuple[int, ...]
    """Cards in each seat's hand."""
    stock_size: int
    """Cards left in the stock."""
    scores: tuple[int, ...]
    """Each seat's points in the game."""
    target_score: int
    """The score that wins the game."""
    dealer: int
    """The seat that dealt this hand."""
    table_order: tuple[int, ...]
    """The seats by table position, clockwise (changes only with seat changes)."""
    passes: int
    """Consecutive passes with an empty stock; a full cycle ends the hand."""
    has_drawn: bool
    """The seat to act has drawn this turn (only when drawing does not end the turn)."""
    doubled_this_hand: tuple[bool, ...]
    """Which seats have doubled in this hand."""
    doubled_this_game: tuple[bool, ...]
    """Which seats have doubled at any time in the game."""
    multiplier: int
    """What the going-out score of this hand is multiplied by (2 per double)."""
    last_result: HandResult | None
    """The result of the last finished hand."""
    winner: int | None
    """The seat that won the game, once it is over."""


class UnderwearState(State):
    """A game of Underwear in progress.  See the module docstring."""

    family_id = "underwear"

    def __init__(
        self,
        rules: UnderwearRules,
        num_players: int,
        *,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
        chance: ChanceMode | str = ChanceMode.SEEDED,
    ) -> None:
        super().__init__(rules, num_players, seed=seed, decks=decks, chance=chance)
        self.rules: UnderwearRules = rules
        n = num_players
        if n < 2:
            raise OptionError(f"Underwear needs at least 2 players, not {n}")
        packs = rules.packs_for(n)
        self.pack: tuple[Card, ...] = PACK_52 * packs
        """The cards in play: one or two 52-card packs."""
        if n * rules.hand_size + 1 > len(self.pack):
            raise OptionError(
                f"{n} players x {rules.hand_size} cards + the downpile need more than "
                f"{len(self.pack)} cards; use packs=2 or a smaller hand_size"
            )
        if rules.first_dealer is not None and rules.first_dealer >= n:
            raise OptionError(f"first_dealer={rules.first_dealer}: there are only {n} seats")
        self.space = ActionSpace(packs)
        """The dense action space."""
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        """Each seat's hand."""
        self.stock: list[Card] = []
        """The stock, top card last."""
        self.downpile: list[Card] = []
        """The downpile, bottom first."""
        self.discards: list[Card] = []
        """Cards out of play this hand."""
        self.piles: list[list[UpPile]] = [[] for _ in range(n)]
        """Each seat's up-piles, in the order made."""
        self.scores: list[int] = [0] * n
        """Points in the game."""
        self.order: list[int] = list(range(n))
        """Seats by table position, clockwise."""
        first = rules.first_dealer
        self.dealer_pos: int = self.rng.randrange(n) if first is None else first
        """The table position of this hand's dealer."""
        self.turn_pos: int = 0
        """The table position of the seat to act."""
        self.passes: int = 0
        """Consecutive passes with an empty stock."""
        self.has_drawn: bool = False
        """The seat to act has drawn this turn (when drawing does not end the turn)."""
        self.doubled_hand: list[bool] = [False] * n
        """Who doubled this hand."""
        self.doubled_game: list[bool] = [False] * n
        """Who doubled at any time this game."""
        self.hand_no: int = 0
        """The hand being played, from 0."""
        self.last_result: HandResult | None = None
        """The last finished hand."""
        self.winner: int | None = None
        """The seat that won the game."""
        self._deal()

    # -- dealing and hand flow -----------------------------------------------------

    def _deal(self) -> None:
        n = self.num_players
        deck = self.new_deck(self.pack)
        size = self.rules.hand_size
        for hand in self.hands:
            hand.clear()
        i = 0
        for _ in range(size):
            for p in range(1, n + 1):
                self.hands[self.order[(self.dealer_pos + p) % n]].append(deck[i])
                i += 1
        turned = deck[i]
        self.stock = deck[i + 1 :][::-1]
        self.downpile = []
        self.discards = []
        self.piles = [[] for _ in range(n)]
        self.passes = 0
        self.has_drawn = False
        self.doubled_hand = [False] * n
        self.turn_pos = (self.dealer_pos + 1) % n
        self.events.append(Dealt(self.hand_no, self.order[self.dealer_pos], size))
        if is_royalty(turned):
            self.discards.append(turned)
        else:
            self.downpile.append(turned)
        self.events.append(TurnedUp(turned, is_royalty(turned)))

    @property
    def dealer(self) -> int:
        """The seat that dealt this hand."""
        return self.order[self.dealer_pos]

    @property
    def multiplier(self) -> int:
        """The going-out score multiplier of this hand: 2 for each double declared."""
        return 1 << sum(self.doubled_hand)

    def _next_turn(self) -> None:
        self.turn_pos = (self.turn_pos + 1) % self.num_players
        self.has_drawn = False

    def _end_hand(self, out: int | None) -> None:
        n = self.num_players
        sizes = tuple(len(h) for h in self.hands)
        deltas = [0] * n
        if out is None:
            self.events.append(HandBlocked())
            reason = "everyone passed with an empty stock"
            summary = "The hand is blocked: nobody scores."
            winners: tuple[int, ...] = ()
        else:
            points = going_out_score(
                ((len(p.cards), p.face_down) for p in self.piles[out]),
                (s for i, s in enumerate(sizes) if i != out),
                sum(self.doubled_hand),
            )
            deltas[out] = points
            self.scores[out] += points
            self.events.append(WentOut(out, points, self.scores[out]))
            reason = f"seat {out} went out"
            summary = f"Seat {out} went out and scored {points}."
            winners = (out,)
        self.last_result = HandResult(
            hand_number=self.hand_no,
            reason=reason,
            winners=winners,
            deltas=tuple(float(d) for d in deltas),
            scores=tuple(float(s) for s in sizes),
            summary=summary,
        )
        if out is not None and self.scores[out] >= self.rules.target_score:
            self.winner = out
            self.events.append(MatchWon(out, self.scores[out]))
            return
        last_dealer = self.order[self.dealer_pos]
        if out is not None and self.rules.seat_changes:
            self._change_seats(out, sizes)
        # "The player to the left of the last dealer deals the next hand" [seed]:
        # the left of that person, wherever a seat change has put him.
        self.dealer_pos = (self.order.index(last_dealer) + 1) % n
        self.hand_no += 1
        self._deal()

    def _change_seats(self, out: int, sizes: Sequence[int]) -> None:
        n = self.num_players
        pos = self.order.index(out)
        candidates = [self.order[(pos + k) % n] for k in range(1, n)]
        most = max(sizes[s] for s in candidates)
        other = next(s for s in candidates if sizes[s] == most)
        other_pos = self.order.index(other)
        self.order[pos], self.order[other_pos] = other, out
        self.events.append(SeatsChanged(out, other))

    # -- the protocol: whose turn, what is legal -----------------------------------

    def current_player(self) -> int:
        """The seat to act, or TERMINAL."""
        if self.winner is not None:
            return TERMINAL
        return self.order[self.turn_pos]

    def is_terminal(self) -> bool:
        """Has a player reached the target score?"""
        return self.winner is not None

    def returns(self) -> list[float]:
        """1 for the winner of a finished game, 0 for everyone else."""
        return [1.0 if s == self.winner else 0.0 for s in range(self.num_players)]

    def legal_actions(self) -> list[UnderwearAction]:
        """Every legal action of the seat to act: plays, then draw or pass, then double."""
        if self.winner is not None:
            return []
        seat = self.order[self.turn_pos]
        actions: list[UnderwearAction] = self._plays(seat)
        if self.stock and not self.has_drawn:
            actions.append(DRAW)
        elif self._can_pass(seat, has_play=bool(actions)):
            actions.append(PASS)
        if self._can_double(seat):
            actions.append(DOUBLE)
        return actions

    def _can_pass(self, seat: int, *, has_play: bool) -> bool:
        if self.has_drawn:
            return True
        if self.stock:
            return False
        return self.rules.empty_stock == "pass" or not has_play

    def _can_double(self, seat: int) -> bool:
        if not self.rules.doubling:
            return False
        done = self.doubled_game if self.rules.double_scope == "game" else self.doubled_hand
        if done[seat]:
            return False
        mine = len(self.hands[seat])
        return all(len(h) < mine for i, h in enumerate(self.hands) if i != seat)

    def _plays(self, seat: int) -> list[UnderwearAction]:
        hand = self.hands[seat]
        rules = self.rules
        by_suit: list[set[int]] = [set(), set(), set(), set()]
        royals: list[Card] = []
        for card in hand:
            v = _VALUE[card]
            by_suit[card.suit].add(v)
            if v > 10:
                royals.append(card)
        plays: list[UnderwearAction] = []
        if self.downpile:
            top = self.downpile[-1]
            tv = _VALUE[top]
            if rules.go_out_any_play or len(hand) > 1:
                same = {card for card in hand if card.rank == top.rank}
                plays.extend(_steal(card) for card in sorted(same, key=_sort_key))
            suit = top.suit
            for a, length in _runs(by_suit[suit], 1, tv - 1):
                plays.append(_down(suit, a, length))
        else:
            singles = sorted({c for c in hand if _VALUE[c] <= 10}, key=_sort_key)
            plays.extend(_down(c.suit, _VALUE[c], 1) for c in singles)
        hi = 13 if rules.royalties_on_uppiles else 10
        tops: dict[Card, int] = {}
        for pile in self.piles[seat]:
            top = pile.top
            nth = tops[top] = tops.get(top, 0) + 1
            if pile.face_down and rules.face_down_closed:
                continue
            suit = top.suit
            for a, length in _runs(by_suit[suit], _VALUE[top] + 1, hi):
                plays.append(_up(suit, a, length, top, nth))
        if royals:
            whole = len(royals) == len(hand) and not rules.go_out_any_play
            plays.extend(_royal_plays(tuple(sorted(royals, key=_sort_key)), whole))
        return plays

    # -- check ---------------------------------------------------------------------

    def _check(self, action: Action) -> None:
        seat = self.order[self.turn_pos]
        hand = self.hands[seat]
        rules = self.rules
        text = str(action)
        if isinstance(action, Draw):
            if self.has_drawn:
                raise IllegalActionError(f"cannot {text!r}: you have drawn this turn; play or pass")
            if not self.stock:
                raise IllegalActionError(f"cannot {text!r}: the stock is empty; pass instead")
            return
        if isinstance(action, Pass):
            if self.has_drawn:
                return
            if self.stock:
                raise IllegalActionError(
                    f"cannot {text!r}: you may pass only when the stock is empty; draw instead"
                )
            if rules.empty_stock == "must_play" and self._plays(seat):
                raise IllegalActionError(
                    f"cannot {text!r}: with an empty stock you must play if you can "
                    "(empty_stock=must_play)"
                )
            return
        if isinstance(action, Double):
            self._check_double(seat, text)
            return
        if isinstance(action, (PlayDown, PlayUp, PlayRoyal)):
            cards = action.cards
        elif isinstance(action, Steal):
            cards = (action.card,)
        else:
            raise MalformedActionError(f"{action!r} is not an Underwear action")
        if not cards:
            raise IllegalActionError(f"cannot {text!r}: play at least one card")
        for card in cards:
            if card not in hand or (len(cards) > 1 and hand.count(card) < cards.count(card)):
                raise IllegalActionError(f"cannot {text!r}: {card} is not in your hand")
        if isinstance(action, Steal):
            self._check_steal(action, hand, text)
        elif isinstance(action, PlayDown):
            self._check_down(action, text)
        elif isinstance(action, PlayUp):
            self._check_up(seat, action, text)
        else:
            self._check_royal(action, hand, text)

    def _check_double(self, seat: int, text: str) -> None:
        rules = self.rules
        if not rules.doubling:
            raise IllegalActionError(f"cannot {text!r}: doubling is not played (doubling=false)")
        if rules.double_scope == "game" and self.doubled_game[seat]:
            raise IllegalActionError(
                f"cannot {text!r}: each player can only double once in the game"
            )
        if rules.double_scope == "hand" and self.doubled_hand[seat]:
            raise IllegalActionError(f"cannot {text!r}: you have doubled in this hand already")
        mine = len(self.hands[seat])
        if any(len(h) >= mine for i, h in enumerate(self.hands) if i != seat):
            raise IllegalActionError(
                f"cannot {text!r}: only a player with more cards in his hand than any other "
                "player may double"
            )

    def _check_last_card(self, hand: list[Card], played: int, text: str, what: str) -> None:
        if not self.rules.go_out_any_play and played >= len(hand):
            raise IllegalActionError(
                f"cannot {text!r}: you go out only by playing onto the downpile or an up-pile, "
                f"not with {what} (go_out_any_play=false)"
            )

    def _check_steal(self, action: Steal, hand: list[Card], text: str) -> None:
        if not self.downpile:
            raise IllegalActionError(f"cannot {text!r}: there is no downpile to steal")
        top = self.downpile[-1]
        if action.card.rank != top.rank:
            raise IllegalActionError(
                f"cannot {text!r}: you steal the downpile with a card of the same value as "
                f"its top card {top}"
            )
        self._check_last_card(hand, 1, text, "a steal")

    def _check_down(self, action: PlayDown, text: str) -> None:
        cards = action.cards
        if any(is_royalty(c) for c in cards):
            raise IllegalActionError(f"cannot {text!r}: royalties cannot be played on the downpile")
        if not self.downpile:
            if len(cards) != 1:
                raise IllegalActionError(
                    f"cannot {text!r}: a new downpile is started with a single card"
                )
            return
        top = self.downpile[-1]
        if any(c.suit != top.suit for c in cards):
            raise IllegalActionError(
                f"cannot {text!r}: cards played onto the downpile must be of its suit ({top})"
            )
        if not is_run(cards):
            raise IllegalActionError(
                f"cannot {text!r}: several cards must be a run of consecutive cards"
            )
        if any(card_value(c) >= card_value(top) for c in cards):
            raise IllegalActionError(
                f"cannot {text!r}: cards played onto the downpile must be lower than its "
                f"top card {top}"
            )

    def _check_up(self, seat: int, action: PlayUp, text: str) -> None:
        cards = action.cards
        pile = self._find_pile(seat, action.onto, action.nth)
        if pile is None:
            which = f"{action.onto} #{action.nth}" if action.nth != 1 else str(action.onto)
            raise IllegalActionError(f"cannot {text!r}: you have no up-pile topped by {which}")
        if pile.face_down and self.rules.face_down_closed:
            raise IllegalActionError(
                f"cannot {text!r}: that up-pile is face down and closed (face_down_closed=true)"
            )
        if any(is_royalty(c) for c in cards) and not self.rules.royalties_on_uppiles:
            raise IllegalActionError(
                f"cannot {text!r}: royalties cannot be played onto an up-pile "
                "(royalties_on_uppiles=false)"
            )
        if any(c.suit != pile.top.suit for c in cards):
            raise IllegalActionError(
                f"cannot {text!r}: cards played onto an up-pile must be of its suit"
            )
        if not is_run(cards):
            raise IllegalActionError(
                f"cannot {text!r}: several cards must be a run of consecutive cards"
            )
        if any(card_value(c) <= card_value(pile.top) for c in cards):
            raise IllegalActionError(
                f"cannot {text!r}: cards played onto an up-pile must be higher than its "
                f"top card {pile.top}"
            )

    def _check_royal(self, action: PlayRoyal, hand: list[Card], text: str) -> None:
        if not all(is_royalty(c) for c in action.cards):
            raise IllegalActionError(
                f"cannot {text!r}: only royalties (J, Q, K) clear the downpile"
            )
        self._check_last_card(hand, len(action.cards), text, "royalties")

    def _find_pile(self, seat: int, onto: Card, nth: int) -> UpPile | None:
        k = 0
        for pile in self.piles[seat]:
            if pile.top is onto:
                k += 1
                if k == nth:
                    return pile
        return None

    # -- apply ---------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        seat = self.order[self.turn_pos]
        hand = self.hands[seat]
        if isinstance(action, Draw):
            card = self.stock.pop()
            hand.append(card)
            self.passes = 0
            self.events.append(Drew(seat, card))
            if self.rules.draw_ends_turn:
                self._next_turn()
            else:
                self.has_drawn = True
            return
        if isinstance(action, Pass):
            self.events.append(Passed(seat))
            if not self.has_drawn:
                self.passes += 1
                if self.passes >= self.num_players:
                    self._end_hand(None)
                    return
            self._next_turn()
            return
        if isinstance(action, Double):
            self.doubled_hand[seat] = True
            self.doubled_game[seat] = True
            self.events.append(Doubled(seat, self.multiplier))
            return
        self.passes = 0
        natural = self.rules.run_order == "natural"
        if isinstance(action, Steal):
            hand.remove(action.card)
            stolen = self.downpile
            self.piles[seat].append(UpPile(stolen))
            self.downpile = [action.card]
            self.events.append(DownpileStolen(seat, action.card, tuple(stolen)))
        elif isinstance(action, PlayDown):
            laid = action.cards if natural else action.cards[::-1]
            for card in laid:
                hand.remove(card)
            started = not self.downpile
            self.downpile.extend(laid)
            self.events.append(PlayedDown(seat, laid, started))
        elif isinstance(action, PlayUp):
            pile = self._find_pile(seat, action.onto, action.nth)
            assert pile is not None
            laid = action.cards if natural else action.cards[::-1]
            for card in laid:
                hand.remove(card)
            pile.cards.extend(laid)
            self.events.append(PlayedUp(seat, laid, action.onto))
            if not pile.face_down and any(card_value(c) >= 10 for c in laid):
                pile.face_down = True
                self.events.append(UpPileTurnedDown(seat, len(pile.cards)))
        else:
            assert isinstance(action, PlayRoyal)
            for card in action.cards:
                hand.remove(card)
            self.events.append(PlayedRoyalties(seat, action.cards))
            self.discards.extend(self.downpile)
            self.discards.extend(action.cards)
            self.events.append(DownpileCleared(len(self.downpile) + len(action.cards)))
            self.downpile = []
        if not hand:
            self._end_hand(seat)
        else:
            self._next_turn()

    # -- results and views ---------------------------------------------------------

    def hand_result(self) -> HandResult | None:
        """The last finished hand."""
        return self.last_result

    def standings(self) -> list[Standing]:
        """Each seat's points."""
        return [
            Standing(
                seat=s,
                score=float(self.scores[s]),
                label=f"{self.scores[s]} points",
                is_winner=s == self.winner,
            )
            for s in range(self.num_players)
        ]

    def view(self, seat: int) -> UnderwearView:
        """What ``seat`` may know: its hand and everything played face up."""
        return UnderwearView(
            rules=self.rules,
            seat=seat,
            num_players=self.num_players,
            current_player=self.current_player(),
            hand_number=self.hand_no,
            hand=tuple(sorted(self.hands[seat], key=_sort_key)),
            downpile=tuple(self.downpile),
            discards=tuple(self.discards),
            up_piles=tuple(
                tuple(UpPileView(tuple(p.cards), p.face_down) for p in piles)
                for piles in self.piles
            ),
            hand_sizes=tuple(len(h) for h in self.hands),
            stock_size=len(self.stock),
            scores=tuple(self.scores),
            target_score=self.rules.target_score,
            dealer=self.order[self.dealer_pos],
            table_order=tuple(self.order),
            passes=self.passes,
            has_drawn=self.has_drawn,
            doubled_this_hand=tuple(self.doubled_hand),
            doubled_this_game=tuple(self.doubled_game),
            multiplier=self.multiplier,
            last_result=self.last_result,
            winner=self.winner,
        )

    def all_cards(self) -> list[Card]:
        """Every card of the current hand's pack, wherever it is."""
        cards = [c for h in self.hands for c in h]
        cards += self.stock + self.downpile + self.discards
        cards += [c for piles in self.piles for p in piles for c in p.cards]
        return cards

    def clone(self) -> UnderwearState:
        """An independent copy."""
        other = UnderwearState.__new__(UnderwearState)
        self.copy_base_into(other)
        other.rules = self.rules
        other.pack = self.pack
        other.space = self.space
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.downpile = list(self.downpile)
        other.discards = list(self.discards)
        other.piles = [[p.copy() for p in piles] for piles in self.piles]
        other.scores = list(self.scores)
        other.order = list(self.order)
        other.dealer_pos = self.dealer_pos
        other.turn_pos = self.turn_pos
        other.passes = self.passes
        other.has_drawn = self.has_drawn
        other.doubled_hand = list(self.doubled_hand)
        other.doubled_game = list(self.doubled_game)
        other.hand_no = self.hand_no
        other.last_result = self.last_result
        other.winner = self.winner
        return other

    # -- notation and ids ----------------------------------------------------------

    def parse_action(self, text: str) -> UnderwearAction:
        """Parse the text notation (see :mod:`pantsdown.games.underwear.notation`)."""
        from pantsdown.games.underwear.notation import parse_action

        return parse_action(text, self)

    def action_id(self, action: Action) -> int:
        """The dense id of ``action`` (see :class:`ActionSpace`)."""
        return self.space.action_id(action)

    def action_from_id(self, action_id: int) -> UnderwearAction:
        """The action with this id."""
        return self.space.action_from_id(action_id)

    def num_distinct_actions(self) -> int:
        """The size of the action space (depends on the number of packs)."""
        return self.space.size

    @property
    def action_type(self) -> type[Action]:
        """Underwear actions."""
        return UnderwearAction

    def __repr__(self) -> str:
        return f"<UnderwearState hand {self.hand_no} seat {self.current_player()} to act>"


def _sort_key(card: Card) -> tuple[int, int]:
    return (int(card.suit), card_value(card))


def _runs(values: set[int], lo: int, hi: int) -> list[tuple[int, int]]:
    """Every run (start, length) of consecutive values in ``values`` within lo..hi.

    >>> _runs({2, 3, 5}, 1, 9)
    [(2, 1), (2, 2), (3, 1), (5, 1)]
    """
    out = []
    for a in range(lo, hi + 1):
        length = 0
        while a + length <= hi and (a + length) in values:
            length += 1
            out.append((a, length))
    return out


def _sub_multisets(items: list[tuple[Card, int]]) -> list[list[Card]]:
    """Every non-empty sub-multiset of ``(card, count)`` items."""
    combos: list[list[Card]] = [[]]
    for card, count in items:
        combos = [c + [card] * k for c in combos for k in range(count + 1)]
    return [c for c in combos if c]


# Actions are immutable, so move generation hands out shared instances.
_VALUE: dict[Card, int] = {c: card_value(c) for c in PACK_52}


@functools.cache
def _steal(card: Card) -> Steal:
    return Steal(card)


@functools.cache
def _down(suit: int, start: int, length: int) -> PlayDown:
    return PlayDown.of(card_of(suit, v) for v in range(start, start + length))


@functools.cache
def _up(suit: int, start: int, length: int, top: Card, nth: int) -> PlayUp:
    return PlayUp.of((card_of(suit, v) for v in range(start, start + length)), top, nth)


@functools.lru_cache(maxsize=8192)
def _royal_plays(royals: tuple[Card, ...], without_whole: bool) -> tuple[PlayRoyal, ...]:
    """Every royalty play from a hand's royalties (sorted), less the whole set if asked."""
    counts = Counter(royals)
    kinds = sorted(counts, key=_sort_key)
    plays = [PlayRoyal.of(c) for c in _sub_multisets([(k, counts[k]) for k in kinds])]
    if without_whole:
        plays = [p for p in plays if len(p.cards) < len(royals)]
    return tuple(plays)


# -- determinization -----------------------------------------------------------


def sample_state(view: View, rng: random.Random) -> UnderwearState:
    """A full state consistent with ``view``: the hidden cards dealt at random.

    Hidden cards are the opponents' hands and the stock.  No card ever passes from
    the table into a hand in Underwear, so nothing more is known about them: they
    are the pack less the viewer's hand and every card played face up (downpile,
    discards, up-piles, face-down ones included).
    """
    if not isinstance(view, UnderwearView):
        raise TypeError(f"{view!r} is not an UnderwearView")
    rules = view.rules
    n = view.num_players
    state = UnderwearState.__new__(UnderwearState)
    State.__init__(state, rules, n, seed=rng.randrange(2**63))
    packs = rules.packs_for(n)
    state.pack = PACK_52 * packs
    state.space = ActionSpace(packs)
    hidden = Counter(state.pack)
    seen = list(view.hand) + list(view.downpile) + list(view.discards)
    seen += [c for piles in view.up_piles for p in piles for c in p.cards]
    hidden.subtract(seen)
    if any(k < 0 for k in hidden.values()):
        raise ValueError("the view shows more copies of a card than the pack holds")
    unseen = sorted(hidden.elements(), key=lambda c: c.index)
    rng.shuffle(unseen)
    state.hands = []
    for s in range(n):
        if s == view.seat:
            state.hands.append(list(view.hand))
        else:
            k = view.hand_sizes[s]
            state.hands.append(unseen[:k])
            del unseen[:k]
    if len(unseen) != view.stock_size:
        raise ValueError("the view's card counts do not add up to the pack")
    state.stock = unseen
    state.downpile = list(view.downpile)
    state.discards = list(view.discards)
    state.piles = [[UpPile(list(p.cards), p.face_down) for p in piles] for piles in view.up_piles]
    state.scores = list(view.scores)
    state.order = list(view.table_order)
    state.dealer_pos = state.order.index(view.dealer)
    state.turn_pos = (
        state.order.index(view.current_player) if view.current_player >= 0 else state.dealer_pos
    )
    state.passes = view.passes
    state.has_drawn = view.has_drawn
    state.doubled_hand = list(view.doubled_this_hand)
    state.doubled_game = list(view.doubled_this_game)
    state.hand_no = view.hand_number
    state.last_result = view.last_result
    state.winner = view.winner
    return state
