"""The unfinished-game question (``wordcards play`` over a save). A player who expected the
setup screen typed a name straight onto it, and its letters answered it: 'Rosa' resumed
the old game, 'Annabel' started a new one (its n) and 'Quinn' quit. Only the keys it shows
answer it (r, n, q: in lower case, as a name begins with a capital), and a letter that
answers nothing begins a name: the letters typed right behind it answer nothing either.
Each letter held there says which keys answer."""

from __future__ import annotations

import time

from rich.text import Text
from textual import events
from textual.widgets import Static

from wordcards.app.screens.ask import Answer, AskScreen

# Seconds: the letters of a name typed on come closer together than this; an answer given
# after reading the note comes later. Read on time.monotonic through this module, so that
# a test can move the clock.
NAME_GAP = 0.5


class UnfinishedQuestion(AskScreen):
    def __init__(self, body: str, answers: list[Answer]) -> None:
        super().__init__("Unfinished game", body, answers, kind="unfinished", capitals_answer=False)
        self.note = keys_that_answer(answers)
        self.name_letter_at: float | None = None  # when the last letter held here was read

    def key_read(self, key: events.Key) -> bool:
        if not (self.is_active and key.character is not None and key.character.isalpha()):
            return super().key_read(key)
        now = time.monotonic()
        in_a_name = self.name_letter_at is not None and now - self.name_letter_at < NAME_GAP
        if not in_a_name and super().key_read(key):
            return True
        self.name_letter_at = now
        if not self.query(".dialog-note"):
            self.query_one(".dialog").mount(Static(Text(self.note), classes="dialog-note"))
        return True


def keys_that_answer(answers: list[Answer]) -> str:
    """'Press r to resume the unfinished game, n to start the new game, q or Esc to quit.'"""
    by_result: dict[str, list[Answer]] = {}
    for answer in answers:
        by_result.setdefault(answer.result, []).append(answer)
    said = [
        f"{' or '.join(answer.shown_key or answer.key for answer in same)} to {same[0].label[:1].lower()}{same[0].label[1:]}"
        for same in by_result.values()
    ]
    return f"Press {', '.join(said)}."
