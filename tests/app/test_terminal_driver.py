"""The terminal driver on a hang-up's SIGCONT (app/terminal_driver.py): Textual 8.2.8 restarted
its terminal on every SIGCONT, suspended or not, and a hang-up brings one: on the dead terminal
a second input thread read end-of-file in a loop and a second output thread died on its first
write, so the app's quit waited forever (tests/test_stop_signals.py plays it in a terminal).

Each test sends the real SIGCONT to this process (harmless while it runs); the driver reads a
pseudo-terminal of its own, and Textual's start and stop, and the SIGHUP the driver's watch
sends on a hang-up, are recorded, not run."""

from __future__ import annotations

import asyncio
import os
import pty
import select
import signal
import sys
import threading

import pytest
from textual.app import App
from textual.drivers.linux_driver import LinuxDriver

from wordcards.app import terminal_driver
from wordcards.app.terminal_driver import TerminalDriver, is_a_live_terminal

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="Textual's LinuxDriver and these ptys are Linux's")


@pytest.fixture
def started(monkeypatch):
    """What the driver started and stopped, in order; the signal handlers it sets put back after."""
    done: list[str] = []
    monkeypatch.setattr(LinuxDriver, "start_application_mode", lambda driver: done.append("start"))
    monkeypatch.setattr(LinuxDriver, "stop_application_mode", lambda driver: done.append("stop"))
    monkeypatch.setattr(LinuxDriver, "close", lambda driver: done.append("close"))
    before = {each: signal.getsignal(each) for each in (signal.SIGTSTP, signal.SIGCONT)}
    yield done
    for each, handler in before.items():
        signal.signal(each, handler)


@pytest.fixture
def hung_up(monkeypatch):
    """Set when the driver's watch saw the terminal hang up (it would send the app SIGHUP)."""
    seen = threading.Event()
    monkeypatch.setattr(TerminalDriver, "quit_as_on_a_hang_up", lambda driver: seen.set())
    return seen


@pytest.fixture
def terminal():
    """A pseudo-terminal: (its master, its slave), closed after."""
    master, slave = pty.openpty()
    ends = {"master": master, "slave": slave}
    yield ends
    for fd in ends.values():
        if fd >= 0:
            os.close(fd)


@pytest.fixture
def driver_on(started, hung_up, terminal):
    """A TerminalDriver on ``terminal``'s slave; its watch stopped before the terminal is
    closed (it then sends nothing)."""
    made: list[TerminalDriver] = []

    def make(slave: int) -> TerminalDriver:
        made.append(TerminalDriver(App()))
        made[-1].fileno = slave
        return made[-1]

    yield make
    for driver in made:
        if driver.hang_up_watch is not None:
            driver.hang_up_watch.stop()


async def test_a_sigcont_with_nothing_suspended_restarts_nothing(started, terminal, driver_on):
    """``kill -CONT`` on a running app started a second input thread and output thread."""
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    signal.raise_signal(signal.SIGCONT)
    assert started == ["start"]


async def test_a_hang_ups_sigcont_restarts_nothing_and_nothing_is_written_after(started, terminal, driver_on):
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    os.close(terminal["master"])  # the terminal's window closed: the kernel sends SIGHUP and SIGCONT
    terminal["master"] = -1
    signal.raise_signal(signal.SIGCONT)
    assert started == ["start"]
    driver.suspend_application_mode()  # a SIGTSTP now: nothing to give back
    signal.raise_signal(signal.SIGCONT)
    assert started == ["start"]
    driver.write("\x1b[?1049l")  # no output thread to queue it for: dropped, never an assertion
    driver.close()
    assert started == ["start"]  # the output thread, maybe dead on the gone terminal, is not waited for


