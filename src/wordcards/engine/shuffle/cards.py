"""Shuffle's cards and table words.

A *display* is how a word looks on the table or in notation: one character per card,
upper case for a letter card, lower case for a joker standing for that letter (S9).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Iterable

from wordcards.rulesets import ShuffleRules

JOKER_MARK = "*"  # a joker in a hand (it stands for no letter until played)


@dataclass(frozen=True, order=True)
class Card:
    """One of the deck's cards. ``letter`` is None for a joker. Ids are unique (0..71)."""

    id: int
    letter: str | None

    @property
    def is_joker(self) -> bool:
        return self.letter is None

    def __str__(self) -> str:
        return self.letter or JOKER_MARK


@dataclass(frozen=True)
class Placed:
    """A card in a table word, with the letter it shows (a joker's named letter, S9)."""

    card: Card
    letter: str  # upper case

    @property
    def symbol(self) -> str:
        return self.letter.lower() if self.card.is_joker else self.letter


@dataclass(frozen=True)
class TableWord:
    """A word on the table: its cards in order, an id (stable while the word stays) and
    its owner's seat."""

    id: int
    owner: int
    placed: tuple[Placed, ...]

    @cached_property  # a word never changes (a changed word is a new TableWord); searches read it often
    def display(self) -> str:
        """Letters in upper case, jokers in lower case: ``CHaRT``."""
        return "".join(p.symbol for p in self.placed)

    @property
    def word(self) -> str:
        """The word itself, upper case: ``CHART``."""
        return "".join(p.letter for p in self.placed)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(p.card for p in self.placed)

    @property
    def jokers(self) -> int:
        return sum(p.card.is_joker for p in self.placed)

    def __len__(self) -> int:
        return len(self.placed)


def build_deck(rules: ShuffleRules) -> tuple[Card, ...]:
    """Every card of the ruleset in id order: the letters A..Z by count, then the jokers (S1)."""
    cards: list[Card] = []
    for letter, count in [*rules.letter_counts, (None, rules.jokers)]:
        base = len(cards)
        cards.extend([Card(base + i, letter) for i in range(count)])
    return tuple(cards)


def card_value(rules: ShuffleRules, card: Card, on_table: bool) -> int:
    """S1/S14: a letter's value counts on the table and against you in hand; a joker has
    its own table value and hand penalty."""
    if card.is_joker:
        return rules.joker_table_value if on_table else rules.joker_hand_penalty
    return rules.value(card.letter)  # type: ignore[arg-type]


def hand_text(cards: Iterable[Card]) -> str:
    """A hand as text, letters sorted, jokers as ``*`` at the end: ``ACERT*``."""
    return "".join(sorted((str(c) for c in cards), key=lambda s: (s == JOKER_MARK, s)))
