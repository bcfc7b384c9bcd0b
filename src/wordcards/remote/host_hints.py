"""The hints the host's table finds and tells: a hint asked for and its search started, the
hint found (hint_promises.find_hint, as the shared keyboard finds it) and told to its seat
only, noted in the log once a turn, and told again after ``host --resume``. A part of
HostTable (table.py), which holds what it uses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from wordcards.app.answer_words import HINT_MARK
from wordcards.app.game_in_play import GameInPlay, hint_note
from wordcards.app.hint_promises import Hint, Promises, PromisedLine, hint_with_words
from wordcards.app.session import hint_noted_here
from wordcards.engine.log_line import joined
from wordcards.remote.seat_state import SeatState

if TYPE_CHECKING:
    from wordcards.app import hint_typing


@dataclass(frozen=True)
class HintTold:
    """A hint as the host tells it to the seat to act (``HostTable.find_hint``)."""

    text: str  # its words (or why there is none); a Shuffle hint's a LogLine, its jokers' places kept
    used: bool = True  # it names a play: the log notes that the seat used a hint
    play: Any = None  # the play it names, for the seat's list of ways to mark (None: none)
    over_a_word: str | None = None  # its words for a seat with a word on its line, where they differ
    on_it: tuple[str, str] | None = None  # the word it types and its words for a line that holds it
    promise: PromisedLine | None = None  # the first step it names, the plays after it and their points


class TableHints:
    """HostTable's hints (its search runs off the event loop: server.py)."""

    # What it uses of the table (table.py sets them).
    game: Any
    part: Any
    seats: list[SeatState]
    in_play: GameInPlay
    promises: Promises
    _turn_began: int
    _save: Callable[[Any], None]
    name: Callable[[int], str]
    say: Callable[..., bool]

    def _hint_used_before_resume(self, seat: int) -> bool:
        """``seat`` was told a hint on this position before the host was restarted (``--resume``),
        and this host has none for it."""
        state = self.seats[seat]
        told_here = state.hinted is not None and state.hinted[0] == self.game.actions  # not a promise: that is told again too
        if self.game.is_over or self.game.current != seat or state.hinting is not None or told_here:
            return False
        # The save's record of the hint told here; a save without one (older) by the log's note.
        return self.promises.told_here(self.game) or hint_noted_here(self.game, self.in_play.notes)

    def hint_to_start(self, seat: int) -> tuple[Any, ...] | None:
        """A hint ``seat`` asked for whose search the host has not started: the game's
        actions when it was asked (and it counts as started now); None when there is none."""
        state = self.seats[seat]
        if state.hinting is None or state.hint_started:
            return None
        state.hint_started = True
        return state.hinting

    def find_hint(self) -> HintTold:
        """The hint for the seat to act, in the shared keyboard's words (hint_promises.find_hint:
        the play a hint promised after the step just made, else the best play found from
        that seat's own view), as ``hint_found`` tells it. Changes nothing: run it off the
        event loop (a big Shuffle table takes a few seconds)."""
        game = self.game

        def words(found: Hint) -> "hint_typing.Worded[str]":
            # Both composed here, not rewritten by the seat from the words: a reworded hint stays right.
            if found.promised:  # only a hint that leads on (``then``: a swap's play, a plan's melds) promises
                return self.part.promised_words(game, found.action, found.points, found.then, found.better)
            return self.part.hint_words(game, found.action, found.points, found.then)

        told = hint_with_words(game, lambda: self.promises.due_line(game), words)
        if isinstance(told, str):  # a hint is a nicety: never lose the game to it (nor the seat's keys)
            return HintTold(told, used=False)
        found, (text, over_a_word, on_it) = told
        return HintTold(
            text, found.action is not None, found.action, over_a_word, on_it, found.next_promise()
        )

    def hint_found(self, seat: int, asked_at: tuple[Any, ...], told: HintTold) -> bool:
        """Tell ``seat`` (and only it) its hint (``find_hint``); dropped if the game moved on
        meanwhile. True when the log notes it (``told.used``: it named a play): every seat
        is told then."""
        state = self.seats[seat]
        state.hinting, state.hint_started = None, False
        if self.game.actions != asked_at or self.game.current != seat:
            return False
        self.promises.keep(self.game.actions, told.promise)
        # Joined, not formatted: a Shuffle hint's jokers stay known (a LogLine's), for the seat to mark.
        said = joined(HINT_MARK, told.text)
        over = None if told.over_a_word is None else joined(HINT_MARK, told.over_a_word)
        on_it = None if told.on_it is None else (told.on_it[0], joined(HINT_MARK, told.on_it[1]))
        self.say(seat, said, over_a_word=over, on_it=on_it)
        state.hint_told = (self.game.actions, said, over, on_it)
        state.hinted = (self.game.actions, told.play) if told.play is not None else None
        if not told.used:
            return False
        self.promises.told(self.game.actions)  # saved: a host --resume tells it again, noted or not
        # The log says a hint was used, not what it was (the log is public, the hint tells
        # of the hand), as at the shared keyboard: once a turn (GameInPlay.note_once); saved
        # with the game.
        since = min(self._turn_began, len(self.game.log))  # an undo never goes back past it; a guard
        noted = self.in_play.note_once(hint_note(self.name(seat)), since, save=False)  # this turn, or before a resume
        self._save(self.game)  # the hint told, noted or not
        return noted

    def hinted(self, seat: int) -> Any:
        """The play ``seat``'s last hint named while the game is still where it was told
        (a play, an undo or another's turn since: None, or the play it promised)."""
        if self.game.current != seat:  # a hint is told only to the seat to act, on its position
            return None
        return self.promises.hinted(self.game, self.seats[seat].hinted)  # as the shared keyboard's hinted_play
