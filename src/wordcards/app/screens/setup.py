"""Who plays: names in seat order, junior marks, and which seats a computer plays
(without --players on the command line); with no game named (``wordcards play``), first
which game, and Word Rummy's scoring.

Each seat is one row: a name, junior or adult, and person or computer easy/normal/hard/expert
(``Player.computer``). A last row says who starts (S15): one of the players, or at random. A computer seat left without a name gets one ("Bit (hard)"); one named
gets its level after its name ("Bob (hard)"). A name typed as ``--players`` has it is read
as there (``choice.read_seat``): "cpu:hard" makes its seat that computer, "junior:Tom" seats
Tom as a junior, and "kid:Tom" is refused in the same words. A seat holds one name: a comma
list typed in one is refused, and a list pasted one name a line fills the seats from there on.
At least one seat must be a person: computer-only games are what ``wordcards simulate``
is for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from wordcards.app.bindings import bindings_of
from wordcards.app.screens.footer_keys import FittedFooter
from wordcards.app.screens.keys_read_first import ReadsKeysFirst

from wordcards.app.session import RANDOM, Seating
from wordcards.app.widgets.common.mark import STEPS, Mark
from wordcards.app.widgets.common.sizes import MIN_SIZE, too_small
from wordcards.app.widgets.common.too_small import TooSmallNotice, covered
from wordcards.choice import (
    MAX_NAME,
    NAME_LIMIT,
    NOT_A_JUNIOR,
    SeatRefused,
    TypedSeat,
    computer_name,
    computer_names,
    drawn_as_nothing,
    look_alike,
    name_key,
    name_typed,
    name_width,
    read_seat,
)
from wordcards.engine.players import Player, short_name
from wordcards.quoting import and_list, quote

TOO_LONG = f"Nothing added: {NAME_LIMIT}."
ONE_NAME_A_SEAT = "one name per seat, with no comma: type the next name in the next seat"


def not_on_a_mark(done: str = "typed") -> str:
    """Why nothing ``done`` on a mark ("typed", "pasted") went in: names are typed in a name."""
    return f"Nothing {done}: letters go in a name, not on a mark (Space changes a mark)."


FOCUS_STEPS = {"tab": 1, "shift+tab": -1}  # the keys that move the focus (focus_along), and where
KINDS = (None, "easy", "normal", "hard", "expert")  # who plays a seat: a person, or a computer level


LetterTyped = Callable[["SetupMark", str], None]


@dataclass(frozen=True)
class GameOffer:
    """A game the setup screen offers when no game was named: what the screen says of it."""

    name: str  # as on the command line: "shuffle"
    title: str
    min_players: int
    max_players: int
    juniors_play_easier: bool
    # Its ways of scoring, the first the default, each with how long its match lasts (or None).
    variants: tuple[tuple[str, str | None], ...] = ()


GameChosen = Callable[[str, "str | None"], None]  # the game's name and its variant (None: it has none)


class SetupMark(Mark):
    """A mark of the setup screen: of a seat's row (``seat``), or who starts (None). A letter
    typed on it was meant for a name: it goes to ``letter_typed`` (the screen), which puts it
    in the seat's name or says where names go, so no letter is dropped without a word."""

    def __init__(
        self,
        choices: list[str],
        index: int = 0,
        *,
        letter_typed: LetterTyped,
        seat: int | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(choices, index, id=id, classes=classes)
        self.letter_typed, self.seat = letter_typed, seat
        # A letter typed here went into the seat's name: the rest of it follows, typed in one
        # burst before the focus moved to the name. Until the mark has the focus again.
        self.naming = False

    def is_a_letter(self, key: events.Key) -> bool:
        # Space and the arrows change the mark (Mark.on_key); a key bound elsewhere ("?", the help) keeps its binding.
        return key.is_printable and key.key not in STEPS and key.key not in self.screen.active_bindings

    class Pasted(Message):
        """Text pasted on the mark: meant for a name, as a letter typed on it (SetupScreen)."""

        def __init__(self, mark: "SetupMark", text: str) -> None:
            self.mark, self.text = mark, text
            super().__init__()

    def on_key(self, event: events.Key) -> None:
        if self.is_a_letter(event):
            event.stop()
            event.prevent_default()
            self.letter_typed(self, event.character or "")

    def on_paste(self, event: events.Paste) -> None:
        event.stop()
        event.prevent_default()
        if event.text:
            self.post_message(self.Pasted(self, event.text))

    def on_focus(self) -> None:
        self.naming = False


class SwitchMark(SetupMark):
    """A mark that changes the rows below it (the game, rummy's scoring): ``switched`` (the
    screen) shows the rows chosen within the step. Its keys are priority bindings, acted on
    as the app reads them, as Tab is: the step must hide its rows before a Tab typed behind
    it (in one burst) moves the focus along them."""

    BINDINGS = [
        Binding("right", "step_on", show=False, priority=True),
        Binding("left", "step_back", show=False, priority=True),
    ]

    def __init__(self, choices: list[str], *, letter_typed: LetterTyped, switched: Callable[[], None], id: str) -> None:
        super().__init__(choices, letter_typed=letter_typed, id=id)
        self.switched = switched

    def step(self, step: int) -> None:
        super().step(step)
        self.switched()

    def action_step_back(self) -> None:
        self.step(-1)


class GameMark(SwitchMark):
    """Which game (with no game named on the command line)."""

    BINDINGS = [Binding("space", "step_on", "Game", priority=True)]


class VariantMark(SwitchMark):
    """Word Rummy's scoring: standard, advanced or inverse (shown for a game with variants)."""

    BINDINGS = [Binding("space", "step_on", "Scoring", priority=True)]


class SeatKind(SetupMark):
    """Person or computer (easy, normal, hard, expert)."""

    BINDINGS = [Binding("space", "step_on", "Person/computer")]

    def __init__(self, seat: int, letter_typed: LetterTyped, *, id: str | None = None, classes: str | None = None) -> None:
        choices = ["person"] + [f"computer {level}" for level in KINDS[1:]]
        super().__init__(choices, letter_typed=letter_typed, seat=seat, id=id, classes=classes)

    @property
    def level(self) -> str | None:
        return KINDS[self.index]

    def emphasis(self) -> str:
        return "bold" if self.level else ""


class AgeMark(SetupMark):
    """Adult or junior (S12: junior is per player). A computer seat has no age: its level
    says how it plays, so the mark is off and blank there (and kept for a person again)."""

    BINDINGS = [Binding("space", "step_on", "Junior/adult")]

    def __init__(
        self, junior: bool, seat: int, letter_typed: LetterTyped, *, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(["adult", "junior"], int(junior), letter_typed=letter_typed, seat=seat, id=id, classes=classes)

    @property
    def junior(self) -> bool:
        return self.index == 1

    def render(self) -> Text:
        return Text("") if self.disabled else super().render()

    def emphasis(self) -> str:
        return "bold" if self.junior else ""


class WhoStarts(SetupMark):
    """S15: who plays first: the player of one seat row, or "at random". It reads the rows
    and their players' names from the screen (``seated``), and keeps the row chosen, so a
    name corrected, or a computer's name made anew, keeps its seat's turn to start."""

    BINDINGS = [Binding("space", "step_on", "Who starts")]

    def __init__(
        self,
        seated: Callable[[], list[tuple[int, str]]],
        letter_typed: LetterTyped,
        random: bool = False,
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(["the first seat", "at random"], int(random), letter_typed=letter_typed, id=id)
        self.seated = seated
        self.rows: list[int] = []  # the seat row of each name among the choices
        # What the table chose: a seat row, RANDOM, or None (the first seat). A row emptied
        # while its name is typed anew is still the one chosen.
        self.chosen: int | str | None = RANDOM if random else None

    @property
    def random(self) -> bool:
        return self.index == len(self.choices) - 1

    @property
    def first(self) -> int | str | None:
        """The seat index among the players named, "random", or None: nobody chose, the
        first seat plays first (S2: seat order is play order)."""
        if self.random:
            return RANDOM
        return self.index if self.chosen in self.rows else None

    def step(self, step: int) -> None:
        # The names as typed now: keys typed in one burst reach this mark before the
        # screen has heard that the names changed.
        self.read_names()
        super().step(step)
        self.chosen = RANDOM if self.random else self.rows[self.index] if self.rows else None

    def read_names(self) -> None:
        try:
            seated = self.seated()
        except ValueError:  # a name that cannot be a name yet: said when the game starts
            return
        self.rows = [row for row, _ in seated]
        self.choices = ([name for _, name in seated] or ["the first seat"]) + ["at random"]
        if self.chosen == RANDOM:
            self.index = len(self.choices) - 1
        else:
            self.index = self.rows.index(self.chosen) if self.chosen in self.rows else 0
        self.refresh(layout=True)


class NameInput(Input):
    """A seat's name. Its own keys (Backspace, arrows, Enter) act on the name they were typed
    in, as the name takes them: as bindings they would be looked up only once the key came
    back from the name, after a Tab typed right behind it had moved the focus on. Text that
    would make the name longer than MAX_NAME is refused whole, and the screen says why (a
    bell alone says nothing). "junior:" before a name is not part of it
    (``choice.name_typed``): "junior:Charlie" fits."""

    class TooLong(Message):
        pass

    class LinesPasted(Message):
        """Text of more than one line pasted in the name: one name a line (blank lines
        left out), for this seat and the ones after it (the screen places them)."""

        def __init__(self, name_input: NameInput, names: list[str]) -> None:
            super().__init__()
            self.name_input, self.names = name_input, names

    def __init__(self, *, placeholder: str, id: str, classes: str) -> None:
        # Reached by Tab or Shift+Tab, the cursor goes to the end of the name, not selecting
        # it whole: the next letter adds to the name ("Cy", Tab, Shift+Tab, x: "Cyx").
        super().__init__(placeholder=placeholder, select_on_focus=False, id=id, classes=classes)

    def replace(self, text: str, start: int, end: int) -> None:
        # MAX_NAME counts columns, as the player panels do: a wide letter takes two. A
        # deletion goes through (one that joins "junior" to the name is cut to fit).
        start, end = sorted((max(0, start), min(len(self.value), end)))
        if text and name_width(name_typed(f"{self.value[:start]}{text}{self.value[end:]}")) > MAX_NAME:
            self.restricted()
            return
        super().replace(text, start, end)

    def restricted(self) -> None:
        super().restricted()
        self.post_message(self.TooLong())

    def on_input_changed(self, event: Input.Changed) -> None:
        # A name set whole (not typed) is cut to fit as well.
        if name_width(name_typed(self.value)) > MAX_NAME:
            self.value = _cut_to_width(self.value, MAX_NAME)

    async def on_key(self, event: events.Key) -> None:
        bound = bindings_of(Input.BINDINGS, event.key)
        if bound:  # the first binding of the key acts, as in Textual's own dispatch
            event.stop()
            event.prevent_default()
            await self.run_action(bound[0].action)

    def on_focus(self) -> None:
        self.action_end()

    def on_paste(self, event: events.Paste) -> None:
        # Input keeps a paste's first line alone, dropping the others unsaid: a list of names
        # ("Ann\nBob\nCy") seated Ann only. Decided on the lines that hold a name: "Ann\n\n"
        # or "\nAnn" is one name, pasted at the cursor as "Ann" is (it replaced the seat's name).
        lines = event.text.splitlines()
        if len(lines) < 2:
            return  # Input pastes it
        event.prevent_default()  # not Input's paste: this one's
        event.stop()
        named = [line for line in lines if line.strip()]
        if len(named) > 1:
            self.post_message(self.LinesPasted(self, [line.strip() for line in named]))
        elif named:
            self.replace(named[0], *self.selection)  # as Input pastes a line: at the cursor, or over the selection

    def take_letter(self, letter: str, focus: bool) -> None:
        """``letter``, typed on a mark of this seat, added at the end of the name; with
        ``focus`` the name takes the focus for the letters that follow."""
        self.insert(letter, len(self.value))
        if focus:
            self.screen.set_focus(self)


class SetupScreen(ReadsKeysFirst, Screen[Seating]):
    BINDINGS = [
        Binding("ctrl+s", "start", "Start"),
        Binding("enter", "start", show=False),  # on a mark too, as the screen says (a name submits itself)
        # Priority: the focus moves as the Tab arrives, before the keys behind it are sent
        # on. Otherwise keys that come in one burst (tmux send-keys, a fast typist) all went
        # to the field that had the focus before the Tab.
        Binding("tab", "focus_along(1)", show=False, priority=True),
        Binding("shift+tab", "focus_along(-1)", show=False, priority=True),
    ]

    def __init__(
        self,
        title: str,
        min_players: int,
        max_players: int,
        juniors: bool = False,
        first: str | None = None,
        juniors_play_easier: bool = True,
        about: str | None = None,
        offers: tuple[GameOffer, ...] = (),
        game_chosen: GameChosen | None = None,
        refused: Callable[[tuple[Player, ...]], str | None] | None = None,
        warned: Callable[[tuple[Player, ...]], str | None] | None = None,
    ) -> None:
        """With ``offers`` (no game named) the screen asks which game first, starting with
        the first offer (which the other arguments describe), and tells ``game_chosen``
        each game and variant chosen. ``refused`` says why the game cannot start with the
        players seated (the family's word list has no word they can play), or None; ``warned``
        what the table should know before it starts with them, though it may (S12: adults who
        can never play at a junior's table), or None."""
        super().__init__(name="setup")
        self.title_text = title
        self.about = about  # how long the match chosen lasts (rummy: the target and R11's limit)
        self.min_players, self.max_players = min_players, max_players
        self.juniors = juniors
        self.juniors_play_easier = juniors_play_easier
        self.first_random = first == RANDOM  # --first random (a name needs --players)
        self.offers, self.game_chosen = offers, game_chosen
        self.refused, self.warned = refused, warned
        # A row for every seat of the game with the most: the rows stay when the game changes,
        # those past the chosen game's seats hidden, their names kept for when it has them again.
        self.seat_rows = max([max_players, *(offer.max_players for offer in offers)])
        # The names a letter was sent to (key_read), until emptied: a name may not hold
        # its letters yet as the next key is read.
        self.letters_sent_to: set[NameInput] = set()
        # Read before on_mount (key_read): the keys themselves, a Space kept a Space.
        self.keys_before_the_focus: list[events.Key] = []
        self.focus_given = False

    def compose(self) -> ComposeResult:
        yield TooSmallNotice()
        # Scrolled apart from the footer, so that what is scrolled into view is not under it.
        with VerticalScroll(id="setup-scroll", can_focus=False):
            with Vertical(id="setup-box", classes="-crowded" if self._crowded() else ""):
                yield Static(self._title(), id="setup-title")
                yield Static(self._hint(), id="setup-hint")
                juniors = Static(
                    "In this ruleset juniors need words as long as adults do, so the junior mark changes nothing.",
                    id="setup-juniors",
                )
                juniors.display = not self.juniors_play_easier
                yield juniors
                if self.offers:
                    yield Horizontal(
                        Label("Game", classes="seat-label"),
                        GameMark(
                            [offer.title for offer in self.offers],
                            letter_typed=self._letter_on_mark,
                            switched=self._switched,
                            id="game",
                        ),
                        classes="seat",
                    )
                    variants = [variant for offer in self.offers for variant, _ in offer.variants]
                    yield Horizontal(
                        Label("Scoring", classes="seat-label"),
                        VariantMark(
                            list(dict.fromkeys(variants)), letter_typed=self._letter_on_mark, switched=self._switched, id="variant"
                        ),
                        id="variant-row",
                        classes="seat",
                    )
                for seat in range(self.seat_rows):
                    yield self._seat_row(seat)
                yield Horizontal(
                    Label("Who starts", classes="seat-label"),
                    WhoStarts(self.seated_names, self._letter_on_mark, random=self.first_random, id="who-starts"),
                    classes="seat",
                )
                warning = Static("", id="setup-warning")
                warning.display = False  # until the seats call for one (_warn)
                yield warning
                yield Static("", id="setup-error")
        yield FittedFooter()

    def _title(self) -> Text:
        title = Text(f"New game of {self.title_text}", style="bold")
        if self.about:
            title.append(f"\n{self.about}", style="not bold")
        return title

    def _hint(self) -> str:
        # The game's mark is not named: its line says "Game", and the hint keeps to two lines.
        return (
            f"Name {self.min_players} to {self.max_players} players in seat order. "
            "Tab moves, Space changes a mark (junior or adult; person or computer; who starts), Enter starts."
        )

    def on_mount(self) -> None:
        if self.offers:
            self._show_game()
            self.set_focus(self.query_one(GameMark))  # asked first: the game decides how many may play
        else:
            self.set_focus(self.query_one("#name-0", Input))
        self.as_opened = self.entered()
        self._warn()
        # Now, not as sent on: the keys read after this go to the focus, after these.
        self.focus_given = True
        for key in self.keys_before_the_focus:
            self._type_held(key)
        self.keys_before_the_focus = []

    def _type_held(self, key: events.Key) -> None:
        """A key read before the screen had a focus, typed where the focus is now: a letter
        as a letter, a Space or arrow on a mark as the step it is there, a Tab as a move."""
        if key.key in FOCUS_STEPS:
            self.action_focus_along(FOCUS_STEPS[key.key])
            return
        self._focus_the_name_for(key)
        focused = self.focused
        if isinstance(focused, NameInput):
            focused.take_letter(key.character or "", focus=False)
        elif isinstance(focused, SetupMark) and focused.is_a_letter(key):
            self._letter_on_mark(focused, key.character or "")
        elif isinstance(focused, Mark) and key.key in STEPS:
            focused.step(STEPS[key.key])

    def _show_game(self) -> None:
        """Say what the game and scoring chosen are, and tell the app."""
        offer = self.offers[self.query_one(GameMark).index]
        variant_mark = self.query_one(VariantMark)
        variants = dict(offer.variants)
        if variant_mark.text not in variants and variants:
            variant_mark.index = variant_mark.choices.index(offer.variants[0][0])
        variant = variant_mark.text if variants else None
        self.title_text, self.about = offer.title, variants.get(variant) if variant else None
        self.min_players, self.max_players = offer.min_players, offer.max_players
        self.query_one("#variant-row").display = bool(variants)
        self.query_one("#setup-title", Static).update(self._title())
        self.query_one("#setup-hint", Static).update(self._hint())
        self.query_one("#setup-juniors").display = not offer.juniors_play_easier
        self._show_seats()
        if self.game_chosen is not None:
            self.game_chosen(offer.name, variant)

    def _show_seats(self) -> None:
        """Only the seat rows the game chosen has: a family filled seat 7 of Shuffle and was
        refused. A hidden row keeps its name, which does not play while it is hidden."""
        for seat in range(self.seat_rows):
            self.query_one(f"#seat-{seat}").display = seat < self.max_players
        self.query_one("#setup-box").set_class(self._crowded(), "-crowded")
        self._tell_who_starts()

    def _crowded(self) -> bool:
        """Rows with no blank line between them: more than six rows of marks (the seats, and
        the game's) with a blank line after each would not fit 24 lines with the message line."""
        return self.max_players + (1 if self.offers else 0) > 6

    def _kept_aside(self) -> str:
        """What the message line says of hidden rows that hold a player: they are kept, and
        do not play the game chosen."""
        held = [
            (seat, self.query_one(f"#name-{seat}", Input).value.strip())
            for seat in range(self.max_players, self.seat_rows)
            if self.query_one(f"#name-{seat}", Input).value.strip() or self.query_one(f"#kind-{seat}", SeatKind).level
        ]
        if not held:
            return ""
        owner = max(self.offers, key=lambda offer: offer.max_players).title
        seats = and_list([str(seat + 1) for seat, _ in held])
        players = and_list([name or "a computer" for _, name in held])
        kept = f"Seat {seats} ({players}) is" if len(held) == 1 else f"Seats {seats} ({players}) are"
        return f"{kept} kept for {owner}: {self.title_text} is for up to {self.max_players} players."

    def on_resize(self, event: events.Resize) -> None:
        self.fit(*self.app.size)  # now, not as told late (TurnScreen.on_resize)

    def fit(self, width: int, height: int) -> None:
        """Below the smallest size a game takes, the turn screens' notice, here too: the seat
        rows were cut (no person/computer mark at 50 columns), and a game started here would
        only show the notice."""
        notice = too_small(MIN_SIZE, width, height, 0)
        # Behind the notice nothing is typed or started: a name went on taking letters, and
        # Enter started the game. Disabled, the seats let go of the focus (the notice gives it back).
        seats = self.query_one("#setup-scroll")
        if notice is not None:
            self.query_one(TooSmallNotice).cover(notice)
            seats.disabled = True
        else:
            seats.disabled = False
            self.query_one(TooSmallNotice).cover(None)
        self.refresh_bindings()

    def entered(self) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """What the table has typed and chosen here: the names and every mark."""
        return tuple(name.value for name in self.query(NameInput)), tuple(mark.index for mark in self.query(Mark))

    @property
    def changed(self) -> bool:
        """Anything typed or chosen since the screen opened, which quitting would lose."""
        return self.entered() != self.as_opened

    def _seat_row(self, seat: int) -> Horizontal:
        return Horizontal(
            Label(f"Seat {seat + 1}", classes="seat-label"),
            NameInput(placeholder="name", id=f"name-{seat}", classes="seat-name"),
            AgeMark(self.juniors, seat, self._letter_on_mark, id=f"junior-{seat}", classes="seat-junior"),
            SeatKind(seat, self._letter_on_mark, id=f"kind-{seat}", classes="seat-kind"),
            id=f"seat-{seat}",
            classes="seat",
        )

    def action_focus_along(self, step: int) -> None:
        """Tab (1) and Shift+Tab (-1): the next or previous name or mark in the rows' order.
        Textual's focus order is where the widgets were last drawn, and rows the Game switch
        has just shown are placed only at the next refresh: a Tab typed right behind the
        switch (in one burst) went past them, or into rows it had hidden."""
        # Not focus_next/focus_previous: Textual 8.2.8 has no public way to lay out at once
        # (Screen.focus_chain sorts by the last layout's regions; refresh(layout=True) only
        # schedules; call_after_refresh runs after the burst: tried, the burst tests fail).
        chain = [widget for widget in self.query("*") if widget.focusable and _shown(widget)]
        if not chain:
            return
        focused = self.focused
        place = chain.index(focused) + step if focused in chain else 0 if step > 0 else -1
        self.set_focus(chain[place % len(chain)])

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A question (quit?) or help on top has its own keys: Start is not one of them; nor
        # is it behind the too-small notice.
        return action != "start" or (self.is_active and not covered(self))

    def on_input_changed(self, event: Input.Changed) -> None:
        if not event.value:  # a seat with no name again: a letter on its marks names it
            self.letters_sent_to.discard(event.input)
        self._say("")  # what was wrong may be put right now: said again on Enter if not
        self._tell_who_starts()
        self._warn()

    def on_name_input_too_long(self, event: NameInput.TooLong) -> None:
        # Where the setup says its problems: under the seats.
        self._say(TOO_LONG)

    def on_name_input_lines_pasted(self, event: NameInput.LinesPasted) -> None:
        """A list pasted, one name a line: each line is the name of a seat, from the one
        pasted in on (replaced, as a spreadsheet's paste fills the cells below); all or
        nothing, and what does not fit is said (docs/decisions/app.md)."""
        seat, names = self._seat_of(event.name_input), event.names
        if seat is None or not names:
            return
        rows = list(range(seat, self.max_players))
        # Every line read before any seat changes: a refusal found on the way left the lines before it seated.
        refused = next((read for read in map(self._read_name, rows, names) if isinstance(read, str)), None)
        if len(names) > len(rows):
            room = f"Seat {seat + 1} alone" if len(rows) == 1 else f"the {len(rows)} seats from Seat {seat + 1} on"
            self._say(f"Nothing pasted: {len(names)} names, one a line, do not fit {room}.")
        elif refused is not None:
            self._say(f"Nothing pasted. {refused}")
        else:
            # Not told as changes: those clear what the screen says, said below.
            rows = rows[: len(names)]
            with self.prevent(Input.Changed):
                for row, name in zip(rows, names):
                    self.query_one(f"#name-{row}", NameInput).value = name
            event.name_input.action_end()
            self._say(self._seats_typed(rows) or "")
            self._tell_who_starts()
            self._warn()

    def _warn(self) -> None:
        """Say, as the seats change, what ``warned`` says of the players seated now: the
        hand-off says it too, but only once the game has begun."""
        warning = None
        if self.warned is not None:
            try:
                warning = self.warned(tuple(player for _, player in self._seated()))
            except ValueError:  # a name that cannot be a name yet: said when the game starts
                warning = None
        text = f"{warning[:1].upper()}{warning[1:]}." if warning else ""
        line = self.query_one("#setup-warning", Static)
        if text == str(line.content):
            return
        line.update(Text(text))
        line.display = bool(text)
        if text:  # in a small terminal it is below the edge, as a problem is (_say)
            self.query_one("#setup-scroll").scroll_end(animate=False)

    def _say(self, problem: str) -> None:
        self.query_one("#setup-error", Static).update(Text(problem, style="bold"))
        if problem:  # in a small terminal the last rows, this one too, are below the edge
            self.query_one("#setup-scroll").scroll_end(animate=False)  # once its lines are laid out

    def _tell_who_starts(self) -> None:
        self.query_one(WhoStarts).read_names()

    def _letter_on_mark(self, mark: SetupMark, letter: str) -> None:
        """A letter typed on a mark. An unnamed seat's mark puts it in the seat's name (which
        takes the focus); a named seat's does not add to the name (Tab stops on the marks:
        the letters may be the next player's), nor does who starts: they say where to type.
        The game's and scoring's rows, above the seats, count as Seat 1's: they have the
        focus as the screen opens, and a name typed at once is meant for Seat 1."""
        name = self._name_for_letters_on(mark)
        if name is not None and (mark.naming or not name.value):
            mark.naming = True
            # Not mark.has_focus: it is told only after the keys already on their way to it.
            name.take_letter(letter, focus=self.focused is mark)
            return
        self._say_where_names_go(mark, "typed")

    def on_setup_mark_pasted(self, event: SetupMark.Pasted) -> None:
        """Text pasted on a mark goes where a letter typed there goes: in an unnamed seat's
        name, pasted there as in the name itself (a list one a line fills the seats), and
        the focus with it; else the same note. It was dropped without a word."""
        event.stop()
        mark = event.mark
        name = self._name_for_letters_on(mark)
        if name is not None and not name.value:
            self.set_focus(name)  # its Focus first (the cursor at the end), then the paste
            name.post_message(events.Paste(event.text))
            return
        self._say_where_names_go(mark, "pasted")

    def _say_where_names_go(self, mark: SetupMark, done: str) -> None:
        """Nothing ``done`` on ``mark`` went in a name: where to type names from there."""
        if isinstance(mark, (GameMark, VariantMark)):
            self._say(f"{not_on_a_mark(done)} Tab goes on to the names.")
        elif mark.seat is None:
            self._say(f"{not_on_a_mark(done)} Shift+Tab goes back to the names.")
        elif mark.seat + 1 < self.max_players:
            self._say(f"{not_on_a_mark(done)} Tab on to Seat {mark.seat + 2}'s name for the next player.")
        else:
            self._say(f"{not_on_a_mark(done)} Shift+Tab goes back to Seat {mark.seat + 1}'s name.")

    def _name_for_letters_on(self, mark: SetupMark) -> NameInput | None:
        """The name a letter typed on ``mark`` is meant for: its seat's; Seat 1's on the
        game's and scoring's rows above the seats; none on who starts."""
        seat = 0 if isinstance(mark, SwitchMark) else mark.seat
        return None if seat is None else self.query_one(f"#name-{seat}", NameInput)

    def key_read(self, key: events.Key) -> bool:
        """Called by the app as it reads ``key``, before sending it to the focus: a letter
        typed on a mark whose name is empty moves the focus to that name now, and the letter
        goes there. Now, not once the mark reads the letter: the keys right behind it (a
        name, then Tab, then the next name) are on their way to the focus already."""
        typed = key.is_printable and key.character and key.key not in self.active_bindings
        if not self.focus_given and (typed or key.key in FOCUS_STEPS):
            # Typed right behind the answer that brought the screen ("n", Start the new
            # game, then a name), before the screen has its rows: held, and typed once the
            # focus is given (on_mount), where it would have gone.
            self.keys_before_the_focus.append(key)
            return True
        self._focus_the_name_for(key)
        return False  # sent on, to the name if the focus moved

    def _focus_the_name_for(self, key: events.Key) -> None:
        """A letter on a mark whose name is empty moves the focus to that name (key_read)."""
        focused = self.focused
        if isinstance(focused, SetupMark) and focused.is_a_letter(key):
            name = self._name_for_letters_on(focused)
            if name is not None and not name.value and name not in self.letters_sent_to:
                self.set_focus(name)
        if isinstance(self.focused, NameInput) and key.is_printable:
            # "Ann", Tab, "Bob" in one burst: Bob reaches Ann's mark before Ann's name holds
            # a letter, and is not meant for it.
            self.letters_sent_to.add(self.focused)

    def _switched(self) -> None:
        """The game or scoring changed: its rows, said at once (the next key moves among them)."""
        self._show_game()
        self._say(self._kept_aside())
        self._warn()

    def on_mark_changed(self, event: Mark.Changed) -> None:
        self._warn()  # a junior mark, or a seat a person or a computer now
        if not isinstance(event.mark, SeatKind):  # a game's or scoring's change is shown as made (_switched)
            return
        self._show_kind(event.mark)
        self._say("")

    def _show_kind(self, kind: SeatKind) -> None:
        """A seat's person/computer mark changed: its junior mark and who starts follow."""
        # A computer's level says how it plays; the junior mark is for people (S12). It is
        # hidden, not reset, so a seat made a person again is as its player marked it.
        junior = self.query_one(f"#junior-{kind.seat}", AgeMark)
        if kind.level is not None and self.focused is junior:
            # "cpu:hard" typed as the name and left by Tab: on to the mark that took the level
            # (disabled under the focus, the junior mark sent it back to the emptied name).
            self.set_focus(kind)
        junior.disabled = kind.level is not None
        self._tell_who_starts()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_start()

    def on_input_blurred(self, event: Input.Blurred) -> None:
        # The marks follow a "cpu:hard" or "junior:Tom" typed as a name as the player leaves
        # it, not at each letter ("cpu:h" is no level yet). Not once the screen is left
        # (started, or help on top).
        if not self.is_active:
            return
        # Only the name left: in a burst (tmux, a fast typist) the next seat's name may be
        # half typed ("cpu:h"), and it held this one back.
        seat = self._seat_of(event.input)
        problem = self._seats_typed([seat]) if seat is not None else None
        if problem:
            self._say(problem)

    def _seat_of(self, name: Input) -> int | None:
        """The seat whose name ``name`` is, of the seats the game has (None: a hidden one)."""
        return next((row for row in range(self.max_players) if self.query_one(f"#name-{row}") is name), None)

    def _seats_typed(self, seats: list[int] | None = None) -> str | None:
        """A name typed as ``--players`` has it is read as --players reads it (one reading,
        ``choice.read_seat``; docs/playing.md): "cpu:hard" makes its seat that computer (its
        person/computer mark says the level, its name is emptied: one is chosen), "junior:Tom"
        seats Tom as a junior (the junior mark says so). A form no seat has ("kid:Tom",
        "cpu:best") is refused in --players' words, and a comma list in one seat ("Ann,Bob")
        as one name a seat takes; no seat changes: what is wrong, or None.
        ``seats``: the rows to read (None: every seat the game has)."""
        typed: list[tuple[int, TypedSeat]] = []
        for seat in range(self.max_players) if seats is None else seats:
            read = self._read_name(seat, self.query_one(f"#name-{seat}", Input).value)
            if isinstance(read, str):
                return read
            typed.append((seat, read))
        # Not told as changes (Input.Changed, Mark.Changed): they clear what the screen says,
        # and a name left in a burst is read after the Enter behind it was refused.
        with self.prevent(Input.Changed, Mark.Changed):
            for seat, read in typed:
                name_input = self.query_one(f"#name-{seat}", Input)
                if read.level is not None:
                    kind = self.query_one(f"#kind-{seat}", SeatKind)
                    name_input.value = ""
                    kind.step(KINDS.index(read.level) - kind.index)
                    self._show_kind(kind)
                elif read.junior:
                    name_input.value = read.name
                    age = self.query_one(f"#junior-{seat}", AgeMark)
                    if not age.junior:
                        age.step(1)
        self._tell_who_starts()
        self._warn()
        return None

    def _read_name(self, seat: int, name: str) -> TypedSeat | str:
        """``name`` as it reads in ``seat`` (``_seats_typed``), or why it is refused there."""
        if "," in name:  # "Ann,Bob,Cy", as --players lists them, seated one player so named
            return f"Seat {seat + 1}: {quote(name.strip())}: {ONE_NAME_A_SEAT}."
        try:
            # Without a colon always a name: a person may be called Cpu (--players' "cpu"
            # alone is a computer; here the seat's mark chooses one).
            read = read_seat(name) if ":" in name else TypedSeat(name.strip())
        except SeatRefused as exc:
            mark = "; or choose a level with Space on the seat's person/computer mark" if exc.no_level else ""
            return f"Seat {seat + 1}: {exc}{mark}."
        if read.junior and self.query_one(f"#kind-{seat}", SeatKind).level:
            return f"Seat {seat + 1}: {name.strip()} on a computer seat: {NOT_A_JUNIOR}."
        if name_width(read.name) > MAX_NAME:  # a pasted list's; a typed one is refused as it is typed
            return f"Seat {seat + 1}: {quote(read.name)}: {NAME_LIMIT}."
        return read

    def seated_names(self) -> list[tuple[int, str]]:
        """Each seat row that has a player, with the player's name: not a computer's name too
        long with its level ("Alexandra (expert)"), which its seat refuses as the game starts,
        nor a name its seat refuses as typed ("Ann,Bob": one name a seat)."""
        return [
            (row, player.name)
            for row, player in self._seated()
            if not _too_long_for_a_computer(player) and not isinstance(self._typed_refusal(row), str)
        ]

    def _typed_refusal(self, seat: int) -> TypedSeat | str:
        """What ``seat``'s name as typed now reads as, or why the seat refuses it."""
        return self._read_name(seat, self.query_one(f"#name-{seat}", Input).value)

    def _seated(self) -> list[tuple[int, Player]]:
        """The seats in order, each with its row: every named row, and every computer row
        (named or not), of the rows the game chosen has (the hidden ones wait)."""
        rows = []
        for seat in range(self.max_players):
            name = self.query_one(f"#name-{seat}", Input).value.strip()
            level = self.query_one(f"#kind-{seat}", SeatKind).level
            if name or level:
                junior = level is None and self.query_one(f"#junior-{seat}", AgeMark).junior
                rows.append((seat, name, junior, level))
        robots = iter(computer_names(len(rows), taken=[name for _, name, _, _ in rows if name]))
        return [
            (seat, Player(_computer_seat_name(name, level, robots) if level else name, junior=junior, computer=level))
            for seat, name, junior, level in rows
        ]

    def problem(self, seated: list[tuple[int, Player]]) -> str | None:
        players = [player for _, player in seated]
        if len(players) < self.min_players:
            return f"Name at least {self.min_players} players."
        if all(player.computer for player in players):
            return "At least one player must be a person (wordcards simulate plays computers only)."
        for row, player in seated:
            if _too_long_for_a_computer(player):
                return _computer_name_too_long(row, player)
        for row, player in seated:
            blank = drawn_as_nothing(short_name(player))
            if blank:
                return f"Seat {row + 1}: {blank}."
        seen: dict[str, tuple[int, Player]] = {}
        for row, player in seated:
            key = name_key(short_name(player))  # "Bob" and "Bob (hard)" would be taken for one player; Аnn for Ann
            if key in seen:
                return _named_twice(seen[key], (row, player))
            seen[key] = (row, player)
        return None

    def action_start(self) -> None:
        if not self.is_active:  # a second Enter in one burst: the first has left this screen
            return
        problem = self._seats_typed()
        if problem:
            self._say(problem)
            return
        try:
            seated = self._seated()
        except ValueError as exc:  # e.g. a pasted name with control characters (engine.players)
            self._say(f"{str(exc)[:1].upper()}{str(exc)[1:]}.")
            return
        players = [player for _, player in seated]
        problem = self.problem(seated) or (self.refused(tuple(players)) if self.refused else None)
        if problem:
            self._say(problem)
            return
        self._tell_who_starts()
        self.dismiss(Seating(tuple(players), self.query_one(WhoStarts).first))


def _shown(widget: Widget) -> bool:
    """Whether ``widget`` is shown: neither it nor a row or box around it is hidden."""
    return all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget))


def _computer_seat_name(typed: str, level: str, robots: Iterator[str]) -> str:
    """A computer's name says its level, "Bob (hard)", as a name chosen for it does ("Bit
    (hard)"): it is how the table tells a computer from a person, in every panel and message."""
    return computer_name(typed.removesuffix(f" ({level})") or next(robots), level)


def _too_long_for_a_computer(player: Player) -> bool:
    """A computer's name that passes MAX_NAME with its level: refused as the game starts."""
    return bool(player.computer) and name_width(player.name) > MAX_NAME


def _computer_name_too_long(row: int, player: Player) -> str:
    """A computer's name with its level is too long: the rule in its one wording (NAME_LIMIT),
    and the room its level leaves."""
    room = MAX_NAME - name_width(computer_name("", player.computer or ""))
    return (
        f"Seat {row + 1} is a computer: its name shows its level, and {NAME_LIMIT}: {player.name} is longer. "
        f"Shorten the name to {room} letters, or leave it empty to have one chosen."
    )


def _named_twice(first: tuple[int, Player], second: tuple[int, Player]) -> str:
    """Which seats share a name; names that differ only in capitals are the same name, and
    so are names that look the same (``choice.name_key``), which says why."""
    (row, player), (other_row, other) = first, second
    why = look_alike(short_name(player), short_name(other))
    if why:
        return (
            f"{player.name} and {other.name}, in seats {row + 1} and {other_row + 1}, look the same ({why}): "
            "every player needs a name the others can tell apart."
        )
    spelt = f" (as {other.name})" if other.name != player.name else ""
    return f"{player.name} is named twice, in seats {row + 1} and {other_row + 1}{spelt}: every player needs a different name."


def _cut_to_width(typed: str, width: int) -> str:
    """``typed`` cut at its end until the name in it (``choice.name_typed``) fits ``width``."""
    while name_width(name_typed(typed)) > width:
        typed = typed[:-1]
    return typed
