"""A screen that keys typed before it came on top do not act on: the end screens and the
hand-off (what the player reads, and who takes the keyboard, before any key of theirs acts)."""

from __future__ import annotations

from textual import events


class KeysTypedBeforeItDropped:
    """A key made before the screen first came on top (typed ahead at the screen before,
    queued as the app drew this one) is stopped here and reaches none of the screen's keys:
    n, Enter or w skipped the final score unread; Enter Enter Enter on "Discard and go out"
    skipped the scores and opened the next player's hand without its hand-off. The times of
    both are Textual's own clock (a message's time is when it was made)."""

    _shown_at: float | None = None  # when it first came on top (its event's time)

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        if self._shown_at is None:  # first shown; back from a review or help, keys went to that
            self._shown_at = event.time

    def on_key(self, event: events.Key) -> None:
        if self._shown_at is None or event.time < self._shown_at:
            event.stop()
            event.prevent_default()
