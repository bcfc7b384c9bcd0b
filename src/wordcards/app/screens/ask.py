"""A small question with one key per answer (quit? replace the unfinished game?). Each
answer is a line with its key, and a click on the line answers as the key does: the
question has no footer of its own (the one under it shows only "^c Quit", which a click
does not reach), and a player who had clicked "^c Quit" had no way back by mouse."""

from __future__ import annotations

from dataclasses import dataclass

from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Static

from wordcards.app.command import command, command_width, on_its_own_line
from wordcards.app.screens.footer_keys import FooterPresses, either_case
from wordcards.app.screens.keys_read_first import ReadsKeysFirst
from wordcards.app.screens.toasts_cleared import ToastsCleared
from wordcards.app.screens.typed_ahead import KeysTypedBeforeItDropped
from wordcards.app.widgets.common.path_folds import PathsFolded
from wordcards.app.widgets.common.sizes import DIALOG_CHROME, DIALOG_TEXT_WIDTH, WIDE_DIALOG_WIDTH


@dataclass(frozen=True)
class Answer:
    key: str  # a Textual key name, e.g. "y", "enter", "escape"
    label: str  # what the key does, shown beside it
    result: str  # what the screen is dismissed with
    shown_key: str = ""  # how the key is written on screen (defaults to key)


class AnswerLine(Static):
    """One answer of a question: its key, drawn as a key cap, and what it does. Clicked (the
    left button, as a footer key is pressed), it answers as its key does (``Chosen``, with
    the answer's result, to the question)."""

    class Chosen(Message):
        def __init__(self, result: str) -> None:
            self.result = result
            super().__init__()

    def __init__(self, key_cap: str, label: str, result: str) -> None:
        super().__init__(answer_line(key_cap, label), classes="dialog-answer")
        self.result = result

    def on_click(self, event: events.Click) -> None:
        event.stop()
        if event.button == FooterPresses.LEFT:
            self.post_message(self.Chosen(self.result))


class QuestionText(VerticalScroll, can_focus=False):
    """A question's title and body (.dialog-text): at 40x12 the quit question's text pushed
    its answers out of its box, with no way to see which key answers or to click one. The
    text gives way and scrolls; the answers (``QuestionAnswers``) keep their rows. Unfocused,
    it leaves every key to the question, which hands it the scrolling keys (``scrolled_by``):
    by the mouse wheel alone, the quit question's last line went unread at 40x12."""

    SAYS_IT_SCROLLS = "↑↓ PgUp PgDn: more"  # on the box's bottom border: no row taken from the answers

    def __init__(self, *children) -> None:
        super().__init__(*children, classes="dialog-text")

    def scrolled_by(self, key: str) -> bool:
        """Scroll for ``key`` (↑↓, PgUp/PgDn, Home/End) while the text is more than fits;
        False for any other key, or when all of it is in sight."""
        scroll = {
            "up": self.scroll_up,
            "down": self.scroll_down,
            "pageup": self.scroll_page_up,
            "pagedown": self.scroll_page_down,
            "home": self.scroll_home,
            "end": self.scroll_end,
        }.get(key)
        if scroll is None or self.max_scroll_y == 0:
            return False
        scroll(animate=False)
        return True

    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        # More (or no more) than fits: the box says so, as a scrolled body's footer does.
        if isinstance(self.parent, Widget):
            self.parent.border_subtitle = self.SAYS_IT_SCROLLS if shown else ""


class QuestionAnswers(Vertical):
    """A question's answers (and what it says of them), docked at the foot of its box
    (.dialog-answers, wordcards.tcss)."""

    def __init__(self, *children) -> None:
        super().__init__(*children, classes="dialog-answers")


def answer_line(key_cap: str, label: str) -> Table:
    """The key cap, then what it does in a column of its own: a label that wraps goes on
    under its own text, the key's column kept clear (play-test h46 at 80x24: "Start a new
    game of Word Rummy: Family" wrapped "Rummy" under the key)."""
    grid = Table.grid(padding=(0, 2))  # 2 columns between the key and its text, as before
    grid.add_column(no_wrap=True)
    grid.add_column()
    grid.add_row(Text(key_cap, style="bold reverse"), Text(label))
    return grid


