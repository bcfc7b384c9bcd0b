"""The warm-up (app/warm_up.py) builds the word list's indexes in a thread the process does
not wait for: a quit ends the app at once (tests/test_stop_signals.py, in a terminal)."""

from __future__ import annotations

import subprocess
import sys
import threading

from wordcards.app.warm_up import build_indexes, start_warm_up
from wordcards.engine.shuffle import search
from wordcards.words.wordlist import WordList

DEADLINE_SECONDS = 120


class HeldBuild:
    """The indexes' build, held: it says what it was given, then waits until the test lets it on."""

    def __init__(self) -> None:
        self.given: tuple | None = None
        self.building, self.let_on = threading.Event(), threading.Event()

    def __call__(self, words, game_kind) -> None:
        self.given = (words, game_kind)
        self.building.set()
        assert self.let_on.wait(DEADLINE_SECONDS)


def test_the_start_does_not_wait_for_the_build_which_runs_on_in_its_thread():
    held = HeldBuild()
    thread = start_warm_up(held, "the words", "shuffle")
    assert held.building.wait(DEADLINE_SECONDS)
    assert held.given == ("the words", "shuffle")
    assert thread.is_alive()
    held.let_on.set()
    thread.join(DEADLINE_SECONDS)
    assert not thread.is_alive()


# A process that starts a build which never ends, then ends itself: run as ``python -c``.
ENDS_WHILE_BUILDING = """
import threading
from wordcards.app.warm_up import start_warm_up

building = threading.Event()
start_warm_up(lambda words, game_kind: (building.set(), threading.Event().wait()), None, "shuffle")
assert building.wait(120)
print("ending")
"""


def test_the_process_ends_while_the_build_still_runs():
    """As a Textual thread worker the build ran in asyncio's default executor, whose threads
    Python's exit joins: a quit waited for the whole index (12-15 s for 500,000 words)."""
    ended = subprocess.run([sys.executable, "-c", ENDS_WHILE_BUILDING], capture_output=True, text=True, timeout=DEADLINE_SECONDS)
    assert (ended.returncode, ended.stdout, ended.stderr) == (0, "ending\n", "")


def test_a_failed_build_is_dropped_not_printed(monkeypatch):
    """A traceback from the warm-up's thread (threading.excepthook's) would be printed over
    the game; the first use of the index meets the failure again, in the app."""
    uncaught: list = []
    monkeypatch.setattr(threading, "excepthook", uncaught.append)

    def out_of_memory(words, game_kind):
        raise MemoryError

    start_warm_up(out_of_memory, None, "shuffle").join(DEADLINE_SECONDS)
    assert uncaught == []


def test_the_build_leaves_the_indexes_the_game_reads():
    words = WordList(frozenset({"tea", "eat", "ate", "tan"}), "four")
    start_warm_up(build_indexes, words, "shuffle").join(DEADLINE_SECONDS)
    assert words.__dict__["anagrams"]["aet"] == ("ate", "eat", "tea")
    assert "sha256" in words.__dict__
    assert words in search._INDEXES
