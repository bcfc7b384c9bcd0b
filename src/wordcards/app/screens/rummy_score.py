"""End of a rummy hand (and of the match): every player's breakdown, the match totals,
the advanced score pads, the winner. All hands are shown now, as at a real table."""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from wordcards.app.widgets.common.evening import EveningBoard
from wordcards.app.widgets.rummy.cards import cards_line, word_text
from wordcards.app.widgets.rummy.panels import pad_table


def hand_breakdown(view, result, dark: bool) -> Group:
    parts = []
    for seat, score in zip(view.seats, result.scores):
        sign = "penalty " if view.variant == "inverse" else ("+" if score.points >= 0 else "")
        head = Text(f"{seat.name}  ", style="bold")
        head.append(f"{sign}{score.points}", style="bold")
        head.append(f"   match total {seat.total}", style="dim")
        parts.append(head)
        table = Text("  table  ")
        if score.table:
            for word in score.table:
                table.append_text(word_text(word.cards, dark))
                if view.variant == "advanced":
                    table.append(f" {word.note}  ", style="dim")
                elif view.variant == "standard":
                    table.append(f" {word.points}  ", style="dim")
                else:
                    table.append("  ")
        else:
            table.append("no words", style="dim")
        parts.append(table)
        hand = Text("  hand   ")
        arrangement = score.arrangement
        if arrangement is not None:  # R7: the best arrangement the engine found
            for word in arrangement.words:
                hand.append_text(word_text(word, dark))
                hand.append(f" {len(word)}  ", style="dim")
            if arrangement.leftover:
                hand.append("minus ")
                hand.append_text(cards_line(arrangement.leftover, dark))
                hand.append(f" ({arrangement.penalty})", style="dim")
            if not arrangement.words and not arrangement.leftover:
                hand.append("empty", style="dim")
            hand.append(f"  = {arrangement.score}", style="bold")
        elif score.hand:
            hand.append_text(cards_line(score.hand, dark))
            if view.variant == "inverse":
                hand.append(f"  penalty {score.penalty}", style="bold")
            else:
                hand.append("  (the pad scores table words only)", style="dim")
        else:
            hand.append("empty", style="dim")
        parts.append(hand)
    return Group(*parts)


def totals_table(view) -> Table:
    table = Table(box=None, padding=(0, 2), show_edge=False)
    table.add_column("Player", no_wrap=True)
    if view.variant == "advanced":
        table.add_column("Primary", justify="right")
        table.add_column("Secondary", justify="right")
        for seat in view.seats:
            table.add_row(Text(seat.name), str(seat.total), str(seat.secondary))
    else:
        table.add_column("Penalty" if view.variant == "inverse" else "Points", justify="right")
        for seat in view.seats:
            table.add_row(Text(seat.name), str(seat.total))
    return table


def winner_line(view) -> Text:
    outcome = view.outcome
    names = " and ".join(view.seats[i].name for i in outcome.winners)
    verb = "wins" if len(outcome.winners) == 1 else "share the win"
    text = Text(f"{names} {verb}!", style="bold")
    text.append(f"  (the match is over: {outcome.reason})", style="dim")
    return text


class RummyScoreScreen(Screen[str]):
    """Dismissed with "next" (deal the next hand), "new" (play again: a new match, the next
    seat starts) or "quit"."""

    BINDINGS = [
        Binding("enter,n", "next", "Next hand"),
        Binding("enter,n", "new", "Play again"),
        Binding("w", "review", "What could I have played?"),
        Binding("q", "quit_game", "Quit", show=False),
    ]

    def __init__(self, view, dark: bool, scoreboard: list[tuple[str, int]] = (), games_tonight: int = 0) -> None:
        super().__init__(name="score")
        self.game_view = view
        self.dark = dark
        self.scoreboard, self.games_tonight = list(scoreboard), games_tonight

    @property
    def over(self) -> bool:
        return self.game_view.outcome is not None

    def compose(self) -> ComposeResult:
        view = self.game_view
        result = view.results[-1]
        title = Text(f"Hand {result.number} is over: {result.reason}", style="bold")
        with VerticalScroll(id="score-body"):
            if self.over:
                yield Static(winner_line(view), id="score-winner")
            yield Static(title, classes="score-title")
            yield Static(hand_breakdown(view, result, self.dark))
            if view.variant == "advanced":
                yield Static(pad_table(view, title="Score pads (R8)"), classes="score-pads")
            else:
                yield Static(totals_table(view), classes="score-totals")
            if self.over:
                yield EveningBoard(self.scoreboard, self.games_tonight, classes="score-evening")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next":
            return not self.over
        if action == "new":
            return self.over
        return True

    def action_review(self) -> None:
        from wordcards.app.screens.review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.app.session.game))

    def action_next(self) -> None:
        self.dismiss("next")

    def action_new(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
