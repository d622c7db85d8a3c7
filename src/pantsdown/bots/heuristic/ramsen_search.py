"""Which decisions of the Ramsen family the search levels search (``hard``, ``expert``).

:mod:`pantsdown.bots.levels` asks ``worth_searching(view, legal)`` before each
move of a search level: where it says no, the level plays the heuristic bot's
move; where it says yes, ``search_worlds(view, legal)`` may set the imagined
deals of that decision.  Measured in docs/bots.md ("The Ramsen family: what is
searched").
"""

from __future__ import annotations

from collections.abc import Sequence

from pantsdown.core.protocol import Action, View
from pantsdown.games.ramsen.actions import Call, CallName, Exchange, Play
from pantsdown.games.ramsen.view import RamsenView

__all__ = [
    "COMMITTING_EXCHANGE_WORLDS",
    "DECLARATIONS_SEARCHED",
    "EXCHANGE_SEARCHED",
    "EXPERT_PLAY_SEARCHED",
    "PLAY_SEARCHED",
    "answers_a_declarer",
    "search_worlds",
    "worth_searching",
]

PLAY_SEARCHED = frozenset({"funf-dazu"})
"""The presets whose play of the cards is searched: every seat plays every hand (no
drop, no bid), so worlds dealt uniformly from the unseen cards are not misled by who
chose to stay in. [our choice: in Fünf dazu searching the play scored more than the
heuristic bot; in Zwanzig, Ramsen and Mulatschak, where seats drop, it did not, nor in
Bohemian Watten with criticals, where the tournament runner had ``hard`` weaker than the
heuristic bot (docs/bots.md)]"""

EXPERT_PLAY_SEARCHED: dict[str, int] = {"bohemian-watten": 128}
"""Presets whose play of the cards ``expert`` searches, in this many imagined deals, and
``hard`` leaves to the heuristic bot: Bohemian Watten, where every seat plays every
hand. [our choice: with the heuristic bot in the other seats, searching one seat's play
gained +0.083 ± 0.068 points a hand with 32 worlds and +0.130 ± 0.064 with 128 (2,000
deals each, the same deals), +0.091 ± 0.070 with 32 on 2,000 others; with criticals
+0.011 ± 0.060 with 32, so that preset's play stays the heuristic bot's; in the proof of
strength ``hard`` < ``expert`` by +0.254 [+0.145, +0.364] points over 1,000 deals (p =
5.4e-06), where the expert without it had +0.057 [-0.018, +0.132] (docs/bots.md)]"""


def worth_searching(view: View, legal_actions: Sequence[Action]) -> bool:
    """Whether the search levels search this decision or play the heuristic bot's move.

    They search the declarations (play or drop, bids, calls, naming trumps) but a
    defender's answer to a declarer (:func:`answers_a_declarer`), the exchange where it
    is one (:func:`commits`) or where it is the one choice before the play
    (:data:`EXCHANGE_SEARCHED`), and the play of the cards in :data:`PLAY_SEARCHED`
    (``expert`` alone: :data:`EXPERT_PLAY_SEARCHED`). They leave to the heuristic bot
    the other exchanges (up to some thirty discards, which a search of a few worlds each
    ranks by luck, and which decide less) and, elsewhere, the play of the cards.

    >>> from pantsdown import make
    >>> state = make("zwanzig", 4, seed=3)
    >>> worth_searching(state.view(state.current_player()), state.legal_actions())
    True
    """
    if any(isinstance(a, Exchange) for a in legal_actions):
        return commits(view) or view.variant in EXCHANGE_SEARCHED
    if any(isinstance(a, Play) for a in legal_actions):
        return view.variant in PLAY_SEARCHED or view.variant in EXPERT_PLAY_SEARCHED
    return not answers_a_declarer(legal_actions)


def answers_a_declarer(legal_actions: Sequence[Action]) -> bool:
    """Is this a defender's answer to a declarer (Raub's Idem or Nejdem)?  The search
    levels leave it to the heuristic bot: worlds dealt uniformly from the unseen cards
    ignore that the declarer chose to lead, so every hand seen overrates a defender's
    tricks. [our choice: with the heuristic bot in the other seats, searching Raub's
    Idem or Nejdem lost 0.057 ± 0.034 points a hand with 8 worlds, 0.062 ± 0.035 with
    32 and 0.069 ± 0.035 with 128 (2,000 deals each, docs/bots.md)]
    """
    return any(isinstance(a, Call) and a.name == CallName.IDEM for a in legal_actions)


COMMITTING_EXCHANGE_WORLDS = (32, 128)
"""The imagined deals of ``hard`` and of ``expert`` at an exchange that commits the
seat to play (:func:`commits`), among the heuristic bot's shortlist of discards
(keep the hand, the weakest card, the two weakest, …). [our choice: with the
heuristic bot in the other seats, searching it gained +0.31 ± 0.16 points a hand in
Ramsen and +0.19 ± 0.14 in Mönch at 32 worlds, +0.15 and +0.01 at 8 (600 deals
each, docs/bots.md)]"""


