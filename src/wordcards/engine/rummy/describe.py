"""A rummy action in the players' words ("meld TEN", "discard Q (blue)"), as python-chess's
``board.san``: what a list, a hint or the review shows for it."""

from __future__ import annotations

from wordcards.engine.game import Action
from wordcards.engine.rummy.actions import Discard, DrawDeck, DrawDiscard, Meld, NextHand, TimeUp
from wordcards.engine.rummy.cards import RummyCard, card_name


def describe(action: Action, discard_top: RummyCard | None) -> str:
    """``action`` in words; ``discard_top`` is the card a draw from the discard pile takes."""
    if isinstance(action, DrawDeck):
        return "draw from the draw pile"
    if isinstance(action, DrawDiscard):
        taken = f" {card_name(discard_top)}" if discard_top is not None else ""
        return f"take{taken} from the discard pile"
    if isinstance(action, Meld):
        colours = sorted({card.colour for card in action.cards})
        return f"meld {action.word} ({', '.join(colours)})"
    if isinstance(action, Discard):
        return f"discard {card_name(action.card)}"
    if isinstance(action, NextHand):
        return "deal the next hand"
    if isinstance(action, TimeUp):
        return "end the match: the time is up"
    return action.notation()
