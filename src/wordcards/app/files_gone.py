"""Which of a saved game's own files (its word list, its house file) do not load now, each
with why, and the options that name them again, PATH for each: what plain ``resume``,
``host --resume`` and ``play``'s question over an unfinished game say of them alike (a
command that named one would fail on the other next); and how to bring back a word played
that the word list no longer has."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any, Iterable

from wordcards.app.command import command
from wordcards.app.same_match import played_with
from wordcards.choice import LaunchError, load_words
from wordcards.quoting import shell_word


@dataclass(frozen=True)
class FilesGone:
    """The files a saved game would be played with (those typed, else its own) that do not
    load now, each with why, by option name (``why``); ``again``: the resume command with
    PATH for each; ``with_path``: the command's options so (for other advice to type);
    ``typed_failed``: the first that failed was typed (its message says why)."""

    why: dict[str, str]
    again: str
    with_path: argparse.Namespace
    typed_failed: bool

    @property
    def said(self) -> str:
        """Each file gone with why: "A: no such word list file and B: no such house file"."""
        return " and ".join(self.why.values())


def own_files_gone(typed: Any, saved: Any, why: str, resume: tuple[str, ...]) -> FilesGone:
    """Which files of ``saved``'s game do not load now, ``why`` the first that failed did not
    (``load_words`` on them failed), and the ``resume`` command (("resume",) or ("host",
    "--resume")) that names them all again: as plain 'resume', play's question over it and
    'host --resume' say it (a command naming one fails on the other next).
    ``typed``: the command's options (--wordlist, --house; None for each not typed)."""
    failed = failed_file(*played_with(saved, typed.wordlist, typed.house))  # once: it may load the word list again
    with_path, gone = files_gone(typed, saved, failed, why)
    return FilesGone(gone, command(*resume, *file_options(with_path)), with_path, bool(getattr(typed, failed)))


def failed_file(wordlist: str | None, house: str | None) -> str:
    """Which of a game's files did not load (``load_words(wordlist, house)`` failed):
    "wordlist" or "house". Read again only when both are named: the word list is read first,
    so when it loads alone (the shipped one always does), the house file is the one that failed."""
    if not wordlist or not house:
        return "house" if house else "wordlist"
    try:
        load_words(wordlist, None)
    except LaunchError:
        return "wordlist"
    return "house"


def files_gone(typed: Any, saved: Any, failed: str, why: str) -> tuple[argparse.Namespace, dict[str, str]]:
    """``typed`` (a command's options) with PATH for each file ``saved``'s game would be
    played with (the one typed, else its own) that does not load now, and why each does not,
    by option name: the commands advised name no file known missing (else they fail on it
    next), and the message names each. ``failed``: the one that failed, as ``failed_file``
    said, and ``why`` (it is not read again, nor is the word list when the house file failed)."""
    gone = words_gone(*played_with(saved, typed.wordlist, typed.house), (failed, why))
    return as_path(typed, gone), gone


def words_gone(wordlist: str | None, house: str | None, failed: tuple[str, str] | None = None) -> dict[str, str]:
    """Why each of a game's ``wordlist`` and ``house`` file does not load now, by option
    name: the word list read alone, then the house file on the shipped list (which always
    loads). ``failed``: one known not to load already, and why: not read again (nor the
    word list, when it is the house file: the word list loaded before it)."""
    why: dict[str, str] = {}
    for name, files in (("wordlist", (wordlist, None)), ("house", (None, house))):
        if failed is not None and failed[0] == name:
            why[name] = failed[1]
        elif any(files) and (failed is None or failed[0] == "wordlist"):
            try:
                load_words(*files)
            except LaunchError as exc:
                why[name] = str(exc)
    return why


def file_options(typed: Any) -> list[str]:
    """The --wordlist and --house ``typed`` names (a file, or PATH), as words to type."""
    return [word for name in ("wordlist", "house") if getattr(typed, name) for word in (f"--{name}", shell_word(getattr(typed, name)))]


def as_path(typed: Any, names: Iterable[str]) -> argparse.Namespace:
    """``typed`` with PATH for each of the file options ``names`` ("wordlist", "house")."""
    return argparse.Namespace(**{**vars(typed), **dict.fromkeys(names, "PATH")})


def word_back(
    word: str,
    wordlist: str | None,
    house: str | None,
    house_refuses: bool = False,
    typed: Any = None,
    resume: tuple[str, ...] = ("resume",),
    aim: str = "to carry it on",
) -> str:
    """How to carry on a game played with ``word``, which the word list ``wordlist`` (None:
    the shipped one) no longer has: put it back in the family's own list, or allow it with a
    house file's '+word' line: the game's own house file ``house``, else one named to resume.
    ``house_refuses``: that house file has a '-word' line for it too (a file may not say both).
    ``typed``: the options resume was given (--wordlist, --house), named again in the command:
    a plain resume would go back to the save's own files. ``resume``: the command that
    carries it on (("resume",) or ("host", "--resume")); ``aim``: what that does."""
    wordlist_typed = ["--wordlist", shell_word(typed.wordlist)] if typed is not None and typed.wordlist else []
    house_typed = ["--house", shell_word(typed.house)] if typed is not None and typed.house else []
    again = command(*resume, *wordlist_typed, *house_typed)
    line = f"'+{word.lower()}'"
    if house and house_refuses:  # the list alone would not bring it back: the '-word' line takes it out again
        return f"{aim}, change the line '-{word.lower()}' of the house file {house} to {line} and type {again}"
    if house:
        allow = f"add the line {line} to the house file {house} and type {again}"
    else:
        allow = f"type {command(*resume, *wordlist_typed, '--house', 'FILE')}, FILE a file with the line {line}"
    then = f" and type {again}" if wordlist_typed or house_typed else ""  # plain resume: the save's own files
    back = f"put {word.upper()} back in the word list {wordlist}{then}, or " if wordlist else ""
    return f"{aim}, {back}{allow}"
