"""A log line that knows which of its letters are jokers (S9).

The log is text (``Game.log``, one str a line; a save keeps the actions, never the log),
and a joker is its letter in lower case, which a reader of the text cannot tell from the
log's own words (a junior's Ab, cAt, a joker taken alone: "took E and U"). So the lines the
engine builds from its cards say where their jokers are: a ``LogLine`` is the line's text
(a str, equal to it, copied and pasted as it) with the places of its joker letters. Screens
mark exactly those; any other line (a note, a rummy line, a name) has none.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from wordcards.engine.wording import and_list_parts


class LogLine(str):
    """``text`` with ``jokers``: the places (0-based) of the letters in it that are jokers."""

    jokers: tuple[int, ...]

    def __new__(cls, text: str = "", jokers: Iterable[int] = ()) -> LogLine:
        line = super().__new__(cls, text)
        places = tuple(sorted(set(jokers)))
        if any(isinstance(at, bool) or not isinstance(at, int) or not 0 <= at < len(line) for at in places):
            raise ValueError(f"joker places {places} are not places in a line of {len(line)} characters")
        not_letters = [at for at in places if not line[at].isalpha()]
        if not_letters:  # a joker is a card's letter: a mark on a space or a comma marks nothing a player holds
            raise ValueError(f"joker places {not_letters} of {line!r} are not letters")
        line.jokers = places
        return line

    def __reduce__(self) -> tuple[type[LogLine], tuple[str, tuple[int, ...]]]:  # a copy (pickled: a review's worker) keeps its jokers
        return (LogLine, (str(self), self.jokers))


def jokers_in(line: str) -> tuple[int, ...]:
    """The places of ``line``'s jokers: none in a line that is not a ``LogLine``."""
    return line.jokers if isinstance(line, LogLine) else ()


def joined(*parts: str) -> LogLine:
    """``parts`` one after the other, each ``LogLine``'s jokers kept in their new places."""
    text, jokers = "", []
    for part in parts:
        jokers += [len(text) + at for at in jokers_in(part)]
        text += part
    return LogLine(text, jokers)


def table_word(display: str) -> LogLine:
    """A word of the table as its display writes it (``TableWord.display``): its lower-case
    letters are exactly its jokers."""
    return LogLine(display, [at for at, letter in enumerate(display) if letter.islower()])


def letters_named(symbols: str) -> LogLine:
    """Cards' letters listed (``wording.letters_list``: ``E, Q and U``), a joker's (lower
    case in ``symbols``) written in capitals as the list writes every letter, and marked."""
    letters = [symbol if symbol.isupper() else LogLine(symbol.upper(), [0]) for symbol in symbols]
    return joined(*and_list_parts(letters))


def joined_by(separator: str, parts: Sequence[str]) -> LogLine:
    """``parts`` with ``separator`` between each two, their jokers kept (``joined``)."""
    return joined(*(piece for at, part in enumerate(parts) for piece in ((separator, part) if at else (part,))))


def after(line: str, start: int) -> str:
    """``line`` from ``start`` on, its jokers there kept (a hint's words after the words to
    type, which are reworded: hint_typing)."""
    return LogLine(line[start:], [at - start for at in jokers_in(line) if at >= start])


def first(line: str, length: int) -> str:
    """The first ``length`` characters of ``line``, its jokers among them kept (a line
    shortened at its end for players: flow.said_plainly)."""
    jokers = jokers_in(line)
    if not jokers:
        return line[:length]
    return LogLine(line[:length], [at for at in jokers if at < length])
