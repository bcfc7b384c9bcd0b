"""R8 on a remote seat: once the host holds a timed match's time-up (the hand ended past the
match's minutes), the seat says what the shared keyboard's score screen says ("The match's
time is up: Enter ends it.", Enter named "End the match"), and once any seat has ended it,
every seat shows the final result at once. The seat said "Next hand", and kept the hand's
breakdown without a winner until Esc and Ctrl+S. The clock is faked; the host is a table
in the test (its states as a seat receives them)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest
from remote_support import FakeClock, as_received, footer_keys, footer_shown, seat_app_alone, showing_seat
from test_host_time_up import one_minute_match
from test_rummy_discard import match_in_play
from test_seat_app import until
from test_seat_as_at_the_table import shown_alone
from test_seat_score import as_the_keyboards_final, plain
from textual.widgets import Static

from wordcards.app.ending import END_THE_MATCH, TIME_UP_LINE
from wordcards.app.screens.rummy_score import RummyScoreScreen
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.rummy.score import score_statics
from wordcards.engine.rummy import TimeUp
from wordcards.remote.seat import clock as seat_clock
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.game_parts import seat_part
from wordcards.remote.host_intents import Tell
from wordcards.remote.table import HostTable


def hand_over(seconds: int, clock: FakeClock | None = None) -> HostTable:
    """A one-minute advanced match whose hand 1 Ann ends ``seconds`` after the deal."""
    clock = clock or FakeClock()
    table = HostTable(one_minute_match(clock), ["ann", "bob"])
    clock.now += seconds
    table.receive(0, {"type": "word", "word": "x"})
    table.receive(0, {"type": "choice", "index": 0})  # her last card: the hand is over (R6)
    return table


def breakdown(app) -> str:
    """The breakdown on the seat's screen ("" before it is composed)."""
    bodies = app.screen.query("#score-body")
    return plain(bodies.first().query(Static)) if bodies else ""


@pytest.mark.parametrize("at_the_table", [False, True])
def test_R8_a_seat_says_enter_ends_the_match_and_shows_the_result_once_it_is_ended(at_the_table):
    """Bob's seat, on the breakdown or back at the table (Esc); Ann's seat ends the match."""
    table = hand_over(90)
    assert table.in_play.ending == TimeUp(90)

    async def watch():
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            shown = breakdown(app)
            view = table.game.view(1)
            assert shown == plain(score_statics(view, app.current_theme.dark, time_up=True, colours=table.game.rules.colours, longest_word=table.game.rules.longest_word(2)))  # the keyboard's own
            assert TIME_UP_LINE in shown and "Next:" not in shown
            await until(pilot, lambda: footer_shown(app).get(END_THE_MATCH) == "enter", "Enter named End the match")
            assert "Next hand" not in footer_keys(app)
            # The line drawn once connected; at 80 columns the news comes first (the match's
            # line leaves it too little room after it).
            assert app.panels.status_line(app.state).plain.startswith(TIME_UP_LINE)
            if at_the_table:
                await pilot.press("escape")
                await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
                await pilot.press("q")  # a letter between hands is kept for the next hand
                assert app.query_one(WordEntry).value == "Q"
            await pilot.press("enter")
            await until(pilot, lambda: sent, "Enter sent")
            if at_the_table:  # Enter ends the match, as its footer says: the word stays, never sent
                assert app.query_one(WordEntry).value == "Q"
            assert list(sent) == [{"type": "key", "key": SeatKey.NEXT_HAND, "actions": len(table.game.actions)}]
            assert table.receive(0, sent[0]) is Tell.EVERY_SEAT and table.game.is_over  # as if Ann had pressed it
            await app.show(as_received(table, 1))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen) and "the match is over" in breakdown(app), "the result")
            final = table.game.view(1)
            keyboards = score_statics(final, app.current_theme.dark, colours=table.game.rules.colours, longest_word=table.game.rules.longest_word(2))
            assert breakdown(app) == plain(as_the_keyboards_final(keyboards, table.game, RummyScoreScreen.HEADLINES))
            assert TIME_UP_LINE not in breakdown(app) and "share the win" in breakdown(app)
            assert len([screen for screen in app.screen_stack if isinstance(screen, SeatScoreScreen)]) == 1

    asyncio.run(watch())



