"""Textual's terminal driver, made safe for a terminal that is gone (a window closed, a tmux
session killed, an ssh link dropped).

Textual 8.2.8's LinuxDriver restarts its application mode on every SIGCONT, suspended or
not; and a hang-up brings one: the kernel sends SIGHUP and SIGCONT to the session leader
(and to the foreground group when the leader, a shell, exits). The restart, run before the
app's SIGHUP handler, started a second input thread and a second output thread on the dead
terminal. The new output thread died on its first write (EIO), the app's shutdown then
waited forever on that thread's full queue, and the input threads read end-of-file from
the hung-up terminal in a loop, at full CPU. ``TerminalDriver`` resumes only what it
suspended, and only on a live terminal; once the terminal is gone nothing is written to it
and the output thread is not waited for. A terminal can also hang up with no SIGHUP for
the app (a process that is not its session's leader nor in the foreground group is sent
none): ``TerminalDriver`` watches the terminal for the hang-up itself and then sends the
app the SIGHUP it would have had, so it quits as on any hang-up. Public API only: a Driver
subclass named by ``App.get_driver_class`` and its public methods."""

from __future__ import annotations

import os
import select
import signal
import termios
import threading

from textual.drivers.linux_driver import LinuxDriver


class TerminalDriver(LinuxDriver):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.given_back = False  # suspended (SIGTSTP, App.suspend): the terminal is the shell's
        self.terminal_gone = False
        self.closed = False
        self._watching = False

    def start_application_mode(self) -> None:
        super().start_application_mode()
        if not self._watching:
            self._watching = True
            threading.Thread(target=self._watch_for_hang_up, name="wordcards-hang-up", daemon=True).start()

    def suspend_application_mode(self) -> None:
        if not self.given_back and self._terminal_lives():
            super().suspend_application_mode()
        self.given_back = True

    def resume_application_mode(self) -> None:
        if not self.given_back:  # a SIGCONT with nothing suspended (kill -CONT, or a hang-up's)
            return
        if not self._terminal_lives():  # the app's SIGHUP (or the watch's) quits it
            return
        if _in_the_foreground(self.fileno):
            self.given_back = False
        # Else 'bg' after a stop: Textual's own check stops the process again, still given back.
        super().resume_application_mode()

    def _terminal_lives(self) -> bool:
        self.terminal_gone = self.terminal_gone or not is_a_live_terminal(self.fileno)
        return not self.terminal_gone

    def write(self, data: str) -> None:
        # Given back, the output thread is stopped and would queue this until its queue is full
        # and the app waits forever; on a gone terminal it may have died on a failed write.
        if not (self.given_back or self.terminal_gone):
            super().write(data)

    def close(self) -> None:
        self.closed = True
        if not (self.given_back or self.terminal_gone):  # else stopped already, or maybe dead: never waited for
            super().close()

    def _watch_for_hang_up(self) -> None:
        """Wait (asleep, reading nothing) until the terminal hangs up, then quit as a SIGHUP does."""
        poller = select.poll()
        poller.register(self.fileno, 0)  # POLLHUP and POLLERR come unasked for
        while not poller.poll():
            pass
        self.terminal_gone = True
        if not self.closed:  # the app's handlers are gone once it closed: a SIGHUP would end the process
            self.quit_as_on_a_hang_up()

    def quit_as_on_a_hang_up(self) -> None:
        os.kill(os.getpid(), signal.SIGHUP)


def is_a_live_terminal(fd: int) -> bool:
    """Whether ``fd`` is a terminal not hung up (a hung-up one refuses its attributes: EIO)."""
    try:
        termios.tcgetattr(fd)
    except termios.error:
        return False
    poller = select.poll()
    poller.register(fd, 0)
    return not poller.poll(0)  # POLLHUP: its other end (a pty's master) is closed


def _in_the_foreground(fd: int) -> bool:
    try:
        return os.tcgetpgrp(fd) == os.getpgrp()
    except OSError:  # not this process's controlling terminal: no job control to wait for
        return True
