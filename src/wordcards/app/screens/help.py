"""The keys, one key away from anywhere (? or F1)."""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from wordcards import games
from wordcards.app.widgets.common.entry import OpenedOverTheLine
from wordcards.app.screens.footer_keys import COLOURS_KEY, FittedFooter, either_case
from wordcards.app.widgets.common.scrolled import ScrolledBody

COMMON = [
    ("letters", "type a word (see below for what a word can do)"),
    ("Backspace", "delete the last letter"),
    ("Esc", "clear the word / close a window"),
    ("Enter", "play the typed word"),
    ("Ctrl+Z", "undo the last play of this turn"),
    ("Ctrl+G", "a hint: the best play found for you (the log notes it)"),
    ("w", "on the score screen: what could I have played? (each turn beside the best play found)"),
    ("l", "on the final score screen: the whole log of the game (Esc goes back)"),
    ("g", "on the final score screen: another game or scoring, the same players (tonight's scoreboard goes on)"),
    ("q", "on the score screen: quit (as Ctrl+C)"),
    ("? or F1", "this help (F1 while a name is typed on the setup screen)"),
    ("Ctrl+R", "the rules as played here"),
    ("F2", "light or dark colours"),
    ("Ctrl+C, Ctrl+Q", "quit (the game is saved; {resume} carries on)"),
]
TYPING_KEYS = ("letters", "Backspace", "Esc", "Enter", "Ctrl+Z", "Ctrl+G")  # the turn's own, first
# A remote seat (wordcards join) has the shared keyboard's keys where it has them, in the
# same words, and its own where it differs: no Tab (its log does not scroll), Ctrl+S for
# the breakdown, Ctrl+C leaves the seat rather than quitting the game.
_COMMON_BY_KEY = dict(COMMON)
SEAT = [
    *[(key, _COMMON_BY_KEY[key]) for key in TYPING_KEYS],
    ("? or F1", "this help"),
    *[(key, _COMMON_BY_KEY[key]) for key in ("Ctrl+R", "F2")],
    ("Ctrl+S", "the score breakdown, once the game (or a hand) is over; Esc goes back to the table"),
    ("w", "on the score screen: what could I have played? (your turns so far beside the best play found)"),
    ("l", _COMMON_BY_KEY["l"]),
    ("n", "on the final score screen: play again, same players and links (n again takes it back); it starts once everyone has asked"),
    ("Ctrl+C, Ctrl+Q", "leave your seat (the host keeps it and the game: open your link again to come back)"),
]
SEAT_HANDS = [("Enter, Ctrl+N", "between hands: deal the next one, or end a match whose time is up (anyone at the table may)")]
SEAT_NOTE = (
    "This screen is your seat only: no one else sees your hand, and there is no hand-off. "
    "The host plays the computer seats, one action at a time, and saves the game after every action."
)
HOT_SEAT_NOTE = (
    "Between turns a hand-off screen hides every hand: pass the keyboard, "
    "then the next player presses Enter. Computer players act on their own, "
    "one action at a time; no hand is shown while they play. "
    "'jr' after a name marks a junior, who plays by the junior rules (Ctrl+R: the rules as played)."
)
# The setup screen's own keys, first in its help (the game's follow: what comes next).
SETUP = [
    ("Tab, Shift+Tab", "the next or the previous name or mark (a letter typed on the mark of a seat with no name goes into its name)"),
    ("Space, ← →", "change the mark: the game and Word Rummy's scoring (when no game was named); junior or adult; "
     "person or computer (easy, normal, hard, expert); who starts (a click on it does too)"),
    ("Enter, Ctrl+S", "start the game with the seats that have a name or a computer"),
    ("F1", "this help (? is a letter while a name is typed)"),
    ("Ctrl+C, Ctrl+Q", "quit; once names are typed or marks changed, it asks first (they are not kept)"),
]
# What the setup screen does not ask, so that a family that types "wordcards play rummy"
# can tell how to play the advanced or inverse scoring.
SETUP_NOTE = "A ruleset or a word list of your own is chosen on the command line: {help} lists the options."
SETUP_NOTE_VARIANTS = (  # a game with ways of scoring (rummy)
    "The scoring ({variants}), how long the match lasts, a ruleset or a word list of your own are chosen "
    "on the command line, e.g. {example}; {help} lists them all."
)
SETUP_NOTE_ASKED = (  # no game named: the screen asks the game and its scoring
    "How long the match lasts, a ruleset or a word list of your own are chosen on the command line, "
    "e.g. {example}; {help} lists them all."
)
# After each game's keys: moving about the screen matters less than playing.
MOVING = [("Tab", "the table, then the log: ↑ ↓ PgUp PgDn scroll them")]
SHUFFLE = [
    ("word Enter", "play it. Always type the whole new word: CHART to make a word from your hand, "
     "CHARTS to extend or steal CHART on the table, RATS to take the T of CART (CAR stays); "
     "when a word can be played several ways, a list asks which"),
    ("Ctrl+E", "end the turn (after a play): draw back up to {hand_size}; asks first with a word typed, not played"),
    ("Ctrl+P", "pass (no play this turn): draw 1 card if the deck has one; asks first (Enter yes, Esc no)"),
    ("Ctrl+J", "swap a card from your hand for the joker that stands for it"),
    ("1-9", "pick a way to play the word, when there are several"),
]
RUMMY = [
    ("Ctrl+Z", "undo the last meld of this turn (never the draw)"),  # in place of the shared row
    ("Ctrl+D", "draw the top card of the draw pile"),
    ("Ctrl+Y, Ctrl+T", "take the top card of the discard pile"),
    ("word Enter", "meld the word (pick the colours if they matter)"),
    ("letter Enter", "discard that card (pick its colour if you hold several); asks first (Enter yes, Esc no)"),
    ("1-9", "pick from a list: which colours to meld or discard, when it matters"),
]
# The pass/discard policy (docs/decisions/app.md), said once for both games.
# In a game's help, that game's move only: Shuffle's help spoke of rummy's discard too.
POLICY = (
    "Undo (Ctrl+Z) takes back a play of this turn. {move} ends the turn "
    "and cannot be taken back, so it asks first: Enter does it, Esc keeps playing. A letter typed while a list or "
    "a question is open closes it and goes on with the word{afresh}, so typing ahead never plays by accident."
)


