"""tools/build_wordlist.py: what it keeps and leaves out, and that the shipped list is
what it builds (when SCOWL is installed; the list itself is committed, so CI without
SCOWL still has it)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from wordcards.resources import data_dir
from wordcards.words.wordlist import left_out_key, parse_left_out

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
    result = build.build(tmp_path)
    assert result.unknown == []
    assert word_groups(result.text) == {10: ["cat", "ox"], 35: ["color"], 70: ["colour"]}


def word_groups(text: str) -> dict[int | None, list[str]]:
    """A built file's words by level."""
    groups, level = {}, None
    for line in text.splitlines():
        if line.startswith("#level "):
            level = int(line.split()[1])
        elif line and not line.startswith("#"):
            groups.setdefault(level, []).append(line)
    return groups


def test_unknown_two_letter_entry_stops_the_build(build, tmp_path):
    (tmp_path / "english-words.10").write_text("cat\nqq\n", encoding="latin-1")
    assert build.build(tmp_path).unknown == ["qq"]


def test_build_leaves_out_the_words_of_the_block_list(build, tmp_path):
    """The shipped block lists (slurs and vulgarities) by default, or the words given; it
    names what it left out and the entries the SCOWL lists do not have."""
    (tmp_path / "english-words.10").write_text("cat\nkike\ndog\nfuck\ncock\n", encoding="latin-1")
    (tmp_path / "american-words.35").write_text("wetbacks\nzebra\ntwat\ntwattle\n", encoding="latin-1")
    shipped = build.build(tmp_path)
    assert word_groups(shipped.text) == {10: ["cat", "cock", "dog"], 35: ["twattle", "zebra"]}
    assert shipped.blocked_out == ["fuck", "kike", "twat", "wetbacks"]
    given = build.build(tmp_path, frozenset({"dog", "unicorn"}))
    assert word_groups(given.text) == {10: ["cat", "cock", "fuck", "kike"], 35: ["twat", "twattle", "wetbacks", "zebra"]}
    assert (given.blocked_out, given.blocked_absent) == (["dog"], ["unicorn"])


def test_the_build_says_how_many_words_it_left_out(build, tmp_path, capsys):
    scowl, out = tmp_path / "scowl", tmp_path / "out"
    scowl.mkdir()
    (scowl / "english-words.10").write_text("cat\ndog\nemu\n", encoding="latin-1")
    block_list = tmp_path / "block.txt"
    block_list.write_text("# a header\ndog  # a comment\n\nunicorn\n", encoding="utf-8")
    assert build.main(["--scowl", str(scowl), "--out", str(out), "--block-list", str(block_list)]) == 0
    printed = capsys.readouterr().out
    assert "2 words; left out 1 words of block.txt" in printed
    assert "nothing to leave out: ['unicorn']" in printed
    assert word_groups((out / "english.txt").read_text(encoding="utf-8")) == {10: ["cat", "emu"]}


def test_the_build_counts_what_each_block_list_left_out(build, tmp_path, capsys):
    """By default both tiers, each counted on its own; --block-list may be repeated."""
    scowl, out = tmp_path / "scowl", tmp_path / "out"
    scowl.mkdir()
    (scowl / "english-words.10").write_text("cat\nkike\nshit\nshits\ndog\n", encoding="latin-1")
    assert build.main(["--scowl", str(scowl), "--out", str(out)]) == 0
    assert "2 words; left out 1 words of offensive_words.txt, 2 words of vulgar_words.txt" in capsys.readouterr().out
    # What it left out goes beside the list, by tier, for the game to say why it refuses one.
    written = (out / "left_out.txt").read_text(encoding="utf-8")
    assert parse_left_out(written) == {left_out_key("kike"): "slur", left_out_key("shit"): "vulgar", left_out_key("shits"): "vulgar"}
    assert "kike" not in written and "shit" not in written  # the keys only (the file ships)
    assert build.main(["--scowl", str(scowl), "--out", str(out), "--check"]) == 0
    (out / "left_out.txt").write_text("#tier slur\nkike\n", encoding="utf-8")
    assert build.main(["--scowl", str(scowl), "--out", str(out), "--check"]) == 1
    assert "left_out.txt: differs from a fresh build" in capsys.readouterr().out
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text("dog\n", encoding="utf-8")
    second.write_text("cat\nunicorn\n", encoding="utf-8")
    argv = ["--scowl", str(scowl), "--out", str(out), "--block-list", str(first), "--block-list", str(second)]
    assert build.main(argv) == 0
    assert parse_left_out((out / "left_out.txt").read_text(encoding="utf-8")) == {left_out_key("dog"): "other", left_out_key("cat"): "other"}
    printed = capsys.readouterr().out
    assert "3 words; left out 1 words of first.txt, 1 words of second.txt" in printed
    assert f"{second}: not in the SCOWL lists read, nothing to leave out: ['unicorn']" in printed


