"""Textual's terminal driver, made safe for a terminal that is gone (a window closed, a tmux
session killed, an ssh link dropped).

Textual 8.2.8's LinuxDriver restarts its application mode on every SIGCONT, suspended or
not; and a hang-up brings one: the kernel sends SIGHUP and SIGCONT to the session leader
(and to the foreground group when the leader, a shell, exits). The restart, run before the
app's SIGHUP handler, would start a second input thread and a second output thread on the
dead terminal: the new output thread dies on its first write (EIO), the app's shutdown then
waits forever on that thread's full queue, and the input threads read end-of-file from
the hung-up terminal in a loop, at full CPU. ``TerminalDriver`` resumes only what it
suspended, and only on a live terminal; once the terminal is gone nothing is written to it
and the output thread is not waited for. A terminal can also hang up with no SIGHUP for
the app (a process that is not its session's leader nor in the foreground group is sent
none): ``TerminalDriver`` watches the terminal for the hang-up itself and then sends the
app the SIGHUP it would have had, so it quits as on any hang-up (``HangUpWatch``, on Linux
only).

Written against Textual 8.2.8 (pyproject pins >=8.2.8,<9), it relies on more than Textual
documents: it is a subclass of LinuxDriver (not exported as API; ``App.get_driver_class``
names it), made with LinuxDriver's arguments; it overrides LinuxDriver's public methods
``start_application_mode``, ``suspend_application_mode``, ``resume_application_mode``,
``write`` and ``close``, and reads its ``fileno`` (the terminal); and it counts on
LinuxDriver's own SIGTSTP and SIGCONT handlers calling ``suspend_application_mode`` and
``resume_application_mode``. tests/app/test_textual_contract.py checks the names and
signatures, tests/app/test_terminal_driver.py the SIGCONT. What it adds has no leading
underscore, so no private name of Textual's is shadowed."""

from __future__ import annotations

import asyncio
import os
import select
import signal
import sys
import termios
import threading
from collections.abc import Callable

from textual.app import App
from textual.drivers.linux_driver import LinuxDriver

from wordcards.app.stop_signals import HangUpsHandled, write_nowhere

HUNG_UP = getattr(select, "POLLHUP", 0) | getattr(select, "POLLERR", 0)  # none where poll is missing
# macOS's poll does not support devices: on a terminal it reports POLLNVAL, not a hang-up.
# Linux's does; elsewhere it is untried, and the termios check and the signals suffice.
WATCH_ON_THIS_SYSTEM = sys.platform.startswith("linux")


class TerminalDriver(LinuxDriver):
    def __init__(self, app: App, *args, **kwargs) -> None:
        super().__init__(app, *args, **kwargs)
        # On a hang-up where SIGHUP is ignored (quit_as_on_a_hang_up): the app's own quit on a hang-up.
        self.exit_app: Callable[[], object] = getattr(app, "quit_on_hang_up", app.exit)
        # The app's SIGHUP handler, set while it runs in a terminal (PlayerApp.run): read at the hang-up.
        self.apps_hang_ups: Callable[[], HangUpsHandled | None] = lambda: getattr(app, "hang_ups", None)
        self.loop: asyncio.AbstractEventLoop | None = None  # the app's, once started
        self.given_back = False  # suspended (SIGTSTP, App.suspend): the terminal is the shell's
        self.terminal_gone = False
        self.hang_up_watch: HangUpWatch | None = None

    def start_application_mode(self) -> None:
        if os.isatty(self.fileno) and not _in_the_foreground(self.fileno):
            # Started in the background (``wordcards ... &``): Textual's check stops the process
            # and the SIGCONT of 'fg' must resume, that is, really start, application mode.
            self.given_back = True
        super().start_application_mode()
        self.loop = asyncio.get_running_loop()  # as Textual's start gets it: on the app's loop
        # A suspend closes the driver, and the watch with it: a resume watches anew.
        if (self.hang_up_watch is None or self.hang_up_watch.stopped) and can_watch_for_a_hang_up(self.fileno):
            self.hang_up_watch = HangUpWatch(self.fileno, self.hung_up)
            self.hang_up_watch.start()

    def suspend_application_mode(self) -> None:
        if not self.given_back and self.terminal_lives():
            super().suspend_application_mode()
        self.given_back = True

    def resume_application_mode(self) -> None:
        if not self.given_back:  # a SIGCONT with nothing suspended (kill -CONT, or a hang-up's)
            return
        if not self.terminal_lives():  # the app's SIGHUP (or the watch's) quits it
            return
        if _in_the_foreground(self.fileno):
            self.given_back = False
        # Else 'bg' after a stop: Textual's own check stops the process again, still given back.
        super().resume_application_mode()

    def terminal_lives(self) -> bool:
        self.terminal_gone = self.terminal_gone or not is_a_live_terminal(self.fileno)
        return not self.terminal_gone

    def write(self, data: str) -> None:
        # Given back, the output thread is stopped and would queue this until its queue is full
        # and the app waits forever; on a gone terminal it may have died on a failed write.
        if not (self.given_back or self.terminal_gone):
            super().write(data)

    def close(self) -> None:
        # The watch first: once closed, the app's handlers go, and a SIGHUP would end the process.
        if self.hang_up_watch is not None:
            self.hang_up_watch.stop()
        if not (self.given_back or self.terminal_gone):  # else stopped already, or maybe dead: never waited for
            super().close()

    def hung_up(self) -> None:
        """The watch saw the terminal hang up (in its thread)."""
        self.terminal_gone = True
        self.quit_as_on_a_hang_up()

    def quit_as_on_a_hang_up(self) -> None:
        """The app's SIGHUP; where SIGHUP is ignored (nohup, or a parent that left it so) it
        would be lost and the app run on, its input thread reading end-of-file: the app
        quits instead as on a SIGHUP (``quit_on_hang_up``: the game saved, a seat's word line
        told), its output sent nowhere (the terminal is gone), as the SIGHUP handler does.
        Not where that handler ignored SIGHUP itself, taking the hang-up (it does so first of
        all): its own quit runs, and a second one queued here would come before it."""
        if signal.getsignal(signal.SIGHUP) != signal.SIG_IGN:
            os.kill(os.getpid(), signal.SIGHUP)
            return
        hang_ups = self.apps_hang_ups()
        if hang_ups is not None and (hang_ups.handling or hang_ups.hung_up):
            return
        write_nowhere()
        if self.loop is not None:
            try:
                self.loop.call_soon_threadsafe(self.exit_app)  # never waited for: the loop may be closing
            except RuntimeError:  # closed already: the app is ending
                pass


