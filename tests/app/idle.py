"""Waiting for an app driven headless (Textual's ``run_test`` pilot) to be idle: its workers
done, its screen steady, and its footer showing the keys that work now. The app tests'
drivers and tools/fuzz_keys.py both wait this way; the app itself never does, so this
lives with the tests, not in the package."""

from __future__ import annotations

import asyncio
from typing import Any

from textual.worker import WorkerCancelled

from wordcards.app.player_app import LASTING

# Bounds a wait, in pauses; each pause lasts at least 20 ms, so a wait gives up after many
# seconds: far longer than any step takes, even on a busy machine.
PAUSES = 1000

# Bounds a wait for the screen to refresh; one not done by then is waited for again (settle
# goes round once more), so it may be short.
REFRESH_SECONDS = 2


class NotSettled(AssertionError):
    """The app stayed busy, or its footer kept showing keys other than those that work."""


async def settle(app: Any, pilot: Any, *, check_footer: bool = True, pauses: int = PAUSES) -> None:
    """Wait until the app is idle and its screen painted: no worker running (a LASTING one
    aside), the same screen over a pause, (``check_footer``) the footer showing exactly the
    keys usable now (it redraws after a refresh, later than the change that caused it), and
    the screen refreshed since (``painted``)."""
    for _ in range(pauses):
        if app.return_code is not None:  # the app quit: nothing more to draw
            return
        screen, depth = app.screen, len(app.screen_stack)
        await pilot.pause()
        if app.return_code is not None:
            return
        busy = [worker for worker in app.workers if worker.group != LASTING]
        try:
            if busy:  # none: wait_for_complete([]) would wait for every worker
                await app.workers.wait_for_complete(busy)
        except WorkerCancelled:  # its screen closed while we waited (a new game): done, not busy
            pass
        def steady() -> bool:
            return app.screen is screen and len(app.screen_stack) == depth and (not check_footer or footer_is_current(app))

        # Steady after the paint too: the footer recomposes after a refresh (bindings changed),
        # and one begun as the paint is awaited takes its keys away (none in sight).
        if steady() and await painted(app) and (app.return_code is not None or steady()):
            return
    raise NotSettled(f"the app did not settle (screen {app.screen.name!r}){footer_difference(app) if check_footer else ''}")


async def painted(app: Any) -> bool:
    """Whether the screen has refreshed since asked (laid out and drawn what changed): only
    then is a widget's region where it is drawn (a footer key just composed has none yet, and
    a click there misses it). False if it did not within REFRESH_SECONDS."""
    refreshed = asyncio.Event()
    if not app.screen.call_after_refresh(refreshed.set):  # closing: it takes no more messages
        return False
    try:
        await asyncio.wait_for(refreshed.wait(), REFRESH_SECONDS)
    except asyncio.TimeoutError:
        return False
    return True


def footer_is_current(app: Any) -> bool:
    """The footer shows the active bindings of the screen (or the screen has no footer)."""
    shown, usable = footer_state(app)
    return shown == usable


def footer_state(app: Any) -> tuple[set, set]:
    """The keys the footer shows, and the keys it should show now (action, enabled)."""
    from textual.widgets import Footer

    from wordcards.app.screens.footer_keys import app_keys_said_by_the_screen

    footers = app.screen.query(Footer)
    if not footers:
        return set(), set()
    shown = {(key.action, not key.disabled) for key in footers.first().query("FooterKey")}  # by name: not exported
    said_by_the_screen = app_keys_said_by_the_screen(app.screen)
    usable = {
        (b.binding.action, b.enabled)
        for b in app.screen.active_bindings.values()
        if b.binding.show and not (b.node is app and b.binding.action in said_by_the_screen)
    }
    return shown, usable


def footer_difference(app: Any) -> str:
    """What a stale footer gets wrong, in words ('' when it is current)."""
    shown, usable = footer_state(app)
    if shown == usable:
        return ""
    return f"; the footer shows {sorted(shown - usable)} in place of {sorted(usable - shown)} (action, enabled)"
