"""Drawing a game's view in the terminal: a generic renderer and per-family hooks.

:func:`render_view` draws any :class:`~pantsdown.core.protocol.View` from
its dataclass fields, so no game needs terminal code of its own:

* tuples of cards (a table, a trick, a pile) are drawn as rows of coloured cards;
* per-seat tuples (one entry per seat: chips, lives, card counts, known cards,
  standings) become columns of one table with a row per seat;
* seat-valued fields (``dealer``, ``closed_by``, ``declarer`` …) become marks
  in that table;
* the viewer's own cards (a field such as ``hand``) come last, as "Your hand";
* everything else (phase, trump, stock size, …) is listed by name.

A family that wants its own drawing adds a module
``pantsdown.cli.render.<family_id>`` with ``render_view(view, style)``
returning a Rich renderable; :func:`renderer_for` uses it when present.  The
same module may draw a finished hand with ``render_hand_result(result, style,
num_players, standings, rules)`` (:func:`hand_result_renderer_for`).

Hand results and standings are data; their words come from the family's prose
(:meth:`~pantsdown.core.protocol.GameFamily.hand_words`,
:meth:`~pantsdown.core.protocol.GameFamily.standing_words`), found by the rules'
type (:func:`family_of`).
"""

from __future__ import annotations

import dataclasses
import enum
import functools
import importlib
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, cast

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from pantsdown.cli.style import Style
from pantsdown.core.base import annotation
from pantsdown.core.cards import Card, Rank, Suit
from pantsdown.core.protocol import (
    TERMINAL,
    Action,
    Event,
    GameFamily,
    HandResult,
    Standing,
    View,
)

__all__ = [
    "HandResultRenderer",
    "Renderer",
    "family_of",
    "field_label",
    "hand_result_renderer_for",
    "render_hand_result",
    "render_standings",
    "render_value",
    "render_view",
    "renderer_for",
    "seat_table",
]

Renderer = Callable[[View, Style], RenderableType]
"""A view renderer: ``render_view(view, style)`` returning a Rich renderable."""

_BASE_FIELDS = {"seat", "num_players", "current_player", "hand_number"}
_OWN_HAND_NAMES = {"hand", "my_hand", "own_hand", "cards", "my_cards", "holding"}
_SEAT_FIELD = re.compile(
    r"(^|_)(dealer|forehand|leader|declarer|closer|knocker|stopper|winner|loser|"
    r"bidder|maker|caller|starter|by|seat|player|turn)$"
)
_SEAT_LIST = re.compile(
    r"(^|_)(seats|to_play|order|queue|players|winners|losers|closers|knockers|leaders|passers)$"
)
_ALWAYS_SHOWN = re.compile(r"table|pile|trick|stock|talon|deck|score|point")
_HIDDEN_NAMES = {
    "history",
    "events",
    "log",
    "actions",
    "event_log",
    "rules",
    "options",
    "variant",
}


HandResultRenderer = Callable[[HandResult, Style, int, Sequence[Standing], Any], RenderableType]
"""A finished hand's renderer: ``render_hand_result(result, style, num_players, standings,
rules)``."""

_NO_FAMILY = GameFamily(
    id="",
    title="",
    rules_type=type(None),
    state_type=cast(Any, None),
    variants=(),
    sample_state=cast(Any, None),
)
"""Words for a result or standing whose family is not known (no prose of its own)."""


def family_of(rules: Any) -> GameFamily:
    """The registered family whose rules ``rules`` are (its prose makes the words of
    its results and standings); a family without prose for unknown rules.
    """
    from pantsdown.core.registry import families

    for fam in families():
        if rules is not None and isinstance(rules, fam.rules_type):
            return fam
    return _NO_FAMILY


def _family_module(family_id: str) -> Any:
    name = f"{__name__}.{family_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        return None


@functools.cache
def renderer_for(family_id: str) -> Renderer:
    """The family's own ``render_view`` if ``pantsdown.cli.render.<family_id>`` exists."""
    module = _family_module(family_id)
    hook: Renderer = render_view if module is None else module.render_view
    return hook


