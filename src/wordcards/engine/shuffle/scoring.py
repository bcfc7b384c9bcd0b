"""S14: the score, with a breakdown a score screen can show line by line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from wordcards.engine.shuffle.cards import card_value

if TYPE_CHECKING:
    from wordcards.engine.shuffle.game import ShuffleGame


@dataclass(frozen=True)
class WordScore:
    word_id: int
    display: str  # CHaRT
    card_points: int  # the sum of its card values (a joker: the ruleset's table value)
    length_bonus: int

    @property
    def total(self) -> int:
        return self.card_points + self.length_bonus


@dataclass(frozen=True)
class ScoreBreakdown:
    seat: int
    words: tuple[WordScore, ...]  # the player's own table words
    hand_penalty: int  # the values of the cards left in hand (jokers: the hand penalty)

    @property
    def table_points(self) -> int:
        return sum(w.total for w in self.words)

    @property
    def total(self) -> int:
        return self.table_points - self.hand_penalty


@dataclass(frozen=True)
class Outcome:
    scores: tuple[int, ...]  # per seat
    winners: tuple[int, ...]  # seats with the highest score (a tie is shared, S14)


def score_of(game: "ShuffleGame", seat: int) -> ScoreBreakdown:
    rules = game.rules
    words = tuple(
        WordScore(
            word.id,
            word.display,
            sum(card_value(rules, p.card, on_table=True) for p in word.placed),
            rules.bonus(len(word)),
        )
        for word in game.table.values()
        if word.owner == seat
    )
    penalty = sum(card_value(rules, card, on_table=False) for card in game.hands[seat])
    return ScoreBreakdown(seat, words, penalty)


def outcome_of(game: "ShuffleGame") -> Outcome:
    scores = tuple(score_of(game, seat).total for seat in range(len(game.players)))
    best = max(scores)
    return Outcome(scores, tuple(i for i, s in enumerate(scores) if s == best))
