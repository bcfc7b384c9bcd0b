"""A host and a seat of different wordcards versions do not play together: each side says
which versions meet and what to do (protocol.py; docs/decisions/remote.md). A seat that
names no protocol (older than the check) is refused by the host; a host that names none
is refused by the seat. The host runs in this process (test_host_hostile.hosted)."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any, AsyncIterator

import aiohttp
import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from test_host_hostile import hosted
from test_rummy_discard import match_in_play
from test_seat_app import until
from rich.cells import cell_len
from textual.widgets import Static

from wordcards import __version__
from wordcards.remote.client import SeatClient
from wordcards.remote.protocol import PROTOCOL, WRONG_PROTOCOL, seat_refused_text
from wordcards.remote import server as host_server
from wordcards.remote.seat.app import OTHER_VERSION, OTHER_VERSION_NARROW, SeatApp
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable



def table() -> HostTable:
    return HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])


def test_the_host_refuses_a_seat_that_names_no_protocol_and_says_so_once():
    """An older seat (it names no protocol) read the host's lines wrongly: "Enter deals", a
    key it does not have. It is refused before it joins, with the host's versions in the
    headers; the host's console says which seat, both versions and what to do, once (an
    older seat tries again every few seconds). A seat of this version plays."""
    said: list[str] = []

    async def join() -> None:
        async with hosted(table()) as (host, base), aiohttp.ClientSession() as session:
            host.say = said.append
            for _ in range(2):
                try:
                    await session.ws_connect(f"{base}/seat/ann/ws")
                except aiohttp.WSServerHandshakeError as exc:
                    assert exc.status == WRONG_PROTOCOL
                    assert exc.headers is not None and exc.headers["Wordcards-Protocol"] == str(PROTOCOL)
                    assert exc.headers["Wordcards-Version"] == __version__
                else:
                    raise AssertionError("a seat naming no protocol joined")
            assert host.table.seats[0].connections == 0
            async with SeatClient(f"{base}/seat/ann/ws") as ann:
                state = await ann.receive()
                assert state["type"] == "state" and state["protocol"] == PROTOCOL

    asyncio.run(join())
    refused = [line for line in said if "another wordcards" in line]
    assert len(refused) == 1, said
    assert "as seat 1, Ann," in refused[0] and "seat protocol 1" in refused[0] and f"seat protocol {PROTOCOL}" in refused[0]
    assert "web browser" in refused[0]


@contextlib.asynccontextmanager
async def newer_host(tries: list[str]) -> AsyncIterator[str]:
    """A stand-in for a host of a newer version, its refusal only: yields a seat's link to
    it; ``tries`` gets the query of each try to join."""

    async def refuse(request: web.Request) -> web.Response:
        tries.append(request.query_string)
        headers = {"Wordcards-Protocol": str(PROTOCOL + 1), "Wordcards-Version": "9.9.0"}
        return web.Response(status=WRONG_PROTOCOL, text="another version", headers=headers)

    app_server = web.Application()
    app_server.router.add_get("/seat/{token}/ws", refuse)
    server = TestServer(app_server, host="127.0.0.1")
    await server.start_server()
    try:
        yield f"ws://127.0.0.1:{server.port}/seat/ann/ws"
    finally:
        await server.close()


def test_a_seat_the_host_refuses_names_both_versions_and_stops_trying():
    """A seat refused by a newer host said "The host refused the connection (426); trying
    again..." for ever. It says which versions meet and what to do, tries no more, and
    leaves the same words in the terminal."""
    tries: list[str] = []

    async def join() -> None:
        async with newer_host(tries) as link:
            app = SeatApp(link)
            async with app.run_test(size=(100, 30)) as pilot:
                status = app.query_one("#status")
                await until(pilot, lambda: OTHER_VERSION in str(status.render()), "the refusal on the status line")
                await until(pilot, lambda: all(worker.is_finished for worker in app.workers), "no more tries")
                why = app.goodbye() or ""
                assert f"wordcards 9.9.0 (seat protocol {PROTOCOL + 1})" in why, why
                assert f"this device runs wordcards {__version__} (seat protocol {PROTOCOL})" in why, why
                assert "Update wordcards on this device" in why and "web browser" in why, why
                assert str(app.panels.place("table").render()).split() == why.split()  # where the table would be
        assert tries == [f"protocol={PROTOCOL}&version={__version__}"]  # the seat named its own, once

    asyncio.run(join())


async def _refused_at(width: int, then: int | None = None) -> tuple[str, int]:
    """The top line of a seat a newer host refused, at ``width`` columns (then resized to
    ``then``), and the columns it has to be drawn in."""
    async with newer_host([]) as link:
        app = SeatApp(link)
        async with app.run_test(size=(width, 30)) as pilot:
            await until(pilot, lambda: app.other_version is not None, "the refusal")
            await until(pilot, lambda: all(worker.is_finished for worker in app.workers), "no more tries")
            if then is not None:
                await pilot.resize_terminal(then, 30)
                await pilot.pause()
            status = app.query_one("#status", Static)
            return str(status.render()), status.content_region.width


@pytest.mark.parametrize("width", [64, 66, 70, 75, 80, 82, 83, 84, 86, 87, 90, 100])
def test_the_other_version_line_is_whole_at_every_width(width):
    """Cut below 83 columns with no ellipsis (at 70: "... another version of wordcard"), it says in a
    shorter form where the whole does not fit that the versions differ and what to do,
    chosen as the host-stopped line is."""
    text, columns = asyncio.run(_refused_at(width))
    assert cell_len(text) <= columns, f"cut at {width} columns: {text!r}"
    assert text == (OTHER_VERSION if cell_len(OTHER_VERSION) <= columns else OTHER_VERSION_NARROW)
    assert "another version" in text and "Ctrl+C leaves" in text


def test_the_other_version_line_is_fitted_again_as_the_terminal_is_resized():
    assert asyncio.run(_refused_at(100, then=70))[0] == OTHER_VERSION_NARROW
    assert asyncio.run(_refused_at(70, then=100))[0] == OTHER_VERSION


def test_a_seat_refuses_a_host_that_names_no_protocol(monkeypatch):
    """A host older than the check sends states naming no protocol, and its lines may name
    keys this seat does not have: the seat says so, both versions and what to do, and
    neither shows that host's table nor tries again."""
    def older(host_table: HostTable, seat: int) -> dict[str, Any]:
        state = state_message(host_table, seat)
        del state["protocol"]
        return state

    monkeypatch.setattr(host_server, "state_message", older)

    async def join() -> None:
        async with hosted(table()) as (host, base):
            app = SeatApp(f"{base}/seat/ann/ws")
            async with app.run_test(size=(100, 30)) as pilot:
                status = app.query_one("#status")
                await until(pilot, lambda: OTHER_VERSION in str(status.render()), "the refusal on the status line")
                await until(pilot, lambda: all(worker.is_finished for worker in app.workers), "the connection closed")
                assert app.state is None
                why = app.goodbye() or ""
                assert "older version (seat protocol 1)" in why and "Ask the host to update" in why, why
                await until(pilot, lambda: host.table.seats[0].connections == 0, "the seat gone from the host")

    asyncio.run(join())


