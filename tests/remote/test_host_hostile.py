"""A host given hostile or broken input (a screen that takes no message, a frame nested too
deep to read) answers in words and keeps every other seat playing. The host runs in this
process (its aiohttp app on a test server); the seats are real connections to it.
Probes of the rest (malformed frames, wrong types, unknown kinds, huge or cut frames, wrong
tokens, two screens on one seat, plays out of turn) found nothing: see tests/remote/
test_host_wire.py and test_host_faults.py for the behaviour kept."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import aiohttp
from remote_support import hosted
from test_rummy_discard import match_in_play

from wordcards.remote import server as host_server
from wordcards.remote.client import SeatClient
from wordcards.remote.protocol import seat_query
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable


def quiet_screen(base: str, token: str) -> socket.socket:
    """A screen that opens its seat and never reads a message again (a laptop closed with
    the connection still open), with a small receive buffer, so that it fills soon."""
    address = urlsplit(base)
    quiet = socket.socket()
    quiet.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    quiet.connect((address.hostname, address.port))
    quiet.sendall(
        (
            f"GET /seat/{token}/ws?{urlencode(seat_query())} HTTP/1.1\r\nHost: {address.netloc}\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    return quiet


async def answer(client: SeatClient, intent: dict[str, Any]) -> dict[str, Any]:
    """Send ``intent`` and read until the host's answer to it."""
    await client.send(intent)
    while True:
        message = await client.receive()
        if message.get("reply_to") == intent["id"]:
            return message


def test_a_screen_that_takes_no_message_holds_up_no_one(monkeypatch):
    """Bob's screen stays connected and reads nothing. Ann's play waited on every screen's
    send: once Bob's buffers were full each of her plays stalled for the send's timeout
    (10 seconds), and her own connection was dropped meanwhile. Messages are padded here
    so that a few fill the buffers (in a game: a few hundred). The send's timeout is an
    hour: a play that waited on Bob's screen never gets its answer (Ann's wait for it gives
    up), however slow or quick the machine; her time is not measured."""
    padding = "x" * 400_000
    monkeypatch.setattr(host_server, "state_message", lambda table, seat: {**state_message(table, seat), "padding": padding})
    monkeypatch.setattr(host_server, "SEND_TIMEOUT", 3600.0)
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def play() -> None:
        async with hosted(table) as (host, base):
            quiet = quiet_screen(base, "bob")
            async with SeatClient(f"{base}/seat/ann/ws", timeout=60) as ann:
                await ann.receive()
                for number in range(20):  # meld AT and take it back: each tells Bob's screen too
                    melded = await answer(ann, {"type": "word", "word": "AT", "id": f"meld{number}"})
                    assert melded["actions"] == 1, melded.get("message")
                    back = await answer(ann, {"type": "key", "key": "undo", "id": f"undo{number}"})
                    assert back["actions"] == 0, back.get("message")
                assert not ann.closed
            quiet.close()

    asyncio.run(asyncio.wait_for(play(), timeout=300))


def test_a_frame_nested_too_deep_to_read_is_refused_in_words():
    """'[' * 5000 is a frame of 10 kB, within the size allowed: reading it raised
    RecursionError, the screen's connection ended with a traceback on the host's console
    and no word to the seat."""
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def play() -> None:
        async with hosted(table) as (host, base), aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base}/seat/ann/ws", params=seat_query()) as ann:
                await ann.receive_json(timeout=30)
                for frame in ("[" * 5000 + "]" * 5000, '{"a":' * 2000 + "1" + "}" * 2000):
                    await ann.send_str(frame)
                    refused = await ann.receive_json(timeout=30)
                    assert refused["message"] == {"text": "That message was not understood.", "refusal": True}
                await ann.send_json({"type": "word", "word": "AT"})
                played = await ann.receive_json(timeout=30)
                assert played["actions"] == 1 and not ann.closed

    asyncio.run(asyncio.wait_for(play(), timeout=120))


def test_a_screen_that_sends_and_never_reads_is_cut_before_its_answers_pile_up():
    """Each intent is answered; a screen sending intents and reading none had its answers
    kept for it without end (the host waits on no screen's send)."""
    from wordcards.remote.outbox import MAX_WAITING, Outbox

    class NeverTakes:
        closed = False

        async def send_str(self, text: str) -> None:
            await asyncio.Event().wait()

    async def flood() -> tuple[int, int]:
        cut: list[bool] = []
        outbox = Outbox(NeverTakes(), timeout=600, abort=lambda: cut.append(True))
        await asyncio.sleep(0)
        for _ in range(10 * MAX_WAITING):
            outbox.post("{}")
            await asyncio.sleep(0)
        return outbox.waiting, len(cut)

    waiting, cut = asyncio.run(flood())
    assert waiting <= MAX_WAITING and cut >= 1


def children() -> list[str]:
    """The processes this one started and that still run (Linux)."""
    tasks = Path("/proc/self/task")
    return [pid for task in tasks.iterdir() for pid in (task / "children").read_text().split()]


def test_a_browser_tab_that_sends_a_broken_frame_goes_on():
    """The browser tab's terminal stream (/seat/TOKEN/term) ended on a frame that was not
    JSON, or nested too deep to read: its seat app was stopped and the host's console showed
    a traceback. A frame it cannot read is skipped, as one of an unknown kind is."""
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def play() -> None:
        async with hosted(table) as (host, base), aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base}/seat/ann/term") as tab:
                for number, frame in enumerate(("}{", "[" * 5000 + "]" * 5000, '["stdin"')):
                    await tab.send_str(frame)
                    await tab.send_json(["ping", f"still there {number}"])
                    while True:
                        message = await tab.receive(timeout=60)
                        if message.type == aiohttp.WSMsgType.BINARY:  # the seat app's screen
                            continue
                        assert message.type == aiohttp.WSMsgType.TEXT, f"the tab was closed after {frame[:10]!r}"
                        if message.json() == ["pong", f"still there {number}"]:
                            break
                await tab.close()
            for _ in range(3000):  # the tab's seat app is stopped once the tab closes (bounded)
                if not children():
                    break
                await asyncio.sleep(0.02)

    asyncio.run(asyncio.wait_for(play(), timeout=180))


