"""Word Rummy's review of a turn with a hand far bigger than play deals (at most 10 cards
dealt and 1 drawn, ``RUMMY_MOST_CARDS``): only a hand-built position holds one. The CPU
time of the words the hand can spell (the scan of every key of the list, past about 16
cards), and of the review's best found (``best_plan``: its melds scoring most together),
with how many sets of kept cards its arrangement search met. Prints, never asserts.

    .venv/bin/python bench/rummy_huge_hand.py [--hands 11,16,20,24,28] [--seeds 1,2,3]

Each position: Ann after her draw, holding that many cards of a seeded shuffle of the deck.
Run it on two checkouts (PYTHONPATH=<other>/src) to compare.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from typing import Any, Callable

from wordcards.ai import rummy as rummy_ai
from wordcards.ai.rummy_advice import best_plan
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch, full_deck
from wordcards.engine.rummy.cards import cards_text
from wordcards.engine.rummy.melds import spellable_words
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList, default_wordlist

from _timing import cpu  # bench/_timing.py: the CPU time of a piece of work

RULES = default_ruleset("rummy")


def huge_hand(words: WordList, seed: int, cards: int) -> RummyMatch:
    """Ann to meld, holding ``cards`` cards; Bob 7; the rest the piles."""
    deck = list(full_deck(RULES))
    random.Random(seed).shuffle(deck)
    start = {
        "hands": [cards_text(deck[:cards]), cards_text(deck[cards : cards + 7])],
        "discard_pile": cards_text(deck[cards + 7 : cards + 8]),
        "draw_pile": cards_text(deck[cards + 8 :]),
        "phase": "play",
    }
    return RummyMatch.from_position(RULES, words, (Player("Ann"), Player("Bob")), start, seed)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", default="11,16,20,24,28", help="hand sizes, comma-separated")
    parser.add_argument("--seeds", default="1,2,3", help="comma-separated (default 1,2,3)")
    args = parser.parse_args()
    words = default_wordlist()
    words.anagrams  # built once, as the app does while its first screen is read
    searched: list[Callable[[int], float]] = []
    arrange = rummy_ai._best_partition

    def counted(*given: Any) -> Callable[[int], float]:
        searched.append(arrange(*given))
        return searched[-1]

    rummy_ai._best_partition = counted  # to count the sets each search remembers
    for cards in (int(part) for part in args.hands.split(",")):
        for seed in (int(part) for part in args.seeds.split(",")):
            match = huge_hand(words, seed, cards)
            letters = Counter(card.letter for card in match.hands[0])
            spelt = cpu(lambda: spellable_words(letters, words, 2))  # first: the review's search then finds it known
            searched.clear()
            planned = cpu(lambda: best_plan(match))
            sets = sum(len(search.__closure__[search.__code__.co_freevars.index("memo")].cell_contents) for search in searched)  # type: ignore[index]
            print(f"hand {cards}, seed {seed}: spelling its words {spelt:.3f} s, the best found {planned:.3f} s ({sets} sets of kept cards arranged)")


if __name__ == "__main__":
    main()
