"""The Paskahousu engine: one state for the whole match.

A turn is one decision: ``play`` cards of one rank, ``pickup`` the pile, or
``try`` the top stock card (which is then played or picked up by itself).
The legality table is NOTES.md 8.3; see :meth:`PaskahousuState.why_not_rank`.

>>> from pantsdown.core.cards import parse_cards
>>> from pantsdown.core.registry import make
>>> deck = parse_cards("3c 4c 5c 6c 7c 8c 3d 4d 5d 6d 7d 8d 9c 9d 9h")
>>> state = make("paskahousu", 3, decks=[deck])
>>> state.current_player(), [str(a) for a in state.legal_actions()]
(0, ['play 3c 3d'])
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from pantsdown.core.cards import PACK_52, Card, Rank, format_cards
from pantsdown.core.errors import IllegalActionError, MalformedActionError, OptionError
from pantsdown.core.protocol import TERMINAL, Action, ChanceMode, HandResult, Standing, State, View
from pantsdown.games.paskahousu.actions import (
    NUM_ACTIONS,
    PICKUP_ID,
    Dealt,
    Drew,
    HandEnded,
    LeadForced,
    PaskahousuAction,
    PickedUp,
    PickUp,
    PileFell,
    Play,
    Played,
    TrapSet,
    TriedStock,
    TryStock,
    WentOut,
    action_from_id,
)
from pantsdown.games.paskahousu.notation import parse_action
from pantsdown.games.paskahousu.rules import PaskahousuRules, playable_ranks, why_not
from pantsdown.games.paskahousu.scoring import hand_result, match_returns

__all__ = ["PaskahousuState", "PaskahousuView", "Phase", "sample_state"]

_ALL_PLAYS: tuple[PaskahousuAction, ...] = tuple(action_from_id(i) for i in range(PICKUP_ID))
_PICKUP = PickUp()
_TRY = TryStock()
_SUBMASKS = tuple(tuple(m for m in range(1, full + 1) if m & full == m) for full in range(16))
"""Every non-empty subset of a suit mask, in increasing order."""
_LEAD_ORDER = (*(r for r in Rank if r != Rank.TWO), Rank.TWO)
"""Ranks in playing order, 3 .. A, then 2 (for finding the first player)."""


class Phase(Enum):
    """Where the match is."""

    FIRST_LEAD = "first_lead"
    """The first player of a hand must lead his most-numerous lowest cards."""
    PLAY = "play"
    """A normal turn: play, pick up, or try the stock."""
    TRAPPED = "trapped"
    """A Ten or Ace was played to an empty pile: the player to act must pick it up."""
    OVER = "over"
    """The match has ended."""


@dataclass(frozen=True, kw_only=True)
class PaskahousuView(View):
    """What one seat may know in Paskahousu: all played cards are public."""

    rules: PaskahousuRules
    """The rules of the match (public)."""
    phase: Phase
    """Where the match is."""
    dealer: int
    """The dealer of this hand."""
    hand: tuple[Card, ...]
    """The seat's own cards, sorted."""
    pile: tuple[Card, ...]
    """The whole pile, bottom first (every card in it was played face up)."""
    stock_size: int
    """Cards left in the face-down stock."""
    fallen: tuple[Card, ...]
    """Cards out of play from fallen piles this hand (they were face up)."""
    hand_sizes: tuple[int, ...]
    """Every seat's number of cards."""
    known: tuple[tuple[Card, ...], ...]
    """Per seat, the cards known to be in that hand: picked up from the pile or turned
    from the stock and not played since, and the cards a first player must lead."""
    forced_lead: tuple[Card, ...]
    """The cards the first player must lead (empty after the first play)."""
    out_order: tuple[int, ...]
    """The seats out of this hand, first out first."""
    hands_won: tuple[int, ...]
    """Per seat, hands won (first out) so far in the match."""
    times_paskahousu: tuple[int, ...]
    """Per seat, hands lost (last holding cards) so far in the match."""
    last_result: HandResult | None
    """The result of the last finished hand."""


