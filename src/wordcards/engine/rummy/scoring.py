"""End-of-hand scoring for the three variants, the advanced score pad, and who wins.

Standard (R7): table words score length squared, the hand's best arrangement is added.
Advanced (R8): table words fill the score pad in the order they were played to the table;
hand cards do not count (the pad is for table words).
Inverse (R9): the values of the cards left in hand are a penalty.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from wordcards.engine.rummy.arrangement import Arrangement
from wordcards.engine.rummy.cards import RummyCard
from wordcards.engine.rummy.colours import word_of
from wordcards.rulesets import RUMMY_VARIANTS, RummyRules

VARIANTS = RUMMY_VARIANTS  # R7, R8, R9


TALLY_NOTE = "a tally for"  # a word's note on the pad (R8) when it adds a tally mark


@dataclass(frozen=True)
class PadRow:
    length: int  # the word length of this row (the last row also takes longer words)
    primary: int | None = None  # the first word's length squared
    primary_word: str | None = None
    tally: int = 0  # Secondary: one mark per further word


@dataclass(frozen=True)
class Pad:
    """R8: one player's score pad."""

    rows: tuple[PadRow, ...]

    @classmethod
    def empty(cls, rules: RummyRules) -> "Pad":
        return cls(tuple(PadRow(length) for length in rules.pad_rows))

    @property
    def primary_total(self) -> int:
        return sum(row.primary or 0 for row in self.rows)

    @property
    def secondary_total(self) -> int:
        return sum(row.tally for row in self.rows)

    def row(self, length: int) -> PadRow:
        return next(r for r in self.rows if r.length == length)

    def scored(self, word: str, rules: RummyRules) -> tuple["Pad", int, str]:
        """The pad after scoring one table word, the Primary points it added and a note.

        A word longer than the last row counts in that row with its own length squared.
        """
        row_length = rules.pad_row(len(word))
        if row_length is None:
            return self, 0, "too short for the pad"
        rows = list(self.rows)
        index = next(i for i, r in enumerate(rows) if r.length == row_length)
        row = rows[index]
        if row.primary is None:
            points = word_points(len(word))
            rows[index] = replace(row, primary=points, primary_word=word)
            return Pad(tuple(rows)), points, f"Primary {points} for {rules.pad_letters(row_length)}"
        rows[index] = replace(row, tally=row.tally + 1)
        return Pad(tuple(rows)), 0, f"{TALLY_NOTE} {rules.pad_letters(row_length)}"


@dataclass(frozen=True)
class ScoredWord:
    cards: tuple[RummyCard, ...]
    points: int
    note: str = ""

    @property
    def word(self) -> str:
        return word_of(self.cards)


@dataclass(frozen=True)
class HandScore:
    """One player's score for one hand, with everything needed to show it."""

    table: tuple[ScoredWord, ...]  # the player's table words in the order played
    hand: tuple[RummyCard, ...]  # the cards left in hand when the hand ended
    arrangement: Arrangement | None  # standard: the best arrangement of ``hand``
    penalty: int  # standard: leftover values; inverse: all values in hand; advanced: 0
    points: int  # what this hand adds to the match total (inverse: the penalty)


def hand_tallies(score: HandScore) -> int:
    """R8: the tally marks (Secondary, the tie-break) a hand wrote on the player's pad: its
    points alone said "+0" for a hand of three tallies."""
    return sum(1 for word in score.table if word.note.startswith(TALLY_NOTE))


@dataclass(frozen=True)
class HandResult:
    number: int
    reason: str  # "Bob went out", "the draw pile is empty"
    scores: tuple[HandScore, ...]


@dataclass(frozen=True)
class RummyOutcome:
    variant: str
    totals: tuple[int, ...]  # standard: points; advanced: Primary totals; inverse: penalties
    secondary: tuple[int, ...] | None  # advanced: Secondary totals (the tie-break)
    winners: tuple[int, ...]  # seats; more than one when the tie stands
    reason: str  # why the match ended


def word_points(length: int) -> int:
    """R7, R8: what a word of ``length`` letters scores (standard) or fills a pad's Primary with."""
    return length**2


def table_word_points(cards: Sequence[RummyCard]) -> int:
    """R7: what a table word scores at the hand's end in standard scoring, its length squared."""
    return word_points(len(cards))


def score_standard(table: Sequence[tuple[RummyCard, ...]], hand: Sequence[RummyCard], arrangement: Arrangement) -> HandScore:
    """R7: each table word its length squared, plus the hand arrangement's score."""
    words = tuple(ScoredWord(tuple(w), table_word_points(w)) for w in table)
    points = sum(w.points for w in words) + arrangement.score
    return HandScore(words, tuple(hand), arrangement, arrangement.penalty, points)


