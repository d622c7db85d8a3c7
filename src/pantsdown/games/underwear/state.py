"""The Underwear state machine: a whole game, hand after hand, to the target score.

A hand: deal (7 cards each by default, one at a time from the dealer's left),
turn up the downpile, then turns clockwise from the dealer's left.  On his turn
a player plays onto the downpile, plays onto one of his up-piles, plays
royalties, steals the downpile, or draws (``pass`` once the stock is empty).
With ``double_between_turns``, right after a turn the player holding the most
cards may be asked whether to double (``double_offer``) before the next turn.
The hand ends when a player empties his hand (he alone scores) or when every
player passes in one unbroken cycle (nobody scores).  The game ends when a
player reaches the target score, or when ``max_blocked_hands`` hands in a row
end blocked [our choice].

Seats are people; with the seat-changes rule they move between *table
positions*.  ``table_order`` lists the seats by position, clockwise.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, Final

from pantsdown.core.cards import PACK_52, Card, parse_card
from pantsdown.core.compiled import mypyc_attr
from pantsdown.core.errors import (
    IllegalActionError,
    MalformedActionError,
    OptionError,
    PositionError,
)
from pantsdown.core.fields import (
    BOOL,
    BOOL_TUPLE,
    BOOLS,
    CARD_LISTS,
    CARDS,
    INT,
    INT_TUPLE,
    INTS,
    Codec,
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
    Event,
    GameFacts,
    HandResult,
    Standing,
    State,
    View,
)
from pantsdown.core.seats import deal_packets, next_seat, seats_after, with_seat
from pantsdown.games.underwear.actions import (
    DOUBLE,
    DRAW,
    NO_DOUBLE,
    PASS,
    Double,
    Draw,
    NoDouble,
    Pass,
    PlayDown,
    PlayRoyal,
    PlayUp,
    Steal,
    UnderwearAction,
    card_of,
    is_run,
    space_for,
)
from pantsdown.games.underwear.events import (
    EVENT_TYPES,
    Dealt,
    Doubled,
    DoubleDeclined,
    DownpileCleared,
    DownpileStolen,
    Drew,
    HandBlocked,
    MatchStopped,
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
from pantsdown.games.underwear.view import Phase, UnderwearView, UpPile, UpPileView

__all__ = ["Phase", "UnderwearState", "UnderwearView", "UpPile", "UpPileView"]


# -- codecs of the fields no core codec knows -----------------------------------


def _dump_piles(piles: list[tuple[UpPile, ...]]) -> str:
    def one(pile: UpPile) -> str:
        text = " ".join(str(c) for c in pile.cards)
        return text + " *" if pile.face_down else text

    return " / ".join(" | ".join(one(p) for p in seat) or "-" for seat in piles)


def _load_piles(text: str) -> list[tuple[UpPile, ...]]:
    out: list[tuple[UpPile, ...]] = []
    if not text.strip():
        return out
    for part in text.split("/"):
        seat: list[UpPile] = []
        part = part.strip()
        if part != "-":
            for chunk in part.split("|"):
                words = chunk.split()
                down = bool(words) and words[-1] == "*"
                if down:
                    words.pop()
                if not words:
                    raise PositionError(f"an up-pile in {part!r} has no cards")
                try:
                    seat.append(UpPile(tuple(parse_card(w) for w in words), down))
                except Exception as err:
                    raise PositionError(f"{chunk.strip()!r} is not an up-pile ({err})") from None
        out.append(tuple(seat))
    return out


PILES: Final[Codec[list[tuple[UpPile, ...]]]] = Codec(
    "up-piles",
    list.copy,
    tuple,
    lambda v: [tuple(p) for p in v],
    _dump_piles,
    _load_piles,
    "list",
)
"""Each seat's up-piles (a tuple per seat, which clones share; a state replaces it),
written ``Ac 2c | 4s 10s * / - / ...``: piles separated by ``|``, seats by ``/``, a
face-down pile marked by a final ``*``."""


# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY


_COMPILED: Final = Path(__file__).suffix in (".so", ".pyd")
"""Running as the module compiled by mypyc (some helpers take another way there)."""

_PACKS: Final[dict[int, tuple[Card, ...]]] = {1: PACK_52, 2: PACK_52 * 2}
"""The cards of one or two packs (``UnderwearRules.packs_for`` gives 1 or 2)."""


# open to interpreted subclasses: then, as in Python, ``__new__`` leaves ``__init__``
# to the caller (``bare_instance``, ``clone``)
@mypyc_attr(allow_interpreted_subclasses=True)
class UnderwearState(State[UnderwearRules, UnderwearAction, UnderwearView]):
    """A game of Underwear in progress.  See the module docstring."""

    family_id = "underwear"

    FIELDS: ClassVar[Mapping[str, Field]] = {
        "phase": Field(enum_codec(Phase), Seen.PUBLIC, "where the match is"),
        "hand_number": Field(INT, Seen.PUBLIC, "the hand being played, from 0"),
        "dealer": Field(INT, Seen.PUBLIC, "the seat that dealt this hand"),
        "to_act": Field(INT, Seen.PUBLIC, "the seat to act"),
        "table_order": Field(INTS, Seen.PUBLIC, "the seats by table position, clockwise"),
        "hands": Field(
            CARD_LISTS, Seen.OWN, "each seat's hand", view_name="hand", sizes_name="hand_sizes"
        ),
        "stock": Field(CARDS, Seen.HIDDEN, "the stock, top card last", sizes_name="stock_size"),
        "downpile": Field(CARDS, Seen.PUBLIC, "the downpile, bottom first"),
        "discards": Field(CARDS, Seen.PUBLIC, "cards out of play this hand"),
        "piles": Field(
            PILES, Seen.PUBLIC, "each seat's up-piles, in the order made", view_name="up_piles"
        ),
        "passes": Field(INT, Seen.PUBLIC, "consecutive passes with an empty stock"),
        "has_drawn": Field(BOOL, Seen.PUBLIC, "the seat to act has drawn this turn"),
        "doubled_this_hand": Field(BOOLS, Seen.PUBLIC, "who doubled this hand"),
        "doubled_this_game": Field(BOOL_TUPLE, Seen.PUBLIC, "who doubled at any time this game"),
        "double_offer": Field(
            INT, Seen.PUBLIC, "the seat asked whether to double between turns, or -1"
        ),
        "scores": Field(INT_TUPLE, Seen.PUBLIC, "points in the game"),
        "blocked_run": Field(INT, Seen.PUBLIC, "hands in a row that ended blocked"),
        "results": Field(
            results_codec(EVENT_TYPES),
            Seen.INTERNAL,
            "the finished hands (a view shows the last one)",
        ),
        "match_winners": Field(INT_TUPLE, Seen.PUBLIC, "the seats that won the game"),
    }
    __slots__ = tuple(FIELDS)
    """The fields above and nothing else, in slots (see ``State.__slots__``)."""

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
        n = num_players
        if n < 2:
            raise OptionError(f"Underwear needs at least 2 players, not {n}")
        pack = len(self.hand_pack())
        if n * rules.hand_size + 1 > pack:
            raise OptionError(
                f"{n} players x {rules.hand_size} cards + the downpile need more than "
                f"{pack} cards; use packs=2 or a smaller hand_size"
            )
        if rules.first_dealer is not None and rules.first_dealer >= n:
            raise OptionError(f"first_dealer={rules.first_dealer}: there are only {n} seats")
        self.phase: Phase = _PLAY
        self.hand_number: int = 0
        first = rules.first_dealer
        self.dealer: int = self.rng.randrange(n) if first is None else first
        self.to_act: int = self.dealer
        self.table_order: list[int] = list(range(n))
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.downpile: list[Card] = []
        self.discards: list[Card] = []
        self.piles: list[tuple[UpPile, ...]] = [()] * n
        self.passes: int = 0
        self.has_drawn: bool = False
        self.doubled_this_hand: list[bool] = [False] * n
        self.doubled_this_game: tuple[bool, ...] = (False,) * n
        self.double_offer: int = -1
        self.scores: tuple[int, ...] = (0,) * n
        self.blocked_run: int = 0
        self.results: Log[HandResult] = Log()
        self.match_winners: tuple[int, ...] = ()
        self.start_hand()

    # -- the game's facts ------------------------------------------------------------

    def copy_fields_into(self, other: State[Any, Any, Any]) -> None:
        """Copy every field of ``FIELDS`` into a fresh clone, as the copier generated
        from ``FIELDS`` does, written out so that it compiles to direct slot copies
        (``tests/conformance/test_contracts.py`` checks that it copies each field).
        """
        assert isinstance(other, UnderwearState)
        other.phase = self.phase
        other.hand_number = self.hand_number
        other.dealer = self.dealer
        other.to_act = self.to_act
        other.table_order = self.table_order.copy()
        other.hands = [v.copy() for v in self.hands]
        other.stock = self.stock.copy()
        other.downpile = self.downpile.copy()
        other.discards = self.discards.copy()
        other.piles = self.piles.copy()
        other.passes = self.passes
        other.has_drawn = self.has_drawn
        other.doubled_this_hand = self.doubled_this_hand.copy()
        other.doubled_this_game = self.doubled_this_game
        other.double_offer = self.double_offer
        other.scores = self.scores
        other.blocked_run = self.blocked_run
        other.results = self.results.copy()
        other.match_winners = self.match_winners

    def load_view_fields(self, view: View) -> None:
        """Set every public field from ``view``, as the loader worked out from ``FIELDS``
        does, written out so that it compiles to direct slot writes
        (``tests/conformance/test_contracts.py`` checks that it sets each field as
        that one does).
        """
        assert isinstance(view, UnderwearView)
        LAST_LEGAL.forget()
        self.phase = view.phase
        self.hand_number = view.hand_number
        self.dealer = view.dealer
        self.to_act = view.to_act
        self.table_order = list(view.table_order)
        self.downpile = list(view.downpile)
        self.discards = list(view.discards)
        self.piles = [tuple(p) for p in view.up_piles]
        self.passes = view.passes
        self.has_drawn = view.has_drawn
        self.doubled_this_hand = list(view.doubled_this_hand)
        self.doubled_this_game = tuple(view.doubled_this_game)
        self.double_offer = view.double_offer
        self.scores = tuple(view.scores)
        self.blocked_run = view.blocked_run
        self.match_winners = tuple(view.match_winners)

    @classmethod
    def game_facts(cls, rules: UnderwearRules, num_players: int) -> GameFacts:
        """The action space and the proven bounds of a match (see ``bound``)."""
        n = num_players
        packs = rules.packs_for(n)
        dealt = n * rules.hand_size
        stock = 52 * packs - dealt - 1
        resets = dealt + 2 * stock
        turns = n * resets + stock + n
        offers = turns if rules.doubling and rules.double_between_turns else 0
        per_hand = turns + offers + n
        target = rules.target_score
        scoring = n * ((target - 1) // (n - 1)) + 1
        blocked = rules.max_blocked_hands
        return GameFacts(
            num_distinct_actions=space_for(packs).size,
            max_decisions_per_hand=per_hand,
            max_hands=scoring + (scoring + 1) * blocked,
            min_return=0.0,
            max_return=1.0,
            bound=(
                "Per hand: every play (steal, down, up, royal) takes at least one card out of "
                "a hand and cards enter hands only by the deal (n*hand_size) and by draws "
                "(at most the stock S), so plays + draws <= R = n*hand_size + 2S; a pass "
                "without a draw counts towards the cycle, which a play or draw resets and "
                "which ends the hand at n, so at most (n-1)(R+1)+1 of them; passes after a "
                "draw <= S; doubles <= n (once a hand per seat at most): n*R + S + 2n; "
                "with double_between_turns at most one question after each of the "
                "n*R + S + n turns: 2(n*R + S + n) + n. "
                "Hands: a hand someone goes out of scores him at least n-1 (one per card "
                "left in each opponent's hand, each holds one), so each seat wins at most "
                "(target-1)//(n-1) of them below the target: G = n*((target-1)//(n-1)) + 1 "
                "scoring hands; between them at most max_blocked_hands-1 blocked hands in a "
                "row, and max_blocked_hands in a row end the game [our choice]: "
                "G + (G+1)*max_blocked_hands."
            ),
        )

    # -- dealing and hand flow -----------------------------------------------------

    def hand_pack(self) -> Sequence[Card]:
        """One or two 52-card packs (see ``packs``)."""
        return _PACKS[self.rules.packs_for(self.num_players)]

    def deal(self, deck: list[Card]) -> None:
        """Deal one card at a time from the dealer's left, turn up the downpile."""
        n = self.num_players
        size = self.rules.hand_size
        order = self.table_order
        dealer_pos = order.index(self.dealer)
        self.hands = [[] for _ in range(n)]
        i = deal_packets(
            deck, [order[p] for p in seats_after(dealer_pos, n)], (1,) * size, self.hands
        )
        turned = deck[i]
        self.stock = deck[i + 1 :][::-1]
        self.downpile = []
        self.discards = []
        self.piles = [()] * n
        self.passes = 0
        self.has_drawn = False
        self.doubled_this_hand = [False] * n
        self.double_offer = -1
        self.to_act = order[next_seat(dealer_pos, n)]
        self.events.append(Dealt(self.hand_number, self.dealer, size))
        if is_royalty(turned):
            self.discards.append(turned)
        else:
            self.downpile.append(turned)
        self.events.append(TurnedUp(turned, is_royalty(turned)))

    @property
    def multiplier(self) -> int:
        """The going-out score multiplier of this hand: 2 for each double declared."""
        return 1 << self.doubled_this_hand.count(True)

    def _next_turn(self) -> None:
        if self.rules.seat_changes:
            order = self.table_order
            self.to_act = order[next_seat(order.index(self.to_act), self.num_players)]
        else:  # nobody changes seats: the table order is the seat order
            self.to_act = next_seat(self.to_act, self.num_players)
        self.has_drawn = False
        if self.rules.doubling and self.rules.double_between_turns:
            self._offer_double()

    def _offer_double(self) -> None:
        """Between turns, ask the one player who may double now, unless they play next."""
        for seat in range(self.num_players):
            if seat != self.to_act and self._can_double(seat):
                self.double_offer = seat
                return

    def _end_hand(self, out: int | None) -> None:
        n = self.num_players
        sizes = tuple(len(h) for h in self.hands)
        deltas = [0] * n
        told: Event
        if out is None:
            told = HandBlocked()
            self.events.append(told)
            winners: tuple[int, ...] = ()
            self.blocked_run += 1
        else:
            points = going_out_score(
                ((len(p.cards), p.face_down) for p in self.piles[out]),
                (s for i, s in enumerate(sizes) if i != out),
                sum(self.doubled_this_hand),
            )
            deltas[out] = points
            self.scores = with_seat(self.scores, out, self.scores[out] + points)
            went = WentOut(
                out,
                points,
                self.scores[out],
                face_up=sum(len(p.cards) for p in self.piles[out] if not p.face_down),
                face_down=sum(len(p.cards) for p in self.piles[out] if p.face_down),
                cards_left=sum(s for i, s in enumerate(sizes) if i != out),
                doubles=sum(self.doubled_this_hand),
            )
            self.events.append(went)
            told = went
            winners = (out,)
            self.blocked_run = 0
        self.results.append(
            HandResult(
                hand_number=self.hand_number,
                events=(told,),
                winners=winners,
                deltas=tuple(float(d) for d in deltas),
                scores=tuple(float(s) for s in sizes),
            )
        )
        if out is not None and self.scores[out] >= self.rules.target_score:
            self.match_winners = (out,)
            self.phase = _OVER
            self.events.append(MatchWon(out, self.scores[out]))
            return
        if self.blocked_run >= self.rules.max_blocked_hands:
            best = max(self.scores)
            self.match_winners = tuple([s for s in range(n) if self.scores[s] == best])
            self.phase = _OVER
            self.events.append(MatchStopped(tuple(self.match_winners), best, self.blocked_run))
            return
        if out is not None and self.rules.seat_changes:
            self._change_seats(out, sizes)
        # "The player to the left of the last dealer deals the next hand" [seed]:
        # the left of that person, wherever a seat change has put him.
        order = self.table_order
        self.dealer = order[next_seat(order.index(self.dealer), n)]
        self.hand_number += 1
        self.start_hand()

    def _double(self, seat: int) -> None:
        self.doubled_this_hand[seat] = True
        self.doubled_this_game = with_seat(self.doubled_this_game, seat, True)
        self.events.append(Doubled(seat, self.multiplier))

    def _change_seats(self, out: int, sizes: Sequence[int]) -> None:
        n = self.num_players
        order = self.table_order
        pos = order.index(out)
        candidates = [order[p] for p in seats_after(pos, n)[:-1]]
        most = max(sizes[s] for s in candidates)
        other = next(s for s in candidates if sizes[s] == most)
        other_pos = order.index(other)
        order[pos], order[other_pos] = other, out
        self.events.append(SeatsChanged(out, other))

    # -- the protocol: whose turn, what is legal -----------------------------------

    def current_player(self) -> int:
        """The seat to act, CHANCE while a deck is being shuffled, or TERMINAL."""
        if self.phase is _OVER:
            return TERMINAL
        if self._chance_deck is not None:
            return CHANCE
        if self.double_offer >= 0:
            return self.double_offer
        return self.to_act

    def is_terminal(self) -> bool:
        """Has the game ended?"""
        return self.phase is _OVER

    def returns(self) -> list[float]:
        """1/k for each of the k winners of a finished game, 0 for everyone else."""
        winners = self.match_winners
        if self.phase is not _OVER or not winners:
            return [0.0] * self.num_players
        share = 1.0 / len(winners)
        return [share if s in winners else 0.0 for s in range(self.num_players)]

    def legal_actions(self) -> list[UnderwearAction]:
        """Every legal action of the seat to act: plays, then draw or pass, then double."""
        if self.phase is _OVER or self._chance_deck is not None:
            return []
        if self.double_offer >= 0:
            return [DOUBLE, NO_DOUBLE]
        seat = self.to_act
        actions: list[UnderwearAction] = self._plays(seat)
        if self.stock and not self.has_drawn:
            actions.append(DRAW)
        elif self._can_pass(seat, has_play=bool(actions)):
            actions.append(PASS)
        if self._can_double(seat):
            actions.append(DOUBLE)
        LAST_LEGAL.entry = (self, actions)  # apply takes one as checked (see LegalMemo)
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
        done = (
            self.doubled_this_game if self.rules.double_scope == "game" else self.doubled_this_hand
        )
        if done[seat]:
            return False
        mine = len(self.hands[seat])
        return all(len(h) < mine for i, h in enumerate(self.hands) if i != seat)

    def _plays(self, seat: int) -> list[UnderwearAction]:
        hand = self.hands[seat]
        rules = self.rules
        value_at = _VALUE_AT
        by_suit = [0, 0, 0, 0]  # per suit, one bit per value held (bit v for value v)
        royals: list[Card] = []
        for card in hand:
            i = card.index
            v = value_at[i]
            by_suit[i // 13] |= 1 << v
            if v > 10:
                royals.append(card)
        plays: list[UnderwearAction] = []
        downpile = self.downpile
        if downpile:
            top = downpile[-1]
            t = top.index
            if rules.go_out_any_play or len(hand) > 1:
                rank = t % 13
                same = {card for card in hand if card.index % 13 == rank}
                plays.extend(_steal(card) for card in _sorted_cards(same))
            suit = t // 13
            for a, length in _runs(by_suit[suit], 1, value_at[t] - 1):
                plays.append(_down(suit, a, length))
        else:
            singles = _sorted_cards({c for c in hand if value_at[c.index] <= 10})
            plays.extend(_down(c.index // 13, value_at[c.index], 1) for c in singles)
        hi = 13 if rules.royalties_on_uppiles else 10
        closed = rules.face_down_closed
        tops: dict[Card, int] = {}
        for pile in self.piles[seat]:
            top = pile.cards[-1]
            nth = tops[top] = tops.get(top, 0) + 1
            if closed and pile.face_down:
                continue
            t = top.index
            suit = t // 13
            for a, length in _runs(by_suit[suit], value_at[t] + 1, hi):
                plays.append(_up(suit, a, length, top, nth))
        if royals:
            whole = len(royals) == len(hand) and not rules.go_out_any_play
            plays.extend(_royal_plays(tuple(_sorted_cards(royals)), whole))
        return plays

    # -- check ---------------------------------------------------------------------

    def _check(self, action: UnderwearAction) -> None:
        seat = self.to_act
        hand = self.hands[seat]
        rules = self.rules
        text = str(action)
        if self.double_offer >= 0:
            if isinstance(action, Double):
                self._check_double(self.double_offer, text)
            elif not isinstance(action, NoDouble):
                raise IllegalActionError(
                    f"cannot {text!r}: seat {self.double_offer} holds the most cards and is "
                    "asked first whether to double: 'double' or 'no-double' "
                    "(double_between_turns)"
                )
            return
        if isinstance(action, NoDouble):
            raise IllegalActionError(
                f"cannot {text!r}: nobody is being asked whether to double; 'no-double' "
                "answers that question between turns (double_between_turns)"
            )
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
        if rules.double_scope == "game" and self.doubled_this_game[seat]:
            raise IllegalActionError(
                f"cannot {text!r}: each player can only double once in the game"
            )
        if rules.double_scope == "hand" and self.doubled_this_hand[seat]:
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
        index = self._find_pile(seat, action.onto, action.nth)
        if index is None:
            which = f"{action.onto} #{action.nth}" if action.nth != 1 else str(action.onto)
            raise IllegalActionError(f"cannot {text!r}: you have no up-pile topped by {which}")
        pile = self.piles[seat][index]
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

    def _find_pile(self, seat: int, onto: Card, nth: int) -> int | None:
        """The index of ``seat``'s ``nth`` up-pile topped by ``onto``, if it has one."""
        k = 0
        for i, pile in enumerate(self.piles[seat]):
            if pile.cards[-1] is onto:
                k += 1
                if k == nth:
                    return i
        return None

    # -- apply ---------------------------------------------------------------------

    def _apply(self, action: UnderwearAction) -> None:
        if self.double_offer >= 0:
            asked, self.double_offer = self.double_offer, -1
            if isinstance(action, Double):
                self._double(asked)
            else:
                self.events.append(DoubleDeclined(asked))
            return
        seat = self.to_act
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
            self._double(seat)
            return
        self.passes = 0
        natural = self.rules.run_order == "natural"
        if isinstance(action, Steal):
            hand.remove(action.card)
            stolen = self.downpile
            self.piles[seat] = (*self.piles[seat], UpPile(tuple(stolen)))
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
            index = self._find_pile(seat, action.onto, action.nth)
            assert index is not None
            pile = self.piles[seat][index]
            laid = action.cards if natural else action.cards[::-1]
            for card in laid:
                hand.remove(card)
            turns_down = not pile.face_down and any(card_value(c) >= 10 for c in laid)
            pile = UpPile(pile.cards + laid, pile.face_down or turns_down)
            piles = self.piles[seat]
            self.piles[seat] = (*piles[:index], pile, *piles[index + 1 :])
            self.events.append(PlayedUp(seat, laid, action.onto))
            if turns_down:
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
        return self.results[-1] if self.results else None

    def standings(self) -> list[Standing]:
        """Each seat's points."""
        return [
            Standing(
                seat=s,
                score=float(self.scores[s]),
                kind="point",
                counts=(self.scores[s],),
                is_winner=s in self.match_winners,
            )
            for s in range(self.num_players)
        ]

    def view(self, seat: int) -> UnderwearView:
        """What ``seat`` may know: its hand (sorted) and everything played face up; the
        declared fields as ``view_fields`` gives them, written out so that it compiles to
        direct slot reads and a native constructor (``tests/conformance/test_contracts.py``
        checks the two agree).
        """
        n = self.num_players
        seated = 0 <= seat < n
        if not seated:
            self.view_fields(seat)  # raises the precise error for a seat that is none
        hands = self.hands
        return UnderwearView(
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
            to_act=self.to_act,
            table_order=tuple(self.table_order),
            hand=tuple(_sorted_cards(hands[seat])) if seated else (),
            hand_sizes=tuple([len(h) for h in hands]),
            stock_size=len(self.stock),
            downpile=tuple(self.downpile),
            discards=tuple(self.discards),
            up_piles=tuple(self.piles),
            passes=self.passes,
            has_drawn=self.has_drawn,
            doubled_this_hand=tuple(self.doubled_this_hand),
            doubled_this_game=self.doubled_this_game,
            double_offer=self.double_offer,
            scores=self.scores,
            blocked_run=self.blocked_run,
            match_winners=self.match_winners,
            multiplier=self.multiplier,
            last_result=self.results[-1] if self.results else None,
        )

    def all_cards(self) -> list[Card]:
        """Every card of the current hand's pack, wherever it is."""
        cards = [c for h in self.hands for c in h]
        cards += self.stock + self.downpile + self.discards
        cards += [c for piles in self.piles for p in piles for c in p.cards]
        return cards

    # -- positions -----------------------------------------------------------------

    def after_position(self) -> None:
        """Check a loaded position against the rules (raises PositionError naming why)."""
        n = self.num_players
        rules = self.rules
        per_seat: dict[str, Sequence[Any]] = {
            "hands": self.hands,
            "piles": self.piles,
            "doubled_this_hand": self.doubled_this_hand,
            "doubled_this_game": self.doubled_this_game,
            "scores": self.scores,
            "table_order": self.table_order,
        }
        for name, value in per_seat.items():
            if len(value) != n:
                raise PositionError(f"{name} has {len(value)} entries for {n} seats")
        if sorted(self.table_order) != list(range(n)):
            raise PositionError(
                f"table_order {self.table_order} is not an order of seats 0..{n - 1}"
            )
        for name in ("dealer", "to_act"):
            seat = getattr(self, name)
            if not 0 <= seat < n:
                raise PositionError(f"{name} {seat} is not a seat (0..{n - 1})")
        if self.double_offer != -1:
            if not (rules.doubling and rules.double_between_turns):
                raise PositionError("double_offer: nobody is asked between turns under these rules")
            if self.phase is not _PLAY or self.double_offer == self.to_act:
                raise PositionError("double_offer names a seat asked between turns, not the next")
            if not 0 <= self.double_offer < n or not self._can_double(self.double_offer):
                raise PositionError(
                    f"double_offer {self.double_offer}: only a seat that may double is asked"
                )
        if self.hand_number < 0 or self.blocked_run < 0 or any(s < 0 for s in self.scores):
            raise PositionError("hand_number, blocked_run and scores are never negative")
        if not 0 <= self.passes < n:
            raise PositionError(f"passes {self.passes}: a cycle of {n} passes ends the hand")
        if self.passes and self.stock:
            raise PositionError("passes counts only passes with an empty stock")
        if self.has_drawn and rules.draw_ends_turn:
            raise PositionError("has_drawn: drawing ends the turn under these rules")
        reached = any(s >= rules.target_score for s in self.scores)
        if self.phase is _PLAY and reached:
            raise PositionError(f"a seat has reached target_score={rules.target_score}: over")
        if self.phase is _OVER and not (reached or self.blocked_run >= rules.max_blocked_hands):
            raise PositionError("the game is over only at the target or after blocked hands")
        if (self.phase is _OVER) != bool(self.match_winners):
            raise PositionError("match_winners are named exactly when the phase is over")
        if any(not 0 <= s < n for s in self.match_winners):
            raise PositionError(f"match_winners {self.match_winners} are not all seats")
        if self.phase is _PLAY and not all(self.hands):
            raise PositionError("every seat holds a card while the hand is played")
        if rules.doubling is False and (any(self.doubled_this_hand) or any(self.doubled_this_game)):
            raise PositionError("nobody doubles: doubling=false")
        if any(
            h and not g for h, g in zip(self.doubled_this_hand, self.doubled_this_game, strict=True)
        ):
            raise PositionError("a seat that doubled this hand has doubled in this game")
        for seat_piles in self.piles:
            for pile in seat_piles:
                if not pile.cards:
                    raise PositionError("an up-pile has no cards")
        have = Counter(self.all_cards())
        pack = Counter(self.hand_pack())
        if have != pack:
            extra = have - pack
            missing = pack - have
            if extra:
                card = next(iter(extra))
                raise PositionError(
                    f"{card} appears {have[card]} times; the pack has {pack.get(card, 0)}"
                )
            card = next(iter(missing))
            raise PositionError(f"{card} is missing: every card of the pack appears once")

    # -- notation and ids ----------------------------------------------------------

    def parse_action(self, text: str) -> UnderwearAction:
        """Parse the text notation (see :mod:`pantsdown.games.underwear.notation`)."""
        from pantsdown.games.underwear.notation import parse_action

        return parse_action(text, self)

    def action_id(self, action: UnderwearAction) -> int:
        """The dense id of ``action`` (see :class:`ActionSpace`)."""
        return space_for(self.rules.packs_for(self.num_players)).action_id(action)

    def action_from_id(self, action_id: int) -> UnderwearAction:
        """The action with this id."""
        return space_for(self.rules.packs_for(self.num_players)).action_from_id(action_id)

    def num_distinct_actions(self) -> int:
        """The size of the action space (depends on the number of packs)."""
        return space_for(self.rules.packs_for(self.num_players)).size

    @property
    def action_type(self) -> type[UnderwearAction]:
        """Underwear actions."""
        return UnderwearAction

    def __repr__(self) -> str:
        return f"<UnderwearState hand {self.hand_number} seat {self.current_player()} to act>"


_VALUE_AT: Final[tuple[int, ...]] = tuple(card_value(Card.from_index(i)) for i in range(52))
"""Each card's Underwear value, by card index."""
_SORT_AT: Final[tuple[int, ...]] = tuple(
    (16 * int(Card.from_index(i).suit) + _VALUE_AT[i]) << 6 | i for i in range(52)
)
"""Each card's place by suit, then Underwear value, by card index, with the index in
the low six bits (so that the card can be read back from its place)."""
_CARDS: Final[tuple[Card, ...]] = tuple(Card.from_index(i) for i in range(52))
"""Every card, by index."""


def _sort_key(card: Card) -> int:
    """A card's place by suit, then Underwear value (:data:`_SORT_AT`)."""
    return _SORT_AT[card.index]


def _sorted_cards(cards: Iterable[Card]) -> list[Card]:
    """``cards`` by suit, then Underwear value.

    Compiled, their places are sorted as plain integers (no key function called per
    card) and each read back as its card; interpreted, ``sorted`` with a key is the
    quicker of the two.

    >>> from pantsdown.core.cards import parse_cards
    >>> [str(c) for c in _sorted_cards(parse_cards("Kh 2c Ah 2c 10s"))]
    ['2c', '2c', '10s', 'Ah', 'Kh']
    """
    if not _COMPILED:
        return sorted(cards, key=_sort_key)
    by_index = _CARDS
    return [by_index[k & 63] for k in sorted([_SORT_AT[c.index] for c in cards])]


def _runs(values: int, lo: int, hi: int) -> list[tuple[int, int]]:
    """Every run (start, length) of consecutive values within lo..hi of the values
    held, ``values`` a set of them as bits (bit v for value v), by start, then length.

    >>> _runs(1 << 2 | 1 << 3 | 1 << 5, 1, 9)
    [(2, 1), (2, 2), (3, 1), (5, 1)]
    >>> _runs(1 << 2 | 1 << 3 | 1 << 5, 3, 4)
    [(3, 1)]
    """
    out = []
    held = values & ((2 << hi) - (1 << lo))  # the values held from lo to hi
    while held:
        a = (held & -held).bit_length() - 1  # the lowest of them starts runs
        length = 1
        out.append((a, 1))
        while held >> (a + length) & 1:
            length += 1
            out.append((a, length))
        held &= held - 1  # the next lowest
    return out


def _sub_multisets(items: list[tuple[Card, int]]) -> list[list[Card]]:
    """Every non-empty sub-multiset of ``(card, count)`` items."""
    combos: list[list[Card]] = [[]]
    for card, count in items:
        combos = [c + [card] * k for c in combos for k in range(count + 1)]
    return [c for c in combos if c]


# Actions are immutable, so move generation hands out shared instances from fixed
# tables made at import (every steal, every run played down, every run played up
# onto a pile): nothing here grows with the number of matches played.  Royalty
# plays (any sub-multiset of a hand's Jacks, Queens and Kings) are made as met.
_STEAL: Final[dict[Card, Steal]] = {c: Steal(c) for c in PACK_52}
"""The steal with each card."""

_DOWN: Final[dict[int, PlayDown]] = {
    (suit << 8) | (start << 4) | length: PlayDown.of(
        card_of(suit, v) for v in range(start, start + length)
    )
    for suit in range(4)
    for start in range(1, 14)
    for length in range(1, 15 - start)
}
"""Each run played down, by suit, lowest value and length (four bits each, the suit
highest: an integer key, which hashes as itself)."""

_UP: Final[dict[int, PlayUp]] = {
    (top.index << 8) | (start << 4) | length: PlayUp.of(
        (card_of(suit, v) for v in range(start, start + length)), top
    )
    for suit in range(4)
    for top_value in range(1, 13)
    for start in range(top_value + 1, 14)
    for length in range(1, 15 - start)
    for top in (card_of(suit, top_value),)
}
"""Each run played up onto the pile topped by a lower card of its suit, by the top
card's index, the run's lowest value and its length (as :data:`_DOWN`)."""


def _steal(card: Card) -> Steal:
    return _STEAL[card]


def _down(suit: int, start: int, length: int) -> PlayDown:
    return _DOWN[(suit << 8) | (start << 4) | length]


def _up(suit: int, start: int, length: int, top: Card, nth: int) -> PlayUp:
    if nth == 1:
        return _UP[(top.index << 8) | (start << 4) | length]
    # the second pile with the same top (two packs): made as met
    return PlayUp.of((card_of(suit, v) for v in range(start, start + length)), top, nth)


_ROYAL_ORDER: Final[dict[Card, int]] = {c: int(c.suit) - 4 * card_value(c) for c in PACK_52}
"""Each card's place in a royalty play (highest rank first, then by suit) as a number."""

_ROYALS: Final[tuple[Card, ...]] = tuple(c for c in PACK_52 if card_value(c) > 10)
_ROYAL_BIT: Final[dict[Card, int]] = {c: 1 << i for i, c in enumerate(_ROYALS)}
"""Each royalty's bit in a set of distinct royalties."""
_ROYAL_BY_MASK: Final[tuple[PlayRoyal, ...]] = tuple(
    PlayRoyal(
        tuple(
            sorted(
                (c for i, c in enumerate(_ROYALS) if mask >> i & 1),
                key=_ROYAL_ORDER.__getitem__,
            )
        )
    )
    for mask in range(1 << len(_ROYALS))
)
"""The play of every set of distinct royalties, by the set's :data:`_ROYAL_BIT` mask
(4,096 plays made at import, so that move generation makes none; mask 0, the empty
play, is never handed out)."""


def _royal_plays(royals: tuple[Card, ...], without_whole: bool) -> list[PlayRoyal]:
    """Every royalty play from a hand's royalties (sorted), less the whole set if asked.

    The plays come in the order of :func:`_sub_multisets` (the first royalty the most
    significant); royalties all different (always with one pack) are looked up in
    :data:`_ROYAL_BY_MASK`, pairs of the same card (two packs) are made as met.
    """
    whole = len(royals)
    if len(set(royals)) == whole:
        masks = [0]
        for card in royals:
            bit = _ROYAL_BIT[card]
            masks = [m | b for m in masks for b in (0, bit)]
        table = _ROYAL_BY_MASK
        if without_whole:
            return [table[m] for m in masks[1:-1]]
        return [table[m] for m in masks[1:]]
    counts: dict[Card, int] = {}
    for card in royals:  # in sorted order, so the kinds are too
        counts[card] = counts.get(card, 0) + 1
    order = _ROYAL_ORDER.__getitem__
    return [
        PlayRoyal(tuple(sorted(cards, key=order)))
        for cards in _sub_multisets(list(counts.items()))
        if not (without_whole and len(cards) == whole)
    ]
