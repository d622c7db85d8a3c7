"""The one engine of the Ramsen / Rams family: the ``RamsenState`` wiring the concerns.

A match is a series of hands.  A hand runs a list of phases (``steps``) that
its bidding procedure declares, in an order written once
(:mod:`~pantsdown.games.ramsen.procedures`); each phase is a ``Step`` of the
procedure: who is asked, their legal actions, what an action does, how the
phase ends.  This class only runs them:

* the hand cycle: the deck order (``start_hand``), the cut and the deal
  (:mod:`~pantsdown.games.ramsen.deal`), the end of a hand (scored, thrown in,
  the match over);
* the step machine: begin a phase, ask the seats in its queue (a seat whose
  rules leave a single option is not asked where the step says so: the forced
  call is applied and reported, option ``auto_forced_calls``), end it, go on
  to the next phase; a call that changes the contract changes the phases to come;
* the protocol: legal actions, check and apply, views, positions, action ids.

The concerns live in their own modules: the exchange in
:mod:`~pantsdown.games.ramsen.exchange`, the tricks in
:mod:`~pantsdown.games.ramsen.tricks`, scoring in
:mod:`~pantsdown.games.ramsen.scoring`, the view in
:mod:`~pantsdown.games.ramsen.view`, action ids in :mod:`~pantsdown.games.ramsen.ids`.
The cut is chance: the deck order is the order after the cut, so the Schleken
card is the last card of the deck, and replays are exact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar, Final

from pantsdown.core.cards import Card, Suit, format_cards
from pantsdown.core.compiled import mypyc_attr
from pantsdown.core.errors import IllegalActionError, OptionError, PositionError
from pantsdown.core.fields import (
    BOOL,
    BOOL_TUPLE,
    CARD_LISTS,
    CARD_TUPLE_LISTS,
    CARD_TUPLES,
    CARDS,
    INT,
    INT_TUPLE,
    INTS,
    OPT_CARD,
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
    ChanceMode,
    Event,
    GameFacts,
    HandResult,
    Standing,
    State,
    View,
)
from pantsdown.core.seats import next_seat
from pantsdown.core.words import counted
from pantsdown.games.ramsen.actions import (
    Bid,
    Call,
    CallName,
    Exchange,
    Play,
    RamsenAction,
    TakeTrump,
)
from pantsdown.games.ramsen.codecs import CALLS_CODEC, PLAYS, TRICKS, enum_list
from pantsdown.games.ramsen.deal import BY_INDEX
from pantsdown.games.ramsen.events import EVENT_TYPES, HandDealt, HandScored, MatchEnded
from pantsdown.games.ramsen.ids import ID_EXCHANGE, action_from_id, action_id, exchange_space
from pantsdown.games.ramsen.notation import parse_action
from pantsdown.games.ramsen.phases import Contract, HandEnd, Phase
from pantsdown.games.ramsen.procedures import Procedure, Stop, ThrowIn
from pantsdown.games.ramsen.prose import PHASE_WORDS
from pantsdown.games.ramsen.ranking import RankTable, rank_table
from pantsdown.games.ramsen.rules import RamsenRules
from pantsdown.games.ramsen.scoring import apply_deltas, match_winners, score_hand
from pantsdown.games.ramsen.table import RulesTable, rules_table
from pantsdown.games.ramsen.tricks import (
    legal_plays,
    play_card,
    start_tricks,
    why_not,
)
from pantsdown.games.ramsen.view import VOID_WORDS, RamsenView

__all__ = ["Phase", "RamsenState", "RamsenView"]


_Memo = tuple[object, int, Sequence[RamsenAction], RankTable | None, int]
_NO_MEMO: Final[_Memo] = (None, -1, (), None, -1)
_MEMO: Final[list[_Memo]] = [_NO_MEMO]
"""What was last worked out for a decision: (state, its event count then, the legal
actions, the trump table in the play, the hand).  One entry, replaced whole (so a
reader never sees half of one), off the state (it is not game state): a decision
is worked out once although a bot asks for the list, ``apply`` checks against it
and the card played is ranked with the same table.  Every action adds an event, so
a state with more events has moved on; the trump table stays good while the same
state plays the tricks of the same hand (the trump does not change in the play); a
loaded position clears it."""

_PHASE: Final = enum_codec(Phase)
_SUIT: Final = opt(enum_codec(Suit))

# enum members as module constants: compiled, a member read through its enum class
# calls the enum type's ``__getattr__`` hook, about 450 instructions a read
_CALL_DROP: Final = CallName.DROP
_CALL_PASS: Final = CallName.PASS
_CALL_STAY: Final = CallName.STAY
_NO_CONTRACT: Final = Contract.NONE
_ENDED_ALONE: Final = HandEnd.ALONE
_ENDED_PLAYED: Final = HandEnd.PLAYED
_ENDED_VOID: Final = HandEnd.VOID
_BID: Final = Phase.BID
_DEALER_PRE: Final = Phase.DEALER_PRE
_DEALER_BLIND: Final = Phase.DEALER_BLIND
_HEARTS_BLIND: Final = Phase.HEARTS_BLIND
_EXCHANGE: Final = Phase.EXCHANGE
_OVER: Final = Phase.OVER
_PLAY: Final = Phase.PLAY
_SCHLECK: Final = Phase.SCHLECK

_VOIDS_OF_MASK: Final = tuple(
    tuple(w for e, w in enumerate(VOID_WORDS) if mask >> e & 1)
    for mask in range(1 << len(VOID_WORDS))
)
"""A view's ``voids`` entry for each bit mask of effective suits."""

