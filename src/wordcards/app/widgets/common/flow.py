"""Lines of items that wrap between items, never inside one that fits a line: a table word
stays with its score (``C₃A₁T₁ 7``) and a pad note with its word. Only an item wider than a
whole line is broken, so that nothing is cropped at the smallest size. ``OwnedRows`` leads
each owner's row with the name, and a line it wraps to with a continuation mark under it."""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from wordcards.app.widgets.common.joker_marks import lines_marked
from wordcards.engine.log_line import first

HYPHEN = Text("-", style="dim")  # ends the piece of a word broken between two cards
EMPTY_ROW = Text("-", style="dim")  # beside the name of an owner with no items (a Flow's by default)


def pieces(item: Text, width: int) -> list[Text]:
    """``item`` in pieces of at most ``width`` cells (one piece when it fits): broken first at
    its last space that fits (a word's points, ``12+10``, go to the next line; the word stays
    whole), else between two letters, the first piece ending in a hyphen. A letter keeps what
    follows it up to the next letter (``Q₁₀``, ``T◆``: a card is never split). A line too
    narrow for one letter and a hyphen leaves the item whole (cropped)."""
    if item.cell_len <= width:
        return [item]
    plain = item.plain
    spaces = [at for at, char in enumerate(plain) if char == " " and at and cell_len(plain[:at]) <= width]
    if spaces:
        head, tail = item.divide([spaces[-1], spaces[-1] + 1])[::2]
        return [head, *pieces(tail, width)]
    letters = [at for at, char in enumerate(plain) if at and char.isalpha() and cell_len(plain[:at]) < width]
    if not letters:
        return [item]
    head, tail = item.divide([letters[-1]])
    head.append_text(HYPHEN)
    return [head, *pieces(tail, width)]


def pack(items: Sequence[Text], width: int, gap: int = 2) -> list[Text]:
    """The items in lines of at most ``width`` cells, ``gap`` spaces apart; an item wider
    than a line is broken (``pieces``): its pieces but the last take a line each."""
    lines: list[Text] = []
    line: Text | None = None
    for item in items:
        if line is not None and line.cell_len + gap + item.cell_len <= width:
            line.append(" " * gap)
            line.append_text(item)
        else:
            *whole, last = pieces(item, width)
            lines.extend(piece.copy() for piece in whole)
            line = last.copy()
            lines.append(line)
    return lines


class Flow:
    """Items packed into the width given (e.g. a table cell)."""

    def __init__(self, items: Iterable[Text], gap: int = 2, empty: Text | None = None) -> None:
        self.items = list(items)
        self.gap = gap
        self.empty = empty if empty is not None else EMPTY_ROW.copy()

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        items = self.items or [self.empty]
        widest_item = max(item.cell_len for item in items)
        total = sum(item.cell_len for item in items) + self.gap * (len(items) - 1)
        return Measurement(min(widest_item, options.max_width), min(total, options.max_width))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in pack(self.items, options.max_width, self.gap) or [self.empty.copy()]:
            line.no_wrap, line.overflow = True, "crop"
            yield line


Owner = tuple[str, str, Sequence[Text]]  # a row's name, its short form, its items


