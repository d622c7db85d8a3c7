"""Helpers for the Ramsen-family rule tests: stacked decks built from the hands wanted."""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown import make, parse_cards
from pantsdown.core.cards import Card
from pantsdown.core.registry import from_position
from pantsdown.games.ramsen import RamsenState
from pantsdown.games.ramsen.rules import PRESETS


def deck_for(
    variant: str,
    hands: Sequence[str],
    *,
    turned: str | None = None,
    widow: str = "",
    talon: str = "",
    bottom: str | None = None,
    schlecker: int | None = None,
    schleckers: Sequence[int] = (),
    dealer: int = 0,
) -> list[Card]:
    """The deck order (top first) that deals ``hands[seat]`` to each seat.

    The first dealer is seat 0, so forehand is seat 1.  ``turned`` is the trump
    card, ``widow`` the Rams widow, ``talon`` the cards that follow, ``bottom``
    the last card of the deck (the Schleken card; several cards: the first listed
    is the very last, taken first).  A ``schlecker`` gets one card fewer in the
    first packet: list only his dealt cards; ``schleckers`` lists each seat once
    per card it takes at the cut.
    """
    rules = PRESETS[variant]
    n = len(hands)
    want = [parse_cards(h) for h in hands]
    wid = parse_cards(widow)
    deck: list[Card] = []
    order = [(dealer + 1 + i) % n for i in range(n)]
    for pi, k in enumerate(rules.packets):
        for s in order:
            if rules.widow and s == dealer:
                deck += wid[:k]
                del wid[:k]
            short = list(schleckers).count(s) + (s == schlecker)
            kk = k - short if pi == 0 else k
            deck += want[s][:kk]
            del want[s][:kk]
        if rules.turn_after_packet == pi + 1 and turned is not None:
            deck.append(parse_cards(turned)[0])
    assert not any(want), "each hand must list exactly the cards dealt"
    deck += parse_cards(talon)
    if bottom is not None:
        pack = rules.pack_cards
        bottoms = parse_cards(bottom)
        rest = [c for c in pack if c not in deck and c not in bottoms]
        deck += rest + bottoms[::-1]
    return deck


def stacked(
    variant: str,
    hands: Sequence[str],
    *,
    options: dict[str, object] | None = None,
    more: Sequence[Sequence[Card]] = (),
    **kwargs: object,
) -> RamsenState:
    """A new match of ``variant`` whose first hand deals ``hands``."""
    deck = deck_for(variant, hands, **kwargs)  # type: ignore[arg-type]
    state = make(variant, len(hands), seed=0, options=options, decks=[deck, *more])
    assert isinstance(state, RamsenState)
    return state


def with_fields(state: RamsenState, **fields: object) -> RamsenState:
    """The same position with some fields changed, made through the position notation
    (``to_position`` / ``from_position``), never by assigning the state's fields.
    """
    lines = state.to_position().splitlines()
    for name, value in fields.items():
        codec = state.FIELDS[name].codec
        head = f"{name}:"
        assert any(line.startswith(head) for line in lines), name
        lines = [f"{name}: {codec.dump(value)}" if ln.startswith(head) else ln for ln in lines]
    later = state.stacked[len(state.decks) :]
    copy = from_position("\n".join(lines), seed=state.seed, decks=later)
    assert isinstance(copy, RamsenState)
    return copy


def play(state: RamsenState, *actions: str) -> None:
    """Apply actions in notation, in order."""
    for text in actions:
        state.apply_text(text)


def legal(state: RamsenState) -> list[str]:
    """The legal actions in notation."""
    return [str(a) for a in state.legal_actions()]


def to_play(state: RamsenState, *, trump: str = "trump hearts") -> None:
    """Pass every decision before the tricks: no exchange, play the hand, no calls."""
    from pantsdown.games.ramsen.state import Phase

    while state.phase != Phase.PLAY and not state.is_terminal():
        options = legal(state)
        for choice in (trump, "exchange none", "play-hand", "idem", "pass", "bid 1", "hold"):
            if choice in options:
                state.apply_text(choice)
                break
        else:  # pragma: no cover - a test setup error
            raise AssertionError(f"no default choice among {options}")


def trick_cards(state: RamsenState) -> list[str]:
    """The cards of the current trick."""
    return [str(c) for _, c in state.trick]


def finish_hand(state: RamsenState) -> None:
    """Play the first legal action until the hand (or the match) is over."""
    start = state.hand_number
    while state.hand_number == start and not state.is_terminal():
        state.apply(state.legal_actions()[0])
