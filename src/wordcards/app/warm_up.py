"""The word list's indexes, built in a thread while the players read the first screen (the
first typed word, the first save, the first hint and computer turn need them).

A daemon thread, so that a quit does not wait for it: as a Textual thread worker it ran in
asyncio's default executor, whose threads the loop's close and Python's exit join, and a quit
in the first seconds of a 500,000-word list waited 12-15 s for an index nobody would use.
Nothing is handed back: the indexes are the word list's own lazy properties (and the game's
search index, kept by the list), which the app reads as it always does, built or not."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from wordcards import games

Build = Callable[[Any, "str | None"], None]  # (words, game_kind): builds the indexes of ``words``


def start_warm_up(build: Build, words: Any, game_kind: str | None) -> threading.Thread:
    """``build(words, game_kind)`` in a daemon thread, started; the process may end while it runs."""
    thread = threading.Thread(target=_build_ahead, args=(build, words, game_kind), name="warm-up", daemon=True)
    thread.start()
    return thread


def _build_ahead(build: Build, words: Any, game_kind: str | None) -> None:
    try:
        build(words, game_kind)
    except Exception:
        # Work done ahead only: the first use builds the index again, in the app, and meets
        # the failure there (a traceback from this thread would be drawn over the game).
        pass


def build_indexes(words, game_kind: str | None) -> None:
    """The word search index and the list's checksum, and the game's own word search."""
    words.anagrams, words.sha256
    entry = games.GAMES.get(game_kind or "")
    if entry is not None and entry.warm_up is not None:
        entry.load("warm_up")(words)
