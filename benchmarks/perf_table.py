"""The table of every preset in docs/performance.md: decisions/s and hands/s, compiled
and pure Python, with the machine and the date.

Random playouts through the public API (``bench_playouts.playouts``), on one core,
in CPU time; for each preset the compiled engine (this process, when it is built
compiled) and the pure-Python one (a worker process with
``PANTSDOWN_PURE_PYTHON=1``) take turns, ``--rounds`` times, and the medians are
kept.  Usage::

    bash scripts/compile_inplace.sh                      # build the compiled engine first
    python benchmarks/perf_table.py                      # print the table
    python benchmarks/perf_table.py --write docs/performance.md   # and put it in the page

``--write`` replaces what stands between the ``presets: begin`` and
``presets: end`` comments of the page.  Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import datetime
import platform
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pantsdown
from bench_compiled import PureWorker
from bench_playouts import playouts
from pantsdown.core.registry import families

BEGIN = "<!-- presets: begin (benchmarks/perf_table.py writes this table) -->"
END = "<!-- presets: end -->"


def _machine() -> str:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model}, {platform.system()}, Python {platform.python_version()}"


def _mypyc() -> str:
    try:
        from importlib.metadata import version

        return f"mypyc from mypy {version('mypy')}"
    except Exception:  # mypy absent or unreadable: say so
        return "mypyc version unknown"


def measure(rounds: int, seconds: float) -> tuple[list[str], str]:
    """The table's lines and the line that says how they were measured."""
    kind = pantsdown.build_kind()
    pure = PureWorker() if kind == "compiled" else None
    rows = []
    try:
        for fam in families():
            for var in fam.variants:
                n = var.default_players
                mine: list[tuple[float, float]] = []
                plain: list[tuple[float, float]] = []
                for r in range(rounds):
                    run = playouts(var.name, n, seconds, seed=r)
                    mine.append((run.decisions_per_s, run.hands_per_s))
                    if pure is not None:
                        target = f"{var.name}:{n}"
                        got = pure.ask(what="rate", target=target, seconds=seconds, seed=r)
                        plain.append((got[0], got[1]))
                rows.append((var.name, n, mine, plain))
    finally:
        if pure is not None:
            pure.close()

    def med(got: list[tuple[float, float]], i: int) -> float:
        return statistics.median(g[i] for g in got)

    lines = [
        "| preset | players | compiled decisions/s | compiled hands/s "
        "| pure decisions/s | pure hands/s | compiled / pure |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for name, n, mine, plain in rows:
        if pure is None:  # only the pure engine is built: its figures alone
            lines.append(
                f"| {name} | {n} | – | – | {med(mine, 0):,.0f} | {med(mine, 1):,.0f} | – |"
            )
            continue
        ratio = med(mine, 0) / med(plain, 0)
        lines.append(
            f"| {name} | {n} | {med(mine, 0):,.0f} | {med(mine, 1):,.0f} "
            f"| {med(plain, 0):,.0f} | {med(plain, 1):,.0f} | {ratio:.2f} |"
        )
    today = datetime.datetime.now(datetime.UTC).date().isoformat()
    how = (
        f"Measured {today} on {_machine()}, {_mypyc()}: `benchmarks/perf_table.py "
        f"--rounds {rounds} --seconds {seconds:g}` (random playouts at each preset's default "
        f"players, one core, CPU time, compiled and pure interleaved, the median of {rounds} "
        f"round(s))."
    )
    return lines, how


def write(page: Path, lines: list[str], how: str) -> None:
    """Replace the table between :data:`BEGIN` and :data:`END` in ``page``."""
    text = page.read_text()
    if BEGIN not in text or END not in text:
        raise SystemExit(f"{page} has no {BEGIN!r} … {END!r} section to replace")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    body = "\n".join([BEGIN, how, "", *lines, END])
    page.write_text(head + body + tail)


def main(argv: list[str] | None = None) -> int:
    """Measure every preset and print (or write) the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds per preset")
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU seconds per measure")
    parser.add_argument("--write", type=Path, help="the page whose table to replace")
    args = parser.parse_args(argv)
    lines, how = measure(args.rounds, args.seconds)
    print(how, "", *lines, sep="\n")
    if args.write is not None:
        write(args.write, lines, how)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
