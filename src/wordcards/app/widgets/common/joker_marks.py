"""A joker in a Shuffle word the log names ("Bit played MuSKEG") is its letter in lower case
(S9): in most fonts l reads as I (HARElIP, PEEl). Wherever the log is shown (the log panel,
the hand-off's news, "How it ended", the whole log) a joker is marked as the table marks it,
reversed, its letter kept in lower case for copy and paste and for a screen reader."""

from __future__ import annotations

import re

from rich.text import Text

JOKER_STYLE = "bold reverse"  # the table's (widgets/shuffle/panels.py) and the log's

_WORD = re.compile(r"\b[A-Za-z]{2,}\b")


def holds_a_joker(word: str) -> bool:
    """A table word with a joker, by its shape (the log is text): capitals and at least one
    lower-case letter, at least as many capitals. Names are capitalised (Ann) or have more
    lower case (JoAnn, McKay); a word whose only capital is its first letter (Ab, a joker as
    B) cannot be told from a name or a sentence's first word, and is left unmarked."""
    capitals = sum(letter.isupper() for letter in word)
    lower = len(word) - capitals
    title_case = word[0].isupper() and capitals == 1
    return bool(lower) and capitals >= lower and not title_case


def jokers_marked(line: str, style: str = "") -> Text:
    """``line`` as Text (never markup: it holds names), each joker of a table word reversed."""
    text = Text(style=style)
    done = 0
    for found in _WORD.finditer(line):
        if not holds_a_joker(found.group()):
            continue
        text.append(line[done : found.start()])
        for letter in found.group():
            text.append(letter, style=JOKER_STYLE if letter.islower() else "")
        done = found.end()
    text.append(line[done:])
    return text


def lines_marked(lines: list[str], style: str = "") -> Text:
    """``lines`` one under another, as ``jokers_marked`` each."""
    return Text("\n", style=style).join(jokers_marked(line) for line in lines)
