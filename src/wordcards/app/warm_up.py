"""The word list's indexes, built in a thread while the players read the first screen (the
first typed word, the first save, the first hint and computer turn need them), and whether
that thread still runs: a quit waits for it, as it cannot be stopped (12-15 s for a
500,000-word list on a busy machine), and says so (WordcardsApp.run_async)."""

from __future__ import annotations

import threading
from typing import TextIO

from wordcards import games

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
    def __init__(self) -> None:
        self._running = threading.Event()

    @property
    def running(self) -> bool:
        return self._running.is_set()

    def run(self, words, game_kind: str | None) -> None:
        """In the warm-up's thread."""
        self._running.set()
        try:
            build_indexes(words, game_kind)
        finally:
            self._running.clear()


def build_indexes(words, game_kind: str | None) -> None:
    """The word search index and the list's checksum, and the game's own word search."""
    words.anagrams, words.sha256
    entry = games.GAMES.get(game_kind or "")
    if entry is not None and entry.warm_up is not None:
        entry.load("warm_up")(words)
