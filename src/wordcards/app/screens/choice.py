"""A short list to pick from: which way to play a word, which colour to discard.

A letter typed while the list is open closes it and goes on with the word being typed
(typing ahead must never choose a play): the list is dismissed with that letter.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from wordcards.app.screens.footer_keys import COLOURS_KEY_HIDDEN, FittedFooter
from wordcards.app.screens.toasts_cleared import ToastsCleared
from wordcards.app.widgets.common.entry import MAX_WORD, AskedOverTheLine, LettersOn, letter_of, paste_refusal, pasted_text
from wordcards.app.widgets.common.joker_marks import as_marked
from wordcards.typed_text import a_to_z


LIST_ROWS = 12  # the most rows the list takes (#choices in wordcards.tcss)
# The rest of the screen at the smallest size (64 columns): the dialog's border and padding,
# the question and the hint (two lines each) with their margins, and the footer.
OTHER_ROWS = 11


def typed_letter(event) -> str | None:
    """The letter A-Z a key press typed, if any (upper case)."""
    char = letter_of(event)
    return char.upper() if char and a_to_z(char) else None


def number_typed(character: str | None) -> int | None:
    """The number 0-9 a key typed, if any: "²" (a key of its own on a French keyboard) is a
    digit to ``isdigit`` but not to ``int``."""
    return int(character) if character and len(character) == 1 and character.isascii() and character.isdecimal() else None


def pasted_word(text: str, room: int = MAX_WORD) -> str | None:
    """A word pasted over a question (letters A-Z, upper case, as typed letters are): it goes
    on with the word, as a typed letter does. Other text, or more letters than the word has
    ``room`` for: None (the question stays; say_paste_refused says why). Letters A to Z
    only, unlike a paste on the line (ZONE! gives ZONE there): closing the question, a
    paste's note of what it left out would be lost under "Nothing played: go on typing...",
    so it leaves the question open and says why."""
    word = pasted_text(text)
    return word.upper() if word and paste_refusal(word, room, letters_only=True) is None else None


def how_to_pick(count: int) -> str:
    """The list's hint: past 9 lines the rest have no number (a joker can make 16 ways)."""
    numbers = "its number" if count <= 9 else "its number (1-9)"
    move = "move with ↑↓" if count <= 9 else "move with ↑↓ to any line"
    return f"Press {numbers}, or {move} and press Enter. Typing a letter closes the list."


class Warns(Protocol):
    """A list or question that says, inside itself, what to do first (``warn``)."""

    @property
    def is_active(self) -> bool: ...

    def dismiss(self, result: Any = None) -> Any: ...

    def warn(self, text: str) -> None: ...


class DialogWarning(Static):
    """What to do first, said inside the list or question: a key of the turn typed over it,
    a paste refused. It goes when the dialog closes: as a notification it outlived it, over
    the "Played: ..." line, or on the next player's hand-off as if they were asked. Hidden
    until said (.dialog-warning in wordcards.tcss)."""

    said = ""

    def say(self, text: str) -> None:
        self.said = text
        self.update(Text(text))
        self.add_class("-said")


def say_paste_refused(screen: Warns, text: str, room: int = MAX_WORD, longest: int = MAX_WORD, limit_why: str = "") -> None:
    """Why a paste over a question is refused: the word line, which says it elsewhere, is
    under the question, and a paste too long for it is refused whole rather than cut short
    without a word."""
    pasted = pasted_text(text)
    why = paste_refusal(pasted, room, longest, limit_why, letters_only=True)
    if pasted and why is not None:
        screen.warn(why)


class TypingOn:
    """The letters typed over a list or a question, for the word under it (``go_on``): the
    first closes it, and those typed right after, already on their way to it as it closes,
    follow in order (STARCH, the list, E S fast gives STARCHES). ``typed``: the
    word they go on with, so that a paste is refused whole when the two pass the longest word
    the line takes (its ``LettersOn``; else MAX_WORD)."""

    def __init__(self, go_on: "Callable[[str], None] | None", typed: str = "") -> None:
        self.go_on = go_on
        self.longest, self.limit_why = (go_on.longest, go_on.why) if isinstance(go_on, LettersOn) else (MAX_WORD, "")
        self.room = self.longest - len(typed)
        self.closed_by_a_letter = False

    def first(self, letter: str) -> None:
        self.closed_by_a_letter = True
        if self.go_on is not None:
            self.go_on(letter)

    def pasted(self, word: str) -> None:
        """A word pasted over it goes on with the word, as typed letters do."""
        for letter in word:
            self.first(letter)

    def later(self, event, letter: str | None) -> None:
        if letter and self.closed_by_a_letter and self.go_on is not None:
            event.stop()
            event.prevent_default()
            self.go_on(letter)

    def key(self, screen: Screen[Any], event) -> bool:
        """A key on ``screen`` (the list or question): a letter closes it and goes on with
        the word; one typed after it was answered follows. True when the key is dealt with."""
        letter = typed_letter(event)
        if not screen.is_active:  # a key typed ahead, after it was answered
            self.later(event, letter)
            return True
        if not letter:
            return False
        event.stop()
        event.prevent_default()
        self.first(letter)
        screen.dismiss(letter)
        return True

    def paste(self, screen: Warns, event) -> None:
        """Text pasted on ``screen``: a word closes it and goes on with the word; other text
        leaves it open and says why. Never to the word under it: answered here."""
        event.stop()
        word = pasted_word(event.text, self.room)
        if word and screen.is_active:
            self.pasted(word)
            screen.dismiss(word)
        elif screen.is_active:
            say_paste_refused(screen, event.text, self.room, self.longest, self.limit_why)


