"""The word list a game is played with (S11/R10: words compared without case).

File format (the shipped list and a player's own list alike): one word per line, any case,
letters a-z only; blank lines and lines starting with '#' are ignored, except that a line
``#level N`` says that the words after it have SCOWL level N (10 = commonest). The shipped
list is grouped by level, so loading it is a few ``split()`` calls and a ``frozenset``; the
word -> level table and the anagram index are built only when first asked for.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache, cached_property, lru_cache
from itertools import chain
from pathlib import Path

from wordcards.files import NotRegularFile, NotText, NotUtf8, OnlyNul, TooLarge, from_latin1, read_at_most, utf8_text
from wordcards.quoting import one_line, quote, shell_word

# Everything a word may be made of: the cards carry the letters A-Z and nothing else.
_WORD = re.compile(r"[a-z]+")
_LETTERS_AND_SPACE = b"abcdefghijklmnopqrstuvwxyz \t\r\n"
# The text of a "#level N" comment line, after its '#'.
_LEVEL_COMMENT = re.compile(r"[ \t]*level[ \t]+([0-9]+)")
MAX_LEVEL_DIGITS = 3  # SCOWL levels run from 10 to 95
# The line every ruleset has: a ruleset given as the word list or house file is said to be one.
_RULESET_LINE = re.compile(r"^game:[ \t]*[A-Za-z]+[ \t]*(#.*)?$", re.MULTILINE)  # any case, as rulesets read it
# How many of a house file's first lines, all bare words, make it a word list given as one.
_WORD_LIST_LINES_SEEN = 5

# Limits that keep a wrong file from hanging the game (the shipped list: 1.1 MB, 115,000 words).
MAX_WORDLIST_BYTES = 8 * 2**20
MAX_HOUSE_BYTES = 2**20
MAX_WORDS = 500_000
MAX_WORD_LENGTH = 60  # no card game needs a longer word

COMMON_TIER = 35  # SCOWL level 35 and below: words most players know
COMMONEST_TIER = 20  # SCOWL level 20 and below: the words of everyday reading, a child's (11,000)
# The tier of left_out.txt whose words a family may want back: only for these does wordcards
# suggest a '+word' house line (never for a slur).
VULGAR_TIER = "vulgar"
_TIER_COMMENT = re.compile(r"[ \t]*tier[ \t]+([a-z]+)[ \t]*")
# A line of left_out.txt: a left-out word's key (left_out_key), 16 hex digits.
_LEFT_OUT_KEY = re.compile(r"[0-9a-f]{16}")
# Word checks answered by bisection before the hash set is built: enough for a player's
# typed words, while a move search (thousands of checks) soon switches to the set.
_PROBES_BEFORE_SET = 200


class WordListError(ValueError):
    """A word list or house file that cannot be used; the message names the path."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


def anagram_key(word: str) -> str:
    return "".join(sorted(word.lower()))


