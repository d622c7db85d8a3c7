"""The rules of Underwear (Shitagi) and its presets.

Underwear is Chris Bateman's 1997 shedding game (seed 003, the original page
at https://blog.ihobo.com/2007/02/underwear.html).  NOTES.md section 9 fills
its gaps; every choice tagged [our choice] there is an option below.

Card values: Ace 1 (lowest), 2 to 10 at face value; Jack, Queen and King are
*royalties* (valued 11, 12, 13 where an option lets them go on up-piles).

>>> from pantsdown.core.cards import parse_card
>>> card_value(parse_card("Ah")), card_value(parse_card("10s")), card_value(parse_card("Kd"))
(1, 10, 13)
>>> is_royalty(parse_card("Jc")), is_royalty(parse_card("Ac"))
(True, False)
>>> UnderwearRules().packs_for(4), UnderwearRules().packs_for(5)
(1, 2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pantsdown.core.errors import OptionError
from pantsdown.core.options import ranged
from pantsdown.games.underwear.values import ROYAL_RANKS, card_value, is_royalty

__all__ = ["PRESETS", "ROYAL_RANKS", "UnderwearRules", "card_value", "is_royalty"]


@dataclass(frozen=True, kw_only=True)
class UnderwearRules:
    """Every rule knob of Underwear.  The defaults are the seed text plus NOTES.md 9.2."""

    hand_size: int = ranged(
        7,
        1,
        51,
        "one card at least; two players hold 51 of a pack at most (checked for the players)",
    )
    """Cards dealt to each player [seed: "Deal seven cards to each player"]."""

    packs: Literal["auto", 1, 2] = "auto"
    """How many 52-card packs are shuffled together.  ``auto`` uses one pack for up
    to four players and two for more [seed: "more than 4 players will probably
    require an additional deck of cards"; NOTES 9.2: option]."""

    target_score: int = ranged(49, 1, 1000, "a target to reach; past 1,000 a game would last days")
    """The first player to reach this many points wins the game
    [seed: "First player to 49 points wins (or to another target, agreed before the
    game begins)"]."""

    first_dealer: int | None = ranged(
        None, 0, 7, "a seat number: at most 8 players sit at the table"
    )
    """The seat that deals the first hand; ``None`` draws it at random from the match's
    seed [our choice, NOTES 9.2: "The first dealer is random in software"; the seed's
    first dealer is "the player who suggested playing Underwear"].  The deal then passes
    to the left and the player on the dealer's left plays first [seed + our choice]."""

    run_order: Literal["natural", "reversed"] = "natural"
    """How a run lands on a pile [our choice, NOTES 9.2].  ``natural``: a run onto the
    downpile is laid descending, so its lowest card is the new top, and a run onto an
    up-pile is laid ascending, so its highest card is the new top.  ``reversed``: the
    other way round (the downpile shows the run's highest card, an up-pile its lowest)."""

    face_down_closed: bool = True
    """A face-down up-pile (one a 10 was played on) is closed to further play
    [seed: "When a 10 is played on an up-pile, turn the up-pile face down"; our choice
    on "closed", NOTES 9.2].  When false, its top card (seen by all when it was
    played) may still be built on.  A stolen downpile is never turned face down, even
    when it shows a 10: no 10 is *played on* an up-pile by a steal [our reading]."""

    draw_ends_turn: bool = True
    """Drawing a card ends the turn [our choice, NOTES 9.2].  When false, a player who
    draws may then make one play, or ``pass`` to end the turn."""

    empty_stock: Literal["pass", "must_play"] = "pass"
    """What replaces the draw once the stock is empty [our choice, NOTES 9.2].
    ``pass``: a player may always pass instead.  ``must_play``: a player may pass only
    if he has no play.  Either way, if every player passes in one unbroken cycle the
    hand ends with no score [our choice]."""

    go_out_any_play: bool = True
    """Any play that empties the hand goes out, including a steal or a royalty play
    [our choice, NOTES 9.2; the seed names plays "onto the downpile, or onto an
    up-pile" only].  When false, a steal or royalty play may not use the last card."""

    doubling: bool = False
    """Optional rule 1 [seed]: "Any player with more cards in their hand than any other
    player may declare 'double' at any time."  Each double declared in a hand doubles
    the score of the player who goes out of that hand [our reading of "for each double
    declared … the score of the player who goes out is doubled"].  A player may declare it on
    their own turn, before their play; it does not use up the turn [our choice].  Between
    turns only with ``double_between_turns``."""

    double_between_turns: bool = False
    """The seed's "at any time" (optional rule 1) between turns too: right after each turn,
    the player who then holds more cards than every other player, if they may still double
    and do not play next, is asked "double" or "no-double" before the next player moves
    [our choice of the moments: software must ask someone, and who holds the most cards
    changes only with a turn, so after each turn is every moment a double can newly apply].
    Off: a double only on the doubler's own turn, before their play [our choice]: the game
    then asks nobody out of turn, and what that costs is small: hand sizes change only by
    plays and draws, so a player who holds the most cards after their own turn still holds
    the most on their next one unless another player draws level in between
    (docs/underwear.md)."""

    double_scope: Literal["game", "hand"] = "game"
    """How often each player may double [seed: "Each player can only double once in the
    game" → ``game``]; ``hand`` allows once per hand, as the wording is ambiguous
    [NOTES 9.3]."""

    royalties_on_uppiles: bool = False
    """Optional rule 2 [seed]: "A variation of the game allows the player to play
    royalties onto up-piles of the same suit, with the same effect as playing a 10."
    Jacks, Queens and Kings then extend up-pile runs above the 10 (values 11, 12, 13),
    and any of them turns the up-pile face down."""

    seat_changes: bool = False
    """Optional rule 3 [seed]: "After each hand, the player who went out exchanges seat
    with the player with the most cards left in their hand."  Ties go to the first such
    player on the winner's left; a hand that ends blocked changes no seats
    [our choice]."""

    max_blocked_hands: int = ranged(
        3, 1, 20, "at least one blocked hand; past 20 blocked deals no table plays on"
    )
    """When this many hands in a row end blocked (every player passed in one cycle with
    an empty stock, nobody scores), the game ends: the highest score wins, and tied
    leaders share the win [our choice].  The seed never says what follows a hand nobody
    can finish; re-dealing for ever is what a table would not do, and a stalemate
    declared after a few fruitless deals, with the leader taking the game, is how
    blocked games usually end at a table (as a blocked game of dominoes goes to the
    lighter hand).  It is also what bounds a match: every other hand scores at least
    one point per opponent.  3 by default; blocked hands are rare in real play."""

    def __post_init__(self) -> None:
        if self.hand_size < 1:
            raise OptionError(f"hand_size={self.hand_size}: deal at least one card")
        if self.target_score < 1:
            raise OptionError(f"target_score={self.target_score}: must be at least 1")
        if self.first_dealer is not None and self.first_dealer < 0:
            raise OptionError(f"first_dealer={self.first_dealer}: a seat number is 0 or more")
        if self.max_blocked_hands < 1:
            raise OptionError(f"max_blocked_hands={self.max_blocked_hands}: must be at least 1")

    def unread_options(self) -> dict[str, str]:
        """The options these rules never read, with where they apply
        (``core.options.unread_options``).
        """
        if not self.doubling:
            return {
                "double_scope": "applies with doubling=true",
                "double_between_turns": "applies with doubling=true",
            }
        return {}

    def packs_for(self, num_players: int) -> int:
        """How many packs a game of ``num_players`` uses under these rules."""
        if self.packs == "auto":
            return 1 if num_players <= 4 else 2
        return int(self.packs)


PRESETS: dict[str, UnderwearRules] = {
    "underwear": UnderwearRules(),
    "underwear-all": UnderwearRules(doubling=True, royalties_on_uppiles=True, seat_changes=True),
}
"""The named presets: the seed's rules, and the same with all three optional rules on."""