def score_advanced(table: Sequence[tuple[RummyCard, ...]], hand: Sequence[RummyCard], pad: Pad, rules: RummyRules) -> tuple[HandScore, Pad]:
    """R8: the table words go on the pad in the order they were played."""
    words = []
    gained = 0
    for cards in table:
        pad, points, note = pad.scored(word_of(cards), rules)
        gained += points
        words.append(ScoredWord(tuple(cards), points, note))
    return HandScore(tuple(words), tuple(hand), None, 0, gained), pad


def score_inverse(table: Sequence[tuple[RummyCard, ...]], hand: Sequence[RummyCard], rules: RummyRules) -> HandScore:
    """R9: the values of the cards left in hand; table words score nothing."""
    penalty = sum(rules.value(card.letter) for card in hand)
    words = tuple(ScoredWord(tuple(w), 0) for w in table)
    return HandScore(words, tuple(hand), None, penalty, penalty)


def melds_score(
    variant: str, rules: RummyRules, pad: Pad, table: Sequence[tuple[RummyCard, ...]], melds: Sequence[Sequence[RummyCard]]
) -> int:
    """What ``melds``, put down in this order, score for a player whose pad is ``pad`` and
    who has put ``table`` down this hand, as the hand's end scores them: R7 each word its
    length squared; R8 the Primary each adds to the pad after the player's earlier words (a
    tally adds none); R9 the penalty its cards take out of the hand (no table points)."""
    if variant == "inverse":
        return sum(rules.value(card.letter) for cards in melds for card in cards)
    if variant == "advanced":
        return sum(points for points, _ in _pad_scored(rules, pad, table, melds))
    return sum(table_word_points(cards) for cards in melds)


def pad_notes(
    rules: RummyRules, pad: Pad, table: Sequence[tuple[RummyCard, ...]], melds: Sequence[Sequence[RummyCard]]
) -> tuple[str, ...]:
    """R8: what each of ``melds``, put down in this order after ``table`` (the player's
    words of this hand), writes on the pad ``pad``, in the hand's end's words: "Primary 9
    for 3 letters", "a tally for 2 letters" (a tally adds no points, so the points alone hid it)."""
    return tuple(note for _, note in _pad_scored(rules, pad, table, melds))


def pad_tallies(
    rules: RummyRules, pad: Pad, table: Sequence[tuple[RummyCard, ...]], melds: Sequence[Sequence[RummyCard]]
) -> int:
    """R8: how many tally marks (Secondary) ``melds``, put down in this order after
    ``table``, add to the pad ``pad``: each word of a row already filled adds one."""
    before = _pad_after(rules, pad, table)
    return _pad_after(rules, before, melds).secondary_total - before.secondary_total


def _pad_after(rules: RummyRules, pad: Pad, words: Sequence[Sequence[RummyCard]]) -> Pad:
    """``pad`` once ``words`` are scored on it, in order."""
    for cards in words:
        pad, _, _ = pad.scored(word_of(cards), rules)
    return pad


def _pad_scored(
    rules: RummyRules, pad: Pad, table: Sequence[tuple[RummyCard, ...]], melds: Sequence[Sequence[RummyCard]]
) -> list[tuple[int, str]]:
    """The Primary points and the note of each of ``melds`` on ``pad`` after ``table``."""
    pad = _pad_after(rules, pad, table)
    out = []
    for meld in melds:
        pad, points, note = pad.scored(word_of(meld), rules)
        out.append((points, note))
    return out


def higher_better(variant: str, scores: Sequence[HandScore]) -> list[float]:
    """Each seat's points of an ended hand, higher better: inverse's penalty negated (R9)."""
    return [float(-s.points if variant == "inverse" else s.points) for s in scores]


def winners(variant: str, totals: Sequence[int], secondary: Sequence[int] | None = None) -> tuple[int, ...]:
    """Standard: highest total. Advanced: highest Primary, then highest Secondary.
    Inverse: lowest total. Whoever is still level shares the win."""
    seats = range(len(totals))
    if variant == "standard":
        keys: list[int] | list[tuple[int, int]] = [totals[i] for i in seats]
    elif variant == "advanced":
        assert secondary is not None
        keys = [(totals[i], secondary[i]) for i in seats]
    elif variant == "inverse":
        keys = [-totals[i] for i in seats]
    else:
        raise ValueError(f"unknown variant {variant!r}")
    best = max(keys)
    return tuple(i for i in seats if keys[i] == best)