class WordList:
    """An immutable set of lower-case words, with optional SCOWL levels.

    Word checks are ready as soon as the list is loaded. The shipped list is held at first
    as the text of its level groups, split into sorted word lists on the first word check and
    searched by bisection (no splitting or hashing of 100,000 words before the first screen);
    the hash set, the level table and the anagram index are built on first use.
    """

    def __init__(
        self,
        words: Iterable[str],
        name: str = "custom",
        levels: Mapping[str, int] | None = None,
    ):
        self.name = name
        # Lower case whatever the words come in (S11, R10: compared without case), a set too.
        self._set: frozenset[str] | None = frozenset(w.lower() for w in words)
        # The shipped list's level groups as text (level, words one per line), split on first use.
        self._bodies: tuple[tuple[int | None, str], ...] = ()
        self._levels_given: Mapping[str, int] | None = levels
        # House words layered over the groups while there is no set yet.
        self._added: frozenset[str] = frozenset()
        self._removed: frozenset[str] = frozenset()
        self._probes = 0
        # Words the build left out of the shipped list on purpose, by key (left_out_key) ->
        # their tier (slur, vulgar): they are not words of the list, but a refusal can say why.
        self.left_out: Mapping[str, str] = {}
        # What the house words did, kept so 'wordcards check' can say a house word is one.
        self.house_added: frozenset[str] = frozenset()
        self.house_removed: frozenset[str] = frozenset()
        # Where a house file took a word out: word -> ("FILE", "line N ('-word')"), so a saved
        # game that no longer replays can name the file and the line to undo.
        self.house_removed_at: Mapping[str, tuple[str, str]] = {}
        # A family's own file (--wordlist): a refusal names it, as 'wordcards check' does, so
        # that a family playing with several lists knows which one said no.
        self.named_in_refusals = False

    def house_line_removing(self, word: str) -> tuple[str, str] | None:
        """The house file and its line that take ``word`` out of this list, or None."""
        return self.house_removed_at.get(word.lower())

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "custom") -> "WordList":
        return cls(words, name)

    @classmethod
    def _from_groups(cls, groups: list[tuple[int | None, list[str]]], name: str) -> "WordList":
        """``groups``: (level or None, sorted lower-case words); the set is built on first use."""
        wordlist = cls(frozenset(), name)
        wordlist._set = None
        wordlist._groups = tuple(groups)
        return wordlist

    @classmethod
    def _from_bodies(cls, bodies: list[tuple[int | None, str]], name: str) -> "WordList":
        """``bodies``: (level or None, lower-case words one per line), already checked."""
        wordlist = cls(frozenset(), name)
        wordlist._set = None
        wordlist._bodies = tuple(bodies)
        return wordlist

    @cached_property
    def _groups(self) -> tuple[tuple[int | None, list[str]], ...]:
        """(level or None, sorted words): bisection needs them sorted (the shipped list is
        sorted already, so this is quick)."""
        return tuple((level, sorted(body.split())) for level, body in self._bodies)

    # --- membership (S11, R10) -------------------------------------------------------

    def _has(self, word: str) -> bool:
        """``word`` is lower-case."""
        if self._set is not None:
            return word in self._set
        if word in self._removed:
            return False
        if word in self._added:
            return True
        self._probes += 1
        if self._probes > _PROBES_BEFORE_SET:
            return word in self.words  # a search is under way: hashing now pays
        for _, group in self._groups:
            i = bisect_left(group, word)
            if i < len(group) and group[i] == word:
                return True
        return False

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._has(word.lower())

    def is_word(self, word: str) -> bool:
        return self._has(word.lower())

    @property
    def words(self) -> frozenset[str]:
        if self._set is None:
            base = frozenset(chain.from_iterable(group for _, group in self._groups))
            self._set = (base | self._added) - self._removed
        return self._set

    def left_out_tier(self, word: str) -> str | None:
        """The tier ("slur", "vulgar") of a word that the build left out of the shipped list
        on purpose and the house words have not brought back; None for any other word."""
        word = word.lower()
        tier = self.left_out.get(left_out_key(word)) if self.left_out and _WORD.fullmatch(word) else None
        return tier if tier is not None and not self._has(word) else None

    def refusal(self, word: str) -> str:
        """Why a word that is not in the list is refused, as a sentence naming it in capitals:
        one the house file took out names the file and its line to undo (as 'wordcards
        check' says it), not "not a word", which a family that wrote that line cannot read.
        A '-word' line for a word the list never had is not named: undoing it changes nothing.
        The file by its name, "the house words": a remote seat is told it too, and the path
        is the host's, the file not the seat's own."""
        taken_out_at = self.house_line_removing(word)
        if taken_out_at is not None:
            house_file, house_line = taken_out_at
            return f"{word.upper()} is taken out by the house words: {Path(house_file).name}, {house_line}."
        if self.left_out_tier(word):
            return f"{word.upper()} is left out of the shipped word list on purpose."
        named = f" '{self.name}'" if self.named_in_refusals else ""
        return f"{word.upper()} is not a word in the word list{named}."

    def any_word(self, fits: Callable[[str], bool]) -> bool:
        """Whether some word of the list ``fits``. The shipped list with house words is
        searched group by group up to the first such word: building its set at start took
        longer than loading it."""
        if self._set is not None:
            return any(map(fits, self._set))
        if any(map(fits, self._added)):
            return True
        return any(fits(word) and word not in self._removed for _, group in self._groups for word in group)

    def __len__(self) -> int:
        return len(self.words)

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __repr__(self) -> str:
        return f"<WordList {self.name!r}: {len(self)} words>"

    # --- levels ----------------------------------------------------------------------

    @cached_property
    def _levels(self) -> dict[str, int]:
        table: dict[str, int] = {}
        # Highest level first, so a word listed at several levels keeps its lowest.
        levelled = [(level, group) for level, group in self._groups if level is not None]
        for level, group in sorted(levelled, key=lambda g: -g[0]):
            table.update(dict.fromkeys(group, level))
        if self._levels_given:
            table.update({w.lower(): lvl for w, lvl in self._levels_given.items()})
        return table

    @property
    def has_levels(self) -> bool:
        groups = self._bodies or self._groups
        return any(level is not None for level, _ in groups) or bool(self._levels_given)

    def level(self, word: str) -> int | None:
        """SCOWL level (10 = commonest); None when the word is not in the list or the list
        carries no level for it (a player's own list, a house addition)."""
        word = word.lower()
        if not self._has(word):
            return None
        return self._levels.get(word)

    def is_common(self, word: str, tier: int = COMMON_TIER) -> bool:
        """In the list and at SCOWL level ``tier`` or below.

        A word the list carries no level for (a player's own list, a house addition) counts
        as common: the family chose it on purpose, so "common words only" must not hide it.
        """
        word = word.lower()
        if not self._has(word):
            return False
        level = self._levels.get(word)
        return level is None or level <= tier

    # --- identity and indexes ----------------------------------------------------------

    @cached_property
    def sha256(self) -> str:
        """Of the sorted words, so the same words give the same digest whatever the file."""
        import hashlib  # here, not at the top: it costs start-up time and only saves need it

        return hashlib.sha256("\n".join(sorted(self.words)).encode()).hexdigest()

    @property
    def identity(self) -> dict[str, str]:
        return {"name": self.name, "sha256": self.sha256}

    @cached_property
    def anagrams(self) -> Mapping[str, tuple[str, ...]]:
        """Sorted letters -> the words spelt with exactly those letters, in order."""
        index: dict[str, tuple[str, ...]] = {}
        words = sorted(self.words)
        # map/zip keep the per-word work in C; most keys have one word, so tuples stay tiny.
        for key, word in zip(map("".join, map(sorted, words)), words):
            index[key] = index.get(key, ()) + (word,)
        return index

    def with_house(self, add: Iterable[str], remove: Iterable[str]) -> "WordList":
        """A new list with ``add`` words added and ``remove`` words taken out (removal wins
        for a word in both; :func:`apply_house` refuses a file that says both).
        Levels stay as they were; an added word has none."""
        add_set = frozenset(w.lower() for w in add)
        remove_set = frozenset(w.lower() for w in remove)
        result = WordList(frozenset(), f"{self.name}+house")
        result._bodies = self._bodies
        if "_groups" in self.__dict__ or not self._bodies:  # split already (or given split)
            result._groups = self._groups
        result._levels_given = self._levels_given
        result.left_out = self.left_out
        result.named_in_refusals = self.named_in_refusals
        result.house_added = (self.house_added | add_set) - remove_set
        result.house_removed = (self.house_removed - add_set) | remove_set
        result.house_removed_at = {w: at for w, at in self.house_removed_at.items() if w in result.house_removed}
        if self._set is not None:
            result._set = (self._set | add_set) - remove_set
        else:
            result._set = None
            result._added = (self._added | add_set) - remove_set
            result._removed = (self._removed - add_set) | remove_set
        return result


