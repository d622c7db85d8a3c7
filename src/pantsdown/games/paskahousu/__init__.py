"""Paskahousu, the Finnish shedding game (seed 002, NOTES.md section 8).

Players play cards of one rank, equal or higher, onto a pile, or pick the
pile up; Tens and Aces make it fall, as do four of a kind on top.  Hands are
kept at five cards while the stock lasts; after that, the first player out
wins and the last one holding cards is the *paskahousu*.

>>> from pantsdown.core.registry import find_variant
>>> find_variant("shitpants")[1].name
'paskahousu'
"""

from pantsdown.core.protocol import GameFamily, Variant
from pantsdown.games.paskahousu.actions import PaskahousuAction, PickUp, Play, TryStock
from pantsdown.games.paskahousu.events import EVENT_TYPES
from pantsdown.games.paskahousu.howto import HOW_TO_PLAY
from pantsdown.games.paskahousu.notation import parse_action
from pantsdown.games.paskahousu.prose import describe, explain, result_words, standing_words
from pantsdown.games.paskahousu.rules import PRESETS, PaskahousuRules
from pantsdown.games.paskahousu.sampling import sample_state
from pantsdown.games.paskahousu.state import PaskahousuState
from pantsdown.games.paskahousu.view import PaskahousuView, Phase

__all__ = [
    "FAMILY",
    "PRESETS",
    "PaskahousuAction",
    "PaskahousuRules",
    "PaskahousuState",
    "PaskahousuView",
    "Phase",
    "PickUp",
    "Play",
    "TryStock",
    "parse_action",
    "sample_state",
]

FAMILY = GameFamily(
    id="paskahousu",
    title="Paskahousu",
    rules_type=PaskahousuRules,
    state_type=PaskahousuState,
    variants=(
        Variant(
            name="paskahousu",
            title="Paskahousu",
            rules=PRESETS["paskahousu"],
            how_to_play=HOW_TO_PLAY["paskahousu"],
            aliases=("pask", "shitpants", "paska", "shitty pants"),
            min_players=3,
            max_players=6,
            default_players=4,
            source="seed 002; NOTES.md section 8",
        ),
        Variant(
            name="pagat",
            title="Paskahousu (pagat options)",
            rules=PRESETS["pagat"],
            how_to_play=HOW_TO_PLAY["pagat"],
            aliases=("paskahousu-pagat", "pagat-paskahousu"),
            min_players=2,
            max_players=6,
            default_players=4,
            source="seed 002, with options from pagat.com and the current English Wikipedia",
            provisional=(
                "the seed engine with pagat's options (any card starts a pile, no Two on a "
                "Ten or Ace, two players allowed), not a full reconstruction of pagat's rules"
            ),
        ),
    ),
    sample_state=sample_state,
    event_types=EVENT_TYPES,
    describe=describe,
    describe_hand=result_words,
    describe_standing=standing_words,
    standing_kinds=("hands_won", "out_of_hand"),
    explain=explain,
    description=(
        "Finnish shedding game for 3-6: play equal or higher cards of one rank onto a pile "
        "or pick it up; Tens, Aces and four of a kind make it fall. Don't be the last one "
        "holding cards."
    ),
    extras={"doc": "docs/paskahousu.md"},
)