async def test_a_hang_up_with_no_signal_is_seen_by_the_driver(started, terminal, driver_on, hung_up):
    """A hang-up the app is sent no SIGHUP for: Textual's input thread read end-of-file in
    a loop while the app ran on. The driver's watch sends the app the SIGHUP instead."""
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    assert not hung_up.is_set()
    os.close(terminal["master"])
    terminal["master"] = -1
    assert hung_up.wait(60)
    assert driver.terminal_gone


async def test_resumed_after_a_stop_on_a_live_terminal(started, terminal, driver_on):
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    driver.suspend_application_mode()  # Ctrl+Z (SIGTSTP): the terminal given back to the shell
    assert started == ["start", "stop", "close"]
    driver.write("drawn while stopped")  # the output thread is stopped: dropped, not queued
    signal.raise_signal(signal.SIGCONT)  # fg
    assert started == ["start", "stop", "close", "start"]
    signal.raise_signal(signal.SIGCONT)  # once more, with nothing suspended
    assert started == ["start", "stop", "close", "start"]


async def test_a_terminal_that_hung_up_while_stopped_is_not_resumed(started, terminal, driver_on):
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    driver.suspend_application_mode()
    os.close(terminal["master"])
    terminal["master"] = -1
    signal.raise_signal(signal.SIGCONT)
    assert started == ["start", "stop", "close"]
    assert driver.terminal_gone


@pytest.fixture
def poll_without_devices(monkeypatch):
    """macOS's poll, which does not support devices: a terminal polled reports POLLNVAL at
    once (anything else is polled as it is)."""
    real_poll = select.poll

    class PollWithoutDevices:
        def __init__(self) -> None:
            self.real = real_poll()
            self.terminals: list[int] = []

        def register(self, fd: int, eventmask: int = select.POLLIN | select.POLLPRI | select.POLLOUT) -> None:
            if os.isatty(fd):
                self.terminals.append(fd)
            else:
                self.real.register(fd, eventmask)

        def poll(self, timeout: float | None = None) -> list[tuple[int, int]]:
            if self.terminals:
                return [(fd, select.POLLNVAL) for fd in self.terminals]
            return self.real.poll(timeout)

    monkeypatch.setattr(select, "poll", PollWithoutDevices)


def watch_threads() -> set[threading.Thread]:
    return {each for each in threading.enumerate() if each.name == "wordcards-hang-up"}


async def test_where_poll_cannot_watch_a_terminal_the_watch_ends_and_the_app_runs_on(
    started, terminal, driver_on, hung_up, poll_without_devices
):
    """On macOS poll reports POLLNVAL for a terminal: the watch took it for a hang-up and
    quit the app as it started."""
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    assert driver.hang_up_watch is not None
    driver.hang_up_watch.thread.join(60)  # it ends at once on POLLNVAL: what it did is done
    assert not driver.hang_up_watch.thread.is_alive()
    assert not hung_up.is_set()
    assert not driver.terminal_gone
    assert is_a_live_terminal(terminal["slave"])


async def test_where_poll_cannot_watch_a_terminal_a_stop_still_resumes(
    started, terminal, driver_on, poll_without_devices
):
    """macOS's POLLNVAL read as a hang-up refused every resume after Ctrl+Z."""
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    driver.suspend_application_mode()
    signal.raise_signal(signal.SIGCONT)
    assert started == ["start", "stop", "close", "start"]
    assert not driver.terminal_gone


async def test_with_no_poll_at_all_a_stop_still_resumes_and_nothing_is_watched(
    started, terminal, driver_on, monkeypatch
):
    monkeypatch.delattr(select, "poll")
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    assert driver.hang_up_watch is None
    driver.suspend_application_mode()
    signal.raise_signal(signal.SIGCONT)
    assert started == ["start", "stop", "close", "start"]


async def test_a_pipe_for_input_is_not_watched(started, driver_on):
    """A pipe hangs up when its writer ends: no reason to quit the app."""
    reader, writer = os.pipe()
    try:
        driver = driver_on(reader)
        driver.start_application_mode()
        assert driver.hang_up_watch is None
    finally:
        os.close(reader)
        os.close(writer)


