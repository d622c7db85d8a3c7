"""Which decisions of the Ramsen family the search levels search (``hard``, ``expert``).

:mod:`pantsdown.bots.levels` asks ``worth_searching(view, legal)`` before each
move of a search level: where it says no, the level plays the heuristic bot's
move.  Measured in docs/bots.md ("The Ramsen family: what is searched").
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.protocol import Action, View
from pantsdown.games.ramsen.actions import Exchange, Play

__all__ = ["PLAY_SEARCHED", "worth_searching"]

PLAY_SEARCHED = frozenset({"funf-dazu"})
"""The presets whose play of the cards is searched: every seat plays every hand (no
drop, no bid), so worlds dealt uniformly from the unseen cards are not misled by who
chose to stay in. [our choice: in Fünf dazu searching the play scored more than the
heuristic bot; in Zwanzig, Ramsen and Mulatschak, where seats drop, it did not, nor in
Bohemian Watten with criticals, where the tournament runner had ``hard`` weaker than the
heuristic bot (docs/bots.md)]"""


def worth_searching(view: View, legal_actions: Sequence[Action]) -> bool:
    """Whether the search levels search this decision or play the heuristic bot's move.

    They search the declarations (play or drop, bids, calls, naming trumps), and the
    play of the cards in :data:`PLAY_SEARCHED`.  They leave to the heuristic bot the
    exchange (up to some thirty discards, which a search of a few worlds each ranks
    by luck) and, elsewhere, the play of the cards.

    >>> from pantsdown import make
    >>> state = make("zwanzig", 4, seed=3)
    >>> worth_searching(state.view(state.current_player()), state.legal_actions())
    True
    """
    if any(isinstance(a, Exchange) for a in legal_actions):
        return False
    if any(isinstance(a, Play) for a in legal_actions):
        return view.variant in PLAY_SEARCHED
    return True
