"""How a hint (Ctrl+G) tells the player what to type, in both games, at the shared keyboard
and at a seat: the word or letter to type, then Enter. A word not played stays on the line, and
what is typed goes on with it (V on the line, then HEM made VHEM), so with a word there the
hint says Esc first; with the hint's own word there (a meld taken back puts it back), it says
press Enter; worded again as the line changes while it is shown (``ByTheLine``). No Textual here."""

from __future__ import annotations

from typing import Callable, Generic, TypeAlias, TypeVar

from rich.text import Text
from wordcards.typed_text import a_to_z

Said = TypeVar("Said", str, Text)
Wording = TypeVar("Wording")  # any wording ``both`` built, as the hint is shown
# A hint's words built ahead of showing it (TurnScreen.hint_words_in_worker): one wording, or
# ``both``'s, picked by the line as it is shown; None: built as shown.
HintWords: TypeAlias = "str | Text | tuple[str | Text, str | Text | None, tuple[str, str | Text] | None] | None"
# ``both``'s wordings: for an empty line, another word on it, and the hint's word (with it).
Worded: TypeAlias = "tuple[Said, Said | None, tuple[str, Said] | None]"
# A line that holds a word, not the hint's: what ``both`` words a hint over another word for.
ANOTHER_WORD = "…"
# The word of a hint that says "type its letter": any one letter typed is a start of it.
A_LETTER = "?"


def holds(line: str, word: str) -> bool:
    """The line holds ``word`` as Enter plays it (spaces around it left out, any case); a
    placeholder ("its letter") is no word."""
    return a_to_z(word) and line.strip().upper() == word.upper()


def how_to_type(what: str, line: str = "", brief: bool = False) -> str:
    """``type N, then Enter``; with another word on ``line``, ``Esc, then type N, then
    Enter``; with N on it already, ``press Enter``. ``brief``: without the "then"s (``Esc,
    type N, Enter``), for a hint that would not fit one line else."""
    if holds(line, what):
        return "press Enter"
    then = "" if brief else "then "
    return f"{f'Esc, {then}' if line else ''}type {what}, {then}Enter"


def typed(said: Said, word: str, line: str = "", brief: bool = False) -> Said:
    """A hint that names a play (``said``, a sentence ending in a full stop), then how to
    type it (``word``) over ``line``, as a discard's hint says it: a junior need not work out
    the word from the cards' marks (E■X■: type EX). No ``word`` (a joker swap, Ctrl+J):
    ``said`` alone. ``brief``: as ``how_to_type``."""
    if not word:
        return said
    return said[:-1] + f": {how_to_type(word, line, brief)}."


def spelled(said: Said, word: str, line: str = "") -> Said:
    """A hint too long to say how to type ``word`` (``said``, a sentence ending in a full
    stop, names cards that spell it): with another word on ``line``, still "Esc first", for
    what is typed would go on with it."""
    return said[:-1] + ": Esc first." if line and not holds(line, word) else said


def both(say: "Callable[[str], Said]", word: str = "") -> "Worded[Said]":
    """A hint worded by ``say(line)`` for an empty line, for one holding another word and
    for one holding the hint's ``word`` already (with that word), each None where it is the
    same as for an empty line (a hint that tells nothing to type). ``A_LETTER``: kept with
    the empty line's wording, so ``ByTheLine`` knows one letter typed is no other word."""
    plain, over = say(""), say(ANOTHER_WORD)
    if word == A_LETTER:
        return plain, over, (word, plain)
    on_it = say(word)
    return plain, (None if over == plain else over), (None if on_it == plain or not a_to_z(word) else (word, on_it))


def for_the_line(plain: Wording, over_a_word: "Wording | None", on_it: "tuple[str, Wording] | None", line: str) -> Wording:
    """The wording of ``both`` to show over ``line`` (the shared keyboard and a seat pick
    alike, by the line as the hint is shown)."""
    if on_it is not None and holds(line, on_it[0]):
        return on_it[1]
    return over_a_word if line and over_a_word is not None else plain


class ByTheLine(Generic[Wording]):
    """A hint's wordings (``both``'s) for the line as it is now, worded again as it changes:
    the same line, the same wording, however it got there (Esc emptied it: no "Esc, then").
    A start of the hint's word (SLI of SLITS; one letter for ``A_LETTER``) is worded as an
    empty line: the player types on."""

    def __init__(self, plain: Wording, over_a_word: "Wording | None", on_it: "tuple[str, Wording] | None") -> None:
        self.plain, self.over_a_word, self.on_it = plain, over_a_word, on_it

    def __call__(self, line: str) -> Wording:
        if self.on_it is not None and _typing_on(line, self.on_it[0]):
            return self.plain
        return for_the_line(self.plain, self.over_a_word, self.on_it, line)


def _typing_on(line: str, word: str) -> bool:
    """``line`` holds a proper start of ``word`` (any one letter for ``A_LETTER``)."""
    typed = line.strip().upper()
    if word == A_LETTER:
        return len(typed) == 1
    return bool(typed) and typed != word.upper() and word.upper().startswith(typed)
