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
from wordcards.quoting import quote

MAX_WORD = 24


def letter_of(event) -> str | None:
    """The character a key event types; a simulated key may carry none, and then a
    one-letter key name is the letter."""
    return event.character or (event.key if len(event.key) == 1 else None)


def paste_refusal(text: str, room: int = MAX_WORD) -> str | None:
    """Why pasted ``text`` (stripped) cannot go on the word with ``room`` letters left, or
    None: a word of letters A to Z, never cut short."""
    if not (text.isascii() and text.isalpha()):
        return f"Nothing pasted: {quote(text, 20)} is not one word of letters A to Z."
    if len(text) > room:
        return f"Nothing pasted: a word here has at most {MAX_WORD} letters."
    return None


class WordEntry(Widget, can_focus=True):
    value: reactive[str] = reactive("")
    placeholder: reactive[str] = reactive("")
    accepting: reactive[bool] = reactive(True)

    class Submitted(Message):
        def __init__(self, entry: "WordEntry", word: str) -> None:
            self.entry, self.word = entry, word
            super().__init__()

    class Refused(Message):
        """Typed or pasted text that did not go into the word (a letter no card carries, a
        letter past the longest word, a paste that is not a word), with why: the screen shows
        it on its message line."""

        def __init__(self, entry: "WordEntry", why: str) -> None:
            self.entry, self.why = entry, why
            super().__init__()

    class NotNow(Message):
        """A letter typed, or Enter pressed, while the entry takes no word (another seat's
        turn): dropped; the screen may say why."""

        def __init__(self, entry: "WordEntry") -> None:
            self.entry = entry
            super().__init__()

    def on_paste(self, event) -> None:
        event.stop()
        self.paste(event.text)

    def paste(self, text: str) -> None:
        """A pasted word goes on the end of the word; other text (spaces, digits, several
        lines, more letters than a word holds) is refused whole, never typed in part."""
        text = text.strip()
        if not text:
            return
        if not self.accepting:
            # As a typed letter does: the screen says why (another player's turn), not silence.
            self.post_message(self.NotNow(self))
            return
        why = paste_refusal(text, MAX_WORD - len(self.value))
        if why is not None:
            self.post_message(self.Refused(self, why))
        else:
            self.value += text.upper()

    def on_key(self, event) -> None:
        if not self.accepting:
            # Enter too: a word typed before the seat went offline, sent into silence, left
            # the player wondering whether it was played.
            if (letter_of(event) or "").isalpha() or event.key == "enter":
                self.post_message(self.NotNow(self))
            return
        char = letter_of(event)
        if self.type_letter(char):
            event.stop()
            event.prevent_default()
        elif char and char.isalpha():
            self.post_message(self.Refused(self, f"{char} is on no card: the cards are the letters A to Z, without accents."))
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
        else:
            self.post_message(self.Refused(self, f"A word here has at most {MAX_WORD} letters: {char.upper()} was not added."))
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
