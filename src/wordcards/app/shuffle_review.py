"""How the review ("What could I have played?") shows a Shuffle turn's plays: in the
engine's words, each play on its own line. Joined by ", " as rummy's short melds are, a
narrow column wrapped "steal Ann's LED: EXcELLED - a joker from your hand" / "as C, take
D, E and L ...": the joker's letter read as the next play's. No Textual here: the shared
keyboard's review and a remote seat's show it alike."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from wordcards.app.widgets.common.joker_marks import lines_marked


def plays_text(said: tuple[str, ...], notations: tuple[str, ...], rules: Any, dark: bool, pad: tuple[str, ...] = ()) -> Text:
    """A turn's ``said`` plays (the engine's ``describe``), one a line, their jokers marked
    as the log marks them (a joker's letter in lower case reads as another: HARElIP); "-"
    for none."""
    return lines_marked(said) if said else Text("-")
