"""What a hand's cards give a word, counted one way for both games: the refusals, the
reference enumerator and a seat's check of a word typed on another screen all ask it."""

from __future__ import annotations

from collections import Counter
from typing import Collection, Protocol


class Lettered(Protocol):
    """A card of either game: its letter, or None for a (Shuffle) joker."""

    @property
    def letter(self) -> str | None: ...


def hand_letters(cards: Collection[Lettered]) -> tuple[Counter[str], int]:
    """A hand's letter cards counted by letter, and its number of jokers."""
    letters = Counter(card.letter for card in cards if card.letter is not None)
    return letters, sum(card.letter is None for card in cards)


def letters_short(need: Counter[str], have: Counter[str], jokers: int = 0) -> int:
    """How many of the letters ``need`` the letters ``have`` cannot give once the ``jokers``
    (each gives any one letter) have given what they can: 0 when the hand covers them."""
    return max(0, sum((need - have).values()) - jokers)