async def test_closing_the_driver_ends_its_watch_and_a_later_hang_up_sends_nothing(
    started, terminal, driver_on, hung_up
):
    """The watch was left asleep on the terminal's fd after the driver closed: on a hang-up
    then it sent a SIGHUP the closed app no longer handled, and the fd, once closed, may
    name another file."""
    before = watch_threads()
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    (watch,) = watch_threads() - before
    driver.close()
    assert not watch.is_alive()
    os.close(terminal["master"])
    terminal["master"] = -1
    assert not hung_up.is_set()


async def test_a_hang_up_after_a_stop_and_a_resume_is_still_seen(started, terminal, driver_on, hung_up):
    """A suspend closes the driver (Textual's suspend_application_mode): the watch ended
    with it, and after 'fg' a hang-up with no SIGHUP left the app running on a gone terminal."""
    driver = driver_on(terminal["slave"])
    driver.start_application_mode()
    driver.suspend_application_mode()
    signal.raise_signal(signal.SIGCONT)
    assert started == ["start", "stop", "close", "start"]
    os.close(terminal["master"])
    terminal["master"] = -1
    assert hung_up.wait(60)


async def test_a_hang_up_where_sighup_is_ignored_exits_the_app(started, terminal, monkeypatch):
    """Under nohup (or a parent that left SIGHUP ignored) an app, which sets no SIGHUP
    handler, lost the watch's SIGHUP and ran on, its input thread reading end-of-file."""
    exited = asyncio.Event()
    sent_nowhere: list[bool] = []
    monkeypatch.setattr(terminal_driver, "write_nowhere", lambda: sent_nowhere.append(True))  # not pytest's own output
    before = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    driver = TerminalDriver(App())
    driver.fileno = terminal["slave"]
    driver.exit_app = exited.set
    try:
        driver.start_application_mode()
        os.close(terminal["master"])
        terminal["master"] = -1
        await asyncio.wait_for(exited.wait(), 60)
        assert sent_nowhere == [True]
        assert driver.terminal_gone
    finally:
        if driver.hang_up_watch is not None:
            driver.hang_up_watch.stop()
        signal.signal(signal.SIGHUP, before)


async def test_a_hang_up_the_apps_own_handler_took_is_left_to_its_leave(monkeypatch):
    """The app's SIGHUP handler (a remote seat's here) ignores SIGHUP first of all, then sends the output
    nowhere (os.open lets the watch's thread run): the watch, seeing SIGHUP ignored, took it
    for nohup and queued a bare exit before the handler's leave, so the seat never told the
    host its word line. The handler's leave alone runs."""
    from wordcards.app import stop_signals

    monkeypatch.setattr(stop_signals, "write_nowhere", lambda terminals_only=False: None)  # not pytest's own output
    monkeypatch.setattr(terminal_driver, "write_nowhere", lambda: None)
    done: list[str] = []
    app = App()
    driver = TerminalDriver(app)
    driver.loop = asyncio.get_running_loop()  # as start_application_mode sets it
    driver.exit_app = lambda: done.append("bare exit")
    before = signal.signal(signal.SIGHUP, lambda number, frame: done.append("let through"))
    try:
        with stop_signals.HangUpsHandled() as app.hang_ups:  # as PlayerApp.run enters it
            assert app.hang_ups.handling
            signal.raise_signal(signal.SIGHUP)  # the handler: SIGHUP ignored, hung_up marked
            watch = threading.Thread(target=driver.quit_as_on_a_hang_up)  # the watch's thread, woken by POLLHUP
            watch.start()
            watch.join(60)
            app.hang_ups.listen(lambda: done.append("the seat's leave"))  # the handler's call on the loop
            for _ in range(5):
                await asyncio.sleep(0)
    finally:
        signal.signal(signal.SIGHUP, before)
    assert done == ["the seat's leave"]
