"""Underwear (Shitagi): Chris Bateman's downpile and up-pile shedding game (seed 003).

>>> from pantsdown import make
>>> state = make("shitagi", 3, seed=1)
>>> state.family_id, len(state.view(0).hand)
('underwear', 7)
"""

from __future__ import annotations

from pantsdown.core.protocol import GameFamily, Variant
from pantsdown.games.underwear.events import EVENT_TYPES
from pantsdown.games.underwear.howto import HOW_TO_PLAY
from pantsdown.games.underwear.prose import describe, explain, result_words, standing_words
from pantsdown.games.underwear.rules import PRESETS, UnderwearRules
from pantsdown.games.underwear.sampling import sample_state
from pantsdown.games.underwear.state import UnderwearState
from pantsdown.games.underwear.view import UnderwearView

__all__ = ["FAMILY", "PRESETS", "UnderwearRules", "UnderwearState", "UnderwearView", "sample_state"]

_SOURCE = "seed 003; NOTES.md section 9"

FAMILY = GameFamily(
    id="underwear",
    title="Underwear (Shitagi)",
    rules_type=UnderwearRules,
    state_type=UnderwearState,
    variants=(
        Variant(
            name="underwear",
            title="Underwear",
            rules=PRESETS["underwear"],
            how_to_play=HOW_TO_PLAY["underwear"],
            aliases=("shitagi",),
            min_players=2,
            max_players=8,
            default_players=4,
            source=_SOURCE,
        ),
        Variant(
            name="underwear-all",
            title="Underwear with all optional rules",
            rules=PRESETS["underwear-all"],
            how_to_play=HOW_TO_PLAY["underwear-all"],
            aliases=("underwear-optional", "shitagi-all"),
            min_players=2,
            max_players=8,
            default_players=4,
            source=_SOURCE + " (optional rules 1-3)",
        ),
    ),
    sample_state=sample_state,
    event_types=EVENT_TYPES,
    describe=describe,
    describe_hand=result_words,
    describe_standing=standing_words,
    standing_kinds=("point",),
    explain=explain,
    description=(
        "Play lower cards of the suit onto the shared downpile, steal it with a card of the "
        "same rank to build your own up-piles, clear it with royalties, and go out first: "
        "you score your up-piles (double if a 10 turned them face down) and every card left "
        "in your opponents' hands.  First to 49."
    ),
    extras={"doc": "docs/underwear.md"},
)
