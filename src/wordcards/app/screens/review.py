"""After a game: "What could I have played?" Each turn of each person beside the best
play the engine found at its start (``wordcards.ai.review``), and the points it makes;
where the expert (looking ahead) would have done otherwise, its choice and its average gain.

Every hand is known by now (the score screen shows them), so nothing here is private.
The review replays the game, which takes a moment: it runs in a worker thread.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, ProgressBar, Static

from wordcards.app.screens.footer_keys import FooterKeysAtOnce

# Not plays that score: left out of "played" (a turn of only these shows "-" or "pass").
QUIET = ("end", "pass", "draw", "take", "discard", "next", "time-up")


def played_text(notations, readable) -> str:
    plays = [n for n in notations if n.split(" ", 1)[0] not in QUIET or n.startswith("take ") and ":" in n]
    if not plays:
        return "pass" if "pass" in notations else "-"
    return ", ".join(readable(n) for n in plays)


def shuffle_readable(notation: str) -> str:
    """A Shuffle play without the table word numbers, which mean nothing once the game is
    over: ``steal 2 CHARTS`` -> ``steal CHARTS``, ``take 1:T,4:S STAR`` -> ``take T+S STAR``."""
    kind, _, rest = notation.partition(" ")
    if kind in ("ext", "steal"):
        word = rest.split(" ", 1)[1]
        return f"extend to {word}" if kind == "ext" else f"steal {word}"
    if kind == "take" and ":" in rest:
        sources, word = rest.rsplit(" ", 1)
        letters = "+".join(source.split(":", 1)[1].split("=")[0] for source in sources.split(","))
        return f"take {letters} {word}"
    if kind == "swap":
        return f"swap {rest.split(' ', 1)[1].split('@')[0]} for a joker"
    if kind == "play":
        return rest
    return notation


def best_cells(turn, readable) -> tuple[Text, Text]:
    """The "best found" columns, agreeing with the played ones: a better play with its
    points; else "same as played" (the same play) or "no better play found" (the turn
    scored as much or more, e.g. with several plays), with the played points."""
    if turn.missed:
        best = ", ".join(readable(n) for n in turn.best)
        return Text(best, style="bold"), Text(str(turn.best_points), style="bold")
    same = bool(turn.best) and set(turn.best) <= set(turn.played)
    return Text("same as played" if same else "no better play found", style="dim"), Text(str(turn.played_points), style="dim")


def review_table(turns, readable, rummy: bool) -> Table:
    table = Table(box=None, padding=(0, 1), show_edge=False, expand=True)
    table.add_column("Turn", no_wrap=True)
    table.add_column("Played")
    table.add_column("Pts", justify="right", no_wrap=True)
    table.add_column("Best found then")
    table.add_column("Pts", justify="right", no_wrap=True)
    last_name = None
    for turn in turns:
        where = f"{turn.name} {turn.turn}" if turn.name != last_name else f"{'':{len(turn.name)}} {turn.turn}"
        if rummy and turn.hand_number is not None:
            where += f" (hand {turn.hand_number})"
        last_name = turn.name
        found, points = best_cells(turn, readable)
        if turn.expert_gain:  # the expert, looking ahead, would have done otherwise
            found.append(f"\nexpert: {played_text(turn.expert, readable)}, +{turn.expert_gain:g} on average", style="italic")
        table.add_row(Text(where), played_text(turn.played, readable), str(turn.played_points), found, points)
    return table


def summary(turns, names) -> Text:
    text = Text()
    for name in names:
        mine = [t for t in turns if t.name == name]
        missed = sum(t.missed for t in mine)
        better = sum(1 for t in mine if t.missed)
        text.append(f"{name}: ", style="bold")
        text.append(f"{len(mine)} turns, a better play in {better} of them ({missed} points missed)\n")
        wiser = [t.expert_gain for t in mine if t.expert_gain]
        if wiser:
            text.append(
                f"  the expert, looking ahead, would have played {len(wiser)} of them otherwise "
                f"(+{sum(wiser) / len(wiser):.1f} points on average)\n",
                style="dim",
            )
    return text


class ReviewScreen(FooterKeysAtOnce, Screen[None]):
    """Pushed from a score screen; Esc (or w, q) goes back to it."""

    BINDINGS = [Binding("escape,w,q", "close", "Back")]

    def __init__(self, game) -> None:
        super().__init__(name="review")
        self.game = game

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="review-body"):
            yield Static(Text("What could I have played?", style="bold"), classes="score-title")
            yield Static(Text("Looking back over the game...", style="dim"), id="review-table")
            yield ProgressBar(total=max(1, len(self.game.actions)), show_eta=False, id="review-progress")
        yield Footer()

    def on_mount(self) -> None:
        self.run_worker(self._review, thread=True, name="review", exit_on_error=False)

    def _advance(self, done: int, total: int) -> None:
        self.query_one(ProgressBar).update(progress=done, total=max(1, total))

    def _review(self) -> None:
        from wordcards.ai import review
        from wordcards.app.thinking import expert_time_cap

        def progress(done: int, total: int) -> None:
            if done % 5 == 0 or done == total:  # a redraw per few actions is plenty
                self.app.call_from_thread(self._advance, done, total)

        try:
            turns = review(self.game, look_ahead=True, time_cap=expert_time_cap(), progress=progress)
        except Exception as exc:  # the review is a nicety: never lose the score screen to it
            self.app.call_from_thread(self._show_error, exc)
            return
        self.app.call_from_thread(self._show, turns)

    def _show_error(self, exc: Exception) -> None:
        self.query_one(ProgressBar).display = False
        self.query_one("#review-table", Static).update(Text(f"The review could not be made: {exc}"))

    def _show(self, turns) -> None:
        self.query_one(ProgressBar).display = False
        rummy = self.game.game_name == "rummy"
        if rummy:
            from wordcards.app.widgets.rummy.cards import readable as rummy_readable

            colours = self.game.rules.colours

            def readable(notation: str) -> str:
                if notation.startswith("meld "):  # the word, each letter with its mark: T■E■X■T◆
                    return rummy_readable(notation.removeprefix("meld "), colours).replace(" ", "")
                return rummy_readable(notation, colours)
        else:
            readable = shuffle_readable

        body = self.query_one("#review-table", Static)
        if not turns:
            body.update(Text("No turns to look back on.", style="dim"))
            return
        people = [p.name for p in self.game.players if p.computer is None]
        note = Text(
            "Points: what the turn's plays scored at once; the best found is the single best play at the "
            "turn's start" + (" (rummy: the best melds after the draw)." if rummy else ".")
            + " The expert plays the best few forward over deals of the cards you could not see; "
            "'+N on average' is how much better its choice did there, in points of score difference.",
            style="dim",
        )
        from rich.console import Group

        body.update(Group(summary(turns, people), review_table(turns, readable, rummy), Text(), note))

    def action_close(self) -> None:
        self.dismiss(None)
