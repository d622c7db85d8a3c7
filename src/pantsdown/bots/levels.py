"""Difficulty levels by name: each is a bot and a budget.

========  ==========================================================
``easy``     the heuristic bot, but one move in three at random
``medium``   the heuristic bot (also called ``heuristic``)
``hard``     PIMC: a few imagined deals per legal action
``expert``   single-observer ISMCTS, its iterations set per family (and per
             preset where one is much slower) so that a move takes at most
             about one second on one core; it keeps the heuristic bot's move
             unless the search finds one clearly better (in the 31 family:
             PIMC with four times ``hard``'s worlds, guarded alike)
========  ==========================================================

``random`` and ``heuristic`` stay as names.  Budgets count iterations, so every
level is deterministic for a given seed, except that an expert move is also cut
at :data:`EXPERT_CPU_MS` of CPU time (a move that reaches it depends on the
machine's speed; ``ExpertBot.cpu_cap_ms = None`` lifts the cap).  Measured
strength: ``docs/bots.md``.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pantsdown.bots.base import Bot, make_bot
from pantsdown.bots.explain import Explanation
from pantsdown.bots.search.common import CONFIRM_Z, Budget, family_of
from pantsdown.bots.search.inference import WorldSampler
from pantsdown.bots.search.ismcts import IsmctsBot
from pantsdown.bots.search.pimc import PimcBot
from pantsdown.bots.search.playout import paired_z, playout_value
from pantsdown.core.protocol import Action, View

__all__ = [
    "CONFIRM_WORLDS",
    "DECLARATION_WORLDS",
    "EXPERT_CPU_MS",
    "EXPERT_ITERATIONS",
    "EXPERT_MARGIN",
    "EXPERT_PIMC_WORLDS",
    "EXPERT_VARIANT_ITERATIONS",
    "LEVELS",
    "EasyBot",
    "ExpertBot",
    "HardBot",
    "Level",
    "expert_iterations",
    "make_level_bot",
    "search_worlds",
    "worth_searching",
]


@dataclass(frozen=True)
class Level:
    """A difficulty level: its name, what it is in words, and its budget per family."""

    name: str
    """The name a player types (``expert``)."""
    summary: str
    """What the level is, in a few words for ``pantsdown games``."""


LEVELS: dict[str, Level] = {
    "easy": Level("easy", "the heuristic bot, one move in three at random"),
    "medium": Level("medium", "the heuristic bot"),
    "hard": Level("hard", "PIMC: imagined deals played out per move"),
    "expert": Level("expert", "the deepest search (ISMCTS or PIMC), up to about a second a move"),
}
"""The difficulty levels, weakest first."""

EASY_NOISE = 1 / 3
"""How often the easy bot plays a random legal action. [our choice]"""

HARD_WORLDS: dict[str, int] = {"thirty_one": 40, "paskahousu": 16, "ramsen": 8, "underwear": 8}
"""PIMC worlds per move at ``hard``, per family. [our choice: measured in docs/bots.md]"""

EXPERT_ITERATIONS: dict[str, int] = {
    "thirty_one": 300,
    "paskahousu": 200,
    "ramsen": 150,
    "underwear": 120,
}
"""ISMCTS iterations per move at ``expert``, per family: about a second at most per
move on one core of the 2-core development machine (the 31 family's expert searches by
PIMC instead, :data:`EXPERT_PIMC_WORLDS`; its entries here are the ISMCTS budget
``benchmarks/bench_search.py`` measures). [our choice: measured in docs/bots.md]"""

EXPERT_VARIANT_ITERATIONS: dict[str, int] = {"41": 80}
"""Presets whose search runs much slower than their family's, with their own expert
budget (41: four-card hands and points scoring, about 100 iterations a second against
the family's 400 to 900). [our choice: measured in docs/bots.md]"""


EXPERT_PIMC_WORLDS: dict[str, int] = {"thirty_one": 160}
"""Families whose expert is PIMC at every decision, with this many worlds, instead of
ISMCTS: the ``hard`` level's search with four times its worlds, guarded alike by the
family's ``CONFIRM_Z``. [our choice: in the 31 family the ISMCTS expert, with its
paired check, was no stronger than ``hard`` (Dutch 31: -0.005 over 700 deals, and
none of the seven presets ahead at p < 0.01), while PIMC with 160 worlds was ahead of
``hard`` by +0.038 [+0.006, +0.070] over 200 deals of Dutch 31; docs/bots.md]"""


DECLARATION_WORLDS: dict[str, tuple[int, int]] = {"ramsen": (8, 64)}
"""Per family that names the decisions worth searching (:func:`worth_searching`): the
PIMC worlds per searched decision at ``hard`` and at ``expert``, where the family's
``search_worlds`` (:func:`search_worlds`) sets none of its own; the other decisions
are the heuristic bot's. [our choice: in the Ramsen family, searching the declarations
scored more than the heuristic bot in duplicate deals, searching (where seats drop)
the play of the cards did not; the exchanges it searches have their own worlds;
docs/bots.md]"""

Searched = Callable[[View, Sequence[Action]], bool]
"""A family's ``worth_searching(view, legal)``."""

Worlds = Callable[[View, Sequence[Action]], tuple[int, int] | None]
"""A family's ``search_worlds(view, legal)``."""


def _search_module(family_id: str) -> object | None:
    """``pantsdown.bots.heuristic.<family>_search``, where the family has one."""
    try:
        return importlib.import_module(f"pantsdown.bots.heuristic.{family_id}_search")
    except ModuleNotFoundError:
        return None


def worth_searching(family_id: str) -> Searched | None:
    """The family's ``worth_searching(view, legal)`` (in
    ``pantsdown.bots.heuristic.<family>_search``): whether the search levels search a
    decision or play the heuristic bot's move; ``None`` where they search every decision.
    """
    found: Searched | None = getattr(_search_module(family_id), "worth_searching", None)
    return found


def search_worlds(family_id: str) -> Worlds | None:
    """The family's ``search_worlds(view, legal)`` (beside its ``worth_searching``): the
    imagined deals of ``hard`` and ``expert`` at a searched decision where they are not
    the family's :data:`DECLARATION_WORLDS` (``None`` from it: they are); ``None`` where
    the family sets none.
    """
    found: Worlds | None = getattr(_search_module(family_id), "search_worlds", None)
    return found


def expert_iterations(family_id: str, variant: str) -> int:
    """The expert's ISMCTS iterations per move for a preset."""
    return EXPERT_VARIANT_ITERATIONS.get(variant, EXPERT_ITERATIONS.get(family_id, 150))


CONFIRM_WORLDS = 40
"""Where the family has a ``CONFIRM_Z``: how many paired worlds the expert plays out to
check a searched move that differs from the heuristic bot's. [our choice]"""

EXPERT_MARGIN = 0.1
"""How much better (in hand value, -1..1) the ISMCTS search must find its move than the
heuristic bot's before the expert plays it instead, in a family without a ``CONFIRM_Z``
(none at present: the Ramsen family's expert searches its declarations by PIMC,
unguarded). [our choice: the search's worlds are dealt without inference from the
others' play, so a small edge is often an error of the sampling, not of the
heuristic]"""


EXPERT_CPU_MS = 950.0
"""The most CPU time (of the thinking thread, milliseconds) an expert move may take:
the issue bounds the expert at about one second a move on one core.  The iteration
budgets decide the moves where they are reached first, which is most moves; where
the search runs long (41's four-card hands, Paskahousu's long hands, Mulatschak's
bidding) this cap does. [our choice: issue 10]"""

EXPERT_SEARCH_SHARE = 0.7
"""The part of :data:`EXPERT_CPU_MS` the search may use; the paired confirmation of
a move that differs from the heuristic bot's gets the rest. [our choice]"""


class ExpertBot(IsmctsBot):
    """ISMCTS with the expert budget of the view's preset, guarded by the heuristic bot:
    it plays the heuristic's move unless the search shows one better (by paired
    playouts where the family has a ``CONFIRM_Z``, else by ``EXPERT_MARGIN``).  In a
    family that names the decisions worth searching (the Ramsen family): PIMC with
    the family's expert :data:`DECLARATION_WORLDS` (or its ``search_worlds``) on
    those, unguarded.  In a family
    of :data:`EXPERT_PIMC_WORLDS` (the 31 family): PIMC with those worlds at every
    decision, guarded as ``hard`` is.
    """

    name = "expert"

    def __init__(self, family_id: str, seed: int | None = None) -> None:
        super().__init__(seed, budget=Budget(EXPERT_ITERATIONS.get(family_id, 150)))
        self.family_id = family_id
        """The family it plays (its budget's default)."""
        self.heuristic = make_bot("heuristic", family_id, seed=self.rng.randrange(2**63))
        """The heuristic bot whose move the search must beat."""
        self.searched = worth_searching(family_id)
        """The family's choice of the decisions worth searching, if it makes one."""
        self.declarer = None if self.searched is None else PimcBot(self.rng.randrange(2**63))
        """The PIMC search of those decisions (only with :attr:`searched`)."""
        self.worlds_of = search_worlds(family_id)
        """The family's worlds per searched decision, where it sets them."""
        self.pimc_worlds = EXPERT_PIMC_WORLDS.get(family_id)
        """The PIMC worlds per move of a family that searches so (else ``None``)."""
        self.pimc = None if self.pimc_worlds is None else PimcBot(self.rng.randrange(2**63))
        """The PIMC search of every decision (only with :attr:`pimc_worlds`)."""
        self.search_everything = False
        """Search every decision, also those the family leaves to the heuristic bot (set
        for ``--hints``, which ranks the legal actions at every decision)."""
        self.cpu_cap_ms: float | None = EXPERT_CPU_MS
        """The most CPU milliseconds a move may take (:data:`EXPERT_CPU_MS`); ``None``
        lets the iteration budget alone decide, so that moves repeat exactly for a seed."""

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The ISMCTS move with :func:`expert_iterations` for the view's preset, or the
        heuristic's when the search does not show its own move better: by
        ``CONFIRM_Z`` standard errors over ``CONFIRM_WORLDS`` paired worlds where the
        family has a ``CONFIRM_Z``, else by ``EXPERT_MARGIN``.

        In a family that names the decisions worth searching (:func:`worth_searching`,
        the Ramsen family) the search is PIMC instead, with the family's
        :data:`DECLARATION_WORLDS` (or its :func:`search_worlds`), on those decisions,
        and its best mean is played
        (as ``hard`` does with fewer worlds: there the heuristic bot's declarations are
        what the search improves on, and a guard that kept them cost the expert its
        edge over ``hard``, docs/bots.md); on the others the expert plays the heuristic
        bot's move (and explains none), unless :attr:`search_everything` is set.

        In a family of :data:`EXPERT_PIMC_WORLDS` (the 31 family) it is PIMC with those
        worlds, played as ``hard`` plays it (its best mean, unless the paired check keeps
        the heuristic bot's move), stopped by :attr:`cpu_cap_ms` if that comes first.

        With :attr:`cpu_cap_ms` set, the ISMCTS search stops at
        :data:`EXPERT_SEARCH_SHARE` of it and the paired confirmation at all of it (the
        PIMC of the declarations, unconfirmed, at all of it), each unless its iteration
        budget ends it first.
        """
        start = time.thread_time()
        cap = self.cpu_cap_ms
        search_cap = None if cap is None else cap * EXPERT_SEARCH_SHARE
        if self.pimc_worlds is not None and self.pimc is not None:
            self.pimc.budget = Budget(self.pimc_worlds, cpu_milliseconds=cap)
            searched = self.pimc.choose(view, legal_actions)
            self.explanation, self.reason = self.pimc.explanation, self.pimc.reason
            return searched
        if self.searched is not None and self.declarer is not None:
            if not self.search_everything and not self.searched(view, legal_actions):
                self.explanation = None
                action = self.heuristic.choose(view, legal_actions)
                self.reason = self.heuristic.reason
                return action
            worlds = _declaration_worlds(self.family_id, self.worlds_of, view, legal_actions)[1]
            self.declarer.budget = Budget(worlds, cpu_milliseconds=cap)
            searched = self.declarer.choose(view, legal_actions)
            self.explanation, self.reason = self.declarer.explanation, self.declarer.reason
            return searched
        iterations = expert_iterations(self.family_id, view.variant)
        self.budget = Budget(iterations, cpu_milliseconds=search_cap)
        searched = super().choose(view, legal_actions)
        explanation = self.explanation
        if explanation is None:
            return searched
        plain = self.heuristic.choose(view, legal_actions)
        if plain == searched:
            return searched
        estimate = {alt.action: alt for alt in explanation.alternatives}
        own = estimate.get(plain)
        if own is None or own.visits == 0:
            return searched
        z = CONFIRM_Z.get(self.family_id)
        if z is None:
            if explanation.value - own.value > EXPERT_MARGIN:
                return searched
        elif self._confirmed(view, searched, plain, z, None if cap is None else start + cap / 1e3):
            return searched
        rest = tuple(alt for alt in explanation.alternatives if alt is not own)
        self.explanation = Explanation(plain, own.value, (own, *rest), explanation.worlds)
        self.reason = f"worth {own.value:+.2f}; the search found nothing clearly better"
        return plain

    def _confirmed(
        self, view: View, searched: Action, plain: Action, z: float, until: float | None
    ) -> bool:
        """Is ``searched`` better than ``plain`` by ``z`` standard errors, both played in
        the same ``CONFIRM_WORLDS`` imagined worlds with the same dice (fewer, where the
        thread's CPU clock reaches ``until`` first)?
        """
        family = family_of(view)
        policy = make_bot("heuristic", family.id, seed=0)
        sampler = WorldSampler(family, view, self.rng)
        mine: list[float] = []
        theirs: list[float] = []
        for _ in range(CONFIRM_WORLDS):
            world = sampler.draw()
            dice = self.rng.randrange(2**63)
            args = (view.seat, view.hand_number, policy, dice)
            mine.append(playout_value(family.id, world, searched, *args))
            theirs.append(playout_value(family.id, world, plain, *args))
            if until is not None and time.thread_time() >= until:
                break
        return paired_z(mine, theirs) > z


def _declaration_worlds(
    family_id: str, worlds_of: Worlds | None, view: View, legal: Sequence[Action]
) -> tuple[int, int]:
    """The (``hard``, ``expert``) worlds of a searched decision of a family that names
    the decisions worth searching: its ``search_worlds`` if it sets them here, else its
    :data:`DECLARATION_WORLDS`.  No worlds (0) for a level: that level plays the
    heuristic bot's move there.
    """
    found = None if worlds_of is None else worlds_of(view, legal)
    return found if found is not None else DECLARATION_WORLDS.get(family_id, (8, 64))


class HardBot(PimcBot):
    """PIMC with the family's worlds per move; in a family that names the decisions
    worth searching (:func:`worth_searching`), only those, with its
    :data:`DECLARATION_WORLDS` (or its ``search_worlds``), and the heuristic bot's move
    on the others.
    """

    name = "hard"

    def __init__(self, family_id: str, seed: int | None = None) -> None:
        worlds = DECLARATION_WORLDS.get(family_id, (HARD_WORLDS.get(family_id, 8), 0))[0]
        super().__init__(seed, budget=Budget(worlds))
        self.family_id = family_id
        """The family it plays."""
        self.searched = worth_searching(family_id)
        """The family's choice of the decisions worth searching, if it makes one."""
        self.worlds_of = search_worlds(family_id)
        """The family's worlds per searched decision, where it sets them."""
        self.heuristic = (
            None
            if self.searched is None
            else make_bot("heuristic", family_id, seed=self.rng.randrange(2**63))
        )
        """The heuristic bot that takes the decisions not worth searching (only with
        :attr:`searched`)."""

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The PIMC move, or the heuristic bot's on a decision not worth searching (or
        one the family searches at ``expert`` only: no worlds for ``hard``).
        """
        if self.searched is not None and self.heuristic is not None:
            worlds = 0
            if self.searched(view, legal_actions):
                found = _declaration_worlds(self.family_id, self.worlds_of, view, legal_actions)
                worlds = found[0]
            if worlds == 0:
                self.explanation = None
                action = self.heuristic.choose(view, legal_actions)
                self.reason = self.heuristic.reason
                return action
            self.budget = Budget(worlds)
        return super().choose(view, legal_actions)


class EasyBot(Bot):
    """The heuristic bot, except that it plays a random legal action now and then."""

    name = "easy"

    def __init__(self, family_id: str, seed: int | None = None) -> None:
        super().__init__(seed)
        self.inner = make_bot("heuristic", family_id, seed=self.rng.randrange(2**63))
        """The heuristic bot it mostly follows."""

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """A random legal action with probability ``EASY_NOISE``, else the heuristic's."""
        if len(legal_actions) > 1 and self.rng.random() < EASY_NOISE:
            self.reason = "on a whim"
            return legal_actions[self.rng.randrange(len(legal_actions))]
        action = self.inner.choose(view, legal_actions)
        self.reason = self.inner.reason
        return action


def make_level_bot(level: str, family_id: str, *, seed: int | None = None) -> Bot:
    """The bot of a difficulty level (``easy``, ``medium``, ``hard``, ``expert``).

    Every level plays or rolls out with the family's heuristic bot, so a family
    without one is refused here, before a match starts, not in the middle of it.
    """
    make_bot("heuristic", family_id, seed=seed)
    if level == "easy":
        return EasyBot(family_id, seed)
    if level == "medium":
        bot = make_bot("heuristic", family_id, seed=seed)
        bot.name = "medium"
        return bot
    if level == "hard":
        return HardBot(family_id, seed)
    if level == "expert":
        return ExpertBot(family_id, seed)
    raise ValueError(f"unknown level {level!r}")
