"""The wheel carries the rulesets and the word list, and works away from the source tree;
the README's commands are the ones CI runs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    builder_module = pytest.importorskip("hatchling.builders.wheel")
    out = tmp_path_factory.mktemp("dist")
    paths = list(builder_module.WheelBuilder(str(REPO)).build(directory=str(out), versions=["standard"]))
    assert len(paths) == 1
    return Path(paths[0])


def test_wheel_contains_the_rulesets_and_the_word_list(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for data in (
        "wordcards/_data/rulesets/shuffle.yaml",
        "wordcards/_data/rulesets/rummy.yaml",
        "wordcards/_data/wordlists/english.txt",
        "wordcards/_data/wordlists/left_out.txt",  # so that a refusal can say a word is left out on purpose
        "wordcards/_data/wordlists/COPYING.SCOWL",
    ):
        assert data in names
    assert "wordcards/cli.py" in names and "wordcards/__main__.py" in names
    assert not any("__pycache__" in name or name.endswith(".pyc") for name in names)


def test_wheel_data_is_the_repository_data(wheel):
    archive = zipfile.ZipFile(wheel)
    assert archive.read("wordcards/_data/wordlists/english.txt") == (REPO / "wordlists" / "english.txt").read_bytes()
    assert archive.read("wordcards/_data/rulesets/shuffle.yaml") == (REPO / "rulesets" / "shuffle.yaml").read_bytes()


def test_wheel_declares_the_wordcards_command(wheel):
    archive = zipfile.ZipFile(wheel)
    entry_points = next(n for n in archive.namelist() if n.endswith(".dist-info/entry_points.txt"))
    assert re.search(r"^wordcards = wordcards\.cli:main$", archive.read(entry_points).decode(), re.M)
    metadata = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
    text = archive.read(metadata).decode()
    for dependency in ("textual", "rich", "pyyaml"):
        assert dependency in text.lower()


def test_unpacked_wheel_works_from_another_folder(wheel, tmp_path):
    """As after a non-editable install: the package finds its data inside itself."""
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(site)

    def run(*argv: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, *argv], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)

    where = run("-c", "import wordcards.resources as r; print(r.__file__); print(r.data_dir('wordlists'))")
    module_file, data = where.stdout.split()
    assert Path(module_file).is_relative_to(site) and Path(data).is_relative_to(site)
    ok = run("-m", "wordcards", "check", "cat", "dogs")
    assert ok.returncode == 0, ok.stderr
    no = run("-m", "wordcards", "check", "qxzv")
    assert no.returncode == 1 and "Traceback" not in no.stderr
    left_out = run("-m", "wordcards", "check", "cunt")  # the reason comes from the wheel's data, not tools/
    assert left_out.returncode == 1 and "cunt: not accepted - left out of the shipped word list on purpose" in left_out.stdout
    rules = run("-m", "wordcards", "rules", "rummy")
    assert rules.returncode == 0 and "R10" in rules.stdout


# --- README and CI ---------------------------------------------------------------------------


def readme_commands() -> list[str]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    return re.findall(r"^```(?:sh|bash|console)?\n(.*?)\n```", text, re.M | re.S)


def test_ci_runs_exactly_the_readme_test_command():
    blocks = readme_commands()
    test_commands = [b for b in blocks if "pytest" in b]
    assert len(test_commands) == 1, blocks
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert test_commands[0] in ci.splitlines()
    assert os.access(REPO / ".ci" / "run", os.X_OK)


def test_readme_has_an_install_and_play_command():
    blocks = readme_commands()
    assert any("pip install ." in b and "wordcards play" in b for b in blocks), blocks


def test_pyproject_force_includes_the_data():
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert '"rulesets" = "wordcards/_data/rulesets"' in text
    assert '"wordlists" = "wordcards/_data/wordlists"' in text


def test_readme_says_how_to_type_its_commands_after_its_install():
    """The install puts wordcards in .venv/bin, not on PATH: a newcomer who pasted the
    README's next command, 'wordcards play rummy ...', got 'command not found'."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    start = readme.split("## Start", 1)[1].split("\n## ", 1)[0]
    assert "`.venv/bin/wordcards play rummy`" in start and "`. .venv/bin/activate`" in start
