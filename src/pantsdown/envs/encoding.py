"""Observation encoders: one seat's view as a fixed-size ``float32`` vector.

One encoder per family, written from :class:`~pantsdown.core.protocol.View` only
(what ``State.view(seat)`` gives), never from the state, so no observation can
hold a card its seat may not see.  An encoder is built for one :class:`Game`
(rules and number of players); its :class:`Layout` names every segment of the
vector, its size, its bounds and what it holds (``docs/research.md`` prints
them with :func:`describe_layout`).

Conventions shared by every family:

* **Seats are relative.**  Every per-seat block starts with the observing seat
  and goes clockwise (self, the seat on its left, ...), so one policy serves
  every seat.  A one-hot "which seat" segment has ``n`` slots in that order, and
  an extra last slot for "none" where the field may be empty.
* **Cards** are 52-slot planes indexed by ``Card.index`` (suit-major: clubs,
  spades, hearts, diamonds; 2 to Ace), holding how many copies the plane
  holds (Underwear's two-pack games can hold 2).
* **Numbers** (chips, points, counts) are written as they are in the view, not
  scaled; their segments have wide bounds.

The action mask is over the game's whole fixed action space
(``game.num_distinct_actions``), 1 at the dense id (``state.action_id``) of
each legal action of the seat to act and 0 elsewhere (all 0 for a seat that is
not to act); :func:`action_mask` makes it from the legal actions a bot is
given, nothing else.

>>> import pantsdown
>>> state = pantsdown.make("schwimmen", 3, seed=1)
>>> enc = encoder_for(state.game)
>>> obs = enc.encode(state.view(0))
>>> obs.shape == (enc.size,), obs.dtype
(True, dtype('float32'))
"""

from __future__ import annotations

import dataclasses
import enum
import math
import re
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from pantsdown.core.base import annotation
from pantsdown.core.cards import Card, Suit
from pantsdown.core.protocol import CHANCE, TERMINAL, Action, Game, State, View

__all__ = [
    "ENCODERS",
    "Encoder",
    "InfoStateEncoder",
    "Layout",
    "PaskahousuEncoder",
    "RamsenEncoder",
    "Segment",
    "ThirtyOneEncoder",
    "UnderwearEncoder",
    "action_mask",
    "describe_layout",
    "encoder_for",
    "ids_of",
    "info_state_encoder_for",
]

Array = npt.NDArray[np.float32]

INF = math.inf


@dataclass(frozen=True)
class Segment:
    """One named run of the observation vector."""

    name: str
    """The segment's name (``hand``, ``chips``)."""
    size: int
    """How many floats it takes."""
    low: float
    """The least value any of its floats takes."""
    high: float
    """The most value any of its floats takes."""
    doc: str
    """What it holds, in a sentence."""


@dataclass(frozen=True)
class Layout:
    """The segments of an observation, in order."""

    segments: tuple[Segment, ...]
    """The segments, first to last."""

    @property
    def size(self) -> int:
        """The length of the vector."""
        return sum(s.size for s in self.segments)

    def offsets(self) -> dict[str, tuple[int, int]]:
        """Each segment's ``(start, stop)`` in the vector."""
        out: dict[str, tuple[int, int]] = {}
        at = 0
        for s in self.segments:
            out[s.name] = (at, at + s.size)
            at += s.size
        return out

    def bounds(self) -> tuple[Array, Array]:
        """The per-float lower and upper bounds (for a ``gymnasium`` ``Box``)."""
        low = np.concatenate([np.full(s.size, s.low, np.float32) for s in self.segments])
        high = np.concatenate([np.full(s.size, s.high, np.float32) for s in self.segments])
        return low, high


def describe_layout(layout: Layout) -> str:
    """The layout as a Markdown table (offset, size, name, bounds, meaning)."""
    rows = ["| offset | size | segment | range | holds |", "|---|---|---|---|---|"]
    at = 0
    for s in layout.segments:
        rng = f"{_num(s.low)} .. {_num(s.high)}"
        rows.append(f"| {at} | {s.size} | `{s.name}` | {rng} | {s.doc} |")
        at += s.size
    return "\n".join(rows)


def _num(x: float) -> str:
    if math.isinf(x):
        return "-inf" if x < 0 else "inf"
    return f"{x:g}"


