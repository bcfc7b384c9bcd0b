"""What the message line says of a key that nothing on the turn screen acts on (F5, Ctrl+X):
that it does nothing here and where the keys are, so the message before it is not read as
its answer (docs/decisions/app.md, "A key that does nothing says so"). No Textual here."""

from __future__ import annotations

# Keys of the word line: on an empty line Backspace, Delete and Esc have nothing to edit, and a
# player who holds Backspace to clear a word presses one too many (silence says nothing wrong
# there); Enter the line always answers, while a computer plays too (WordEntry.NotNow).
EDITING_KEYS = frozenset({"backspace", "delete", "escape", "enter"})

_NAMES = {
    "up": "↑", "down": "↓", "left": "←", "right": "→", "pageup": "PgUp", "pagedown": "PgDn",
    "escape": "Esc", "delete": "Delete", "insert": "Insert", "home": "Home", "end": "End",
}


def key_name(key: str) -> str:
    """A Textual key name as the footer and the help write keys: "ctrl+x" is Ctrl+X, "f5" F5."""
    *modifiers, last = key.split("+")
    name = _NAMES.get(last, last.upper() if len(last) <= 3 else last.capitalize())
    return "+".join([*(modifier.capitalize() for modifier in modifiers), name])


def does_nothing(key: str) -> str:
    """``key`` does nothing on the turn screen now: said so, with where the keys are."""
    return f"{key_name(key)} does nothing here: the keys are in the footer (? lists them all)."
