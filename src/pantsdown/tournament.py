"""The tournament runner: bots against each other on duplicate deals.

Every *deal* is a set of deck orders (one per hand, drawn from the
tournament's seed).  Each deal is played once per *lineup*, a placement of
the bots in the seats, and the lineups of a deal put every bot in every seat
equally often, so the luck of the cards cancels: a bot's result on a deal is
the mean over all the seats it played with those cards.

The unit is a whole match (``unit="match"``: its score is the sum of the
hands' score changes, its win share the match's return) or the first hand of
a match (``unit="hand"``: the hand's score change; the seats with the highest
change share the win).  Scores are signed so that higher is better in every
family (:data:`SCORE_SENSE`).  A bot with several seats of a game (fewer bots
than seats) scores the mean of its seats and wins what any of them wins.

>>> result = run_tournament("schwimmen", ["heuristic", "random"], matches=2, seed=1)
>>> [s.bot for s in result.standings]
['heuristic', 'random']
>>> len(result.games), result.errors
(4, [])

The statistics, the ratings (``openskill``'s Plackett-Luce model) and the
files (JSON, CSV, a PNG chart) are made from the games in (deal, lineup)
order, so a tournament gives the same result for a seed however many
workers play it.  Every game is held to the game's bound on decisions
(``Game.max_decisions``, or ``max_decisions_per_hand`` for one hand): one that
goes past it is an error of the tournament, not a hang.
"""

from __future__ import annotations

import concurrent.futures
import csv
import functools
import io
import itertools
import json
import math
import os
import random
import statistics
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, cast

from pantsdown.bots.base import make_bot
from pantsdown.core.cards import Card, format_cards
from pantsdown.core.errors import GameError, OptionError
from pantsdown.core.protocol import HandResult
from pantsdown.core.registry import find_variant, make_game

__all__ = [
    "SCORE_SENSE",
    "UNITS",
    "BotStanding",
    "DealError",
    "GameRecord",
    "Interval",
    "Lineup",
    "PairComparison",
    "Setup",
    "TournamentError",
    "TournamentResult",
    "deal_decks",
    "lineups",
    "resolve_workers",
    "run_tournament",
]

Unit = Literal["hand", "match"]
Seating = Literal["rotations", "permutations"]
UNITS: tuple[Unit, ...] = ("match", "hand")
"""What one game of a tournament is: a whole match or its first hand."""
SEATINGS: tuple[Seating, ...] = ("rotations", "permutations")
"""How the lineups of a deal place the bots (see :func:`lineups`)."""
Z95 = statistics.NormalDist().inv_cdf(0.975)
"""The normal quantile of a two-sided 95% interval (1.96)."""

SCORE_SENSE: Mapping[str, int] = {"ramsen": -1}
"""Per family id, ``-1`` where a lower match score is better (Ramsen counts down to
zero, docs/ramsen.md); every other family's scores count up (chips kept, points).
A tournament's scores are signed by it, so a higher score is always better."""

Lineup = tuple[int, ...]
"""Per seat, the index of the bot sitting there (in the tournament's bot list)."""
Progress = Callable[[int, int], None]
"""Called with (games done, games in all): once before the first game, then as each finishes."""


class _Results(Protocol):
    """A state's finished hands (every family's ``results``, docs/engine.md)."""

    results: list[HandResult]


class TournamentError(GameError):
    """A tournament that cannot be run as asked (a bad bot, count or cluster), or a
    game of it that cannot be finished (past its bound, a bot's illegal move).
    """

    code = "tournament/error"


