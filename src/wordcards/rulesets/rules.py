"""The rules of each game as frozen settings: ``ShuffleRules``, ``RummyRules``, their
parts (``Lengths``) and limits, and the ``RulesetError`` every problem with a ruleset is.
"""

from __future__ import annotations

import dataclasses
import re
import string
from dataclasses import dataclass
from functools import cached_property

from wordcards.quoting import one_line

LETTERS = string.ascii_uppercase
_COLOUR = re.compile(r"[a-z]{1,20}")
# Word Rummy's ways of scoring (R7, R8, R9), each with its own section of the ruleset.
RUMMY_VARIANTS = ("standard", "advanced", "inverse")


class RulesetError(ValueError):
    """A ruleset file that cannot be used. ``str()`` is a one-line message for players."""

    def __init__(self, file: str, key: str, line: int | None, problem: str):
        self.file, self.key, self.line, self.problem = file, key, line, problem
        where = f"{file}, line {line}" if line else file
        at = f" at '{key}'" if key else ""
        super().__init__(one_line(f"{where}{at}: {problem}"))


@dataclass(frozen=True)
class Lengths:
    """A minimum length with its junior value (S12: junior is per player)."""

    adult: int
    junior: int

    def for_player(self, junior: bool) -> int:
        return self.junior if junior else self.adult

    def at_least(self, shortest: int) -> "Lengths":
        return Lengths(max(shortest, self.adult), max(shortest, self.junior))


class LetterValues:
    """A letter's value, as both games' rules give it (their field ``letter_values``)."""

    letter_values: tuple[tuple[str, int], ...]  # (letter, value), A..Z

    def value(self, letter: str) -> int:
        return self.value_of[letter.upper()]

    @cached_property
    def value_of(self) -> dict[str, int]:
        """Letter -> value, built once per ruleset object (a look-ahead asks thousands of times)."""
        return dict(self.letter_values)


@dataclass(frozen=True)
class ShuffleRules(LetterValues):
    name: str
    letter_counts: tuple[tuple[str, int], ...]  # (letter, count), A..Z
    letter_values: tuple[tuple[str, int], ...]  # (letter, value), A..Z
    jokers: int
    joker_table_value: int
    joker_hand_penalty: int
    min_players: int
    max_players: int
    hand_size: int
    first_play_min: Lengths
    word_min: Lengths
    left_behind_min: Lengths
    steal_cards_per_letter: int
    take_cards_per_letter: int
    length_bonus: tuple[tuple[int, int], ...]  # (length, bonus), ascending
    digest: str = ""  # sha256 of the source text, for save files

    game = "shuffle"

    def count(self, letter: str) -> int:
        return dict(self.letter_counts)[letter.upper()]

    def bonus(self, length: int) -> int:
        """S14: the bonus of the longest listed length not above ``length``."""
        best = 0
        for listed, bonus in self.length_bonus:
            if listed <= length:
                best = bonus
        return best

    @cached_property
    def table_values(self) -> dict[str, int]:
        """What each symbol of a word's display scores on the table: a capital is a letter
        card (its value), lower case a joker standing for that letter (S9: the joker's value).
        Built once per ruleset object: a search asks for it hundreds of thousands of times,
        and hashing the whole ruleset for a cache key cost more than the sums."""
        return self._symbol_values(self.joker_table_value)

    @cached_property
    def shed_values(self) -> dict[str, int]:
        """What each symbol of a display costs in hand: a capital its letter's value, lower
        case (a joker) the joker's hand penalty. Built once per ruleset object."""
        return self._symbol_values(self.joker_hand_penalty)

    def _symbol_values(self, joker: int) -> dict[str, int]:
        """A display's symbol -> value: a capital its letter's, lower case (a joker) ``joker``."""
        return {**self.value_of, **{letter.lower(): joker for letter in LETTERS}}

    @cached_property
    def word_points_memo(self) -> dict[str, int]:
        """Display -> points, filled by ``scoring.word_points`` (a search scores the same
        few thousand displays over and over)."""
        return {}

    @property
    def juniors_play_easier(self) -> bool:
        """S12: whether a junior mark changes anything in this ruleset."""
        return any(lengths.junior < lengths.adult for lengths in (self.first_play_min, self.word_min, self.left_behind_min))

    @property
    def shortest_word(self) -> Lengths:
        """The fewest letters a word put down may have (S5, S12), as both games' rules say it."""
        return self.word_min

    def playable_lengths(self, junior_seated: bool) -> tuple[int, int | None, str]:
        """The shortest and longest (None: no longest) word anyone could ever put down first
        (S4: a first play from the hand alone; S12: a junior's minimum, when a junior is seated;
        S3: each pass draws a card, so a hand grows and a long word may come in time), and the
        keys that say so."""
        return self.first_play_min.for_player(junior_seated), None, (
            "a first play is a word from the hand (min_length.first_play in the ruleset)"
        )

    @property
    def letter_cards(self) -> int:
        return sum(count for _, count in self.letter_counts)

    @property
    def deck_size(self) -> int:
        return self.letter_cards + self.jokers


