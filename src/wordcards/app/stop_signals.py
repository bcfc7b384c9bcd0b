"""SIGTERM and SIGHUP quit the app as its own Quit does, so the terminal is given back.

The system's default (Python sets no handler for either) ends the process at once: Textual
never left the alternate screen, and the terminal stayed on the frozen game (only a blind
``reset``, and the last save and a remote seat's last word were lost).

SIGHUP (the terminal closed) has one mechanism for the three programs, ``HangUpsHandled``:
``wordcards play``/``resume`` and a remote seat (``PlayerApp.run``; a seat in a terminal of
its own only, not a browser tab's) and the host (remote/commands.py). Each passes what it
does on a hang-up to ``listen`` (the apps: ``quit_on_hang_up``, which the terminal driver
also calls where SIGHUP is ignored). It is set with signal.signal from before their loop
starts, never on the loop: a loop, removing its handler (or closing), sets the system's
default back, and a closed terminal's second SIGHUP in that moment ended the process (129).

SIGTERM is the shared keyboard's alone: noted from ``app.run()`` (``StopsBeforeTheLoop``)
until the app's loop takes it in its on_mount (``quit_on_stop_signals``), after Textual has
entered the alternate screen; the app quits as soon as it is mounted if it came before."""

from __future__ import annotations

import asyncio
import contextvars
import os
import signal
import stat
import sys
import threading
from types import FrameType
from typing import Callable

HANG_UP: signal.Signals | None = getattr(signal, "SIGHUP", None)  # None where there is none (Windows)


def quit_on_stop_signals(quit_app: Callable[[signal.Signals], None]) -> None:
    """On the running event loop: ``quit_app(SIGTERM)`` when SIGTERM comes. The handler goes
    with the loop (closing it removes it). SIGHUP is HangUpsHandled's, never the loop's."""
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, quit_app, signal.SIGTERM)


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
    terminal), where there is no SIGHUP (Windows), or off the main thread.

    ``stopping``: whether another stop (a SIGTERM noted before the app's loop) came first. A
    hang-up then, before ``listen``, ends the process at once, as the handler from before
    would: a start that never reaches its loop must still be stoppable (and free the save's lock)."""

    def __init__(self, terminals_only: bool = False, stopping: Callable[[], bool] = lambda: False) -> None:
        self.terminals_only = terminals_only
        self.stopping = stopping
        self.handling = False  # a handler of ours is set
        self.hung_up = False
        self._on_hang_up: Callable[[], None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._context: contextvars.Context | None = None  # listen's: on_hang_up runs in it, as a loop's handler would
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
        self._context = contextvars.copy_context()
        self._loop = asyncio.get_running_loop()  # set before hung_up is read: a hang-up in between calls it
        if self.hung_up:
            self._call_on_the_loop()

    def _hang_up(self, number: int, frame: FrameType | None) -> None:
        if HANG_UP is None:
            return
        if not self.hung_up and self._loop is None and self.stopping():  # a second stop before the loop
            signal.signal(HANG_UP, _ending(self._before))
            signal.raise_signal(HANG_UP)
            return
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
            self._loop.call_soon_threadsafe(self._on_hang_up, context=self._context)
        except RuntimeError:  # the loop is closed: what it ran is ending already
            pass


class StopsBeforeTheLoop:
    """While entered: SIGTERM is noted in ``came``, not fatal. A second one, or one after a
    hang-up (``stopping``: HangUpsHandled's), ends the process at once, as the handler from
    before would: a start that never reaches on_mount must still be stoppable (and free the
    save's lock). On exit the handler that was there is put back (the app's loop has
    replaced this one by then, and its closing removed its own)."""

    def __init__(self, stopping: Callable[[], bool] = lambda: False) -> None:
        self.came: list[signal.Signals] = []
        self.stopping = stopping
        self._before: object = None

    def __enter__(self) -> "StopsBeforeTheLoop":
        self._before = signal.signal(signal.SIGTERM, self._note)
        return self

    def __exit__(self, *raised: object) -> None:
        signal.signal(signal.SIGTERM, _settable(self._before))

    def _note(self, number: int, frame: FrameType | None) -> None:
        if self.came or self.stopping():
            signal.signal(signal.SIGTERM, _ending(self._before))
            signal.raise_signal(signal.SIGTERM)
            return
        self.came.append(signal.SIGTERM)


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
