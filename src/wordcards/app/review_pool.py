"""The review's questions to the expert ("What could I have played?", ``ai.review``'s
``map``) answered in other processes, one per usable core but this one's (at most 8;
in this process below two workers): each is a second or
two and independent of the others (``ai.adviser.ExpertJob``), and threads share one core
(Python's lock). A rummy hand of 19 turns took 20 s on one core.

Processes are started with "spawn" (forking a process that runs Textual's threads is
unsafe); each loads the game's word list and house file once, by path (loading is quicker
than pickling the loaded list: 0.1 s against 0.3 s, and its indexes are built anew either
way). A worker that fails (killed, an import error, another word list) costs nothing but
time: the questions still unanswered are answered in this process, as without a pool.
The app starts the pools' resource tracker before it runs (``start_before_the_app``).
"""

from __future__ import annotations

import os
import signal
import threading
from collections import deque
from concurrent.futures import CancelledError, Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context
from itertools import islice
from typing import Any, Callable, Iterable, Iterator

from wordcards.ai.adviser import ExpertAnswer, ExpertJob

# Off in the app's tests: a test's stand-in for the expert (monkeypatch) is not in another
# process, and starting processes there only costs time (tests/app/test_review_pool.py turns it on).
POOLED = True
_words: Any = None  # a worker's word list, held here: ai.adviser keeps it only weakly


class ReviewClosed(Exception):
    """The review was stopped (``ReviewPool.close``) while its questions were being answered:
    its screen closed, or a hosted seat closed it or left."""


# Fewer workers than this and the review is answered in its thread: one worker answers no
# faster than the thread and adds its start (2 cores, loaded: a 32-turn rummy hand's review
# 21 to 28 s pooled in 1 worker, 20 to 22 s in the thread).
FEWEST_WORKERS = 2


def worth_pooling() -> bool:
    """Whether this computer has cores enough for the pool to answer sooner than the thread."""
    return workers_for(FEWEST_WORKERS) >= FEWEST_WORKERS


# No more workers than this, however many cores: each holds its own word list in memory.
MOST_WORKERS = 8