def lineups(num_bots: int, num_players: int, seating: Seating = "rotations") -> list[Lineup]:
    """The placements of ``num_bots`` bots in ``num_players`` seats played on every deal.

    ``rotations``: lineup ``r`` seats bot ``(r + seat) % num_bots`` in each seat, for
    ``r`` in ``0 .. num_bots - 1``, so every bot sits in every seat exactly once per
    deal (with fewer bots than seats a bot plays several seats of a game).
    ``permutations``: every distinct reordering of those seats, which also varies
    who sits next to whom.

    >>> lineups(2, 4)
    [(0, 1, 0, 1), (1, 0, 1, 0)]
    >>> lineups(3, 2)
    [(0, 1), (1, 2), (2, 0)]
    >>> len(lineups(3, 3, "permutations"))
    6
    """
    if num_bots < 1 or num_players < 1:
        raise TournamentError(
            f"a tournament needs bots and seats, not {num_bots} and {num_players}"
        )
    rotations = [
        tuple((r + seat) % num_bots for seat in range(num_players)) for r in range(num_bots)
    ]
    if seating == "rotations":
        return rotations
    if seating != "permutations":
        raise TournamentError(f"unknown seating {seating!r}; choose one of {', '.join(SEATINGS)}")
    found: set[Lineup] = set()
    for rotation in rotations:
        found.update(itertools.permutations(rotation))
    return sorted(found)


def _derived_seed(*parts: object) -> int:
    """A 32-bit seed fixed by ``parts`` (the same in every process and Python run)."""
    return random.Random(":".join(str(p) for p in parts)).randrange(2**32)


def deal_decks(pack: Sequence[Card], hands: int, seed: int) -> list[list[Card]]:
    """The deck orders (top first) of a deal's first ``hands`` hands, shuffled from ``seed``.

    >>> from pantsdown.core.cards import parse_cards
    >>> deal_decks(parse_cards("Ah Kh Qh"), 2, 5) == deal_decks(parse_cards("Ah Kh Qh"), 2, 5)
    True
    """
    rng = random.Random(seed)
    cards = list(pack)
    order = range(len(cards))
    decks = []
    for _ in range(hands):  # a uniform order by random keys: faster than rng.shuffle
        keys = [rng.random() for _ in order]
        decks.append([cards[i] for i in sorted(order, key=keys.__getitem__)])
    return decks


@functools.lru_cache(maxsize=4)
def _cached_decks(pack: tuple[Card, ...], hands: int, seed: int) -> tuple[tuple[Card, ...], ...]:
    """:func:`deal_decks`, kept for the next lineups of the deal a process plays."""
    return tuple(tuple(deck) for deck in deal_decks(pack, hands, seed))


@dataclass(frozen=True)
class GameRecord:
    """One game of the tournament: a deal played with one lineup."""

    deal: int
    """Which deal, counting from 0."""
    lineup: int
    """Which lineup of the deal, counting from 0 (see :func:`lineups`)."""
    seats: tuple[str, ...]
    """The bot in each seat, by name."""
    scores: tuple[float, ...]
    """Each seat's score: the match's summed score changes, or the hand's change,
    signed so that higher is better (see :data:`SCORE_SENSE`)."""
    wins: tuple[float, ...]
    """Each seat's share of the win (1/k for each of k winners, 0 otherwise)."""
    hands: int
    """How many hands were played."""
    decisions: int
    """How many decisions were taken."""
    decks: tuple[str, ...] = ()
    """The deck order (top first) of every hand played, in card notation; kept only
    when the tournament is run with ``record_decks=True``."""


@dataclass(frozen=True)
class DealError:
    """A game that could not be finished, past its bound or on a bot's illegal move;
    its deal counts in nothing.
    """

    deal: int
    """Which deal."""
    lineup: int
    """Which lineup of it."""
    seats: tuple[str, ...]
    """The bot in each seat, by name."""
    message: str
    """What went wrong."""


@dataclass(frozen=True)
class Setup:
    """Everything a worker needs to play a game of the tournament (small and picklable)."""

    variant: str
    """The canonical variant name."""
    players: int
    """Seats per game."""
    options: tuple[tuple[str, Any], ...]
    """Rule options on top of the preset as given (text or values), sorted by name."""
    bots: tuple[str, ...]
    """The bots' names."""
    unit: Unit
    """``match`` or ``hand``."""
    seed: int
    """The tournament's seed: every deck order and bot seed derives from it."""
    lineups: tuple[Lineup, ...]
    """The lineups played on every deal."""
    max_decisions: int
    """The most decisions a game may take before it is an error."""
    record_decks: bool = False
    """Keep every game's deck orders in its :class:`GameRecord`."""