# --- loading -----------------------------------------------------------------------------


def _read(path: Path, what: str, most: int) -> str:
    try:
        return utf8_text(read_at_most(path, most), "utf-8-sig")
    except TooLarge as exc:
        size = f"{exc.size / 2**20:.1f} MB" if exc.size is not None else f"over {most // 2**20} MB"
        shipped = " (the shipped list is about 1 MB)" if what == "word list" else ""
        raise WordListError(f"{path}: the {what} file is {size}; the most wordcards reads is {most // 2**20} MB{shipped}") from None
    except NotUtf8 as exc:
        if exc.other_unicode_named:
            raise WordListError(f"{path}: {exc.other_unicode_named}; save it as UTF-8") from None
        raise WordListError(
            f"{path}, line {exc.line}: not a text file in UTF-8 (byte {exc.byte:#04x}); "
            f"save it as UTF-8 (from Latin-1: {from_latin1(str(path))})"
        ) from None
    except NotText as exc:
        raise WordListError(f"{path}: {exc.said(str(path), 'list')}") from None
    except OnlyNul:
        raise WordListError(f"{path}: {OnlyNul.said}") from None
    except FileNotFoundError:
        raise WordListError(f"{path}: no such {what} file") from None
    except NotRegularFile as exc:  # a folder, or a pipe that would be waited on for ever
        raise WordListError(f"{path}: {exc.said(what + ' file')}") from None
    except OSError as exc:
        raise WordListError(f"{path}: cannot read the {what} file ({exc.strerror or exc})") from None