class _Writer:
    """Fills a vector segment by segment, checking each against the layout."""

    def __init__(self, layout: Layout, seat: int, num_players: int) -> None:
        self.layout = layout
        self.out = np.zeros(layout.size, np.float32)
        self.at = 0
        self.index = 0
        self.seat = seat
        self.n = num_players

    def _next(self, name: str) -> tuple[int, Segment]:
        seg = self.layout.segments[self.index]
        if seg.name != name:
            raise RuntimeError(f"encoder wrote {name!r} where the layout has {seg.name!r}")
        start = self.at
        self.at += seg.size
        self.index += 1
        return start, seg

    def rel(self, seat: int) -> int:
        """The observer-relative index of an absolute seat."""
        return (seat - self.seat) % self.n

    def value(self, name: str, x: float) -> None:
        start, _ = self._next(name)
        self.out[start] = x

    def values(self, name: str, xs: Sequence[float]) -> None:
        start, seg = self._next(name)
        if len(xs) != seg.size:
            raise RuntimeError(f"segment {name!r} takes {seg.size} values, got {len(xs)}")
        self.out[start : start + seg.size] = xs

    def per_seat(self, name: str, xs: Sequence[float]) -> None:
        """One value per absolute seat, written in relative order."""
        start, _ = self._next(name)
        for seat, x in enumerate(xs):
            self.out[start + self.rel(seat)] = float(x)

    def one_hot(self, name: str, index: int | None) -> None:
        start, seg = self._next(name)
        if index is not None:
            if not 0 <= index < seg.size:
                raise RuntimeError(f"segment {name!r} has no slot {index}")
            self.out[start + index] = 1.0

    def seat_one_hot(self, name: str, seat: int | None) -> None:
        """A seat in relative order; ``None`` (or a seat out of range) in the last slot
        when the segment has one more slot than there are seats.
        """
        start, seg = self._next(name)
        if seat is None or not 0 <= seat < self.n:
            if seg.size == self.n:
                return
            self.out[start + self.n] = 1.0
        else:
            self.out[start + self.rel(seat)] = 1.0

    def seat_flags(self, name: str, seats: Iterable[int]) -> None:
        start, _ = self._next(name)
        for seat in seats:
            self.out[start + self.rel(seat)] = 1.0

    def cards(self, name: str, cards: Iterable[Card | None]) -> None:
        start, _ = self._next(name)
        for card in cards:
            if card is not None:
                self.out[start + card.index] += 1.0

    def seat_cards(self, name: str, per_seat: Sequence[Iterable[Card]]) -> None:
        """52 card slots per seat, seats in relative order."""
        start, _ = self._next(name)
        for seat, cards in enumerate(per_seat):
            base = start + 52 * self.rel(seat)
            for card in cards:
                self.out[base + card.index] += 1.0

    def done(self) -> Array:
        if self.index != len(self.layout.segments):
            missing = self.layout.segments[self.index].name
            raise RuntimeError(f"encoder left segment {missing!r} unwritten")
        return self.out


class _Spec:
    """Builds a layout with the shared segment shapes."""

    def __init__(self, n: int, copies: int) -> None:
        self.n = n
        self.copies = copies
        self.segments: list[Segment] = []

    def add(self, name: str, size: int, low: float, high: float, doc: str) -> None:
        self.segments.append(Segment(name, size, low, high, doc))

    def number(self, name: str, doc: str, low: float = 0.0, high: float = INF) -> None:
        self.add(name, 1, low, high, doc)

    def flag(self, name: str, doc: str) -> None:
        self.add(name, 1, 0.0, 1.0, doc)

    def per_seat(self, name: str, doc: str, low: float = 0.0, high: float = INF) -> None:
        self.add(name, self.n, low, high, doc + " (per seat, self first)")

    def seat_flags(self, name: str, doc: str) -> None:
        self.add(name, self.n, 0.0, 1.0, doc + " (per seat, self first)")

    def seat(self, name: str, doc: str, *, none: bool = False) -> None:
        extra = ", last slot: none" if none else ""
        self.add(name, self.n + int(none), 0.0, 1.0, f"{doc} (one-hot, self first{extra})")

    def one_hot(self, name: str, choices: Sequence[str], doc: str) -> None:
        self.add(name, len(choices), 0.0, 1.0, f"{doc} (one-hot: {', '.join(choices)})")

    def cards(self, name: str, doc: str) -> None:
        self.add(name, 52, 0.0, float(self.copies), doc + " (52 card slots)")

    def seat_cards(self, name: str, doc: str) -> None:
        self.add(name, 52 * self.n, 0.0, float(self.copies), doc + " (52 card slots per seat)")

    def layout(self) -> Layout:
        return Layout(tuple(self.segments))


