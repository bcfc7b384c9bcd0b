"""A remote seat at the end of a game or rummy hand shows the breakdown the shared
keyboard's score screen shows (the same functions, from the seat's own view); and a second
screen joining a seat is told to that seat's screens. Waits poll a condition with
pilot.pause() in a bounded loop."""

from __future__ import annotations

import asyncio
import io


import pytest
from remote_support import (
    Replica, Seat, as_received, connect_seats, footer_keys, footer_shown, play, play_to_the_end, seat_app_alone, settle, start_host,
    watch_seat,
)
from rich.console import Console
from test_seat_app import until
from textual.widgets import Static

from wordcards.remote.client import socket_url
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.score_screen import SeatScoreScreen


def plain(statics) -> str:
    """What a list of Statics shows, as plain text (Rich renders each one's content)."""
    console = Console(file=io.StringIO(), width=100, color_system=None, record=True)
    for static in statics:
        console.print(static.content)
    return console.export_text()


def as_the_keyboards_final(statics, game, headlines: int) -> list:
    """A first game's final breakdown as the shared keyboard's final screen has it (and a
    seat's, evening.under_the_headlines): tonight's games, by the keyboard's own
    scoreboard, under the ``headlines`` parts that say who won."""
    from wordcards.app.session import evening_so_far, scoreboard
    from wordcards.app.widgets.common.evening import EveningBoard, under_the_headlines

    board = EveningBoard(scoreboard(game.players, evening_so_far(game, ())), 1)
    return under_the_headlines(list(statics), headlines, board)


def test_a_seat_shows_the_shuffle_breakdown_at_the_end_as_the_shared_keyboard_does(tmp_path):
    """It showed only the status line and the log: no words, hands left or totals (S14)."""
    from wordcards.app.screens.shuffle_score import ShuffleScoreScreen
    from wordcards.app.widgets.shuffle.score import score_statics

    async def watch():
        async with watch_seat(
            tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "7", seat="Bob"
        ) as (host, app, pilot):
            replica = Replica(tmp_path)
            await play_to_the_end(host, replica)
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown")
            game = replica.at(app.state["actions"])
            shown = plain(app.screen.query_one("#score-body").query(Static))  # the note line is not the breakdown
            keyboards = as_the_keyboards_final(score_statics(game.view(game.current), game.rules), game, ShuffleScoreScreen.HEADLINES)
            assert shown == plain(keyboards)  # the keyboard's own
            assert "Game over" in shown and "Hand left" in shown and "Tonight: 1 game" in shown
            for seat, player in enumerate(game.players):
                assert player.name in shown and str(game.score(seat).total) in shown
            assert "Back" in footer_keys(app)
            # N plays again on a seat, with the same links: the final screen says so and who
            # plays first then (S15); the host's console says each person asks there.
            again = app.screen.query_one("#score-again", Static)
            await until(pilot, lambda: again.display, "the line on how to play again")
            assert str(again.content).startswith("N: play again, same seats and links. It starts once Ann asks too.")
            assert "Bob plays first (the first seat moves on each game)." in str(again.content)
            over = await asyncio.to_thread(host.wait_for_line, "The game is over. To play again")
            assert "each person presses N on their final screen" in over
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
            assert "Score" in footer_keys(app)  # Ctrl+S shows it again
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown again")

    asyncio.run(watch())


@pytest.mark.parametrize("deal_key, at_the_table", [("enter", False), ("enter", True), ("ctrl+n", False)])
def test_a_seat_shows_a_rummy_hands_breakdown_and_enter_deals_the_next(tmp_path, deal_key, at_the_table):
    """Between hands a seat sees every hand with its arrangement (R7) and the totals; the
    breakdown closes when the next hand is dealt. Enter deals, as at the shared keyboard (a
    browser keeps Ctrl+N, a new window); Ctrl+N still does in a terminal."""
    from wordcards.app.widgets.rummy.score import score_statics

    async def watch():
        async with watch_seat(
            tmp_path, "rummy", "--variant", "standard", "--players", "Ann,Bob", "--port", "0", "--seed", "3"
        ) as (host, app, pilot):
            replica = Replica(tmp_path)
            seats = await connect_seats(host, replica)
            await until(pilot, lambda: app.state is not None, "a state")
            while seats[0].state is None or seats[0].state["waiting_for"]["seat"] is not None:
                assert not isinstance(app.screen, SeatScoreScreen)  # nothing shown while the hand is played
                await play(seats, stop_after=1)
            for seat in seats:
                await seat.client.close()
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the hand's breakdown")
            game = replica.at(app.state["actions"])
            shown = plain(app.screen.query_one("#score-body").query(Static))  # the note line is not the breakdown
            assert shown == plain(score_statics(game.view(0), app.current_theme.dark, colours=game.rules.colours, longest_word=game.rules.longest_word(2)))  # the keyboard's own
            assert "Hand 1 is over" in shown and "match total" in shown
            assert "Next hand" in footer_keys(app)
            assert not app.screen.query_one("#score-again", Static).display  # only the game's end says how to play again
            await until(pilot, lambda: footer_shown(app).get("Next hand") == "enter", "Enter shown for the next hand")
            # First, as the shared keyboard's score screen shows it (a play-tester: it came last).
            assert list(footer_shown(app))[0] == "Next hand", list(footer_shown(app))
            if at_the_table:  # Esc: back to the table, where the word entry takes no word now
                await pilot.press("escape")
                await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
                await pilot.press("f1")  # over the help, Enter closes it and deals nothing
                await until(pilot, lambda: app.screen.is_modal, "the help")
                await pilot.press("enter")
                await until(pilot, lambda: not app.screen.is_modal, "the help closed")
                assert app.state["view"].hand_number == 1
            await pilot.press(deal_key)
            await until(pilot, lambda: app.state["view"].hand_number == 2, "the next hand dealt")
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "the breakdown closed")

    asyncio.run(watch())


