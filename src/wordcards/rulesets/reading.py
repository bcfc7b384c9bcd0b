"""Ruleset text and files read into rules; a family's changed copy of a shipped file
named for its file ("ours (custom)"), so it is never called the standard game.
"""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

import yaml

from wordcards.files import NotRegularFile, NotText, NotUtf8, OnlyNul, TooLarge, from_latin1, read_at_most, utf8_text
from wordcards.resources import ruleset_path
from wordcards.rulesets.rules import (
    Rules,
    RulesetError,
)
from wordcards.rulesets.schema import _WORD_LIST_GIVEN, _YAML_LOADER, _build, _file_name, _is_word_list, _Node
from wordcards.rulesets.yaml_errors import _syntax_error, _unknown_key_moved_out

MAX_RULESET_BYTES = 256 * 1024  # the shipped rulesets are about 2 KB


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


def load_ruleset(path: str | Path, expect: str | None = None) -> Rules:
    path = Path(path)
    try:
        text = utf8_text(read_at_most(path, MAX_RULESET_BYTES))
    except TooLarge:
        raise RulesetError(str(path), "", None, f"the file is over {MAX_RULESET_BYTES // 1024} KB; a ruleset is a few KB") from None
    except NotUtf8 as exc:  # say where, so the player can find the character
        if exc.other_unicode_named:  # a hand-edited ruleset saved as "Unicode" (Notepad)
            raise RulesetError(str(path), "", None, f"{exc.other_unicode_named}; save the file as UTF-8") from None
        raise RulesetError(
            str(path), "", exc.line,
            f"not UTF-8 text (byte {exc.byte:#04x}); save the file as UTF-8 (from Latin-1: {from_latin1(str(path))})",
        ) from None
    except NotText as exc:
        raise RulesetError(str(path), "", None, exc.said(str(path), "ruleset")) from None
    except OnlyNul:
        raise RulesetError(str(path), "", None, OnlyNul.said) from None
    except FileNotFoundError:
        raise RulesetError(str(path), "", None, "no such ruleset file") from None
    except NotRegularFile as exc:  # a folder, or a pipe that would be waited on for ever
        raise RulesetError(str(path), "", None, exc.said("ruleset file")) from None
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


def _numbers(rules: Rules) -> Rules:
    """Everything a ruleset sets but its name and the checksum of its text."""
    return dataclasses.replace(rules, name="", digest="")


def default_ruleset(game: str) -> Rules:
    """The ruleset shipped with wordcards for ``game``."""
    return load_ruleset(ruleset_path(game), expect=game)