def _common_spec(spec: _Spec) -> None:
    """The segments every family starts with."""
    spec.seat("to_act", "the seat to act", none=True)
    spec.flag("chance", "the state is at a chance node")
    spec.flag("terminal", "the match is over")
    spec.add("seat", spec.n, 0.0, 1.0, "the observing seat's absolute number (one-hot)")
    spec.number("hand_number", "the hand being played, from 0")


def _common(w: _Writer, view: View) -> None:
    cp = view.current_player
    w.seat_one_hot("to_act", cp if 0 <= cp < w.n else None)
    w.value("chance", float(cp == CHANCE))
    w.value("terminal", float(cp == TERMINAL))
    w.one_hot("seat", view.seat)
    w.value("hand_number", float(view.hand_number))


def _enum_names(cls: type[enum.Enum]) -> list[str]:
    return [m.name.lower() for m in cls]


def _enum_index(value: enum.Enum) -> int:
    return list(type(value)).index(value)


class Encoder(ABC):
    """The observation encoder of one family for one :class:`Game`.

    ``encode(view)`` is the vector; ``layout`` names its segments.
    """

    family_id: str = ""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game
        self.num_players = game.num_players
        pack = game.new_state(seed=0).all_cards()
        self.copies = max(Counter(pack).values())
        spec = _Spec(game.num_players, self.copies)
        _common_spec(spec)
        self.specify(spec)
        self.layout = spec.layout()
        self.size = self.layout.size

    @abstractmethod
    def specify(self, spec: _Spec) -> None:
        """Add the family's segments after the common ones."""

    @abstractmethod
    def write(self, w: _Writer, view: Any) -> None:
        """Write the family's segments of ``view``, in layout order."""

    def encode(self, view: View) -> Array:
        """The observation of ``view`` (a fresh ``float32`` array of ``size``)."""
        if view.num_players != self.num_players:
            raise ValueError(
                f"a view of a {view.num_players}-player match does not fit this "
                f"{self.num_players}-player encoder"
            )
        w = _Writer(self.layout, view.seat, self.num_players)
        _common(w, view)
        self.write(w, view)
        return w.done()


def action_mask(state: State[Any, Any, Any], seat: int) -> npt.NDArray[np.int8]:
    """The legal-action mask of ``seat``: 1 at the id of each of its legal actions.

    All zero unless ``seat`` is to act.  The legal actions are those the engine
    gives the seat to act (what a bot is given beside its view).
    """
    mask = np.zeros(state.game.num_distinct_actions, np.int8)
    if state.current_player() == seat:
        mask[ids_of(state, state.legal_actions())] = 1
    return mask


def ids_of(state: State[Any, Any, Any], actions: Sequence[Action]) -> list[int]:
    """The dense ids of ``actions`` in ``state``'s action space."""
    return [state.action_id(a) for a in actions]


# --- 31 family ---------------------------------------------------------------------


