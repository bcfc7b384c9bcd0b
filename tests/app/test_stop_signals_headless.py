"""SIGTERM/SIGHUP handling that a headless app shows: it installs no handlers (they would
outlive the test in pytest's process, and there is no terminal to give back); SIGHUP's one
handler (HangUpsHandled, for ``play``, a seat and the host) sends the writes to the null
device and quits the app, saving (tests/test_stop_signals.py plays both signals in a
pseudo-terminal)."""

from __future__ import annotations

import signal
import subprocess
import sys
from contextlib import contextmanager

import pytest
from drivers import keys, past_the_handoff, settle, until

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)


async def test_a_headless_app_leaves_sigterm_and_sighup_to_the_system(new_app):
    # As this process had them (the default, unless an earlier test's library set one).
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)) == before


async def test_a_hang_up_quits_the_shared_keyboard_saving_the_word_typed_and_sighup_stays_ignored(new_app, monkeypatch):
    """The terminal closed (SIGHUP, the kernel's then the shell's) on ``wordcards play``: the
    output goes nowhere, then the app quits as on SIGTERM, the word half typed saved, and
    nothing to print after. SIGHUP stays ignored after the app's loop: the loop owned it
    before, and its closing set the default back (a late SIGHUP then ended the exit with 129).
    The handlers are the ones PlayerApp.run enters, set here around a headless app."""
    import json

    from wordcards import saves
    from wordcards.app import stop_signals
    from wordcards.app.player_app import hang_ups_for

    pointed_away: list[bool] = []
    # Not the real one here: it would point pytest's own stdout and stderr at /dev/null.
    monkeypatch.setattr(stop_signals, "write_nowhere", lambda terminals_only=False: pointed_away.append(True))
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    with handlers_that_record() as let_through:
        with hang_ups_for(app) as app.hang_ups:
            async with app.run_test(size=(80, 24)) as pilot:
                await past_the_handoff(app, pilot)  # Ann's turn
                await keys(app, pilot, "d", "j", "s")
                app.listen_for_hang_ups()  # as on_mount does in a terminal
                for _ in range(2):
                    signal.raise_signal(signal.SIGHUP)
                await until(app, pilot, lambda: not app.is_running, "the app quit")
            ignored_after_the_loop = signal.getsignal(signal.SIGHUP)
        ignored_after_the_run = signal.getsignal(signal.SIGHUP)
    assert pointed_away == [True] and app.hung_up and let_through == []
    assert ignored_after_the_loop == ignored_after_the_run == signal.SIG_IGN
    assert json.loads(saves.save_path().read_text())["app"]["draft"]["word"].upper() == "DJS"


def test_the_shared_keyboard_handles_its_hang_up_in_a_browser_tab_too(new_app, monkeypatch):
    """``wordcards serve`` runs ``wordcards play`` under Textual's web driver, in the
    server's process group: the server's terminal closing sends it SIGHUP, and it quits saving
    the word half typed, as in a terminal (a remote seat in a tab sets none: its test is in
    tests/remote/test_seat_draft.py)."""
    from textual import constants

    from wordcards.app.player_app import hang_ups_for
    from wordcards.app.stop_signals import HangUpsHandled

    monkeypatch.setattr(constants, "DRIVER", "textual.drivers.web_driver:WebDriver")  # as textual-serve starts it
    before = signal.signal(signal.SIGHUP, signal.SIG_DFL)  # as a shell leaves it (a runner under nohup: ignored)
    try:
        with hang_ups_for(new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")) as in_a_tab:
            assert isinstance(in_a_tab, HangUpsHandled) and in_a_tab.handling
    finally:
        signal.signal(signal.SIGHUP, before)


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


def test_sigterm_before_the_loop_is_noted_then_its_handler_put_back():
    """From app.run() until on_mount takes it, SIGTERM is noted, not fatal; after, the
    handler is the one from before. SIGHUP is not StopsBeforeTheLoop's (HangUpsHandled's)."""
    from wordcards.app import stop_signals

    with handlers_that_record() as let_through:
        before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)
        with stop_signals.StopsBeforeTheLoop() as stops:
            assert signal.getsignal(signal.SIGHUP) == before[1]
            signal.raise_signal(signal.SIGTERM)
        assert stops.came == [signal.SIGTERM]
        assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)) == before
    assert let_through == []


def two_stops_before_the_loop(first: signal.Signals, second: signal.Signals, inherited: str) -> subprocess.CompletedProcess:
    """A process that starts with ``inherited`` (SIG_DFL, SIG_IGN) for both stop signals,
    set in it before anything else (never the test runner's own, which varies), gets
    ``first`` then ``second`` before the app's loop takes them (SIGTERM noted by
    StopsBeforeTheLoop, SIGHUP by HangUpsHandled)."""
    return subprocess.run(
        [
            sys.executable,
            "-c",
            "import signal, sys; from wordcards.app.stop_signals import HangUpsHandled, StopsBeforeTheLoop\n"
            f"signal.signal(signal.SIGTERM, signal.{inherited}); signal.signal(signal.SIGHUP, signal.{inherited})\n"
            # As WordcardsApp.run and PlayerApp.run set them: each the other's first stop.
            "hang_ups = HangUpsHandled(stopping=lambda: bool(stops.came))\n"
            "stops = StopsBeforeTheLoop(stopping=lambda: hang_ups.hung_up)\n"
            "with stops, hang_ups:\n"
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
    the handler from before (here the system's default: the process ends by that signal),
    whichever of the two handlers (StopsBeforeTheLoop's, HangUpsHandled's) noted the first."""
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


# --- HangUpsHandled: SIGHUP alone, for the shared keyboard, a remote seat and the host ---------


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
