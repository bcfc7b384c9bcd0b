"""A seat's side of the wire: the link, and one message in, one intent out.

The seat app (``wordcards join``) and the tests use ``SeatClient``; it speaks JSON over
an aiohttp websocket to ``/seat/TOKEN/ws`` and decodes each state's view, and its lines that
name jokers (codec.py).
"""

from __future__ import annotations

import asyncio
import json
import re
from argparse import ArgumentTypeError
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import aiohttp

from wordcards.loading import port_number
from wordcards.remote.codec import decode
from wordcards.remote.keys import SeatKey, parse_keys
from wordcards.remote.protocol import HEADER_PROTOCOL, seat_query


class LinkError(ValueError):
    """Not a seat link."""


class HostStopped(ConnectionError):
    """The host closed the connection on purpose: it is stopping (the game is saved)."""


STOPPING = 1001  # the close code a stopping host sends ("going away")
ANOTHER_SCREEN = "another_screen"  # in a state: true when it answers another screen of the seat


# A seat's code is URL-safe base64 (table.new_token): what follows it in a link copied from
# a message ("...seat/CODE." at a sentence's end, "<...seat/CODE>", quotes) is not part of it.
SEAT_CODE = re.compile(r"[A-Za-z0-9_-]+")
WRAPPING = "<>\"'()[]"


def socket_url(link: str) -> str:
    """``http://host:port/seat/TOKEN`` -> ``ws://host:port/seat/TOKEN/ws``."""
    try:
        parts = urlsplit(link.strip().strip(WRAPPING))
    except ValueError as exc:  # e.g. 'http://[::1' (an address cut short)
        raise LinkError(f"{link!r} is not a seat link ({exc})") from None
    if parts.scheme not in ("http", "https", "ws", "wss") or not parts.netloc:
        raise LinkError(f"{link!r} is not a seat link (it starts http:// and holds /seat/)")
    try:
        parts.port  # read only to check it: 'http://host:99999/...' could never connect
    except ValueError as exc:
        raise LinkError(f"{link!r} is not a seat link ({_port_problem(parts.netloc) or exc})") from None
    segments = [s for s in parts.path.split("/") if s]
    code = SEAT_CODE.match(segments[1]) if len(segments) >= 2 and segments[0] == "seat" else None
    if code is None:
        raise LinkError(f"{link!r} is not a seat link (it holds /seat/ and the seat's code)")
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme, parts.scheme)
    return urlunsplit((scheme, parts.netloc, f"/seat/{code.group()}/ws", "", ""))


def _port_problem(netloc: str) -> str | None:
    """What is wrong with the port in ``netloc``, in the words of ``host --port`` (not the
    URL parser's, "Port could not be cast to integer value as 'abc'")."""
    address = netloc.rpartition("@")[2]
    port = address.partition("]")[2] if address.startswith("[") else address
    try:
        port_number(port.partition(":")[2])
    except ArgumentTypeError as exc:
        return str(exc)
    return None


def link_of_socket(url: str) -> str:
    """``ws://host:port/seat/TOKEN/ws`` -> ``http://host:port/seat/TOKEN``: the seat's link as
    the host printed it (``socket_url`` undone; what was copied around it is gone)."""
    parts = urlsplit(url)
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
    return urlunsplit((scheme, parts.netloc, parts.path.removesuffix("/ws"), "", ""))


async def serves_plain_http(url: str, timeout: float = 5.0) -> bool:
    """Whether the host of a ``wss://`` socket ``url`` answers plain http: a link typed with
    https:// meets a wordcards host (it serves http:// only) with a TLS handshake it cannot
    take, and trying again would meet the same. Asked on the port the seat tried (443 when
    the link names none), and only a wordcards host's answer counts (it names its protocol):
    a TLS proxy's port may answer plain http too, with an error page."""
    parts = urlsplit(url)
    if parts.scheme != "wss":
        return False
    netloc = parts.netloc if parts.port is not None else f"{parts.netloc}:443"
    try:
        async with aiohttp.ClientSession() as session:
            front = urlunsplit(("http", netloc, "/", "", ""))
            async with session.get(front, timeout=aiohttp.ClientTimeout(total=timeout)) as answer:
                return HEADER_PROTOCOL in answer.headers
    except (aiohttp.ClientError, OSError, asyncio.TimeoutError, ValueError):
        return False


def plain_link(url: str) -> str:
    """The seat's link with http://, for a ``wss://`` socket ``url`` whose host serves http."""
    return link_of_socket(urlunsplit(urlsplit(url)._replace(scheme="ws")))


def decode_state(message: dict[str, Any]) -> dict[str, Any]:
    """A state message with its view rebuilt as the engine's view object, its answer's words
    and its list's lines read back as the lines they were (a Shuffle joker's places kept, as
    the log's), and its keys read as ``SeatKey``s (one this seat does not know is left out:
    it has no binding)."""
    state = {**message, "view": decode(message["view"]), "keys": parse_keys(message.get("keys"))}
    if isinstance(message.get("message"), dict):
        state["message"] = decode(message["message"])
    choose = message.get("choose")
    if isinstance(choose, dict) and isinstance(choose.get("options"), list):
        state["choose"] = {**choose, "options": [decode(option) for option in choose["options"]]}
    return state


class SeatClient:
    """One connection to a seat (async). ``receive()`` returns the next message (dict)."""

    def __init__(self, url: str, timeout: float = 30.0):
        self.url = url
        self.timeout = timeout
        self._session: aiohttp.ClientSession | None = None
        self._ws: aiohttp.ClientWebSocketResponse | None = None

    async def connect(self) -> "SeatClient":
        self._session = aiohttp.ClientSession()
        try:
            self._ws = await self._session.ws_connect(
                self.url, params=seat_query(), heartbeat=20, timeout=aiohttp.ClientWSTimeout(ws_close=5)
            )
        except BaseException:
            await self._session.close()
            raise
        return self

    async def __aenter__(self) -> "SeatClient":
        return await self.connect()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._session is not None:
            await self._session.close()

    @property
    def closed(self) -> bool:
        return self._ws is None or self._ws.closed

    async def receive_text(self, timeout: float | None = None) -> str:
        """The next message as sent (the raw text, as on the wire). ConnectionError when closed."""
        assert self._ws is not None
        message = await self._ws.receive(timeout=timeout or self.timeout)
        if message.type == aiohttp.WSMsgType.CLOSE and message.data == STOPPING:
            raise HostStopped(message.extra or "the host stopped")
        if message.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError("the host closed the connection")
        return str(message.data)

    async def receive(self, timeout: float | None = None) -> dict[str, Any]:
        return dict(json.loads(await self.receive_text(timeout)))

    async def send(self, intent: dict[str, Any]) -> None:
        assert self._ws is not None
        await self._ws.send_str(json.dumps(intent))

    async def word(self, word: str) -> None:
        await self.send({"type": "word", "word": word})

    async def key(self, key: SeatKey) -> None:
        await self.send({"type": "key", "key": key})

    async def choice(self, index: int | None) -> None:
        await self.send({"type": "choice", "index": index})
