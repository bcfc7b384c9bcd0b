"""The word half typed on the line of the seat to act, as its seat last told it (a "draft"
message, sent on a pause): read, kept and saved if it is that seat's on the position the game
is at, and given back to a screen that opens the seat. A part of HostTable (table.py), which
holds what it uses."""

from __future__ import annotations

from typing import Any, Callable

from wordcards.app.game_in_play import GameInPlay
from wordcards.remote.host_words import DRAFT_NOT_UNDERSTOOD
from wordcards.remote.seat_state import SeatState
from wordcards.saves import MAX_DRAFT, Draft
from wordcards.typed_text import a_to_z


def _draft_of(seat: int, message: dict[str, Any]) -> Draft | None:
    """A seat's word line as its message tells it (an empty word: nothing typed), or None
    when it cannot be read: a word of letters A-Z, a yes or no, a count of actions."""
    word, not_played, at = message.get("word"), message.get("not_played", False), message.get("actions")
    if not (isinstance(word, str) and isinstance(not_played, bool) and isinstance(at, int) and not isinstance(at, bool)):
        return None
    if len(word) > MAX_DRAFT or (word and not a_to_z(word)):
        return None
    return Draft(seat, at, word.upper(), not_played)


class TableDrafts:
    """HostTable's word line of the seat to act (saved beside the game, as the shared keyboard saves its line)."""

    # What it uses of the table (table.py sets them).
    game: Any
    seats: list[SeatState]
    draft: Draft | None
    in_play: GameInPlay
    _save: Callable[[Any], None]
    between_hands: Callable[[], bool]
    is_person: Callable[[int], bool]
    say: Callable[..., bool]

    def _typing_position(self) -> tuple[int, int] | None:
        """The seat of the person to act and the number of actions played: where a word half
        typed belongs. None when no person is to act (between hands, the game over, a computer)."""
        game = self.game
        if game.is_over or self.between_hands() or not self.is_person(game.current):
            return None
        return game.current, len(game.actions)

    def _typed_here(self, draft: Draft | None) -> Draft | None:
        """``draft`` if it is the word of the person to act, typed on the position the game is
        at (GameInPlay.typed_here, as the shared keyboard decides): a word typed before an
        action belongs to no position now."""
        return self.in_play.typed_here(draft) if self._typing_position() is not None else None

    def draft_now(self) -> Draft | None:
        """The word on the line of the seat to act, for the save: the one it typed; else a word
        it sent to a list or a question still open (marked not played), as at the shared keyboard."""
        typed = self._typed_here(self.draft)
        position = self._typing_position()
        if typed is not None or position is None:
            return typed
        seat, at = position
        pending = self.seats[seat].pending
        return Draft(seat, at, pending.word, not_played=True) if pending is not None and pending.word else None

    def keep_draft(self, seat: int, message: dict[str, Any]) -> bool:
        """A seat's word line (``{"type": "draft", "word", "not_played", "actions"}``, sent on a
        pause, not an intent): kept, and saved when it changed, if it is the seat to act's on the
        position the game is at; one typed before an action is dropped (it crossed that action
        on the wire). False when it cannot be read: it is refused like any message (said)."""
        draft = _draft_of(seat, message)
        if draft is None:
            self.seats[seat].said()
            self.say(seat, DRAFT_NOT_UNDERSTOOD, refusal=True)
            return False
        if self._typed_here(draft) is None:
            return True
        kept = draft if draft.word else None
        # Replaced even when the save holds the same (nothing, for a draft of an earlier
        # position): that one must not come back if an undo returns the game to its position.
        saved, self.draft = self._typed_here(self.draft), kept
        if kept != saved:
            self._save(self.game)
        return True

    def draft_for(self, seat: int) -> dict[str, Any] | None:
        """The word ``seat`` had half typed here, for its state: a screen that opens the seat
        with an empty line puts it back (after the host was restarted from its save, or in a
        browser tab opened again)."""
        draft = self._typed_here(self.draft)
        if draft is None or draft.seat != seat:
            return None
        return {"word": draft.word, "not_played": draft.not_played}