class AskScreen(ToastsCleared, ReadsKeysFirst, ModalScreen[str]):
    """Dismissed with the ``result`` of the answer whose key was pressed, as the app reads
    the key (``key_read``): the keys typed right behind it go to the screen the answer
    brings, not to the question still handling it ("n", Start a new game, and a name
    typed at once: the name goes to the setup screen)."""

    def __init__(
        self, title: str, body: str, answers: list[Answer], *, kind: str = "ask", wide: bool = False, capitals_answer: bool = True
    ) -> None:
        super().__init__(name=kind)
        self.title_text, self.body, self.answers = title, body, answers
        self.wide = wide  # the wide box: a line of the body that must not wrap (a command)
        # Capitals too (Caps Lock on), unless a name may be typed onto it (the unfinished game's).
        keys = [either_case(answer.key) if capitals_answer else answer.key for answer in answers]
        self._by_key = {key: answer.result for answer, typed in zip(answers, keys) for key in typed.split(",")}

    def compose(self) -> ComposeResult:
        box = Vertical(classes="dialog wide" if self.wide else "dialog")
        if self.wide:  # wider still for a longer command, as far as the terminal goes (max-width)
            box.styles.width = max(WIDE_DIALOG_WIDTH, command_width(self.body) + DIALOG_CHROME)
        with box:
            # Plain text, never markup: the body may hold names and paths read from a save.
            yield QuestionText(
                # A long path (a save's, a word list's) breaks after a '/', not mid-name.
                Static(Text(self.title_text), classes="dialog-title"), Static(PathsFolded(Text(self.body)), classes="dialog-body")
            )
            yield QuestionAnswers(
                *(AnswerLine(f"  {answer.shown_key or answer.key:>6}  ", answer.label, answer.result) for answer in self.answers)
            )

    def key_read(self, key: events.Key) -> bool:
        result = self._by_key.get(key.key)
        if result is None or not self.is_active:
            return False
        self.answer(result)
        return True

    def on_key(self, event) -> None:
        # A question that answers only past its grace (QuitScreen) answers here.
        result = self._by_key.get(event.key)
        if result is not None and self.is_active:
            event.stop()
            event.prevent_default()
            self.answer(result)
        elif self.query_one(QuestionText).scrolled_by(event.key):
            event.stop()

    def on_answer_line_chosen(self, event: AnswerLine.Chosen) -> None:
        self.answer(event.result)

    def answer(self, result: str) -> None:
        if self.is_active:  # answered once: a key or a click behind it finds it closing
            self.dismiss(result)