class ChoiceScreen(ToastsCleared, AskedOverTheLine, ModalScreen[int | str | None]):
    """Dismissed with the index of the chosen line, None (Esc), or the letters typed (a
    paste); ``typed``: the word they go on with (TypingOn). ``turn_keys``: the keys of the
    turn under the list (Ctrl+E, Ctrl+J...), which wait for it and say so; ``picked``: what
    a line is, for that message ("a way")."""

    # "1-N Pick" in the footer, N the lines a number picks (check_action shows the one for
    # this list): the list's text says "Press its number" and the footer said only Esc.
    # Each picks as its number does (on_key: 1 the first line, and so on).
    BINDINGS = [
        *(Binding("1", f"pick_first({count})", "Pick", key_display="1" if count == 1 else f"1-{count}") for count in range(1, 10)),
        Binding("escape", "cancel", "Cancel"),
        *AskedOverTheLine.APP_KEYS_UNSEEN,  # before F2 hidden: shown while the game is unseen
        COLOURS_KEY_HIDDEN,
    ]

    def __init__(
        self,
        title: str,
        labels: Sequence[str | Text],
        go_on: "Callable[[str], None] | None" = None,
        typed: str = "",
        *,
        turn_keys: frozenset[str] = frozenset(),
        picked: str = "one",
    ) -> None:
        super().__init__(name="choice")
        self.title_text = title
        self.labels = list(labels)
        self.go_on = TypingOn(go_on, typed)
        self.turn_keys, self.picked = turn_keys, picked

    def compose(self) -> ComposeResult:
        options = [Option(self._line(index), id=str(index)) for index in range(len(self.labels))]
        with Vertical(classes="dialog wide"):
            yield Static(self.title_text, classes="dialog-title")
            yield OptionList(*options, id="choices")
            yield Static(how_to_pick(len(self.labels)), classes="dialog-hint")
            yield DialogWarning(classes="dialog-warning")
        yield FittedFooter()

    def _line(self, index: int) -> Text:
        """The list's line for ``labels[index]``: its number (1 to 9), then the label."""
        label = self.labels[index]
        line = Text(f"{index + 1} " if index < 9 else "  ", style="bold")
        line.append(as_marked(label))  # a way's jokers, as the table's
        return line

    def relabel(self, labels: Sequence[str | Text]) -> None:
        """The same lines drawn anew (F2: their cards in the colours of the theme now); the
        highlighted line stays where it is."""
        self.labels = list(labels)
        for options in self.query(OptionList):
            for index in range(min(len(self.labels), options.option_count)):
                options.replace_option_prompt_at_index(index, self._line(index))

    def on_resize(self, event) -> None:
        # A short terminal (20 lines) pushed the hint out of the dialog: the list gives way
        # and scrolls (↑↓) instead. A resize can come as the app closes, with the list gone.
        # The terminal's height now, not the event's: Textual tells a screen on a timer, and
        # the size it tells may be one the terminal has left already (as screens/turn.py).
        for options in self.query(OptionList):
            options.styles.max_height = max(3, min(LIST_ROWS, self.app.size.height - OTHER_ROWS))

    def on_key(self, event) -> None:
        if self.esc_on_key(event) or self.go_on.key(self, event):
            return
        number = number_typed(event.key)
        if number:
            index = number - 1
            if index < len(self.labels):
                event.stop()
                self.dismiss(index)
        elif event.key in self.turn_keys and self.is_active:
            # Ctrl+E over the list says to pick first: the footer shows only Esc.
            event.stop()
            event.prevent_default()
            self.warn(self.pick_first())

    def warn(self, text: str) -> None:
        # In place of the hint, which it repeats: the list keeps its rows in a short terminal (OTHER_ROWS).
        # query, not query_one: a key can come as the list closes, its lines gone.
        for hint in self.query(".dialog-hint"):
            hint.display = False
        for warning in self.query(DialogWarning):
            warning.say(text)

    def pick_first(self) -> str:
        """What to do before a key of the turn works: pick a line, or leave the list."""
        count = len(self.labels)
        numbers = f"1-{count}" if count <= 9 else "1-9, or ↑↓ and Enter"
        return f"Pick {self.picked} ({numbers}) or press Esc to cancel first."

    def on_paste(self, event) -> None:
        self.go_on.paste(self, event)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.is_active:
            self.dismiss(int(event.option.id or 0))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):  # the game behind the too-small notice
            return False
        if action == "pick_first":
            return parameters[0] == min(len(self.labels), 9)
        return True

    def action_pick_first(self, count: int) -> None:
        if self.is_active:
            self.dismiss(0)

    def action_cancel(self) -> None:
        if self.is_active:
            self.dismiss(None)