def _play_game(setup: Setup, deal: int, index: int, lineup: Lineup) -> GameRecord:
    """Play ``deal`` with ``lineup``; raise :class:`TournamentError` past the bound."""
    game = make_game(setup.variant, setup.players, options=dict(setup.options))
    deal_seed = _derived_seed(setup.seed, "deal", deal)
    probe = game.new_state(seed=deal_seed)
    hands = 1 if setup.unit == "hand" else game.max_hands
    decks = _cached_decks(tuple(probe.hand_pack()), hands, _derived_seed(setup.seed, "decks", deal))
    state = game.new_state(seed=deal_seed, decks=decks)
    family_id = state.family_id
    seats = tuple(setup.bots[b] for b in lineup)
    bots = [
        make_bot(name, family_id, seed=_derived_seed(setup.seed, "bot", deal, index, seat))
        for seat, name in enumerate(seats)
    ]
    decisions = 0

    def finished() -> bool:
        return state.is_terminal() or (
            setup.unit == "hand" and len(cast(_Results, state).results) > 0
        )

    while not finished():
        if decisions >= setup.max_decisions:
            raise TournamentError(
                f"deal {deal}, lineup {index} ({', '.join(seats)}): the {setup.unit} did not end "
                f"within {setup.max_decisions} decisions, the most it may take"
            )
        seat = state.current_player()
        action = bots[seat].choose(state.view(seat), state.legal_actions())
        try:
            state.apply(action)
        except GameError as err:
            raise TournamentError(
                f"deal {deal}, lineup {index}: the {seats[seat]} bot in seat {seat} "
                f"chose {str(action)!r}, which the rules refuse: {err}"
            ) from None
        decisions += 1
    n = setup.players
    sense = float(SCORE_SENSE.get(family_id, 1))
    results = cast(_Results, state).results
    if setup.unit == "hand":
        deltas = results[0].deltas
        scores = tuple(sense * deltas[s] if s < len(deltas) else 0.0 for s in range(n))
        top = max(scores)
        best = [s for s in range(n) if scores[s] == top]
        wins = tuple(1.0 / len(best) if s in best else 0.0 for s in range(n))
    else:
        totals = [0.0] * n
        for result in results:
            for s, delta in enumerate(result.deltas):
                totals[s] += float(delta)
        scores = tuple(sense * t for t in totals)
        wins = tuple(float(r) for r in state.returns())
    decks_played = tuple(format_cards(d) for d in state.decks) if setup.record_decks else ()
    return GameRecord(deal, index, seats, scores, wins, len(results), decisions, decks_played)


def _play_one(setup: Setup, deal: int, index: int) -> GameRecord | DealError:
    """Lineup ``index`` of ``deal``: its record, or the error that stopped it."""
    lineup = setup.lineups[index]
    try:
        return _play_game(setup, deal, index, lineup)
    except TournamentError as err:
        return DealError(deal, index, tuple(setup.bots[b] for b in lineup), str(err))


@dataclass(frozen=True)
class Interval:
    """A mean with its 95% confidence interval (normal approximation over deals)."""

    mean: float
    """The mean."""
    low: float
    """The lower end (``nan`` with fewer than two deals)."""
    high: float
    """The upper end (``nan`` with fewer than two deals)."""

    @classmethod
    def of(
        cls, values: Sequence[float], *, least: float = -math.inf, most: float = math.inf
    ) -> Interval:
        """The mean of ``values`` and its 95% interval, kept within ``least .. most``
        (a rate's interval does not leave 0 .. 1).

        >>> Interval.of([0.0, 0.0, 1.0], least=0.0, most=1.0).low
        0.0
        """
        mean = statistics.fmean(values) if values else math.nan
        if len(values) < 2:
            return cls(mean, math.nan, math.nan)
        half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
        return cls(mean, max(least, mean - half), min(most, mean + half))


