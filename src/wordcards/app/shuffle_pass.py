"""What a Shuffle pass does now, and what the player is asked before it (a pass cannot be
taken back), and what ending the turn says and, with a word typed but not played, asks: one source for the shared keyboard (``screens/shuffle_turn.py``) and for a
remote seat (``remote/host_parts/shuffle.py`` on the host, ``remote/seat/parts/shuffle.py`` on the seat). No
Textual here: the host imports it too."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from wordcards.app.answer_words import END_TURN, END_TURN_AND_GAME, PASS, PASS_AND_END_GAME
from wordcards.engine.wording import and_list

# What a pass does now: it draws a card, draws nothing (the deck is empty), or ends the
# game (S13). The names are the remote keys, so a seat's footer can say which.
DRAWS, DRAWS_NOTHING, ENDS_GAME = "pass_turn", "pass_empty_deck", "pass_ends_game"
PASS_KEYS = (DRAWS, DRAWS_NOTHING, ENDS_GAME)


def pass_key(game) -> str:
    """What a pass by the player to act would do now (one of PASS_KEYS)."""
    if game.pass_ends_game():
        return ENDS_GAME
    return DRAWS if game.deck else DRAWS_NOTHING


@dataclass(frozen=True)
class PassQuestion:
    question: str
    detail: str
    yes: str  # the Enter label
    note: str  # said after the pass


def pass_question(key: str, others: Sequence[str], typed: str = "") -> PassQuestion:
    """The question before a pass that does ``key``; ``others`` are the other players in
    turn order after the one passing (the order they passed in); ``typed``: a word on the
    line not yet sent (``WordEntry.word_at_stake``), which the pass drops: the question names it."""
    asked = _pass_question(key, others)
    if not typed:
        return asked
    question = f"{unplayed(typed)}: {asked.question[0].lower()}{asked.question[1:-1]} anyway?"
    return PassQuestion(question, f"{asked.detail} {drops_the_word('Passing')}", asked.yes, asked.note)


def unplayed(word: str) -> str:
    """A word on the line, said in a question before the turn ends without it."""
    return f"{word.upper()} is typed but not played"


def drops_the_word(ending: str) -> str:
    """What a question before the turn ends over a typed word says of it, Ctrl+E's and
    Ctrl+P's alike: ``ending`` drops it, and Esc keeps it to play."""
    return f"{ending} now drops the word. Esc keeps playing, with the word still on the line: Enter plays it."


def end_turn_question(typed: str, hand_size: int, deck_size: int) -> PassQuestion | None:
    """The question before Ctrl+E with ``typed`` on the line (``WordEntry.word_at_stake``), or None:
    it ends the turn at once with no word at stake, or when the player, every card played,
    draws a new hand and plays on (S3): the word stays on the line then. Every card played
    and the deck empty, it ends the game (S13): the question says so, not "the turn"."""
    if not typed or (hand_size == 0 and deck_size > 0):
        return None
    if hand_size == 0:
        return PassQuestion(
            f"{unplayed(typed)}: end the game?",
            "Your hand and the deck are empty, so ending the turn ends the game and the scores are final. "
            # Esc: nothing is left to play, but a play of this turn may be taken back.
            "The word cannot be played: no card is left to play it with. "
            "Esc goes back: Ctrl+Z takes back the last play.",
            END_TURN_AND_GAME,
            "",
        )
    return PassQuestion(
        f"{unplayed(typed)}: end the turn anyway?",
        drops_the_word("Ending the turn"),
        END_TURN,
        "",  # said after it: end_turn_note, of the game as it is then
    )


def _pass_question(key: str, others: Sequence[str]) -> PassQuestion:
    if key == ENDS_GAME:
        have = "has" if len(others) == 1 else "have"
        return PassQuestion(
            "Pass and end the game?",
            f"Passing now ends the game: the deck is empty and {and_list(list(others))} {have} passed, so "
            "your pass makes a whole round with no play, and the scores are final.",
            PASS_AND_END_GAME,
            "You passed: the game is over.",
        )
    if key == DRAWS_NOTHING:
        return PassQuestion(
            "Pass without drawing?",
            "The deck is empty, so you draw nothing. Your turn ends, and a pass cannot be taken back.",
            PASS,
            "You passed (the deck is empty).",
        )
    return PassQuestion(
        "Pass and draw 1 card?", "Your turn ends, and a pass cannot be taken back.", PASS, "You passed and drew a card."
    )


def end_turn_note(game) -> str:
    """What ending the turn says to the player ending it: after every card was played it
    draws a full hand and the turn goes on (S3), which the log alone said ("" otherwise:
    the turn passes, and the hand-off says what happened)."""
    drawn = min(game.rules.hand_size, len(game.deck))
    if game.hands[game.current] or not drawn:  # no card drawn: the game is over (S13)
        return ""
    return f"You played every card, drew {drawn} card{'s' if drawn > 1 else ''} and play again."


def ending_an_empty_hands_turn(deck_size: int, hand_size: int) -> str:
    """What Ctrl+E does for a player who has played every card, from the deck left (S3:
    draw a new hand and play again; S13: with the deck empty the game ends): the empty
    hand row and the hint say it alike."""
    if deck_size == 0:
        return "end the turn (Ctrl+E) to end the game (the deck is empty)"
    if deck_size < hand_size:
        last = "the last card" if deck_size == 1 else f"the last {deck_size} cards"
        return f"end the turn (Ctrl+E) to draw {last} and play again"
    return "end the turn (Ctrl+E) to draw a new hand and play again"


def others_after(names: Sequence[str], seat: int) -> list[str]:
    """The other players' names in turn order after ``seat``."""
    return [names[(seat + k) % len(names)] for k in range(1, len(names))]
