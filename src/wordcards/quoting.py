"""Values and names as a message shows them: on one line, with no escape code, cut short.

A refusal quotes what it refuses, and a bad input may be anything: a 5 MB line, a number
of thousands of digits, a file name holding a newline or an escape code. Every layer
quotes through here, so that all messages do it one way."""

from __future__ import annotations

import re
import shlex


def one_line(text: str) -> str:
    """``text`` as the terminal may print it: one line, no escape code. A file name may hold
    anything but "/": a newline, an escape code (``ours\\x1b[2J.yaml``), or a byte that is not
    UTF-8 (held as a lone surrogate); each is written as Python writes it (\\n, \\x1b, \\udcff)."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def and_list(names: list[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def shorten(text: object, most: int = 40) -> str:
    """``text`` on one line, cut after ``most`` characters."""
    shown = one_line(str(text))
    return shown if len(shown) <= most else shown[:most] + "..."


def quote(value: object, most: int = 40) -> str:
    """``repr`` of a bad value for a message, cut after ``most`` characters of it."""
    if isinstance(value, str):
        return repr(value) if len(value) <= most else repr(value[:most]) + "..."
    try:
        shown = repr(value)
    except ValueError:  # an int of thousands of digits cannot even be written out
        return "a number too large to write"
    return shown if len(shown) <= most else shown[:most] + "..."


def excerpt(text: str, most: int = 40) -> str:
    """``text`` quoted, or when longer than ``most`` characters its start and its length:
    a 100 KB action in a save is no message to print whole."""
    if len(text) <= most:
        return quote(text)
    return f"{quote(text[:most])}... ({len(text):,} characters)"


def shorten_words(message: str, most: int = 40) -> str:
    """``message`` on one line, each run of more than ``most`` characters without a space
    (a long word a reason repeats) cut as :func:`excerpt` cuts, unquoted."""
    return re.sub(
        rf"\S{{{most + 1},}}", lambda long: f"{long[0][:most]}... ({len(long[0]):,} characters)", one_line(message)
    )


def kind_of(value: object) -> str:
    """What a value read from a file (JSON or YAML) is, in a player's words, to end
    "found ...": "nothing (null)", "the number 4", "the text 'cat'", "a list". A long number
    or text is said by its length: a damaged file may hold one of a million characters."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if isinstance(value, (int, float)):
        try:
            shown = repr(value)
        except ValueError:  # an int of thousands of digits cannot even be written out
            return "a number too large to write"
        return f"the number {shown}" if len(shown) <= 20 else f"a number of {len(shown):,} characters"
    if isinstance(value, str):
        return f"the text {excerpt(value)}"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a set of keys and values"
    return "a value of another kind"


def shell_word(text: str) -> str:
    """``text`` as one word a shell reads back as it is: bare when nothing in it needs
    quoting (letters of any script: a home named 山田太郎), else in double quotes, which read
    plainly ("O'Neil,Bob"; shlex.quote wrote 'O'"'"'Neil,Bob'), unless it holds what double
    quotes do not keep (" $ ` \\ !)."""
    if re.fullmatch(r"[\w@%+=:,./-]+", text):  # letters of any script are a shell's own (a home named 山田太郎)
        return text
    quoted = shlex.quote(text)
    if quoted == text or any(char in text for char in '"$`\\!'):
        return quoted
    return f'"{text}"'
