"""Panels both games use: the game log, the one-line message under the entry, a hand's cards."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from wordcards.app.answer_words import HINT_MARK, STALE_ONCE_ASKED
from wordcards.app.unknown_keys import does_nothing
from wordcards.app.widgets.common.flow import said_plainly
from wordcards.app.widgets.common.joker_marks import as_marked, lines_marked

LOG_KEEP = 300  # lines kept on screen; the whole log is in the save
NEW_LINES_BELOW = "↓ new lines"  # the log's subtitle while its reader is scrolled back


class GameLog(VerticalScroll, can_focus=False):
    """The narration of every action, newest at the bottom."""

    def compose(self):
        yield Static(classes="log-text")

    # Follow new lines while the reader is at the bottom, as a chat log does: one who
    # scrolled back (Home, PgUp, the wheel) keeps their place while they read, until they
    # scroll to the end, leave it (reader_left) or their own turn comes back (turn_came_back).
    following = True
    news_below = False  # lines came while the reader was scrolled back: the subtitle says so
    _shown = Text()

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if new_value >= self.max_scroll_y:  # at the bottom (also when a wider log is clamped there)
            self.following = True
            self.mark_news(False)
        elif new_value < old_value:
            self.following = False  # only the reader scrolls up: following scrolls down

    def show(self, lines: Sequence[str]) -> None:
        """``lines``: the log as shown, each line's jokers marked (joker_marks.py)."""
        # No ruling ids for players: "(S15)" read as noise (docs/decisions/app.md).
        shown = lines_marked([said_plainly(line) for line in lines[-LOG_KEEP:]])
        grew, self._shown = shown != self._shown, shown
        self.query_one(".log-text", Static).update(shown)
        if self.reader_left():
            self.following = True  # their turn came back with the computers' plays below the view
        if self.following:
            self.scroll_end(animate=False, immediate=True)
            # Long lines wrap: the new height is known only after the next layout.
            self.call_after_refresh(self.follow)
        elif grew:
            self.mark_news(True)

    def reader_left(self) -> bool:
        """Whether no one reads the lines scrolled back any more, so new lines show again.
        Never known of a log that takes no focus (a remote seat's: the wheel scrolls it)."""
        return False

    def turn_came_back(self) -> None:
        """The player's own turn is back: the newest lines show (the computers' plays), however
        far back they had scrolled."""
        self.following = True
        self.mark_news(False)
        self.scroll_end(animate=False, immediate=True)
        self.call_after_refresh(self.follow)

    def on_resize(self) -> None:
        # A narrower log wraps more lines: keep the newest in view (if they were).
        self.call_after_refresh(self.follow)

    def watch_virtual_size(self) -> None:
        # Its lines laid out anew: the end show() scrolled to was worked out on the old
        # height when another screen covered the log (a new hand dealt as its scores close).
        self.call_after_refresh(self.follow)

    def follow(self) -> None:
        if self.following:
            self.scroll_end(animate=False)

    def mark_news(self, news: bool) -> None:
        if news != self.news_below:
            self.news_below = news
            self.border_subtitle = self.subtitle(self.has_focus)

    def subtitle(self, focused: bool) -> str:
        return NEW_LINES_BELOW if self.news_below else ""


class TurnLog(GameLog, can_focus=True):
    """The log at the shared keyboard: Tab reaches it (after the table), so the player can
    scroll back to what happened before the lines in view, e.g. the first of three computer
    turns. A remote seat's log keeps off the focus (a click must leave it on the word).
    The reader's place is kept while they read: scrolled back with the focus, until they
    leave it (a letter, Tab, any play takes the focus back to the word); scrolled back with
    the wheel (the focus left on the word), until they scroll to its end or their turn
    comes back (it snapped to the end at the next line, as if no one read it)."""

    left_while_reading = False  # the focus left the log while it was scrolled back

    def reader_left(self) -> bool:
        return self.left_while_reading

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if new_value < old_value:  # scrolled back again (the wheel after Tab): read again
            self.left_while_reading = False

    def subtitle(self, focused: bool) -> str:
        """With the focus, how to scroll it and where Tab goes next (short: the log is 30
        columns wide at 80); "↓ new lines" while some came below the view."""
        if not focused:
            return super().subtitle(focused)
        return f"{NEW_LINES_BELOW if self.news_below else '↑↓ PgUp PgDn'} · Tab: word"

    # Called before Textual's own handlers set has_focus: the focus is told, not read.
    def on_focus(self) -> None:
        self.left_while_reading = False
        self.border_subtitle = self.subtitle(focused=True)

    def on_blur(self) -> None:
        self.left_while_reading = not self.following
        self.border_subtitle = self.subtitle(focused=False)


