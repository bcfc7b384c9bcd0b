"""The footer shows a screen's keys as soon as the screen is drawn.

Textual's Footer fills itself when the screen announces its bindings; a screen pushed
before its Footer has subscribed shows an empty footer until something else (a focus
change, a key) announces them again, about a second later. ``FittedFooter`` sees to it
itself, on every screen that composes one: once its first frame is drawn, it has its
screen announce them again; and as its screen is back on top after a question, it is
composed again before the screen is drawn (under the question it holds only the keys that
acted then). A footer whose keys are the same is not built again: the help opened with
five rebuilds, each laying the screen out again.

And every key it shows is shown whole: ``FittedFooter`` leaves out the least needed keys
when a narrow terminal has no room for all of them.
"""

from __future__ import annotations

import asyncio
import contextlib

from textual import events
from textual.actions import parse as parse_action
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.dom import DOMNode
from textual.errors import NoWidget
from textual.geometry import Offset, Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer

from wordcards.app.widgets.common.scrolled import SCROLL_ACTION

# The longest a screen coming back on top waits for its footer's keys (a few ms as a rule),
# looking this often whether the app closes meanwhile (then it waits no more).
COMPOSED_WITHIN_SECONDS = 1.0
CLOSING_LOOKED_FOR_EVERY = 0.05

# F2 (the app's key, working everywhere), shown on every screen whose footer has room for it
# (GIVES_WAY: it is the first key left out), as on a remote seat.
COLOURS_KEY = Binding("f2", "app.toggle_theme", "Light/dark", key_display="F2")
# The same key, hidden: a modal screen (a list, a question) shuts the app's own bindings out,
# so it binds F2 itself; the footer under a list has room for its own keys only.
COLOURS_KEY_HIDDEN = Binding("f2", "app.toggle_theme", "Light/dark", show=False)


# Keys a footer too narrow for all of its keys leaves out, whole, the least needed first:
# each is also listed by "? Help" and works while hidden. Textual's footer cut the last key
# ("^r Rules" at 64 columns read "^"), and a key cut short says nothing.
# Then a seat's "esc Back" (dismiss): between rummy hands its breakdown at 64 columns has
# room for Enter (Next deal) or Esc, and Esc is the one a player tries unprompted.
# F2 before Rules: light or dark is only how the game looks (a seat's turn at 80 columns
# keeps Rules, as the shared keyboard's turn shows it, and leaves F2 out).
# A final score's "g Another game" next: Help lists it, and the review, the log and the
# scroll say more of the game just played.
# "↑↓ Scroll" after them, shown only while a body has more than fits: else a family at 80x24
# cannot tell that a rummy final goes on below the fold (the scoreboard, who plays next).
# Shuffle's "Swap joker" before "Hint": near the end (the deck empty, "Pass (the deck is
# empty)" the longest key) the hint, the key a family reaches for then, would give way at 64
# columns to a play most games never offer (Ctrl+J works hidden, as every key here).
GIVES_WAY = ("app.toggle_theme", "toggle_theme", "rules", "another_game", SCROLL_ACTION, "swap_joker", "hint", "dismiss")
# Kept to the last where even those are not enough (the setup's five keys at 40 columns cut
# "? Help" to "? He"): the key that lists every other one, and the way out.
KEPT = ("help", "request_quit", "quit")  # (quit: a seat's Leave)
DEALS = "deal_by_enter("  # a seat's Enter between hands: the next hand, the next deal, the match's end
# The keys of a turn, in the order every footer shows them, first, then the way out, then
# the app's keys: a seat's footer (its keys all the app's) read "^c Leave  ^e End turn ...
# ^z Undo", the shared keyboard's "^z Undo  ^e End turn ... ^c Quit" (play-test h35).
TURN_KEYS_ORDER = ("undo", "end_turn", "pass_turn", "pass_empty_deck", "pass_ends_game", "swap_joker", "draw_deck", "take_discard", "hint")


def either_case(keys: str) -> str:
    """A binding's keys with each lower-case letter in capitals too ("enter,n" -> "enter,n,N"),
    for the screens that type no words: there Caps Lock or Shift left a letter doing nothing,
    where the turn screen takes capitals for words. The footer shows the first key only."""
    capitals = [key.upper() for key in keys.split(",") if len(key) == 1 and key.islower()]
    return ",".join([keys, *capitals])


def app_keys_said_by_the_screen(screen: Screen) -> set[str]:
    """The app's actions a key of the screen's own names as the app's key does (a score
    screen's "q Quit"): the footer shows the screen's key only (two Quits in one footer
    read as two different ways out)."""
    shown = [active for active in screen.active_bindings.values() if active.binding.show]
    own = {active.binding.description for active in shown if active.node is not screen.app}
    return {active.binding.action for active in shown if active.node is screen.app and active.binding.description in own}


