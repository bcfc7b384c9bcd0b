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
    piece after piece. Words that fit, and text without paths, are left as they are."""
    if width < 1:
        return text
    offsets: list[int] = []
    start_of_line = 0
    for line in text.plain.split("\n"):
        for word in _WORD.finditer(line):
            before = line[: word.start()]
            room = width - cell_len(before) if not before.strip() else width  # an indented command keeps its indent
            offsets += [start_of_line + word.start() + cut for cut in _cuts(word.group(), room, width)]
        start_of_line += len(line) + 1
    if not offsets:
        return text
    return Text("\n").join(text.divide(offsets))


def _cuts(word: str, first_room: int, width: int) -> list[int]:
    """Where to break ``word`` (offsets into it, each after a '/'), its first piece in
    ``first_room`` cells and the others in ``width``."""
    cuts: list[int] = []
    start, room = 0, max(first_room, 1)
    while cell_len(word[start:]) > room:
        fits = [i + 1 for i, char in enumerate(word[start:], start) if char == "/" and i > start and cell_len(word[start : i + 1]) <= room]
        if not fits or fits[-1] >= len(word):
            break  # no '/' to break at in the room: folded where the line ends
        start = fits[-1]
        cuts.append(start)
        room = width
    return cuts
