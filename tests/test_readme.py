"""The README's promises stay true: its library example runs, its commands exist."""

import re
from pathlib import Path

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def test_readme_library_example_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README, flags=re.S)
    assert blocks, "the README has a library example"
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def test_readme_begins_with_install_and_serve_then_play_and_test() -> None:
    first_block = re.search(r"```sh\n(.*?)```", README, flags=re.S)
    assert first_block is not None
    lines = [line for line in first_block.group(1).splitlines() if line.strip()]
    assert lines[0].startswith("python3 -m pip install . && pantsdown serve ")
    assert lines[1].startswith("pantsdown play ")
    assert lines[2].startswith("bash scripts/test.sh")
    assert Path(__file__).resolve().parents[1].joinpath("scripts", "test.sh").exists()
