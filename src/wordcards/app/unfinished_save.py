"""What ``wordcards play`` finds of an unfinished game before it asks about it.

A save that reads but does not replay here (a move illegal at its point, a house line that
takes out a word played) cannot be carried on, yet may replay later, with the word list or
ruleset it was played with: a new game moves it aside, as an unreadable one, never over it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from wordcards import saves


@dataclass(frozen=True)
class SaveNotReplayed:
    """An unfinished game's save that reads (``saved``) but does not replay (``why``)."""

    saved: saves.Saved
    why: saves.SaveUnreadable

    @property
    def path(self) -> Path:
        return self.saved.path


Pending = saves.Saved | saves.SaveUnreadable | SaveNotReplayed


def pending_save(choice: Any, words: Any) -> Pending | None:
    """The unfinished game ``play`` asks about (``words``: the new game's, used for the save
    when it names the same files): None, a save that cannot be read, one that does not
    replay, or one to carry on. Its files not loading now is no reason it cannot be: the
    answer Resume says how to name them again."""
    from wordcards.app.session import Session

    try:
        saved = saves.read_save()
    except saves.SaveUnreadable as exc:
        return exc
    if saved is None:
        return None
    same = (saved.wordlist, saved.house) == (choice.wordlist, choice.house)
    why = why_not_replayed(saved, lambda own: Session.resume(saved, own, saved.wordlist, saved.house), words if same else None)
    return saved if why is None else SaveNotReplayed(saved, why)


def why_not_replayed(saved: Any, replay: Callable[[Any], object], words: Any = None) -> saves.SaveUnreadable | None:
    """Why ``saved`` (a hot-seat or a hosted save) does not ``replay`` with its own files
    (``words``: those already loaded), or None: it replays, or its files do not load now,
    which is no reason it cannot be (resuming says how to name them again)."""
    from wordcards.choice import LaunchError, load_words

    try:
        replay(words if words is not None else load_words(saved.wordlist, saved.house))
    except LaunchError:
        return None
    except saves.SaveUnreadable as exc:
        return exc
    except Exception:  # noqa: BLE001 - a check before the question: Resume reports any other error, as before
        return None
    return None
