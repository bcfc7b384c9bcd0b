"""The warm-up (app/warm_up.py) says whether its thread still builds the word list's
indexes: the quit prints a line while it waits for them (tests/test_stop_signals.py)."""

from __future__ import annotations

import errno
import os
import sys
import threading

import pytest

from wordcards.app import warm_up
from wordcards.app.warm_up import WarmUp


class HeldBuild:
    """The indexes' build, held: it says it has begun, then waits until the test lets it on."""

    def __init__(self, monkeypatch) -> None:
        self.building, self.let_on = threading.Event(), threading.Event()
        monkeypatch.setattr(warm_up, "build_indexes", self)

    def __call__(self, words, game_kind) -> None:
        self.building.set()
        assert self.let_on.wait(60)

    def running_only_while_held(self, warming: WarmUp, work) -> None:
        """``work`` run in a thread: ``warming`` is running while the build is held, not once it is let on."""
        thread = threading.Thread(target=work)
        thread.start()
        assert self.building.wait(60)
        assert warming.running
        self.let_on.set()
        thread.join(60)
        assert not warming.running


def test_running_while_the_indexes_are_built_and_not_after(monkeypatch):
    warming, held = WarmUp(), HeldBuild(monkeypatch)
    assert not warming.running
    held.running_only_while_held(warming, lambda: warming.run(None, "shuffle"))


def test_not_running_after_the_indexes_failed(monkeypatch):
    def build(words, game_kind):
        raise MemoryError

    monkeypatch.setattr(warm_up, "build_indexes", build)
    warming = WarmUp()
    with pytest.raises(MemoryError):
        warming.run(None, "shuffle")
    assert not warming.running


class GoneTerminal:
    """stderr on a terminal that hung up as the app quit: every write fails."""

    def __init__(self, errno_: int) -> None:
        self.errno = errno_

    def write(self, text: str) -> int:
        raise OSError(self.errno, os.strerror(self.errno))

    def flush(self) -> None:
        raise OSError(self.errno, os.strerror(self.errno))


@pytest.mark.parametrize("failure", [errno.EIO, errno.EPIPE])
def test_the_finishing_line_on_a_gone_terminal_is_dropped_not_raised(failure):
    """run_async printed it unguarded: a terminal gone as the app quit ended the quit in a
    traceback."""
    warm_up.say_finishing(GoneTerminal(failure))  # type: ignore[arg-type]


def test_the_finishing_line_is_said(capsys):
    warm_up.say_finishing(sys.stderr)
    assert capsys.readouterr().err == warm_up.FINISHING + "\n"


class Dispatched:
    """What ``App.run_worker`` is asked to run, not run yet: a thread worker not yet begun."""

    def __init__(self) -> None:
        self.work: list = []
        self.is_cancelled = False

    def __call__(self, work, thread: bool, name: str) -> "Dispatched":
        assert thread
        self.work.append(work)
        return self


def test_running_from_its_dispatch_before_its_thread_begins(monkeypatch):
    """``running`` was set on the thread's first line: a quit between the dispatch and that
    line said nothing, then waited for the whole index with the terminal blank."""
    held = HeldBuild(monkeypatch)
    warming, run_worker = WarmUp(), Dispatched()
    assert not warming.running
    warming.start(run_worker, None, "shuffle")
    assert warming.running
    (work,) = run_worker.work
    held.running_only_while_held(warming, work)


def test_not_running_once_its_worker_is_cancelled_before_its_thread_began():
    """A quit before the thread began cancels the worker: no thread will build anything."""
    warming, run_worker = WarmUp(), Dispatched()
    warming.start(run_worker, None, "shuffle")
    run_worker.is_cancelled = True
    assert not warming.running
