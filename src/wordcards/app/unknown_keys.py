"""What the message line says of a key that nothing on the turn screen acts on (F5, Ctrl+X):
that it does nothing here and where the keys are, so the message before it is not read as
its answer (docs/decisions/app.md, "A key that does nothing says so"). The shared keyboard's
turn screen and a remote seat's table ask alike. No Textual here."""

from __future__ import annotations

from collections.abc import Container

# Keys of the word line, silent: on an empty line Backspace and Esc have nothing to edit, and a
# player who holds Backspace to clear a word presses one too many (silence says nothing wrong
# there); Enter the line always answers, while a computer plays too (WordEntry.NotNow).
# Ctrl+W: Esc and Backspace read together (\x1b\x7f, which Textual takes for Ctrl+W), no key
# the player pressed; Ctrl+Backspace: a Backspace to the player.
# Delete is not one: the line has no cursor, nothing stands after it to delete (said as any key).
EDITING_KEYS = frozenset({"backspace", "escape", "enter", "ctrl+w", "ctrl+backspace"})

_NAMES = {
    "up": "↑", "down": "↓", "left": "←", "right": "→", "pageup": "PgUp", "pagedown": "PgDn",
    "escape": "Esc", "delete": "Delete", "insert": "Insert", "home": "Home", "end": "End",
    "tab": "Tab", "enter": "Enter", "backspace": "Backspace", "space": "Space",
    "at": "Space",  # Ctrl+Space reaches Textual as Ctrl+@ (NUL)
}


def key_name(key: str) -> str | None:
    """A Textual key name as the footer and the help write keys: "ctrl+x" is Ctrl+X, "f5"
    F5; None for a key a player would not know by Textual's name ("ctrl+underscore",
    "ctrl+right_square_bracket": punctuation that differs by keyboard)."""
    *modifiers, last = key.split("+")
    name = _NAMES.get(last, last.upper() if len(last) <= 3 else None)
    if name is None:
        return None
    return "+".join([*(modifier.capitalize() for modifier in modifiers), name])


def does_nothing(key: str) -> str:
    """``key`` does nothing on the turn screen now: said so, with where the keys are."""
    return f"{key_name(key) or 'That key'} does nothing here: the keys are in the footer (? lists them all)."


def acts_on_nothing(key: str, character: str | None, bound: Container[str], own_keys: Container[str]) -> bool:
    """``key`` is one nothing acts on: it types nothing (a letter, a digit: the word line
    answers those), no binding usable now takes it (``bound``: Textual's public
    ``active_bindings`` of the screen), it is none of ``own_keys`` (the games' keys, which
    say why they do nothing) and edits no word line (``EDITING_KEYS``)."""
    types = bool(character and character.isprintable())
    return not (types or key in EDITING_KEYS or key in bound or key in own_keys)
