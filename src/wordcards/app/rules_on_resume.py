"""What a resumed game says of its rules when they are not those it would be dealt by now:
a save edited by hand dealt another game without a word (a joker gone from a hand), while
a changed word list was noted. See docs/decisions/app.md ("A resume names the rules that differ")."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from wordcards import saves
from wordcards.games import TITLES
from wordcards.rulesets import (
    Rules,
    RulesetError,
    custom_rules_note,
    load_ruleset,
    not_as_in_file_notice,
    not_as_shipped_notice,
    numbers_not_as_shipped,
)


@dataclass(frozen=True)
class RulesOnResume:
    """The line for the log; ``warns``: said on the hand-off too (the rules are not those the
    save was started with), not only kept in the log (a family's own rules, chosen)."""

    text: str
    warns: bool


def rules_on_resume(saved: saves.Saved, rules: Rules) -> RulesOnResume | None:
    """The save's ``rules`` (as replayed) compared, in turn, with: the shipped ruleset, when
    the save has its name (renamed "(custom)" on reading); the ruleset file the game was
    started with, as it is now; the shipped ruleset again, for a family's own rules. At most
    three numbers are named, then how many more. None: nothing differs, or nothing to compare."""
    if saved.renamed_from is not None:
        differences = numbers_not_as_shipped(rules, saved.fields_lacked)
        return RulesOnResume(not_as_shipped_notice(saved.renamed_from, rules.name, differences), warns=True)
    if saved.ruleset is not None:
        try:
            in_file = load_ruleset(Path(saved.ruleset), expect=rules.game)
        except (OSError, RuntimeError, RulesetError):  # gone or broken: the save plays on as it is
            in_file = None
        differences = numbers_not_as_shipped(rules, saved.fields_lacked, shipped=in_file) if in_file is not None else []
        if differences:
            return RulesOnResume(not_as_in_file_notice(saved.ruleset, differences), warns=True)
    differences = numbers_not_as_shipped(rules, saved.fields_lacked)
    if differences:
        return RulesOnResume(custom_rules_note(rules.name, TITLES[rules.game], differences), warns=False)
    return None
