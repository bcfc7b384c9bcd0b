"""How the player at this terminal runs wordcards: for messages such as "type ... resume".

After the README's install the program is ``.venv/bin/wordcards``, not on PATH, so
"wordcards resume" would fail; name the command the way this player started it.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from wordcards.data_folder import with_data_folder
from wordcards.quoting import shell_word

COMMAND_INDENT = "    "  # before a command on a line of its own (on_its_own_line)


def _short(path: Path) -> str:
    """The path relative to the working folder when it lies inside it, else absolute."""
    try:
        relative = path.resolve().relative_to(Path.cwd().resolve())
    except ValueError:
        return str(path)
    return str(relative) if str(relative).startswith(".") else os.path.join(".", str(relative))


def _as_typed(path: Path) -> str:
    """The bare name when PATH finds this very file by it, else its (short) path."""
    found = shutil.which(path.name)
    if found and Path(found).resolve() == path.resolve():
        return path.name
    return _short(path)


def command(*args: str, argv0: str | None = None) -> str:
    """``wordcards resume`` as this player can type it: ``wordcards resume`` when that is
    on PATH, ``.venv/bin/wordcards resume`` when started by path, ``python -m wordcards``
    after ``python -m wordcards``; a command that uses the data folder names it again when
    the environment named it (``WORDCARDS_DATA_DIR=/tmp/ours wordcards resume``)."""
    started = Path(argv0 if argv0 is not None else sys.argv[0])
    # Quoted: a folder with a space in it ("My Games") split the path a player copies.
    if started.name == "wordcards":
        head = shell_word(_as_typed(started))
    else:
        head = f"{shell_word(_as_typed(Path(sys.executable)))} -m wordcards"
    return with_data_folder(args, " ".join([head, *args]))


def on_its_own_line(before: str, typed: str) -> str:
    """``before`` (a sentence, its colon added) and then ``typed``, a command, on a line of its
    own, indented: beside a sentence an 80-column terminal split a long path or link, and it
    could not be copied whole."""
    return f"{before}:\n{COMMAND_INDENT}{typed}"


def command_width(text: str) -> int:
    """The cells the widest line after the first of ``text`` takes (the command
    ``on_its_own_line`` put there; 0: none): a box narrower than that wraps it. In cells,
    not characters: a path with CJK letters takes two a letter."""
    from rich.cells import cell_len  # not at import: the host's table loads this module, and no rich

    return max((cell_len(line) for line in text.splitlines()[1:]), default=0)
