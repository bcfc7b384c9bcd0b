"""The end of a Shuffle game: each player's words, values and bonuses, the hand left, the
total (S14), and the winner. Every hand is shown now: the game is over."""

from __future__ import annotations

from typing import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from wordcards.app.screens.footer_keys import FooterKeysAtOnce

from wordcards.app.widgets.common.evening import EveningBoard
from wordcards.app.widgets.common.flow import Flow, last_moves_text
from wordcards.app.widgets.shuffle.panels import JOKER_STYLE, sub


def breakdown(game) -> Group:
    """S14 per player: card values + length bonus per word, minus the hand."""
    outcome = game.outcome
    names = " and ".join(game.players[i].name for i in outcome.winners)
    verb = "wins" if len(outcome.winners) == 1 else "share the win"
    parts: list = [Text(f"{names} {verb} with {outcome.scores[outcome.winners[0]]} points!", style="bold"), Text()]
    table = Table(box=None, padding=(0, 1), show_edge=False, expand=False)
    table.add_column("Player", no_wrap=True, style="bold")
    table.add_column("Words: cards + bonus")
    table.add_column("Hand left", no_wrap=True)  # the hand and what it costs stay on one line
    table.add_column("Total", justify="right", style="bold")
    for seat, player in enumerate(game.players):
        score = game.score(seat)
        words = Flow(
            (Text.assemble((word.display, "bold"), (f" {word.card_points}+{word.length_bonus}", "dim")) for word in score.words),
            empty=Text("no words", style="dim"),
        )
        hand = Text()
        for card in game.view(seat).hand:
            if card.is_joker:
                hand.append("*", style=JOKER_STYLE)
            else:
                hand.append(card.letter)
                hand.append(sub(game.rules.value(card.letter)), style="dim")
        hand.append(f" -{score.hand_penalty}" if score.hand_penalty else "empty", style="dim")
        table.add_row(Text(player.name), words, hand, str(score.total))
    parts.append(table)
    return Group(*parts)


class ShuffleScoreScreen(FooterKeysAtOnce, Screen[str]):
    """Dismissed with "new" (play again: same players, the next seat starts) or "quit"."""

    BINDINGS = [
        Binding("enter,n", "new", "Play again"),
        Binding("w", "review", "What could I have played?"),
        Binding("q", "quit_game", "Quit", show=False),
    ]

    def __init__(self, game, scoreboard: list[tuple[str, int]], games_tonight: int, last_moves: Sequence[str] = ()) -> None:
        super().__init__(name="score")
        self.game = game
        self.scoreboard, self.games_tonight = scoreboard, games_tonight
        self.last_moves = tuple(last_moves)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="score-body"):
            yield Static(Text("Game over", style="bold"), classes="score-title")
            yield Static(breakdown(self.game))
            yield EveningBoard(self.scoreboard, self.games_tonight, classes="score-evening")
            if self.last_moves:
                yield Static(last_moves_text(self.last_moves), classes="score-last")
        yield Footer()

    def action_review(self) -> None:
        from wordcards.app.screens.review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.game))

    def action_new(self) -> None:
        self.dismiss("new")

    def action_quit_game(self) -> None:
        self.dismiss("quit")
