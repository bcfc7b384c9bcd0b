"""YAML rulesets -> immutable, validated settings objects.

Every number a family might change lives in ``rulesets/*.yaml``. This package reads such
a file and returns a frozen :class:`ShuffleRules` or :class:`RummyRules`. Any problem is a
:class:`RulesetError` that names the file, the key path and the line.

One module a job: ``rules`` (the settings types), ``schema`` (the YAML checked key by key),
``yaml_errors`` (a syntax error said as the line to fix), ``reading`` (text and files read),
``as_shipped`` (a ruleset compared with the shipped one, and named "(custom)" when it differs).
Every name callers use is imported from here.

It imports yaml but neither textual nor rich, so the engine may use the types.
"""

from wordcards.rulesets.as_shipped import (
    DEAL_FIELDS,
    custom_rules_note,
    named_as_changed_in_save,
    not_as_in_file_notice,
    not_as_shipped_notice,
    not_replayed_as_in_file,
    not_replayed_as_shipped,
    numbers_differing,
    numbers_not_as_shipped,
    replayed_as_shipped,
)
from wordcards.rulesets.reading import CHANGED_MARK, MAX_RULESET_BYTES, default_ruleset, load_ruleset, parse_ruleset
from wordcards.rulesets.rules import (
    GAME_KINDS,
    LETTERS,
    MATCH_MOST,
    RULES_TYPES,
    RUMMY,
    RUMMY_COLOURS,
    RUMMY_MOST_CARDS,
    RUMMY_SHORTEST_WORD,
    RUMMY_VARIANTS,
    SHUFFLE,
    Lengths,
    LetterValues,
    Rules,
    RulesetError,
    RummyRules,
    ShuffleRules,
    rules_for_a_new_game,
)
from wordcards.rulesets.schema import RUMMY_HAND_SIZE_EXAMPLE, rules_from_document

__all__ = [
    "CHANGED_MARK",
    "DEAL_FIELDS",
    "GAME_KINDS",
    "LETTERS",
    "Lengths",
    "LetterValues",
    "MATCH_MOST",
    "MAX_RULESET_BYTES",
    "RULES_TYPES",
    "RUMMY",
    "RUMMY_COLOURS",
    "RUMMY_HAND_SIZE_EXAMPLE",
    "RUMMY_MOST_CARDS",
    "RUMMY_SHORTEST_WORD",
    "RUMMY_VARIANTS",
    "Rules",
    "RulesetError",
    "RummyRules",
    "SHUFFLE",
    "ShuffleRules",
    "default_ruleset",
    "load_ruleset",
    "named_as_changed_in_save",
    "not_as_shipped_notice",
    "not_as_in_file_notice",
    "custom_rules_note",
    "not_replayed_as_in_file",
    "not_replayed_as_shipped",
    "numbers_differing",
    "numbers_not_as_shipped",
    "parse_ruleset",
    "replayed_as_shipped",
    "rules_for_a_new_game",
    "rules_from_document",
]