def policy(game: str | None) -> str:
    if game:
        entry = games.entry(game)
        afresh = f" ({entry.letter_over_ender})" if entry.letter_over_ender else ""
        return POLICY.format(move=entry.turn_ender, afresh=afresh)
    # No game yet: every game's, from the registry, so this cannot drift from the games' own.
    every = games.GAMES.values()
    moves = [f"{entry.turn_ender} ({entry.title})" for entry in every]
    move = " or ".join([moves[0]] + [m[0].lower() + m[1:] for m in moves[1:]])
    afresh = "; ".join(f"in {entry.title}, {entry.letter_over_ender}" for entry in every if entry.letter_over_ender)
    return POLICY.format(move=move, afresh=f" ({afresh})" if afresh else "")


def help_rows(game: str | None, seat: bool = False) -> list[tuple[str, str]]:
    """The rows of the help: the shared keyboard's, or a remote seat's (``seat``)."""
    own = games.entry(game).load("help_keys") if game else []
    shared = COMMON if not seat else SEAT
    # A game's own wording of a shared key takes its place (rummy's Ctrl+Z: melds, never the draw).
    worded = dict(own)
    rows = [(key, worded.get(key, what)) for key, what in shared]
    own = [(key, what) for key, what in own if key not in dict(shared)]
    # The game's own keys (rummy's draw) go with the typing keys, before the score screen's
    # and the app's: after them, at 80x24 Ctrl+D falls on the last line shown, or below it.
    typing = next((index for index, (key, _) in enumerate(rows) if key not in TYPING_KEYS), len(rows))
    rows = rows[:typing] + own + rows[typing:]
    if not seat:
        return rows + MOVING
    return rows + (SEAT_HANDS if game and games.entry(game).hands else [])


def rows_table(rows: list[tuple[str, str]]) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for key, what in rows:
        table.add_row(key, what)
    return table


def keys_table(game: str | None, rules: Any = None, seat: bool = False) -> Table:
    """The keys of ``game`` (at a remote seat: ``seat``); numbers in them (the hand size)
    come from ``rules``, the ruleset in use, so a family's hand of 9 reads "draw back up to 9"."""
    from wordcards.app.command import command

    hand_size = getattr(rules, "hand_size", None)
    numbers = {"resume": command("resume"), "hand_size": hand_size if isinstance(hand_size, int) else "a full hand"}
    return rows_table([(key, what.format(**numbers)) for key, what in help_rows(game, seat)])


def setup_note(game: str | None, asked: bool = False) -> str:
    """``asked``: no game was named, and the screen asks it (with its scoring)."""
    from wordcards.app.command import command

    variants = games.entry(game).variants if game else ()
    if not variants:
        return SETUP_NOTE.format(help=command("play", "--help"))
    named = f"{', '.join(variants[:-1])} or {variants[-1]}" if len(variants) > 1 else variants[0]
    other = variants[1] if len(variants) > 1 else variants[0]  # the first is the default: show another
    example = command("play", game or "", "--variant", other)
    if asked:  # the screen asks the scoring: the example shows what it does not ask
        return SETUP_NOTE_ASKED.format(example=command("play", game or "", "--target", "100"), help=command("play", "--help"))
    return SETUP_NOTE_VARIANTS.format(variants=named, example=example, help=command("play", "--help"))


class HelpScreen(OpenedOverTheLine, ModalScreen[None]):
    BINDINGS = [
        Binding(either_case("escape,question_mark,f1,enter,q"), "close", "Close"),
        COLOURS_KEY,  # a modal shuts out the app's F2
    ]

    def __init__(self, game: str | None, rules: Any = None, seat: bool = False, setup: bool = False, asked: bool = False) -> None:
        super().__init__(name="help")
        self.game, self.rules, self.seat = game, rules, seat
        self.setup = setup  # opened on the setup screen: its keys first
        self.asked = asked  # that screen asks the game too

    def compose(self) -> ComposeResult:
        with ScrolledBody(classes="dialog wide"):
            if self.setup:
                yield Static(Text("On the setup screen", style="bold"), classes="dialog-title")
                yield Static(rows_table(SETUP), classes="dialog-body")
                yield Static(setup_note(self.game, self.asked), classes="dialog-body")
            yield Static(Text("Keys in a game" if self.setup else "Keys", style="bold"), classes="dialog-title")
            yield Static(keys_table(self.game, self.rules, self.seat))
            yield Static(policy(self.game), classes="dialog-body")
            yield Static(SEAT_NOTE if self.seat else HOT_SEAT_NOTE, classes="dialog-body")
        yield FittedFooter()
