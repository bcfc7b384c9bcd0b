"""R7: the best arrangement of a hand into words, found exactly.

Each word in hand scores its length, each card left over subtracts its value. So a card
is worth (1 + value) more inside a word than outside it, and the best arrangement is the
set of disjoint R4-valid words that covers the most of that weight: a small exact set
packing, solved by a memoised search over subsets of the hand (bit masks) that always
decides the lowest remaining card first (leave it, or use it in one of its words), and
prunes any branch whose weight bound cannot beat the best found.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection

from wordcards.engine.rummy.cards import RummyCard, cards_text, sort_key
from wordcards.engine.rummy.colours import word_with_cards
from wordcards.engine.rummy.melds import find_melds, melds_by_cards
from wordcards.rulesets import RummyRules
from wordcards.words import WordList


@dataclass(frozen=True)
class Arrangement:
    words: tuple[tuple[RummyCard, ...], ...]  # each hand word, its cards in word order
    leftover: tuple[RummyCard, ...]
    word_points: int  # the sum of the words' lengths
    penalty: int  # the sum of the leftover cards' values

    @property
    def score(self) -> int:
        return self.word_points - self.penalty

    def describe(self) -> str:
        """"ON (Og Ng) 2 + AT (Ab Tb) 2, minus Qb Zr (2) = 2" - the arrangement word by word
        (each with its cards, as the log writes a word), in the score screen's words: "minus
        Jr (1) = -1" with no word, "empty = 0" for a player who went out."""
        parts = [" + ".join(f"{word_with_cards(w)} {len(w)}" for w in self.words)] if self.words else []
        if self.leftover:
            parts.append(f"minus {cards_text(self.leftover)} ({self.penalty})")
        return f"{', '.join(parts) or 'empty'} = {self.score}"


def best_arrangement(
    hand: Collection[RummyCard], words: WordList, rules: RummyRules, min_length: int
) -> Arrangement:
    cards = sorted(hand, key=sort_key(rules))
    n = len(cards)
    bit = {card: 1 << i for i, card in enumerate(cards)}
    weight = [1 + rules.value(card.letter) for card in cards]

    def weight_of(mask: int) -> int:
        total, i = 0, 0
        while mask:
            if mask & 1:
                total += weight[i]
            mask >>= 1
            i += 1
        return total

    # One meld per set of cards (the first found: longest words first, then alphabetical);
    # a set of cards scores the same whichever word it spells. Indexed by its lowest card.
    by_lowest: list[list[tuple[int, int, tuple[RummyCard, ...]]]] = [[] for _ in range(n)]
    for mask, meld in melds_by_cards(find_melds(cards, words, rules.colours, min_length), cards).items():
        low = (mask & -mask).bit_length() - 1
        by_lowest[low].append((weight_of(mask), mask, meld))
    for options in by_lowest:
        options.sort(key=lambda o: -o[0])  # heavy words first: better bounds sooner

    memo: dict[int, tuple[int, tuple[RummyCard, ...] | None]] = {}

    def best(mask: int) -> int:
        if mask == 0:
            return 0
        if mask in memo:
            return memo[mask][0]
        low_bit = mask & -mask
        low = low_bit.bit_length() - 1
        rest = mask & ~low_bit
        top, choice = best(rest), None  # the lowest card left over
        bound = weight_of(mask)
        for gain, meld_mask, meld in by_lowest[low]:
            if top == bound:
                break  # every card already counts: nothing can do better
            if meld_mask & ~mask:
                continue
            remaining = mask & ~meld_mask
            if gain + weight_of(remaining) <= top:
                continue  # pruned: even using every remaining card would not beat it
            value = gain + best(remaining)
            if value > top:
                top, choice = value, meld
        memo[mask] = (top, choice)
        return top

    full = (1 << n) - 1
    best(full)
    chosen: list[tuple[RummyCard, ...]] = []
    mask = full
    while mask:
        _, choice = memo[mask]  # every mask on the chosen path was solved
        if choice is None:
            mask &= mask - 1
        else:
            chosen.append(choice)
            for card in choice:
                mask &= ~bit[card]
    used = {card for word in chosen for card in word}
    leftover = tuple(card for card in cards if card not in used)
    return Arrangement(
        words=tuple(chosen),
        leftover=leftover,
        word_points=sum(len(w) for w in chosen),
        penalty=sum(rules.value(card.letter) for card in leftover),
    )
