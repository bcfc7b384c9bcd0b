"""SIGTERM/SIGHUP handling that a headless app shows: it installs no handlers (they would
outlive the test in pytest's process, and there is no terminal to give back), and SIGHUP's
quit first sends the app's writes to the null device (tests/test_stop_signals.py plays both
signals in a pseudo-terminal)."""

from __future__ import annotations

import signal
import subprocess
import sys

from drivers import settle


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


def test_write_nowhere_points_stdout_and_stderr_at_the_null_device():
    shown = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from wordcards.app.stop_signals import write_nowhere; "
            "write_nowhere(); print('out'); print('err', file=sys.stderr)",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert (shown.stdout, shown.stderr) == ("", "")


def test_stops_before_the_loop_are_noted_then_the_handlers_put_back(monkeypatch):
    """From app.run() until on_mount takes them, SIGTERM and SIGHUP are noted, not fatal
    (SIGHUP sends the writes nowhere at once); after, the handlers are those from before."""
    from wordcards.app import stop_signals

    pointed_away: list[bool] = []
    monkeypatch.setattr(stop_signals, "write_nowhere", lambda: pointed_away.append(True))
    before = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)
    with stop_signals.StopsBeforeTheLoop() as stops:
        signal.raise_signal(signal.SIGTERM)
        signal.raise_signal(signal.SIGHUP)
    assert stops.came == [signal.SIGTERM, signal.SIGHUP] and pointed_away == [True]
    assert (signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGHUP)) == before
