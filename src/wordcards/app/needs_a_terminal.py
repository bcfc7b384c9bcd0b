"""The app in a terminal reads its keys from standard input: when that is no terminal
(``wordcards play < /dev/null``, or a pipe), Textual's input thread read end-of-file in a
loop, at full CPU, and the app never quit. Such a start is refused after the command's
options are checked (play checks its against the ruleset, so it reads a ruleset file
given), before anything else is read or written: the word list, the save, the data
folder, the host a seat joins. A browser tab's app (textual-serve names its driver in
TEXTUAL_DRIVER) reads its keys from the browser instead."""

from __future__ import annotations

import os
import sys


def stdin_is_a_terminal() -> bool:
    stdin = sys.__stdin__  # the one Textual's driver reads (None when the shell closed it)
    return stdin is not None and stdin.isatty()


def no_terminal_for_keys() -> str | None:
    """Why the app cannot start here, or None when it can."""
    if os.environ.get("TEXTUAL_DRIVER") or stdin_is_a_terminal():
        return None
    return "it needs a terminal to read keys from: its input is not one (it comes from a file or a pipe)"
