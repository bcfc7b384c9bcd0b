"""The word list: the shipped list, a player's own list, the file format and its errors."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from wordcards.resources import wordlist_path
from wordcards.words import WordList, WordListError, default_wordlist, load_wordlist
from wordcards.words.wordlist import COMMON_TIER, anagram_key, left_out_key, parse_left_out, parse_wordlist

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def english() -> WordList:
    return default_wordlist()


def write(tmp_path: Path, text: str, name: str = "ours.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# --- the shipped list --------------------------------------------------------------------


def test_shipped_list_is_large(english):
    assert len(english) >= 100_000
    assert english.name == "english"


@pytest.mark.parametrize("word", ["cats", "ran", "jumping", "cat", "dogs", "colour", "color", "qi", "ox"])
def test_S11_shipped_list_accepts_ordinary_words_and_inflections(english, word):
    assert word in english


@pytest.mark.parametrize("word", ["qxzv", "cs", "kb", "lm", "ps", "et", "hhd", "b", "zzzz", ""])
def test_S11_shipped_list_refuses_non_words(english, word):
    assert word not in english


def block_list(name: str) -> list[str]:
    lines = (REPO / "tools" / name).read_text(encoding="utf-8").splitlines()
    return [w for w in (line.split("#", 1)[0].strip() for line in lines) if w]


@pytest.mark.parametrize(("name", "at_least"), [("offensive_words.txt", 90), ("vulgar_words.txt", 70)])
def test_shipped_list_accepts_no_slur_and_no_vulgarity(english, name, at_least):
    """wordcards is a family game with a juniors mode: no word of either block list (slurs;
    vulgarities such as fuck, shit, cunt) is playable, so no computer player or hint can
    offer one."""
    blocked = block_list(name)
    assert len(blocked) >= at_least
    assert [w for w in blocked if w in english] == []
    assert [w for w in blocked if w in load_wordlist(wordlist_path())] == []


@pytest.mark.parametrize("word", ["dike", "dikes", "chinked", "fagot", "fagged", "retarding", "retardant", "spade", "ass", "bitch", "bastard", "damn"])
def test_shipped_list_keeps_the_ordinary_words_next_to_the_slurs(english, word):
    assert word in english


ORDINARY_NEXT_TO_VULGAR = """
    cock cocks cocky cocksure peacock ass asses jackass arse bitch bastard damn goddamn hell
    crap crappy craps crappie screw screwed prick pricked balls knob pussy snatch muff tit
    tits tomtit boob dick pecker shag bonk boner spunky sod sodding bugger schmuck whore
    slut poo poop fart bum butt penis vagina clitoris dildo pissoir twattle mishit swank
    swanky turducken bollard
