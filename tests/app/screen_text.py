"""Plain text of what the app shows now, read from Textual's SVG screenshot (public API).

Rich writes each styled run as a <text> element at x = column * 12.2 and leaves out runs
of plain spaces, so the text is put back on a grid of columns.
"""

from __future__ import annotations

import html
import re

_TEXT = re.compile(r'<text[^>]*\bx="([\d.]+)"[^>]*clip-path="url\(#[\w-]+-line-(\d+)\)"[^>]*>(.*?)</text>', re.S)
CHAR_WIDTH = 12.2


def screen_text(app) -> str:
    width, height = app.size
    grid = [[" "] * width for _ in range(height)]
    for x, line, content in _TEXT.findall(app.export_screenshot()):
        row, column = int(line), round(float(x) / CHAR_WIDTH)
        for offset, char in enumerate(html.unescape(content).replace("\xa0", " ")):
            if row < height and column + offset < width:
                grid[row][column + offset] = char
    return "\n".join("".join(row).rstrip() for row in grid)
