"""Run something once the keys typed before now have done what they do, all the way up."""

from __future__ import annotations

from collections.abc import Callable

from textual.app import App
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widget import Widget


def after_the_keys_on_their_way(
    app: App, focused: Widget, then: Callable[[], None], waits_at: Callable[[MessagePump], None]
) -> None:
    """Call ``then`` from the app's queue once the keys already sent to ``focused`` have been
    handled: a key goes up from the focus through each box around it to the screen, a queue
    each, and back to the app, whose bindings act on it there (Ctrl+E, a mark's Space). So
    the call waits in each of those queues in turn, twice in each (behind the keys, then
    behind what the widget posted to itself as it took them: an Input's Submitted), and last
    in the app's. A widget closing or gone (its call_later refused) sends it on to the app at
    once. ``waits_at`` is told where it waits now (the app last)."""

    def to_the_app() -> None:
        if app.call_later(then):
            waits_at(app)

    def wait_in(node: Widget, again: bool) -> None:
        if not node.call_later(step, node, again):
            to_the_app()
        else:
            waits_at(node)

    def step(node: Widget, again: bool) -> None:
        if again:
            wait_in(node, False)
        elif isinstance(node, Screen) or not isinstance(node.parent, Widget):
            to_the_app()
        else:
            wait_in(node.parent, True)

    wait_in(focused, True)
