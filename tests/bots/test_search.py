"""The search bots: legal, deterministic for a seed, and their moves explained as data."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pantsdown.bots.base import BOT_KINDS, make_bot
from pantsdown.bots.search import Budget, IsmctsBot, PimcBot
from pantsdown.core.errors import OptionError
from pantsdown.core.protocol import Action, State
from pantsdown.core.registry import make

PRESETS = ["schwimmen", "paskahousu", "zwanzig", "underwear"]


def first_choice(state: State, bot: PimcBot | IsmctsBot) -> tuple[str, tuple[str, ...]]:
    """Play the heuristic bot until a seat has a real choice; the search bot's move there.

    Its explanation lists every legal action, searched or not.
    """
    family = state.game.family.id
    heuristic = make_bot("heuristic", family, seed=1)
    while True:
        seat = state.current_player()
        legal = state.legal_actions()
        if len(legal) > 1:
            action = bot.choose(state.view(seat), legal)
            assert action in legal
            assert bot.explanation is not None
            listed = tuple(str(a.action) for a in bot.explanation.alternatives)
            assert sorted(listed) == sorted(str(a) for a in legal)
            assert str(bot.explanation.action) == str(action)
            return str(action), listed
        state.apply(heuristic.choose(state.view(seat), legal))


@pytest.mark.parametrize("preset", PRESETS)
def test_pimc_is_legal_and_deterministic_for_a_seed(preset: str) -> None:
    """The same seed and view give the same move and the same estimates."""
    a = first_choice(make(preset, None, seed=5), PimcBot(9, budget=Budget(3)))
    b = first_choice(make(preset, None, seed=5), PimcBot(9, budget=Budget(3)))
    assert a == b


@pytest.mark.parametrize("preset", PRESETS)
def test_ismcts_is_legal_and_deterministic_for_a_seed(preset: str) -> None:
    """The same seed and view give the same move and the same estimates."""
    a = first_choice(make(preset, None, seed=5), IsmctsBot(9, budget=Budget(20)))
    b = first_choice(make(preset, None, seed=5), IsmctsBot(9, budget=Budget(20)))
    assert a == b


def test_every_level_is_a_bot_kind() -> None:
    """``make_bot`` knows the four levels beside random and heuristic."""
    assert set(BOT_KINDS) == {"random", "heuristic", "easy", "medium", "hard", "expert"}
    names = [make_bot(kind, "thirty_one", seed=1).name for kind in BOT_KINDS]
    assert names == ["random", "heuristic", "easy", "medium", "hard", "expert"]


def test_a_budget_of_no_iterations_is_refused_naming_it() -> None:
    """A budget needs at least one iteration; the error quotes the number."""
    with pytest.raises(OptionError, match="at least 1 iteration, not 0"):
        Budget(0)


def test_the_expert_thinks_with_its_presets_budget() -> None:
    """The 31 family's expert imagines four times as many worlds a move as ``hard``;
    Paskahousu's runs its family's ISMCTS iterations."""
    from pantsdown.bots.levels import EXPERT_PIMC_WORLDS, HARD_WORLDS, ExpertBot, expert_iterations

    assert EXPERT_PIMC_WORLDS["thirty_one"] == 4 * HARD_WORLDS["thirty_one"]
    for preset, family in (("schwimmen", "thirty_one"), ("paskahousu", "paskahousu")):
        state = make(preset, 3, seed=2)
        bot = ExpertBot(family, seed=1)
        bot.cpu_cap_ms = None  # the budget alone decides, however slow the machine
        heuristic = make_bot("heuristic", family, seed=1)
        while len(state.legal_actions()) < 2:
            seat = state.current_player()
            state.apply(heuristic.choose(state.view(seat), state.legal_actions()))
        bot.choose(state.view(state.current_player()), state.legal_actions())
        assert bot.explanation is not None
        worlds = EXPERT_PIMC_WORLDS.get(family) or expert_iterations(family, preset)
        assert bot.explanation.worlds == worlds


def test_a_cpu_time_budget_must_be_positive_and_is_quoted() -> None:
    """A CPU-time cap of zero is refused, naming it."""
    with pytest.raises(OptionError, match="CPU-time budget must be positive, not 0 ms"):
        Budget(10, cpu_milliseconds=0)


@pytest.mark.parametrize(("preset", "family"), [("41", "thirty_one"), ("mulatschak", "ramsen")])
def test_the_experts_cpu_cap_cuts_a_long_search_short(preset: str, family: str) -> None:
    """With its CPU cap the expert stops searching when the cap is reached, before its
    iteration budget: a cap too small for one iteration leaves one world searched, and
    the move is still legal.
    """
    from pantsdown.bots.levels import ExpertBot

    state = make(preset, 4, seed=2)
    expert = ExpertBot(family, seed=1)
    expert.cpu_cap_ms = 1e-6
    heuristic = make_bot("heuristic", family, seed=1)
    for _ in range(500):
        legal = state.legal_actions()
        view = state.view(state.current_player())
        if len(legal) > 1:
            move = expert.choose(view, legal)
            if expert.explanation is not None:
                assert move in legal
                assert expert.explanation.worlds == 1
                return
        state.apply(heuristic.choose(view, legal))
    raise AssertionError(f"{preset}: no searched decision in the first 500")


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_a_level_needs_the_familys_heuristic_bot(level: str) -> None:
    """Without a heuristic bot to roll out with, a level is refused when it is made."""
    with pytest.raises(OptionError, match="no heuristic bot for 'nosuch'"):
        make_bot(level, "nosuch", seed=1)


@pytest.mark.parametrize(("preset", "family"), [("schwimmen", "thirty_one"), ("zwanzig", "ramsen")])
def test_the_expert_leaves_the_heuristics_move_only_for_a_clearly_better_one(
    preset: str, family: str
) -> None:
    """Every expert move is the heuristic bot's, or estimated better than it: (families
    with paired checks) on the heuristic's shortlist and ahead of it in the search
    (these families' heuristic bots use no dice, so a fresh one agrees).  In the Ramsen
    family the expert searches only the declarations, and plays the best mean of its
    PIMC there; elsewhere it plays the heuristic's move and gives no estimate.
    """
    from pantsdown.bots.levels import ExpertBot
    from pantsdown.bots.search.common import CONFIRM_Z, SHORTLIST

    state = make(preset, 4, seed=11)
    expert = ExpertBot(family, seed=3)
    heuristic = make_bot("heuristic", family, seed=1)
    seen = 0
    while seen < 6 and not state.is_terminal():
        seat = state.current_player()
        legal = state.legal_actions()
        view = state.view(seat)
        plain = heuristic.choose(view, legal)
        if len(legal) > 1:
            move = expert.choose(view, legal)
            if expert.explanation is None:
                assert family == "ramsen" and move == plain
            elif move != plain:
                by_action = {a.action: a.value for a in expert.explanation.alternatives}
                if family in CONFIRM_Z:
                    assert move in heuristic.shortlist(view, legal, SHORTLIST[family])
                    assert by_action[move] > by_action[plain]
                else:
                    assert by_action[move] == max(by_action.values())
            seen += 1
        state.apply(plain)
    assert seen == 6


@pytest.mark.parametrize("preset", ["schwimmen", "paskahousu"])
def test_the_search_weighs_the_heuristics_shortlist_and_only_that(preset: str) -> None:
    """Where the family's heuristic bot offers a shortlist, the search's playouts go to
    those moves (the heuristic's own first) and the others are listed unsearched."""
    from pantsdown.bots.search.common import SHORTLIST

    state = make(preset, 4, seed=8)
    family = state.game.family.id
    heuristic = make_bot("heuristic", family, seed=1)
    for bot in (PimcBot(2, budget=Budget(4)), IsmctsBot(2, budget=Budget(40))):
        probe = state.clone()
        while len(probe.legal_actions()) <= SHORTLIST[family] + 2:
            seat = probe.current_player()
            probe.apply(heuristic.choose(probe.view(seat), probe.legal_actions()))
        view, legal = probe.view(probe.current_player()), probe.legal_actions()
        shortlist = heuristic.shortlist(view, legal, SHORTLIST[family])
        assert shortlist[0] == heuristic.choose(view, legal)
        bot.choose(view, legal)
        assert bot.explanation is not None
        searched = {a.action for a in bot.explanation.alternatives if a.visits}
        assert searched <= set(shortlist) and bot.explanation.action in shortlist
        assert len(bot.explanation.alternatives) == len(legal) > len(shortlist)


@pytest.mark.parametrize("preset", ["schwimmen", "41", "tuppenny", "paskahousu"])
def test_the_heuristics_own_move_heads_its_shortlist(preset: str) -> None:
    """At every decision of a hand (the dealer's choice too), the shortlist starts with
    the move the heuristic bot makes, and holds only legal moves."""
    state = make(preset, 4, seed=3)
    family = state.game.family.id
    heuristic = make_bot("heuristic", family, seed=1)
    checked = 0
    while not state.is_terminal() and state.hand_result() is None and checked < 40:
        seat = state.current_player()
        view, legal = state.view(seat), state.legal_actions()
        shortlist = heuristic.shortlist(view, legal, 3)
        move = heuristic.choose(view, legal)
        if getattr(view, "stock_size", 1) > 0:  # Paskahousu's bot wanders without a stock
            assert shortlist[0] == move
        assert set(shortlist) <= set(legal)
        checked += 1
        state.apply(move)
    assert checked > 3


def test_underwear_shortlists_legal_moves_best_first() -> None:
    """Underwear's shortlist: distinct legal moves, as many as asked, the heuristic's
    choice among them (its ties are broken by dice, so it is one of the best)."""
    state = make("underwear", 3, seed=4)
    heuristic = make_bot("heuristic", "underwear", seed=1)
    checked = 0
    while not state.is_terminal() and state.hand_result() is None and checked < 30:
        view, legal = state.view(state.current_player()), state.legal_actions()
        shortlist = heuristic.shortlist(view, legal, 4)
        assert len(shortlist) == min(4, len(legal)) == len(set(shortlist))
        assert set(shortlist) <= set(legal)
        checked += 1
        state.apply(heuristic.choose(view, legal))
    assert checked > 3


def _walk_until(preset: str, seed: int, stop: Callable[[list[Action]], bool]) -> State:
    """A hand of ``preset`` played by the Ramsen heuristic bot up to the first decision
    whose legal actions ``stop`` accepts."""
    state = make(preset, 4, seed=seed)
    heuristic = make_bot("heuristic", "ramsen", seed=1)
    while not stop(state.legal_actions()):
        seat = state.current_player()
        state.apply(heuristic.choose(state.view(seat), state.legal_actions()))
    return state


def _first_card_choice(preset: str, seed: int) -> State:
    """A hand of ``preset`` played by the heuristic bot up to the first card to play
    with a choice of cards."""
    from pantsdown.games.ramsen.actions import Play

    return _walk_until(preset, seed, lambda legal: len(legal) > 1 and isinstance(legal[0], Play))


def test_the_ramsen_expert_leaves_the_play_of_the_cards_to_the_heuristic_unless_asked() -> None:
    """In Zwanzig the expert searches the declarations only: at a card to play it plays
    the heuristic bot's card and explains nothing; set to search everything (as for
    ``--hints``) it ranks every legal card."""
    from pantsdown.bots.levels import ExpertBot

    state = _first_card_choice("zwanzig", 5)
    heuristic = make_bot("heuristic", "ramsen", seed=1)
    view, legal = state.view(state.current_player()), state.legal_actions()
    expert = ExpertBot("ramsen", seed=2)
    assert expert.choose(view, legal) == heuristic.choose(view, legal)
    assert expert.explanation is None
    hints = ExpertBot("ramsen", seed=2)
    hints.search_everything = True
    hints.choose(view, legal)
    assert hints.explanation is not None
    assert {alt.action for alt in hints.explanation.alternatives} == set(legal)


def _first(preset: str, seed: int, kind: type[Action]) -> State:
    """A hand of ``preset`` played by the heuristic bot up to the first decision with a
    legal action of ``kind``."""
    return _walk_until(preset, seed, lambda legal: any(isinstance(a, kind) for a in legal))


def _first_exchange(preset: str, seed: int) -> State:
    """A hand of ``preset`` played by the heuristic bot up to the first exchange."""
    from pantsdown.games.ramsen.actions import Exchange

    return _first(preset, seed, Exchange)


def test_the_ramsen_shortlist_at_the_exchange_keeps_or_discards_the_weakest_first() -> None:
    """At the exchange the Ramsen heuristic's shortlist is its own discard, then keeping
    the hand, the weakest card, the two weakest, … (by ``card_value``): a few of the
    thirty-odd legal discards.  At a card to play it is every legal card."""
    from pantsdown.bots.heuristic.ramsen import card_value
    from pantsdown.games.ramsen.actions import Exchange, Play
    from pantsdown.games.ramsen.ranking import rank_table

    state = _first_exchange("ramsen", 3)
    view, legal = state.view(state.current_player()), state.legal_actions()
    heuristic = make_bot("heuristic", "ramsen", seed=1)
    shortlist = heuristic.shortlist(view, legal, 8)
    assert shortlist[0] == heuristic.choose(view, legal)
    assert set(shortlist) <= set(legal) and len(set(shortlist)) == len(shortlist)
    assert len(legal) > 20 and len(shortlist) <= 8
    table = rank_table(view.rules, view.trump, view.trump_card)
    value = {c: card_value(view, c, view.trump, table) for c in view.hand}
    discards = [a for a in shortlist[1:] if isinstance(a, Exchange)]
    assert [len(a.cards) for a in discards] == sorted(len(a.cards) for a in discards)
    assert discards[0].cards == ()
    for a in discards:
        kept = [value[c] for c in view.hand if c not in a.cards]
        assert all(value[c] <= min(kept, default=9.0) for c in a.cards)
    while not isinstance(state.legal_actions()[0], Play):
        seat = state.current_player()
        state.apply(heuristic.choose(state.view(seat), state.legal_actions()))
    view, legal = state.view(state.current_player()), state.legal_actions()
    assert sorted(map(str, heuristic.shortlist(view, legal, 8))) == sorted(map(str, legal))


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_the_search_levels_weigh_an_exchange_that_commits_them_to_play(level: str) -> None:
    """In Ramsen whoever exchanges must play the hand, so the exchange is the real
    declaration: ``hard`` and ``expert`` search it (with ``COMMITTING_EXCHANGE_WORLDS``,
    over the heuristic's shortlist).  In Zwanzig, where exchanging commits nobody,
    they play the heuristic bot's discard and explain none."""
    from pantsdown.bots.heuristic.ramsen_search import COMMITTING_EXCHANGE_WORLDS
    from pantsdown.bots.levels import ExpertBot, HardBot

    worlds = COMMITTING_EXCHANGE_WORLDS[0 if level == "hard" else 1]
    state = _first_exchange("ramsen", 3)
    view, legal = state.view(state.current_player()), state.legal_actions()
    bot: HardBot | ExpertBot = HardBot("ramsen", seed=4)
    if level == "expert":
        bot = ExpertBot("ramsen", seed=4)
        bot.cpu_cap_ms = None  # every world, however slow the machine
    move = bot.choose(view, legal)
    assert bot.explanation is not None and bot.explanation.worlds == worlds
    searched = [a for a in bot.explanation.alternatives if a.visits]
    assert 1 < len(searched) <= 8 < len(legal) and move in {a.action for a in searched}
    zwanzig = _first_exchange("zwanzig", 5)
    view, legal = zwanzig.view(zwanzig.current_player()), zwanzig.legal_actions()
    heuristic = make_bot("heuristic", "ramsen", seed=1)
    assert bot.choose(view, legal) == heuristic.choose(view, legal)
    assert bot.explanation is None


def test_mulatschak_bids_are_weighed_in_more_worlds_than_the_family_default() -> None:
    """Mulatschak's six bids need more imagined deals than eight to be ranked: the
    search levels search its declarations with ``DECLARATIONS_SEARCHED``'s worlds, and
    the other presets' with the family's ``DECLARATION_WORLDS``."""
    from pantsdown.bots.heuristic.ramsen_search import DECLARATIONS_SEARCHED
    from pantsdown.bots.levels import DECLARATION_WORLDS, HardBot
    from pantsdown.games.ramsen.actions import Bid, Call

    state = _first("mulatschak", 2, Bid)
    view, legal = state.view(state.current_player()), state.legal_actions()
    bot = HardBot("ramsen", seed=4)
    move = bot.choose(view, legal)
    assert bot.explanation is not None
    assert bot.explanation.worlds == DECLARATIONS_SEARCHED["mulatschak"][0] == 32
    assert move in {a.action for a in bot.explanation.alternatives if a.visits}
    zwanzig = _first("zwanzig", 3, Call)
    view, legal = zwanzig.view(zwanzig.current_player()), zwanzig.legal_actions()
    bot.choose(view, legal)
    assert bot.explanation is not None
    assert bot.explanation.worlds == DECLARATION_WORLDS["ramsen"][0]


def test_bohemian_watten_searches_its_exchange_the_one_choice_before_the_play() -> None:
    """Nobody bids or drops in Bohemian Watten: the search levels search its exchange
    with the worlds of ``EXCHANGE_SEARCHED``, over the heuristic's shortlist."""
    from pantsdown.bots.heuristic.ramsen_search import EXCHANGE_SEARCHED
    from pantsdown.bots.levels import HardBot

    state = _first_exchange("bohemian-watten", 2)
    view, legal = state.view(state.current_player()), state.legal_actions()
    bot = HardBot("ramsen", seed=4)
    move = bot.choose(view, legal)
    assert bot.explanation is not None
    assert bot.explanation.worlds == EXCHANGE_SEARCHED["bohemian-watten"][0]
    searched = {a.action for a in bot.explanation.alternatives if a.visits}
    assert move in searched and 1 < len(searched) <= 8 < len(legal)


def _first_call(preset: str, seed: int, name: str) -> State:
    """A hand of ``preset`` played by the heuristic bot up to the first decision where
    the call ``name`` is legal."""
    return _walk_until(preset, seed, lambda legal: name in map(str, legal))


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_raub_weighs_the_call_to_lead_but_leaves_a_defenders_answer_to_the_heuristic(
    level: str,
) -> None:
    """In Raub the search levels weigh "I lead" (and the dealer's blind calls) in
    ``DECLARATIONS_SEARCHED``'s worlds; a defender's Idem or Nejdem, where worlds dealt
    without regard to the declarer's call overrate the defender's tricks, is the
    heuristic bot's, unexplained."""
    from pantsdown.bots.heuristic.ramsen_search import DECLARATIONS_SEARCHED
    from pantsdown.bots.levels import ExpertBot, HardBot

    bot: HardBot | ExpertBot = HardBot("ramsen", seed=4)
    if level == "expert":
        bot = ExpertBot("ramsen", seed=4)
        bot.cpu_cap_ms = None  # every world, however slow the machine
    lead = _first_call("raub", 2, "lead")
    view, legal = lead.view(lead.current_player()), lead.legal_actions()
    move = bot.choose(view, legal)
    assert bot.explanation is not None
    assert bot.explanation.worlds == DECLARATIONS_SEARCHED["raub"][level == "expert"]
    assert move in {a.action for a in bot.explanation.alternatives if a.visits}
    answer = _first_call("raub", 2, "idem")
    view, legal = answer.view(answer.current_player()), answer.legal_actions()
    heuristic = make_bot("heuristic", "ramsen", seed=1)
    assert bot.choose(view, legal) == heuristic.choose(view, legal)
    assert bot.explanation is None


def test_the_bohemian_watten_expert_weighs_its_cards_to_play_and_hard_does_not() -> None:
    """Every seat plays every hand of Bohemian Watten: ``expert`` searches its play of
    the cards with ``EXPERT_PLAY_SEARCHED``'s worlds, over every legal card; ``hard``
    plays the heuristic bot's card there and explains none."""
    from pantsdown.bots.heuristic.ramsen_search import EXPERT_PLAY_SEARCHED
    from pantsdown.bots.levels import ExpertBot, HardBot

    state = _first_card_choice("bohemian-watten", 5)
    heuristic = make_bot("heuristic", "ramsen", seed=1)
    view, legal = state.view(state.current_player()), state.legal_actions()
    expert = ExpertBot("ramsen", seed=2)
    expert.cpu_cap_ms = None  # every world, however slow the machine
    move = expert.choose(view, legal)
    assert expert.explanation is not None
    assert expert.explanation.worlds == EXPERT_PLAY_SEARCHED["bohemian-watten"]
    assert {alt.action for alt in expert.explanation.alternatives} == set(legal)
    assert move in legal
    hard = HardBot("ramsen", seed=2)
    assert hard.choose(view, legal) == heuristic.choose(view, legal)
    assert hard.explanation is None
