"""Plain-English lists for the engine's messages, below every module that writes one (the
play checks and the descriptions both list taken letters)."""

from __future__ import annotations

from collections import Counter
from typing import Sequence, TypeVar

T = TypeVar("T", bound=str)


def and_list(items: list[str]) -> str:
    """``["O"]`` -> ``O``; ``["O", "T", "S"]`` -> ``O, T and S``."""
    return "".join(and_list_parts(items))


def and_list_parts(items: Sequence[T]) -> list[T | str]:
    """``and_list``'s pieces in order, the items kept as they are (a log line's letters
    keep their jokers: log_line.letters_named): ``["O", ", ", "T", " and ", "S"]``."""
    parts: list[T | str] = []
    for at, item in enumerate(items):
        if at:
            parts.append(" and " if at == len(items) - 1 else ", ")
        parts.append(item)
    return parts


def who_won(names: list[str]) -> str:
    """``["Ann"]`` -> ``Ann wins``; ``["Ann", "Bob"]`` -> ``Ann and Bob share the win``."""
    return f"{and_list(names)} {'wins' if len(names) == 1 else 'share the win'}"


def counted(count: int, noun: str) -> str:
    """``1, "point"`` -> ``1 point``; ``2, "point"`` -> ``2 points`` (a count agrees with its noun)."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def letters_list(letters: str) -> str:
    """``EI`` -> ``E and I``; ``EIS`` -> ``E, I and S`` (taken letters never run together)."""
    return and_list(list(letters.upper()))


NUMBERS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(count: int) -> str:
    """``2`` -> ``two``; past ten in digits."""
    return NUMBERS[count - 1] if 1 <= count <= len(NUMBERS) else str(count)


def times(count: int) -> str:
    """``2`` -> ``twice``, ``4`` -> ``four times``."""
    return "twice" if count == 2 else f"{number_word(count)} times"


ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def _another(number: int) -> str:
    """``2`` -> ``a second``, ``8`` -> ``an eighth``."""
    word = ORDINALS[number - 1] if number <= len(ORDINALS) else f"{number}th"
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def lacking_letters(need: Counter[str], have: Counter[str]) -> str:
    """The letters of ``need`` that ``have`` lacks, in ``need``'s order, counted past the
    ones held, those not held at all first: ``KIWI`` with K, I held -> ``a second I``;
    ``EEL`` with none -> ``E twice and L``; ``SHRIMPS`` with an S -> ``H, R, I, P and a second S``
    ("you lack I for KIWI" to a player holding an I read as a mistake; "a second S, H, R"
    as a second of each; "Z, O and O" for ZOO read as a list to check, not a count; "two As",
    "two Is", "two Us" read as words)."""
    plain: list[str] = []
    more: list[str] = []
    for letter, count in need.items():
        held = min(have[letter], count)
        if held == 0:
            plain.append(letter if count == 1 else f"{letter} {times(count)}")
        elif held < count:
            more.append(f"{and_list([_another(number) for number in range(held + 1, count + 1)])} {letter}")
    return and_list(plain + more)


def jokers_cover(need: Counter[str], have: Counter[str], jokers: int) -> str:
    """What the jokers held do for the letters lacking, to follow "you lack ... for WORD"
    where they cannot cover them all: `` (your joker can stand for one of them)``, or
    nothing with no joker (a player holding one read the list as the joker forgotten)."""
    if jokers <= 0:
        return ""
    yours = "your joker" if jokers == 1 else f"your {number_word(jokers)} jokers"
    return f" ({yours} can stand for {number_word(min(jokers, sum((need - have).values())))} of them)"