@pytest.mark.parametrize("at_the_table", [False, True])
def test_R8_time_running_out_as_the_scores_are_read_makes_the_seats_enter_end_the_match(monkeypatch, at_the_table):
    """Hand 1 ends with half the minute left: no time-up is held, and the host sends nothing
    when the minute runs out. The seat said "0:00 left" beside "Enter deals the next one."
    and a "Next hand" key, and its Enter ended the match. Its own clock, run on, says so."""
    clock = FakeClock()  # the host's and the seat's
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = hand_over(30, clock)
    assert table.in_play.ending is None

    async def watch():
        async with seat_app_alone(trying=False) as (app, pilot, sent):
            await shown_alone(app, pilot, as_received(table, 1))  # no "Cannot reach the host": the host is there
            app.refresh_bindings()
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            await until(pilot, lambda: footer_shown(app).get("Next hand") == "enter", "Enter named Next hand")
            assert TIME_UP_LINE not in breakdown(app)
            if at_the_table:
                await pilot.press("escape")
                await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
            clock.now += 31  # the minute runs out while the scores are read
            await until(pilot, lambda: footer_shown(app).get(END_THE_MATCH) == "enter", "Enter named End the match")
            assert "Next hand" not in footer_keys(app)
            assert app.panels.status_line(app.state).plain.startswith(TIME_UP_LINE)
            if at_the_table:
                assert not isinstance(app.screen, SeatScoreScreen)  # closed with Esc, it stays closed
            else:
                view = table.game.view(1)
                await until(pilot, lambda: TIME_UP_LINE in breakdown(app), "the breakdown says so")
                assert breakdown(app) == plain(score_statics(view, app.current_theme.dark, time_up=True, colours=table.game.rules.colours, longest_word=table.game.rules.longest_word(2)))
            await pilot.press("enter")
            await until(pilot, lambda: sent, "Enter sent")
            assert table.receive(1, sent[0]) is Tell.EVERY_SEAT and table.game.is_over  # the host's Enter ends it too
            assert table.game.actions[-1] == TimeUp(61)

    asyncio.run(watch())


