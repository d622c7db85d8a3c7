"""Carry the proof of strength over a change of the bots' sources that keeps their play.

A chunk of ``benchmarks/results/strength.json`` counts only while the sources of
the bots it was played with are unchanged (its fingerprint, see
``prove_strength.py``).  A change that keeps every move the same (a faster
heuristic bot, a constant moved from one module to another) would otherwise
throw away hours of play.  This script shows, preset by preset and pair by
pair, that the bots of this checkout play as those of an older checkout did,
and records it in the results file:

* for each preset and pair whose fingerprint here differs from the older
  checkout's, and whose chunks carry the older one, it replays the first
  ``--deals`` deals of the first such chunk in both checkouts, in two processes
  at once, with the expert's CPU cap out of reach (``EXPERT_CPU_MS`` set to
  10^12 ms), so that every move is its iteration budget's and the replay does
  not depend on the machine's speed;
* where every move of the replay, with the explanation and reason its bot gives
  for it (a search's estimates, which differ between two searches even where
  their moves agree), is the same in both, and so is every deal's difference
  between the two bots, it records a *carry* from the old fingerprint to the new one, with the deals
  compared, both commits and the date; ``prove_strength.py`` then counts the old
  chunks as played by the new bots;
* where any deal differs, nothing is recorded: the chunks stay stale, and the
  line says which deal differed.

Uncapped, a bot is deterministic for a seed, so equal differences on every deal
replayed (each a whole hand, or match, of moves of both bots, in every seat
rotation) are strong evidence of the same play; they are not a proof that no
position anywhere is played differently, which is why the deals compared are
kept with the carry.  The chunks themselves were played with the cap, as every
chunk is: the cap's code and value are part of the fingerprint.

Usage::

    git worktree add ../old <the commit whose bots played the chunks>
    python benchmarks/carry_strength.py --from ../old                  # every preset and pair
    python benchmarks/carry_strength.py --from ../old --deals 2 --pairs hard<expert 41

Both checkouts run whatever engine they hold (compiled where built in place,
else pure Python; both play alike).  ``--dry-run`` lists what would be replayed.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from pantsdown.core.registry import find_variant
from prove_strength import (
    PAIRS,
    RESULTS,
    ROOT,
    Results,
    fingerprint,
    git_commit,
    machine,
    parse_pair,
    preset_names,
)

UNCAPPED_MS = 1e12
"""The expert's CPU cap while replaying: out of reach, so the iteration budget decides."""

DRIVER = """
import hashlib, json, statistics, sys
import pantsdown
import pantsdown.bots.levels as levels
import pantsdown.tournament as tournament
from pantsdown.bots.base import make_bot
from pantsdown.bots.search.common import CONFIRM_Z, root_actions
from pantsdown.core.registry import find_variant, make
from pantsdown.tournament import run_tournament

played = hashlib.sha256()


class Recording:
    # a tournament bot that notes every move it makes and the explanation and reason
    # it gives for it (a search's estimates, which differ between two searches even
    # where their moves agree)
    def __init__(self, inner):
        self.inner = inner

    def choose(self, view, legal):
        action = self.inner.choose(view, legal)
        explanation = getattr(self.inner, "explanation", None)
        told = None if explanation is None else explanation.to_dict()
        played.update(repr((view.seat, action, told, self.inner.reason)).encode())
        return action

    def __getattr__(self, name):
        return getattr(self.inner, name)


tournament.make_bot = lambda *args, **kwargs: Recording(make_bot(*args, **kwargs))

preset, unit, weaker, stronger, deals, seed, cap, probe = sys.argv[1:9]
levels.EXPERT_CPU_MS = float(cap)
family_id = find_variant(preset)[0].id
if levels.make_level_bot("expert", family_id, seed=0).cpu_cap_ms != float(cap):
    raise SystemExit("the expert's CPU cap could not be lifted in this checkout")
result = run_tournament(
    preset, [stronger, weaker], matches=int(deals), unit=unit, seed=int(seed), workers=1
)
sums = {}
for record in result.games:
    mine = sums.setdefault(record.deal, {weaker: [], stronger: []})
    for bot, score in zip(record.seats, record.scores, strict=True):
        mine[bot].append(score)
differences = [
    statistics.fmean(bots[stronger]) - statistics.fmean(bots[weaker])
    for _, bots in sorted(sums.items())
]
digest = hashlib.sha256()
decisions = 0
searched = levels.worth_searching(family_id)
guarded = family_id in CONFIRM_Z
searching = bool({"hard", "expert"} & {weaker, stronger})  # else no root is weighed
for deal in range(int(probe)):
    state = make(preset, None, seed=deal)
    bots = [
        make_bot("heuristic", family_id, seed=deal * 16 + s) for s in range(state.num_players)
    ]
    first = state.hand_number
    while not state.is_terminal() and state.hand_number == first:
        seat = state.current_player()
        legal = state.legal_actions()
        view = state.view(seat)
        action = bots[seat].choose(view, legal)
        weighed = None
        if searching and len(legal) > 1 and (searched is None or searched(view, legal)):
            root = root_actions(bots[seat], family_id, view, legal)
            weighed = (root[0] if guarded else None, sorted(repr(a) for a in root))
        digest.update(repr((action, weighed)).encode())
        decisions += 1
        state.apply(action)
print(json.dumps({
    "package": pantsdown.__file__,
    "played": played.hexdigest(),
    "differences": [d.hex() for d in differences],
    "errors": [e.message for e in result.errors],
    "probe": digest.hexdigest(),
    "probe_decisions": decisions,
}))
"""
"""Run in a checkout (its ``src`` first on the path): replays a chunk's first deals,
then plays the first hand of ``probe`` deals with the heuristic bot in every seat and
hashes every move it makes and, for a pair with a search level, at each decision the
search levels search, the moves they weigh there (``root_actions``: the heuristic's
shortlist, or every legal move; as a set, with the heuristic's own move where a paired
check guards it), so that a change of the heuristic's play in positions the replay did
not meet shows too."""


