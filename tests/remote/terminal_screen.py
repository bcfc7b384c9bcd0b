"""A tiny terminal screen for tests: replays the bytes a Textual app wrote (as a browser
tab receives them) onto a grid of characters, so a test can read what the page shows.

It knows what Textual's output uses: cursor positioning (CSI row;col H), cursor moves
(A/B/C/D/G/d), line erasing (K, J) and carriage return / line feed; colours and other
modes are skipped.
"""

from __future__ import annotations

import re

SEQUENCE = re.compile(r"\x1b\[([0-9;?<>=]*)([ -/]*)([@-~])|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[()][A-Za-z0-9]|\x1b[=>78cDEHM]")


class Screen:
    def __init__(self, width: int = 200, height: int = 80):
        self.width, self.height = width, height
        self.rows = [[" "] * width for _ in range(height)]
        self.row = self.col = 0
        self._pending = ""

    def feed(self, data: bytes) -> None:
        text = self._pending + data.decode("utf-8", "replace")
        self._pending = ""
        position = 0
        for match in SEQUENCE.finditer(text):
            self._write(text[position : match.start()])
            if match.group(3):
                self._csi(match.group(1), match.group(3))
            position = match.end()
        rest = text[position:]
        cut = rest.rfind("\x1b")
        if cut != -1 and len(rest) - cut < 64:  # a sequence split between two frames
            self._pending = rest[cut:]
            rest = rest[:cut]
        self._write(rest)

    def _write(self, text: str) -> None:
        for char in text:
            if char == "\r":
                self.col = 0
            elif char == "\n":
                self.row = min(self.row + 1, self.height - 1)
            elif char >= " ":
                if 0 <= self.row < self.height and 0 <= self.col < self.width:
                    self.rows[self.row][self.col] = char
                self.col += 1

    def _csi(self, params: str, final: str) -> None:
        numbers = [int(p) if p.isdigit() else 0 for p in params.lstrip("?").split(";")] if params else []
        first = numbers[0] if numbers and numbers[0] else 1
        if final in "Hf":
            self.row = (numbers[0] if numbers and numbers[0] else 1) - 1
            self.col = (numbers[1] if len(numbers) > 1 and numbers[1] else 1) - 1
        elif final == "A":
            self.row = max(0, self.row - first)
        elif final == "B":
            self.row = min(self.height - 1, self.row + first)
        elif final == "C":
            self.col += first
        elif final == "D":
            self.col = max(0, self.col - first)
        elif final == "G":
            self.col = first - 1
        elif final == "d":
            self.row = first - 1
        elif final == "K":
            mode = numbers[0] if numbers else 0
            line = self.rows[self.row] if 0 <= self.row < self.height else None
            if line is not None:
                span = range(self.col, self.width) if mode == 0 else range(0, self.col + 1) if mode == 1 else range(self.width)
                for i in span:
                    if 0 <= i < self.width:
                        line[i] = " "
        elif final == "J" and params.lstrip("?") in ("2", "3"):
            self.rows = [[" "] * self.width for _ in range(self.height)]

    def text(self) -> str:
        return "\n".join("".join(row).rstrip() for row in self.rows).rstrip()
