"""Word search for move enumeration: which words can be spelt from some letters.

The index is the word list's anagram keys (each word's letters sorted) kept as one sorted
list. Every prefix of a key is then a contiguous slice of that list, so the list works as a
trie without building one: a depth-first walk over sorted letters follows only prefixes
that some key starts with, found by bisection. Jokers are wildcards: at a joker the walk
follows every letter that exists in the slice, and only there.

Letters are sorted in a private order, rarest first (by how many keys hold them), not a-z:
a table word's rarest letters then come first in every key that holds it, so a search
that must use those letters is steered at once to the few slices that have them. Keys are
coded into that order inside this module; everything it returns is in plain letters.

The index is built once per word list (on first use) and kept while the list lives.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from itertools import combinations
from typing import Callable, Iterator
from weakref import WeakKeyDictionary

from wordcards.words import WordList

LETTERS = "abcdefghijklmnopqrstuvwxyz"
_NEXT = {c: chr(ord(c) + 1) for c in LETTERS}
_FEW = 8  # at most this many keys under a prefix: check them one by one


class WordIndex:
    def __init__(self, words: WordList):
        self.words = words
        self.by_key: dict[str, tuple[str, ...]] = {
            key: ws for key, ws in words.anagrams.items() if key.isascii() and key.isalpha()
        }
        held = Counter(c for key in self.by_key for c in set(key))
        self.order = "".join(sorted(LETTERS, key=lambda c: (held[c], c)))  # rarest first
        self._encode = str.maketrans(self.order, LETTERS)
        self._decode = str.maketrans(LETTERS, self.order)
        # The keys coded so that a-z order is the rarest-first order, sorted.
        self.keys: list[str] = sorted(self.encode(key) for key in self.by_key)
        # (table display, shortest word that may stay) -> removal options; see removals()
        self._removals: dict[tuple[str, int], tuple[tuple[str, str], ...]] = {}

    def encode(self, letters: str) -> str:
        """Plain letters -> the sorted code the walk uses."""
        return "".join(sorted(letters.translate(self._encode)))

    def decode(self, code: str) -> str:
        """A code -> its plain letters, sorted a-z (an anagram key)."""
        return "".join(sorted(code.translate(self._decode)))

    # --- words from a hand, or from a table word plus hand cards ------------------------

    def find(
        self,
        hand: dict[str, int],
        jokers: int,
        must: str = "",
        min_extra: int = 1,
        min_len: int = 1,
    ) -> list[tuple[str, str]]:
        """Every key made of all the letters ``must`` (sorted) plus at least ``min_extra``
        letters from ``hand`` (letter -> count, lower case) and up to ``jokers`` wildcards,
        of length ``min_len`` or more.

        Returns (key, letters the jokers stand for). A joker is used only for a letter the
        hand lacks; the callers add the variants where a joker replaces a hand letter.
        """
        keys = self.keys
        found: list[tuple[str, str]] = []
        counts = {c.translate(self._encode): n for c, n in hand.items()}
        must = self.encode(must)
        m = len(must)
        joker_letters: list[str] = []
        jokers_left = jokers

        def finish(key: str, size: int, mi: int, extra: int) -> None:
            # The rest of one key, letter by letter, as the walk would take it.
            used: dict[str, int] = {}
            wild: list[str] = []
            spare = jokers_left
            for c in key[size:]:
                if mi < m:
                    if c == must[mi]:
                        mi += 1
                        continue
                    if c > must[mi]:
                        return  # the next letter that must be used is not in this key
                n = used.get(c, 0)
                if counts.get(c, 0) > n:
                    used[c] = n + 1
                elif spare:
                    spare -= 1
                    wild.append(c)
                else:
                    return
                extra += 1
            if mi == m and extra >= min_extra and len(key) >= min_len:
                found.append((key, "".join(joker_letters) + "".join(wild)))

        def walk(prefix: str, lo: int, hi: int, mi: int, extra: int) -> None:
            nonlocal jokers_left
            size = len(prefix)
            if hi - lo <= _FEW:
                # A few keys left under this prefix: checking each is cheaper than walking.
                for key in keys[lo:hi]:
                    finish(key, size, mi, extra)
                return
            if mi == m and extra >= min_extra and size >= min_len and keys[lo] == prefix:
                found.append((prefix, "".join(joker_letters)))
            # Letters come in sorted order, so the next one may not pass the next letter
            # that must still be used.
            limit = must[mi] if mi < m else "{"
            if jokers_left:
                # Every letter that some key continues with.
                i = lo + 1 if keys[lo] == prefix else lo
                while i < hi:
                    c = keys[i][size]
                    if c > limit:
                        break
                    j = bisect_left(keys, prefix + _NEXT[c], i, hi)
                    step(prefix + c, c, i, j, mi, extra)
                    i = j
            else:
                last = prefix[-1] if prefix else "a"
                options = [c for c, n in counts.items() if n and last <= c <= limit]
                if mi < m and must[mi] not in options:
                    options.append(must[mi])
                for c in sorted(options):
                    nxt = prefix + c
                    i = bisect_left(keys, nxt, lo, hi)
                    if i < hi and keys[i].startswith(nxt):
                        step(nxt, c, i, bisect_left(keys, prefix + _NEXT[c], i, hi), mi, extra)

        def step(nxt: str, c: str, i: int, j: int, mi: int, extra: int) -> None:
            nonlocal jokers_left
            if mi < m and must[mi] == c:
                walk(nxt, i, j, mi + 1, extra)
            elif counts.get(c):
                counts[c] -= 1
                walk(nxt, i, j, mi, extra + 1)
                counts[c] += 1
            elif jokers_left:
                jokers_left -= 1
                joker_letters.append(c)
                walk(nxt, i, j, mi, extra + 1)
                joker_letters.pop()
                jokers_left += 1

        if keys:
            walk("", 0, len(keys), 0, 0)
        return [(self.decode(key), self.decode(wild)) for key, wild in found]

    # --- takes (S8) -------------------------------------------------------------------

    def find_with_pool(
        self,
        hand: dict[str, int],
        jokers: int,
        pool_letters: set[str],
        can_start: Callable[[str], bool],
        can_take: Callable[[str], bool],
        hand_per_pool: int,
        min_len: int,
    ) -> Iterator[tuple[str, str]]:
        """Keys made of letters taken from the table plus hand letters (cards, or jokers for
        letters the hand lacks), with at least ``hand_per_pool`` hand letters per taken
        letter (and at least one). The taken letters (sorted) must satisfy ``can_take``;
        as they grow, ``can_start`` says whether some takeable string starts with them.

        ``pool_letters`` are plain letters; ``can_start`` and ``can_take`` are asked about
        taken letters in the walk's code (see ``encode``).

        Yields (key, the taken letters, sorted), lazily, so that a caller wanting a few
        takes stops the search early. Each split is found once: for copies of
        one letter, taken copies come before hand copies.
        """
        keys = self.keys
        counts = {c.translate(self._encode): n for c, n in hand.items()}
        pool_letters = {c.translate(self._encode) for c in pool_letters}
        jokers_left = jokers
        hand_used = 0
        # Every taken letter needs hand_per_pool hand cards: the hand bounds the taking.
        most_taken = (sum(hand.values()) + jokers) // max(1, hand_per_pool)

        def walk(prefix: str, lo: int, hi: int, taken: str, hand_last: bool) -> Iterator[tuple[str, str]]:
            nonlocal jokers_left, hand_used
            size = len(prefix)
            if (
                taken
                and hand_used >= max(1, hand_per_pool * len(taken))
                and size >= min_len
                and keys[lo] == prefix
                and can_take(taken)
            ):
                yield self.decode(prefix), self.decode(taken)
            i = lo + 1 if keys[lo] == prefix else lo
            last = prefix[-1] if prefix else ""
            while i < hi:
                c = keys[i][size]
                j = bisect_left(keys, prefix + _NEXT[c], i, hi)
                nxt = prefix + c
                # From the table, unless this letter already came from the hand.
                if (
                    c in pool_letters
                    and len(taken) < most_taken
                    and not (hand_last and c == last)
                    and can_start(taken + c)
                ):
                    yield from walk(nxt, i, j, taken + c, False)
                if counts.get(c):
                    counts[c] -= 1
                    hand_used += 1
                    yield from walk(nxt, i, j, taken, True)
                    hand_used -= 1
                    counts[c] += 1
                elif jokers_left:
                    jokers_left -= 1
                    hand_used += 1
                    yield from walk(nxt, i, j, taken, True)
                    hand_used -= 1
                    jokers_left += 1
                i = j

        if keys and pool_letters:
            yield from walk("", 0, len(keys), "", False)

    def removals(self, display: str, min_left: int) -> tuple[tuple[str, str], ...]:
        """S8: every way to take letters from a table word so that a word of ``min_left``
        or more letters stays, its letters in their old order.

        Returns (taken symbols in word order, the display that stays), one per distinct
        remaining display (which cards of a repeated letter are taken makes no difference
        that a player can see; plays.rests_after_taking picks the cards).
        """
        cache_key = (display, min_left)
        cached = self._removals.get(cache_key)
        if cached is not None:
            return cached
        n = len(display)
        seen: dict[str, str] = {}
        for k in range(1, n - min_left + 1):
            for gone in combinations(range(n), k):
                rest = "".join(display[i] for i in range(n) if i not in gone)
                if rest in seen or not self.words.is_word(rest):
                    continue
                seen[rest] = "".join(display[i] for i in gone)
        result = tuple((taken, rest) for rest, taken in seen.items())
        self._removals[cache_key] = result
        return result


_INDEXES: "WeakKeyDictionary[WordList, WordIndex]" = WeakKeyDictionary()


def index_for(words: WordList) -> WordIndex:
    """The search index of ``words``, built on first use and kept while the list lives."""
    index = _INDEXES.get(words)
    if index is None:
        index = _INDEXES[words] = WordIndex(words)
    return index
