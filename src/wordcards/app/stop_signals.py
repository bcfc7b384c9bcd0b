"""SIGTERM and SIGHUP quit the app as its own Quit does, so the terminal is given back.

The system's default (Python sets no handler for either) ends the process at once: Textual
never left the alternate screen, and the terminal stayed on the frozen game (only a blind
``reset`` helped)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from typing import Callable

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


def quit_on_stop_signals(quit_app: Callable[[signal.Signals], None]) -> None:
    """On the running event loop: ``quit_app(the signal)`` when one of STOP_SIGNALS comes.
    The handlers go with the loop (closing it removes them)."""
    loop = asyncio.get_running_loop()
    for stop in STOP_SIGNALS:
        loop.add_signal_handler(stop, quit_app, stop)


def write_nowhere() -> None:
    """Point stdout and stderr (the hung-up terminal) at the null device. Textual's output
    thread dies on its first failed write there, and its queue of 30 writes would then fill
    and block the app's own writes while it shuts down."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        for stream in (sys.__stdout__, sys.__stderr__):
            if stream is not None:
                os.dup2(null, stream.fileno())
    finally:
        os.close(null)
