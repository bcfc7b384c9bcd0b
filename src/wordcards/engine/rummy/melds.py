"""Which words a hand can put on the table (R4, R10): the search behind enumeration,
``resolve`` and the best arrangement of a hand."""

from __future__ import annotations

from collections import Counter
from typing import Collection, Iterable, Sequence
from weakref import WeakKeyDictionary

from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.rummy.colours import colourings
from wordcards.words import WordList


# Per word list (dropped with it), the words spelt from each multiset of letters: a
# look-ahead spells the same few hands again and again. Bounded: emptied when full.
_SPELT: WeakKeyDictionary[WordList, dict[tuple[object, ...], tuple[str, ...]]] = WeakKeyDictionary()
SPELT_MEMO = 4096


def spellable_words(letters: Counter[str], words: WordList, min_length: int) -> list[str]:
    """Upper-case words of ``words`` whose letters are a sub-multiset of ``letters``."""
    counts = tuple(sorted((k.lower(), v) for k, v in letters.items() if v > 0))
    memo = _SPELT.setdefault(words, {})
    spelt = memo.get((counts, min_length))
    if spelt is None:
        if len(memo) >= SPELT_MEMO:
            memo.clear()
        spelt = memo[counts, min_length] = _spellable(words, counts, min_length)
    return list(spelt)


def _spellable(words: WordList, counts: tuple[tuple[str, int], ...], min_length: int) -> tuple[str, ...]:
    letters = Counter(dict(counts))
    index = words.anagrams
    found: list[str] = []
    subsets = 1
    for count in letters.values():
        subsets *= count + 1
    if subsets <= len(index):
        # A small hand: look up each sub-multiset of its letters (at most 2^n keys).
        keys = [""]  # every sub-multiset, letters sorted, built letter by letter
        for letter, n in sorted(letters.items()):
            keys = [key + letter * k for key in keys for k in range(n + 1)]
        for key in keys:
            if len(key) >= min_length:
                found.extend(index.get(key, ()))
    else:
        # A huge hand (only in hand-built positions): test every key of the list instead,
        # by its letters as a set first (most keys fail there), then their counts; a
        # Counter made and subtracted for each of ~100,000 keys takes 0.4 s a hand.
        have, most = set(letters), sum(letters.values())
        for key, spelt in index.items():
            if min_length <= len(key) <= most and have.issuperset(key) and all(key.count(c) <= letters[c] for c in set(key)):
                found.extend(spelt)
    return tuple(sorted({w.upper() for w in found if w.isalpha() and w.isascii()}, key=lambda w: (-len(w), w)))


def find_melds(
    hand: Collection[RummyCard], words: WordList, colours: Sequence[str], min_length: int
) -> list[tuple[RummyCard, ...]]:
    """Every R4-valid word (as cards in word order) that ``hand`` can make: each word with
    each of its colour choices."""
    letters = Counter(card.letter for card in hand)
    melds = []
    for word in spellable_words(letters, words, min_length):
        melds.extend(colourings(word, hand, colours))
    return melds


def melds_by_cards(melds: Iterable[tuple[RummyCard, ...]], cards: Sequence[RummyCard]) -> dict[int, tuple[RummyCard, ...]]:
    """One meld per set of cards, the first of ``melds`` that uses it, keyed by the set as a
    mask of ``cards`` (bit i: ``cards[i]``), in the order ``melds`` first used each set."""
    bit = {card: 1 << i for i, card in enumerate(cards)}
    found: dict[int, tuple[RummyCard, ...]] = {}
    for meld in melds:
        mask = 0
        for card in meld:
            mask |= bit[card]
        found.setdefault(mask, meld)
    return found
