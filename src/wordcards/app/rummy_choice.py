"""What a word typed in Word Rummy does, decided once for the shared keyboard
(``screens/rummy_turn.py``) and for a remote seat (``remote/host_parts/rummy.py``): refused
before the draw or by the engine, one meld played, or "Which cards for EEL?" offered; one
letter is a discard, asked as its own (``rummy_discard.py``); a meld of the whole hand goes
out, asked first (``AskFirst``). No Textual here: the host
imports it too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text

from wordcards.app import rummy_discard, rummy_hint
from wordcards.app.answer_words import MELD_AND_GO_OUT
from wordcards.app.typed_word_outcome import AskFirst, Offer, PlayOne, Refuse, TypedWordOutcome
from wordcards.app.widgets.rummy.cards import meld_choice
from wordcards.engine.rummy import Phase


@dataclass(frozen=True)
class DiscardLetter:
    """One letter typed in the play phase: a discard of a card of that letter, asked first."""

    letter: str


def answer(game: Any, word: str, hinted: Any, dark: bool) -> TypedWordOutcome | DiscardLetter:
    """What to do with ``word`` (in capitals) typed by the player to act: refused before the
    draw (typed a moment early: it stays on the line), a discard, refused with the engine's
    reason, its one meld played, or its melds offered, the one the last hint named
    (``hinted``) first and marked. The lines and notes are rich Text, the cards in their
    colours for ``dark`` (a seat is sent their plain text)."""
    if game.phase is Phase.DRAW:
        return Refuse(word, rummy_discard.draw_first(game, word))
    if rummy_discard.is_discard(word):
        return DiscardLetter(word)
    melds = game.resolve(word)
    if not melds:
        return Refuse(word, game.refusal(word).message)
    melds, hinted_first = rummy_hint.ways(melds, hinted)
    notes = tuple(rummy_hint.played(game, meld, dark) for meld in melds)
    if len(melds) == 1:
        # Only one way can use the whole hand: resolve keeps one meld per set of cards, and
        # no two cards are alike, so a word of every card held is never offered as a list.
        view = game.view(game.current)
        if len(melds[0].cards) == len(view.hand):
            # It ends the hand (R3, R6) and cannot be taken back: asked first, as the going-out discard.
            question = Text.assemble("Meld ", rummy_hint.meld_words(melds[0].cards, dark), " and go out?")
            detail = rummy_discard.going_out_detail(view, "They are your last cards", "It")
            return AskFirst(question, detail, MELD_AND_GO_OUT, melds[0], notes[0], word)
        return PlayOne(melds[0], notes[0])
    # The choice is about what stays in the hand: each line says it.
    hand = game.view(game.current).hand
    labels = [meld_choice(meld.cards, hand, dark) for meld in melds]
    if hinted_first:
        labels[0] = rummy_hint.marked(labels[0])
    return Offer(word, f"Which cards for {word}?", tuple(melds), tuple(labels), notes, hinted_first=hinted_first)