def _line_hint(line: str, house_file: bool) -> str:
    """What a family most likely meant by a refused line: a comment after a word, or a
    house file's '+word' line given as the word list."""
    if "#" in line:  # a word list's comment has # in its first column (the fast check reads it so)
        return "; a comment is a line of its own, starting with #" + ("" if house_file else " in its first column")
    if not house_file and line[:1] in "+-" and _WORD.fullmatch(line[1:].strip().lower()):
        return "; '+word' and '-word' lines are house words: give that file with --house"
    return ""


def _first_bad_line(path: Path, text: str) -> WordListError:
    """The slow, exact check, run only when the fast one found something wrong. The first
    bad line is named, and how many more there are, so a family mends them all in one go."""
    if _RULESET_LINE.search(text):
        return WordListError(f"{path}: this is a ruleset, not a word list (a ruleset is given with --ruleset)")
    bad: list[tuple[int, str, str]] = []  # (line number, what is wrong with it, what was likely meant)
    for number, raw in enumerate(text.split("\n"), 1):
        problem, hint = _line_problem(raw)
        if problem:
            bad.append((number, problem, hint))
    if not bad:
        return WordListError(f"{path}: not a word list (one word per line, letters a-z only)")
    number, problem, hint = bad[0]
    more = _more_bad_lines([n for n, _, _ in bad[1:]])
    return WordListError(f"{path}, line {number}: {problem}{more}{hint}{_possessives_hint(path, text, [n for n, _, _ in bad])}")


def _possessives_hint(path: Path, text: str, bad: list[int]) -> str:
    """How to drop the possessives ("abacus's") that most system word lists hold: they are
    never played (a word is letters a-z), and thousands of lines are not mended by hand.
    Refused rather than skipped, so a list is played as written (docs/decisions/foundation.md)."""
    lines = text.split("\n")
    with_apostrophe = [number for number in bad if "'" in lines[number - 1]]
    if not with_apostrophe:
        return ""
    count = len(with_apostrophe)
    example = quote(lines[with_apostrophe[0] - 1].strip())
    if count > 1:
        refused = f"{count:,} lines with an apostrophe (possessives such as {example}) are not words here"
    else:
        refused = f"the line with an apostrophe (line {with_apostrophe[0]}, {example}) is not a word here"
    file = shell_word(str(path))
    if count == len(bad):
        command = f"drop {'them' if count > 1 else 'it'} with: grep -v \"'\" {file} > mine.txt"
    else:  # accents too ("attaché"): one command for all, not one mended after the other. Windows
        # line ends go first (a '\r' is no letter), and comment lines stay (SCOWL's levels);
        # spaces around a word stay, as the loader strips them.
        command = (
            "keep only the comment lines and the lines of letters a-z with:"
            f" tr -d '\\r' < {file} | LC_ALL=C grep -E '^(#|[[:space:]]*[A-Za-z]*[[:space:]]*$)' > mine.txt"
        )
    return f"; {refused}: {command}, then give --wordlist mine.txt"


