"""A seat's footer, as a question closes over its table, shows the table's keys from the
first frame drawn (as tests/app/test_footer_after_a_question.py checks at the shared
keyboard): under the question it holds only Leave, and the table was drawn with that
footer until the bindings' refresh caught up a frame or two later."""

from __future__ import annotations

import asyncio
import inspect

from remote_support import as_received, footer_shown, settle, showing_seat
from test_rummy_discard import match_in_play
from test_seat_app import until

from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.screens.footer_keys import FittedFooter, FooterKeysAtOnce
from wordcards.remote.seat.app import SeatTableScreen
from wordcards.remote.table import HostTable


def test_a_seats_footer_as_the_discard_question_closes_shows_the_tables_keys(monkeypatch):
    table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})  # "Discard X■ (blue)?"
    state = as_received(table, 0)
    resumed = FooterKeysAtOnce.on_screen_resume
    on_resume: list[list[str]] = []  # the table's footer once it has taken its resume, before it is drawn

    async def watched(screen) -> None:
        done = resumed(screen)
        if inspect.isawaitable(done):
            await done
        if isinstance(screen, SeatTableScreen):
            on_resume.append(list(footer_shown(screen.app)))

    monkeypatch.setattr(FooterKeysAtOnce, "on_screen_resume", watched)

    async def look() -> None:
        async with showing_seat(state, size=(100, 30)) as (app, pilot, _):
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the discard question")
            app.screen_stack[0].refresh_bindings()  # as a state from the host does: the table's footer composed under the question
            await settle(app, pilot)
            under_the_question = app.screen_stack[0].query_one(FittedFooter)
            assert under_the_question.composed_under_another  # with Leave alone
            on_resume.clear()
            await pilot.press("escape")  # Keep playing
            await until(pilot, lambda: app.screen is app.screen_stack[0], "the table")
            assert on_resume == [["Leave", "Help", "Rules", "Light/dark"]]  # none: the table was drawn with Leave alone

    asyncio.run(look())
