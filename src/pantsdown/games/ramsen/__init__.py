"""The Ramsen / Rams trick-taking family: nine games on one engine.

Ramsen, Mönch (provisional), Rams, Raub, Zwanzig (ab), Fünf dazu!, Bohemian
Watten (strikers and criticals), Schnalzen and Mulatschak are presets of
:class:`~pantsdown.games.ramsen.rules.RamsenRules` (seed 004, NOTES.md 10-18).

>>> from pantsdown import make
>>> state = make("zwanzig-ab", 4, seed=1)
>>> state.variant, state.current_player()
('zwanzig', 1)
"""

from __future__ import annotations

from pantsdown.core.protocol import GameFamily, Variant
from pantsdown.games.ramsen.events import EVENT_TYPES
from pantsdown.games.ramsen.howto import HOW_TO_PLAY
from pantsdown.games.ramsen.prose import describe, explain, result_words, standing_words
from pantsdown.games.ramsen.rules import PRESETS, RamsenRules
from pantsdown.games.ramsen.sampling import sample_state
from pantsdown.games.ramsen.state import RamsenState
from pantsdown.games.ramsen.view import RamsenView

__all__ = ["FAMILY", "PRESETS", "RamsenRules", "RamsenState", "RamsenView", "sample_state"]

_SEED = "seed 004 (catsatcards, How to Play Ramsen)"

FAMILY = GameFamily(
    id="ramsen",
    title="Ramsen / Rams family",
    rules_type=RamsenRules,
    state_type=RamsenState,
    variants=(
        Variant(
            name="ramsen",
            title="Ramsen",
            aliases=("ramsch-bavarian", "ramsen-bavarian"),
            rules=PRESETS["ramsen"],
            how_to_play=HOW_TO_PLAY["ramsen"],
            min_players=3,
            max_players=5,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 10",
        ),
        Variant(
            name="monch",
            title="Mönch",
            aliases=("mönch", "moench", "junk", "mistigri"),
            rules=PRESETS["monch"],
            how_to_play=HOW_TO_PLAY["monch"],
            min_players=3,
            max_players=5,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 11",
            provisional=(
                "the seed lists no differences from Ramsen; this is our reconstruction "
                "from the Mistigri sources (J♣ top trump, five-card flush wins), NOTES 11.3"
            ),
        ),
        Variant(
            name="rams",
            title="Rams",
            aliases=("general-rams",),
            rules=PRESETS["rams"],
            how_to_play=HOW_TO_PLAY["rams"],
            min_players=2,
            max_players=5,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 12",
        ),
        Variant(
            name="raub",
            title="Raub",
            aliases=("raub-rams",),
            rules=PRESETS["raub"],
            how_to_play=HOW_TO_PLAY["raub"],
            min_players=2,
            max_players=4,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 13",
            provisional=(
                "the seed lost the first-round calls and the defenders' calls; "
                "'pass / lead' and 'idem / nejdem' are our reading (NOTES 13.3, 19)"
            ),
        ),
        Variant(
            name="zwanzig",
            title="Zwanzig (Zwanzig ab, Twenty Down)",
            aliases=("zwanzig-ab", "zwanzigab", "twenty-down", "20-ab"),
            rules=PRESETS["zwanzig"],
            how_to_play=HOW_TO_PLAY["zwanzig"],
            min_players=2,
            max_players=4,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 14; pagat 20_ab",
        ),
        Variant(
            name="funf-dazu",
            title="Fünf dazu!",
            aliases=("fünf-dazu", "fuenf-dazu", "five-to-it"),
            rules=PRESETS["funf-dazu"],
            how_to_play=HOW_TO_PLAY["funf-dazu"],
            min_players=2,
            max_players=4,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 15",
        ),
        Variant(
            name="bohemian-watten",
            title="Bohemian Watten (strikers)",
            aliases=("böhmisch-watten", "boehmisch-watten", "bohmisch-watten", "hudln", "kuddeln"),
            rules=PRESETS["bohemian-watten"],
            how_to_play=HOW_TO_PLAY["bohemian-watten"],
            min_players=2,
            max_players=4,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 16 (trump rank: our Watten-model choice)",
        ),
        Variant(
            name="bohemian-watten-criticals",
            title="Bohemian Watten (criticals)",
            aliases=("böhmisch-watten-criticals", "bohemian-ramsen", "criticals"),
            rules=PRESETS["bohemian-watten-criticals"],
            how_to_play=HOW_TO_PLAY["bohemian-watten-criticals"],
            min_players=2,
            max_players=4,
            default_players=4,
            source="NOTES.md section 16.3; https://en.wikipedia.org/wiki/Bohemian_Watten",
        ),
        Variant(
            name="schnalzen",
            title="Schnalzen",
            aliases=("schanalzen",),
            rules=PRESETS["schnalzen"],
            how_to_play=HOW_TO_PLAY["schnalzen"],
            min_players=4,
            max_players=4,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 17",
        ),
        Variant(
            name="mulatschak",
            title="Mulatschak (Fuchzenawa)",
            aliases=("fuchzenawa", "mulatschag"),
            rules=PRESETS["mulatschak"],
            how_to_play=HOW_TO_PLAY["mulatschak"],
            min_players=2,  # 4 [seed]; 2-5 [src: https://en.wikipedia.org/wiki/Mulatschak]
            max_players=5,
            default_players=4,
            source=f"{_SEED}; NOTES.md section 18",
        ),
    ),
    sample_state=sample_state,
    event_types=EVENT_TYPES,
    describe=describe,
    describe_hand=result_words,
    describe_standing=standing_words,
    standing_kinds=("tricks_to_go", "points", "counters"),
    explain=explain,
    description=(
        "Trick-taking games of the Rams group: five cards, a trump suit, drop or "
        "play, and a score counting down to zero."
    ),
    extras={"doc": "docs/ramsen.md"},
)
