"""A joker in a Shuffle word the log names ("Bit played MuSKEG") is its letter in lower case
(S9): in most fonts l reads as I (HARElIP, PEEl). Wherever a log is shown (the log panel,
the hand-off's news, "How it ended", the whole log; here and on a remote seat) each joker
the line says it names (engine/log_line.py) is marked as the table marks it, reversed, the
text left as it is for copy and paste and for a screen reader. A line that names none (a
note, a name, any rummy line) is drawn as it is."""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from rich.text import Text

from wordcards.engine.log_line import jokers_in

JOKER_STYLE = "bold reverse"  # the table's (widgets/shuffle/panels.py) and the log's


@lru_cache(maxsize=1024)  # the log is drawn again at every action: its lines seldom change
def _marked(line: str, jokers: tuple[int, ...]) -> Text:
    text = Text(line)
    for at in jokers:
        text.stylize(JOKER_STYLE, at, at + 1)
    return text


def line_marked(line: str) -> Text:
    """``line`` as Text (never markup: it holds names), each of its jokers reversed."""
    jokers = jokers_in(line)
    return _marked(str(line), jokers).copy() if jokers else Text(line)  # a copy: the cache's own stays as made


def as_marked(text: "str | Text") -> Text:
    """``text`` as Text: a str with its jokers marked (``line_marked``), a Text as it is (rummy's
    cards in their colours)."""
    return text if isinstance(text, Text) else line_marked(text)


def lines_marked(lines: Sequence[str], style: str = "") -> Text:
    """``lines`` one under another as Text (never markup), each line's jokers marked."""
    return Text("\n", style=style).join(line_marked(line) for line in lines)
