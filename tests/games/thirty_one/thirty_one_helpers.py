"""Helpers for the 31-family rule tests: stacked deals, positions and scripted play.

Nothing here assigns a state's fields: a fresh deal comes from a stacked deck
(``make(..., decks=[...])``), a later position from its text
(:func:`pantsdown.core.registry.from_position`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from pantsdown.core.cards import Card, format_cards, parse_cards
from pantsdown.core.protocol import Event
from pantsdown.core.registry import from_position, make
from pantsdown.games.thirty_one.state import ThirtyOneState


def deal(variant: str, players: int, *decks: str, **options: Any) -> ThirtyOneState:
    """A match whose first hands are dealt from these stacked deck prefixes."""
    state = make(
        variant,
        players,
        seed=7,
        decks=[parse_cards(d) for d in decks],
        options=options or None,
    )
    assert isinstance(state, ThirtyOneState)
    return state


def position(state: ThirtyOneState, *decks: str, **lines: str) -> ThirtyOneState:
    """``state``'s position with some of its lines written differently (``chips="1,6,6"``),
    read back through the position notation; the hands after it are dealt from these
    stacked deck prefixes.
    """
    written = []
    for line in state.to_position().splitlines():
        name = line.partition(":")[0]
        if name in lines:
            line = f"{name}: {lines.pop(name)}"
        written.append(line)
    assert not lines, f"not fields of the position: {sorted(lines)}"
    copy = from_position("\n".join(written), seed=7, decks=[parse_cards(d) for d in decks])
    assert isinstance(copy, ThirtyOneState)
    return copy


def mid_hand(
    state: ThirtyOneState,
    hands: Sequence[str],
    table: str,
    *decks: str,
    to_act: int,
    **lines: str,
) -> ThirtyOneState:
    """``state``'s match in the middle of a hand: seat ``to_act`` is to act, the seats
    hold ``hands`` (``""`` for a seat out of the match), ``table`` lies face up, every
    seat has had a turn and none passed in it, and the rest of the pack is the stock.
    Other lines and the later hands' decks as in :func:`position`.
    """
    held = [parse_cards(h) for h in hands]
    rest = Counter(state.pack)
    rest.subtract([c for h in held for c in h] + parse_cards(table))
    stock = list(rest.elements())
    n = state.num_players
    every = {
        "phase": "turn",
        "to_act": str(to_act),
        "hands": " / ".join(format_cards(h) or "-" for h in held),
        "table": table,
        "widow": "-",
        "stock": format_cards(stock) or "-",
        "discards": "-",
        "known": " / ".join(["-"] * n),
        "turns_taken": ",".join(["1"] * n),
        "passed_last_turn": ",".join(["0"] * n),
        "passed_this_hand": ",".join(["0"] * n),
        "passes_in_a_row": "0",
        "closed": ",".join(["0"] * n),
        "closed_by": "none",
        "still_to_play": "none",
        "took_new_cards": "0",
        "turns_since_close": "1",
    }
    return position(state, *decks, **(every | lines))


def play(state: ThirtyOneState, *actions: str) -> list[Event]:
    """Apply actions in text notation; return every event they caused."""
    events: list[Event] = []
    for text in actions:
        events += state.apply_text(text)
    return events


def cards(text: str) -> list[Card]:
    """Cards from notation."""
    return parse_cards(text)


def texts(items: Sequence[object]) -> list[str]:
    """``str()`` of each item."""
    return [str(i) for i in items]
