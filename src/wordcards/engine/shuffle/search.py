"""Word search for move enumeration: which words can be spelt from some letters.

The index is the word list's anagram keys (each word's letters sorted) kept as one sorted
list.

Words from a hand, or a table word plus hand cards (``find``): a key can be made when it
exceeds the available letters by at most the number of jokers. Per key length, per letter
and per count there is a bit set of the keys holding at least that many of the letter
(``LetterBits``, built on first use: ~0.2 s, ~3 MB for the shipped list); adding those
bit sets for the letters beyond what is available, with a counter that saturates above
the jokers, answers for every key of that length at once in a few hundred big-integer
operations, with no wildcard walk.

Takes (``find_with_pool``): every prefix of a key is a contiguous slice of the sorted
list, so the list works as a trie without building one: a depth-first walk over sorted
letters follows only prefixes that some key starts with, found by bisection. Jokers are
wildcards: at a joker the walk follows every letter that exists in the slice, and only
there.

Letters are sorted in a private order, rarest first (by how many keys hold them), not a-z:
a table word's rarest letters then come first in every key that holds it, so a search
that must use those letters is steered at once to the few slices that have them. Keys are
coded into that order inside this module; everything it returns is in plain letters.

The index is built once per word list (on first use) and kept while the list lives.
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_left
from collections import Counter
from itertools import combinations
from typing import Any, Callable, Iterator, TypeVar
from weakref import WeakKeyDictionary

from wordcards.words import WordList

K = TypeVar("K")
V = TypeVar("V")

LETTERS = "abcdefghijklmnopqrstuvwxyz"
_NEXT = {c: chr(ord(c) + 1) for c in LETTERS}
FOUND_MEMO = 20_000  # searches remembered by a WordIndex (see WordIndex._search)
HANDS_MEMO = 256  # hands whose sub-multisets a WordIndex remembers (one position's searches share one)


def remembered(memo: dict[K, V], key: K, make: Callable[[], V], most: int = FOUND_MEMO) -> V:
    """``memo[key]``, made first when missing. Bounded: at ``most`` entries the memo is
    emptied, so a long session keeps only recent searches."""
    value = memo.get(key)
    if value is None:
        if len(memo) >= most:
            memo.clear()
        value = memo[key] = make()
    return value


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
        pairs = sorted((self.encode(key), key) for key in self.by_key)
        self.keys: list[str] = [code for code, _ in pairs]
        self._plain_keys: list[str] = [key for _, key in pairs]  # the same keys, plain
        # (table display, shortest word that may stay, most letters taken) -> removal
        # options; see removals()
        self._removals: dict[tuple[str, int, int], tuple[tuple[str, str], ...]] = {}
        self._bits: LetterBits | None = None
        self._products: dict[int, tuple[str, str]] | None = None  # see key_products()
        # The searches already made (a pure function of their arguments): a computer
        # player's look-ahead meets the same hands and table words again and again.
        self._found: dict[tuple[object, ...], list[tuple[str, str]]] = {}
        # Words from a hand as plays (with jokers placed), per (hand, jokers, shortest):
        # filled by moves.hand_words, bounded as _found is.
        self.hand_words: dict[tuple[object, ...], tuple[Any, ...]] = {}
        # The extends and steals of one table word, per (hand, table word and its id,
        # what is wanted): filled by moves.extends_and_steals, bounded as _found is.
        self.word_plays: dict[tuple[object, ...], tuple[Any, ...]] = {}
        # A hand's sub-multisets (as letter products, by size), per hand: the lookups of
        # _search_subsets for each table word of a position share them. Bounded by HANDS_MEMO.
        self._hand_subs: dict[tuple[tuple[str, int], ...], list[list[int]]] = {}

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
        max_len: int | None = None,
    ) -> list[tuple[str, str]]:
        """Every key made of all the letters ``must`` (sorted) plus at least ``min_extra``
        letters from ``hand`` (letter -> count, lower case) and up to ``jokers`` wildcards,
        of length ``min_len`` or more (and ``max_len`` or less, when given).

        Returns (key, letters the jokers stand for), keys in the order of their codes (see
        ``encode``). A joker is used only for a letter the hand lacks; the callers add the
        variants where a joker replaces a hand letter.

        A key qualifies when it holds ``must`` and exceeds the letters of ``must`` plus the
        hand by at most ``jokers`` letters: per length, that is counted for every key at
        once with the bit sets of ``LetterBits``.
        """
        return self._search(hand, jokers, must, min_extra, min_len, True, max_len)

    def find_keys(
        self,
        hand: dict[str, int],
        jokers: int,
        must: str = "",
        min_extra: int = 1,
        min_len: int = 1,
    ) -> list[str]:
        """The keys of ``find``, without the joker letters (cheaper)."""
        return [key for key, _ in self._search(hand, jokers, must, min_extra, min_len, False)]

    def _search(
        self,
        hand: dict[str, int],
        jokers: int,
        must: str,
        min_extra: int,
        min_len: int,
        wild: bool,
        max_len: int | None = None,
    ) -> list[tuple[str, str]]:
        memo_key = (tuple(sorted((c, n) for c, n in hand.items() if n > 0)), jokers, must, min_extra, min_len, wild, max_len)
        found = remembered(
            self._found, memo_key, lambda: self._search_once(hand, jokers, must, min_extra, min_len, wild, max_len)
        )
        return list(found)

    def _search_once(
        self,
        hand: dict[str, int],
        jokers: int,
        must: str,
        min_extra: int,
        min_len: int,
        wild: bool,
        max_len: int | None,
    ) -> list[tuple[str, str]]:
        have_plain: dict[str, int] = {c: n for c, n in hand.items() if n > 0}
        if jokers == 0 and _sub_count(have_plain) <= SUB_LOOKUPS and _plain_letters(have_plain, must):
            return self._search_subsets(have_plain, must, min_extra, min_len, max_len)
        bits = self.letter_bits()
        enc = self._encode
        hand_total = sum(have_plain.values())
        for c in must:
            have_plain[c] = have_plain.get(c, 0) + 1
        have = {c.translate(enc): n for c, n in have_plain.items()}
        must_code = self.encode(must)
        need = Counter(must_code)
        shortest = max(min_len, len(must_code) + min_extra, 1)
        longest = len(must_code) + hand_total + jokers
        if max_len is not None:
            longest = min(longest, max_len)
        found: list[tuple[str, str, str]] = []
        for size in range(shortest, min(longest, bits.longest) + 1):
            bucket = bits.by_length.get(size)
            if bucket is not None:
                bucket.find(have, jokers, need, have_plain if wild else None, found)
        found.sort()  # by code: a fixed order, for callers that stop early
        return [(key, wild) for _, key, wild in found]

    def _search_subsets(
        self, hand: dict[str, int], must: str, min_extra: int, min_len: int, max_len: int | None
    ) -> list[tuple[str, str]]:
        """``_search_once`` without jokers, by looking up ``must`` plus each sub-multiset
        of a small hand: a few hundred lookups cost less than counting every key of each
        length. The same keys in the same order (by code)."""
        shortest = max(min_len, len(must) + min_extra, 1) - len(must)
        longest = sum(hand.values()) if max_len is None else max_len - len(must)
        by_size = remembered(self._hand_subs, tuple(sorted(hand.items())), lambda: _subs_by_size(hand), HANDS_MEMO)
        by_product = self.key_products()
        base = letter_product(must)
        found = []
        for size in range(max(shortest, min_extra), min(longest, len(by_size) - 1) + 1):
            for product in by_size[size]:
                coded = by_product.get(base * product)  # the key of must plus this sub-hand, if any
                if coded is not None:
                    found.append(coded)
        found.sort()
        return [(key, "") for _, key in found]

    def key_products(self) -> dict[int, tuple[str, str]]:
        """Each anagram key by its ``letter_product``, built on first use (~0.1 s): a
        multiset of letters is then looked up with a multiplication, no sorting. With the
        key its code (``encode``), which a search sorts by."""
        if self._products is None:
            self._products = {letter_product(key): (code, key) for code, key in zip(self.keys, self._plain_keys)}
        return self._products

    def letter_bits(self) -> "LetterBits":
        """The bit sets ``find`` counts with, built on first use."""
        if self._bits is None:
            self._bits = LetterBits(self.keys, self._plain_keys)
        return self._bits

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
        # Every taken letter needs hand_per_pool hand cards: the hand bounds the taking
        # (a ruleset's 0 asks one hand card in all: then only ``can_start`` does).
        most_taken = (sum(hand.values()) + jokers) // hand_per_pool if hand_per_pool else float("inf")

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

    def removals(self, display: str, min_left: int, most: int | None = None) -> tuple[tuple[str, str], ...]:
        """S8: every way to take letters from a table word so that a word of ``min_left``
        or more letters stays, its letters in their old order; at most ``most`` letters
        taken, when given (a take needs hand cards for the letters it takes).

        Returns (taken symbols in word order, the display that stays), one per distinct
        remaining display (which cards of a repeated letter are taken makes no difference
        that a player can see; plays.rests_after_taking picks the cards).
        """
        n = len(display)
        largest = n - min_left if most is None else min(n - min_left, most)
        cache_key = (display, min_left, largest)
        cached = self._removals.get(cache_key)
        if cached is not None:
            return cached
        seen: dict[str, str] = {}
        everywhere = range(n)
        for k in range(1, largest + 1):
            for gone in combinations(everywhere, k):
                out = set(gone)
                rest = "".join([display[i] for i in everywhere if i not in out])
                if rest in seen or not self.words.is_word(rest):
                    continue
                seen[rest] = "".join([display[i] for i in gone])
        result = tuple((taken, rest) for rest, taken in seen.items())
        self._removals[cache_key] = result
        return result


class LengthBucket:
    """The keys of one length (codes, sorted; and the same keys plain) and, per letter,
    bit sets over them: ``levels[c][k]`` has bit i set when key i holds more than k
    copies of ``c``."""

    __slots__ = ("keys", "plain", "levels")

    def __init__(self, keys: list[str], plain: list[str]):
        self.keys = keys
        self.plain = plain
        where: dict[str, list[list[int]]] = {}
        for i, key in enumerate(keys):
            prev = ""
            run = 0
            for c in key:  # sorted: copies of a letter are adjacent
                run = run + 1 if c == prev else 0
                prev = c
                lists = where.get(c)
                if lists is None:
                    lists = where[c] = []
                if run == len(lists):
                    lists.append([])
                lists[run].append(i)
        self.levels: dict[str, list[int]] = {
            c: [_to_bits(ids) for ids in lists] for c, lists in sorted(where.items())
        }

    def find(
        self,
        have: dict[str, int],
        jokers: int,
        need: Counter[str],
        have_plain: dict[str, int] | None,
        found: list[tuple[str, str, str]],
    ) -> None:
        """Append (code, plain key, joker letters) for the keys that hold ``need`` and
        exceed ``have`` (in code letters; ``have_plain`` is the same in plain letters) by
        at most ``jokers`` letters. Without ``have_plain`` the joker letters are left
        empty."""
        ok = self._holding(need)
        if not ok:
            return
        if ok.bit_count() <= _FEW:
            # A few keys hold ``need`` (a long table word): counting each is cheaper.
            self._count_each(ok, have, jokers, have_plain, found)
            return
        one, too_short = self._short_of(have, jokers)
        ok &= ~too_short
        if not ok:
            return
        keys, plains = self.keys, self.plain
        if not jokers or have_plain is None:
            found.extend((keys[i], plains[i], "") for i in _ones(ok))
            return
        lacking = set(_ones(ok & one))
        for i in _ones(ok):
            key = plains[i]
            found.append((keys[i], key, _beyond(key, have_plain) if i in lacking else ""))

    def _holding(self, need: Counter[str]) -> int:
        """The keys (bits) that hold every letter of ``need``, as often."""
        levels = self.levels
        ok = (1 << len(self.keys)) - 1
        for c, n in need.items():
            lv = levels.get(c)
            if lv is None or len(lv) < n:
                return 0
            ok &= lv[n - 1]
        return ok

    def _count_each(
        self,
        ok: int,
        have: dict[str, int],
        jokers: int,
        have_plain: dict[str, int] | None,
        found: list[tuple[str, str, str]],
    ) -> None:
        """``find`` for a few keys (bits ``ok``): each key's letters beyond ``have`` counted."""
        for i in _ones(ok):
            key = self.keys[i]
            beyond = 0
            for c in set(key):
                beyond += max(0, key.count(c) - have.get(c, 0))
            if beyond <= jokers:
                plain = self.plain[i]
                wild = _beyond(plain, have_plain) if beyond and have_plain is not None else ""
                found.append((key, plain, wild))

    def _short_of(self, have: dict[str, int], jokers: int) -> tuple[int, int]:
        """The keys (bits) ``have`` is short of at least 1 letter, and those it is short of
        more than ``jokers`` letters: saturating counters in bit slices (levels of one
        letter nest, so a letter adds its levels at once), written out for up to 2 jokers:
        2.5 to 3 times faster than the general loop at the end, which finds the same."""
        levels = self.levels
        one = two = three = 0
        if jokers == 0:
            for c, lv in levels.items():
                a = have.get(c, 0)
                if a < len(lv):
                    one |= lv[a]
            return one, one
        if jokers == 1:
            for c, lv in levels.items():
                a = have.get(c, 0)
                n = len(lv) - a
                if n <= 0:
                    continue
                t0 = lv[a]
                if n > 1:
                    two |= (one & t0) | lv[a + 1]
                else:
                    two |= one & t0
                one |= t0
            return one, two
        if jokers == 2:
            for c, lv in levels.items():
                a = have.get(c, 0)
                n = len(lv) - a
                if n <= 0:
                    continue
                t0 = lv[a]
                if n > 2:
                    t1 = lv[a + 1]
                    three |= (two & t0) | (one & t1) | lv[a + 2]
                    two |= (one & t0) | t1
                elif n > 1:
                    t1 = lv[a + 1]
                    three |= (two & t0) | (one & t1)
                    two |= (one & t0) | t1
                else:
                    three |= two & t0
                    two |= one & t0
                one |= t0
            return one, three
        # Rulesets with more jokers: the same counting, one level at a time.
        over = [0] * (jokers + 1)  # over[k]: keys short of k+1 letters or more
        for c, lv in levels.items():
            a = have.get(c, 0)
            if a >= len(lv):
                continue
            for b in lv[a : a + jokers + 1]:
                for k in range(jokers, 0, -1):
                    over[k] |= over[k - 1] & b
                over[0] |= b
        return over[0], over[jokers]


