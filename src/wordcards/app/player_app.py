"""What every app a player types into shares: the shared keyboard's and a remote seat's."""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Any, ContextManager

from textual import events
from textual.actions import parse as parse_action
from textual.app import App
from textual.binding import Binding
from textual.driver import Driver
from textual.notifications import SeverityLevel

from wordcards import settings
from wordcards.app.bindings import bindings_of, declared_bindings
from wordcards.app.esc_then_key import esc_then_key
from wordcards.app.screens.footer_keys import FooterPresses, footer_widget_at
from wordcards.app.screens.keys_read_first import ReadsKeysFirst
from wordcards.app.screens.toasts_cleared import ToastsUp, is_toast
from wordcards.app.screens.typed_ahead import KeysTypedBeforeItDropped
from wordcards.app.widgets.common.entry import AskedOverTheLine

if TYPE_CHECKING:
    from wordcards.app.stop_signals import HangUpsHandled

# The app's keys that open a screen over the turn: typed on the word line they open it then
# and there (``PlayerApp.opened_in_order``), so the keys typed after them go to it, not onto
# the word under it.
APP_SCREENS_IN_ORDER = ("rules", "help")

# The group of a worker that runs as long as the app does (a seat's connection to its host):
# The tests' settle (tests/app/idle.py) waits for every other worker to end, never for these (it would wait for ever).
LASTING = "lasting"


