"""Run something once the keys typed before now have done what they do, all the way up."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.timer import Timer
from textual.widget import Widget

LOST_CHECK_SECONDS = 0.02  # a lost wait is found so soon with no key typed
ROUNDS = 2  # the second: behind what the app's bindings posted as the keys came back (a list's Enter: OptionSelected)


def after_the_keys_on_their_way(
    app: App,
    focused: Widget,
    then: Callable[[], None],
    waits_at: Callable[[MessagePump, int], None],
    rounds: int = ROUNDS,
) -> None:
    """Call ``then`` from the app's queue once the keys already sent to ``focused`` have been
    handled: a key goes up from the focus through each box around it to the screen, a queue
    each, and back to the app, whose bindings act on it there (Ctrl+E, a mark's Space, a
    list's Enter). So the call waits in each of those queues in turn, twice in each (behind
    the keys, then behind what the widget posted to itself as it took them: an Input's
    Submitted), then in the app's; and goes up all of it once more, behind what the app's
    bindings posted (a list's Enter posts its pick to the list, which takes it up to its
    screen). A widget closing or gone (its call_later refused) sends it on to the app at
    once. ``waits_at`` is told where it waits now (the app last) and how many rounds up are
    left after the one it is in; ``rounds``: how many to go (a lost wait goes on with fewer)."""

    def to_the_app(rounds_left: int) -> None:
        if rounds_left and app.call_later(wait_in, focused, True, rounds_left - 1):
            waits_at(app, rounds_left - 1)
        elif not rounds_left and app.call_later(then):
            waits_at(app, 0)

    def wait_in(node: Widget, again: bool, rounds_left: int) -> None:
        if not node.call_later(step, node, again, rounds_left):
            to_the_app(rounds_left)
        else:
            waits_at(node, rounds_left)

    def step(node: Widget, again: bool, rounds_left: int) -> None:
        if again:
            wait_in(node, False, rounds_left)
        elif isinstance(node, Screen) or not isinstance(node.parent, Widget):
            to_the_app(rounds_left)
        else:
            wait_in(node.parent, True, rounds_left)

    wait_in(focused, True, rounds - 1)


class QuitWaits:
    """A Ctrl+Q waiting for the keys typed before it (``after_the_keys_on_their_way``), then
    ``then`` (the quit, or its question). Meanwhile, if it holds the keys (``start``), every
    key and paste typed goes to nothing (``holds_keys``): the question, not up yet, would drop
    them (typed before it was drawn), and a second Ctrl+Q of the burst asks nothing more.
    ``holds()``, asked as each key comes: whether it holds them now. Over the quit question
    it does not: they are its answers, and go first (an n closing it, the keys after it are
    held again, as typed slowly).

    A wait lost with the widget it waited in (removed before its queue got to the wait) holds
    no key: the one that finds it goes through. It goes on (``carry_on_if_lost``) from the
    focus then, for the rounds it had left, found by a key or by a check every
    ``LOST_CHECK_SECONDS`` while it waits in a widget: the question is asked all the same."""

    def __init__(self, app: App, then: Callable[[], None], holds: Callable[[], bool]) -> None:
        self.app, self.then, self.holds = app, then, holds
        self.waits_on: MessagePump | None = None  # None: no Ctrl+Q waits
        self._rounds_left = 0  # after the round it is in
        self._wait = 0  # the wait now: steps of one lost or done come to nothing
        self._lost_check: Timer | None = None  # runs while it waits in a widget, which may go

    @property
    def waiting(self) -> bool:
        return self.waits_on is not None

    @property
    def lost(self) -> bool:
        """Whether the widget the wait is in was removed, its queue with it."""
        waits_on = self.waits_on
        return waits_on is not None and waits_on is not self.app and not waits_on.is_attached

    def start(self, focused: Widget) -> None:
        # Asked once: a second Ctrl+Q, typed (held, where ``holds``) or called (a footer
        # click, the score screen's q), waits with the first.
        if self.waiting:
            return
        self._wait_from(focused, ROUNDS)

    def _wait_from(self, focused: Widget, rounds: int) -> None:
        self._wait += 1
        wait = self._wait
        self.waits_on = self.app
        after_the_keys_on_their_way(
            self.app, focused, lambda: self._done(wait), lambda node, rounds_left: self._waits_at(wait, node, rounds_left), rounds
        )

    def _waits_at(self, wait: int, node: MessagePump, rounds_left: int) -> None:
        if wait == self._wait and self.waiting:
            self.waits_on, self._rounds_left = node, rounds_left
            self._check_for_loss(node is not self.app)

    def _done(self, wait: int) -> None:
        if wait == self._wait and self.waiting:
            self.waits_on = None
            self._check_for_loss(False)
            self.then()

    def _check_for_loss(self, on: bool) -> None:
        if on and self._lost_check is None:
            self._lost_check = self.app.set_interval(LOST_CHECK_SECONDS, self.carry_on_if_lost)
        elif not on and self._lost_check is not None:
            self._lost_check.stop()
            self._lost_check = None

    def carry_on_if_lost(self) -> None:
        """A lost wait goes on from the focus now (the screen's, or the screen), for the round
        it was lost in and those after it. Not once the app closes: its widgets all read as
        detached then, and its screens may be gone."""
        if self.lost and self.app.screen_stack and self.app.return_code is None:
            screen = self.app.screen
            self._wait_from(screen.focused or screen, self._rounds_left + 1)

    def holds_keys(self) -> bool:
        """Whether a key or paste typed now goes to nothing: a Ctrl+Q waits, holding them, and
        its wait is not lost."""
        return self.waiting and self.holds() and not self.lost
