"""The word half typed on a seat's line, kept by the host: told to it on a pause (it keeps it
in its save), and given back by the first state of a connection (a host restarted from its
save, a browser tab opened again), as the shared keyboard saves the word with the game."""

from __future__ import annotations

import asyncio
from functools import partial
from typing import TYPE_CHECKING, Any

from textual.timer import Timer

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.typed_text import a_to_z
from wordcards.remote.seat.host_state import mine
from wordcards.remote.protocol import DRAFT

if TYPE_CHECKING:  # the app holds its word draft: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp

# The word line goes to the host (for its save) at most once in this many seconds while it
# changes, and a moment after it stops: not at each letter (each one is a save at the host).
DRAFT_SECONDS = 1.0
# Leaving waits at most this long for a word line not yet told to go to the host: a
# connection dead without a word would never take it, and the seat must still close.
LEAVING_SECONDS = 1.0


class WordDraft:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        # The word line as the host was last told it (word, not played?, the actions it was
        # typed after; None: nothing on this connection), the telling due, and whether this
        # connection's first state is still to come (it may bring back the word typed before).
        self._told: tuple[str, bool, int] | None = None
        self._timer: Timer | None = None
        self._awaited = False
        # The line was edited with the host away: the player's line then, not the host's saved
        # word (a word cleared offline must not come back on the reconnect).
        self._edited_away = False

    @property
    def due(self) -> bool:
        """The line changed and the host is to hear of it (in DRAFT_SECONDS at the most)."""
        return self._timer is not None

    def connected(self) -> None:
        """A new connection: a host restarted holds what its save held."""
        self._told, self._awaited = None, True

    def take(self, state: dict[str, Any]) -> None:
        """The first state of a connection may bring back the word this seat had half typed
        (the host restarted from its save, a browser tab opened again): on an empty line it is
        back, as at the shared keyboard (marked when it was sent and not played). Not over a
        question the host asks again: letters on the line would go on with its word. Not over a
        line edited while the host was away either (Esc on DOG offline): the player's clear holds."""
        entry = self.app.query_one(WordEntry)
        if entry.value:
            self.line_changed()  # a new position, or a host that has not heard it: tell it
        if not self._awaited:
            return
        self._awaited = False
        edited_away, self._edited_away = self._edited_away, False
        draft = state.get("draft")
        if not isinstance(draft, dict) or entry.value or edited_away or "choose" in state or "confirm" in state:
            return
        word, not_played = draft.get("word"), draft.get("not_played")
        if not (isinstance(word, str) and a_to_z(word) and isinstance(not_played, bool)):
            return  # a host of another version: nothing put on the line
        if not_played:
            entry.keep_refused(word)
        else:
            entry.value = word[: entry.max_length]
        self._told = (entry.value, entry.refused, state["actions"])  # the host has it

    def moved_on_elsewhere(self) -> None:
        """Another screen of this seat acted, and the word here was cleared: the host keeps
        no line of this screen's now (only the word of the position the game is at), so the
        empty line is not told (it would replace a word the other screen typed since). On a
        connection's first state, the host's word (the other screen's) is not put on the line
        just cleared: the note beside it says why this screen's word went."""
        self._told, self._awaited = None, False

    def line_changed(self) -> None:
        """The word line changed: the host hears of it soon (see DRAFT_SECONDS)."""
        if self.app.client is None:
            self._edited_away = True
        if self._timer is None:
            self._timer = self.app.set_timer(DRAFT_SECONDS, self._tell)

    def tell_now(self) -> None:
        """End the pause now: tell the host at once what ``_tell`` would at the end of it (a
        test's pause; DRAFT_SECONDS is long there so that no pause ends on its own)."""
        if self._timer is not None:
            self._timer.stop()
        self._tell()

    async def tell_before_leaving(self) -> None:
        """The seat leaves (Ctrl+C): a line whose telling is still due goes to the host now,
        so that a word typed just before leaving comes back on a rejoin as one typed a second
        earlier does. All of it is waited for at most LEAVING_SECONDS."""
        typed = asyncio.Event()
        # Ctrl+C acts as the app reads it (a priority key): letters typed before it may still
        # be on their way to the line. They go on it first (its queue runs this after them).
        self.app.query_one(WordEntry).call_later(typed.set)
        try:
            await asyncio.wait_for(self._tell_when_typed(typed), LEAVING_SECONDS)
        except asyncio.TimeoutError:
            pass  # the host never took it: the seat leaves all the same

    async def _tell_when_typed(self, typed: asyncio.Event) -> None:
        await typed.wait()
        if self._timer is None:
            return
        self._timer.stop()
        self._timer = None
        draft = self._draft_to_tell()
        if draft is not None:
            await self.app.send_draft(draft)

    def _tell(self) -> None:
        """Tell the host the word on this seat's line (see ``_draft_to_tell``) from a worker."""
        self._timer = None
        draft = self._draft_to_tell()
        if draft is not None:
            self.app.run_soon(partial(self.app.send_draft, draft))

    def _draft_to_tell(self) -> dict[str, Any] | None:
        """The draft message of the word on this seat's line, on its turn, if the host has not
        heard it (it keeps it in its save, so that a host restarted gives it back: ``take``)."""
        app = self.app
        state = app.state
        if state is None or app.client is None or not app.is_running or not mine(state):
            return None
        entry = app.query_one(WordEntry)
        line = (entry.value, entry.refused, state["actions"]) if entry.value else None
        if line == self._told:
            return None
        self._told = line
        word, not_played, actions = line or ("", False, state["actions"])
        return {"type": DRAFT, "word": word, "not_played": not_played, "actions": actions}
