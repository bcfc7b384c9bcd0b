"""The word list's indexes, built in a thread while the players read the first screen (the
first typed word, the first save, the first hint and computer turn need them), and whether
that thread still runs: a quit waits for it, as it cannot be stopped (12-15 s for a
500,000-word list on a busy machine), and says so (WordcardsApp.run_async)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from wordcards import games

if TYPE_CHECKING:
    from textual.worker import Worker

FINISHING = "Finishing the word list's index before quitting..."


def say_finishing(stream: TextIO | None) -> None:
    """FINISHING on ``stream`` (stderr); nothing where it cannot be written: a terminal gone
    as the app quit (EIO, EPIPE) must not end the quit in a traceback."""
    if stream is None:
        return
    try:
        print(FINISHING, file=stream, flush=True)
    except OSError:
        pass


class WarmUp:
    """Running from its dispatch (a quit may come before the thread's first line) until the
    thread ends, or until its worker is cancelled before the thread began (it never will)."""

    def __init__(self) -> None:
        self._dispatched = False
        self._worker: Worker[None] | None = None
        self._begun = threading.Event()
        self._ended = threading.Event()

    @property
    def running(self) -> bool:
        if self._ended.is_set():
            return False
        if self._begun.is_set():
            return True
        return self._dispatched and not (self._worker is not None and self._worker.is_cancelled)

    def start(self, run_worker: Callable[..., Worker[None]], words, game_kind: str | None) -> None:
        """On the app's loop: the indexes built in a thread worker (``App.run_worker``)."""
        self._dispatched = True
        self._worker = run_worker(lambda: self.run(words, game_kind), thread=True, name="warm-up")

    def run(self, words, game_kind: str | None) -> None:
        """In the warm-up's thread."""
        self._begun.set()
        try:
            build_indexes(words, game_kind)
        finally:
            self._ended.set()


def build_indexes(words, game_kind: str | None) -> None:
    """The word search index and the list's checksum, and the game's own word search."""
    words.anagrams, words.sha256
    entry = games.GAMES.get(game_kind or "")
    if entry is not None and entry.warm_up is not None:
        entry.load("warm_up")(words)
