"""YAML rulesets -> immutable, validated settings objects.

Every number a family might change lives in ``rulesets/*.yaml``. This module reads such
a file and returns a frozen :class:`ShuffleRules` or :class:`RummyRules`. Any problem is a
:class:`RulesetError` that names the file, the key path and the line.

It imports yaml but neither textual nor rich, so the engine may use the types.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import string
from collections import Counter
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Callable, Iterable

import yaml

from wordcards.files import NotUtf8, TooLarge, read_at_most, utf8_text
from wordcards.quoting import kind_of, one_line, quote, shorten
from wordcards.resources import ruleset_path

LETTERS = string.ascii_uppercase
MAX_RULESET_BYTES = 256 * 1024  # the shipped rulesets are about 2 KB
_COLOUR = re.compile(r"[a-z]{1,20}")
_PLAIN_NUMBER = re.compile(r"[-+]?(0|[1-9][0-9]*)")
_LEADING_ZERO = re.compile(r"[-+]?0[0-9]+")  # 07, 010: a family means seven and ten
# The C parser when PyYAML was built with libyaml (much faster on a big file), else Python's.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
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


# --- loading -------------------------------------------------------------------------


class _Node:
    """A YAML node with its key path, so every error can say where it is."""

    def __init__(self, node: yaml.Node, path: str, file: str, key_line: int | None = None):
        self.node, self.path, self.file = node, path, file
        self.key_line = key_line

    @property
    def line(self) -> int | None:
        """The line of this value's key (a block mapping starts on the line after it);
        None for a ruleset read from a save (it has no lines)."""
        return self.key_line or _line(self.node)

    def error(self, problem: str) -> RulesetError:
        return RulesetError(self.file, self.path, self.line, problem)

    def _child_path(self, key: str) -> str:
        return f"{self.path}.{key}" if self.path else str(key)

    def mapping(
        self,
        allowed: set[str] | None = None,
        required: set[str] | None = None,
        game: str | None = None,
        such_as: str = "",
        one_per: str = "",
    ) -> dict[str, "_Node"]:
        """The keys of a mapping; ``game`` (for the top level and the deck) says when an
        unknown key is the other game's; ``such_as`` is an example of the mapping (in the
        shipped files' words) and ``one_per`` what its keys count, for the refusal of a value
        that is not one."""
        if not isinstance(self.node, yaml.MappingNode):
            # first_play: 4 where first_play: {adult: 4, junior: 3} belongs. The example is
            # written on one line: it fits both that form and keys indented under the name.
            if such_as:
                wanted = f"needs its own keys, {f'one per {one_per}, ' if one_per else ''}such as {such_as}"
            elif allowed:
                wanted = f"needs its own keys (such as {', '.join(sorted(allowed)[:3])})"
            else:
                wanted = "needs its own keys"
            raise self.error(f"{wanted}, found {_kind(self.node)}")
        out: dict[str, _Node] = {}
        for key_node, value_node in self.node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise RulesetError(self.file, self.path, _line(key_node), "a key must be a plain name")
            key = shorten(key_node.value)
            child = _Node(value_node, self._child_path(key), self.file, _line(key_node))
            if key in out:
                raise RulesetError(self.file, child.path, _line(key_node), "key given twice")
            if allowed is not None and key not in allowed:
                hint = (_other_game_hint(self.path, key, game) if game else "") or _did_you_mean(key, allowed)
                raise RulesetError(self.file, child.path, _line(key_node), f"unknown key{hint}")
            out[key] = child
        missing = sorted((required or set()) - out.keys())
        if missing:  # the first in a-z order
            raise self.missing_key(missing[0])
        return out

    def missing_key(self, key: str, why: str = "") -> RulesetError:
        """A required key not there: in a section, at the section's own line; at the top
        level, at no line (the first key's line, 'game: shuffle', is not where it goes).
        Written one section too deep (hand_size: 7 indented under players:), at that line."""
        misplaced = _indented_under(self.node, key)
        if misplaced is not None and not self.path:
            section, key_node = misplaced
            return RulesetError(
                self.file, f"{section}.{key}", _line(key_node),
                f"'{key}' is a top-level key{why}, indented here under '{section}:'; write it at the start of the line, not indented",
            )
        if misplaced is not None:
            section, key_node = misplaced
            return RulesetError(
                self.file, f"{self.path}.{section}.{key}", _line(key_node),
                f"'{key}' belongs directly under '{self.path.rsplit('.', 1)[-1]}:'{why}, indented here under '{section}:';"
                f" indent it as far as '{section}:' is",
            )
        if self.path:
            return self.error(f"missing key '{key}'{why}")
        return RulesetError(self.file, "", None, f"missing key '{key}'{why} (a top-level key: add it on a line of its own, not indented)")

    def sequence(self) -> list["_Node"]:
        if not isinstance(self.node, yaml.SequenceNode):
            raise self.error(f"needs a list here (one entry a line, each starting with '- '), found {_kind(self.node)}")
        return [_Node(n, f"{self.path}[{i}]", self.file) for i, n in enumerate(self.node.value)]

    def scalar(self) -> Any:
        if not isinstance(self.node, yaml.ScalarNode):
            raise self.error(f"needs a single value here, found {_kind(self.node)}")
        try:
            return _construct(self.node)
        except yaml.YAMLError as exc:  # e.g. a !!python tag, which the safe loader refuses
            raise self.error(f"cannot read this value ({getattr(exc, 'problem', None) or exc})") from None
        except _UNCONSTRUCTED:
            tag = _written_tag(self.node)
            how = f" as {tag}: write it without '{tag}'" if tag else ""
            raise self.error(f"cannot read the value {shorten(self.node.value)!r}{how}") from None

    def integer(self, low: int | None = None, high: int | None = None) -> int:
        value = self.scalar()
        if value is None:
            raise self.error("no value given (a whole number is needed here)")
        plain = isinstance(self.node, yaml.ScalarNode) and not self.node.style  # not in quotes
        written = self.node.value if plain else ""
        if _LEADING_ZERO.fullmatch(written):
            # YAML reads 010 as eight and 08 as text: refused, not guessed, so no number changes unseen.
            digits = written.lstrip("+-").lstrip("0") or "0"  # as text: int() refuses thousands of digits
            meant = shorten(written[: len(written) - len(written.lstrip("+-"))].replace("+", "") + digits)
            raise self.error(f"a number must not start with 0: write {meant}, not {shorten(written)}")
        if isinstance(value, int) and not isinstance(value, bool) and not _PLAIN_NUMBER.fullmatch(self.node.value):
            # YAML reads 0x10 as 16 and 1_0 as 10: a family means what it sees, so say so.
            raise self.error(f"write whole numbers in plain digits (found {shorten(self.node.value)!r})")
        if isinstance(value, bool):  # YAML reads true, yes, on as one: say what was written
            raise self.error(f"expected a whole number, found {shorten(self.node.value)!r}")
        if isinstance(value, str) and _PLAIN_NUMBER.fullmatch(value.strip()):
            # hand_size: "7": quotes make YAML read text, where the game counts with numbers.
            raise self.error(f"the value must be a number, written without quotes: {value.strip()} (in quotes it is text)")
        if not isinstance(value, int):
            raise self.error(f"expected a whole number, found {quote(value)}")
        if low is not None and value < low or high is not None and value > high:
            span = f"{low} to {high}" if high is not None else f"at least {low}"
            raise self.error(f"{value} is out of range ({span})")
        return value

    def text(self) -> str:
        value = self.scalar()
        if value is None:  # "name:" with nothing after it
            raise self.error("no value given (text is needed here)")
        if not isinstance(value, str) and isinstance(self.node, yaml.ScalarNode):
            # YAML reads name: 2026 as a number, name: yes as true, a date as a date: text
            # is what a family meant, so the value is the text as written.
            value = self.node.value
        if not isinstance(value, str) or not value.strip():
            raise self.error(f"expected text, found {quote(value)}")
        if len(value) > 80:
            raise self.error(f"{shorten(value)!r} is longer than 80 characters")
        if not value.isprintable():  # an escape code would reach the terminal
            raise self.error(f"{value!r} has control characters or escape codes")
        return value


def _indented_under(mapping: yaml.Node, key: str) -> tuple[str, yaml.Node] | None:
    """The section of ``mapping`` (its name) and the key node of ``key`` written inside
    that section instead of in ``mapping`` itself, if it is there: ``mapping`` is the one
    that reports ``key`` missing (the top level, or a section such as 'deck')."""
    if not isinstance(mapping, yaml.MappingNode):
        return None
    for section_node, value_node in mapping.value:
        if isinstance(section_node, yaml.ScalarNode) and isinstance(value_node, yaml.MappingNode):
            for key_node, _ in value_node.value:
                if isinstance(key_node, yaml.ScalarNode) and key_node.value == key:
                    return shorten(section_node.value), key_node
    return None


def _line(node: yaml.Node) -> int | None:
    mark = node.start_mark
    return mark.line + 1 if mark is not None else None


# What PyYAML's constructor raises, besides YAMLError, for a value it cannot make: a number
# of thousands of digits (ValueError: Python refuses to convert it), or a tag whose value it
# does not check ('!!bool maybe' is a KeyError, '!!timestamp x' an AttributeError, '!!int _'
# an IndexError, a long '!!float 1:1:...' an OverflowError).
_UNCONSTRUCTED = (ValueError, LookupError, AttributeError, TypeError, ArithmeticError)


def _written_tag(node: yaml.ScalarNode) -> str:
    """The tag written before a value ('!!bool' in '!!bool maybe'); "" when YAML chose the
    tag from the value itself."""
    implicit = yaml.resolver.Resolver().resolve(yaml.ScalarNode, node.value, (not node.style, True))
    return "" if node.tag == implicit else node.tag.replace("tag:yaml.org,2002:", "!!")


def _construct(node: yaml.Node) -> Any:
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    finally:
        loader.dispose()


def _kind(node: yaml.Node) -> str:
    """What a node holds, in a family's words ("the number 4", "a list")."""
    if isinstance(node, yaml.MappingNode):
        return "a set of keys and values"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    try:
        value = _construct(node)
    except (yaml.YAMLError, *_UNCONSTRUCTED):
        return f"the text {quote(node.value)}"
    if isinstance(value, bool):  # yes, on, true: say what was written
        return f"{quote(node.value)} (a yes/no value)"
    return kind_of(value)


def _did_you_mean(key: str, allowed: set[str]) -> str:
    import difflib

    if str(key).upper() in allowed and str(key).upper() != key:
        return f" (letters are written as capitals: '{str(key).upper()}')"
    close = difflib.get_close_matches(str(key), sorted(allowed), n=1)
    return f" (did you mean '{close[0]}'?)" if close else f" (known keys: {', '.join(sorted(allowed))})"


def _length_nodes(node: _Node) -> tuple[dict[str, _Node], int, int]:
    """A minimum length's adult and junior values, each read alone, with their nodes."""
    m = node.mapping({"adult", "junior"}, {"adult", "junior"}, such_as="{adult: 4, junior: 3}")
    return m, m["adult"].integer(1, 15), m["junior"].integer(1, 15)


def _lengths(node: _Node) -> Lengths:
    m, adult, junior = _length_nodes(node)
    if junior > adult:  # S12: junior numbers exist to make the game easier, never harder
        raise m["junior"].error(f"a junior minimum ({junior}) cannot be more than the adult one ({adult})")
    return Lengths(adult, junior)


# Whole, so that it is accepted as written for the shipped players range (2 to 8): each count needs a size.
RUMMY_HAND_SIZE_EXAMPLE = "{2: 7, 3: 7, 4: 7, 5: 7, 6: 7, 7: 6, 8: 5}"


def _numbered(
    node: _Node, what: str, example: str, low: int, high: int, note: str = "", every: str = ""
) -> list[tuple[int, _Node]]:
    """A mapping whose keys are whole numbers (word lengths, player counts), in order.
    ``example`` shows one such mapping; ``note`` ends the refusal of a number out of range:
    where the range comes from; ``every`` says which keys are wanted, when not just any ``what``."""
    out: dict[int, _Node] = {}
    for key, child in node.mapping(such_as=example, one_per=every or what).items():
        try:
            number = int(key) if len(str(key)) < 10 else None
            if number is None:
                raise ValueError(key)
        except ValueError:
            raise child.error(f"a {what} must be a whole number, found {key!r}") from None
        if not low <= number <= high:
            raise child.error(f"{what} {number} is out of range ({low} to {high}{note})")
        if number in out:
            raise child.error(f"{what} {number} is given twice")
        out[number] = child
    return sorted(out.items())


def _letter_keys(node: _Node) -> dict[str, _Node]:
    m = node.mapping(set(LETTERS), set(LETTERS))
    return dict(sorted(m.items()))


def _players(node: _Node, most: int) -> tuple[int, int]:
    m = node.mapping({"min", "max"}, {"min", "max"}, such_as="{min: 2, max: 6}")
    low, high = m["min"].integer(2, most), m["max"].integer(2, most)
    if low > high:
        raise m["min"].error(f"min ({low}) is more than max ({high})")
    return low, high


# The keys of each game's top level and deck, so that one of the other game's is named as such.
_KEYS = {
    SHUFFLE: {
        "": {"game", "name", "deck", "players", "hand_size", "min_length", "steal", "take", "length_bonus"},
        "deck": {"letters", "letter_cards", "jokers", "joker_table_value", "joker_hand_penalty"},
    },
    RUMMY: {
        "": {"game", "name", "deck", "players", "hand_size", "min_word_length", *RUMMY_VARIANTS},
        "deck": {"colours", "values"},
    },
}


def _shuffle(root: _Node, name: str, digest: str, from_file: bool) -> ShuffleRules:
    """``from_file`` changes nothing: a save's copy of a Shuffle ruleset gets every check a file does."""
    keys, deck_keys = _KEYS[SHUFFLE][""], _KEYS[SHUFFLE]["deck"]
    top = root.mapping(keys, keys - {"name"}, game=SHUFFLE)
    deck = top["deck"].mapping(deck_keys, deck_keys, game=SHUFFLE)
    counts, values = [], []
    for letter, card in _letter_keys(deck["letters"]).items():
        c = card.mapping({"count", "value"}, {"count", "value"}, such_as="{count: 6, value: 1}")
        counts.append((letter, c["count"].integer(1, 30)))  # S1: every letter at least once
        values.append((letter, c["value"].integer(0, 50)))
    total = sum(n for _, n in counts)
    declared = deck["letter_cards"].integer(26, 500)
    if total != declared:
        raise deck["letters"].error(
            f"the letter counts add up to {total}, but deck.letter_cards says {declared}"
        )
    players = _players(top["players"], 12)
    hand_size = top["hand_size"].integer(1, 20)
    jokers = deck["jokers"].integer(0, 10)
    if (total + jokers) < players[1] * hand_size:
        raise top["players"].error(
            f"{players[1]} players of {hand_size} cards need more than the {total + jokers} cards in the deck"
        )
    lengths = top["min_length"].mapping(
        {"first_play", "word", "left_behind"}, {"first_play", "word", "left_behind"}
    )
    steal = top["steal"].mapping(
        {"new_cards_per_old_letter"}, {"new_cards_per_old_letter"}, such_as="{new_cards_per_old_letter: 1}"
    )
    take = top["take"].mapping(
        {"new_cards_per_taken_letter"}, {"new_cards_per_taken_letter"}, such_as="{new_cards_per_taken_letter: 1}"
    )
    bonus_nodes = _numbered(top["length_bonus"], "word length", "{3: 0, 4: 1, 5: 2}", 1, 30)
    bonus = [(length, node.integer(0, 100)) for length, node in bonus_nodes]
    if not bonus:
        raise top["length_bonus"].error("give at least one length")
    first_play = _lengths(lengths["first_play"])
    if first_play.adult > hand_size:  # S4: a first play comes from the hand alone
        raise lengths["first_play"].error(
            f"a first play of {first_play.adult} letters cannot be made from a hand of {hand_size} cards "
            "(hand_size): nobody could ever play"
        )
    return ShuffleRules(
        name=top["name"].text() if "name" in top else name,
        letter_counts=tuple(counts),
        letter_values=tuple(values),
        jokers=jokers,
        joker_table_value=deck["joker_table_value"].integer(0, 50),
        joker_hand_penalty=deck["joker_hand_penalty"].integer(0, 100),
        min_players=players[0],
        max_players=players[1],
        hand_size=hand_size,
        first_play_min=first_play,
        word_min=_lengths(lengths["word"]),
        left_behind_min=_lengths(lengths["left_behind"]),
        steal_cards_per_letter=steal["new_cards_per_old_letter"].integer(0, 5),
        take_cards_per_letter=take["new_cards_per_taken_letter"].integer(0, 5),
        length_bonus=tuple(sorted(bonus)),
        digest=digest,
    )


def _colour(node: _Node) -> str:
    colour = node.text().lower()
    if not _COLOUR.fullmatch(colour):
        raise node.error(f"{shorten(colour)!r}: a colour is a name of 1 to 20 letters a-z")
    return colour


# What a ruleset file must meet and a save's copy of its ruleset need not: checks added since
# saves were written, so an old save still loads as it was played (a colour such as 'pink',
# drawn with its initial; a minimum of 1, docs/decisions/rummy.md). The build makes them as
# it reads a file (``_rummy``'s ``from_file``): each colour where it is read, then the
# minimum, so a minimum of 1 is named before every check made after reading the colours
# (duplicate colours, shared initials, values, players, hand sizes, deck size; and "junior
# above adult", which for an adult minimum of 1 under a junior 2 sent the writer to the
# junior value first).


def _drawable_colour(node: _Node) -> str:
    """A file's colour: one the game can draw, as a card is drawn with its colour's tint and shape."""
    colour = _colour(node)
    if colour not in RUMMY_COLOURS:
        raise node.error(
            f"{colour!r} is not a colour the game can draw (each has its own tint and shape); "
            f"choose from {', '.join(RUMMY_COLOURS)}"
        )
    return colour


def _file_minimum_check(node: _Node) -> None:
    """A file's minimum word length (adult, then junior) is 2+ (R4). One it cannot read is
    left to the build's own reading of it, which says why after its checks before it."""
    try:
        nodes, adult, junior = _length_nodes(node)
    except RulesetError:
        return
    for key, length in (("adult", adult), ("junior", junior)):
        if length < RUMMY_SHORTEST_WORD:
            raise nodes[key].error(
                f"a minimum of {length} letter{'' if length == 1 else 's'} cannot be played: one letter + Enter "
                f"discards in Word Rummy, so a word needs {RUMMY_SHORTEST_WORD}+ letters"
            )


def _rummy(root: _Node, name: str, digest: str, from_file: bool) -> RummyRules:
    """``from_file``: the text of a ruleset file, held to the file-only checks as it is read
    (``_drawable_colour``, ``_file_minimum_check``); a save's copy is not."""
    keys, deck_keys = _KEYS[RUMMY][""], _KEYS[RUMMY]["deck"]
    top = root.mapping(keys, keys - {"name"}, game=RUMMY)
    deck = top["deck"].mapping(deck_keys, deck_keys, game=RUMMY)
    colour_nodes = deck["colours"].sequence()
    colours = tuple(_drawable_colour(n) if from_file else _colour(n) for n in colour_nodes)
    if from_file:  # named before every check below (docs/decisions/rummy.md)
        _file_minimum_check(top["min_word_length"])
    if len(colours) < 1 or len(set(colours)) != len(colours):
        raise deck["colours"].error("give one or more different colours")
    initials: dict[str, str] = {}
    for colour, node in zip(colours, colour_nodes):
        if colour[0] in initials:  # a card is written letter + colour initial ("Er") in the save
            raise node.error(
                f"the colours {initials[colour[0]]!r} and {colour!r} share the initial {colour[0]!r}; "
                "cards are written with their colour's initial, so initials must differ"
            )
        initials[colour[0]] = colour
    values = tuple((letter, node.integer(1, 5)) for letter, node in _letter_keys(deck["values"]).items())
    players = _players(top["players"], 12)
    size_nodes = _numbered(
        top["hand_size"], "number of players", RUMMY_HAND_SIZE_EXAMPLE, players[0], players[1],
        " players, from players.min and players.max; delete this line or change those",
        every="number of players from players.min to players.max",
    )
    sizes = [(count, node.integer(1)) for count, node in size_nodes]  # the limit below says why
    for (count, size), (_, node) in zip(sizes, size_nodes):
        if size > RUMMY_MOST_CARDS:
            raise node.error(
                f"a hand of {size} cards is more than wordcards plays (at most {RUMMY_MOST_CARDS}): the ways "
                "to arrange a bigger hand into words grow so fast that hints and computer players take seconds to minutes"
            )
    missing = [n for n in range(players[0], players[1] + 1) if n not in dict(sizes)]
    if missing:
        raise top["hand_size"].error(f"no hand size for {', '.join(map(str, missing))} players")
    deck_size = 26 * len(colours)
    for (count, size), (_, node) in zip(sizes, size_nodes):
        if count * size + 2 > deck_size:
            raise node.error(
                f"{count} hands of {size} cards and a turned-up card need more than {deck_size} cards"
            )
    min_length = _lengths(top["min_word_length"])
    for count, size in sizes:
        if min_length.adult > size + 1:  # R3: a word is put down from the hand and the card drawn
            raise top["min_word_length"].error(
                f"with {count} players a hand is {size} cards (hand_size.{count}), {size + 1} with the card "
                f"drawn: too few for a word of {min_length.adult} letters, so nobody could ever play"
            )
    standard = top["standard"].mapping(
        {"target", "max_hands"}, {"target", "max_hands"}, such_as="{target: 150, max_hands: 25}"
    )
    advanced = top["advanced"].mapping({"pad_rows", "hands", "minutes"}, {"pad_rows", "hands", "minutes"})
    rows = tuple(n.integer(1, 30) for n in advanced["pad_rows"].sequence())
    if not rows or list(rows) != list(range(rows[0], rows[0] + len(rows))):
        raise advanced["pad_rows"].error("pad rows must be consecutive word lengths, shortest first")
    inverse = top["inverse"].mapping({"deals"}, {"deals"}, such_as="{deals: 5}")
    return RummyRules(
        name=top["name"].text() if "name" in top else name,
        colours=colours,
        letter_values=values,
        min_players=players[0],
        max_players=players[1],
        hand_sizes=tuple(sorted(sizes)),
        min_word_length=min_length,
        target=standard["target"].integer(1, MATCH_MOST["target"]),
        max_hands=standard["max_hands"].integer(1, MATCH_MOST["max_hands"]),
        pad_rows=rows,
        default_hands=advanced["hands"].integer(1, MATCH_MOST["hands"]),
        default_minutes=advanced["minutes"].integer(1, MATCH_MOST["minutes"]),
        default_deals=inverse["deals"].integer(1, MATCH_MOST["deals"]),
        digest=digest,
    )


_BUILDERS: dict[str, Callable[[_Node, str, str, bool], Rules]] = {SHUFFLE: _shuffle, RUMMY: _rummy}


def parse_ruleset(text: str, file: str = "<ruleset>", expect: str | None = None) -> Rules:
    """Parse ruleset text. ``expect`` (one of GAME_KINDS) refuses the other game's file."""
    if len(text) > MAX_RULESET_BYTES:
        raise RulesetError(file, "", None, f"the file is over {MAX_RULESET_BYTES // 1024} KB; a ruleset is a few KB")
    try:
        root_node = yaml.compose(text, Loader=_YAML_LOADER)
    except yaml.YAMLError as exc:
        if _is_word_list(text):  # its '#level 35' lines end YAML's reading of the words as one text
            raise RulesetError(file, "", None, _WORD_LIST_GIVEN) from None
        raise _syntax_error(text, file, exc) from None
    except RecursionError:
        raise RulesetError(file, "", None, "not valid YAML: nested too deeply") from None
    if root_node is None:
        raise RulesetError(file, "", None, "the ruleset file is empty")
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    try:
        return _build(_Node(root_node, "", file), expect, digest, from_file=True)
    except RulesetError as exc:
        moved = _unknown_key_moved_out(text, root_node, exc)
        if moved is None:
            raise
        raise moved from None


def _unknown_key_moved_out(text: str, root_node: yaml.Node, exc: RulesetError) -> RulesetError | None:
    """An unknown top-level key that is the last key of the section above it, moved to the
    start of the line (valid YAML, so no syntax error said so): said as such, or None."""
    if exc.line is None or "." in exc.key or not exc.problem.startswith("unknown key"):
        return None
    game = next(
        (value.value for key, value in getattr(root_node, "value", ()) if isinstance(key, yaml.ScalarNode) and key.value == "game"),
        None,
    )
    if game not in GAME_KINDS:
        return None
    moved = _key_moved_out(text.splitlines(), exc.line - 1, sections=_shipped_sections(game))
    return RulesetError(exc.file, exc.key, exc.line, moved[1]) if moved else None


@cache
def _shipped_sections(game: str) -> dict[str, frozenset[str]]:
    """The keys of each top-level section of ``game``'s shipped ruleset, which has them all."""
    root = yaml.compose(ruleset_path(game).read_text(encoding="utf-8"), Loader=_YAML_LOADER)
    if not isinstance(root, yaml.MappingNode):
        return {}
    return {
        str(key.value): frozenset(str(inner.value) for inner, _ in value.value)
        for key, value in root.value
        if isinstance(value, yaml.MappingNode)
    }


# Syntax errors the parser finds only lines later, by what was begun on the line to fix.
_OPENED = {
    "while scanning a simple key": "a key and its value are written 'key: value', with a colon",
    "while parsing a flow sequence": "a list begun with '[' misses a ',' between its values or its closing ']'",
    "while parsing a flow mapping": "a '{' misses a ',' between its entries or its closing '}'",
    "while scanning a quoted scalar": "a quotation mark is not closed",
}
_NO_SPACE_AFTER_COLON = re.compile(r"[ \t]*(\w+):[^\s:]")  # hand_size:7
_KEY_OF_LINE = re.compile(r"[ \t]*(\w+)")  # the key a line begins with; any letters, so 'café' is not cut to 'caf'


_TOP_LEVEL_KEYS = {key for keys in _KEYS.values() for key in keys[""]}


def _syntax_error(text: str, file: str, exc: yaml.YAMLError) -> RulesetError:
    """The parser's complaint as one line, at the line to fix, naming the key written there.
    A tab in the indentation gets its own message: the parser's says nothing of tabs."""
    if isinstance(exc, yaml.reader.ReaderError):  # no mark: where it is, from its position
        return _control_character_error(text, file, exc)
    mark = getattr(exc, "problem_mark", None)
    context = str(getattr(exc, "context", None) or "")
    if context in _OPENED:  # the parser noticed on a later line: point at where it began
        mark = getattr(exc, "context_mark", None) or mark
    problem = getattr(exc, "problem", None) or getattr(exc, "reason", None) or str(exc)
    problem = _OPENED.get(context) or " ".join(str(problem).split())  # one line, whatever the parser wrote
    if mark is None:
        return RulesetError(file, "", None, f"not valid YAML: {shorten(problem, 120)}")
    lines = text.splitlines()
    line = mark.line
    opened = _quote_left_open(lines, line)
    if opened is not None:  # name: "Ours   ...closed by a quote in a comment lines later
        line, problem = opened, _OPENED["while scanning a quoted scalar"]
    elif any(words in problem for words in ("did not find expected key", "expected <block end>", "mapping values")):
        before = _line_without_colon(lines, line)
        if before is not None:  # "  target 150" above "  max_hands: 25": the colon is missing there
            line, problem = before, _OPENED["while scanning a simple key"]
    moved_out = None
    if any(words in problem for words in ("did not find expected key", "expected <block end>", "mapping values")):
        moved_out = _key_moved_out(lines, line)
        line = moved_out[0] if moved_out else _first_key_misindented(lines, line)
    line_text = lines[line] if line < len(lines) else ""
    key = _KEY_OF_LINE.match(line_text)
    indent = line_text[: len(line_text) - len(line_text.lstrip(" \t"))]
    if moved_out:
        problem = moved_out[1]
    elif "\t" in indent:
        problem = "this line is indented with a tab; indent with spaces (YAML does not allow tabs there)"
    elif no_space := _NO_SPACE_AFTER_COLON.match(line_text):  # YAML read 'hand_size:7' as one text, not a key
        key_text, value_text = no_space.group(1), line_text[no_space.end(1) + 1 :].split("#")[0].strip()
        problem = f"the space after the colon is missing: write '{shorten(key_text)}: {shorten(value_text)}'"
    elif "did not find expected key" in problem or "expected <block end>" in problem:
        problem = "not valid YAML: this line is not indented like the lines around it"
    elif "mapping values are not allowed" in problem and line_text.split("#")[0].count(": ") >= 2:
        # name: Our game: 2 (or min: 2 max: 6): the parser's words say nothing of either.
        problem = "not valid YAML: one key per line, and a value with ': ' in it goes in quotes (name: \"Our game: 2\")"
    elif "mapping values are not allowed" in problem:  # a key indented under a line with a value
        problem = "not valid YAML: this line is not indented like the lines around it"
    else:
        problem = f"not valid YAML: {shorten(problem, 120)}"
    return RulesetError(file, shorten(key.group(1)) if key else "", line + 1, problem)


def _control_character_error(text: str, file: str, exc: yaml.reader.ReaderError) -> RulesetError:
    """A character YAML refuses (a NUL, a bell, an escape code pasted in), at its line and
    column: editors often show it as nothing at all, so "control characters are not
    allowed" alone left the family searching the whole file."""
    # Found in the text: libyaml's position counts bytes of UTF-8, so an accent or an emoji
    # earlier on moved it (a line past the file's end).
    found = yaml.reader.Reader.NON_PRINTABLE.search(text)
    position = found.start() if found else min(max(exc.position, 0), len(text))
    line = text.count("\n", 0, position)
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    key = _KEY_OF_LINE.match(text.split("\n")[line])  # not splitlines: a \f would split the line there
    code = exc.character if isinstance(exc.character, int) else 0
    problem = f"not valid YAML: a control character (U+{code:04X}, column {column}) is on this line; delete it"
    return RulesetError(file, shorten(key.group(1)) if key else "", line + 1, problem)


_QUOTED_VALUE = re.compile(r"""[ \t]*[A-Za-z0-9_]+:[ \t]+(["'])(.*)$""")  # key: "value...


def _quote_left_open(lines: list[str], line: int) -> int | None:
    """The line before ``line`` whose quoted value is not closed on it. YAML reads on, over
    lines, to the next quotation mark (one in a comment further down) and complains there,
    of something else; no ruleset value spans lines, so the quote left open is the mistake."""
    for number in range(min(line, len(lines)) - 1, -1, -1):
        found = _QUOTED_VALUE.match(lines[number])
        if found and found.group(1) not in found.group(2).replace("''", "").replace("\\\\", "").replace('\\"', ""):
            return number
    return None


def _content_lines(lines: list[str]) -> dict[int, tuple[int, str]]:
    """Each line that holds something (not a comment): its indentation and its content."""
    found = {}
    for number, line_text in enumerate(lines):
        content = line_text.split("#", 1)[0].rstrip()
        if content.strip():
            found[number] = (len(content) - len(content.lstrip(" \t")), content.strip())
    return found


def _indent_step(content: dict[int, tuple[int, str]]) -> int:
    """How far the file indents a section's keys under it, by the most common step (2 in
    the shipped files)."""
    indents = [indent for indent, _ in content.values()]
    steps = Counter(later - earlier for earlier, later in zip(indents, indents[1:]) if later > earlier)
    return steps.most_common(1)[0][0] if steps else 2


def _key_moved_out(lines: list[str], line: int, sections: dict[str, frozenset[str]] | None = None) -> tuple[int, str] | None:
    """A key written left of its section's keys, out of the section ('letter_cards: 70',
    or a section's name 'letters:' with its keys left under it, at the start of the line
    under 'deck:'): YAML reads it as the section's neighbour and complains only at the
    next key of the section it left (``line``), blaming a key indented as it should be.
    The section's last key has no next key: YAML reads it as a top-level key without a
    complaint, and the ruleset refuses it as unknown at its own line; ``sections`` (the
    known keys of each top-level section) then says whether the key at ``line`` is one
    of the section above it. Returns the moved key's line and what to say of it."""
    content = _content_lines(lines)
    if line not in content:
        return None
    if sections is not None:
        return _last_key_moved_out(lines, content, line, sections)
    indent = content[line][0]
    above = [number for number in sorted(content) if number < line]
    moved = next((number for number in reversed(above) if content[number][0] < indent), None)
    if moved is None:
        return None
    under = [number for number in above if number > moved]  # the moved section's own keys
    moved_indent, moved_text = content[moved]
    if any("\t" in lines[number][: content[number][0]] for number in (moved, line, *under[:2])):
        return None  # a tab has its own message
    if under:
        block_indent = content[under[0]][0]
        if not moved_text.endswith(":") or len(under) < 2 or content[under[1]][0] != block_indent:
            return None  # its first key is the one indented wrongly (``_first_key_misindented``)
        if block_indent <= indent or any(content[number][0] < block_indent for number in under):
            return None
    elif moved_text.endswith(":") or ": " not in moved_text:
        return None  # no 'key: value' with nothing under it
    outer = next((number for number in reversed(above) if number < moved and content[number][0] < indent), None)
    if outer is None or not content[outer][1].endswith(":") or not moved_indent <= content[outer][0] < indent:
        return None  # still under the section above it: its indent is what is wrong (``_first_key_misindented``)
    name, beside = _KEY_OF_LINE.match(lines[moved]), _KEY_OF_LINE.match(lines[line])  # 'letter_cards', 'jokers'
    if name is None or beside is None:
        return None
    after = next((number for number in sorted(content) if number > line), None)
    if not under and outer != above[above.index(moved) - 1] and (after is None or content[after][0] <= moved_indent):
        # The section ends after ``line``, so ``line`` indented too far reads as well; only a
        # key at the start of the line that no ruleset has at the top level was moved out.
        if moved_indent > 0 or name.group(1) in _TOP_LEVEL_KEYS:
            return None
    section = shorten(content[outer][1][:-1].strip())
    where = f"as far as '{section}:' is, as a key beside it" if content[outer][0] == moved_indent else f"less than '{section}:' is,"
    if under:
        fix = f"indent it as far as '{shorten(beside.group(1))}' is (line {line + 1}), the keys under it staying as they are"
    else:
        fix = f"indent it as far as the line below it ({shorten(beside.group(1))!r})"
    return moved, f"not valid YAML: '{shorten(name.group(1))}' is indented {where} rather than under it; {fix}"


def _last_key_moved_out(
    lines: list[str], content: dict[int, tuple[int, str]], line: int, sections: dict[str, frozenset[str]]
) -> tuple[int, str] | None:
    """``_key_moved_out`` for a section's last key, YAML's top-level key at ``line``."""
    above = [number for number in sorted(content) if number < line]
    section = next((number for number in reversed(above) if content[number][0] <= content[line][0]), None)
    key = _KEY_OF_LINE.match(lines[line])
    if section is None or key is None or not content[section][1].endswith(":"):
        return None  # not right after a section's name and its keys ('hand_size: 7' is no section)
    name = content[section][1][:-1].strip()
    if key.group(1) not in sections.get(name, frozenset()):
        return None
    keys = [number for number in above if number > section]
    if not keys:
        return line, f"'{shorten(key.group(1))}' is not a top-level key; it belongs under '{shorten(name)}:' (indent it under '{shorten(name)}:')"
    keys_indent = content[keys[0]][0]
    if any((found := _KEY_OF_LINE.match(lines[number])) and found.group(1) == key.group(1) for number in keys if content[number][0] == keys_indent):
        return None  # the section has it already: indenting this one would write it twice
    beside = next(number for number in reversed(keys) if content[number][0] == keys_indent)
    above_key = _KEY_OF_LINE.match(lines[beside])
    fix = f"indent it as far as '{shorten(above_key.group(1))}' above it" if above_key else "indent it as the keys above it"
    after = [number for number in sorted(content) if number > line]
    under = next((number for number in after if content[number][0] <= content[line][0]), None)
    own = [number for number in after if under is None or number < under]  # the lines under the key moved
    if own and content[own[0]][0] <= keys_indent:
        fix += ", and the lines under it as much further"
    return line, f"'{shorten(key.group(1))}' is not a top-level key; it belongs under '{shorten(name)}:' ({fix})"


def _first_key_misindented(lines: list[str], line: int) -> int:
    """The line to blame for a bad indent that the parser finds at ``line``. When a
    section's first key is the one indented wrongly, YAML takes that first key's
    indentation as the section's and complains at a later key, which is right: blame the
    first key when ``line`` sits one step under a section that encloses it and that
    section's first key does not (more indented, or less but still under the section:
    ' letters:' under 'deck:' then complains at '  letter_cards')."""
    content = _content_lines(lines)
    if line not in content or "\t" in lines[line][: content[line][0]]:
        return line
    indent, step = content[line][0], _indent_step(content)
    for section in _enclosing_sections(content, line):
        first = next(number for number in sorted(content) if number > section)
        section_indent, first_indent = content[section][0], content[first][0]
        if first != line and first_indent != indent and first_indent > section_indent and indent == section_indent + step:
            return first
    return line


def _enclosing_sections(content: dict[int, tuple[int, str]], line: int) -> list[int]:
    """The sections' names ('deck:') above ``line`` that may enclose it, nearest first: each
    less indented line above it (each less than the one before) that ends a section's name,
    and for one that is a key with a value, the section's name just before it (it may be
    that section's first key)."""
    sections = []
    indent = content[line][0]
    above = [number for number in sorted(content) if number < line]
    for number in reversed(above):
        if content[number][0] >= indent:
            continue
        indent = content[number][0]
        if content[number][1].endswith(":"):
            sections.append(number)
            continue
        before = [earlier for earlier in above if earlier < number]
        if before and content[before[-1]][1].endswith(":") and content[before[-1]][0] < indent:
            sections.append(before[-1])
    return list(dict.fromkeys(sections))  # that section comes up again, as a less indented line


def _line_without_colon(lines: list[str], line: int) -> int | None:
    """The line before ``line`` that holds something (not a comment), when it has no colon."""
    for number in range(min(line, len(lines)) - 1, -1, -1):
        content = lines[number].split("#", 1)[0].strip()
        if content:
            return number if ":" not in content and not content.startswith("-") else None
    return None


def _other_game_hint(path: str, key: str, game: str) -> str:
    """A key that belongs to the other game's ruleset, said as such (a family that merged
    the two files, or copied the wrong one). ``path`` is the mapping's ("" or "deck")."""
    if key in _KEYS[game].get(path, set()):
        return ""
    for other in GAME_KINDS:
        if key in _KEYS[other].get(path, set()):
            return f" ('{key}' belongs in a {other} ruleset; this one is for {game})"
    return ""


def _build(root: _Node, expect: str | None, digest: str, from_file: bool) -> Rules:
    """The one validation every ruleset goes through: a file (``from_file``: with the
    file-only checks, made as it is read), or the copy a save holds."""
    if not isinstance(root.node, yaml.MappingNode):  # "expected a mapping of keys" says nothing to a family
        raise RulesetError(root.file, "", None, _not_a_ruleset(root.node, expect))
    top = root.mapping()
    game_node = top.get("game")
    if game_node is None:
        raise root.missing_key("game", f" ({' or '.join(GAME_KINDS)})")
    game = game_node.scalar()
    if not isinstance(game, str) or game not in _BUILDERS:
        raise game_node.error(f"unknown game {quote(game)} (expected {' or '.join(GAME_KINDS)})")
    if expect and game != expect:
        raise game_node.error(f"this is a {game} ruleset, not a {expect} one")
    try:
        return _BUILDERS[game](root, _file_name(Path(root.file).stem), digest, from_file)
    except RecursionError:
        raise root.error("a value is nested too deeply") from None


_WORD_LIST_GIVEN = "this is a list of words, not a ruleset (a word list is given with --wordlist)"
# A word of a family's list, in any alphabet ('café', 'don't'); blank and '#' lines around them.
_LISTED_WORD = re.compile(r"[^\W\d_]+(['’-][^\W\d_]+)*")


def _is_word_list(text: str) -> bool:
    lines = [line.strip() for line in text.split("\n") if line.strip() and not line.strip().startswith("#")]
    words = [word for line in lines for word in line.split()]
    return bool(words) and all(_LISTED_WORD.fullmatch(word) for word in words)


def _not_a_ruleset(node: yaml.Node, expect: str | None) -> str:
    """Why a file that is not keys and values is no ruleset; a word list (words one per
    line, which YAML reads as one text) given as the ruleset is said to be one."""
    if isinstance(node, yaml.ScalarNode) and _is_word_list(node.value):
        return _WORD_LIST_GIVEN
    game = expect or GAME_KINDS[0]
    return f"not a ruleset: a ruleset is keys and values, such as 'game: {game}' (copy a shipped one to start)"


def rules_from_document(document: object, file: str, expect: str | None = None, digest: str = "") -> Rules:
    """Validate a ruleset given as data (the YAML file's shape: ``game``, ``deck``, ...) by
    the same checks as a file but the file-only ones (``_rummy``'s ``from_file``). A save's
    copy of its ruleset is loaded this way."""
    try:
        node = yaml.representer.SafeRepresenter().represent_data(document)
    except (ValueError, TypeError, RecursionError, yaml.YAMLError) as exc:
        why = "it is nested too deeply" if isinstance(exc, RecursionError) else "it holds a value no ruleset file can hold"
        raise RulesetError(file, "", None, f"cannot read the ruleset ({why})") from None
    return _build(_Node(node, "", file), expect, digest, from_file=False)


def load_ruleset(path: str | Path, expect: str | None = None) -> Rules:
    path = Path(path)
    try:
        text = utf8_text(read_at_most(path, MAX_RULESET_BYTES))
    except TooLarge:
        raise RulesetError(str(path), "", None, f"the file is over {MAX_RULESET_BYTES // 1024} KB; a ruleset is a few KB") from None
    except NotUtf8 as exc:  # say where, so the player can find the character
        raise RulesetError(str(path), "", exc.line, f"not UTF-8 text (byte {exc.byte:#04x}); save the file as UTF-8") from None
    except FileNotFoundError:
        raise RulesetError(str(path), "", None, "no such ruleset file") from None
    except IsADirectoryError:
        raise RulesetError(str(path), "", None, "is a folder, not a ruleset file") from None
    except OSError as exc:
        raise RulesetError(str(path), "", None, f"cannot read the ruleset file ({exc.strerror or exc})") from None
    return _named_as_changed(parse_ruleset(text, str(path), expect), path)


CHANGED_MARK = " (custom)"


def _named_as_changed(rules: Rules, path: Path) -> Rules:
    """A family's copy of a shipped ruleset keeps the shipped name ("Shuffle (standard)")
    unless they rename it: with other numbers it is named for its file instead ("ours
    (custom)"), so the rules screen and the save never call a changed game the standard
    one. A copy with the shipped numbers is the standard game and keeps its name."""
    shipped_path = ruleset_path(rules.game)
    try:
        if path.resolve() == shipped_path.resolve():
            return rules
        shipped = load_ruleset(shipped_path, expect=rules.game)
    except (OSError, RuntimeError, RulesetError):  # nothing to compare with: the name stands
        return rules
    if rules.name != shipped.name or _numbers(rules) == _numbers(shipped):
        return rules
    return dataclasses.replace(rules, name=_file_name(path.stem, 80 - len(CHANGED_MARK)) + CHANGED_MARK)


def named_as_changed_in_save(rules: Rules, title: str, unsaved: Iterable[str] = ()) -> Rules:
    """A save's ruleset under the shipped name with other numbers than the shipped file has
    now is not the standard game: it is named "Shuffle (custom)", as a file's copy is named
    for its file. Edited by hand or saved by a version that shipped other numbers under the
    same name: it cannot tell which, so ``not_as_shipped_notice`` blames neither. ``unsaved``: the fields an older save lacked and was given (not changed
    by anyone, so not compared); an older version's rummy minimum of 1, kept as it was
    played (``rules_for_a_new_game``), is no change either."""
    try:
        shipped = default_ruleset(rules.game)
    except (OSError, RuntimeError, RulesetError):  # nothing to compare with: the name stands
        return rules
    if rules.name != shipped.name:
        return rules
    if _numbers(_as_compared(rules, shipped, unsaved)) == _numbers(shipped):
        return rules
    return dataclasses.replace(rules, name=title + CHANGED_MARK)


def _as_compared(rules: Rules, shipped: Rules, unsaved: Iterable[str]) -> Rules:
    """A save's ruleset as it is compared with the shipped file's: the fields an older save
    lacked (``unsaved``) as shipped, an older rummy minimum of 1 raised (no one's change)."""
    as_shipped = {field: getattr(shipped, field) for field in unsaved}
    return rules_for_a_new_game(dataclasses.replace(rules, **as_shipped))


def not_as_shipped_notice(shipped_name: str, played_name: str) -> str:
    """What a resume (in the app, or the host's console) says of a save renamed by
    ``named_as_changed_in_save``: the one wording, neutral on why the numbers differ."""
    return (
        f"The saved ruleset's numbers are not those of {shipped_name} as shipped now,"
        f" so it is played as {played_name}."
    )


# The numbers that change the deal (the deck, the cards dealt): one of them changed makes
# every move after it replay otherwise, so it is named before any other difference.
DEAL_FIELDS = ("letter_counts", "jokers", "colours", "hand_size", "hand_sizes")

# How one entry of a table of numbers is named: "hand_sizes for 2 players", "letter_counts of E".
_ENTRY_NAMES = {
    "hand_sizes": "{field} for {key} players",
    "length_bonus": "{field} for {key}-letter words",
}
_LETTER_ENTRY = "{field} of {key}"


def numbers_not_as_shipped(rules: Rules, unsaved: Iterable[str] = (), most: int = 3, shipped: Rules | None = None) -> list[str]:
    """How a ruleset's numbers differ from the shipped file's for its game (``shipped``: that
    ruleset, when read already), as a family reads them ("hand_size 6, not 7"; "hand_sizes for
    2 players 6, not 7"; "letter_counts of E 10, not 9"; "hand_sizes for 8 players missing,
    not 5"; "colours [red, green], not [red, green, blue]"), at most ``most`` and then how many
    more: the numbers that change the deal first (``DEAL_FIELDS``: with one of them changed,
    no move replays as it was made), then the rest; in each, whole numbers before a table's
    entries. Compared as ``named_as_changed_in_save`` compares (``unsaved``: the fields an
    older save lacked). Empty when they do not differ or the shipped file cannot be read."""
    if shipped is None:
        try:
            shipped = default_ruleset(rules.game)
        except (OSError, RuntimeError, RulesetError):
            return []
    return _at_most(numbers_differing(_as_compared(rules, shipped, unsaved), shipped), most)


def numbers_differing(ours: Rules, theirs: Rules) -> list[str]:
    """Every number ``ours`` sets otherwise than ``theirs``, said as ``numbers_not_as_shipped``
    says them, the deal's first."""
    deal: tuple[list[str], list[str]] = ([], [])
    rest: tuple[list[str], list[str]] = ([], [])
    for field in dataclasses.fields(theirs):
        if field.name in ("name", "digest"):
            continue
        mine, shipped_value = getattr(ours, field.name), getattr(theirs, field.name)
        if mine == shipped_value:
            continue
        numbers, entries = deal if field.name in DEAL_FIELDS else rest
        if _pairs(mine) and _pairs(shipped_value):  # letter counts, values, hand sizes: the entries changed
            mine_of, theirs_of = dict(mine), dict(shipped_value)
            named = _ENTRY_NAMES.get(field.name, _LETTER_ENTRY)
            entries += [
                f"{named.format(field=field.name, key=key)} {mine_of.get(key, 'missing')}, not {theirs_of.get(key, 'set')}"
                for key in dict.fromkeys([*theirs_of, *mine_of])
                if mine_of.get(key) != theirs_of.get(key)
            ]
        elif isinstance(mine, Lengths) and isinstance(shipped_value, Lengths):  # only the side that changed
            numbers += [
                f"{field.name} for {side} {value}, not {other}"
                for side, value, other in (("adults", mine.adult, shipped_value.adult), ("juniors", mine.junior, shipped_value.junior))
                if value != other
            ]
        elif isinstance(mine, int) and isinstance(shipped_value, int):
            numbers.append(f"{field.name} {mine}, not {shipped_value}")
        else:  # a list of names or numbers (colours, pad rows), said whole
            numbers.append(f"{field.name} {_listed(mine)}, not {_listed(shipped_value)}")
    return [*deal[0], *deal[1], *rest[0], *rest[1]]


def _listed(value: object) -> str:
    """A list of names or numbers as a family writes it in the file: "[red, green, blue]"."""
    if isinstance(value, tuple):
        return "[" + shorten(", ".join(str(item) for item in value), 40) + "]"
    return shorten(str(value), 40)


def _at_most(differences: list[str], most: int) -> list[str]:
    if len(differences) > most:
        return [*differences[:most], f"and {len(differences) - most} more"]
    return differences


def replayed_as_shipped(rules: Rules, shipped: Rules, unsaved: Iterable[str] = ()) -> Rules:
    """The rules a save's moves are tried with to learn whether its numbers are why they do
    not replay: ``shipped``'s numbers, but what ``_as_compared`` does not count as a change
    kept as the save had it: the fields an older save lacked (``unsaved``, given as it was
    played) and an older version's rummy minimum of 1 (a junior's one-letter word replays)."""
    kept: dict[str, Any] = {field: getattr(rules, field) for field in unsaved}
    if isinstance(rules, RummyRules) and isinstance(shipped, RummyRules):
        ours, theirs = rules.min_word_length, shipped.min_word_length
        raised = ours.at_least(RUMMY_SHORTEST_WORD)
        kept["min_word_length"] = Lengths(
            ours.adult if raised.adult == theirs.adult else theirs.adult,
            ours.junior if raised.junior == theirs.junior else theirs.junior,
        )
    return dataclasses.replace(shipped, name=rules.name, **kept)


def _pairs(value: object) -> bool:
    return isinstance(value, tuple) and all(isinstance(entry, tuple) and len(entry) == 2 for entry in value)


def not_replayed_as_shipped(shipped_name: str, differences: list[str]) -> str:
    """Why a save renamed by ``named_as_changed_in_save`` does not replay: its moves were
    made under other numbers than it holds now (the save was edited, or the shipped file
    changed), so they cannot be played again; not a play to blame or a file to fix."""
    named = f" ({'; '.join(differences)})" if differences else ""
    return (
        f"its ruleset's numbers are not those of {shipped_name} as shipped{named},"
        " and the game's moves cannot be played again with them"
    )


def not_replayed_as_in_file(path: str, differences: list[str], changed: bool) -> str:
    """Why a save started with the ruleset file at ``path`` does not replay, when its moves
    replay with that file's numbers now: the save's numbers are not the file's (``changed``:
    the file's text is not the one the game was started with), so the moves made under the
    file's numbers cannot be played again with the save's; not a play to blame."""
    since = "; the file was changed since the game began" if changed else ""
    return (
        f"its ruleset's numbers are not those of its ruleset file {path} ({'; '.join(differences)}){since},"
        " and the game's moves cannot be played again with them, only with the file's"
    )


def _numbers(rules: Rules) -> Rules:
    """Everything a ruleset sets but its name and the checksum of its text."""
    return dataclasses.replace(rules, name="", digest="")


def _file_name(stem: str, most: int = 80) -> str:
    """A file's name as a ruleset's name: one printable line (an escape code must not reach
    the terminal) of at most ``most`` characters, as a saved name must be."""
    shown = shorten(stem, most - 3).strip()
    return shown or "ruleset"


def default_ruleset(game: str) -> Rules:
    """The ruleset shipped with wordcards for ``game``."""
    return load_ruleset(ruleset_path(game), expect=game)
