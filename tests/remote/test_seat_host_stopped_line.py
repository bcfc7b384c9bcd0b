"""A seat's top line while its host is stopped: cut at 70 columns with no ellipsis ("The
host has stopped; the game is saved. Waiting for it to start"), it says in a shorter form
where the whole does not fit that the game is saved and the seat waits, fitted as the
other top lines are, and fitted again as the terminal is resized."""

from __future__ import annotations

import asyncio

import pytest
from remote_support import as_received, seat_app_alone, shared_words
from rich.cells import cell_len
from textual.widgets import Static

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.seat.app import STOPPED, STOPPED_NARROW
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset


def _in_play() -> dict:
    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), 3)
    return as_received(HostTable(game, ["a" * 22, "b" * 22]), 0)


def _shown(app) -> tuple[str, int]:
    """The top line's text and the columns it has to be drawn in."""
    status = app.query_one("#status", Static)
    return str(status.render()), status.content_region.width


async def _stopped_at(width: int, then: int | None = None) -> tuple[str, int]:
    async with seat_app_alone((width, 30), trying=False) as (app, pilot, _):
        await app.show(_in_play())
        app.lost(stopped=True)
        await pilot.pause()
        if then is not None:
            await pilot.resize_terminal(then, 30)
            await pilot.pause()
        return _shown(app)


@pytest.mark.parametrize("width", [64, 66, 70, 72, 74, 75, 80, 100])
def test_the_host_stopped_line_is_whole_at_every_width(width):
    text, columns = asyncio.run(_stopped_at(width))
    assert cell_len(text) <= columns, f"cut at {width} columns: {text!r}"
    assert text == (STOPPED if cell_len(STOPPED) <= columns else STOPPED_NARROW)
    assert "saved" in text and "Waiting for it" in text


def test_the_host_stopped_line_is_fitted_again_as_the_terminal_is_resized():
    assert asyncio.run(_stopped_at(100, then=70))[0] == STOPPED_NARROW
    assert asyncio.run(_stopped_at(70, then=100))[0] == STOPPED
