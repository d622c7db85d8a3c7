"""The 31 family's table in the terminal: the table cards, the stock, each seat's chips.

What is being decided comes first, in words ("seat 2 chooses: keep their cards or
take the extra hand"; "last turns: seat 0, then seat 1").  The table shows the
face-up cards (or the unseen extra hand), the stock and the cards out of play.  A
seat's row has one column for its chips (lives, tokens, coins, sticks or points),
the words "swimming", "Chicken" or "out" in it where they apply, the cards
everyone knows it holds, and marks: dealer, who closed (knocked, called STOP…).
The viewer's own cards close the panel with what they are worth.

A finished hand says how play ended and how it was scored (ties and how they were
broken, doubling), then a row per seat: the hand shown, its value, what the hand
cost or scored, and the standing in the match.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from pantsdown.cli.render import hand_result_panel, own_cards_line, seat_table, view_title
from pantsdown.cli.style import Style
from pantsdown.core.protocol import HandResult, Standing
from pantsdown.games.thirty_one.prose import (
    close_verb,
    closed_phrase,
    result_words,
    standing_words,
    view_hand_text,
)
from pantsdown.games.thirty_one.scoring import value_text
from pantsdown.games.thirty_one.view import Phase, ThirtyOneView

__all__ = ["chips_heading", "render_hand_result", "render_view"]

_PLURAL = {"chip": "chips", "token": "tokens", "life": "lives", "stick": "sticks", "coin": "coins"}


def chips_heading(view: ThirtyOneView) -> str:
    """The seats table's column of the match's stakes: ``chips``, ``lives``, ``points`` …"""
    rules = view.rules
    if rules.scoring == "points":
        return "points"
    return _PLURAL.get(rules.chip_name, rules.chip_name + "s")


def _stake(view: ThirtyOneView, seat: int) -> Text:
    """A seat's chips (lives, sticks taken, points) with the state they put it in."""
    rules = view.rules
    if view.is_out[seat]:
        return Text("out", style="dim")
    if rules.scoring == "points":
        return Text(str(view.points[seat]))
    chips = view.chips[seat]
    if rules.chip_name == "stick":
        return Text(f"{rules.starting_chips - chips} of {rules.starting_chips}")
    if view.chicken == seat:
        return Text("0, Chicken")
    if chips == 0:
        return Text("0, on trial" if rules.chip_name == "coin" else "0, swimming")
    return Text(str(chips))


def _now(view: ThirtyOneView, style: Style) -> Text | None:
    """What is being decided now, in words (``None`` once the match is over)."""
    p = view.current_player
    if view.phase is Phase.OVER or not 0 <= p < view.num_players:
        return None
    who = style.seat_ref(p)
    if view.phase is Phase.CHOOSE:
        return Text.assemble(who, " keeps their cards or takes the unseen extra hand")
    if view.phase is Phase.FORCED_SWAP:
        return Text.assemble(who, " took new cards and must now exchange one card")
    if view.still_to_play is not None:
        if not view.still_to_play:
            return Text.assemble("Last turn: ", who, ", then the hands are shown")
        then = [p, *view.still_to_play]
        return Text.assemble("Last turns: ", Text(", then ").join(style.seat_ref(s) for s in then))
    return Text.assemble(who, ": ", _choices(view, p))


def _choices(view: ThirtyOneView, seat: int) -> str:
    """What a turn may do under these rules, roughly: the prompt lists the exact actions."""
    rules = view.rules
    word = close_verb(rules.close_word)
    if rules.close_requires_31:
        word += " with 31"
    first_round = view.turns_taken[seat] == 0
    can_close = not (rules.close_not_in_first_orbit and first_round)
    can_pass = (
        rules.pass_rule in ("always", "not_twice")
        or (rules.pass_rule == "first_orbit" and first_round)
        or (rules.pass_rule == "once" and not view.passed_this_hand[seat])
    )
    if view.took_new_cards:
        can_pass = True
    choices = ["exchange a card with the table"]
    if not view.took_new_cards and (
        rules.new_cards == "any_time"
        or (rules.new_cards == "on_7_8_9" and {int(c.rank) for c in view.table} == {7, 8, 9})
    ):
        choices.append("take new cards")
    if can_pass:
        choices.append("pass")
    if can_close and rules.close_replaces_action:
        choices.append(word)
    text = ", ".join(choices[:-1]) + " or " + choices[-1] if len(choices) > 1 else choices[0]
    if can_close and not rules.close_replaces_action:
        text += f", then may {word}"
    return text


def _table(view: ThirtyOneView, style: Style) -> Text:
    if view.table:
        return style.cards(view.table)
    if view.widow_size:
        return Text(f"the extra hand, {view.widow_size} cards face down", style="dim")
    return Text("empty", style="dim")


