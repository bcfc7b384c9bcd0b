"""The review's expert answered in worker processes (app/review_pool.py): the same review
as answered in one process, and answered there when a worker cannot start."""

from __future__ import annotations

import contextlib
import random
import threading

import pytest

from wordcards.ai import choose_action, review
from wordcards.app.review_pool import ReviewClosed, ReviewPool
from wordcards.engine.players import Player
from wordcards.engine.rummy import RummyMatch
from wordcards.engine.shuffle import ShuffleGame
from wordcards.rulesets import default_ruleset

ACTIONS = 40  # a few turns each: a short review, its jobs more than the workers


def short_game(kind: str, words):
    """Ann (a person, played here by the easy computer) against the easy computer, seeded:
    its first actions."""
    players = [Player("Ann"), Player("Cpu", computer="easy")]
    game = (ShuffleGame if kind == "shuffle" else RummyMatch).new(default_ruleset(kind), words, players, 4)
    stream = random.Random(4)
    while not game.is_over and len(game.actions) < ACTIONS:
        game.apply(choose_action(game, game.current, "easy", stream))
    return game


@contextlib.asynccontextmanager
async def review_begun(new_app, begun, what: str):
    """A rummy app past its first hand-off with the review screen pushed, waited on until
    ``begun()`` holds (the stand-in review's thread has started). Waits with ``worker_held``:
    settling would wait for that thread, which the test holds. Yields (app, pilot)."""
    from drivers import past_the_handoff, until

    from wordcards.app.screens.review import ReviewScreen

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await app.push_screen(ReviewScreen(app.session.game, round_word=None))
        await until(app, pilot, begun, what, worker_held=True)
        yield app, pilot


class HeldReview:
    """A stand-in for ``ai.review`` that, in the review's thread, waits until the test sets
    ``answered``, then answers nothing: ``asked`` and ``ended`` fill as its thread starts and ends."""

    def __init__(self) -> None:
        self.asked: list[bool] = []
        self.ended: list[bool] = []
        self.answered = threading.Event()

    def __call__(self, game, **options):  # in the review's thread
        self.asked.append(True)
        self.answered.wait(timeout=60)
        self.ended.append(True)
        return []


@pytest.fixture
def held_review(monkeypatch):
    """The review's thread held by a HeldReview until the test lets it answer."""
    import wordcards.ai as ai

    held = HeldReview()
    monkeypatch.setattr(ai, "review", held)
    yield held
    held.answered.set()  # a test that failed while holding it leaves no thread waiting


@pytest.mark.parametrize("kind", ["shuffle", "rummy"])
def test_a_review_answered_by_two_worker_processes_is_the_one_answered_here(kind, words):
    game = short_game(kind, words)
    pool = ReviewPool(None, None, kind, workers=2)  # the shipped list, as the game's
    pooled = review(game, look_ahead=True, time_cap=None, map=pool.map)
    assert not pool.fell_back and pool.workers_used == 2
    here = review(game, look_ahead=True, time_cap=None)
    assert pooled == here and any(turn.expert for turn in here)


def test_a_review_answered_by_a_hosts_shared_worker_processes_is_the_one_answered_here(words):
    """The host's workers (HostWorkers), real processes: the questions go to them one by one
    (submit), not by the pool's map, and come back in order; the set goes when it is done."""
    from wordcards.app.review_pool import HostWorkers

    game = short_game("shuffle", words)
    shared = HostWorkers(None, None, "shuffle", workers=2)
    pool = ReviewPool(None, None, "shuffle", shared=shared)
    pooled = review(game, look_ahead=True, time_cap=None, map=pool.map)
    assert not pool.fell_back and pool.answered_by_workers > 0 and shared.started == 1 and not shared.running
    assert pooled == review(game, look_ahead=True, time_cap=None)