def _line_problem(raw: str) -> tuple[str, str]:
    """What is wrong with one line of a word list ("" when nothing is), and what the family
    most likely meant ("" when nothing is known)."""
    line = raw.strip()
    level = _LEVEL_COMMENT.fullmatch(raw[1:].rstrip()) if raw.startswith("#") else None
    if level and len(level.group(1)) > MAX_LEVEL_DIGITS:
        return f"{quote(line)} is not a level (SCOWL levels are 10 to 95)", ""
    if line and not raw.startswith("#") and not _WORD.fullmatch(line.lower()):
        return f"{quote(line)} is not a word (one word per line, letters a-z only)", _line_hint(line, house_file=False)
    if len(line) > MAX_WORD_LENGTH and not raw.startswith("#"):
        return f"{quote(line)} is longer than {MAX_WORD_LENGTH} letters", ""
    return "", ""


_BAD_LINES_NAMED = 5  # more line numbers than this would not fit the message's one line


def _more_bad_lines(numbers: list[int]) -> str:
    """'; 3 more lines are bad too (lines 7, 9, 12)': the rest of the lines to mend."""
    if not numbers:
        return ""
    named = ", ".join(map(str, numbers[:_BAD_LINES_NAMED])) + (", ..." if len(numbers) > _BAD_LINES_NAMED else "")
    if len(numbers) == 1:
        return f"; 1 more line is bad too (line {named})"
    return f"; {len(numbers):,} more lines are bad too (lines {named})"


def _group_words(body: str) -> list[str] | None:
    """The words of one group (no comment lines in it), lower-cased; None when some line
    is not exactly one word of a-z (the caller then finds and reports that line)."""
    body = body.lower().replace("\r\n", "\n")
    # Nothing but a-z and line ends, spaces and tabs (deleting those must leave nothing).
    if not body.isascii() or body.encode("ascii").translate(None, _LETTERS_AND_SPACE):
        return None
    # A space, tab or stray carriage return may pad a word or split a line into two words;
    # only then look line by line.
    if (" " in body or "\t" in body or "\r" in body) and any(
        len(line.split()) > 1 for line in body.split("\n")
    ):
        return None
    return body.split()


def _level_groups(text: str, path: Path) -> Iterator[tuple[int | None, str]]:
    """(level or None, the text under it) for each part of the file between comment lines."""
    level: int | None = None
    # Each chunk after the first starts with the text of a comment line; the words under a
    # "#level N" line belong to level N until the next "#level" line.
    for i, chunk in enumerate(("\n" + text).split("\n#")):
        if i == 0:
            body = chunk
        else:
            comment, _, body = chunk.partition("\n")
            match = _LEVEL_COMMENT.fullmatch(comment.rstrip())
            if match:
                if len(match.group(1)) > MAX_LEVEL_DIGITS:
                    raise _first_bad_line(path, text)
                level = int(match.group(1))
        yield level, body


