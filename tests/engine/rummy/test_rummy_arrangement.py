"""R7: the best arrangement of a hand, checked against a brute-force reference.

The reference shares no code with the engine's search: it finds words by trying every
ordering of every set of cards against the word list, checks the colour rule straight
from its wording, and tries every way to split the hand, with no pruning.
"""

import random
from functools import lru_cache
from itertools import combinations, permutations

import pytest
from rummy_helpers import RULES, SMALL_WORDS, WORDS, cards

from wordcards.engine.rummy import best_arrangement, full_deck
from wordcards.engine.rummy.colours import colour_problem, word_of

WORD_SET = frozenset(w.upper() for w in SMALL_WORDS)
KEYS = frozenset("".join(sorted(w)) for w in WORD_SET)
VALUES = dict(RULES.letter_values)


def r4_by_the_book(cards_in_order) -> bool:
    """R4 as written: the n-th occurrences of letters all share one colour."""
    seen: dict[str, int] = {}
    colour_of_occurrence: dict[int, set[str]] = {}
    for card in cards_in_order:
        seen[card.letter] = seen.get(card.letter, 0) + 1
        colour_of_occurrence.setdefault(seen[card.letter], set()).add(card.colour)
    return all(len(colours) == 1 for colours in colour_of_occurrence.values())


def reference_best(hand, min_length: int = 2) -> int:
    hand = tuple(hand)

    @lru_cache(maxsize=None)
    def is_word(group: frozenset) -> bool:
        if len(group) < min_length or "".join(sorted(c.letter for c in group)) not in KEYS:
            return False
        return any(
            "".join(c.letter for c in order) in WORD_SET and r4_by_the_book(order) for order in permutations(group)
        )

    @lru_cache(maxsize=None)
    def best(rest: frozenset) -> int:
        # every card of ``rest`` left over, or some word taken out of it first
        score = -sum(VALUES[c.letter] for c in rest)
        items = sorted(rest)
        for size in range(min_length, len(items) + 1):
            for group in combinations(items, size):
                group = frozenset(group)
                if is_word(group):
                    score = max(score, len(group) + best(rest - group))
        return score

    return best(frozenset(hand))


def test_R7_worked_example_every_card_in_a_word():
    arrangement = best_arrangement(cards("Er Ar Tr Eg Ag Tg Nr"), WORDS, RULES, 2)
    assert arrangement.score == 7 == reference_best(cards("Er Ar Tr Eg Ag Tg Nr"))
    assert "minus" not in arrangement.describe() and arrangement.describe().endswith("= 7")


def test_R7_empty_hand_and_hopeless_hand():
    """The log says a hand as the score screen does: "empty = 0" for a player who went out
    (it said "no words = 0"), "minus ..." with no word (it said "no words, minus ...")."""
    empty = best_arrangement((), WORDS, RULES, 2)
    assert empty.score == 0 and empty.describe() == "empty = 0"
    hopeless = best_arrangement(cards("Qr Zg Xb Jr"), WORDS, RULES, 2)
    assert hopeless.words == () and hopeless.penalty == 4 and hopeless.score == -4
    assert hopeless.describe() == "minus Jr Qr Xb Zg (4) = -4"


def test_R7_every_word_of_the_arrangement_obeys_R4():
    arrangement = best_arrangement(cards("Rr Er Fr Eg Rg Tb Ob"), WORDS, RULES, 2)
    assert arrangement.score == 5 + 2 == reference_best(cards("Rr Er Fr Eg Rg Tb Ob"))
    for word in arrangement.words:
        assert word_of(word) in WORDS and colour_problem(word) is None


@pytest.mark.parametrize("seed", range(4))
def test_R7_best_arrangement_matches_brute_force_on_random_hands(seed):
    """Random hands of 3 to 8 cards drawn from the letters the small list uses most."""
    rnd = random.Random(seed)
    deck = [c for c in full_deck(RULES) if c.letter in "AEINORSTD"]
    others = [c for c in full_deck(RULES) if c.letter not in "AEINORSTD"]
    for _ in range(30):
        hand = rnd.sample(deck, rnd.randint(3, 7)) + rnd.sample(others, rnd.randint(0, 1))
        min_length = rnd.choice((2, 2, 3))
        arrangement = best_arrangement(hand, WORDS, RULES, min_length)
        assert arrangement.score == reference_best(hand, min_length), hand
        used = [c for w in arrangement.words for c in w]
        assert sorted(used + list(arrangement.leftover)) == sorted(hand)  # a partition of the hand
        assert all(len(w) >= min_length and word_of(w) in WORDS and colour_problem(w) is None for w in arrangement.words)
        assert arrangement.penalty == sum(VALUES[c.letter] for c in arrangement.leftover)


def test_R7_best_arrangement_matches_brute_force_with_the_real_word_list():
    from wordcards.words import default_wordlist

    real = default_wordlist()
    word_set = frozenset(w.upper() for w in real)
    keys = frozenset("".join(sorted(w)) for w in word_set)

    def reference(hand):
        @lru_cache(maxsize=None)
        def is_word(group):
            if len(group) < 2 or "".join(sorted(c.letter for c in group)) not in keys:
                return False
            return any("".join(c.letter for c in o) in word_set and r4_by_the_book(o) for o in permutations(group))

        @lru_cache(maxsize=None)
        def best(rest):
            score = -sum(VALUES[c.letter] for c in rest)
            items = sorted(rest)
            for size in range(2, len(items) + 1):
                for group in map(frozenset, combinations(items, size)):
                    if is_word(group):
                        score = max(score, len(group) + best(rest - group))
            return score

        return best(frozenset(hand))

    rnd = random.Random(11)
    common = [c for c in full_deck(RULES) if c.letter in "AEIOUNRSTLDCMP"]
    for _ in range(25):
        hand = rnd.sample(common, rnd.randint(5, 8))
        assert best_arrangement(hand, real, RULES, 2).score == reference(hand), hand


@pytest.mark.parametrize("size, seed", [(20, 1), (28, 2), (28, 3)])
def test_a_huge_hands_spellable_words_are_every_word_of_its_letters(size, seed):
    """A hand too big to look up each sub-multiset of its letters (only hand-built
    positions) tests every key of the list instead; made faster, it must still find
    exactly the words whose letters the hand holds (each word against the hand's counts)."""
    from collections import Counter

    from wordcards.engine.rummy.melds import _spellable, spellable_words
    from wordcards.words import default_wordlist

    real = default_wordlist()
    deck = list(full_deck(RULES))
    random.Random(seed).shuffle(deck)
    letters = Counter(card.letter for card in deck[:size])
    counts = tuple(sorted((letter.lower(), n) for letter, n in letters.items()))
    subsets = 1
    for n in letters.values():
        subsets *= n + 1
    assert subsets > len(real.anagrams)  # the scan of every key, not the look-ups
    expected = sorted(
        {w.upper() for w in real if len(w) >= 2 and w.isalpha() and w.isascii() and not Counter(w.upper()) - letters},
        key=lambda w: (-len(w), w),
    )
    assert list(_spellable(real, counts, 2)) == expected
    assert spellable_words(letters, real, 2) == expected
