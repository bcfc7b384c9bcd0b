"""A Word Rummy hint (Ctrl+G) in the player's words, for the shared keyboard's turn screen
and for a remote seat (the host says it to that seat, as plain text): one wording for both.
No Textual here (rich's Text colours the cards)."""

from __future__ import annotations

from typing import Any

from rich.text import Text


def said(game: Any, action: Any, points: int, dark: bool) -> "str | Text":
    """The hinted draw, meld or discard, the cards in their colours (R4)."""
    from wordcards.app.widgets.rummy.cards import card_text, word_text
    from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld

    if isinstance(action, DrawDeck):
        return "draw from the draw pile (Ctrl+D)."
    if isinstance(action, DrawDiscard):
        top = game.view(game.current).discard_top
        return Text.assemble("take ", card_text(top, dark), f" ({top.colour}) from the discard pile (Ctrl+T).")
    if isinstance(action, Meld):
        if game.variant == "inverse":  # R9 counts penalties only: say what leaves the hand (the engine's figure)
            return Text.assemble("meld ", word_text(action.cards, dark), f": {points} penalty {'point' if points == 1 else 'points'} out of your hand.")
        if points == 0 and game.variant == "advanced":  # R8: no Primary, so say why rather than "+0"
            return Text.assemble("meld ", word_text(action.cards, dark), f": {_no_primary(game.rules, len(action.cards))}.")
        return Text.assemble("meld ", word_text(action.cards, dark), f", +{_points(points)}.")
    if isinstance(action, Discard):
        card = action.card
        return Text.assemble("discard ", card_text(card, dark), f" ({card.colour}).")
    return str(action.notation())


def nothing_found(game: Any) -> str:
    return "no meld found: discard a card (type its letter, then Enter)."


def _no_primary(rules: Any, length: int) -> str:
    """R8: why a meld adds no Primary points: its row is filled (it adds a tally), or it is
    shorter than the pad's first row (a family's ruleset may allow such words)."""
    row = rules.pad_row(length)
    if row is None:
        return "no points, too short for the score pad"
    return f"no Primary points, row {row} already has its word (this adds a tally mark)"


def _points(count: int) -> str:
    return "1 point" if count == 1 else f"{count} points"
