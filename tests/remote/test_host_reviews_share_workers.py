"""Two seats of one host ask for their reviews at once: both reviews give their questions to
the host's one set of workers (app/review_pool.py, HostWorkers). A review that found the
workers taken answered every question in its own thread (a rummy hand: 20 s on one core);
closing one seat's review cancels that seat's questions only.

The workers here are a stand-in for the process pool: it keeps each question with its
future and answers when the test says, so that nothing depends on timing."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from typing import Any, Callable

import aiohttp
from remote_support import hosted, run
from test_host_review_closed import WAIT, seen
from test_seat_review import finished

from wordcards.app import review_pool
from wordcards.app.review_pool import ReviewClosed
from wordcards.remote.keys import SeatKey
from wordcards.remote.protocol import REVIEW_CLOSED, seat_query
from wordcards.remote.table import HostTable

QUESTIONS = 3  # each seat's review: a few questions to the expert


class StandInWorkers:
    """A process pool's stand-in: questions submitted are kept, unanswered, until ``answer``."""

    made: list["StandInWorkers"] = []
    started = threading.Event()

    def __init__(self, workers: int, **named: object) -> None:
        self.workers = workers
        self.questions: list[tuple[Callable[[Any], Any], Any, Future[Any]]] = []
        self.all_asked = threading.Event()
        self.shut_down = threading.Event()
        StandInWorkers.made.append(self)
        StandInWorkers.started.set()

    def submit(self, answer: Callable[[Any], Any], job: Any) -> Future[Any]:
        question: Future[Any] = Future()
        self.questions.append((answer, job, question))
        if len(self.questions) == 2 * QUESTIONS:
            self.all_asked.set()
        return question

    def map(self, answer: Callable[[Any], Any], jobs: Any) -> Any:  # as a process pool's: each submitted
        questions = [self.submit(answer, job) for job in jobs]
        return (question.result() for question in questions)

    def answer(self) -> None:
        for answer, job, question in self.questions:
            if question.set_running_or_notify_cancel():  # False: cancelled, by its review's close
                question.set_result(answer(job))

    def shutdown(self, **named: object) -> None:
        self.shut_down.set()


def review_of_questions(table: HostTable) -> None:
    """The table's find_review as a stand-in: each seat's questions ("ann 0" ...) through
    the ``map`` it is given, the host's review pool's."""

    def review(seat: int, game: Any, progress: Any = None, map: Any = map) -> dict[str, Any]:
        name = table.name(seat).lower()
        try:
            answers = list(map(str.upper, [f"{name} {n}" for n in range(QUESTIONS)]))
        except ReviewClosed:
            return {"closed": True, "actions": len(game.actions)}
        return {"turns": [], "actions": len(game.actions), "answers": answers}

    table.find_review = review  # type: ignore[method-assign]


def test_two_seats_reviews_at_once_both_go_to_the_hosts_workers_and_one_closed_leaves_the_other(monkeypatch):
    monkeypatch.setattr(review_pool, "POOLED", True)
    monkeypatch.setattr(review_pool, "usable_cores", lambda: 8)  # workers worth starting, on any machine
    monkeypatch.setattr(review_pool, "ProcessPoolExecutor", StandInWorkers)
    StandInWorkers.made, StandInWorkers.started = [], threading.Event()
    table = finished()
    review_of_questions(table)
    a_seats_pool = review_pool.pools_for_a_host(None, None, "rummy")  # as `wordcards host` makes them

    async def both() -> dict[str, Any]:
        async with hosted(table, review_pool=a_seats_pool) as (_, base), aiohttp.ClientSession() as session:
            async with (
                session.ws_connect(f"{base}/seat/ann/ws", params=seat_query()) as ann,
                session.ws_connect(f"{base}/seat/bob/ws", params=seat_query()) as bob,
            ):
                for seat in (ann, bob):
                    await seat.receive_json(timeout=WAIT)
                await ann.send_json({"type": "key", "key": SeatKey.REVIEW})
                await bob.send_json({"type": "key", "key": SeatKey.REVIEW})
                assert await seen(StandInWorkers.started)
                workers = StandInWorkers.made[0]
                assert await seen(workers.all_asked)  # both reviews' questions, given to them
                assert len(StandInWorkers.made) == 1  # one set of workers for the host
                await ann.send_json({"type": REVIEW_CLOSED})
                await ann.send_json("after the close")  # answered once the close is taken: the host's order
                while "message" not in await ann.receive_json(timeout=WAIT):
                    pass
                workers.answer()
                while "review" not in (state := await bob.receive_json(timeout=WAIT)):
                    pass
                assert await seen(workers.shut_down)  # the last review done: the workers go
                return dict(state["review"])

    bobs = run(both())
    workers = StandInWorkers.made[0]
    asked = {job: question for _answer, job, question in workers.questions}
    assert sorted(asked) == [f"{name} {n}" for name in ("ann", "bob") for n in range(QUESTIONS)]
    assert all(asked[f"ann {n}"].cancelled() for n in range(QUESTIONS))  # Ann's close stopped her questions
    assert bobs["answers"] == [f"BOB {n}" for n in range(QUESTIONS)]  # Bob's, answered by the workers
    assert table.seats[0].reviewing is None and table.seats[0].review_started is None