def test_a_protocol_named_by_a_long_number_is_none_of_ours():
    """Any text may arrive, and the protocol is printed on the host's console: a number of
    thousands of digits is no protocol (0), not a line of thousands of digits."""
    from wordcards.remote.protocol import PROTOCOL, UNNAMED, protocol_named

    assert protocol_named(str(PROTOCOL)) == PROTOCOL and protocol_named(None) == UNNAMED
    assert protocol_named("9" * 4000) == 0 and protocol_named("-2") == 0 and protocol_named("two") == 0


def test_join_refused_by_a_host_of_another_version_exits_non_zero(monkeypatch, capsys):
    """The seat cannot join: the words stay in the terminal, and the exit status says so (it
    was 0, as after a game left on purpose)."""
    from wordcards.cli import main

    refusal = seat_refused_text(PROTOCOL + 1, "9.9.0")

    def run(app):  # as the seat is left after the host's 426
        app.other_version = refusal

    monkeypatch.setattr(SeatApp, "run", run)
    assert main(["join", "http://127.0.0.1:9/seat/abc"]) == 1
    assert refusal in capsys.readouterr().err


def test_the_host_s_line_for_a_newer_seat_puts_the_resume_command_on_a_line_of_its_own(monkeypatch):
    """"... Update wordcards here to Ann's version (stop: the game is saved; then
    /path/wordcards host --resume), or ..." split the command at 80 columns."""
    import sys

    from wordcards.remote.protocol import QUERY_PROTOCOL, QUERY_VERSION, host_refused_line

    started = "/opt/somewhere/.venv/bin/wordcards"
    monkeypatch.setattr(sys, "argv", [started, "host"])
    line = host_refused_line(0, "Ann", {QUERY_PROTOCOL: str(PROTOCOL + 1), QUERY_VERSION: "9.9.0"})
    sentence, typed = line.splitlines()
    assert "Update wordcards here to Ann's version, or Ann opens the link in a web browser." in sentence, line
    assert sentence.endswith("to carry it on after, type:") and typed == f"    {started} host --resume", line
    older = host_refused_line(0, "Ann", {})  # a seat that names no protocol: nothing for the host to type
    assert "\n" not in older and "Ann updates wordcards to this host's version" in older, older


