"""The word entry: letters typed build a word, Enter sends it, everything else is a key binding.

A plain Input would swallow every printable key; this entry takes only the letters A-Z
(words are letters only), so digits, punctuation and control keys stay free for the
screen's bindings, and the footer can show them.

A word the game did not take stays on the line, marked "not played" (``keep_refused``):
a letter or a paste goes on with it and Backspace edits it, as any word being typed (HIN
refused as too short, then S: HINS), Enter tries it again, Esc clears it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any, cast

from rich.text import Text
from textual import events
from textual.binding import ActiveBinding, Binding
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget

from wordcards.app.answer_words import not_added, too_long
from wordcards.app.widgets.common.app_keys import RunsAppKeys
from wordcards.app.widgets.common.close_grace import ClosedByAKey
from wordcards.app.widgets.common.too_small import OVER_COVERED, covered
from wordcards.quoting import and_list
from wordcards.typed_text import a_to_z, composed, invisible, without_invisible

MAX_WORD = 24


def letter_of(event) -> str | None:
    """The character a key event types, composed as a paste is (``composed``: the Kelvin
    sign is K); a simulated key may carry none, and then a one-letter key name is the letter."""
    char = event.character or (event.key if len(event.key) == 1 else None)
    if not char:
        return char
    # A few characters compose to two (U+0958 to KA and a nukta): the key stays as typed.
    one = composed(char)
    return one if len(one) == 1 else char


def pasted_text(text: str) -> str:
    """What a paste puts forward: ``text`` without invisible characters (``invisible``: a soft
    hyphen, a zero-width space or joiner, a byte-order mark), which a word copied from a web
    page carries unseen (nothing the player can see is left out), composed (NFC: a letter and
    its accent pasted apart, as macOS and web pages give them, are one letter, ï), nor spaces
    at its ends. Composed after the invisible ones go: a grapheme joiner between them kept a
    letter from its accent. Every paste is read through it before ``paste_refusal``."""
    return composed(without_invisible(text)).strip()


UNSHOWN = "\N{REPLACEMENT CHARACTER}"  # a character pasted that a screen cannot show


DOTTED_CIRCLE = "\N{DOTTED CIRCLE}"  # what a lone accent is drawn over, as fonts draw it


def accent_mark(char: str) -> bool:
    """A mark drawn on the character before it (an accent, an enclosing circle: category M)."""
    return len(char) == 1 and unicodedata.category(char).startswith("M")


def shown_char(char: str) -> str:
    """``char`` as a message can show it: a character no screen shows (a control or invisible
    one) as the replacement character, a lone accent (a combining mark) over a dotted circle:
    alone it went over the space before it. A space is left to the caller."""
    if not char.isprintable() or invisible(char):
        return UNSHOWN
    return DOTTED_CIRCLE + char if accent_mark(char) else char


def shown_paste(text: str, most: int = 20) -> str:
    """Pasted ``text`` quoted in a message as the player saw it, cut after ``most``
    characters: each run of spaces and line breaks as one space ("\\r\\n" is one line
    break), any other character a screen cannot show as the replacement character
    (``shown_char``). ``repr`` wrote them as escapes (an escape code as '\\x1b[2J', a
    zero-width space as '\\u200b') a player cannot read. Quoted as repr quotes: in double
    quotes when it holds an apostrophe ("it's me"), else in single ones."""
    spaced = " ".join(text.split())
    cut = spaced[:most]
    # An accent after a letter stays on it; one with nothing before it is drawn alone.
    shown = "".join(c if accent_mark(c) and i and not cut[i - 1].isspace() else shown_char(c) for i, c in enumerate(cut))
    quote = '"' if "'" in shown and '"' not in shown else "'"
    return f"{quote}{shown}{quote}" + ("..." if len(spaced) > most else "")


def pasted_letters(text: str) -> str:
    """The letters A to Z of pasted ``text``, upper case: what typing it puts on the word."""
    return "".join(c for c in text if a_to_z(c)).upper()


def letters_with_accents(text: str) -> list[str]:
    """The letters of ``text``, each with the accents (combining marks) after it: "n\\u0308",
    which has no composed form, is one letter, as the screen draws it."""
    letters: list[str] = []
    on_a_letter = False  # the character before is a letter, or an accent on one
    for c in text:
        if accent_mark(c) and on_a_letter:
            letters[-1] += c
        else:
            on_a_letter = c.isalpha()
            if on_a_letter:
                letters.append(c)
    return letters


def letters_off_the_cards(text: str) -> list[str]:
    """The letters of ``text`` that are not A to Z (é, ï, ß, and n̈: a letter with an accent
    that has no composed form), each once, in order."""
    return list(dict.fromkeys(letter for letter in letters_with_accents(text) if not a_to_z(letter)))


def paste_refusal(
    text: str, room: int = MAX_WORD, longest: int = MAX_WORD, why: str = "", *, letters_only: bool = False
) -> str | None:
    """Why pasted ``text`` (stripped) cannot go on the word with ``room`` letters left, or
    None. One word goes on with what is no letter left out (ZONE! gives ZONE, with the note
    of ``paste_left_out``). Refused whole, never typed in part: a letter not A to Z (NAÏVE
    without its Ï is NAVE, another word: the player types it, ``off_the_cards_refusal``
    says how), several words (a space or a line break inside: typed, they would run
    together), text with no letter A to Z or with a control character, and more letters
    than ``room``. ``longest``: the longest word the line takes, and ``why`` (", ..."), what
    sets it. ``letters_only``: nothing but letters A to Z is taken (over a list or
    question: see choice.pasted_word)."""
    off_the_cards = letters_off_the_cards(text)
    if off_the_cards:
        return off_the_cards_refusal(off_the_cards)
    letters = pasted_letters(text)
    stray = len(letters) != len(text) if letters_only else not text.isprintable() or any(c.isspace() for c in text)
    if not letters or stray:
        return f"Nothing pasted: {shown_paste(text)} is not one word of letters A to Z."
    if len(letters) > room:
        return f"Nothing pasted: a word here has at most {longest} letters{why}."
    return None


def paste_left_out(text: str) -> str | None:
    """What a paste of one word left out (``paste_refusal`` took it: no letter but A to Z),
    said as typing it says it; None when it left out nothing."""
    left_out = list(dict.fromkeys(c for c in text if not a_to_z(c)))
    return left_out_note(*left_out) if left_out else None


# Letters that are not A to Z with an accent taken off, and what the cards spell them with.
SPELLED_ON_CARDS = {"ß": "SS", "ẞ": "SS", "ı": "I", "æ": "AE", "Æ": "AE", "œ": "OE", "Œ": "OE", "ø": "O", "Ø": "O", "ł": "L", "Ł": "L", "đ": "D", "Đ": "D"}


def without_accent(char: str) -> str | None:
    """The letter A to Z under an accented ``char`` (é: E), or None."""
    plain = "".join(c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c))
    return plain.upper() if plain != char and a_to_z(plain) else None


def card_spelling(char: str) -> str | None:
    """How the cards spell a letter that is not A to Z: an accent taken off (é: E), or their
    own spelling (ß: SS, ı: I); None when they have none (a Greek or Cyrillic letter)."""
    return without_accent(char) or SPELLED_ON_CARDS.get(char)


NO_ACCENTS = " (the cards carry no accents)"


def stray_letter_note(char: str) -> str:
    """Why a letter typed is not on the word, and what to type instead: an accent taken off
    (é: E), a letter the cards spell otherwise (ß: SS, ı: I), or just A to Z. ß and ı are no
    accented letters: "without accents" told the player nothing true about them."""
    spelling = card_spelling(char)
    if spelling is None:
        return f"{char} is not a letter on the cards: type the word in the letters A to Z."
    return f"{char} is not a letter on the cards: type {spelling}{NO_ACCENTS if without_accent(char) else ''}."


SHOWN_LEFT_OUT = 4  # characters a pasted word left out named one by one: the note stays one line


def first_few(names: list[str]) -> list[str]:
    """``names`` to name in a note, the first few and "N more" past SHOWN_LEFT_OUT."""
    if len(names) <= SHOWN_LEFT_OUT:
        return names
    return [*names[: SHOWN_LEFT_OUT - 1], f"{len(names) - SHOWN_LEFT_OUT + 1} more"]


def off_the_cards_refusal(letters: list[str]) -> str:
    """Why a paste holding ``letters`` not A to Z is refused whole, and how to type the word
    instead, with the typed note's spelling of each (ï: I). Typed, a letter goes where the
    cursor is; pasted without them, a word became another (NAÏVE: NAVE, a word Enter plays)."""
    named = f"{and_list(first_few(letters))} {'is not a letter' if len(letters) == 1 else 'are not letters'} on the cards"
    spellings = [card_spelling(c) for c in letters]
    if len(letters) > SHOWN_LEFT_OUT or None in spellings:
        return f"Nothing pasted: {named}: type the word in the letters A to Z."
    instead = and_list([f"{spelling} for {c}" for c, spelling in zip(letters, spellings)])
    accents = NO_ACCENTS if any(without_accent(c) for c in letters) else ""
    return f"Nothing pasted: {named}: type the word, with {instead}{accents}."


def left_out_note(char: str, *more: str) -> str:
    """Why a typed character that is no letter (an apostrophe, a hyphen, a digit) is not on
    the word: said, not dropped in silence (CAN'T showed CANT, with the old note beside it).
    Each as ``shown_char`` shows it: never a raw control or invisible character. With
    ``more`` (a pasted word's): all of them, the first few named."""
    shown = ["a space" if c == " " else shown_char(c) for c in (char, *more)]
    if len(shown) == 1:
        return f"Only letters A to Z go on the word line: {shown[0]} was left out."
    return f"Only letters A to Z go on the word line: {and_list(first_few(shown))} were left out."



# After a word not played, what its keys do, the longest the line has room for: at 64
# columns the whole note beside a word of up to 4 letters, the middle one up to 14.
REFUSED_NOTES = (
    "  not played · edit it · Enter tries again · Esc clears",
    "  not played · Enter tries again · Esc clears",
    "  not played",
)


class LettersOn:
    """Where letters typed over a list or a question go (``WordEntry.typing_on``), with the
    longest word the line takes and why (its ``limit``), so that a paste over it that passes
    that is refused whole, with the line's own reason."""

    def __init__(self, go_on: Callable[[str], None], longest: int = MAX_WORD, why: str = "") -> None:
        self.go_on, self.longest, self.why = go_on, longest, why

    def __call__(self, letter: str) -> None:
        self.go_on(letter)


def on_to_the_line_of(top: "Screen[Any]", event: events.Key) -> None:
    """A key typed straight after the close of a screen over ``top`` (now on top again), that
    reached the closed screen: the word line of ``top`` handles it once, as typed there
    (``WordEntry.TypedAfterClose``), after what the close does there (called next on ``top``:
    a list's Esc puts the word back). With no word line (the setup screen) it goes on to the
    app's keys (Esc F1: the help)."""
    line = next(iter(top.query(WordEntry)), None)
    if line is None:
        return
    event.stop()
    event.prevent_default()
    top.call_next(line.post_message, WordEntry.TypedAfterClose(event.key, event.character))


def grace_on_the_line_of(under: "Screen[Any]", key: str) -> None:
    """``key`` closed the screen over ``under``: its word line drops that key for a grace, a
    double press (``ClosedByAKey``), which may reach the line once the screen is gone."""
    line = next(iter(under.query(WordEntry)), None)
    if line is not None:
        line.closed_by_a_key = ClosedByAKey.now(key)


class AskedOverTheLine(RunsAppKeys):
    """A list or question opened over the word line (which way to play a word, a discard or
    a pass to confirm), whose letters go on with the word (``WordEntry.typing_on``): keys
    typed before it opened, still on their way to the line, go to it (``WordEntry.hand_on``)."""

    class TypedAhead(Message):
        """A key or paste typed before this list or question opened, handed on by the word
        line. Posted to the screen's own queue, not the app's: a key typed after it may wait
        in the app's queue already (the terminal's next read), and the app forwards it here
        only later. Through the app's queue again it came after that key (TENTS⏎ 2 x: the x
        closed the list, and the 2 was lost)."""

        def __init__(self, event: events.Key | events.Paste) -> None:
            self.event = event
            super().__init__()

    # Behind the too-small notice the dialog is hidden and its keys do nothing; the player
    # has the app's keys then, as the notice over a turn shows them (a modal screen's footer
    # shows none of the app's bindings: it was empty). Each shows where the app binds it,
    # shown (a seat leaves with Ctrl+C: "Leave"); ChoiceScreen and ConfirmScreen list them.
    APP_KEYS_UNSEEN = [
        Binding("ctrl+c", "app_key('request_quit')", "Quit"),
        Binding("ctrl+c", "app_key('quit')", "Leave"),
        Binding("question_mark,f1", "app_key('help')", "Help", key_display="?"),
        Binding("ctrl+r", "app_key('rules')", "Rules"),
        Binding("f2", "app_key('toggle_theme')", "Light/dark", key_display="F2"),
    ]

    closed_by_esc = False  # its Esc closed it: a key that reaches it after goes on to the word line
    typed_on_after_esc = False  # a key went on to the line since: an Enter now plays what was typed
    # Keys that answer it: one reaching it right after the Esc that closed it is dropped, a
    # double press, as over the rules (Esc Esc cleared the word put back; Esc Enter sent it and
    # asked again). After a letter it is typed on the line (Esc A Enter plays NA).
    ANSWER_KEYS = frozenset({"escape", "enter"})

    def action_cancel(self) -> None:
        """Esc: closed, the turn goes on (each list or question says with what)."""
        raise NotImplementedError

    def esc_on_key(self, event: events.Key) -> bool:
        """Esc closes it as the screen takes the key, and a key that reaches it once so
        closed goes on to the word line under it, as typed there (but Esc or Enter right after
        the Esc: a double press, dropped). Through the app's
        bindings Esc acted only once back at the app, after a letter typed right behind it
        had closed the question as a letter does (over "Discard E?", Esc A gave A, not EA).
        True when ``event`` was dealt with here."""
        screen = cast("Screen[Any]", self)
        if self.closed_by_esc:
            app = screen.app
            double_press = event.key in self.ANSWER_KEYS and not self.typed_on_after_esc
            if double_press or not app.screen_stack or app.screen is screen:
                event.stop()
                event.prevent_default()
            else:  # after the question's answer, which puts the word back first
                self.typed_on_after_esc = True
                on_to_the_line_of(app.screen, event)
            return True
        active = screen.active_bindings.get(event.key)
        if not (screen.is_active and active is not None and active.enabled and active.binding.action == "cancel"):
            return False
        event.stop()
        event.prevent_default()
        self.closed_by_esc = True
        stack = screen.app.screen_stack
        if screen in stack and stack.index(screen) > 0:  # a second Esc may reach the line once it is gone
            grace_on_the_line_of(stack[stack.index(screen) - 1], event.key)
        self.action_cancel()
        return True

    def shows_app_key(self, action: str) -> bool:
        """Whether the app binds ``action`` to a key its footers show, and it works now."""
        app = cast("Screen[Any]", self).app
        bound = any(
            isinstance(binding, Binding) and binding.action.removeprefix("app.") == action and binding.show for binding in type(app).BINDINGS
        )
        return bound and bool(app.check_action(action, ()))

    @property
    def game_unseen(self) -> bool:
        """The game it was asked over is behind the too-small notice: the player sees
        neither hand nor table, and nothing here may act on the game (PlayerApp drops its
        keys). Asked of the screen just under it that is not itself a list or question."""
        screen = cast("Screen[Any]", self)
        stack = screen.app.screen_stack
        below = stack[: stack.index(screen)] if screen in stack else []
        for under in reversed(below):
            if not under.is_modal:
                return covered(under)
        return False

    def on_mount(self) -> None:
        """Opened over panels already behind the notice (a seat's host asks then): hidden too."""
        cast("Screen[Any]", self).set_class(self.game_unseen, OVER_COVERED)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Its footer shows no key that does nothing: none acts while the game is unseen,
        # but the app's (APP_KEYS_UNSEEN), which only then.
        if action == "app_key":
            return self.game_unseen and self.shows_app_key(str(parameters[0]))
        return not self.game_unseen

    async def on_asked_over_the_line_typed_ahead(self, message: TypedAhead) -> None:
        """As if typed here: a key with a binding (Esc) runs it, any other goes to the
        screen's own on_key (a digit picks, a letter closes it and goes on with the word)."""
        message.stop()
        if self.game_unseen:  # dropped, as a key typed now is (PlayerApp.unseen_game_ignores)
            return
        event = message.event
        screen = cast("Screen[Any]", self)
        if isinstance(event, events.Paste):
            screen.on_paste(event)  # type: ignore[attr-defined]
            return
        if self.esc_on_key(event):
            return
        active = screen.active_bindings.get(event.key)
        if active is None:
            screen.on_key(event)  # type: ignore[attr-defined]
        elif active.enabled:
            await screen.app.run_action(active.binding.action, active.node)


class OpenedOverTheLine:
    """A screen one of the app's keys opens over the turn (the rules, the help): keys typed
    straight after that key, on their way to the word line already, go to it as if typed
    there (``WordEntry.hand_on``): its bindings act (Esc closes it), any other key does
    nothing. Ctrl+R O typed fast put O on the word under the rules."""

    closed = False  # set by its close: a key that reaches it then was typed after the close
    opened_over: "Screen[Any] | None" = None  # the screen under it, where such a key goes

    def on_mount(self) -> None:
        screen = cast("Screen[Any]", self)
        stack = screen.app.screen_stack
        self.opened_over = stack[stack.index(screen) - 1] if screen in stack and stack.index(screen) > 0 else None

    def action_close(self) -> None:
        self.closed = True
        cast("Screen[Any]", self).dismiss(None)

    def on_key(self, event: events.Key) -> None:
        """Its close keys close it as it takes them, and a key that reaches it once closed goes
        on to the word line of the screen it was opened over, if that is on top again:
        through the app's bindings a close acted only once back at the app, after the keys
        typed after it had come here and gone nowhere (the rules open, Ctrl+R M: the M was
        lost). Dropped: its own close keys (a double press: Ctrl+R Enter Enter played the word
        never seen under it; Esc Esc cleared it), and any key while a screen pushed over it
        is on top (a seat's choose-a-way list took the Enter meant for the help)."""
        screen = cast("Screen[Any]", self)
        app = screen.app
        if self.closed or not app.screen_stack or app.screen is not screen:
            if not self.closed or self.is_close_key(event.key) or not app.screen_stack or app.screen is not self.opened_over:
                event.stop()
                event.prevent_default()
                return  # under a screen pushed over it, or its own close key pressed twice
            on_to_the_line_of(app.screen, event)
            return
        active = screen.active_bindings.get(event.key)
        if active is not None and active.enabled and active.binding.action == "close":
            event.stop()
            event.prevent_default()
            self.close_by_a_key(event.key)

    def close_by_a_key(self, key: str) -> None:
        """Closed by one of its close keys: the line under it drops that key for a grace (a double press)."""
        if self.opened_over is not None:
            grace_on_the_line_of(self.opened_over, key)
        self.action_close()

    def is_close_key(self, key: str) -> bool:
        """Whether ``key`` is one that closes it (Esc, Enter, its own Ctrl+R or ?)."""
        active = cast("Screen[Any]", self).active_bindings.get(key)
        return active is not None and active.binding.action == "close"

    def typed_ahead(self, event: events.Key | events.Paste) -> None:
        """Taken as the line hands it on, in order: a close there and then, so the letters
        typed after it go on the word again (Ctrl+R O Ctrl+R M: the M was lost)."""
        screen = cast("Screen[Any]", self)
        if not isinstance(event, events.Key):
            return  # a paste binds to nothing here
        if not screen.is_mounted and screen.active_bindings.get(event.key) is None:
            # Its body's keys (End, the arrows) are bound once it is mounted and its body
            # focused: looked up then, so Ctrl+R End in one burst ends at the rules' end.
            screen.call_after_refresh(self._act_on_typed_ahead, event.key)
            return
        self._act_on_typed_ahead(event.key)

    def _act_on_typed_ahead(self, key: str) -> None:
        screen = cast("Screen[Any]", self)
        active = screen.active_bindings.get(key)
        if self.closed or active is None or not active.enabled:
            return
        if active.binding.action == "close":
            self.close_by_a_key(key)
        else:  # F2, the scroll keys: nothing typed after them depends on them
            screen.call_later(screen.app.run_action, active.binding.action, active.node)


class WordEntry(Widget, can_focus=True):
    COMPONENT_CLASSES = {"word-entry--refused"}  # the colour of a word not played (wordcards.tcss)

    value: reactive[str] = reactive("")
    placeholder: reactive[str] = reactive("")
    accepting: reactive[bool] = reactive(True)
    refused: reactive[bool] = reactive(False)  # the word on the line was not played (keep_refused)
    # While not accepting, letters still go on the line, kept for when it is (a remote seat
    # on another seat's turn, or its host away): only Enter waits, saying why (NotNow).
    keeps_letters: reactive[bool] = reactive(False)
    # The word a list or question open now is about, shown on the line until its screen is
    # back on top: the word Enter sent (typing_on), not the empty prompt ("type a word +
    # Enter to play"), or one a remote seat's other screen sent, in place of the word typed
    # here (kept under it: the list is about that word, not this one).
    asked: reactive[str] = reactive("")

    def __init__(
        self,
        submit: Callable[[str], None],
        *,
        edited: Callable[[], None],
        hold: Callable[[events.Key], bool] | None = None,
        turn_key: Callable[[events.Key], bool] | None = None,
        unheard: Callable[[events.Key], None] | None = None,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        # Enter hands the word over at once, not in a message: keys typed straight after it
        # (Ctrl+E, Ctrl+Z, the next word's letters) are in this entry's queue already, and
        # they reached the screen before the word (the turn ended first, letters joined it).
        self.submit = submit
        # Called as a letter or a paste goes on the word, or Esc clears it: a refusal said
        # before is stale then (HIN's "HIN has 3" stayed over HINS), and the screen clears
        # it. Called, not posted: a message reached the screen after an Enter typed straight
        # after it, and cleared that word's refusal (Esc, Q Z X Enter: nothing said).
        self.edited = edited
        # Asked first of each key not handed on to a list (see hand_on): True when the app
        # keeps it for a list still to come (a seat's, from its host). Asked here, as the key
        # is handled, so that it keeps its place before the keys typed after it.
        self.hold = hold
        # Asked of each key but a letter (never a key of the turn), first, as it is handled:
        # True when it acted on it as a key of the turn then and there (a draw). Through the bindings it acted only
        # once back at the app, after the letters and Enter typed next (Ctrl+Y, then LO
        # Enter in one burst: LO was judged before the O taken was in the hand).
        self.turn_key = turn_key
        # Given a key the line does not take and no binding usable now takes (F5, a game key
        # disabled now), as the line handles it, also one typed straight after a close
        # (``TypedAfterClose``): the screen's answer to it ("F5 does nothing here"), in the
        # order typed, before the letters typed after it. It is the screen's whole answer, said
        # or not: the key is stopped after it (bubbled on, the screen was asked twice).
        self.unheard = unheard

    class Refused(Message):
        """Typed or pasted text that did not go into the word (a letter no card carries, a
        letter past the longest word, a paste that is not a word), with why: the screen shows
        it on its message line."""

        def __init__(self, entry: "WordEntry", why: str) -> None:
            self.entry, self.why = entry, why
            super().__init__()

    class TypedAfterClose(Message):
        """A key typed straight after the close of the rules or help over this line, or the
        Esc of a list or question over it, that reached them once closed
        (``OpenedOverTheLine.on_key``, ``AskedOverTheLine.esc_on_key``): the line handles it once, as
        typed here. Not posted as a new key: that went through the app's keys again, and
        Textual gave it to the focused widget twice (Esc Tab: Tab was taken twice)."""

        def __init__(self, key: str, character: str | None) -> None:
            self.key, self.character = key, character
            super().__init__()

    async def on_word_entry_typed_after_close(self, message: TypedAfterClose) -> None:
        message.stop()
        key = events.Key(message.key, message.character)
        active = self.binding_of(key.key)
        text = letter_of(key) or ""
        if key.key not in ("enter", "backspace", "escape") and not (text and text.isprintable()) and active is not None:
            if active.enabled:  # Tab, Ctrl+Z: the screen's or app's binding, run once
                await self.app.run_action(active.binding.action, active.node)
        elif self.screen.focused is self:
            self.on_key(key)  # a key it does not take goes to ``unheard`` from there
            if text.isalpha():  # after a Tab handled just before it, as a letter typed on the table
                self.focus()
        elif not self.take_stray_key(key) and self.unheard is not None:
            self._seen_key = key  # the stray keys had their say: the screen does not hand it back
            self.unheard(key)  # the focus on the table: F5 said nothing (stray keys take letters)

    class NotNow(Message):
        """A letter typed while the entry takes no word and keeps none (a seat's game over), or
        Enter while it takes no word (another seat's turn): the screen may say why. ``kept``:
        the word Enter left on a line that keeps letters (``keeps_letters``), not sent."""

        def __init__(self, entry: "WordEntry", kept: str = "") -> None:
            self.entry, self.kept = entry, kept
            super().__init__()

    _seen_key: object = None  # the last key this entry was given (keys bubble on to the screen)
    # Letters past the longest word left out since the word or the keys last moved on, each
    # one typed: one refusal names and counts them all (LUPXY on a 3-letter line named only the Y).
    _not_added: tuple[str, ...] = ()
    _not_added_said = ""  # the refusal naming them, as the screen shows it
    closed_just_now: OpenedOverTheLine | None = None  # closed by a key handed on (see hand_on)
    closed_by_a_key: ClosedByAKey | None = None  # the rules or help over it, and the grace after

    def forget_closed(self) -> None:
        self.closed_just_now = None

    def on_paste(self, event) -> None:
        event.stop()
        if not self.hand_on(event):
            self.paste(event.text)

    def hand_on(self, event) -> bool:
        """A key or paste that reaches the line while a list or question is open over it
        was typed before it opened (straight after the Enter that opened it, on its way
        here already): it goes to the list, as if typed a moment later (a digit picks a
        way, a letter closes it and goes on with the word, Esc puts the word back; a
        letter went on the line under the list, and Esc then put nothing back). Not Enter:
        a second Enter (a double press) must not answer what was never seen, the first way
        or "yes" to a discard; it is dropped, as before. True when it was handed on."""
        stack = self.app.screen_stack  # empty as a seat closes
        closed = self.closed_just_now
        grace = self.closed_by_a_key
        pressed_twice = isinstance(event, events.Key) and (
            (closed is not None and closed.is_close_key(event.key)) or (grace is not None and grace.drops(event.key))
        )
        if pressed_twice:
            event.stop()  # pressed twice: closes the rules, never plays or clears the word unseen
            event.prevent_default()
            return True
        self.closed_by_a_key = None  # any other key ends the double press: JUST Enter plays
        if not (stack and isinstance(stack[-1], (AskedOverTheLine, OpenedOverTheLine))):
            return False  # the line's own screen, or a hand-off (keys typed before it never show the next hand)
        if isinstance(stack[-1], AskedOverTheLine) and isinstance(event, events.Key) and event.key == "enter":
            return False  # a double press: dropped, never an answer to a list unseen
        event.stop()
        event.prevent_default()
        if isinstance(stack[-1], OpenedOverTheLine):
            stack[-1].typed_ahead(event)  # the rules' Enter only closes them, as it would typed there
            if stack[-1].closed:
                self.closed_just_now = stack[-1]
                self.call_later(self.forget_closed)  # after the keys on their way here already
            return True
        again = events.Paste(event.text) if isinstance(event, events.Paste) else events.Key(event.key, event.character)
        stack[-1].post_message(AskedOverTheLine.TypedAhead(again))  # ahead of the keys typed after it
        return True

    def paste(self, text: str) -> None:
        """A pasted word goes on the end of the word as typing it would: its letters A to Z,
        the rest left out with the same note (ZONE! gives ZONE); other text (several words
        or lines, no letter, more letters than a word holds) is refused whole, never typed
        in part (``paste_refusal``)."""
        text = pasted_text(text)
        if not text:
            return
        if not (self.accepting or self.keeps_letters):
            # As a typed letter does: the screen says why (another player's turn), not silence.
            self.post_message(self.NotNow(self))
            return
        typed = self.value
        why = paste_refusal(text, self.max_length - len(typed), self.max_length, self.max_length_why)
        if why is not None:
            self.post_message(self.Refused(self, why))
            return
        self.value = typed + pasted_letters(text)
        self.edited()
        left_out = paste_left_out(text)
        if left_out is not None:  # after edited(), which clears a refusal said before, as a key typed does
            self.post_message(self.Refused(self, left_out))

    def take_stray_key(self, event) -> bool:
        """A key pressed while the focus is elsewhere on the screen (Tab put it on the table, a
        click beside the panels took it): a letter goes on the word and the focus comes back,
        so it is never lost; Enter, Backspace and Esc act on a word on the line. Decided by
        the key, not by where the focus is now: a word and its Enter typed in one burst reach
        the table before the focus is back, and arrive here after it (the Enter and the
        letters after the first were lost). True when it was taken (the event is stopped then)."""
        if event is self._seen_key:  # it came from here: the word had its say
            return False
        if self.hand_on(event):
            return True
        if self.acted_on_as_a_turn_key(event):
            return True
        if event.key in ("enter", "backspace", "escape") and self.value:
            self.on_key(event)
        elif not self.type_letter(letter_of(event)):
            return False
        self.focus()
        event.stop()
        return True

    def take_stray_paste(self, event) -> bool:
        """Text pasted while the focus is elsewhere on the screen goes to the word too, and the
        focus comes back: Enter then sends the word (it acted on the table, or on nothing)."""
        if self.screen.focused is self:
            return False
        if self.hand_on(event):
            return True
        self.paste(event.text)
        self.focus()
        event.stop()
        return True

    def on_key(self, event) -> None:
        self._seen_key = event
        if not (letter_of(event) or "").isalpha():  # another key: the letters left out are old news
            self.forget_not_added()
        if self.hand_on(event):
            return
        if self.hold is not None and self.hold(event):
            event.stop()
            event.prevent_default()
            return
        if self.acted_on_as_a_turn_key(event):
            return
        # A word left on a line that keeps no letters now (a seat's game over) can still be
        # shortened or cleared: it is the player's, and nothing is sent.
        editing = event.key in ("backspace", "escape") and bool(self.value)
        if not self.accepting and not editing and (event.key == "enter" or not self.keeps_letters):
            # Enter too: a word typed before the seat went offline, sent into silence, left
            # the player wondering whether it was played. Not stopped: Enter between hands deals.
            if (letter_of(event) or "").isalpha() or event.key == "enter":
                self.post_message(self.NotNow(self, self.value.strip() if self.keeps_letters else ""))
            return
        char = letter_of(event)
        if self.type_letter(char):
            event.stop()
            event.prevent_default()
        elif char and char.isalpha():
            self.post_message(self.Refused(self, stray_letter_note(char)))
            event.stop()
        elif event.key == "backspace" and self.value:
            self.value = self.value[:-1]
            event.stop()
        elif event.key == "enter":
            event.stop()
            self.submit(self.value)
        elif event.key == "escape" and self.value:
            self.value = ""
            self.edited()
            event.stop()
        elif self.is_attached and self.app.screen_stack:  # else a key still queued as the seat closed: no bindings to ask
            self._not_typed_on(event, char, self.binding_of(event.key))

    def _not_typed_on(self, event: events.Key, char: str | None, active: ActiveBinding | None) -> None:
        """A key the line does not take, ``active`` the binding that takes it (usable or not)."""
        if char and char.isprintable() and active is None:
            # A binding of the screen or the app takes ? (Help): a key that does something is not one left out.
            self.post_message(self.Refused(self, left_out_note(char)))
            event.stop()
        elif self.unheard is not None and not (active and active.enabled):
            # No binding usable now takes it: the screen answers it here, in the order typed.
            # Bubbled on to the screen, its answer came after the letters typed next (F5 S in
            # one read: "F5 does nothing" stayed up after the S).
            self.unheard(event)
            event.stop()
            event.prevent_default()

    def binding_of(self, key: str) -> ActiveBinding | None:
        """The binding of the screen or the app that takes ``key``, usable now or not."""
        return self.screen.active_bindings.get(key)

    def acted_on_as_a_turn_key(self, event) -> bool:
        """``event`` is a key of the turn that acts as the line handles it (``turn_key``), in
        the order typed: the letters after it come after it. True when it acted (stopped).
        A letter is never one: not asked, so typing a word does not walk the turn's keys."""
        if self.turn_key is None or (letter_of(event) or "").isalpha() or not self.turn_key(event):
            return False
        event.stop()
        event.prevent_default()
        return True

    # The longest word the line takes, and what sets it (", ..." said in its refusal): Shuffle's
    # MAX_WORD, rummy's the cards a player can hold (``limit``). A longer word could never be played.
    max_length = MAX_WORD
    max_length_why = ""

    def limit(self, longest: int, why: str = "") -> None:
        """Take words of at most ``longest`` letters from now on; ``why`` (", ...") says what
        sets it. A longer word on the line is kept: Backspace shortens it, Enter has it refused."""
        self.max_length, self.max_length_why = longest, why

    def type_letter(self, char: str | None) -> bool:
        """Add a typed letter to the word (past ``max_length`` it is dropped); False when ``char``
        is not a letter A-Z, or the entry neither takes words now nor keeps letters for later."""
        if not ((self.accepting or self.keeps_letters) and char and a_to_z(char)):
            return False
        typed = self.value
        if len(typed) < self.max_length:
            self.value = typed + char.upper()
            self.edited()
        else:
            self._not_added = (*self._not_added, char.upper())
            refusal = f"{too_long(self.max_length, self.max_length_why)}: {not_added(self._not_added)}"
            self._not_added_said = refusal
            self.post_message(self.Refused(self, refusal))
        return True

    def typing_on(self, word: str) -> LettersOn:
        """Where letters typed over a list or a question go: the first one closes it and
        puts ``word`` back on the line, the others follow it, each as typed here (see
        choice.TypingOn). Both apps ask through it: a seat that had its own lost the letter
        typed as the list closed (IDEALITY, its list, then S T U V typed fast gave IDEALITYSUV)."""
        started = False
        self.asked = "" if self.value else word  # a word being typed stays in sight (a pass asked over it)

        def typed(letter: str) -> None:
            nonlocal started
            if not started:
                started = True
                self.asked = ""  # the line's own word again, as it goes on
                self.value = word[: self.max_length]
            self.type_letter(letter)

        return LettersOn(typed, self.max_length, self.max_length_why)

    @property
    def word_at_stake(self) -> str:
        """The word a turn's end would drop unseen, which its question names: one being typed,
        not one Enter sent and the game refused (the line and the message said so: asked
        again, it only nags)."""
        return "" if self.refused else self.value.strip()

    def keep_refused(self, word: str) -> None:
        """``word`` was not played: back on the line, marked, for a letter to go on with or
        Backspace to edit, Enter to try again, Esc to clear (it was cleared: a long word
        with one typo was typed again)."""
        self.value = word[: self.max_length]
        self.refused = bool(self.value)

    def on_mount(self) -> None:
        # At once: a letter typed over a question is refused before the question closes, and
        # the line's screen back on top must not find that refusal old news.
        self.app.screen_change_signal.subscribe(self, self._screen_changed, immediate=True)

    def _screen_changed(self, top: Screen[object]) -> None:
        if top is not self.screen:
            self.forget_not_added()
        else:
            self.asked = ""  # the list or question closed: the word is back on the line, or played

    def on_blur(self) -> None:
        # A click or Tab elsewhere between: the letters left out before are old news.
        self.forget_not_added()

    class NotAddedStale(Message):
        """The letters left out start afresh: ``said``, the refusal that named them, is old
        news, and the screen takes it off its message line if it still shows it."""

        def __init__(self, entry: "WordEntry", said: str) -> None:
            self.entry, self.said = entry, said
            super().__init__()

    def forget_not_added(self) -> None:
        """The player did something else: the letters left out start afresh, and their note
        goes. Called as a screen comes over the line's (a question, by a key such as Ctrl+C,
        which acts before the line sees it), the focus goes elsewhere, another key comes, the
        word changes, or the mouse is pressed anywhere on the line's screen (its host calls it:
        a click on the hand takes no focus, and the note stayed)."""
        if self._not_added_said:
            self.post_message(self.NotAddedStale(self, self._not_added_said))
        self._not_added, self._not_added_said = (), ""

    def watch_value(self) -> None:
        # Any change to the word (Backspace, a letter, a word put back) makes it one being typed.
        self.refused = False
        self.forget_not_added()

    def clear(self) -> None:
        self.value = ""
        self.refused = False

    def render(self) -> Text:
        text = Text("› ", style="bold")
        if self.asked:
            text.append(self.asked[: self.max_length], style="bold")
        elif self.value:
            style = self.get_component_rich_style("word-entry--refused") if self.refused else "bold"
            text.append(self.value, style=style)
            if self.has_focus:
                text.append("▏", style="blink")
            if self.refused:
                room = self.content_size.width - text.cell_len
                note = next((note for note in REFUSED_NOTES if len(note) <= room), "")
                text.append(note, style="dim italic")
        elif self.accepting:
            text.append(self.placeholder, style="dim italic")
        return text
