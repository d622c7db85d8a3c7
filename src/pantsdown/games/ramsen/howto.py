"""How to play each Ramsen-family preset, in plain words (``pantsdown rules GAME``).

Each text follows the preset's default options in :mod:`.rules` and its bidding
procedure, from the seed text ("How to Play Ramsen" on CatsAtCards.com) and the
sources our notes name.

>>> from pantsdown.games.ramsen.rules import PRESETS
>>> sorted(HOW_TO_PLAY) == sorted(PRESETS)
True
"""

from __future__ import annotations

from pantsdown.core.howto import HowToPlay

__all__ = ["HOW_TO_PLAY"]

_LOWEST_WINS = "When a player reaches 0 or below, the match ends and the lowest score wins."
_FOLLOW_HEAD_TRUMP = "follow suit, else trump, and always beat the trick if you can"

HOW_TO_PLAY: dict[str, HowToPlay] = {
    "ramsen": HowToPlay(
        goal="Take tricks: you need ten (two crosses of five), and each trick ticks one off.",
        deal=(
            "32 cards; five each (3 then 2), then a card turned for trumps. 9♦ 7♦ Q♣ J♣ "
            "are always trumps, just below the Ace. The cutter may secretly schleck the "
            "bottom card of the cut."
        ),
        turn=(
            "From the dealer's left, exchange up to five cards (the dealer may first take "
            "the turned trump); then say play or pass: whoever exchanged must play."
        ),
        end_of_hand=(
            f"Five tricks: {_FOLLOW_HEAD_TRUMP}. With fewer than two playing, the hand is "
            "not played."
        ),
        scoring=(
            "Each trick ticks one off what you still need; a player who played and took no "
            "trick gets another cross (5 more to take)."
        ),
        end_of_match="At 0 or below the match ends; the biggest surplus wins.",
    ),
    "monch": HowToPlay(
        goal="Take tricks: you need ten (two crosses of five), and each trick ticks one off.",
        deal=(
            "32 cards; five each (3 then 2), then a card turned for trumps. J♣, the Mönch, "
            "is always the top trump. The cutter may secretly schleck the bottom card of "
            "the cut."
        ),
        turn=(
            "From the dealer's left, exchange up to five cards (the dealer may first take "
            "the turned trump); then say play or pass: whoever exchanged must play."
        ),
        end_of_hand=(
            f"Five tricks: {_FOLLOW_HEAD_TRUMP}. A player holding five cards of one suit "
            "(the Mönch counts as any) wins the hand at once."
        ),
        scoring=(
            "Each trick ticks one off, a five-card suit five. Playing and taking no trick "
            "gives you another cross (5 more to take)."
        ),
        end_of_match="At 0 or below the match ends; the biggest surplus wins.",
    ),
    "rams": HowToPlay(
        goal="Take tricks to get rid of your 10 counters: the first with none left wins.",
        deal=(
            "32 cards; five each (3 then 2) and a five-card widow, then a card turned for trumps."
        ),
        turn=(
            "Anyone may call General Rams (all five tricks); all then play. Else, from the "
            "dealer's left, drop or play (the first may swap hand for widow). A playing "
            "dealer may take the turned trump."
        ),
        end_of_hand=(
            f"Five tricks: {_FOLLOW_HEAD_TRUMP}. If all drop up to the dealer's right, that "
            "player and the dealer must play."
        ),
        scoring=(
            "A trick takes off a counter; playing and taking none adds 5. General Rams "
            "made: caller -5, others +5; lost: caller +5, others -1 a trick."
        ),
        end_of_match="The first to get rid of all their counters wins.",
    ),
    "raub": HowToPlay(
        goal=(
            "Bring your score from 21 to 0 or below: as declarer take 2 of the 4 tricks, as "
            "a defender who plays along take 1."
        ),
        deal="32 cards; two each, a card turned for trumps, then two more each.",
        turn=(
            "Unseen, the dealer may call Raub (take the trump card) or Stih on a 7. Else, "
            "from the dealer's left, pass or lead; if all pass, the dealer may lead, redraw "
            "the trump or throw in (a Refa). Defenders say idem (play) or nejdem (drop)."
        ),
        end_of_hand=(
            f"Players still in draw up to four new cards; the declarer leads four tricks: "
            f"{_FOLLOW_HEAD_TRUMP}."
        ),
        scoring=(
            "Tricks come off your score. A declarer short of 2 (Stih: 1) adds 4; a defender "
            "with no trick adds 2. A Refa doubles a later hand."
        ),
        end_of_match="When anyone reaches 0 or below, everyone at 0 or below wins together.",
    ),
    "zwanzig": HowToPlay(
        goal="Bring your score from 20 down to 0 by taking tricks.",
        deal=(
            "32 cards, ranked A 10 K Q J 9 8 7. Two each; the dealer's left (the announcer) "
            "names trumps; then three more each."
        ),
        turn=(
            "From the announcer, exchange up to three cards; then the others play or drop "
            "(nobody drops under diamonds). If all drop, the announcer takes five tricks."
        ),
        end_of_hand=(
            "The announcer leads five tricks: follow suit, else trump if you can; the "
            "trick's winner leads next."
        ),
        scoring=(
            "Each trick takes one off; playing and taking none adds 5. Hearts as trumps "
            "doubles it all, and from hand 9 hearts are always trumps."
        ),
        end_of_match=_LOWEST_WINS,
    ),
    "funf-dazu": HowToPlay(
        goal="Bring your score from 15 down to 0 by taking tricks.",
        deal="32 cards, ranked A 10 K Q J 9 8 7; five each, the rest unused. No trumps.",
        turn=(
            "Nobody drops. The dealer's left leads; in turn, play a card: follow suit if "
            "you can, and beat the trick if you can."
        ),
        end_of_hand=("Five tricks; the highest card of the suit led wins each and leads the next."),
        scoring='Each trick takes one off your score; taking no trick adds 5 ("five to it").',
        end_of_match=_LOWEST_WINS,
    ),
    "bohemian-watten": HowToPlay(
        goal="Bring your score from 20 down to exactly 0 by taking tricks.",
        deal=(
            "32 cards; three each, a card turned up, two more. The turned card sets the "
            "trump suit and rank: it is top, then the other three of its rank (strikers)."
        ),
        turn=(
            "From the dealer's left, exchange up to three cards (the dealer may take the "
            "turned card and exchange two). Nobody drops; the dealer's left leads."
        ),
        end_of_hand=(
            "Five tricks: follow suit; if any legal card can win the trick, play one. Of "
            "equal strikers the first played wins."
        ),
        scoring=(
            "Each trick takes one off; taking none adds 5; hearts as trumps doubles it. "
            "Points past 0 bounce back up."
        ),
        end_of_match="A player at exactly 0 wins; several at 0 share the win.",
    ),
    "bohemian-watten-criticals": HowToPlay(
        goal="Bring your score from 20 down to 0 by taking tricks.",
        deal=(
            "32 cards; the Criticals K♥ 7♦ 7♣ rank above the trump Ace. The cutter, the "
            "dealer, then the cutter again may secretly take one from the bottom of the "
            "cut. Three each, a card turned for trumps, two more."
        ),
        turn=(
            "From the dealer's left, exchange up to three cards (four with two players; "
            "the dealer may take the turned card and exchange two). Nobody drops."
        ),
        end_of_hand=(
            "The dealer's left leads five tricks: follow suit; if any legal card can win "
            "the trick, play one."
        ),
        scoring="Each trick takes one off; taking none adds 5; hearts as trumps doubles it.",
        end_of_match=_LOWEST_WINS,
    ),
    "schnalzen": HowToPlay(
        goal="Bring your score from 20 down to 0 by taking tricks. Four players.",
        deal=(
            "33 cards: 32 and the Weli (6♦), the second-highest trump. Three each, a card "
            "turned for trumps (a turned Weli: no trumps), two more."
        ),
        turn=(
            "From the dealer's left, play or stay at home (+1); not the dealer, nor anyone "
            "at 5 or less, nor anyone when a 10 is turned."
        ),
        end_of_hand=(
            "The dealer's left leads five tricks: follow suit if you can, else play "
            "anything; the highest trump, else the highest of the suit led, wins."
        ),
        scoring=(
            "A trick takes one off; playing and taking none adds 10. Taking all five: -10, "
            "every other player +10. If all others stay, the dealer takes 5 off."
        ),
        end_of_match=_LOWEST_WINS,
    ),
    "mulatschak": HowToPlay(
        goal="Take tricks to bring your score from 15 to 0, and make your bid.",
        deal=(
            "36 cards (6 to Ace); the Weli (6♦) is the second-highest trump. The cutter may "
            "take and show a Weli at the bottom of the cut. Five each (3 then 2)."
        ),
        turn=(
            "Bid 1 to 5 tricks, Mulatschak (all five) or pass; the dealer may hold. The "
            "declarer names trumps and exchanges on sight; the others stay at home (+1) or "
            "play and exchange."
        ),
        end_of_hand=(
            "The declarer leads five tricks: follow suit and beat the trick if you can; "
            "void, play a winning trump if you have one."
        ),
        scoring=(
            "A trick takes one off; a declarer short of the bid adds 10, no trick adds 5. "
            "Mulatschak made -10; lost +10, others -10. Hearts double."
        ),
        end_of_match=_LOWEST_WINS,
    ),
}
"""Each preset's how-to-play text, by preset name."""