def test_the_build_names_a_word_by_the_games_key(build):
    """The script copies the game's left_out_key (it does not import the game): the same keys."""
    for word in ("kike", "shit", "cat", "motherfucker"):
        assert build.left_out_key(word) == left_out_key(word)


def test_a_word_in_both_block_lists_stops_the_build(build, tmp_path):
    first, second = tmp_path / "first.txt", tmp_path / "second.txt"
    first.write_text("dog\ncat\n", encoding="utf-8")
    second.write_text("cat\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="'cat' is in two block lists, first.txt and second.txt: keep it in one"):
        build.read_block_lists((first, second))


@pytest.mark.parametrize("line", ["Kike", "two words", "don't"])
def test_a_block_list_line_that_is_not_one_lower_case_word_stops_the_build(build, tmp_path, line):
    block_list = tmp_path / "block.txt"
    block_list.write_text(f"cat\n{line}\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"block.txt, line 2: expected one lower-case word \(letters a-z\)"):
        build.read_block_list(block_list)


def test_the_shipped_block_lists_are_lower_case_words_only_and_apart(build):
    lists = build.read_block_lists()
    slurs, vulgarities = lists[build.SLURS], lists[build.VULGARITIES]
    assert len(slurs) >= 90 and {"kike", "nigger", "faggot", "retard", "spic", "gook", "dyke"} <= slurs
    assert len(vulgarities) >= 70 and {"fuck", "motherfucker", "shit", "cunt", "twat", "wank", "piss"} <= vulgarities
    assert not slurs & vulgarities


def test_copyright_notice_ships_beside_the_list():
    notice = (data_dir("wordlists") / "COPYING.SCOWL").read_text(encoding="utf-8", errors="replace")
    assert "Kevin Atkinson" in notice and "Copyright" in notice


@pytest.mark.skipif(not SCOWL.is_dir(), reason="SCOWL (Debian package scowl) is not installed")
def test_shipped_list_is_a_fresh_build(build):
    result = build.build(SCOWL)
    assert result.unknown == []
    assert result.blocked_absent == [], "block-list entries SCOWL sizes 10-70 do not have"
    shipped = (data_dir("wordlists") / "english.txt").read_text(encoding="utf-8")
    assert shipped == result.text, "wordlists/english.txt is stale: run python3 tools/build_wordlist.py"
    left_out = (data_dir("wordlists") / "left_out.txt").read_text(encoding="utf-8")
    fresh = build.left_out_text(build.read_block_lists(), result.blocked_out)
    assert left_out == fresh, "wordlists/left_out.txt is stale: run python3 tools/build_wordlist.py"


def test_the_build_writes_the_keys_of_the_words_kept_from_a_childs_hint(build, tmp_path):
    """tools/not_for_child_hints.txt (bitch, horny, heroin...): words, kept in the list, whose
    keys go to not_for_hints.txt for a junior's hint to skip; a word the list lacks is not."""
    scowl, out = tmp_path / "scowl", tmp_path / "out"
    scowl.mkdir()
    (scowl / "english-words.35").write_text("cat\nhorny\nbitch\nheroin\n", encoding="latin-1")
    assert build.main(["--scowl", str(scowl), "--out", str(out)]) == 0
    assert word_groups((out / "english.txt").read_text(encoding="utf-8")) == {35: ["bitch", "cat", "heroin", "horny"]}
    written = (out / "not_for_hints.txt").read_text(encoding="utf-8")
    keys = [line for line in written.splitlines() if not line.startswith("#")]
    assert keys == sorted(left_out_key(w) for w in ("bitch", "heroin", "horny"))
    assert "horny" not in written  # the keys only, as left_out.txt
    assert build.main(["--scowl", str(scowl), "--out", str(out), "--check"]) == 0


def test_the_shipped_words_kept_from_a_childs_hint_are_a_fresh_build(build):
    """Each word of tools/not_for_child_hints.txt that the shipped list holds, and no other."""
    shipped = (data_dir("wordlists") / "english.txt").read_text(encoding="utf-8")
    written = (data_dir("wordlists") / "not_for_hints.txt").read_text(encoding="utf-8")
    assert written == build.not_for_hints_text(build.listed_words(shipped), build.read_block_list(build.NOT_FOR_CHILD_HINTS))
    assert written.count("\n") > 100
