"""SIGTERM/SIGHUP handling that a headless app shows: it installs no handlers (they would
outlive the test in pytest's process, and there is no terminal to give back), and SIGHUP's
quit first sends the app's writes to the null device (tests/test_stop_signals.py plays both
signals in a pseudo-terminal)."""

from __future__ import annotations

import signal
import subprocess
import sys
from contextlib import contextmanager

import pytest
from drivers import settle

from wordcards.app.stop_signals import STOP_SIGNALS


async def test_a_headless_app_leaves_sigterm_and_sighup_to_the_system(new_app):
    # As this process had them (the default, unless an earlier test's library set one).
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)) == before


async def test_sighup_sends_the_apps_writes_nowhere_before_quitting(new_app, monkeypatch):
    """The gone terminal's writes fail; Textual's output thread dies on the first, and its
    queue would then fill and block the shutdown's writes."""
    from wordcards.app import stop_signals

    pointed_away: list[bool] = []
    # Not the real one here: it would point pytest's own stdout and stderr at /dev/null.
    monkeypatch.setattr(stop_signals, "write_nowhere", lambda: pointed_away.append(True))
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        app._quit_on_signal(signal.SIGHUP)
        await pilot.pause()
    assert pointed_away == [True]
    assert app.hung_up


def printed_after(call: str) -> tuple[str, str]:
    """What a fresh Python prints to its stdout and stderr (a pipe here) after ``call`` of write_nowhere."""
    shown = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from wordcards.app.stop_signals import write_nowhere; "
            f"{call}; print('out'); print('err', file=sys.stderr)",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return shown.stdout, shown.stderr


def test_write_nowhere_points_stdout_and_stderr_at_the_null_device():
    assert printed_after("write_nowhere()") == ("", "")


@contextmanager
def handlers_that_record():
    """SIGTERM and SIGHUP handled by recording them, for the test's length: a signal that
    StopsBeforeTheLoop lets through reaches these, not the default that would end pytest."""
    recorded: list[int] = []
    before = {stop: signal.signal(stop, lambda number, frame: recorded.append(number)) for stop in STOP_SIGNALS}
    try:
        yield recorded
    finally:
        for stop, handler in before.items():
            signal.signal(stop, handler)


def test_stops_before_the_loop_are_noted_then_the_handlers_put_back(monkeypatch):
    """From app.run() until on_mount takes them, SIGTERM and SIGHUP are noted, not fatal
    (SIGHUP sends the writes nowhere at once); after, the handlers are those from before."""
    from wordcards.app import stop_signals

    pointed_away: list[bool] = []
    monkeypatch.setattr(stop_signals, "write_nowhere", lambda: pointed_away.append(True))
    with handlers_that_record() as let_through:
        before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)
        for stop in STOP_SIGNALS:
            with stop_signals.StopsBeforeTheLoop() as stops:
                signal.raise_signal(stop)
            assert stops.came == [stop]
            assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)) == before
    assert pointed_away == [True] and let_through == []


def test_a_closed_terminals_two_hang_ups_before_the_loop_are_one_noted_stop(monkeypatch):
    """The kernel and the shell each send SIGHUP as a terminal closes: the second is no
    second stop, and the app still quits as it is mounted (keeping the save, freeing the lock)."""
    from wordcards.app import stop_signals

    pointed_away: list[bool] = []
    monkeypatch.setattr(stop_signals, "write_nowhere", lambda: pointed_away.append(True))
    with handlers_that_record() as let_through:
        with stop_signals.StopsBeforeTheLoop() as stops:
            signal.raise_signal(signal.SIGHUP)
            signal.raise_signal(signal.SIGHUP)
    assert stops.came == [signal.SIGHUP, signal.SIGHUP] and pointed_away == [True]
    assert let_through == []


def test_after_a_hang_up_a_late_sighup_as_the_handlers_go_back_is_ignored(monkeypatch):
    """The app put SIGHUP's handler from before (the system's default) back on leaving
    StopsBeforeTheLoop, and only then ignored SIGHUP after a hang-up: a late SIGHUP (a
    shell's) in between ended the exit with status 129. Here the handler from before
    records, and a SIGHUP comes just after the exit; SIGTERM's is put back all the same."""
    from wordcards.app import stop_signals

    with handlers_that_record() as let_through:
        recording = signal.getsignal(signal.SIGTERM)
        with stop_signals.StopsBeforeTheLoop(hung_up=lambda: True):
            pass
        signal.raise_signal(signal.SIGHUP)
        assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
        assert signal.getsignal(signal.SIGTERM) == recording
    assert let_through == []


