"""Esc typed quickly before a letter or digit, which the terminal sends as Alt with it.

Pressing Alt with a key, a terminal sends Esc and then the key; Esc typed quickly before a
key comes as the same two bytes, and Textual reads both as Alt+the key ("alt+x", its
character "x"). The game binds no Alt key, and an Esc that clears the word line or closes a
list often comes just before a letter (a hint says "Esc, then type WHY"): so Alt+a letter or
digit is taken as what a player types far more often, Esc and then that key. Read as Alt,
its letter went on the word without the Esc (ABC, Esc X gave ABCX)."""

from __future__ import annotations

from textual import events

ALT = "alt+"
SHIFT = "shift+"


def esc_then_key(key: events.Key) -> tuple[events.Key, events.Key] | None:
    """Esc and the key typed after it, for an Alt+letter or digit ``key`` (Alt+Shift+X: Esc
    and X), each with ``key``'s time; None for any other key. Its character from the key's
    name where it has none (a terminal that tells Alt apart, or a test's ``press``)."""
    if not key.key.startswith(ALT):
        return None
    name = key.key.removeprefix(ALT)
    plain = name.removeprefix(SHIFT)
    if len(plain) != 1 or not plain.isalnum():
        return None
    character = key.character if key.character and len(key.character) == 1 else plain.upper() if plain != name else plain
    esc, typed = events.Key("escape", "\x1b"), events.Key(character, character)
    esc.time = typed.time = key.time  # the time typed: a screen drawn since drops keys typed before it
    return esc, typed