# The longest a rummy match may be set to, in a ruleset or on the command line: far more
# than a family plays at one table (1000 hands is days of play), so that a slip of the
# keyboard, a few zeros too many, is refused rather than a match that never ends.
MATCH_MOST = {"target": 100_000, "max_hands": 1000, "hands": 1000, "minutes": 10_000, "deals": 1000}


# The colours a rummy card can have: the app draws each in its own tint with its own shape
# (app/widgets/rummy/cards.py), so a player who cannot tell colours still tells the cards apart.
# Their initials differ: a card is written letter + initial ("Er") in the log and the save.
RUMMY_COLOURS = ("red", "green", "blue", "yellow", "orange", "purple")

# R4: a Word Rummy word has 2+ letters, since one letter + Enter discards. A ruleset file may
# not set less; a save made before that check may (docs/decisions/rummy.md).
RUMMY_SHORTEST_WORD = 2


# The most cards a rummy hand may be dealt: arranging a hand into words (the end-of-hand
# score, R7; hints; computer players) grows steeply with its cards. With 10 the worst hint
# or computer decision measured is under half a second; with 12 it is 4 s, with 20, 16 s
# (bench/ruleset_extremes.py). Shuffle has no such search: its hands go to 20.
RUMMY_MOST_CARDS = 10


@dataclass(frozen=True)
class RummyRules(LetterValues):
    name: str
    colours: tuple[str, ...]
    letter_values: tuple[tuple[str, int], ...]
    min_players: int
    max_players: int
    hand_sizes: tuple[tuple[int, int], ...]  # (players, cards dealt)
    min_word_length: Lengths
    target: int
    max_hands: int  # R11: a standard match ends after this many hands at the latest
    pad_rows: tuple[int, ...]
    default_hands: int
    default_minutes: int
    default_deals: int
    digest: str = ""

    game = "rummy"

    @property
    def shortest_word(self) -> Lengths:
        """The fewest letters a word put down may have (R4, S12), as both games' rules say it."""
        return self.min_word_length

    def hand_size(self, players: int) -> int:
        return dict(self.hand_sizes)[players]

    def longest_word(self, players: int) -> int:
        """The longest word a player could put down with ``players`` at the table: one of
        every card held (R3: the deal and the card drawn)."""
        return self.hand_size(players) + 1

    @property
    def juniors_play_easier(self) -> bool:
        """S12: whether a junior mark changes anything in this ruleset."""
        return self.min_word_length.junior < self.min_word_length.adult

    @property
    def deck_size(self) -> int:
        return len(LETTERS) * len(self.colours)

    def playable_lengths(self, junior_seated: bool) -> tuple[int, int | None, str]:
        """The shortest and longest word anyone could ever put down (R3: from the hand and
        the card drawn; S12: a junior's minimum, when a junior is seated), and the keys that say so."""
        return self.min_word_length.for_player(junior_seated), max(size for _, size in self.hand_sizes) + 1, (
            "a word is put down from the hand and the card drawn (min_word_length and hand_size in the ruleset)"
        )

    def pad_row(self, length: int) -> int | None:
        """R8: the pad row a word of this length scores in (longer words use the last row)."""
        if length < self.pad_rows[0]:
            return None
        return min(length, self.pad_rows[-1])

    def pad_letters(self, row: int) -> str:
        """R8: a pad row as the pad shows it, by its word length: "3 letters", the last row
        "8+ letters" (longer words count there too). The app's pad has a row per player."""
        return f"{row}+ letters" if row == self.pad_rows[-1] else f"{row} letters"


Rules = ShuffleRules | RummyRules


def rules_for_a_new_game(rules: Rules) -> Rules:
    """The rules a new game takes from the last one ("play again" after a resume): as a
    ruleset file would have to set them. An old save's Word Rummy minimum of 1 (adult or
    junior) is raised to RUMMY_SHORTEST_WORD; every other ruleset comes back unchanged
    (docs/decisions/rummy.md). Its checksum is dropped: the rules are no longer that text's."""
    if not isinstance(rules, RummyRules):
        return rules
    raised = rules.min_word_length.at_least(RUMMY_SHORTEST_WORD)
    if raised == rules.min_word_length:
        return rules
    return dataclasses.replace(rules, min_word_length=raised, digest="")

# The games wordcards knows, each by its settings type: the one place a game's name is
# spelt (``ShuffleRules.game``). Every layer above builds on it: the save format checks a
# save's game against it, the registry (``wordcards.games``) has one entry per kind.
RULES_TYPES: tuple[type[ShuffleRules] | type[RummyRules], ...] = (ShuffleRules, RummyRules)
GAME_KINDS: tuple[str, ...] = tuple(kind.game for kind in RULES_TYPES)
SHUFFLE, RUMMY = ShuffleRules.game, RummyRules.game