_INTERNAL: Final = Seen.INTERNAL
_PUBLIC: Final = Seen.PUBLIC


# open to interpreted subclasses: then, as in Python, ``__new__`` leaves ``__init__``
# to the caller (``bare_instance``, ``clone``)
@mypyc_attr(allow_interpreted_subclasses=True)
class RamsenState(State[RamsenRules, RamsenAction, "RamsenView"]):
    """A match of a Ramsen-family game."""

    family_id = "ramsen"

    FIELDS: ClassVar[dict[str, Field]] = {
        "phase": Field(_PHASE, _PUBLIC, "the phase of the hand"),
        "hand_number": Field(INT, _PUBLIC, "the hand being played, from 0"),
        "dealer": Field(INT, _PUBLIC, "the dealer of this hand"),
        "scores": Field(INT_TUPLE, _PUBLIC, "each seat's score (counting down to zero)"),
        "pending_doubles": Field(INT, _PUBLIC, "Refas / whiteouts waiting to double a hand"),
        "drop_streak": Field(
            INT_TUPLE,
            _PUBLIC,
            "Zwanzig: per seat, hands dropped in a row (a position without the line: none)",
            missing=lambda state: (0,) * state.num_players,
        ),
        "results": Field(results_codec(EVENT_TYPES), _PUBLIC, "the finished hands' results"),
        "match_winners": Field(INT_TUPLE, _PUBLIC, "the winners, once the match is over"),
        "steps": Field(enum_list(Phase), _INTERNAL, "the phases still to come this hand"),
        "queue": Field(INTS, _INTERNAL, "seats still to be asked in this phase, in order"),
        "to_act": Field(INT, _INTERNAL, "the seat to act"),
        "hands": Field(CARD_LISTS, Seen.OWN, "each seat's cards", "hand", "hand_sizes"),
        "stock": Field(CARDS, Seen.HIDDEN, "the talon, top card last", "", "talon_size"),
        "turned": Field(OPT_CARD, _PUBLIC, "the face-up trump card on the table"),
        "trump_card": Field(OPT_CARD, _PUBLIC, "the card that set this hand's trump"),
        "trump": Field(_SUIT, _PUBLIC, "the trump suit"),
        "widow": Field(CARDS, Seen.HIDDEN, "the Rams widow", "", "widow_size"),
        "discards": Field(
            CARD_TUPLE_LISTS, Seen.OWN, "each seat's cards out of play", "discards", "out_counts"
        ),
        "folded_counts": Field(INT_TUPLE, _PUBLIC, "per seat, cards laid down by dropping"),
        "public_out": Field(CARD_TUPLES, _PUBLIC, "cards publicly out of play"),
        "known": Field(CARD_TUPLE_LISTS, _PUBLIC, "per seat, cards publicly known to be its"),
        "schlecker": Field(OPT_INT, _PUBLIC, "the seat that took the cut card"),
        "schlecked": Field(INT_TUPLE, _PUBLIC, "per seat, cut cards taken"),
        "cut_card": Field(OPT_CARD, _INTERNAL, "the cut card being looked at"),
        "cut_seat": Field(INT, _INTERNAL, "the seat looking at the cut card"),
        "exchanged": Field(INT_TUPLE, _PUBLIC, "per seat, cards exchanged this hand"),
        "exchange_total": Field(INT, _PUBLIC, "cards exchanged by everyone this hand"),
        "active": Field(BOOL_TUPLE, _PUBLIC, "seats still in the hand"),
        "stayed": Field(BOOL_TUPLE, _INTERNAL, "seats that stayed at home"),
        "calls": Field(CALLS_CODEC, _PUBLIC, "each seat's last call this hand"),
        "declarer": Field(OPT_INT, _PUBLIC, "the declarer / announcer"),
        "contract": Field(enum_codec(Contract), _PUBLIC, "the declarer's contract"),
        "high_bid": Field(INT, _PUBLIC, "Mulatschak: the highest bid so far"),
        "swapped": Field(BOOL, _PUBLIC, "the dealer has taken the turned card"),
        "sub_exchange": Field(BOOL, _INTERNAL, "Mulatschak: the seat said play, now exchanges"),
        "redraws": Field(INT, _PUBLIC, "Raub: trump cards redrawn this hand"),
        "onsight": Field(OPT_CARD, _PUBLIC, "Mulatschak: the face-up card on offer"),
        "onsight_discards": Field(
            CARDS, _INTERNAL, "Mulatschak: declarer's discards waiting for a face-up card"
        ),
        "leader": Field(INT, _PUBLIC, "the leader of the current trick", "trick_leader"),
        "trick": Field(PLAYS, _PUBLIC, "the current trick"),
        "best_seat": Field(INT, _INTERNAL, "the seat winning the current trick"),
        "tricks": Field(TRICKS, _PUBLIC, "the finished tricks of this hand"),
        "won": Field(INT_TUPLE, _PUBLIC, "tricks won per seat this hand"),
        "void_masks": Field(INT_TUPLE, _INTERNAL, "per seat, effective suits seen void (bit i)"),
    }
    __slots__ = tuple(FIELDS)
    """The fields above and nothing else, in slots (see ``State.__slots__``)."""

    def __init__(
        self,
        rules: RamsenRules,
        num_players: int,
        *,
        seed: int | None = None,
        decks: Sequence[Sequence[Card]] | None = None,
        chance: ChanceMode | str = ChanceMode.SEEDED,
    ) -> None:
        super().__init__(rules, num_players, seed=seed, decks=decks, chance=chance)
        n = num_players
        if "min_players_to_play" in self.procedure.options and rules.min_players_to_play > n:
            raise OptionError(
                f"min_players_to_play={rules.min_players_to_play} with {n} players: "
                "no hand would ever be played"
            )
        self.scores: tuple[int, ...] = (rules.initial_score,) * n
        self.hand_number = -1
        self.dealer = n - 1
        self.pending_doubles = 0
        self.drop_streak: tuple[int, ...] = (0,) * n
        self.results: Log[HandResult] = Log()
        self.match_winners: tuple[int, ...] = ()
        self._start_hand()

    def copy_fields_into(self, other: State[Any, Any, Any]) -> None:
        """Copy every field of ``FIELDS`` into a fresh clone, as the copier generated
        from ``FIELDS`` does, written out so that it compiles to direct slot copies
        (``tests/conformance/test_contracts.py`` checks that it copies each field).
        """
        assert isinstance(other, RamsenState)
        other.phase = self.phase
        other.hand_number = self.hand_number
        other.dealer = self.dealer
        other.scores = self.scores
        other.pending_doubles = self.pending_doubles
        other.drop_streak = self.drop_streak
        other.results = self.results.copy()
        other.match_winners = self.match_winners
        other.steps = self.steps.copy()
        other.queue = self.queue.copy()
        other.to_act = self.to_act
        other.hands = [v.copy() for v in self.hands]
        other.stock = self.stock.copy()
        other.turned = self.turned
        other.trump_card = self.trump_card
        other.trump = self.trump
        other.widow = self.widow.copy()
        other.discards = self.discards.copy()
        other.folded_counts = self.folded_counts
        other.public_out = self.public_out
        other.known = self.known.copy()
        other.schlecker = self.schlecker
        other.schlecked = self.schlecked
        other.cut_card = self.cut_card
        other.cut_seat = self.cut_seat
        other.exchanged = self.exchanged
        other.exchange_total = self.exchange_total
        other.active = self.active
        other.stayed = self.stayed
        other.calls = self.calls
        other.declarer = self.declarer
        other.contract = self.contract
        other.high_bid = self.high_bid
        other.swapped = self.swapped
        other.sub_exchange = self.sub_exchange
        other.redraws = self.redraws
        other.onsight = self.onsight
        other.onsight_discards = self.onsight_discards.copy()
        other.leader = self.leader
        other.trick = self.trick.copy()
        other.best_seat = self.best_seat
        other.tricks = self.tricks
        other.won = self.won
        other.void_masks = self.void_masks

    @classmethod
    def make_rules_table(cls, rules: RamsenRules) -> RulesTable:
        """The rules' :class:`~.table.RulesTable` (one per rules object)."""
        return rules_table(rules)

    @classmethod
    def game_facts(cls, rules: RamsenRules, num_players: int) -> GameFacts:
        """The action space and the bounds of a match (see ``bound``)."""
        n = num_players
        tricks = rules.tricks_per_hand
        pack = len(rules.pack_cards)
        schleck = max(1, rules.schleck_chain) if rules.schleck else 0
        # every phase of a hand runs at most once (the steps list is consumed, a
        # throw-in starts a new hand); the most decisions each phase can ask for:
        per_phase = (
            schleck  # the cut: one ask per card taken (schleck_chain), or one
            + 2  # Mönch trump holder or announcer names trumps
            + n  # General Rams / Mulatschak bids / Raub lead: each seat once
            + n
            + 2 * n  # Raub lead: each seat once more after the one redraw
            + n
            + 1  # exchange: each seat once, the dealer once more after taking trump
            + pack  # on sight: each take/keep turns a card of the stock
            + 2 * n
            + 1  # play/pass (+ Mulatschak's exchange after play, + Rams widow)
            + n  # Raub defenders
            + 3  # trump swap, Raub dealer before / after looking
            + tricks * n  # the tricks
        )
        return GameFacts(
            num_distinct_actions=ID_EXCHANGE
            + exchange_space(rules.pack, rules.tricks_per_hand).size,
            max_decisions_per_hand=per_phase,
            max_hands=rules.max_hands,
            min_return=0.0,
            max_return=1.0,
            bound=(
                "every phase of a hand runs at most once and asks each seat a bounded "
                "number of times (the cut: schleck_chain; bids, calls and exchanges: each "
                "seat once, twice after a Raub redraw or a Mulatschak play; on-sight cards: "
                "at most the pack; tricks: tricks_per_hand x players); the option "
                "max_hands [our choice] ends the match after that many hands, thrown-in "
                "deals included"
            ),
        )

    # ------------------------------------------------------------------ hand

    def _reset_hand(self) -> None:
        n = self.num_players
        self.phase = _SCHLECK
        self.steps: list[Phase] = []
        self.queue: list[int] = []
        self.to_act = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.turned: Card | None = None
        self.trump_card: Card | None = None
        self.trump: Suit | None = None
        self.widow: list[Card] = []
        self.discards: list[tuple[Card, ...]] = [()] * n
        self.folded_counts: tuple[int, ...] = (0,) * n
        self.public_out: tuple[Card, ...] = ()
        self.known: list[tuple[Card, ...]] = [()] * n
        self.schlecker: int | None = None
        self.schlecked: tuple[int, ...] = (0,) * n
        self.cut_card: Card | None = None
        self.cut_seat = -1
        self.exchanged: tuple[int, ...] = (0,) * n
        self.exchange_total = 0
        self.active: tuple[bool, ...] = (True,) * n
        self.stayed: tuple[bool, ...] = (False,) * n
        self.calls: tuple[str, ...] = ("",) * n
        self.declarer: int | None = None
        self.contract = _NO_CONTRACT
        self.high_bid = 0
        self.swapped = False
        self.sub_exchange = False
        self.redraws = 0
        self.onsight: Card | None = None
        self.onsight_discards: list[Card] = []
        self.leader = 0
        self.trick: list[tuple[int, Card]] = []
        self.best_seat = 0
        self.tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()
        self.won: tuple[int, ...] = (0,) * n
        self.void_masks: tuple[int, ...] = (0,) * n

    def load_view_fields(self, view: View) -> None:
        """Set every public field from ``view``, as the loader worked out from ``FIELDS``
        does, written out so that it compiles to direct slot writes
        (``tests/conformance/test_contracts.py`` checks that it sets each field as
        that one does).
        """
        assert isinstance(view, RamsenView)
        LAST_LEGAL.forget()
        self.phase = view.phase
        self.hand_number = view.hand_number
        self.dealer = view.dealer
        self.scores = tuple(view.scores)
        self.pending_doubles = view.pending_doubles
        self.drop_streak = tuple(view.drop_streak)
        self.results = Log(view.results)
        self.match_winners = tuple(view.match_winners)
        self.turned = view.turned
        self.trump_card = view.trump_card
        self.trump = view.trump
        self.folded_counts = tuple(view.folded_counts)
        self.public_out = tuple(view.public_out)
        self.known = list(view.known)
        self.schlecker = view.schlecker
        self.schlecked = tuple(view.schlecked)
        self.exchanged = tuple(view.exchanged)
        self.exchange_total = view.exchange_total
        self.active = tuple(view.active)
        self.calls = tuple(view.calls)
        self.declarer = view.declarer
        self.contract = view.contract
        self.high_bid = view.high_bid
        self.swapped = view.swapped
        self.redraws = view.redraws
        self.onsight = view.onsight
        self.leader = view.trick_leader
        self.trick = list(view.trick)
        self.tricks = tuple(view.tricks)
        self.won = tuple(view.won)

    def _start_hand(self, *, same_dealer: bool = False) -> None:
        self.hand_number += 1
        if not same_dealer:
            self.dealer = next_seat(self.dealer, self.num_players)
        self._reset_hand()
        self.start_hand()

    def hand_pack(self) -> Sequence[Card]:
        """The cards of the family's pack (32, 33 with the Weli, 36 …)."""
        t: RulesTable = self.rules_table
        return t.pack_cards

    def deal(self, deck: list[Card]) -> None:
        """Start the hand from ``deck`` (top first): the cut, where the rules have one
        (it deals when it is over), else the deal; then the first phase.
        """
        self.stock = deck[::-1]
        self.events.append(HandDealt(self.hand_number, self.dealer))
        t: RulesTable = self.rules_table
        if self.rules.schleck:
            self.steps = [_SCHLECK]  # the cut deals, and names the phases after it
        else:
            t.procedure.deal(self)
            self.steps = t.phases_after(self.contract, _SCHLECK)
        self._next_step()

    def after_position(self) -> None:
        """Refuse a loaded position that does not fit the rules (sizes, seats, cards)."""
        _MEMO[0] = _NO_MEMO
        n = self.num_players
        for name in (
            "scores", "drop_streak", "hands", "discards", "folded_counts", "known", "schlecked",
            "exchanged", "active", "stayed", "calls", "won", "void_masks",
        ):  # fmt: skip
            if len(getattr(self, name)) != n:
                raise PositionError(f"position line {name!r}: one entry per seat ({n}) needed")
        seats = [self.dealer, self.to_act, self.leader, self.best_seat, *self.queue]
        seats += [*self.match_winners, *(s for s, _ in self.trick)]
        seats += [x for x in (self.declarer, self.schlecker) if x is not None]
        for lead, plays, won in self.tricks:
            seats += [lead, won, *(s for s, _ in plays)]
        bad = [s for s in seats if not 0 <= s < n]
        if bad or not -1 <= self.cut_seat < n:
            raise PositionError(f"seat {bad[0] if bad else self.cut_seat} is not a seat of {n}")
        if self.trick and all(s != self.best_seat for s, _ in self.trick):
            raise PositionError(f"best_seat {self.best_seat} has played no card to the trick")
        if any(len(h) > self.rules.tricks_per_hand + 1 for h in self.hands):
            raise PositionError(f"a hand holds more than {self.rules.tricks_per_hand} cards")
        have = Counter(self.all_cards())
        want = Counter(self.rules.pack_cards)
        if have != want:
            extra = sorted((have - want).elements(), key=BY_INDEX)
            missing = sorted((want - have).elements(), key=BY_INDEX)
            raise PositionError(
                "the cards do not make the pack exactly once"
                + (f"; twice or foreign: {format_cards(extra)}" if extra else "")
                + (f"; missing: {format_cards(missing)}" if missing else "")
            )

    @property
    def forehand(self) -> int:
        """The seat on the dealer's left."""
        return next_seat(self.dealer, self.num_players)

    @property
    def table(self) -> RankTable:
        """The trick strengths of this hand's trump (a shared precomputed table)."""
        return rank_table(self.rules, self.trump, self.trump_card)

    @property
    def procedure(self) -> Procedure:
        """The bidding procedure these rules play (``RamsenRules.bidding``)."""
        t: RulesTable = self.rules_table
        return t.procedure

    # ------------------------------------------------------------ step machine

    def _next_step(self) -> None:
        """Begin the next phase: the tricks, or the procedure's step for it."""
        if not self.steps:
            return
        phase = self.steps.pop(0)
        self.phase = phase
        if phase is _PLAY:
            start_tricks(self)
            return
        t: RulesTable = self.rules_table
        self.queue = t.procedure.steps[phase].begin(self)
        self._advance()

    def _advance(self) -> None:
        """Ask the next seat of the queue that has a choice; end the phase when none is left."""
        t: RulesTable = self.rules_table
        step = t.procedure.steps[self.phase]
        queue = self.queue
        while queue:
            s = queue[0]
            opts = step.legal(self, s)
            if not opts:
                queue.pop(0)
                continue
            if len(opts) == 1 and step.forced(self.rules):
                self._do(opts[0], s, forced=True)
                return
            self.to_act = s
            _MEMO[0] = (self, len(self.events), opts, None, -1)
            return
        self._settle(step.end(self))

    def _settle(self, stop: Stop) -> None:
        """Go on to the next phase, or end the hand as ``stop`` says."""
        if stop is None:
            self._next_step()
        elif isinstance(stop, ThrowIn):
            self._throw_in(stop)
        else:
            self._finish_hand(stop)

    def _do(self, action: RamsenAction, seat: int, *, forced: bool = False) -> None:
        """Perform a legal action of ``seat`` in the current phase (the procedure's step).

        A call that changes the contract changes the phases still to come (the
        procedure's order for the new contract, after this phase).
        """
        phase = self.phase
        self.queue.pop(0)
        contract = self.contract
        t: RulesTable = self.rules_table
        stop = t.procedure.steps[phase].act(self, seat, action, forced)
        if stop is not None:
            self._settle(stop)
            return
        if self.contract is not contract:
            self.steps = t.phases_after(self.contract, phase)
        self._advance()

    # ------------------------------------------------------------ protocol

    def current_player(self) -> int:
        """The seat to act, or TERMINAL."""
        if self._chance_deck is not None:
            return CHANCE
        return TERMINAL if self.phase is _OVER else self.to_act

    def legal_actions(self) -> Sequence[RamsenAction]:
        """Every legal action of the seat to act."""
        memo = _MEMO[0]
        version = len(self.events)
        mine = memo[0] is self
        if mine and memo[1] == version:
            legal = memo[2]
            # apply takes one of these as checked (see LegalMemo); not the exchanges,
            # made anew at each lookup, so never found by identity
            if type(legal) is list:
                LAST_LEGAL.entry = (self, legal)
            return legal
        phase = self.phase
        if phase is _PLAY:  # (a chance node comes before the deal, never in the play)
            hand = self.hand_number
            table = memo[3] if mine and memo[4] == hand else None
            if table is None:
                table = rank_table(self.rules, self.trump, self.trump_card)
            plays = legal_plays(self, self.to_act, table)
            _MEMO[0] = (self, version, plays, table, hand)
            LAST_LEGAL.entry = (self, plays)  # apply takes one as checked (see LegalMemo)
            return plays
        if phase is _OVER or self._chance_deck is not None:
            return []
        t: RulesTable = self.rules_table
        legal = t.procedure.steps[phase].legal(self, self.to_act)
        _MEMO[0] = (self, version, legal, None, -1)
        LAST_LEGAL.entry = (self, legal)
        return legal

    def _check(self, action: RamsenAction) -> None:
        memo = _MEMO[0]  # the list a bot just asked for, without another call
        legal = memo[2] if memo[0] is self and memo[1] == len(self.events) else self.legal_actions()
        if action in legal:
            return
        raise IllegalActionError(self._why(action))

    def _why(self, a: RamsenAction) -> str:
        s = self.to_act
        text = str(a)
        phase = PHASE_WORDS[self.phase]
        hand = self.hands[s]
        if isinstance(a, Play):
            if self.phase is not _PLAY:
                return f"cannot {text}: the tricks are not being played yet (now: {phase})"
            return why_not(self, s, a)
        refused = self.procedure.refusal(self, s, a)
        if refused is not None:
            return f"cannot {text}: {refused}"
        legal = ", ".join(str(x) for x in self.legal_actions()[:12])
        if isinstance(a, Exchange) and self.phase in (_EXCHANGE, _BID):
            missing = [c for c in a.cards if c not in hand]
            if missing:
                return f"cannot {text}: seat {s} does not hold {format_cards(missing)}"
            lim = self.procedure.exchange_limit(self, s)
            return f"cannot {text}: seat {s} may exchange at most {counted(lim, 'card')} now"
        if isinstance(a, TakeTrump) and a.card not in hand:
            return f"cannot {text}: seat {s} does not hold {a.card}"
        if isinstance(a, Call) and self.phase is _BID:
            if a.name is _CALL_PASS:
                return f"cannot {text}: a player who exchanged must play"
            if a.name is _CALL_DROP or a.name is _CALL_STAY:
                return f"cannot {text}: seat {s} may not drop out of this hand now"
        if isinstance(a, Bid):
            return f"cannot {text}: a bid must be higher than {self.high_bid}"
        return f"cannot {text} during {phase}; legal now: {legal}"

    def _apply(self, action: RamsenAction) -> None:
        if self.phase is not _PLAY:
            self._do(action, self.to_act)
            return
        assert isinstance(action, Play)
        memo = _MEMO[0]  # the trump table, looked up when the legal cards were
        table = memo[3] if memo[0] is self and memo[4] == self.hand_number else None
        if play_card(self, self.to_act, action.card, table):
            self._finish_hand(_ENDED_PLAYED)

    # ------------------------------------------------------------ the end of a hand

    def _throw_in(self, stop: ThrowIn) -> None:
        """The hand ends without a score; a Refa or whiteout doubles a later hand."""
        if stop.doubles:
            if self.rules.refa_stacking == "single":
                self.pending_doubles = 1
            else:
                self.pending_doubles += 1
        n = self.num_players
        scored = HandScored(self.hand_number, stop.how, (0,) * n, stop.seat, doubles=stop.doubles)
        self.results.append(
            HandResult(
                hand_number=self.hand_number,
                events=(scored,),
                deltas=(0.0,) * n,
                scores=(0.0,) * n,
            )
        )
        self.events.append(scored)
        winners = self._hand_cap_winners()
        if winners:
            self._end_match(winners, MatchEnded(tuple(winners), capped=True))
            return
        self._start_hand(same_dealer=stop.same_dealer)

    def _hand_cap_winners(self) -> list[int]:
        cap = self.rules.max_hands
        if self.hand_number + 1 < cap:
            return []
        low = min(self.scores)
        return [s for s, v in enumerate(self.scores) if v == low]

    def _finish_hand(self, ended: HandEnd) -> None:
        """Score the hand (:func:`~.scoring.score_hand`), then end the match or deal again."""
        r = self.rules
        n = self.num_players
        alone = self.procedure.alone_tricks(r) if ended is _ENDED_ALONE else 0
        score = score_hand(self, ended, alone)
        if score.used_double:
            self.pending_doubles -= 1
        old = self.scores
        new = apply_deltas(r, old, score.deltas)  # as long as old (it checks)
        self.scores = tuple(new)
        real = [new[s] - old[s] for s in range(n)]
        winners = match_winners(r, self.scores) if ended is not _ENDED_VOID else []
        capped = not winners and bool(self._hand_cap_winners())
        if capped:
            winners = self._hand_cap_winners()
        scored = HandScored(
            self.hand_number,
            ended.value,
            tuple(real),
            why=tuple(score.why),
            changes=tuple(score.deltas),
            scores=tuple(self.scores),
            doubled_by=tuple(score.doubled_by),
            bid=self.high_bid,
        )
        over = MatchEnded(tuple(winners), capped) if winners else None
        told: tuple[Event, ...] = (scored,) if over is None else (scored, over)
        self.results.append(
            HandResult(
                hand_number=self.hand_number,
                events=told,
                winners=tuple(s for s in range(n) if real[s] < 0),
                losers=tuple(s for s in range(n) if real[s] > 0),
                deltas=tuple(float(d) for d in real),
                scores=tuple(float(w) for w in score.won),
            )
        )
        self.events.append(scored)
        if over is not None:
            self._end_match(winners, over)
            return
        self._start_hand()

    def _end_match(self, winners: list[int], ended: MatchEnded) -> None:
        self.match_winners = tuple(winners)
        self.phase = _OVER
        self.steps = []
        self.queue = []
        self.events.append(ended)

    # ------------------------------------------------------------ protocol rest

    def is_terminal(self) -> bool:
        """Has the match ended?"""
        return self.phase is _OVER

    def returns(self) -> list[float]:
        """1/k for each of k winners, 0 otherwise."""
        n = self.num_players
        if not self.match_winners:
            return [0.0] * n
        k = len(self.match_winners)
        return [1.0 / k if s in self.match_winners else 0.0 for s in range(n)]

    def hand_result(self) -> HandResult | None:
        """The last finished hand's result."""
        return self.results[-1] if self.results else None

    def standings(self) -> list[Standing]:
        """Each seat's score: tricks to go (with crosses), counters (Rams) or points."""
        unit = "tricks_to_go" if self.rules.crosses is not None else "points"
        if self.rules.scoring == "rams":
            unit = "counters"
        return [
            Standing(
                seat=s,
                score=float(v),
                kind=unit,
                counts=(v,),
                is_winner=s in self.match_winners,
            )
            for s, v in enumerate(self.scores)
        ]

    def all_cards(self) -> list[Card]:
        """Every card of the current hand's pack, wherever it is."""
        out: list[Card] = []
        for h in self.hands:
            out.extend(h)
        for d in self.discards:
            out.extend(d)
        out.extend(self.stock)
        out.extend(self.widow)
        out.extend(self.public_out)
        out.extend(self.onsight_discards)
        if self.onsight is not None:
            out.append(self.onsight)
        if self.turned is not None:
            out.append(self.turned)
        for _, plays, _ in self.tricks:
            out.extend(c for _, c in plays)
        out.extend(c for _, c in self.trick)
        return out

    def view(self, seat: int) -> RamsenView:
        """What ``seat`` may know of the match.

        The fields come from ``FIELDS`` (``State.view_fields``); while the Raub dealer
        decides blind his view holds no cards, and before the turn no trump; the seat
        that looked at the cut card still sees it while it lies at the bottom of the
        talon; the declarer sees his discards waiting for a face-up card.
        """
        n = self.num_players
        seated = 0 <= seat < n
        if not seated:
            self.view_fields(seat)  # raises the precise error for a seat that is none
        phase = self.phase
        hands, discards = self.hands, self.discards
        hand = tuple(hands[seat]) if seated else ()
        turned, trump_card, trump = self.turned, self.trump_card, self.trump
        if phase is _DEALER_PRE:  # the Raub dealer decides before the turn is seen
            turned = trump_card = None
            trump = None
        if phase is _DEALER_PRE or phase is _DEALER_BLIND or phase is _HEARTS_BLIND:
            hand = ()
        cut = self.cut_card
        peek = None
        if cut is not None and 0 <= seat == self.cut_seat and self.stock and self.stock[0] is cut:
            peek = cut
        mine = self.declarer == seat
        # the declared fields as view_fields gives them, written out (compiled: slot
        # reads and a native constructor; tests/conformance/test_contracts.py checks them)
        return RamsenView(
            seat=seat,
            num_players=n,
            current_player=self.current_player(),
            hand_number=self.hand_number,
            variant=self.variant,
            options=self.options,
            log=self.hand_log(seat),
            rules=self.rules,
            phase=phase,
            dealer=self.dealer,
            scores=self.scores,
            pending_doubles=self.pending_doubles,
            drop_streak=self.drop_streak,
            results=tuple(self.results),
            match_winners=self.match_winners,
            to_speak=tuple(self.queue),
            hand=hand,
            hand_sizes=tuple([len(h) for h in hands]),
            talon_size=len(self.stock),
            turned=turned,
            trump_card=trump_card,
            trump=trump,
            widow_size=len(self.widow),
            discards=tuple(discards[seat]) if seated else (),
            out_counts=tuple([len(d) for d in discards]),
            folded_counts=self.folded_counts,
            public_out=self.public_out,
            known=tuple(self.known),
            schlecker=self.schlecker,
            schlecked=self.schlecked,
            exchanged=self.exchanged,
            exchange_total=self.exchange_total,
            active=self.active,
            calls=self.calls,
            declarer=self.declarer,
            contract=self.contract,
            high_bid=self.high_bid,
            swapped=self.swapped,
            redraws=self.redraws,
            onsight=self.onsight,
            trick_leader=self.leader,
            trick=tuple(self.trick),
            tricks=self.tricks,
            won=self.won,
            voids=tuple([_VOIDS_OF_MASK[mask] for mask in self.void_masks]),
            peek=peek,
            onsight_left=len(self.onsight_discards),
            onsight_mine=tuple(self.onsight_discards) if mine else (),
        )

    def parse_action(self, text: str) -> RamsenAction:
        """Parse the text notation (see ``actions.py``)."""
        return parse_action(text)

    def action_id(self, action: RamsenAction) -> int:
        """The dense id (see the table in ``ids.py``): it names cards, never hand places."""
        return action_id(self.rules, action)

    def action_from_id(self, action_id: int) -> RamsenAction:
        """The action with this id (never a card the id does not name)."""
        return action_from_id(self.rules, action_id)

    @property
    def action_type(self) -> type[RamsenAction]:
        """The base class of this family's actions."""
        return RamsenAction
