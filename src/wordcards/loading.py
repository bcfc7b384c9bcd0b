"""What every command loads from files (a ruleset, the word list), and its one kind of refusal;
and the checks of the values its options share (a file name, a match length).

The commands (``cli``, the app's ``launch``, ``ai.simulate``) all sit above this module and
report a ``CommandError`` in one line with exit status 2, never a traceback.
"""

from __future__ import annotations

import os
from argparse import ArgumentTypeError
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from wordcards.rulesets import Rules
    from wordcards.words import WordList


class CommandError(Exception):
    """A refusal to report in one line, without a traceback. ``str()`` is the message."""


def quoted(text: str, most: int = 40) -> str:
    """A bad value as quoted in a refusal: a value of 5,000 digits must not fill the screen."""
    return repr(text) if len(text) <= most else repr(text[:most]) + "..."


def file_name(text: str) -> str:
    """A file named on the command line (argparse ``type``). An empty name (a variable not
    set in a script: --wordlist "$LIST") quietly meant the shipped word list or ruleset."""
    if not text.strip():
        raise ArgumentTypeError(f"expected a file name, found {quoted(text)}")
    # --wordlist=~/words.txt: the shell leaves a ~ after '=' as it is; the player means home.
    return os.path.expanduser(text)


def match_length(name: str, unit: str) -> Callable[[str], int]:
    """A rummy match length option (argparse ``type``): a whole number from 1 to the most a
    ruleset may set (``rulesets.MATCH_MOST``): --deals 1000000000000 was a match for ever."""
    from wordcards.rulesets import MATCH_MOST

    most = MATCH_MOST[name]

    def checked(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise ArgumentTypeError(f"expected a whole number, found {quoted(text)}") from None
        if value < 1:
            raise ArgumentTypeError(f"must be 1 or more, found {value}")
        if value > most:
            raise ArgumentTypeError(f"at most {most} {unit}, found {value} ({most} is days of play already)")
        return value

    return checked


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
