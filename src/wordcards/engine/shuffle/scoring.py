"""S14: the score, with a breakdown a score screen can show line by line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

from wordcards.engine.shuffle.cards import Card, TableWord, card_value
from wordcards.rulesets import ShuffleRules

if TYPE_CHECKING:
    from wordcards.engine.shuffle.game import ShuffleGame


def card_points(rules: ShuffleRules, display: str) -> int:
    """S14: the card values of a table word, from its display (``CHaRT``)."""
    values = rules.table_values
    return sum(values[symbol] for symbol in display)


def word_points(rules: ShuffleRules, word: TableWord | str) -> int:
    """S14: what a table word scores: its card values plus its length bonus. The one
    place a Shuffle word's points are counted (engine, computer players, screens)."""
    display = word.display if isinstance(word, TableWord) else word
    memo = rules.word_points_memo
    points = memo.get(display)
    if points is None:
        points = memo[display] = card_points(rules, display) + rules.bonus(len(display))
    return points


def hand_penalty(rules: ShuffleRules, cards: Iterable[Card]) -> int:
    """S14: what these cards cost while they are in a hand (a joker: its hand penalty)."""
    return sum(card_value(rules, card, on_table=False) for card in cards)


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

    @property
    def totals(self) -> tuple[int, ...]:
        """The contract's name for the final scores (``GameOutcome``), as rummy's outcome says them."""
        return self.scores


def score_of(game: "ShuffleGame", seat: int) -> ScoreBreakdown:
    return breakdown_of(game.rules, seat, game.table.values(), game.hands[seat])


def breakdown_of(rules: ShuffleRules, seat: int, table: Iterable[TableWord], hand: Iterable[Card]) -> ScoreBreakdown:
    """S14 for one seat from public facts: the table and that seat's hand (a seat's view
    shows every hand once the game is over, so a remote seat can show the breakdown)."""
    words = tuple(
        WordScore(word.id, word.display, card_points(rules, word.display), rules.bonus(len(word)))
        for word in table
        if word.owner == seat
    )
    return ScoreBreakdown(seat, words, hand_penalty(rules, hand))


def outcome_of(game: "ShuffleGame") -> Outcome:
    scores = tuple(score_of(game, seat).total for seat in range(len(game.players)))
    best = max(scores)
    return Outcome(scores, tuple(i for i, s in enumerate(scores) if s == best))
