"""What ``wordcards play`` finds of an unfinished game before it asks about it.

A save that reads but does not replay here (a move illegal at its point, a house line that
takes out a word played) cannot be carried on, yet may replay later, with the word list or
ruleset it was played with: a new game moves it aside, as an unreadable one, never over it.
So does a new game over a save whose own word list or house file does not load now: the
file may come back (a USB stick put back in), and Resume says how to name it again.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from wordcards import saves
from wordcards.choice import LaunchError, load_words


@dataclass(frozen=True)
class SaveNotReplayed:
    """An unfinished game's save that reads (``saved``) but does not replay (``why``)."""

    saved: saves.Saved
    why: saves.SaveUnreadable

    @property
    def path(self) -> Path:
        return self.saved.path


@dataclass(frozen=True)
class FilesNotLoading:
    """An unfinished game's save whose own word list or house file does not load now
    (``why``: which, and why); ``again``: the resume command that names it again."""

    saved: saves.Saved
    why: str
    again: str | None = None

    @property
    def path(self) -> Path:
        return self.saved.path


@dataclass(frozen=True)
class Replayed:
    """An unfinished game's save that replays: ``session``, the game replayed before the
    question, for its Resume (not replayed twice)."""

    saved: saves.Saved
    session: Any


Pending = saves.Saved | Replayed | saves.SaveUnreadable | SaveNotReplayed | FilesNotLoading


def pending_save(choice: Any, words: Any) -> Pending | None:
    """The unfinished game ``play`` asks about (``words``: the new game's, used for the save
    when it names the same files): None, a save that cannot be read, one that does not
    replay, one whose files do not load now, or one to carry on (replayed already)."""
    from wordcards.app.session import Session

    try:
        saved = saves.read_save()
    except saves.SaveUnreadable as exc:
        return exc
    if saved is None:
        return None
    same = (saved.wordlist, saved.house) == (choice.wordlist, choice.house)
    outcome = with_its_own_files(saved, lambda own: Session.resume(saved, own, saved.wordlist, saved.house), words if same else None)
    if isinstance(outcome, LaunchError):
        return FilesNotLoading(saved, str(outcome))
    if isinstance(outcome, saves.SaveUnreadable):
        return SaveNotReplayed(saved, outcome)
    return Replayed(saved, outcome)


def with_its_own_files(saved: Any, replay: Callable[[Any], Any], words: Any = None) -> Any:
    """What ``replay`` makes of ``saved`` (a hot-seat or a hosted save) with the word list and
    house file it was played with (``words``: those already loaded), or why it cannot: the
    LaunchError of a file that does not load now, or the SaveUnreadable of a save that does
    not replay (any other error of the replay too: a new game moves the save aside)."""
    try:
        own = words if words is not None else load_words(saved.wordlist, saved.house)
    except LaunchError as exc:
        return exc
    try:
        return replay(own)
    except saves.SaveUnreadable as exc:  # the one error Session.resume gives for a save
        return exc
    except Exception as exc:  # noqa: BLE001 - a bug in the replay: never a traceback, never a save written over
        return saves.SaveUnreadable(saved.path, f"it could not be replayed here: {type(exc).__name__}: {exc}")


def replays_with_its_own_files(saved: Any, replay: Callable[[Any], object]) -> bool:
    """Whether ``saved`` (a hot-seat or a hosted save) ``replay``s with the word list and
    house file it was played with: they load now, and its moves are legal with them (a
    file typed in their place that does not load or replay was a slip)."""
    return not isinstance(with_its_own_files(saved, replay), (LaunchError, saves.SaveUnreadable))


def a_typed_file_broke_it(saved: Any, wordlist: str | None, house: str | None, replay: Callable[[Any], object]) -> bool:
    """Whether a ``wordlist`` or ``house`` typed in place of ``saved``'s own is why it did not
    replay: they differ from its own, and its own carry it on. The advice is then the plain
    command (a new game would write over a save that replays, not move it aside)."""
    typed_other = (wordlist or saved.wordlist, house or saved.house) != (saved.wordlist, saved.house)
    return typed_other and replays_with_its_own_files(saved, replay)
