"""For every test: the user's settings (light or dark, settings.py) are a temporary
folder's, never read from nor written to the real config folder; no grace for keys after
a hand-off or a score is drawn."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def config_home(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    return folder


@pytest.fixture(autouse=True)
def no_grace_after_a_screen_is_drawn(monkeypatch) -> None:
    """A hand-off or a score acts on an Enter pressed as soon as it is drawn: tests press
    keys at once, never waiting out the grace (typed_ahead.py; one test sets a fake clock)."""
    monkeypatch.setattr("wordcards.app.screens.typed_ahead.GRACE_AFTER_DRAWN", 0)
