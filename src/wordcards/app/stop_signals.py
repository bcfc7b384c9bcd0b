"""SIGTERM and SIGHUP quit the app as its own Quit does, so the terminal is given back.

The system's default (Python sets no handler for either) ends the process at once: Textual
never left the alternate screen, and the terminal stayed on the frozen game (only a blind
``reset`` helped). From ``app.run()`` until the app's loop takes them (in its on_mount,
after Textual has entered the alternate screen) they are noted (``StopsBeforeTheLoop``),
and the app quits as soon as it is mounted.

``HangUpsHandled`` is SIGHUP alone for the remote seat and the host, set with signal.signal
rather than on their loop: the loop, removing its handler (or closing), sets the system's
default back, and a closed terminal's second SIGHUP in that moment ended the process (129)."""

from __future__ import annotations

import asyncio
import os
import signal
import stat
import sys
import threading
from types import FrameType
from typing import Callable

HANG_UP: signal.Signals | None = getattr(signal, "SIGHUP", None)  # None where there is none (Windows)
STOP_SIGNALS = tuple(stop for stop in (signal.SIGTERM, HANG_UP) if stop is not None)


def quit_on_stop_signals(quit_app: Callable[[signal.Signals], None]) -> None:
    """On the running event loop: ``quit_app(the signal)`` when one of STOP_SIGNALS comes.
    The handlers go with the loop (closing it removes them)."""
    loop = asyncio.get_running_loop()
    for stop in STOP_SIGNALS:
        loop.add_signal_handler(stop, quit_app, stop)


def write_nowhere(terminals_only: bool = False) -> None:
    """Point stdout and stderr (the hung-up terminal) at the null device. Textual's output
    thread dies on its first failed write there, and its queue of 30 writes would then fill
    and block the app's own writes while it shuts down. ``terminals_only``: a stream sent to
    a file or a pipe (``wordcards host > host.log``) is left as it is: it did not hang up."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        for stream in (sys.__stdout__, sys.__stderr__):
            if stream is not None and not (terminals_only and not _a_terminal(stream.fileno())):
                os.dup2(null, stream.fileno())
    finally:
        os.close(null)


def _a_terminal(fd: int) -> bool:
    """A character device: a terminal, hung up too (isatty says no then: it refuses its
    attributes), or the null device already; not a file or a pipe."""
    try:
        return stat.S_ISCHR(os.fstat(fd).st_mode)
    except OSError:  # closed: nothing to send anywhere
        return False


class HangUpsHandled:
    """While entered, the terminal closing (SIGHUP) calls the ``on_hang_up`` given to
    ``listen`` once, on its loop (as soon as ``listen`` is called, if the hang-up came first).
    The first SIGHUP sets SIGHUP ignored before anything else (a closed terminal sends two:
    the kernel's and the shell's, and that is one hang-up) and sends the output nowhere
    (``write_nowhere``; ``terminals_only`` as there). On exit the handler from before is put
    back, or SIGHUP left ignored after a hang-up: a late one would end the rest of the exit.
    Nothing is set where SIGHUP is ignored already (``nohup``: the process is to outlive its
    terminal), where there is no SIGHUP (Windows), or off the main thread."""

    def __init__(self, terminals_only: bool = False) -> None:
        self.terminals_only = terminals_only
        self.handling = False  # a handler of ours is set
        self.hung_up = False
        self._on_hang_up: Callable[[], None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        # Taken by the one call of on_hang_up, never given back: a SIGHUP between listen's
        # setting the loop and its reading hung_up would call it from both (acquire is atomic).
        self._called = threading.Lock()
        self._before: object = None

    def __enter__(self) -> "HangUpsHandled":
        if HANG_UP is not None and signal.getsignal(HANG_UP) != signal.SIG_IGN:
            try:
                self._before = signal.signal(HANG_UP, self._hang_up)
                self.handling = True
            except ValueError:  # not the main thread: no signals to mind
                pass
        return self

    def __exit__(self, *raised: object) -> None:
        self._loop = None  # closed or closing: nothing more is called on it
        if self.handling and HANG_UP is not None:
            signal.signal(HANG_UP, signal.SIG_IGN if self.hung_up else _settable(self._before))
            self.handling = False

    def listen(self, on_hang_up: Callable[[], None]) -> None:
        """``on_hang_up`` is called on the running loop at the hang-up (now, if it came)."""
        self._on_hang_up = on_hang_up
        self._loop = asyncio.get_running_loop()  # set before hung_up is read: a hang-up in between calls it
        if self.hung_up:
            self._call_on_the_loop()

    def _hang_up(self, number: int, frame: FrameType | None) -> None:
        if HANG_UP is not None:
            signal.signal(HANG_UP, signal.SIG_IGN)
        if self.hung_up:
            return
        self.hung_up = True
        write_nowhere(self.terminals_only)
        self._call_on_the_loop()

    def _call_on_the_loop(self) -> None:
        if self._loop is None or self._on_hang_up is None:  # not listened yet: listen calls it
            return
        if not self._called.acquire(blocking=False):  # called already
            return
        try:
            self._loop.call_soon_threadsafe(self._on_hang_up)
        except RuntimeError:  # the loop is closed: what it ran is ending already
            pass


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
            signal.signal(stop, signal.SIG_IGN if hung_up and stop == HANG_UP else _settable(handler))

    def _note(self, number: int, frame: FrameType | None) -> None:
        stop = signal.Signals(number)
        if self.came and (self.came[0], stop) != (HANG_UP, HANG_UP):
            signal.signal(stop, _ending(self._before[stop]))
            signal.raise_signal(stop)
            return
        if stop == HANG_UP and HANG_UP not in self.came:
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
