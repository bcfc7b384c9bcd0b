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


def test_running_while_the_indexes_are_built_and_not_after(monkeypatch):
    warming = WarmUp()
    building, let_on = threading.Event(), threading.Event()

    def build(words, game_kind):
        building.set()
        assert let_on.wait(60)

    monkeypatch.setattr(warm_up, "build_indexes", build)
    thread = threading.Thread(target=warming.run, args=(None, "shuffle"))
    assert not warming.running
    thread.start()
    assert building.wait(60)
    assert warming.running
    let_on.set()
    thread.join(60)
    assert not warming.running


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
    building, let_on = threading.Event(), threading.Event()

    def build(words, game_kind):
        building.set()
        assert let_on.wait(60)

    monkeypatch.setattr(warm_up, "build_indexes", build)
    warming, run_worker = WarmUp(), Dispatched()
    assert not warming.running
    warming.start(run_worker, None, "shuffle")
    assert warming.running
    (work,) = run_worker.work
    thread = threading.Thread(target=work)
    thread.start()
    assert building.wait(60)
    assert warming.running
    let_on.set()
    thread.join(60)
    assert not warming.running


def test_not_running_once_its_worker_is_cancelled_before_its_thread_began():
    """A quit before the thread began cancels the worker: no thread will build anything."""
    warming, run_worker = WarmUp(), Dispatched()
    warming.start(run_worker, None, "shuffle")
    run_worker.is_cancelled = True
    assert not warming.running
