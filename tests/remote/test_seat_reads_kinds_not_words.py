"""A seat acts on what the host's state says an answer is (its ``kind``) and on the view's
clock, never on the words it is shown: rewording the host's answers ("Looking for the best
play...", "Nothing done: your turn goes on.", "Nothing played.") or the clock's "3:00 left"
changes what the seat shows, not what it does."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from remote_support import FakeClock, as_received, seat_app_alone
from test_rummy_discard import match_in_play, said
from test_seat_app import until
from test_seat_as_at_the_table import shown_alone
from test_seat_hint import hint_looked_for, seat_waiting_for_its_hint
from test_seat_word_line import TYPED_AFRESH, said_after_a_letter_then_esc_over_the_discard_question, x_asked_about

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.rummy import panels
from wordcards.remote import table as host_table
from wordcards.remote.protocol import HINT_LOOKED_FOR, NOTHING_DONE
from wordcards.remote.seat import app as seat_app
from wordcards.remote.seat import clock as seat_clock
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable

SEAT_WAITS = f"{host_table.LOOKING} one moment."  # the seat's own words while its hint is looked for


def test_a_seat_waits_for_its_hint_by_the_answers_kind_whatever_the_host_words_it(monkeypatch):
    """The host words its search otherwise: the seat still knows its hint is looked for (a
    turn key says to wait, a lost connection says the hint may not come)."""
    monkeypatch.setattr(host_table, "LOOKING", "The host is thinking it over...")
    before, looking = hint_looked_for()
    assert looking["message"] == {"text": "The host is thinking it over...", "refusal": False, "kind": HINT_LOOKED_FOR}

    async def look():
        async with seat_waiting_for_its_hint(before, looking) as (app, pilot, sent, line):
            assert str(line.content) == "The host is thinking it over..."  # the host's words, shown as sent
            await pilot.press("ctrl+d")
            await pilot.pause()
            assert str(line.content) == SEAT_WAITS and len(sent) == 1
            app._offline()  # the host stopped before the hint came
            assert str(line.content).startswith(seat_app.HINT_LOST)

    asyncio.run(look())


def test_a_letter_over_a_question_is_told_by_the_answers_kind_whatever_the_host_words_it(monkeypatch):
    """The host words "nothing done" otherwise: a letter that closed the discard question
    still says what the shared keyboard says; Esc shows the host's words."""
    monkeypatch.setattr(host_table, "KEPT_PLAYING", "Carry on: it is still your turn.")
    assert said_after_a_letter_then_esc_over_the_discard_question() == "Carry on: it is still your turn."


def test_a_letter_over_a_list_is_told_by_the_answers_kind_whatever_the_host_words_it():
    """As above for a list (the colours of an X to discard), its "Nothing played." reworded."""
    table = HostTable(match_in_play("Xg Xb Qg", "Eg Ng Rb"), ["ann", "bob"])

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await x_asked_about(app, pilot, table, sent, "choice")
            table.seats[0].pending.cancelled = "Nothing was picked."
            await pilot.press("q")
            await until(pilot, lambda: sent, "the list closed")
            table.intent(0, sent[-1])
            assert state_message(table, 0)["message"]["kind"] == NOTHING_DONE
            sent.clear()
            await app.show(as_received(table, 0))
            await pilot.pause()
            assert app.query_one(WordEntry).value == "Q" and said(app) == TYPED_AFRESH

    asyncio.run(look())


def test_R8_a_standing_clock_says_whom_it_waits_for_whatever_the_words_of_its_time(monkeypatch):
    """The seat finds the time left on its line by the words its game drew from the view's
    clock, not by a pattern of them: reworded, the line still says whom the clock waits for."""
    monkeypatch.setattr(panels, "seconds_left_words", lambda left: f"{left // 60} min {left % 60:02d} s to go")
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=5), ["ann", "bob"], clock=clock)

    async def look() -> str:
        async with seat_app_alone((120, 30), trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(table, 0))
            return str(app.panels.status_line(app.state))

    assert asyncio.run(look()) == "Word Rummy · advanced · hand 1, 5 minutes · 5 min 00 s to go from when Bob joins   Your turn · meld, then discard"


def test_R8_a_seats_time_left_is_the_shared_keyboards_while_the_clock_runs_and_none_once_up():
    """One function says a running clock's time left for the keyboard's line (time_left) and
    the seat's (time_left_words): the seat's line finds its own words in it."""
    from dataclasses import replace

    from wordcards.engine.rummy.view import ClockView
    from wordcards.remote.seat.parts import rummy as remote_rummy

    view = match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=5).view(0)
    running = replace(view, clock=ClockView(limit_seconds=300, elapsed_seconds=55))
    assert remote_rummy.time_left_words(running) == panels.time_left(running) == "4:05 left"
    up = replace(view, clock=ClockView(limit_seconds=300, elapsed_seconds=300))
    assert remote_rummy.time_left_words(up) is None and panels.time_left(up) == panels.TIME_UP_LAST_HAND
    assert remote_rummy.time_left_words(replace(view, clock=None)) is None