class ThirtyOneEncoder(Encoder):
    """31 / Schwimmen family (:class:`~pantsdown.games.thirty_one.view.ThirtyOneView`)."""

    family_id = "thirty_one"

    def specify(self, spec: _Spec) -> None:
        """The 31 family's segments."""
        from pantsdown.games.thirty_one.view import Phase

        spec.one_hot("phase", _enum_names(Phase), "where the match is")
        spec.seat("dealer", "the dealer")
        spec.per_seat("chips", "chips, lives or sticks left", low=-INF)
        spec.per_seat("points", "match points (41 scoring)", low=-INF)
        spec.seat_flags("is_out", "out of the match")
        spec.seat("chicken", "the seat holding the Chicken (Dutch 31)", none=True)
        spec.flag("chicken_gone", "the Chicken can no longer be won")
        spec.cards("hand", "the observer's own cards")
        spec.per_seat("hand_sizes", "cards held")
        spec.cards("table", "the face-up cards in the middle")
        spec.number("widow_size", "cards in the unseen extra hand")
        spec.number("stock_size", "undealt cards")
        spec.cards("discards", "face-up cards out of play this hand")
        spec.seat_cards("known", "cards everyone knows a seat holds")
        spec.per_seat("turns_taken", "turns taken this hand")
        spec.seat_flags("passed_last_turn", "its previous turn was a pass")
        spec.seat_flags("passed_this_hand", "has passed this hand")
        spec.number("passes_in_a_row", "consecutive passes")
        spec.seat_flags("closed", "has closed and is skipped")
        spec.seat("closed_by", "whose close started the last turns", none=True)
        spec.flag("last_round", "play is in its last turns")
        spec.seat_flags("still_to_play", "still gets a turn in the last round")
        spec.flag("took_new_cards", "the seat to act has taken new cards this turn")
        spec.number("turns_since_close", "turns this hand since the last close")
        spec.number("hand_value", "what the observer's cards are worth", low=-INF)
        spec.seat_flags("match_winners", "won the match")

    def write(self, w: _Writer, view: Any) -> None:
        """The 31 family's segments."""
        w.one_hot("phase", _enum_index(view.phase))
        w.seat_one_hot("dealer", view.dealer)
        w.per_seat("chips", view.chips)
        w.per_seat("points", view.points)
        w.per_seat("is_out", view.is_out)
        w.seat_one_hot("chicken", view.chicken)
        w.value("chicken_gone", float(view.chicken_gone))
        w.cards("hand", view.hand)
        w.per_seat("hand_sizes", view.hand_sizes)
        w.cards("table", view.table)
        w.value("widow_size", view.widow_size)
        w.value("stock_size", view.stock_size)
        w.cards("discards", view.discards)
        w.seat_cards("known", view.known)
        w.per_seat("turns_taken", view.turns_taken)
        w.per_seat("passed_last_turn", view.passed_last_turn)
        w.per_seat("passed_this_hand", view.passed_this_hand)
        w.value("passes_in_a_row", view.passes_in_a_row)
        w.per_seat("closed", view.closed)
        w.seat_one_hot("closed_by", view.closed_by)
        w.value("last_round", float(view.still_to_play is not None))
        w.seat_flags("still_to_play", view.still_to_play or ())
        w.value("took_new_cards", float(view.took_new_cards))
        w.value("turns_since_close", view.turns_since_close)
        w.value("hand_value", view.hand_value)
        w.seat_flags("match_winners", view.match_winners)


# --- Paskahousu ---------------------------------------------------------------------


class PaskahousuEncoder(Encoder):
    """Paskahousu (:class:`~pantsdown.games.paskahousu.view.PaskahousuView`)."""

    family_id = "paskahousu"

    def specify(self, spec: _Spec) -> None:
        """Paskahousu's segments."""
        from pantsdown.games.paskahousu.view import Phase

        spec.one_hot("phase", _enum_names(Phase), "where the match is")
        spec.seat("dealer", "the dealer")
        spec.number("turns", "turns taken this hand")
        spec.cards("hand", "the observer's own cards")
        spec.per_seat("hand_sizes", "cards held")
        spec.seat_cards("known", "cards known to be in a seat's hand")
        spec.cards("forced_lead", "the cards the first player must lead")
        spec.number("stock_size", "cards in the stock")
        spec.cards("pile", "every card in the pile")
        spec.cards("pile_top", "the pile's top card")
        spec.number("pile_size", "cards in the pile")
        spec.cards("fallen", "cards out of play from fallen piles")
        spec.per_seat("out_place", "place out of this hand (1 = first out, 0 = still in)")
        spec.per_seat("hands_won", "hands won in the match")
        spec.per_seat("times_paskahousu", "hands lost in the match")

    def write(self, w: _Writer, view: Any) -> None:
        """Paskahousu's segments."""
        w.one_hot("phase", _enum_index(view.phase))
        w.seat_one_hot("dealer", view.dealer)
        w.value("turns", view.turns)
        w.cards("hand", view.hand)
        w.per_seat("hand_sizes", view.hand_sizes)
        w.seat_cards("known", view.known)
        w.cards("forced_lead", view.forced_lead)
        w.value("stock_size", view.stock_size)
        w.cards("pile", view.pile)
        w.cards("pile_top", view.pile[-1:])
        w.value("pile_size", len(view.pile))
        w.cards("fallen", view.fallen)
        place = [0] * w.n
        for k, seat in enumerate(view.out_order):
            place[seat] = k + 1
        w.per_seat("out_place", place)
        w.per_seat("hands_won", view.hands_won)
        w.per_seat("times_paskahousu", view.times_paskahousu)


