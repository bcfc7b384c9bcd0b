"""A game in play: the game, the match's ending held (app/ending.py) and the log's own notes,
changed only here and saved by the callback its owner gives. One flow for the shared
keyboard (``Session``, which saves to the autosave) and the host of remote seats
(``remote/table.py``, which saves the hosted game), so the two cannot drift. Free of
Textual: the host loads it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from wordcards.app.ending import decide_ending
from wordcards.engine.game import Action
from wordcards.engine.players import Player
from wordcards.saves import Draft


class GameInPlay:
    def __init__(
        self,
        game: Any,
        save: Callable[[], None],
        notes: Iterable[tuple[int, str]] = (),
        ending: Action | None = None,
        moved: Callable[[bool], None] | None = None,
    ) -> None:
        """``save``: writes the game as its owner keeps it, after every change here;
        ``moved``: what the owner keeps of the game's position, brought up to date after an
        action or an undo and before that save (the host's turn and console lines); told
        True for an action applied, False for an undo (it takes back a play of the turn, and
        the turn goes on: only an applied action may end one)."""
        self.game = game
        # Lines the app adds to the log (a hint was used), each with the length of the
        # engine's log when it was written: the engine's log does not say them.
        self.notes: list[tuple[int, str]] = list(notes)
        # The action that ends the game, decided the moment a hand ended (R8: a match by
        # minutes whose time ran out) and applied when the table moves on (app/ending.py).
        self.ending: Action | None = ending
        self._save = save
        self._moved = moved

    def apply(self, action: Action) -> None:
        """Apply an action the engine accepts (raises IllegalPlay, changing nothing,
        otherwise), then save."""
        self.game.apply(action)
        self._changed(applied=True)

    def undo(self) -> Action:
        """Take back the last play, keep the notes in place (``notes_in_place``), then save;
        the play taken back."""
        undone: Action = self.game.undo()
        self.keep_notes_in_place()
        self._changed(applied=False)
        return undone

    def _changed(self, applied: bool) -> None:
        self.ending = decide_ending(self.game)  # the one held was for the position just left
        if self._moved is not None:
            self._moved(applied)
        self._save()

    def hold_ending(self) -> bool:
        """Decide the action that ends the game from here on if none is held (its time may
        run out as a hand's scores are read; a save of an older version held none), and save
        it once found. True when it was held just now."""
        if self.ending is not None:
            return False
        self.ending = decide_ending(self.game)
        if self.ending is None:
            return False
        self._save()
        return True

    def keep_notes_in_place(self) -> None:
        """See ``notes_in_place``."""
        self.notes = notes_in_place(self.notes, len(self.game.log), self.game.players)

    def note(self, text: str, save: bool = True) -> None:
        """Add a line of the app's own to the log (the game is not changed), then save
        (``save=False``: the caller saves, or a new game's first save comes later)."""
        self.notes.append((len(self.game.log), text))
        if save:
            self._save()

    def note_once(self, text: str, since: int | None = None, save: bool = True) -> bool:
        """``note``, unless a note written since the log was ``since`` lines long (by default:
        on this position) says the same; True when noted. A child pressing Ctrl+G five times
        filled the log with a hint's note; a turn hinted draw, meld and discard noted it
        three times."""
        start = len(self.game.log) if since is None else since
        if any(at >= start and said == text for at, said in self.notes):
            return False
        self.note(text, save)
        return True

    def typed_here(self, draft: Draft | None) -> Draft | None:
        """``draft`` if it was typed on the position the game is at, by the player to act (one
        typed before an action belongs to no position now)."""
        if draft is None or (draft.seat, draft.at) != (self.game.current, len(self.game.actions)):
            return None
        return draft


class OwnsAGameInPlay:
    """The owner of a game in play (``Session``, ``HostTable``), whose game is read as its
    own (``session.game``, read in hundreds of places); its notes and ending held are read
    from the ``in_play``, where they change."""

    in_play: GameInPlay

    @property
    def game(self) -> Any:
        return self.in_play.game

    @game.setter
    def game(self, game: Any) -> None:
        self.in_play.game = game


def notes_in_place(notes: Iterable[tuple[int, str]], log_length: int, players: Iterable[Player]) -> list[tuple[int, str]]:
    """``notes`` for a log of ``log_length`` lines. A note written after lines that an undo
    took away is kept (a hint used stays in the table's record), but now follows the lines
    that remain: it was written after them, and before whatever is played next. Two hint
    notes of one player that now stand in the same place are one: each says that player used
    a hint on that position (asked before and after a play that was taken back), the fact
    one asked twice with nothing played between notes once. Any other two equal notes stay:
    each says something that happened (the word list changed at two resumes)."""
    hints = {hint_note(player.name) for player in players}
    kept: list[tuple[int, str]] = []
    for at, text in notes:
        note = (min(at, log_length), text)
        if text not in hints or note not in kept:
            kept.append(note)
    return kept


def notes_read_back(notes: Iterable[tuple[int, str]], log_length: int, players: Iterable[Player]) -> list[tuple[int, str]]:
    """A save's notes, less those placed before its log's first line or past its end
    (``log_length`` lines), which a hand-edited save holds ([9999, "x"] showed "x" in the
    hand-off and the log, [-5, "x"] above its first line): a note is written at the log's
    end. A player's hint note past the end is kept, moved up (``notes_in_place``: an older
    version's save may hold one past the log's end, or noted twice), as an undo never hides
    a hint; saves from before undo moved notes up (058ef5ed) may hold other notes past the
    end too, which are dropped with the hand-edited ones."""
    players = tuple(players)
    hints = {hint_note(player.name) for player in players}
    kept = [(at, text) for at, text in notes if 0 <= at and (at <= log_length or text in hints)]
    return notes_in_place(kept, log_length, players)


def hint_note(name: str) -> str:
    """The log's note that ``name`` used a hint (not what it was: the log is public)."""
    return f"{name} used a hint"