def test_a_second_screen_on_a_seat_is_told_to_its_screens(tmp_path):
    """A link passed on let someone sit in a seat unnoticed: now each screen of the seat
    says so (and when one closes), and the host's console too."""
    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:

        async def watch():
            app = SeatApp(socket_url(host.links["Ann"]))
            notes: list[str] = []
            app.notify = lambda message, **kwargs: notes.append(message)  # type: ignore[method-assign]
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: app.state is not None, "a state")
                assert app.state["screens"] == 1 and notes == []
                other = await Seat(host.links["Ann"], 0, Replica(tmp_path)).connect()
                state = await other.until(lambda s: True)
                assert state["screens"] == 2
                await until(pilot, lambda: notes, "the note")
                assert notes == [
                    "Another screen has joined your seat (2 open now). If it is not yours, "
                    "someone else has your link: tell the host."
                ]
                line = host.wait_for_line("Ann connected (2 screens on that seat now).")
                assert line.rstrip().endswith("carry on with:")  # how to shut it out, on the next line:
                command_line = host.line_after(line)
                assert command_line.startswith("    ") and command_line.rstrip().endswith("wordcards host --resume --new-link Ann")
                await other.client.close()
                await until(pilot, lambda: len(notes) == 2, "the note when it closed")
                assert notes[1] == "A screen of your seat has closed (1 open now)."

            second = SeatApp(socket_url(host.links["Bob"]))  # Bob's seat opened while another screen has it
            notes.clear()
            second.notify = lambda message, **kwargs: notes.append(message)  # type: ignore[method-assign]
            first = await Seat(host.links["Bob"], 1, Replica(tmp_path)).connect()
            await first.until(lambda s: True)
            async with second.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: notes, "the note on the new screen")
                assert notes[0].startswith("Your seat is open on another screen too (2 open now).")
            await first.client.close()

        asyncio.run(watch())


async def to_the_hands_end(seats, limit: int = 400) -> None:
    """Play through the wire until the rummy hand in play is over. Bounded: a hand that
    never ends (or a game already over, where nothing is sent) fails here, never loops on."""
    for _ in range(limit):
        if seats[0].state is not None and seats[0].state["waiting_for"]["seat"] is None:
            return
        if await play(seats, stop_after=1) == 0:
            raise AssertionError(f"nothing to send, and the hand is not over: {seats[0].state['waiting_for']}")
    raise AssertionError(f"the hand did not end in {limit} intents")


async def hand_played_out(host, app, pilot) -> list[Seat]:
    """Both seats connected through the wire (Ann's a second screen of the app's seat) and,
    once the app has a state, the rummy hand played to its end. Returns the seats, open."""
    seats = await connect_seats(host, Replica(host.data_dir))
    await until(pilot, lambda: app.state is not None, "a state")
    await to_the_hands_end(seats)
    return seats


def test_the_next_hand_closes_the_breakdown_under_the_rules(tmp_path):
    """The rules (a modal screen) were open over a hand's breakdown when the seat dealt the
    next hand (from its other screen): the old breakdown stayed under them, showed through,
    and came back with Esc. (Another seat's deal leaves it open, saying so:
    test_seat_dealt_while_reading.py.)"""
    from wordcards.app.screens.rulebook import RulesScreen

    async def watch():
        async with watch_seat(
            tmp_path, "rummy", "--variant", "standard", "--players", "Ann,Bob", "--port", "0", "--seed", "3", size=(80, 24)
        ) as (host, app, pilot):
            seats = await hand_played_out(host, app, pilot)
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the hand's breakdown")
            await pilot.press("ctrl+r")
            await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules")
            await seats[0].ask({"type": "key", "key": "next_hand", "id": "deal"})  # Ann's other screen deals
            await until(pilot, lambda: app.state["view"].hand_number == 2, "the next hand dealt")
            # The breakdown closes with the rules above it, then the rules open again on top:
            # wait for both, not for the moment in between.
            await until(
                pilot,
                lambda: isinstance(app.screen, RulesScreen)
                and not any(isinstance(s, SeatScoreScreen) for s in app.screen_stack),
                "the breakdown closed, the rules still open",
            )
            await pilot.press("escape")
            await until(pilot, lambda: len(app.screen_stack) == 1, "back at the table")
            for seat in seats:
                await seat.client.close()

    asyncio.run(watch())


