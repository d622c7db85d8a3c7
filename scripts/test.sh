#!/usr/bin/env bash
# Install pantsdown with its test dependencies and run the whole suite:
# lint (ruff), types (mypy), then every test (pytest, doctests included),
# once on the pure-Python engine and once on the engine compiled by mypyc.
# PANTSDOWN_TEST_BUILDS="pure" (or "compiled") runs only that one.
set -euo pipefail
cd "$(dirname "$0")/.."
python -m pip install --quiet -e ".[test]"
ruff check .
ruff format --check .
mypy
builds="${PANTSDOWN_TEST_BUILDS:-pure compiled}"
# Both cores: the conformance suite dominates the run time.
if [[ " $builds " == *" pure "* ]]; then
    echo "== the pure-Python engine"
    PANTSDOWN_PURE_PYTHON=1 python -m pytest -n auto "$@"
fi
if [[ " $builds " == *" compiled "* ]]; then
    echo "== the engine compiled by mypyc"
    trap 'bash scripts/compile_inplace.sh --clean' EXIT
    bash scripts/compile_inplace.sh
    python -c 'import pantsdown; assert pantsdown.build_kind() == "compiled"'
    python -m pytest -n auto "$@"
fi
