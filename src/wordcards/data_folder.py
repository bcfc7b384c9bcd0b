"""Where wordcards keeps its games (the data folder) and its settings (the config folder),
as the environment says, and how a command to copy names the data folder again.

The XDG Base Directory spec: a relative ``$XDG_DATA_HOME`` or ``$XDG_CONFIG_HOME`` is
invalid and ignored (it would mean another folder from each folder wordcards is started in).
``$WORDCARDS_DATA_DIR``, the project's own, may be relative: it names a folder from where
wordcards was started, and is made absolute (docs/decisions/app.md, "The data folder"). A
leading ``~`` in it is the home folder, as the shell would have made it unquoted.
"""

from __future__ import annotations

import os
from pathlib import Path

from wordcards.quoting import shell_word

ENV_DIR = "WORDCARDS_DATA_DIR"
DATA_HOME, CONFIG_HOME = "XDG_DATA_HOME", "XDG_CONFIG_HOME"
# The commands that read and write the data folder: a command to copy names it again.
USE_THE_DATA_FOLDER = ("play", "resume", "host")


def xdg_base(variable: str, default: str) -> Path:
    """``$variable`` when it is an absolute path, else ``~/default`` (the spec's fallback)."""
    value = os.environ.get(variable, "")
    return Path(value) if os.path.isabs(value) else Path.home() / default


def data_dir() -> Path:
    """``$WORDCARDS_DATA_DIR`` (absolute), else ``$XDG_DATA_HOME/wordcards``, else ``~/.local/share/wordcards``."""
    named = named_by_environment()
    if named is not None and named[0] == ENV_DIR:
        return Path(named[1])
    return xdg_base(DATA_HOME, ".local/share") / "wordcards"


def config_dir() -> Path:
    """``$XDG_CONFIG_HOME/wordcards``, else ``~/.config/wordcards``."""
    return xdg_base(CONFIG_HOME, ".config") / "wordcards"


def named_by_environment() -> tuple[str, str] | None:
    """The variable that names the data folder and its value as a command carries it
    (absolute), or None: the folder is the default one."""
    own = os.environ.get(ENV_DIR)
    if own:
        # "~/x" in quotes reaches us unexpanded: it meant the home folder, not a folder named "~".
        # Made absolute from the folder wordcards started in (it never changes folder).
        return ENV_DIR, os.path.abspath(os.path.expanduser(own))
    xdg = os.environ.get(DATA_HOME, "")
    if not os.path.isabs(xdg) or Path(xdg) == Path.home() / ".local/share":
        return None  # the default folder, however named (many profiles set it so): no variable to carry
    return DATA_HOME, xdg


def with_data_folder(args: tuple[str, ...], typed: str) -> str:
    """``typed`` (a wordcards command of ``args``) with the variable that named the data
    folder before it, when ``args`` use that folder: without it, the command copied into a
    terminal without the variable would open another folder's game."""
    named = named_by_environment()
    if named is None or not args or args[0] not in USE_THE_DATA_FOLDER or "--help" in args:
        return typed
    return f"{named[0]}={shell_word(named[1])} {typed}"
