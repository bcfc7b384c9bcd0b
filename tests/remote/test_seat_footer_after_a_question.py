"""A seat's footer, as a question or another screen closes over one of its screens, shows
that screen's keys from the first frame drawn (as tests/app/test_footer_after_a_question.py
checks at the shared keyboard): under the question it holds only the keys that still act
(Leave), and the screen was drawn with that footer until the bindings' refresh caught up a
frame or two later. The footer sees to it itself (FittedFooter), on every screen that has one."""

from __future__ import annotations

import asyncio

import pytest
from remote_support import as_received, footer_shown, hand_over, seat_on_the_breakdown, settle, showing_seat
from test_rummy_discard import match_in_play
from test_seat_app import until

from drivers import footers_as_resumed
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.app.screens.footer_keys import FittedFooter
from wordcards.remote.away import SeatHelpScreen
from wordcards.remote.table import HostTable


def test_a_seats_footer_as_the_discard_question_closes_shows_the_tables_keys():
    table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})  # "Discard X■ (blue)?"
    state = as_received(table, 0)

    async def look() -> None:
        async with showing_seat(state, size=(100, 30)) as (app, pilot, _):
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the discard question")
            the_table = app.screen_stack[0]
            on_resume = footers_as_resumed(the_table)  # its footer once it has taken its resume, before it is drawn
            the_table.refresh_bindings()  # as a state from the host does: the table's footer composed under the question
            await settle(app, pilot)
            assert the_table.query_one(FittedFooter).composed_under_another  # with Leave alone
            await pilot.press("escape")  # Keep playing
            await until(pilot, lambda: app.screen is the_table, "the table")
            assert on_resume == [["Leave", "Help", "Rules", "Light/dark"]]  # none: the table was drawn with Leave alone

    asyncio.run(look())


@pytest.mark.parametrize("then_w", [False, True], ids=["breakdown", "review"])
def test_a_seats_footer_as_the_help_closes_over_its_breakdown_or_review_shows_its_keys(then_w):
    """The breakdown between rummy hands, and "What could I have played?" opened from it:
    the help (a question's kind of screen: only Leave and Enter act under it) closes, and the
    screen's footer, composed under the help, showed "^c Leave  ⏎ Next hand" alone until
    the bindings were refreshed again (a key, a state from the host)."""
    state = as_received(hand_over(), 0)

    async def look() -> None:
        async with seat_on_the_breakdown(state, then_w=then_w, size=(100, 30)) as (app, pilot, _):
            read = app.screen
            keys_shown = list(footer_shown(app))
            on_resume = footers_as_resumed(read)
            await pilot.press("question_mark")
            await until(pilot, lambda: isinstance(app.screen, SeatHelpScreen), "the help")
            read.refresh_bindings()  # as a state from the host does: its footer composed under the help
            await settle(app, pilot)
            assert read.query_one(FittedFooter).composed_under_another
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is read, "the screen read before the help")
            assert on_resume == [keys_shown]  # was the keys that act under the help (Leave, Next hand)

    asyncio.run(look())
