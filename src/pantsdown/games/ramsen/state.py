"""The one engine of the Ramsen / Rams family.

A match is a series of hands.  Each hand runs a list of *steps* (phases)
chosen by ``RamsenRules.bidding`` — the hook that a flag cannot express:

=========== ==========================================================
play_pass   [Schleken] deal, exchange, play/pass, (Mönch flush), play
rams        deal + widow, General Rams, drop/play/widow, trump swap, play
zwanzig     2 cards, name trumps, 3 cards, exchange, drop, play
none        deal, (exchange), play  (Fünf dazu!, Bohemian Watten)
schnalzen   deal, stay at home / play, play
raub        deal, Muss/Refa, Raub/Stih, I lead / redraw, Idem/Nejdem,
            draw, trump swap, play
mulatschak  [Weli] deal, bids (whiteout, hold), name trumps, exchange on
            sight, play or stay (+ blind exchange), play
=========== ==========================================================

Inside a phase the seats to ask wait in a queue; a seat whose rules leave a
single option (the announcer may not drop, the dealer must play …) is not
asked — the forced call is applied and reported as an event (option
``auto_forced_calls``, on).  The cut is chance: the deck order is the order
after the cut, so the Schleken card is the last card of the deck (and with
``schleck_chain`` the cards before it, taken in turn by cutter, dealer, cutter)
and replays are exact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import ClassVar, cast

from pantsdown.core.cards import WELI, Card, Rank, Suit, format_cards
from pantsdown.core.errors import IllegalActionError, MalformedActionError, PositionError
from pantsdown.core.fields import (
    BOOL,
    BOOLS,
    CARD_LISTS,
    CARDS,
    INT,
    INTS,
    OPT_CARD,
    OPT_INT,
    RESULTS,
    Field,
    Seen,
    enum_codec,
    opt,
)
from pantsdown.core.protocol import (
    CHANCE,
    TERMINAL,
    ChanceMode,
    GameFacts,
    HandResult,
    Standing,
    State,
)
from pantsdown.core.seats import next_seat, previous_seat, seats_after, seats_from
from pantsdown.games.ramsen.actions import (
    _PLAYS,
    BID_MULATSCHAK,
    CALLS,
    Bid,
    Call,
    Exchange,
    NameTrump,
    Play,
    RamsenAction,
    TakeTrump,
    call,
)
from pantsdown.games.ramsen.codecs import CALLS_CODEC, PLAYS, TRICKS, enum_list
from pantsdown.games.ramsen.events import (
    Called,
    CardPlayed,
    CardTaken,
    Exchanged,
    HandDealt,
    HandScored,
    MatchEnded,
    TrickWon,
    TrumpSet,
)
from pantsdown.games.ramsen.exchange import ExchangeOptions
from pantsdown.games.ramsen.ids import (
    ID_BID,
    ID_CALL,
    ID_EXCHANGE,
    ID_PLAY,
    ID_TAKE,
    ID_TRUMP,
    ExchangeSpace,
    exchange_space,
)
from pantsdown.games.ramsen.notation import parse_action
from pantsdown.games.ramsen.procedures import Contract, HandEnd, Phase, phase_order
from pantsdown.games.ramsen.ranking import TRUMP, RankTable, rank_table
from pantsdown.games.ramsen.rules import RamsenRules
from pantsdown.games.ramsen.scoring import Outcome, apply_deltas, hand_deltas, match_winners
from pantsdown.games.ramsen.view import VOID_WORDS, RamsenView

__all__ = ["Phase", "RamsenState", "RamsenView"]


_AUTO = frozenset({Phase.BID, Phase.DEFEND, Phase.NAME_TRUMP, Phase.DEALER_PRE, Phase.MUL_BID})
"""Phases where a single option is applied without asking."""

_CALL_IDS = {name: i for i, name in enumerate(CALLS)}
_FIGURES = frozenset({Rank.KING, Rank.QUEEN, Rank.JACK})
_PLAY_PASS = (call("play-hand"), call("pass"))
_DROP_PLAY = (call("drop"), call("play-hand"))
_STAY_PLAY = (call("stay"), call("play-hand"))
_IDEM = (call("idem"), call("nejdem"))
_NONE = Exchange.of(())


_MEMO: list[object] = [None, -1, None]
"""The last legal-action list asked for: (state, actions taken so far, actions).  One
entry, off the state (not game state): the base's ``apply`` asks again right after a
bot did; any action, deal or loaded position makes it stale."""

_PHASE = enum_codec(Phase)
_SUIT = opt(enum_codec(Suit))
_PUBLIC = Seen.PUBLIC
_INTERNAL = Seen.INTERNAL


class RamsenState(State[RamsenRules, RamsenAction, "RamsenView"]):
    """A match of a Ramsen-family game."""

    family_id = "ramsen"

    FIELDS: ClassVar[dict[str, Field]] = {
        "phase": Field(_PHASE, _PUBLIC, "the phase of the hand"),
        "hand_number": Field(INT, _PUBLIC, "the hand being played, from 0"),
        "dealer": Field(INT, _PUBLIC, "the dealer of this hand"),
        "scores": Field(INTS, _PUBLIC, "each seat's score (counting down to zero)"),
        "pending_doubles": Field(INT, _PUBLIC, "Refas / whiteouts waiting to double a hand"),
        "results": Field(RESULTS, _PUBLIC, "the finished hands' results"),
        "match_winners": Field(INTS, _PUBLIC, "the winners, once the match is over"),
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
            CARD_LISTS, Seen.OWN, "each seat's cards out of play", "discards", "out_counts"
        ),
        "folded_counts": Field(INTS, _PUBLIC, "per seat, cards laid down by dropping"),
        "public_out": Field(CARDS, _PUBLIC, "cards publicly out of play"),
        "known": Field(CARD_LISTS, _PUBLIC, "per seat, cards publicly known to be its"),
        "schlecker": Field(OPT_INT, _PUBLIC, "the seat that took the cut card"),
        "schlecked": Field(INTS, _PUBLIC, "per seat, cut cards taken"),
        "cut_card": Field(OPT_CARD, _INTERNAL, "the cut card being looked at"),
        "cut_seat": Field(INT, _INTERNAL, "the seat looking at the cut card"),
        "exchanged": Field(INTS, _PUBLIC, "per seat, cards exchanged this hand"),
        "exchange_total": Field(INT, _PUBLIC, "cards exchanged by everyone this hand"),
        "active": Field(BOOLS, _PUBLIC, "seats still in the hand"),
        "stayed": Field(BOOLS, _INTERNAL, "seats that stayed at home"),
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
        "won": Field(INTS, _PUBLIC, "tricks won per seat this hand"),
        "void_masks": Field(INTS, _INTERNAL, "per seat, effective suits seen void (bit i)"),
    }

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
        self.rules: RamsenRules = rules
        n = num_players
        self.scores: list[int] = [rules.initial_score] * n
        self.hand_number = -1
        self.dealer = n - 1
        self.pending_doubles = 0
        self.results: list[HandResult] = []
        self.match_winners: list[int] = []
        self._start_hand()

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
        self.phase = Phase.SCHLECK
        self.steps: list[Phase] = []
        self.queue: list[int] = []
        self.to_act = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.turned: Card | None = None
        self.trump_card: Card | None = None
        self.trump: Suit | None = None
        self.widow: list[Card] = []
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.folded_counts: list[int] = [0] * n
        self.public_out: list[Card] = []
        self.known: list[list[Card]] = [[] for _ in range(n)]
        self.schlecker: int | None = None
        self.schlecked: list[int] = [0] * n
        self.cut_card: Card | None = None
        self.cut_seat = -1
        self.exchanged: list[int] = [0] * n
        self.exchange_total = 0
        self.active: list[bool] = [True] * n
        self.stayed: list[bool] = [False] * n
        self.calls: list[str] = [""] * n
        self.declarer: int | None = None
        self.contract = Contract.NONE
        self.high_bid = 0
        self.swapped = False
        self.sub_exchange = False
        self.redraws = 0
        self.onsight: Card | None = None
        self.onsight_discards: list[Card] = []
        self.leader = 0
        self.trick: list[tuple[int, Card]] = []
        self.best_seat = 0
        self.tricks: list[tuple[int, tuple[tuple[int, Card], ...], int]] = []
        self.won: list[int] = [0] * n
        self.void_masks: list[int] = [0] * n

    def _start_hand(self, *, same_dealer: bool = False) -> None:
        self.hand_number += 1
        if not same_dealer:
            self.dealer = next_seat(self.dealer, self.num_players)
        self._reset_hand()
        self.start_hand()

    def hand_pack(self) -> Sequence[Card]:
        """The cards of the family's pack (32, 33 with the Weli, 36 …)."""
        return self.rules.pack_cards

    def deal(self, deck: list[Card]) -> None:
        """Start the hand from ``deck`` (top first): the cut, then the deal."""
        _MEMO[:] = [None, -1, None]
        self.stock = deck[::-1]
        self.events.append(HandDealt(self.hand_number, self.dealer))
        if self.rules.schleck:
            self.steps = [Phase.SCHLECK]
            self._next_step()
        else:
            self._deal()

    def after_position(self) -> None:
        """Refuse a loaded position that does not fit the rules (sizes, seats, cards)."""
        _MEMO[:] = [None, -1, None]
        n = self.num_players
        for name in (
            "scores", "hands", "discards", "folded_counts", "known", "schlecked",
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
        if any(len(h) > self.rules.tricks_per_hand + 1 for h in self.hands):
            raise PositionError(f"a hand holds more than {self.rules.tricks_per_hand} cards")
        have = Counter(self.all_cards())
        want = Counter(self.rules.pack_cards)
        if have != want:
            extra = sorted((have - want).elements(), key=_idx)
            missing = sorted((want - have).elements(), key=_idx)
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

    def _draw(self, k: int) -> list[Card]:
        """The top ``k`` cards of the stock, top first."""
        if k <= 0:
            return []
        stock = self.stock
        cards = stock[-k:]
        del stock[-k:]
        cards.reverse()
        return cards

    def _set_trump(self, suit: Suit | None) -> None:
        self.trump = suit

    def _turn(self) -> None:
        card = self.stock.pop()
        self.turned = card
        self.trump_card = card
        r = self.rules
        is_perm = card is WELI and r.weli != "none"
        suit = None if (is_perm and r.weli_turned == "no_trump") else card.suit
        self._set_trump(suit)
        self.events.append(TrumpSet(suit, card))

    def _deal_packets(self, first: int, last: int) -> None:
        r = self.rules
        n = self.num_players
        order = seats_after(self.dealer, n)
        if r.deal_order == "counterclockwise":
            order = seats_from(self.dealer, n)[::-1]
        for pi in range(first, last):
            k = r.packets[pi]
            for s in order:
                if r.widow and s == self.dealer:
                    self.widow.extend(self._draw(k))
                kk = k - self.schlecked[s] if pi == 0 else k
                self.hands[s].extend(self._draw(kk))
            if r.turn_after_packet == pi + 1:
                self._turn()
        for h in self.hands:
            h.sort(key=_idx)

    def _deal(self) -> None:
        r = self.rules
        if r.trump_source == "announcer":
            self._deal_packets(0, 1)  # the rest after trumps are named (DEAL_REST)
        else:
            self._deal_packets(0, len(r.packets))
            if r.trump_source in ("none", "declarer"):
                self._set_trump(None)
        self.steps = list(self._steps_after(Phase.SCHLECK))
        self._next_step()

    def _steps_after(self, phase: Phase) -> tuple[Phase, ...]:
        """The phases after ``phase`` in this hand's order (the procedure's, for the contract)."""
        order = phase_order(self.rules, self.contract)
        if phase not in order:
            return order
        return order[order.index(phase) + 1 :]

    # ------------------------------------------------------------ step machine

    def _next_step(self) -> None:
        if not self.steps:
            return
        phase = self.steps.pop(0)
        self.phase = phase
        n = self.num_players
        r = self.rules
        fh = self.forehand
        if phase == Phase.SCHLECK:
            self.cut_card = self.stock[0]
            self.cut_seat = previous_seat(self.dealer, n)
            self.queue = [self.cut_seat]
        elif phase == Phase.DEAL_REST:
            self._deal_packets(1, len(r.packets))
            self._next_step()
            return
        elif phase == Phase.MONCH_TRUMP:
            jc = Card(Rank.JACK, Suit.CLUBS)
            holder = [s for s in range(n) if jc in self.hands[s]]
            self.queue = holder if r.monch_holder_names_trump else []
        elif phase == Phase.NAME_TRUMP:
            self.queue = [fh if self.declarer is None else self.declarer]
        elif phase in (Phase.GENERAL, Phase.MUL_BID, Phase.RAUB_LEAD):
            self.queue = seats_from(fh, n)
        elif phase == Phase.EXCHANGE:
            if r.bidding == "mulatschak":
                assert self.declarer is not None
                self.queue = [self.declarer]
            else:
                self.queue = seats_from(fh, n)
        elif phase == Phase.ONSIGHT:
            self.queue = []
            if self.onsight_discards and self.declarer is not None:
                self.queue = [self.declarer]
                self._deal_onsight()
        elif phase == Phase.BID:
            if r.bidding in ("zwanzig", "mulatschak"):
                assert self.declarer is not None
                self.queue = [s for s in seats_from(self.declarer, n) if s != self.declarer]
            else:
                self.queue = seats_from(fh, n)
        elif phase == Phase.DEFEND:
            assert self.declarer is not None
            self.queue = [s for s in seats_from(self.declarer, n) if s != self.declarer]
        elif phase in (Phase.TRUMP_SWAP, Phase.DEALER_PRE, Phase.DEALER_BLIND):
            self.queue = [self.dealer]
        elif phase == Phase.PLAY:
            self._start_play()
            return
        self._advance()

    def _advance(self) -> None:
        while self.queue:
            s = self.queue[0]
            opts = self._options(s)
            if not opts:
                self.queue.pop(0)
                continue
            if len(opts) == 1 and (
                (self.phase in _AUTO and self.rules.auto_forced_calls)
                or (self.phase == Phase.SCHLECK and not self.rules.schleck_always_asked)
            ):
                self._do(opts[0], s, forced=True)
                return
            self.to_act = s
            return
        self._end_phase()

    def _end_phase(self) -> None:
        phase = self.phase
        r = self.rules
        n = self.num_players
        if phase == Phase.SCHLECK:
            self._deal()
            return
        if phase == Phase.GENERAL and self.contract == Contract.GENERAL:
            self.steps = list(self._steps_after(phase))
        elif phase == Phase.MUL_BID:
            if self.declarer is None:
                self._throw_in("everybody passed", same_dealer=False)
                return
        elif phase == Phase.BID:
            others = [s for s in range(n) if self.active[s] and s != self.declarer]
            if r.bidding == "play_pass":
                if sum(self.active) < r.min_players_to_play:
                    self._finish_hand(HandEnd.VOID)
                    return
                if r.monch_flush_bonus and self._flush_seat() is not None:
                    self._finish_hand(HandEnd.FLUSH)
                    return
            elif r.bidding == "zwanzig" and not others:
                self._finish_hand(HandEnd.ALONE)
                return
            elif r.bidding == "schnalzen":
                if not [s for s in range(n) if self.active[s] and s != self.dealer]:
                    self.declarer = self.dealer
                    self._finish_hand(HandEnd.LONE)
                    return
            elif r.bidding == "mulatschak" and not others:
                self._finish_hand(HandEnd.LONE)
                return
        elif phase == Phase.DEFEND and not [
            s for s in range(n) if self.active[s] and s != self.declarer
        ]:
            self._finish_hand(HandEnd.ALONE)
            return
        self._next_step()

    # ----------------------------------------------------------- the options

    def _exchange_limit(self, s: int) -> int:
        r = self.rules
        if not self.active[s]:
            return 0
        if r.bidding == "raub":
            lim = r.draw_limit
        else:
            lim = r.exchange_limit
            if self.num_players < 3 and r.exchange_limit_small_table is not None:
                lim = r.exchange_limit_small_table
        if s == self.dealer and r.dealer_exchange_limit is not None and r.bidding != "raub":
            lim = r.dealer_exchange_limit
        if self.schlecked[s] and not r.schlecker_may_exchange:
            return 0
        if r.bidding == "mulatschak":
            if r.no_exchange_at_or_below is not None and (
                self.scores[s] <= r.no_exchange_at_or_below
            ):
                return 0
            if s == self.declarer:
                if self.high_bid == BID_MULATSCHAK:
                    return 0
            else:
                lim = min(lim, self.exchanged[self.declarer or 0])
        if r.exchange_total_cap is not None:
            lim = min(lim, r.exchange_total_cap - self.exchange_total)
        return max(0, min(lim, len(self.stock), len(self.hands[s])))

    def _exchange_options(
        self, s: int, limit: int, prefix: Sequence[RamsenAction] = ()
    ) -> Sequence[RamsenAction]:
        return ExchangeOptions(tuple(prefix), tuple(self.hands[s]), limit)

    def _can_swap_in_exchange(self, s: int) -> bool:
        r = self.rules
        return (
            s == self.dealer
            and r.dealer_takes_trump
            and self.turned is not None
            and not self.swapped
            and r.bidding not in ("rams", "raub")
        )

    def _options(self, s: int) -> Sequence[RamsenAction]:
        phase = self.phase
        r = self.rules
        n = self.num_players
        opts: list[RamsenAction]
        if phase == Phase.PLAY:
            return self._play_options(s)
        if phase == Phase.SCHLECK:
            assert self.cut_card is not None
            ok = not r.schleck_cards or self.cut_card in r.schleck_cards
            return [call("schleck"), call("pass")] if ok else [call("pass")]
        if phase in (Phase.MONCH_TRUMP, Phase.NAME_TRUMP):
            if (
                phase == Phase.NAME_TRUMP
                and r.bidding == "zwanzig"
                and r.hearts_forced_from_hand is not None
                and self.hand_number + 1 >= r.hearts_forced_from_hand
            ):
                return [NameTrump.of(Suit.HEARTS)]
            return [NameTrump.of(x) for x in Suit]
        if phase == Phase.GENERAL:
            return [call("general"), call("pass")]
        if phase == Phase.EXCHANGE:
            lim = self._exchange_limit(s)
            swaps: list[RamsenAction] = []
            if self._can_swap_in_exchange(s):
                swaps = [TakeTrump.of(c) for c in self.hands[s]]
            if lim > 0 or swaps:
                return self._exchange_options(s, lim, swaps)
            return []
        if phase == Phase.ONSIGHT:
            return [call("take"), call("keep")]
        if phase == Phase.TRUMP_SWAP:
            if not self.active[s] or self.turned is None:
                return []
            if r.bidding == "raub" and self.contract not in ("raub", "stih", "muss"):
                return []
            if not r.dealer_takes_trump:
                return []
            return [*(TakeTrump.of(c) for c in self.hands[s]), call("pass")]
        if phase == Phase.BID:
            return self._bid_options(s)
        if phase == Phase.DEFEND:
            if self.contract == "muss":
                return [call("idem")]
            return list(_IDEM)
        if phase == Phase.DEALER_PRE:
            opts = []
            if r.muss_threshold is not None and min(self.scores) <= r.muss_threshold:
                opts.append(call("muss"))
            if r.allow_decline_deal:
                opts.append(call("refa"))
            return [*opts, call("pass")] if opts else []
        if phase == Phase.DEALER_BLIND:
            opts = [call("raub")]
            if self.turned is not None and self.turned.rank == Rank.SEVEN:
                opts.append(call("stih"))
            return [*opts, call("pass")]
        if phase == Phase.RAUB_LEAD:
            opts = [call("pass"), call("lead")]
            if s == self.dealer and self.redraws == 0 and r.raub_redraws > 0 and self.stock:
                opts.append(call("redraw"))
            return opts
        if phase == Phase.MUL_BID:
            opts = [call("pass")]
            if s == self.dealer and r.all_pass == "dealer_forced" and self.high_bid == 0:
                opts = []
            if self.high_bid < BID_MULATSCHAK:
                lo = max(r.min_bid, self.high_bid + 1)
                opts.extend(Bid.of(k) for k in range(lo, r.tricks_per_hand + 1))
                opts.append(Bid.of(BID_MULATSCHAK))
            if s == self.dealer and 0 < self.high_bid < BID_MULATSCHAK:
                opts.append(call("hold"))
            if r.whiteout and self._is_whiteout(s):
                opts.append(call("whiteout"))
            return opts
        raise AssertionError(f"no options in phase {phase!r} for {n} players")

    def _is_whiteout(self, s: int) -> bool:
        figures = set(_FIGURES)
        if self.rules.whiteout_figures:
            figures.add(Rank.ACE)
        for c in self.hands[s]:
            if c.rank in figures or (self.rules.whiteout_figures and c is WELI):
                return False
        return True

    def _bid_options(self, s: int) -> Sequence[RamsenAction]:
        r = self.rules
        style = r.bidding
        n = self.num_players
        if self.sub_exchange:
            return self._exchange_options(s, self._exchange_limit(s))
        if style == "play_pass":
            if r.exchanged_must_play and (
                self.exchanged[s] > 0
                or (r.swap_counts_as_exchange and self.swapped and s == self.dealer)
            ):
                return [call("play-hand")]
            return list(_PLAY_PASS)
        if style == "rams":
            fh = self.forehand
            right = previous_seat(self.dealer, n)
            opts: list[RamsenAction] = list(_DROP_PLAY)
            if s == fh and self.widow:
                opts.append(call("widow"))
            before = seats_from(fh, n)
            before = before[: before.index(s)]
            if s == right and all(not self.active[x] for x in before if x != s):
                return [call("play-hand")]
            if s == self.dealer:
                others = sum(1 for x in range(n) if x != s and self.active[x])
                if others <= 1:
                    return [call("play-hand")]
            return opts
        if style == "zwanzig":
            if r.diamonds_no_drop and self.trump == Suit.DIAMONDS:
                return [call("play-hand")]
            return list(_DROP_PLAY)
        if style == "schnalzen":
            if s == self.dealer:
                return [call("play-hand")]
            if (
                r.ten_no_drop
                and self.turned is not None
                and self.turned.rank == Rank.TEN
                and self.turned is not WELI
            ):
                return [call("play-hand")]
            if r.no_drop_at_or_below is not None and self.scores[s] <= r.no_drop_at_or_below:
                return [call("play-hand")]
            return list(_STAY_PLAY)
        # mulatschak: play or stay at home
        if (
            self.high_bid == BID_MULATSCHAK
            or self.trump == Suit.HEARTS
            or (r.no_drop_at_or_below is not None and self.scores[s] <= r.no_drop_at_or_below)
        ):
            return [call("play-hand")]
        return list(_STAY_PLAY)

    def _play_options(self, s: int) -> list[RamsenAction]:
        hand = self.hands[s]
        plays = _PLAYS
        trick = self.trick
        if not trick:
            return [plays[c.index] for c in hand]
        r = self.rules
        table = self.table
        eff = table.eff
        power = table.power
        best = self._best_card()
        be = eff[best.index]
        bp = power[best.index]
        led = eff[trick[0][1].index]
        cand = [c for c in hand if eff[c.index] == led]
        if cand and r.follow:
            if r.head and be == led:
                w = [c for c in cand if power[c.index] > bp]
                if w:
                    cand = w
        else:
            trumps = [c for c in hand if eff[c.index] == TRUMP] if r.trump_if_void else []
            if trumps:
                cand = trumps
                if r.overtrump and be == TRUMP:
                    w = [c for c in cand if power[c.index] > bp]
                    if w:
                        cand = w
            else:
                cand = hand
                if r.head_when_void:
                    if be == TRUMP:
                        w = [c for c in hand if eff[c.index] == TRUMP and power[c.index] > bp]
                    else:
                        w = [c for c in hand if eff[c.index] == TRUMP]
                    if w:
                        cand = w
        return [plays[c.index] for c in cand]

    # ------------------------------------------------------------ protocol

    def current_player(self) -> int:
        """The seat to act, or TERMINAL."""
        if self._chance_deck is not None:
            return CHANCE
        return TERMINAL if self.phase == Phase.OVER else self.to_act

    def legal_actions(self) -> Sequence[RamsenAction]:
        """Every legal action of the seat to act."""
        if self.phase == Phase.OVER or self._chance_deck is not None:
            return []
        memo = _MEMO
        moves = len(self.history)
        if memo[0] is self and memo[1] == moves:
            return cast("Sequence[RamsenAction]", memo[2])
        legal = self._options(self.to_act)
        memo[:] = [self, moves, legal]
        return legal

    def _check(self, action: RamsenAction) -> None:
        legal = self.legal_actions()
        if action in legal:
            return
        raise IllegalActionError(self._why(action))

    def _why(self, a: RamsenAction) -> str:
        s = self.to_act
        text = str(a)
        phase = self.phase.name.lower().replace("_", " ")
        hand = self.hands[s]
        r = self.rules
        if isinstance(a, Play):
            if self.phase != Phase.PLAY:
                return f"cannot {text}: the tricks are not being played yet ({phase} phase)"
            if a.card not in hand:
                return f"cannot {text}: seat {s} does not hold {a.card}"
            eff = self.table.eff
            led = eff[self.trick[0][1].index]
            if any(eff[c.index] == led for c in hand) and eff[a.card.index] != led:
                return f"cannot {text}: you must follow suit (the led suit is {_eff_name(led)})"
            if eff[a.card.index] == led and r.head:
                return f"cannot {text}: you must head the trick (beat it) when you can"
            if r.trump_if_void and eff[a.card.index] != TRUMP:
                return f"cannot {text}: unable to follow, you must play a trump"
            if r.overtrump and eff[a.card.index] == TRUMP:
                return f"cannot {text}: you must overtrump when you can"
            return f"cannot {text}: you must play a card that wins the trick when you can"
        legal = ", ".join(str(x) for x in self.legal_actions()[:12])
        if isinstance(a, Exchange) and self.phase in (Phase.EXCHANGE, Phase.BID):
            missing = [c for c in a.cards if c not in hand]
            if missing:
                return f"cannot {text}: seat {s} does not hold {format_cards(missing)}"
            lim = self._exchange_limit(s)
            return f"cannot {text}: seat {s} may exchange at most {lim} card(s) now"
        if isinstance(a, TakeTrump) and a.card not in hand:
            return f"cannot {text}: seat {s} does not hold {a.card}"
        if isinstance(a, Call) and a.name == "pass" and self.phase == Phase.BID:
            return f"cannot {text}: a player who exchanged must play"
        if isinstance(a, Call) and a.name in ("drop", "stay") and self.phase == Phase.BID:
            return f"cannot {text}: seat {s} may not drop out of this hand now"
        if isinstance(a, Bid):
            return f"cannot {text}: a bid must be higher than {self.high_bid}"
        return f"cannot {text} in the {phase} phase; legal now: {legal}"

    def _apply(self, action: RamsenAction) -> None:
        self._do(action, self.to_act)

    def _do(self, a: RamsenAction, s: int, *, forced: bool = False) -> None:
        """Perform a legal action of seat ``s`` in the current phase."""
        phase = self.phase
        if phase == Phase.PLAY:
            assert isinstance(a, Play)
            self._play(s, a.card)
            return
        self.queue.pop(0)
        r = self.rules
        hand_no = self.hand_number
        if isinstance(a, Exchange):
            self.sub_exchange = False
            self._exchange(s, a.cards)
        elif isinstance(a, TakeTrump):
            assert self.turned is not None
            t = self.turned
            hand = self.hands[s]
            hand.remove(a.card)
            hand.append(t)
            hand.sort(key=_idx)
            self.discards[s].append(a.card)
            self.known[s].append(t)
            self.turned = None
            self.swapped = True
            self.events.append(CardTaken(s, "trump", t, a.card))
            if phase == Phase.EXCHANGE and self._exchange_limit(s) > 0:
                self.queue.insert(0, s)
        elif isinstance(a, NameTrump):
            self._set_trump(a.suit)
            self.events.append(TrumpSet(a.suit, None, s))
            if phase == Phase.MONCH_TRUMP:
                self.known[s].append(Card(Rank.JACK, Suit.CLUBS))
                self.queue.clear()
            elif r.bidding == "zwanzig":
                self.declarer = s
                self.contract = Contract.ANNOUNCER
        elif isinstance(a, Bid):
            self.high_bid = a.tricks
            self.declarer = s
            self.contract = Contract.MULATSCHAK if a.tricks == BID_MULATSCHAK else Contract.BID
            self.calls[s] = str(a)
            self.events.append(Called(s, str(a)))
        else:
            assert isinstance(a, Call)
            self._call(s, a.name, forced)
        self._advance_after(hand_no)

    def _advance_after(self, hand: int) -> None:
        if self.phase != Phase.OVER and self.hand_number == hand:
            self._advance()

    def _call(self, s: int, name: str, forced: bool) -> None:
        r = self.rules
        phase = self.phase
        self.calls[s] = name
        self.events.append(Called(s, name, forced))
        if name == "schleck":
            card = self.stock.pop(0)  # the bottom card
            if self.schlecker is None:
                self.schlecker = s
            self.schlecked[s] += 1
            self.hands[s].append(card)
            self.hands[s].sort(key=_idx)
            if r.schleck_shown:
                self.known[s].append(card)
            self.events.append(
                CardTaken(s, "schleck" if r.schleck_shown else "schleck-secret", card)
            )
            if sum(self.schlecked) < r.schleck_chain and self.stock:
                # the next bottom card goes to the next taker: cutter, dealer, cutter
                cutter = previous_seat(self.dealer, self.num_players)
                nxt = self.dealer if s == cutter else cutter
                self.cut_card = self.stock[0]
                self.cut_seat = nxt
                self.queue.insert(0, nxt)
        elif name in ("pass", "drop", "stay", "nejdem"):
            if phase == Phase.BID or phase == Phase.DEFEND:
                self._fold(s)
                if name == "stay":
                    self.stayed[s] = True
            elif phase == Phase.RAUB_LEAD and s == self.dealer:
                self._throw_in("Refa: everybody passed", refa=True)
                return
            elif phase == Phase.MUL_BID and s == self.dealer and r.all_pass == "redeal":
                pass
        elif name in ("play-hand", "idem"):
            if phase == Phase.BID and r.bidding == "mulatschak" and self._exchange_limit(s) > 0:
                self.sub_exchange = True
                self.queue.insert(0, s)
        elif name == "widow":
            self.discards[s].extend(self.hands[s])
            self.folded_counts[s] += 0
            self.hands[s] = sorted(self.widow, key=_idx)
            self.widow = []
            if not r.widow_must_play:
                self.queue.insert(0, s)
        elif name == "general":
            self.declarer = s
            self.contract = Contract.GENERAL
            self.queue.clear()
        elif name == "whiteout":
            self._throw_in(f"seat {s} called a whiteout", same_dealer=True, whiteout=True)
            return
        elif name == "hold":
            self.declarer = s
            self.contract = Contract.BID
        elif name == "refa":
            self._throw_in(f"Refa: seat {s} passed the deal on", refa=True)
            return
        elif name == "muss":
            self.declarer = s
            self.contract = Contract.MUSS
            self.steps = list(self._steps_after(Phase.DEALER_PRE))
            self.queue.clear()
        elif name in ("raub", "stih"):
            self.declarer = s
            self.contract = Contract(name)
            self.steps = list(self._steps_after(Phase.DEALER_BLIND))
        elif name == "lead":
            self.declarer = s
            self.contract = Contract.LEAD
            self.queue.clear()
        elif name == "redraw":
            self._redraw()
        elif name in ("take", "keep"):
            self._onsight_choice(s, name == "take")

    def _fold(self, s: int) -> None:
        self.active[s] = False
        self.folded_counts[s] += len(self.hands[s])
        self.discards[s].extend(self.hands[s])
        self.hands[s] = []

    def _exchange(self, s: int, cards: tuple[Card, ...]) -> None:
        hand = self.hands[s]
        for c in cards:
            hand.remove(c)
        k = len(cards)
        drawn: list[Card] = []
        if self.phase == Phase.EXCHANGE and self.rules.bidding == "mulatschak":
            self.onsight_discards = list(cards)  # replacements come face up, one by one
        else:
            drawn = self._draw(k)
            self.discards[s].extend(cards)
            hand.extend(drawn)
            hand.sort(key=_idx)
        self.exchanged[s] += k
        self.exchange_total += k
        self.events.append(Exchanged(s, k, cards, tuple(drawn)))

    def _deal_onsight(self) -> None:
        s = self.declarer
        assert s is not None
        hand = self.hands[s]
        full = len(hand) >= self.rules.tricks_per_hand
        if full or not self.stock:
            # the stock is empty: originals come back up to a full hand; the
            # rest (after trumps taken under weli_trump_redraw) is out of play
            room = max(0, self.rules.tricks_per_hand - len(hand))
            hand.extend(self.onsight_discards[:room])
            hand.sort(key=_idx)
            self.discards[s].extend(self.onsight_discards[room:])
            self.onsight_discards = []
            self.queue = []
            self.onsight = None
            return
        self.onsight = self.stock.pop()

    def _onsight_choice(self, s: int, take: bool) -> None:
        face = self.onsight
        assert face is not None
        hand = self.hands[s]
        if take and self.rules.weli_trump_redraw and self.table.eff[face.index] == TRUMP:
            # a trump taken on sight: a further face-up card for the same slot
            hand.append(face)
            hand.sort(key=_idx)
            self.known[s].append(face)
            self.events.append(CardTaken(s, "on-sight", face, None))
            self.onsight = None
            self.queue.insert(0, s)
            self._deal_onsight()
            return
        orig = self.onsight_discards.pop(0)
        if take:
            hand.append(face)
            self.known[s].append(face)
            self.discards[s].append(orig)
            self.events.append(CardTaken(s, "on-sight", face, orig))
        else:
            hand.append(orig)
            self.public_out.append(face)
        hand.sort(key=_idx)
        self.onsight = None
        if self.onsight_discards:
            self.queue.insert(0, s)
            self._deal_onsight()

    def _redraw(self) -> bool:
        """Raub: turn new trump cards; False if it ended in a Refa."""
        assert self.turned is not None
        first = self.turned.suit
        self.public_out.append(self.turned)
        self.turned = None
        self.redraws += 1
        for _ in range(self.rules.raub_redraws):
            if not self.stock:
                break
            card = self.stock.pop()
            if card.suit != first:
                self.turned = card
                self.trump_card = card
                self._set_trump(card.suit)
                self.events.append(TrumpSet(card.suit, card))
                self.queue = seats_from(self.forehand, self.num_players)
                self.calls = [""] * self.num_players
                return True
            self.public_out.append(card)
            self.events.append(TrumpSet(first, card))
        self._throw_in("Refa: the redrawn trump cards were all of the same suit", refa=True)
        return False

    # ------------------------------------------------------------ tricks

    def _start_play(self) -> None:
        r = self.rules
        n = self.num_players
        if self.declarer is not None and (r.leader == "declarer" or self.contract == "general"):
            leader = self.declarer
        else:
            leader = next(s for s in seats_from(self.forehand, self.num_players) if self.active[s])
        self.leader = leader
        self.to_act = leader
        self.trick = []
        assert n > 0

    def _play(self, s: int, card: Card) -> None:
        self.hands[s].remove(card)
        known = self.known[s]
        if known and card in known:
            known.remove(card)
        trick = self.trick
        table = self.table
        eff = table.eff
        self.events.append(CardPlayed(s, card))
        ci = card.index
        if trick:
            best = self._best_card()
            led = eff[trick[0][1].index]
            e = eff[ci]
            if e != led:
                v = self.void_masks[s] | (1 << led)
                if e != TRUMP and self.rules.trump_if_void:
                    v |= 1 << TRUMP
                self.void_masks[s] = v
            be = eff[best.index]
            if (e == be and table.power[ci] > table.power[best.index]) or (
                e == TRUMP and be != TRUMP
            ):
                self.best_seat = s
        else:
            self.best_seat = s
        trick.append((s, card))
        active = self.active
        if len(trick) < active.count(True):
            self.to_act = next_seat(s, self.num_players, active)
            return
        w = self.best_seat
        self.won[w] += 1
        self.tricks.append((self.leader, tuple(trick), w))
        self.events.append(TrickWon(w, len(self.tricks)))
        self.trick = []
        self.leader = w
        self.to_act = w
        if len(self.tricks) == self.rules.tricks_per_hand:
            self._finish_hand(HandEnd.PLAYED)

    def _best_card(self) -> Card:
        """The card winning the current trick (played by ``best_seat``)."""
        best_seat = self.best_seat
        for s, c in self.trick:
            if s == best_seat:
                return c
        raise AssertionError("no card of the trick's best seat")

    def _flush_seat(self) -> int | None:
        jc = Card(Rank.JACK, Suit.CLUBS)
        for s in seats_from(self.forehand, self.num_players):
            hand = self.hands[s]
            if not self.active[s] or len(hand) < 5:
                continue
            wild = jc in hand
            counts = [0] * 4
            for c in hand:
                if c is not jc:
                    counts[c.suit] += 1
            if max(counts) + wild >= 5:
                return s
        return None

    # ------------------------------------------------------------ scoring

    def _throw_in(
        self, reason: str, *, same_dealer: bool = False, refa: bool = False, whiteout: bool = False
    ) -> None:
        if refa or whiteout:
            if self.rules.refa_stacking == "single":
                self.pending_doubles = 1
            else:
                self.pending_doubles += 1
        n = self.num_players
        result = HandResult(
            hand_number=self.hand_number,
            reason=reason,
            deltas=(0.0,) * n,
            scores=(0.0,) * n,
            summary=f"hand {self.hand_number + 1} thrown in: {reason}",
        )
        self.results.append(result)
        self.events.append(HandScored(result.summary, (0,) * n))
        winners = self._hand_cap_winners()
        if winners:
            self._end_match(winners)
            return
        self._start_hand(same_dealer=same_dealer)

    def _hand_cap_winners(self) -> list[int]:
        cap = self.rules.max_hands
        if self.hand_number + 1 < cap:
            return []
        low = min(self.scores)
        return [s for s, v in enumerate(self.scores) if v == low]

    def _finish_hand(self, kind: HandEnd) -> None:
        r = self.rules
        n = self.num_players
        won = list(self.won)
        active = list(self.active)
        if kind == "void":
            deltas = [0] * n
            reason = "fewer than two players played: no score"
        else:
            if kind == "alone":
                assert self.declarer is not None
                won[self.declarer] = (
                    r.all_nejdem_tricks if r.bidding == "raub" else r.announcer_alone_tricks
                )
            elif kind == "flush":
                s = self._flush_seat()
                assert s is not None
                won = [0] * n
                won[s] = 5
                active = [x == s for x in range(n)]
            outcome = Outcome(
                active=active,
                won=won,
                stayed=list(self.stayed),
                declarer=self.declarer,
                contract=self.contract,
                bid=self.high_bid,
                no_play=kind if kind in ("lone", "alone", "flush") else "",
            )
            deltas = hand_deltas(r, outcome)
            mult = 1
            if r.hearts_double and self.trump == Suit.HEARTS:
                mult *= 2
            if self.pending_doubles:
                mult *= 2
                self.pending_doubles -= 1
            if r.stay_home_doubled:
                deltas = [d * mult for d in deltas]
            else:  # only what was played is doubled
                cost = [r.stay_home_cost if st else 0 for st in self.stayed]
                deltas = [(d - c) * mult + c for d, c in zip(deltas, cost, strict=True)]
            reason = {
                "played": "all tricks played",
                "alone": "nobody played against the declarer",
                "lone": "everybody else stayed at home",
                "flush": "a five-card flush (Mönch)",
            }[kind]
        old = self.scores
        self.scores = apply_deltas(r, old, deltas)
        real = [b - a for a, b in zip(old, self.scores, strict=True)]
        summary = f"hand {self.hand_number + 1}: {reason}; " + ", ".join(
            f"seat {s} {d:+d} -> {v}"
            for s, (d, v) in enumerate(zip(real, self.scores, strict=True))
        )
        self.results.append(
            HandResult(
                hand_number=self.hand_number,
                reason=reason,
                winners=tuple(s for s in range(n) if real[s] < 0),
                losers=tuple(s for s in range(n) if real[s] > 0),
                deltas=tuple(float(d) for d in real),
                scores=tuple(float(w) for w in won),
                summary=summary,
            )
        )
        self.events.append(HandScored(summary, tuple(real)))
        winners = match_winners(r, self.scores) if kind != "void" else []
        if not winners:
            winners = self._hand_cap_winners()
        if winners:
            self._end_match(winners)
            return
        self._start_hand()

    def _end_match(self, winners: list[int]) -> None:
        self.match_winners = winners
        self.phase = Phase.OVER
        self.steps = []
        self.queue = []
        self.events.append(MatchEnded(tuple(winners)))

    # ------------------------------------------------------------ protocol rest

    def is_terminal(self) -> bool:
        """Has the match ended?"""
        return self.phase == Phase.OVER

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
        """Each seat's score."""
        unit = "tricks to go" if self.rules.crosses is not None else "points"
        if self.rules.scoring == "rams":
            unit = "counters"
        return [
            Standing(
                seat=s,
                score=float(v),
                label=f"{v} {unit}",
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
        """What ``seat`` may know."""
        fields = self.view_fields(seat)
        phase = self.phase
        if phase == Phase.DEALER_PRE:  # the Raub dealer decides before the turn is seen
            fields["turned"] = fields["trump_card"] = fields["trump"] = None
        if phase in (Phase.DEALER_PRE, Phase.DEALER_BLIND):
            fields["hand"] = ()
        cut = self.cut_card
        peek = None
        if cut is not None and seat == self.cut_seat and self.stock and self.stock[0] is cut:
            peek = cut
        mine = self.declarer == seat
        return RamsenView(
            **fields,
            to_speak=tuple(self.queue),
            voids=tuple(
                tuple(w for e, w in enumerate(VOID_WORDS) if mask >> e & 1)
                for mask in self.void_masks
            ),
            peek=peek,
            onsight_left=len(self.onsight_discards),
            onsight_mine=tuple(self.onsight_discards) if mine else (),
        )

    def parse_action(self, text: str) -> RamsenAction:
        """Parse the text notation (see ``actions.py``)."""
        return parse_action(text)

    def action_id(self, action: RamsenAction) -> int:
        """The dense id (see the table in ``ids.py``): it names cards, never hand places."""
        if isinstance(action, Play):
            return ID_PLAY + action.card.index
        if isinstance(action, TakeTrump):
            return ID_TAKE + action.card.index
        if isinstance(action, Exchange):
            return ID_EXCHANGE + self._exchange_space().id(action.cards)
        if isinstance(action, NameTrump):
            return ID_TRUMP + int(action.suit)
        if isinstance(action, Bid):
            return ID_BID + action.tricks
        if isinstance(action, Call):
            return ID_CALL + _CALL_IDS[action.name]
        raise MalformedActionError(f"{action!r} is not an action of this game")

    def action_from_id(self, action_id: int) -> RamsenAction:
        """The action with this id (never a card the id does not name)."""
        i = action_id
        if ID_PLAY <= i < ID_TAKE:
            return Play.of(Card.from_index(i))
        if ID_TAKE <= i < ID_TRUMP:
            return TakeTrump.of(Card.from_index(i - ID_TAKE))
        if ID_TRUMP <= i < ID_BID + 1:
            return NameTrump.of(Suit(i - ID_TRUMP))
        if ID_BID + 1 <= i <= ID_BID + BID_MULATSCHAK:
            return Bid.of(i - ID_BID)
        if ID_CALL <= i < ID_EXCHANGE:
            return call(CALLS[i - ID_CALL])
        space = self._exchange_space()
        if ID_EXCHANGE <= i < ID_EXCHANGE + space.size:
            return Exchange.of_sorted(space.cards(i - ID_EXCHANGE))
        raise MalformedActionError(f"{action_id!r} is not an action id of this game")

    def _exchange_space(self) -> ExchangeSpace:
        return exchange_space(self.rules.pack, self.rules.tricks_per_hand)

    @property
    def action_type(self) -> type[RamsenAction]:
        """The base class of this family's actions."""
        return RamsenAction


def _idx(c: Card) -> int:
    return c.index


def _eff_name(e: int) -> str:
    return "trumps" if e == TRUMP else Suit(e).french_name.lower()


# ---------------------------------------------------------------- sampling
