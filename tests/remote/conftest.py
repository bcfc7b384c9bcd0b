"""For every remote test: a seat's notes about its screens outlast the test."""

from __future__ import annotations

import pytest

# Longer than any test: a note's real life (10 or 30 seconds) ran out on a busy machine
# before a test looked at it (the help opened after the note had gone).
NOTES_LAST_SECONDS = 3600


@pytest.fixture(autouse=True)
def notes_outlast_the_test(monkeypatch) -> None:
    monkeypatch.setattr("wordcards.remote.seat.screen_notes.SCREENS_NOTE_SECONDS", NOTES_LAST_SECONDS)
    monkeypatch.setattr("wordcards.remote.seat.screen_notes.CLOSED_NOTE_SECONDS", NOTES_LAST_SECONDS)
