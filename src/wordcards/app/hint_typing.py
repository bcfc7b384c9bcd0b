"""How a hint (Ctrl+G) tells the player what to type, in both games, at the shared keyboard
and at a seat: the word or letter to type, then Enter. A word not played stays on the line, and
what is typed goes on with it (V on the line, then HEM made VHEM), so with a word there the
hint says Esc first; with the hint's own word there (a meld taken back puts it back), it says
press Enter; with a start of it there (AG of AGE), the rest to type (type E: "type AGE" made
AGAGE); worded again as the line changes while it is shown (``ByTheLine``). No Textual here."""

from __future__ import annotations

from typing import Callable, Generic, TypeAlias, TypeVar

from rich.text import Text
from wordcards.engine.log_line import after, first, joined
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
    Enter``; with N on it already, ``press Enter``; with a start of N on it, the rest of N
    (AG on the line: ``type E, then Enter``). ``brief``: without the "then"s (``Esc, type
    N, Enter``), for a hint that would not fit one line else."""
    if holds(line, what):
        return "press Enter"
    if a_to_z(what) and _typing_on(line, what):
        return _type_clause(_the_rest(line, what), brief)
    return f"{f'Esc, {_then(brief)}' if line else ''}{_type_clause(what, brief)}"


def _then(brief: bool) -> str:
    return "" if brief else "then "


def _type_clause(what: str, brief: bool) -> str:
    return f"type {what}, {_then(brief)}Enter"


def _the_rest(line: str, word: str) -> str:
    """What is left to type of ``word`` with a start of it on ``line``."""
    return word.upper()[len(line.strip()) :]


def typing_on(said: Wording, word: str, line: str) -> Wording:
    """A hint worded for an empty line (``said``: "...: type AGE, then Enter.") reworded for
    ``line`` holding a start of ``word`` (AG): the rest to type ("type E, then Enter"), as
    ``how_to_type`` says it; typed whole, what is typed goes on with the line (AGAGE). The
    wordings are built ahead for three lines only (``both``; a seat gets them as text), so
    the rest is put in here. A hint that says nothing of typing (``spelled``) is kept."""
    rest = _the_rest(line, word)
    for brief in (False, True):
        reworded = _reworded(said, _type_clause(word.upper(), brief), _type_clause(rest, brief))
        if reworded is not said:
            return reworded
    return said


def typed(said: Said, word: str, line: str = "", brief: bool = False) -> Said:
    """A hint that names a play (``said``, a sentence ending in a full stop), then how to
    type it (``word``) over ``line``, as a discard's hint says it: a junior need not work out
    the word from the cards' marks (E■X■: type EX). No ``word`` (a joker swap, Ctrl+J):
    ``said`` alone. ``brief``: as ``how_to_type``."""
    if not word:
        return said
    return _full_stop_put_as(said, f": {how_to_type(word, line, brief)}.")


def spelled(said: Said, word: str, line: str = "") -> Said:
    """A hint too long to say how to type ``word`` (``said``, a sentence ending in a full
    stop, names cards that spell it): with another word on ``line``, still "Esc first", for
    what is typed would go on with it; not over ``word`` or a start of it (HO of HOC: typing
    on makes it, no Esc is needed)."""
    another = line and not holds(line, word) and not _typing_on(line, word)
    return _full_stop_put_as(said, ": Esc first.") if another else said


def _full_stop_put_as(said: Said, ending: str) -> Said:
    """``said`` (a sentence) with its last character, its full stop, put as ``ending``:
    a Shuffle hint's jokers (a ``LogLine``'s) kept, rummy's Text its colours."""
    if isinstance(said, Text):
        return said[:-1] + ending
    return joined(first(said, len(said) - 1), ending)


