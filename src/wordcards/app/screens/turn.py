"""What the two games' turn screens share: the word entry, the message line, undo, the
hand-off between players, and the flow to the score screens.

The screen keeps no game state. After every change it asks the engine what is true now
(``game.current``, ``game.is_over`` ...) and redraws from the current player's view; the
only thing it remembers is who pressed Enter on the hand-off screen (``app.revealed``).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from textual.binding import Binding
from textual.screen import Screen

from wordcards.app.screens.choice import ChoiceScreen
from wordcards.app.screens.handoff import HandoffScreen
from wordcards.app.session import Session
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.engine.errors import IllegalPlay

NEWS_LINES = 8  # log lines shown on the hand-off screen: what happened since your last turn


class TurnScreen(Screen[None]):
    BINDINGS = [Binding("ctrl+z", "undo", "Undo")]

    def __init__(self, session: Session) -> None:
        super().__init__(name="turn")
        self.session = session
        # Per seat: the log's length when that player last took the keyboard, so the
        # hand-off screen can tell them what happened since their last turn.
        self._log_seen: dict[int, int] = {}

    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def revealed(self) -> bool:
        """The player to act has pressed Enter on the hand-off screen: their hand may show."""
        return self.app.revealed == self.game.current and not self.game.is_over

    def view(self) -> Any:
        return self.game.view(self.game.current)

    # --- to implement by each game -------------------------------------------------

    def redraw(self) -> None:
        """Draw everything from the current player's view (hand only when revealed)."""
        raise NotImplementedError

    def play_word(self, word: str) -> None:
        raise NotImplementedError

    def between_hands(self) -> bool:
        return False

    def log_lines(self, lines):
        """The log as shown (a game may make the engine's notation friendlier)."""
        return lines

    def show_hand_end(self) -> None:
        raise NotImplementedError

    def show_final(self) -> None:
        raise NotImplementedError

    # --- the flow ------------------------------------------------------------------

    def on_mount(self) -> None:
        self.after_change()

    def after_change(self) -> None:
        """After any change (or at the start): redraw, then cover the hands if the turn passed."""
        game = self.game
        if game.is_over or self.between_hands() or not self.revealed:
            self.message.clear()
            self.entry.clear()
        if self.session.save_problem:
            self.notify(self.session.save_problem, severity="error", timeout=10)
        self.redraw()
        self.refresh_bindings()
        if game.is_over:
            self.app.revealed = None
            self.show_final()
        elif self.between_hands():
            self.app.revealed = None
            self.show_hand_end()
        elif not self.revealed:
            name = game.players[game.current].name
            news = self.log_lines(game.log[self._log_seen.get(game.current, 0) :][-NEWS_LINES:])
            self.app.push_screen(HandoffScreen(name, news), self._on_revealed)
        else:
            self.entry.focus()

    def _on_revealed(self, _: object = None) -> None:
        self.app.revealed = self.game.current
        self._log_seen[self.game.current] = len(self.game.log)
        self.redraw()
        self.refresh_bindings()
        self.entry.focus()

    def try_apply(self, action: Any, note: str = "") -> bool:
        """Send an intent to the engine; a refusal is shown and nothing changes."""
        try:
            self.session.apply(action)
        except IllegalPlay as exc:
            self.message.say(exc.refusal.message, refusal=True)
            return False
        self.message.say(note)
        self.after_change()
        return True

    def choose(self, title: str, labels: Sequence[Any], then: Callable[[int], None]) -> None:
        def chosen(index: int | None) -> None:
            if index is None:
                self.message.say("Nothing played.")
            else:
                then(index)

        self.app.push_screen(ChoiceScreen(title, labels), chosen)

    # --- widgets and keys ----------------------------------------------------------

    @property
    def entry(self) -> WordEntry:
        return self.query_one(WordEntry)

    @property
    def message(self) -> MessageLine:
        return self.query_one(MessageLine)

    def on_word_entry_submitted(self, event: WordEntry.Submitted) -> None:
        event.stop()
        word = event.word.strip()
        if not (self.is_active and self.revealed):  # keys typed ahead of a list or a hand-off
            return
        if not word:
            self.message.say("Type a word, then press Enter.")
            return
        self.entry.clear()
        self.play_word(word)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Every key of a turn screen is for the player at the keyboard, and only while no
        other screen (a list, the hand-off) is on top; then each game says when it is usable."""
        return self.is_active and self.revealed and self.usable(action)

    def usable(self, action: str) -> bool:
        if action == "undo":
            return self.game.can_undo
        return True

    def action_undo(self) -> None:
        if not self.check_action("undo", ()):
            return
        self.session.undo()
        self.message.say("The last play was taken back.")
        self.after_change()
