"""Asks before an action that ends the turn and cannot be taken back (a pass, a discard,
and Shuffle's Ctrl+E while a word is typed but not played).

The policy for both games (docs/decisions/app.md): what ends a turn at once and cannot be
undone is confirmed first. Enter confirms, Esc keeps playing (a click on either line, or
on the footer's key, too), and a letter typed closes the question and goes on with the word,
or over a rummy discard starts one of its own (so typing ahead, ``a`` Enter ``t``, never
throws a card away).
"""

from __future__ import annotations

from typing import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from wordcards.app.answer_words import (
    DISCARD,
    DISCARD_AND_END_DEAL,
    DISCARD_AND_END_HAND,
    DISCARD_AND_END_MATCH,
    DISCARD_AND_GO_OUT,
    END_TURN,
    END_TURN_AND_GAME,
    MELD_AND_GO_OUT,
    PASS,
    PASS_AND_END_GAME,
)
from wordcards.app.screens.ask import AnswerLine, QuestionAnswers, QuestionText
from wordcards.app.screens.footer_keys import COLOURS_KEY_HIDDEN, FittedFooter

from wordcards.app.screens.choice import DialogWarning, TypingOn
from wordcards.app.screens.toasts_cleared import ToastsCleared
from wordcards.app.widgets.common.entry import AskedOverTheLine


class ConfirmScreen(ToastsCleared, AskedOverTheLine, ModalScreen["bool | str"]):
    """Dismissed with True (Enter), False (Esc) or the letters typed (a paste); ``typed``:
    the word they go on with (TypingOn). ``turn_keys``: the keys of the turn under the
    question (Ctrl+E, Ctrl+D...), which wait for it and say so, as over a list (ChoiceScreen)."""

    # Enter's footer label says what it does, as the question's own "Enter  pass" line does
    # (the footer said "Yes"): one binding per answer, the one for this question shown.
    BINDINGS = [
        Binding("enter", "confirm_pass", "Pass"),
        Binding("enter", "confirm_ending", "Pass and end the game"),
        Binding("enter", "confirm_end_turn", "End the turn"),
        Binding("enter", "confirm_end_game", "End the game"),
        Binding("enter", "confirm_discard", "Discard"),
        Binding("enter", "confirm_going_out", "Discard and go out"),
        Binding("enter", "confirm_hand_ending", "Discard and end the hand"),
        Binding("enter", "confirm_deal_ending", "Discard and end the deal"),
        Binding("enter", "confirm_match_ending", "Discard and end the match"),
        Binding("enter", "confirm_melding_out", "Meld and go out"),
        Binding("enter", "confirm", "Yes"),  # a question with another answer
        Binding("escape", "cancel", "Keep playing"),
        *AskedOverTheLine.APP_KEYS_UNSEEN,  # before F2 hidden: shown while the game is unseen
        COLOURS_KEY_HIDDEN,
    ]
    LABELLED = {  # the answers shuffle_pass and rummy_discard give (R6: the hand's end)
        PASS: "confirm_pass",
        PASS_AND_END_GAME: "confirm_ending",
        END_TURN: "confirm_end_turn",
        END_TURN_AND_GAME: "confirm_end_game",
        DISCARD: "confirm_discard",
        DISCARD_AND_GO_OUT: "confirm_going_out",
        DISCARD_AND_END_HAND: "confirm_hand_ending",
        DISCARD_AND_END_DEAL: "confirm_deal_ending",
        DISCARD_AND_END_MATCH: "confirm_match_ending",
        MELD_AND_GO_OUT: "confirm_melding_out",
    }

    def __init__(
        self,
        question: "str | Text",
        detail: str,
        yes: str,
        go_on: "Callable[[str], None] | None" = None,
        typed: str = "",
        *,
        turn_keys: frozenset[str] = frozenset(),
    ) -> None:
        super().__init__(name="confirm")
        self.question, self.detail, self.yes = question, detail, yes
        self.go_on = TypingOn(go_on, typed)
        self.turn_keys = turn_keys

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield QuestionText(Static(self.question, classes="dialog-title"), Static(self.detail, classes="dialog-body"))
            yield QuestionAnswers(
                AnswerLine("  Enter ", self.yes, "yes"),
                AnswerLine("    Esc ", "keep playing", "no"),
                DialogWarning(classes="dialog-warning"),
            )
        yield FittedFooter()

    def on_answer_line_chosen(self, event: AnswerLine.Chosen) -> None:
        if event.result == "yes":
            self.action_confirm()
        else:
            self.action_cancel()

    def reword(self, question: "str | Text") -> None:
        """The question drawn anew (F2: its card in the colours of the theme now)."""
        self.question = question
        for title in self.query(".dialog-title").results(Static):
            title.update(question)

    def on_key(self, event) -> None:
        if self.esc_on_key(event) or self.go_on.key(self, event):
            return
        if self.query_one(QuestionText).scrolled_by(event.key):
            event.stop()
        elif event.key in self.turn_keys and self.is_active:
            # Ctrl+E over the question says to answer first.
            event.stop()
            event.prevent_default()
            self.warn(self.answer_first())

    def warn(self, text: str) -> None:
        for warning in self.query(DialogWarning):  # not query_one: a key can come as it closes
            warning.say(text)

    def answer_first(self) -> str:
        """What to do before a key of the turn works: answer the question."""
        return f"Press Enter to {self.yes} or Esc to keep playing first."

    def on_paste(self, event) -> None:
        self.go_on.paste(self, event)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action.startswith("confirm"):
            return action == self.LABELLED.get(self.yes, "confirm")
        return True

    def action_confirm(self) -> None:
        if self.is_active:
            self.dismiss(True)

    action_confirm_pass = action_confirm_ending = action_confirm_end_turn = action_confirm_discard = action_confirm
    action_confirm_end_game = action_confirm
    action_confirm_going_out = action_confirm_hand_ending = action_confirm_melding_out = action_confirm
    action_confirm_deal_ending = action_confirm_match_ending = action_confirm

    def action_cancel(self) -> None:
        if self.is_active:
            self.dismiss(False)
