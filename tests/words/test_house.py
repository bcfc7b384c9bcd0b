"""House words (--house): '+word' allows a word, '-word' refuses one."""

from __future__ import annotations

from pathlib import Path

import pytest

from wordcards.resources import wordlist_path
from wordcards.words import WordListError, default_wordlist, load_wordlist
from wordcards.words.wordlist import apply_house, parse_wordlist


def house(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "house.txt"
    path.write_text(text, encoding="utf-8")
    return path


def refusal_of_house_file(path: Path) -> str:
    """What the shipped list read with the house file at ``path`` is refused with."""
    with pytest.raises(WordListError) as info:
        default_wordlist(path)
    return str(info.value)


def test_S11_house_adds_and_removes_words_on_the_shipped_list(tmp_path):
    path = house(tmp_path, "# our rules\n+qxzv\n-cat\n\n+ Zorp \n")
    words = default_wordlist(path)
    assert "qxzv" in words and "ZORP" in words
    assert "cat" not in words
    assert "cats" in words and "dog" in words  # everything else is untouched
    assert words.name == "english+house"


def test_house_changes_the_identity(tmp_path):
    plain = default_wordlist()
    housed = default_wordlist(house(tmp_path, "+qxzv\n"))
    assert housed.sha256 != plain.sha256
    assert len(housed) == len(plain) + 1


def test_house_words_have_no_level_but_count_as_common(tmp_path):
    words = default_wordlist(house(tmp_path, "+qxzv\n-cat\n"))
    assert words.level("qxzv") is None and words.is_common("qxzv")
    assert words.level("cat") is None and not words.is_common("cat")  # removed: not a word at all
    assert words.level("dog") == 10  # levels of the list itself are kept


def test_house_on_an_own_list(tmp_path):
    own = tmp_path / "own.txt"
    own.write_text("cat\ndog\n", encoding="utf-8")
    words = load_wordlist(own, house(tmp_path, "-dog\n+emu\n"))
    assert words.words == frozenset({"cat", "emu"})


def test_a_house_line_is_named_as_taking_out_only_a_word_the_list_held(tmp_path):
    """A review: a redundant '-tire' line was named as the cause when the word list itself had
    lost TIRE, yet undoing the line would not bring TIRE back."""
    own = tmp_path / "own.txt"
    own.write_text("cat\ndog\n", encoding="utf-8")
    words = load_wordlist(own, house(tmp_path, "-dog\n-tire\n"))
    assert words.house_line_removing("dog") == (str(tmp_path / "house.txt"), "line 1 ('-dog')")
    assert words.house_line_removing("tire") is None



def test_S11_a_refusal_names_the_house_file_and_line_that_took_the_word_out(tmp_path):
    """In play, as 'wordcards check' says it (not "not a word in the word list"); a line for
    a word the list never had is not the cause, so the refusal does not name it."""
    own = tmp_path / "own.txt"
    own.write_text("cat\ndog\n", encoding="utf-8")
    words = load_wordlist(own, house(tmp_path, "# ours\n-dog\n-tire\n"))
    assert words.refusal("Dog") == "DOG is taken out by the house words: house.txt, line 2 ('-dog')."
    # A family's own list is named as 'wordcards check' names it.
    assert words.refusal("tire") == "TIRE is not a word in the word list 'own+house'."

@pytest.mark.parametrize(
    "text, says",
    [
        ("+zorp\n-cat\n-zorp\n", "lines 1 and 3: '+zorp' and '-zorp'"),
        ("# ours\n-cat\n\n+ CAT \n", "lines 2 and 4: '-cat' and '+ CAT'"),
    ],
)
def test_a_house_file_that_adds_and_removes_one_word_is_refused_naming_both_lines(tmp_path, text, says):
    """The last line silently won: a family that wrote both meant one of them."""
    path = house(tmp_path, text)
    with pytest.raises(WordListError) as info:
        apply_house(parse_wordlist("cat\ndog\n"), path)
    assert str(info.value) == f"{path}, {says} say opposite things of one word; keep the line you mean"


def test_a_house_line_said_twice_is_no_mistake(tmp_path):
    words = apply_house(parse_wordlist("cat\ndog\n"), house(tmp_path, "-cat\n+emu\n-cat\n+EMU\n"))
    assert "cat" not in words and "emu" in words


def test_house_agrees_before_and_after_the_hash_set_is_built(tmp_path):
    words = load_wordlist(wordlist_path(), house(tmp_path, "+qxzv\n-cat\n"))
    early = ["qxzv" in words, "cat" in words, "dog" in words]
    assert "qxzv" in words.words and "cat" not in words.words  # the set, built now
    assert ["qxzv" in words, "cat" in words, "dog" in words] == early == [True, False, True]


def test_with_house_on_a_hashed_list():
    base = parse_wordlist("cat\ndog\n")
    base.words  # build the set first
    words = base.with_house(["emu"], ["dog"])
    assert words.words == frozenset({"cat", "emu"})


@pytest.mark.parametrize(
    "text, line",
    [
        ("+cat\nzebra\n", 2),  # no sign
        ("+cat\n+ice cream\n", 2),
        ("-\n", 1),  # a sign with no word
        ("+cat\n\n*dog\n", 3),
        ("+café\n", 1),
        ("zebra\n", 1),  # one word: a house line without its sign as likely as a word list
        ("zebra\nmoose\n-cat\n", 1),  # bare words, but a signed line: a house file
        ("# ours\nzebra\n+moose\nemu\n", 2),
    ],
)
def test_bad_house_line_is_refused_with_path_and_line(tmp_path, text, line):
    path = house(tmp_path, text)
    message = refusal_of_house_file(path)
    assert message.startswith(f"{path}, line {line}:")
    assert "'+word'" in message and "'-word'" in message


@pytest.mark.parametrize("text", ["cat\ndog\n", "#level 10\nCat\ndog\n\nemu\nfox\nant\nice cream\n"])
def test_a_word_list_given_as_the_house_file_is_named_as_one(tmp_path, text):
    """It said "line 1: expected '+word' to add a word or '-word' to remove one, found 'cat'"."""
    path = house(tmp_path, text)
    # Both readings: --wordlist alone would replace the whole list with a few unsigned words.
    assert refusal_of_house_file(path) == (
        f"{path}: its lines are bare words, as in a word list; a house file's lines start with '+' to add"
        " a word or '-' to remove one (e.g. '+cat'); a whole word list of your own is given with --wordlist"
    )


def test_missing_house_file_names_its_path(tmp_path):
    path = tmp_path / "no-house.txt"
    message = refusal_of_house_file(path)
    assert str(path) in message and "no such house file" in message


@pytest.mark.parametrize(
    ("option", "text", "hint"),
    [
        ("house", "+zorp  # our word\n", "a comment is a line of its own, starting with #"),
        ("wordlist", "cat\nzorp # ours\n", "a comment is a line of its own, starting with # in its first column"),
        ("wordlist", "+zorp\n-cwm\n", "'+word' and '-word' lines are house words: give that file with --house"),
    ],
    ids=["comment-after-a-house-word", "comment-after-a-word", "house-file-as-word-list"],
)
def test_a_refused_line_says_what_the_family_most_likely_meant(tmp_path, option, text, hint):
    """The line was refused as 'not a word' or 'expected +word', with no word on why."""
    path = tmp_path / "ours.txt"
    path.write_text(text)
    with pytest.raises(WordListError) as refused:
        if option == "house":
            apply_house(parse_wordlist("cat\n"), path)
        else:
            load_wordlist(path)
    assert str(refused.value).endswith(hint), str(refused.value)


def test_a_house_file_with_several_bad_lines_counts_them_as_a_word_list_does(tmp_path):
    """It named the first bad line only; a bad word list counts the others too."""
    path = house(tmp_path, "+cat\nfoo\n+dog\n+it's\n-x1\n")
    assert refusal_of_house_file(path) == (
        f"{path}, line 2: expected '+word' to add a word or '-word' to remove one (letters a-z only),"
        " found 'foo'; 2 more lines are bad too (lines 4, 5)"
    )


def test_a_bad_line_before_two_opposite_lines_is_named_first(tmp_path):
    path = house(tmp_path, "+cat\nfoo\n-cat\n")
    assert "line 2: expected '+word'" in refusal_of_house_file(path)
