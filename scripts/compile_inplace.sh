#!/usr/bin/env bash
# Compile the engine with mypyc beside its sources (src/pantsdown/**/*.so), as
# `pip install .` compiles it into a wheel; `--clean` removes what it built.
# While the .so files are there, `import pantsdown` from src/ runs compiled
# (PANTSDOWN_PURE_PYTHON=1 still runs the sources); edit the sources, and they
# run only after a rebuild or a clean.
set -euo pipefail
cd "$(dirname "$0")/.."
find src -name '*.so' -delete
rm -rf build
if [[ "${1:-}" == "--clean" ]]; then
    exit 0
fi
python setup.py --quiet build_ext --inplace
