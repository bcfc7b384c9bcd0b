"""Lines of items that wrap between items, never inside one: a table word stays with its
score (``C₃A₁T₁ 7``) and a pad note with its word. ``OwnedRows`` leads every line with
its owner's name, so a wrapped line is never nobody's."""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text


def pack(items: Sequence[Text], width: int, gap: int = 2) -> list[Text]:
    """The items in lines of at most ``width`` cells, ``gap`` spaces apart; an item wider
    than a line gets a line of its own (cropped by the terminal, never split)."""
    lines: list[Text] = []
    line: Text | None = None
    for item in items:
        if line is not None and line.cell_len + gap + item.cell_len <= width:
            line.append(" " * gap)
            line.append_text(item)
        else:
            line = item.copy()
            lines.append(line)
    return lines


class Flow:
    """Items packed into the width given (e.g. a table cell)."""

    def __init__(self, items: Iterable[Text], gap: int = 2, empty: Text | None = None) -> None:
        self.items = list(items)
        self.gap = gap
        self.empty = empty if empty is not None else Text("-", style="dim")

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        items = self.items or [self.empty]
        widest = max(item.cell_len for item in items)
        total = sum(item.cell_len for item in items) + self.gap * (len(items) - 1)
        return Measurement(min(widest, options.max_width), min(total, options.max_width))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in pack(self.items, options.max_width, self.gap) or [self.empty.copy()]:
            line.no_wrap, line.overflow = True, "crop"
            yield line


class OwnedRows:
    """One row per owner: the name, then their items; a row that wraps repeats the name
    (dimmed) on each of its lines."""

    def __init__(self, rows: Sequence[tuple[str, Sequence[Text]]], gap: int = 2, name_style: str = "bold") -> None:
        self.rows = list(rows)
        self.gap = gap
        self.name_style = name_style

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        name_width = max((cell_len(name) for name, _ in self.rows), default=0)
        room = max(1, options.max_width - name_width - 1)
        for name, items in self.rows:
            lines = pack(items, room, self.gap) or [Text("-", style="dim")]
            for number, words in enumerate(lines):
                padded = name + " " * (name_width - cell_len(name))  # in cells: a wide letter takes two
                line = Text(padded, style=self.name_style if number == 0 else "dim")
                line.append(" ")
                line.append_text(words)
                line.no_wrap, line.overflow = True, "crop"
                yield line


RULING_AT_THE_END = re.compile(r" \((?:[SR][0-9]+)(?:, [SR][0-9]+)*\)$")


def said_plainly(line: str) -> str:
    """A log line for the hand-off or a final screen, without the ruling id at its end ("Why
    Ann plays first: drawn at random (S15)"): a family reads the reason, and the id meant
    nothing there. The log keeps it, for Ctrl+R's rules."""
    return RULING_AT_THE_END.sub("", line)


def last_moves_text(lines: Sequence[str]) -> Text:
    """The end of the log on a final score screen: how the game ended."""
    text = Text("How it ended\n", style="bold")
    text.append("\n".join(said_plainly(line) for line in lines), style="dim")
    return text
