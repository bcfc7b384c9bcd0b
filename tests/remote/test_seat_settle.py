"""The app tests' ``settle`` (tests/app/drivers.py, tests/app/idle.py) on a seat app:
the seat's connection to its host is a worker that runs as long as the app does, and
settle waited for every worker to end."""

from __future__ import annotations

import asyncio

from remote_support import NO_HOST, seat_app_alone  # first: it puts the app tests' drivers on the path
from drivers import settle, until

from wordcards.remote.seat.app import SeatApp

# Far longer than a settle takes on a busy machine; a settle that waits for the connection
# to end never returns at all.
HANG_SECONDS = 60


async def returns_in_time(wait) -> bool:
    """Whether ``wait`` (a coroutine) ends within HANG_SECONDS; one that hangs is cancelled
    (a bound of the test's own: no pytest timeout plugin here)."""
    task = asyncio.ensure_future(wait)
    done, _ = await asyncio.wait({task}, timeout=HANG_SECONDS)
    if task not in done:
        task.cancel()
        return False
    task.result()  # its failure, if it failed
    return True


def test_settle_returns_on_a_seat_trying_to_reach_its_host():
    """The seat keeps trying a host that is not there: settle returns, and the seat goes on
    trying (settle neither waited for its connection to end nor ended it)."""

    async def settle_the_seat() -> tuple[bool, bool]:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            settled = await returns_in_time(settle(app, pilot))
            return settled, any(worker.name == "connection" and worker.is_running for worker in app.workers)

    assert asyncio.run(settle_the_seat()) == (True, True)


def test_until_waits_on_a_seat_for_what_it_shows():
    """``drivers.until`` settles each round: it works on a seat too (the seat tests may wait
    the way the app tests do)."""

    async def wait_for_the_status() -> bool:
        async with seat_app_alone() as (app, pilot, _sent):
            status = app.query_one("#status")
            return await returns_in_time(until(app, pilot, lambda: "Cannot reach the host" in str(status.content), "no host"))

    assert asyncio.run(wait_for_the_status())