def test_a_refusal_between_the_same_version_of_other_protocols_asks_for_the_protocol():
    """Two builds of wordcards 0.1.0 with other seat protocols: "Ask the host to update
    wordcards" or "update ... to the host's version" names a version both already run. The
    fix names the protocol each side needs instead, in both directions."""
    newer_host = seat_refused_text(PROTOCOL + 1, __version__)
    assert f"Update wordcards on this device to one of seat protocol {PROTOCOL + 1}," in newer_host, newer_host
    older_host = seat_refused_text(PROTOCOL - 1, __version__)
    assert f"Ask the host to update wordcards to one of seat protocol {PROTOCOL} (the game is saved)" in older_host, older_host
    other_version = seat_refused_text(PROTOCOL + 1, "9.9.0")  # other versions: the version is enough
    assert "Update wordcards on this device to the host's version," in other_version, other_version


def test_the_hosts_line_between_the_same_version_of_other_protocols_asks_for_the_protocol():
    from wordcards.remote.protocol import QUERY_PROTOCOL, QUERY_VERSION, host_refused_line

    newer_seat = host_refused_line(1, "Bob", {QUERY_PROTOCOL: str(PROTOCOL + 1), QUERY_VERSION: __version__})
    assert f"Update wordcards here to one of seat protocol {PROTOCOL + 1}, or Bob opens" in newer_seat, newer_seat
    older_seat = host_refused_line(1, "Bob", {QUERY_PROTOCOL: str(PROTOCOL - 1), QUERY_VERSION: __version__})
    assert f"Bob updates wordcards to one of seat protocol {PROTOCOL}, or Bob opens" in older_seat, older_seat


def test_a_seat_of_protocol_9_is_refused_since_a_reviewed_turn_says_what_it_won():
    """Protocol 10: a reviewed turn carries "won"; a seat of 9 rebuilds TurnReview from the
    turn's fields and would fail on the unknown key, so the host refuses it first."""
    from wordcards.remote.protocol import QUERY_PROTOCOL, QUERY_VERSION, host_refused_line

    older_seat = host_refused_line(1, "Bob", {QUERY_PROTOCOL: "9", QUERY_VERSION: __version__})
    assert f"Bob updates wordcards to one of seat protocol {PROTOCOL}, or Bob opens" in older_seat, older_seat


def test_a_seat_of_protocol_10_is_refused_since_an_answer_may_come_as_a_line_with_its_jokers():
    """Protocol 11: a hint, "Played: ..." and a list's lines that name a joker come as
    {"~line": ..., "jokers": [...]}; a seat of 10 takes them for text and would fail on the
    first one, so the host refuses it first."""
    from wordcards.remote.protocol import QUERY_PROTOCOL, QUERY_VERSION, host_refused_line

    assert PROTOCOL == 11
    older_seat = host_refused_line(1, "Bob", {QUERY_PROTOCOL: "10", QUERY_VERSION: __version__})
    assert "Bob updates wordcards to one of seat protocol 11, or Bob opens" in older_seat, older_seat
