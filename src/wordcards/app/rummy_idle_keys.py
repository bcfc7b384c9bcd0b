"""Why a rummy turn key does nothing now, read from the player's view: its key is hidden
from the footer then, and pressed it says why (silence reads as broken). One wording for the
shared keyboard (the turn screen) and a seat (remote/seat/parts/rummy.py's ``why_idle``), which has only
the view the host sent; asked only for a key that does nothing now. No Textual here."""

from __future__ import annotations

from wordcards.app.answer_words import DRAW_FIRST, TYPE_A_WORD
from wordcards.engine.rummy import DrawDeck, DrawDiscard, Phase, RummyView
from wordcards.engine.rummy.legality import draw_refusal

DRAWS = {"ctrl+d": DrawDeck(), "ctrl+y": DrawDiscard(), "ctrl+t": DrawDiscard()}


def why_idle(view: RummyView, key: str) -> str | None:
    """Ctrl+D or Ctrl+Y with no draw allowed, Ctrl+Z with no meld to take back; None for
    any other key, or between hands (the score screen has its own keys)."""
    if view.phase not in (Phase.DRAW, Phase.PLAY):
        return None
    draw = DRAWS.get(key)
    if draw is not None:
        player = view.seats[view.current].name
        refusal = draw_refusal(draw, view.phase, view.variant, bool(view.draw_pile_size), bool(view.discard_size), player)
        return refusal.message if refusal is not None else None
    if key == "ctrl+z":
        if view.phase is Phase.DRAW:
            return "Nothing to take back: draw first. Ctrl+Z takes back this turn's melds."
        return "Nothing to take back: Ctrl+Z takes back this turn's melds, never the draw."
    return None


def empty_line_note(view: RummyView) -> str:
    """What Enter on an empty word line says: before the player's draw, to draw (as the
    line's prompt and Ctrl+Z say then); else to type a word."""
    return DRAW_FIRST if view.phase is Phase.DRAW and view.current == view.seat else TYPE_A_WORD
