"""Why a turn key does nothing now, read from the player's view: its key is hidden from the
footer then, and pressed it says why (silence reads as broken). One wording for the shared
keyboard (each game's turn screen) and a seat (each game's module of remote play, ``why_idle``),
which has only the view the host sent. Each asked only for a key that does nothing now."""

from __future__ import annotations

from wordcards.engine.rummy import DrawDeck, DrawDiscard, Phase, RummyView
from wordcards.engine.rummy.legality import draw_refusal
from wordcards.engine.shuffle import EndTurn, Pass, ShuffleView
from wordcards.engine.shuffle.game import turn_end_refusal

NOTHING_TO_SWAP = "Nothing to swap: no joker on the table stands for a letter in your hand."
NOTHING_TO_UNDO = "Nothing to take back: Ctrl+Z takes back this turn's plays, and there are none yet."
RUMMY_DRAWS = {"ctrl+d": DrawDeck(), "ctrl+y": DrawDiscard(), "ctrl+t": DrawDiscard()}


def in_rummy(view: RummyView, key: str) -> str | None:
    """Ctrl+D or Ctrl+Y with no draw allowed, Ctrl+Z with no meld to take back; None for
    any other key, or between hands (the score screen has its own keys)."""
    if view.phase not in (Phase.DRAW, Phase.PLAY):
        return None
    draw = RUMMY_DRAWS.get(key)
    if draw is not None:
        refusal = draw_refusal(draw, view.phase, view.variant, bool(view.draw_pile_size), bool(view.discard_size))
        return refusal.message if refusal is not None else None
    if key == "ctrl+z":
        if view.phase is Phase.DRAW:
            return "Nothing to take back: draw first. Ctrl+Z takes back this turn's melds."
        return "Nothing to take back: Ctrl+Z takes back this turn's melds, never the draw."
    return None


def in_shuffle(view: ShuffleView, key: str) -> str | None:
    """Ctrl+E before a play, Ctrl+P after one, Ctrl+J with no joker to swap, Ctrl+Z with no
    play to take back; None for any other key, or once the game is over."""
    if view.is_over:
        return None
    if key in ("ctrl+e", "ctrl+p"):
        refusal = turn_end_refusal(EndTurn() if key == "ctrl+e" else Pass(), bool(view.turn_plays), bool(view.deck_size))
        return refusal.message if refusal is not None else None
    if key == "ctrl+j":
        return NOTHING_TO_SWAP
    if key == "ctrl+z":
        return NOTHING_TO_UNDO
    return None