class LetterBits:
    """Per key length, the keys and their letter-count bit sets (see LengthBucket)."""

    def __init__(self, keys: list[str], plain: list[str]):
        by_length: dict[int, tuple[list[str], list[str]]] = {}
        for key, p in zip(keys, plain):  # sorted, so each length's keys stay sorted
            codes, plains = by_length.setdefault(len(key), ([], []))
            codes.append(key)
            plains.append(p)
        self.by_length = {size: LengthBucket(*lists) for size, lists in by_length.items()}
        self.longest = max(by_length, default=0)

    def size_in_bytes(self) -> int:
        """Memory held by the bit sets and the lists (not the key strings, shared with the index)."""
        total = 0
        for bucket in self.by_length.values():
            total += sys.getsizeof(bucket.keys) + sys.getsizeof(bucket.plain) + sys.getsizeof(bucket.levels)
            for lv in bucket.levels.values():
                total += sys.getsizeof(lv) + sum(sys.getsizeof(b) for b in lv)
        return total


def _to_bits(ids: list[int]) -> int:
    raw = bytearray((ids[-1] >> 3) + 1)
    for i in ids:
        raw[i >> 3] |= 1 << (i & 7)
    return int.from_bytes(raw, "little")


def _beyond(key: str, have: dict[str, int]) -> str:
    """The letters of sorted ``key`` beyond what ``have`` holds (sorted)."""
    out = ""
    for c in sorted(set(key)):
        n = key.count(c) - have.get(c, 0)
        if n > 0:
            out += c * n
    return out