EXCHANGE_SEARCHED: dict[str, tuple[int, int]] = {
    "bohemian-watten": (128, 512),
    "bohemian-watten-criticals": (128, 512),
}
"""Presets whose exchange is searched though it commits nobody, with the imagined deals
of ``hard`` and ``expert`` there: Bohemian Watten, where nobody bids or drops, so the
exchange is the one choice a seat makes before the play. [our choice: with the
heuristic bot in the other seats, searching it with 128 worlds gained +0.229 ± 0.135
points a hand (with criticals +0.237 ± 0.110) over 1,200 deals, with 32 worlds
+0.112 ± 0.198 (+0.167 ± 0.186) over 600 (docs/bots.md)]"""


DECLARATIONS_SEARCHED: dict[str, tuple[int, int]] = {"mulatschak": (32, 512), "raub": (32, 128)}
"""Presets whose declarations (bids, naming trumps, calls, taking the trump) the search
levels weigh in more imagined deals than the family's ``DECLARATION_WORLDS``, with the
deals of ``hard`` and ``expert``: Mulatschak, where eight deals are too few to rank its
six bids, and Raub, where they are too few for the dealer's and the leader's calls. [our
choice: in Raub, with the heuristic bot in the other seats, searching "I lead" (with the
pass and the redraw) gained -0.029 ± 0.068 points a hand with 8 worlds, +0.077 ± 0.058
with 32 and +0.114 ± 0.053 with 128, the dealer's blind Raub or Stih +0.075 ± 0.056,
+0.052 ± 0.057 and +0.092 ± 0.058, both together +0.133 ± 0.077 with 32 (2,000 deals
each); in the proof of strength ``heuristic`` < ``hard`` by +0.079 [+0.021, +0.138] over
1,000 deals (p = 0.0081), while ``hard`` < ``expert`` is not shown (-0.004 [-0.037,
+0.029] over 2,000 with 128 worlds; 512 were behind ``hard`` by 0.086 after 400;
docs/bots.md). In Mulatschak, with the heuristic bot in the other seats, searching the
bids and trumps gained +0.021 ± 0.194 points a hand with 8 worlds, +0.253 ± 0.181 with
32 and +0.294 ± 0.171 with 128; the calls and taking the trump -0.113 ± 0.205, +0.061 ±
0.199 and +0.107 ± 0.182 (1,500 deals each). Against ``hard`` at 32 worlds an expert at
64 gained +0.055 ± 0.138 over 1,000 deals, at 512 +0.178 ± 0.171 over 600; in the proof
of strength, ``heuristic`` < ``hard`` by +0.611 [+0.404, +0.817] over 1,000 deals and
``hard`` < ``expert`` by +0.149 [+0.046, +0.253] over 2,000 (p = 0.0045; docs/bots.md);
512 worlds take 0.38 CPU seconds a move on average]"""


def commits(view: View) -> bool:
    """Does exchanging commit the seat to play the hand (``exchanged_must_play``:
    Ramsen, Mönch)?  Then the exchange is the seat's real declaration: to exchange
    is to play, to keep a weak hand is to be free to pass.
    """
    return isinstance(view, RamsenView) and view.rules.exchanged_must_play


def search_worlds(view: View, legal_actions: Sequence[Action]) -> tuple[int, int] | None:
    """The imagined deals (``hard``, ``expert``) of a searched decision, or ``None``
    for the family's ``DECLARATION_WORLDS``: :data:`COMMITTING_EXCHANGE_WORLDS` at an
    exchange that commits the seat to play, :data:`EXCHANGE_SEARCHED`'s at the
    exchange of those presets, :data:`DECLARATIONS_SEARCHED`'s at a declaration of
    those presets, and at a card to play of :data:`EXPERT_PLAY_SEARCHED`'s presets
    none for ``hard`` (0: the heuristic bot's card) and theirs for ``expert``.

    >>> from pantsdown import make
    >>> state = make("ramsen", 4, seed=3)
    >>> while not any(str(a).startswith("exchange") for a in state.legal_actions()):
    ...     _ = state.apply(state.legal_actions()[0])
    >>> search_worlds(state.view(state.current_player()), state.legal_actions())
    (32, 128)
    """
    if not any(isinstance(a, Exchange) for a in legal_actions):
        if any(isinstance(a, Play) for a in legal_actions):
            expert = EXPERT_PLAY_SEARCHED.get(view.variant)
            return None if expert is None else (0, expert)
        return DECLARATIONS_SEARCHED.get(view.variant)
    if commits(view):
        return COMMITTING_EXCHANGE_WORLDS
    return EXCHANGE_SEARCHED.get(view.variant)
