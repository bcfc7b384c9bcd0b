"""Plain-English lists for the engine's messages, below every module that writes one (the
play checks and the descriptions both list taken letters)."""

from __future__ import annotations


def and_list(items: list[str]) -> str:
    """``["O"]`` -> ``O``; ``["O", "T", "S"]`` -> ``O, T and S``."""
    return items[0] if len(items) < 2 else f"{', '.join(items[:-1])} and {items[-1]}"


def who_won(names: list[str]) -> str:
    """``["Ann"]`` -> ``Ann wins``; ``["Ann", "Bob"]`` -> ``Ann and Bob share the win``."""
    return f"{and_list(names)} {'wins' if len(names) == 1 else 'share the win'}"


def counted(count: int, noun: str) -> str:
    """``1, "point"`` -> ``1 point``; ``2, "point"`` -> ``2 points`` (a count agrees with its noun)."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def letters_list(letters: str) -> str:
    """``EI`` -> ``E and I``; ``EIS`` -> ``E, I and S`` (taken letters never run together)."""
    return and_list(list(letters.upper()))