class WatchedQuestion(Future[Any]):
    """A stand-in's question that says when its review waits for it (``result``)."""

    def __init__(self, waited_for: threading.Semaphore) -> None:
        super().__init__()
        self._waited_for = waited_for

    def result(self, timeout: float | None = None) -> Any:
        self._waited_for.release()
        return super().result(timeout)


class OneAtATimeWorkers(StandInWorkers):
    """A process pool's stand-in that answers the oldest question given when the test says,
    as a pool's workers take them in the order given."""

    def __init__(self, workers: int, **named: object) -> None:
        super().__init__(workers, **named)
        self.waited_for = threading.Semaphore(0)

    def submit(self, answer: Callable[[Any], Any], job: Any) -> Future[Any]:
        question = WatchedQuestion(self.waited_for)
        self.questions.append((answer, job, question))
        return question

    def answer_the_oldest(self) -> None:
        answer, job, question = next(asked for asked in self.questions if not asked[2].done())
        question.set_running_or_notify_cancel()
        question.set_result(answer(job))


def test_two_seats_reviews_at_one_host_take_turns_at_its_workers(monkeypatch):
    """Each review gave the host's workers all its questions at once: a second seat's review
    began only once every question of the first had been taken (its bar stood at 0%)."""
    import queue

    monkeypatch.setattr(review_pool, "ProcessPoolExecutor", OneAtATimeWorkers)
    StandInWorkers.made, StandInWorkers.started = [], threading.Event()
    shared = review_pool.HostWorkers(None, None, "rummy", workers=2)
    heard: queue.Queue[str] = queue.Queue()  # each answer as its review takes it

    def review(name: str) -> None:
        pool = review_pool.ReviewPool(None, None, "rummy", shared=shared)
        for found in pool.map(str.upper, [f"{name} {n}" for n in range(QUESTIONS)]):
            heard.put(found)

    reviews = [threading.Thread(target=review, args=(name,), daemon=True) for name in ("ann", "bob")]
    for thread in reviews:  # Bob asks once Ann's review waits for its first answer
        thread.start()
        assert StandInWorkers.started.wait(WAIT)
        assert StandInWorkers.made[0].waited_for.acquire(timeout=WAIT)
    workers = StandInWorkers.made[0]
    order = []
    for _ in range(2 * QUESTIONS):
        workers.answer_the_oldest()
        order.append(heard.get(timeout=WAIT))  # taken, and the review's next question given
    for thread in reviews:
        thread.join(WAIT)
    assert sorted(order) == sorted(f"{name} {n}".upper() for name in ("ann", "bob") for n in range(QUESTIONS))
    assert order.index("BOB 0") < order.index(f"ANN {QUESTIONS - 1}"), order  # Bob's first before Ann's last
    assert len(StandInWorkers.made) == 1 and workers.shut_down.is_set()
