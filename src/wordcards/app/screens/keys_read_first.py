"""A screen that sees each key as the app reads it, before Textual sends it to the focus.

A key sent to a widget is handled once that widget gets to it, and the keys typed right
behind it (a burst: a fast typist, tmux send-keys) are sent on meanwhile, to the focus and
the screen as they were then. A key that moves the focus or changes the screen must act
as it is read, for the keys behind it to follow it."""

from __future__ import annotations

from textual import events


class ReadsKeysFirst:
    def key_read(self, key: events.Key) -> bool:
        """Called by the app (PlayerApp) with each key typed while this screen is on top, as
        the key is read. True: the key was taken here, and is sent nowhere else."""
        return False
