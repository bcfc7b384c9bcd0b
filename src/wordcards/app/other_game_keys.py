"""The other game's keys, each said instead of doing nothing: a family plays both games, and
Ctrl+E in rummy (where a discard ends the turn) did nothing, without a word. Said at the
shared keyboard (screens.turn) and at a seat (remote.seat_app), on the player's turn."""

from __future__ import annotations

_DRAWN_AT_THE_END = "{} is rummy's: in Shuffle you draw as the turn ends (Ctrl+E, or Ctrl+P)."

# game -> key -> what it says (each one line at 80 columns)
OTHER_GAME_KEYS: dict[str, dict[str, str]] = {
    "rummy": {
        "ctrl+e": "Ctrl+E is Shuffle's: a rummy turn ends with a discard (a letter, then Enter).",
        "ctrl+p": "Ctrl+P is Shuffle's pass: a rummy turn ends with a discard (a letter, Enter).",
        "ctrl+j": "Ctrl+J is Shuffle's: rummy has no jokers.",
    },
    "shuffle": {key: _DRAWN_AT_THE_END.format(name) for key, name in (("ctrl+d", "Ctrl+D"), ("ctrl+y", "Ctrl+Y"), ("ctrl+t", "Ctrl+T"))},
}
