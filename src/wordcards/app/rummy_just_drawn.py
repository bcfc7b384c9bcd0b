"""Which card of a rummy hand is lit as just drawn: the shared keyboard's turn screen and a
remote seat both ask here, so the two cannot light different cards. Pure: a view in, a card out."""

from __future__ import annotations

from wordcards.engine.rummy import DrawDeck, DrawDiscard, Meld, RummyView
from wordcards.engine.rummy.cards import RummyCard


def just_drawn(view: RummyView, resumed: bool = False) -> RummyCard | None:
    """The card the view's own seat drew this turn while its draw is its last play (lit until
    the next one), else None. ``resumed``: a turn taken up again (a resume, a seat rejoining)
    lights it after melds made since too: the player cannot remember which card was new."""
    if view.seat != view.current:  # only the drawer's view says the card (another's is hidden)
        return None
    history = list(view.hand_history)
    if resumed:
        while history and history[-1][0] == view.current and isinstance(history[-1][1], Meld):
            history.pop()
    last = history[-1] if history else None
    if last == (view.current, DrawDeck()):
        card = view.drawn_this_turn
    elif last == (view.current, DrawDiscard()):
        card = view.taken_from_discard  # public: the table saw it taken
    else:
        return None
    return card if card is not None and card in view.hand else None
