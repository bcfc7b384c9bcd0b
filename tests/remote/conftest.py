"""For every remote test: a seat's notes about its screens outlast the test, and a seat that
has not reached its host never says what to check by itself (test_seat_not_reached.py does,
on a fake clock)."""

from __future__ import annotations

import math

import pytest

# Longer than any test: a note's real life (10 or 30 seconds) ran out on a busy machine
# before a test looked at it (the help opened after the note had gone).
NOTES_LAST_SECONDS = 3600


@pytest.fixture(autouse=True)
def notes_outlast_the_test(monkeypatch) -> None:
    monkeypatch.setattr("wordcards.remote.seat.screen_notes.SCREENS_NOTE_SECONDS", NOTES_LAST_SECONDS)
    monkeypatch.setattr("wordcards.remote.seat.screen_notes.CLOSED_NOTE_SECONDS", NOTES_LAST_SECONDS)


@pytest.fixture(autouse=True)
def no_advice_on_a_slow_test(monkeypatch) -> None:
    """A seat not yet reached its host says what to check after ADVICE_AFTER (20 s) of failed
    tries: a seat test with no host (NO_HOST) that took that long on a busy machine would
    find CHECK_THE_LINK on its message line, and "Still cannot reach" on its status line."""
    monkeypatch.setattr("wordcards.remote.seat.connection.ADVICE_AFTER", math.inf)
