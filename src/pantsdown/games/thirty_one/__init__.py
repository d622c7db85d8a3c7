"""The 31 / Schwimmen family: one commerce engine, every variant a preset.

Schwimmen (31, Schnautz, Knack, Hosen 'runter), Hosenabe (Pants Down), Dutch 31,
Hosa Aba, 41 (the four-card game), Tri Palki and Tuppenny Ha'penny Loo
(seeds 000 and 001; NOTES.md sections 1–7).

>>> from pantsdown.core.registry import make
>>> make("pants-down", 4, seed=1).rules.close_word
'stop'
"""

from pantsdown.core.protocol import GameFamily, Variant
from pantsdown.games.thirty_one.events import EVENT_TYPES
from pantsdown.games.thirty_one.howto import HOW_TO_PLAY
from pantsdown.games.thirty_one.prose import describe, result_words, standing_words
from pantsdown.games.thirty_one.rules import PRESETS, ThirtyOneRules
from pantsdown.games.thirty_one.sampling import sample_state
from pantsdown.games.thirty_one.scoring import STANDING_KINDS
from pantsdown.games.thirty_one.state import ThirtyOneState
from pantsdown.games.thirty_one.view import Phase, ThirtyOneView

__all__ = [
    "FAMILY",
    "PRESETS",
    "Phase",
    "ThirtyOneRules",
    "ThirtyOneState",
    "ThirtyOneView",
    "sample_state",
]

_SEED_001 = "seed 001 (pagat Schwimmen); NOTES.md"

FAMILY = GameFamily(
    id="thirty_one",
    title="31 / Schwimmen",
    rules_type=ThirtyOneRules,
    state_type=ThirtyOneState,
    sample_state=sample_state,
    event_types=EVENT_TYPES,
    describe=describe,
    describe_hand=result_words,
    describe_standing=standing_words,
    standing_kinds=STANDING_KINDS,
    description=(
        "Commerce games: exchange cards with a face-up table to collect the best "
        "single-suit total (31 at most, 41 with four cards) and avoid the lowest hand."
    ),
    extras={"doc": "docs/thirty_one.md"},
    variants=(
        Variant(
            name="schwimmen",
            title="Schwimmen (31)",
            rules=PRESETS["schwimmen"],
            how_to_play=HOW_TO_PLAY["schwimmen"],
            aliases=("31", "schnautz", "schnauz", "knack", "hosen-runter", "thirty-one"),
            min_players=2,
            max_players=8,
            default_players=4,
            source=f"{_SEED_001} section 1",
        ),
        Variant(
            name="hosenabe",
            title="Hosenabe (Pants Down)",
            rules=PRESETS["hosenabe"],
            how_to_play=HOW_TO_PLAY["hosenabe"],
            aliases=("pants-down", "hosen-abe"),
            min_players=2,
            max_players=12,
            default_players=5,
            source="seed 000 (Hosenabe); NOTES.md section 7",
        ),
        Variant(
            name="dutch-31",
            title="Dutch 31 (Eenendertig)",
            rules=PRESETS["dutch-31"],
            how_to_play=HOW_TO_PLAY["dutch-31"],
            aliases=("dutch", "eenendertig"),
            min_players=2,
            max_players=8,
            default_players=4,
            source=f"{_SEED_001} section 2",
        ),
        Variant(
            name="hosa-aba",
            title="Hosa Aba (Chur)",
            rules=PRESETS["hosa-aba"],
            how_to_play=HOW_TO_PLAY["hosa-aba"],
            aliases=("hosaaba", "chur"),
            min_players=2,
            max_players=10,
            default_players=4,
            source=f"{_SEED_001} section 3",
        ),
        Variant(
            name="41",
            title="41 (four-card 31)",
            rules=PRESETS["41"],
            how_to_play=HOW_TO_PLAY["41"],
            aliases=("forty-one", "four-card"),
            min_players=2,
            max_players=10,
            default_players=4,
            source=f"{_SEED_001} section 4",
        ),
        Variant(
            name="tri-palki",
            title="Tri Palki (Three Sticks)",
            rules=PRESETS["tri-palki"],
            how_to_play=HOW_TO_PLAY["tri-palki"],
            aliases=("three-sticks", "три палки", "tripalki"),
            min_players=2,
            max_players=8,
            default_players=4,
            source=f"{_SEED_001} section 5",
        ),
        Variant(
            name="tuppenny",
            title="Tuppenny Ha'penny Loo",
            rules=PRESETS["tuppenny"],
            how_to_play=HOW_TO_PLAY["tuppenny"],
            aliases=("tuppenny-hapenny-loo", "loo"),
            min_players=2,
            max_players=8,
            default_players=4,
            source=f"{_SEED_001} section 6",
        ),
    ),
)
"""The registry entry of the 31 family."""