# --- Underwear ----------------------------------------------------------------------


class UnderwearEncoder(Encoder):
    """Underwear (:class:`~pantsdown.games.underwear.view.UnderwearView`)."""

    family_id = "underwear"

    def specify(self, spec: _Spec) -> None:
        """Underwear's segments."""
        from pantsdown.games.underwear.view import Phase

        spec.one_hot("phase", _enum_names(Phase), "where the match is")
        spec.seat("dealer", "the dealer")
        spec.per_seat("table_place", "position at the table (0 .. n-1)")
        spec.cards("hand", "the observer's own cards")
        spec.per_seat("hand_sizes", "cards held")
        spec.number("stock_size", "cards in the stock")
        spec.cards("downpile", "the downpile's cards")
        spec.cards("downpile_top", "the downpile's top card")
        spec.number("downpile_size", "cards in the downpile")
        spec.cards("discards", "cards out of play this hand")
        spec.per_seat("up_pile_count", "up-piles in front of a seat")
        spec.per_seat("up_pile_cards", "cards in a seat's up-piles")
        spec.seat_cards("up_pile_tops", "the top cards of a seat's face-up up-piles")
        spec.seat_cards("face_down_tops", "the top cards of a seat's face-down up-piles")
        spec.seat_cards("up_pile_all", "every card in a seat's up-piles")
        spec.number("passes", "consecutive passes with an empty stock")
        spec.flag("has_drawn", "the seat to act has drawn this turn")
        spec.seat_flags("doubled_this_hand", "has doubled this hand")
        spec.seat_flags("doubled_this_game", "has doubled in the game")
        spec.seat("double_offer", "the seat asked whether to double", none=True)
        spec.per_seat("scores", "points in the game", low=-INF)
        spec.number("blocked_run", "hands in a row that ended blocked")
        spec.number("multiplier", "the going-out score's multiplier")
        spec.seat_flags("match_winners", "won the game")

    def write(self, w: _Writer, view: Any) -> None:
        """Underwear's segments."""
        w.one_hot("phase", _enum_index(view.phase))
        w.seat_one_hot("dealer", view.dealer)
        place = [0] * w.n
        for k, seat in enumerate(view.table_order):
            place[seat] = k
        w.per_seat("table_place", place)
        w.cards("hand", view.hand)
        w.per_seat("hand_sizes", view.hand_sizes)
        w.value("stock_size", view.stock_size)
        w.cards("downpile", view.downpile)
        w.cards("downpile_top", view.downpile[-1:])
        w.value("downpile_size", len(view.downpile))
        w.cards("discards", view.discards)
        piles = view.up_piles
        w.per_seat("up_pile_count", [len(p) for p in piles])
        w.per_seat("up_pile_cards", [sum(len(u.cards) for u in p) for p in piles])
        w.seat_cards("up_pile_tops", [[u.top for u in p if not u.face_down] for p in piles])
        w.seat_cards("face_down_tops", [[u.top for u in p if u.face_down] for p in piles])
        w.seat_cards("up_pile_all", [[c for u in p for c in u.cards] for p in piles])
        w.value("passes", view.passes)
        w.value("has_drawn", float(view.has_drawn))
        w.per_seat("doubled_this_hand", view.doubled_this_hand)
        w.per_seat("doubled_this_game", view.doubled_this_game)
        w.seat_one_hot("double_offer", view.double_offer)
        w.per_seat("scores", view.scores)
        w.value("blocked_run", view.blocked_run)
        w.value("multiplier", view.multiplier)
        w.seat_flags("match_winners", view.match_winners)


# --- Ramsen family ------------------------------------------------------------------


def _call_words() -> list[str]:
    from pantsdown.games.ramsen.actions import CallName

    return [c.value for c in CallName] + ["bid"]


