"""How the review ("What could I have played?") draws a Word Rummy turn's plays: as the
table and the turn's own lines show them, "meld C◆A◆T◆" and "discard Q■ (blue)", the cards
in their colours, where the engine's words say "meld CAT (red)". No Textual here: the
shared keyboard's review and a remote seat's draw it alike."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from wordcards.app.widgets.rummy.cards import card_text, word_text
from wordcards.engine.errors import NotationError
from wordcards.engine.rummy import Discard, Meld
from wordcards.engine.rummy.actions import parse_action


def plays_text(said: tuple[str, ...], notations: tuple[str, ...], rules: Any, dark: bool) -> Text | None:
    """A turn's ``said`` plays (the engine's words) drawn from their ``notations``: the
    melds and the discard among them, in order, after any words the review put before them
    ("meld nothing" before the expert's discard). None when the two do not agree (a host
    of another version): the words are shown as they are."""
    try:
        actions = [parse_action(notation, rules.colours) for notation in notations]
    except NotationError:
        return None
    shown = [action for action in actions if isinstance(action, (Meld, Discard))]  # the draws are not said
    own = len(said) - len(shown)
    if own < 0:
        return None
    parts = [Text(words) for words in said[:own]] + [_drawn(action, dark) for action in shown]
    return Text(", ").join(parts) if parts else Text("-")


def _drawn(action: Meld | Discard, dark: bool) -> Text:
    if isinstance(action, Meld):
        return Text.assemble("meld ", word_text(action.cards, dark))
    card = action.card
    return Text.assemble("discard ", card_text(card, dark), f" ({card.colour})")
