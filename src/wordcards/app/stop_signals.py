"""SIGTERM and SIGHUP quit the app as its own Quit does, so the terminal is given back.

The system's default (Python sets no handler for either) ends the process at once: Textual
never left the alternate screen, and the terminal stayed on the frozen game (only a blind
``reset`` helped). From ``app.run()`` until the app's loop takes them (in its on_mount,
after Textual has entered the alternate screen) they are noted (``StopsBeforeTheLoop``),
and the app quits as soon as it is mounted."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from types import FrameType
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


class StopsBeforeTheLoop:
    """While entered: a stop signal is noted in ``came``, not fatal (SIGHUP also sends the
    output nowhere at once: ``write_nowhere``). A second one ends the process at once, as
    the handler from before would: a start that never reaches on_mount must still be
    stoppable (and free the save's lock). Not a second SIGHUP after one: a closed terminal
    sends two (the kernel's and the shell's), and that is one hang-up. On exit the handlers
    that were there are put back (the app's loop has replaced these by then, and its closing
    removed its own); SIGHUP's is left ignored once ``hung_up()`` says the app hung up: one
    more (a shell's, late) would end the rest of the exit (the save's lock let go) with 129."""

    def __init__(self, hung_up: Callable[[], bool] = lambda: False) -> None:
        self.came: list[signal.Signals] = []
        self.hung_up = hung_up
        self._before: dict[signal.Signals, object] = {}

    def __enter__(self) -> "StopsBeforeTheLoop":
        for stop in STOP_SIGNALS:
            self._before[stop] = signal.signal(stop, self._note)
        return self

    def __exit__(self, *raised: object) -> None:
        hung_up = self.hung_up()
        for stop, handler in self._before.items():
            # Ignored at once, never the handler from before first: no moment for a late SIGHUP.
            signal.signal(stop, signal.SIG_IGN if hung_up and stop == signal.SIGHUP else _settable(handler))

    def _note(self, number: int, frame: FrameType | None) -> None:
        stop = signal.Signals(number)
        if self.came and (self.came[0], stop) != (signal.SIGHUP, signal.SIGHUP):
            signal.signal(stop, _ending(self._before[stop]))
            signal.raise_signal(stop)
            return
        if stop == signal.SIGHUP and signal.SIGHUP not in self.came:
            write_nowhere()
        self.came.append(stop)



Handler = Callable[[int, "FrameType | None"], object] | int | signal.Handlers


def _settable(before: object) -> Handler:
    """``before`` as signal.signal takes it back: a handler set from C reads as None, which
    it refuses (TypeError); the system's default is the nearest."""
    return signal.SIG_DFL if before is None else before  # type: ignore[return-value]


def _ending(before: object) -> Handler:
    """The handler a second stop is let through to, so that it ends the process: the one from
    before, unless that ignores it (SIG_IGN inherited: nohup, some CI runners would keep the app
    running) or cannot be set again (None): the system's default then."""
    return signal.SIG_DFL if before in (None, signal.SIG_IGN) else _settable(before)
