"""The rules of the 31 / Schwimmen family: one frozen dataclass, variants as presets.

Every rule knob named by the seed texts (``shared/seeds/000_*`` Hosenabe,
``001_*`` Schwimmen with Dutch 31, Hosa Aba, 41, Tri Palki and Tuppenny
Ha'penny Loo) or by ``shared/rules/NOTES.md`` sections 1–7 is a field of
:class:`ThirtyOneRules`, with an attribute docstring citing its source.

>>> PRESETS["hosenabe"].direction
'counterclockwise'
>>> ThirtyOneRules(starting_chips=0)
Traceback (most recent call last):
...
pantsdown.core.errors.OptionError: starting_chips=0: every player needs at least 1 chip
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

from pantsdown.core.cards import Card, Rank, make_pack
from pantsdown.core.errors import OptionError
from pantsdown.core.options import ranged

__all__ = ["PRESETS", "ThirtyOneRules"]

ChipName = Literal["chip", "token", "life", "stick", "coin", "point"]


@dataclass(frozen=True, kw_only=True)
class ThirtyOneRules:
    """Every rule of the commerce family; the defaults are Schwimmen (NOTES.md 1.3)."""

    # -- cards and deal ---------------------------------------------------------
    lowest_rank: int = ranged(
        7, 2, 10, "the pack runs from this rank to the Ace: 2 is the full pack, 10 leaves 20 cards"
    )
    """Lowest rank in the pack, every suit from it to the Ace: 7 = the 32-card pack
    [seed 001 Schwimmen]; 6 = 36 cards (Hosenabe, Hosa Aba, Tri Palki); 8 = 28 cards
    (Tuppenny Ha'penny Loo); 2 = 52 cards (41) [seed]."""
    hand_size: int = ranged(3, 3, 4, "three cards, or four in 41 [seed]")
    """Cards in each hand and on the table: 3, or 4 in 41 [seed 001]."""
    decks: int = ranged(0, 0, 10, "0 is automatic; ten packs serve any table")
    """How many packs are shuffled together; 0 = automatic: one, plus one for every 10
    players when ``extra_deck_per_ten_players`` is on [seed 000; NOTES 7.4 ``decks``]."""
    extra_deck_per_ten_players: bool = False
    """Automatic deck count adds a pack per 10 players: "If you have 10 or more people
    playing, use two decks ... add one deck for every 10 people" [seed 000 Hosenabe]."""
    dealer_chooses_extra_hand: bool = True
    """An extra hand is dealt after the dealer; the dealer, having seen only his own
    cards, keeps them or takes the unseen extra hand, and the rejected three go face up
    [seed 001 Schwimmen; seed 000 Hosenabe]. Off: the table is dealt face up
    (Tri Palki, Tuppenny, 41) [seed]."""
    deal_one_at_a_time: bool = False
    """Deal one card to each player then one face up to the table, three times over
    [seed 001 Tri Palki]. Off: packets of a whole hand, the table (or extra hand) last
    [our choice, NOTES 1.3 "dealt as if it were one more player, after the dealer"]."""
    direction: Literal["clockwise", "counterclockwise"] = "clockwise"
    """Direction of play and of the deal; seat ``i + 1`` is on seat ``i``'s left, so
    clockwise play goes to ``i + 1`` [our choice, NOTES 0; Hosenabe goes to the right, seed 000;
    Hosa Aba option, NOTES 3.3 ``direction``]."""
    dealer_plays_first: bool = False
    """The dealer takes the first turn [seed 001 Tri Palki]; otherwise the player after
    the dealer (forehand) starts [seed 001 Schwimmen]."""
    next_dealer: Literal["next", "highest_ordinary_hand", "biggest_loser_first"] = "next"
    """Who deals the next hand: the next surviving player in the direction of play
    [NOTES 0; seed 000 "to the right"; seed 001 Tuppenny "nearest surviving player to
    the left"]; the highest ordinary hand [seed 001 Tri Palki]; or the biggest loser
    plays first [seed 001, 41]."""

    # -- the turn ----------------------------------------------------------------
    allow_three_card_swap: bool = True
    """A player may exchange his whole hand for the table [seed 001: "Some people do not
    recognise the option of exchanging all three cards"; NOTES 1.4]."""
    pass_rule: Literal["always", "first_orbit", "not_twice", "once", "never"] = "always"
    """When a plain pass is allowed: always [seed 001 Schwimmen, Tri Palki]; only on a
    player's first turn [seed 001 Hosa Aba]; not on the turn after a pass, which must be
    an exchange [seed 000 Hosenabe]; only once in a hand [our choice: a house rule
    other Schwimmen programs offer; no rule page found]; never (Dutch 31, Tuppenny,
    41) [seed 001]."""
    all_pass: Literal["refresh", "end", "nothing", "next_may_renew"] = "refresh"
    """When every player in turn passes in one unbroken cycle: the table is replaced from
    the talon [seed 001 Schwimmen]; play ends [seed 001 Tri Palki]; nothing happens
    [our choice for Hosenabe, whose seed says nothing]; or ``next_may_renew``: nothing
    happens by itself, but the next player may ask for new table cards from the talon
    ("new-cards") and then still takes their turn, as may each player after them while
    the passes go on unbroken [our choice: a house rule other Schwimmen programs
    offer, where the renewal is a player's request rather than automatic]."""
    all_pass_empty_talon: Literal["end", "continue"] = "end"
    """When all pass but the talon cannot supply a new table: the hand ends as if someone
    had closed, or play simply continues [our choice, NOTES 1.3]."""
    close_replaces_action: bool = False
    """Closing (knock, stop, stick, end) is a turn of its own instead of an exchange
    [seed 000 STOP; seed 001 Dutch, Hosa Aba, Tuppenny, 41; G4A/BGA style for
    Schwimmen, NOTES 1.4]. Off: a player closes at the end of his turn, after an
    exchange or a pass [seed 001 Schwimmen "at the end of his turn"]."""
    close_effect: Literal["last_turns", "drop_out", "end_now"] = "last_turns"
    """What a close does: every other player gets exactly one more turn [seed 001
    Schwimmen, Hosa Aba, Tri Palki; seed 000]; the closer keeps his cards and is skipped
    until one open player is left, who gets one last turn [seed 001 Dutch 31, Tuppenny];
    or play ends at once [seed 001, 41 "End the game"]."""
    close_word: str = "close"
    """The word for closing, in notation and events: close, knock, stop, stick, end
    [seed texts]. Any of them is accepted when parsing."""
    thirty_one_name: str = "Schnauz"
    """What a 31 in one suit (an Ace and two 10-point cards) is called when shown, in
    events and hand descriptions: Schnauz [seed 001 Schwimmen "a declaration of 31
    (Schnauz)"]; Pants Down [seed 000]; Hosa aba [seed 001 Hosa Aba "called out as
    'Hosa aba!'"]; plain 31 where the seeds give it no name (Dutch 31, 41, Tri Palki,
    Tuppenny) [our choice]."""
    close_not_in_first_orbit: bool = False
    """A player may not close on his first turn of a hand [seed 000 "STOP may not be
    called in the first round"; seed 001 Hosa Aba; BGA for Schwimmen, NOTES 1.4]."""
    dealer_may_close_first_orbit: bool = False
    """With ``close_not_in_first_orbit``, the dealer is exempt: the dealer plays last in
    the first orbit, so by the dealer's first turn every player has had one, which is
    how Board Game Arena words the ban: "closing is allowed only after every player has
    had one turn" [src: NOTES 1.2, https://en.doc.boardgamearena.com/Gamehelpschwimmen;
    exempting the dealer is our reading of it]."""
    second_close_ends_hand: bool = False
    """In the last round after a close, another player may close too, and that second
    close ends the hand at once: the players who had not yet taken their last turn do
    not take it [src: a public Schnauz program whose game-logic tests end the game
    "when there have been two knocks" (GameLogicTest)]. Off: once a player has closed
    nobody else may."""
    close_requires_31: bool = False
    """Only a player holding 31 at the end of his turn may close ("last round")
    [seed 001 Tri Palki]."""
    swap_all_closes: bool = False
    """Exchanging the whole hand also closes the player's game [seed 001 Dutch 31]."""
    offerte: bool = False
    """When the table cards are all one suit (an "Offerte") a one-card exchange is
    forbidden [seed 001 Hosa Aba]."""
    new_cards: Literal["never", "any_time", "on_7_8_9"] = "never"
    """A turn may start by replacing the table with new cards from the stock: at any
    time [seed 001, 41 option 3]; only when 7, 8 and 9 lie on the table [src: Schwimmen
    Deluxe, NOTES 1.2 ``new_cards_on_7_8_9``]; or never."""
    new_cards_on_7_8_9: bool = False
    """The same as ``new_cards=on_7_8_9``, under NOTES 1.4's name [src: Schwimmen Deluxe,
    NOTES 1.2]."""
    new_cards_forces_swap: bool = False
    """After new cards the player must exchange exactly one card [seed 001, 41]; off: he
    takes his turn as usual."""
    recycle_discards: bool = False
    """When the stock runs out, the discarded cards become the new stock [seed 001, 41]."""
    reshuffle_discards: bool = True
    """Recycled discards are shuffled first [seed 001, 41 "with or without a shuffle";
    NOTES 4.3]."""
    washout: bool = False
    """Three table cards of one suit are discarded and replaced (repeatedly); a player
    whose turn caused it takes another turn; no stock left ends play [seed 001 Tri Palki]."""

    # -- hand values and specials -------------------------------------------------
    three_of_a_kind: float | None = ranged(
        30.5, 1, 41, "a hand value: the best hand of four cards is 41"
    )
    """What three cards of one rank are worth; none = an ordinary hand [seed 001:
    30.5, "some older descriptions ... do not recognise" trios; 31 in Tuppenny; ordinary
    in Tri Palki; NOTES 1.4 ``three_of_a_kind_counts_30_5``]."""
    pair_counts_sum: bool = False
    """Two cards of one rank (a pair) are worth the sum of their points when that is more
    than the best suit: two Aces are 22, a pair of Kings 20 [our choice: a house rule
    other Schwimmen programs offer; no rule page found]. Off: only cards of one suit
    add up [seed 001]."""
    three_aces: Literal["trio", "32", "33"] = "32"
    """Three Aces ("Feuer"): an ordinary trio, or a special worth 32 (or 33, "Füür im
    Dach") that must be shown at once, ends the hand, and costs every other player a
    chip [seed 001 Schwimmen 32; seed 000 optional 32; jassen.ch 33, NOTES 7.4]."""
    trio_rank_breaks_ties: bool = True
    """Between equal trios, the higher rank wins (A K Q J 10 9 8 7) [seed 001 Schwimmen];
    off: trios are not compared [seed 001 Dutch 31, Hosa Aba]."""
    tie_break: Literal["skat_suits", "card_ranks_then_suits", "none"] = "skat_suits"
    """How equal scores are split when finding the loser: by the suit of the scoring
    cards, clubs > spades > hearts > diamonds [seed 001 Schwimmen]; by the cards' ranks
    from the highest down, then hearts > diamonds > clubs > spades [seed 001 Tri Palki];
    or not at all [seed 001 Dutch 31, Hosa Aba; our choice for Hosenabe, NOTES 7.3]."""
    tied_lowest: Literal["all_lose", "nobody_loses"] = "all_lose"
    """Players still tied for lowest all lose [seed 001 Schwimmen, Hosa Aba], or nobody
    pays [seed 001 Tuppenny]."""
    knocker_loses_ties: bool = False
    """If the player who closed is among the tied lowest, only he loses [src: Schwimmen
    Deluxe, http://apk-dl.com/developer/Flagship%20Labs; NOTES 1.2 ``knocker_loses_ties``]."""
    thirty_one_ends_hand: bool = True
    """A 31 in one suit (Schnauz, Pants Down, Hosa aba) is shown at once and ends the
    hand, also when dealt [seed 001, seed 000; NOTES 1.3, 6 (dealt, our choice)]."""
    thirty_one_gives_last_turn: bool = False
    """A 31 gives every other player one more turn instead of ending the hand at once
    [src: G4A,
    http://android-online.ru/games/cards_and_casino/g4a-31schwimmen; NOTES 1.4]."""
    thirty_one_first_orbit_turns: bool = False
    """A 31 made in the first orbit lets every player who has not yet played take one
    turn; a dealt 31 lets every other player take one turn [seed 001 Dutch 31]."""
    dealt_specials_penalty: bool = False
    """A 31 at the deal costs every player without one a chip; Feuer at the deal costs
    the others 2 chips, 1 if they were dealt 31 [seed 001 optional; NOTES 1.4]."""
    manual_pants_down: bool = False
    """31 is not announced automatically: its holder must declare it on his turn, and a
    player who shows an undeclared 31 at the end loses the hand [seed 000; NOTES 7.3
    ``manual_pants_down``]."""
    cap_suit_total_at_31: bool = True
    """With several packs, a single-suit total is capped at 31 (A♥ A♥ K♥ is an ordinary
    31, not Pants Down) [our choice, NOTES 7.3]."""
    tri_palki_specials: bool = False
    """6-6-6 and a suited 6-7-8 are safe hands; three Aces give every player without a
    special hand a stick; specials cannot close or deal next [seed 001 Tri Palki]."""

    # -- the match ------------------------------------------------------------------
    scoring: Literal["lowest_loses", "points"] = "lowest_loses"
    """The lowest hand loses a chip [seed 001, seed 000]; or points: the winner gains
    his hand value, the others lose the difference [seed 001, 41]."""
    starting_chips: int = ranged(
        3, 1, 999, "a player needs a chip to lose; past 999 a match never ends at a table"
    )
    """Chips (tokens, lives, coins, sticks to spare) each player starts with: 3
    [seed 001 Schwimmen; seed 000 Hosenabe]; 6 lives [seed 001 Dutch,
    NOTES 2.3 ``starting_lives``]; 5 coins [Tuppenny]; 3 sticks [Tri Palki]."""
    starting_lives: int | None = ranged(
        None, 1, 999, "as for starting_chips: at least one to lose, at most 999"
    )
    """Dutch 31's name for ``starting_chips``; when given it sets the lives each player
    starts with [seed 001 "Everybody starts at six"; NOTES 2.3 ``starting_lives``]."""
    starting_tokens: int | None = ranged(
        None, 1, 999, "as for starting_chips: at least one to lose, at most 999"
    )
    """Hosenabe's name for ``starting_chips``; when given it sets the tokens each player
    starts with [seed 000 "Each player starts with 3 tokens"; NOTES 7.4 ``starting_tokens``]."""
    chip_name: ChipName = "chip"
    """What the chips are called in views and events [seed texts]; sticks count up."""
    swimming: bool = True
    """A player who pays his last chip is swimming (on trial, three sticks): his next loss
    puts him out [seed 001, seed 000]. Off: he is out at once (Dutch 31, except for the
    Chicken) [seed 001]."""
    chicken_enabled: bool = False
    """The first player to run out of lives alone takes the one Chicken and may lose once
    more [seed 001 Dutch 31; NOTES 2.3 ``chicken_enabled``]."""
    first_out_buys_drinks: bool = False
    """The first player out is reminded that he buys the next round of drinks
    [seed 000 "The first person out of the game buys the next round of drinks"]."""
    final_tie: Literal["replay", "share"] = "replay"
    """When every remaining player loses together at the end: play another deal, or
    share the win [seed 001 "they share the winnings, or ... another deal"; NOTES 1.3]."""
    game_length: Literal["hands", "target"] = "hands"
    """Points scoring ends after ``match_hands`` hands or when someone reaches
    ``target_points`` [our choice, NOTES 4.2 ``game_length``]."""
    match_hands: int = ranged(10, 1, 1000, "at least one hand; past 1,000 a match would last days")
    """Hands in a points match (``game_length=hands``) [our choice]."""
    target_points: int = ranged(
        150, 1, 10000, "a target to reach; past 10,000 points a match would last days"
    )
    """Points that end a points match (``game_length=target``) [our choice]."""
    max_rounds_without_knock: int = ranged(
        10, 1, 100, "at least one round; past 100 the limit no longer stops a stalled hand"
    )
    """After this many full rounds (every seat still playing has had as many turns)
    with no close (knock, stop, stick, end, or a shown 31 that closes the shower's
    game), the hand ends and is scored as it stands,
    as when the stock runs out under ``all_pass_empty_talon=end`` [our choice]. The
    seeds set no limit, yet two players who keep trading the same cards back and
    forth (or keep passing where ``all_pass=nothing``) would never end the hand; a
    table calls time on such a hand, as the tournament rules of other games do
    (chess's fifty-move rule, the Schwimmen apps' turn limits), and this makes every
    hand finish within a number of turns the engine can state (``Game.max_decisions``).
    Ten rounds is far more than real play takes: hands end in two or three rounds."""
    max_hands: int = ranged(
        200, 1, 10000, "at least one hand; the limit must stop a match that goes round"
    )
    """The match ends after this many hands at most; the seats still in with the most
    chips (the most points) share the win [our choice]. The seeds end a match only when
    one player is left, but hands where nobody pays (tied lowest hands in Tuppenny, a
    final tie replayed, every hand special in Tri Palki, washouts) can repeat, so
    without a cap the number of hands is unbounded; like a session played "until
    midnight", the cap makes every match end. Real matches take a few dozen hands."""

    # -- derived ------------------------------------------------------------------------
    _tables: dict[int, Any] = field(default_factory=dict, init=False, repr=False, compare=False)
    """The speed tables of these rules, per number of players (``tables.py``): data
    derived from the rules and kept with them, never a rule nor an option."""
    _evaluators: dict[bool, Any] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """The hand evaluators of these rules, for one pack and for several
    (``scoring.evaluator``): derived data like :attr:`_tables`."""

    def __post_init__(self) -> None:
        """Resolve the alias options, then refuse values out of range and options that
        cannot go together.
        """
        if self.starting_lives is not None and self.starting_tokens is not None:
            raise OptionError("give starting_lives or starting_tokens, not both")
        alias = self.starting_lives if self.starting_lives is not None else self.starting_tokens
        if alias is not None:
            object.__setattr__(self, "starting_chips", alias)
        if self.new_cards_on_7_8_9:
            if self.new_cards == "any_time":
                raise OptionError("new_cards_on_7_8_9 and new_cards=any_time disagree")
            object.__setattr__(self, "new_cards", "on_7_8_9")
        if not 2 <= self.lowest_rank <= 10:
            raise OptionError(f"lowest_rank={self.lowest_rank}: must be 2 to 10")
        if self.hand_size not in (3, 4):
            raise OptionError(f"hand_size={self.hand_size}: must be 3 or 4")
        if self.decks < 0:
            raise OptionError(f"decks={self.decks}: must be 0 (automatic) or more")
        if self.starting_chips < 1:
            raise OptionError(
                f"starting_chips={self.starting_chips}: every player needs at least 1 chip"
            )
        if self.max_rounds_without_knock < 1:
            raise OptionError(
                f"max_rounds_without_knock={self.max_rounds_without_knock}: must be at least 1"
            )
        if self.max_hands < 1:
            raise OptionError(f"max_hands={self.max_hands}: must be at least 1")
        if self.match_hands < 1 or self.target_points < 1:
            raise OptionError("match_hands and target_points must be at least 1")
        if self.close_effect == "drop_out" and not self.close_replaces_action:
            raise OptionError(
                "close_effect=drop_out needs close_replaces_action=true: "
                "closing your game is the whole turn"
            )
        if self.close_effect == "end_now" and not self.close_replaces_action:
            raise OptionError(
                "close_effect=end_now needs close_replaces_action=true: "
                "ending the game is done at the start of a turn"
            )
        if self.swap_all_closes and self.close_effect != "drop_out":
            raise OptionError("swap_all_closes needs close_effect=drop_out")
        if self.swap_all_closes and not self.allow_three_card_swap:
            raise OptionError("swap_all_closes needs allow_three_card_swap=true")
        if self.close_requires_31 and self.close_effect != "last_turns":
            raise OptionError("close_requires_31 needs close_effect=last_turns")
        if self.tri_palki_specials and self.lowest_rank > 6:
            raise OptionError(
                "tri_palki_specials needs the Sixes: set lowest_rank=6 or lower "
                f"(not {self.lowest_rank})"
            )
        if self.tri_palki_specials and self.three_aces != "trio":
            raise OptionError(
                f"tri_palki_specials and three_aces={self.three_aces}: both say what three "
                "Aces do (a stick for the others, or Feuer); set three_aces=trio"
            )
        if self.new_cards == "on_7_8_9" and (self.lowest_rank > 7 or self.hand_size != 3):
            raise OptionError("new_cards=on_7_8_9 needs 7s in the pack and 3-card hands")
        if self.new_cards_forces_swap and self.new_cards == "never":
            raise OptionError("new_cards_forces_swap needs new_cards=any_time or on_7_8_9")
        if self.thirty_one_gives_last_turn and not self.thirty_one_ends_hand:
            raise OptionError("thirty_one_gives_last_turn needs thirty_one_ends_hand=true")
        if self.thirty_one_gives_last_turn and self.thirty_one_first_orbit_turns:
            raise OptionError(
                "thirty_one_gives_last_turn and thirty_one_first_orbit_turns "
                "cannot both decide who plays after a 31"
            )
        if self.thirty_one_first_orbit_turns and not self.thirty_one_ends_hand:
            raise OptionError("thirty_one_first_orbit_turns needs thirty_one_ends_hand=true")
        if self.manual_pants_down and not self.thirty_one_ends_hand:
            raise OptionError("manual_pants_down needs thirty_one_ends_hand=true")
        if self.manual_pants_down and (
            self.thirty_one_gives_last_turn or self.thirty_one_first_orbit_turns
        ):
            raise OptionError("manual_pants_down cannot be combined with last turns after a 31")
        if self.dealt_specials_penalty and not self.thirty_one_ends_hand:
            raise OptionError("dealt_specials_penalty needs thirty_one_ends_hand=true")
        if self.dealt_specials_penalty and self.scoring != "lowest_loses":
            raise OptionError("dealt_specials_penalty needs scoring=lowest_loses")
        if self.chicken_enabled and self.swimming:
            raise OptionError(
                "chicken_enabled needs swimming=false: the Chicken is the only extra life"
            )
        if self.dealer_may_close_first_orbit and not self.close_not_in_first_orbit:
            raise OptionError(
                "dealer_may_close_first_orbit needs close_not_in_first_orbit=true: "
                "it exempts the dealer from that ban"
            )
        if self.dealer_may_close_first_orbit and self.dealer_plays_first:
            raise OptionError(
                "dealer_may_close_first_orbit cannot go with dealer_plays_first: the dealer "
                "is exempt because the dealer plays last in the first orbit"
            )
        if self.second_close_ends_hand and self.close_effect != "last_turns":
            raise OptionError(
                "second_close_ends_hand needs close_effect=last_turns: only then do the "
                "others play on after a close"
            )
        if self.pair_counts_sum and self.hand_size != 3:
            raise OptionError("pair_counts_sum needs hand_size=3: a pair is two of three cards")
        if self.all_pass == "next_may_renew" and self.pass_rule == "never":
            raise OptionError(
                "all_pass=next_may_renew needs passing: with pass_rule=never nobody passes"
            )
        if self.all_pass == "next_may_renew" and self.new_cards_forces_swap:
            raise OptionError(
                "all_pass=next_may_renew cannot go with new_cards_forces_swap: after asking "
                "for new cards the player still takes their turn as they like"
            )
        if self.knocker_loses_ties and self.close_effect != "last_turns":
            raise OptionError("knocker_loses_ties needs close_effect=last_turns")
        if self.scoring == "points" and (self.tri_palki_specials or self.dealt_specials_penalty):
            raise OptionError("scoring=points has no losers to give sticks or chips to")
        if self.three_of_a_kind is not None and not 0 < self.three_of_a_kind <= 41:
            raise OptionError(f"three_of_a_kind={self.three_of_a_kind}: must be 0 to 41")
        if not self.thirty_one_name.strip():
            raise OptionError("thirty_one_name: a 31 needs a name (31 itself will do)")
        if not self.close_word.strip() or " " in self.close_word.strip():
            raise OptionError(f"close_word={self.close_word!r}: must be one word")

    def __hash__(self) -> int:
        """The hash of every field, computed once (the rules key the per-rules tables)."""
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(tuple(getattr(self, f.name) for f in fields(self) if f.compare))
            object.__setattr__(self, "_hash", cached)
        return cached

    def __getstate__(self) -> dict[str, object]:
        """Pickled as the rule fields only: not the cached hash (string hashes differ
        between processes) nor the tables derived from the rules (``tables.py``).
        """
        state: dict[str, object] = {k: v for k, v in self.__dict__.items() if k != "_hash"}
        state["_tables"] = {}
        state["_evaluators"] = {}
        return state

    def unread_options(self) -> dict[str, str]:
        """The options these rules never read, each with where it applies instead
        (``core.options.unread_options``).
        """
        unread: dict[str, str] = {}
        if self.scoring == "points":
            chips = "applies with scoring=lowest_loses: under points nobody pays chips"
            for name in (
                "starting_chips",
                "starting_lives",
                "starting_tokens",
                "chip_name",
                "swimming",
                "chicken_enabled",
                "first_out_buys_drinks",
                "final_tie",
                "tied_lowest",
                "knocker_loses_ties",
                "dealt_specials_penalty",
            ):
                unread[name] = chips
            unread["next_dealer"] = (
                "applies with scoring=lowest_loses: under points the biggest loser plays first"
            )
        else:
            for name in ("game_length", "match_hands", "target_points"):
                unread[name] = "applies with scoring=points"
        if self.scoring == "points" and self.game_length != "hands":
            unread["match_hands"] = "applies with scoring=points and game_length=hands"
        if self.scoring == "points" and self.game_length != "target":
            unread["target_points"] = "applies with scoring=points and game_length=target"
        if self.swimming:
            unread["chicken_enabled"] = "applies with swimming=false"
        if self.hand_size != 3:
            for name in (
                "thirty_one_ends_hand",
                "thirty_one_gives_last_turn",
                "thirty_one_first_orbit_turns",
                "thirty_one_name",
            ):
                unread[name] = "applies with hand_size=3: a 31 is three cards of one suit"
        elif not self.thirty_one_ends_hand:
            for name in (
                "thirty_one_gives_last_turn",
                "thirty_one_first_orbit_turns",
                "dealt_specials_penalty",
                "thirty_one_name",
            ):
                unread[name] = "applies with thirty_one_ends_hand=true"
        if self.pass_rule == "never":
            for name in ("all_pass", "all_pass_empty_talon"):
                unread[name] = "applies when a player may pass (pass_rule other than never)"
        elif self.all_pass != "refresh":
            unread["all_pass_empty_talon"] = "applies with all_pass=refresh"
        elif self.pass_rule == "first_orbit":
            unread["all_pass_empty_talon"] = (
                "applies with pass_rule=always or not_twice: passing in the first orbit "
                "alone never empties the talon"
            )
        if self.new_cards == "never":
            for name in ("recycle_discards", "reshuffle_discards"):
                unread[name] = (
                    "applies with new_cards=any_time or on_7_8_9: only new cards run the stock out"
                )
        elif not self.recycle_discards:
            unread["reshuffle_discards"] = "applies with recycle_discards=true"
        if self.new_cards == "never":
            unread["new_cards_forces_swap"] = "applies with new_cards=any_time or on_7_8_9"
        if not self.close_not_in_first_orbit or self.dealer_plays_first:
            unread["dealer_may_close_first_orbit"] = (
                "applies with close_not_in_first_orbit=true and the dealer playing last "
                "(dealer_plays_first=false)"
            )
        if self.close_effect != "last_turns":
            unread["second_close_ends_hand"] = (
                "applies with close_effect=last_turns: only then do the others play on "
                "after a close"
            )
        if self.close_replaces_action:
            unread["close_requires_31"] = (
                "applies with close_replaces_action=false: it limits the close at the end of a turn"
            )
        if (
            self.tie_break == "card_ranks_then_suits"
            and self.decks <= 1
            and not (self.decks == 0 and self.extra_deck_per_ten_players)
        ):
            for name in ("tied_lowest", "knocker_loses_ties", "final_tie"):
                unread[name] = (
                    "applies when equal hands can tie: tie_break=card_ranks_then_suits splits "
                    "every tie of one pack"
                )
        if (
            self.three_aces == "trio"
            and (self.thirty_one_first_orbit_turns or self.thirty_one_gives_last_turn)
            and "dealt_specials_penalty" not in unread
        ):
            unread["dealt_specials_penalty"] = (
                "applies where a dealt special ends the hand: with three_aces=32 or 33, or "
                "without last turns after a 31"
            )
        if self.tied_lowest == "nobody_loses" and "final_tie" not in unread:
            unread["final_tie"] = (
                "applies with tied_lowest=all_lose: only tied lowest hands put every "
                "remaining player out at once"
            )
        return unread

    # -- derived ---------------------------------------------------------------------
    def num_decks(self, num_players: int) -> int:
        """How many packs are shuffled together for this many players.

        >>> PRESETS["hosenabe"].num_decks(9), PRESETS["hosenabe"].num_decks(10)
        (1, 2)
        """
        if self.decks:
            return self.decks
        return 1 + num_players // 10 if self.extra_deck_per_ten_players else 1

    def pack(self, num_players: int) -> tuple[Card, ...]:
        """The cards shuffled for a hand.

        >>> len(PRESETS["schwimmen"].pack(4)), len(PRESETS["41"].pack(4))
        (32, 52)
        """
        ranks = [r for r in Rank if r >= self.lowest_rank]
        return make_pack(ranks, copies=self.num_decks(num_players))

    def cards_needed(self, num_players: int) -> int:
        """Cards dealt at the start of a hand (hands plus table or extra hand)."""
        return (num_players + 1) * self.hand_size

    def with_options(self, **changes: Any) -> ThirtyOneRules:
        """A copy with some fields changed (validated)."""
        return replace(self, **changes)


_SCHWIMMEN = ThirtyOneRules()

PRESETS: dict[str, ThirtyOneRules] = {
    "schwimmen": _SCHWIMMEN,
    "hosenabe": ThirtyOneRules(
        thirty_one_name="Pants Down",
        lowest_rank=6,
        extra_deck_per_ten_players=True,
        direction="counterclockwise",
        pass_rule="not_twice",
        all_pass="nothing",
        close_replaces_action=True,
        close_word="stop",
        close_not_in_first_orbit=True,
        three_aces="trio",
        tie_break="none",
        trio_rank_breaks_ties=False,
        chip_name="token",
        first_out_buys_drinks=True,
    ),
    "dutch-31": ThirtyOneRules(
        thirty_one_name="31",
        pass_rule="never",
        close_replaces_action=True,
        close_effect="drop_out",
        swap_all_closes=True,
        all_pass="nothing",
        three_aces="trio",
        trio_rank_breaks_ties=False,
        tie_break="none",
        thirty_one_first_orbit_turns=True,
        starting_chips=6,
        chip_name="life",
        swimming=False,
        chicken_enabled=True,
    ),
    "hosa-aba": ThirtyOneRules(
        thirty_one_name="Hosa aba",
        lowest_rank=6,
        pass_rule="first_orbit",
        close_replaces_action=True,
        close_word="stop",
        close_not_in_first_orbit=True,
        offerte=True,
        three_aces="trio",
        trio_rank_breaks_ties=False,
        tie_break="none",
        chip_name="life",
    ),
    "41": ThirtyOneRules(
        thirty_one_name="31",
        lowest_rank=2,
        hand_size=4,
        dealer_chooses_extra_hand=False,
        next_dealer="biggest_loser_first",
        pass_rule="never",
        all_pass="nothing",
        close_replaces_action=True,
        close_effect="end_now",
        close_word="end",
        new_cards="any_time",
        new_cards_forces_swap=True,
        recycle_discards=True,
        three_of_a_kind=None,
        three_aces="trio",
        thirty_one_ends_hand=False,
        tie_break="none",
        trio_rank_breaks_ties=False,
        scoring="points",
        chip_name="point",
    ),
    "tri-palki": ThirtyOneRules(
        thirty_one_name="31",
        lowest_rank=6,
        dealer_chooses_extra_hand=False,
        deal_one_at_a_time=True,
        dealer_plays_first=True,
        next_dealer="highest_ordinary_hand",
        all_pass="end",
        close_requires_31=True,
        close_word="last-round",
        washout=True,
        three_of_a_kind=None,
        three_aces="trio",
        trio_rank_breaks_ties=False,
        tie_break="card_ranks_then_suits",
        thirty_one_ends_hand=False,
        tri_palki_specials=True,
        chip_name="stick",
    ),
    "tuppenny": ThirtyOneRules(
        thirty_one_name="31",
        lowest_rank=8,
        dealer_chooses_extra_hand=False,
        pass_rule="never",
        all_pass="nothing",
        close_replaces_action=True,
        close_effect="drop_out",
        close_word="stick",
        three_of_a_kind=31.0,
        three_aces="trio",
        trio_rank_breaks_ties=False,
        tie_break="none",
        tied_lowest="nobody_loses",
        starting_chips=5,
        chip_name="coin",
    ),
}
"""The named variants of the family, by canonical name."""