def test_a_note_on_the_breakdown_does_not_cover_the_totals_at_80x24(tmp_path):
    """A note (a screen joined the seat) was a notification over the score screen: at 80x24
    it covered the totals. On the breakdown it is a line of its own, under the totals."""

    async def watch():
        async with watch_seat(
            tmp_path, "rummy", "--variant", "advanced", "--players", "Ann,Bob", "--port", "0", "--seed", "3", size=(80, 24)
        ) as (host, app, pilot):
            replica = Replica(tmp_path)
            seats = await connect_seats(host, replica)  # a second screen on Ann's seat: a note at once
            await until(pilot, lambda: app.state is not None and app.state["screens"] == 2, "two screens")
            await to_the_hands_end(seats)
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen) and app.screen.is_mounted, "the hand's breakdown")
            await settle(app, pilot)
            screen = app.screen
            note = screen.query_one("#score-note", Static)
            assert note.display and "(2 open now)" in str(note.render())  # joined before or after this screen
            assert not screen.query("Toast"), "a notification over the breakdown"
            other = await Seat(host.links["Bob"], 1, replica).connect()  # news while it is open
            await other.until(lambda s: True)
            await seats[0].client.close()
            await until(pilot, lambda: "has closed" in str(note.render()), "the note of the closed screen")
            await settle(app, pilot)
            assert not screen.query("Toast")
            totals = screen.query_one(".score-pads")
            body = screen.query_one("#score-body")
            body.scroll_end(animate=False)
            await settle(app, pilot)  # scrolled and laid out: the regions are where they are drawn
            assert totals.region.bottom <= note.region.y  # the note is under the totals, not over them
            assert body.region.contains_region(totals.region)  # and they are in sight
            await other.client.close()
            await seats[1].client.close()

    asyncio.run(watch())


def test_a_breakdown_says_when_the_host_stops_and_when_it_is_back(tmp_path):
    """The status line that says the host has stopped is under the breakdown: a player
    at it saw nothing, only Ctrl+N gone from the footer."""

    async def watch():
        async with watch_seat(
            tmp_path, "rummy", "--variant", "standard", "--players", "Ann,Bob", "--port", "0", "--seed", "3", size=(80, 24)
        ) as (host, app, pilot):
            seats = await hand_played_out(host, app, pilot)
            for seat in seats:
                await seat.client.close()
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the hand's breakdown")
            line = app.screen.query_one("#score-host", Static)
            assert not line.display and "Next hand" in footer_keys(app)
            await asyncio.to_thread(host.stop)
            await until(pilot, lambda: line.display, "the host away")
            assert "host has stopped" in str(line.render())
            assert "Next hand" not in footer_keys(app)
            async with start_host(tmp_path, "--resume"):
                await until(pilot, lambda: not line.display and "Next hand" in footer_keys(app), "the host back")

    asyncio.run(watch())


def test_R9_an_inverse_seat_deals_the_next_deal_by_that_name(tmp_path):
    """The shared keyboard says "Next deal" between inverse deals (R9 counts deals); the seat's
    key still read "Next hand". Ctrl+N is the same key, under the match's own word."""

    async def watch():
        async with watch_seat(
            tmp_path, "rummy", "--variant", "inverse", "--deals", "2", "--players", "Ann,Bob", "--port", "0", "--seed", "3",
            size=(80, 24)
        ) as (host, app, pilot):
            seats = await hand_played_out(host, app, pilot)
            await until(pilot, lambda: "Next deal" in footer_keys(app), "the next deal's key")
            assert "Next hand" not in footer_keys(app)
            await pilot.press("ctrl+n")
            await until(pilot, lambda: app.state["view"].hand_number == 2, "the next deal dealt")
            for seat in seats:
                await seat.client.close()

    asyncio.run(watch())


def test_news_before_the_breakdown_is_composed_keeps_the_seat_connected():
    """Played at 80x24: a rummy hand ended while a second screen of Ann's seat closed. The
    state saying so came before the hand's breakdown (pushed, not awaited) was composed;
    its note line was queried, the query failed, and the seat's connection ended without
    a word: no Ctrl+N in the footer, no news, no reconnection."""

    from test_rummy_discard import match_in_play

    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})  # Ann's last card: the hand is over (R6)
    over = as_received(table, 0)

    async def watch():
        async with seat_app_alone((80, 24), trying=False) as (app, pilot, _):  # the states come from the test
            await app.show({**over, "screens": 2})
            await app.show({**over, "screens": 1})  # at once: the breakdown is not composed yet
            app._host_away("The host has stopped.")
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen) and app.screen.is_mounted, "the breakdown")
            await settle(app, pilot)
            note = app.screen.query_one("#score-note", Static)
            assert note.display and "A screen of your seat has closed (1 open now)." in str(note.render())
            assert "The host has stopped." in str(app.screen.query_one("#score-host", Static).render())

    asyncio.run(watch())
