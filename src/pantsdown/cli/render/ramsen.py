"""The Ramsen family's table in the terminal: trumps, the trick, each seat at a glance.

Above the seats: the trump suit and how it was set, the trump order high to low
(permanent trumps, the Weli, strikers or criticals named for what they are), the
talon, the contract, what doubles the hand, what the table is doing now, the
trick on the table (who led, each card and who played it, the card winning it)
and the last trick taken.  A seat's row shows its score, the cards it holds, the
tricks it has taken, the cards it exchanged, the suits it was seen to be void in
(as suit marks), its last call in words, and its roles in full (dealer,
forehand, declarer, out of the hand …).  A finished hand says how it was scored,
seat by seat; its columns are the tricks, the change and the score now.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from pantsdown.cli.render import hand_result_panel, own_cards_line, seat_table, view_title
from pantsdown.cli.style import Style
from pantsdown.core.cards import Card, Suit
from pantsdown.core.protocol import HandResult, Standing
from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.prose import (
    contract_text,
    permanent_trumps_text,
    phase_text,
    result_words,
    said_text,
)
from pantsdown.games.ramsen.ranking import leading_play, trump_order
from pantsdown.games.ramsen.view import VOID_WORDS, RamsenView

__all__ = ["render_hand_result", "render_view", "seat_roles", "void_text"]


def void_text(words: Sequence[str], style: Style) -> Text:
    """The suits a seat was seen not to hold, as suit marks (``trumps`` in a word)."""
    text = Text()
    for word in words:
        if word == "trumps":
            if text:
                text.append(" ")
            text.append("trumps")
        else:
            suit = Suit(VOID_WORDS.index(word))
            mark = Text(style.suit_mark(suit))
            if style.color:
                mark.stylize(style.suit_style(suit).replace(" on grey93", ""))
            text.append_text(mark)
    return text


def seat_roles(view: RamsenView, seat: int) -> list[str]:
    """What a seat is in this hand: dealer, forehand, declarer, out (of the hand) …"""
    n = view.num_players
    roles: list[str] = []
    if seat == view.dealer:
        roles.append("dealer")
    if seat == (view.dealer + 1) % n:
        roles.append("forehand")
    if seat == view.declarer:
        if view.phase is Phase.MUL_BID:
            roles.append("highest bidder")
        else:
            announced = view.contract in (Contract.ANNOUNCER, Contract.BLIND)
            roles.append("announcer" if announced else "declarer")
    if view.schlecked[seat]:
        took = view.schlecked[seat]
        roles.append("took the cut card" if took == 1 else f"took {took} cut cards")
    if not view.active[seat]:
        roles.append("at home" if view.calls[seat] == "stay" else "out")
    return roles


def _cards(cards: Sequence[Card], style: Style) -> Text:
    return Text(" ").join(style.card_token(c, typed=False) for c in cards)


def _trumps(view: RamsenView, style: Style) -> Text | None:
    rules = view.rules
    if view.trump is None:
        if rules.trump_source == "none":
            return Text("none: this game has no trump suit")
        if view.trump_card is not None:  # a turned Weli with weli_turned = no_trump
            return Text.assemble(
                "none this hand: ", style.card_token(view.trump_card, typed=False), " was turned"
            )
        if rules.trump_source == "announcer":
            return Text("not yet: the announcer names them after the first packet")
        if rules.trump_source == "declarer":
            return Text("not yet: the highest bidder names them")
        return Text("not yet: a card is turned during the deal")
    text = style.suit(view.trump)
    if view.contract is Contract.BLIND and view.declarer is not None:
        text.append(", called blind by ")
        text.append_text(style.seat_ref(view.declarer))
    elif view.trump_card is not None and rules.trump_source == "announcer":
        text.append(", from the announcer's next card, ")
        text.append_text(style.card_token(view.trump_card, typed=False))
    elif view.trump_card is not None:
        text.append(", from the turned ")
        text.append_text(style.card_token(view.trump_card, typed=False))
        if view.swapped:
            text.append(" (the dealer took it)")
    elif view.declarer is not None and rules.trump_source != "turned":
        text.append(", named by ")
        text.append_text(style.seat_ref(view.declarer))
    return text


def _trump_order(view: RamsenView, style: Style) -> Text | None:
    if view.trump is None:
        return None
    tiers = trump_order(view.rules, view.trump, view.trump_card)
    text = Text()
    for i, tier in enumerate(tiers):
        if i:
            text.append(" ")
        if len(tier) > 1:
            text.append("(")
            text.append_text(Text("=").join(style.card_token(c, typed=False) for c in tier))
            text.append(")")
        else:
            text.append_text(style.card_token(tier[0], typed=False))
    text.append("  high to low", style="dim")
    return text


def _plays(plays: Sequence[tuple[int, Card]], style: Style) -> Text:
    """``seat 1 led A♦, seat 2 J♠, you 9♠``: who played each card, in play order."""
    text = Text()
    for i, (seat, card) in enumerate(plays):
        if i:
            text.append(", ")
        text.append_text(style.seat_short(seat))
        text.append(" led " if i == 0 else " ")
        text.append_text(style.card_token(card, typed=False))
    return text


def _trick(view: RamsenView, style: Style) -> Text:
    if not view.trick:
        return Text.assemble(style.seat_short(view.trick_leader), " to lead")
    text = _plays(view.trick, style)
    _, card = leading_play(view.rules, view.trump, view.trump_card, view.trick)
    text.append("; ")
    text.append_text(style.card_token(card, typed=False))
    text.append(" wins so far")
    return text


def _last_trick(view: RamsenView, style: Style) -> Text:
    _leader, plays, winner = view.tricks[-1]
    text = _plays(plays, style)
    text.append("; ")
    text.append_text(style.seat_short(winner))
    text.append(" took it")
    return text


def _doubled(view: RamsenView) -> str:
    """Why this hand scores double, if it does."""
    why = []
    if view.rules.hearts_double and view.trump is Suit.HEARTS:
        why.append("hearts are trumps")
    if view.contract is Contract.BLIND:
        why.append("hearts were called blind")
    if view.pending_doubles:
        what = "a Refa" if view.rules.bidding == "raub" else "a whiteout"
        why.append(f"{what} in an earlier hand")
    times = {1: "double", 2: "four times over"}.get(len(why), "eight times over")
    return " and ".join(why) + f": this hand scores {times}" if why else ""


def render_view(view: RamsenView, style: Style) -> RenderableType:
    """Draw the table as ``view.seat`` sees it."""
    bold = "bold" if style.color else ""
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style=bold, no_wrap=True)
    facts.add_column()
    trumps = _trumps(view, style)
    if trumps is not None:
        facts.add_row("Trumps", trumps)
    order = _trump_order(view, style)
    if order is not None:
        facts.add_row("Trump order", order)
    for label, text in permanent_trumps_text(view.rules, view.trump_card):
        facts.add_row(label, style.rich_text(text))
    talon = f"{view.talon_size} cards" if view.talon_size else "empty"
    if view.widow_size:
        talon += f"; the widow: {view.widow_size} cards"
    facts.add_row("Talon", Text(talon))
    if view.peek is not None:
        who = "you" if style.viewer == view.seat else style.seat_name(view.seat)
        facts.add_row(
            "Cut card",
            Text.assemble(
                f"{who} saw ",
                style.card_token(view.peek, typed=False),
                " at the bottom of the talon",
            ),
        )
    if view.onsight is not None:
        line = Text.assemble(style.card_token(view.onsight, typed=False), " is offered")
        if view.onsight_mine:
            line.append(" for the declarer's discard ")
            line.append_text(style.card_token(view.onsight_mine[0], typed=False))
        if view.onsight_left > 1:
            line.append(f"; {view.onsight_left} discards wait for a card")
        facts.add_row("On sight", line)
    if view.public_out:
        facts.add_row("Out of play", _cards(view.public_out, style))
    contract = contract_text(view)
    if contract:
        facts.add_row("Contract", style.rich_text(contract))
    doubled = _doubled(view)
    if doubled:
        facts.add_row("Doubled", Text(doubled))
    now = phase_text(view)
    if now:
        facts.add_row("Now", style.rich_text(now))
    if view.tricks and view.phase is not Phase.OVER:
        facts.add_row(f"Trick {len(view.tricks)}", _last_trick(view, style))
    if view.phase is Phase.PLAY:
        facts.add_row(f"Trick {len(view.tricks) + 1}", _trick(view, style))
    parts: list[RenderableType] = [facts, _seats(view, style)]
    if view.hand or view.phase is not Phase.OVER:
        parts.append(own_cards_line(view, "hand", view.hand, style, label_style=bold))
    if view.discards:
        parts.append(
            own_cards_line(view, "cards out of play", view.discards, style, label_style=bold)
        )
    return Panel(Group(*parts), title=view_title(view, style), title_align="left", expand=False)


def _seats(view: RamsenView, style: Style) -> Table:
    bold = "bold" if style.color else ""
    seats = Table(box=None, padding=(0, 1, 0, 0), show_edge=False, header_style=bold)
    seats.add_column("", width=2)
    seats.add_column("seat", no_wrap=True)
    seats.add_column("score", justify="right")
    seats.add_column("cards", justify="right")
    seats.add_column("tricks", justify="right")
    exchanging = any(view.exchanged)
    if exchanging:
        seats.add_column("exch.", justify="right")
    voids = any(view.voids)
    if voids:
        seats.add_column("void in", no_wrap=True)
    calls = any(view.calls)
    if calls:
        seats.add_column("said", no_wrap=True)
    known = any(view.known)
    if known:
        seats.add_column("known")
    seats.add_column("", min_width=len("announcer"), overflow="fold")
    for seat in range(view.num_players):
        name = style.seat_names[seat] if seat < len(style.seat_names) else ""
        who = Text(f"{seat} {name}".rstrip(), style="bold cyan" if seat == view.seat else "")
        row: list[Text | str] = [
            "▶" if seat == view.current_player else "",
            who,
            str(view.scores[seat]),
            str(view.hand_sizes[seat]),
            str(view.won[seat]),
        ]
        if exchanging:
            row.append(str(view.exchanged[seat]) if view.exchanged[seat] else "")
        if voids:
            row.append(void_text(view.voids[seat], style))
        if calls:
            row.append(Text(said_text(view.calls[seat])))
        if known:
            row.append(_cards(view.known[seat], style))
        row.append(Text(", ".join(seat_roles(view, seat)), style="italic"))
        seats.add_row(*row)
    return seats


def render_hand_result(
    result: HandResult,
    style: Style,
    num_players: int,
    standings: Sequence[Standing] = (),
    rules: Any = None,
) -> RenderableType:
    """A finished hand: how it was scored, seat by seat, and the scores now (the words
    of :func:`~pantsdown.games.ramsen.prose.result_words`, which needs the rules).
    """
    bold = "bold" if style.color else ""
    reason, summary = result_words(result, rules)
    said = (summary or reason).splitlines()
    first = re.sub(r"^hand \d+:?\s*", "", said[0]) if said else reason
    lines: list[RenderableType] = [style.rich_text(first[:1].upper() + first[1:] + ".")]
    lines.extend(style.rich_text(line) for line in said[1:])
    if any(result.deltas):  # a hand thrown in changes nothing: no table of zeros
        columns = [("seat", ""), ("tricks", "right"), ("change", "right")]
        by_seat = {s.seat: s for s in standings}
        if by_seat:
            columns += [("score now", "right"), ("", "")]
        rows: list[list[Text | str]] = []
        for seat in range(num_players):
            tricks = int(result.scores[seat]) if seat < len(result.scores) else 0
            delta = int(result.deltas[seat]) if seat < len(result.deltas) else 0
            row: list[Text | str] = [
                style.seat_ref(seat),
                str(tricks),
                f"{delta:+d}" if delta else "0",
            ]
            standing = by_seat.get(seat)
            if standing is not None:
                row.append(str(int(standing.score)))
                row.append(Text("★ winner", style=bold) if standing.is_winner else "")
            rows.append(row)
        lines.append(seat_table(style, columns, rows))
    return hand_result_panel(lines, result, style)
