"""The word list a game is played with (S11/R10: words compared without case)."""

from __future__ import annotations

import hashlib
from collections import defaultdict
from functools import cached_property
from pathlib import Path
from typing import Iterable, Mapping


class WordListError(ValueError):
    """A word list or house file that cannot be used; the message names the path."""


def anagram_key(word: str) -> str:
    return "".join(sorted(word.lower()))


class WordList:
    """An immutable set of lower-case words, with optional SCOWL levels.

    Membership is ready as soon as the list is loaded; search indexes (anagram keys)
    are built on first use because only move search needs them.
    """

    def __init__(self, words: Iterable[str], name: str = "custom", levels: Mapping[str, int] | None = None):
        self._words = frozenset(w.lower() for w in words)
        self._levels = dict(levels or {})
        self.name = name

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "custom") -> "WordList":
        return cls(words, name)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word.lower() in self._words

    def is_word(self, word: str) -> bool:
        return word.lower() in self._words

    def __len__(self) -> int:
        return len(self._words)

    def __iter__(self):
        return iter(self._words)

    @property
    def words(self) -> frozenset[str]:
        return self._words

    def level(self, word: str) -> int | None:
        """SCOWL level (10 = commonest); None when the list carries no level for it."""
        return self._levels.get(word.lower())

    def is_common(self, word: str, tier: int = 35) -> bool:
        level = self.level(word)
        return level is not None and level <= tier

    @cached_property
    def sha256(self) -> str:
        return hashlib.sha256("\n".join(sorted(self._words)).encode()).hexdigest()

    @property
    def identity(self) -> dict[str, str]:
        return {"name": self.name, "sha256": self.sha256}

    @cached_property
    def anagrams(self) -> Mapping[str, tuple[str, ...]]:
        """Sorted letters -> the words spelt with exactly those letters."""
        index: dict[str, list[str]] = defaultdict(list)
        for word in self._words:
            index[anagram_key(word)].append(word)
        return {key: tuple(sorted(ws)) for key, ws in index.items()}

    def with_house(self, add: Iterable[str], remove: Iterable[str]) -> "WordList":
        words = (self._words | {w.lower() for w in add}) - {w.lower() for w in remove}
        return WordList(words, f"{self.name}+house", self._levels)


def load_wordlist(path: str | Path, house: str | Path | None = None) -> WordList:
    """One word per line, any case; blank lines and '#' comments ignored."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise WordListError(f"{path}: no such word list file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise WordListError(f"{path}: cannot read the word list ({exc})") from None
    words = [line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")]
    bad = next((w for w in words if not w.isalpha()), None)
    if bad is not None:
        raise WordListError(f"{path}: {bad!r} is not a word (letters only, one word per line)")
    if not words:
        raise WordListError(f"{path}: the word list is empty")
    wordlist = WordList(words, path.stem)
    if house is not None:
        wordlist = apply_house(wordlist, house)
    return wordlist


def apply_house(wordlist: WordList, house: str | Path) -> WordList:
    """House rules: lines '+word' add a word, '-word' remove one."""
    path = Path(house)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise WordListError(f"{path}: no such house file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise WordListError(f"{path}: cannot read the house file ({exc})") from None
    add, remove = [], []
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        sign, word = line[0], line[1:].strip()
        if sign not in "+-" or not word.isalpha():
            raise WordListError(f"{path}, line {number}: expected '+word' or '-word', found {raw!r}")
        (add if sign == "+" else remove).append(word)
    return wordlist.with_house(add, remove)


def default_wordlist(house: str | Path | None = None) -> WordList:
    """The shipped SCOWL-based list (see wordlists/README)."""
    from wordcards.resources import wordlist_path

    return load_wordlist(wordlist_path(), house)
