"""The seat app (``wordcards join``) against a real host: it shows its own hand only, plays
a typed word, and says plainly when a link has no seat. Waits poll a condition with
pilot.pause() in a bounded loop."""

from __future__ import annotations

import asyncio

from remote_support import Replica, start_host
from textual import events

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.client import socket_url
from wordcards.remote.seat_app import SeatApp

ROUNDS = 2000  # pauses of at most a few hundredths of a second each: a generous bound


async def until(pilot, condition, what: str) -> None:
    for _ in range(ROUNDS):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"never: {what}")


def test_the_seat_app_shows_its_hand_and_plays_a_typed_word(tmp_path):
    host = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1")
    try:
        game = Replica(tmp_path).at(0)
        word = max((p.word for p in game.legal_plays("word") if p.word.isupper()), key=len)
        bob_hand = [card.letter for card in game.hands[1]]

        async def play():
            app = SeatApp(socket_url(host.links["Ann"]))
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: app.state is not None, "a state from the host")
                assert sorted(c.id for c in app.state["view"].hand) == sorted(c.id for c in game.hands[0])
                assert "Your turn" in str(app.status_line(app.state))
                assert app.state["view"].seats[1].hand_size == len(bob_hand)
                await pilot.press(*word.lower(), "enter")
                await until(pilot, lambda: app.state["actions"] == 1, f"{word} played")
                assert [w.word for w in app.state["view"].table] == [word]
                assert app.query_one(WordEntry).value == ""

        asyncio.run(play())
    finally:
        host.stop()


def test_a_link_with_no_seat_says_so(tmp_path):
    host = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1")
    try:
        wrong = host.links["Ann"].rsplit("/", 1)[0] + "/" + "x" * 22

        async def look():
            app = SeatApp(socket_url(wrong))
            async with app.run_test(size=(100, 30)) as pilot:
                status = app.query_one("#status")
                await until(pilot, lambda: "no seat" in str(status.render()), "the no-seat message")
                assert app.state is None

        asyncio.run(look())
    finally:
        host.stop()


def test_a_seat_says_why_a_typed_or_pasted_letter_did_not_go_into_the_word(tmp_path):
    host = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1")
    try:

        async def type_in():
            app = SeatApp(socket_url(host.links["Ann"]))
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: app.state is not None, "a state from the host")
                message = app.query_one(MessageLine)
                await pilot.press("c", "é")
                await until(pilot, lambda: "é is on no card" in str(message.render()), "the accent refused")
                app.query_one(WordEntry).post_message(events.Paste("two words"))
                await until(pilot, lambda: "Nothing pasted" in str(message.render()), "the paste refused")
                assert app.query_one(WordEntry).value == "C" and app.state["actions"] == 0

        asyncio.run(type_in())
    finally:
        host.stop()


def test_a_pass_from_a_seat_asks_first_as_at_the_shared_keyboard(tmp_path):
    host = start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1")
    try:

        async def play():
            app = SeatApp(socket_url(host.links["Ann"]))
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: app.state is not None, "a state from the host")
                await pilot.press("ctrl+p")
                await until(pilot, lambda: app.screen.name == "confirm", "the pass question")
                await pilot.press("escape")
                await until(pilot, lambda: app.screen.name != "confirm", "the question closed")
                assert app.state["actions"] == 0  # Esc: nothing sent
                await pilot.press("ctrl+p")
                await until(pilot, lambda: app.screen.name == "confirm", "the pass question again")
                await pilot.press("enter")
                await until(pilot, lambda: app.state["actions"] == 1, "the pass played")

        asyncio.run(play())
    finally:
        host.stop()