@functools.cache
def hand_result_renderer_for(family_id: str) -> HandResultRenderer:
    """The family's own ``render_hand_result``, else :func:`render_hand_result`."""
    module = _family_module(family_id)
    hook: HandResultRenderer = getattr(module, "render_hand_result", render_hand_result)
    return hook


def field_label(name: str) -> str:
    """A field name for people: ``stock_size`` → ``Stock size``.

    >>> field_label("num_cards_in_hand")
    'Cards in hand'
    """
    words = name.split("_")
    if words and words[0] in ("num", "n") and len(words) > 1:
        words = words[1:]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


def render_value(
    value: Any, style: Style, *, blank: str = "—", compact: bool = False, rules: Any = None
) -> Text:
    """Any value found in a view, as text: cards drawn, seats named, enums in words.

    ``compact``: cards as coloured text (``K♥``) rather than tiles, for table cells;
    ``rules``: the view's rules, whose family words a hand result or a standing.
    """
    if isinstance(value, Card):
        return style.card_token(value, typed=False) if compact else style.card(value)
    if isinstance(value, Suit):
        return style.suit(value)
    if isinstance(value, Rank):
        return Text(style.rank_text(value))
    if isinstance(value, bool):
        return Text("yes" if value else "no")
    if value is None:
        return Text(blank, style="dim")
    if isinstance(value, enum.Enum):
        return Text(value.name.lower().replace("_", " "))
    if isinstance(value, float):
        return Text(_number(value))
    if isinstance(value, (Action, Event)):
        return style.rich_text(str(value))
    if isinstance(value, HandResult):
        ended, scored = family_of(rules).hand_words(value, rules)
        return style.rich_text(scored or ended)
    if isinstance(value, Standing):
        return Text(family_of(rules).standing_words(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _render_record(value, style)
    if isinstance(value, dict):
        return Text(", ").join(
            Text.assemble(f"{k}: ", render_value(v, style)) for k, v in value.items()
        )
    if isinstance(value, (tuple, list, set, frozenset)):
        items = sorted(value, key=str) if isinstance(value, (set, frozenset)) else list(value)
        if not items:
            return Text(blank, style="dim")
        if _is_play(items):
            return Text.assemble(
                style.seat_short(items[0]), " ", style.card_token(items[1], typed=False)
            )
        if all(_is_play(v) for v in items):
            return Text(" · ").join(render_value(v, style, compact=True) for v in items)
        plays = [v for v in items if isinstance(v, tuple) and v and all(_is_play(p) for p in v)]
        if len(plays) == 1 and isinstance(items[-1], int) and not isinstance(items[-1], bool):
            # a finished trick such as (leader, plays, winner)
            return Text.assemble(
                render_value(plays[0], style, compact=True), " → ", style.seat_short(items[-1])
            )
        if all(isinstance(v, tuple) and v and not isinstance(v[0], Card) for v in items):
            return Text("\n").join(render_value(v, style, blank=blank, compact=True) for v in items)
        if all(isinstance(v, Card) for v in items) and not compact:
            return style.cards(items)
        if all(dataclasses.is_dataclass(v) for v in items):
            return Text(" | ").join(render_value(v, style, compact=True) for v in items)
        sep = " " if all(isinstance(v, (Card, int)) for v in items) else ", "
        return Text(sep).join(render_value(v, style, blank=blank, compact=compact) for v in items)
    if isinstance(value, str):
        return style.rich_text(value)
    return Text(str(value))


def _render_record(value: Any, style: Style) -> Text:
    """A small record inside a view (an up-pile, a bid): its cards speak for themselves,
    true flags follow in brackets, false flags and blanks are left out.

    ``UpPile(cards=(7♦, 8♦), face_down=True)`` reads ``7♦ 8♦ (face down)``.
    """
    parts: list[Text] = []
    flags: list[str] = []
    for f in dataclasses.fields(value):
        item = getattr(value, f.name)
        if isinstance(item, bool):
            if item:
                flags.append(field_label(f.name).lower())
            continue
        if _is_blank(item):
            continue
        shown = render_value(item, style, compact=True)
        is_cards = isinstance(item, (tuple, list)) and all(isinstance(c, Card) for c in item)
        parts.append(shown if is_cards else Text.assemble(f"{field_label(f.name)} ", shown))
    text = Text(", ").join(parts)
    if flags:
        text.append(f" ({', '.join(flags)})", style="dim")
    return text


def _is_play(items: Any) -> bool:
    """A ``(seat, card)`` pair: one card played by one seat."""
    return (
        isinstance(items, (tuple, list))
        and len(items) == 2
        and isinstance(items[0], int)
        and not isinstance(items[0], bool)
        and isinstance(items[1], Card)
    )


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _is_blank(value: Any) -> bool:
    """Nothing worth a line: ``None``, ``False``, ``0``, or an empty text or tuple."""
    if isinstance(value, enum.Enum):
        return False
    return value is None or value is False or value == 0 or value in ("", ())


def _is_seat_value(name: str, value: Any, num_players: int) -> bool:
    if not _SEAT_FIELD.search(name) or isinstance(value, bool):
        return False
    return value is None or (isinstance(value, int) and 0 <= value < num_players)


def _is_seat_list(name: str, value: Any, num_players: int) -> bool:
    """A tuple of seats: ``still_to_play``, ``closed_seats``, ``winners``, ``out_order``."""
    return (
        bool(_SEAT_LIST.search(name))
        and isinstance(value, tuple)
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        and all(0 <= v < num_players for v in value)
    )


def _is_per_seat(name: str, value: Any, num_players: int) -> bool:
    if not isinstance(value, tuple) or len(value) != num_players or num_players < 2:
        return False
    if name in _OWN_HAND_NAMES or any(isinstance(v, Card) for v in value):
        return False  # a row of cards that happens to have one per seat (a table, a trick)
    return not all(isinstance(v, (Event, Action)) for v in value)


def _is_own_hand(name: str, value: Any) -> bool:
    return (
        (name in _OWN_HAND_NAMES or name.endswith("_hand"))
        and isinstance(value, tuple)
        and all(isinstance(v, Card) for v in value)
    )


def render_view(view: View, style: Style) -> RenderableType:
    """Draw any view from its fields (see the module docstring)."""
    n = view.num_players
    facts: list[tuple[str, Text]] = []
    columns: list[tuple[str, tuple[Any, ...]]] = []
    marks: dict[int, list[str]] = {}
    own: list[tuple[str, tuple[Card, ...]]] = []
    last_result: HandResult | None = None
    for f in dataclasses.fields(view):
        name, value = f.name, getattr(view, f.name)
        if name in _BASE_FIELDS or name.startswith("_") or name in _HIDDEN_NAMES:
            continue
        if isinstance(value, HandResult):
            last_result = value
        elif value is None and "HandResult" in annotation(f):
            continue
        elif _is_own_hand(name, value):
            own.append((name, value))
        elif _is_seat_value(name, value, n):
            if value is not None:
                marks.setdefault(value, []).append(field_label(name).lower())
        elif _is_seat_list(name, value, n):
            if value:
                facts.append((field_label(name), style.seat_list(value)))
        elif _is_per_seat(name, value, n):
            if any(not _is_blank(v) for v in value):  # a column of nothing says nothing
                columns.append((name, value))
        elif isinstance(value, tuple) and value and all(isinstance(v, Event) for v in value):
            continue  # the client prints events as they happen
        elif _is_blank(value) and not _ALWAYS_SHOWN.search(name):
            continue  # no chicken, nobody closed, no winners yet: nothing to say
        else:
            facts.append((field_label(name), render_value(value, style)))

    parts: list[RenderableType] = []
    if facts:
        grid = Table.grid(padding=(0, 2))
        grid.add_column(style="bold" if style.color else "", no_wrap=True)
        grid.add_column()
        for label, text in facts:
            grid.add_row(label, text)
        parts.append(grid)
    parts.append(_seat_table(view, style, columns, marks))
    if last_result is not None:
        shown = render_value(last_result, style, rules=getattr(view, "rules", None))
        parts.append(Text.assemble(("Last hand: ", "bold"), shown))
    for name, cards in own:
        what = "hand" if name in _OWN_HAND_NAMES else field_label(name).lower()
        parts.append(own_cards_line(view, what, cards, style))
    return Panel(Group(*parts), title=view_title(view, style), title_align="left", expand=False)


def own_cards_line(
    view: View, what: str, cards: Sequence[Card], style: Style, *, label_style: str = "bold"
) -> Text:
    """The viewer's own cards: "Your hand  …", or "Seat 2: hand  …" when watching a chair."""
    if style.viewer == view.seat:
        label = f"Your {what}"
    else:
        label = f"{style.seat_name(view.seat)}: {what}"
        label = label[:1].upper() + label[1:]
    return Text.assemble((f"{label}  ", label_style), style.cards(cards))


def pile_top(pile: Sequence[Card], shown: int, style: Style) -> Text:
    """The top ``shown`` cards of a pile (top last), the ones below counted: "3 below, then …"."""
    top = pile[-shown:]
    text = Text()
    hidden = len(pile) - len(top)
    if hidden:
        text.append(f"{hidden} below, then ", style="dim")
    text.append_text(style.cards(top))
    return text


def view_title(view: View, style: Style, *, over: str = "match over") -> str:
    """A view's panel title: the hand number and who is to play (or ``over``)."""
    title = f"hand {view.hand_number + 1}"
    if view.current_player == TERMINAL:
        title += f" · {over}"
    elif 0 <= view.current_player < view.num_players:
        title += f" · {style.seat_name(view.current_player)} to play"
    return title


def _seat_table(
    view: View,
    style: Style,
    columns: Sequence[tuple[str, tuple[Any, ...]]],
    marks: dict[int, list[str]],
) -> Table:
    table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, header_style="bold")
    table.add_column("", width=1)
    table.add_column("seat", no_wrap=True)
    cells: list[list[Text]] = []
    for name, values in columns:
        label = field_label(name).lower()
        if all(isinstance(v, Standing) for v in values):
            label = "standing"
            fam = family_of(getattr(view, "rules", None))
            column = [_standing_text(v, style, fam) for v in values]
        elif all(isinstance(v, bool) for v in values):
            label = field_label(re.sub(r"^(is|has|can|did)_", "", name)).lower()
            column = [Text("✓" if v else "") for v in values]
        else:
            column = [render_value(v, style, blank="", compact=True) for v in values]
        plain = [c.plain for c in column]
        wordy = any(any(ch.isalpha() for ch in p) for p in plain)
        if wordy and any(plain == [c.plain for c in other] for other in cells):
            continue  # the same as a column already shown (status and standing, say)
        cells.append(column)
        widest = max((len(p) for p in plain if " " in p), default=0)
        table.add_column(
            label,
            justify="center" if all(p in ("", "✓") for p in plain) else "left",
            min_width=max(_longest_word(label), min(widest, 16)),
        )
    if marks:
        table.add_column("", min_width=min(16, max(len(", ".join(m)) for m in marks.values())))
    for seat in range(view.num_players):
        pointer = "▶" if seat == view.current_player else ""
        name = style.seat_names[seat] if seat < len(style.seat_names) else ""
        who = Text(f"{seat} {name}".rstrip())
        if seat == view.seat:
            who.stylize("bold cyan" if style.color else "")
        row: list[Text | str] = [pointer, who]
        row.extend(column[seat] for column in cells)
        if marks:
            row.append(Text(", ".join(marks.get(seat, [])), style="italic"))
        table.add_row(*row)
    return table


def _longest_word(text: str) -> int:
    return max((len(w) for w in text.split()), default=0)


def _standing_text(standing: Standing, style: Style, family: GameFamily) -> Text:
    words = family.standing_words(standing)
    text = Text(words)
    if standing.is_winner:
        text.append(" ★ winner", style="bold green" if style.color else "")
    elif standing.is_out:
        text.stylize("dim strike" if style.color else "")
        if "out" not in words:
            text.append(" (out)")
    return text


def render_standings(
    standings: Sequence[Standing], style: Style, *, title: str = "", rules: Any = None
) -> Table:
    """The match standings as a table: each seat's standing in the game's words
    (chips, lives, points: the prose of the family of ``rules``), and who is out or
    has won.
    """
    family = family_of(rules)
    table = Table(
        title=title or None,
        title_justify="left",
        header_style="bold",
        min_width=min(len(title) + 4, 78) if title else None,
    )
    table.add_column("seat")
    table.add_column("standing")
    for s in standings:
        table.add_row(style.seat_ref(s.seat), _standing_text(s, style, family))
    return table


def render_hand_result(
    result: HandResult,
    style: Style,
    num_players: int,
    standings: Sequence[Standing] = (),
    rules: Any = None,
) -> RenderableType:
    """A finished hand: why it ended, who lost (and won), the hands shown, the changes.

    With ``standings``, each seat's standing in the match follows.  The words come
    from the prose of the family of ``rules``.
    """
    family = family_of(rules)
    ended, scored = family.hand_words(result, rules)
    lines: list[RenderableType] = [Text.assemble(("Ended: ", "bold"), style.rich_text(ended))]
    if result.losers:
        lines.append(Text.assemble(("Lost: ", "bold"), style.seat_list(result.losers)))
    if result.winners:
        lines.append(Text.assemble(("Won: ", "bold"), style.seat_list(result.winners)))
    if scored and not scored.startswith(ended):
        lines.append(style.rich_text(scored))
    by_seat = {s.seat: s for s in standings}
    if result.shown or result.scores or result.deltas or by_seat:
        columns = [("seat", "")]
        if result.shown:
            columns.append(("shown", ""))
        if result.scores:
            columns.append(("score", "right"))
        if result.deltas:
            columns.append(("change", "right"))
        if by_seat:
            columns.append(("standing", ""))
        rows: list[list[Text | str]] = []
        for seat in range(num_players):
            row: list[Text | str] = [style.seat_ref(seat)]
            if result.shown:
                shown = result.shown[seat] if seat < len(result.shown) else ()
                row.append(style.cards(shown, empty=""))
            if result.scores:
                row.append(_number(result.scores[seat]) if seat < len(result.scores) else "")
            if result.deltas:
                delta = result.deltas[seat] if seat < len(result.deltas) else 0
                row.append(_signed(delta) if delta else "")
            if by_seat:
                standing = by_seat.get(seat)
                row.append("" if standing is None else _standing_text(standing, style, family))
            rows.append(row)
        lines.append(seat_table(style, columns, rows))
    return hand_result_panel(lines, result, style)


def seat_table(
    style: Style,
    columns: Sequence[tuple[str, str]],
    rows: Iterable[Sequence[RenderableType]],
) -> Table:
    """A finished hand's table: one row a seat under ``(header, how)`` columns.

    ``how`` is ``"right"`` (numbers), ``"whole"`` (never wrapped, e.g. a hand of
    cards) or ``""`` (left, wrapped when narrow). The first column (the seat)
    never wraps; the headers are bold in colour.
    """
    table = Table(box=None, padding=(0, 1), header_style="bold" if style.color else "")
    for index, (header, how) in enumerate(columns):
        table.add_column(
            header,
            justify="right" if how == "right" else "left",
            no_wrap=index == 0 or how == "whole",
        )
    for row in rows:
        table.add_row(*row)
    return table


def hand_result_panel(
    lines: Sequence[RenderableType], result: HandResult, style: Style
) -> RenderableType:
    """The frame of every family's finished-hand screen: "hand N over"."""
    return Panel(
        Group(*lines),
        title=f"hand {result.hand_number + 1} over",
        title_align="left",
        expand=False,
        border_style="yellow" if style.color else "",
    )


def _signed(value: float) -> str:
    text = _number(value)
    return text if value < 0 else "+" + text
