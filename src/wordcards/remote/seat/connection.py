"""A seat's connection to its host: made, and made again after a pause while the host is out
of reach (the host keeps the seat); each message it brings goes to the app. A link that opens
no seat, a host of another version, or an https:// link to a host of http:// end the tries;
a host never reached says why, if it can tell, and after a while what to check."""

from __future__ import annotations

import asyncio
import socket
from time import monotonic
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import aiohttp
from textual.app import ScreenStackError
from textual.css.query import NoMatches
from textual.dom import NoScreen

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.client import HostStopped, SeatClient, plain_link, serves_plain_http
from wordcards.remote.protocol import (
    HEADER_PROTOCOL,
    HEADER_VERSION,
    UNNAMED,
    UNNAMED_VERSION,
    WRONG_PROTOCOL,
    host_of_state,
    protocol_named,
    seat_refused_text,
    version_named,
)
from wordcards.remote.seat.idle_keys import kept_note

if TYPE_CHECKING:  # the app holds its connection: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp

RETRY_SECONDS = (0.5, 1, 2, 4)  # waits between reconnection tries (the last one repeats)


def unreachable(url: str, still: bool = False) -> str:
    """The host cannot be reached: at which address (not the seat's code), so that a link
    with a mistyped port or address can be told from a host not started yet."""
    return f"{'Still cannot' if still else 'Cannot'} reach the host at {urlsplit(url).netloc}; trying again..."


# After this long of failed tries (seconds), a seat that has not reached its host yet says
# what to check: it still tries (a host started late is reached), but a wrong port or a
# host on another network never answers, and the line said the same for ever. From the
# first failure: after 20 s (40 s, the tries' timeouts counted) a wrong port read as a wait.
ADVICE_AFTER = 0.0
CHECK_THE_LINK = (
    "Check the address and port in the link the host gave you, that the host is still running, "
    "and that you are on the same network as the host."
)
# getaddrinfo's "no such name" (not EAI_AGAIN: a name server out of reach for a moment).
NAME_UNKNOWN = {socket.EAI_NONAME, getattr(socket, "EAI_NODATA", socket.EAI_NONAME)}


def no_such_host(url: str) -> str:
    """The link's host name does not resolve: said plainly (trying again will not fix it)."""
    return f"No host is called {urlsplit(url).hostname}: check the link the host gave you."


def name_unknown(exc: BaseException) -> bool:
    """The connection failed because the link's host name is no one's. Asked of the
    connector error's own OSError: aiohttp before 3.11 has no ClientConnectorDNSError (it
    raises a plain ClientConnectorError around getaddrinfo's gaierror)."""
    return (
        isinstance(exc, aiohttp.ClientConnectorError)
        and isinstance(exc.os_error, socket.gaierror)
        and exc.os_error.errno in NAME_UNKNOWN
    )


