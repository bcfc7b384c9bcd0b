"""What every command loads from files (a ruleset, the word list), and its one kind of refusal;
and the checks of the values its options share (a file name, a whole number, a match length,
a port).

The commands (``cli``, the app's ``launch``, ``ai.simulate``) all sit above this module and
report a ``CommandError`` in one line with exit status 2, never a traceback.
"""

from __future__ import annotations

import os
from argparse import ArgumentTypeError
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from wordcards.quoting import quote

if TYPE_CHECKING:
    from wordcards.rulesets import Rules
    from wordcards.words import WordList


# A word list's format as every --wordlist help says it (and the README, in the same words).
WORD_LIST_FORMAT = "one word per line, any case, letters a-z only; '#' starts a comment line"


class CommandError(Exception):
    """A refusal to report in one line, without a traceback. ``str()`` is the message."""


def file_name(text: str) -> str:
    """A file named on the command line (argparse ``type``). An empty name (a variable not
    set in a script: --wordlist "$LIST") quietly meant the shipped word list or ruleset."""
    if not text.strip():
        raise ArgumentTypeError(f"expected a file name, found {quote(text)}")
    # --wordlist=~/words.txt: the shell leaves a ~ after '=' as it is; the player means home.
    return os.path.expanduser(text)


# A number past 18 digits is a slip (a seed, a count); past 4300 Python will not even read it.
MOST_DIGITS = 18


def whole_number(least: int | None = None, most: int | None = None, unit: str = "", why_most: str = "") -> Callable[[str], int]:
    """An option that is a whole number from ``least`` to ``most`` (argparse ``type``), with
    one wording for every such refusal; ``unit`` and ``why_most`` explain the upper limit."""

    def checked(text: str) -> int:
        digits = text.strip().lstrip("+-")
        if len(digits) > MOST_DIGITS and digits.isdigit():
            # int() refuses over 4300 digits as if not a number; either way it is far too many.
            raise ArgumentTypeError(f"a whole number of {len(digits)} digits is far too long (at most {MOST_DIGITS})")
        try:
            value = int(text)
        except ValueError:
            raise ArgumentTypeError(f"expected a whole number, found {quote(text)}") from None
        if least is not None and value < least:
            raise ArgumentTypeError(f"must be {least} or more, found {value}")
        if most is not None and value > most:
            reason = f" ({why_most})" if why_most else ""
            raise ArgumentTypeError(f"at most {most}{' ' + unit if unit else ''}, found {value}{reason}")
        return value

    return checked


def port_number(text: str) -> int:
    """A port, as --port and a seat's link give it (argparse ``type``): 0 to 65535, one wording."""
    try:
        value = int(text)
    except ValueError:
        raise ArgumentTypeError(f"expected a port number, found {quote(text)}") from None
    if not 0 <= value <= 65535:
        raise ArgumentTypeError(f"a port is 0 to 65535, found {value}")
    return value


def match_length(name: str, unit: str) -> Callable[[str], int]:
    """A rummy match length option: a whole number from 1 to the most a ruleset may set
    (``rulesets.MATCH_MOST``): --deals 1000000000000 was a match for ever."""
    from wordcards.rulesets import MATCH_MOST

    most = MATCH_MOST[name]
    return whole_number(1, most, unit, f"{most} is days of play already")


def load_rules(game: str | None, path: str | Path | None) -> "Rules":
    """The ruleset at ``path`` (which must be for ``game``, if named), or the shipped one."""
    from wordcards.rulesets import RulesetError, default_ruleset, load_ruleset

    try:
        if path:
            return load_ruleset(path, expect=game)
        if game is None:
            raise CommandError("say which game, or give its ruleset file")
        return default_ruleset(game)
    except RulesetError as exc:
        raise CommandError(str(exc)) from None


def load_words(wordlist: str | Path | None, house: str | Path | None) -> "WordList":
    """The word list at ``wordlist`` (or the shipped one), with the house words on top."""
    from wordcards.words import WordListError, default_wordlist, load_wordlist

    try:
        return load_wordlist(wordlist, house) if wordlist else default_wordlist(house)
    except WordListError as exc:
        raise CommandError(str(exc)) from None