@pytest.mark.parametrize("cores, pooled, workers", [(1, False, 1), (2, False, 1), (3, True, 2), (8, True, 7), (64, True, 8)])
def test_the_pool_has_a_worker_a_core_but_one_and_is_used_from_two(monkeypatch, cores, pooled, workers):
    """One worker answers no faster than the review's thread and adds its start; each
    holds a word list, so there are no more than eight."""
    from wordcards.app import review_pool

    monkeypatch.setattr(review_pool, "usable_cores", lambda: cores)
    assert review_pool.worth_pooling() is pooled and review_pool.workers_for(99) == workers
    assert review_pool.workers_for(1) == 1  # no more than the questions


def test_the_workers_are_counted_by_the_cores_this_process_may_use(monkeypatch):
    """A container (or taskset) may allow 2 of the machine's 64 cores: 1 worker, not 63."""
    from wordcards.app import review_pool

    monkeypatch.setattr(review_pool.os, "cpu_count", lambda: 64)
    monkeypatch.setattr(review_pool.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    assert review_pool.usable_cores() == 2 and review_pool.workers_for(99) == 1


@pytest.mark.parametrize("cores, jobs", [(2, 5), (8, 1)])
def test_with_one_worker_or_fewer_the_questions_are_answered_here(monkeypatch, cores, jobs):
    """2 cores (one worker), or a single question: no process is started (measured slower
    than the review's thread)."""
    from wordcards.app import review_pool

    started: list[object] = []
    monkeypatch.setattr(review_pool, "usable_cores", lambda: cores)
    monkeypatch.setattr(review_pool, "ProcessPoolExecutor", lambda *given, **named: started.append(given))
    pool = ReviewPool(None, None, "shuffle")
    assert list(pool.map(str, range(jobs))) == [str(n) for n in range(jobs)]
    assert not started and not pool.fell_back and pool.workers_used == 0  # the bench says "in-process"


def test_a_worker_that_cannot_start_leaves_the_review_to_this_process(words, tmp_path):
    game = short_game("shuffle", words)
    pool = ReviewPool(str(tmp_path / "no such list.txt"), None, "shuffle", workers=1)
    steps: list[tuple[int, int]] = []
    assert review(game, look_ahead=True, time_cap=None, map=pool.map, progress=lambda *step: steps.append(step)) == review(
        game, look_ahead=True, time_cap=None
    )
    assert pool.fell_back and steps[-1][0] == steps[-1][1] == len(steps)


def test_a_closed_pool_answers_nothing(words):
    """The review's screen closed: its thread stops, with nothing answered here instead."""
    game = short_game("shuffle", words)
    pool = ReviewPool(None, None, "shuffle", workers=1)
    pool.close()
    with pytest.raises(ReviewClosed):
        review(game, look_ahead=True, time_cap=None, map=pool.map)


async def test_the_review_screen_answers_through_a_pool_closed_with_the_screen(new_app, monkeypatch):
    """The score screen's review hands the expert's questions to a pool of the session's
    word list; closed before they are answered, the pool is shut down and the review's
    thread ends, with nothing shown and no error. (Waits with ``worker_held`` until the
    thread is let go: settling waits for the review's thread, held until the screen is closed.)"""
    import threading

    import wordcards.ai as ai
    from drivers import until

    from wordcards.app import review_pool
    from wordcards.app.screens.review import ReviewScreen

    monkeypatch.setattr(review_pool, "POOLED", True)
    monkeypatch.setattr(review_pool, "worth_pooling", lambda: True)  # on any computer the test runs on
    given, ended = [], []
    closed = threading.Event()

    def review_after_the_close(game, **options):  # in the review's thread
        given.append(options["map"])
        closed.wait(timeout=60)
        try:
            return list(options["map"](lambda job: job, ["a question"]))
        finally:
            ended.append(True)

    monkeypatch.setattr(ai, "review", review_after_the_close)
    async with review_begun(new_app, lambda: given, "the review's questions") as (app, pilot):
        pool = given[0].__self__
        assert isinstance(pool, ReviewPool) and not pool.closed
        app.simulate_key("escape")
        await until(app, pilot, lambda: not isinstance(app.screen, ReviewScreen), "the review closed", worker_held=True)
        await until(app, pilot, lambda: pool.closed, "the pool closed", worker_held=True)
        closed.set()
        await until(app, pilot, lambda: ended, "the review's thread to end")
        assert not isinstance(app.screen, ReviewScreen)


async def test_a_closed_screens_review_answered_in_its_thread_stops(new_app, monkeypatch):
    """With one worker or none (1 or 2 cores; the tests' default) the review's thread
    answered every question after its screen closed, 20 to 60 s of the spare core during
    the next hand (and reopened, a second review beside it): it stops at the next question."""
    import threading

    import wordcards.ai as ai
    from drivers import until

    from wordcards.app.screens.review import ReviewScreen

    given, asked, ended = [], [], []
    closed = threading.Event()

    def held_until_closed(job):  # the expert, in the review's thread
        asked.append(job)
        closed.wait(timeout=60)
        return job

    def review_of_three_questions(game, **options):
        given.append(options["map"])
        try:
            return list(options["map"](held_until_closed, ["first", "second", "third"]))
        finally:
            ended.append(True)

    monkeypatch.setattr(ai, "review", review_of_three_questions)
    async with review_begun(new_app, lambda: asked, "the first question") as (app, pilot):
        app.simulate_key("escape")
        await until(app, pilot, lambda: not isinstance(app.screen, ReviewScreen), "the review closed", worker_held=True)
        pool = getattr(given[0], "__self__", None)  # before the change: the built-in map
        await until(app, pilot, lambda: pool is None or pool.closed, "the pool closed", worker_held=True)
        closed.set()
        await until(app, pilot, lambda: ended, "the review's thread to end")
        assert asked == ["first"]


def test_a_pool_starts_under_textuals_capture_of_prints_with_the_tracker_started_before():
    """Under Textual, ``sys.stderr`` is the app's capture of prints (its fileno -1), and the
    app's first pool failed to start (answered in the thread, slower): multiprocessing's
    resource tracker keeps stderr's file open in its process. The app starts it before it
    runs (``start_before_the_app``); the pool itself no longer swaps ``sys.stderr`` for the
    terminal's (a print from another thread meanwhile reached the terminal), so without it
    the pool cannot start under the capture, and its questions are answered here. In a
    fresh process: the tracker starts once, with the first pool."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from wordcards.app.review_pool import ReviewPool, start_resource_tracker\n"
        "class Captured:\n"
        "    def write(self, text): pass\n"
        "    def flush(self): pass\n"
        "    def fileno(self): return -1\n"
        "def answered_under_the_capture():\n"
        "    sys.stderr = Captured()\n"
        "    try:\n"
        "        pool = ReviewPool(None, None, 'shuffle', workers=1)\n"
        "        return list(pool.map(abs, [-1, -2])), pool.fell_back\n"
        "    finally:\n"
        "        sys.stderr = sys.__stderr__\n"
        "if __name__ == '__main__':\n"
        "    print(*answered_under_the_capture())\n"
        "    start_resource_tracker()  # as the app's launch does, before the app runs\n"
        "    print(*answered_under_the_capture())\n"
    )
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert ran.stdout.split("\n")[:2] == ["[1, 2] True", "[1, 2] False"], ran.stdout + ran.stderr


def test_the_app_starts_the_pools_resource_tracker_before_it_runs(monkeypatch, tmp_path, capsys):
    """Before ``app.run`` (where Textual takes stderr), where reviews are pooled; not on a
    computer of 2 cores (no pool: nothing to start)."""
    from wordcards.app import launch, review_pool

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    order: list[str] = []

    class App:
        return_code = 1  # the shortest way out of ``_ran`` after the app
        hung_up = False

        def run(self) -> None:
            order.append("app")

    monkeypatch.setattr(review_pool, "POOLED", True)  # as outside the app's tests
    monkeypatch.setattr(review_pool, "start_resource_tracker", lambda: order.append("tracker"))
    for cores in (3, 2):
        monkeypatch.setattr(review_pool, "usable_cores", lambda: cores)
        launch._ran("play", App())
    assert order == ["tracker", "app", "app"]
    assert "stopped by an error inside the app" in capsys.readouterr().err


def test_a_resource_tracker_that_cannot_start_leaves_the_reviews_to_the_thread(monkeypatch):
    """No process to spare (a process limit): the app runs all the same, no traceback."""
    from wordcards.app import review_pool

    def no_process() -> None:
        raise BlockingIOError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(review_pool, "POOLED", True)
    monkeypatch.setattr(review_pool, "usable_cores", lambda: 4)
    monkeypatch.setattr(review_pool, "start_resource_tracker", no_process)
    assert review_pool.start_before_the_app() is False


def test_a_worker_writes_nothing_to_the_terminal():
    """A worker's stdout and stderr are the app's terminal, where output draws over the
    table: its descriptors 1 and 2 (not only ``sys.stderr``) go to devnull. Here a shell
    started by a worker writes to both."""
    import subprocess
    import sys

    code = (
        "import os\n"
        "from wordcards.app.review_pool import ReviewPool\n"
        "if __name__ == '__main__':\n"
        "    pool = ReviewPool(None, None, 'shuffle', workers=1)\n"
        "    said = list(pool.map(os.system, ['echo worker-out; echo worker-err >&2']))\n"
        "    print(said, pool.fell_back)\n"
    )
    ran = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False)
    assert ran.stdout.strip() == "[0] False", ran.stdout + ran.stderr
    assert "worker-" not in ran.stderr


def test_the_seats_reviews_of_one_host_share_one_set_of_workers(monkeypatch):
    """Each seat's review had a pool of its own: four seats pressing w together started up
    to 28 processes on 8 cores. Then one review at a time had the workers and another's
    questions were answered in its thread. Now both give their questions to the host's one
    set, which goes when the last review using it is done (the next review starts it again)."""
    from concurrent.futures import Future

    from wordcards.app import review_pool

    started: list[int] = []
    stopped: list[int] = []

    class Executor:  # the pool's processes, answered here: only what is given to them matters
        def __init__(self, workers: int, **named: object) -> None:
            started.append(workers)

        def submit(self, answer, job):
            answered: Future = Future()
            answered.set_result(answer(job))
            return answered

        def shutdown(self, **named: object) -> None:
            stopped.append(len(started))

    monkeypatch.setattr(review_pool, "usable_cores", lambda: 8)
    monkeypatch.setattr(review_pool, "POOLED", True)
    monkeypatch.setattr(review_pool, "ProcessPoolExecutor", Executor)
    a_seats_pool = review_pool.pools_for_a_host(None, None, "shuffle")
    first, second = a_seats_pool(), a_seats_pool()
    answers = first.map(str, range(5))
    assert next(answers) == "0"  # under way, with the workers
    assert list(second.map(str, range(5))) == ["0", "1", "2", "3", "4"] and second.answered_by_workers == 5
    assert stopped == []  # the first review still uses them
    assert list(answers) == ["1", "2", "3", "4"] and first.answered_by_workers == 5
    assert started == [7] and stopped == [1]
    third = a_seats_pool()
    assert list(third.map(str, range(5))) == ["0", "1", "2", "3", "4"] and third.answered_by_workers == 5
    assert started == [7, 7] and stopped == [1, 2]


def test_a_broken_set_of_host_workers_leaves_the_review_to_its_thread_and_the_next_starts_anew(monkeypatch):
    """A worker killed breaks the host's pool for every review on it: each answers the rest
    in its thread, and the next review is given a new set (not the broken one again)."""
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    from wordcards.app import review_pool

    made: list[object] = []

    class Executor:
        def __init__(self, workers: int, **named: object) -> None:
            self.broken = not made  # the first set's worker dies
            made.append(self)

        def submit(self, answer, job):
            answered: Future = Future()
            if self.broken:
                answered.set_exception(BrokenProcessPool("a worker died"))
            else:
                answered.set_result(answer(job))
            return answered

        def shutdown(self, **named: object) -> None:
            pass

    monkeypatch.setattr(review_pool, "usable_cores", lambda: 8)
    monkeypatch.setattr(review_pool, "POOLED", True)
    monkeypatch.setattr(review_pool, "ProcessPoolExecutor", Executor)
    a_seats_pool = review_pool.pools_for_a_host(None, None, "shuffle")
    first = a_seats_pool()
    assert list(first.map(str, range(3))) == ["0", "1", "2"] and first.fell_back and first.answered_by_workers == 0
    second = a_seats_pool()
    assert list(second.map(str, range(3))) == ["0", "1", "2"] and not second.fell_back and second.answered_by_workers == 3
    assert len(made) == 2


def test_a_worker_leaves_ctrl_c_and_the_hang_up_to_the_host(monkeypatch):
    """The host gets SIGINT (Ctrl+C reaches the terminal's whole process group): a worker
    killed by it broke the pool while the host stopped. So did SIGHUP (the host's terminal
    closed), whose default ended the workers while the host saved. A worker's start ignores both."""
    import signal

    from wordcards.app import review_pool

    monkeypatch.setattr(review_pool, "_quiet_output", lambda: None)  # this process's terminal is pytest's
    monkeypatch.setattr(review_pool, "_load_words", lambda *start: None)
    stops = [each for each in (signal.SIGINT, getattr(signal, "SIGHUP", None)) if each is not None]
    before = {each: signal.getsignal(each) for each in stops}
    try:
        review_pool._worker_start(None, None, "shuffle")
        assert {each: signal.getsignal(each) for each in stops} == {each: signal.SIG_IGN for each in stops}
    finally:
        for each, handler in before.items():
            signal.signal(each, handler)


async def test_the_reviews_bar_says_0_percent_before_its_first_question_is_answered(new_app, held_review):
    """Its first figure came a few questions in: until then the bar said "--%" (no total
    yet, as Textual draws it); it says 0% of the game's actions from the start."""
    from drivers import until
    from screen_text import screen_text

    async with review_begun(new_app, lambda: held_review.asked, "the review begun") as (app, pilot):
        shown = screen_text(app)
        held_review.answered.set()
        await until(app, pilot, lambda: held_review.ended, "the review's thread to end")
    assert "Looking back over the game" in shown and "--%" not in shown and "0%" in shown


async def test_a_rummy_hands_review_mid_match_says_it_looks_back_over_the_hand(new_app, held_review):
    """w on the score screen of a rummy hand, the match going on: the review being made said
    "Looking back over the game...". It is the hand's (the deal's in an inverse match, R9,
    as its footer's Next deal), the game's once the match is over."""
    from dataclasses import replace

    from drivers import play_to_the_hands_score, until
    from screen_text import screen_text

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "3")
    async with app.run_test(size=(100, 30)) as pilot:
        await play_to_the_hands_score(app, pilot)
        score = app.screen
        assert score.round_played() == "Hand"
        await pilot.press("w")
        await until(app, pilot, lambda: held_review.asked, "the review begun", worker_held=True)
        shown = screen_text(app)
        held_review.answered.set()
        await until(app, pilot, lambda: held_review.ended, "the review's thread to end")
    assert "Looking back over the hand..." in shown
    score.game_view = replace(score.game_view, variant="inverse")
    assert score.round_played() == "Deal"
    score.game_view = replace(score.game_view, outcome=object())  # the match over
    assert score.round_played() is None
