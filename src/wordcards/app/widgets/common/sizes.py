"""The smallest terminal a turn is drawn in, at the shared keyboard and at a remote seat:
MIN_SIZE, with more lines when many players' rows (the players panel, rummy's score pads)
would leave the table or the log no room; below it a notice says how big to make it."""

from __future__ import annotations

DIALOG_CHROME = 6  # cells of a .dialog box's border and padding, left and right (wordcards.tcss)
DIALOG_TEXT_WIDTH = 60 - DIALOG_CHROME  # cells of text in a .dialog box (width 60)
WIDE_DIALOG_WIDTH = 76  # a .dialog.wide box (wordcards.tcss)
MIN_SIZE = (64, 20)  # columns, lines: below this the panels cannot be drawn whole
# Beside the panels that grow with the players the table and the log keep at least these
# rows of text (the rest scrolls).
FEWEST_TABLE_ROWS = 3
FEWEST_LOG_ROWS = 1
BORDER_ROWS = 2
NOTICE_PADDING = 2  # columns beside the too-small notice's text (wordcards.tcss, #too-small)


def least_size(outside: int, under_table: int, players: int) -> tuple[int, int]:
    """The smallest size for panels of these rows of text (no borders): everything above and
    below the table and the log; the panels under the table (0: none); the players panel."""
    left = FEWEST_TABLE_ROWS + BORDER_ROWS + (under_table + BORDER_ROWS if under_table else 0)
    right = players + BORDER_ROWS + FEWEST_LOG_ROWS + BORDER_ROWS
    return MIN_SIZE[0], max(MIN_SIZE[1], outside + max(left, right))


def too_small(least: tuple[int, int], width: int, height: int, seats: int) -> str | None:
    """What the notice says at ``width`` x ``height``; None when the panels fit."""
    if width >= least[0] and height >= least[1]:
        return None
    # "64x20", one word: "60 x 20" wraps as "60 x" / "20 now" in a narrow terminal.
    phrases = ["Make the terminal", f"at least {least[0]}x{least[1]}", "to play"]
    if least[1] > MIN_SIZE[1]:
        phrases.append(f"with {seats} players")
    phrases.append(f"(it is {width}x{height}).")
    return phrased_lines(phrases, width - NOTICE_PADDING)


def phrased_lines(phrases: list[str], room: int) -> str:
    """``phrases`` in as few lines of ``room`` columns as they go in, broken between phrases
    only: wrapped by words, the notice reads "... (it is 60x20" / "now)." at 60 columns."""
    lines: list[str] = []
    for phrase in phrases:
        if lines and len(lines[-1]) + 1 + len(phrase) <= room:
            lines[-1] += f" {phrase}"
        else:
            lines.append(phrase)
    return "\n".join(lines)
