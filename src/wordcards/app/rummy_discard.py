"""What one letter + Enter does in Word Rummy (a discard, R3), and what the player is asked
before it (a discard ends the turn and cannot be taken back): one source for the shared
keyboard (``screens/rummy_turn.py``) and for a remote seat (``remote/host_parts/rummy.py`` on the
host), so both ask the same question at the same moment. No Textual here: the host
imports it too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text

from wordcards.app.answer_words import DISCARD, DISCARD_AND_END, DISCARD_AND_GO_OUT
from wordcards.app.typed_word_outcome import AskFirst
from wordcards.app.widgets.rummy.cards import PLAIN_TEXT_DARK, card_words
from wordcards.engine.rummy import Discard, Phase
from wordcards.engine.rummy.cards import card_name
from wordcards.engine.rummy.options import round_word

DETAIL = "Your turn ends, and a discard cannot be taken back."


@dataclass(frozen=True)
class DiscardQuestion:
    """The question before discarding one card, around the card as each screen draws it:
    "Discard " + the card + ``after_card``."""

    after_card: str
    detail: str
    yes: str  # the Enter label


def discard_question(game: Any, card: Any) -> DiscardQuestion:
    """What to ask before ``card`` is discarded: whether the hand ends with it (R6: the
    player's last card goes out; an empty draw pile ends the hand at the turn's end), as
    Shuffle's last pass says "Pass and end the game?". What ends is named as going out
    names it: the hand, the deal (R9), or the match on its last one."""
    view = game.view(game.current)
    if list(view.hand) == [card]:
        return DiscardQuestion(" and go out?", going_out_detail(view, "It is your last card", "A discard"), DISCARD_AND_GO_OUT)
    if view.draw_pile_size == 0:
        ending = _what_ends(view)
        return DiscardQuestion(
            f" and end {ending}?",
            f"The draw pile is empty, so {ending} ends with your turn. A discard cannot be taken back.",
            DISCARD_AND_END[ending],
        )
    return DiscardQuestion("?", DETAIL, DISCARD)


def ask_one(game: Any, card: Any, dark: bool) -> AskFirst:
    """The one card of a letter typed, asked before it goes (a discard ends the turn and
    cannot be taken back): "Discard Z● (green)?". A letter typed over the question starts a
    word of its own, as over the list of colours."""
    asked = discard_question(game, card)
    named = card_words(card, dark)
    question = Text.assemble("Discard ", named, asked.after_card)
    note = Text.assemble("You discarded ", named, ".")
    return AskFirst(question, asked.detail, asked.yes, Discard(card), note, card.letter, afresh=True)


def going_out_detail(view: Any, last_cards: str, what: str) -> str:
    """The detail under a question that goes out (a discard of the last card, a meld of the
    whole hand): what ends with it, "the hand" ("the deal", R9), or "the match" when the
    hand is its last. E.g. "It is your last card: you go out and the match ends. A discard
    cannot be taken back."."""
    return f"{last_cards}: you go out and {_what_ends(view)} ends. {what} cannot be taken back."


def _what_ends(view: Any) -> str:
    """"the match" when this hand is the match's last (its number of hands or deals, R9-R11,
    or a match by minutes past its time, R8), else "the hand" or "the deal". A standard
    match that reaches its target is not known before the scores."""
    most = {"standard": view.max_hands, "advanced": None if view.minutes is not None else view.match_hands, "inverse": view.deals}
    last = most.get(view.variant)
    time_up = view.clock is not None and view.clock.time_up
    if time_up or (last and view.hand_number >= last):
        return "the match"
    return f"the {round_word(view.variant).lower()}"


def is_discard(word: str) -> bool:
    """One letter typed means a discard: a word has 2+ letters (R4), also under an old save's
    ruleset with a minimum of 1, which left no way to discard (docs/decisions/rummy.md)."""
    return len(word) == 1


def draw_first(game: Any, word: str) -> str:
    """A word sent before the draw: it waits, typed, for Enter after the draw, so it need
    not be typed again. The same words at the shared keyboard and at a remote seat. Enter
    is offered only when some draw could make it meldable ("tries it": the card drawn may
    not be the one); a word no draw helps (too short, not in the word list) says why at once."""
    ask = f"Draw a card first (Ctrl+D or Ctrl+Y). {word} stays typed"
    if is_discard(word):
        return f"{ask}: Enter then discards it."
    after_draw = game.word_after_draw(word)
    if after_draw.meldable:
        return f"{ask}: Enter then tries it."
    return f"{ask}. {after_draw.refusal.message}" if after_draw.refusal else f"{ask}."


def discardable(game: Any, letter: str) -> list[Any] | str:
    """The cards of ``letter`` the player to act may discard now, or why none (a refusal)."""
    if game.phase is Phase.DRAW:
        return "Draw a card first (Ctrl+D or Ctrl+Y), then discard."
    return _discardable_from(game, game.view(game.current).hand, letter)


def _discardable_from(game: Any, hand: Any, letter: str) -> list[Any] | str:
    """``discardable`` once drawn, the player's ``hand`` read from their view already."""
    held = [card for card in hand if card.letter == letter]
    if not held:
        return f"You hold no {letter} to discard."
    allowed = [card for card in held if game.is_legal(Discard(card))]
    if allowed:
        return allowed
    refusal = game.check(Discard(held[0]))
    if refusal is None:
        return f"You cannot discard {letter} now."
    # The engine names a card without its mark ("K (blue)"); every message shows it ("K■ (blue)").
    return refusal.message.replace(card_name(held[0]), card_words(held[0], PLAIN_TEXT_DARK).plain)


def discards_of(game: Any, letter: str) -> int | None:
    """How many cards of ``letter`` the player to act may discard now: 0 when held but none
    may go (the card just taken from the discard pile), None when none is held. What a hint
    that says "type its letter" says over one typed (``hint_typing.a_letter_typed``)."""
    return _discards_in(game, game.view(game.current).hand, letter)


def _discards_in(game: Any, hand: Any, letter: str) -> int | None:
    """``discards_of``, the player's ``hand`` read from their view already."""
    if game.phase is not Phase.DRAW:
        allowed = _discardable_from(game, hand, letter)
        if isinstance(allowed, list):
            return len(allowed)
    return 0 if any(card.letter == letter for card in hand) else None


def discards_held(game: Any) -> dict[str, int]:
    """``discards_of`` each letter the player to act holds, as the host sends it to a seat
    (a letter left out is held by none). Their view is built once, not once a letter."""
    hand = game.view(game.current).hand
    # Each letter held has a count (0 when none may go): discards_of's None never comes here.
    return {letter: _discards_in(game, hand, letter) or 0 for letter in sorted({card.letter for card in hand})}


def which_title(game: Any, letter: str) -> str:
    """The list's title when several colours may go: picking one is the confirmation. (One
    card left goes out with no list; an empty draw pile ends the hand, R6.)"""
    view = game.view(game.current)
    ends = f"{_what_ends(view)} ends: the draw pile is empty" if view.draw_pile_size == 0 else "your turn ends"
    return f"Discard which {letter}? ({ends})"
