"""A word on stderr when loading takes a while, so a big file never looks like a hang."""

from __future__ import annotations

import math
import sys
import threading
from contextlib import contextmanager
from threading import Timer  # its own name, so a test can replace it here alone
from typing import Iterator, TextIO

NOTICE_AFTER = 1.0  # seconds: quicker work needs no word


@contextmanager
def notice(message: str, after: float | None = None, stream: TextIO | None = None) -> Iterator[None]:
    """Print ``message...`` if the work inside the block is still going after ``after``
    seconds (by default NOTICE_AFTER, read at each call)."""
    lock = threading.Lock()
    finished = False

    def say() -> None:
        with lock:
            if not finished:
                print(f"{message}...", file=stream or sys.stderr, flush=True)

    delay = NOTICE_AFTER if after is None else after
    if math.isinf(delay):  # never: a timer cannot wait that long
        yield
        return
    if delay <= 0:  # at once: a timer's thread started on a busy machine may run after quick work is done
        say()
        yield
        return
    timer = Timer(delay, say)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        with lock:
            finished = True
        timer.cancel()
