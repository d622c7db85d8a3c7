"""The Underwear table in the terminal: the downpile, the stock, each seat's up-piles.

An up-pile is drawn as its top card and its size (``7♠ ×3``), face-down piles
marked ``down`` (they score 2 a card); a seat's row shows its cards in hand, its
up-piles, its points in the game and marks (dealer, doubled).  A finished hand
says how the score was made; its columns are the cards left and the points.
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
from pantsdown.games.underwear.prose import result_words
from pantsdown.games.underwear.view import UnderwearView, UpPile

__all__ = ["DOWNPILE_SHOWN", "render_hand_result", "render_up_pile", "render_view"]

DOWNPILE_SHOWN = 8
"""The downpile's top cards drawn; the ones below are counted."""


def render_up_pile(pile: UpPile, style: Style) -> Text:
    """``7♠ ×3`` (top card, size), ``down`` added for a face-down pile."""
    text = style.card_token(pile.top, typed=False)
    text.append(f" ×{len(pile.cards)}")
    if pile.face_down:
        text.append(" down", style="italic")
    return text


def _downpile(view: UnderwearView, style: Style) -> Text:
    if not view.downpile:
        return Text("empty: the next card played starts it", style="dim")
    text = pile_top(view.downpile, DOWNPILE_SHOWN, style)
    if len(view.downpile) > 1:
        text.append(f"  ({counted(len(view.downpile), 'card')})", style="dim")
    return text


def render_view(view: UnderwearView, style: Style) -> RenderableType:
    """Draw the table as ``view.seat`` sees it."""
    bold = "bold" if style.color else ""
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style=bold, no_wrap=True)
    facts.add_column()
    facts.add_row("Downpile", _downpile(view, style))
    stock = (
        counted(view.stock_size, "card") if view.stock_size else "empty: pass instead of drawing"
    )
    if view.discards:
        stock += f"; {counted(len(view.discards), 'card')} discarded this hand"
    facts.add_row("Stock", Text(stock))
    if view.multiplier > 1:
        facts.add_row("Doubled", Text(f"going out scores ×{view.multiplier} this hand"))
    if view.double_offer >= 0:
        facts.add_row(
            "Double?",
            Text.assemble(
                style.seat_ref(view.double_offer),
                " holds the most cards: double or not, before ",
                style.seat_ref(view.to_act),
                " plays",
            ),
        )
    if view.passes:
        facts.add_row("Passes", Text(f"{view.passes} in a row of {view.num_players}"))
    if list(view.table_order) != sorted(view.table_order):
        facts.add_row("Seated", Text(" → ".join(f"seat {s}" for s in view.table_order)))
    seats = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, header_style=bold)
    seats.add_column("", width=1)
    seats.add_column("seat", no_wrap=True)
    seats.add_column("cards", justify="right")
    seats.add_column("up-piles")
    seats.add_column("points", justify="right")
    seats.add_column("")
    for seat in range(view.num_players):
        marks = []
        if seat == view.dealer:
            marks.append("dealer")
        if view.doubled_this_hand[seat]:
            marks.append("doubled")
        elif view.rules.double_scope == "game" and view.doubled_this_game[seat]:
            marks.append("has doubled")
        name = style.seat_names[seat] if seat < len(style.seat_names) else ""
        who = Text(f"{seat} {name}".rstrip(), style="bold cyan" if seat == view.seat else "")
        piles = Text("  ").join(render_up_pile(p, style) for p in view.up_piles[seat])
        seats.add_row(
            "▶" if seat == view.current_player else "",
            who,
            str(view.hand_sizes[seat]),
            piles,
            str(view.scores[seat]),
            Text(", ".join(marks), style="italic"),
        )
    parts: list[RenderableType] = [
        facts,
        seats,
        own_cards_line(view, "hand", view.hand, style, label_style=bold),
    ]
    title = view_title(view, style, over="game over")
    if view.double_offer >= 0:  # asked between turns: the decision is to double or not
        title = f"hand {view.hand_number + 1} · {style.seat_name(view.double_offer)} may double"
    return Panel(Group(*parts), title=title, title_align="left", expand=False)


def render_hand_result(
    result: HandResult,
    style: Style,
    num_players: int,
    standings: Sequence[Standing] = (),
    rules: Any = None,
) -> RenderableType:
    """A finished hand: how it was scored, the cards left, each seat's points."""
    ended, scored = result_words(result, rules)
    lines: list[RenderableType] = [style.rich_text(scored or ended)]
    columns = [("seat", ""), ("cards left", "right"), ("scored", "right")]
    by_seat = {s.seat: s for s in standings}
    if by_seat:
        columns += [("points", "right"), ("", "")]
    rows: list[list[Text | str]] = []
    for seat in range(num_players):
        left = int(result.scores[seat]) if seat < len(result.scores) else 0
        delta = int(result.deltas[seat]) if seat < len(result.deltas) else 0
        row: list[Text | str] = [style.seat_ref(seat), str(left), f"+{delta}" if delta else ""]
        if by_seat:
            standing = by_seat.get(seat)
            row.append(str(int(standing.score)) if standing else "")
            row.append(
                Text("★ winner", style="bold green" if style.color else "")
                if standing is not None and standing.is_winner
                else ""
            )
        rows.append(row)
    lines.append(seat_table(style, columns, rows))
    return hand_result_panel(lines, result, style)
