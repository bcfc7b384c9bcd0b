"""A screen that keys typed before it was drawn do not act on: the end screens and the
hand-off (what the player reads, and who takes the keyboard, before any key of theirs acts)."""

from __future__ import annotations

import time

from textual import events
from textual.message import Message


GRACE_AFTER_DRAWN = 0.4  # seconds: a burst of Enters (0.12 s apart under tmux) from the player before ends within it

# The grace is read on time.monotonic through this module, so that a test can move the clock.

GRACE_OVER = "grace-over"  # the screen's class while keys act: its CSS shows what answers then


class _Drawn(Message):
    """Made as the screen is first drawn: its time is then, on the clock of a key's time
    (a message's time is when it was made)."""


class KeysTypedBeforeItDropped:
    """A key made before the screen was first drawn (typed ahead at the screen before,
    queued or typed as the app drew this one) is stopped here and reaches none of the
    screen's keys: n, Enter or w skipped the final score unread; Enter Enter Enter on
    "Discard and go out", even 0.05 s apart, skipped the scores and opened the next
    player's hand without its hand-off. A key made in the grace after it was drawn is
    dropped too, and starts the grace again: a burst typed at the screen before may still be
    coming in as it shows.

    The app's priority keys (Ctrl+C, Ctrl+Q) act before the screen sees a key, so they ask
    to quit at once, grace or not; a screen that holds them too (the quit question) drops
    them as the app reads them (``ReadsKeysFirst.key_read`` calling ``drops``), as ``drops``
    judges any key: by the time it was typed if before the screen was drawn, else by the
    time it comes in. A screen that answers as the app reads a key (the unfinished-game
    question) calls ``drops`` there too, before it answers."""

    _first_shown = False
    _drawn_at: float | None = None  # None until drawn: every key is dropped
    _grace_ends = 0.0  # on time.monotonic
    _waiting_for_the_grace = False  # a timer is set for the grace's end

    def on_screen_resume(self) -> None:
        if not self._first_shown:  # back from a review or help later: keys went to that
            self._first_shown = True
            self.call_after_refresh(self._note_drawn)  # type: ignore[attr-defined]

    def _note_drawn(self) -> None:
        self._drawn_at = _Drawn().time
        self._start_the_grace(time.monotonic())

    @property
    def grace_over(self) -> bool:
        """Whether a key typed now acts: the screen is drawn and its grace has passed (on
        screen: ``show_whether_keys_act``, as the grace starts and ends)."""
        return self._drawn_at is not None and time.monotonic() >= self._grace_ends

    def _start_the_grace(self, now: float) -> None:
        self._grace_ends = now + GRACE_AFTER_DRAWN
        if not self._waiting_for_the_grace:  # else the timer set finds the new end
            self.show_whether_keys_act()
            self.at_the_graces_end()

    def at_the_graces_end(self) -> None:
        """The bindings refreshed if the grace is over, else a timer for its end. A timer
        calls it; so may a test that moved the clock past the end (the timer's delay is
        real time, the grace on the clock this module reads)."""
        left = self._grace_ends - time.monotonic()
        self._waiting_for_the_grace = left > 0
        if self._waiting_for_the_grace:  # not yet: a key dropped meanwhile started it again
            self.set_timer(left, self.at_the_graces_end)  # type: ignore[attr-defined]
        else:
            self.show_whether_keys_act()

    def show_whether_keys_act(self) -> None:
        """Called as the grace starts and ends: the one marker of whether keys act. The
        screen has the class ``grace-over`` while they do (its CSS shows what answers then:
        the quit question's answer lines), and its footer's keys are checked again
        (``check_action`` may show a key only then: the hand-off's Enter)."""
        self.set_class(self.grace_over, GRACE_OVER)  # type: ignore[attr-defined]
        self.refresh_bindings()  # type: ignore[attr-defined]

    def drops(self, key: events.Key) -> bool:
        """Whether ``key`` is dropped: made before the screen was drawn (its typed time), or
        come in its grace (the time it is handled: one typed in the grace but handled after
        it acts). Not only a question: a key dropped once the screen is drawn starts the grace again,
        so a burst of any length is dropped whole (five Enters 0.12 s apart outlasted a grace
        of 0.4 s), and the screen acts on the first key after a pause."""
        if self._drawn_at is None:
            return True
        now = time.monotonic()
        if key.time < self._drawn_at or now < self._grace_ends:
            self._start_the_grace(now)
            return True
        return False

    def on_key(self, event: events.Key) -> None:
        if self.drops(event):
            event.stop()
            event.prevent_default()