class RamsenEncoder(Encoder):
    """Ramsen / Rams trick-taking family (:class:`~pantsdown.games.ramsen.view.RamsenView`)."""

    family_id = "ramsen"

    def specify(self, spec: _Spec) -> None:
        """The Ramsen family's segments."""
        from pantsdown.games.ramsen.phases import Contract, Phase
        from pantsdown.games.ramsen.view import VOID_WORDS

        self.words = _call_words()
        self.void_words = VOID_WORDS
        spec.one_hot("phase", _enum_names(Phase), "the phase of the hand")
        spec.seat("dealer", "the dealer")
        spec.per_seat("scores", "score, counting down", low=-INF)
        spec.number("pending_doubles", "refas / whiteouts waiting to double a hand")
        spec.per_seat("drop_streak", "hands dropped in a row (Zwanzig)")
        spec.seat_flags("match_winners", "won the match")
        spec.seat_flags("to_speak", "still to decide in this phase")
        spec.seat("next_to_speak", "the first of those", none=True)
        spec.cards("hand", "the observer's own cards")
        spec.per_seat("hand_sizes", "cards held")
        spec.number("talon_size", "cards in the talon / stock")
        spec.cards("turned", "the face-up trump card")
        spec.cards("trump_card", "the card that set trumps")
        spec.one_hot("trump", ["none", *(s.name.lower() for s in Suit)], "the trump suit")
        spec.number("widow_size", "cards in the widow (Rams)")
        spec.cards("discards", "the observer's own cards out of play")
        spec.per_seat("out_counts", "cards out of play face down")
        spec.per_seat("folded_counts", "cards laid down by dropping")
        spec.cards("public_out", "cards publicly out of play")
        spec.seat_cards("known", "cards publicly known to be a seat's")
        spec.seat("schlecker", "who took the cut card", none=True)
        spec.per_seat("schlecked", "cut cards taken")
        spec.per_seat("exchanged", "cards exchanged this hand")
        spec.number("exchange_total", "cards exchanged by everyone this hand")
        spec.seat_flags("active", "still in the hand")
        words = self.words
        self.call_size = len(words)
        spec.add(
            "calls",
            spec.n * len(words),
            0.0,
            1.0,
            f"each seat's last call, self first (one-hot per seat: {', '.join(words)})",
        )
        spec.seat("declarer", "the declarer / announcer", none=True)
        spec.one_hot("contract", [c.value or "none" for c in Contract], "the contract")
        spec.number("high_bid", "the highest Mulatschak bid")
        spec.flag("swapped", "the dealer has taken the turned card")
        spec.number("redraws", "trump cards redrawn (Raub)")
        spec.cards("onsight", "the face-up card on offer (Mulatschak)")
        spec.seat("trick_leader", "the leader of the current trick")
        spec.seat_cards("trick", "the card a seat played to the current trick")
        spec.cards("played", "cards played in this hand's completed tricks")
        spec.per_seat("won", "tricks won this hand")
        spec.add(
            "voids",
            spec.n * len(VOID_WORDS),
            0.0,
            1.0,
            f"per seat, self first, suits seen not held ({', '.join(VOID_WORDS)})",
        )
        spec.cards("peek", "the cut card the observer saw, at the talon's bottom")
        spec.number("onsight_left", "declarer's discards still waiting for a face-up card")
        spec.cards("onsight_mine", "those discards, when the observer is the declarer")

    def write(self, w: _Writer, view: Any) -> None:
        """The Ramsen family's segments."""
        w.one_hot("phase", _enum_index(view.phase))
        w.seat_one_hot("dealer", view.dealer)
        w.per_seat("scores", view.scores)
        w.value("pending_doubles", view.pending_doubles)
        w.per_seat("drop_streak", view.drop_streak)
        w.seat_flags("match_winners", view.match_winners)
        w.seat_flags("to_speak", view.to_speak)
        w.seat_one_hot("next_to_speak", view.to_speak[0] if view.to_speak else None)
        w.cards("hand", view.hand)
        w.per_seat("hand_sizes", view.hand_sizes)
        w.value("talon_size", view.talon_size)
        w.cards("turned", [view.turned])
        w.cards("trump_card", [view.trump_card])
        w.one_hot("trump", 0 if view.trump is None else int(view.trump) + 1)
        w.value("widow_size", view.widow_size)
        w.cards("discards", view.discards)
        w.per_seat("out_counts", view.out_counts)
        w.per_seat("folded_counts", view.folded_counts)
        w.cards("public_out", view.public_out)
        w.seat_cards("known", view.known)
        w.seat_one_hot("schlecker", view.schlecker)
        w.per_seat("schlecked", view.schlecked)
        w.per_seat("exchanged", view.exchanged)
        w.value("exchange_total", view.exchange_total)
        w.per_seat("active", view.active)
        calls = [0.0] * (w.n * self.call_size)
        for seat, call in enumerate(view.calls):
            if call:
                calls[w.rel(seat) * self.call_size + self._word(call)] = 1.0
        w.values("calls", calls)
        w.seat_one_hot("declarer", view.declarer)
        w.one_hot("contract", _enum_index(view.contract))
        w.value("high_bid", view.high_bid)
        w.value("swapped", float(view.swapped))
        w.value("redraws", view.redraws)
        w.cards("onsight", [view.onsight])
        w.seat_one_hot("trick_leader", view.trick_leader)
        trick: list[list[Card]] = [[] for _ in range(w.n)]
        for seat, card in view.trick:
            trick[seat].append(card)
        w.seat_cards("trick", trick)
        w.cards("played", [c for _, plays, _ in view.tricks for _, c in plays])
        w.per_seat("won", view.won)
        voids = [0.0] * (w.n * len(self.void_words))
        for seat, words in enumerate(view.voids):
            for word in words:
                voids[w.rel(seat) * len(self.void_words) + self.void_words.index(word)] = 1.0
        w.values("voids", voids)
        w.cards("peek", [view.peek])
        w.value("onsight_left", view.onsight_left)
        w.cards("onsight_mine", view.onsight_mine)

    def _word(self, call: str) -> int:
        word = call.split()[0]
        try:
            return self.words.index(word)
        except ValueError:
            raise ValueError(
                f"call {call!r} is not one of the encoder's words ({', '.join(self.words)})"
            ) from None