def test_with_no_hang_up_sighups_handler_from_before_is_put_back():
    from wordcards.app import stop_signals

    with handlers_that_record() as let_through:
        with stop_signals.StopsBeforeTheLoop(hung_up=lambda: False):
            pass
        signal.raise_signal(signal.SIGHUP)
    assert let_through == [signal.SIGHUP]


def two_stops_before_the_loop(first: signal.Signals, second: signal.Signals, inherited: str) -> subprocess.CompletedProcess:
    """A process that starts with ``inherited`` (SIG_DFL, SIG_IGN) for both stop signals,
    set in it before anything else (never the test runner's own, which varies), gets
    ``first`` then ``second`` before the app's loop takes them."""
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import signal, sys; from wordcards.app.stop_signals import StopsBeforeTheLoop\n"
            f"signal.signal(signal.SIGTERM, signal.{inherited}); signal.signal(signal.SIGHUP, signal.{inherited})\n"
            "with StopsBeforeTheLoop():\n"
            f"    signal.raise_signal(signal.{first.name}); print('noted', flush=True)\n"
            f"    signal.raise_signal(signal.{second.name}); print('not stopped', flush=True)\n"
            "sys.exit(3)",
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    "first, second",
    [(signal.SIGTERM, signal.SIGTERM), (signal.SIGTERM, signal.SIGHUP), (signal.SIGHUP, signal.SIGTERM)],
)
def test_a_second_stop_before_the_loop_ends_the_process_at_once(first, second):
    """A start that never reaches on_mount (where the noted stop is acted on) could not be
    stopped by SIGTERM or SIGHUP, and kept the save's lock: a second stop is let through to
    the handler from before (here the system's default: the process ends by that signal)."""
    ended = two_stops_before_the_loop(first, second, "SIG_DFL")
    assert ended.returncode == -second, (ended.returncode, ended.stdout, ended.stderr)
    assert "not stopped" not in ended.stdout
    if first == signal.SIGTERM:  # (after SIGHUP the output goes nowhere)
        assert ended.stdout == "noted\n"


def test_a_second_stop_ends_the_process_even_when_it_started_ignoring_stops():
    """Started under nohup (or a CI runner that ignores SIGTERM), the handler from before is
    SIG_IGN: the second stop, let through to it, was ignored and the app kept running. It
    goes to the system's default then."""
    ended = two_stops_before_the_loop(signal.SIGTERM, signal.SIGTERM, "SIG_IGN")
    assert ended.returncode == -signal.SIGTERM, (ended.returncode, ended.stdout, ended.stderr)
    assert ended.stdout == "noted\n"


FROM_C = (  # signal.signal as it answers for a handler set from C: None, not the handler
    "import signal\n"
    "set_in_python = signal.signal\n"
    "def answering_none(number, handler):\n"
    "    set_in_python(number, handler)\n"
    "    return None\n"
    "signal.signal = answering_none\n"
)


@pytest.mark.parametrize("second", [True, False])
def test_a_handler_from_before_set_from_c_is_never_put_back_as_none(second):
    """A handler set from C reads as None, which signal.signal refuses (TypeError): raised in
    the handler of the second stop, or as the stops were put back on leaving. The system's
    default takes its place."""
    code = (
        FROM_C + "import sys; from wordcards.app.stop_signals import StopsBeforeTheLoop\n"
        "with StopsBeforeTheLoop():\n"
        "    signal.raise_signal(signal.SIGTERM); print('noted', flush=True)\n"
        + ("    signal.raise_signal(signal.SIGTERM); print('not stopped', flush=True)\n" if second else "")
        + "print('left with', signal.getsignal(signal.SIGTERM).name, flush=True); sys.exit(3)"
    )
    ended = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    if second:
        assert ended.returncode == -signal.SIGTERM and ended.stdout == "noted\n", (ended.returncode, ended.stdout, ended.stderr)
    else:
        assert ended.returncode == 3 and ended.stdout == "noted\nleft with SIG_DFL\n", (ended.returncode, ended.stdout, ended.stderr)