_FEW = 10  # at most this many candidate keys in a length: check them one by one
SUB_LOOKUPS = 512  # a hand without jokers with at most this many sub-multisets: look each up


def _sub_count(hand: dict[str, int]) -> int:
    count = 1
    for n in hand.values():
        count *= n + 1
    return count


# A prime per letter: the product of a word's letter primes names its multiset of letters
# (one product, one multiset), so "these letters plus those" is a multiplication.
_PRIMES = dict(zip(LETTERS, (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 101)))


def _plain_letters(hand: dict[str, int], must: str) -> bool:
    """Whether the hand and ``must`` hold only the letters a-z (as every key does)."""
    return _PRIMES.keys() >= hand.keys() and all(c in _PRIMES for c in must)


def letter_product(letters: str) -> int:
    """The product of the letters' primes (lower case a-z; 1 for no letters)."""
    product = 1
    for c in letters:
        product *= _PRIMES[c]
    return product


def _subs_by_size(hand: dict[str, int]) -> list[list[int]]:
    """Every sub-multiset of a hand's letters as its ``letter_product``, by its size:
    ``[size 0, size 1, ..., the whole hand]``."""
    by_size: list[list[int]] = [[1]]
    for letter, count in hand.items():
        grown = [list(products) for products in by_size] + [[] for _ in range(count)]
        for size, products in enumerate(by_size):
            for k in range(1, count + 1):
                grown[size + k].extend(p * _PRIMES[letter] ** k for p in products)
        by_size = grown
    return by_size


_BYTE_BITS = [tuple(k for k in range(8) if b >> k & 1) for b in range(256)]


_NONZERO = re.compile(b"[^\\x00]")


def _ones(bits: int) -> list[int]:
    """The positions of the set bits of ``bits``, lowest first."""
    raw = bits.to_bytes((bits.bit_length() + 7) >> 3, "little")
    out: list[int] = []
    for m in _NONZERO.finditer(raw):
        at = m.start()
        base = at << 3
        out.extend(base + k for k in _BYTE_BITS[raw[at]])
    return out


_INDEXES: "WeakKeyDictionary[WordList, WordIndex]" = WeakKeyDictionary()


def index_for(words: WordList) -> WordIndex:
    """The search index of ``words``, built on first use and kept while the list lives."""
    index = _INDEXES.get(words)
    if index is None:
        index = _INDEXES[words] = WordIndex(words)
    return index


def warm_up(words: WordList) -> None:
    """Build the search index of ``words``, its bit sets and its key products now (about
    half a second), so that the first hint or computer turn does not wait for them."""
    index = index_for(words)
    index.letter_bits()
    index.key_products()
