"""A screen that keys typed before it was drawn do not act on: the end screens and the
hand-off (what the player reads, and who takes the keyboard, before any key of theirs acts)."""

from __future__ import annotations

from textual import events
from textual.message import Message


class _Drawn(Message):
    """Made as the screen is first drawn: its time is then, on the clock of a key's time
    (a message's time is when it was made)."""


class KeysTypedBeforeItDropped:
    """A key made before the screen was first drawn (typed ahead at the screen before,
    queued or typed as the app drew this one) is stopped here and reaches none of the
    screen's keys: n, Enter or w skipped the final score unread; Enter Enter Enter on
    "Discard and go out", even 0.05 s apart, skipped the scores and opened the next
    player's hand without its hand-off."""

    _first_shown = False
    _drawn_at: float | None = None  # None until drawn: every key is dropped

    def on_screen_resume(self) -> None:
        if not self._first_shown:  # back from a review or help later: keys went to that
            self._first_shown = True
            self.call_after_refresh(self._note_drawn)  # type: ignore[attr-defined]

    def _note_drawn(self) -> None:
        self._drawn_at = _Drawn().time

    def made_before_drawn(self, key: events.Key) -> bool:
        return self._drawn_at is None or key.time < self._drawn_at

    def on_key(self, event: events.Key) -> None:
        if self.made_before_drawn(event):
            event.stop()
            event.prevent_default()
