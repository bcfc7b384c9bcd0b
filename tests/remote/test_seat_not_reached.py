"""``wordcards join`` with a link whose host it cannot reach said "Cannot reach the host at
127.0.0.1:18799; trying again..." for ever, and the same for a host name that is no one's.
A name that does not resolve is said plainly; from the first failed try the seat says
what to check, still trying (a host started late is still reached); Ctrl+C leaves throughout,
and leaves what was said in the terminal.
The connector is faked (no real network waits); the time is counted by a fake clock."""

from __future__ import annotations

import asyncio
import itertools
import socket
from types import SimpleNamespace

import aiohttp
import pytest
from remote_support import hosted
from test_seat_app import until

from wordcards.app.widgets.common.panels import MessageLine
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.seat import connection as seat_connection
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.connection import CHECK_THE_LINK
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList


SHIPPED_ADVICE_AFTER = seat_connection.ADVICE_AFTER  # read as the tests are collected: conftest sets it to never


def failing_connector(
    monkeypatch, error: OSError, reached=lambda: False, failure: type[aiohttp.ClientConnectorError] = aiohttp.ClientConnectorError
) -> list[str]:
    """SeatClient.connect fails with ``error`` in a ``failure`` (as aiohttp raises it) until ``reached()``;
    the tries come at once, the seat's clock moves 5 s a reading, and the advice comes after
    the seat's own 20 s. The urls tried."""
    connect = seat_connection.SeatClient.connect
    tries: list[str] = []

    async def fake(client):
        tries.append(client.url)
        if reached():
            return await connect(client)
        key = SimpleNamespace(host="nowhere", port=80, ssl=True)
        raise failure(key, error)

    monkeypatch.setattr(seat_connection.SeatClient, "connect", fake)
    monkeypatch.setattr(seat_connection, "RETRY_SECONDS", (0.01,))
    monkeypatch.setattr(seat_connection, "monotonic", itertools.count(0, 5).__next__)
    monkeypatch.setattr(seat_connection, "ADVICE_AFTER", SHIPPED_ADVICE_AFTER)  # on the fake clock
    return tries


# aiohttp before 3.11 wraps getaddrinfo's error in a plain ClientConnectorError; from 3.11,
# in its subclass ClientConnectorDNSError (looked up by name: older aiohttp has none).
DNS_FAILURES = [aiohttp.ClientConnectorError, getattr(aiohttp, "ClientConnectorDNSError", aiohttp.ClientConnectorError)]


@pytest.mark.parametrize("failure", DNS_FAILURES, ids=["before-3.11", "from-3.11"])
def test_a_host_name_that_is_no_ones_is_said_plainly_and_ctrl_c_leaves(monkeypatch, failure):
    tries = failing_connector(monkeypatch, socket.gaierror(socket.EAI_NONAME, "Name or service not known"), failure=failure)

    async def look() -> SeatApp:
        app = SeatApp("ws://nosuchhost.invalid:18799/seat/abc/ws")
        async with app.run_test(size=(80, 24)) as pilot:
            status = app.query_one("#status")
            await until(pilot, lambda: len(tries) >= 8, "eight tries (40 s on the seat's clock)")
            assert str(status.render()) == "No host is called nosuchhost.invalid: check the link the host gave you."
            assert app.goodbye() == str(status.render())  # left in the terminal on leaving
            await pilot.press("ctrl+c")
            await until(pilot, lambda: not app.is_running, "the seat left")
        return app

    assert asyncio.run(look()).return_code == 0


def test_a_host_not_reached_is_told_what_to_check_from_the_first_failure_and_is_still_reached_when_it_starts(monkeypatch):
    """A join to a wrong port showed empty Table, Players and Log frames under "Cannot reach
    the host at ...; trying again..." for about 40 s before the advice: the advice comes with
    the first failure, and no game frame shows until the host's first state."""
    game = ShuffleGame.new(default_ruleset("shuffle"), WordList.from_words(["cat"], name="tiny"), (Player("Ann"), Player("Bob")), 1)
    table = HostTable(game, ["a" * 22, "b" * 22])
    started = False
    tries = failing_connector(monkeypatch, ConnectionRefusedError(111, "Connect call failed"), lambda: started)
    failing = seat_connection.SeatClient.connect

    async def look() -> None:
        nonlocal started
        first_read = asyncio.Event()

        async def second_waits(client):  # until the test has read what the first failure said
            if tries:
                await first_read.wait()
            return await failing(client)

        monkeypatch.setattr(seat_connection.SeatClient, "connect", second_waits)
        async with hosted(table) as (_, base):
            app = SeatApp(f"{base}/seat/{'a' * 22}/ws")
            async with app.run_test(size=(80, 24)) as pilot:
                status, message = app.query_one("#status"), app.query_one(MessageLine)
                address = base.removeprefix("ws://")
                await until(pilot, lambda: len(tries) >= 1 and "Cannot" in str(status.render()), "a try failed")
                assert str(status.render()) == f"Cannot reach the host at {address}; trying again..."
                assert str(message.content) == CHECK_THE_LINK  # at once: a wrong port never answers
                frames = [app.query_one(selector) for selector in ("#middle", "#table-box", "#log")]
                frames += [app.panels.place(place) for place in ("players", "hand")]  # placeholders still
                assert not any(frame.region.area for frame in frames)  # no empty game frames
                first_read.set()
                await until(pilot, lambda: "Still" in str(status.render()), "more tries")
                assert str(status.render()) == f"Still cannot reach the host at {address}; trying again..."
                assert str(message.content) == CHECK_THE_LINK
                assert app.goodbye() == f"Could not reach the host at {address}. {CHECK_THE_LINK}"
                started = True  # the host started late: the seat still tries, and reaches it
                await until(pilot, lambda: app.state is not None, "the host reached")
                await pilot.pause()
                assert all(app.query_one(selector).region.area for selector in ("#table-box", "#log"))  # the game's frames, drawn
                assert str(message.content) != CHECK_THE_LINK
                assert "Could not reach" not in (app.goodbye() or "")

    asyncio.run(look())


def test_a_word_kept_before_the_host_is_reached_is_still_said_beside_what_to_check(monkeypatch):
    """DOG + Enter before the host's first state: "Connecting to the host: DOG is kept, not
    sent..."; the next failed try's advice replaced that note, and the word seemed lost. The
    advice says it too while the line holds it."""
    from wordcards.app.widgets.common.entry import WordEntry

    tries = failing_connector(monkeypatch, ConnectionRefusedError(111, "Connect call failed"))

    async def look() -> tuple[str, str]:
        app = SeatApp("ws://127.0.0.1:18799/seat/abc/ws")
        async with app.run_test(size=(80, 24)) as pilot:
            message = app.query_one(MessageLine)
            await until(pilot, lambda: str(message.content) == CHECK_THE_LINK, "the advice")
            await pilot.press("d", "o", "g", "enter")
            assert app.query_one(WordEntry).value == "DOG"
            after_enter = len(tries)
            await until(pilot, lambda: len(tries) > after_enter + 1, "a try failed since")
            kept = str(message.content)
            await pilot.press("s")  # DOGS: no word Enter kept is on the line now
            after_letter = len(tries)
            await until(pilot, lambda: len(tries) > after_letter + 1, "a try failed since")
            return kept, str(message.content)

    kept, edited = asyncio.run(look())
    assert kept == f"DOG is kept, not sent. {CHECK_THE_LINK}"
    assert edited == CHECK_THE_LINK