def both(say: "Callable[[str], Said]", word: str = "") -> "Worded[Said]":
    """A hint worded by ``say(line)`` for an empty line, for one holding another word and
    for one holding the hint's ``word`` already (with that word), each None where it is the
    same as for an empty line (a hint that tells nothing to type). ``A_LETTER``: kept with
    the empty line's wording, so ``ByTheLine`` knows one letter typed is no other word."""
    plain, over = say(""), say(ANOTHER_WORD)
    if word == A_LETTER:
        return plain, over, (word, plain)
    # Kept with the word even where it reads as the empty line's (a plan that spells it):
    # ByTheLine knows a start of the word by it, which needs no "Esc first".
    return plain, (None if over == plain else over), ((word, say(word)) if a_to_z(word) else None)


def for_the_line(plain: Wording, over_a_word: "Wording | None", on_it: "tuple[str, Wording] | None", line: str) -> Wording:
    """The wording of ``both`` to show over ``line`` (the shared keyboard and a seat pick
    alike, by the line as the hint is shown)."""
    if on_it is not None and holds(line, on_it[0]):
        return on_it[1]
    return over_a_word if line and over_a_word is not None else plain


class ByTheLine(Generic[Wording]):
    """A hint's wordings (``both``'s) for the line as it is now, worded again as it changes:
    the same line, the same wording, however it got there (Esc emptied it: no "Esc, then").
    A start of the hint's word (SLI of SLITS) is worded as an empty line with the rest to
    type (``typing_on``: type TS); one letter for ``A_LETTER`` as an empty line."""

    def __init__(
        self,
        plain: Wording,
        over_a_word: "Wording | None",
        on_it: "tuple[str, Wording] | None",
        discards: "Callable[[str], int | None] | None" = None,
    ) -> None:
        self.plain, self.over_a_word, self.on_it = plain, over_a_word, on_it
        # How many cards of a letter may be discarded now (None: none held), for a hint that
        # says "type its letter" over one typed (``a_letter_typed``); None: not known (a
        # seat), the empty line's words.
        self.discards = discards

    def __call__(self, line: str) -> Wording:
        if self.on_it is not None and _typing_on(line, self.on_it[0]):
            if self.on_it[0] != A_LETTER:
                return typing_on(self.plain, self.on_it[0], line)
            return self.plain if self.discards is None else a_letter_typed(self.plain, line, self.discards)
        return for_the_line(self.plain, self.over_a_word, self.on_it, line)


# How a hint that names no card says to discard one ("discard a card (type its letter, then Enter)").
ITS_LETTER = "its letter"


def a_letter_typed(said: Wording, line: str, discards: "Callable[[str], int | None]") -> Wording:
    """A hint worded for an empty line that says to type a card's letter (``ITS_LETTER``),
    reworded for ``line`` holding one letter: what Enter does with it now ("R typed: press
    Enter to discard it", held in two colours "... to pick which R to discard"), or, not
    held, that it is not ("you hold no R: Esc, then type its letter, then Enter").
    ``discards``: how many cards of a letter may go now, None when none is held. Held but
    none may go (the card just taken from the discard pile): the hint as it was, Enter
    says why. A hint with no such words is kept."""
    letter = line.strip().upper()
    count = discards(letter)
    if count == 0:
        return said
    if count is None:
        now = f"you hold no {letter}: {how_to_type(ITS_LETTER, line)}"
    else:
        now = f"{letter} typed: press Enter to {'discard it' if count == 1 else f'pick which {letter} to discard'}"
    return _reworded(said, how_to_type(ITS_LETTER), now)


def _reworded(said: Wording, clause: str, now: str) -> Wording:
    """``said`` with its last ``clause`` put as ``now`` (rummy's Text keeps its colours)."""
    text = said.plain if isinstance(said, Text) else said if isinstance(said, str) else ""
    at = text.rfind(clause)
    if at < 0:
        return said
    if isinstance(said, Text):
        return Text.assemble(said[:at], now, said[at + len(clause) :])  # type: ignore[return-value]
    if isinstance(said, str):
        return joined(first(said, at), now, after(said, at + len(clause)))  # type: ignore[return-value]
    return said


def _typing_on(line: str, word: str) -> bool:
    """``line`` holds a proper start of ``word`` (any one letter for ``A_LETTER``)."""
    typed = line.strip().upper()
    if word == A_LETTER:
        return len(typed) == 1
    return bool(typed) and typed != word.upper() and word.upper().startswith(typed)