@dataclass(frozen=True)
class LineMessage:
    """What the message line says: its text as shown, how it is worded again for the word
    line (``by_line``: a hint's "Esc, then" goes as Esc empties the line) and restyled
    (``restyled``: F2, the theme's card colours), and its room: the most lines it has taken
    as it was worded again (at 80 columns a hint's "Esc, then type X, then Enter" took 3 and
    "press Enter" 2: the hand and the table above jumped at every key). The line holds the
    one it says, and the one a note said over (``MessageLine.say_over``)."""

    text: Text
    by_line: "Callable[[str], str | Text] | None" = None
    restyled: "Callable[[Text], Text] | None" = None
    room: int = 1

    def for_line(self, line: str) -> Text | None:
        """Its text worded for ``line``, restyled as it was; None when not worded by the line."""
        if self.by_line is None:
            return None
        text = as_marked(self.by_line(line))
        return text if self.restyled is None else self.restyled(text)

    def restyled_by(self, change: Callable[[Text], Text]) -> "LineMessage":
        return replace(self, text=change(self.text), restyled=change)


class MessageLine(Static):
    """A refusal (why a word was not played) or a short note; cleared when the turn passes."""

    refusal = False  # what it says now is a refusal (its class -refusal styles it so)
    _measured_width = 0  # the width its message's room was measured at
    _message = LineMessage(Text())  # what it says now

    # A note said over the message (``say_over``): the message under it, as it was shown; back
    # when the note goes (``clear_refusal``).
    _under: "LineMessage | None" = None
    _line = ""  # the word line as last told (line_changed), to word a message that comes back

    @property
    def line_message(self) -> LineMessage:
        """What it says now, with how it is worded again."""
        return self._message

    def say(self, text: "str | Text", refusal: bool = False, by_line: "Callable[[str], str | Text] | None" = None) -> None:
        """``by_line``: ``text`` for any word line (``text`` is its wording for the line now)."""
        self._under = None
        self.refusal = refusal
        self.set_class(refusal, "-refusal")
        self._message = LineMessage(as_marked(text), by_line)
        self._shown(self._message.text)

    def _shown(self, text: Text) -> None:
        """``text`` shown as the message's, worded by the line: in the most lines it has taken since said."""
        message = replace(self._message, text=text)
        if message.by_line is not None and self.size.width:
            self._measured_width = self.size.width
            message = replace(message, room=max(message.room, len(text.wrap(self.app.console, self.size.width))))
        self._message = message
        self.set_class(message.room >= 2, "-room-2")
        self.set_class(message.room >= 3, "-room-3")
        self.update(text)

    def on_resize(self) -> None:
        """Another width wraps the message anew: its room is measured again (not when only
        its height changed: that is its own growth, which may come after a shorter wording)."""
        if self.size.width == self._measured_width:
            return
        self._message = replace(self._message, room=1)
        if isinstance(self.content, Text):
            self._shown(self._message.text)

    def clear(self) -> None:
        self.say("")

    def restyle(self, change: Callable[[Text], Text]) -> None:
        """The message said again, changed (rummy: its cards in the colours of the theme now)."""
        if isinstance(self.content, Text):
            self._message = self._message.restyled_by(change)  # a wording by the line after it is restyled too
            if self._under is not None:  # the message under a note too: it comes back in these colours
                self._under = self._under.restyled_by(change)
            self.set_class(self.refusal, "-refusal")
            self.update(self._message.text)

    def say_over(self, note: str, stale: bool = False) -> None:
        """``note`` (a refusal: a key that did nothing) in place of the message, which comes
        back when the note goes (a letter typed, Esc): a hint or a tip read before a stray
        key is not lost to it. A refusal under it does not come back: it is stale by then,
        nor a message the caller calls ``stale`` (what a closed question said). The line
        keeps its room over a message that comes back: the table above does not jump."""
        under = self._under  # a second stray key: the message under the first note
        if under is None and not (stale or self.refusal) and self._message.text.plain:
            under = self._message
        self.say(note, refusal=True)
        if under is not None:
            self._under, self._message = under, replace(self._message, room=under.room)
            self._shown(self._message.text)

    def say_what_a_list_is_for(self, asking: str, hint_listed: bool) -> None:
        """A list of ways opened over the line: it says ``asking`` (what the list is for), not
        the news before it; a hint stays when its play is one of the list's (``hint_listed``:
        it marks its way). A hint of another word, or of none found, gives way."""
        if asking and not (hint_listed and self.says_a_hint()):
            self.say(asking)

    def says_a_hint(self) -> bool:
        """It says a hint (read while a list is answered: it marks its way)."""
        return self._message.text.plain.startswith(HINT_MARK)

    def say_key_does_nothing(self, key: str) -> None:
        """``key`` does nothing here: said over the message (silence left it on the line, read
        as this key's answer); a hint or a tip comes back once the note goes (a letter typed),
        not what a closed question said ("Nothing played." came back as if it answered an Esc)."""
        self.say_over(does_nothing(key), stale=self._message.text.plain in STALE_ONCE_ASKED)

    def line_changed(self, line: str) -> None:
        """The word line is ``line`` now: a message worded by it is worded for it (Esc
        emptied it: a hint's "Esc, then" goes)."""
        self._line = line
        text = self._message.for_line(line)
        if text is not None and text != self._message.text:
            self._shown(text)

    def unsay(self, said: str) -> None:
        """Clear the line if it still says ``said``; anything said since stays."""
        if isinstance(self.content, Text) and self.content.plain == said:
            self.clear()

    def clear_refusal(self) -> None:
        """A refusal of an earlier word is stale (a question is coming, a letter went on the
        word); a note stays. The message a note said over came back (``say_over``)."""
        if self.refusal:
            under = self._under
            self.clear()
            if under is not None:
                self.say(under.text, by_line=under.by_line)
                self._message = replace(under, room=max(self._message.room, under.room))
                self._shown(under.text)  # in its room (its classes) as before the note
                self.line_changed(self._line)