def usable_cores() -> int:
    """The cores this process may run on (a container or taskset may allow fewer than the
    machine has; ``os.cpu_count`` counts the machine's)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def workers_for(jobs: int) -> int:
    """Processes for ``jobs`` questions: a core is left to the app (at least one; no more
    than the jobs, nor ``MOST_WORKERS``)."""
    return max(1, min(usable_cores() - 1, jobs, MOST_WORKERS))


def _worker_start(wordlist: str | None, house: str | None, game: str) -> None:
    """A worker's start. Ctrl+C is its parent's to handle: the host gets SIGINT (the
    terminal's whole process group does), and a worker killed by it would break the pool
    (its questions answered again in the thread) while the host stops. So is the terminal
    closing (SIGHUP, where there is one): the host saves and says goodbye meanwhile. Then the words."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    _quiet_output()
    _load_words(wordlist, house, game)


def _quiet_output() -> None:
    """A worker's stdout and stderr are the app's terminal: anything written there (by
    Python, a library or a child, to the descriptors themselves) would draw over the table,
    so both go to devnull; a failure here is said by the fallback."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.close(devnull)


def _load_words(wordlist: str | None, house: str | None, game: str) -> None:
    """The game's words in a worker, with the indexes the expert searches by."""
    global _words
    from wordcards import games
    from wordcards.ai.adviser import keep_words
    from wordcards.loading import load_words

    _words = load_words(wordlist, house)
    _words.anagrams
    entry = games.entry(game)
    if entry.warm_up is not None:
        entry.load("warm_up")(_words)
    keep_words(_words)


def start_resource_tracker() -> None:
    """Starts multiprocessing's resource tracker (one process, which every pool of this
    process uses). It keeps this process's stderr open in it, so it is started before the
    app runs: under Textual ``sys.stderr`` is the app's capture of prints, whose file
    number is -1, where a pool cannot start ("bad value(s) in fds_to_keep")."""
    from multiprocessing import resource_tracker

    resource_tracker.ensure_running()


def start_before_the_app() -> bool:
    """``start_resource_tracker`` where the app's reviews are pooled (``worth_pooling``),
    before the app runs; whether it was started. Elsewhere, or when it cannot start (no
    process to spare), nothing is: a review's pool then cannot start under the app either,
    and its questions are answered in the review's thread."""
    if not (POOLED and worth_pooling()):
        return False
    try:
        start_resource_tracker()
    except OSError:  # the pool's fallback says nothing either: a review only takes longer
        return False
    return True


def _new_executor(workers: int, start: tuple[str | None, str | None, str]) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(workers, mp_context=get_context("spawn"), initializer=_worker_start, initargs=start)


class HostWorkers:
    """One set of worker processes for every seat's review of a host (``pools_for_a_host``):
    each review submits its questions to it, so two seats pressing w together are both
    answered by the workers (one review holding them left the other to its thread), and no
    more processes run than the host's cores allow. The reviews take turns: each gives the
    workers no more questions at a time than there are workers, the next as each answer is
    taken (``ReviewPool._host_pooled``), so a second seat's review is begun while the first's
    goes on, each about half as fast. Started by the first review that needs it, shut down
    when the last one using it ends; a review closed cancels only its own questions. A
    broken one (a worker killed) is replaced for the next review."""

    def __init__(self, wordlist: str | None, house: str | None, game: str, workers: int | None = None) -> None:
        self._start = (wordlist, house, game)
        self.workers = workers_for(MOST_WORKERS) if workers is None else workers
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None
        self._users = 0
        self.started = 0  # executors started so far (a test reads it)

    @property
    def running(self) -> bool:
        """Worker processes are started for a review under way."""
        return self._executor is not None

    def take(self) -> ProcessPoolExecutor:
        """The host's executor for one more review (started if none runs); ``give_back`` after."""
        with self._lock:
            if self._executor is None:
                self._executor = _new_executor(self.workers, self._start)  # raises: not taken, nothing to give back
                self.started += 1
            self._users += 1
            return self._executor

    def give_back(self) -> None:
        """A review is done with the workers: the last one shuts them down (idle processes
        would hold a word list each through the next hand)."""
        with self._lock:
            self._users -= 1
            executor = self._executor if self._users == 0 else None
            if executor is not None:
                self._executor = None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def broken(self, executor: ProcessPoolExecutor) -> None:
        """``executor`` cannot answer (a worker died): the next review starts another."""
        with self._lock:
            if self._executor is executor:
                self._executor = None
        executor.shutdown(wait=False, cancel_futures=True)


class ReviewPool:
    """A review's ``map``: its jobs answered by worker processes, started when the jobs are
    known and shut down when they are answered or ``close`` is called (nobody waits for the
    review now: its screen closed, a hosted seat closed it or left, or the host stopped);
    a hosted seat's review submits them to the host's ``HostWorkers`` instead, and ``close``
    cancels its own questions only. With too few cores or questions for workers to be sooner
    (``FEWEST_WORKERS``), or ``pooled`` False, answered here one by one; ``close`` stops that
    too (the question already running finishes first, up to about three times the cap; later
    ones are dropped)."""

    def __init__(
        self,
        wordlist: str | None,
        house: str | None,
        game: str,
        workers: int | None = None,
        pooled: bool = True,
        shared: HostWorkers | None = None,
    ) -> None:
        """``shared``: the host's workers, which every seat's review of that host uses."""
        self._start = (wordlist, house, game)
        self._shared = shared
        self._workers = workers  # a test's or bench's count: pooled even with one
        self._pooled_wanted = pooled
        self._executor: ProcessPoolExecutor | None = None
        self._own: list[Future[Any]] = []  # this review's questions given to the host's workers
        self._closed = False
        self._lock = threading.Lock()
        self.fell_back = False  # a worker failed: the rest were answered here
        self.workers_used = 0  # worker processes the last ``map``'s questions went to, its own or the host's (0: answered here)
        self.answered_by_workers = 0  # answers of the last ``map`` that came from worker processes

    @classmethod
    def in_process(cls) -> ReviewPool:
        """Every question answered here, in the caller's thread (stopped by ``close``)."""
        return cls(None, None, "", pooled=False)

    def map(self, answer: Callable[[ExpertJob], ExpertAnswer], jobs: Iterable[ExpertJob]) -> Iterator[ExpertAnswer]:
        """``answer`` to each job, in their order (``ai.review``'s ``map``). ReviewClosed once ``close`` was called."""
        jobs = list(jobs)
        done = 0
        workers = self._workers_for(len(jobs))
        self.workers_used, self.answered_by_workers = workers, 0
        if workers:
            answers = self._host_pooled(answer, jobs) if self._shared is not None else self._pooled(answer, jobs, workers)
            try:
                for found in answers:
                    done += 1
                    self.answered_by_workers += 1
                    yield found
            except ReviewClosed:
                raise
            except Exception:  # a worker died, or could not start: answered here instead
                self._shut_down()
                self._check_open()
                self.fell_back = True
        for job in jobs[done:]:
            self._check_open()
            yield answer(job)

    def _workers_for(self, jobs: int) -> int:
        """The worker processes for ``jobs`` questions; 0: answered here."""
        if not jobs or not self._pooled_wanted:
            return 0
        if self._shared is not None:
            return self._shared.workers
        if self._workers is not None:
            return min(self._workers, jobs)
        workers = workers_for(jobs)
        return workers if workers >= FEWEST_WORKERS else 0

    def _host_pooled(self, answer: Callable[[ExpertJob], ExpertAnswer], jobs: list[ExpertJob]) -> Iterator[ExpertAnswer]:
        """The questions given to the host's workers beside other seats' reviews, answered in
        order. No more of them at a time than there are workers, the next given as each answer
        is taken: the workers take questions in the order given, so a review that gave them all
        at once would hold them until its last began, and another seat's bar would stand at 0%."""
        assert self._shared is not None
        shared = self._shared
        executor = shared.take()
        waiting = iter(jobs)
        asked: deque[Future[Any]] = deque()  # this review's questions given and not yet taken, oldest first

        def ask(questions: int) -> None:  # under self._lock: close cancels what self._own holds
            self._check_open()
            asked.extend(executor.submit(answer, job) for job in islice(waiting, questions))
            self._own = list(asked)

        try:
            with self._lock:
                ask(shared.workers)
            while asked:
                question = asked.popleft()
                try:
                    found = question.result()
                except CancelledError:
                    self._check_open()  # cancelled by close: not a failure to answer again here
                    raise
                with self._lock:
                    ask(1)  # before the answer is handed on: the workers are not left waiting for it
                yield found
        except BrokenProcessPool:
            shared.broken(executor)  # the other reviews on it are answered in their threads too
            raise
        finally:
            self._shut_down()
            shared.give_back()

    def _pooled(self, answer: Callable[[ExpertJob], ExpertAnswer], jobs: list[ExpertJob], workers: int) -> Iterator[ExpertAnswer]:
        with self._lock:
            self._check_open()
            self._executor = executor = _new_executor(workers, self._start)
        try:
            for found in executor.map(answer, jobs):
                yield found
        except Exception:
            self._check_open()  # cancelled by close: not a failure to answer again here
            raise
        finally:
            self._shut_down()

    def _check_open(self) -> None:
        if self._closed:
            raise ReviewClosed

    def _shut_down(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
            own, self._own = self._own, []
        for question in own:  # the host's workers go on with the other seats' questions
            question.cancel()
        if executor is not None:
            # Not waiting: a question being answered takes a second or two; its process then ends.
            executor.shutdown(wait=False, cancel_futures=True)

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """No more answers: the questions not yet begun are dropped."""
        self._closed = True
        self._shut_down()


def pool_for(wordlist: str | None, house: str | None, game: str, shared: HostWorkers | None = None) -> ReviewPool:
    """A review's ``map`` for a game played with the word list ``wordlist`` and house file
    ``house`` (paths, None: the shipped list, no house file): worker processes with cores
    enough for them to be sooner (``shared``: the host's), else the review's own thread.
    Either way ``close`` stops it."""
    if not (POOLED and worth_pooling()):
        return ReviewPool.in_process()
    return ReviewPool(wordlist, house, game, shared=shared)


def pools_for_a_host(wordlist: str | None, house: str | None, game: str) -> Callable[[], ReviewPool]:
    """Each seat's review pool for a hosted game: all of them give their questions to one
    ``HostWorkers`` (at most ``MOST_WORKERS`` processes for the whole host, not for each seat:
    four seats pressing w together would start four pools), answered side by side."""
    shared = HostWorkers(wordlist, house, game)
    return lambda: pool_for(wordlist, house, game, shared)
