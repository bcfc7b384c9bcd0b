"""What tools/fuzz_keys.py --remote found on a seat: each test does, deterministically,
what the fuzzer's events did by chance."""

from __future__ import annotations

import asyncio

from remote_support import NO_HOST
from drivers import ForwardedEvents, keys
from test_seat_app import until
from textual import events
from textual.widgets import Static

from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.score_screen import SeatScoreScreen


def test_f2_as_the_breakdown_opens_draws_it_in_the_new_colours():
    """Fuzz seed 3021 (a seat at the end of a Shuffle game, F2 held down as the breakdown
    opened): the breakdown was drawn again in the new colours before its screen was mounted,
    its body not there yet: NoMatches '#score-body', a crash."""

    async def look() -> list[str]:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = SeatScoreScreen([Static("dark colours")], 1)
            app.push_screen(screen)
            await screen.show_statics([Static("light colours")])  # F2, the screen not yet mounted
            await until(pilot, lambda: screen.is_mounted, "the breakdown mounted")
            await pilot.pause()
            return [str(static.content) for static in screen.query_one("#score-body").query(Static)]

    assert asyncio.run(look()) == ["light colours"]


def test_f2_on_a_breakdown_just_closed_does_nothing():
    """Fuzz seed 3038 (F2 held down on a seat at the end of a Shuffle game): the breakdown
    was drawn again in the new colours after its screen had been closed, its body gone:
    NoMatches '#score-body', a crash."""

    async def close_then_f2() -> None:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            screen = SeatScoreScreen([Static("dark colours")], 1)
            app.push_screen(screen)
            await until(pilot, lambda: screen.is_mounted, "the breakdown mounted")
            app.pop_screen()  # Esc: back to the table
            await until(pilot, lambda: not screen.is_attached, "the breakdown closed")
            await screen.show_statics([Static("light colours")])  # F2, as it closes

    asyncio.run(close_then_f2())


def test_a_key_still_queued_as_the_seat_closes_is_dropped():
    """Fuzz seed 3038: F2 held down as the seat app closed. A key handled once its screens
    were gone asked for the screen: ScreenStackError, a traceback on the way out."""

    bubbled = ForwardedEvents()

    async def close() -> SeatApp:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24), message_hook=bubbled.catch) as pilot:
            await keys(app, pilot, "f12")  # bound to nothing: forwarded to the word entry
        return app

    app = asyncio.run(close())
    assert not app.screen_stack
    app.on_paste(events.Paste("a"))  # no screen: dropped
    # A key comes to the app as it bubbles up from a widget (forwarded): the app's handlers
    # then run in turn, ours and Textual's, whose bindings asked for the screen.
    asyncio.run(app.on_event(bubbled.first(events.Key)))
    asyncio.run(app.on_event(events.Key("a", "a")))  # straight from the terminal: dropped too


def test_the_word_lines_news_still_on_its_way_as_the_seat_closes_is_dropped():
    """Fuzz --remote seed 6225 (round 5: a paste on a seat whose host had gone, as the seat
    closed): the word line's "not now" reached the app once its widgets were gone, and
    saying why asked for the message line: NoMatches 'MessageLine', a traceback on the way
    out. The same for a word refused or sent just then."""
    from remote_support import showing_seat
    from test_seat_typing import ann_to_play

    from wordcards.app.widgets.common.entry import WordEntry

    state = ann_to_play()

    async def close() -> tuple[SeatApp, WordEntry]:
        async with showing_seat(state) as (app, pilot, sent):
            entry = app.query_one(WordEntry)
        return app, entry

    app, entry = asyncio.run(close())
    assert not app.is_running
    app.on_word_entry_not_now(WordEntry.NotNow(entry))  # the host gone (no client): "not connected"
    app.on_word_entry_refused(WordEntry.Refused(entry, "a word is made of letters"))
    app.message_stale()
    asyncio.run(app.on_seat_app_word_for_host(SeatApp.WordForHost("at", "word-1")))


def test_a_key_no_letter_reaching_the_word_line_as_the_seat_closes_is_dropped():
    """Review of h49: a key no letter (F5, -) still queued for the word line once the seat's
    screens were gone asked them for its bindings (is it one the line leaves out, does a
    binding act on it): NoScreen or ScreenStackError, a traceback on the way out."""
    from remote_support import showing_seat
    from test_seat_typing import ann_to_play

    from wordcards.app.widgets.common.entry import WordEntry

    state = ann_to_play()

    async def close_then_type(key: events.Key) -> bool:
        async with showing_seat(state) as (app, pilot, sent):
            entry = app.query_one(WordEntry)
            await entry.remove()  # its screen gone from under it, as the seat closes
            assert not entry.is_attached
            entry.on_key(key)
        return key.is_forwarded

    for key in (events.Key("f5", None), events.Key("minus", "-")):
        asyncio.run(close_then_type(key))
