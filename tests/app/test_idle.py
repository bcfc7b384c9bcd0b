"""tests/app/idle.py, the wait the app tests and tools/fuzz_keys.py share: a footer left
showing a key that no longer works is caught, not waited past."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer

from idle import NotSettled, footer_is_current, settle


class OneKey(App):
    BINDINGS = [Binding("x", "go", "Go")]
    ENABLE_COMMAND_PALETTE = False
    usable = True

    def compose(self) -> ComposeResult:
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.usable or action != "go"

    def action_go(self) -> None:
        pass


async def test_a_footer_showing_a_key_that_no_longer_works_is_not_settled():
    app = OneKey()
    async with app.run_test(size=(40, 5)) as pilot:
        await settle(app, pilot)
        app.usable = False  # the key stops working, and nothing tells the footer
        assert not footer_is_current(app)
        await settle(app, pilot, check_footer=False)  # idle all the same
        with pytest.raises(NotSettled, match="footer shows"):
            await settle(app, pilot, pauses=5)
        app.refresh_bindings()
        await settle(app, pilot)
        assert footer_is_current(app)


async def test_a_worker_cancelled_while_the_app_settles_is_done_not_an_error(monkeypatch):
    """A computer's or a hint's worker is cancelled when its screen closes (a new game from
    the score screen, under random keys): settle raised WorkerCancelled from its wait on the
    workers, when the screen closed while it waited (seen on a busy machine)."""
    import asyncio

    app = OneKey()
    async with app.run_test(size=(40, 5)) as pilot:
        await settle(app, pilot)

        async def thinks() -> None:
            await asyncio.Event().wait()  # until cancelled

        worker = app.run_worker(thinks(), name="thinks")
        wait = app.workers.wait_for_complete

        async def closing_meanwhile(workers=None) -> None:
            app.call_later(worker.cancel)  # its screen closes while settle waits on it
            await wait(workers)

        monkeypatch.setattr(app.workers, "wait_for_complete", closing_meanwhile)
        await settle(app, pilot)
        assert worker.is_cancelled


async def test_a_lasting_worker_is_not_waited_for():
    """A worker that runs as long as the app (a seat's connection to its host) never ends:
    settle waited for it for ever."""
    import asyncio

    from wordcards.app.player_app import LASTING

    app = OneKey()
    async with app.run_test(size=(40, 5)) as pilot:
        connection = app.run_worker(asyncio.Event().wait(), name="connection", group=LASTING)
        settling = asyncio.ensure_future(settle(app, pilot))
        done, _ = await asyncio.wait({settling}, timeout=60)
        if settling not in done:
            settling.cancel()
        assert settling in done, "settle waited for a lasting worker"
        settling.result()  # settle returned, not failed
        assert connection.is_running


async def test_a_key_just_shown_in_the_footer_is_where_it_is_drawn_once_settled(monkeypatch):
    """A click goes where a key is drawn: once settled, a key just added to the footer has its
    place on the screen, however little the idle check waits (here not at all: the busiest
    machine). A seat's Hint had no place yet, and the click meant for it landed on the
    status line (tests/remote/test_seat_keys.py under tests/app/idle_fooled.py)."""
    import asyncio

    from textual.widgets import Static

    async def looks_idle(*_args, **_kwargs):
        await asyncio.sleep(0)

    monkeypatch.setattr("textual.pilot.wait_for_idle", looks_idle)
    app = OneKey()
    app.usable = False
    async with app.run_test(size=(40, 5)) as pilot:
        await settle(app, pilot)
        for _ in range(10):
            app.usable = True  # the key starts working as a panel is drawn: the footer shows it
            await app.mount_all([Static("a line") for _ in range(100)])
            app.refresh_bindings()
            await settle(app, pilot)
            go = next(key for key in app.screen.query("FooterKey") if key.action == "go")
            assert go.region.width > 0
            app.usable = False
            app.refresh_bindings()
            await settle(app, pilot)


async def test_a_footer_recomposed_as_the_paint_is_awaited_is_waited_for(monkeypatch):
    """The footer recomposes after a refresh (its bindings changed): one begun as settle awaited
    the paint had taken its keys away, and settle returned with none in sight (a seat's
    breakdown at 64 columns showed no keys, on a busy machine only). Here the keys go during
    that wait every time, and come back with the footer's next recompose."""
    import idle

    real_painted = idle.painted
    taken: list[bool] = []

    async def keys_taken_as_painted(app) -> bool:
        done = await real_painted(app)
        if not taken:  # once: a recompose's first half, its keys removed
            taken.append(True)
            await app.screen.query_one(Footer).remove_children()
            app.refresh_bindings()  # its second half: the footer composes them again
        return done

    monkeypatch.setattr(idle, "painted", keys_taken_as_painted)
    app = OneKey()
    async with app.run_test(size=(40, 5)) as pilot:
        await settle(app, pilot)
        assert taken and [key.action for key in app.screen.query("FooterKey")] == ["go"]
