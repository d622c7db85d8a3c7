"""The match state of the 31 / Schwimmen family: one commerce engine for every preset.

A :class:`ThirtyOneState` is a whole match: it deals hand after hand, scores each,
keeps chips (lives, tokens, coins, sticks) or points, eliminates players, and ends
when one survivor is left (or the points game is over).

Seats: seat ``i + 1`` sits on seat ``i``'s left.  The first dealer is chosen so that
seat 0 makes the first move of the match.  The deal goes round in the direction of
play starting after the dealer, the dealer last, then the extra hand (or the table);
the top of a stacked deck is dealt first.

>>> from pantsdown.core.registry import make
>>> from pantsdown.core.cards import parse_cards
>>> s = make("schwimmen", 3, decks=[parse_cards("7c 8c 9d  Ah Kh 7s  10s 8s 7d  Qh Jh 9s")])
>>> s.current_player(), [str(a) for a in s.legal_actions()]
(2, ['keep', 'take-widow'])
>>> _ = s.apply_text("keep"); _ = s.apply_text("swap 7c Qh")
>>> [str(e) for e in s.events[-2:]]
['seat 2 kept his cards; the extra hand went face up: Qh Jh 9s', 'seat 0 swapped 7c for Qh']
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Sequence
from typing import ClassVar

from pantsdown.core.cards import Card
from pantsdown.core.errors import (
    IllegalActionError,
    MalformedActionError,
    OptionError,
    PositionError,
)
from pantsdown.core.fields import (
    BOOL,
    BOOLS,
    CARD_LISTS,
    CARDS,
    INT,
    INTS,
    OPT_INT,
    Field,
    Seen,
    enum_codec,
    opt,
)
from pantsdown.core.protocol import (
    CHANCE,
    TERMINAL,
    Action,
    ChanceMode,
    Event,
    GameFacts,
    HandResult,
    Standing,
    State,
    complete_deck,
)
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
)
from pantsdown.games.thirty_one.events import (
    ChickenTaken,
    ChipsLost,
    Closed,
    DiscardsRecycled,
    ExtraHandChosen,
    FinalTieReplayed,
    HandDealt,
    HandEnded,
    HandsShown,
    MatchWon,
    NobodyLost,
    Passed,
    PlayerEliminated,
    PointsScored,
    SpecialShown,
    Swapped,
    SwappedAll,
    TableDealt,
    TableReplaced,
)
from pantsdown.games.thirty_one.notation import parse_action
from pantsdown.games.thirty_one.rules import ThirtyOneRules
from pantsdown.games.thirty_one.scoring import (
    FEUER,
    RESULTS,
    THIRTY_ONE,
    Evaluator,
    HandInfo,
)
from pantsdown.games.thirty_one.tables import (
    CLOSE_AFTER,
    CLOSE_INSTEAD,
    Tables,
    special_of,
    swaps_of,
    tables,
)
from pantsdown.games.thirty_one.view import ThirtyOneView

__all__ = ["ThirtyOneState", "sample_state"]


class Phase(enum.Enum):
    """Where the match is (its value is the view's word for it)."""

    CHOOSE = "dealer_choice"
    """The dealer keeps his cards or takes the extra hand."""
    TURN = "turn"
    """A player's turn."""
    FORCED_SWAP = "swap_after_new_cards"
    """After new cards, the same player must exchange one card (41)."""
    OVER = "match_over"
    """The match is over."""


CHOOSE, TURN, FORCED_SWAP, OVER = Phase.CHOOSE, Phase.TURN, Phase.FORCED_SWAP, Phase.OVER

_FIXED_IDS: tuple[ThirtyOneAction, ...] = (
    PASS,
    PASS_CLOSE,
    SWAP_ALL,
    SWAP_ALL_CLOSE,
    Close("close"),  # id 4 stands for the variant's close, whatever its word
    KEEP,
    TAKE_WIDOW,
    NEW_CARDS,
    DECLARE,
)
_SWAP_BASE = len(_FIXED_IDS)
_CLOSE_INSTEAD, _CLOSE_AFTER = CLOSE_INSTEAD, CLOSE_AFTER


_SPECIAL_NAMES = {FEUER: "Feuer", THIRTY_ONE: "Schnauz (31)"}


_LAST_LEGAL: tuple[object, int, int, list[ThirtyOneAction]] = (None, -1, -1, [])
"""A one-entry memo of :meth:`ThirtyOneState.legal_actions`: (state, history length,
events length, answer).  Bounded: it holds one state at most; not part of any state."""


class ThirtyOneState(State[ThirtyOneRules, ThirtyOneAction, ThirtyOneView]):
    """A match of any 31-family preset.  See the module docstring for seats and dealing."""

    family_id = "thirty_one"
    FIELDS: ClassVar[dict[str, Field]] = {
        "phase": Field(enum_codec(Phase), Seen.PUBLIC, "where the match is"),
        "hand_number": Field(INT, Seen.PUBLIC, "the hand being played, from 0"),
        "dealer": Field(INT, Seen.PUBLIC, "the dealer of this hand"),
        "to_act": Field(INT, Seen.INTERNAL, "the seat to act (views: current_player)"),
        "chips": Field(INTS, Seen.PUBLIC, "per seat, chips (lives, tokens, coins) left"),
        "points": Field(INTS, Seen.PUBLIC, "per seat, match points (points scoring)"),
        "out": Field(BOOLS, Seen.INTERNAL, "per seat, out of the match (views: eliminated)"),
        "chicken": Field(OPT_INT, Seen.PUBLIC, "the seat holding the Chicken (Dutch 31)"),
        "chicken_gone": Field(BOOL, Seen.PUBLIC, "the Chicken can no longer be won"),
        "hands": Field(
            CARD_LISTS, Seen.OWN, "each seat's cards", view_name="hand", sizes_name="hand_sizes"
        ),
        "table": Field(CARDS, Seen.PUBLIC, "the face-up cards in the middle"),
        "widow": Field(CARDS, Seen.HIDDEN, "the unseen extra hand", sizes_name="extra_hand_cards"),
        "stock": Field(CARDS, Seen.HIDDEN, "the undealt cards, top last", sizes_name="stock_cards"),
        "discards": Field(CARDS, Seen.PUBLIC, "face-up cards out of play", view_name="out_of_play"),
        "known": Field(
            CARD_LISTS,
            Seen.PUBLIC,
            "per seat, the cards all know it holds",
            view_name="known_cards",
        ),
        "turns": Field(
            INTS, Seen.PUBLIC, "per seat, turns taken this hand", view_name="turns_taken"
        ),
        "passed": Field(
            BOOLS,
            Seen.PUBLIC,
            "per seat, its previous turn was a pass",
            view_name="passed_last_turn",
        ),
        "passes_in_row": Field(INT, Seen.PUBLIC, "consecutive passes", view_name="passes_in_a_row"),
        "closed": Field(BOOLS, Seen.INTERNAL, "per seat, has closed (views: closed_seats)"),
        "closer": Field(OPT_INT, Seen.PUBLIC, "who closed or showed 31", view_name="closed_by"),
        "final": Field(opt(INTS), Seen.INTERNAL, "the last turns still to play, if any"),
        "took_new_cards": Field(BOOL, Seen.PUBLIC, "the seat to act took new cards this turn"),
        "turns_since_close": Field(INT, Seen.PUBLIC, "turns since the last close this hand"),
        "hand_over": Field(BOOL, Seen.INTERNAL, "the hand has ended (the next is not yet dealt)"),
        "next_dealer": Field(INT, Seen.INTERNAL, "who deals the next hand"),
        "results": Field(RESULTS, Seen.INTERNAL, "every finished hand (views: last_result)"),
        "match_winners": Field(INTS, Seen.INTERNAL, "the winners (views: winners)"),
    }
    """Every field of a 31-family match, in position order."""

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
        if rules.cards_needed(num_players) > len(self.pack):
            raise OptionError(
                f"{num_players} players need {rules.cards_needed(num_players)} cards "
                f"but the pack has {len(self.pack)}; add decks"
            )
        n = num_players
        self.chips: list[int] = [rules.starting_chips if rules.scoring != "points" else 0] * n
        """Per seat, chips (lives, tokens, coins, sticks to spare) left."""
        self.points: list[int] = [0] * n
        """Per seat, match points (points scoring)."""
        self.out: list[bool] = [False] * n
        """Per seat, eliminated."""
        self.chicken: int | None = None
        self.chicken_gone = False
        self.hand_number = -1
        self.results: list[HandResult] = []
        self.match_winners: list[int] = []
        self.phase = TURN
        self.to_act = 0
        self.next_dealer = 0 if rules.dealer_plays_first else (-self._t.step) % n
        self.hand_over = True
        self.dealer = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.discards: list[Card] = []
        self.known: list[list[Card]] = [[] for _ in range(n)]
        self.turns = [0] * n
        self.passed = [False] * n
        self.passes_in_row = 0
        self.closed = [False] * n
        self.closer: int | None = None
        self.final: list[int] | None = None
        self.took_new_cards = False
        self.turns_since_close = 0
        self.widow: list[Card] = []
        self.table: list[Card] = []
        self._deal_pending_hands()

    # -- the fixed tables of these rules (not game state) ------------------------------

    @property
    def _t(self) -> Tables:
        """The fixed tables of these rules and players (shared, cached per rules)."""
        return tables(self.rules, self.num_players)

    @property
    def pack(self) -> tuple[Card, ...]:
        """The cards shuffled for each hand."""
        return tables(self.rules, self.num_players).pack

    @property
    def ev(self) -> Evaluator:
        """The hand evaluator of these rules."""
        return tables(self.rules, self.num_players).ev

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
            num_distinct_actions=_SWAP_BASE + 2 * distinct * distinct,
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

    # -- dealing -------------------------------------------------------------------

    def _order_from(self, seat: int) -> list[int]:
        """Active seats in the direction of play, starting after ``seat`` (read only)."""
        t = tables(self.rules, self.num_players)
        if True not in self.out:
            return t.orders[seat]  # nobody out: the shared table
        out = self.out
        return [s for s in t.orders[seat] if not out[s]]

    def _active(self) -> list[int]:
        """The seats still in the match, in seat order."""
        return [s for s in range(self.num_players) if not self.out[s]]

    def _next_active(self, seat: int) -> int:
        n, step, out = self.num_players, self._t.step, self.out
        s = seat
        for _ in range(n):
            s = (s + step) % n
            if not out[s]:
                return s
        return seat

    def _next_open(self, seat: int) -> int:
        """The next seat that still takes turns (not out, not closed)."""
        n, step, out, closed = self.num_players, self._t.step, self.out, self.closed
        s = seat
        for _ in range(n):
            s = (s + step) % n
            if not out[s] and not closed[s]:
                return s
        return seat

    def new_deck(self, pack: Sequence[Card]) -> list[Card]:
        """The next hand's deck order: stacked if given, else shuffled.

        Same contract as :meth:`State.new_deck`; the shuffle sorts by one random key
        per card (a uniform permutation, several times faster than ``rng.shuffle``).
        A stacked deck draws the same keys (the cards it leaves open are ordered by
        theirs), so the state's generator is in the same place after a hand whether
        its deck was shuffled or stacked: a record, which stacks every deck, replays
        the later draws (recycled discards) exactly.

        >>> from pantsdown.core.registry import make
        >>> s = make("schwimmen", 4, seed=7)
        >>> rng = random.Random(7)
        >>> keys = [rng.random() for _ in s.pack]
        >>> s.decks[0] == [s.pack[i] for i in sorted(range(32), key=keys.__getitem__)]
        True
        """
        rnd = self.rng.random
        i = len(self.decks)
        if i < len(self.stacked):
            keys = [rnd() for _ in pack]
            top = self.stacked[i]
            rest = Counter(pack)
            rest.subtract(top)
            if min(rest.values()) < 0:
                complete_deck(top, pack, self.rng)  # raises the precise DeckError
            tail = [c for c in pack if rest[c] > 0 and not rest.subtract([c])]
            order = sorted(range(len(tail)), key=keys.__getitem__)
            deck = [*top, *(tail[j] for j in order)]
        else:
            # sorted() calls the key once per card, in pack order, and is stable
            deck = sorted(pack, key=lambda _: rnd())
        self.decks.append(deck)
        return list(deck)

    def _deal_pending_hands(self) -> None:
        """Deal the next hand after one has finished (again if it ends at the deal)."""
        while self.hand_over and self.phase != OVER and not self.is_chance_node():
            self.hand_number += 1
            self.dealer = self.next_dealer
            self.start_hand()  # deals now, or after the chance outcomes (explicit chance)

    def hand_pack(self) -> tuple[Card, ...]:
        """The cards shuffled for each hand."""
        return self.pack

    def deal(self, deck: list[Card]) -> None:
        """Deal a hand from ``deck`` (top first) and set up its first turn."""
        self._deal(self.dealer, deck)
        if self.hand_over:  # it ended at the deal: the next one
            self._deal_pending_hands()

    def _deal(self, dealer: int, deck: list[Card]) -> None:
        rules, n, h = self.rules, self.num_players, self._t.hand_size
        order = self._order_from(dealer)  # ends with the dealer
        hands: list[list[Card]] = [[] for _ in range(n)]
        i = 0
        extra: list[Card] = []
        if rules.deal_one_at_a_time:
            for _ in range(h):
                for s in order:
                    hands[s].append(deck[i])
                    i += 1
                extra.append(deck[i])
                i += 1
        else:
            for s in order:
                hands[s] = deck[i : i + h]
                i += h
            extra = deck[i : i + h]
            i += h
        self.hands = hands
        self.stock = deck[i:][::-1]  # pop() takes the top card
        self.discards = []
        self.known = [[] for _ in range(n)]
        self.turns = [0] * n
        self.passed = [False] * n
        self.passes_in_row = 0
        self.closed = [False] * n
        self.closer = None
        self.final = None
        self.took_new_cards = False
        self.turns_since_close = 0
        self.hand_start = len(self.events)
        self.hand_over = False
        self.events.append(HandDealt(self.hand_number, dealer))
        if rules.dealer_chooses_extra_hand:
            self.widow = extra
            self.table = []
            self.phase = CHOOSE
            self.to_act = dealer
        else:
            self.widow = []
            self.table = extra
            self.phase = TURN
            self.to_act = self._first_player()
            self.events.append(TableDealt(tuple(extra)))
            if rules.washout and self._washout("washout at the deal"):
                return
        self._dealt_specials()

    def _first_player(self) -> int:
        return self.dealer if self.rules.dealer_plays_first else self._next_active(self.dealer)

    def _dealt_specials(self) -> None:
        """Specials at the deal are shown at once [seed 001; NOTES 1.3, 6, 7.3]."""
        if self.hand_over:
            return
        ev, hands = self.ev, self.hands
        holders = [s for s in self._order_from(self.dealer) if special_of(ev, hands[s])]
        if not holders:
            return
        feuer = [s for s in holders if ev.is_feuer(self.hands[s])]
        if not feuer and self.rules.manual_pants_down:
            return
        for s in holders:
            name = _SPECIAL_NAMES[ev.special(self.hands[s]) or THIRTY_ONE]
            self.events.append(SpecialShown(s, name, tuple(self.hands[s]), dealt=True))
            self.known[s] = list(self.hands[s])
        r = self.rules
        if not feuer and (r.thirty_one_first_orbit_turns or r.thirty_one_gives_last_turn):
            # Dutch 31: "every other player gets just one turn" [seed 001].
            for s in holders:
                self.closed[s] = True
            self.closer = holders[0]
            if self.phase == CHOOSE:
                return  # the dealer still chooses; last turns start after
            self._start_last_turns_after_deal()
            return
        if feuer:
            self._finish_hand("Feuer was dealt", feuer=feuer, dealt=True)
        else:
            self._finish_hand("31 was dealt", thirty_one=holders, dealt=True)

    def _start_last_turns_after_deal(self) -> None:
        first = self._first_player()
        order = [first, *[s for s in self._order_from(first) if s != first]]
        self.final = [s for s in order if not self.closed[s]]
        if not self.final:
            self._finish_hand("every player holds 31")
            return
        self.to_act = self.final.pop(0)

    # -- the protocol ----------------------------------------------------------------

    def current_player(self) -> int:
        """The seat to act, TERMINAL, or CHANCE (waiting on the next hand's cards)."""
        if self.phase is OVER:
            return TERMINAL
        return CHANCE if self.is_chance_node() else self.to_act

    def is_terminal(self) -> bool:
        """Has the match ended?"""
        return self.phase == OVER

    @property
    def action_type(self) -> type[ThirtyOneAction]:
        """The base class of this game's actions."""
        return ThirtyOneAction

    def legal_actions(self) -> list[ThirtyOneAction]:
        """Every legal action of the seat to act (a shared list: do not modify it).

        The last answer is remembered outside the state, for the one state asked last
        and only while its history and events are as they were (a playout asks, then
        applies one of them: the check in :meth:`apply` finds the same list).
        """
        global _LAST_LEGAL
        if self.is_chance_node():
            return []
        last = _LAST_LEGAL
        if last[0] is self and last[1] == len(self.history) and last[2] == len(self.events):
            return last[3]
        legal = self._compute_legal()
        _LAST_LEGAL = (self, len(self.history), len(self.events), legal)
        return legal

    def _table_one_suit(self) -> bool:
        t = self.table
        s = t[0].suit
        return all(c.suit is s for c in t)

    def _may_close(self, p: int) -> bool:
        """May ``p`` close this turn (before looking at the hand it would hold)?"""
        r = self.rules
        if r.close_not_in_first_orbit and self.turns[p] == 0:
            return False
        if r.pass_rule == "not_twice" and self.passed[p]:
            return False
        if r.close_effect == "last_turns":
            return self.final is None
        return True

    def _may_pass(self, p: int) -> bool:
        rule = self.rules.pass_rule
        if rule == "always":
            return True
        if rule == "first_orbit":
            return self.turns[p] == 0
        if rule == "not_twice":
            return not self.passed[p]
        return False

    def _new_cards_available(self) -> bool:
        r = self.rules
        if r.new_cards == "never" or self.took_new_cards:
            return False
        supply = len(self.stock) + (len(self.discards) if r.recycle_discards else 0)
        if supply < self._t.hand_size:
            return False
        if r.new_cards == "on_7_8_9":
            return sorted(int(c.rank) for c in self.table) == [7, 8, 9]
        return True

    def _extra_actions(self, hand: list[Card]) -> list[ThirtyOneAction]:
        """Declaring a 31 by hand and new cards, where the rules have them."""
        r = self.rules
        acts: list[ThirtyOneAction] = []
        if r.manual_pants_down and self.ev.is_thirty_one(hand):
            acts.append(DECLARE)
        if self._new_cards_available():
            acts.append(NEW_CARDS)
        return acts

    def _compute_legal(self) -> list[ThirtyOneAction]:
        phase = self.phase
        if phase != TURN:
            if phase == CHOOSE:
                # a dealer who has shown a dealt 31 (Dutch 31) keeps it
                return [KEEP] if self.closed[self.to_act] else [KEEP, TAKE_WIDOW]
            if phase == OVER:
                return []
            return swaps_of(SWAP_TABLE[0], self.hands[self.to_act], self.table)
        p = self.to_act
        hand, table = self.hands[p], self.table
        t = self._t
        swap_one = not (t.offerte and self._table_one_suit())
        acts = swaps_of(SWAP_TABLE[0], hand, table) if swap_one else []
        if t.extras:
            acts = self._extra_actions(hand) + acts
        three = t.three
        if three:
            acts.append(SWAP_ALL)
        may_pass = self._may_pass(p)
        if may_pass:
            acts.append(PASS)
        if not self._may_close(p):
            return acts
        mode = t.close_mode
        if mode == _CLOSE_INSTEAD:
            acts.append(self._t.close_action)
        elif mode == _CLOSE_AFTER:
            if swap_one:
                acts += swaps_of(SWAP_TABLE[1], hand, table)
            if three:
                acts.append(SWAP_ALL_CLOSE)
            if may_pass:
                acts.append(PASS_CLOSE)
        else:  # only with 31 at the end of the turn (Tri Palki's "last round")
            is31 = self.ev.is_thirty_one
            if swap_one:
                with_close = SWAP_TABLE[1]
                for g in hand:
                    for u in table:
                        if is31([u if c is g else c for c in hand]):
                            acts.append(with_close[g.index][u.index])
            if three and is31(table):
                acts.append(SWAP_ALL_CLOSE)
            if may_pass and is31(hand):
                acts.append(PASS_CLOSE)
        return acts

    def apply(self, action: Action, *, seat: int | None = None) -> list[Event]:
        """Check and perform ``action``; return the events it caused (see :meth:`State.apply`).

        The usual case, a legal action from the seat to act, takes a short path: a
        legal action is one of the cached legal list (interned, so ``is`` finds it),
        which is empty once the match is over.  Anything else goes through the full
        :meth:`State.check`, which raises the precise error and changes nothing.
        """
        if self.is_chance_node():
            return super().apply(action, seat=seat)
        legal = self.legal_actions()
        if (
            (seat is None or seat == self.to_act)
            and action in legal
            and isinstance(action, ThirtyOneAction)  # whose equality is identity
        ):
            events = self.events
            start = len(events)
            self._apply(action)
            self.history.append(action)
            return events[start:]
        return super().apply(action, seat=seat)

    def _check(self, action: Action) -> None:
        if action in self.legal_actions():
            return
        raise IllegalActionError(self._why_illegal(action))

    def _why_illegal(self, action: Action) -> str:
        """Name the rule that forbids ``action`` now (the slow path)."""
        text = str(action)
        r = self.rules
        p = self.to_act
        head = f"cannot {text!r}"
        if self.phase == CHOOSE:
            return f"{head}: the dealer (seat {p}) must first 'keep' or 'take-widow'"
        if isinstance(action, (Keep, TakeWidow)):
            return f"{head}: only the dealer chooses, before the first turn"
        if isinstance(action, Swap):
            if action.give not in self.hands[p]:
                return f"{head}: seat {p} does not hold {action.give}"
            if action.take not in self.table:
                return f"{head}: {action.take} is not on the table"
        if self.phase == FORCED_SWAP:
            return f"{head}: after new cards seat {p} must exchange exactly one card"
        if isinstance(action, NewCards):
            if r.new_cards == "never":
                return f"{head}: these rules have no new-cards action"
            if self.took_new_cards:
                return f"{head}: new cards only once a turn"
            if r.new_cards == "on_7_8_9":
                return f"{head}: new cards only when 7, 8 and 9 lie on the table"
            return f"{head}: the stock has too few cards"
        if isinstance(action, DeclareThirtyOne):
            if not r.manual_pants_down:
                return f"{head}: 31 is announced automatically under these rules"
            return f"{head}: seat {p} does not hold 31"
        close = getattr(action, "close", False) or isinstance(action, Close)
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
            return f"{head}: after a PASS the next turn must be an exchange"
        if close:
            if isinstance(action, Close) and not r.close_replaces_action:
                return (
                    f"{head}: close at the end of a turn, e.g. 'pass close' or 'swap Kh Ad close'"
                )
            if not isinstance(action, Close) and r.close_replaces_action:
                return f"{head}: '{r.close_word}' is a turn of its own, not added to an exchange"
            if r.close_not_in_first_orbit and self.turns[p] == 0:
                return f"{head}: {r.close_word.upper()} is not allowed in the first round"
            if r.pass_rule == "not_twice" and self.passed[p]:
                return f"{head}: after a PASS the next turn must be an exchange"
            if self.final is not None:
                return f"{head}: this is already the last round"
            if r.close_requires_31:
                return f"{head}: only a player with 31 at the end of his turn may close"
        return f"{head}: not a legal action now"

    # -- applying ------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        p = self.to_act
        if self.phase == CHOOSE:
            self._choose(p, action is TAKE_WIDOW)
        elif isinstance(action, Swap):
            hand, table = self.hands[p], self.table
            give, take = action.give, action.take
            hand[hand.index(give)] = take
            table[table.index(take)] = give
            known = self.known[p]
            if give in known:
                known.remove(give)
            known.append(take)
            self.events.append(Swapped(p, give, take))
            if self.phase == FORCED_SWAP:
                self.phase = TURN
            self._end_turn(p, True, False, action.close)
        elif isinstance(action, Pass):
            self.events.append(Passed(p))
            self._end_turn(p, False, True, action.close)
        elif isinstance(action, SwapAll):
            hand = self.hands[p]
            self.hands[p], self.table = self.table, hand
            self.known[p] = list(self.hands[p])
            self.events.append(SwappedAll(p, tuple(hand), tuple(self.hands[p])))
            close = action.close or self.rules.swap_all_closes
            self._end_turn(p, True, False, close)
        elif isinstance(action, Close):
            self._end_turn(p, False, False, True)
        elif isinstance(action, NewCards):
            self._new_cards(p)
        elif isinstance(action, DeclareThirtyOne):
            self.events.append(SpecialShown(p, "Pants Down (31)", tuple(self.hands[p])))
            self._finish_hand(f"seat {p} declared 31", thirty_one=[p])
        else:  # pragma: no cover - _check admits nothing else
            raise MalformedActionError(f"{action!r} is not an action of this game")
        if self.hand_over:
            self._deal_pending_hands()

    def _choose(self, dealer: int, take: bool) -> None:
        if take:
            self.table = self.hands[dealer]
            self.hands[dealer] = self.widow
            self.known[dealer] = []
        else:
            self.table = self.widow
        self.widow = []
        self.events.append(ExtraHandChosen(dealer, take, tuple(self.table)))
        self.phase = TURN
        if self.closer is not None:  # Dutch: a 31 was dealt, last turns now
            self._start_last_turns_after_deal()
            return
        self.to_act = self._first_player()
        if take and not self._show_special(dealer) and self.final:
            self.to_act = self.final.pop(0)  # a 31 taken in the first round (Dutch 31)

    def _show_special(self, p: int) -> bool:
        """After ``p``'s cards changed: show a special he now holds. True if the hand ended."""
        special = special_of(self.ev, self.hands[p])
        if not special or (special == THIRTY_ONE and self.rules.manual_pants_down):
            return False
        self._special_made(p, special)
        if not self.hand_over and self.final is not None and not self.final:
            self._finish_hand(f"seat {p} showed 31 and nobody else is to play")
        return self.hand_over

    def _new_cards(self, p: int) -> None:
        r, h = self.rules, self._t.hand_size
        if len(self.stock) < h:
            self._recycle()
        old = tuple(self.table)
        self.discards.extend(old)
        self.table = [self.stock.pop() for _ in range(h)]
        self.events.append(TableReplaced(f"seat {p} took new cards", old, tuple(self.table)))
        self.passes_in_row = 0
        if r.new_cards_forces_swap:
            self.phase = FORCED_SWAP
        else:
            self.took_new_cards = True

    def _recycle(self) -> None:
        pile = self.discards
        if self.rules.reshuffle_discards:
            self.rng.shuffle(pile)  # the state's own generator (see new_deck)
        # the remaining stock stays on top; the old discards go beneath it
        self.stock = pile[::-1] + self.stock
        self.discards = []
        self.events.append(DiscardsRecycled(len(pile), self.rules.reshuffle_discards))

    def _washout(self, reason: str) -> bool:
        """Replace a one-suit table [seed 001 Tri Palki]; True if the hand ended."""
        h = self._t.hand_size
        while self._table_one_suit():
            if len(self.stock) < h:
                self._finish_hand("a washout with no stock left")
                return True
            old = tuple(self.table)
            self.discards.extend(old)
            self.table = [self.stock.pop() for _ in range(h)]
            self.events.append(TableReplaced(reason, old, tuple(self.table)))
        return False

    def _special_made(self, p: int, special: str) -> None:
        """``p`` now holds a special; show it and end the hand (or start last turns)."""
        r = self.rules
        cards = tuple(self.hands[p])
        self.events.append(SpecialShown(p, _SPECIAL_NAMES[special], cards))
        if special == FEUER:
            self._finish_hand(f"seat {p} showed Feuer", feuer=[p])
            return
        if r.thirty_one_gives_last_turn or (r.thirty_one_first_orbit_turns and self.turns[p] == 0):
            self.known[p] = list(cards)
            self.closed[p] = True
            if self.final is not None:  # already the last round: it goes on as it was
                self.final = [s for s in self.final if s != p]
            else:
                order = self._order_from(p)
                if r.thirty_one_first_orbit_turns:
                    order = [s for s in order if self.turns[s] == 0 and not self.closed[s]]
                self.closer = p
                self.final = [s for s in order if s != p and not self.closed[s]]
            return
        self._finish_hand(f"seat {p} showed 31", thirty_one=[p])

    def _end_turn(self, p: int, changed: bool, passed: bool, close: bool) -> None:
        """Finish ``p``'s turn: specials, washouts, closing, all passing, the next seat."""
        r = self.rules
        self.took_new_cards = False
        if changed and self._show_special(p):
            return
        self.turns[p] += 1
        self.passed[p] = passed
        self.turns_since_close = 0 if close else self.turns_since_close + 1
        again = False
        if changed and r.washout and self._table_one_suit():
            if self._washout("washout"):
                return
            again = True
        if passed:
            self.passes_in_row += 1
        else:
            self.passes_in_row = 0
        if close and not (self.closed[p] and self.closer == p):
            self._close(p)
            if self.hand_over:
                return
        if (
            passed
            and r.all_pass != "nothing"
            and self.final is None
            and self.passes_in_row >= self._players_in_turn()
        ):
            self.passes_in_row = 0
            if r.all_pass == "end":
                self._finish_hand("everyone passed")
                return
            if len(self.stock) >= self._t.hand_size:
                old = tuple(self.table)
                self.discards.extend(old)
                self.table = [self.stock.pop() for _ in range(self._t.hand_size)]
                self.events.append(TableReplaced("everyone passed", old, tuple(self.table)))
            elif r.all_pass_empty_talon == "end":
                self._finish_hand("everyone passed and the talon is empty")
                return
        quiet = self.turns_since_close
        rounds = r.max_rounds_without_knock
        if quiet >= rounds and quiet >= rounds * max(1, self._players_in_turn()):
            # [our choice] a hand nobody closes is called off and scored as it stands
            rounds = r.max_rounds_without_knock
            self._finish_hand(
                f"{rounds} round{'s' if rounds != 1 else ''} passed without a {r.close_word}"
            )
            return
        if again:
            self.to_act = p
            return
        final = self.final
        if final is not None:
            if not final:
                why = "everyone has had a last turn"
                if self.closer is not None and self.closed[self.closer]:
                    why = f"seat {self.closer} showed 31 and {why}"
                elif self.closer is not None:
                    why = f"{Closed(self.closer, r.close_word)} and {why}"
                self._finish_hand(why)
                return
            self.to_act = final.pop(0)
            return
        self.to_act = self._next_open(p) if True in self.closed else self._order_from(p)[0]

    def _players_in_turn(self) -> int:
        out, closed = self.out, self.closed
        return sum(1 for s in range(self.num_players) if not out[s] and not closed[s])

    def _close(self, p: int) -> None:
        r = self.rules
        self.events.append(Closed(p, r.close_word))
        if r.close_effect == "end_now":
            self._finish_hand(f"seat {p} ended the hand")
            return
        if r.close_effect == "last_turns":
            self.closer = p
            self.final = [s for s in self._order_from(p) if s != p and not self.closed[s]]
            return
        self.closed[p] = True
        if self.final is not None:
            self.final = [s for s in self.final if s != p]
            return
        still_open = [s for s in self._order_from(p) if not self.closed[s]]
        if len(still_open) == 1:
            self.final = still_open
        elif not still_open:
            self._finish_hand("every player has closed")

    # -- the end of a hand ---------------------------------------------------------------

    def _finish_hand(
        self,
        reason: str,
        *,
        feuer: Sequence[int] = (),
        thirty_one: Sequence[int] = (),
        dealt: bool = False,
    ) -> None:
        """Score the hand, settle chips, and deal the next hand or end the match."""
        self.hand_over = True
        self.final = None
        r, ev, n = self.rules, self.ev, self.num_players
        self.events.append(HandEnded(reason))
        hands = self.hands
        active = self._active()
        info = ev.info
        infos = {s: info(hands[s]) for s in active}
        values = [float(infos[s].value) if s in infos else 0.0 for s in range(n)]
        shown = tuple(map(tuple, hands))  # seats out of the match hold no cards
        self.events.append(
            HandsShown(
                tuple(active),
                tuple(shown[s] for s in active),
                tuple(infos[s].description for s in active),
            )
        )
        deltas = [0.0] * n
        losers: list[int] = []
        winners: list[int] = []
        next_dealer: int | None = None
        if r.scoring == "points":
            best = max(values[s] for s in active)
            winners = [s for s in active if values[s] == best]
            for s in active:
                gain = int(best) if s in winners else int(values[s] - best)
                self.points[s] += gain
                deltas[s] = float(gain)
                self.events.append(PointsScored(s, gain, self.points[s]))
            losers = [s for s in active if s not in winners]
            worst = min(values[s] for s in active)
            biggest = next(s for s in self._order_from(self.dealer) if values[s] == worst)
            next_dealer = self._previous_active(biggest)
        else:
            losses = self._losses(active, infos, feuer, thirty_one, dealt)
            losers = [s for s in active if losses.get(s)]
            if not losers:
                self.events.append(NobodyLost(self._nobody_reason()))
            self._settle(losses, deltas)
            if r.next_dealer == "highest_ordinary_hand" and next_dealer is None:
                next_dealer = self._highest_ordinary(active)
        result = HandResult(
            hand_number=self.hand_number,
            reason=reason,
            losers=tuple(losers),
            winners=tuple(winners),
            deltas=tuple(deltas),
            scores=tuple(values),
            shown=shown,
            summary=self._summary(reason, losers, winners),
        )
        self.results.append(result)
        if self._match_over():
            return
        if next_dealer is None:
            next_dealer = self._next_active(self.dealer)
        elif self.out[next_dealer]:
            next_dealer = self._next_active(next_dealer)
        self.next_dealer = next_dealer

    def _summary(self, reason: str, losers: list[int], winners: list[int]) -> str:
        if winners:
            who = ", ".join(f"seat {s}" for s in winners)
            return f"{reason}; won by {who}"
        if losers:
            who = ", ".join(f"seat {s}" for s in losers)
            return f"{reason}; lost by {who}"
        return f"{reason}; nobody lost"

    def _nobody_reason(self) -> str:
        if self.rules.tied_lowest == "nobody_loses":
            return "the lowest hands are tied"
        return "every hand is safe"

    def _previous_active(self, seat: int) -> int:
        n, out = self.num_players, self.out
        s = seat
        for _ in range(n):
            s = (s - self._t.step) % n
            if not out[s]:
                return s
        return seat

    def _losses(
        self,
        active: list[int],
        infos: dict[int, HandInfo],
        feuer: Sequence[int],
        thirty_one: Sequence[int],
        dealt: bool,
    ) -> dict[int, int]:
        """Who pays how many chips for this hand."""
        r, ev, hands = self.rules, self.ev, self.hands
        if feuer:
            # [seed 001] Feuer: all the players except the one with fire lose a chip;
            # dealt, with the option: 2 chips, 1 for a dealt 31.
            out: dict[int, int] = {}
            for s in active:
                if s in feuer:
                    continue
                if dealt and r.dealt_specials_penalty:
                    out[s] = 1 if ev.is_thirty_one(hands[s]) else 2
                else:
                    out[s] = 1
            return out
        if dealt and thirty_one and r.dealt_specials_penalty:
            return {s: 1 for s in active if s not in thirty_one}
        if r.manual_pants_down:
            undeclared = [s for s in active if s not in thirty_one and ev.is_thirty_one(hands[s])]
            if undeclared:
                return dict.fromkeys(undeclared, 1)
        candidates = active
        if r.tri_palki_specials:
            if any(ev.is_tri_palki_aces(hands[s]) for s in active):
                return {s: 1 for s in active if not ev.is_special_hand(hands[s])}
            candidates = [s for s in candidates if not ev.is_special_hand(hands[s])]
        if not candidates:
            return {}
        low = min(infos[s].key for s in candidates)
        losers = [s for s in candidates if infos[s].key == low]
        if len(losers) > 1:
            if r.knocker_loses_ties and self.closer in losers:
                losers = [self.closer]
            elif r.tied_lowest == "nobody_loses":
                losers = []
        # [our choice, NOTES 1.3] whoever showed 31 never loses (two 31s: neither loses)
        losers = [s for s in losers if s not in thirty_one]
        return dict.fromkeys(losers, 1)

    def _highest_ordinary(self, active: list[int]) -> int | None:
        """Tri Palki: the highest ordinary hand deals next (None: everyone was special)."""
        ev, hands = self.ev, self.hands
        ordinary = [s for s in active if not ev.is_special_hand(hands[s])]
        if not ordinary:
            return self.dealer
        return max(ordinary, key=lambda s: ev.key(hands[s]))

    def _settle(self, losses: dict[int, int], deltas: list[float]) -> None:
        """Take the chips, eliminate, hand out the Chicken, settle a final tie."""
        r, n = self.rules, self.num_players
        chips = self.chips
        if all(chips[s] > k for s, k in losses.items()):  # the usual case: nobody runs out
            name, start, events_out = r.chip_name, r.starting_chips, self.events
            for s, k in losses.items():
                chips[s] -= k
                deltas[s] -= k
                events_out.append(ChipsLost(s, k, chips[s], name, start))
            return
        before = (list(self.chips), list(self.out), self.chicken, self.chicken_gone)
        survivors_before = [s for s in range(n) if not self.out[s]]
        emptied: list[int] = []
        gone: list[int] = []
        events: list[Event] = []
        for s in survivors_before:
            for _ in range(losses.get(s, 0)):
                if self.out[s]:
                    break
                if self.chips[s] > 0:
                    self.chips[s] -= 1
                    deltas[s] -= 1
                    if self.chips[s] == 0 and not r.swimming:
                        emptied.append(s)
                else:
                    self.out[s] = True
                    gone.append(s)
            if losses.get(s, 0) and not self.out[s]:
                events.append(ChipsLost(s, losses[s], self.chips[s], r.chip_name, r.starting_chips))
        if emptied:
            if r.chicken_enabled and not self.chicken_gone:
                self.chicken_gone = True
                if len(emptied) == 1 and emptied[0] not in gone:
                    self.chicken = emptied[0]
                    events.append(ChickenTaken(emptied[0]))
                    emptied = []
            for s in emptied:
                if not self.out[s]:
                    self.out[s] = True
                    gone.append(s)
        first_out = r.first_out_buys_drinks and not any(before[1])
        for s in gone:
            if self.chicken == s:
                self.chicken = None
            events.append(PlayerEliminated(s, buys_drinks=first_out))
        survivors = [s for s in range(n) if not self.out[s]]
        if not survivors:
            tied = tuple(survivors_before)
            if r.final_tie == "replay":
                self.chips, self.out, self.chicken, self.chicken_gone = before
                for i in range(n):
                    deltas[i] = 0.0
                self.events.append(FinalTieReplayed(tied))
                return
            self.chips, self.out, self.chicken, self.chicken_gone = before
            self.events.extend(events)
            self.match_winners = list(tied)
            return
        self.events.extend(events)

    def _match_over(self) -> bool:
        r = self.rules
        n = self.num_players
        if r.scoring == "points":
            played = self.hand_number + 1
            top = max(self.points)
            if (r.game_length == "hands" and played >= r.match_hands) or (
                r.game_length == "target" and top >= r.target_points
            ):
                self.match_winners = [s for s in range(n) if self.points[s] == top]
        elif not self.match_winners:
            survivors = [s for s in range(n) if not self.out[s]]
            if len(survivors) == 1:
                self.match_winners = survivors
        if not self.match_winners and self.hand_number + 1 >= r.max_hands:
            # [our choice] the hand cap: the seats still in with the most chips (points) win
            survivors = [s for s in range(n) if not self.out[s]]
            score = self.points if r.scoring == "points" else self.chips
            top = max(score[s] for s in survivors)
            self.match_winners = [s for s in survivors if score[s] == top]
        if self.match_winners:
            self.events.append(MatchWon(tuple(self.match_winners)))
            self.phase = OVER
            self.to_act = TERMINAL
            return True
        return False

    # -- results -------------------------------------------------------------------

    def returns(self) -> list[float]:
        """1/k for each of k winners once the match is over, else 0."""
        w = self.match_winners if self.phase == OVER else []
        return [1.0 / len(w) if s in w else 0.0 for s in range(self.num_players)]

    def hand_result(self) -> HandResult | None:
        """The result of the last finished hand."""
        return self.results[-1] if self.results else None

    def status(self, seat: int) -> str:
        """A seat's standing in words."""
        r = self.rules
        if self.out[seat]:
            return "out"
        if r.scoring == "points":
            return f"{self.points[seat]} points"
        chips = self.chips[seat]
        if r.chip_name == "stick":
            held = r.starting_chips - chips
            return f"{held} stick" + ("" if held == 1 else "s")
        if self.chicken == seat:
            return "Chicken"
        if chips == 0:
            return "on trial" if r.chip_name == "coin" else "swimming"
        plural = "lives" if r.chip_name == "life" else r.chip_name + "s"
        return f"{chips} {r.chip_name if chips == 1 else plural}"

    def standings(self) -> list[Standing]:
        """Every seat's chips (or points) and status."""
        winners = self.match_winners if self.phase == OVER else []
        points = self.rules.scoring == "points"
        return [
            Standing(
                seat=s,
                score=float(self.points[s] if points else self.chips[s]),
                label=self.status(s),
                is_out=self.out[s],
                is_winner=s in winners,
            )
            for s in range(self.num_players)
        ]

    def view(self, seat: int) -> ThirtyOneView:
        """What ``seat`` may know."""
        n = self.num_players
        hand = tuple(self.hands[seat])
        return ThirtyOneView(
            seat=seat,
            num_players=n,
            current_player=self.current_player(),
            hand_number=self.hand_number,
            variant=self.variant,
            options=self.options,
            rules=self.rules,
            phase=self.phase.value,
            dealer=self.dealer,
            hand=hand,
            hand_value=float(self.ev.value(hand)),
            hand_description=self.ev.describe(hand),
            table=tuple(self.table),
            extra_hand_cards=len(self.widow),
            stock_cards=len(self.stock),
            out_of_play=tuple(self.discards),
            hand_sizes=tuple(len(h) for h in self.hands),
            known_cards=tuple(tuple(k) for k in self.known),
            chips=tuple(self.chips),
            points=tuple(self.points),
            status=tuple(self.status(s) for s in range(n)),
            eliminated=tuple(self.out),
            chicken=self.chicken,
            chicken_gone=self.chicken_gone,
            closed_by=self.closer,
            closed_seats=tuple(s for s in range(n) if self.closed[s]),
            last_round=self.final is not None,
            still_to_play=tuple(self.final or ()),
            passed_last_turn=tuple(self.passed),
            passes_in_a_row=self.passes_in_row,
            turns_taken=tuple(self.turns),
            took_new_cards=self.took_new_cards,
            turns_since_close=self.turns_since_close,
            log=tuple(self.events_for(seat, self.hand_start)),
            last_result=self.hand_result(),
            winners=tuple(self.match_winners) if self.phase == OVER else (),
            standings=tuple(self.standings()),
        )

    def all_cards(self) -> list[Card]:
        """Every card of this hand's pack, wherever it is."""
        cards: list[Card] = []
        for h in self.hands:
            cards += h
        return cards + self.table + self.widow + self.stock + self.discards

    # -- copying, notation, ids --------------------------------------------------------

    def after_position(self) -> None:
        """Refuse a position that does not fit the rules: seats, sizes, every card once."""
        n = self.num_players
        for name in ("chips", "points", "out", "hands", "known", "turns", "passed", "closed"):
            if len(getattr(self, name)) != n:
                raise PositionError(f"position line {name!r} needs one entry per seat ({n})")
        seats = [self.dealer, self.to_act, self.next_dealer, *self.match_winners]
        seats += [s for s in (self.chicken, self.closer) if s is not None]
        seats += self.final or []
        if any(not 0 <= s < n for s in seats if s != TERMINAL):
            raise PositionError(f"position names a seat outside 0..{n - 1}")
        if self.phase is not OVER:
            have, pack = Counter(self.all_cards()), Counter(self.pack)
            if have != pack:
                extra = sorted(map(str, (have - pack).elements()))
                missing = sorted(map(str, (pack - have).elements()))
                raise PositionError(
                    f"position cards do not make the pack: extra {extra or '-'}, "
                    f"missing {missing or '-'}"
                )
            if self.out[self.to_act]:
                raise PositionError(f"position: seat {self.to_act} is to act but out")

    def parse_action(self, text: str) -> ThirtyOneAction:
        """Parse the text notation (see :mod:`pantsdown.games.thirty_one.notation`)."""
        return parse_action(text, close_word=self.rules.close_word)

    def num_distinct_actions(self) -> int:
        """Fixed actions plus every (give, take, close) swap of the pack's cards."""
        p = len(self._t.distinct)
        return _SWAP_BASE + 2 * p * p

    def action_id(self, action: Action) -> int:
        """The dense id of ``action``."""
        if isinstance(action, Swap):
            pos = self._t.pos
            try:
                g, t = pos[action.give], pos[action.take]
            except KeyError:
                raise MalformedActionError(f"{str(action)!r}: card not in this pack") from None
            return _SWAP_BASE + 2 * (g * len(self._t.distinct) + t) + action.close
        if isinstance(action, Close):
            return 4
        try:
            return _FIXED_IDS.index(action)  # type: ignore[arg-type]
        except ValueError:
            raise MalformedActionError(f"{action!r} is not an action of this game") from None

    def action_from_id(self, action_id: int) -> ThirtyOneAction:
        """The action with this id."""
        if not 0 <= action_id < self.num_distinct_actions():
            raise MalformedActionError(f"no action has id {action_id}")
        if action_id == 4:
            return self._t.close_action
        if action_id < _SWAP_BASE:
            return _FIXED_IDS[action_id]
        k, close = divmod(action_id - _SWAP_BASE, 2)
        g, t = divmod(k, len(self._t.distinct))
        return SWAP_TABLE[close][self._t.distinct[g].index][self._t.distinct[t].index]


def sample_state(view: ThirtyOneView, rng: random.Random) -> ThirtyOneState:
    """A full state consistent with ``view``: hidden cards dealt from those it cannot see.

    Known cards stay in their holders' hands; the rest of the pack not in the view
    (own hand, table, out of play, known cards) is shuffled into the other hands,
    the extra hand and the stock.
    """
    rules, n = view.rules, view.num_players
    s = ThirtyOneState.__new__(ThirtyOneState)
    State.__init__(s, rules, n, seed=rng.randrange(2**63))
    s.variant = view.variant
    s.options = dict(view.options)
    s.chips = list(view.chips)
    s.points = list(view.points)
    s.out = list(view.eliminated)
    s.chicken = view.chicken
    s.chicken_gone = view.chicken_gone
    s.hand_number = view.hand_number
    s.results = [view.last_result] if view.last_result is not None else []
    s.match_winners = list(view.winners)
    s.phase = Phase(view.phase)
    s.to_act = view.current_player
    s.dealer = view.dealer
    s.table = list(view.table)
    s.discards = list(view.out_of_play)
    s.known = [list(k) for k in view.known_cards]
    s.turns = list(view.turns_taken)
    s.passed = list(view.passed_last_turn)
    s.passes_in_row = view.passes_in_a_row
    s.closed = [i in view.closed_seats for i in range(n)]
    s.closer = view.closed_by
    s.final = list(view.still_to_play) if view.last_round else None
    s.took_new_cards = view.took_new_cards
    s.turns_since_close = view.turns_since_close
    s.events = list(view.log)
    s.hand_start = 0
    s.hand_over = False
    s.next_dealer = view.dealer
    # the hidden cards: the pack minus everything the view shows
    pool = list(s.pack)
    seen = [*view.hand, *view.table, *view.out_of_play]
    for i, known_here in enumerate(view.known_cards):
        if i != view.seat:
            seen += known_here
    for c in seen:
        pool.remove(c)
    rng.shuffle(pool)
    hands: list[list[Card]] = []
    for i in range(n):
        if i == view.seat:
            hands.append(list(view.hand))
            continue
        known = list(view.known_cards[i])
        need = view.hand_sizes[i] - len(known)
        hands.append(known + [pool.pop() for _ in range(need)])
    s.hands = hands
    s.widow = [pool.pop() for _ in range(view.extra_hand_cards)]
    s.stock = pool[: view.stock_cards]
    s.decks = []
    if view.phase == "match_over":
        s.to_act = TERMINAL
    return s
