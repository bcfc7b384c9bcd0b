"""The smallest terminal a turn is drawn in, at the shared keyboard and at a remote seat:
MIN_SIZE, with more lines when many players' rows (the players panel, rummy's score pads)
would leave the table or the log no room; below it a notice says how big to make it."""

from __future__ import annotations

MIN_SIZE = (64, 20)  # columns, lines: below this the panels cannot be drawn whole
# Beside the panels that grow with the players the table and the log keep at least these
# rows of text (the rest scrolls).
FEWEST_TABLE_ROWS = 3
FEWEST_LOG_ROWS = 1
BORDER_ROWS = 2


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
    players = f" with {seats} players" if least[1] > MIN_SIZE[1] else ""
    # "64x20", one word: "60 x 20" wrapped as "60 x" / "20 now" in a narrow terminal.
    return f"Make the terminal at least {least[0]}x{least[1]} to play{players} (it is {width}x{height} now)."
