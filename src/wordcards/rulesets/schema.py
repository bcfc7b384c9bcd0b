"""A ruleset's YAML checked key by key and built into its rules: every problem a
:class:`RulesetError` that names the file, the key path and the line.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

import yaml

from wordcards.quoting import and_list, kind_of, quote, shorten
from wordcards.rulesets.rules import (
    _COLOUR,
    GAME_KINDS,
    LETTERS,
    MATCH_MOST,
    RUMMY,
    RUMMY_COLOURS,
    RUMMY_MOST_CARDS,
    RUMMY_SHORTEST_WORD,
    RUMMY_VARIANTS,
    SHUFFLE,
    Lengths,
    Rules,
    RulesetError,
    RummyRules,
    ShuffleRules,
)

_PLAIN_NUMBER = re.compile(r"[-+]?(0|[1-9][0-9]*)")
_LEADING_ZERO = re.compile(r"[-+]?0[0-9]+")  # 07, 010: a family means seven and ten
# The C parser when PyYAML was built with libyaml (much faster on a big file), else Python's.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


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
        # A key written one section too deep has a line of its own to name: that first.
        misplaced = [key for key in missing if _indented_under(self.node, key) is not None]
        if misplaced:
            raise self.missing_key(misplaced[0])
        if missing:  # all of them at once: one run to find them, not one run each
            raise self.missing_key(*missing)
        return out

    def missing_key(self, key: str, *more: str, why: str = "") -> RulesetError:
        """A required key not there (with ``more``: those too, named together): in a
        section, at the section's own line; at the top level, at no line (the first key's
        line, 'game: shuffle', is not where it goes). Written one section too deep
        (hand_size: 7 indented under players:), at that line."""
        if more:
            keys = and_list([f"'{k}'" for k in (key, *more)])
            if self.path:
                return self.error(f"missing keys {keys}{why}")
            return RulesetError(
                self.file, "", None, f"missing keys {keys}{why} (top-level keys: add each on a line of its own, not indented)"
            )
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
    return _lengths_and_nodes(node)[0]


def _lengths_and_nodes(node: _Node) -> tuple[Lengths, dict[str, _Node]]:
    """A minimum length, with its adult and junior nodes for a later check to name."""
    m, adult, junior = _length_nodes(node)
    if junior > adult:  # S12: junior numbers exist to make the game easier, never harder
        raise m["junior"].error(f"a junior minimum ({junior}) cannot be more than the adult one ({adult})")
    return Lengths(adult, junior), m


def _first_play_not_shorter_than_a_word(nodes: dict[str, _Node], first_play: Lengths, word: Lengths) -> None:
    """S4: a first play is a word too: a first play minimum below the word minimum (adult or
    junior) let a junior play a 1-letter first word that no later play could be, and the rules
    text said both numbers. ``nodes``: first_play's adult and junior nodes."""
    for who, first, shortest in (("adult", first_play.adult, word.adult), ("junior", first_play.junior, word.junior)):
        if first < shortest:
            raise nodes[who].error(f"first_play.{who} ({first}) is shorter than word.{who} ({shortest}): a first play is a word too")


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
    """``from_file``: the text of a ruleset file, held to the file-only check as it is read
    (``_first_play_not_shorter_than_a_word``); a save's copy is not."""
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
            f"{players[1]} players of {hand_size} cards need more than the {total + jokers} cards in the deck: "
            "lower players.max or hand_size, or add cards (deck.letters with deck.letter_cards, or deck.jokers)"
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
    first_play, first_play_nodes = _lengths_and_nodes(lengths["first_play"])
    if first_play.adult > hand_size:  # S4: a first play comes from the hand alone
        raise lengths["first_play"].error(
            f"a first play of {first_play.adult} letters cannot be made from a hand of {hand_size} cards "
            "(hand_size): nobody could ever play"
        )
    word = _lengths(lengths["word"])
    if from_file:  # file-only: an older save may hold such a ruleset (see the note above _drawable_colour)
        _first_play_not_shorter_than_a_word(first_play_nodes, first_play, word)
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
        word_min=word,
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
# junior value first). Shuffle's first-play minimum below its word minimum (``_shuffle``'s
# ``from_file``, ``_first_play_not_shorter_than_a_word``) is refused in a file only too: a
# save made before that check may hold first_play.junior 1.


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
            # Said at the hand size's line, but a deck too small is as often its colours' doing.
            lower = [f"hand_size.{count}"] + (["players.max"] if count > players[0] else [])
            colour_count = f"{len(colours)} colour{'' if len(colours) == 1 else 's'}"
            raise node.error(
                f"{count} hands of {size} cards and a turned-up card need more than the {deck_size} cards "
                f"in the deck (deck.colours: 26 cards of {colour_count}): add colours to deck.colours, "
                f"or lower {' or '.join(lower)}"
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
        raise root.missing_key("game", why=f" ({' or '.join(GAME_KINDS)})")
    written = game_node.scalar()
    game = written.lower() if isinstance(written, str) else written  # "game: Shuffle", as the game is titled
    if not isinstance(game, str) or game not in _BUILDERS:
        raise game_node.error(f"unknown game {quote(written)} (expected {' or '.join(GAME_KINDS)})")
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


def _file_name(stem: str, most: int = 80) -> str:
    """A file's name as a ruleset's name: one printable line (an escape code must not reach
    the terminal) of at most ``most`` characters, as a saved name must be."""
    shown = shorten(stem, most - 3).strip()
    return shown or "ruleset"
