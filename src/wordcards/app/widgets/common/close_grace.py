"""The grace after the rules or help over the word line were closed by one of their close
keys: the same press again (Esc Esc, Enter Enter) is a double press, never a key of the
turn; it cleared the word, or played it unseen."""

from __future__ import annotations

import time
from dataclasses import dataclass

GRACE_AFTER_CLOSE = 0.4  # seconds, as the hand-off's GRACE_AFTER_DRAWN: a double press ends within it

# The grace is read on time.monotonic through this module, so that a test can move the clock.


@dataclass(frozen=True)
class ClosedByAKey:
    """The key that closed the screen, and when its grace ends. Only that key again is the
    double press: Esc then Q typed fast is a word begun, not a second Esc."""

    key: str
    grace_ends: float

    @classmethod
    def now(cls, key: str) -> ClosedByAKey:
        return cls(key, time.monotonic() + GRACE_AFTER_CLOSE)

    def drops(self, key: str) -> bool:
        """Whether ``key``, reaching the line now, is the double press's second key."""
        return key == self.key and time.monotonic() < self.grace_ends
