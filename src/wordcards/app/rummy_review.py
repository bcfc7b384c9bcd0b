"""How the review ("What could I have played?") draws a Word Rummy turn's plays: as the
table and the turn's own lines show them, "meld C◆A◆T◆" and "discard Q■ (blue)", the cards
in their colours, where the engine's words say "meld CAT (red)", and in advanced scoring
(R8) what each meld wrote on the pad, "meld N◆U◆ (a tally for 2 letters)". No Textual here: the
shared keyboard's review and a remote seat's draw it alike."""

from __future__ import annotations

import re
from typing import Any, Iterator

from rich.text import Text

from wordcards.ai.plan_words import meld_nothing_apart
from wordcards.app.widgets.rummy.cards import card_words, word_text
from wordcards.engine.errors import NotationError
from wordcards.engine.rummy import Discard, Meld, RummyCard
from wordcards.engine.rummy.actions import parse_action


def plays_text(
    said: tuple[str, ...], notations: tuple[str, ...], rules: Any, dark: bool, pad: tuple[str, ...] = ()
) -> Text | None:
    """A turn's ``said`` plays (the engine's words) drawn from their ``notations``: the
    melds and the discard among them, in order, after any words the review put before them
    (the turn's draw, "take U (blue) from the discard pile", its cards drawn as the table
    draws them), and the expert's "meld nothing" after its discard, as a person says it:
    "discard Z◆ (red) and meld nothing"; each meld with its ``pad`` note, as the
    hand's end names it (R8: a tally scores 0 points, and "meld NU 0" hid that it earned one).
    None when the two do not agree (a host of another version): the words are shown as they are."""
    try:
        actions = [parse_action(notation, rules.colours) for notation in notations]
    except NotationError:
        return None
    shown = [action for action in actions if isinstance(action, (Meld, Discard))]  # the draw is said in the review's own words, not among these
    said, and_nothing = meld_nothing_apart(said)
    own = len(said) - len(shown)
    if own < 0:
        return None
    melds = sum(isinstance(action, Meld) for action in shown)
    notes = iter(pad if len(pad) == melds else ())  # notes that do not agree (another version) are left out
    parts = [cards_drawn(words, rules.colours, dark) for words in said[:own]] + [_drawn(action, dark, notes) for action in shown]
    return (Text(", ").join(parts) if parts else Text("-")).append(and_nothing)


def cards_drawn(words: str, colours: Any, dark: bool) -> Text:
    """``words`` with each card they name as the engine names one ("U (blue)", ``card_name``)
    drawn as the table draws it, "U■ (blue)"."""
    out = Text()
    last = 0
    for found in re.finditer(r"\b([A-Z]) \((\w+)\)", words):
        if found.group(2) in colours:
            out.append(words[last : found.start()])
            out.append_text(card_words(RummyCard(found.group(1), found.group(2)), dark))
            last = found.end()
    out.append(words[last:])
    return out


def _drawn(action: Meld | Discard, dark: bool, notes: Iterator[str]) -> Text:
    if isinstance(action, Meld):
        note = next(notes, None)
        return Text.assemble("meld ", word_text(action.cards, dark), f" ({note})" if note else "")
    return Text.assemble("discard ", card_words(action.card, dark))