def replay(
    checkout: Path,
    preset: str,
    unit: str,
    pair: tuple[str, str],
    deals: int,
    seed: int,
    probe: int,
) -> subprocess.Popen[str]:
    """Start replaying in ``checkout``; :func:`outcome` reads the result."""
    env = {**os.environ, "PYTHONPATH": str(checkout / "src"), "OMP_NUM_THREADS": "1"}
    args = [preset, unit, pair[0], pair[1], str(deals), str(seed), repr(UNCAPPED_MS), str(probe)]
    return subprocess.Popen(
        [sys.executable, "-c", DRIVER, *args],
        cwd=checkout,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def outcome(process: subprocess.Popen[str], checkout: Path) -> dict[str, Any]:
    """A replay's differences (as float hex) and errors; SystemExit if it failed or
    imported another checkout's package."""
    out, err = process.communicate()
    if process.returncode != 0:
        raise SystemExit(f"replay in {checkout} failed:\n{err.strip()}")
    found: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    package = Path(found["package"]).resolve()
    if not package.is_relative_to(checkout.resolve()):
        raise SystemExit(f"replay in {checkout} imported {package}, not its own pantsdown")
    return found


def main(argv: list[str] | None = None) -> int:
    """Replay and carry, preset by preset; print a line for each preset and pair."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presets", nargs="*", help="variant names (default: every preset)")
    parser.add_argument(
        "--from",
        dest="old",
        type=Path,
        required=True,
        help="a checkout of the commit whose bots played the chunks",
    )
    parser.add_argument(
        "--pairs",
        type=lambda t: [parse_pair(p) for p in t.split(",")],
        default=list(PAIRS),
        help="steps to carry, comma-separated (default: all three)",
    )
    parser.add_argument("--unit", default="hand", help="the chunks' unit (default: hand)")
    parser.add_argument("--deals", type=int, default=4, help="deals replayed per preset and pair")
    parser.add_argument(
        "--probe", type=int, default=300, help="hands of heuristic play compared per preset"
    )
    parser.add_argument("--results", type=Path, default=RESULTS, help="the results file")
    parser.add_argument("--dry-run", action="store_true", help="list what would be replayed")
    args = parser.parse_args(argv)
    old = args.old.resolve()
    if not (old / "src" / "pantsdown" / "bots").is_dir():
        parser.error(f"--from {str(args.old)!r}: not a pantsdown checkout (no src/pantsdown/bots)")
    if old == ROOT.resolve():
        parser.error(f"--from {str(args.old)!r} is this checkout")
    if args.deals < 1 or args.probe < 0:
        parser.error(f"--deals {args.deals}, --probe {args.probe}: at least 1 and 0")
    presets = preset_names(parser, args.presets)
    results = Results(args.results)
    old_commit, new_commit = git_commit(old), git_commit()
    for pair in args.pairs:
        for preset in presets:
            family_id = find_variant(preset)[0].id
            new, before = fingerprint(family_id, pair), fingerprint(family_id, pair, old)
            label = f"{preset} {pair[0]}<{pair[1]}"
            if new == before:
                print(f"{label}: sources unchanged ({new})")
                continue
            # the old sources' chunks: played with them, or carried to them before
            olds = results.equivalent(preset, args.unit, pair, before)
            theirs = [
                c for c in results.chunks(preset, args.unit, pair) if c["fingerprint"] in olds
            ]
            if not theirs:
                print(f"{label}: no chunk of {before} to carry")
                continue
            if before in results.equivalent(preset, args.unit, pair, new):
                print(f"{label}: {before} already carried to {new}")
                continue
            seed = min(c["seed"] for c in theirs)
            deals = min(args.deals, min(c["deals"] for c in theirs if c["seed"] == seed))
            if args.dry_run:
                print(f"{label}: would replay {deals} deals of seed {seed}, {before} -> {new}")
                continue
            runs = [
                replay(where, preset, args.unit, pair, deals, seed, args.probe)
                for where in (old, ROOT)
            ]
            was, now = (outcome(p, w) for p, w in zip(runs, (old, ROOT), strict=True))
            if was != {**now, "package": was["package"]}:
                first = next(
                    (
                        i
                        for i, (a, b) in enumerate(
                            zip(was["differences"], now["differences"], strict=False)
                        )
                        if a != b
                    ),
                    None,
                )
                where = (
                    "the moves or explanations of the replay"
                    if was["played"] != now["played"]
                    else f"deal {first}"
                    if first is not None
                    else "the heuristic probe"
                    if was["probe"] != now["probe"]
                    else "errors"
                )
                print(f"{label}: NOT carried, the play differs ({where}; chunk seed {seed})")
                continue
            results.add_carry(
                preset,
                args.unit,
                pair,
                {
                    "from": before,
                    "to": new,
                    "seed": seed,
                    "deals": deals,
                    "differences": [float.fromhex(d) for d in now["differences"]],
                    "probe_hands": args.probe,
                    "probe_decisions": now["probe_decisions"],
                    "from_commit": old_commit,
                    "commit": new_commit,
                    "uncapped_ms": UNCAPPED_MS,
                    "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
                    "machine": machine(),
                    "command": " ".join(["python", *sys.argv]),
                },
            )
            carried = sum(len(c["differences"]) for c in theirs)
            print(
                f"{label}: carried {before} -> {new} ({carried} deals; "
                f"{deals} replayed alike, seed {seed}; {now['probe_decisions']} heuristic "
                f"decisions alike)",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