ENCODERS: dict[str, Callable[[Game[Any]], Encoder]] = {
    "thirty_one": ThirtyOneEncoder,
    "paskahousu": PaskahousuEncoder,
    "underwear": UnderwearEncoder,
    "ramsen": RamsenEncoder,
}
"""The encoder of each family, by family id."""


def encoder_for(game: Game[Any]) -> Encoder:
    """The observation encoder of ``game``'s family, for its rules and players."""
    try:
        make = ENCODERS[game.family.id]
    except KeyError:
        raise ValueError(
            f"no observation encoder for family {game.family.id!r} "
            f"(encoders: {', '.join(ENCODERS)})"
        ) from None
    return make(game)


def _annotation(tp: object) -> str:
    """A dataclass field's type as text without module paths (``Card | None``), whether
    it was kept as text or as a type object (a compiled build may keep either).

    >>> _annotation(Card), _annotation(Card | None), _annotation(tuple[Card, ...])
    ('Card', 'Card | None', 'tuple[Card, ...]')
    """
    if isinstance(tp, type) and not getattr(tp, "__args__", None):
        return tp.__name__
    return re.sub(r"\b(?:\w+\.)+(\w+)", r"\1", str(tp))


_CARD_TYPES = {
    "Card": "card",
    "Card | None": "card",
    "Optional[Card]": "card",
    "tuple[Card, ...]": "cards",
    "Tuple[Card, ...]": "cards",
}
"""Event field types that hold cards, and whether one card or several."""


@dataclass(frozen=True)
class _Tally:
    """Where the events of one type are counted in an information-state vector."""

    count: str
    """The segment counting them (per seat for an event with a seat)."""
    seat: str
    """``"seat"``: the event names an acting seat (``"maybe"``: it may name none);
    ``""``: it names none."""
    cards: tuple[tuple[str, str, str], ...]
    """(field, ``card`` or ``cards``, segment) of each of its card fields."""