def player_name(name: str, bold: bool = False) -> Text:
    """A name in a players panel: on one line, cut with "…" when the panel is too narrow
    (a long or wide name, a junior mark), so the numbers beside it keep their room."""
    return Text(name, style="bold" if bold else "", no_wrap=True, overflow="ellipsis")


def seat_name(seat, current: bool, you: bool = False) -> Text | MarkedName:
    """A seat's name in a players panel: ▸ and bold for the one whose turn it is, " jr" after
    a junior's; ``you``: a remote seat's own player, " (you)" after it (its top line says
    "Your turn", not whose seat it is). Where the panel is too narrow the name is cut, never
    its marks (the mark was cut with the name on the rows not a seat's own)."""
    name = player_name(f"{'▸' if current else ' '}{seat.name}", bold=current)
    marks = Text(" jr" if seat.junior else "", style="dim") + Text(" (you)" if you else "", style="dim")
    return MarkedName(name, marks) if marks.plain else name


class MarkedName:
    """A name in a players panel with a mark after it that is never cut: where the panel is
    too narrow the name is cut with "…" before the mark ("▸Maximi… (you)", "▸Max… jr (you)")."""

    def __init__(self, name: Text, mark: Text) -> None:
        self.name, self.mark = name, mark

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        whole = self.name.cell_len + self.mark.cell_len
        return Measurement(min(whole, self.mark.cell_len + 3), whole)  # at least "▸A…" before the mark

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        name = self.name.copy()
        name.truncate(max(1, options.max_width - self.mark.cell_len), overflow="ellipsis")
        yield name.append_text(self.mark)


class CardRows:
    """A hand: cards over their values, wrapped a whole card at a time at the width there
    is. A family's hand of 12 cards, or a Shuffle hand grown by passes (S3), wraps each
    letter with its value instead of letting the two lines wrap apart."""

    LEAD = 4  # the width of "Hand" and of the space under it

    def __init__(self, cells: list[tuple[Text, Text]], note: Text | None = None) -> None:
        self.cells, self.note = cells, note  # (card face, value), as wide as each other

    def __rich_console__(self, console, options):
        width = max((face.cell_len for face, _ in self.cells), default=1)
        per_row = max(1, (options.max_width - self.LEAD) // width)
        rows = [self.cells[start : start + per_row] for start in range(0, len(self.cells), per_row)] or [[]]
        for number, row in enumerate(rows):
            letters = Text("Hand" if number == 0 else " " * self.LEAD, style="bold")
            values = Text(" " * self.LEAD)
            for face, value in row:
                letters.append_text(face)
                values.append_text(value)
            note_fits = self.note is not None and letters.cell_len + self.note.cell_len <= options.max_width
            if number == len(rows) - 1 and note_fits:
                letters.append_text(self.note)
            yield letters
            yield values
            if number == len(rows) - 1 and self.note is not None and not note_fits:
                yield self.note
