"""One screen's messages from the host, sent in order by a task of its own.

The host's handlers only post a message here and go on: a screen that stops taking its
messages (a laptop closed, a phone in a pocket, its connection still open) holds up no one:
once its buffers are full, a send waited on would stall each play for the send's timeout,
long enough for the playing seat's own connection to be dropped.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable

MAX_WAITING = 100  # messages not yet taken by a screen: one this far behind is cut (it reconnects)


class Outbox:
    def __init__(self, ws: Any, timeout: float, abort: Callable[[], None]):
        """``ws``: the screen's websocket; ``timeout``: seconds a message may take to go
        before the screen is dropped (it reconnects); ``abort``: cuts the connection at
        once."""
        self.ws = ws
        self.timeout = timeout
        self.abort = abort
        self._queue: asyncio.Queue[str] = asyncio.Queue()
        self._task = asyncio.get_running_loop().create_task(self._deliver())

    def post(self, text: str) -> None:
        if self._task.done():
            return
        if self._queue.qsize() >= MAX_WAITING:
            # A screen that sends faster than it reads (each intent is answered) would pile
            # its answers up here without end, now that the host no longer waits for it.
            self.stop()
            self.abort()
            return
        self._queue.put_nowait(text)

    @property
    def waiting(self) -> int:
        """Messages posted and not yet taken by the screen."""
        return self._queue.qsize()

    def stop(self) -> None:
        """The connection has ended: what is not sent never will be."""
        self._task.cancel()

    async def _deliver(self) -> None:
        while True:
            text = await self._queue.get()
            try:
                await asyncio.wait_for(self.ws.send_str(text), self.timeout)
            except (asyncio.TimeoutError, ConnectionError, RuntimeError):
                # A screen that took no message in that time would not take a close (a
                # message too) either: the connection is cut, and the seat reconnects.
                self.abort()
                return
