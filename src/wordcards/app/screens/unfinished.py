"""The unfinished-game question (``wordcards play`` over a save). A player who expected the
setup screen typed a name straight onto it, and its letters answered it: 'Rosa' resumed
the old game, 'Annabel' started a new one (its n) and 'Quinn' quit. Only the keys it shows
answer it (r, n, q: in lower case, as a name begins with a capital), and a letter that
answers nothing begins a name: the letters typed right behind it answer nothing either.
A name in lower case begins with an answer: typed ahead (before the question was drawn,
or in the grace after) it is dropped whole, as on the hand-off ('nina' opened the setup
with 'ina' typed). Each letter held or dropped there says which keys answer."""

from __future__ import annotations

import time

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from wordcards.app.screens.ask import Answer, AskScreen
from wordcards.app.screens.footer_keys import COLOURS_KEY, FittedFooter
from wordcards.app.screens.typed_ahead import KeysTypedBeforeItDropped
from wordcards.app.widgets.common.app_keys import RunsAppKeys
from wordcards.app.widgets.common.too_small import TooSmallNotice, covered, fit_to_terminal

# Seconds: the letters of a name typed on come closer together than this; an answer given
# after reading the note comes later. Read on time.monotonic through this module, so that
# a test can move the clock.
NAME_GAP = 0.5


class UnfinishedQuestion(RunsAppKeys, KeysTypedBeforeItDropped, AskScreen):
    """Answered as the app reads the key (``key_read``, so a name typed behind n goes to the
    setup it brings), once the key is past ``drops``: the quit question's check, made here
    only for its answers and letters. Ctrl+C and Ctrl+Q stay the app's, at once."""

    # Its keys in a footer, as on every other screen (it had none: a blank row). The keys
    # answer in ``key_read``, first, a click on the footer's key too (the footer sends it as
    # the key); the bindings show them, only where the question has that answer
    # (``check_action``: r, for a game that can be resumed), and answer a key that reaches
    # them some other way. Esc is the second key of Quit: the footer shows one.
    BINDINGS = [
        Binding("r", "answer_with('resume')", "Resume"),
        Binding("n", "answer_with('new')", "New game"),
        Binding("q", "answer_with('quit')", "Quit"),
        # Behind the too-small notice r, n and q answer nothing: the footer showed F2 alone,
        # with no way out in sight. The app's Ctrl+C quits then, as the notice says elsewhere.
        # F2 run as the app's key too: the footer puts the way out first among those. Only
        # Quit of APP_KEYS_UNSEEN's Ctrl+C ("Leave" is a seat's, and a seat is never asked
        # this), and only while q is hidden (check_action): with q in sight, two Quits.
        Binding("ctrl+c", "app_key('request_quit')", "Quit"),
        Binding("f2", "app_key('toggle_theme')", COLOURS_KEY.description, key_display=COLOURS_KEY.key_display),
    ]

    def __init__(self, body: str, answers: list[Answer]) -> None:
        super().__init__("Unfinished game", body, answers, kind="unfinished", capitals_answer=False)
        self.note = keys_that_answer(answers)
        self.name_letter_at: float | None = None  # when the last letter held here was read

    def compose(self) -> ComposeResult:
        yield TooSmallNotice()
        yield from super().compose()
        yield FittedFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # As the hand-off's Enter: no answer shows in the grace (typed_ahead.py: the player
        # sees when a key answers), nor behind the too-small notice.
        if action == "answer_with":
            return self.grace_over and not covered(self) and any(answer.result == parameters[0] for answer in self.answers)
        if action == "app_key" and parameters == ("request_quit",):  # shown only while q is hidden
            return covered(self)
        return True

    def action_answer_with(self, result: str) -> None:
        self.answer(result)

    def on_resize(self, event: events.Resize) -> None:
        # The game's notice, as over the setup or a turn: at 40x12 the question was cut, with
        # no word of the size needed. Its answers wait behind it (key_read).
        self.fit(*self.app.size)

    def fit(self, width: int, height: int) -> None:
        fit_to_terminal(self, size=(width, height))
        self.refresh_bindings()

    def key_read(self, key: events.Key) -> bool:
        is_a_letter = key.character is not None and key.character.isalpha()
        if not (is_a_letter or key.key in self._by_key):
            return False
        if covered(self):
            # Behind the notice neither the question nor its keys show: a key pressed blind
            # answers nothing (n started a new game, Esc quit).
            return True
        if self.drops(key):
            if is_a_letter:
                self.hold_a_names_letter(time.monotonic())
            return True
        if not (self.is_active and is_a_letter):
            return super().key_read(key)
        now = time.monotonic()
        in_a_name = self.name_letter_at is not None and now - self.name_letter_at < NAME_GAP
        if not in_a_name and super().key_read(key):
            return True
        self.hold_a_names_letter(now)
        return True

    def hold_a_names_letter(self, now: float) -> None:
        """A letter that answers nothing: the ones within NAME_GAP behind it answer nothing
        either, and the note says which keys do."""
        self.name_letter_at = now
        answers = self.query(".dialog-answers")
        if answers and not self.query(".dialog-note"):  # not composed yet: the next letter shows it
            answers.first().mount(Static(Text(self.note), classes="dialog-note"))


def keys_that_answer(answers: list[Answer]) -> str:
    """'Press r to resume the unfinished game, n to start a new game of Word Rummy, q or Esc to quit.'"""
    by_result: dict[str, list[Answer]] = {}
    for answer in answers:
        by_result.setdefault(answer.result, []).append(answer)
    said = [
        f"{' or '.join(answer.shown_key or answer.key for answer in same)} to {same[0].label[:1].lower()}{same[0].label[1:]}"
        for same in by_result.values()
    ]
    return f"Press {', '.join(said)}."