# --- HangUpsHandled: SIGHUP alone, for a remote seat and the host -----------------------------


def test_a_hang_up_ignores_sighup_before_anything_else_and_is_called_on_the_loop_once(monkeypatch):
    """The closed terminal's two SIGHUPs are one hang-up, SIGHUP already ignored as the output
    goes nowhere; one that came before ``listen`` is called there. No loop owns SIGHUP:
    closing the loop leaves it ignored (a loop's closing set the default back, and a late
    SIGHUP then ended the process with 129)."""
    import asyncio

    from wordcards.app import stop_signals

    handler_as_sent_nowhere: list[object] = []
    monkeypatch.setattr(
        stop_signals, "write_nowhere", lambda terminals_only=False: handler_as_sent_nowhere.append(signal.getsignal(signal.SIGHUP))
    )
    called: list[str] = []

    async def listened(hang_ups: stop_signals.HangUpsHandled) -> None:
        hang_ups.listen(lambda: called.append("hung up"))
        while not called:
            await asyncio.sleep(0)

    with handlers_that_record() as let_through:
        with stop_signals.HangUpsHandled() as hang_ups:
            signal.raise_signal(signal.SIGHUP)  # before the loop listens
            signal.raise_signal(signal.SIGHUP)
            asyncio.run(asyncio.wait_for(listened(hang_ups), 60))
            after_the_loop = signal.getsignal(signal.SIGHUP)
        assert signal.getsignal(signal.SIGHUP) == after_the_loop == signal.SIG_IGN
    assert called == ["hung up"] and handler_as_sent_nowhere == [signal.SIG_IGN] and let_through == []


def test_a_hang_up_between_listen_setting_the_loop_and_reading_hung_up_is_called_once(monkeypatch):
    """listen sets the loop, then reads hung_up: a SIGHUP in between was called on the loop by
    the handler (the loop set) and again by listen (hung_up read true). The signal is made
    to come at that read."""
    import asyncio

    from wordcards.app import stop_signals

    monkeypatch.setattr(stop_signals, "write_nowhere", lambda terminals_only=False: None)  # pytest's output is not the terminal gone

    class HangUpAtTheRead(stop_signals.HangUpsHandled):
        """hung_up as read by listen, once the loop is set: the real SIGHUP comes first."""

        came = False
        seen = False

        @property
        def hung_up(self) -> bool:
            if self._loop is not None and not self.came:
                self.came = True
                signal.raise_signal(signal.SIGHUP)  # its Python handler runs before this returns
            return self.seen

        @hung_up.setter
        def hung_up(self, value: bool) -> None:
            self.seen = value

    called: list[str] = []

    async def listened(hang_ups: stop_signals.HangUpsHandled) -> None:
        hang_ups.listen(lambda: called.append("hung up"))
        for _ in range(5):
            await asyncio.sleep(0)

    with handlers_that_record() as let_through:
        with HangUpAtTheRead() as hang_ups:
            asyncio.run(asyncio.wait_for(listened(hang_ups), 60))
    assert hang_ups.came and called == ["hung up"] and let_through == []


def test_sighup_ignored_as_inherited_is_left_so_and_with_no_hang_up_the_handler_is_put_back():
    """``nohup``: the process is to outlive its terminal; nothing is set. Else the handler
    from before is back on leaving."""
    from wordcards.app import stop_signals

    with handlers_that_record() as let_through:
        recording = signal.getsignal(signal.SIGHUP)
        with stop_signals.HangUpsHandled() as hang_ups:
            assert hang_ups.handling and signal.getsignal(signal.SIGHUP) != recording
        assert signal.getsignal(signal.SIGHUP) == recording
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
        with stop_signals.HangUpsHandled() as hang_ups:
            assert not hang_ups.handling and signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
        assert signal.getsignal(signal.SIGHUP) == signal.SIG_IGN
    assert let_through == []


def test_write_nowhere_for_terminals_only_keeps_output_sent_to_a_pipe():
    """``wordcards host > host.log 2>&1``: a file or a pipe did not hang up, and the host's
    last line ('Stopped hosting... --resume') goes on to it."""
    assert printed_after("write_nowhere(terminals_only=True)") == ("out\n", "err\n")