""".split()


@pytest.mark.parametrize("word", ORDINARY_NEXT_TO_VULGAR)
def test_shipped_list_keeps_the_ordinary_words_next_to_the_vulgarities(english, word):
    """The vulgarity tier takes words whose main sense is vulgar; words with an ordinary
    main sense (the rooster, the donkey), mild ones and words that only share letters stay."""
    assert word in english


def test_a_family_gets_a_left_out_word_back_with_a_house_plus_line(tmp_path):
    """tools/vulgar_words.txt and offensive_words.txt say '+word' in a house file brings a
    word back: it does, with no level (a house addition), and only for that word."""
    house = write(tmp_path, "# our house words\n+shit\n+fuck\n", "house.txt")
    assert "shit" not in default_wordlist() and "shits" not in default_wordlist()
    ours = default_wordlist(house)
    assert "shit" in ours and "FUCK" in ours and ours.level("shit") is None
    assert "shits" not in ours and "cunt" not in ours
    assert "shit" in load_wordlist(wordlist_path(), house)


def test_the_shipped_list_knows_each_left_out_word_and_its_tier():
    """wordlists/left_out.txt ships beside english.txt (tools/ does not ship): every word of
    both block lists that SCOWL has, under its tier, and none of them playable."""
    shipped = default_wordlist()
    assert shipped.left_out_tier("KIKE") == "slur" and shipped.left_out_tier("cunt") == "vulgar"
    assert shipped.left_out_tier("cat") is None and shipped.left_out_tier("qxzv") is None
    blocked = set(block_list("offensive_words.txt")) | set(block_list("vulgar_words.txt"))
    assert set(shipped.left_out) == {left_out_key(w) for w in blocked}
    assert not [w for w in blocked if w in shipped]
    assert shipped.refusal("cunt") == "CUNT is left out of the shipped word list on purpose."
    assert shipped.refusal("qxzv") == "QXZV is not a word in the word list."
    assert load_wordlist(wordlist_path()).left_out == {}  # a list given by path is the player's own


def test_the_left_out_file_is_read_by_tier():
    """Keys (left_out_key) under their tier; a line that is not a key is not read."""
    kike, spic, cunt = (left_out_key(w) for w in ("kike", "spic", "cunt"))
    text = f"# a comment\n{kike}\n#tier slur\n{kike}\n# another comment\n{spic}\n#tier vulgar\n{cunt}\ncunt\nnot a key\n"
    assert parse_left_out(text) == {kike: "slur", spic: "slur", cunt: "vulgar"}
    # The first 16 hex digits of the SHA-256 of the word in capitals (as the build writes them).
    assert left_out_key("cat") == left_out_key("CAT") == "15b89a569474240a"


def test_the_shipped_left_out_file_holds_no_word_in_plain_text():
    """It ships in the package: a slur or vulgarity in it is named by its key only (no line,
    and nothing between spaces, is a word of either block list)."""
    blocked = set(block_list("offensive_words.txt")) | set(block_list("vulgar_words.txt"))
    text = wordlist_path("left_out.txt").read_text(encoding="utf-8").lower()
    assert len(parse_left_out(text)) == len(blocked)
    pieces = {line.strip() for line in text.splitlines()} | {piece.strip("#.,:;()'\"") for piece in text.split()}
    assert not pieces & blocked


def test_S11_words_are_compared_without_case(english):
    assert "CATS" in english and "Jumping" in english and english.is_word("rAn")
    assert english.is_word("QXZV") is False


def test_non_strings_are_not_words(english):
    assert 3 not in english and None not in english


def test_shipped_list_holds_only_lower_case_a_to_z(english):
    assert all(word.isascii() and word.isalpha() and word.islower() for word in english)


def test_levels_of_shipped_words(english):
    assert english.level("the") == 10
    assert english.level("CAT") == 10
    assert english.is_common("cat")
    rare = [w for w in ("zygote", "quixotic", "aardvark", "anagrammatize") if (english.level(w) or 0) > COMMON_TIER]
    assert rare, "expected some of these to be above the common tier"
    assert not english.is_common(rare[0])
    assert english.level("qxzv") is None and not english.is_common("qxzv")
    assert english.has_levels


def test_every_shipped_word_has_a_scowl_level(english):
    assert all(english.level(w) in {10, 20, 35, 40, 50, 55, 60, 70} for w in list(english)[::97])


def test_membership_agrees_before_and_after_the_hash_set_is_built():
    """Early checks use bisection over the sorted groups; later ones the set. Same answers."""
    words = load_wordlist(wordlist_path())
    probes = ["cat", "cats", "zygote", "qxzv", "aa", "a", "zzz", "jumping", "zebra", "abacus"]
    early = [p in words for p in probes]  # answered before anything asks for the set
    assert [p in words.words for p in probes] == early  # the set, built now
    assert [p in words for p in probes] == early


def test_shipped_list_passes_the_checking_parser_and_the_fast_load_agrees_with_it(tmp_path):
    """The shipped list is loaded without the line checks (its groups split on first use);
    the checking parser, as run on a player's own list, accepts it and finds the same
    words and levels, with and without house words, before and after the split."""
    checked = load_wordlist(wordlist_path())
    fast = default_wordlist()
    probes = ["cat", "cats", "zygote", "qxzv", "aa", "a", "zzz", "jumping", "ZEBRA", "abacus"]
    assert fast.has_levels and "_groups" not in vars(fast)  # nothing split yet
    assert [p in fast for p in probes] == [p in checked for p in probes]
    assert fast.words == checked.words and fast.sha256 == checked.sha256
    assert [fast.level(p) for p in probes] == [checked.level(p) for p in probes]
    house = write(tmp_path, "+qxzv\n-cat\n", "house.txt")
    assert default_wordlist(house).words == load_wordlist(wordlist_path(), house).words
    early = default_wordlist(house)
    assert ["qxzv" in early, "cat" in early, "dog" in early, early.level("dog")] == [True, False, True, 10]


def test_identity_is_stable_and_content_based(english):
    again = load_wordlist(wordlist_path())
    assert again.sha256 == english.sha256
    assert english.identity == {"name": "english", "sha256": english.sha256}
    shuffled_file = WordList(sorted(english.words, reverse=True), "other")
    assert shuffled_file.sha256 == english.sha256


def test_anagram_index_is_lazy_and_complete():
    words = parse_wordlist("#level 10\nstop\npost\ntops\nspot\ncat\n")
    assert "anagrams" not in words.__dict__  # not built at load
    assert words.anagrams[anagram_key("pots")] == ("post", "spot", "stop", "tops")
    assert words.anagrams[anagram_key("act")] == ("cat",)


# --- a player's own list (--wordlist) ----------------------------------------------------


def test_own_list_any_case_blank_lines_and_comments(tmp_path):
    path = write(tmp_path, "# our family list\nCat\n\n  DOG  \r\nemu\n#another comment\nFox\n")
    words = load_wordlist(path)
    assert words.words == frozenset({"cat", "dog", "emu", "fox"})
    assert words.name == "ours"
    assert words.level("cat") is None and not words.has_levels
    assert words.is_common("cat")  # no levels: every listed word counts as common


def test_own_list_with_level_lines(tmp_path):
    path = write(tmp_path, "#level 10\ncat\n#level 50\nzebra\nant\n#level 10\ndog\n")
    words = load_wordlist(path)
    assert [words.level(w) for w in ("cat", "zebra", "ant", "dog")] == [10, 50, 50, 10]


def test_a_word_listed_at_two_levels_keeps_the_lowest(tmp_path):
    words = load_wordlist(write(tmp_path, "#level 50\ncat\n#level 20\ncat\n"))
    assert words.level("cat") == 20


def test_unsorted_own_list_is_searched_correctly(tmp_path):
    path = write(tmp_path, "#level 10\nzebra\napple\nmango\n")
    words = load_wordlist(path)
    assert all(w in words for w in ("zebra", "apple", "mango")) and "kiwi" not in words


def test_utf8_byte_order_mark_is_ignored(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeffcat\ndog\n".encode("utf-8"))
    assert "cat" in load_wordlist(path)


def test_missing_word_list_names_its_path(tmp_path):
    path = tmp_path / "nope.txt"
    with pytest.raises(WordListError) as info:
        load_wordlist(path)
    assert str(path) in str(info.value) and "no such word list file" in str(info.value)


def test_a_folder_is_not_a_word_list(tmp_path):
    with pytest.raises(WordListError, match="folder"):
        load_wordlist(tmp_path)


@pytest.mark.parametrize("text", ["", "\n\n  \n", "# only a comment\n#level 10\n"])
def test_empty_word_list_is_refused(tmp_path, text):
    path = write(tmp_path, text)
    with pytest.raises(WordListError) as info:
        load_wordlist(path)
    assert str(path) in str(info.value) and "empty" in str(info.value)


@pytest.mark.parametrize(
    "text, line, shown",
    [
        ("cat\ndog's\n", 2, "dog's"),
        ("cat\nice cream\n", 2, "ice cream"),
        ("cat\ndog\n\ncafé\n", 4, "café"),
        ("r2d2\n", 1, "r2d2"),
        ("#level 10\ncat\n#level 20\nwell-known\n", 4, "well-known"),
        ("cat\n  # an indented comment\n", 2, "# an indented comment"),
    ],
)
def test_non_letters_are_refused_with_path_and_line(tmp_path, text, line, shown):
    path = write(tmp_path, text)
    with pytest.raises(WordListError) as info:
        load_wordlist(path)
    message = str(info.value)
    assert message.startswith(f"{path}, line {line}:")
    assert repr(shown) in message and "letters a-z" in message


def test_a_list_with_several_bad_lines_says_how_many_more_and_where(tmp_path):
    """Refused at the first bad line only, a family mended café, loaded again, and met 123."""
    path = write(tmp_path, "cat\ncafé\ndog\n123\nit's\n")
    with pytest.raises(WordListError) as info:
        load_wordlist(path)
    message = str(info.value)
    assert message.startswith(f"{path}, line 2: 'café' is not a word")
    assert "; 2 more lines are bad too (lines 4, 5); the line with an apostrophe (line 5, \"it's\")" in message


def test_a_list_with_many_bad_lines_names_the_first_few(tmp_path):
    path = write(tmp_path, "cat\n" + "".join(f"word{n}\n" for n in range(9)))
    with pytest.raises(WordListError) as info:
        load_wordlist(path)
    assert str(info.value).endswith("; 8 more lines are bad too (lines 3, 4, 5, 6, 7, ...)")
    assert "\n" not in str(info.value)


def test_binary_file_is_refused(tmp_path):
    path = tmp_path / "list.bin"
    path.write_bytes(b"\xff\xfe\x00cat")
    with pytest.raises(WordListError) as info:
        load_wordlist(path)
    assert str(path) in str(info.value)


def test_from_words_and_explicit_levels():
    words = WordList(["Cat", "dog"], "tiny", levels={"CAT": 10})
    assert "cat" in words and len(words) == 2
    assert words.level("cat") == 10 and words.level("dog") is None
    assert WordList.from_words(["a"]).words == frozenset({"a"})
    assert repr(words) == "<WordList 'tiny': 2 words>"


def test_S11_words_given_as_a_set_are_compared_without_case_too():
    # A frozenset was kept as given: "Cat" stayed upper case and no check ever found it.
    words = WordList.from_words(frozenset({"Cat", "DOG"}))
    assert words.is_word("cat") and "CAT" in words and words.is_word("dog")
    assert words.words == frozenset({"cat", "dog"})


# --- the fast loader agrees with a plain line-by-line reading -------------------------------

import re  # noqa: E402

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


def read_slowly(text: str) -> set[str] | None:
    """The format, line by line: None where the loader must refuse the text."""
    words = set()
    for raw in text.split("\n"):
        line = raw.strip(" \t\r")
        if raw.startswith("#") or not line:
            continue
        if not re.fullmatch(r"[a-z]+", line.lower()):
            return None
        words.add(line.lower())
    return words or None


LINE = st.text(alphabet=st.sampled_from(list("abcXYZ \t\r#1é'-")), max_size=8)
LEVEL = st.integers(min_value=10, max_value=95).map(lambda n: f"#level {n}")


TRICKY = st.sampled_from(["cat", "Dog", "  emu ", "", "fox\r", "ca\rt", "a b", "a\tb", "# c", "#level x"])


@settings(max_examples=400, derandomize=True, deadline=None)
@given(st.lists(st.one_of(LINE, LEVEL, TRICKY), max_size=12))
def test_loader_agrees_with_a_line_by_line_reading(lines):
    text = "\n".join(lines)
    expected = read_slowly(text)
    try:
        words = parse_wordlist(text, "list.txt")
    except WordListError as error:
        assert expected is None, f"refused {text!r}: {error}"
        assert str(error).startswith("list.txt")
    else:
        assert expected is not None, f"accepted {text!r}"
        assert set(words.words) == expected
        assert all(w in words for w in expected)


def refused_with_the_command_that_mends_it(tmp_path: Path, text: str) -> tuple[str, WordList]:
    """The refusal of a list, and the list loaded after running the command it gives."""
    path = write(tmp_path, text, "english-words.35")
    with pytest.raises(WordListError) as info:
        load_wordlist(path)
    message = str(info.value)
    command = message.split(" with: ", 1)[1].split(", then give --wordlist mine.txt")[0]
    subprocess.run(["sh", "-c", command], cwd=tmp_path, check=True)
    return message, load_wordlist(tmp_path / "mine.txt")


def test_a_system_list_with_possessives_says_how_to_drop_them(tmp_path):
    """It said 'line 4: "abacus's" is not a word ...; 8,800 more lines are bad too', and
    nothing of what to do with thousands of possessives (docs/decisions/foundation.md)."""
    message, mended = refused_with_the_command_that_mends_it(tmp_path, "#level 35\nabacus\nabacus's\nabbey\nabbey's\n")
    assert message.endswith(
        "; 2 lines with an apostrophe (possessives such as \"abacus's\") are not words here: drop them with:"
        f" grep -v \"'\" {tmp_path / 'english-words.35'} > mine.txt, then give --wordlist mine.txt"
    )
    assert sorted(mended) == ["abacus", "abbey"] and mended.level("abbey") == 35


def test_a_list_with_possessives_and_accents_gets_one_command_for_both(tmp_path):
    """Dropping the possessives alone met 'attaché' on the next try."""
    message, mended = refused_with_the_command_that_mends_it(tmp_path, "abacus\nabacus's\nattaché\nbrie\n")
    assert "1 more line is bad too (line 3); the line with an apostrophe (line 2, \"abacus's\") is not a word here" in message
    assert "keep only the comment lines and the lines of letters a-z with: tr -d" in message
    assert sorted(mended) == ["abacus", "brie"]


@pytest.mark.parametrize("end", ["\r\n", "\n"], ids=["windows", "unix"])
def test_a_list_with_possessives_accents_and_levels_is_mended_by_its_one_command(tmp_path, end):
    """With Windows line ends it said grep -v "'", which left 'attaché' to refuse; the a-z
    command dropped every line (a '\r' is no letter) and every '#' line, SCOWL's levels too."""
    text = end.join(["#level 35", "abacus", "abacus's", "# a comment", "attaché", "#level 50", "brie", "  cider\t", ""])
    message, mended = refused_with_the_command_that_mends_it(tmp_path, text)
    assert "keep only the comment lines and the lines of letters a-z with:" in message
    assert sorted(mended) == ["abacus", "brie", "cider"]  # spaces around a word: the loader accepts it, so it stays
    assert mended.level("abacus") == 35 and mended.level("brie") == 50