class PlayerApp(App[None]):
    """An app that drops what a player's hand cannot have meant:
    - a key or a paste still on its way as the app closes (pressed as it quits): it finds
      no screen, and Textual's handling would ask for one (ScreenStackError, a traceback on
      the way out);
    - the second press of a double click on the footer, and a right click there
      (``FooterPresses``): one click is one press;
    - a key, paste or click on a list or question of the game while the game under it is
      behind the too-small notice (``unseen_game_ignores``): no one answers what no one
      sees. Only the app's own keys act then, typed or clicked in the footer (quit, F2; on
      the shared keyboard Help and Rules too);
    - a key typed on one screen that comes back to the app (no widget took it) as a score
      or hand-off drawn after it is on top (``typed_before_the_screen``): Textual asks the
      bindings of the screen on top then, not of the one it was typed on, and a score or a
      hand is read before a key acts on it (Enter Enter Enter on "Discard and go out" stops
      at the score). Elsewhere such a key acts on the screen on top, as typed a moment later
      (Enter, then Ctrl+D: the hand-off, then the draw);
    - whatever a screen that reads keys first (``ReadsKeysFirst``) takes as the app reads
      the key, before the app's priority keys and the focus see it: the quit question's
      grace holds Ctrl+C and Ctrl+Q by the time they were typed; the hand-off's Enter and
      a question's answer act at once, for the keys typed right behind them;
    - a key or paste typed while the app holds the keys (``keys_held``: the shared
      keyboard's Ctrl+Q waiting for the keys before it, ``QuitWaits``), before anything
      else sees it: the quit question to come would drop it, typed before it was drawn.

    Alt+a letter or digit is handled as Esc and then that key (``esc_then_key``): it is
    how the terminal sends Esc typed quickly before a letter.

    Light or dark (F2) is kept in the user's settings (settings.py) and chosen again at
    the next start, unless ``remember_colours`` is False (a seat in a browser tab: its
    process runs on the host's machine, whose settings are not its player's)."""

    # A screen under another (Textual's public hook): its toasts hidden (wordcards.tcss),
    # since a question's see-through background showed them over the question, cleared or
    # not. The screen on top shows every toast up anyway (ToastsCleared).
    SUSPENDED_SCREEN_CLASS = "-suspended"

    def __init__(self, *args: Any, remember_colours: bool = True, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.footer_presses = FooterPresses()
        self.remember_colours = remember_colours
        self.colours_problem_said = False  # once a run, not at every F2
        self.toasts_up = ToastsUp()  # said again by a question that cleared them (ToastsCleared)
        self.hang_ups: HangUpsHandled | None = None  # SIGHUP handled while run() runs in a terminal of its own
        self.hung_up = False  # the terminal closed (SIGHUP): nothing more can be written to it
        if remember_colours and settings.remembered_colours() == settings.LIGHT:
            self.theme = "textual-light"

    def run(self, *args: Any, **kwargs: Any) -> Any:
        """Textual's run, with the terminal closing (SIGHUP) handled from before the loop
        starts (``hang_ups_for``); the app listens once it is mounted (``listen_for_hang_ups``)."""
        if kwargs.get("headless"):
            return super().run(*args, **kwargs)
        with hang_ups_for(self) as self.hang_ups:
            return super().run(*args, **kwargs)

    def handles_hang_ups(self) -> bool:
        """In a terminal of its own (the project's terminal driver). Not a browser tab's seat
        (Textual's web driver, started by the host in its own process group): its output is
        the tab's only one, and a hang-up would send it nowhere."""
        from wordcards.app.terminal_driver import TerminalDriver  # imported here: no termios on Windows

        return issubclass(self.driver_class, TerminalDriver)

    def stopping_before_the_loop(self) -> bool:
        """Whether another stop came before the app's loop took them: a hang-up then ends the
        process at once (HangUpsHandled's ``stopping``)."""
        return False

    def listen_for_hang_ups(self) -> None:
        """From now on (the app mounted), ``quit_on_hang_up`` is called on the loop once the
        terminal closes (now, if it has)."""
        if self.hang_ups is not None:
            self.hang_ups.listen(self.quit_on_hang_up)

    def quit_on_hang_up(self) -> None:
        """The terminal closed (its output sent nowhere already): what the app does then, by
        SIGHUP or, where SIGHUP is ignored (nohup), by the terminal driver's watch. Each app
        quits as its own Quit does."""
        self.hung_up = True
        self.exit()

    def get_driver_class(self) -> type[Driver]:
        """Textual's terminal driver, made safe for a terminal that hangs up (app/terminal_driver.py:
        a remote seat's too); any other (Windows', the browser's) as Textual chooses it."""
        driver = super().get_driver_class()
        if sys.platform == "win32":
            return driver
        from textual.drivers.linux_driver import LinuxDriver

        from wordcards.app.terminal_driver import TerminalDriver

        return TerminalDriver if driver is LinuxDriver else driver

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        # A message up already is not stacked twice: a question closing says again what it
        # cleared, and the next turn says a failed save again too.
        if self.toasts_up.is_up(message):
            return
        timeout = self.NOTIFICATION_TIMEOUT if timeout is None else timeout
        self.toasts_up.said(message, title, severity, timeout, markup)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def clear_notifications(self) -> None:
        self.toasts_up.cleared()
        super().clear_notifications()

    def on_click(self, event: events.Click) -> None:
        # A toast's click, bubbled up from it (it goes at once): it counted as up till its
        # time ended, and the same message raised meanwhile was not shown.
        if event.widget is not None and is_toast(event.widget):
            self.toasts_up.clicked_away(event.widget)

    def flip_colours(self) -> None:
        """F2: light or dark, kept for the next run; once a run, why not when it cannot be."""
        self.theme = "textual-light" if self.current_theme.dark else "textual-dark"
        if not self.remember_colours:
            return
        problem = settings.remember_colours(settings.DARK if self.current_theme.dark else settings.LIGHT)
        if problem and not self.colours_problem_said:
            self.colours_problem_said = True
            self.notify(f"Light/dark is not kept for next time: {problem}.", severity="warning", timeout=10, markup=False)

    async def on_event(self, event: events.Event) -> None:
        # Noted first: handling a key forwards it (is_forwarded) to the screen.
        from_the_terminal = isinstance(event, (events.Key, events.Paste)) and not event.is_forwarded
        await self._read(event)
        if from_the_terminal and self.screen_stack:
            self.after_typed()

    async def _read(self, event: events.Event) -> None:
        typed = isinstance(event, (events.Key, events.Paste))
        if typed and (not self.screen_stack or (not event.is_forwarded and self.keys_held())):
            return
        if isinstance(event, events.Key) and not event.is_forwarded and (keys := esc_then_key(event)) is not None:
            for key in keys:  # Esc typed quickly before a letter, read as Alt+the letter: one key typed
                await self._read(key)
            return
        if isinstance(event, events.MouseDown) and not event.is_forwarded and self.footer_presses.dropped(self, event):
            return
        if self.unseen_game_ignores(event):
            return
        if isinstance(event, events.Key) and (self.typed_before_the_screen(event) or self.read_first(event)):
            return
        await super().on_event(event)

    def keys_held(self) -> bool:
        """Whether the keys and pastes typed now go to nothing (none here; WordcardsApp's
        while a Ctrl+Q waits)."""
        return False

    def after_typed(self) -> None:
        """Called once a key or paste from the terminal has been handled (an Alt+letter's
        two halves once): nothing here; WordcardsApp's carries a lost Ctrl+Q wait on."""

    def typed_before_the_screen(self, key: events.Key) -> bool:
        """Whether ``key``, back from the screen it went to (forwarded: no widget took it),
        finds on top a screen that acts on no key made before it was drawn (a score, a
        hand-off: KeysTypedBeforeItDropped), or comes in its grace. Keys sent to that
        screen itself it stops."""
        screen = self.screen
        return key.is_forwarded and isinstance(screen, KeysTypedBeforeItDropped) and screen.drops(key)

    def read_first(self, key: events.Key) -> bool:
        """Whether ``key``, as the app reads it (not forwarded), was taken by the screen on
        top (``ReadsKeysFirst.key_read``): it goes to no priority binding, focus or screen."""
        screen = self.screen
        return not key.is_forwarded and isinstance(screen, ReadsKeysFirst) and screen.key_read(key)

    def opened_in_order(self, key: str) -> bool:
        """``key``, typed on the word line, is the app's Ctrl+R or ? (APP_SCREENS_IN_ORDER)
        and opens its screen then and there, as the line takes it: through the bindings it
        opened only once the key was back at the app, after the letters typed behind it had
        gone on the word under it (Ctrl+R O: O on the word). True when it opened."""
        for binding in self.bindings_of(key):
            action = binding.action
            opens = getattr(self, f"action_{action}", None)
            if action in APP_SCREENS_IN_ORDER and opens is not None and self.check_action(action, ()):
                opens()  # on top now: the keys typed after it, still on their way to the line, go to it
                return True
        return False

    def unseen_game_ignores(self, event: events.Event) -> bool:
        """Whether ``event`` is for a list or question over a game the too-small notice
        hides (one rule for the shared keyboard's and a seat's, every list and question).
        The app's keys still act, typed or clicked in the footer (which shows only them
        then): quit (priority), and those of APP_KEYS_UNSEEN the app binds and allows then
        (F2; Help and Rules on the shared keyboard, not on a seat, where Leave and F2 do)."""
        input_event = (events.Key, events.Paste, events.MouseDown, events.MouseUp)
        if not isinstance(event, input_event) or event.is_forwarded or not self.asked_over_an_unseen_game():
            return False
        if isinstance(event, (events.MouseDown, events.MouseUp)):
            # A footer key pressed comes back as its key typed, which is checked as one.
            return footer_widget_at(self, event.screen_offset) is None
        if isinstance(event, events.Key):
            if any(self._acts_now(binding) for binding in self.priority_bindings(event.key)):
                return False
            bound = self.screen.active_bindings.get(event.key)  # a modal screen's: the app's priority keys are not in it
            if bound is not None and bound.binding.action.startswith(("app.", "app_key(")):
                return False
        return True

    def asked_over_an_unseen_game(self) -> bool:
        """A list or question is on top, its game behind the too-small notice: its dialog is
        hidden, and the app's keys are the player's (APP_KEYS_UNSEEN)."""
        screen = self.screen if self.screen_stack else None
        return isinstance(screen, AskedOverTheLine) and screen.game_unseen

    def priority_bindings(self, key: str) -> list[Binding]:
        """The app's bindings of ``key`` that act before any screen's (quit; a seat's Enter
        between hands)."""
        return [binding for binding in self.bindings_of(key) if binding.priority]

    def bindings_of(self, key: str) -> list[Binding]:
        """The app's own bindings of ``key``, its base classes' too."""
        return bindings_of(declared_bindings(type(self)), key)

    def _acts_now(self, binding: Binding) -> bool:
        _, action, parameters = parse_action(binding.action)
        return bool(self.check_action(action, parameters))


def hang_ups_for(app: PlayerApp) -> ContextManager[HangUpsHandled | None]:
    """What ``app.run`` runs in: SIGHUP handled (stop_signals.HangUpsHandled) where the app
    wants it (``handles_hang_ups``), and not where there is no SIGHUP (Windows)."""
    from wordcards.app.stop_signals import HANG_UP, HangUpsHandled

    if HANG_UP is None or not app.handles_hang_ups():
        return contextlib.nullcontext()
    return HangUpsHandled(stopping=app.stopping_before_the_loop)
