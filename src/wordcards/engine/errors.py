"""Typed errors: bad syntax is not the same thing as an illegal play."""

from __future__ import annotations

from dataclasses import dataclass, field


class NotationError(ValueError):
    """The text of a play cannot be read (bad syntax), whatever the position. ``in_a_save``:
    the fault as a save that no longer replays tells it, without the examples of plays that
    help a player typing one (None: the message says it so)."""

    def __init__(self, message: str, in_a_save: str | None = None):
        super().__init__(message)
        self.in_a_save = in_a_save


@dataclass(frozen=True)
class Refusal:
    """Why a play is not allowed: the ruling it breaks and a message for the player."""

    rule: str  # a ruling id such as "S8", or "turn" for out-of-turn/phase problems
    message: str  # e.g. "STAR is not a word" - says which word and why
    # The word refused as not in the word list (S11, R10), so that a save that no longer
    # replays can say which house line took it out; None for every other refusal.
    word: str | None = field(default=None, compare=False)
    # The fault as a save whose actions no longer replay tells it, after the action's notation:
    # of the player by name, with no advice on what to press ("ends a turn in which Ann made no
    # play"); None when ``message`` already reads so. The message speaks to the player at the keyboard.
    in_a_save: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return self.message


class IllegalPlay(Exception):
    """Raised by ``apply`` for a play that ``check`` refuses. The state is unchanged."""

    def __init__(self, refusal: Refusal):
        self.refusal = refusal
        super().__init__(refusal.message)


class SaveError(ValueError):
    """A saved game that cannot be loaded: corrupt, too new, or its actions do not replay."""


class WordNotInList(SaveError):
    """A save that no longer replays because ``word``, played in it, is not in the word list
    it is loaded with now (the list changed since): the app says how to bring it back."""

    def __init__(self, message: str, word: str):
        self.word = word
        super().__init__(message)


class WordTakenOut(SaveError):
    """A save that no longer replays because the house file now takes out a word played in
    it: said as the player sees it (the word, the file and its line to undo), with no action
    number or notation, which a family cannot read."""

    def __init__(self, word: str, house_file: str, house_line: str):
        self.word, self.house_file, self.house_line = word, house_file, house_line
        super().__init__(
            f"the word {word.upper()}, played in this game, is no longer allowed: the house file"
            f" {house_file} takes it out at {house_line}. Undo that line to carry on this game"
        )
