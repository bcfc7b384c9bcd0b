"""The rummy turn screen's panels, each drawn from a RummyView (never from the match)."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from wordcards.app.answer_words import DRAW_PROMPT
from wordcards.app.status_fit import fit_status
from wordcards.app.widgets.common.flow import OwnedRows
from wordcards.app.widgets.common.panels import CardRows, player_name, seat_name
from wordcards.app.widgets.rummy.cards import card_text, legend, word_text
from wordcards.engine.players import possessive, short_name
from wordcards.engine.rummy.scoring import word_points
from wordcards.engine.rummy.view import Phase
from wordcards.engine.wording import counted

HIDDEN = "Hand hidden until its player takes the keyboard."


def word_line_prompt(drawn: bool) -> str:
    """The empty word line, in Shuffle's shape ("type a word + Enter to play"), here and on a
    remote seat; before the draw it says how to draw. Both fit the word line at 64 columns."""
    if not drawn:
        return DRAW_PROMPT
    return "type a word + Enter to meld · one letter + Enter to discard"


def match_length(view) -> str:
    """What ends the match, e.g. "to 150 points", "hand 2 of 5", "hand 2, 30 minutes", "deal 2 of 5"."""
    if view.variant == "standard":
        return f"to {counted(view.target, 'point')}"
    if view.variant == "inverse":
        return f"deal {view.hand_number} of {view.deals}"  # R9 counts deals
    if view.minutes is not None:
        return f"hand {view.hand_number}, {counted(view.minutes, 'minute')}"
    return f"hand {view.hand_number} of {view.match_hands}"


# A match by minutes past its time (R8): the hand in progress is finished, and the match ends
# with it. Said in words: "0:00 left" for the rest of the hand would look like a stuck game.
TIME_UP_LAST_HAND = "time is up: last hand"
TIME_IS_UP = "time is up"  # between hands, and once the match is over


def time_left(view) -> str | None:
    """The time a match by minutes has left ("4:05 left"), or that it is up; None for a match
    played by no clock. The shared keyboard's top line and a remote seat's (match_forms)."""
    if view.clock is not None and view.clock.time_up:
        return TIME_UP_LAST_HAND if view.phase in (Phase.DRAW, Phase.PLAY) else TIME_IS_UP
    return running_time_left(view)


def running_time_left(view) -> str | None:
    """The time a match by minutes has left while its clock runs ("4:05 left"); None with no
    clock, or its time up. time_left's words, and what a seat's line finds in its own
    (remote/seat/parts/rummy.time_left_words)."""
    if view.clock is None or view.clock.time_up:
        return None
    return seconds_left_words(view.clock.limit_seconds - view.clock.elapsed_seconds)


def seconds_left_words(left: int) -> str:
    """A clock's time left in words, "4:05 left" (a seat's line finds them by this too)."""
    return f"{left // 60}:{left % 60:02d} left"


def match_forms(view) -> tuple[str, ...]:
    """The match on the line above the table, longest first: whole ("Word Rummy · standard ·
    to 150 points · hand 3 of at most 25"), then short ("standard · to 150 points · hand
    3/25"), then without the variant's name; each with the time left of a match by minutes,
    and last, while a hand is played, that with the hand only ("hand 2 · 0:05 left"), then
    alone (a remote seat's news, longer than the keyboard's turn, can leave no room for more;
    between hands the news says the time).
    One shape for the shared keyboard's line and a remote seat's."""
    left = time_left(view)
    whole = _whole_match(view)
    hands = _short_hands(view) if view.variant == "standard" else ""
    shorter = (
        " · ".join(field for field in fields if field)
        for fields in ((view.variant, match_length(view), hands, left), (match_length(view), hands, left))
    )
    # Short of room, the hand played is kept before the time left: a timed seat's line beside
    # a long news ("Bit (expert) plays when Maximilianes joins.") would else read "0:05 left".
    alone = (f"hand {view.hand_number} · {left}", left) if left and view.phase in (Phase.DRAW, Phase.PLAY) else ()
    return (whole, *shorter, *alone)


def _whole_match(view) -> str:
    """The match in full: "Word Rummy · standard · to 150 points · hand 3 of at most 25"."""
    hands = ""
    if view.variant == "standard":  # R11: the hand limit ends the match too
        hands = f"hand {view.hand_number}" + (f" of at most {view.max_hands}" if view.max_hands else "")
    return " · ".join(part for part in (f"Word Rummy · {view.variant} · {match_length(view)}", hands, time_left(view)) if part)


def _short_hands(view) -> str:
    """A standard match's hand in short: "hand 3/25" ("hand 3" with no hand limit)."""
    return f"hand {view.hand_number}/{view.max_hands}" if view.max_hands else f"hand {view.hand_number}"


def hand_alone(view) -> tuple[str, ...]:
    """A remote seat's last form of a standard match, the hand alone ("hand 1/25"), as a timed
    match's ends with its time left alone: a seat's news can be longer than the keyboard's
    turn ("Bit plays when everyone joins."), and narrow enough "to 150 points · hand 1/25"
    has no room beside it."""
    return (_short_hands(view),) if view.variant == "standard" else ()


def titled_forms(view) -> tuple[str, ...]:
    """The match led by the game's name, longest first: whole (``match_forms``'s first), then
    with the parts that give way shortened ("Word Rummy · standard · to 150 · hand 1/25"), so
    that at 80 columns standard keeps the shape advanced and inverse have there (the match,
    then whose turn), rather than turning round."""
    whole = _whole_match(view)
    if view.variant != "standard":
        return (whole,)  # nothing in it to shorten: "Word Rummy · inverse · deal 1 of 5"
    short = ("Word Rummy", view.variant, f"to {view.target}", _short_hands(view), time_left(view))
    return (whole, " · ".join(part for part in short if part))


def seat_heads(view) -> tuple[str, ...]:
    """The match at the head of a remote seat's line where the shared keyboard's puts the
    match first, longest first: its titled forms, then its shorter ones (``match_forms``),
    with the titled short form less the game's name between. A seat's news can be longer
    than the keyboard's longest turn (a computer waiting for people to join, "Bit (expert)
    plays when Bob joins."): where the titled form then has no room, the game's name is the
    first to go, as at the keyboard, and the order stays."""
    titled = titled_forms(view)
    untitled = tuple(form.removeprefix("Word Rummy · ") for form in titled[1:])
    heads = (*titled, *match_forms(view)[1:2], *untitled, *match_forms(view)[2:])
    return tuple(dict.fromkeys(heads))  # inverse's and advanced's titled form is the whole one


# What the player to act does next, said after whose turn it is (short, so that "Ann's turn ·
# ..." fits beside the whole match at 100 columns): the shared keyboard's line and a seat's.
TURN_DOINGS = {Phase.DRAW: "draw a card", Phase.PLAY: "meld, then discard"}


def turn_wide(seat, doing: str) -> str:
    """Whose turn and what they do next, wide: "Ann's turn · draw a card"."""
    return f"{possessive(seat)} turn · {doing}"


def turn_narrow(seat, doing: str) -> str:
    """Whose turn and what they do next, narrow: "Ann: draw a card"."""
    return f"{seat.name}: {doing}"


def turn_columns(view, form) -> list[int]:
    """The columns of every seat's turn in ``form`` (``turn_wide``), each phase's: the line is
    fitted for the longest, so that it keeps one order all match (at 100 columns it turned
    round whenever a longer name or "meld, then discard" came up, and what a player looked
    for moved)."""
    return [cell_len(form(seat, doing)) for seat in view.seats for doing in TURN_DOINGS.values()]


def titled_head(view, room: int) -> str | None:
    """The titled match (``titled_forms``) the shared keyboard's line starts with in ``room``
    columns, whose turn after it; None where none fits beside the longest turn: whose turn
    goes first. A remote seat's line takes the same order (``match_first``)."""
    return fit_status(((title, cell_len(title) + 3) for title in titled_forms(view)), lambda _: turn_columns(view, turn_wide), room)


def match_first(view, width: int) -> bool:
    """Whether the shared keyboard's line ``width`` columns wide (a column of padding each
    side) puts the match first, whose turn after it (``titled_head``)."""
    return titled_head(view, width - 2) is not None


def turn_first(view, room: int) -> tuple[Callable[[Any, str], str], str]:
    """The turn's form and the match of the shared keyboard's line whose turn goes first,
    in ``room`` columns: the match in short (e.g. "hand 3/25"); still too long (a computer's
    name, "hand 10/25", the time left), without the variant's name, so that the end of the
    line (the hand, the time left) is not cut off, then the turn narrow. Fitted for the
    longest turn, as the titled form. A remote seat keeps no more of the match."""
    _, *shorter = match_forms(view)
    narrow = [(form, match) for form in (turn_wide, turn_narrow) for match in shorter]
    fitted = fit_status(((pair, cell_len(pair[1]) + 3) for pair in narrow), lambda pair: turn_columns(view, pair[0]), room)
    return narrow[-1] if fitted is None else fitted


def keyboard_line(view, width: int) -> Text:
    """The shared keyboard's line above the table, ``width`` columns wide (a column of
    padding each side): the match, then whose turn and what they do next ("Ann's turn · draw
    a card"); narrow, whose turn first ("Ann: draw a card", a long name at 64 columns: the
    long form cut off the hand number), then the match in short (``turn_first``). "Bit's
    turn", not "Bit (normal)'s turn"; alone, a name keeps its level."""
    doing = turn_doing(view)
    seat = view.seats[view.current]
    room = width - 2
    titled = titled_head(view, room)
    if titled is not None:
        text = Text(titled, style="bold")
        if doing:
            text.append(f"   {turn_wide(seat, doing)}")
        return text
    form, match = turn_first(view, room)
    text = Text(form(seat, doing) if doing else "", style="bold")
    text.append("   " + match)
    return text


def turn_doing(view) -> str | None:
    """What the player to act does next ("draw a card"), or None between hands and after."""
    return TURN_DOINGS.get(view.phase)


def shown_pads(view, rules) -> list | None:
    """The score pads the panels show (R8): filled in as words go down while a hand is
    played (live_pads), else as scored (None). The shared keyboard's and a remote seat's."""
    if view.variant == "advanced" and view.phase in (Phase.DRAW, Phase.PLAY):
        return live_pads(view, rules)
    return None


class RummyTable(Static):
    """Every player's words on the table this hand (R5: fixed, so just a list), each with
    what it scores in standard scoring (as Shuffle's table shows a word's points). A row
    that wraps goes on under its player's name (OwnedRows)."""

    _shown: tuple | None = None  # the view and theme drawn, for a redraw once the box has its size
    _drawn_for = 0  # the lines in sight it was drawn for

    def show(self, view, dark: bool) -> None:
        self._shown = (view, dark)
        self._draw()
        # Drawn before the turn's layout settles (right after a hand-off at 64x20), the box
        # had other rows, and the players went two a line until the next action: once laid
        # out, drawn again for the rows it has.
        self.call_after_refresh(self._redraw_if_the_box_changed)

    def _lines_in_sight(self) -> int:
        # The lines in sight in the scrolling box around the table (none yet before its layout).
        box = self.parent
        return box.scrollable_content_region.height if isinstance(box, Widget) else 0

    def _draw(self) -> None:
        assert self._shown is not None
        view, dark = self._shown
        self._drawn_for = self._lines_in_sight()
        self.update(table_rows(view, dark, self._drawn_for or None))

    def _redraw_if_the_box_changed(self) -> None:
        if self.is_attached and self._lines_in_sight() != self._drawn_for:
            self._draw()


def table_rows(view, dark: bool, height: int | None = None) -> OwnedRows:
    """``height``: the lines in sight; eight seats above the score pads at 80x24 go two a line."""
    rows = [(seat.name, [table_word(view, word, dark) for word in seat.table]) for seat in view.seats]
    return OwnedRows(rows, short_names=[short_name(seat) for seat in view.seats], height=height)


def table_word(view, cards, dark: bool) -> Text:
    """A word on the table; in standard scoring with its points at the hand's end (R7), as
    Shuffle's table and the score screen show them. Advanced: the pads show what it adds;
    inverse: a meld scores nothing (R9), so no number."""
    from wordcards.engine.rummy.scoring import table_word_points

    text = word_text(cards, dark)
    if view.variant == "standard":
        text.append(f" {table_word_points(cards)}", style="italic")
    return text


class RummyPlayers(Static):
    """Name, cards in hand, match total (advanced: the live Primary and Secondary); ▸ marks
    whose turn it is, while a hand is played: between hands and after the match it is no
    one's (the engine's ``current`` then is the seat that began the hand: it read as theirs)."""

    def show(self, view, pads: list | None = None, you: int | None = None) -> None:
        """``you``: a remote seat's own (its row marked "(you)")."""
        table = Table.grid(padding=(0, 1))
        table.add_column()  # the names give way (cut with "…") so the numbers always show
        table.add_column(justify="right", no_wrap=True)
        # The match's totals (standard: "match", which a hand's words join only at its end, R7),
        # never "pts", which reads as this hand's points and stands still while words go down.
        # No wider than "cards": at 80 columns a 12-letter computer name ("Dot (normal)") fits.
        total = {"standard": "match", "advanced": "prim", "inverse": "pen"}[view.variant]
        table.add_column(justify="right", no_wrap=True)
        header = [Text(""), Text("cards", style="dim"), Text(total, style="dim")]
        if view.variant == "advanced":
            table.add_column(justify="right", no_wrap=True)
            header.append(Text("sec", style="dim"))
        table.add_row(*header)
        playing = view.phase in (Phase.DRAW, Phase.PLAY)
        for index, seat in enumerate(view.seats):
            name = seat_name(seat, playing and index == view.current, index == you)
            if view.variant == "advanced" and pads is not None:  # the live pad (R8)
                row: list[RenderableType] = [name, str(seat.hand_size), str(pads[index].primary_total), str(pads[index].secondary_total)]
            else:
                row = [name, str(seat.hand_size), str(seat.total)]
                if view.variant == "advanced":
                    row.append(str(seat.secondary))
            table.add_row(*row)
        self.update(table)


def live_pads(view, rules) -> list:
    """R8, as the hand is played: each seat's pad with its table words of this hand already
    written in (the engine writes them at the hand's end, in the order they were played)."""
    from wordcards.engine.rummy.colours import word_of

    pads = []
    for seat in view.seats:
        pad = seat.pad
        for cards in seat.table:
            pad, _, _ = pad.scored(word_of(cards), rules)
        pads.append(pad)
    return pads


MARKS_DRAWN = 3  # more tally marks than this are counted ("|x4"): a pad's column stays narrow


def tally(count: int) -> str:
    return "|" * count if count <= MARKS_DRAWN else f"|x{count}"


# R8: what "|" on a pad means, under the score screen's pads (nothing said it); one line at 64 columns.
TALLY_MEANS = "one more word of that length"
TALLY_LEGEND = f"| a tally mark: {TALLY_MEANS} (Sec breaks ties)"
# The same key on the turn screen's pads, in their bottom border (a line inside took a row
# the table needs at 64x20), longest first: the border has room for 42 columns at 80, 26 at 64.
TALLY_KEYS = (TALLY_LEGEND, f"| a tally mark: {TALLY_MEANS}", f"| a tally: {TALLY_MEANS}", f"| {TALLY_MEANS}", "| one more word that long")


def most_marks(pads) -> int:
    """The most tally marks any row of ``pads`` holds."""
    return max((row.tally for pad in pads for row in pad.rows), default=0)


def tally_legend(pads) -> str:
    """TALLY_LEGEND, and a second line for a counted tally when ``pads`` show one (play-test
    r34a: "|x4" was explained nowhere), with the most marks shown as its example."""
    most = most_marks(pads)
    if most <= MARKS_DRAWN:
        return TALLY_LEGEND
    return f"{TALLY_LEGEND}\n{tally(most)} {most} tally marks: {most} more words of that length"


def tally_key(pads, room: int) -> str:
    """The score screen's key (``tally_legend``) on one line of at most ``room`` columns, for
    the turn screen's pads (play-test h50: their marks were explained only between hands): the
    longest of TALLY_KEYS that fits, with a counted tally's "|x4: 4 marks" where it goes too."""
    most = most_marks(pads)
    counted_too = [f"{key}; {tally(most)}: {most} marks" for key in TALLY_KEYS] if most > MARKS_DRAWN else []
    return next((key for key in (*counted_too, *TALLY_KEYS) if cell_len(key) <= room), TALLY_KEYS[-1])


# The pad's line of what a word of each length fills its Primary box with: as short as "Pad"
# ("worth" widened the names' column, and cut the names at 64 columns).
WORTH_LABEL = "pts"


def pads_shown(view, pads: list | None = None) -> list:
    """The pads a table shows: ``pads`` (the live pads during a hand), else each seat's as scored."""
    return pads if pads is not None else [seat.pad for seat in view.seats]


def pad_table(
    view,
    longest_word: int,
    title: str | None = None,
    pads: list | None = None,
    totals: bool = True,
    edge: bool = True,
    short: bool = False,
    worth: bool = True,
) -> Table:
    """R8: the score pads, one row per player and one column per word length (``pads``:
    the live pads during a hand, else the pads as scored), then the Primary and Secondary
    totals unless ``totals`` is False; ``edge``: a space before the first column and after
    the last; ``short``: a computer's name without its level ("Bit" for "Bit (expert)");
    ``worth``: a line under the lengths of what each fills its Primary box with, the last
    "64+" when a longer word can be put down (``longest_word``: ``rules.longest_word``)."""
    pads = pads_shown(view, pads)
    lengths = [row.length for row in view.seats[0].pad.rows]
    table = Table(box=None, padding=(0, 1), title=title, title_justify="left", show_edge=False, pad_edge=edge)
    table.add_column("Pad")  # the names give way (cut with "…") so the totals always show
    # The Primary numbers stay in line under their length, the tally marks after them: "4|||"
    # right-justified pushed its 4 out of line. A column is left-justified, its numbers and
    # heading padded to one width (rich strips the spaces after a right-justified cell).
    labels = [f"{length}+" if length == lengths[-1] else str(length) for length in lengths]
    # An empty box is "·": the worth line says what a word of each length fills it with.
    worths = [str(word_points(length)) for length in lengths] if worth else []
    # R8: a longer word fills the last box with its own square, so it is worth that "or more"
    # where the hand can hold one; the "+" goes after the number, as a tally mark does.
    more = ["+" if length == lengths[-1] < longest_word else "" for length in lengths]
    numbers = [
        max(len(label), *(len(w) for w in worths[index : index + 1]), *(len(str(pad.rows[index].primary or "·")) for pad in pads))
        for index, label in enumerate(labels)
    ]
    for label, width in zip(labels, numbers):
        table.add_column(label.rjust(width), no_wrap=True)
    if totals:
        table.add_column("Prim", justify="right", style="bold", no_wrap=True)
        table.add_column("Sec", justify="right", no_wrap=True)
    if worths:
        empty_totals = ["", ""] if totals else []
        worth_cells = [w.rjust(width) + plus for w, width, plus in zip(worths, numbers, more)]
        table.add_row(WORTH_LABEL, *worth_cells, *empty_totals, style="dim italic")
    for seat, pad in zip(view.seats, pads):
        cells = []
        for row, width in zip(pad.rows, numbers):
            number = str(row.primary) if row.primary is not None else "·"
            cell = Text(number.rjust(width), style="" if row.primary else "dim")
            if row.tally:
                cell.append(tally(row.tally), style="bold")
            cells.append(cell)
        sums = [str(pad.primary_total), str(pad.secondary_total)] if totals else []
        table.add_row(player_name(short_name(seat) if short else seat.name), *cells, *sums)
    return table


def panel_rows(variant: str, seats: int) -> tuple[int, int, int]:
    """Rows of text for sizes.least_size: the status line, the piles line, the hand and its
    values, the word, the message (2: a tip or a long refusal wraps at 64 columns) and the
    footer; the score pads (advanced: a row per seat under a header, and the worth line) and
    the players panel, a row per seat under a header."""
    return 8, seats + 1 + worth_line(seats) if variant == "advanced" else 0, seats + 1


# The most seats whose turn screen has room for the pads' worth line at 80x24: with 8, the
# line would make the screen a line taller than 24 (sizes.least_size); the score screen has it.
MOST_SEATS_WITH_WORTH = 7


def worth_line(seats: int) -> int:
    """The rows the turn screen's pads give their worth line: 1, or 0 with the most seats."""
    return 1 if seats <= MOST_SEATS_WITH_WORTH else 0


SHORTEST_NAME = 10  # cells a long name may be cut to ("Abcdefghi…") before the totals give way


def fitted_pad_table(view, width: int, longest_word: int, pads: list | None = None) -> Table:
    """The pads for a panel ``width`` cells wide: whole names, without the spaces at the
    edges if need be; else a computer's name without its level ("Bit (exper…" read oddly;
    the players panel beside says the level), then long names cut; when even names cut
    short leave no room, without the spaces at the edges (at 80 columns, beside advanced's
    wider players panel), then without the totals (the Players panel shows them), so no
    column is cut to "Pr…"."""
    names = max(cell_len(name) for name in ("Pad", WORTH_LABEL, *(short_name(seat) for seat in view.seats)))
    for worth in (True, False)[1 - worth_line(len(view.seats)) :]:  # it gives way before a name is cut
        for edge in (True, False):
            table = pad_table(view, longest_word, pads=pads, edge=edge, worth=worth)
            if not width or _width_of(table) <= width:
                return table
        cut = 0 if worth else names - min(names, SHORTEST_NAME)
        for edge in (True, False):
            table = pad_table(view, longest_word, pads=pads, edge=edge, short=True, worth=worth)
            if _width_of(table) - cut <= width:
                return table
    return pad_table(view, longest_word, pads=pads, totals=False, edge=False, short=True, worth=False)


def _width_of(table: Table) -> int:
    console = Console(width=1000)
    return Measurement.get(console, console.options, table).maximum


class FittedPanel(Static):
    """A panel drawn to fit its width: drawn again as its width changes, by whichever app
    shows it (a remote seat's resize comes before its panels have their new width: its
    piles line would wrap "blue" onto a line of its own)."""

    _shown: tuple = ()  # show's arguments, for the next width

    def on_resize(self) -> None:
        if self._shown:
            self.show(*self._shown)

    def show(self, *shown) -> None:
        raise NotImplementedError


# Columns of the pads' bottom border its key cannot have: each side a corner, a line and a
# space (Textual cuts a longer label with "…").
BORDER_LABEL_CHROME = 6


class ScorePads(FittedPanel):
    def show(self, view, longest_word: int, pads: list | None = None) -> None:
        """``longest_word``: the longest word a player can put down (``rules.longest_word``)."""
        self._shown = (view, longest_word, pads)
        self.update(fitted_pad_table(view, self.content_size.width, longest_word, pads))
        self.border_subtitle = tally_key(pads_shown(view, pads), self.outer_size.width - BORDER_LABEL_CHROME)


class RummyHand(FittedPanel):
    """The current player's cards with their values (not in advanced scoring), and the
    discard pile's top card.
    Shows no card of the hand until the player has taken the keyboard (hand-off)."""

    def show(self, view, rules, revealed: bool, dark: bool, hidden: str | None = None, new: Sequence = ()) -> None:
        self._shown = (view, rules, revealed, dark, hidden, new)
        pile = piles_line(view, rules, dark)
        if self.size.width and pile.cell_len > self.size.width:  # narrow: closer, not wrapped
            pile = piles_line(view, rules, dark, gap=2)
            if pile.cell_len > self.size.width:
                # Still too wide (many colours): the key gets a line of its own; it is the
                # only place a colour is named on this screen, so it never goes.
                pile = Text("\n").join([piles_line(view, rules, dark, gap=2, with_legend=False), legend(rules.colours, dark)])
        if not revealed:
            self.update(Group(pile, Text(hidden or HIDDEN, style="dim")))
            return
        cells = []
        fresh = list(new)
        # R8: in advanced scoring a card left in hand neither scores nor costs, so its value
        # is not shown (it would read as if it counted); the row stays, blank, so nothing moves.
        valued = view.variant != "advanced"
        for card in view.hand:
            face = card_text(card, dark)
            face.pad(1)
            if card in fresh:  # the card just drawn: lit until the next action
                fresh.remove(card)
                face.stylize("reverse")
            value = f"{rules.value(card.letter):^4}" if valued else ""
            cells.append((Text(" ").append_text(face), Text(f" {value:4}", style="dim")))
        note = Text("   lit: just drawn", style="dim italic") if new else None
        self.update(Group(pile, CardRows(cells, note)))


def piles_line(view, rules, dark: bool, gap: int = 3, with_legend: bool = True) -> Text:
    """The discard pile's top, the draw pile's size and the colours' legend, on one line
    (``gap``: the spaces between them; 2 fits the narrowest terminal, 64 columns)."""
    space = " " * gap
    pile = Text("Discard pile ", style="bold")
    if view.discard_top is not None:
        pile.append_text(card_text(view.discard_top, dark))
        pile.append(f"{space[:-1]}({counted(view.discard_size, 'card')})", style="dim")
    else:
        pile.append("empty", style="dim")
    pile.append(f"{space}Draw pile {view.draw_pile_size}{space if with_legend else ''}", style="bold")
    if with_legend:
        pile.append_text(legend(rules.colours, dark, gap=gap - 1))
    return pile
