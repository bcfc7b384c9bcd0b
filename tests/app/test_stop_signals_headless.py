"""A headless app (every app test) installs no SIGTERM/SIGHUP handlers: they would outlive
the test in pytest's process, and there is no terminal to give back."""

from __future__ import annotations

import signal

from drivers import settle


async def test_a_headless_app_leaves_sigterm_and_sighup_to_the_system(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(app, pilot)
        assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL
        assert signal.getsignal(signal.SIGHUP) is signal.SIG_DFL