def parse_wordlist(text: str, path: str | Path = "<word list>") -> WordList:
    """Parse word-list text (see the module docstring for the format)."""
    path = Path(path)
    groups: dict[int | None, list[str]] = {}
    for level, body in _level_groups(text, path):
        group = _group_words(body)
        if group is None or group and max(map(len, group)) > MAX_WORD_LENGTH:
            raise _first_bad_line(path, text)
        if group:
            groups.setdefault(level, []).extend(group)
    if not groups:
        if text.strip():  # a list whose words were all commented out, or a header never filled
            raise WordListError(f"{path}: the word list has no words, only comments and blank lines")
        raise WordListError(f"{path}: the word list is empty")
    count = sum(len(group) for group in groups.values())
    if count > MAX_WORDS:
        raise WordListError(f"{path}: {count:,} words; the most wordcards plays with is {MAX_WORDS:,}")
    for group in groups.values():
        group.sort()  # bisection needs it; the shipped list is sorted already, so this is quick
    return WordList._from_groups(list(groups.items()), path.stem)


def parse_shipped_wordlist(text: str, path: str | Path) -> WordList:
    """The shipped list, which tools/build_wordlist.py wrote and a test checks with
    :func:`parse_wordlist`: its groups are kept as text and split on first use, so that
    loading it costs no time before the first screen."""
    path = Path(path)
    bodies: dict[int | None, list[str]] = {}
    for level, body in _level_groups(text, path):
        bodies.setdefault(level, []).append(body)
    return WordList._from_bodies([(level, "\n".join(parts)) for level, parts in bodies.items()], path.stem)


def load_wordlist(path: str | Path, house: str | Path | None = None) -> WordList:
    """One word per line, any case; blank lines and '#' comments ignored; '#level N' lines
    give the SCOWL level of the words after them. ``house`` is an optional house file."""
    path = Path(path)
    wordlist = parse_wordlist(_read(path, "word list", MAX_WORDLIST_BYTES), path)
    wordlist.named_in_refusals = True
    if house is not None:
        wordlist = apply_house(wordlist, house)
    return wordlist


def _is_word_list(text: str) -> bool:
    """A word list given as the house file: its first lines (up to five, and at least two)
    are bare words and no line has a sign. A house file whose lines have signs, or a
    one-word file, is a house file with a mistake, and gets its line named."""
    lines = [line for line in map(str.strip, text.splitlines()) if line and not line.startswith("#")]
    if any(line[0] in "+-" for line in lines):
        return False
    first = lines[:_WORD_LIST_LINES_SEEN]
    return len(first) >= 2 and all(_WORD.fullmatch(line.lower()) for line in first)


def apply_house(wordlist: WordList, house: str | Path) -> WordList:
    """House words: lines '+word' add a word, '-word' remove one; a '+word' and a '-word'
    line for one word are refused (which was meant?). Blank lines and '#' comments are ignored."""
    path = Path(house)
    verdict: dict[str, bool] = {}
    said_at: dict[str, tuple[int, str]] = {}  # word -> the line that first said it, and its text
    text = _read(path, "house", MAX_HOUSE_BYTES)
    bad: list[tuple[int, str]] = []  # every bad line, counted as a word list's are: all are mended in one go
    opposite: tuple[int, WordListError] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        sign, word = line[0], line[1:].strip().lower()
        if sign not in "+-" or not _WORD.fullmatch(word) or len(word) > MAX_WORD_LENGTH:
            bad.append((number, line))
            if len(bad) > 1:
                continue
            if _RULESET_LINE.search(text):
                raise WordListError(f"{path}: this is a ruleset, not a house file (a ruleset is given with --ruleset)")
            if _is_word_list(text):
                # Both readings, as either may be meant: --wordlist alone would replace the
                # whole list with a family's few words that only lost their signs.
                raise WordListError(
                    f"{path}: its lines are bare words, as in a word list; a house file's lines start"
                    f" with '+' to add a word or '-' to remove one (e.g. '+{line.lower()}');"
                    " a whole word list of your own is given with --wordlist"
                )
            continue
        if word in verdict and verdict[word] != (sign == "+") and opposite is None:
            first, first_text = said_at[word]
            opposite = (number, WordListError(
                f"{path}, lines {first} and {number}: {quote(first_text)} and {quote(line)} say opposite things"
                " of one word; keep the line you mean"
            ))
        said_at.setdefault(word, (number, line))
        verdict[word] = sign == "+"
    if bad and (opposite is None or bad[0][0] < opposite[0]):
        number, line = bad[0]
        raise WordListError(
            f"{path}, line {number}: expected '+word' to add a word or '-word' to remove one"
            f" (letters a-z only), found {quote(line)}{_more_bad_lines([n for n, _ in bad[1:]])}"
            + _line_hint(line, house_file=True)
        )
    if opposite is not None:
        raise opposite[1]
    add = [w for w, keep in verdict.items() if keep]
    remove = [w for w, keep in verdict.items() if not keep]
    result = wordlist.with_house(add, remove)
    result.house_removed_at = {
        **result.house_removed_at,
        # Only a word the list held before: undoing a '-word' line for a word it never had
        # would not bring the word back, so that line is not named as the cause.
        **{w: (str(path), f"line {said_at[w][0]} ({quote(said_at[w][1])})") for w in remove if wordlist.is_word(w)},
    }
    return result


