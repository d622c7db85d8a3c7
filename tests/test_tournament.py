"""The tournament runner: duplicate deals, reproducible results, files, bounds, errors.

Small runs only (a few deals, one or two workers); nothing here is timed.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from pantsdown.core.errors import GameError, UnknownGameError
from pantsdown.tournament import TournamentError, TournamentResult, lineups, run_tournament


@pytest.mark.parametrize(("bots", "seats"), [(2, 4), (3, 3), (4, 4), (3, 2), (5, 4), (1, 3)])
def test_rotations_put_every_bot_in_every_seat_once_per_deal(bots: int, seats: int) -> None:
    placed = lineups(bots, seats)
    assert len(placed) == bots
    for seat in range(seats):
        assert sorted(lineup[seat] for lineup in placed) == list(range(bots))


@pytest.mark.parametrize(("bots", "seats"), [(3, 3), (4, 4), (2, 4), (3, 2)])
def test_permutations_put_every_bot_in_every_seat_equally_often(bots: int, seats: int) -> None:
    placed = lineups(bots, seats, "permutations")
    assert len(set(placed)) == len(placed)
    for seat in range(seats):
        counts = Counter(lineup[seat] for lineup in placed)
        assert set(counts) == set(range(bots))
        if seats % bots == 0 or bots >= seats:
            assert len(set(counts.values())) == 1


def test_duplicate_deals_give_every_bot_every_seat_of_every_deck() -> None:
    result = run_tournament(
        "schwimmen", ["heuristic", "random"], matches=3, seed=11, record_decks=True
    )
    assert not result.errors
    for deal in range(3):
        games = [g for g in result.games if g.deal == deal]
        assert len(games) == 2
        for seat in range(4):
            assert {g.seats[seat] for g in games} == {"heuristic", "random"}
        shared = min(len(g.decks) for g in games)
        assert shared >= 1
        for hand in range(shared):
            assert len({g.decks[hand] for g in games}) == 1, f"deal {deal} hand {hand}"
    first_decks = {g.decks[0] for g in result.games}
    assert len(first_decks) == 3, "every deal has its own deck order"


def test_a_tournament_is_reproducible_for_a_seed_and_the_same_with_one_or_two_workers() -> None:
    def run(workers: int, seed: int) -> dict[str, object]:
        return run_tournament(
            "paskahousu", ["heuristic", "random"], matches=4, seed=seed, workers=workers
        ).to_dict()

    once = run(1, 5)
    assert once == run(1, 5)
    assert once == run(2, 5)
    assert once["games"] != run(1, 6)["games"]


def test_hand_unit_plays_only_the_first_hand_of_each_deal() -> None:
    result = run_tournament("zwanzig", ["heuristic", "random"], matches=3, unit="hand", seed=2)
    assert len(result.games) == 6
    assert {g.hands for g in result.games} == {1}
    for g in result.games:
        assert sum(g.wins) == pytest.approx(1.0)


@pytest.mark.parametrize("game", ["schwimmen", "paskahousu", "zwanzig", "underwear"])
def test_the_winner_of_a_match_has_the_best_score_whether_the_game_counts_up_or_down(
    game: str,
) -> None:
    result = run_tournament(game, ["heuristic", "random"], matches=2, seed=4)
    for g in result.games:
        winners = [s for s, w in enumerate(g.wins) if w > 0]
        assert winners
        for s in winners:
            assert g.scores[s] == max(g.scores), (g.seats, g.scores, g.wins)


def test_the_stronger_bot_is_rated_first_with_intervals_and_a_paired_comparison() -> None:
    result = run_tournament("zwanzig", ["random", "heuristic"], matches=12, unit="hand", seed=3)
    first, second = result.standings
    assert (first.bot, second.bot) == ("heuristic", "random")
    assert first.rating > second.rating
    assert first.score.low <= first.score.mean <= first.score.high
    assert first.win_rate.low <= first.win_rate.mean <= first.win_rate.high
    assert first.games == second.games == 24
    (pair,) = result.pairs
    assert (pair.better, pair.worse) == ("heuristic", "random")
    assert pair.difference.low > 0 and pair.p_value < 0.05


def test_results_are_written_as_json_csv_and_png(tmp_path: Path) -> None:
    result = run_tournament("paskahousu", ["heuristic", "random"], matches=2, seed=1)
    out = tmp_path / "new" / "results"
    paths = result.write(out)
    assert [p.name for p in paths] == ["tournament.json", "standings.csv", "standings.png"]
    data = json.loads((out / "tournament.json").read_text(encoding="utf-8"))
    assert data["variant"] == "paskahousu" and data["deals"] == 2
    assert [s["bot"] for s in data["standings"]] == [s.bot for s in result.standings]
    assert len(data["games"]) == 4
    rows = list(csv.DictReader(io.StringIO((out / "standings.csv").read_text(encoding="utf-8"))))
    assert [r["bot"] for r in rows] == [s.bot for s in result.standings]
    assert float(rows[0]["games"]) == 4
    assert (out / "standings.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_one_deal_has_no_interval_and_json_writes_it_as_null() -> None:
    result = run_tournament("paskahousu", ["heuristic", "random"], matches=1)
    data = result.to_dict()
    assert data["standings"][0]["score"]["low"] is None
    json.dumps(data, allow_nan=False)


def test_a_match_past_the_decision_bound_is_reported_as_an_error_not_played_on() -> None:
    result = run_tournament(
        "schwimmen", ["heuristic", "random"], matches=2, seed=1, max_decisions=3
    )
    assert result.games == []
    assert [(e.deal, e.lineup) for e in result.errors] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert "did not end within 3 decisions" in result.errors[0].message
    assert all(s.games == 0 for s in result.standings)


def test_progress_is_told_the_total_then_every_finished_game() -> None:
    calls: list[tuple[int, int]] = []
    run_tournament(
        "paskahousu",
        ["heuristic", "random"],
        matches=3,
        progress=lambda done, total: calls.append((done, total)),
    )
    assert calls == [(0, 6), (1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 6)]


@pytest.mark.parametrize(
    ("kwargs", "error", "quoted"),
    [
        ({"game": "schwimmmen"}, UnknownGameError, "'schwimmmen'"),
        ({"bots": ["heuristic", "grandmaster"]}, TournamentError, "'grandmaster'"),
        ({"bots": ["random", "Random"]}, TournamentError, "each bot once"),
        ({"bots": []}, TournamentError, "at least one bot"),
        ({"matches": 0}, TournamentError, "matches 0"),
        ({"workers": 0}, TournamentError, "workers 0"),
        ({"workers": "many"}, TournamentError, "'many'"),
        ({"unit": "trick"}, TournamentError, "'trick'"),
        ({"seating": "random"}, TournamentError, "'random'"),
        ({"players": 9}, GameError, "not 9"),
        ({"max_decisions": 0}, TournamentError, "max_decisions 0"),
    ],
)
def test_bad_arguments_are_refused_before_any_game_is_played(
    kwargs: dict[str, Any], error: type[Exception], quoted: str
) -> None:
    args: dict[str, Any] = {"game": "paskahousu", "bots": ["heuristic", "random"], "matches": 2}
    args.update(kwargs)
    calls: list[tuple[int, int]] = []
    with pytest.raises(error, match=quoted):
        run_tournament(
            args.pop("game"),
            args.pop("bots"),
            progress=lambda d, t: calls.append((d, t)),
            **args,
        )
    assert calls == []


def test_a_result_object_names_the_game_and_the_lineups() -> None:
    result = run_tournament("zwanzig", ["heuristic", "random"], matches=1, unit="hand")
    assert isinstance(result, TournamentResult)
    assert (result.variant, result.players, result.unit) == ("zwanzig", 4, "hand")
    assert result.lineups == [(0, 1, 0, 1), (1, 0, 1, 0)]


def test_the_tournament_runs_on_a_ray_cluster_with_the_same_result() -> None:
    ray = pytest.importorskip("ray", exc_type=ImportError)
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        on_ray = run_tournament(
            "paskahousu", ["heuristic", "random"], matches=2, seed=9, ray_address="local"
        )
    finally:
        ray.shutdown()
    local = run_tournament("paskahousu", ["heuristic", "random"], matches=2, seed=9)
    assert on_ray.to_dict() == local.to_dict()


def test_the_library_example_in_the_docs_runs(capsys: pytest.CaptureFixture[str]) -> None:
    doc = (Path(__file__).resolve().parents[1] / "docs" / "tournament.md").read_text("utf-8")
    (block,) = re.findall(r"```python\n(.*?)```", doc, flags=re.S)
    exec(compile(block, "docs/tournament.md", "exec"), {})
    out = capsys.readouterr().out
    assert out.startswith("heuristic ") and "random" in out


def test_rule_options_reach_every_worker_and_change_the_games() -> None:
    def games(options: dict[str, str]) -> list[object]:
        result = run_tournament(
            "schwimmen", ["heuristic", "random"], matches=2, seed=1, workers=2, options=options
        )
        assert result.options == options and not result.errors
        return [(g.scores, g.hands) for g in result.games]

    assert games({"starting_chips": "1"}) != games({})


def test_a_deal_with_one_unfinished_game_counts_in_nothing_and_the_others_count() -> None:
    def split(by_deal: dict[int, list[int]]) -> int | None:
        """A bound that one deal finishes within and another finishes only in part."""
        for bound in sorted({d for ds in by_deal.values() for d in ds}):
            kept = any(max(ds) <= bound for ds in by_deal.values())
            partly = any(min(ds) <= bound < max(ds) for ds in by_deal.values())
            if kept and partly:
                return bound
        return None

    for seed in range(10):
        args: dict[str, Any] = {"matches": 4, "seed": seed, "unit": "hand"}
        full = run_tournament("zwanzig", ["heuristic", "random"], **args)
        by_deal: dict[int, list[int]] = {}
        for g in full.games:
            by_deal.setdefault(g.deal, []).append(g.decisions)
        bound = split(by_deal)
        if bound is not None:
            break
    assert bound is not None
    bounded = run_tournament("zwanzig", ["heuristic", "random"], max_decisions=bound, **args)
    failed = {deal for deal, ds in by_deal.items() if max(ds) > bound}
    assert {e.deal for e in bounded.errors} == failed
    assert bounded.games == [g for g in full.games if g.deal not in failed]
    assert bounded.games


def test_permutation_seating_plays_every_distinct_lineup_on_each_deal() -> None:
    result = run_tournament(
        "paskahousu", ["heuristic", "random"], matches=2, seating="permutations", seed=3
    )
    assert len(result.lineups) == 6
    for deal in range(2):
        seatings = {g.seats for g in result.games if g.deal == deal}
        assert len(seatings) == 6
        for seat in range(4):
            counts = Counter(s[seat] for s in seatings)
            assert counts == {"heuristic": 3, "random": 3}
