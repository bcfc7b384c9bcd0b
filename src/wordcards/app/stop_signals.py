"""SIGTERM and SIGHUP quit the app as its own Quit does, so the terminal is given back.

Python's default for both ends the process at once: Textual never left the alternate
screen, and the terminal stayed on the frozen game (only a blind ``reset`` helped)."""

from __future__ import annotations

import asyncio
import signal
from typing import Callable

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


def quit_on_stop_signals(quit_app: Callable[[signal.Signals], None]) -> None:
    """On the running event loop: ``quit_app(the signal)`` when one of STOP_SIGNALS comes.
    The handlers go with the loop (closing it removes them)."""
    loop = asyncio.get_running_loop()
    for stop in STOP_SIGNALS:
        loop.add_signal_handler(stop, quit_app, stop)