def left_out_key(word: str) -> str:
    """How left_out.txt names a word: the first 16 hex digits of the SHA-256 of the word in
    capitals. The file ships in the package, and slurs should not sit there in plain text;
    a refused word is looked up by its key. (Not a secret: anyone can hash a word.)
    tools/build_wordlist.py writes the same keys."""
    return hashlib.sha256(word.upper().encode("ascii")).hexdigest()[:16]


def parse_left_out(text: str) -> dict[str, str]:
    """left_out.txt, which tools/build_wordlist.py writes: the words' keys (left_out_key)
    one per line, each under the "#tier NAME" line before it; other '#' lines are comments.
    Key -> tier."""
    tiers: dict[str, str] = {}
    tier: str | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#"):
            match = _TIER_COMMENT.fullmatch(line[1:])
            tier = match.group(1) if match else tier
        elif tier is not None and _LEFT_OUT_KEY.fullmatch(line):
            tiers[line] = tier
    return tiers


def _shipped_left_out() -> dict[str, str]:
    """The shipped left_out.txt; none when it is not there (the list still plays, only the
    refusal of a left-out word is the plain one)."""
    from wordcards.resources import wordlist_path

    try:
        return parse_left_out(_read(wordlist_path("left_out.txt"), "left-out words", MAX_HOUSE_BYTES))
    except WordListError:
        return {}


@cache
def _not_for_hints() -> frozenset[str]:
    """The keys (left_out_key) of the shipped not_for_hints.txt; none when it is not there."""
    from wordcards.resources import wordlist_path

    try:
        text = _read(wordlist_path("not_for_hints.txt"), "words kept from a child's hint", MAX_HOUSE_BYTES)
    except WordListError:
        return frozenset()
    return frozenset(line.strip() for line in text.splitlines() if _LEFT_OUT_KEY.fullmatch(line.strip()))


@lru_cache(maxsize=8192)  # a hint's search asks about the same words again and again
def fit_for_a_childs_hint(word: str) -> bool:
    """Whether a junior's hint (or review) may offer ``word``: not one of the shipped
    not_for_hints.txt (bitch, horny, heroin...: words, and playable, but no hint offers them
    to a child; tools/not_for_child_hints.txt says which and why). Any word list: these are
    words, whichever list holds them."""
    return not _WORD.fullmatch(word.lower()) or left_out_key(word) not in _not_for_hints()


def default_wordlist(house: str | Path | None = None) -> WordList:
    """The shipped SCOWL-based list (see wordlists/README.md), which knows the words the
    build left out on purpose (wordlists/left_out.txt), so that a refusal can say so."""
    from wordcards.resources import wordlist_path

    path = wordlist_path()
    wordlist = parse_shipped_wordlist(_read(path, "word list", MAX_WORDLIST_BYTES), path)
    wordlist.left_out = _shipped_left_out()
    return apply_house(wordlist, house) if house is not None else wordlist
