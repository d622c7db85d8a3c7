#!/usr/bin/env bash
# Install pantsdown with its test dependencies and run the whole suite:
# lint (ruff), types (mypy), then every test (pytest, doctests included).
set -euo pipefail
cd "$(dirname "$0")/.."
python -m pip install --quiet -e ".[test]"
ruff check .
ruff format --check .
mypy
# Both cores: the conformance suite dominates the run time.
python -m pytest -n auto "$@"
