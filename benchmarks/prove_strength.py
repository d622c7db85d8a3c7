"""The proof of strength: random < heuristic < hard < expert, pair by pair, per preset.

For every preset (all by default, or those named) and every step of the ladder
(``random<heuristic``, ``heuristic<hard``, ``hard<expert``) the tournament
runner (:func:`pantsdown.tournament.run_tournament`, the library behind
``pantsdown tournament``) plays the two bots against each other on
seat-rotated duplicate deals: every deal is played once per lineup, so each
bot sits in every seat with the same cards.  A bot's result on a deal is the
mean score of all the seats it played there (each seat's cards once per bot; with
an odd number of seats, as in 5-player Hosenabe, this differs slightly from the
runner's own pair figure, which averages per lineup first); the *paired difference* of a deal
is the stronger-named bot's result minus the weaker's.  The unit is the first
hand of a deal (``--unit hand``, the default) or the whole match
(``--unit match``).

Per preset and pair the script reports the number of deals (units), the mean
paired difference with its 95% interval and a two-sided p-value that it is
zero.  Both use the normal approximation (z = mean / (sd / sqrt(n))): scipy is
not among the project's dependencies, and at the 1,000 units a claim needs, the
t and normal quantiles differ by under 0.2%.  A step is **shown** only when the
stronger-named bot is ahead at p < 0.01 over at least 1,000 units; **reversed**
when the weaker-named bot is ahead at p < 0.01 (any size); **not yet** with
fewer than 1,000 units; otherwise **not shown**.

Resuming.  The units are played in chunks of ``--chunk`` deals, each chunk a
tournament with its own seed (the next unused one for its preset and pair), so
chunks never share a deal.  After each chunk its per-deal differences are
appended to the results file (``--results``, by default
``benchmarks/results/strength.json``) with the command, the date, the engine
build, the git commit and the machine, and the file is replaced atomically
(under a lock, so one process per pair may play into the same file at once).  A
later run, in another session or on another machine, reads the file and plays
only what is missing.  Chunks are counted only while the bots' sources they
were played with are unchanged: each chunk carries a fingerprint of the bot
modules its pair uses (``bots/base.py``, the family's heuristic bot, and for
``hard`` or ``expert`` ``bots/levels.py``, ``bots/search/`` and the family's
``bots/heuristic/<family>_*.py``); a chunk with
another fingerprint is kept in the file but listed as stale, not counted, unless
``benchmarks/carry_strength.py`` has shown that the bots of the current sources
play those deals exactly as the old ones did (its carries, in the file's
``carried``).

Usage::

    python benchmarks/prove_strength.py --table              # the table from the file
    python benchmarks/prove_strength.py --pairs random<heuristic
    nice -n 19 python benchmarks/prove_strength.py --pairs heuristic<hard,hard<expert \\
        ramsen monch rams --units 1000 --chunk 20 --workers 2
    python benchmarks/prove_strength.py --table --markdown   # for docs/bots.md

The presets of a pair are played round-robin, a chunk each, until each has
``--units`` deals, so a run cut short leaves every preset with some.  Ctrl-C
(or ``--minutes``) stops between chunks; nothing finished is lost.
"""

from __future__ import annotations

import argparse
import datetime
import fcntl
import functools
import hashlib
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from pantsdown.build import build_kind  # noqa: E402
from pantsdown.core.registry import families, find_variant  # noqa: E402
from pantsdown.tournament import UNITS, TournamentResult, run_tournament  # noqa: E402

PAIRS: tuple[tuple[str, str], ...] = (
    ("random", "heuristic"),
    ("heuristic", "hard"),
    ("hard", "expert"),
)
"""The ladder's steps, (weaker, stronger)."""
ALPHA = 0.01
"""A step is shown at p below this."""
LEAST_UNITS = 1000
"""... over at least this many units (deals)."""
RESULTS = ROOT / "benchmarks" / "results" / "strength.json"
"""The default results file."""
FORMAT = 1
"""The results file's format number."""
NORMAL = statistics.NormalDist()
Z95 = NORMAL.inv_cdf(0.975)


def parse_pair(text: str) -> tuple[str, str]:
    """``"heuristic<hard"`` → ``("heuristic", "hard")``; a pair not on the ladder is refused."""
    weaker, sep, stronger = text.strip().partition("<")
    pair = (weaker.strip().lower(), stronger.strip().lower())
    if not sep or pair not in PAIRS:
        ladder = ", ".join(f"{a}<{b}" for a, b in PAIRS)
        raise argparse.ArgumentTypeError(f"pair {text!r} is not a step of the ladder ({ladder})")
    return pair


