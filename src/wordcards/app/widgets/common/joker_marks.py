"""A joker in a Shuffle word the log names ("Bit played MuSKEG") is its letter in lower case
(S9): in most fonts l reads as I (HARElIP, PEEl). Wherever a Shuffle log is shown (the log
panel, the hand-off's news, "How it ended", the whole log; here and on a remote seat) a
joker is marked as the table marks it, reversed, its letter kept in lower case for copy and
paste and for a screen reader. Rummy has no jokers: its screens pass no ``JokerMarks``."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Sequence

from rich.text import Text

from wordcards.engine.players import Seated, short_name

JOKER_STYLE = "bold reverse"  # the table's (widgets/shuffle/panels.py) and the log's

_WORD = re.compile(r"\b[A-Za-z]{2,}\b")
_PATH = re.compile(r"[^\s]*[/\\][^\s]*")  # a word with a slash in it is a file's path, not a table word


def holds_a_joker(word: str) -> bool:
    """A table word with a joker, by its shape (the log is text): capitals and at least one
    lower-case letter, at least as many capitals. Words of the log's own sentences are
    capitalised (The, Game) or lower case; a word whose only capital is its first letter
    (Ab, a joker as B) cannot be told from them, and is left unmarked."""
    capitals = sum(letter.isupper() for letter in word)
    lower = len(word) - capitals
    title_case = word[0].isupper() and capitals == 1
    return bool(lower) and capitals >= lower and not title_case


def _names_pattern(names: Iterable[str]) -> re.Pattern[str] | None:
    """One regex of the names, longest first ("Bit (hard)" before "Bit"), each standing
    alone: "Al" is no name inside "SAlT"."""
    escaped = [re.escape(name) for name in sorted(set(names), key=len, reverse=True) if name]
    if not escaped:
        return None
    return re.compile(rf"(?<![A-Za-z0-9])(?:{'|'.join(escaped)})(?![A-Za-z0-9])")


@dataclass(frozen=True)
class JokerMarks:
    """How a game with jokers marks them in its log: ``names`` (the players', as the log
    writes them) are never marked, however they are spelt (JoJo, McKAY, DeDe)."""

    names: tuple[str, ...]
    _pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_pattern", _names_pattern(self.names))

    @classmethod
    def among(cls, seats: Iterable[Seated]) -> JokerMarks:
        """The marks for a table of ``seats``: each name in full and without a computer's level."""
        return cls(tuple(dict.fromkeys(name for seat in seats for name in (seat.name, short_name(seat)))))

    def _left_alone(self, line: str) -> list[tuple[int, int]]:
        """Where ``line`` names a player, or a file (a word list's path in a note: enGB)."""
        names = [] if self._pattern is None else [found.span() for found in self._pattern.finditer(line)]
        return names + [found.span() for found in _PATH.finditer(line)]

    @lru_cache(maxsize=1024)  # the log is drawn again at every action: its lines seldom change
    def line(self, line: str) -> Text:
        """``line`` as Text (never markup: it holds names), each joker of a table word reversed."""
        alone = self._left_alone(line)
        text = Text()
        done = 0
        for found in _WORD.finditer(line):
            left_alone = any(start < found.end() and found.start() < end for start, end in alone)
            if left_alone or not holds_a_joker(found.group()):
                continue
            text.append(line[done : found.start()])
            for letter in found.group():
                text.append(letter, style=JOKER_STYLE if letter.islower() else "")
            done = found.end()
        text.append(line[done:])
        return text


def lines_marked(lines: Sequence[str], marks: JokerMarks | None, style: str = "") -> Text:
    """``lines`` one under another as Text (never markup), each marked by ``marks``; plain
    when there are none (a game without jokers)."""
    if marks is None:
        return Text("\n".join(lines), style=style)
    return Text("\n", style=style).join(marks.line(line).copy() for line in lines)  # a copy: the cache's own stays as made