@dataclass(frozen=True)
class BotStanding:
    """One bot's results over the tournament."""

    bot: str
    """The bot's name as given."""
    games: int
    """Games it played."""
    seats: int
    """Seats it played (more than games where it has several seats in a game)."""
    score: Interval
    """Its mean score per match or hand, averaged per deal (see the module)."""
    win_rate: Interval
    """Its share of the games won (summed over its seats of a game), averaged per deal."""
    mu: float
    """Its ``openskill`` rating mean."""
    sigma: float
    """Its ``openskill`` rating uncertainty."""
    rating: float
    """Its conservative rating, ``mu - 3 * sigma`` (``openskill``'s ordinal)."""


@dataclass(frozen=True)
class PairComparison:
    """How two bots compare on the same deals (a paired test)."""

    better: str
    """The bot with the higher mean score."""
    worse: str
    """The other bot."""
    difference: Interval
    """The mean difference of their per-deal scores, with its 95% interval."""
    p_value: float
    """Two-sided p-value that the difference is zero (normal approximation)."""


@dataclass
class TournamentResult:
    """What :func:`run_tournament` returns: the games, the standings, the ratings."""

    variant: str
    """The game played (its canonical variant name)."""
    players: int
    """Seats per game."""
    options: dict[str, Any]
    """Rule options on top of the preset, as given."""
    bots: list[str]
    """The bots, as given."""
    unit: Unit
    """``match`` or ``hand``."""
    seating: Seating
    """``rotations`` or ``permutations``."""
    deals: int
    """Deals asked for."""
    seed: int
    """The tournament's seed."""
    lineups: list[Lineup]
    """The lineups played on every deal."""
    games: list[GameRecord] = field(default_factory=list)
    """Every game of every finished deal, in (deal, lineup) order."""
    errors: list[DealError] = field(default_factory=list)
    """Games that could not be finished, in (deal, lineup) order; no game of their
    deals counts."""
    standings: list[BotStanding] = field(default_factory=list)
    """Per bot, best rating first."""
    pairs: list[PairComparison] = field(default_factory=list)
    """Each pair of bots compared on their shared deals, in standings order."""

    def to_dict(self) -> dict[str, Any]:
        """The whole result as JSON-ready data (``nan`` written as ``null``)."""

        def clean(value: Any) -> Any:
            if isinstance(value, float) and math.isnan(value):
                return None
            if isinstance(value, dict):
                return {k: clean(v) for k, v in value.items()}
            if isinstance(value, (list, tuple)):
                return [clean(v) for v in value]
            return value

        data = {
            "variant": self.variant,
            "players": self.players,
            "options": self.options,
            "bots": self.bots,
            "unit": self.unit,
            "seating": self.seating,
            "deals": self.deals,
            "seed": self.seed,
            "lineups": [list(x) for x in self.lineups],
            "standings": [asdict(s) for s in self.standings],
            "pairs": [asdict(p) for p in self.pairs],
            "errors": [asdict(e) for e in self.errors],
            "games": [asdict(g) for g in self.games],
        }
        return dict(clean(data))

    def standings_csv(self) -> str:
        """The standings as CSV, one row per bot."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(
            [
                "bot",
                "games",
                "seats",
                "score_mean",
                "score_low",
                "score_high",
                "win_rate",
                "win_low",
                "win_high",
                "mu",
                "sigma",
                "rating",
            ]
        )
        for s in self.standings:
            writer.writerow(
                [
                    s.bot,
                    s.games,
                    s.seats,
                    *(_csv_number(x) for x in (s.score.mean, s.score.low, s.score.high)),
                    *(_csv_number(x) for x in (s.win_rate.mean, s.win_rate.low, s.win_rate.high)),
                    *(_csv_number(x) for x in (s.mu, s.sigma, s.rating)),
                ]
            )
        return out.getvalue()

    def write(self, folder: str | os.PathLike[str]) -> list[Path]:
        """Write ``tournament.json``, ``standings.csv`` and ``standings.png`` into ``folder``.

        The folder is made if it does not exist; returns the paths written.
        """
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        paths = [out / "tournament.json", out / "standings.csv", out / "standings.png"]
        paths[0].write_text(json.dumps(self.to_dict(), indent=1) + "\n", encoding="utf-8")
        paths[1].write_text(self.standings_csv(), encoding="utf-8")
        self.plot(paths[2])
        return paths

    def plot(self, path: str | os.PathLike[str]) -> None:
        """A PNG chart: each bot's mean score and win rate with their 95% intervals."""
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib.figure import Figure

        fig = Figure(figsize=(8, 3.6), dpi=100)
        names = [s.bot for s in self.standings]
        panels = [
            (f"score per {self.unit}", [s.score for s in self.standings]),
            (f"win rate per {self.unit}", [s.win_rate for s in self.standings]),
        ]
        for i, (title, intervals) in enumerate(panels, start=1):
            ax = fig.add_subplot(1, 2, i)
            means = [iv.mean for iv in intervals]
            errs = [0.0 if math.isnan(iv.low) else iv.mean - iv.low for iv in intervals]
            ax.barh(names, means, xerr=errs, color="#4c72b0", ecolor="black", capsize=4)
            ax.invert_yaxis()
            ax.axvline(0.0, color="grey", linewidth=0.8)
            ax.set_title(title)
        fig.suptitle(
            f"{self.variant}, {self.players} players: {len(self.games)} games "
            f"on {self.deals} deals (95% intervals)"
        )
        fig.tight_layout()
        fig.savefig(os.fspath(path), format="png")