def test_a_seat_open_in_too_many_browser_tabs_starts_no_more_seat_apps(monkeypatch):
    """Each browser tab runs a seat app on the host's machine: a link opened in tab after
    tab (or by a script) started a process each, without end. Past MAX_TABS on one seat a
    tab is told so on its terminal, and no process starts."""
    monkeypatch.setattr(host_server, "MAX_TABS", 1, raising=False)
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def first_bytes(tab: Any) -> bytes:
        message = await tab.receive(timeout=60)
        assert message.type == aiohttp.WSMsgType.BINARY, message
        return bytes(message.data)

    async def play() -> None:
        async with hosted(table) as (host, base), aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base}/seat/ann/term") as first:
                await first_bytes(first)  # its seat app's screen
                running = children()
                async with session.ws_connect(f"{base}/seat/ann/term") as second:
                    said = (await first_bytes(second)).decode()
                    assert "open in 1 browser tabs already: close one, then reload this page" in said
                    assert children() == running  # no seat app for it
                async with session.ws_connect(f"{base}/seat/bob/term") as bobs:  # another seat's own tab
                    assert b"browser tabs already" not in await first_bytes(bobs)
                    await bobs.close()
                await first.close()
            for _ in range(3000):  # the tabs' seat apps stop once they close (bounded)
                if not children():
                    break
                await asyncio.sleep(0.02)

    asyncio.run(asyncio.wait_for(play(), timeout=180))


def test_requests_that_are_not_http_leave_no_traceback_on_the_hosts_console(tmp_path):
    """A request line too long, or a header mangled (a scanner on the network, a link cut
    badly), printed "Error handling request" and a traceback on the host's console, which
    read as the host's crash. The client gets its 400; the console says nothing of it."""
    from remote_support import start_host

    with start_host(tmp_path, "shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1") as host:
        address = urlsplit(host.links["Ann"])
        for request in (
            f"GET /seat/{'A' * 9000} HTTP/1.1\r\nHost: x\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
            "GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
        ):
            with socket.create_connection((address.hostname, address.port), timeout=30) as raw:
                raw.sendall(request.encode())
                assert b" 400 " in raw.recv(100)
        ann = SeatClient(f"ws://{address.netloc}{address.path}/ws")  # the host goes on: Ann's seat opens

        async def open_seat() -> None:
            async with ann:
                await ann.receive()

        asyncio.run(open_seat())
        host.wait_for_line("Ann connected.")
        said = "".join(host.lines)
        assert "Traceback" not in said and "Error handling request" not in said, said


def test_a_host_making_a_review_or_a_hint_stops_at_once(monkeypatch):
    """Ctrl+C on a host making a review printed "Stopped hosting", and then the process
    stayed until the review was done (Python waits for the event loop's executor threads
    at exit), holding the hosted game's lock: 'wordcards host --resume' was refused
    meanwhile. The host's long work runs in threads the process does not wait for."""
    import threading

    from test_seat_review import finished

    ran_in: dict[str, bool] = {}
    find_review, find_hint = HostTable.find_review, HostTable.find_hint

    def review(table, *args):
        ran_in["review"] = threading.current_thread().daemon
        return find_review(table, *args)

    def hint(table):
        ran_in["hint"] = threading.current_thread().daemon
        return find_hint(table)

    monkeypatch.setattr(HostTable, "find_review", review)
    monkeypatch.setattr(HostTable, "find_hint", hint)

    async def ask(table: HostTable, intent: dict[str, Any], until: str) -> None:
        async with hosted(table) as (host, base), SeatClient(f"{base}/seat/ann/ws", timeout=120) as ann:
            await ann.receive()
            await ann.send(intent)
            while until not in await ann.receive_text():
                pass

    asyncio.run(ask(finished(), {"type": "key", "key": "review"}, '"review"'))
    asyncio.run(ask(HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"]), {"type": "key", "key": "hint"}, "Hint: "))
    assert ran_in == {"review": True, "hint": True}


def test_a_refusal_goes_to_the_screen_whose_word_it_was_not_to_the_seats_other_screens():
    """Ann's seat open on a phone and a laptop: a word mistyped on the phone was refused on
    the laptop too, and put on the laptop's word line (Enter there tried it again). What
    was done (a play) is news for both screens."""
    table = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def play() -> None:
        async with hosted(table) as (host, base):
            async with SeatClient(f"{base}/seat/ann/ws") as phone, SeatClient(f"{base}/seat/ann/ws") as laptop:
                await phone.receive()
                while (await laptop.receive())["screens"] < 2:
                    pass
                refused = await answer(phone, {"type": "word", "word": "TXA", "id": "typo"})
                assert refused["message"]["refusal"] and refused["message"]["word"] == "TXA"
                told = await laptop.receive()
                assert "message" not in told and "reply_to" not in told
                played = await answer(laptop, {"type": "word", "word": "AT", "id": "meld"})
                assert played["actions"] == 1
                news = await phone.receive()
                assert news["actions"] == 1 and news["message"] == played["message"] and "reply_to" not in news
                # Marked as another screen's play: the phone's TXA, still on its line, is stale.
                assert news["another_screen"] is True and "another_screen" not in played

    asyncio.run(asyncio.wait_for(play(), timeout=120))
