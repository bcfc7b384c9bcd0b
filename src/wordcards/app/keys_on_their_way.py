"""Run something once the keys typed before now have done what they do, all the way up."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widget import Widget

ROUNDS = 2  # the second: behind what the app's bindings posted as the keys came back (a list's Enter: OptionSelected)


def after_the_keys_on_their_way(
    app: App, focused: Widget, then: Callable[[], None], waits_at: Callable[[MessagePump], None]
) -> None:
    """Call ``then`` from the app's queue once the keys already sent to ``focused`` have been
    handled: a key goes up from the focus through each box around it to the screen, a queue
    each, and back to the app, whose bindings act on it there (Ctrl+E, a mark's Space, a
    list's Enter). So the call waits in each of those queues in turn, twice in each (behind
    the keys, then behind what the widget posted to itself as it took them: an Input's
    Submitted), then in the app's; and goes up all of it once more, behind what the app's
    bindings posted (a list's Enter posts its pick to the list, which takes it up to its
    screen). A widget closing or gone (its call_later refused) sends it on to the app at
    once. ``waits_at`` is told where it waits now (the app last)."""

    def to_the_app(rounds_left: int) -> None:
        if rounds_left and app.call_later(wait_in, focused, True, rounds_left - 1):
            waits_at(app)
        elif not rounds_left and app.call_later(then):
            waits_at(app)

    def wait_in(node: Widget, again: bool, rounds_left: int) -> None:
        if not node.call_later(step, node, again, rounds_left):
            to_the_app(rounds_left)
        else:
            waits_at(node)

    def step(node: Widget, again: bool, rounds_left: int) -> None:
        if again:
            wait_in(node, False, rounds_left)
        elif isinstance(node, Screen) or not isinstance(node.parent, Widget):
            to_the_app(rounds_left)
        else:
            wait_in(node.parent, True, rounds_left)

    wait_in(focused, True, ROUNDS - 1)


class QuitWaits:
    """A Ctrl+Q waiting for the keys typed before it (``after_the_keys_on_their_way``), then
    ``then`` (the quit, or its question). Meanwhile every key and paste typed goes to nothing
    (``holds_keys``): the question, not up yet, would drop them (typed before it was drawn), and a
    second Ctrl+Q of the burst asks nothing more. A wait lost with the widget it waited in
    (removed before its queue got to the wait) goes on from the app's queue, the keys still
    held: the question is asked all the same."""

    def __init__(self, app: App, then: Callable[[], None]) -> None:
        self.app, self.then = app, then
        self.waits_on: MessagePump | None = None  # None: no Ctrl+Q waits
        self._wait = 0  # the wait now: steps of one lost or done come to nothing

    @property
    def waiting(self) -> bool:
        return self.waits_on is not None

    def start(self, focused: Widget) -> None:
        if self.waiting:  # asked once: a second Ctrl+Q typed is held (holds_keys), one called so is too
            return
        self._wait += 1
        wait = self._wait
        self.waits_on = self.app
        after_the_keys_on_their_way(self.app, focused, lambda: self._done(wait), lambda node: self._waits_at(wait, node))

    def _waits_at(self, wait: int, node: MessagePump) -> None:
        if wait == self._wait and self.waiting:
            self.waits_on = node

    def _done(self, wait: int) -> None:
        if wait == self._wait and self.waiting:
            self.waits_on = None
            self.then()

    def lost(self) -> bool:
        """Whether the widget the wait is in was removed: then it goes on from the app's queue."""
        waits_on = self.waits_on
        if waits_on is None or waits_on is self.app or waits_on.is_attached:
            return False
        self._wait += 1
        wait = self._wait
        self.waits_on = self.app
        self.app.call_later(self._done, wait)
        return True

    def holds_keys(self) -> bool:
        """Whether a key or paste typed now goes to nothing: a Ctrl+Q waits."""
        self.lost()
        return self.waiting