def _csv_number(value: float) -> str:
    return "" if math.isnan(value) else f"{value:.6g}"


def _standings(result: TournamentResult) -> None:
    """Fill ``result.standings`` and ``result.pairs`` from ``result.games``."""
    from openskill.models import PlackettLuce

    names = result.bots
    per_deal_score: dict[int, dict[int, list[float]]] = {b: {} for b in range(len(names))}
    per_deal_win: dict[int, dict[int, list[float]]] = {b: {} for b in range(len(names))}
    games = [0] * len(names)
    seats = [0] * len(names)
    model = PlackettLuce()
    ratings = [model.rating(name=name) for name in names]
    for record in result.games:
        lineup = result.lineups[record.lineup]
        playing = sorted(set(lineup))
        for b in playing:
            games[b] += 1
        keys = []
        for b in playing:
            mine = [s for s, x in enumerate(lineup) if x == b]
            seats[b] += len(mine)
            score = statistics.fmean(record.scores[s] for s in mine)
            win = math.fsum(record.wins[s] for s in mine)
            per_deal_score[b].setdefault(record.deal, []).append(score)
            per_deal_win[b].setdefault(record.deal, []).append(win)
            keys.append((win, score))
        if len(playing) > 1:
            ranking = sorted(set(keys), reverse=True)
            ranks = [float(ranking.index(k)) for k in keys]
            rated = model.rate([[ratings[b]] for b in playing], ranks=ranks)
            for b, team in zip(playing, rated, strict=True):
                ratings[b] = team[0]

    def deal_means(table: dict[int, list[float]]) -> dict[int, float]:
        return {d: statistics.fmean(v) for d, v in sorted(table.items())}

    scores = [deal_means(per_deal_score[b]) for b in range(len(names))]
    standings = [
        BotStanding(
            bot=names[b],
            games=games[b],
            seats=seats[b],
            score=Interval.of(list(scores[b].values())),
            win_rate=Interval.of(list(deal_means(per_deal_win[b]).values()), least=0, most=1),
            mu=ratings[b].mu,
            sigma=ratings[b].sigma,
            rating=ratings[b].ordinal(),
        )
        for b in range(len(names))
    ]
    order = sorted(range(len(names)), key=lambda b: (-standings[b].rating, b))
    result.standings = [standings[b] for b in order]
    pairs = []
    for i, a in enumerate(order):
        for b in order[i + 1 :]:
            shared = sorted(set(scores[a]) & set(scores[b]))
            diffs = [scores[a][d] - scores[b][d] for d in shared]
            if not diffs:
                continue
            diff = Interval.of(diffs)
            better, worse = (a, b) if diff.mean >= 0 else (b, a)
            if diff.mean < 0:
                diff = Interval(-diff.mean, -diff.high, -diff.low)
            pairs.append(PairComparison(names[better], names[worse], diff, _p_value(diffs)))
    result.pairs = pairs


