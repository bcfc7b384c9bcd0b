"""Typed errors: bad syntax is not the same thing as an illegal play."""

from __future__ import annotations

from dataclasses import dataclass, field


class NotationError(ValueError):
    """The text of a play cannot be read (bad syntax), whatever the position."""


@dataclass(frozen=True)
class Refusal:
    """Why a play is not allowed: the ruling it breaks and a message for the player."""

    rule: str  # a ruling id such as "S8", or "turn" for out-of-turn/phase problems
    message: str  # e.g. "STAR is not a word" - says which word and why
    # The word refused as not in the word list (S11, R10), so that a save that no longer
    # replays can say which house line took it out; None for every other refusal.
    word: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return self.message


class IllegalPlay(Exception):
    """Raised by ``apply`` for a play that ``check`` refuses. The state is unchanged."""

    def __init__(self, refusal: Refusal):
        self.refusal = refusal
        super().__init__(refusal.message)


class SaveError(ValueError):
    """A saved game that cannot be loaded: corrupt, too new, or its actions do not replay."""
