"""The other game's keys, each said instead of doing nothing: a family plays both games and
presses one game's key in the other (Ctrl+E in rummy, where a discard ends the turn). Said on the
player's turn at the shared keyboard (each game's turn screen) and at a seat (each game's
module of remote play, ``OTHER_GAME_KEYS``). Each one line at 80 columns."""

from __future__ import annotations

_DRAWN_AT_THE_END = "{} is rummy's: in Shuffle you draw as the turn ends (Ctrl+E, or Ctrl+P)."

IN_RUMMY: dict[str, str] = {
    "ctrl+e": "Ctrl+E is Shuffle's: a rummy turn ends with a discard (a letter, then Enter).",
    "ctrl+p": "Ctrl+P is Shuffle's pass: a rummy turn ends with a discard (a letter, Enter).",
    "ctrl+j": "Ctrl+J is Shuffle's: rummy has no jokers.",
}
IN_SHUFFLE: dict[str, str] = {key: _DRAWN_AT_THE_END.format(name) for key, name in (("ctrl+d", "Ctrl+D"), ("ctrl+y", "Ctrl+Y"), ("ctrl+t", "Ctrl+T"))}
