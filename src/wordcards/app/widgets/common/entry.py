"""The word entry: letters typed build a word, Enter sends it, everything else is a key binding.

A plain Input would swallow every printable key; this entry takes only the letters A-Z
(words are letters only), so digits, punctuation and control keys stay free for the
screen's bindings, and the footer can show them.
"""

from __future__ import annotations

from rich.text import Text
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

MAX_WORD = 24


def letter_of(event) -> str | None:
    """The character a key event types; a simulated key may carry none, and then a
    one-letter key name is the letter."""
    return event.character or (event.key if len(event.key) == 1 else None)


class WordEntry(Widget, can_focus=True):
    DEFAULT_CSS = """
    WordEntry { height: 1; }
    """

    value: reactive[str] = reactive("")
    placeholder: reactive[str] = reactive("")
    accepting: reactive[bool] = reactive(True)

    class Submitted(Message):
        def __init__(self, entry: "WordEntry", word: str) -> None:
            self.entry, self.word = entry, word
            super().__init__()

    class NoSuchCard(Message):
        """A letter no card carries (an accented one, say): dropped, and the player told."""

        def __init__(self, entry: "WordEntry", char: str) -> None:
            self.entry, self.char = entry, char
            super().__init__()

    class NotNow(Message):
        """A letter typed while the entry takes no word (another seat's turn): dropped; the
        screen may say why."""

        def __init__(self, entry: "WordEntry") -> None:
            self.entry = entry
            super().__init__()

    def on_key(self, event) -> None:
        if not self.accepting:
            if (letter_of(event) or "").isalpha():
                self.post_message(self.NotNow(self))
            return
        char = letter_of(event)
        if self.type_letter(char):
            event.stop()
            event.prevent_default()
        elif char and char.isalpha():
            self.post_message(self.NoSuchCard(self, char))
            event.stop()
        elif event.key == "backspace" and self.value:
            self.value = self.value[:-1]
            event.stop()
        elif event.key == "enter":
            self.post_message(self.Submitted(self, self.value))
            event.stop()
        elif event.key == "escape" and self.value:
            self.value = ""
            event.stop()

    max_length = MAX_WORD

    def type_letter(self, char: str | None) -> bool:
        """Add a typed letter to the word (past MAX_WORD it is dropped); False when ``char``
        is not a letter A-Z or the entry is not taking words now."""
        if not (self.accepting and char and char.isascii() and char.isalpha()):
            return False
        if len(self.value) < MAX_WORD:
            self.value += char.upper()
        return True

    def clear(self) -> None:
        self.value = ""

    def render(self) -> Text:
        text = Text("› ", style="bold")
        if self.value:
            text.append(self.value, style="bold")
            if self.has_focus:
                text.append("▏", style="blink")
        elif self.accepting:
            text.append(self.placeholder, style="dim italic")
        return text
