"""R8 on a remote seat: once the host holds a timed match's time-up (the hand ended past the
match's minutes), the seat says what the shared keyboard's score screen says ("The match's
time is up: Enter ends it.", Enter named "End the match"), and once any seat has ended it,
every seat shows the final result at once. The seat said "Next hand", and kept the hand's
breakdown without a winner until Esc and Ctrl+S. The clock is faked; the host is a table
in the test (its states as a seat receives them)."""

from __future__ import annotations

import asyncio

import pytest
from remote_support import as_received, footer_keys, footer_shown, showing_seat
from test_host_time_up import FakeClock, one_minute_match
from test_seat_app import until
from test_seat_score import plain
from textual.widgets import Static

from wordcards.app.ending import END_THE_MATCH, TIME_UP_LINE
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.app.widgets.rummy.score import score_statics
from wordcards.engine.rummy import TimeUp
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat_app import SeatScoreScreen
from wordcards.remote.table import HostTable


def hand_over(seconds: int) -> HostTable:
    """A one-minute advanced match whose hand 1 Ann ends ``seconds`` after the deal."""
    clock = FakeClock()
    table = HostTable(one_minute_match(clock), ["ann", "bob"])
    clock.now += seconds
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})  # her last card: the hand is over (R6)
    return table


def breakdown(app) -> str:
    """The breakdown on the seat's screen ("" before it is composed)."""
    bodies = app.screen.query("#score-body")
    return plain(bodies.first().query(Static)) if bodies else ""


@pytest.mark.parametrize("at_the_table", [False, True])
def test_R8_a_seat_says_enter_ends_the_match_and_shows_the_result_once_it_is_ended(at_the_table):
    """Bob's seat, on the breakdown or back at the table (Esc); Ann's seat ends the match."""
    table = hand_over(90)
    assert table.ending == TimeUp(90)

    async def watch():
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            shown = breakdown(app)
            view = table.game.view(1)
            assert shown == plain(score_statics(view, app.current_theme.dark, time_up=True))  # the keyboard's own
            assert TIME_UP_LINE in shown and "Next:" not in shown
            await until(pilot, lambda: footer_shown(app).get(END_THE_MATCH) == "enter", "Enter named End the match")
            assert "Next hand" not in footer_keys(app)
            assert app.status_line(app.state).plain.endswith(TIME_UP_LINE)  # the line drawn once connected
            if at_the_table:
                await pilot.press("escape")
                await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
                await pilot.press("q")  # a letter between hands says what comes
                await until(pilot, lambda: str(app.query_one(MessageLine).render()) == TIME_UP_LINE, "why nothing is typed")
            await pilot.press("enter")
            await until(pilot, lambda: sent, "Enter sent")
            assert list(sent) == [{"type": "key", "key": SeatKey.NEXT_HAND}]
            assert table.intent(0, sent[0]) and table.game.is_over  # as if Ann had pressed it
            await app.show(as_received(table, 1))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen) and "the match is over" in breakdown(app), "the result")
            final = table.game.view(1)
            assert breakdown(app) == plain(score_statics(final, app.current_theme.dark))
            assert TIME_UP_LINE not in breakdown(app) and "share the win" in breakdown(app)
            assert len([screen for screen in app.screen_stack if isinstance(screen, SeatScoreScreen)]) == 1

    asyncio.run(watch())

