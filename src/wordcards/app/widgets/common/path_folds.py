"""Text whose long paths break after a '/' (play-test h50). Rich and Textual wrap at
whitespace only, and fold a word longer than the line at its last cell, mid-name:
"/home/ann/.local/sh" / "are/wordcards/save.json". Here each word too long for a line
is broken after the last '/' that fits, so every line ends with a whole folder's name; a
piece with no '/' to break at is still folded where the line ends."""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

_WORD = re.compile(r"\S+")


class PathsFolded:
    """A Rich renderable: ``text`` wrapped as usual, its long paths broken after a '/'
    (``folded_at_slashes``) at the width it is drawn in."""

    def __init__(self, text: Text) -> None:
        self.text = text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield folded_at_slashes(self.text, options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.text)


def folded_at_slashes(text: Text, width: int) -> Text:
    """``text`` with a line break after a '/' in each word longer than ``width`` cells (or than
    the room a word at a line's start has after its indent): the last '/' whose piece fits,
    piece after piece, never inside or just after a "//" ("https://" stays whole with its
    host). An indented line (a command set apart) is wrapped here, each of its lines
    keeping the indent; the others are left to Rich's wrap. Words that fit, and text
    without paths, are left as they are. Tabs are not handled (counted as no cells): the
    app's messages indent with spaces."""
    if width < 1:
        return text
    breaks: list[tuple[int, int, str]] = []  # (where a line ends, where the next begins, its indent)
    start_of_line = 0
    for line in text.plain.split("\n"):
        indent = line[: len(line) - len(line.lstrip(" "))] if line.strip() else ""
        room = max(width - cell_len(indent), 1)
        column = width  # an indented line: the cells used on its current line
        for word in _WORD.finditer(line):
            at = start_of_line + word.start()
            if not indent:
                breaks += [(at + cut, at + cut, "") for cut in _cuts(word.group(), width)]
                continue
            if word.start() == len(indent):
                column = 0
            elif column + 1 + cell_len(word.group()) > room:
                breaks.append((start_of_line + _space_before(line, word.start()), at, indent))
                column = 0
            else:
                column += 1
            cuts = _cuts(word.group(), room)
            breaks += [(at + cut, at + cut, indent) for cut in cuts]
            column += cell_len(word.group()[cuts[-1] if cuts else 0 :])
        start_of_line += len(line) + 1
    if not breaks:
        return text
    folded, begun = Text(), 0
    for end, begin, indent in breaks:
        folded.append_text(text[begun:end])
        folded.append("\n" + indent)
        begun = begin
    folded.append_text(text[begun:])
    return folded


def _space_before(line: str, index: int) -> int:
    """Where the run of spaces before ``line[index]`` begins (a wrapped line drops it)."""
    return len(line[:index].rstrip(" "))


def _cuts(word: str, room: int) -> list[int]:
    """Where to break ``word`` (offsets into it, each after a '/' but not in or after a
    "//"), each piece in ``room`` cells."""
    cuts: list[int] = []
    start, room = 0, max(room, 1)
    while cell_len(word[start:]) > room:
        fits = [i + 1 for i, char in enumerate(word[start:], start) if _breaks_after(word, i, start) and cell_len(word[start : i + 1]) <= room]
        if not fits or fits[-1] >= len(word):
            break  # no '/' to break at in the room: folded where the line ends
        start = fits[-1]
        cuts.append(start)
    return cuts


def _breaks_after(word: str, i: int, start: int) -> bool:
    """Whether ``word`` may break after its character ``i`` (its piece begun at ``start``):
    a '/' that is not one of a "//" (a URL's "https://" would leave its host on the next line)."""
    return word[i] == "/" and i > start and word[i - 1 : i] != "/" and word[i + 1 : i + 2] != "/"
