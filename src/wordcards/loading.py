"""What every command loads from files (a ruleset, the word list), and its one kind of refusal.

The commands (``cli``, the app's ``launch``, ``ai.simulate``) all sit above this module and
report a ``CommandError`` in one line with exit status 2, never a traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wordcards.rulesets import Rules
    from wordcards.words import WordList


class CommandError(Exception):
    """A refusal to report in one line, without a traceback. ``str()`` is the message."""


def quoted(text: str, most: int = 40) -> str:
    """A bad value as quoted in a refusal: a value of 5,000 digits must not fill the screen."""
    return repr(text) if len(text) <= most else repr(text[:most]) + "..."


def load_rules(game: str, path: str | Path | None) -> "Rules":
    """The ruleset at ``path`` (which must be for ``game``), or the shipped one."""
    from wordcards.rulesets import RulesetError, default_ruleset, load_ruleset

    try:
        return load_ruleset(path, expect=game) if path else default_ruleset(game)
    except RulesetError as exc:
        raise CommandError(str(exc)) from None


def load_words(wordlist: str | Path | None, house: str | Path | None) -> "WordList":
    """The word list at ``wordlist`` (or the shipped one), with the house words on top."""
    from wordcards.words import WordListError, default_wordlist, load_wordlist

    try:
        return load_wordlist(wordlist, house) if wordlist else default_wordlist(house)
    except WordListError as exc:
        raise CommandError(str(exc)) from None
