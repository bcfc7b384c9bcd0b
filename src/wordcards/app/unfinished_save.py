"""What ``wordcards play`` finds of an unfinished game before it asks about it, and what
each kind of save found says and does on the question.

A save that reads but does not replay here (a move illegal at its point, a house line that
takes out a word played) cannot be carried on, yet may replay later, with the word list or
ruleset it was played with: a new game moves it aside, as an unreadable one, never over it.
So does a new game over a save whose own word list or house file does not load now: the
file may come back (a USB stick put back in), and Resume says how to name it again.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, ClassVar

from wordcards import saves
from wordcards.app.command import command, on_its_own_line
from wordcards.app.files_gone import FilesGone, own_files_gone, word_back
from wordcards.app.game_names import game_named
from wordcards.app.same_match import played_with
from wordcards.choice import LaunchError, load_words
from wordcards.engine.wording import and_list, counted


# What to do with a save a new game could not move aside, on the screen and in the terminal.
MOVE_IT_FIRST = "Move it somewhere else (or the unreadable-N.json files beside it)"


class Unfinished(ABC):
    """A kind of save the unfinished-game question asks about; each kind says, in one place,
    the question's text, whether Resume is offered, whether a new game moves the save aside
    first (never written over) and what the terminal says of it after a quit."""

    resumes: ClassVar[bool] = True  # the question offers "Resume the unfinished game"
    # A quit leaves a save plain 'resume' carries on: launch's own "kept in ...; to carry on,
    # type resume" line says so. Else quit_note says what to type.
    resumable_on_quit: ClassVar[bool] = True
    # How a new game's log and a failed move name the save it moves aside; None: a new
    # game replaces it (it replays: nothing is lost that Resume could carry on).
    moved_aside_as: ClassVar[str | None] = None

    saved: saves.Saved  # the save as read (Unreadable has none: it overrides path)

    @property
    def path(self) -> Path:
        return self.saved.path

    @abstractmethod
    def question(self, new_game: str) -> str:
        """The question's text; ``new_game``: " of Word Rummy with inverse scoring", which
        game its n starts ("" when the setup screen asks which)."""

    def quit_note(self, moved: bool = True) -> str | None:
        """What the terminal says of the save once the app quits, when it is not
        ``resumable_on_quit`` (``moved``: False, a new game's move aside failed); None: nothing."""
        return None

    def refusal(self) -> str | None:
        """Why its Resume cannot carry it on (found before the question); None: it can."""
        return None


@dataclass(frozen=True)
class Replayed(Unfinished):
    """An unfinished game's save that replays: ``session``, the game replayed before the
    question, for its Resume (not replayed twice)."""

    saved: saves.Saved
    session: Any

    def question(self, new_game: str) -> str:
        # Which match waits (its variant, how far it got), as the save says it.
        where = f": {self.saved.progress}." if self.saved.progress else "."
        replaced = f"A new game{new_game} replaces it."
        if self.saved.evening:  # played after others with play again: their scoreboard is in this save only
            before = counted(len(self.saved.evening), "game")
            replaced = f"A new game{new_game} replaces it, and tonight's scoreboard ({before} before it) goes too: the new game starts a new evening."
        return f"{game_waiting(self.saved)} is not finished{where}\n{replaced}"


@dataclass(frozen=True)
class FilesNotLoading(Unfinished):
    """An unfinished game's save whose own word list or house file (or both) does not load
    now: ``gone``, each of them with why, and the resume command that names them again, as
    plain 'resume' says them (``files_gone.own_files_gone``)."""

    saved: saves.Saved
    gone: FilesGone

    moved_aside_as = "save of the unfinished game"  # the file may come back: kept aside
    resumable_on_quit = False  # plain 'resume' would fail on the file: quit_note names it again

    def question(self, new_game: str) -> str:
        files, it, is_ = ("files", "them", "are") if len(self.gone.why) > 1 else ("a file", "it", "is")
        return (
            f"{game_waiting(self.saved)} is not finished, but {files} it was played with cannot be read now:\n"
            f"{self.gone.said}.\n\nResume says how to name {it} again. A new game{new_game} moves "
            f"the save aside{aside(self.path)}, kept for when the {files.removeprefix('a ')} {is_} back (it is not deleted)."
        )

    def quit_note(self, moved: bool = True) -> str | None:
        return where_kept("unfinished game", self.path, self.gone.again, moved=moved)

    def refusal(self) -> str | None:
        it = "them" if len(self.gone.why) > 1 else "it"
        return f"{self.gone.said}: the saved game was played with {it}. To go on with it, quit and type {self.gone.again} (the game is kept)."


class NotCarriedOn(Unfinished):
    """A save that cannot be carried on here: no Resume; a new game moves it aside."""

    resumes = False
    resumable_on_quit = False
    what: ClassVar[str]  # how the quit note names it

    def question(self, new_game: str) -> str:
        return f"{self.why_not()}\n\nStarting a new game moves it aside{aside(self.path)} (it is not deleted)."

    @abstractmethod
    def why_not(self) -> str:
        """What the question says first: why it cannot be carried on."""

    def quit_note(self, moved: bool = True) -> str | None:
        then = "a new game moves it aside, never deleting it. To start one, type" if moved else f"{MOVE_IT_FIRST}, then type"
        return where_kept(self.what, self.path, command("play"), then, moved)


@dataclass(frozen=True)
class SaveNotReplayed(NotCarriedOn):
    """An unfinished game's save that reads (``saved``) but does not replay (``why``): it may
    replay later (its own files), so it is never written over."""

    saved: saves.Saved
    why: saves.SaveUnreadable

    moved_aside_as = "save that cannot be carried on"
    what = "unfinished game that cannot be carried on"

    def why_not(self) -> str:
        said = f"{game_waiting(self.saved)} is not finished, but it cannot be carried on:\n{not_replayed(self.why)}"
        if self.why.word_gone:  # as resume says it: quit, then the way on
            way_on = word_back(self.why.word_gone, self.saved.wordlist, self.saved.house, self.why.house_refuses)
            said += f".\nQuit (q), then {way_on}."
        return said


@dataclass(frozen=True)
class Unreadable(NotCarriedOn):
    """A save that cannot be read (``error``, from the engine-free saves module)."""

    error: saves.SaveUnreadable

    moved_aside_as = "unreadable save"
    what = "saved game that cannot be read"

    @property
    def path(self) -> Path:
        return self.error.path

    def why_not(self) -> str:
        return f"The saved game cannot be read:\n{self.error}"


def pending_save(choice: Any, words: Any) -> Unfinished | None:
    """The unfinished game ``play`` asks about (``words``: the new game's, used for the save
    when it names the same files): None, a save that cannot be read, one that does not
    replay, one whose files do not load now, or one to carry on (replayed already)."""
    from wordcards.app.session import Session

    try:
        saved = saves.read_save()
    except saves.SaveUnreadable as exc:
        return Unreadable(exc)
    if saved is None:
        return None
    same = (saved.wordlist, saved.house) == (choice.wordlist, choice.house)
    outcome = with_its_own_files(saved, lambda own: Session.resume(saved, own, saved.wordlist, saved.house), words if same else None)
    if isinstance(outcome, LaunchError):
        from argparse import Namespace

        return FilesNotLoading(saved, own_files_gone(Namespace(wordlist=None, house=None), saved, str(outcome), ("resume",)))
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
        return saves.replayed(saved.path, lambda: replay(own))
    except saves.SaveUnreadable as exc:
        return exc


def replays_with_its_own_files(saved: Any, replay: Callable[[Any], object]) -> bool:
    """Whether ``saved`` (a hot-seat or a hosted save) ``replay``s with the word list and
    house file it was played with: they load now, and its moves are legal with them (a
    file typed in their place that does not load or replay was a slip)."""
    return not isinstance(with_its_own_files(saved, replay), (LaunchError, saves.SaveUnreadable))


def a_typed_file_broke_it(saved: Any, wordlist: str | None, house: str | None, replay: Callable[[Any], object]) -> bool:
    """Whether a ``wordlist`` or ``house`` typed in place of ``saved``'s own is why it did not
    replay: they differ from its own, and its own carry it on. The advice is then the plain
    command (a new game would write over a save that replays, not move it aside)."""
    typed_other = played_with(saved, wordlist, house) != (saved.wordlist, saved.house)
    return typed_other and replays_with_its_own_files(saved, replay)


def game_waiting(saved: saves.Saved) -> str:
    """'A game of Word Rummy (Ann, Bob)': the unfinished game, as the question names it."""
    name = game_named(saved.game, saved.rules_name)
    # A name in brackets of its own ("Shuffle (custom)") is not followed by the players' in brackets.
    who = f", played by {and_list(list(saved.players))}," if name.endswith(")") else f" ({', '.join(saved.players)})"
    return f"A game of {name}{who}"


def not_replayed(exc: saves.SaveUnreadable) -> str:
    """Why a save did not replay, as 'wordcards resume' says it, as a sentence."""
    why = saves.not_replayed(exc)
    return why[:1].upper() + why[1:]


def aside(path: Path) -> str:
    """" to .../unreadable-N.json": where a new game would move the save at ``path``."""
    try:
        return f" to {saves.aside_path(path)}"
    except OSError:  # a thousand unreadable saves: the move will say so
        return ""


def where_kept(what: str, path: Path, typed: str, then: str = "to carry on, type", moved: bool = True, kept: str = "kept") -> str:
    """The one wording of every line that says where a save is and what to type next
    (``typed``, a command, on a line of its own: beside a path an 80-column terminal split
    it mid-word): "The {what} is kept in {path}; {then}" (``kept``: "saved" for a game just
    played), or, ``moved`` False (a new game's move aside failed, so none was started),
    "The {what} is still in {path}, untouched: ..., so no new game was started. {Then}"."""
    if moved:
        return on_its_own_line(f"The {what} is {kept} in {path}; {then}", typed)
    untouched = f"The {what} is still in {path}, untouched: it could not be moved aside, so no new game was started."
    return on_its_own_line(f"{untouched} {then[:1].upper()}{then[1:]}", typed)
