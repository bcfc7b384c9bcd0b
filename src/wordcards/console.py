"""Lines printed to a terminal that may not show every character: a console in ascii or
latin-1 (``LANG=C``, ``PYTHONIOENCODING=ascii``) raised UnicodeEncodeError on a card's mark
(◆ ■ ●) or an accented name, and a host stopped on its own turn line. Here a character the
stream cannot show degrades instead: a mark is left out (its colour is said in words beside
it, "X■ (blue)" -> "X (blue)"), a letter loses its accent ("José" -> "Jose"), "Q₁₀" becomes
"Q10", and anything else becomes "?"."""

from __future__ import annotations

import codecs
import sys
import unicodedata
from typing import TextIO

MARK = "So"  # the Unicode category of the cards' marks (◆ ■ ● ▲ ★ ♥): symbols, no letters


def shown_as(text: str, encoding: str) -> str:
    """``text`` as a stream in ``encoding`` can show it (unchanged when it can)."""
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return "".join(_char_shown(char, encoding) for char in text)
    return text


def _char_shown(char: str, encoding: str) -> str:
    if _encodes(char, encoding):
        return char
    if unicodedata.category(char) == MARK:
        return ""
    # NFKD: "é" is "e" and an accent, "₁" is "1"; the parts the stream cannot show are dropped.
    parts = unicodedata.normalize("NFKD", char)
    plain = "".join(part for part in parts if not unicodedata.combining(part) and _encodes(part, encoding))
    return plain or "?"


def _encodes(text: str, encoding: str) -> bool:
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return False
    return True


def encoding_of(stream: TextIO) -> str:
    """The stream's encoding, by its codec's name; utf-8 when it names none or one unknown
    (a test's StringIO takes any character)."""
    named = getattr(stream, "encoding", None)
    if not named:
        return "utf-8"
    try:
        return codecs.lookup(named).name
    except LookupError:
        return "utf-8"


def say(text: str, file: TextIO | None = None, flush: bool = True) -> None:
    """Print ``text`` and a newline to ``file`` (stdout by default), as far as it can show it;
    flushed at once by default: a console line is news (a turn, a link) for whoever watches."""
    stream = file if file is not None else sys.stdout
    print(shown_as(text, encoding_of(stream)), file=stream, flush=flush)

