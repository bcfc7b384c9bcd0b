"""The autosave: one unfinished game, kept in the user's data folder.

The file is the engine's save record (``game.to_json()``: parameters plus the action list)
with one extra key, ``"app"``, that says which word list and house file to load it with,
and holds the app's own log notes (a hint was used: the engine's log does not say it) and
the evening's scoreboard (who won each earlier game played with "play again").
Writing is atomic (a temporary file in the same folder, then a rename), so a crash or a
closed terminal leaves either the old save or the new one, never half of one.

A save that cannot be read is reported with its path and left where it is.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

ENV_DIR = "WORDCARDS_DATA_DIR"
CURRENT = "current.json"  # the unfinished game
FINISHED = "finished.json"  # the last game that ended, kept for the curious


class SaveUnreadable(Exception):
    """The save file exists but cannot be used. ``str()`` names the path and the reason."""

    def __init__(self, path: Path, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


@dataclass(frozen=True)
class Saved:
    """An unfinished game as read from disk (not yet replayed)."""

    path: Path
    text: str  # the engine's record JSON (with the extra "app" key, which it ignores)
    game: str  # "shuffle" or "rummy"
    players: tuple[str, ...]
    wordlist: str | None  # the --wordlist path the game was started with, None for the shipped list
    house: str | None
    # The app's log notes: (length of the engine's log when written, the line).
    notes: tuple[tuple[int, str], ...] = ()
    # The evening so far (S15 "play again"): the winners' names of each earlier game.
    evening: tuple[tuple[str, ...], ...] = ()


def data_dir() -> Path:
    """``$WORDCARDS_DATA_DIR``, else ``$XDG_DATA_HOME/wordcards``, else ``~/.local/share/wordcards``."""
    if os.environ.get(ENV_DIR):
        return Path(os.environ[ENV_DIR])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "wordcards"


def save_path() -> Path:
    return data_dir() / CURRENT


def write_save(game_json: str, wordlist: str | None = None, house: str | None = None, notes=(), evening=()) -> Path:
    """Store the game atomically as the unfinished game; returns the path."""
    data = json.loads(game_json)
    data["app"] = {"wordlist": wordlist, "house": house}
    if notes:
        data["app"]["notes"] = [[at, text] for at, text in notes]
    if evening:
        data["app"]["evening"] = [list(winners) for winners in evening]
    path = save_path()
    _atomic_write(path, json.dumps(data, indent=1))
    return path


def finish_save() -> None:
    """The game has ended: it is no longer unfinished (kept as finished.json)."""
    path = save_path()
    if path.exists():
        os.replace(path, path.with_name(FINISHED))


def read_save() -> Saved | None:
    """The unfinished game, or None when there is none. Raises SaveUnreadable."""
    path = save_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveUnreadable(path, f"cannot read it ({exc})") from None
    # The engine's loader checks the envelope (format, version, ruleset, players ...).
    from wordcards.engine.errors import SaveError
    from wordcards.engine.record import loads

    try:
        record = loads(text)
    except SaveError as exc:
        raise SaveUnreadable(path, str(exc)) from None
    app = json.loads(text).get("app") or {}
    if not isinstance(app, dict):
        app = {}
    return Saved(
        path=path,
        text=text,
        game=record.game,
        players=tuple(p.name for p in record.players),
        wordlist=_text_or_none(app.get("wordlist")),
        house=_text_or_none(app.get("house")),
        notes=_notes(app.get("notes")),
        evening=_evening(app.get("evening")),
    )


def _notes(value: object) -> tuple[tuple[int, str], ...]:
    """The app's log notes; anything malformed is dropped (they are not game state)."""
    if not isinstance(value, list):
        return ()
    return tuple(
        (item[0], item[1])
        for item in value
        if isinstance(item, list) and len(item) == 2 and isinstance(item[0], int) and isinstance(item[1], str)
    )


def _evening(value: object) -> tuple[tuple[str, ...], ...]:
    """The earlier games' winners; anything malformed is dropped (a scoreboard, not game state)."""
    if not isinstance(value, list):
        return ()
    return tuple(
        tuple(winners)
        for winners in value
        if isinstance(winners, list) and winners and all(isinstance(name, str) for name in winners)
    )


def set_aside(path: Path) -> Path:
    """Move an unreadable save out of the way (never deleted) and return where it went."""
    for number in range(1, 1000):
        target = path.with_name(f"unreadable-{number}.json")
        if not target.exists():
            os.replace(path, target)
            return target
    raise OSError(f"too many unreadable saves beside {path}")


def _text_or_none(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".save-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