def _stock(view: ThirtyOneView) -> Text:
    text = f"{view.stock_size} card{'' if view.stock_size == 1 else 's'}"
    if not view.stock_size:
        text = "empty"
    if view.discards:
        n = len(view.discards)
        text += f"; {n} card{'' if n == 1 else 's'} out of play this hand"
    return Text(text)


def _marks(view: ThirtyOneView, seat: int) -> list[str]:
    marks = []
    if seat == view.dealer:
        marks.append("dealer")
    word = view.rules.close_word
    if view.closed_by == seat and not view.closed[seat]:
        marks.append(closed_phrase(word))
    elif view.closed[seat]:
        marks.append("showed 31" if view.closed_by == seat else closed_phrase(word))
    if seat in view.match_winners:
        marks.append("won the match")
    return marks


def render_view(view: ThirtyOneView, style: Style) -> RenderableType:
    """Draw the table as ``view.seat`` sees it."""
    bold = "bold" if style.color else ""
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style=bold, no_wrap=True)
    facts.add_column()
    now = _now(view, style)
    if now is not None:
        facts.add_row("Now", now)
    facts.add_row("Table", _table(view, style))
    facts.add_row("Stock", _stock(view))
    seats = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, header_style=bold)
    seats.add_column("", width=1)
    seats.add_column("seat", no_wrap=True)
    seats.add_column(chips_heading(view), no_wrap=True)
    known = any(view.known[s] for s in range(view.num_players) if s != view.seat)
    if known:
        seats.add_column("known cards", no_wrap=True)
    seats.add_column("")
    for seat in range(view.num_players):
        name = style.seat_names[seat] if seat < len(style.seat_names) else ""
        who = Text(f"{seat} {name}".rstrip(), style="bold cyan" if seat == view.seat else "")
        row: list[Text | str] = ["▶" if seat == view.current_player else "", who]
        row.append(_stake(view, seat))
        if known:
            cards = view.known[seat] if seat != view.seat else ()
            row.append(Text(" ").join(style.card_token(c, typed=False) for c in cards))
        row.append(Text(", ".join(_marks(view, seat)), style="italic"))
        seats.add_row(*row)
    parts: list[RenderableType] = [facts, seats]
    if view.hand:
        line = own_cards_line(view, "hand", view.hand, style, label_style=bold)
        line.append("  = ").append_text(style.rich_text(view_hand_text(view)))
        parts.append(line)
    elif view.is_out[view.seat]:
        parts.append(Text(f"{style.seat_name(view.seat)} is out of the match.", style="dim"))
    return Panel(Group(*parts), title=view_title(view, style), title_align="left", expand=False)


def _change(delta: float, sticks: bool, went_out: bool) -> str:
    """What the hand did to a seat: ``-1``, ``+39``; sticks count up: ``+1 stick``; a
    loser with nothing left to pay (swimming, three sticks) ``went out``.
    """
    if went_out:
        return "went out"
    if not delta:
        return ""
    if sticks:
        n = int(-delta)
        return f"+{n} stick{'' if n == 1 else 's'}"
    whole = int(delta)
    return f"{whole:+d}" if whole == delta else f"{delta:+}"


def render_hand_result(
    result: HandResult,
    style: Style,
    num_players: int,
    standings: Sequence[Standing] = (),
    rules: Any = None,
) -> RenderableType:
    """A finished hand: how play ended, how it was scored, each seat's hand and stake."""
    bold = "bold" if style.color else ""
    ended, scored = result_words(result, rules)
    lines: list[RenderableType] = [
        Text.assemble(("Ended: ", bold), style.rich_text(ended)),
        Text.assemble(("Scored: ", bold), style.rich_text(scored)),
    ]
    by_seat = {s.seat: s for s in standings}
    sticks = any(s.kind == "stick" for s in standings)
    columns = [("seat", ""), ("hand shown", "whole"), ("value", "right"), ("this hand", "right")]
    if by_seat:
        columns.append(("in the match", ""))
    rows: list[list[Text | str]] = []
    for seat in range(num_players):
        shown = result.shown[seat] if seat < len(result.shown) else ()
        value = result.scores[seat] if seat < len(result.scores) and shown else None
        delta = result.deltas[seat] if seat < len(result.deltas) else 0.0
        standing = by_seat.get(seat)
        went_out = (
            seat in result.losers and standing is not None and standing.is_out and shown != ()
        )
        row: list[Text | str] = [
            style.seat_ref(seat),
            style.cards(shown, empty=""),
            "" if value is None else value_text(value),
            _change(delta, sticks, went_out and not delta),
        ]
        if by_seat:
            text = Text(standing_words(standing) if standing else "")
            if standing is not None and standing.is_winner:
                text.append(" ★ won the match", style="bold green" if style.color else "")
            row.append(text)
        rows.append(row)
    lines.append(seat_table(style, columns, rows))
    return hand_result_panel(lines, result, style)