class QuitScreen(KeysTypedBeforeItDropped, AskScreen):
    """The quit question. A key typed before it was drawn, or in the grace after, answers
    nothing (KeysTypedBeforeItDropped, as over a hand-off): Ctrl+C, then a word and Enter
    typed on at once, must not quit the game under the player's fingers. It drops them as
    the app reads them (``key_read``), so Ctrl+C and Ctrl+Q too, the app's priority keys.
    Its answer lines show once the grace is over, when a key answers (the class
    ``grace-over``, wordcards.tcss: a player, or a test through a terminal, sees when to
    press one).

    In a short terminal (under ``ROOMY_LINES``) its box drops its blank rows (the class
    ``-short``, wordcards.tcss): at 40x12 the resume command it tells the player scrolled out
    of sight below the sentence, and the command is what the player must read (play-test h50)."""

    ROOMY_LINES = 16  # terminal lines from which the box keeps its padding and blank rows
    VERTICAL_BREAKPOINTS = [(0, "-short"), (ROOMY_LINES, "-roomy")]

    def __init__(self, *args, again_quits: bool = True, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.again_quits = again_quits  # a second Ctrl+C / Ctrl+Q quits (not when it loses moves)

    def key_read(self, key: events.Key) -> bool:
        # Every key is held by the grace as the app reads it, by the time it was typed:
        # Ctrl+C and Ctrl+Q (the app's priority keys) never reach on_key, and one queued
        # behind slow work past the grace was taken for a new one. Past it, a key answers
        # once it reaches the question (on_key), or asks again (quit_key_again).
        return self.drops(key)

    def quit_key_again(self) -> None:
        """Ctrl+C or Ctrl+Q pressed once the question's grace is over (the app's priority
        keys, which never reach ``on_key``; ``key_read`` dropped one typed before): it quits as y
        does, unless quitting loses the moves a failed save left (only y quits then)."""
        if self.again_quits:
            self.answer("quit")
        else:  # the footer shows the key: say why it does nothing here
            self.notify("Only y quits now: the moves not saved would be lost.")


def quit_screen(saved: bool, problem: str | None = None) -> AskScreen:
    """``problem``: the last save failed (never say "saved" then: the disk is behind the game).
    Quitting then loses moves, so only y quits: Enter keeps playing."""
    if problem:
        body = f"{problem}\nIf you quit now, the moves not saved are lost."  # the problem says what resume finds
        # The lines after the sentence are a command (on_its_own_line): the wide box keeps it whole.
        wide = command_width(problem) > DIALOG_TEXT_WIDTH
        return _quit_question(body, "Quit anyway", "Keep playing", wide=wide, enter_quits=False)
    if saved:
        # The command on a line of its own, as the line printed on quitting has it: inside
        # the sentence, 80 columns broke it between the path and "resume".
        body = on_its_own_line("The game is saved. To carry on later, type", command("resume"))
        return _quit_question(body, "Quit", "Keep playing", wide=command_width(body) > DIALOG_TEXT_WIDTH)
    return _quit_question("Nothing is lost: there is no unfinished game.", "Quit", "Keep playing")


# What n and Esc go back to, by the name of the screen under the question: over the review
# they said "Back to the scores" and left the review on top; over a list (a colour to pick)
# too. Any other (the finished turn, before its scores show) is the game.
BACK_TO = {
    "score": "the scores",
    "review": "the review",
    "whole-log": "the log",
    "help": "the help",
    "rules": "the rules",
    "choice": "the list",
    "confirm": "the question",
}


def evening_quit_screen(games: int, under: str | None = "score") -> AskScreen:
    """Quit after the last game of an evening of more than one: the game is over and
    saved, but tonight's scoreboard is not kept (the next ``play`` starts a new one).
    ``under``: the name of the screen it is asked over, where staying goes back to."""
    body = f"Tonight's scoreboard ({games} games) is not kept: the next game starts a new evening."
    return _quit_question(body, "Quit", f"Back to {BACK_TO.get(under or '', 'the game')}")


def setup_quit_screen() -> AskScreen:
    """Quit from the setup screen once names are typed or marks changed: nothing is saved
    before the game starts, so they would be typed again."""
    body = "The players named and marked here are not kept: a new game asks for them again."
    return _quit_question(body, "Quit", "Back to the seats")


def _quit_question(body: str, quit_label: str, stay_label: str, wide: bool = False, enter_quits: bool = True) -> AskScreen:
    """The one quit question: its title and keys are the same wherever Ctrl+Q is pressed.
    Enter quits, as Enter confirms the pass or discard asked for (ConfirmScreen) and a
    second Ctrl+Q quits: a player pressed it and nothing happened (docs/decisions/app.md).
    Not when quitting loses moves (``enter_quits`` False): Enter keeps playing then."""
    enter = Answer("enter", quit_label, "quit", "Enter") if enter_quits else Answer("enter", stay_label, "stay", "Enter")
    answers = [Answer("y", quit_label, "quit"), Answer("n", stay_label, "stay"), Answer("escape", stay_label, "stay", "Esc")]
    answers.insert(1 if enter_quits else 3, enter)  # Enter beside the answer it gives
    return QuitScreen("Quit wordcards?", body, answers, kind="quit", wide=wide, again_quits=enter_quits)