class OwnedRows:
    """One row per owner: the name, then their items; a line the row wraps to has
    ``CONTINUED`` where the name stands (the name again read as a second row of that
    owner's, "Ann" twice on the table). ``short_names`` (a computer's without its level, in the
    rows' order) stand in for the names when an item would not fit beside them: at 64
    columns "Bit (normal)" left an 8-letter word and its points no room. ``height``: the
    lines in sight; when the rows overflow it, two owners a line if that takes fewer lines
    (eight rummy seats above the score pads at 80x24 left four of them out of sight)."""

    def __init__(
        self,
        rows: Sequence[tuple[str, Sequence[Text]]],
        gap: int = 2,
        name_style: str = "bold",
        short_names: Sequence[str] | None = None,
        height: int | None = None,
    ) -> None:
        self.rows = list(rows)
        self.gap = gap
        self.name_style = name_style
        self.short_names = list(short_names) if short_names is not None else None
        self.height = height

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        shorts = self.short_names or [name for name, _ in self.rows]
        owners = [(name, short, items) for (name, items), short in zip(self.rows, shorts)]
        lines = [line for row in self.owned_lines(owners, options.max_width) for line in row]
        if self.height and len(lines) > self.height and len(owners) > 1:
            paired = self.side_by_side(owners, options.max_width)
            if paired is not None and len(paired) < len(lines):
                lines = paired
        yield from lines

    def side_by_side(self, owners: list[Owner], width: int) -> list[Text] | None:
        """The rows two a line, in their order (the first owner left, the second right ...);
        None when a half cannot hold its lines whole (the left half is cut at its width: its
        "-" or part of a word was lost; a word breaks only where a letter and a hyphen fit)."""
        half = max(1, (width - cell_len(COLUMN_RULE)) // 2)
        short = self.shortened(owners[0::2], half) or self.shortened(owners[1::2], half)  # both halves alike
        names = [short_name if short else name for name, short_name, _ in owners]
        if width_beside(names, half) < EMPTY_ROW.cell_len:
            return None
        lefts, rights = self.owned_lines(owners[0::2], half, short), self.owned_lines(owners[1::2], half, short)
        if widest(lefts) > half or widest(rights) > width - half - cell_len(COLUMN_RULE):
            return None
        rights += [[] for _ in range(len(lefts) - len(rights))]  # an odd number: the last alone
        lines = []
        for left, right in zip(lefts, rights):
            for number in range(max(len(left), len(right))):
                line = left[number].copy() if number < len(left) else Text()
                if right:  # not after the last of an odd number
                    line.align("left", half)
                    line.append(COLUMN_RULE, style="dim")
                if number < len(right):
                    line.append_text(right[number])
                line.no_wrap, line.overflow = True, "crop"
                lines.append(line)
        return lines

    def shortened(self, owners: list[Owner], width: int) -> bool:
        """Whether the names give way to their short forms: an item, or the "-" of a row
        without any, would not fit beside them."""
        widest_item = max((item.cell_len for _, _, items in owners for item in items or [EMPTY_ROW]), default=0)
        return self.short_names is not None and widest_item > width_beside([name for name, _, _ in owners], width)

    def owned_lines(self, owners: list[Owner], width: int, short: bool | None = None) -> list[list[Text]]:
        """Each owner's lines at ``width``: the name (its short form if ``short``, by default
        if an item would not fit beside the whole names), then the items, wrapped."""
        if short is None:
            short = self.shortened(owners, width)
        names = [short_name if short else name for name, short_name, _ in owners]
        name_width = max((cell_len(name) for name in names), default=0)
        room = room_beside(names, width)
        rows = []
        for name, (_, _, items) in zip(names, owners):
            lines = []
            for number, words in enumerate(pack(items, room, self.gap) or [EMPTY_ROW.copy()]):
                if number == 0:
                    line = Text(name + " " * (name_width - cell_len(name)), style=self.name_style)  # in cells: a wide letter takes two
                else:
                    line = Text(CONTINUED.rjust(name_width), style="dim")
                line.append(" ")
                line.append_text(words)
                line.no_wrap, line.overflow = True, "crop"
                lines.append(line)
            rows.append(lines)
        return rows


COLUMN_RULE = " │ "  # between two owners on a line (OwnedRows.side_by_side)
CONTINUED = "↳"  # in the name's place on a line an owner's row wrapped to (one cell wide)


def widest(rows: Sequence[Sequence[Text]]) -> int:
    """The cells of the widest line of ``rows``."""
    return max((line.cell_len for lines in rows for line in lines), default=0)


def width_beside(names: Sequence[str], width: int) -> int:
    """The cells left beside a column of ``names`` and a space (none or less if they fill it)."""
    return width - max((cell_len(name) for name in names), default=0) - 1


def room_beside(names: Sequence[str], width: int) -> int:
    """The cells left for the items beside a column of ``names`` and a space: at least one
    (an item is then broken letter by letter, or cropped)."""
    return max(1, width_beside(names, width))


RULING_AT_THE_END = re.compile(r" \((?:[SR][0-9]+)(?:, [SR][0-9]+)*\)$")


def said_plainly(line: str) -> str:
    """A log line as players read it (the log, the hand-off, a final screen, the whole log),
    without the ruling id at its end ("Why Ann plays first: drawn at random (S15)"): a family
    reads the reason, and the id meant nothing there. The engine's log keeps it (a save keeps
    no log, only the actions and the app's notes: the log is made again on loading)."""
    ruling = RULING_AT_THE_END.search(line)
    return line if ruling is None else first(line, ruling.start())  # its jokers kept


def last_moves_text(lines: Sequence[str]) -> Text:
    """The end of the log on a final score screen: how the game ended."""
    text = Text("How it ended\n", style="bold")
    text.append_text(lines_marked([said_plainly(line) for line in lines], style="dim"))
    return text
