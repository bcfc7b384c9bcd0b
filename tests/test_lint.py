"""The code is lint-clean: ruff, with the settings in pyproject.toml ([tool.ruff]), over the
package, the tests, the benches and the tools. Run as part of the test suite so that CI
(and the README's test command) checks it too."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing():
    # The test extras install ruff (pip install '.[test]', as the README and CI do); a venv
    # made before ruff was added says so instead of failing on a missing module.
    pytest.importorskip("ruff", reason="ruff is not installed: pip install -e '.[test]'")
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "src", "tests", "bench", "tools"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing():
    """All of src (the ``files`` in [tool.mypy]); the engine strictly."""
    pytest.importorskip("mypy", reason="mypy is not installed: pip install -e '.[test]'")
    result = subprocess.run(
        [sys.executable, "-m", "mypy"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues found" in result.stdout and "source files" in result.stdout, result.stdout


def test_no_file_keeps_a_merge_conflicts_markers():
    """A merge's conflict left in a doc or a data file is no Python error for ruff to find."""
    kept = []
    for folder in ("src", "tests", "bench", "tools", "docs", "rulesets", "wordlists"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix not in {".py", ".md", ".yaml", ".yml", ".tcss", ".toml", ".txt"} or not path.is_file():
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
                if line.startswith(("<<<<<<< ", ">>>>>>> ")):
                    kept.append(f"{path.relative_to(ROOT)}:{number}")
    for path in (ROOT / "README.md", ROOT / "pyproject.toml"):
        if any(line.startswith(("<<<<<<< ", ">>>>>>> ")) for line in path.read_text(encoding="utf-8").splitlines()):
            kept.append(path.name)
    assert not kept, kept