class FittedFooter(Footer):
    """The Footer, with keys that do not fit its width left out whole (``gives_way`` first:
    ``GIVES_WAY``, or a remote seat's, whose game keys have actions of their own)."""

    def __init__(self, gives_way: tuple[str, ...] = GIVES_WAY) -> None:
        super().__init__()
        self.gives_way = gives_way
        # Composed while another screen was on top: its keys are those that acted then.
        self.composed_under_another = False
        self._shown: tuple[object, ...] | None = None  # what the keys composed last show (keys_to_show)

    def compose(self) -> ComposeResult:
        """Footer's keys, the way out (Quit, a seat's Leave) first among the app's own keys.
        Textual's screens bind Ctrl+C (copy) ahead of their own keys, so Quit on Ctrl+C
        (shown: a browser keeps Ctrl+Q, app/browser_keys.py) would come before the game's."""
        keys = list(super().compose())
        app_actions = {active.binding.action for active in self.screen.active_bindings.values() if active.node is self.app}
        self.composed_under_another = not self.screen.is_active
        if self.composed_under_another:
            # A question with no footer of its own (quit?) is over this screen: its keys go to
            # the question, and so do the app's but its priority ones (Quit), so only those show.
            acting = {
                active.binding.action
                for active in self.screen.active_bindings.values()
                if active.node is self.app and active.binding.priority
            }
            keys = [key for key in keys if _action(key) in acting]
        said_by_the_screen = app_keys_said_by_the_screen(self.screen)
        keys = [key for key in keys if not (_bound(key) in app_actions and _bound(key) in said_by_the_screen)]

        def the_apps(key: Widget) -> bool:  # bound on the app, or the app's key run by the screen
            return _bound(key) in app_actions or _runs_app_key(key)

        way_out = [key for key in keys if the_apps(key) and _action(key) in KEPT[1:]]
        turn_keys = sorted((key for key in keys if _turn_key(key) in TURN_KEYS_ORDER), key=lambda key: TURN_KEYS_ORDER.index(_turn_key(key)))
        # A seat's Enter that deals (an app key) first, as the shared keyboard's score
        # screen's own Enter: it came last there, after Leave (play-test h48).
        deals = [key for key in keys if _action(key).startswith(DEALS)]
        others = [key for key in keys if key not in way_out and key not in turn_keys and key not in deals]
        first_of_app = next((at for at, key in enumerate(others) if the_apps(key)), len(others))
        return [*deals, *turn_keys, *others[:first_of_app], *way_out, *others[first_of_app:]]

    def on_mount(self) -> None:  # Footer's own on_mount (its screen's bindings) runs too
        # Immediate: told as the screen changes, so the screen is asked to wait for this
        # footer before it next handles anything (and so before it is drawn).
        self.app.screen_change_signal.subscribe(self, self._screen_changed, immediate=True)
        self.call_after_refresh(self.screen.refresh_bindings)

    def on_unmount(self) -> None:
        self.app.screen_change_signal.unsubscribe(self)

    def _screen_changed(self, top: Screen) -> None:
        if top is self.screen:
            top.call_next(self.back_on_top)

    async def back_on_top(self) -> None:
        """Run by its screen, as the screen comes back on top (a question, a review or a list
        closed), before the screen handles anything else and so before it is drawn."""
        if self.app.return_code is not None:
            return  # on top as the app closes (Quit answered): nothing more is drawn, no wait
        # The footer composed under the question holds Quit alone: composed again (a
        # refresh of the bindings alone leaves " ^c Quit" drawn for a frame or two).
        if self.composed_under_another:
            await self.composed_anew()
        # And announced again: a footer rebuilt while its screen lay under another one
        # shows none of its keys (F2, q, F2 in a burst on the review).
        self.screen.call_after_refresh(self.screen.refresh_bindings)

    async def recompose(self) -> None:
        """Composed again only when the keys it would show differ from those shown: each
        rebuild lays the screen out again (most refreshes of the bindings change nothing here)."""
        if not self.is_attached:  # removed with its screen: Textual's own does nothing then
            return
        keys = self.keys_to_show()
        if keys != self._shown:
            await super().recompose()
            # A footer composed before its keys were ready shows none: composed again next time.
            self._shown = keys if self.query("FooterKey") else None
        self.fit_keys()

    def keys_to_show(self) -> tuple[object, ...]:
        """All that ``compose`` shows depends on: the screen's shown keys, and whether it is on top."""
        app = self.app
        shown = [
            (key, active.binding.action, active.binding.description, active.enabled, active.tooltip,
             app.get_key_display(active.binding), active.node is app, active.binding.priority)
            for key, active in self.screen.active_bindings.items()
            if active.binding.show
        ]
        return (self.screen.is_active, tuple(shown))

    async def composed_anew(self) -> None:
        """Compose the keys again, and return once they are: the footer composes in its own
        message loop (its keys bind to it), which the caller waits for."""
        done = asyncio.Event()

        async def recompose() -> None:
            try:
                await self.recompose()
            finally:
                done.set()

        if not self.call_later(recompose):  # the footer is closing, nothing to show
            return
        # Bounded, and over once the app closes: a footer pruned before it took the call
        # never will, and a quit must not wait for it.
        loop = asyncio.get_running_loop()
        deadline = loop.time() + COMPOSED_WITHIN_SECONDS  # the time spent, on a busy machine too
        while not done.is_set() and loop.time() < deadline and self.app.return_code is None:
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(done.wait(), CLOSING_LOOKED_FOR_EVERY)

    def on_resize(self) -> None:
        self.fit_keys()

    def fit_keys(self) -> None:
        keys = list(self.query("FooterKey"))  # by name: Textual does not export the class
        widths = {key: _width(key, self.size) for key in keys}
        shown = set(keys)
        # The keys that give way, then the others from the right, Help and Quit last.
        order = [[key for key in keys if _action(key) == action] for action in self.gives_way]
        order += [[key] for key in reversed(keys) if _action(key).rpartition(".")[2] not in KEPT]
        order += [[key] for key in reversed(keys)]
        for left_out in order:
            if sum(widths[key] for key in shown) <= self.size.width:
                break
            shown.difference_update(left_out)
        # Only the keys that change: each change lays the screen out again.
        for key in keys:
            if key.display != (key in shown):
                key.display = key in shown


