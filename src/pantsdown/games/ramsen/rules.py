"""The rules of the Ramsen / Rams trick-taking family: one dataclass, nine presets.

Every game of the family deals five (Raub: four) cards, turns or names a trump
suit, lets players exchange with a talon and/or drop out, plays the tricks
under per-game obligations (follow, trump-if-void, head, overtrump) and scores
tricks against a running total that counts down.  The differences are fields
of :class:`RamsenRules`; where a field selects a behaviour no flag can express
it names a hook implemented once: ``bidding`` a procedure object in
:mod:`~pantsdown.games.ramsen.procedures`, ``scoring`` a table in ``scoring.py``.

Sources: seed 004 (catsatcards "How to Play Ramsen") and NOTES.md sections 0,
10-18.  Every field cites [seed], [src: ...] or [our choice].

>>> PRESETS["zwanzig"].plain_order
'skat'
>>> PRESETS["ramsen"].tricks_per_hand
5
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import cached_property
from typing import Any, Literal

from pantsdown.core.cards import PACK_32, PACK_33, PACK_36, Card, parse_cards
from pantsdown.core.errors import OptionError
from pantsdown.core.options import ranged

__all__ = ["BIDDINGS", "HOUSE_RULE_SCOPES", "PRESETS", "SCORINGS", "RamsenRules"]

_PACKS = {"32": PACK_32, "33": PACK_33, "36": PACK_36}

BIDDINGS = ("play_pass", "rams", "zwanzig", "schnalzen", "none", "raub", "mulatschak")
"""The bidding procedures (one ``Procedure`` object each, ``procedures/``), one per game shape."""
SCORINGS = ("tricks", "rams", "raub", "schnalzen", "mulatschak")
"""The scoring tables (hooks in ``scoring.py``)."""


@dataclass(frozen=True, kw_only=True)
class RamsenRules:
    """Every rule knob of the Ramsen / Rams family."""

    # -- cards and ranking ----------------------------------------------------
    pack: Literal["32", "33", "36"] = "32"
    """The pack: 32 cards (7-A), 33 (32 + the Weli 6♦) or 36 (6-A) [seed]."""
    plain_order: Literal["natural", "skat"] = "natural"
    """Rank order in a suit: natural A K Q J 10 9 8 7 (6), or skat A 10 K Q J 9 8 7
    (Zwanzig, Fünf dazu!) [seed; pagat gives natural for Zwanzig]."""
    permanent_top: tuple[Card, ...] = ()
    """Permanent trumps ranked above the trump Ace, high to low (Mönch: J♣;
    Bohemian Watten criticals: K♥ 7♦ 7♣) [NOTES 11.3, 16.3]."""
    permanent_after_ace: tuple[Card, ...] = ()
    """Permanent trumps ranked just below the trump Ace (Ramsen: 9♦ 7♦ Q♣ J♣)
    [seed; src: schoenramer, NOTES 10.3]."""
    weli: Literal["none", "second", "lowest"] = "none"
    """Where the Weli (6♦) ranks as a permanent trump: second (below the trump
    Ace) [src: de.wikipedia, cafe-krisch; seed for Schnalzen] or lowest [seed for
    Mulatschak, kept as an option, NOTES 18.3]."""
    strikers: bool = False
    """Bohemian Watten: the turned card's rank is a trump rank.  The turned card
    (Rechter) is the top trump, the other three of its rank (strikers) next and
    equal (the first played wins), then the trump suit [our choice, Watten model,
    NOTES 16.3]."""
    guater: bool = False
    """With ``strikers``: the trump-suit card one rank above the turned card (the
    Guater; above the Ace comes the lowest card) is the top trump, above the Rechter
    [src: http://jwatten.sourceforge.net/about.php, South Tyrolean Watten: 'die Karte,
    die einen Schlag höher ist als der angesagte Schlag ... die beste Karte ... der
    Guate'; off]."""
    weli_turned: Literal["printed_suit", "no_trump"] = "printed_suit"
    """A permanent trump turned up: its printed suit is trumps [seed, Ramsen] or
    the hand has no trump suit (Schnalzen's Weli) [seed]."""

    # -- cut and deal ---------------------------------------------------------
    schleck: bool = False
    """The cutter (dealer's right) may take the bottom card of the cut-off top
    packet (the last card of the deck order) and gets one card fewer in the first
    packet [seed: Ramsen Schleken, Mulatschak Weli; src: Wikipedia, criticals]."""
    schleck_chain: int = ranged(
        1, 1, 3, "the cutter, the dealer and the cutter again take at most one card each"
    )
    """How many cards may be taken at the cut, in turn cutter, dealer, cutter: after
    a card is taken the next bottom card is looked at by the next taker.  Ramsen,
    Mulatschak: 1 [seed]; Bohemian Watten criticals: 3, 'the dealer may take a
    second one, and the cutter a third' [src: https://en.wikipedia.org/wiki/Bohemian_Watten,
    NOTES 16.2]."""
    schleck_cards: tuple[Card, ...] = ()
    """Cards that may be taken at the cut; empty means any card (Ramsen) [seed]."""
    schleck_always_asked: bool = True
    """The taker at the cut is asked (``schleck`` / ``pass``, or only ``pass``) even
    when the bottom card may not be taken, so that being asked shows nothing about
    the card [our choice]; ``False`` passes for him without asking."""
    schleck_shown: bool = False
    """The taken card is shown to everyone (Mulatschak) rather than kept secret
    (Ramsen: 'no other players see this card') [seed]."""
    schlecker_may_exchange: bool = False
    """May the player who took the cut card exchange?  Ramsen: no [seed];
    criticals preset: yes [our choice]."""
    packets: tuple[int, ...] = ranged(
        (3, 2), 1, 5, "a packet is 1 to 5 cards; a hand is 5 cards at most"
    )
    """Packet sizes of the deal, clockwise from forehand [seed; NOTES 10.4 our
    choice of direction]."""
    deal_order: Literal["clockwise", "counterclockwise"] = "clockwise"
    """Packets go clockwise from forehand [our choice, NOTES 10.4 and 14.3: the seed
    says 'starts with the player at his right', which contradicts itself], or
    counterclockwise from the dealer's right (rearhand).  Play is always clockwise."""
    turn_after_packet: int | None = ranged(
        2, 1, 3, "a packet round of the deal: a hand has at most three"
    )
    """The trump card is turned after this many packet rounds (2 = after the deal;
    1 = between the packets, Bohemian Watten, Schnalzen, Raub); ``None`` = no
    turned card [seed]."""
    trump_source: Literal["turned", "announcer", "declarer", "none"] = "turned"
    """Where the trump suit comes from: the turned card, the forehand after the
    first packet (Zwanzig; ``announcer`` goes with ``bidding = zwanzig``), the bid
    winner (Mulatschak), or no trumps (Fünf dazu!) [seed]."""
    widow: bool = False
    """Rams: a five-card widow is dealt like an extra hand, just before the dealer
    in each round [seed]."""

    # -- exchange -------------------------------------------------------------
    exchange_limit: int = ranged(0, 0, 5, "a hand has five cards")
    """How many cards each player may exchange with the talon, once (0 = no
    exchange) [seed: Ramsen 5, Zwanzig 3, Bohemian Watten 3, Raub draw 4]."""
    dealer_exchange_limit: int | None = ranged(None, 0, 5, "a hand has five cards")
    """The dealer's own limit, if different (Bohemian Watten: 2 more after the
    turned card) [seed]."""
    exchange_limit_small_table: int | None = ranged(None, 0, 5, "a hand has five cards")
    """The limit with fewer than 3 players, if different (4 in Böhmisch Watten)
    [src: https://hudln.de/spielregeln]."""
    exchange_total_cap: int | None = ranged(None, 0, 25, "five players exchange five cards at most")
    """A cap on the cards exchanged by all players together in one hand (5)
    [src: schoenramer; NOTES 10.5, off by default]."""
    dealer_takes_trump: bool = False
    """The dealer may swap one card of his hand for the turned trump card before
    exchanging; the swapped-out card is out of play [seed]."""
    exchanged_must_play: bool = False
    """Ramsen: 'Any player who exchanged one or more cards must opt to Play'
    [seed]."""
    swap_counts_as_exchange: bool = False
    """Does the dealer's swap for the turned trump card count as an exchange for
    ``exchanged_must_play``?  No: the seed names it apart from exchanging 'any
    other cards' [our choice]."""

    # -- bidding / dropping ---------------------------------------------------
    bidding: Literal["play_pass", "rams", "zwanzig", "schnalzen", "none", "raub", "mulatschak"] = (
        "play_pass"
    )
    """The bidding procedure (a ``Procedure`` object): Ramsen's play/pass after the
    exchange, Rams' General/drop/widow, Zwanzig's drop round, Schnalzen's stay at
    home, none, Raub's calls, Mulatschak's trick bids [seed]."""
    min_players_to_play: int = ranged(2, 1, 5, "at most five players sit at the table")
    """Ramsen: 'If every player passes or every player but one passes, the hand
    is not played' [seed]."""
    general_rams: bool = True
    """Rams: a player may call General Rams (win all five tricks) [seed]."""
    widow_must_play: bool = True
    """Rams: taking the widow commits forehand to play [our choice, NOTES 12: the
    source breaks off]; ``False`` lets him still drop."""
    general_trump_swap: bool = True
    """Rams: the dealer may take the turned card under General Rams too
    [our choice, NOTES 12]."""
    no_drop_suit: Literal["none", "clubs", "spades", "hearts", "diamonds"] = "diamonds"
    """Zwanzig: nobody may drop when this suit is trumps: diamonds [seed; src:
    pagat 'If diamonds are trumps, everyone must stay in'], clubs at other tables
    [src: https://github.com/oli-69/zwanzigab, no drop 'wenn Trumpf ... Kreuz'], or
    ``none``."""
    no_drop_first_hand: bool = False
    """Zwanzig: nobody may drop in the first hand of the match [src:
    https://github.com/oli-69/zwanzigab, dropping only 'wenn das Spiel nicht in der
    ersten Runde ist'; off]."""
    drops_in_a_row: int | None = ranged(
        None, 1, 20, "hands in a row; 1 lets nobody drop twice running"
    )
    """Zwanzig: a player who dropped this many hands in a row must play the next
    (``None``: no limit).  The public program plays n - 2 (2 at four players) [src:
    https://github.com/oli-69/zwanzigab, 'wenn er nicht schon zu oft hintereinander
    ausgesetzt hat'; off]."""
    two_must_play: bool = False
    """Zwanzig: at most n - 2 players may drop: once that many have dropped, the
    rest must play, so the announcer never plays alone [src:
    https://github.com/oli-69/zwanzigab, 'wenn nicht schon zu viele andere Spieler
    ausgestiegen sind'; off]."""
    hearts_forced_from_hand: int | None = ranged(9, 1, 10000, "a hand number, counting from 1")
    """Zwanzig: from this hand on (counting from 1) hearts are always trumps and
    nobody names them [seed]."""
    hearts_blind: bool = False
    """Zwanzig: before looking at their first cards the announcer may call hearts blind
    (``blind``): hearts are trumps and the hand scores double again, four times the
    usual with ``hearts_double`` [src: https://github.com/oli-69/zwanzigab, 'Herz-Blind'
    before the deal, 'score *= 4'; off]."""
    trump_next_card: bool = False
    """Zwanzig: instead of naming a suit the announcer may say ``next-card``: the next
    card dealt to them (the first of their second packet) is shown to all and its suit is
    trumps [src: https://github.com/oli-69/zwanzigab, trump colour 0 takes 'next card'
    of the announcer's stack; off]."""
    announcer_alone_tricks: int = ranged(5, 0, 5, "a hand has five tricks")
    """Zwanzig: if all others drop, the announcer scores this many tricks [seed]."""
    announcer_pays_double: bool = False
    """Zwanzig: an announcer who plays and takes no trick adds twice the
    ``no_trick_penalty`` (and that doubles again under hearts) [src:
    https://github.com/oli-69/zwanzigab, the trumper's penalty 'score *= 2'; off]."""
    ten_no_drop: bool = True
    """Schnalzen: nobody may stay at home when a Ten is turned [seed]."""
    no_drop_at_or_below: int | None = ranged(
        None, 0, 100, "a score; the starting scores are at most 100"
    )
    """Nobody may stay at home (Zwanzig: drop) with a score at or below this
    (Schnalzen and Mulatschak: 5) [seed]; Zwanzig: off, 5 at some tables [src:
    https://github.com/oli-69/zwanzigab, dropping only with more than 5 points]."""
    stay_home_cost: int = ranged(
        1, 0, 50, "points for a hand; past 50 one hand would decide the match"
    )
    """Points added for staying at home (Schnalzen, Mulatschak) [seed]."""
    stay_home_doubled: bool = True
    """A doubled hand (hearts, a whiteout, a Refa) doubles the stay-at-home cost
    too: the seed says 'all scoring for the hand is doubled' [our choice]."""
    lone_dealer_score: int = ranged(
        5, 0, 50, "points for a hand; past 50 one hand would decide the match"
    )
    """Schnalzen: if everyone but the dealer stays at home, the dealer scores this
    much without play; Mulatschak: the declarer [seed]."""
    muss_threshold: int | None = ranged(9, 0, 100, "a score; the starting scores are at most 100")
    """Raub: if any score is at or below this at the start of a hand, the dealer
    may call Muss (``None``: no Muss) [seed]."""
    allow_decline_deal: bool = True
    """Raub: the dealer may pass the deck on, which is a Refa [seed]."""
    raub_redraws: int = ranged(
        2, 0, 5, "turned cards; a third card of the first suit ends the deal anyway"
    )
    """Raub: after all pass, the dealer may turn further trump cards; a third card
    of the first suit is a Refa [seed]."""
    refa_stacking: Literal["queue", "single"] = "queue"
    """Raub: each Refa doubles one later played hand (queue) [seed], or any number
    of pending Refas double only the next played hand (single) [our choice].
    Mulatschak's whiteouts wait to double a hand the same way [our choice]."""
    draw_limit: int = ranged(4, 0, 5, "a hand has five cards")
    """Raub: each active player may discard and draw up to this many [seed]."""
    declarer_target: int = ranged(2, 1, 5, "a hand has five tricks")
    """Raub: tricks the declarer (I lead, Raub, Muss) needs [seed]."""
    stih_target: int = ranged(1, 1, 5, "a hand has five tricks")
    """Raub: tricks a Stih dealer needs [seed]."""
    declarer_fail: int = ranged(
        4, 0, 50, "points for a hand; past 50 one hand would decide the match"
    )
    """Raub: points a failed declarer adds [seed]."""
    defender_fail: int = ranged(
        2, 0, 50, "points for a hand; past 50 one hand would decide the match"
    )
    """Raub: points a failed defender (Idem) adds [seed]."""
    all_nejdem_tricks: int = ranged(4, 0, 5, "a hand has five tricks")
    """Raub: tricks the declarer scores if every defender says Nejdem [seed]."""
    whiteout: bool = True
    """Mulatschak: a player with no K, Q or J may call a whiteout; the same dealer
    redeals and the next hand scores double [seed]."""
    whiteout_figures: bool = False
    """Mulatschak: the Ace and the Weli also count as figures for the whiteout
    [src: cafe-krisch, de.wikipedia]."""
    min_bid: int = ranged(1, 1, 5, "a hand has five tricks")
    """Mulatschak: the lowest trick bid (0 is meaningless) [our choice]."""
    all_pass: Literal["redeal", "dealer_forced", "redeal_double"] = "redeal"
    """Mulatschak: if every bidder passes, the deal is thrown in and passes on with
    no score [our choice], or the dealer may not pass [NOTES 18.4 option], or the
    deal is thrown in and the next hand played scores double, like a whiteout
    (``redeal_double``, the house rule 'all passing doubles the next hand' as issue
    13 names it [our choice: no public text of it found])."""
    bid_one_hearts: bool = False
    """Mulatschak: a winning bid of one trick plays in hearts: the declarer names no
    other suit (so a bid of 1 is worth making only with hearts) [src: a public
    Mulatschak program in Lua, 'Mulatschak v1 (Salzburg)': 'announcing 1 is only
    legal if trump=Hearts (and then Hearts is trump)'; off]."""
    no_exchange_at_or_below: int | None = ranged(
        3, 0, 100, "a score; the starting scores are at most 100"
    )
    """Mulatschak: a player with a score at or below this may not exchange [seed];
    Zwanzig (off in its preset): 3 at some tables [src: https://github.com/oli-69/zwanzigab,
    exchanging only with more than 3 points]."""
    others_exchange_declarers_count: bool = True
    """Mulatschak: the other players exchange at most as many cards as the declarer
    did [seed]; ``False``: each may exchange up to ``exchange_limit`` (5) whatever
    the declarer did (a house rule [src: cafe-krisch, 'each player ... is allowed to
    exchange cards - between one and five'; https://github.com/fekoch/Mulatschak,
    its tutorial lets every player exchange 1 to 5])."""
    no_exchange_in_hearts: bool = False
    """Mulatschak: nobody exchanges when hearts are trumps (the hand is played with
    the cards dealt), the house rule as issue 13 names it [our choice: no public text
    of it found; off]."""
    weli_trump_redraw: bool = False
    """Mulatschak: when an on-sight replacement is a trump the declarer may take
    it and gets a further face-up card for that slot (the discarded card still
    waits there); a non-trump taken or the original kept closes the slot, and the
    exchange stops when his hand holds five cards (originals still waiting go out
    of play) [NOTES 18.3 option, our reading of the garbled seed: 'continuing
    until he has five cards in his hand']."""
    mulatschak_score: int = ranged(
        10, 0, 100, "points for a hand; the starting scores are at most 100"
    )
    """Mulatschak: points for making (subtract) or failing (add; others subtract)
    a Mulatschak bid [seed]."""
    mulatschak_fail_others: int = ranged(
        10, 0, 100, "points for a hand; the starting scores are at most 100"
    )
    """Mulatschak: points every other player subtracts when a Mulatschak bid fails
    [seed: 'each other player is entitled to subtract 10 points'].  Their tricks
    then score nothing else (no -1 per trick, no +5) [our choice]."""
    mulatschak_declarer_fail: int = ranged(
        10, 0, 100, "points for a hand; the starting scores are at most 100"
    )
    """Mulatschak: points a declarer who misses his bid adds [seed]."""
    mulatschak_made_others: int | None = ranged(
        None, 0, 100, "points for a hand; the starting scores are at most 100"
    )
    """Mulatschak: what every other player adds when a Mulatschak bid is made.
    ``None``: they played and took no trick, so they add ``no_trick_penalty`` [seed];
    a number: they add that instead (10 at tables where a made Mulatschak costs
    everyone else 10 [src: https://github.com/dmetzner/Mulatschak, a made Muli gives
    'others + Muli Points'; https://github.com/fekoch/Mulatschak, 'die anderen
    addieren 10 Punkte'])."""
    mulatschak_fail_paid_to: Literal["all", "trick_takers"] = "all"
    """Mulatschak: who subtracts ``mulatschak_fail_others`` when a Mulatschak bid
    fails: every other player [seed], or only those who took a trick from the
    declarer (``trick_takers`` [src: https://github.com/fekoch/Mulatschak, 'der/die
    Spieler, die ihm Stiche weggenommen haben subtrahieren 10 Punkte'])."""
    monch_flush_bonus: bool = False
    """Mönch: after the exchange, a player with five cards of one suit (the J♣
    wild) wins the hand at once and ticks 5 strokes [NOTES 11.3, provisional]."""
    monch_holder_names_trump: bool = False
    """Mönch: the holder of the J♣ may name the trump suit after the deal
    [src: de.wiki.li Mistigri; NOTES 11.3 option, off]."""

    # -- play -----------------------------------------------------------------
    follow: bool = True
    """Follow: play the led (effective) suit if you can [seed, all games]."""
    trump_if_void: bool = True
    """Trump-if-void: unable to follow, you must trump if you can [seed]."""
    head: bool = True
    """Head: following suit, you must beat the trick if you can [seed]."""
    overtrump: bool = True
    """Overtrump: trumping, you must beat any trump already in the trick if you
    can [seed]."""
    head_when_void: bool = False
    """Unable to follow, you must play a card that wins the trick if you have one
    (Bohemian Watten: 'if a player can win the trick ... they must'; Mulatschak:
    trump only if it would win) [seed]."""
    follow_trumps_only: bool = False
    """Only a trump lead must be followed: to a plain lead any card may be played
    (no follow, head or trump duty), to a trump lead the usual duties hold (Watten:
    'wenn Trumpf ausgespielt wird, muss man ein Trumpf zugeben ... Wird eine Unfarbe
    ausgespielt, so muss man diese nicht zugeben' [src: mascht.com Watten rules,
    https://www.yumpu.com/de/document/view/51803993]; off: Bohemian Watten follows
    every suit [seed])."""
    strikers_free: bool = False
    """With ``strikers``: the cards of the turned rank (the Rechter and the strikers)
    do not count as trumps for following: they may be played to any trick and never
    have to be; the duties bind the other cards only (Watten: the Rechte 'muss nicht
    ins Spiel gebracht werden, sollte Trumpf gefordert sein' [src: mascht.com, as for
    ``follow_trumps_only``]; off [our choice, NOTES 16.3])."""
    critical_lead_free: bool = False
    """A led permanent top trump (a Critical) binds nobody: the others may play any
    card to it (the Watten house rule as issue 13 names it [our choice: no public
    text of it found; cf. schoenramer: only a led Rechter obliges everyone to play
    trumps]; off)."""
    auto_forced_calls: bool = True
    """A seat whose rules leave a single call (the announcer or dealer who may
    not drop, a Muss defender, a player who exchanged ...) is not asked: the call
    is applied and reported as a forced ``Called`` event [our choice]; ``False``
    asks the seat anyway, with that one legal action."""
    leader: Literal["forehand", "declarer"] = "forehand"
    """Who leads the first trick: the first active player from forehand, or the
    declarer / announcer / General Rams caller [seed]."""

    # -- scoring and match end ------------------------------------------------
    scoring: Literal["tricks", "rams", "raub", "schnalzen", "mulatschak"] = "tricks"
    """The scoring table (a hook in ``scoring.py``) [seed]."""
    start_score: int = ranged(
        20, 1, 100, "the score counted down; past 100 a match would last days"
    )
    """The score each player starts from and counts down [seed]."""
    crosses: int | None = ranged(None, 1, 20, "crosses of five tricks; 20 crosses start at 100")
    """Ramsen: the number of crosses of five tricks to complete (the start score
    is 5 x crosses) [seed; src: Wikipedia 'game is 10 points']."""
    no_trick_penalty: int = ranged(
        5, 0, 50, "points for a hand; past 50 one hand would decide the match"
    )
    """Points added for playing and winning no trick [seed]."""
    hearts_double: bool = False
    """All scores of a hand double when hearts are trumps [seed]."""
    slam_bonus: int = ranged(0, 0, 50, "points for a hand; past 50 one hand would decide the match")
    """Zwanzig: extra points subtracted for winning all five tricks
    [src: http://en.shram.kiev.ua/games/cards/2_dvadsat_vniz.shtml; off]."""
    end_rule: Literal["lowest", "all", "exact_zero"] = "lowest"
    """Match end: anyone at or below zero ends it and the lowest score wins, ties
    sharing (Ramsen: 'the one with the largest surplus wins; if still tied, the
    win is shared' [our choice, NOTES 10.4]; Rams: several reaching 0 counters in
    one hand [our choice]; Zwanzig, Fünf dazu!, Schnalzen, Mulatschak [seed]);
    ``all``: everyone at or below zero wins together (Raub [seed]; flip it for
    Ramsen/Rams to share among all finishers); or only exactly zero wins (Bohemian
    Watten) [seed]."""
    exact_zero_bounce: bool = False
    """Bohemian Watten: points past zero bounce back (2 - 3 = 1) [seed]."""
    scores_stop_at_zero: bool = False
    """A score never goes below 0: a hand that would take it lower leaves it at 0
    (so players finishing in one hand tie at 0 rather than the deepest winning)
    [src: https://github.com/dmetzner/Mulatschak, 'lives can't reach a value below
    0'; off]."""
    tie_plays_on: bool = False
    """With ``end_rule = lowest``: when several players share the lowest score at
    the end, nobody has won yet and play goes on until one alone is lowest (the
    Zwanzig house rule as issue 13 names it [our choice: no public text of it
    found]; off: the tied share the win).  ``max_hands`` still ends the match."""
    max_hands: int = ranged(
        100, 1, 10000, "at least one hand; the limit must stop a match that goes round"
    )
    """A match still going after this many hands (thrown-in deals count) ends, and
    the lowest score wins, ties sharing.  A safety stop so that every match ends,
    also between random players (who call General Rams far too often) [our choice]:
    the seed's scores need not fall (General Rams, thrown-in deals), so only this
    stop bounds a match (``game_facts`` uses it).  At least 1."""
    continue_until_two_zero: bool = False
    """Fünf dazu!: play on until two players are at or below zero
    [src: https://casinospiegel.net/funf-dazu.html; off]."""

    def __post_init__(self) -> None:
        if not isinstance(self.max_hands, int) or self.max_hands < 1:
            raise OptionError(f"max_hands={self.max_hands!r}: must be a whole number, at least 1")
        if not 1 <= self.schleck_chain <= 3:
            raise OptionError(f"schleck_chain={self.schleck_chain}: must be 1 to 3")
        if self.weli != "none" and self.pack == "32":
            raise OptionError(f"weli={self.weli!r} needs a pack with the Weli (33 or 36)")
        if self.exchange_limit < 0 or self.exchange_limit > 5:
            raise OptionError(f"exchange_limit={self.exchange_limit}: must be 0 to 5")
        if sum(self.packets) > 5 or sum(self.packets) < 1:
            raise OptionError(f"packets={self.packets}: a hand is 1 to 5 cards")
        if self.crosses is not None and self.crosses < 1:
            raise OptionError(f"crosses={self.crosses}: must be at least 1")
        if self.start_score < 1:
            raise OptionError(f"start_score={self.start_score}: must be at least 1")
        for name, where in self.out_of_scope().items():
            if getattr(self, name):
                raise OptionError(f"{name}={getattr(self, name)!r} has no effect here: {where}")
        if (self.trump_source == "announcer") != (self.bidding == "zwanzig"):
            raise OptionError(
                f"trump_source={self.trump_source!r} with bidding={self.bidding!r}: the "
                "announcer names trumps after the first packet in Zwanzig's procedure only "
                "(trump_source='announcer' goes with bidding='zwanzig')"
            )
        turned = self.turn_after_packet is not None and self.trump_source == "turned"
        if self.strikers and not turned:
            raise OptionError(
                "strikers needs a card turned for trumps (trump_source=turned and "
                "turn_after_packet set): the strikers are the turned card's rank"
            )
        if self.dealer_takes_trump and not turned:
            raise OptionError(
                "dealer_takes_trump needs a card turned for trumps (trump_source=turned and "
                "turn_after_packet set): the dealer takes the turned card"
            )
        if self.widow and self.bidding != "rams":
            raise OptionError(
                f"widow with bidding={self.bidding!r}: only Rams' procedure (bidding=rams) "
                "lets a player take the widow"
            )
        pack = set(_PACKS[self.pack])
        for name in ("permanent_top", "permanent_after_ace", "schleck_cards"):
            missing = [c for c in getattr(self, name) if c not in pack]
            if missing:
                raise OptionError(
                    f"{name}: {' '.join(map(str, missing))} is not in the {self.pack}-card pack"
                )
        both = set(self.permanent_top) & set(self.permanent_after_ace)
        if both:
            raise OptionError(
                f"{' '.join(sorted(map(str, both)))} is in both permanent_top and "
                "permanent_after_ace: a permanent trump has one place"
            )
        if len(set(self.permanent_top + self.permanent_after_ace)) != len(
            self.permanent_top + self.permanent_after_ace
        ):
            raise OptionError("a card is named twice among the permanent trumps")

    def unread_options(self, num_players: int | None = None) -> dict[str, str]:
        """The options these rules never read, each with where it applies instead
        (``core.options.unread_options``): a bidding procedure's own options
        (``Procedure.options``) apply to the presets that play it, and some
        options only with another one set.  With ``num_players``, the options
        that apply to other table sizes too.
        """
        from pantsdown.games.ramsen.procedures import PROCEDURES

        own = PROCEDURES[self.bidding].options
        unread = {
            name: f"{where}, not to bidding={self.bidding}"
            for name, where in _procedure_scopes().items()
            if name not in own
        }
        for name, where in self.out_of_scope().items():
            unread[name] = f"applies only where it can: {where}"
        proc = PROCEDURES[self.bidding]
        for name in proc.ignores:
            unread[name] = f"applies to the other procedures, not to bidding={self.bidding}"
        if not self.schleck:
            for name in (
                "schleck_chain",
                "schleck_cards",
                "schleck_always_asked",
                "schleck_shown",
                "schlecker_may_exchange",
            ):
                unread[name] = "applies with schleck=true (taking a card at the cut)"
        elif not self.schleck_cards:
            unread["schleck_always_asked"] = (
                "applies with schleck_cards set: when any card may be taken at the cut, "
                "the taker always has a choice and is always asked"
            )
        if self.weli == "none" or self.turn_after_packet is None or self.trump_source != "turned":
            unread["weli_turned"] = (
                "applies with a Weli (weli=second or lowest) and a card turned for trumps"
            )
        if "exchange_total_cap" not in unread and not proc.exchanges(self):
            unread["exchange_total_cap"] = "applies when players exchange (exchange_limit above 0)"
        if not self.trump_if_void:
            unread["overtrump"] = "applies with trump_if_void=true"
        if self.trump_source == "none":
            unread["hearts_double"] = "applies when there are trumps (trump_source other than none)"
        if self.scoring not in ("tricks", "rams"):
            unread["slam_bonus"] = "applies with scoring=tricks or rams"
        if self.scoring == "raub":
            unread["no_trick_penalty"] = "applies to every scoring but scoring=raub"
        if self.end_rule == "exact_zero":
            unread["continue_until_two_zero"] = "applies with end_rule=lowest or all"
        if (
            "stay_home_doubled" not in unread
            and not self.hearts_double
            and not (self.bidding == "mulatschak" and self.whiteout)
        ):
            unread["stay_home_doubled"] = (
                "applies when a hand can score double (hearts_double=true, or a whiteout)"
            )
        if self.crosses is not None:
            unread["start_score"] = "applies with crosses=none: crosses set the start score"
        if num_players is not None and num_players >= 3:
            unread["exchange_limit_small_table"] = "applies with fewer than 3 players"
        return unread

    def out_of_scope(self) -> dict[str, str]:
        """The house-rule options (:data:`HOUSE_RULE_SCOPES`) that cannot apply under
        these rules, each with where it applies; set, they are refused.
        """
        return {
            name: where for name, (applies, where) in HOUSE_RULE_SCOPES.items() if not applies(self)
        }

    # -- derived --------------------------------------------------------------

    @cached_property
    def tricks_per_hand(self) -> int:
        """Cards per hand, which is the number of tricks."""
        return sum(self.packets)

    @cached_property
    def free_leads(self) -> bool:
        """Does any lead or card escape the duties to follow (``follow_trumps_only``;
        ``strikers_free`` with strikers; ``critical_lead_free`` with Criticals)?  Each
        option is read only where it can apply.
        """
        return (
            self.follow_trumps_only
            or (self.strikers and self.strikers_free)
            or (bool(self.permanent_top) and self.critical_lead_free)
        )

    @property
    def initial_score(self) -> int:
        """Each player's score at the start of the match."""
        return 5 * self.crosses if self.crosses is not None else self.start_score

    @cached_property
    def pack_cards(self) -> tuple[Card, ...]:
        """The cards of the pack."""
        return _PACKS[self.pack]

    def __getstate__(self) -> dict[str, object]:
        """Pickle the rule fields only, not what is derived from them (the rank tables of
        ``ranking.py``, the cached properties).
        """
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def with_options(self, **changes: Any) -> RamsenRules:
        """A copy with some fields changed (checked by ``__post_init__``)."""
        return replace(self, **changes)


def _procedure_scopes() -> dict[str, str]:
    """Where each bidding procedure's own option applies: the procedures that read
    it and the presets that play them (``applies to rams (bidding=rams)``), in the
    order the procedures list their options.
    """
    from pantsdown.games.ramsen.procedures import PROCEDURES

    readers: dict[str, list[str]] = {}
    for bidding, proc in PROCEDURES.items():
        for name in proc.options:
            readers.setdefault(name, []).append(bidding)
    return {
        name: f"applies to {', '.join(p for p, r in PRESETS.items() if r.bidding in biddings)} "
        f"(bidding={' or '.join(biddings)})"
        for name, biddings in readers.items()
    }


HOUSE_RULE_SCOPES: dict[str, tuple[Callable[[RamsenRules], bool], str]] = {
    "guater": (
        lambda r: r.strikers,
        "the Guater sits above the Rechter, so it applies with strikers=true (bohemian-watten)",
    ),
    "strikers_free": (
        lambda r: r.strikers,
        "it frees the strikers, so it applies with strikers=true (bohemian-watten)",
    ),
    "critical_lead_free": (
        lambda r: bool(r.permanent_top),
        "it frees a led Critical, so it applies with permanent_top set "
        "(bohemian-watten-criticals, monch)",
    ),
    "scores_stop_at_zero": (
        lambda r: not r.exact_zero_bounce,
        "with exact_zero_bounce=true a score past zero bounces back, so it applies "
        "with exact_zero_bounce=false",
    ),
    "tie_plays_on": (
        lambda r: r.end_rule == "lowest",
        "it breaks a tie for the lowest score, so it applies with end_rule=lowest",
    ),
}
"""House rules that need another rule: for each, whether it can apply under some rules
and, when not, where it applies (``RamsenRules.out_of_scope``)."""

_RAMSEN_PERMANENT = tuple(parse_cards("9d 7d Qc Jc"))

_RAMSEN = RamsenRules(
    permanent_after_ace=_RAMSEN_PERMANENT,
    schleck=True,
    exchange_limit=5,
    dealer_takes_trump=True,
    exchanged_must_play=True,
    bidding="play_pass",
    scoring="tricks",
    crosses=2,
    start_score=10,
)

PRESETS: dict[str, RamsenRules] = {
    "ramsen": _RAMSEN,
    "monch": replace(
        _RAMSEN,
        permanent_after_ace=(),
        permanent_top=tuple(parse_cards("Jc")),
        monch_flush_bonus=True,
    ),
    "rams": RamsenRules(
        widow=True,
        bidding="rams",
        dealer_takes_trump=True,
        scoring="rams",
        start_score=10,
    ),
    "raub": RamsenRules(
        packets=(2, 2),
        turn_after_packet=1,
        bidding="raub",
        exchange_limit=4,
        dealer_takes_trump=True,
        leader="declarer",
        scoring="raub",
        start_score=21,
        end_rule="all",
    ),
    "zwanzig": RamsenRules(
        plain_order="skat",
        packets=(2, 3),
        turn_after_packet=None,
        trump_source="announcer",
        exchange_limit=3,
        no_exchange_at_or_below=None,
        bidding="zwanzig",
        head=False,
        overtrump=False,
        leader="declarer",
        hearts_double=True,
        start_score=20,
    ),
    "funf-dazu": RamsenRules(
        plain_order="skat",
        turn_after_packet=None,
        trump_source="none",
        bidding="none",
        trump_if_void=False,
        overtrump=False,
        start_score=15,
    ),
    "bohemian-watten": RamsenRules(
        turn_after_packet=1,
        strikers=True,
        exchange_limit=3,
        dealer_exchange_limit=2,
        dealer_takes_trump=True,
        bidding="none",
        trump_if_void=False,
        overtrump=False,
        head_when_void=True,
        hearts_double=True,
        start_score=20,
        end_rule="exact_zero",
        exact_zero_bounce=True,
    ),
    "bohemian-watten-criticals": RamsenRules(
        turn_after_packet=1,
        permanent_top=tuple(parse_cards("Kh 7d 7c")),
        schleck=True,
        schleck_cards=tuple(parse_cards("Kh 7d 7c")),
        schleck_chain=3,
        schlecker_may_exchange=True,
        exchange_limit=3,
        exchange_limit_small_table=4,
        dealer_exchange_limit=2,
        dealer_takes_trump=True,
        bidding="none",
        trump_if_void=False,
        overtrump=False,
        head_when_void=True,
        hearts_double=True,
        start_score=20,
    ),
    "schnalzen": RamsenRules(
        pack="33",
        weli="second",
        weli_turned="no_trump",
        turn_after_packet=1,
        bidding="schnalzen",
        trump_if_void=False,
        head=False,
        overtrump=False,
        no_drop_at_or_below=5,
        scoring="schnalzen",
        no_trick_penalty=10,
        start_score=20,
    ),
    "mulatschak": RamsenRules(
        pack="36",
        weli="second",
        schleck=True,
        schleck_cards=(Card.parse("6d"),),
        schleck_shown=True,
        schlecker_may_exchange=True,
        turn_after_packet=None,
        trump_source="declarer",
        exchange_limit=5,
        bidding="mulatschak",
        trump_if_void=False,
        overtrump=False,
        head_when_void=True,
        leader="declarer",
        no_drop_at_or_below=5,
        scoring="mulatschak",
        hearts_double=True,
        start_score=15,
    ),
}
"""The nine presets, by canonical variant name."""
