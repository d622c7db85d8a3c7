"""The Paskahousu table in the terminal: the pile, the stock, each seat's cards.

A seat's row shows how many cards it holds, the cards every player knows are in
that hand (picked up from the pile or turned from the stock), and marks (dealer,
out of the hand and in which place).  The hand's result names its columns for
what they hold: the place, the cards the paskahousu was left holding.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from pantsdown.cli.render import hand_result_panel, own_cards_line, pile_top, seat_table, view_title
from pantsdown.cli.style import Style
from pantsdown.core.protocol import HandResult, Standing
from pantsdown.core.words import counted
from pantsdown.games.paskahousu.prose import ordinal, result_words, standing_words
from pantsdown.games.paskahousu.view import PaskahousuView, Phase

__all__ = ["PILE_SHOWN", "render_hand_result", "render_view"]

PILE_SHOWN = 8
"""The pile's top cards drawn; the ones below are counted."""


def _pile(view: PaskahousuView, style: Style) -> Text:
    if not view.pile:
        return Text("empty", style="dim")
    text = pile_top(view.pile, PILE_SHOWN, style)
    text.append(
        f"  ({counted(len(view.pile), 'card')}, {view.pile[-1].rank.text} on top)", style="dim"
    )
    return text


def render_view(view: PaskahousuView, style: Style) -> RenderableType:
    """Draw the table as ``view.seat`` sees it."""
    bold = "bold" if style.color else ""
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style=bold, no_wrap=True)
    facts.add_column()
    facts.add_row("Pile", _pile(view, style))
    stock = counted(view.stock_size, "card") if view.stock_size else "empty"
    if not view.stock_size and view.rules.empty_pile_any_card_after_stock:
        stock += ": any card may start a pile"
    facts.add_row("Stock", Text(stock))
    if view.fallen:
        facts.add_row("Fallen", Text(f"{counted(len(view.fallen), 'card')} out of play this hand"))
    if view.phase is Phase.FIRST_LEAD and view.forced_lead:
        facts.add_row(
            "First lead",
            Text.assemble(
                style.seat_ref(view.current_player), " must lead ", style.cards(view.forced_lead)
            ),
        )
    if view.phase is Phase.TRAPPED and 0 <= view.current_player < view.num_players:
        facts.add_row(
            "Trap",
            Text.assemble(style.seat_ref(view.current_player), " must pick up the pile"),
        )
    if view.phase is Phase.TRIED and 0 <= view.current_player < view.num_players:
        facts.add_row(
            "Tried",
            Text.assemble(
                style.seat_ref(view.current_player),
                " kept the tried card and plays on: play or pick up",
            ),
        )
    seats = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, header_style=bold)
    seats.add_column("", width=1)
    seats.add_column("seat", no_wrap=True)
    seats.add_column("cards", justify="right")
    seats.add_column("known to all")
    several = view.rules.hands > 1
    if several:
        seats.add_column("hands won", justify="right")
    seats.add_column("")
    for seat in range(view.num_players):
        marks = []
        if seat == view.dealer:
            marks.append("dealer")
        if seat in view.out_order:
            marks.append(f"out {ordinal(view.out_order.index(seat) + 1)}")
        name = style.seat_names[seat] if seat < len(style.seat_names) else ""
        who = Text(f"{seat} {name}".rstrip(), style="bold cyan" if seat == view.seat else "")
        row: list[Text | str] = [
            "▶" if seat == view.current_player else "",
            who,
            str(view.hand_sizes[seat]),
            Text(" ").join(style.card_token(c, typed=False) for c in view.known[seat]),
        ]
        if several:
            row.append(str(view.hands_won[seat]))
        row.append(Text(", ".join(marks), style="italic"))
        seats.add_row(*row)
    parts: list[RenderableType] = [
        facts,
        seats,
        own_cards_line(view, "hand", view.hand, style, label_style=bold),
    ]
    title = view_title(view, style)
    return Panel(Group(*parts), title=title, title_align="left", expand=False)


def render_hand_result(
    result: HandResult,
    style: Style,
    num_players: int,
    standings: Sequence[Standing] = (),
    rules: Any = None,
) -> RenderableType:
    """A finished hand: how it was decided, each seat's place, the loser's cards."""
    ended, scored = result_words(result, rules)
    lines: list[RenderableType] = [style.rich_text(scored or ended)]
    columns = [("seat", ""), ("place", "right"), ("left holding", "")]
    by_seat = {s.seat: s for s in standings}
    if by_seat:
        columns.append(("in the match", ""))
    rows: list[list[Text | str]] = []
    for seat in range(num_players):
        place = int(result.scores[seat]) if seat < len(result.scores) else 0
        shown = result.shown[seat] if seat < len(result.shown) else ()
        row: list[Text | str] = [
            style.seat_ref(seat),
            ordinal(place) if place else "",
            style.cards(shown, empty=""),
        ]
        if by_seat:
            standing = by_seat.get(seat)
            row.append(Text(standing_words(standing) if standing else ""))
        rows.append(row)
    lines.append(seat_table(style, columns, rows))
    return hand_result_panel(lines, result, style)