class PaskahousuState(State):
    """A Paskahousu match (``rules.hands`` deals)."""

    family_id = "paskahousu"

    def __init__(
        self,
        rules: PaskahousuRules,
        num_players: int,
        *,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
        chance: ChanceMode | str = ChanceMode.SEEDED,
    ) -> None:
        if not rules.min_players <= num_players <= rules.max_players:
            raise OptionError(
                f"Paskahousu is for {rules.min_players} to {rules.max_players} players, "
                f"not {num_players} (min_players={rules.min_players})"
            )
        super().__init__(rules, num_players, seed=seed, decks=decks, chance=chance)
        self._blank()
        self.dealer = num_players - 1
        self._deal()

    def _blank(self) -> None:
        n = self.num_players
        self.phase = Phase.PLAY
        """Where the match is."""
        self.dealer = 0
        """The dealer of this hand."""
        self.hand_number = 0
        """The hand being played, from 0."""
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        """Every seat's cards."""
        self.known: list[list[Card]] = [[] for _ in range(n)]
        """Per seat, the cards every seat knows to be in that hand."""
        self.stock: list[Card] = []
        """The face-down stock; the top card is the last element."""
        self.pile: list[Card] = []
        """The pile, bottom first."""
        self.fallen: list[Card] = []
        """Cards out of play from fallen piles."""
        self.forced: tuple[Card, ...] = ()
        """The cards the first player must lead."""
        self.current = 0
        """The seat to act."""
        self.out_order: list[int] = []
        """Seats out of this hand, in order."""
        self.is_in: list[bool] = [True] * n
        """Still holding cards in this hand."""
        self.hands_won: list[int] = [0] * n
        """Hands won per seat."""
        self.times_paskahousu: list[int] = [0] * n
        """Hands lost per seat."""
        self.results: list[HandResult] = []
        """Every finished hand's result."""

    # -- dealing ----------------------------------------------------------------

    def _deal(self) -> None:
        """Deal a hand: 2-2-1 (2-2-2 for six cards) from the dealer's left."""
        n = self.num_players
        deck = self.new_deck(PACK_52)
        self.hands = [[] for _ in range(n)]
        self.known = [[] for _ in range(n)]
        self.pile = []
        self.fallen = []
        self.out_order = []
        self.is_in = [True] * n
        packets = (2, 2, 1) if self.rules.hand_size == 5 else (2, 2, 2)
        pos = 0
        for size in packets:
            for k in range(1, n + 1):
                seat = (self.dealer + k) % n
                self.hands[seat].extend(deck[pos : pos + size])
                pos += size
        self.stock = deck[pos:][::-1]
        self.events.append(Dealt(self.hand_number, self.dealer))
        leader, forced = self._first_lead()
        self.current = leader
        self.forced = forced
        self.known[leader] = list(forced)
        self.phase = Phase.FIRST_LEAD
        self.events.append(LeadForced(leader, forced))

    def _first_lead(self) -> tuple[int, tuple[Card, ...]]:
        """The most 3s leads them (else most 4s …), ties clockwise from the dealer's left
        [src: pagat, NOTES 8.3].
        """
        n = self.num_players
        order = [(self.dealer + k) % n for k in range(1, n + 1)]
        for rank in _LEAD_ORDER:
            best, best_seat = 0, -1
            for seat in order:
                count = sum(1 for c in self.hands[seat] if c.rank == rank)
                if count > best:
                    best, best_seat = count, seat
            if best:
                cards = [c for c in self.hands[best_seat] if c.rank == rank]
                return best_seat, tuple(sorted(cards, key=lambda c: c.suit))
        raise AssertionError("no cards dealt")

    # -- legality ---------------------------------------------------------------

    def why_not_rank(self, rank: Rank) -> str | None:
        """Why cards of ``rank`` may not go on the pile now (None if they may), by
        the legality table of NOTES 8.3 (:func:`~.rules.why_not`), ignoring the first
        lead and traps.
        """
        top = self.pile[-1].rank if self.pile else None
        return why_not(self.rules, rank, top, stock_empty=not self.stock)

    def _can_lead_any(self, ranks: Iterable[Rank]) -> bool:
        allowed = playable_ranks(self.rules, None, stock_empty=not self.stock)
        return any(r in allowed for r in ranks)

    def is_stuck(self) -> bool:
        """The pile is empty and the player to act holds no card that may start it: he
        may then lead any cards [our choice, so that every hand ends].
        """
        return (
            self.phase == Phase.PLAY
            and not self.pile
            and not self._can_lead_any({c.rank for c in self.hands[self.current]})
        )

    # -- the protocol -----------------------------------------------------------

    def current_player(self) -> int:
        """The seat to act, or TERMINAL."""
        return TERMINAL if self.phase == Phase.OVER else self.current

    def is_terminal(self) -> bool:
        """Has the last hand of the match ended?"""
        return self.phase == Phase.OVER

    def legal_actions(self) -> list[PaskahousuAction]:
        """Every legal action: plays by rank then suit subset, then pickup, then try."""
        if self.phase == Phase.OVER:
            return []
        if self.phase == Phase.FIRST_LEAD:
            return [Play(self.forced)]
        if self.phase == Phase.TRAPPED:
            return [_PICKUP]
        hand = self.hands[self.current]
        by_rank: dict[Rank, int] = {}
        for c in hand:
            by_rank[c.rank] = by_rank.get(c.rank, 0) | (1 << c.suit)
        top = self.pile[-1].rank if self.pile else None
        allowed = playable_ranks(self.rules, top, stock_empty=not self.stock)
        if top is None and not self._can_lead_any(by_rank):
            allowed = frozenset(Rank)  # the stuck leader may lead anything
        actions: list[PaskahousuAction] = []
        for rank in sorted(by_rank):
            if rank in allowed:
                base = (rank - 2) * 15 - 1
                actions.extend(_ALL_PLAYS[base + m] for m in _SUBMASKS[by_rank[rank]])
        if self.pile:
            actions.append(_PICKUP)
        if self.rules.try_stock and self.stock:
            actions.append(_TRY)
        return actions

    def _check(self, action: Action) -> None:
        seat = self.current
        if isinstance(action, Play):
            hand = self.hands[seat]
            missing = [c for c in action.cards if c not in hand]
            if missing:
                raise IllegalActionError(
                    f"cannot {action}: seat {seat} does not hold {format_cards(missing)}"
                )
            if self.phase == Phase.FIRST_LEAD:
                if action.cards != self.forced:
                    raise IllegalActionError(
                        f"cannot {action}: the player with the most of the lowest rank must "
                        f"lead those cards ({format_cards(self.forced)})"
                    )
                return
            if self.phase == Phase.TRAPPED:
                raise IllegalActionError(
                    f"cannot {action}: a Ten or Ace was played to the empty pile, "
                    f"so seat {seat} must pick it up"
                )
            reason = self.why_not_rank(action.rank)
            if reason is not None and not self.is_stuck():
                raise IllegalActionError(f"cannot {action}: {reason}")
        elif isinstance(action, PickUp):
            if self.phase == Phase.FIRST_LEAD:
                raise IllegalActionError(
                    f"cannot pick up: seat {seat} must lead {format_cards(self.forced)} first"
                )
            if not self.pile:
                raise IllegalActionError("cannot pick up: the pile is empty")
        elif isinstance(action, TryStock):
            if not self.rules.try_stock:
                raise IllegalActionError("cannot try: trying the stock is off (try_stock)")
            if self.phase == Phase.FIRST_LEAD:
                raise IllegalActionError(
                    f"cannot try: seat {seat} must lead {format_cards(self.forced)} first"
                )
            if self.phase == Phase.TRAPPED:
                raise IllegalActionError(
                    f"cannot try: a Ten or Ace was played to the empty pile, "
                    f"so seat {seat} must pick it up"
                )
            if not self.stock:
                raise IllegalActionError("cannot try: the stock is exhausted")
        else:  # pragma: no cover - check() filters foreign types
            raise MalformedActionError(f"{action!r} is not a Paskahousu action")

    def _apply(self, action: Action) -> None:
        seat = self.current
        if isinstance(action, Play):
            hand, known = self.hands[seat], self.known[seat]
            for c in action.cards:
                hand.remove(c)
                if c in known:
                    known.remove(c)
            self.forced = ()
            self._place(seat, action.cards)
        elif isinstance(action, PickUp):
            self._pick_up(seat, ())
        else:
            card = self.stock.pop()
            fits = self.why_not_rank(card.rank) is None
            self.events.append(TriedStock(seat, card, fits))
            if fits:
                self._place(seat, (card,))
            else:
                self._pick_up(seat, (card,))

    def _pick_up(self, seat: int, extra: tuple[Card, ...]) -> None:
        cards = (*self.pile, *extra)
        self.hands[seat].extend(cards)
        self.known[seat].extend(cards)
        self.pile = []
        self.phase = Phase.PLAY
        self.events.append(PickedUp(seat, cards))
        self._end_turn(seat, fell=False)

    def _place(self, seat: int, cards: tuple[Card, ...]) -> None:
        rules = self.rules
        was_empty = not self.pile
        self.pile.extend(cards)
        self.phase = Phase.PLAY
        self.events.append(Played(seat, cards))
        rank = cards[0].rank
        pile = self.pile
        reason = ""
        if (
            len(pile) >= 4
            and pile[-2].rank == pile[-3].rank == pile[-4].rank == rank
            and not (rank == Rank.TWO and rules.twos_never_fall)
        ):
            reason = "four of a kind"
        elif rules.is_killer(rank):
            if was_empty:
                self.phase = Phase.TRAPPED
            else:
                reason = "a Ten" if rank == Rank.TEN else "an Ace"
        if reason:
            self.events.append(PileFell(seat, len(pile), reason))
            self.fallen.extend(pile)
            self.pile = []
        self._end_turn(seat, fell=bool(reason))

    def _end_turn(self, seat: int, *, fell: bool) -> None:
        """Refill, see who is out, pass the turn, and end the hand when one is left."""
        hand = self.hands[seat]
        if not (fell and hand and not self.rules.refill_after_fall):
            self._refill(seat)
        if not hand and not self.stock:
            self.is_in[seat] = False
            self.out_order.append(seat)
            self.events.append(WentOut(seat, len(self.out_order)))
        if sum(self.is_in) <= 1:
            self._end_hand()
            return
        if fell and self.is_in[seat]:
            self.current = seat
        else:
            self.current = self._next_in(seat)
            if self.phase == Phase.TRAPPED:
                self.events.append(TrapSet(seat, self.current))

    def _refill(self, seat: int) -> None:
        hand, stock = self.hands[seat], self.stock
        count = 0
        while len(hand) < self.rules.hand_size and stock:
            hand.append(stock.pop())
            count += 1
        if count:
            self.events.append(Drew(seat, count))

    def _next_in(self, seat: int) -> int:
        n = self.num_players
        for k in range(1, n + 1):
            nxt = (seat + k) % n
            if self.is_in[nxt]:
                return nxt
        return seat

    def _end_hand(self) -> None:
        loser = self.is_in.index(True)
        winner = self.out_order[0]
        self.events.append(HandEnded(winner, loser))
        self.results.append(
            hand_result(
                self.hand_number,
                self.out_order,
                loser,
                sorted(self.hands[loser]),
                self.num_players,
            )
        )
        self.hands_won[winner] += 1
        self.times_paskahousu[loser] += 1
        if self.hand_number + 1 >= self.rules.hands:
            self.phase = Phase.OVER
            return
        self.hand_number += 1
        self.dealer = loser
        self._deal()

    def returns(self) -> list[float]:
        """1/k for each of the k seats with the most hands won, once the match is over."""
        if self.phase != Phase.OVER:
            return [0.0] * self.num_players
        return match_returns(self.hands_won)

    def hand_result(self) -> HandResult | None:
        """The last finished hand's result."""
        return self.results[-1] if self.results else None

    def standings(self) -> list[Standing]:
        """Hands won per seat; who is out of the current hand."""
        over = self.phase == Phase.OVER
        returns = self.returns()
        out = []
        for seat in range(self.num_players):
            label = f"{self.hands_won[seat]} won, {self.times_paskahousu[seat]} paskahousu"
            if not over and not self.is_in[seat]:
                label += f"; out ({self.out_order.index(seat) + 1})"
            out.append(
                Standing(
                    seat=seat,
                    score=float(self.hands_won[seat]),
                    label=label,
                    is_out=not over and not self.is_in[seat],
                    is_winner=returns[seat] > 0,
                )
            )
        return out

    def view(self, seat: int) -> PaskahousuView:
        """What ``seat`` may know."""
        return PaskahousuView(
            seat=seat,
            num_players=self.num_players,
            current_player=self.current_player(),
            hand_number=self.hand_number,
            rules=self.rules,
            phase=self.phase,
            dealer=self.dealer,
            hand=tuple(sorted(self.hands[seat])),
            pile=tuple(self.pile),
            stock_size=len(self.stock),
            fallen=tuple(self.fallen),
            hand_sizes=tuple(len(h) for h in self.hands),
            known=tuple(tuple(sorted(k)) for k in self.known),
            forced_lead=self.forced,
            out_order=tuple(self.out_order),
            hands_won=tuple(self.hands_won),
            times_paskahousu=tuple(self.times_paskahousu),
            last_result=self.hand_result(),
        )

    def clone(self) -> PaskahousuState:
        """An independent copy."""
        other = PaskahousuState.__new__(PaskahousuState)
        self.copy_base_into(other)
        other.phase = self.phase
        other.dealer = self.dealer
        other.hand_number = self.hand_number
        other.hands = [list(h) for h in self.hands]
        other.known = [list(k) for k in self.known]
        other.stock = list(self.stock)
        other.pile = list(self.pile)
        other.fallen = list(self.fallen)
        other.forced = self.forced
        other.current = self.current
        other.out_order = list(self.out_order)
        other.is_in = list(self.is_in)
        other.hands_won = list(self.hands_won)
        other.times_paskahousu = list(self.times_paskahousu)
        other.results = list(self.results)
        return other

    def parse_action(self, text: str) -> PaskahousuAction:
        """Parse ``play 7h 7s``, ``pickup`` or ``try``."""
        return parse_action(text)

    def action_id(self, action: Action) -> int:
        """The dense id (plays 0..194, pickup 195, try 196)."""
        if not isinstance(action, PaskahousuAction):
            raise MalformedActionError(f"{action!r} is not a Paskahousu action")
        return action.id

    def action_from_id(self, action_id: int) -> PaskahousuAction:
        """The action with this id."""
        return action_from_id(action_id)

    def num_distinct_actions(self) -> int:
        """197: 13 ranks x 15 suit subsets, pickup, try."""
        return NUM_ACTIONS

    @property
    def action_type(self) -> type[Action]:
        """:class:`PaskahousuAction`."""
        return PaskahousuAction

    def all_cards(self) -> list[Card]:
        """Every card of the hand's pack: hands, pile, stock and fallen piles."""
        cards = [c for h in self.hands for c in h]
        return cards + self.pile + self.stock + self.fallen


