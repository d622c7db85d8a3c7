"""The match state of the 31 / Schwimmen family: one commerce engine for every preset.

A :class:`ThirtyOneState` is a whole match: it deals hand after hand, scores each,
keeps chips (lives, tokens, coins, sticks) or points, eliminates players, and ends
when one survivor is left (or the points game is over).

Seats: seat ``i + 1`` sits on seat ``i``'s left; play goes to the left (clockwise) or,
with ``direction=counterclockwise``, to the right.  The first dealer is chosen so that
seat 0 makes the first move of the match.  The deal goes round in the direction of
play starting after the dealer, the dealer last, then the extra hand (or the table);
the top of a stacked deck is dealt first.

>>> from pantsdown.core.registry import make
>>> from pantsdown.core.cards import parse_cards
>>> s = make("schwimmen", 3, decks=[parse_cards("7c 8c 9d  Ah Kh 7s  10s 8s 7d  Qh Jh 9s")])
>>> s.current_player(), [str(a) for a in s.legal_actions()]
(2, ['keep', 'take-extra-hand'])
>>> _ = s.apply_text("keep"); _ = s.apply_text("swap 7c Qh")
>>> [str(e) for e in s.events[-2:]]
['seat 2 kept their cards, and the extra hand went face up: Qh Jh 9s', 'seat 0 swapped 7c for Qh']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar, Final

from pantsdown.core.cards import Card
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
    CARD_TUPLE_LISTS,
    CARDS,
    INT,
    INT_TUPLE,
    INTS,
    OPT_INT,
    Field,
    Seen,
    enum_codec,
    opt,
    results_codec,
)
from pantsdown.core.log import Log
from pantsdown.core.protocol import (
    CHANCE,
    LAST_LEGAL,
    TERMINAL,
    Action,
    ChanceMode,
    Event,
    GameFacts,
    HandResult,
    Standing,
    State,
    View,
    complete_deck,
    shuffle,
)
from pantsdown.core.seats import deal_packets, next_seat, previous_seat, with_seat
from pantsdown.games.thirty_one.actions import (
    DECLARE,
    KEEP,
    NEW_CARDS,
    PASS,
    PASS_CLOSE,
    SWAP_ALL,
    SWAP_ALL_CLOSE,
    SWAP_TABLE,
    TAKE_WIDOW,
    Close,
    DeclareThirtyOne,
    Keep,
    NewCards,
    Pass,
    Swap,
    SwapAll,
    TakeWidow,
    ThirtyOneAction,
    action_from_id,
    action_id,
    num_actions,
)
from pantsdown.games.thirty_one.events import (
    EVENT_TYPES,
    ChickenTaken,
    ChipsLost,
    Closed,
    DiscardsRecycled,
    ExtraHandChosen,
    FinalTieReplayed,
    HandDealt,
    HandEnded,
    HandKind,
    HandScored,
    HandsShown,
    MatchWon,
    Passed,
    PlayerEliminated,
    PointsScored,
    SpecialShown,
    Swapped,
    SwappedAll,
    TableDealt,
    TableReplaced,
    WhyReplaced,
)
from pantsdown.games.thirty_one.notation import parse_action
from pantsdown.games.thirty_one.prose import closed_phrase
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import (
    FEUER,
    THIRTY_ONE,
    Evaluator,
    HandInfo,
    hand_losses,
    highest_ordinary,
    standing,
)
from pantsdown.games.thirty_one.tables import Tables, swaps, tables
from pantsdown.games.thirty_one.view import Phase, ThirtyOneView

__all__ = ["Phase", "ThirtyOneState"]

# enum members as Final module constants: compiled, a C static each (a member read
# through the interpreted enum class costs a call of its ``__getattr__`` hook)
CHOOSE: Final = Phase.CHOOSE
TURN: Final = Phase.TURN
FORCED_SWAP: Final = Phase.FORCED_SWAP
OVER: Final = Phase.OVER

_PUBLIC, _INTERNAL = Seen.PUBLIC, Seen.INTERNAL


# open to interpreted subclasses: then, as in Python, ``__new__`` leaves ``__init__``
# to the caller (``bare_instance``, ``clone``)
@mypyc_attr(allow_interpreted_subclasses=True)
class ThirtyOneState(State[ThirtyOneRules, ThirtyOneAction, ThirtyOneView]):
    """A match of any 31-family preset.  See the module docstring for seats and dealing."""

    family_id = "thirty_one"
    INTERNED_ACTIONS = True  # see actions.py: every action is interned
    FIELDS: ClassVar[dict[str, Field]] = {
        "phase": Field(enum_codec(Phase), _PUBLIC, "where the match is"),
        "hand_number": Field(INT, _PUBLIC, "the hand being played, from 0"),
        "dealer": Field(INT, _PUBLIC, "the dealer of this hand"),
        "to_act": Field(INT, _INTERNAL, "the seat to act (views: current_player)"),
        "chips": Field(INT_TUPLE, _PUBLIC, "per seat, chips (lives, tokens, coins) left"),
        "points": Field(INT_TUPLE, _PUBLIC, "per seat, match points (points scoring)"),
        "is_out": Field(BOOL_TUPLE, _PUBLIC, "per seat, out of the match"),
        "chicken": Field(OPT_INT, _PUBLIC, "the seat holding the Chicken (Dutch 31)"),
        "chicken_gone": Field(BOOL, _PUBLIC, "the Chicken can no longer be won"),
        "hands": Field(
            CARD_LISTS, Seen.OWN, "each seat's cards", view_name="hand", sizes_name="hand_sizes"
        ),
        "table": Field(CARDS, _PUBLIC, "the face-up cards in the middle"),
        "widow": Field(CARDS, Seen.HIDDEN, "the unseen extra hand", sizes_name="widow_size"),
        "stock": Field(CARDS, Seen.HIDDEN, "the undealt cards, top last", sizes_name="stock_size"),
        "discards": Field(CARDS, _PUBLIC, "face-up cards out of play this hand"),
        "known": Field(CARD_TUPLE_LISTS, _PUBLIC, "per seat, the cards all know it holds"),
        "turns_taken": Field(INTS, _PUBLIC, "per seat, turns taken this hand"),
        "passed_last_turn": Field(BOOLS, _PUBLIC, "per seat, its previous turn was a pass"),
        "passed_this_hand": Field(
            BOOLS,
            _PUBLIC,
            "per seat, it has passed this hand (a position without the line: the seats "
            "that passed on their last turn)",
            missing=lambda state: list(state.passed_last_turn),
        ),
        "passes_in_a_row": Field(INT, _PUBLIC, "consecutive passes"),
        "closed": Field(BOOLS, _PUBLIC, "per seat, has closed and is skipped"),
        "closed_by": Field(OPT_INT, _PUBLIC, "who closed or showed 31 to start the last turns"),
        "still_to_play": Field(
            opt(INTS), _PUBLIC, "the seats still to take a last turn (none: not the last round)"
        ),
        "took_new_cards": Field(BOOL, _PUBLIC, "the seat to act took new cards this turn"),
        "turns_since_close": Field(INT, _PUBLIC, "turns since the last close this hand"),
        "hand_over": Field(BOOL, _INTERNAL, "the hand has ended (the next is not yet dealt)"),
        "next_dealer": Field(INT, _INTERNAL, "who deals the next hand"),
        "results": Field(
            results_codec(EVENT_TYPES), _INTERNAL, "every finished hand (views: last_result)"
        ),
        "match_winners": Field(INT_TUPLE, _PUBLIC, "the seats that won the match"),
    }
    """Every field of a 31-family match, in position order."""
    __slots__ = tuple(FIELDS)
    """The fields above and nothing else, in slots (see ``State.__slots__``)."""

    def __init__(
        self,
        rules: ThirtyOneRules,
        num_players: int,
        *,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
        chance: ChanceMode | str = ChanceMode.SEEDED,
    ) -> None:
        super().__init__(rules, num_players, seed=seed, decks=decks, chance=chance)
        if num_players < 2:
            raise OptionError(f"31 needs at least 2 players, not {num_players}")
        t = tables(rules, num_players)
        pack = t.pack
        if rules.cards_needed(num_players) > len(pack):
            raise OptionError(
                f"{num_players} players need {rules.cards_needed(num_players)} cards "
                f"but the pack has {len(pack)}; add decks"
            )
        n = num_players
        self.phase = TURN
        self.hand_number = -1
        self.dealer = 0
        self.to_act = 0
        chips = rules.starting_chips if rules.scoring != "points" else 0
        self.chips: tuple[int, ...] = (chips,) * n
        """Per seat, chips (lives, tokens, coins, sticks to spare) left."""
        self.points: tuple[int, ...] = (0,) * n
        """Per seat, match points (points scoring)."""
        self.is_out: tuple[bool, ...] = (False,) * n
        """Per seat, out of the match."""
        self.chicken: int | None = None
        """The seat holding the Chicken (Dutch 31)."""
        self.chicken_gone = False
        """The Chicken can no longer be won."""
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        """Each seat's cards."""
        self.table: list[Card] = []
        """The face-up cards in the middle."""
        self.widow: list[Card] = []
        """The unseen extra hand, before the dealer has chosen."""
        self.stock: list[Card] = []
        """The undealt cards; the top card is the last."""
        self.discards: list[Card] = []
        """Face-up cards out of play this hand (replaced tables, washouts)."""
        self.known: list[tuple[Card, ...]] = [()] * n
        """Per seat, the cards everyone knows it holds (taken from the table, or shown)."""
        self.turns_taken = [0] * n
        """Per seat, turns taken this hand."""
        self.passed_last_turn = [False] * n
        """Per seat, its previous turn this hand was a pass."""
        self.passed_this_hand = [False] * n
        """Per seat, it has passed this hand (``pass_rule=once``)."""
        self.passes_in_a_row = 0
        """Consecutive passes."""
        self.closed = [False] * n
        """Per seat, has closed its game and is skipped."""
        self.closed_by: int | None = None
        """The seat whose close (or shown 31) started the last turns."""
        self.still_to_play: list[int] | None = None
        """In the last round, the seats still to take a last turn, in order."""
        self.took_new_cards = False
        """The seat to act took new cards this turn."""
        self.turns_since_close = 0
        """Turns taken since the last close this hand (since the deal if none)."""
        self.hand_over = True
        """The hand has ended and the next is not yet dealt."""
        # the first dealer is the seat before seat 0, so that seat 0 moves first
        # (the seat before seat 0 is the last but one of the seats after it)
        self.next_dealer = 0 if rules.dealer_plays_first else t.after[0][-2]
        """Who deals the next hand."""
        self.results: Log[HandResult] = Log()
        """Every finished hand's result."""
        self.match_winners: tuple[int, ...] = ()
        """The seats that won the match, once it is over."""
        self._deal_pending_hands()

    # -- the fixed tables of these rules (not game state) ------------------------------

    @property
    def _t(self) -> Tables:
        """The fixed tables of these rules and players (kept by the rules object)."""
        return tables(self.rules, self.num_players)

    @property
    def pack(self) -> tuple[Card, ...]:
        """The cards shuffled for each hand."""
        return self._t.pack

    @property
    def ev(self) -> Evaluator:
        """The hand evaluator of these rules."""
        return self._t.ev

    def copy_fields_into(self, other: State[Any, Any, Any]) -> None:
        """Copy every field of ``FIELDS`` into a fresh clone, as the copier generated
        from ``FIELDS`` does, written out so that it compiles to direct slot copies
        (``tests/conformance/test_contracts.py`` checks that it copies each field).
        """
        assert isinstance(other, ThirtyOneState)
        other.phase = self.phase
        other.hand_number = self.hand_number
        other.dealer = self.dealer
        other.to_act = self.to_act
        other.chips = self.chips
        other.points = self.points
        other.is_out = self.is_out
        other.chicken = self.chicken
        other.chicken_gone = self.chicken_gone
        other.hands = [v.copy() for v in self.hands]
        other.table = self.table.copy()
        other.widow = self.widow.copy()
        other.stock = self.stock.copy()
        other.discards = self.discards.copy()
        other.known = self.known.copy()
        other.turns_taken = self.turns_taken.copy()
        other.passed_last_turn = self.passed_last_turn.copy()
        other.passed_this_hand = self.passed_this_hand.copy()
        other.passes_in_a_row = self.passes_in_a_row
        other.closed = self.closed.copy()
        other.closed_by = self.closed_by
        other.still_to_play = None if self.still_to_play is None else self.still_to_play.copy()
        other.took_new_cards = self.took_new_cards
        other.turns_since_close = self.turns_since_close
        other.hand_over = self.hand_over
        other.next_dealer = self.next_dealer
        other.results = self.results.copy()
        other.match_winners = self.match_winners

    def load_view_fields(self, view: View) -> None:
        """Set every public field from ``view``, as the loader worked out from ``FIELDS``
        does, written out so that it compiles to direct slot writes
        (``tests/conformance/test_contracts.py`` checks that it sets each field as
        that one does).
        """
        assert isinstance(view, ThirtyOneView)
        LAST_LEGAL.forget()
        self.phase = view.phase
        self.hand_number = view.hand_number
        self.dealer = view.dealer
        self.chips = tuple(view.chips)
        self.points = tuple(view.points)
        self.is_out = tuple(view.is_out)
        self.chicken = view.chicken
        self.chicken_gone = view.chicken_gone
        self.table = list(view.table)
        self.discards = list(view.discards)
        self.known = list(view.known)
        self.turns_taken = list(view.turns_taken)
        self.passed_last_turn = list(view.passed_last_turn)
        self.passed_this_hand = list(view.passed_this_hand)
        self.passes_in_a_row = view.passes_in_a_row
        self.closed = list(view.closed)
        self.closed_by = view.closed_by
        still = view.still_to_play
        self.still_to_play = None if still is None else list(still)
        self.took_new_cards = view.took_new_cards
        self.turns_since_close = view.turns_since_close
        self.match_winners = tuple(view.match_winners)

    @classmethod
    def game_facts(cls, rules: ThirtyOneRules, num_players: int) -> GameFacts:
        """The action space and the proven bounds of a match (see ``bound``).

        >>> from pantsdown.games.thirty_one.rules import PRESETS
        >>> facts = ThirtyOneState.game_facts(PRESETS["tuppenny"], 4)
        >>> facts.max_decisions_per_hand, facts.max_hands
        (409, 200)
        """
        n, rounds = num_players, rules.max_rounds_without_knock
        distinct = len(tables(rules, n).distinct)
        # turns between two closes: at most rounds x (seats in turn <= n), then the
        # hand is called off; a hand has at most n closes (each seat closes once:
        # a closed seat takes no more turns; last_turns and end_now allow one), so at
        # most n + 1 such stretches, plus the n closing turns
        turns = (n + 1) * rounds * n + n
        hands = rules.max_hands
        if rules.scoring == "points" and rules.game_length == "hands":
            hands = min(hands, rules.match_hands)
        return GameFacts(
            num_distinct_actions=num_actions(distinct),
            # the dealer's keep-or-take, then per turn at most two decisions (new
            # cards, then the exchange or other action that ends the turn)
            max_decisions_per_hand=1 + 2 * turns,
            max_hands=hands,
            bound=(
                f"max_rounds_without_knock={rounds}: a hand ends once {rounds} rounds pass "
                f"without a close, and each of the {n} seats closes at most once, so a hand "
                f"has at most (n+1)*{rounds}*n + n turns of at most 2 decisions, plus the "
                f"dealer's choice; max_hands={rules.max_hands} (or match_hands) caps the hands"
            ),
        )

    # -- seats -----------------------------------------------------------------------

    def _play_order(self, seat: int, t: Tables | None = None) -> Sequence[int]:
        """The seats in the match in the direction of play, starting after ``seat`` and
        ending with it (a deal's order; read only).  ``t``: these rules' tables.
        """
        after = (t or self._t).after[seat]
        is_out = self.is_out
        if True not in is_out:
            return after
        return [s for s in after if not is_out[s]]

    def _seat_before(self, seat: int, in_play: Sequence[bool] | None = None) -> int:
        """The nearest seat before ``seat`` in the direction of play that is in play."""
        if self._t.clockwise:
            return previous_seat(seat, self.num_players, in_play)
        return next_seat(seat, self.num_players, in_play)

    def _in_match(self) -> list[bool]:
        return [not o for o in self.is_out]

    def _active(self) -> list[int]:
        """The seats still in the match, in seat order."""
        is_out = self.is_out
        return [s for s in range(self.num_players) if not is_out[s]]

    def _players_in_turn(self) -> int:
        """How many seats still take turns: in the match and not closed (a seat out of
        the match never closes).
        """
        return self.num_players - self.is_out.count(True) - self.closed.count(True)

    # -- dealing -------------------------------------------------------------------

    def new_deck(self, pack: Sequence[Card]) -> list[Card]:
        """The next hand's deck order: stacked if given, else shuffled.

        Same contract as :meth:`State.new_deck`; the shuffle sorts by one random key
        per card (a uniform permutation, several times faster than ``rng.shuffle``).
        A stacked deck draws the same keys (the cards it leaves open are ordered by
        theirs), so the state's generator is in the same place after a hand whether
        its deck was shuffled or stacked: a record, which stacks every deck, replays
        the later draws (recycled discards) exactly.

        >>> import random
        >>> from pantsdown.core.registry import make
        >>> s = make("schwimmen", 4, seed=7)
        >>> rng = random.Random(7)
        >>> keys = [rng.random() for _ in s.pack]
        >>> s.decks[0] == [s.pack[i] for i in sorted(range(32), key=keys.__getitem__)]
        True
        """
        rnd = self.rng.random
        stacked = self.stacked
        i = len(self.decks) if stacked else 0  # (no stacked deck: the log's length unread)
        if i < len(stacked):
            keys = [rnd() for _ in pack]
            top = stacked[i]
            rest = Counter(pack)
            rest.subtract(top)
            if min(rest.values()) < 0:
                complete_deck(top, pack, self.rng)  # raises the precise DeckError
            tail = [c for c in pack if rest[c] > 0 and not rest.subtract([c])]
            order = sorted(range(len(tail)), key=keys.__getitem__)
            deck = [*top, *(tail[j] for j in order)]
        else:  # sorted() calls the key once per card, in pack order, and is stable
            deck = sorted(pack, key=lambda _: rnd())
        self.decks.append(deck)
        return list(deck)

    def _deal_pending_hands(self) -> None:
        """Deal the next hand after one has finished (again if it ends at the deal)."""
        while self.hand_over and self.phase is not OVER and self._chance_deck is None:
            self.hand_number += 1
            self.dealer = self.next_dealer
            self.start_hand()  # deals now, or after the chance outcomes (explicit chance)

    def hand_pack(self) -> tuple[Card, ...]:
        """The cards shuffled for each hand."""
        return tables(self.rules, self.num_players).pack

    def deal(self, deck: list[Card]) -> None:
        """Deal a hand from ``deck`` (top first) and set up its first turn; if the hand
        ends at the deal (a dealt special), deal the next one.
        """
        n, dealer = self.num_players, self.dealer
        t = tables(self.rules, n)
        h = t.hand_size
        # the seats in the match from the dealer's next, the dealer last, then the extra
        # hand or the table as if one more seat (index n)
        order = self._play_order(dealer, t)
        if t.deal_one_at_a_time:
            hands: list[list[Card]] = [[] for _ in range(n + 1)]  # seats out hold none
            i = deal_packets(deck, [*order, n], (1,) * h, hands)
            extra = hands.pop()
        else:  # one packet each: a seat's hand is the next h cards
            hands = [[] for _ in range(n)]  # seats out hold none
            i = 0
            for s in order:
                hands[s] = deck[i : i + h]
                i += h
            extra = deck[i : i + h]
            i += h
        self.hands = hands
        stock = deck[i:]
        stock.reverse()  # pop() takes the top card
        self.stock = stock
        self.discards = []
        self.known = [()] * n
        self.turns_taken = [0] * n
        self.passed_last_turn = [False] * n
        self.passed_this_hand = [False] * n
        self.passes_in_a_row = 0
        self.closed = [False] * n
        self.closed_by = None
        self.still_to_play = None
        self.took_new_cards = False
        self.turns_since_close = 0
        self.hand_over = False
        self.events.append(HandDealt(self.hand_number, dealer))
        if t.dealer_chooses:
            self.widow = extra
            self.table = []
            self.phase = CHOOSE
            self.to_act = dealer
        else:
            self.widow = []
            self.table = extra
            self.phase = TURN
            self.to_act = dealer if t.dealer_plays_first else order[0]
            self.events.append(TableDealt(tuple(extra)))
            if t.washout:
                self._washout("washout_at_deal", None)
        self._dealt_specials(order, t.ev)
        if self.hand_over:  # it ended at the deal: the next one
            self._deal_pending_hands()

    def _first_player(self, t: Tables | None = None) -> int:
        """The seat that moves first in this hand; ``t``: these rules' tables."""
        if t is None:
            t = tables(self.rules, self.num_players)
        if t.dealer_plays_first:
            return self.dealer
        return self._play_order(self.dealer, t)[0]

    def _dealt_specials(self, order: Sequence[int], ev: Evaluator) -> None:
        """Specials at the deal are shown at once [seed 001; NOTES 1.3, 6, 7.3]; ``order``
        is the deal's.
        """
        if self.hand_over:
            return
        hands = self.hands
        holders = ev.holders(hands, order)
        if not holders:
            return
        feuer = [s for s in holders if ev.is_feuer(hands[s])]
        if not feuer and self.rules.manual_pants_down:
            return
        for s in holders:
            self.events.append(self._special_shown(s, tuple(hands[s]), dealt=True))
            self.known[s] = tuple(hands[s])
        r = self.rules
        if not feuer and (r.thirty_one_first_orbit_turns or r.thirty_one_gives_last_turn):
            # Dutch 31: "every other player gets just one turn" [seed 001].
            for s in holders:
                self.closed[s] = True
            self.closed_by = holders[0]
            if self.phase is CHOOSE:
                return  # the dealer still chooses; last turns start after
            self._start_last_turns_after_deal()
            return
        if feuer:
            self._finish_hand(HandEnded("dealt_feuer"), feuer=feuer, dealt=True)
        else:
            self._finish_hand(HandEnded("dealt_31"), thirty_one=holders, dealt=True)

    def _start_last_turns_after_deal(self) -> None:
        first = self._first_player()
        order = [first, *[s for s in self._play_order(first) if s != first]]
        last = [s for s in order if not self.closed[s]]
        if not last:
            self.still_to_play = last
            self._finish_hand(HandEnded("all_hold_31"))
            return
        self.to_act = last.pop(0)
        self.still_to_play = last

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        """The seat to act, TERMINAL, or CHANCE (waiting on the next hand's cards)."""
        if self.phase is OVER:
            return TERMINAL
        return CHANCE if self.is_chance_node() else self.to_act

    def is_terminal(self) -> bool:
        """Has the match ended?"""
        return self.phase is OVER

    @property
    def action_type(self) -> type[ThirtyOneAction]:
        """The base class of this game's actions."""
        return ThirtyOneAction

    def legal_actions(self) -> list[ThirtyOneAction]:
        """Every legal action of the seat to act (a shared list: do not modify it).

        The last answer is remembered outside the state (``core.protocol.LegalMemo``),
        for the one state asked last and only until it changes: asked again, it is the
        answer, and :meth:`apply` takes an action from it as checked.
        """
        if self.hand_over:  # between hands: the match is over, or chance deals next
            return []
        memo = LAST_LEGAL
        entry = memo.entry
        if entry[0] is self:
            known: list[ThirtyOneAction] = entry[1]
            return known
        legal = self._compute_legal()
        if tables(self.rules, self.num_players).ev.multi_deck:
            # with several packs the hand or the table may hold the same card twice:
            # each swap is listed once
            legal = list(dict.fromkeys(legal))
        memo.entry = (self, legal)
        return legal

    def _table_one_suit(self) -> bool:
        """Are the table cards all of one suit (an Offerte, a washout)?"""
        t = self.table
        suit = t[0].suit
        for c in t:  # noqa: SIM110 - a loop costs a fraction of all() over a generator
            if c.suit is not suit:
                return False
        return True

    def _may_close(self, p: int, t: Tables) -> bool:
        """May ``p`` close this turn (before looking at the hand it would hold)?
        ``t``: these rules' tables.
        """
        if t.close_ban and self._first_orbit_close_ban(p):
            return False
        if t.pass_not_twice and self.passed_last_turn[p]:
            return False
        if t.last_turns:
            # a second close (second_close_ends_hand) ends the last round at once
            return self.still_to_play is None or (t.second_close_ends_hand and self.closed_by != p)
        return True

    def _first_orbit_close_ban(self, p: int) -> bool:
        """Does the first-round ban keep ``p`` from closing now (the dealer exempt where
        ``dealer_may_close_first_orbit``)?
        """
        r = self.rules
        if not r.close_not_in_first_orbit or self.turns_taken[p]:
            return False
        return not (r.dealer_may_close_first_orbit and p == self.dealer)

    def _may_pass(self, p: int) -> bool:
        rule = self.rules.pass_rule
        if rule == "always":
            return True
        if rule == "never":
            return False
        if rule == "first_orbit":
            return self.turns_taken[p] == 0
        if rule == "once":
            return not self.passed_this_hand[p]
        return not self.passed_last_turn[p]  # not_twice

    def _renews_on_request(self) -> bool:
        """``all_pass=next_may_renew``: after everyone passes, the next player may ask for
        new table cards (read only where players may pass, the only place it applies).
        """
        r = self.rules
        return r.pass_rule != "never" and r.all_pass == "next_may_renew"

    def _new_cards_available(self) -> bool:
        r = self.rules
        if self.took_new_cards:
            return False
        renew = self._renews_on_request() and self._everyone_passed()
        if r.new_cards == "never" and not renew:
            return False
        supply = len(self.stock) + (len(self.discards) if r.recycle_discards else 0)
        if supply < r.hand_size:
            return False
        if renew:
            return True
        if r.new_cards == "on_7_8_9":
            return sorted(int(c.rank) for c in self.table) == [7, 8, 9]
        return True

    def _everyone_passed(self) -> bool:
        """Has every player still taking turns passed, in one unbroken cycle, before the
        last round?
        """
        return self.still_to_play is None and self.passes_in_a_row >= self._players_in_turn()

    def _extra_actions(self, hand: list[Card]) -> list[ThirtyOneAction]:
        """Declaring a 31 by hand and new cards, where the rules have them."""
        acts: list[ThirtyOneAction] = []
        if self.rules.manual_pants_down and self._t.ev.is_thirty_one(hand):
            acts.append(DECLARE)
        if self._new_cards_available():
            acts.append(NEW_CARDS)
        return acts

    def _compute_legal(self) -> list[ThirtyOneAction]:
        phase = self.phase
        p = self.to_act
        if phase is not TURN:
            if phase is CHOOSE:
                # a dealer who has shown a dealt 31 (Dutch 31) keeps it
                return [KEEP] if self.closed[p] else [KEEP, TAKE_WIDOW]
            if phase is OVER:
                return []
            return swaps(SWAP_TABLE[0], self.hands[p], self.table)
        t = tables(self.rules, self.num_players)
        hand, table = self.hands[p], self.table
        swap_one = not (t.offerte and self._table_one_suit())
        acts = swaps(SWAP_TABLE[0], hand, table) if swap_one else []
        if t.extra_actions:  # a declared 31, new cards, or new cards on request
            acts = self._extra_actions(hand) + acts
        three = t.three
        if three:
            acts.append(SWAP_ALL)
        may_pass = t.pass_always or self._may_pass(p)
        if may_pass:
            acts.append(PASS)
        if not self._may_close(p, t):
            return acts
        if t.close_replaces_action:
            acts.append(t.close_action)
        elif not t.close_requires_31:
            if swap_one:
                acts += swaps(SWAP_TABLE[1], hand, table)
            if three:
                acts.append(SWAP_ALL_CLOSE)
            if may_pass:
                acts.append(PASS_CLOSE)
        else:  # only with 31 at the end of the turn (Tri Palki's "last round")
            is31 = t.ev.is_thirty_one
            if swap_one and len(hand) == 3:
                with_close = SWAP_TABLE[1]
                for i, g in enumerate(hand):
                    # 31 is one suit: only a card of the suit of the two kept cards makes it
                    kept = hand[i - 1]
                    if kept.suit is not hand[i - 2].suit:
                        continue
                    for u in table:
                        if u.suit is kept.suit:
                            after = hand.copy()
                            after[i] = u
                            if is31(after):
                                acts.append(with_close[g.index][u.index])
            if three and is31(table):
                acts.append(SWAP_ALL_CLOSE)
            if may_pass and is31(hand):
                acts.append(PASS_CLOSE)
        return acts

    def _check(self, action: ThirtyOneAction) -> None:
        if action in self.legal_actions():
            return
        raise IllegalActionError(self._why_illegal(action))

    def _why_illegal(self, action: ThirtyOneAction) -> str:
        """Name the rule that forbids ``action`` now (the slow path)."""
        text = str(action)
        r = self.rules
        p = self.to_act
        head = f"cannot {text!r}"
        if self.phase is CHOOSE:
            return f"{head}: the dealer (seat {p}) must first 'keep' or 'take-extra-hand'"
        if isinstance(action, (Keep, TakeWidow)):
            return f"{head}: only the dealer chooses, before the first turn"
        if isinstance(action, Swap):
            if action.give not in self.hands[p]:
                return f"{head}: seat {p} does not hold {action.give}"
            if action.take not in self.table:
                return f"{head}: {action.take} is not on the table"
        if self.phase is FORCED_SWAP:
            return f"{head}: after new cards seat {p} must exchange exactly one card"
        if isinstance(action, NewCards):
            if self.took_new_cards:
                return f"{head}: new cards only once a turn"
            if r.new_cards == "never" and self._renews_on_request():
                if not self._everyone_passed():
                    return f"{head}: new cards only after everyone has passed in turn"
                return f"{head}: the talon has too few cards"
            if r.new_cards == "never":
                return f"{head}: these rules have no new-cards action"
            if r.new_cards == "on_7_8_9":
                return f"{head}: new cards only when 7, 8 and 9 lie on the table"
            return f"{head}: the stock has too few cards"
        if isinstance(action, DeclareThirtyOne):
            if not r.manual_pants_down:
                return f"{head}: 31 is announced automatically under these rules"
            return f"{head}: seat {p} does not hold 31"
        close = isinstance(action, Close) or (
            isinstance(action, (Swap, SwapAll, Pass)) and action.close
        )
        if isinstance(action, Swap) and r.offerte and self._table_one_suit():
            return (
                f"{head}: the table is an Offerte (all one suit), "
                "so a one-card exchange is not allowed"
            )
        if isinstance(action, SwapAll) and not r.allow_three_card_swap:
            return f"{head}: these rules do not allow exchanging the whole hand"
        if isinstance(action, Pass) and not self._may_pass(p):
            rule = r.pass_rule
            if rule == "never":
                return f"{head}: these rules have no plain pass; exchange or {r.close_word}"
            if rule == "first_orbit":
                return f"{head}: PASS is allowed only in the first round"
            if rule == "once":
                return f"{head}: seat {p} has passed this hand, and a player may pass only once"
            return f"{head}: after a PASS the next turn must be an exchange"
        if close:
            if isinstance(action, Close) and not r.close_replaces_action:
                return (
                    f"{head}: close at the end of a turn, e.g. 'pass close' or 'swap Kh Ad close'"
                )
            if not isinstance(action, Close) and r.close_replaces_action:
                return f"{head}: '{r.close_word}' is a turn of its own, not added to an exchange"
            if self._first_orbit_close_ban(p):
                who = " except for the dealer" if r.dealer_may_close_first_orbit else ""
                return f"{head}: {r.close_word.upper()} is not allowed in the first round{who}"
            if r.pass_rule == "not_twice" and self.passed_last_turn[p]:
                return f"{head}: after a PASS the next turn must be an exchange"
            if self.still_to_play is not None and not r.second_close_ends_hand:
                return f"{head}: this is already the last round"
            if self.still_to_play is not None and self.closed_by == p:
                return f"{head}: seat {p} has already {closed_phrase(r.close_word)}"
            if r.close_requires_31:
                return f"{head}: only a player with 31 at the end of his turn may close"
        return f"{head}: not a legal action now"

    # -- applying ------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        p = self.to_act
        if isinstance(action, Swap):
            hand, table = self.hands[p], self.table
            give, take = action.give, action.take
            hand[hand.index(give)] = take
            table[table.index(take)] = give
            known = self.known[p]
            if give in known:
                i = known.index(give)
                known = known[:i] + known[i + 1 :]
            self.known[p] = (*known, take)
            self.events.append(Swapped(p, give, take))
            if self.phase is FORCED_SWAP:
                self.phase = TURN
            self._end_turn(p, True, False, action.close)
        elif self.phase is CHOOSE:
            self._choose(p, action is TAKE_WIDOW)
        elif isinstance(action, Pass):
            self.events.append(Passed(p))
            self._end_turn(p, False, True, action.close)
        elif isinstance(action, SwapAll):
            hand = self.hands[p]
            self.hands[p], self.table = self.table, hand
            self.known[p] = tuple(self.hands[p])
            self.events.append(SwappedAll(p, tuple(hand), tuple(self.hands[p])))
            self._end_turn(p, True, False, action.close or self.rules.swap_all_closes)
        elif isinstance(action, Close):
            self._end_turn(p, False, False, True)
        elif isinstance(action, NewCards):
            self._new_cards(p)
        elif isinstance(action, DeclareThirtyOne):
            shown = tuple(self.hands[p])
            self.events.append(self._special_shown(p, shown))
            self._finish_hand(HandEnded("declared_31", p), thirty_one=[p])
        else:  # pragma: no cover - _check admits nothing else
            raise MalformedActionError(f"{action!r} is not an action of this game")
        if self.hand_over:
            self._deal_pending_hands()

    def _choose(self, dealer: int, take: bool) -> None:
        if take:
            self.table = self.hands[dealer]
            self.hands[dealer] = self.widow
            self.known[dealer] = ()
        else:
            self.table = self.widow
        self.widow = []
        self.events.append(ExtraHandChosen(dealer, take, tuple(self.table)))
        self.phase = TURN
        if self.closed_by is not None:  # Dutch: a 31 was dealt, last turns now
            self._start_last_turns_after_deal()
            return
        t = tables(self.rules, self.num_players)
        self.to_act = self._first_player(t)
        special = t.ev.special(self.hands[dealer]) if take else None
        if take and not self._show_special(dealer, special) and self.still_to_play:
            self.to_act = self.still_to_play.pop(0)  # a 31 taken in the first round (Dutch 31)

    def _show_special(self, p: int, special: str | None) -> bool:
        """After ``p``'s cards changed to make ``special`` (if any): show it. True if the
        hand ended.
        """
        if not special or (special == THIRTY_ONE and self.rules.manual_pants_down):
            return False
        self._special_made(p, special)
        if not self.hand_over and self.still_to_play is not None and not self.still_to_play:
            self._finish_hand(HandEnded("showed_31_last", p))
        return self.hand_over

    def _new_cards(self, p: int) -> None:
        r = self.rules
        h = r.hand_size
        if len(self.stock) < h:
            self._recycle()
        old = tuple(self.table)
        self.discards.extend(old)
        self.table = [self.stock.pop() for _ in range(h)]
        self.events.append(TableReplaced("new_cards", old, tuple(self.table), p))
        self.passes_in_a_row = 0
        if r.new_cards_forces_swap:
            self.phase = FORCED_SWAP
        else:
            self.took_new_cards = True

    def _recycle(self) -> None:
        pile = self.discards
        if self.rules.reshuffle_discards:
            shuffle(pile, self.rng)  # the state's own generator (see new_deck)
        # the remaining stock stays on top; the old discards go beneath it
        self.stock = pile[::-1] + self.stock
        self.discards = []
        self.events.append(DiscardsRecycled(len(pile), self.rules.reshuffle_discards))

    def _replace_table(self, why: WhyReplaced, seat: int | None) -> None:
        """The table goes out of play face up; new cards come from the stock."""
        old = tuple(self.table)
        self.discards.extend(old)
        stock = self.stock
        self.table = [stock.pop() for _ in range(self.rules.hand_size)]
        self.events.append(TableReplaced(why, old, tuple(self.table), seat))

    def _washout(self, why: WhyReplaced, seat: int | None) -> bool:
        """Replace a one-suit table [seed 001 Tri Palki]; True if the hand ended."""
        h = self.rules.hand_size
        while self._table_one_suit():
            if len(self.stock) < h:
                self._finish_hand(HandEnded("washout_no_stock", seat))
                return True
            self._replace_table(why, seat)
        return False

    def _special_shown(
        self, seat: int, cards: tuple[Card, ...], dealt: bool = False
    ) -> SpecialShown:
        """The event of ``seat`` showing ``cards`` (what they are worth, as data)."""
        info = self._t.ev.info(cards)
        name = self.rules.thirty_one_name if info.kind == "31" else ""
        return SpecialShown(
            seat, cards, info.kind, info.value, info.rank, info.suit, name, dealt=dealt
        )

    def _special_made(self, p: int, special: str) -> None:
        """``p`` now holds a special; show it and end the hand (or start last turns)."""
        r = self.rules
        cards = tuple(self.hands[p])
        self.events.append(self._special_shown(p, cards))
        if special == FEUER:
            self._finish_hand(HandEnded("showed_feuer", p), feuer=[p])
            return
        if r.thirty_one_gives_last_turn or (
            r.thirty_one_first_orbit_turns and self.turns_taken[p] == 0
        ):
            self.known[p] = tuple(cards)
            self.closed[p] = True  # he closes his game: a close, as far as the rounds go
            self.turns_since_close = 0
            if self.still_to_play is not None:  # already the last round: it goes on as it was
                self.still_to_play = [s for s in self.still_to_play if s != p]
            else:
                order = self._play_order(p)
                if r.thirty_one_first_orbit_turns:
                    turns, closed = self.turns_taken, self.closed
                    order = [s for s in order if turns[s] == 0 and not closed[s]]
                self.closed_by = p
                self.still_to_play = [s for s in order if s != p and not self.closed[s]]
            return
        self._finish_hand(HandEnded("showed_31", p), thirty_one=[p])

    def _end_turn(self, p: int, changed: bool, passed: bool, close: bool) -> None:
        """Finish ``p``'s turn: specials, washouts, closing, all passing, the next seat."""
        t = tables(self.rules, self.num_players)
        self.took_new_cards = False
        if changed:
            special = t.ev.special(self.hands[p])
            if special and self._show_special(p, special):
                return
        self.turns_taken[p] += 1
        self.passed_last_turn[p] = passed
        if passed:
            self.passed_this_hand[p] = True
        quiet = self.turns_since_close = 0 if close else self.turns_since_close + 1
        again = False
        if changed and t.washout and self._table_one_suit():
            if self._washout("washout", p):
                return
            again = True
        self.passes_in_a_row = self.passes_in_a_row + 1 if passed else 0
        if close and not (self.closed[p] and self.closed_by == p):
            self._close(p, t)
            if self.hand_over:
                return
        if (
            passed
            and t.all_pass_acts
            and self.still_to_play is None
            and self.passes_in_a_row >= self._players_in_turn()
        ):
            self.passes_in_a_row = 0
            r = self.rules
            if r.all_pass == "end":
                self._finish_hand(HandEnded("all_passed", p))
                return
            if len(self.stock) >= r.hand_size:
                self._replace_table("all_passed", p)
            elif r.all_pass_empty_talon == "end":
                self._finish_hand(HandEnded("all_passed_no_stock", p))
                return
        rounds = t.rounds
        # [our choice] a hand nobody closes is called off and scored as it stands.  The
        # seats in turn do not change between two closes, so the rounds are first full
        # after a multiple of ``rounds`` turns: only then are the seats counted.
        if quiet >= rounds and not quiet % rounds and quiet >= rounds * self._players_in_turn():
            self._finish_hand(HandEnded("no_close", word=t.close_word, rounds=rounds))
            return
        if again:
            self.to_act = p
            return
        last = self.still_to_play
        if last is None:
            is_out, closed = self.is_out, self.closed
            for s in t.after[p]:  # the next seat that still takes turns
                if not (is_out[s] or closed[s]):
                    self.to_act = s
                    break
        elif last:
            self.to_act = last.pop(0)
        else:
            closer = self.closed_by
            if closer is None:  # every other player closed his game: p was the last open
                self._finish_hand(HandEnded("last_open_turn", p, t.close_word))
            else:  # no word: the closer showed 31 and closed his game
                word = "" if self.closed[closer] else t.close_word
                self._finish_hand(HandEnded("last_turns", closer, word))

    def _close(self, p: int, t: Tables) -> None:
        word = t.close_word
        self.events.append(Closed(p, word))
        if t.close_ends_now:
            self._finish_hand(HandEnded("ended", p, word))
            return
        closed = self.closed
        if t.last_turns and self.still_to_play is not None:
            # second_close_ends_hand: a close in the last round ends the hand at once
            self._finish_hand(HandEnded("second_close", p, word))
            return
        if t.last_turns:
            self.closed_by = p
            self.still_to_play = [s for s in self._play_order(p, t) if s != p and not closed[s]]
            return
        closed[p] = True
        if self.still_to_play is not None:
            self.still_to_play = [s for s in self.still_to_play if s != p]
            return
        still_open = [s for s in self._play_order(p, t) if not closed[s]]
        if len(still_open) == 1:
            self.still_to_play = still_open
        elif not still_open:
            self._finish_hand(HandEnded("all_closed", p, word))

    # -- the end of a hand ---------------------------------------------------------------

    def _finish_hand(
        self,
        ended: HandEnded,
        *,
        feuer: Sequence[int] = (),
        thirty_one: Sequence[int] = (),
        dealt: bool = False,
    ) -> None:
        """Score the hand, settle chips, and deal the next hand or end the match."""
        self.hand_over = True
        self.still_to_play = None
        r, n = self.rules, self.num_players
        t = tables(r, n)
        events = self.events
        events.append(ended)
        hands = self.hands
        shown = tuple([tuple(h) for h in hands])  # seats out of the match hold no cards
        is_out = self.is_out
        if True in is_out:
            active = tuple([s for s in range(n) if not is_out[s]])  # the seats still in
            shown_active = tuple([shown[s] for s in active])
        else:  # everyone (a loop over the fixed seats costs less than a comprehension)
            active, shown_active = t.seats, shown
        # each seat's HandInfo (as Evaluator.infos), and its fields for the event
        ev = t.ev
        infos: dict[int, HandInfo] = {}
        values = [0.0] * n
        hand_values: list[int | float] = []
        kinds: list[HandKind] = []
        ranks: list[int] = []
        suits: list[int] = []
        for s in active:
            info = ev.info(hands[s])
            infos[s] = info
            value = info.value
            values[s] = float(value)
            hand_values.append(value)
            kinds.append(info.kind)
            ranks.append(info.rank)
            suits.append(info.suit)
        events.append(
            HandsShown(
                active,
                shown_active,
                tuple(kinds),
                tuple(hand_values),
                tuple(ranks),
                tuple(suits),
                r.thirty_one_name if "31" in kinds else "",
            )
        )
        deltas = [0.0] * n
        losers: list[int] = []
        winners: list[int] = []
        next_dealer: int | None = None
        if t.points:
            best = max(values[s] for s in active)
            winners = [s for s in active if values[s] == best]
            losers = [s for s in active if s not in winners]
            scored = HandScored("best_hand_scores", tuple(losers), tuple(winners), best)
            events.append(scored)
            for s in active:
                gain = int(best) if s in winners else int(values[s] - best)
                self.points = with_seat(self.points, s, self.points[s] + gain)
                deltas[s] = float(gain)
                events.append(PointsScored(s, gain, self.points[s]))
            worst = min(values[s] for s in active)
            biggest = next(s for s in self._play_order(self.dealer) if values[s] == worst)
            # the biggest loser plays first: the seat before him deals [seed 001, 41]
            next_dealer = self._seat_before(biggest, self._in_match())
        else:
            verdict = hand_losses(
                r, infos, closer=self.closed_by, feuer=feuer, thirty_one=thirty_one, dealt=dealt
            )
            losses = verdict.losses
            losers = [s for s in active if s in losses]
            scored = HandScored(
                verdict.why, tuple(losers), verdict.tied, verdict.value, verdict.tie_break
            )
            events.append(scored)
            self._settle(losses, deltas)
            if t.dealer_by_hand:
                next_dealer = highest_ordinary(infos, self.dealer)
        self.results.append(
            HandResult(
                hand_number=self.hand_number,
                events=(ended, scored),
                losers=tuple(losers),
                winners=tuple(winners),
                deltas=tuple(deltas),
                scores=tuple(values),
                shown=shown,
            )
        )
        if self._match_over():
            return
        if next_dealer is None:  # the next seat in the match after the dealer
            next_dealer = self._play_order(self.dealer, t)[0]
        elif self.is_out[next_dealer]:
            next_dealer = self._play_order(next_dealer, t)[0]
        self.next_dealer = next_dealer

    def _settle(self, losses: dict[int, int], deltas: list[float]) -> None:
        """Take the chips, eliminate, hand out the Chicken, settle a final tie."""
        r, n = self.rules, self.num_players
        t = tables(r, n)
        chips = list(self.chips)
        for s, k in losses.items():
            if chips[s] <= k:
                break
        else:  # the usual case: nobody runs out of chips
            name, start, events_out = t.chip_name, t.starting_chips, self.events
            for s, k in losses.items():
                chips[s] -= k
                deltas[s] -= k
                events_out.append(ChipsLost(s, k, chips[s], name, start))
            self.chips = tuple(chips)
            return
        is_out = list(self.is_out)
        before = (self.chips, self.is_out, self.chicken, self.chicken_gone)
        survivors_before = [s for s in range(n) if not is_out[s]]
        emptied: list[int] = []
        gone: list[int] = []
        events: list[Event] = []
        for s in survivors_before:
            for _ in range(losses.get(s, 0)):
                if is_out[s]:
                    break
                if chips[s] > 0:
                    chips[s] -= 1
                    deltas[s] -= 1
                    if chips[s] == 0 and not t.swimming:
                        emptied.append(s)
                else:
                    is_out[s] = True
                    gone.append(s)
            if losses.get(s, 0) and not is_out[s]:
                events.append(ChipsLost(s, losses[s], chips[s], t.chip_name, t.starting_chips))
        if emptied:
            if r.chicken_enabled and not self.chicken_gone:
                self.chicken_gone = True
                if len(emptied) == 1 and emptied[0] not in gone:
                    self.chicken = emptied[0]
                    events.append(ChickenTaken(emptied[0]))
                    emptied = []
            for s in emptied:
                if not is_out[s]:
                    is_out[s] = True
                    gone.append(s)
        first_out = t.first_out_buys_drinks and not any(before[1])
        for s in gone:
            if self.chicken == s:
                self.chicken = None
            events.append(PlayerEliminated(s, buys_drinks=first_out))
        self.chips, self.is_out = tuple(chips), tuple(is_out)
        if all(is_out):
            tied = tuple(survivors_before)
            self.chips, self.is_out, self.chicken, self.chicken_gone = before
            if r.final_tie == "replay":
                for i in range(n):
                    deltas[i] = 0.0
                self.events.append(FinalTieReplayed(tied))
                return
            self.events.extend(events)
            self.match_winners = tied
            return
        self.events.extend(events)

    def _match_over(self) -> bool:
        r = self.rules
        n = self.num_players
        t = tables(r, n)
        if t.points:
            played = self.hand_number + 1
            top = max(self.points)
            if (r.game_length == "hands" and played >= r.match_hands) or (
                r.game_length == "target" and top >= r.target_points
            ):
                self.match_winners = tuple([s for s in range(n) if self.points[s] == top])
        elif not self.match_winners and self.is_out.count(False) == 1:
            self.match_winners = (self.is_out.index(False),)  # the last survivor
        if not self.match_winners and self.hand_number + 1 >= t.max_hands:
            # [our choice] the hand cap: the seats still in with the most chips (points) win
            survivors = self._active()
            score = self.points if r.scoring == "points" else self.chips
            top = max(score[s] for s in survivors)
            self.match_winners = tuple([s for s in survivors if score[s] == top])
        if self.match_winners:
            self.events.append(MatchWon(tuple(self.match_winners)))
            self.phase = OVER
            self.to_act = TERMINAL
            return True
        return False

    # -- results -------------------------------------------------------------------

    def returns(self) -> list[float]:
        """1/k for each of k winners once the match is over, else 0."""
        w = self.match_winners if self.phase is OVER else []
        return [1.0 / len(w) if s in w else 0.0 for s in range(self.num_players)]

    def hand_result(self) -> HandResult | None:
        """The result of the last finished hand."""
        return self.results[-1] if self.results else None

    def standings(self) -> list[Standing]:
        """Every seat's chips (or points) and what they make it: its kind
        (:func:`~pantsdown.games.thirty_one.scoring.standing`).
        """
        r = self.rules
        winners = self.match_winners if self.phase is OVER else []
        points = r.scoring == "points"
        out = []
        for s in range(self.num_players):
            kind, counts = standing(
                r,
                out=self.is_out[s],
                points=self.points[s],
                chips=self.chips[s],
                chicken=self.chicken == s,
            )
            out.append(
                Standing(
                    seat=s,
                    score=float(self.points[s] if points else self.chips[s]),
                    kind=kind,
                    counts=counts,
                    is_out=self.is_out[s],
                    is_winner=s in winners,
                )
            )
        return out

    def view(self, seat: int) -> ThirtyOneView:
        """What ``seat`` may know: the declared fields (as ``view_fields`` gives them,
        written out so that it compiles to direct slot reads and a native constructor;
        ``tests/conformance/test_contracts.py`` checks the two agree), the worth of its
        own cards and the last hand's result.
        """
        n = self.num_players
        seated = 0 <= seat < n
        if not seated:
            self.view_fields(seat)  # raises the precise error for a seat that is none
        hands = self.hands
        hand = tuple(hands[seat]) if seated else ()
        info = self._t.ev.info(hand) if hand else None
        still = self.still_to_play
        return ThirtyOneView(
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
            chips=self.chips,
            points=self.points,
            is_out=self.is_out,
            chicken=self.chicken,
            chicken_gone=self.chicken_gone,
            hand=hand,
            hand_sizes=tuple([len(h) for h in hands]),
            table=tuple(self.table),
            widow_size=len(self.widow),
            stock_size=len(self.stock),
            discards=tuple(self.discards),
            known=tuple(self.known),
            turns_taken=tuple(self.turns_taken),
            passed_last_turn=tuple(self.passed_last_turn),
            passed_this_hand=tuple(self.passed_this_hand),
            passes_in_a_row=self.passes_in_a_row,
            closed=tuple(self.closed),
            closed_by=self.closed_by,
            still_to_play=None if still is None else tuple(still),
            took_new_cards=self.took_new_cards,
            turns_since_close=self.turns_since_close,
            match_winners=self.match_winners,
            hand_value=float(info.value) if info else 0.0,
            hand_kind=info.kind if info else None,
            hand_rank=info.rank if info else 0,
            hand_suit=info.suit if info else -1,
            last_result=self.hand_result(),
        )

    def all_cards(self) -> list[Card]:
        """Every card of this hand's pack, wherever it is."""
        cards: list[Card] = []
        for h in self.hands:
            cards += h
        return cards + self.table + self.widow + self.stock + self.discards

    # -- positions, notation, ids ------------------------------------------------------

    def after_position(self) -> None:
        """Refuse a position that does not fit the rules: seats, sizes, every card once."""
        LAST_LEGAL.forget()
        n = self.num_players
        per_seat = ("chips", "points", "is_out", "hands", "known", "turns_taken")
        for name in (*per_seat, "passed_last_turn", "passed_this_hand", "closed"):
            if len(getattr(self, name)) != n:
                raise PositionError(f"position line {name!r} needs one entry per seat ({n})")
        seats = [self.dealer, self.to_act, self.next_dealer, *self.match_winners]
        seats += [s for s in (self.chicken, self.closed_by) if s is not None]
        seats += self.still_to_play or []
        if any(not 0 <= s < n for s in seats if s != TERMINAL):
            raise PositionError(f"position names a seat outside 0..{n - 1}")
        if self.phase is OVER:
            self.hand_over = True
            return
        if self.hand_over:  # between hands (chance was about to deal): deal it now
            self.start_hand()
            if self.is_terminal():  # the deal ended the match
                return
        have, pack = Counter(self.all_cards()), Counter(self.pack)
        if have != pack:
            extra = sorted(map(str, (have - pack).elements()))
            missing = sorted(map(str, (pack - have).elements()))
            raise PositionError(
                f"position cards do not make the pack: extra {extra or '-'}, "
                f"missing {missing or '-'}"
            )
        if self.is_out[self.to_act]:
            raise PositionError(f"position: seat {self.to_act} is to act but out")
        for s in range(n):
            if self.passed_last_turn[s] and not self.passed_this_hand[s]:
                raise PositionError(
                    f"position: seat {s} passed on its last turn, so passed_this_hand "
                    "must say it has passed"
                )
        rounds = self.rules.max_rounds_without_knock
        if self.turns_since_close >= rounds * max(1, self._players_in_turn()):
            raise PositionError(
                f"position: {self.turns_since_close} turns since a close would have called "
                f"the hand off (max_rounds_without_knock={rounds})"
            )

    def parse_action(self, text: str) -> ThirtyOneAction:
        """Parse the text notation (see :mod:`pantsdown.games.thirty_one.notation`)."""
        return parse_action(text, close_word=self.rules.close_word)

    def num_distinct_actions(self) -> int:
        """Fixed actions plus every (give, take, close) swap of the pack's cards."""
        return num_actions(len(self._t.distinct))

    def action_id(self, action: ThirtyOneAction) -> int:
        """The dense id of ``action`` (see :mod:`~pantsdown.games.thirty_one.actions`)."""
        return action_id(action, self._t.pos)

    def action_from_id(self, action_id: int) -> ThirtyOneAction:
        """The action with this id."""
        t = self._t
        return action_from_id(action_id, t.distinct, t.close_action)
