"""The host's long work (a hint, a review, a computer's move) off its event loop, in threads
that never hold up its exit.

The event loop's default executor has threads that Python waits for when the process ends:
Ctrl+C on a host making a review or a hint printed "Stopped hosting", and then the process
stayed, holding the hosted game's lock, until the search was done (a review runs about a
second a turn, over every hand so far), so ``wordcards host --resume`` could be refused
meanwhile. What such a thread finds after the host has stopped is of no use: a daemon
thread is simply dropped.
"""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Callable, TypeVar

T = TypeVar("T")


def in_background(work: Callable[..., T], *args: Any) -> asyncio.Future[T]:
    """``work(*args)`` in a daemon thread of its own; the future of its result."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def settle(result: T | None, error: BaseException | None) -> None:
        if future.done():  # cancelled meanwhile (the host is stopping)
            return
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)  # type: ignore[arg-type]

    def run() -> None:
        try:
            result, error = work(*args), None
        except BaseException as exc:  # handed to the awaiting task, as an executor does
            result, error = None, exc
        try:
            loop.call_soon_threadsafe(settle, result, error)
        except RuntimeError:
            pass  # the loop is closed: the host has stopped, and nobody waits for this

    threading.Thread(target=run, name=getattr(work, "__name__", "host work"), daemon=True).start()
    return future


def tell_soon(loop: asyncio.AbstractEventLoop, callback: Callable[..., Any], *args: Any) -> None:
    """``callback(*args)`` on ``loop`` from a background thread; nothing once the loop is
    closed (a review's progress, told after the host stopped)."""
    try:
        loop.call_soon_threadsafe(callback, *args)
    except RuntimeError:
        pass
