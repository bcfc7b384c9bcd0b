"""The end of a Shuffle game, drawn from a ShuffleView: each player's words with card points
and length bonus, the hand left, the total (S14), and the winner. Shown by the shared
keyboard's score screen and by a remote seat (the view shows every hand once the game is over)."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from wordcards.app.widgets.common.flow import Flow
from wordcards.app.widgets.common.joker_marks import JOKER_STYLE
from wordcards.app.widgets.shuffle.panels import sub
from wordcards.engine.wording import counted, who_won
from wordcards.engine.shuffle.cards import card_value
from wordcards.engine.shuffle.scoring import breakdown_of


HAND_LINE = 32  # cells: the widest hand left kept on one line


def measure(flow: Flow) -> int:
    """The cells ``flow`` takes on one line."""
    return sum(item.cell_len for item in flow.items) + flow.gap * (len(flow.items) - 1)


def breakdown(view, rules) -> Group:
    """S14 per player: card values + length bonus per word, minus the hand."""
    outcome = view.outcome
    winners = who_won([view.seats[i].name for i in outcome.winners])
    parts: list = [Text(f"{winners} with {counted(outcome.scores[outcome.winners[0]], 'point')}!", style="bold"), Text()]
    rows = []
    for seat, player in enumerate(view.seats):
        left = player.hand_left or ()
        score = breakdown_of(rules, seat, view.table, left)
        words = Flow(
            (Text.assemble((word.display, "bold"), (f" {word.card_points}+{word.length_bonus}", "dim")) for word in score.words),
            empty=Text("no words", style="dim"),
        )
        cards = [
            # S14: the joker's hand penalty is shown like every other card's value.
            Text.assemble(
                ("*", JOKER_STYLE) if card.is_joker else card.letter, (sub(card_value(rules, card, on_table=False)), "dim")
            )
            for card in left
        ]
        cost = Text(f" -{score.hand_penalty}" if score.hand_penalty else "empty", style="dim")
        rows.append((Text(player.name), words, Flow([*cards, cost], gap=0), str(score.total)))
    parts.append(ScoreTable(rows))
    return Group(*parts)


class ScoreTable:
    """The players' rows, laid out for the width they are drawn in."""

    def __init__(self, rows: list[tuple[Text, Flow, Flow, str]]) -> None:
        self.rows = rows

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield score_table(self.rows, options.max_width)


def score_table(rows: list[tuple[Text, Flow, Flow, str]], width: int) -> Table:
    # A hand and what it costs stay on one line, up to HAND_LINE cells; a longer hand (a game
    # of passes) wraps between cards rather than push the words and Total off the screen.
    # Narrower still where the widest word and its score would not fit beside it (64
    # columns cut "REPARATION 12+10" to "REPARATION 12+").
    widest_hand = max(measure(row[2]) for row in rows)
    names = max(len("Player"), *(row[0].cell_len for row in rows))
    totals = max(len("Total"), *(len(row[3]) for row in rows))
    words = max(item.cell_len for row in rows for item in row[1].items or [row[1].empty])
    room = width - names - words - totals - 2 * 4  # a space each side of each of the 4 columns
    hand = max(len("Hand left"), min(widest_hand, HAND_LINE, room))
    table = Table(box=None, padding=(0, 1), show_edge=False, expand=False)
    table.add_column("Player", no_wrap=True, style="bold")
    table.add_column(words_heading(width - names - hand - totals - 2 * 4))
    # A fixed width: Rich then narrows the words column alone when the screen is tight; with
    # a minimum it narrowed the hand too, widened it back, and cropped the Total column.
    table.add_column("Hand left", width=hand)
    table.add_column("Total", justify="right", style="bold")
    for row in rows:
        table.add_row(*row)
    return table


# The words column's heading, longest first: at 80x24 beside a long hand the longest wrapped
# to "Words: cards +" over "bonus" (play-test r34a); a shorter one keeps to one line.
WORDS_HEADINGS = ("Words: cards + bonus", "Words: cards+bonus", "Words (+bonus)", "Words")


def words_heading(room: int) -> str:
    """The longest heading the words column has ``room`` cells for (the last, else)."""
    return next((heading for heading in WORDS_HEADINGS if len(heading) <= room), WORDS_HEADINGS[-1])


def ending(view) -> str:
    """Why the game ended (S13), as a rummy hand's title says why it ended: "Game over: ..."
    alone left the table to work it out. A player with no cards left ended it; else the
    passes did."""
    out = [seat.name for seat in view.seats if seat.hand_size == 0]
    if out:
        return f"the deck is empty and {out[0]} has no cards left"
    return "the deck is empty and every player passed in turn"


def score_statics(view, rules) -> list[Static]:
    """The score screen's body (the game is over: ``view.outcome`` is set)."""
    return [Static(Text(f"Game over: {ending(view)}", style="bold"), classes="score-title"), Static(breakdown(view, rules))]
