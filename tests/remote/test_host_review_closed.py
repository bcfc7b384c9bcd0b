"""A seat's review closed before it came (Esc), or the seat gone: the host stops making it.
It went on in the host's thread for the whole game (about a second a turn), for nobody.
The host answers the expert's questions through a review pool, as the shared keyboard's
review does (app/review_pool.py); here a stand-in that answers the first question and
holds the rest until it is closed."""

from __future__ import annotations

import asyncio
import threading
from typing import Any, Callable, Iterable, Iterator

import aiohttp
from remote_support import as_received, hand_over, hosted, run, seat_on_the_breakdown
from test_seat_app import until


from wordcards.app.review_pool import ReviewClosed
from wordcards.remote.keys import SeatKey
from wordcards.remote.protocol import REVIEW_CLOSED, seat_query
from wordcards.remote.seat.review_screen import SeatReviewScreen
from wordcards.remote.table import HostTable

WAIT = 60.0  # seconds: a bound on a wait that a working host ends at once (never a timing asserted)


class HeldPool:
    """A review's ``map`` that records the questions it is asked, answers the first and
    holds the others until it is closed (then the review stops, as a ReviewPool's does)."""

    def __init__(self) -> None:
        self.asked = threading.Event()
        self.closed = threading.Event()
        self.questions: list[Any] = []
        self.answered = 0

    def map(self, answer: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[Any]:
        self.questions = list(jobs)
        self.asked.set()
        yield answer(self.questions[0])  # some of the review made before the close
        self.answered += 1
        if not self.closed.wait(WAIT):
            raise AssertionError("never closed")
        raise ReviewClosed

    def close(self) -> None:
        self.closed.set()


async def seen(event: threading.Event) -> bool:
    return await asyncio.to_thread(event.wait, WAIT)


async def asking_for_the_review(table: HostTable, pools: list[HeldPool], then: Callable[[Any], Any]) -> None:
    """Ann asks for her review, the host starts it and asks its pool (the first of
    ``pools``, each review the next) the expert's questions, held there; ``then(ann's
    socket)`` is awaited."""
    unused = iter(pools)
    async with hosted(table, review_pool=lambda: next(unused)) as (_, base), aiohttp.ClientSession() as session:
        async with session.ws_connect(f"{base}/seat/ann/ws", params=seat_query()) as ann:
            await ann.receive_json(timeout=WAIT)
            await ann.send_json({"type": "key", "key": SeatKey.REVIEW, "progress": True})
            assert await seen(pools[0].asked) and pools[0].questions  # the expert's question for her turn
            assert not pools[0].closed.is_set()
            await then(ann)


def test_closing_the_review_on_a_seat_stops_the_hosts_work_for_it():
    table = hand_over()
    pools = [HeldPool(), HeldPool()]

    handled = threading.Event()
    review_found = table.review_found

    def found(seat: int, result: dict[str, Any]) -> bool:
        handled.set()
        return review_found(seat, result)

    table.review_found = found  # type: ignore[method-assign]

    async def close(ann: Any) -> None:
        await ann.send_json({"type": REVIEW_CLOSED})
        assert await seen(pools[0].closed) and await seen(handled)  # the stopped review's result, taken
        assert pools[0].answered == 1  # a turn was answered before the close
        assert table.seats[0].reviewing is None and table.reviews == {}  # nothing kept of it
        await ann.send_json({"type": "key", "key": SeatKey.REVIEW, "progress": True})  # asked for again: made again
        assert await seen(pools[1].asked) and not pools[1].closed.is_set()

    run(asking_for_the_review(table, pools, close))


def test_a_seat_that_leaves_stops_the_hosts_work_on_its_review():
    table = hand_over()
    pools = [HeldPool(), HeldPool()]

    async def leave(ann: Any) -> None:
        await ann.close()
        assert await seen(pools[0].closed)

    run(asking_for_the_review(table, pools, leave))


def test_the_review_closed_on_one_of_two_screens_of_a_seat_is_still_made():
    """The seat's other screen may be reading it: only the last screen's close stops it."""
    table = hand_over()
    table.connected(0, True)
    table.connected(0, True)
    table.intent(0, {"type": "key", "key": SeatKey.REVIEW})
    assert table.review_to_start(0)
    table.receive(0, {"type": REVIEW_CLOSED})
    assert not table.review_unwanted(0)
    table.connected(0, False)
    table.receive(0, {"type": REVIEW_CLOSED})
    assert table.review_unwanted(0)
    result = table.find_review(0, table.review_game(), map=closed_pool().map)
    assert result == {"closed": True, "actions": len(table.game.actions)}
    assert not table.review_found(0, result) and not table.review_to_start(0)  # nobody asked again: none made


def closed_pool() -> HeldPool:
    pool = HeldPool()
    pool.close()
    return pool


def test_esc_on_a_seats_review_before_it_came_tells_the_host_and_after_it_came_does_not():
    shown = as_received(hand_over(), 0)

    async def look() -> None:
        async with seat_on_the_breakdown(shown, then_w=True) as (app, pilot, sent):
            await pilot.press("escape")
            await until(pilot, lambda: sent[-1] == {"type": REVIEW_CLOSED}, "the host told")  # sent by a worker
            assert app.screen.name == "score"
            await pilot.press("w")
            await pilot.pause()
            assert isinstance(app.screen, SeatReviewScreen)
            app.screen.show({"turns": [], "actions": shown["actions"]})
            to_send: list[Any] = []  # what the app hands its workers to send: Esc's own, at once
            send_soon = app.send_soon
            app.send_soon = lambda intent: (to_send.append(intent), send_soon(intent))  # type: ignore[method-assign]
            await pilot.press("escape")
            await until(pilot, lambda: app.screen.name == "score", "the breakdown")
            assert to_send == []  # read: nothing is being made, nothing to tell

    asyncio.run(look())
