"""A seat's review that raises on the host (a bug, a bad save, a worker gone): the seat
showed "looking back..." for good, and could not ask again (the host thought it was still
making it). The host says it on its console in one line, tells the seat in words, and
makes the review again when the seat asks again."""

from __future__ import annotations

import asyncio
from typing import Any

from remote_support import hosted, run, settle
from test_seat_app import until
from test_seat_review import finished, shown_text

from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.review_screen import SeatReviewScreen
from wordcards.remote.table import REVIEW_FAILED, HostTable


def failing_once(table: HostTable) -> list[int]:
    """The table's find_review raises the first time (a stand-in for a bug in the search),
    then makes the review as usual: the list returned counts the calls."""
    calls: list[int] = []
    find_review = table.find_review

    def review(seat: int, *args: Any) -> dict[str, Any]:
        calls.append(seat)
        if len(calls) == 1:
            raise KeyError("turns\nof a damaged save")
        return find_review(seat, *args)

    table.find_review = review  # type: ignore[method-assign]
    return calls


def test_a_review_that_raises_on_the_host_tells_the_seat_and_a_second_asking_is_made():
    table = finished()
    calls = failing_once(table)
    console: list[str] = []

    async def look() -> tuple[str, str]:
        async with hosted(table, say=console.append) as (_, base):
            app = SeatApp(f"{base}/seat/ann/ws")
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: app.screen.name == "score", "Ann's final breakdown")
                await settle(app, pilot)
                await pilot.press("w")
                await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review")
                review = app.screen
                await until(pilot, lambda: review.result is not None, "the host's answer")
                failed = shown_text(app)
                await pilot.press("escape")
                await until(pilot, lambda: app.screen.name == "score", "back on the breakdown")
                await pilot.press("w")  # as the message says: asked again
                await until(pilot, lambda: isinstance(app.screen, SeatReviewScreen), "the review again")
                again = app.screen
                await until(pilot, lambda: again.result is not None, "the second answer")
                return failed, shown_text(app)

    failed, made = asyncio.run(asyncio.wait_for(look(), timeout=300))
    assert " ".join(failed.split()) == REVIEW_FAILED and "Traceback" not in failed
    assert calls == [0, 0]  # made again when asked again
    assert "could not be made" not in made and "Traceback" not in made
    said = [line for line in console if "review could not be made" in line]
    assert said == ["Ann's review could not be made: KeyError: 'turns\\nof a damaged save'"]
    assert table.seats[0].review_started is None and table.reviews  # the second one kept


def test_a_failed_review_on_the_wire_frees_the_seat_to_ask_again():
    """Through the wire only (no seat app): the seat's state brings the words; the host is
    not left thinking it still makes the review (it refused every later asking)."""
    from aiohttp import ClientSession

    from wordcards.remote.keys import SeatKey
    from wordcards.remote.protocol import seat_query

    table = finished()
    failing_once(table)

    async def ask() -> list[dict[str, Any]]:
        answers = []
        async with hosted(table) as (_, base), ClientSession() as session:
            async with session.ws_connect(f"{base}/seat/ann/ws", params=seat_query()) as ann:
                await ann.receive_json(timeout=60)
                for _ in range(2):
                    await ann.send_json({"type": "key", "key": SeatKey.REVIEW})
                    while "review" not in (state := await ann.receive_json(timeout=120)):
                        pass
                    answers.append(state["review"])
        return answers

    first, second = run(ask())
    assert first == {"error": REVIEW_FAILED, "actions": len(table.game.actions)}
    assert "turns" in second and "error" not in second