@functools.cache
def fingerprint(family_id: str, pair: tuple[str, str], root: Path = ROOT) -> str:
    """A hash of the sources of the bots a pair uses in a family (12 hex digits), in the
    checkout at ``root`` (by default this one), read once per process (before its first
    game), so that sources edited while a run goes on are not taken for the ones it
    plays with.
    """
    bots = root / "src" / "pantsdown" / "bots"
    files = [bots / "base.py", bots / "heuristic" / f"{family_id}.py"]
    if {"hard", "expert"} & set(pair):
        files += [bots / "levels.py", *sorted((bots / "search").glob("*.py"))]
        files += sorted((bots / "heuristic").glob(f"{family_id}_*.py"))
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(bots).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


@functools.cache
def git_commit(root: Path = ROOT) -> str:
    """The commit of the checkout at ``root`` (by default this one), with ``+dirty`` when
    it has uncommitted changes under ``src``."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short=12", "HEAD"],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no", "src"],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return head + ("+dirty" if dirty else "")


def machine() -> str:
    """The machine in a few words: architecture, processor, cores, Python."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"{platform.system()} {platform.machine()}, {cpu}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}"
    )


def per_deal_differences(result: TournamentResult, weaker: str, stronger: str) -> list[float]:
    """Per deal (in order), the stronger bot's mean score over its seats minus the weaker's."""
    sums: dict[int, dict[str, list[float]]] = {}
    for record in result.games:
        mine = sums.setdefault(record.deal, {weaker: [], stronger: []})
        for bot, score in zip(record.seats, record.scores, strict=True):
            mine[bot].append(score)
    return [
        statistics.fmean(bots[stronger]) - statistics.fmean(bots[weaker])
        for _, bots in sorted(sums.items())
    ]


@dataclass(frozen=True)
class Summary:
    """A pair's standing in a preset from the counted chunks."""

    units: int
    mean: float
    low: float
    high: float
    p_value: float
    stale: int
    errors: int

    @property
    def verdict(self) -> str:
        """``shown``, ``reversed``, ``not shown`` (enough units, p too high), ``not yet``
        (fewer units than a claim needs) or ``no data``.
        """
        if self.units == 0:
            return "no data"
        if self.p_value < ALPHA and self.mean < 0:
            return "reversed"
        if self.units < LEAST_UNITS:
            return "not yet"
        return "shown" if self.p_value < ALPHA else "not shown"


def summarize(diffs: Sequence[float], stale: int = 0, errors: int = 0) -> Summary:
    """Mean, 95% interval and two-sided p-value of the paired differences (normal)."""
    n = len(diffs)
    if n == 0:
        return Summary(0, math.nan, math.nan, math.nan, math.nan, stale, errors)
    mean = statistics.fmean(diffs)
    if n < 2:
        return Summary(n, mean, math.nan, math.nan, math.nan, stale, errors)
    se = statistics.stdev(diffs) / math.sqrt(n)
    if se == 0.0:  # every deal the same difference
        return Summary(n, mean, mean, mean, 1.0 if mean == 0.0 else 0.0, stale, errors)
    p = 2.0 * (1.0 - NORMAL.cdf(abs(mean) / se))
    return Summary(n, mean, mean - Z95 * se, mean + Z95 * se, p, stale, errors)


