"""A ruleset compared with the one shipped now: a save's changed copy named "(custom)",
the numbers that differ, and what a resume or a replay says of them.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterable

from wordcards.quoting import shorten
from wordcards.rulesets.reading import CHANGED_MARK, _numbers, default_ruleset
from wordcards.rulesets.rules import (
    RUMMY,
    RUMMY_SHORTEST_WORD,
    SHUFFLE,
    Lengths,
    Rules,
    RulesetError,
    RummyRules,
    rules_for_a_new_game,
)


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


def not_as_shipped_notice(shipped_name: str, played_name: str, differences: list[str]) -> str:
    """What a resume (in the app, or the host's console) says of a save renamed by
    ``named_as_changed_in_save``: the one wording, neutral on why the numbers differ, with
    the numbers that do (``numbers_not_as_shipped``): a game dealt otherwise is no surprise."""
    return (
        f"The saved ruleset's numbers are not those of {shipped_name} as shipped now{_named(differences)},"
        f" so it is played as {played_name}."
    )


def not_as_in_file_notice(path: str, differences: list[str]) -> str:
    """What a resume says of a save whose numbers are not those of the ruleset file it was
    started with, as the file is now (the file or the save edited since): it plays on as saved."""
    return f"The saved ruleset's numbers are not those of its ruleset file {path} now{_named(differences)}, so it is played as saved."


def custom_rules_note(played_name: str, title: str, differences: list[str]) -> str:
    """What a resume's log says of a game started on purpose with a family's own ruleset: a
    fact, not a warning ("Played with custom rules (Ours), unlike the shipped Shuffle: hand_size 6, not 7.")."""
    return f"Played with custom rules ({played_name}), unlike the shipped {title}: {'; '.join(differences)}."


def _named(differences: list[str]) -> str:
    return f" ({'; '.join(differences)})" if differences else ""


# The numbers that change the deal (the deck, the cards dealt): one of them changed makes
# every move after it replay otherwise, so it is named before any other difference.
DEAL_FIELDS = ("letter_counts", "jokers", "colours", "hand_size", "hand_sizes")

# Each number as the ruleset file's keys name it, which the family edits ("deck.letters.E.count",
# not the field letter_counts); a table's entry with its key ({key}), a number's key said in words
# ("hand_size for 2 players"). A field left out is named as its key is (hand_size).
_YAML_NAMES = {
    SHUFFLE: {
        "letter_counts": "deck.letters.{key}.count",
        "letter_values": "deck.letters.{key}.value",
        "jokers": "deck.jokers",
        "joker_table_value": "deck.joker_table_value",
        "joker_hand_penalty": "deck.joker_hand_penalty",
        "min_players": "players.min",
        "max_players": "players.max",
        "first_play_min": "min_length.first_play",
        "word_min": "min_length.word",
        "left_behind_min": "min_length.left_behind",
        "steal_cards_per_letter": "steal.new_cards_per_old_letter",
        "take_cards_per_letter": "take.new_cards_per_taken_letter",
        "length_bonus": "length_bonus for {key}-letter words",
    },
    RUMMY: {
        "colours": "deck.colours",
        "letter_values": "deck.values.{key}",
        "min_players": "players.min",
        "max_players": "players.max",
        "hand_sizes": "hand_size for {key} players",
        "target": "standard.target",
        "max_hands": "standard.max_hands",
        "pad_rows": "advanced.pad_rows",
        "default_hands": "advanced.hands",
        "default_minutes": "advanced.minutes",
        "default_deals": "inverse.deals",
    },
}


def yaml_name(game: str, field: str, key: object = None) -> str:
    """A ruleset field as its file names it ("deck.letters.E.count" for ``key`` E of letter_counts)."""
    return _YAML_NAMES.get(game, {}).get(field, field).format(key=key)


def numbers_not_as_shipped(rules: Rules, unsaved: Iterable[str] = (), most: int = 3, shipped: Rules | None = None) -> list[str]:
    """How a ruleset's numbers differ from the shipped file's for its game (``shipped``: that
    ruleset, when read already), named by the file's keys, which a family edits ("hand_size 6,
    not 7"; "hand_size for 2 players 6, not 7"; "deck.letters.E.count 10, not 9"; "hand_size for
    8 players missing, not 5"; "deck.colours [red, green], not [red, green, blue]"), at most ``most`` and then how many
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
        name = yaml_name(theirs.game, field.name)
        if _pairs(mine) and _pairs(shipped_value):  # letter counts, values, hand sizes: the entries changed
            mine_of, theirs_of = dict(mine), dict(shipped_value)
            entries += [
                f"{yaml_name(theirs.game, field.name, key)} {mine_of.get(key, 'missing')}, not {theirs_of.get(key, 'set')}"
                for key in dict.fromkeys([*theirs_of, *mine_of])
                if mine_of.get(key) != theirs_of.get(key)
            ]
        elif isinstance(mine, Lengths) and isinstance(shipped_value, Lengths):  # only the side that changed
            numbers += [
                f"{name} for {side} {value}, not {other}"
                for side, value, other in (("adults", mine.adult, shipped_value.adult), ("juniors", mine.junior, shipped_value.junior))
                if value != other
            ]
        elif isinstance(mine, int) and isinstance(shipped_value, int):
            numbers.append(f"{name} {mine}, not {shipped_value}")
        else:  # a list of names or numbers (colours, pad rows), said whole
            numbers.append(f"{name} {_listed(mine)}, not {_listed(shipped_value)}")
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
