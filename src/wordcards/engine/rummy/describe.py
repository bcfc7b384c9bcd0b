"""A rummy action in the players' words ("meld TEN (red)", "discard Q (blue)"), as python-chess's
``board.san``: what a list, a hint or the review shows for it."""

from __future__ import annotations

from typing import Sequence

from wordcards.engine.game import Action
from wordcards.engine.rummy.actions import Discard, DrawDeck, DrawDiscard, Meld, NextHand, TimeUp
from wordcards.engine.rummy.cards import RummyCard, card_name


def describe(action: Action, discard_top: RummyCard | None) -> str:
    """``action`` in words; ``discard_top`` is the card a draw from the discard pile takes."""
    if isinstance(action, DrawDeck):
        return f"draw {_pile_words(action, discard_top)}"
    if isinstance(action, DrawDiscard):
        return f"take {_pile_words(action, discard_top)}"
    if isinstance(action, Meld):
        return f"meld {action.word} ({meld_colours(action.cards)})"
    if isinstance(action, Discard):
        return f"discard {card_name(action.card)}"
    if isinstance(action, NextHand):
        return "deal the next hand"
    if isinstance(action, TimeUp):
        return "end the match: the time is up"
    return action.notation()


def describe_draw_done(action: DrawDeck | DrawDiscard, discard_top: RummyCard | None) -> str:
    """A draw as done, for after "would have": "drawn from the draw pile", "taken U (blue) from
    the discard pile". Built from the action, so a reader never re-parses ``describe``'s words."""
    if isinstance(action, DrawDeck):
        return f"drawn {_pile_words(action, discard_top)}"
    return f"taken {_pile_words(action, discard_top)}"


def _pile_words(action: DrawDeck | DrawDiscard, discard_top: RummyCard | None) -> str:
    """What a draw takes and from where, after its verb: "from the draw pile", "U (blue) from
    the discard pile". One place, so the plain and the done wordings never drift apart."""
    if isinstance(action, DrawDeck):
        return "from the draw pile"
    taken = f"{card_name(discard_top)} " if discard_top is not None else ""
    return f"{taken}from the discard pile"


def meld_colours(cards: Sequence[RummyCard]) -> str:
    """The colours of a meld's cards, in word order: "red" for a word of one colour, else each
    run of letters with its colour, "BE blue, E red" for BEE (R4: a repeated letter's second
    card is of another colour). The colours alone, "blue, red", left which E was which."""
    runs: list[tuple[str, str]] = []  # (letters, colour)
    for card in cards:
        if runs and runs[-1][1] == card.colour:
            runs[-1] = (runs[-1][0] + card.letter, card.colour)
        else:
            runs.append((card.letter, card.colour))
    if len(runs) == 1:
        return runs[0][1]
    return ", ".join(f"{letters} {colour}" for letters, colour in runs)