class Results:
    """The results file: per preset, unit and pair, the chunks played."""

    def __init__(self, path: Path) -> None:
        self.path = path
        if path.exists():
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") != FORMAT:
                raise SystemExit(f"{path}: format {data.get('format')!r}, expected {FORMAT}")
        else:
            data = {"format": FORMAT, "runs": {}}
        self.data: dict[str, Any] = data

    @staticmethod
    def key(preset: str, unit: str, pair: tuple[str, str]) -> str:
        return f"{preset}/{unit}/{pair[0]}<{pair[1]}"

    def chunks(self, preset: str, unit: str, pair: tuple[str, str]) -> list[dict[str, Any]]:
        run = self.data["runs"].get(self.key(preset, unit, pair), {})
        chunks: list[dict[str, Any]] = run.get("chunks", [])
        return chunks

    def carries(self, preset: str, unit: str, pair: tuple[str, str]) -> list[dict[str, Any]]:
        """The carries recorded for a preset and pair (``benchmarks/carry_strength.py``):
        each says that the bots of fingerprint ``to`` play as those of ``from`` did."""
        found: list[dict[str, Any]] = self.data.get("carried", {}).get(
            self.key(preset, unit, pair), []
        )
        return found

    def equivalent(self, preset: str, unit: str, pair: tuple[str, str], print_: str) -> set[str]:
        """``print_`` and every fingerprint carried to it, directly or through others."""
        found = {print_}
        carries = self.carries(preset, unit, pair)
        grew = True
        while grew:
            grew = False
            for carry in carries:
                if carry["to"] in found and carry["from"] not in found:
                    found.add(carry["from"])
                    grew = True
        return found

    def counted(self, preset: str, unit: str, pair: tuple[str, str], print_: str) -> Summary:
        """The summary of the chunks whose fingerprint is ``print_`` or carried to it."""
        diffs: list[float] = []
        stale = errors = 0
        prints = self.equivalent(preset, unit, pair, print_)
        for chunk in self.chunks(preset, unit, pair):
            if chunk["fingerprint"] in prints:
                diffs.extend(chunk["differences"])
                errors += chunk["errors"]
            else:
                stale += len(chunk["differences"])
        return summarize(diffs, stale, errors)

    def next_seed(self, preset: str, unit: str, pair: tuple[str, str]) -> int:
        return 1 + max((c["seed"] for c in self.chunks(preset, unit, pair)), default=-1)

    def add(self, preset: str, unit: str, pair: tuple[str, str], chunk: dict[str, Any]) -> bool:
        """Append a chunk and save, under a lock with the file re-read, so that processes
        playing other pairs into the same file keep each other's chunks.  A chunk whose
        seed another process has added meanwhile repeats its deals: it is dropped (False).
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.path.with_suffix(".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if self.path.exists():
                self.data = json.loads(self.path.read_text(encoding="utf-8"))
            if any(c["seed"] == chunk["seed"] for c in self.chunks(preset, unit, pair)):
                return False
            self._append(preset, unit, pair, chunk)
            self.save()
        return True

    def add_carry(
        self, preset: str, unit: str, pair: tuple[str, str], carry: dict[str, Any]
    ) -> None:
        """Record a carry (``from`` and ``to`` fingerprints, and the evidence) and save,
        under the same lock as :meth:`add`."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.path.with_suffix(".lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if self.path.exists():
                self.data = json.loads(self.path.read_text(encoding="utf-8"))
            carried = self.data.setdefault("carried", {})
            carried.setdefault(self.key(preset, unit, pair), []).append(carry)
            self.save()

    def _append(self, preset: str, unit: str, pair: tuple[str, str], chunk: dict[str, Any]) -> None:
        run = self.data["runs"].setdefault(
            self.key(preset, unit, pair),
            {"preset": preset, "unit": unit, "weaker": pair[0], "stronger": pair[1], "chunks": []},
        )
        run["chunks"].append(chunk)

    def save(self) -> None:
        temp = self.path.with_suffix(".json.tmp")
        temp.write_text(json.dumps(self.data, indent=1) + "\n", encoding="utf-8")
        os.replace(temp, self.path)


def play_chunk(
    preset: str, unit: str, pair: tuple[str, str], deals: int, seed: int, workers: int
) -> dict[str, Any]:
    """One chunk: a tournament of ``deals`` deals of the pair; its record for the file."""
    weaker, stronger = pair
    start_cpu, start = time.process_time(), time.perf_counter()
    result = run_tournament(
        preset, [stronger, weaker], matches=deals, unit=unit, seed=seed, workers=workers
    )
    family_id = find_variant(preset)[0].id
    return {
        "seed": seed,
        "deals": deals,
        "players": result.players,
        "differences": [round(d, 9) for d in per_deal_differences(result, weaker, stronger)],
        "errors": len({e.deal for e in result.errors}),
        "error_messages": [e.message for e in result.errors][:5],
        "fingerprint": fingerprint(family_id, pair),
        "command": " ".join(["python", *sys.argv]),
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "engine": build_kind(),
        "commit": git_commit(),
        "machine": machine(),
        "workers": workers,
        "wall_seconds": round(time.perf_counter() - start, 1),
        "cpu_seconds_main": round(time.process_time() - start_cpu, 1),
        "reproduce": (
            f"pantsdown tournament {preset} --bot {stronger},{weaker} --unit {unit} "
            f"--matches {deals} --seed {seed}"
        ),
    }