_FIRST_LEAD_TRIES = 500
"""How many deals :func:`sample_state` tries to match the announced first lead."""


def sample_state(view: PaskahousuView, rng: random.Random) -> PaskahousuState:
    """A full state consistent with ``view``: the hidden cards (the stock and the unknown
    part of the other hands) dealt at random from the cards the view cannot see.

    Known cards stay in their hands.  Before the first play, the deal is also made to
    agree with the announced first lead (nobody else holds more of the lowest rank), by
    rejection, up to a bounded number of tries.
    """
    n = view.num_players
    state = PaskahousuState.__new__(PaskahousuState)
    State.__init__(state, view.rules, n, seed=rng.getrandbits(32))
    state._blank()
    seen = set(view.hand) | set(view.pile) | set(view.fallen)
    for seat in range(n):
        if seat != view.seat:
            seen.update(view.known[seat])
    unseen = [c for c in PACK_52 if c not in seen]
    hidden = [0 if s == view.seat else view.hand_sizes[s] - len(view.known[s]) for s in range(n)]
    if len(unseen) - sum(hidden) != view.stock_size:
        raise ValueError(f"view is inconsistent: {len(unseen)} unseen cards, {hidden} hidden")
    state.dealer = view.dealer
    announced = (view.current_player, view.forced_lead)
    for _ in range(_FIRST_LEAD_TRIES):
        rng.shuffle(unseen)
        rest = iter(unseen)
        for seat in range(n):
            own = view.hand if seat == view.seat else view.known[seat]
            state.hands[seat] = [*own, *(next(rest) for _ in range(hidden[seat]))]
        if view.phase != Phase.FIRST_LEAD or state._first_lead() == announced:
            break
    state.stock = unseen[sum(hidden) :]
    state.known = [list(k) for k in view.known]
    state.pile = list(view.pile)
    state.fallen = list(view.fallen)
    state.phase = view.phase
    state.hand_number = view.hand_number
    state.forced = view.forced_lead
    state.current = view.current_player if view.current_player >= 0 else 0
    state.out_order = list(view.out_order)
    state.is_in = [s not in view.out_order for s in range(n)]
    state.hands_won = list(view.hands_won)
    state.times_paskahousu = list(view.times_paskahousu)
    state.results = [view.last_result] if view.last_result is not None else []
    return state