class HostConnection:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        self.link_dead = False  # the host said this link opens no seat (a new one was given)
        self.link_given: str | None = None  # the link as the host gave it, for one typed with https://
        self.not_reached: str | None = None  # why the host was never reached, for the terminal on leaving
        self.advised: str | None = None  # what to check, as the message line says it (advice)

    async def run(self) -> None:
        try:
            await self._keep_connected()
        except (NoMatches, NoScreen, ScreenStackError):
            # As the app closes its screens go before this worker is cancelled, and the
            # connection's end finds no status line to tell: nothing to say then. While it
            # runs the status line and the word entry are never removed: that is a fault,
            # for the traceback (the game is safe at the host; join says so).
            if self.app.is_running:
                raise

    async def _keep_connected(self) -> None:
        tries = 0
        stopped = False  # the host said it stopped: say so until it is back
        failing_since: float | None = None  # when the tries began to fail (None: connected)
        while True:
            client = SeatClient(self.app.url)
            try:
                await client.connect()
            except aiohttp.WSServerHandshakeError as exc:
                if exc.status == 404:
                    # No try will open this seat: the seat closes and join says why in the
                    # terminal (goodbye), rather than leave a table no longer played.
                    self.app.show_status("This link has no seat (from an earlier game, mistyped, or replaced): ask the host.", error=True)
                    self.link_dead = True
                    self.app.exit()
                    return
                if exc.status == WRONG_PROTOCOL:  # trying again would meet the same host
                    headers: Any = exc.headers or {}
                    host = protocol_named(headers.get(HEADER_PROTOCOL))
                    self.app.refuse_host(seat_refused_text(host, version_named(headers.get(HEADER_VERSION))))
                    return
                self.app.show_status(f"The host refused the connection ({exc.status}); trying again...", error=True)
            except aiohttp.ClientSSLError as exc:
                # https:// typed for the host's http://; not a certificate refused: that host speaks TLS
                if not isinstance(exc, aiohttp.ClientConnectorCertificateError) and await serves_plain_http(self.app.url):
                    self.link_given = plain_link(self.app.url)
                    self.app.show_status(f"This host uses http://, not https://: use {self.link_given}", error=True)
                    self.app.exit()
                    return
                first, failing_since = failing_since is None, monotonic() if failing_since is None else failing_since
                if not stopped:
                    self._say_not_reached(exc, monotonic() - failing_since, first)
            except (aiohttp.ClientError, OSError, asyncio.TimeoutError) as exc:
                first, failing_since = failing_since is None, monotonic() if failing_since is None else failing_since
                if not stopped:
                    self._say_not_reached(exc, monotonic() - failing_since, first)
            else:
                tries, stopped, failing_since = 0, False, None
                self.app.joined(client)
                try:
                    while True:
                        message = await client.receive(timeout=3600)
                        if message.get("type") == "state" and host_of_state(message) == UNNAMED:
                            self.app.refuse_host(seat_refused_text(UNNAMED, UNNAMED_VERSION))
                            return
                        await self.app.take(message)
                except HostStopped:
                    stopped = True
                    if self.app.lost(stopped):
                        return
                except (ConnectionError, aiohttp.ClientError, asyncio.TimeoutError, ValueError, KeyError):
                    self.app.lost()
                finally:
                    self.app.client = None
                    await client.close()
            await asyncio.sleep(RETRY_SECONDS[min(tries, len(RETRY_SECONDS) - 1)])
            tries += 1

    def _say_not_reached(self, exc: BaseException, waited: float, first: bool) -> None:
        """A try to reach the host failed ``waited`` seconds after the first that did
        (``first``: it is that one): the seat says why it can tell (a name that is no one's),
        and what to check, while it has never reached the host (a host reached once was at
        that link)."""
        if name_unknown(exc):
            self.app.show_status(no_such_host(self.app.url), error=True)
            self.not_reached = no_such_host(self.app.url)
        elif waited >= ADVICE_AFTER and self.app.state is None:
            self.app.show_status(unreachable(self.app.url, still=not first), error=True)
            self.advised = self.advice()
            self.app.query_one(MessageLine).say(self.advised)
            self.not_reached = f"Could not reach the host at {urlsplit(self.app.url).netloc}. {CHECK_THE_LINK}"
        else:
            self.app.show_status(unreachable(self.app.url), error=True)

    def advice(self) -> str:
        """What to check, said at each failed try, with the word Enter kept on the line
        before the host was reached while the line still holds it: the advice replaced
        Enter's note ("Connecting to the host: DOG is kept...") and the word seemed lost."""
        kept = self.app.idle_keys.kept_unreached
        if kept and self.app.query_one(WordEntry).value == kept:
            return f"{kept_note('', kept)} {CHECK_THE_LINK}"
        return CHECK_THE_LINK

    def reached(self) -> None:
        """The host is reached: the link was right, and what was said to check goes."""
        if self.advised is not None:
            self.app.query_one(MessageLine).unsay(self.advised)
        self.not_reached = self.advised = None