def _p_value(diffs: Sequence[float]) -> float:
    """Two-sided p-value of a zero mean for ``diffs`` (normal approximation)."""
    if len(diffs) < 2:
        return math.nan
    sd = statistics.stdev(diffs)
    mean = statistics.fmean(diffs)
    if sd == 0.0:
        return 1.0 if mean == 0.0 else 0.0
    z = abs(mean) / (sd / math.sqrt(len(diffs)))
    return 2.0 * (1.0 - statistics.NormalDist().cdf(z))


def resolve_workers(workers: int | str | None) -> int:
    """``auto`` (or ``None``) → every local core; else a positive number of processes."""
    if workers is None or workers == "auto":
        return os.cpu_count() or 1
    try:
        count = int(workers)
    except (TypeError, ValueError):
        raise TournamentError(f"workers {workers!r} is not a number or 'auto'") from None
    if count < 1:
        raise TournamentError(f"workers {workers!r}: at least one worker is needed")
    return count


def _check_bots(bots: Sequence[str], family_id: str) -> tuple[str, ...]:
    names = tuple(b.strip().lower() for b in bots)
    if not names or any(not b for b in names):
        raise TournamentError(f"bots {list(bots)!r}: name at least one bot, none empty")
    if len(set(names)) != len(names):
        raise TournamentError(f"bots {list(bots)!r}: each bot once (a bot plays every seat anyway)")
    for name in names:
        try:
            make_bot(name, family_id, seed=0)
        except OptionError as err:
            raise TournamentError(f"bot {name!r}: {err}") from None
    return names


Outcome = GameRecord | DealError
"""What playing one game gives."""


def _run_local(
    setup: Setup, tasks: Sequence[tuple[int, int]], workers: int, progress: Progress | None
) -> Iterator[Outcome]:
    total = len(tasks)
    if workers == 1:
        for done, (deal, index) in enumerate(tasks, start=1):
            outcome = _play_one(setup, deal, index)
            if progress is not None:
                progress(done, total)
            yield outcome
        return
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(_play_one, setup, deal, index) for deal, index in tasks]
        try:
            for done, future in enumerate(concurrent.futures.as_completed(futures), start=1):
                outcome = future.result()
                if progress is not None:
                    progress(done, total)
                yield outcome
        finally:
            for future in futures:
                future.cancel()


def _first_line(err: BaseException) -> str:
    """The first line of an error's message (a library's may run to pages)."""
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__


def _connect_ray(address: str) -> Any:
    """The ``ray`` module, connected to the cluster at ``address`` (or as it already is)."""
    try:
        import ray
    except ImportError:
        raise TournamentError(
            f"ray address {address!r}: the ray package is missing; pip install 'pantsdown[ray]'"
        ) from None
    if not ray.is_initialized():
        try:
            ray.init(address=address, log_to_driver=False, configure_logging=False)
        except Exception as err:  # Ray raises ConnectionError, ValueError, RuntimeError, …
            raise TournamentError(
                f"ray address {address!r}: cannot join the cluster: {_first_line(err)}"
            ) from None
    return ray