class FooterPresses:
    """A footer key is pressed once per double click, and by the left button only.

    Textual's footer keys act as the mouse button goes down, and the first press often
    brings another screen, whose footer has another key under the mouse: the second press
    of a double click on "^p Pass" would answer the question just asked ("⏎ Pass"), on "^e
    End turn" show the next player's hand ("⏎ Show my hand"), on "^z Undo" take back a
    second play. A press on a footer in the cell of the press before, within the app's
    double-click time, is dropped; so is a right or middle press (a right click asks for a
    menu, not to end the turn). Elsewhere every click counts: three clicks on a seat's mark
    step it three times; so does a footer key that only moves the view (``REPEATS``)."""

    LEFT = 1  # Textual's number for the left button
    REPEATS = (SCROLL_ACTION,)  # "↑↓ Scroll": clicked fast, it scrolls on

    def __init__(self) -> None:
        self._last: tuple[Offset, float] | None = None  # the last press: where and when

    def dropped(self, app: App, event: events.MouseDown) -> bool:
        """Whether ``event`` is a press on the footer that must do nothing."""
        last, self._last = self._last, (event.screen_offset, event.time)
        again = (
            last is not None
            and last[0] == event.screen_offset
            and 0 <= event.time - last[1] <= app.CLICK_CHAIN_TIME_THRESHOLD
        )
        if not again and event.button == self.LEFT:
            return False
        widget = footer_widget_at(app, event.screen_offset)
        if widget is None:
            return False
        moves_the_view = any(_action(node).rpartition(".")[2] in self.REPEATS for node in widget.ancestors_with_self)
        return event.button != self.LEFT or not moves_the_view


def footer_widget_at(app: App, offset: Offset) -> Widget | None:
    """The widget at ``offset`` (screen cells) if it is in a Footer (a key, the bar)."""
    try:
        widget, _ = app.get_widget_at(*offset)
    except NoWidget:
        return None
    return widget if any(isinstance(node, Footer) for node in widget.ancestors_with_self) else None


def _bound(key: DOMNode) -> str:
    """The action as bound ("" for a node that is no key)."""
    return str(getattr(key, "action", ""))


def _runs_app_key(key: DOMNode) -> bool:
    return _bound(key).startswith("app_key(")


def _turn_key(key: DOMNode) -> str:
    """The turn's key ``key`` runs, by the shared keyboard's action name ("undo"): a seat's
    key sends it to the host (``key('undo')``)."""
    action = _action(key)
    if not action.startswith("key("):
        return action
    _, _, parameters = parse_action(action)
    return str(parameters[0]) if parameters else action


def _action(key: DOMNode) -> str:
    """The action a key runs: the app's key a screen runs for it (``app_key('help')``,
    APP_KEYS_UNSEEN) reads as the app's own (``help``), and gives way or stays as it does."""
    if not _runs_app_key(key):
        return _bound(key)
    _, _, parameters = parse_action(_bound(key))
    return str(parameters[0])


def _width(key: Widget, size: Size) -> int:
    """The cells a footer key takes: its text and its margin."""
    return key.get_content_width(size, size) + key.styles.margin.width
