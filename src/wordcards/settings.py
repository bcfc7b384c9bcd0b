"""The player's settings, kept between runs in the user's config folder: for now the colours,
light or dark (F2), so that ``wordcards resume`` comes back as the player left it.

``$XDG_CONFIG_HOME/wordcards/settings.json``, else ``~/.config/wordcards/settings.json``: a
JSON object, ``{"colours": "light"}``. A file that cannot be read (not JSON, not an
object, too large, unreadable) is ignored: the game starts dark, as with no file. It is
never overwritten, since it may hold settings the player wrote by hand; F2 says why the
choice was not kept instead. Keys this version does not know are kept as they are.
Writing is atomic (saves.write_atomically); a write killed halfway leaves a
``.settings-*.tmp`` beside the file, removed at the next write (``remove_leftovers``)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from wordcards.data_folder import config_dir
from wordcards.files import NotRegularFile, NotText, NotUtf8, OnlyNul, TooLarge, read_at_most, utf8_text
from wordcards.saves import temporaries_of, write_atomically

SETTINGS = "settings.json"
MAX_SETTINGS = 64 * 1024  # bytes: a few settings take well under a kilobyte
# A temporary file this old is a write that was killed: a live one takes milliseconds. No lock
# guards the settings (the data folder's lock is for its games: a host and a game in a
# terminal may both write here), so a younger one may be another process writing now.
LEFTOVER_AGE = 60  # seconds
COLOURS = "colours"
LIGHT, DARK = "light", "dark"


class SettingsUnreadable(Exception):
    """The settings file exists but cannot be used. ``str()`` names the path and the reason."""

    def __init__(self, path: Path, reason: str):
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


def settings_path() -> Path:
    return config_dir() / SETTINGS


def read_settings(path: Path | None = None) -> dict:
    """The settings as written; {} when there is no file. SettingsUnreadable otherwise."""
    path = path or settings_path()
    try:
        text = utf8_text(read_at_most(path, MAX_SETTINGS), "utf-8-sig")
    except FileNotFoundError:
        return {}
    except NotRegularFile as exc:
        raise SettingsUnreadable(path, f"it {exc.said('settings file', typed=False)}") from None
    except TooLarge:
        raise SettingsUnreadable(path, f"it is larger than {MAX_SETTINGS // 1024} KB") from None
    except NotUtf8 as exc:
        if exc.other_unicode_named:
            raise SettingsUnreadable(path, f"it is {exc.other_unicode_named}") from None
        raise SettingsUnreadable(path, f"it is not UTF-8 text (byte 0x{exc.byte:02x} on line {exc.line})") from None
    except NotText as exc:
        raise SettingsUnreadable(path, f"it {exc.said(str(path), 'settings file')}") from None
    except OnlyNul:
        raise SettingsUnreadable(path, OnlyNul.said) from None
    except OSError as exc:
        raise SettingsUnreadable(path, exc.strerror or str(exc)) from None
    try:
        settings = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SettingsUnreadable(path, f"it is not JSON (line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, RecursionError):  # nested thousands deep
        raise SettingsUnreadable(path, "it is nested too deeply to read") from None
    if not isinstance(settings, dict):
        raise SettingsUnreadable(path, "it is not a JSON object ({...})")
    return settings


def remembered_colours() -> str | None:
    """LIGHT or DARK as last chosen; None when nothing usable is remembered."""
    try:
        colours = read_settings().get(COLOURS)
    except SettingsUnreadable:
        return None
    return colours if colours in (LIGHT, DARK) else None


def remember_colours(colours: str) -> str | None:
    """Keep ``colours`` (LIGHT or DARK) for the next run, the other settings as they were.
    None when done, else why not, for the player (the file is then left as it was)."""
    path = settings_path()
    try:
        settings = read_settings(path)
    except SettingsUnreadable as exc:
        return f"{exc.path} could not be read ({exc.reason}); fix or remove it"
    if settings.get(COLOURS) == colours:
        return None
    settings[COLOURS] = colours
    remove_leftovers(path)
    try:
        write_atomically(path, json.dumps(settings, indent=2, ensure_ascii=False) + "\n")
    except OSError as exc:
        return f"{path} could not be written ({exc.strerror or exc})"
    return None


def remove_leftovers(path: Path) -> int:
    """Remove the temporary files of writes to ``path`` that were killed (older than
    LEFTOVER_AGE); one that cannot be removed is left. Returns how many went."""
    removed = 0
    for leftover in temporaries_of(path):
        try:
            if time.time() - leftover.stat().st_mtime >= LEFTOVER_AGE:
                leftover.unlink()
                removed += 1
        except OSError:  # gone meanwhile, or not ours to remove: the write goes on
            pass
    return removed
