"""Moves a player would call blunders, from the rules; the expert bot avoids them all.

Each test sets up a position in the position notation (``from_position``) and
asks the expert level (fixed seed, its own budget) for its move from the
seat's view only.
"""

from __future__ import annotations

from pantsdown.bots.base import make_bot
from pantsdown.core.registry import from_position
from pantsdown.games.thirty_one.prose import result_words

SCHWIMMEN_31_ON_THE_TABLE = """\
game: schwimmen 3
phase: turn
hand_number: 0
dealer: 2
to_act: 0
chips: 3,3,3
points: 0,0,0
is_out: 0,0,0
chicken: none
chicken_gone: 0
hands: Ah Kh 8d / 8c Qs 10c / Js Qd 10h
table: Qh 8s 7c
widow: -
stock: As Kc 7d Jc 7h 8h Ac 9h 7s Ad 10d Ks 9d 9s Jd Kd Qc 9c Jh 10s
discards: -
known: - / - / -
turns_taken: 0,0,0
passed_last_turn: 0,0,0
passed_this_hand: 0,0,0
passes_in_a_row: 0
closed: 0,0,0
closed_by: none
still_to_play: none
took_new_cards: 0
turns_since_close: 0
hand_over: 0
next_dealer: 2
results: []
match_winners:
"""

SCHWIMMEN_DO_NOT_FEED_THE_31 = """\
game: schwimmen 3
phase: turn
hand_number: 0
dealer: 2
to_act: 0
chips: 3,3,3
points: 0,0,0
is_out: 0,0,0
chicken: none
chicken_gone: 0
hands: Qh As 7c / Ah Kh 8h / Jd Kd 9d
table: Ks 8d 9c
widow: -
stock: 8c 10c Jc Qc Kc Ac 7d 10d Qd Ad 7h 9h 10h Jh 7s 8s 9s 10s Js Qs
discards: -
known: - / Ah Kh / -
turns_taken: 1,1,1
passed_last_turn: 0,0,0
passed_this_hand: 0,0,0
passes_in_a_row: 0
closed: 0,0,0
closed_by: none
still_to_play: none
took_new_cards: 0
turns_since_close: 3
hand_over: 0
next_dealer: 2
results: []
match_winners:
"""

PASKAHOUSU_PLAY_ON_THE_PILE = """\
game: paskahousu 3
phase: play
dealer: 2
hand_number: 0
turns: 58
to_act: 2
hands: 10d Jd 9d Ks / - / Qs 5s
known: 9d Ks / - / 5s
forced_lead: -
stock: -
pile: 7s
fallen: 3c 9c 9s 9h Qh Qd Ah Ad 5h 5d 7c 7d 8d 10h 5c 8c Kc Kd Ac 4s 4h 4d 6h 10c 3s 3h \
6c 6s 6d 7h 8h Jc Js Jh Qc As 4c 8s Kh 2c 2s 2h 2d 3d 10s
out_order: 1
in_hand: 1,0,1
hands_won: 0,0,0
times_paskahousu: 0,0,0
results: []
"""

UNDERWEAR_GO_OUT = """\
game: underwear 3
phase: play
hand_number: 0
dealer: 0
to_act: 0
table_order: 0,1,2
hands: Kc Jc Kh Kd / As 5h 8h 2h / Ah 8s 10c 6d Ac
stock: Qh Jd 6c 5s 9c 7h 4h 6h 4d Ks 2s 8c 9d 3c 5d 3h 2c 8d 6s 3s 3d 10h Qc Jh 7d Ad 9s 9h
downpile: -
discards: 7c 5c 4c Js 4s Qs 10d 2d Qd
piles: 10s 7s / - / -
passes: 0
has_drawn: 0
doubled_this_hand: 0,0,0
doubled_this_game: 0,0,0
double_offer: -1
scores: 0,0,0
blocked_run: 0
results: []
match_winners:
"""

ZWANZIG_FIVE_TRUMPS = """\
game: zwanzig 4
phase: bid
hand_number: 0
dealer: 0
scores: 20,20,20,20
pending_doubles: 0
drop_streak: 0,0,0,0
results: []
match_winners:
steps: play
queue: 2,3,0
to_act: 2
hands: 7c Js Qs Jd Ad / As 7h 8s 10s Kd / Ac Kc Qc Jc 10c / 8c 9c Ah 10d 7s
stock: 7d
turned: none
trump_card: none
trump: clubs
widow: -
discards: 9s 9h 8d / Ks 8h 9d / Jh Qh Qd / 10h Kh
folded_counts: 0,0,0,0
public_out: -
known: - / - / - / -
schlecker: none
schlecked: 0,0,0,0
cut_card: none
cut_seat: -1
exchanged: 3,3,3,2
exchange_total: 11
active: 1,1,1,1
stayed: 0,0,0,0
calls: .,.,.,.
declarer: 1
contract: announcer
high_bid: 0
swapped: 0
sub_exchange: 0
redraws: 0
onsight: none
onsight_discards: -
leader: 0
trick: -
best_seat: 0
tricks:
won: 0,0,0,0
void_masks: 0,0,0,0
"""


def expert_move(position: str, seed: int = 1) -> str:
    """The expert level's move in ``position``, from the seat to act's view."""
    state = from_position(position, seed=seed)
    seat = state.current_player()
    bot = make_bot("expert", state.game.family.id, seed=seed)
    return str(bot.choose(state.view(seat), state.legal_actions()))


def test_schwimmen_a_swap_that_makes_31_is_never_passed_up() -> None:
    """Ah Kh in hand and Qh on the table: swapping for it shows 31, and 31 ends the
    hand at once with everyone else paying."""
    state = from_position(SCHWIMMEN_31_ON_THE_TABLE, seed=1)  # the next deal is fixed
    state.apply_text(expert_move(SCHWIMMEN_31_ON_THE_TABLE))
    result = state.hand_result()
    assert result is not None and result_words(result)[0] == "seat 0 showed 31"
    assert 0 not in result.losers


def test_schwimmen_the_card_that_completes_the_next_players_31_is_kept() -> None:
    """Everyone saw seat 1 pick up Ah and Kh; Qh would give it 31, which ends the hand
    with the lowest hand paying.  Swapping 7c for Ks makes the same 21 in spades as
    swapping Qh for it, so the expert does not put Qh on the table."""
    move = expert_move(SCHWIMMEN_DO_NOT_FEED_THE_31)
    assert not move.startswith(("swap Qh", "swap all"))
    state = from_position(SCHWIMMEN_DO_NOT_FEED_THE_31, seed=1)
    state.apply_text(move)
    assert "Qh" not in [str(c) for c in state.view(1).table]


def test_paskahousu_a_player_who_can_play_on_the_pile_does_not_pick_it_up() -> None:
    """With the stock gone, Qs beats the 7s on the pile: picking the pile up instead
    only makes the hand bigger."""
    assert expert_move(PASKAHOUSU_PLAY_ON_THE_PILE) != "pickup"


def test_underwear_a_player_who_can_go_out_goes_out() -> None:
    """Four royalties in hand and all of them playable together: playing them empties
    the hand, which ends it with the going-out score."""
    assert expert_move(UNDERWEAR_GO_OUT) == "royal Kc Kh Kd Jc"


def test_zwanzig_a_hand_that_wins_five_tricks_is_not_dropped() -> None:
    """Ac Kc Qc Jc 10c with clubs trumps take every trick: dropping would give up
    the five tricks the hand cannot lose."""
    assert expert_move(ZWANZIG_FIVE_TRUMPS) != "drop"