def test_R8_a_seats_clock_stands_while_the_host_is_away(monkeypatch):
    """The seat's clock ran on while the host could not be reached, then jumped back when the
    host, resumed, counted on from its saved time; and it wrote over the line saying so."""
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    lost = "The connection to the host was lost; trying again..."

    async def watch() -> str:
        async with seat_app_alone(trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", variant="advanced", minutes=5), ["ann", "bob"]), 0))
            assert "5:00 left" in app.panels.status_line(app.state).plain
            app.show_status(lost, error=True)  # as when the connection drops; the seat's next one is made
            clock.now += 8
            app._tick()
            return str(app.query_one("#status", Static).render())

    assert asyncio.run(watch()) == lost


def test_R8_a_seats_clock_stands_while_the_host_is_away_when_the_screen_is_resized(monkeypatch):
    """A resize draws the status line again: while the host was away its clock ran on (here
    past the match's minute, so it said the time was up and Enter ended the match), then
    jumped back to the host's saved time when the host was back."""
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = hand_over(30, clock)  # half the minute left as the scores are read

    async def watch() -> None:
        async with seat_app_alone(trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(table, 1))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            app.show_status("The connection to the host was lost; trying again...", error=True)
            clock.now += 31  # the host's clock stands meanwhile, at 0:30 left
            await pilot.resize_terminal(100, 30)
            await until(pilot, lambda: app.size.width == 100, "resized")
            status = str(app.query_one("#status", Static).render())
            assert "Enter deals the next one." in status and TIME_UP_LINE not in status
            app._tick()  # works out again whether the time is up: the clock stands still
            assert not app.clock.time_up

    asyncio.run(watch())


def test_R8_a_resize_just_after_the_time_ran_out_says_so(monkeypatch):
    """A resize draws the status line with the clock run on to now: its time-up must be worked
    out with it (it was kept from the last tick, and the line said "0:00 left" beside "Enter
    deals the next one." for up to a second)."""
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    monkeypatch.setattr(SeatApp, "_tick", lambda app: None)  # the resize alone works it out
    table = hand_over(30, clock)  # half the minute left as the scores are read

    async def watch() -> None:
        async with seat_app_alone(trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(table, 1))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            clock.now += 31  # the time runs out, the host here
            await pilot.resize_terminal(100, 30)
            await until(pilot, lambda: app.size.width == 100, "resized")
            status = str(app.query_one("#status", Static).render())
            assert app.clock.time_up and "Enter deals the next one." not in status

    asyncio.run(watch())


def test_R8_a_seats_breakdown_saying_time_up_is_not_drawn_again_each_second(monkeypatch):
    """A breakdown already saying the time is up, while the seat's clock says it is not (a
    host resumed at an earlier saved time), was drawn again at every tick of the clock."""
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = hand_over(30, clock)
    redrawn: list[object] = []

    async def watch() -> None:
        async with seat_app_alone(trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(table, 1))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")

            async def time_ran_out(state: object) -> None:
                redrawn.append(state)

            monkeypatch.setattr(app.scores, "_time_ran_out", time_ran_out)
            app.scores._scored = (*app.scores._scored[:2], True)
            app._tick()
            app._tick()
            await pilot.pause()

    asyncio.run(watch())
    assert redrawn == []


def test_R8_past_the_time_a_seats_line_says_the_hand_in_play_is_the_last(monkeypatch):
    """As the shared keyboard's top line says it (one function, panels.time_left): "0:00 left"
    stood for the rest of the hand. Said whole at 80 columns."""
    from wordcards.app.widgets.rummy.panels import TIME_UP_LAST_HAND

    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = HostTable(one_minute_match(clock), ["ann", "bob"])

    async def watch() -> str:
        async with seat_app_alone(trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(table, 1))
            assert "1:00 left" in app.panels.status_line(app.state).plain
            clock.now += 70  # Ann thinks past the minute: the hand goes on
            app._tick()
            return str(app.query_one("#status", Static).render())

    line = asyncio.run(watch())
    assert TIME_UP_LAST_HAND in line and "0:00" not in line


def test_R8_a_seats_breakdown_says_the_time_left_as_it_runs(monkeypatch):
    """As the shared keyboard's score screen: "Next: hand 2 · 0:30 left.", ticking."""
    clock = FakeClock()
    monkeypatch.setattr(seat_clock, "time", SimpleNamespace(monotonic=clock))
    table = hand_over(30, clock)

    async def watch() -> None:
        async with seat_app_alone(trying=False) as (app, pilot, _):
            await shown_alone(app, pilot, as_received(table, 1))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            assert "Next: hand 2 · 0:30 left." in breakdown(app)
            clock.now += 10
            app._tick()
            await until(pilot, lambda: "Next: hand 2 · 0:20 left." in breakdown(app), "the time left ticking")

    asyncio.run(watch())


def test_R8_a_seat_asked_whether_the_time_is_up_before_it_knows_the_game_says_no():
    """SeatClock worked out of a state with no game's part known says no clock ran out. The
    app sets the part before the state now, and the footer reads the kept answer; asked of the
    seat's app as a reconnect's refresh ran, before the part was set, it raised AttributeError
    on a CI run (a55d873): kept as the clock's own guard."""

    async def ask() -> bool:
        async with seat_app_alone() as (app, _, _sent):
            assert app.part is None
            app.clock.work_out_time_up(app.part, as_received(hand_over(30), 0), host_away=False)
            return app.clock.time_up

    assert asyncio.run(ask()) is False


def test_R8_the_footer_reads_whether_the_time_is_up_and_runs_no_clock(monkeypatch):
    """The footer asks check_action of every key at every refresh, and Enter's three names
    each asked whether the time was up: the seat ran the match's clock three times a
    refresh. It is worked out as the clock moves (a state, a tick), and the footer reads it."""
    part = seat_part("rummy")
    clock_run = part.clock_run
    runs: list[float] = []

    def counted(view: object, seconds: float) -> object:
        runs.append(seconds)
        return clock_run(view, seconds)

    monkeypatch.setattr(part, "clock_run", counted)

    async def refresh() -> tuple[int, str]:
        async with showing_seat(as_received(hand_over(30), 1)) as (app, _pilot, _sent):
            runs.clear()
            shown = app.screen.active_bindings  # what the footer draws: every key asked
            enter = [b.binding.description for b in shown.values() if b.enabled and b.binding.key == "enter"]
            return len(runs), enter[0]

    assert asyncio.run(refresh()) == (0, "Next hand")


def test_R8_enter_on_a_word_kept_between_hands_with_the_time_up_and_the_host_away_promises_no_turn():
    """Between hands with the time up Enter ends the match: "Enter sends it on your turn"
    promised a turn that will not come."""
    table = hand_over(90)

    async def watch() -> str:
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
            app.lost()
            await pilot.press("q", "enter")
            await pilot.pause()
            assert app.clock.time_up and app.query_one(WordEntry).value == "Q" and not sent
            from wordcards.app.widgets.common.panels import MessageLine

            return str(app.query_one(MessageLine).content)

    said = asyncio.run(watch())
    assert said.startswith("Not connected to the host: Q is kept, not sent.")
    assert "Enter sends it" not in said
