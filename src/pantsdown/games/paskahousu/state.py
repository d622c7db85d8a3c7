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

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, Final

from pantsdown.core.cards import PACK_52, Card, Rank, format_cards
from pantsdown.core.compiled import mypyc_attr
from pantsdown.core.errors import (
    IllegalActionError,
    MalformedActionError,
    OptionError,
    PositionError,
)
from pantsdown.core.fields import (
    BOOLS,
    CARD_LISTS,
    CARD_TUPLE_LISTS,
    CARD_TUPLES,
    CARDS,
    INT,
    INT_TUPLE,
    INTS,
    Field,
    Seen,
    enum_codec,
    results_codec,
)
from pantsdown.core.log import Log
from pantsdown.core.protocol import (
    CHANCE,
    LAST_LEGAL,
    TERMINAL,
    ChanceMode,
    GameFacts,
    HandResult,
    Standing,
    State,
    View,
)
from pantsdown.core.seats import deal_packets, next_seat, seats_after, with_seat
from pantsdown.games.paskahousu.actions import (
    NUM_ACTIONS,
    PICKUP_ID,
    PaskahousuAction,
    PickUp,
    Play,
    TryStock,
    action_from_id,
)
from pantsdown.games.paskahousu.events import (
    EVENT_TYPES,
    Drew,
    FellBy,
    HandCalled,
    HandDealt,
    HandEnded,
    LeadForced,
    PickedUp,
    PileFell,
    Played,
    TrapSet,
    TriedStock,
    WentOut,
)
from pantsdown.games.paskahousu.notation import parse_action
from pantsdown.games.paskahousu.order import is_killer
from pantsdown.games.paskahousu.rules import PaskahousuRules, playable_ranks, why_not
from pantsdown.games.paskahousu.scoring import hand_result, match_returns
from pantsdown.games.paskahousu.view import PaskahousuView, Phase

__all__ = ["PaskahousuState", "PaskahousuView", "Phase", "lead_order"]

_ALL_PLAYS: Final[tuple[PaskahousuAction, ...]] = tuple(action_from_id(i) for i in range(PICKUP_ID))
_PICKUP: Final = PickUp()
_TRY: Final = TryStock()
_SUBMASKS: Final = tuple(
    tuple(m for m in range(1, full + 1) if m & full == m) for full in range(16)
)
"""Every non-empty subset of a suit mask, in increasing order."""
_LEAD_ORDER: Final = (*(r for r in Rank if r != Rank.TWO), Rank.TWO)
"""Ranks in playing order, 3 .. A, then 2 (for finding the first player)."""
_LEAD_ORDER_TWOS_LOW: Final = tuple(Rank)
"""Ranks in playing order where Twos are low: 2, 3 .. A."""
_SPECIAL: Final = frozenset((Rank.TWO, Rank.TEN, Rank.ACE))
"""The strong ranks that ``one_special_per_play`` allows one at a time."""
_EVERY_RANK: Final = frozenset(Rank)
"""What a leader who may lead none of his ranks may lead: any."""
_TWO: Final = Rank.TWO
_TEN: Final = Rank.TEN
"""Ranks read as module constants: compiled, not through the enum class."""


def _playable(rules: PaskahousuRules, top: Rank | None, stock_empty: bool) -> frozenset[Rank]:
    """:func:`playable_ranks`, read from the rules' table here (compiled, no Python
    call); the table's first reading of a ``top`` and ``stock_empty`` fills it there.
    """
    found = rules._playable.get((top, stock_empty))
    if found is None:
        return playable_ranks(rules, top, stock_empty=stock_empty)
    return found


# the phases as module constants: compiled, a member read through the (interpreted) enum
# class calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_DEAL: Final = Phase.DEAL
_FIRST_LEAD: Final = Phase.FIRST_LEAD
_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY
_TRAPPED: Final = Phase.TRAPPED
_TRIED: Final = Phase.TRIED