def _run_ray(
    setup: Setup, tasks: Sequence[tuple[int, int]], ray: Any, progress: Progress | None
) -> Iterator[Outcome]:
    remote = ray.remote(_play_one)
    pending = [remote.remote(setup, deal, index) for deal, index in tasks]
    done = 0
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        for ref in ready:
            outcome: Outcome = ray.get(ref)
            done += 1
            if progress is not None:
                progress(done, len(tasks))
            yield outcome


def run_tournament(
    game: str,
    bots: Sequence[str],
    *,
    matches: int,
    players: int | None = None,
    options: Mapping[str, Any] | None = None,
    unit: Unit = "match",
    seating: Seating = "rotations",
    seed: int = 0,
    workers: int | str | None = 1,
    ray_address: str | None = None,
    max_decisions: int | None = None,
    record_decks: bool = False,
    progress: Progress | None = None,
) -> TournamentResult:
    """Play ``matches`` deals of ``game`` with every lineup of ``bots``; rate and rank them.

    ``bots`` are names :func:`~pantsdown.bots.make_bot` accepts.  ``matches``
    counts deals: each is played once per lineup (see :func:`lineups`), so the
    games number ``matches * len(lineups)``.  ``workers`` processes play the deals
    (``"auto"``: every core; 1 plays them in this process); ``ray_address``
    plays them on a Ray cluster instead (an already initialised Ray is used as
    it is).  ``max_decisions`` lowers the game's bound on decisions per game;
    ``record_decks`` keeps every game's deck orders in its record.
    ``progress`` is called with (games done, games in all) as games finish.

    Raises :class:`TournamentError` (or the registry's errors) for a bad
    argument before any game is played.
    """
    fam, var = find_variant(game)
    made = make_game(var.name, players, options=options)
    if unit not in UNITS:
        raise TournamentError(f"unit {unit!r}: choose one of {', '.join(UNITS)}")
    if isinstance(matches, bool) or not isinstance(matches, int) or matches < 1:
        raise TournamentError(f"matches {matches!r}: play at least one match")
    names = _check_bots(bots, fam.id)
    placements = lineups(len(names), made.num_players, seating)
    bound = made.max_decisions_per_hand if unit == "hand" else made.max_decisions
    if max_decisions is not None:
        if max_decisions < 1:
            raise TournamentError(f"max_decisions {max_decisions!r}: at least one decision")
        bound = min(bound, max_decisions)
    count = resolve_workers(workers) if ray_address is None else 1
    setup = Setup(
        variant=var.name,
        players=made.num_players,
        options=tuple(sorted(dict(options or {}).items())),
        bots=names,
        unit=unit,
        seed=seed,
        lineups=tuple(placements),
        max_decisions=bound,
        record_decks=record_decks,
    )
    result = TournamentResult(
        variant=var.name,
        players=made.num_players,
        options=dict(options or {}),
        bots=list(names),
        unit=unit,
        seating=seating,
        deals=matches,
        seed=seed,
        lineups=placements,
    )
    tasks = [(deal, index) for deal in range(matches) for index in range(len(placements))]
    runs = (
        _run_ray(setup, tasks, _connect_ray(ray_address), progress)
        if ray_address is not None
        else _run_local(setup, tasks, min(count, len(tasks)), progress)
    )
    if progress is not None:
        progress(0, len(tasks))
    records: dict[tuple[int, int], GameRecord] = {}
    errors: dict[tuple[int, int], DealError] = {}
    for outcome in runs:
        if isinstance(outcome, DealError):
            errors[outcome.deal, outcome.lineup] = outcome
        else:
            records[outcome.deal, outcome.lineup] = outcome
    failed = {deal for deal, _ in errors}
    result.games = [records[key] for key in sorted(records) if key[0] not in failed]
    result.errors = [errors[key] for key in sorted(errors)]
    _standings(result)
    return result