def test_a_list_of_only_comments_and_blank_lines_says_so(tmp_path):
    """Play-test: it said "the word list is empty" of a file that is not."""
    path = tmp_path / "words.txt"
    path.write_text("# our words\n\n#level 10\n", encoding="utf-8")
    with pytest.raises(WordListError, match=r": the word list has no words, only comments and blank lines$"):
        load_wordlist(path)
    path.write_text("\n \n", encoding="utf-8")
    with pytest.raises(WordListError, match=r": the word list is empty$"):
        load_wordlist(path)


def test_a_ruleset_with_its_game_in_capitals_given_as_the_word_list_is_named_a_ruleset(tmp_path):
    """Rulesets read 'game: Shuffle' in any case now; the word list tells one the same way."""
    from wordcards.resources import ruleset_path

    path = tmp_path / "ours.yaml"
    path.write_text(ruleset_path("shuffle").read_text(encoding="utf-8").replace("game: shuffle", "game: Shuffle"), encoding="utf-8")
    with pytest.raises(WordListError, match=r": this is a ruleset, not a word list"):
        load_wordlist(path)


def test_a_childs_hint_never_offers_arsing_or_poof_yet_both_stay_words(english):
    """Review h50: arse's forms missed arsing, and poof (kept as the interjection) is a
    slur in British English; both stay playable, but a junior's hint offers neither."""
    from wordcards.words.wordlist import fit_for_a_childs_hint

    for word in ("arsing", "poof"):
        assert english.is_word(word) and not fit_for_a_childs_hint(word), word
    assert fit_for_a_childs_hint("proof")