class HangUpWatch:
    """A thread asleep in ``poll`` (reading nothing) until a terminal hangs up, then calling
    ``on_hang_up`` once, unless stopped first. ``stop`` wakes it through a pipe it polls too,
    and waits for it: it never polls the terminal's fd after its owner closed,
    when that fd's number may already name another file."""

    def __init__(self, fd: int, on_hang_up: Callable[[], None]) -> None:
        self.fd = fd
        self.on_hang_up = on_hang_up
        self.wake_up, self.wake_up_writer = os.pipe()
        self.lock = threading.Lock()  # held to stop, and while on_hang_up decides and runs
        self.stopped = False
        self.thread = threading.Thread(target=self.watch, name="wordcards-hang-up", daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        """Once this returns, ``on_hang_up`` is never called and the thread has ended."""
        self.stop_waking()
        if self.thread.is_alive() and self.thread is not threading.current_thread():
            self.thread.join()

    def stop_waking(self) -> None:
        with self.lock:
            if not self.stopped:
                self.stopped = True
                # A byte, not the close alone: a forked child's copy of this end would keep
                # the read end from reporting POLLHUP.
                os.write(self.wake_up_writer, b"!")
                os.close(self.wake_up_writer)

    def watch(self) -> None:
        try:
            if self.wait_for_hang_up():
                with self.lock:
                    if not self.stopped:
                        self.on_hang_up()
        finally:
            self.stop_waking()
            os.close(self.wake_up)

    def wait_for_hang_up(self) -> bool:
        """True on a hang-up; False once stopped, or where poll cannot watch the terminal."""
        poller = select.poll()
        poller.register(self.fd, 0)  # POLLHUP and POLLERR come unasked for
        poller.register(self.wake_up, select.POLLIN)
        while True:
            happened = dict(poller.poll())
            if happened.get(self.wake_up):
                return False
            revents = happened.get(self.fd, 0)
            if revents & select.POLLNVAL:  # not a device poll supports (macOS), or a closed fd
                return False
            if revents & HUNG_UP:
                return True


def can_watch_for_a_hang_up(fd: int) -> bool:
    """A terminal (a pipe's end, say, hangs up when its writer ends: no reason to quit) on a
    system whose poll watches terminals."""
    return WATCH_ON_THIS_SYSTEM and hasattr(select, "poll") and os.isatty(fd)


def is_a_live_terminal(fd: int) -> bool:
    """Whether ``fd`` is a terminal not hung up (a hung-up one refuses its attributes: EIO;
    a hung-up pty's slave may not, and poll then reports POLLHUP)."""
    try:
        termios.tcgetattr(fd)
    except termios.error:
        return False
    return not poll_reports_a_hang_up(fd)


def poll_reports_a_hang_up(fd: int) -> bool:
    """POLLHUP or POLLERR on ``fd`` now; never where poll cannot tell (macOS's POLLNVAL on a
    terminal, or no poll at all)."""
    if not hasattr(select, "poll"):
        return False
    poller = select.poll()
    poller.register(fd, 0)
    return any(revents & HUNG_UP for _fd, revents in poller.poll(0))


def _in_the_foreground(fd: int) -> bool:
    try:
        return os.tcgetpgrp(fd) == os.getpgrp()
    except OSError:  # not this process's controlling terminal: no job control to wait for
        return True
