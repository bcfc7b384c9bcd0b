"""The word search's two ways to answer a hand without jokers (looking up each sub-hand,
or counting over every key with bit sets) give the same keys in the same order."""

import random

from wordcards.engine.shuffle import search
from wordcards.engine.shuffle.search import WordIndex


def test_sub_hand_lookups_match_the_bit_set_count(english, monkeypatch):
    index = WordIndex(english)
    stream = random.Random(7)
    cases = []
    for _ in range(150):
        hand: dict[str, int] = {}
        for c in stream.choices("aeioustrnlcdmpbghkwy", k=stream.randint(0, 9)):
            hand[c] = hand.get(c, 0) + 1
        must = "".join(sorted(stream.choice(["", "", "cat", "tree", "ose", "ing", "a"])))
        cases.append((hand, must, stream.randint(1, 3), stream.randint(2, 5), stream.choice([None, 6, 8])))
    lookups = [index._search_once(h, 0, m, e, lo, True, hi) for h, m, e, lo, hi in cases]
    monkeypatch.setattr(search, "SUB_LOOKUPS", 0)  # the bit sets for every hand
    counted = [index._search_once(h, 0, m, e, lo, True, hi) for h, m, e, lo, hi in cases]
    assert lookups == counted
    assert sum(map(len, lookups)) > 100  # the cases find words