def table(results: Results, presets: Sequence[str], unit: str, markdown: bool) -> str:
    """The table of every preset and pair in the file."""
    rows = []
    for pair in PAIRS:
        for preset in presets:
            family_id = find_variant(preset)[0].id
            s = results.counted(preset, unit, pair, fingerprint(family_id, pair))
            if s.units == 0 and s.stale == 0:
                continue
            interval = "" if math.isnan(s.low) else f"{s.mean:+.3f} [{s.low:+.3f}, {s.high:+.3f}]"
            p = "" if math.isnan(s.p_value) else _p_text(s.p_value)
            rows.append(
                (preset, f"{pair[0]} < {pair[1]}", f"{s.units:,}", interval, p, s.verdict, s.stale)
            )
    head = ("preset", "step", f"{unit}s", "stronger - weaker, 95%", "p", "verdict", "stale")
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|---|---|---:|---:|---:|---|---:|"]
        lines += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
        return "\n".join(lines)
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    out = ["  ".join(str(h).ljust(w) for h, w in zip(head, widths, strict=True))]
    out += ["  ".join(str(x).ljust(w) for x, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(out)


def _p_text(p: float) -> str:
    return "< 1e-6" if p < 1e-6 else f"{p:.2g}"


def preset_names(parser: argparse.ArgumentParser, names: Sequence[str]) -> list[str]:
    """The presets named (every preset when none is), by their registry names; an
    unknown name ends the program with the registry's message, which quotes it."""
    every = [v.name for f in families() for v in f.variants]
    try:
        return [find_variant(p)[1].name for p in names] or every
    except Exception as err:  # the registry's UnknownGameError quotes the name
        parser.error(str(err))


def main(argv: list[str] | None = None) -> int:
    """Play what is missing, round-robin by preset within each pair; print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("presets", nargs="*", help="variant names (default: every preset)")
    parser.add_argument(
        "--pairs",
        type=lambda t: [parse_pair(p) for p in t.split(",")],
        default=list(PAIRS),
        help="steps to play, comma-separated (default: all three)",
    )
    parser.add_argument("--units", type=int, default=LEAST_UNITS, help="deals per preset/pair")
    parser.add_argument(
        "--unit", choices=UNITS, default="hand", help="a deal's first hand or match"
    )
    parser.add_argument("--chunk", type=int, default=50, help="deals per chunk (saved each)")
    parser.add_argument("--workers", type=int, default=1, help="processes per chunk")
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long")
    parser.add_argument("--results", type=Path, default=RESULTS, help="the results file")
    parser.add_argument("--table", action="store_true", help="print the table and stop")
    parser.add_argument("--markdown", action="store_true", help="the table in Markdown")
    args = parser.parse_args(argv)
    if args.units < 1 or args.chunk < 1 or args.workers < 1:
        parser.error(
            f"--units {args.units}, --chunk {args.chunk}, --workers {args.workers}: "
            "each must be at least 1"
        )
    presets = preset_names(parser, args.presets)
    results = Results(args.results)
    git_commit()
    for preset in presets:
        for pair in PAIRS:
            fingerprint(find_variant(preset)[0].id, pair)
    deadline = None if args.minutes is None else time.monotonic() + 60 * args.minutes
    if not args.table:
        try:
            for pair in args.pairs:
                while True:
                    todo = []
                    for preset in presets:
                        family_id = find_variant(preset)[0].id
                        print_ = fingerprint(family_id, pair)
                        done = results.counted(preset, args.unit, pair, print_).units
                        if done < args.units:
                            todo.append((preset, done))
                    if not todo:
                        break
                    for preset, done in todo:
                        if deadline is not None and time.monotonic() > deadline:
                            raise KeyboardInterrupt
                        deals = min(args.chunk, args.units - done)
                        seed = results.next_seed(preset, args.unit, pair)
                        chunk = play_chunk(preset, args.unit, pair, deals, seed, args.workers)
                        if not results.add(preset, args.unit, pair, chunk):
                            print(f"{preset}: seed {seed} was played meanwhile; dropped")
                            continue
                        s = results.counted(preset, args.unit, pair, chunk["fingerprint"])
                        print(
                            f"{preset} {pair[0]}<{pair[1]}: +{deals} deals (seed {seed}, "
                            f"{chunk['wall_seconds']} s) -> {s.units} deals, "
                            f"{s.mean:+.3f}, p {_p_text(s.p_value) if s.units > 1 else '-'}",
                            flush=True,
                        )
        except KeyboardInterrupt:
            print("stopped; every finished chunk is in", args.results, flush=True)
    print(table(results, presets, args.unit, args.markdown))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
