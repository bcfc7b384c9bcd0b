"""tools/build_wordlist.py: what it keeps and leaves out, and that the shipped list is
what it builds (when SCOWL is installed; the list itself is committed, so CI without
SCOWL still has it)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from wordcards.resources import data_dir

REPO = Path(__file__).resolve().parents[2]
SCOWL = Path("/usr/share/dict/scowl")


@pytest.fixture(scope="module")
def build():
    spec = importlib.util.spec_from_file_location("build_wordlist", REPO / "tools" / "build_wordlist.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_two_letter_decisions_do_not_overlap(build):
    assert not build.TWO_LETTER_WORDS & set(build.LEFT_OUT)
    assert all(len(w) == 2 for w in build.TWO_LETTER_WORDS)
    assert all(reason for reason in build.LEFT_OUT.values())


@pytest.mark.parametrize("word", ["cs", "kb", "lm", "ps", "ms", "hhd", "csc", "b", "x"])
def test_non_words_are_left_out(build, word):
    assert not build.keep(word)


@pytest.mark.parametrize("word", ["a", "i", "ox", "qi", "be", "cat", "jumping"])
def test_words_are_kept(build, word):
    assert build.keep(word)


def test_build_from_a_small_fake_scowl(build, tmp_path):
    """Lowest level wins, only a-z lower case, only the english/american/british words lists."""
    (tmp_path / "english-words.10").write_text("cat\nCat\ndon't\nkb\nox\n", encoding="latin-1")
    (tmp_path / "american-words.35").write_text("color\ncat\ncafé\n", encoding="latin-1")
    (tmp_path / "british-words.70").write_text("colour\n", encoding="latin-1")
    (tmp_path / "english-abbreviations.10").write_text("etc\n", encoding="latin-1")
    (tmp_path / "english-words.80").write_text("zyzzyva\n", encoding="latin-1")
    (tmp_path / "canadian-words.10").write_text("eh\n", encoding="latin-1")
    text, unknown = build.build(tmp_path)
    assert unknown == []
    groups, level = {}, None
    for line in text.splitlines():
        if line.startswith("#level "):
            level = int(line.split()[1])
        elif line and not line.startswith("#"):
            groups.setdefault(level, []).append(line)
    assert groups == {10: ["cat", "ox"], 35: ["color"], 70: ["colour"]}


def test_unknown_two_letter_entry_stops_the_build(build, tmp_path):
    (tmp_path / "english-words.10").write_text("cat\nqq\n", encoding="latin-1")
    _, unknown = build.build(tmp_path)
    assert unknown == ["qq"]


def test_copyright_notice_ships_beside_the_list():
    notice = (data_dir("wordlists") / "COPYING.SCOWL").read_text(encoding="utf-8", errors="replace")
    assert "Kevin Atkinson" in notice and "Copyright" in notice


@pytest.mark.skipif(not SCOWL.is_dir(), reason="SCOWL (Debian package scowl) is not installed")
def test_shipped_list_is_a_fresh_build(build):
    text, unknown = build.build(SCOWL)
    assert unknown == []
    shipped = (data_dir("wordlists") / "english.txt").read_text(encoding="utf-8")
    assert shipped == text, "wordlists/english.txt is stale: run python3 tools/build_wordlist.py"