class InfoStateEncoder:
    """A seat's information state in the hand as a fixed-size ``float32`` vector.

    The observation encoding of the view (:func:`encoder_for`), then what the seat
    was shown happen this hand: for each event type of the family (its
    ``event_types``), how many of them it saw, per acting seat where the event
    names one (``seat``), and for each of the event's card fields a 52-slot plane
    per acting seat of the cards it saw there (``history.swapped.took``: the cards
    each seat was seen to take from the table).  An event that may name no seat
    has one more block, last, for "none".  The Ramsen family also counts each
    seat's calls by word (``history.called.call``).  Everything comes from the
    view: its fields and its ``log``, the hand's events as ``State.events_for(seat)``
    shows them, so the vector holds no card the seat may not see, and two states
    the seat cannot tell apart give it the same vector.  Seats are relative, as in
    the observation; the seat's own actions are the first block of each segment.
    Earlier hands enter only through what the view keeps of them (scores, chips).
    """

    def __init__(self, game: Game[Any]) -> None:
        self.observation = encoder_for(game)
        """The observation encoder whose vector starts this one."""
        n = self.num_players = game.num_players
        segments = list(self.observation.layout.segments)
        self.tallies: dict[type, _Tally] = {}
        """Per event type, where it is counted."""
        for cls in game.family.event_types:
            fields = {f.name: _annotation(annotation(f)) for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
            tag = cls.type_name
            seat = fields.get("seat", "")
            who = "seat" if seat == "int" else ""
            if seat in ("int | None", "Optional[int]"):
                who = "maybe"
            blocks = n + 1 if who == "maybe" else n if who else 1
            by = {
                "maybe": " (per acting seat, self first, last block: no seat)",
                "seat": " (per acting seat, self first)",
                "": "",
            }[who]
            count = f"history.{tag}"
            segments.append(Segment(count, blocks, 0.0, INF, f"`{tag}` events seen this hand{by}"))
            cards = []
            for name, tp in fields.items():
                kind = _CARD_TYPES.get(tp)
                if kind is None:
                    continue
                segment = f"history.{tag}.{name}"
                cards.append((name, kind, segment))
                segments.append(
                    Segment(
                        segment,
                        52 * blocks,
                        0.0,
                        INF,
                        f"cards seen as `{name}` of `{tag}` events{by} (52 card slots each)",
                    )
                )
            self.tallies[cls] = _Tally(count, who, tuple(cards))
        self.words: list[str] = []
        """The Ramsen family's call words, counted per seat (empty elsewhere)."""
        self._ramsen = self.observation if isinstance(self.observation, RamsenEncoder) else None
        if self._ramsen is not None:
            self.words = list(self._ramsen.words)
            segments.append(
                Segment(
                    "history.called.call",
                    n * len(self.words),
                    0.0,
                    INF,
                    "calls seen this hand by word (per seat, self first: "
                    + ", ".join(self.words)
                    + ")",
                )
            )
        self.layout = Layout(tuple(segments))
        """The segments: the observation's, then the history's."""
        self.size = self.layout.size
        """The length of the vector."""
        self._offsets = self.layout.offsets()

    def encode(self, view: View) -> Array:
        """The information-state vector of ``view`` (a fresh ``float32`` array of ``size``)."""
        out = np.zeros(self.size, np.float32)
        out[: self.observation.size] = self.observation.encode(view)
        n = self.num_players
        offsets = self._offsets
        for event in view.log:
            tally = self.tallies.get(type(event))
            if tally is None:
                raise ValueError(
                    f"event {event!r} is not one of the family's event types; "
                    "the information-state layout has no place for it"
                )
            block = 0
            if tally.seat:
                seat = getattr(event, "seat", None)
                block = n if seat is None else (seat - view.seat) % n
            out[offsets[tally.count][0] + block] += 1.0
            for name, kind, segment in tally.cards:
                value = getattr(event, name)
                base = offsets[segment][0] + 52 * block
                for card in (value,) if kind == "card" else value:
                    if card is not None:
                        out[base + card.index] += 1.0
            if self._ramsen is not None and event.type_name == "called":
                seat = int(getattr(event, "seat", view.seat))
                word = self._ramsen._word(str(getattr(event, "call", "")))
                start = offsets["history.called.call"][0]
                out[start + ((seat - view.seat) % n) * len(self.words) + word] += 1.0
        return out


def info_state_encoder_for(game: Game[Any]) -> InfoStateEncoder:
    """The information-state encoder of ``game``'s family, for its rules and players."""
    return InfoStateEncoder(game)
