"""simulate in a terminal: its progress bar (on stderr) and the games' lines (on stdout)
share the screen, and each game's line starts a line of its own."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

pty = pytest.importorskip("pty")

ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def run_in_a_terminal(*argv: str) -> str:
    """What a terminal shows, stdout and stderr both on it: escape codes taken out."""
    leader, follower = pty.openpty()
    env = {**os.environ, "COLUMNS": "200", "LINES": "40", "TERM": "xterm-256color"}
    env.pop("NO_COLOR", None)
    proc = subprocess.Popen([sys.executable, "-m", "wordcards", *argv], stdout=follower, stderr=follower, env=env)
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # the other end closed (Linux says EIO)
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(leader)
    assert proc.wait(timeout=120) == 0
    return ESCAPES.sub("", b"".join(chunks).decode("utf-8", "replace"))


def test_each_games_line_starts_its_own_line_under_the_progress_bar():
    """The bar was drawn by stderr's console and the lines printed by stdout's: each line
    was written on after the bar ("shuffle self-play ━━━ 0/3 -:--:--game    1 seed 1 ...")."""
    shown = run_in_a_terminal("simulate", "shuffle", "--games", "3", "--level", "easy")
    pieces = re.split(r"[\r\n]+", shown)
    heading = [piece for piece in pieces if "seed" in piece and "scores" in piece]
    games = [piece for piece in pieces if piece.endswith("  ok")]
    assert len(heading) == 1 and heading[0].startswith("game seed"), shown
    assert [piece[:5] for piece in games] == ["   1 ", "   2 ", "   3 "], games
