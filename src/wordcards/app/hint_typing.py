"""How a hint (Ctrl+G) tells the player what to type, in both games, at the shared keyboard
and at a seat: the word or letter to type, then Enter. A word not played stays on the line, and
what is typed goes on with it (V on the line, then HEM made VHEM), so with a word there the
hint says Esc first. No Textual here."""

from __future__ import annotations

from typing import Callable, TypeAlias, TypeVar

from rich.text import Text

Said = TypeVar("Said", str, Text)
Wording = TypeVar("Wording")  # either of a pair ``both`` built, as the hint is shown
# A hint's words built ahead of showing it (TurnScreen.hint_words_in_worker): one wording, or
# a pair, for an empty line and for one holding a word (None: the same); None: built as shown.
HintWords: TypeAlias = "str | Text | tuple[str | Text, str | Text | None] | None"


def how_to_type(what: str, word_on_line: bool = False) -> str:
    """``type N, then Enter``; with a word on the line, ``Esc, then type N, then Enter``."""
    return f"{'Esc, then ' if word_on_line else ''}type {what}, then Enter"


def typed(said: Said, word: str, word_on_line: bool = False) -> Said:
    """A hint that names a play (``said``, a sentence ending in a full stop), then how to
    type it (``word``), as a discard's hint says it: a junior need not work out the word
    from the cards' marks (E■X■: type EX); Esc first with a word on the line. No ``word``
    (a joker swap, Ctrl+J): ``said`` alone."""
    if not word:
        return said
    return said[:-1] + f": {how_to_type(word, word_on_line)}."


def both(say: "Callable[[bool], Said]") -> "tuple[Said, Said | None]":
    """A hint worded by ``say(word_on_line)`` for an empty line and for one holding a word,
    the second None where it is the same (a hint that tells nothing to type)."""
    plain, over = say(False), say(True)
    return plain, (None if over == plain else over)


def for_the_line(plain: Wording, over_a_word: "Wording | None", word_on_line: bool) -> Wording:
    """The wording of ``both`` to show: ``over_a_word`` when the line holds a word and it
    differs (the shared keyboard and a seat pick alike, by the line as the hint is shown)."""
    return over_a_word if word_on_line and over_a_word is not None else plain
