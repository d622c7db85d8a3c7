"""What a Ramsen-family state derives from its rules, one table per rules object.

:class:`~pantsdown.games.ramsen.rules.RamsenRules` is an interpreted frozen
dataclass that keeps derived values on its ``__dict__``: compiled, each read of
one of them is an interpreted attribute lookup.  A :class:`RulesTable` keeps
what the engine derives from the rules on every decision (the procedure the
rules play, its phase orders, the pack, the tricks per hand) in a class with
slots (native when compiled, a struct field a read).  :func:`rules_table` makes
one per rules object and keeps it with the rules; every state of those rules and
their clones share it (``State.rules_table``).

>>> from pantsdown.games.ramsen.rules import PRESETS
>>> t = rules_table(PRESETS["zwanzig"])
>>> t is rules_table(PRESETS["zwanzig"]), t.tricks_per_hand, t.procedure.bidding
(True, 5, 'zwanzig')
"""

from __future__ import annotations

from typing import Any, Final

from pantsdown.core.cards import Card
from pantsdown.games.ramsen.phases import Contract, Phase
from pantsdown.games.ramsen.procedures import PROCEDURES, Procedure
from pantsdown.games.ramsen.rules import RamsenRules

__all__ = ["RulesTable", "rules_table"]

_KEY: Final = "_rules_table"
"""Where a rules object keeps its table (on its ``__dict__``, as the rank tables)."""


class RulesTable:
    """What a state works out from its rules while it plays: the procedure the rules
    play, its phase orders, and the rules' derived values.

    Only values derived from the rule fields are kept here, never a field itself:
    the engine reads each option from the rules object where it applies, so that
    which options a preset reads stays observable (``tests/core/test_option_effect.py``).
    """

    __slots__ = ("_orders", "free_leads", "pack_cards", "procedure", "rules", "tricks_per_hand")

    def __init__(self, rules: RamsenRules) -> None:
        self.rules = rules
        """The rules this table was made from."""
        self.procedure: Procedure = PROCEDURES[rules.bidding]
        """The bidding procedure the rules play (``RamsenRules.bidding``)."""
        self._orders: dict[tuple[Contract, Phase], tuple[Phase, ...]] = {}
        self.pack_cards: tuple[Card, ...] = rules.pack_cards
        """The cards of the pack."""
        self.tricks_per_hand: int = rules.tricks_per_hand
        """Cards per hand, which is the number of tricks."""
        self.free_leads: bool = rules.free_leads
        """Does any lead or card escape the duties to follow (``RamsenRules.free_leads``)?"""

    def phases_after(self, contract: Contract, phase: Phase) -> list[Phase]:
        """The procedure's ``phases_after`` for these rules, worked out once per
        (contract, phase).
        """
        key = (contract, phase)
        order = self._orders.get(key)
        if order is None:
            order = tuple(self.procedure.phases_after(self.rules, contract, phase))
            self._orders[key] = order
        return list(order)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickle as the rules it is made from."""
        return (rules_table, (self.rules,))


def rules_table(rules: RamsenRules) -> RulesTable:
    """The table of ``rules``, made at the first call and kept by the rules object."""
    table: RulesTable | None = rules.__dict__.get(_KEY)
    if table is None:
        table = RulesTable(rules)
        object.__setattr__(rules, _KEY, table)  # a derived table, not a rule field
    return table