_ORDER: Final[dict[Card, int]] = {c: int(c.rank) * 4 + int(c.suit) for c in PACK_52}
"""Each card's place in the order of ``sorted(cards)`` (rank, then suit), as a number:
sorting known cards by it calls no Python comparison."""


def lead_order(rules: PaskahousuRules) -> tuple[Rank, ...]:
    """The ranks in the order the first lead looks for them: 3 .. A, then 2; 2 .. A
    where Twos are low (``twos_low``).
    """
    return _LEAD_ORDER_TWOS_LOW if rules.twos_low else _LEAD_ORDER


_DEAL_ORDERS: Final[tuple[tuple[tuple[int, ...], ...], ...]] = tuple(
    tuple(tuple(seats_after(dealer, n)) for dealer in range(n)) for n in range(7)
)
"""Per number of players (up to the rules' six), per dealer: the seats from the
dealer's left, the dealer last."""


def _deal_order(dealer: int, n: int) -> tuple[int, ...]:
    """The seats from the dealer's left, the dealer last (precomputed per table)."""
    if n < len(_DEAL_ORDERS):
        return _DEAL_ORDERS[n][dealer]
    return tuple(seats_after(dealer, n))


# open to interpreted subclasses: then, as in Python, ``__new__`` leaves ``__init__``
# to the caller (``bare_instance``, ``clone``)
@mypyc_attr(allow_interpreted_subclasses=True)
class PaskahousuState(State[PaskahousuRules, PaskahousuAction, PaskahousuView]):
    """A Paskahousu match (``rules.hands`` deals)."""

    family_id = "paskahousu"
    FIELDS: ClassVar[dict[str, Field]] = {
        "phase": Field(enum_codec(Phase), Seen.PUBLIC, "where the match is"),
        "dealer": Field(INT, Seen.PUBLIC, "the dealer of this hand"),
        "hand_number": Field(INT, Seen.PUBLIC, "the hand being played, from 0"),
        "turns": Field(INT, Seen.PUBLIC, "turns taken in this hand (max_turns calls it)"),
        "to_act": Field(INT, Seen.INTERNAL, "the seat to act (views: current_player)"),
        "hands": Field(
            CARD_LISTS, Seen.OWN, "every seat's cards", view_name="hand", sizes_name="hand_sizes"
        ),
        "known": Field(
            CARD_TUPLE_LISTS, Seen.PUBLIC, "per seat, the cards every seat knows it holds (sorted)"
        ),
        "forced_lead": Field(CARD_TUPLES, Seen.PUBLIC, "the cards the first player must lead"),
        "stock": Field(
            CARDS, Seen.HIDDEN, "the face-down stock, top last", sizes_name="stock_size"
        ),
        "pile": Field(CARDS, Seen.PUBLIC, "the pile, bottom first"),
        "fallen": Field(CARDS, Seen.PUBLIC, "cards out of play from fallen piles"),
        "out_order": Field(INTS, Seen.PUBLIC, "the seats out of this hand, first out first"),
        "in_hand": Field(BOOLS, Seen.INTERNAL, "still holding cards (views: out_order)"),
        "hands_won": Field(INT_TUPLE, Seen.PUBLIC, "hands won per seat"),
        "times_paskahousu": Field(INT_TUPLE, Seen.PUBLIC, "hands lost per seat"),
        "results": Field(
            results_codec(EVENT_TYPES),
            Seen.INTERNAL,
            "every finished hand's result (views: the last)",
        ),
    }
    __slots__ = tuple(FIELDS)
    """The fields above and nothing else, in slots (see ``State.__slots__``)."""

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
        self.start_hand()

    def _blank(self) -> None:
        n = self.num_players
        self.phase = _DEAL
        """Where the match is."""
        self.dealer = 0
        """The dealer of this hand."""
        self.hand_number = 0
        """The hand being played, from 0."""
        self.turns = 0
        """Turns (decisions) taken in this hand."""
        self.to_act = 0
        """The seat to act."""
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        """Every seat's cards."""
        self.known: list[tuple[Card, ...]] = [()] * n
        """Per seat, the cards every seat knows to be in that hand (kept sorted)."""
        self.forced_lead: tuple[Card, ...] = ()
        """The cards the first player must lead."""
        self.stock: list[Card] = []
        """The face-down stock; the top card is the last element."""
        self.pile: list[Card] = []
        """The pile, bottom first."""
        self.fallen: list[Card] = []
        """Cards out of play from fallen piles."""
        self.out_order: list[int] = []
        """Seats out of this hand, in order."""
        self.in_hand: list[bool] = [True] * n
        """Still holding cards in this hand."""
        self.hands_won: tuple[int, ...] = (0,) * n
        """Hands won per seat."""
        self.times_paskahousu: tuple[int, ...] = (0,) * n
        """Hands lost per seat."""
        self.results: Log[HandResult] = Log()
        """Every finished hand's result."""

    def copy_fields_into(self, other: State[Any, Any, Any]) -> None:
        """Copy every field of ``FIELDS`` into a fresh clone, as the copier generated
        from ``FIELDS`` does, written out so that it compiles to direct slot copies
        (``tests/conformance/test_contracts.py`` checks that it copies each field).
        """
        assert isinstance(other, PaskahousuState)
        other.phase = self.phase
        other.dealer = self.dealer
        other.hand_number = self.hand_number
        other.turns = self.turns
        other.to_act = self.to_act
        other.hands = [v.copy() for v in self.hands]
        other.known = self.known.copy()
        other.forced_lead = self.forced_lead
        other.stock = self.stock.copy()
        other.pile = self.pile.copy()
        other.fallen = self.fallen.copy()
        other.out_order = self.out_order.copy()
        other.in_hand = self.in_hand.copy()
        other.hands_won = self.hands_won
        other.times_paskahousu = self.times_paskahousu
        other.results = self.results.copy()

    def load_view_fields(self, view: View) -> None:
        """Set every public field from ``view``, as the loader worked out from ``FIELDS``
        does, written out so that it compiles to direct slot writes
        (``tests/conformance/test_contracts.py`` checks that it sets each field as
        that one does).
        """
        assert isinstance(view, PaskahousuView)
        LAST_LEGAL.forget()
        self.phase = view.phase
        self.dealer = view.dealer
        self.hand_number = view.hand_number
        self.turns = view.turns
        self.known = list(view.known)
        self.forced_lead = tuple(view.forced_lead)
        self.pile = list(view.pile)
        self.fallen = list(view.fallen)
        self.out_order = list(view.out_order)
        self.hands_won = tuple(view.hands_won)
        self.times_paskahousu = tuple(view.times_paskahousu)

    @classmethod
    def game_facts(cls, rules: PaskahousuRules, num_players: int) -> GameFacts:
        """197 actions; a hand takes at most ``max_turns`` decisions; ``hands`` hands."""
        return GameFacts(
            num_distinct_actions=NUM_ACTIONS,
            max_decisions_per_hand=rules.max_turns,
            max_hands=rules.hands,
            min_return=0.0,
            max_return=1.0,
            bound=(
                "every decision (play, pickup or try) is one turn of the hand, and a hand "
                "is called as soon as it has lasted max_turns turns (the max_turns option), "
                "so no hand takes more than max_turns decisions; a match deals exactly "
                "`hands` hands (the hands option) and then ends"
            ),
        )

    # -- dealing ----------------------------------------------------------------

    def hand_pack(self) -> Sequence[Card]:
        """One 52-card pack."""
        return PACK_52

    def _clear_table(self) -> None:
        """Gather the cards in for the next deal (the table is empty while it is shuffled)."""
        n = self.num_players
        self.hands = [[] for _ in range(n)]
        self.known = [()] * n
        self.forced_lead = ()
        self.stock = []
        self.pile = []
        self.fallen = []
        self.out_order = []
        self.in_hand = [True] * n
        self.turns = 0

    def deal(self, deck: list[Card]) -> None:
        """Deal a hand: 2-2-1 (2-2-2 for six cards) from the dealer's left."""
        n = self.num_players
        self._clear_table()
        packets = (2, 2, 1) if self.rules.hand_size == 5 else (2, 2, 2)
        pos = deal_packets(deck, _deal_order(self.dealer, n), packets, self.hands)
        self.stock = deck[pos:][::-1]
        self.events.append(HandDealt(self.hand_number, self.dealer))
        leader, forced = self.first_lead()
        self.to_act = leader
        self.forced_lead = forced
        self.known[leader] = tuple(forced)
        self.phase = _FIRST_LEAD
        lowest = self.rules.first_lead == "lowest_card"
        self.events.append(LeadForced(leader, forced, lowest_card=lowest))

    def first_lead(self) -> tuple[int, tuple[Card, ...]]:
        """The most 3s leads them (else most 4s …), ties clockwise from the dealer's left
        [src: pagat, NOTES 8.3]; or, with ``first_lead=lowest_card``, the first holder of
        the lowest card from the dealer's left leads that one card. Where
        ``one_special_per_play`` allows one Two, Ten or Ace, one of them is led.
        """
        order = _deal_order(self.dealer, self.num_players)
        rules = self.rules
        lowest = rules.first_lead == "lowest_card"
        hands = self.hands
        for rank in lead_order(rules):
            best, best_seat = 0, -1
            for seat in order:
                count = 0
                for c in hands[seat]:
                    if c.rank is rank:  # ranks are enum members: one object each
                        count += 1
                if count > best:
                    best, best_seat = count, seat
                    if lowest:
                        break
            if best:
                cards = [c for c in hands[best_seat] if c.rank is rank]
                if len(cards) > 1:
                    cards.sort(key=_ORDER.__getitem__)  # as sorted(): by rank, then suit
                if lowest or (rules.one_special_per_play and rank in _SPECIAL):
                    cards = cards[:1]
                return best_seat, tuple(cards)
        raise AssertionError("no cards dealt")

    # -- legality ---------------------------------------------------------------

    def why_not_rank(self, rank: Rank) -> str | None:
        """Why cards of ``rank`` may not go on the pile now (None if they may), by
        the legality table of NOTES 8.3 (:func:`~.rules.why_not`), ignoring the first
        lead and traps.
        """
        top = self.pile[-1].rank if self.pile else None
        return why_not(self.rules, rank, top, stock_empty=not self.stock)

    def _can_lead_any(self, ranks: Iterable[int]) -> bool:
        allowed = _playable(self.rules, None, not self.stock)
        return any(r in allowed for r in ranks)

    def is_stuck(self) -> bool:
        """The pile is empty and the player to act holds no card that may start it: he
        may then lead any cards [our choice, so that every hand ends].
        """
        return (
            self.phase in (_PLAY, _TRIED)
            and not self.pile
            and not self._can_lead_any({c.rank for c in self.hands[self.to_act]})
        )

    # -- the protocol -----------------------------------------------------------

    def current_player(self) -> int:
        """The seat to act, TERMINAL, or CHANCE (a hand being shuffled)."""
        phase = self.phase
        if phase is _OVER:
            return TERMINAL
        if phase is _DEAL:
            return CHANCE
        return self.to_act

    def is_terminal(self) -> bool:
        """Has the last hand of the match ended?"""
        return self.phase is _OVER

    def legal_actions(self) -> list[PaskahousuAction]:
        """Every legal action: plays by rank then suit subset, then pickup, then try."""
        phase = self.phase
        if phase is _OVER or phase is _DEAL:
            return []
        if phase is _FIRST_LEAD:
            return [Play(self.forced_lead)]
        if phase is _TRAPPED:
            return [_PICKUP]
        hand = self.hands[self.to_act]
        # per rank (its value, 2 to 14), one bit per suit held: plain integers read off
        # the card indices (suit * 13 + rank - 2), no dict keyed by enum members
        suits = [0] * 15
        held: list[int] = []
        for c in hand:
            i = c.index
            rank = i % 13 + 2
            if not suits[rank]:
                held.append(rank)
            suits[rank] |= 1 << (i // 13)
        held.sort()  # lowest first
        top = self.pile[-1].rank if self.pile else None
        allowed = _playable(self.rules, top, not self.stock)
        if top is None and not self._can_lead_any(held):
            allowed = _EVERY_RANK  # the stuck leader may lead anything
        actions: list[PaskahousuAction] = []
        single = self.rules.one_special_per_play
        for rank in held:
            if rank in allowed:  # a Rank is an int: its value finds it in a set of Ranks
                base = (rank - 2) * 15 - 1
                masks = _SUBMASKS[suits[rank]]
                if single and rank in _SPECIAL:
                    masks = tuple(m for m in masks if m & (m - 1) == 0)
                actions.extend(_ALL_PLAYS[base + m] for m in masks)
        if self.pile:
            actions.append(_PICKUP)
        if self.rules.try_stock and self.stock and phase is not _TRIED:
            actions.append(_TRY)
        LAST_LEGAL.entry = (self, actions)  # apply takes one as checked (see LegalMemo)
        return actions

    def _check(self, action: PaskahousuAction) -> None:
        seat = self.to_act
        if isinstance(action, Play):
            hand = self.hands[seat]
            missing = [c for c in action.cards if c not in hand]
            if missing:
                raise IllegalActionError(
                    f"cannot {action}: seat {seat} does not hold {format_cards(missing)}"
                )
            if self.phase == _FIRST_LEAD:
                if action.cards != self.forced_lead:
                    raise IllegalActionError(
                        f"cannot {action}: the player with the most of the lowest rank must "
                        f"lead those cards ({format_cards(self.forced_lead)})"
                    )
                return
            if self.phase == _TRAPPED:
                raise IllegalActionError(
                    f"cannot {action}: a Ten or Ace was played to the empty pile, "
                    f"so seat {seat} must pick it up"
                )
            reason = self.why_not_rank(action.rank)
            if reason is not None and not self.is_stuck():
                raise IllegalActionError(f"cannot {action}: {reason}")
            if (
                self.rules.one_special_per_play
                and action.rank in _SPECIAL
                and len(action.cards) > 1
            ):
                raise IllegalActionError(
                    f"cannot {action}: a play may hold at most one Two, Ten or Ace "
                    "(one_special_per_play)"
                )
        elif isinstance(action, PickUp):
            if self.phase == _FIRST_LEAD:
                raise IllegalActionError(
                    f"cannot pick up: seat {seat} must lead {format_cards(self.forced_lead)} first"
                )
            if not self.pile:
                raise IllegalActionError("cannot pick up: the pile is empty")
        elif isinstance(action, TryStock):
            if not self.rules.try_stock:
                raise IllegalActionError("cannot try: trying the stock is off (try_stock)")
            if self.phase == _FIRST_LEAD:
                raise IllegalActionError(
                    f"cannot try: seat {seat} must lead {format_cards(self.forced_lead)} first"
                )
            if self.phase == _TRAPPED:
                raise IllegalActionError(
                    f"cannot try: a Ten or Ace was played to the empty pile, "
                    f"so seat {seat} must pick it up"
                )
            if not self.stock:
                raise IllegalActionError("cannot try: the stock is exhausted")
            if self.phase == _TRIED:
                raise IllegalActionError(
                    f"cannot try: seat {seat} has tried the stock this turn already and now "
                    "plays from their hand or picks up (try_stock_to_hand)"
                )
        else:  # pragma: no cover - check() filters foreign types
            raise MalformedActionError(f"{action!r} is not a Paskahousu action")

    def _apply(self, action: PaskahousuAction) -> None:
        seat = self.to_act
        self.turns += 1
        if isinstance(action, Play):
            hand, known = self.hands[seat], self.known[seat]
            for c in action.cards:
                hand.remove(c)
            if known:
                left = list(known)
                for c in action.cards:
                    if c in left:
                        left.remove(c)
                self.known[seat] = tuple(left)
            self.forced_lead = ()
            self._place(seat, action.cards)
        elif isinstance(action, PickUp):
            self._pick_up(seat, ())
        else:
            card = self.stock.pop()
            fits = self.why_not_rank(card.rank) is None
            kept = not fits and self.rules.try_stock_to_hand
            self.events.append(TriedStock(seat, card, fits, kept=kept))
            if fits:
                self._place(seat, (card,))
            elif kept:
                self._keep_tried(seat, card)
            else:
                self._pick_up(seat, (card,))

    def _keep_tried(self, seat: int, card: Card) -> None:
        """``try_stock_to_hand``: the tried card joins the hand (every seat saw it) and the
        turn goes on, unless the hand has now lasted ``max_turns`` turns.
        """
        self.hands[seat].append(card)
        self.known[seat] = tuple(sorted((*self.known[seat], card), key=_ORDER.__getitem__))
        self.phase = _TRIED
        if self.turns >= self.rules.max_turns:
            self._call_hand()

    def _pick_up(self, seat: int, extra: tuple[Card, ...]) -> None:
        cards = (*self.pile, *extra)
        self.hands[seat].extend(cards)
        self.known[seat] = tuple(sorted((*self.known[seat], *cards), key=_ORDER.__getitem__))
        self.pile = []
        self.phase = _PLAY
        self.events.append(PickedUp(seat, cards))
        self._end_turn(seat, fell=False)

    def _place(self, seat: int, cards: tuple[Card, ...]) -> None:
        rules = self.rules
        was_empty = not self.pile
        self.pile.extend(cards)
        self.phase = _PLAY
        self.events.append(Played(seat, cards))
        rank = cards[0].rank
        pile = self.pile
        reason: FellBy | None = None
        if (
            len(pile) >= 4
            and pile[-2].rank == pile[-3].rank == pile[-4].rank == rank
            and not (rank == _TWO and rules.twos_never_fall)
        ):
            reason = "four_of_a_kind"
        elif is_killer(rank, rules):
            if was_empty and rules.empty_pile_trap:
                self.phase = _TRAPPED
            else:
                reason = "ten" if rank == _TEN else "ace"
        if reason is not None:
            self.events.append(PileFell(seat, len(pile), reason))
            self.fallen.extend(pile)
            self.pile = []
        again = rank == _TWO and rules.two_plays_again
        self._end_turn(seat, fell=reason is not None, again=again)

    def _end_turn(self, seat: int, *, fell: bool, again: bool = False) -> None:
        """Refill, see who is out, pass the turn, end the hand when one is left (or when
        it has lasted ``max_turns`` turns). The seat plays on after a fall, or when
        ``again`` (a Two under ``two_plays_again``), while it holds cards.
        """
        hand = self.hands[seat]
        if not (fell and hand and not self.rules.refill_after_fall):
            self._refill(seat)
        in_hand = self.in_hand
        if not hand and not self.stock:
            in_hand[seat] = False
            self.out_order.append(seat)
            self.events.append(WentOut(seat, len(self.out_order)))
        if sum(in_hand) <= 1:
            self._end_hand(self.out_order, in_hand.index(True))
            return
        if self.turns >= self.rules.max_turns:
            self._call_hand()
            return
        if (fell or again) and in_hand[seat]:
            self.to_act = seat
        else:
            self.to_act = next_seat(seat, self.num_players, in_hand)
            if self.phase == _TRAPPED:
                self.events.append(TrapSet(seat, self.to_act))

    def _refill(self, seat: int) -> None:
        hand, stock = self.hands[seat], self.stock
        count = 0
        while len(hand) < self.rules.hand_size and stock:
            hand.append(stock.pop())
            count += 1
        if count:
            self.events.append(Drew(seat, count))

    def _call_hand(self) -> None:
        """The hand has lasted ``max_turns`` turns: the seat holding the most cards is the
        paskahousu, the others still in are placed by fewest cards (ties: the first from
        the dealer's left) [our choice, see ``rules.max_turns``].
        """
        order = _deal_order(self.dealer, self.num_players)
        still = [s for s in order if self.in_hand[s]]
        loser = max(still, key=lambda s: len(self.hands[s]))  # max keeps the first of ties
        placed = sorted((s for s in still if s != loser), key=lambda s: len(self.hands[s]))
        called = HandCalled(self.turns, loser, tuple(len(h) for h in self.hands))
        self.events.append(called)
        self._end_hand([*self.out_order, *placed], loser, called)

    def _end_hand(
        self, placed: Sequence[int], loser: int, called: HandCalled | None = None
    ) -> None:
        winner = placed[0]
        ended = HandEnded(winner, loser)
        self.events.append(ended)
        self.results.append(
            hand_result(
                self.hand_number,
                placed,
                loser,
                sorted(self.hands[loser]),
                self.num_players,
                (ended,) if called is None else (called, ended),
            )
        )
        self.hands_won = with_seat(self.hands_won, winner, self.hands_won[winner] + 1)
        self.times_paskahousu = with_seat(
            self.times_paskahousu, loser, self.times_paskahousu[loser] + 1
        )
        if self.hand_number + 1 >= self.rules.hands:
            self.phase = _OVER
            return
        self.hand_number += 1
        self.dealer = loser
        self.phase = _DEAL
        self._clear_table()
        self.start_hand()

    def returns(self) -> list[float]:
        """1/k for each of the k seats with the most hands won, once the match is over."""
        if self.phase is not _OVER:
            return [0.0] * self.num_players
        return match_returns(self.hands_won)

    def hand_result(self) -> HandResult | None:
        """The last finished hand's result."""
        return self.results[-1] if self.results else None

    def standings(self) -> list[Standing]:
        """Hands won per seat (counts: hands won, times the paskahousu, and the place of a
        seat out of the hand in progress); who is out of the current hand.
        """
        over = self.phase is _OVER
        returns = self.returns()
        out = []
        for seat in range(self.num_players):
            out_now = not over and not self.in_hand[seat]
            counts: tuple[int, ...] = (self.hands_won[seat], self.times_paskahousu[seat])
            if out_now:
                counts += (self.out_order.index(seat) + 1,)
            out.append(
                Standing(
                    seat=seat,
                    score=float(self.hands_won[seat]),
                    kind="out_of_hand" if out_now else "hands_won",
                    counts=counts,
                    is_out=out_now,
                    is_winner=returns[seat] > 0,
                )
            )
        return out

    def view(self, seat: int) -> PaskahousuView:
        """What ``seat`` may know: the declared fields as ``view_fields`` gives them,
        written out so that it compiles to direct slot reads and a native constructor
        (``tests/conformance/test_contracts.py`` checks the two agree), the hand sorted,
        the last result.
        """
        n = self.num_players
        seated = 0 <= seat < n
        if not seated:
            self.view_fields(seat)  # raises the precise error for a seat that is none
        hands = self.hands
        return PaskahousuView(
            seat=seat,
            num_players=n,
            current_player=self.current_player(),
            hand_number=self.hand_number,
            variant=self.variant,
            options=self.options,
            log=self.hand_log(seat),
            rules=self.rules,
            phase=self.phase,
            dealer=self.dealer,
            turns=self.turns,
            hand=tuple(sorted(hands[seat])) if seated else (),
            hand_sizes=tuple([len(h) for h in hands]),
            known=tuple(self.known),
            forced_lead=self.forced_lead,
            stock_size=len(self.stock),
            pile=tuple(self.pile),
            fallen=tuple(self.fallen),
            out_order=tuple(self.out_order),
            hands_won=self.hands_won,
            times_paskahousu=self.times_paskahousu,
            last_result=self.hand_result(),
        )

    # -- positions --------------------------------------------------------------

    def after_position(self) -> None:
        """Refuse a position that does not fit the rules (see :class:`PositionError`)."""
        n = self.num_players
        for name in ("hands", "known", "in_hand", "hands_won", "times_paskahousu"):
            if len(getattr(self, name)) != n:
                raise PositionError(f"{name} has {len(getattr(self, name))} entries, not {n}")
        for name in ("dealer", "to_act"):
            if not 0 <= getattr(self, name) < n:
                raise PositionError(f"{name} {getattr(self, name)} is not a seat (0..{n - 1})")
        if self.phase is _DEAL:
            raise PositionError("phase 'deal' is a shuffle: write the position after the deal")
        if not 0 <= self.hand_number < self.rules.hands:
            raise PositionError(
                f"hand_number {self.hand_number} is not below hands={self.rules.hands}"
            )
        if not 0 <= self.turns <= self.rules.max_turns:
            raise PositionError(f"turns {self.turns} is not in 0..max_turns={self.rules.max_turns}")
        cards = Counter(self.all_cards())
        missing = [c for c in PACK_52 if cards[c] == 0]
        extra = [c for c, k in cards.items() if k > 1]
        if missing or extra or len(cards) != len(PACK_52):
            raise PositionError(
                "the hands, stock, pile and fallen cards must hold the 52-card pack exactly "
                f"once (missing: {format_cards(missing) or '-'}; "
                f"repeated: {format_cards(sorted(extra)) or '-'})"
            )
        for seat in range(n):
            held = Counter(self.hands[seat])
            held.subtract(self.known[seat])
            if any(k < 0 for k in held.values()):
                raise PositionError(f"known cards of seat {seat} are not all in its hand")
            if list(self.known[seat]) != sorted(self.known[seat]):
                raise PositionError(f"known cards of seat {seat} are not sorted")
        if sorted(set(self.out_order)) != sorted(self.out_order) or any(
            not 0 <= s < n for s in self.out_order
        ):
            raise PositionError(f"out_order {self.out_order} repeats a seat or names no seat")
        for seat in range(n):
            if self.in_hand[seat] == (seat in self.out_order):
                raise PositionError(f"in_hand of seat {seat} disagrees with out_order")
            if not self.in_hand[seat] and self.hands[seat]:
                raise PositionError(f"seat {seat} is out of the hand but holds cards")
        if self.out_order and self.stock:
            raise PositionError("a seat is out of the hand while the stock lasts")
        finished = len(self.results) - (1 if self.phase is _OVER else 0)
        if finished != self.hand_number or sum(self.hands_won) != len(self.results):
            raise PositionError(
                f"{len(self.results)} results and {sum(self.hands_won)} hands won do not fit "
                f"hand_number {self.hand_number} (phase {self.phase.name.lower()})"
            )
        if self.phase is _OVER:
            return
        if sum(self.in_hand) < 2:
            raise PositionError("fewer than two seats hold cards in a hand still being played")
        if not self.in_hand[self.to_act]:
            raise PositionError(f"seat {self.to_act} is to act but is out of the hand")
        if self.phase is _FIRST_LEAD:
            held = Counter(self.hands[self.to_act])
            held.subtract(self.forced_lead)
            if not self.forced_lead or any(k < 0 for k in held.values()) or self.pile:
                raise PositionError(
                    "at the first lead the pile is empty and the seat to act holds the "
                    "forced_lead cards"
                )
            try:
                Play(self.forced_lead)
            except MalformedActionError as err:
                raise PositionError(f"forced_lead: {err}") from None
        elif self.forced_lead:
            raise PositionError("forced_lead is only for the first lead of a hand")
        if self.phase is _TRAPPED and not self.pile:
            raise PositionError("phase 'trapped' needs the trap on the pile")

    # -- actions ----------------------------------------------------------------

    def parse_action(self, text: str) -> PaskahousuAction:
        """Parse ``play 7h 7s``, ``pickup`` or ``try``."""
        return parse_action(text)

    def action_id(self, action: PaskahousuAction) -> int:
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
    def action_type(self) -> type[PaskahousuAction]:
        """:class:`PaskahousuAction`."""
        return PaskahousuAction

    def all_cards(self) -> list[Card]:
        """Every card of the hand's pack: hands, pile, stock and fallen piles."""
        cards = [c for h in self.hands for c in h]
        return cards + self.pile + self.stock + self.fallen
