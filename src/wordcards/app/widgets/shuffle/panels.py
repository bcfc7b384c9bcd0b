"""The Shuffle turn screen's panels, each drawn from a ShuffleView (never from the game).

A card shows its letter with its value as a subscript (``Q₁₀``); a joker on the table
shows, in lower case and reversed, the letter it stands for (S9); a joker in hand is ``*``.
"""

from __future__ import annotations

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from wordcards.engine.shuffle.cards import card_value

SUBSCRIPT = str.maketrans("0123456789-", "₀₁₂₃₄₅₆₇₈₉₋")
JOKER_STYLE = "bold reverse"
HIDDEN = "Hand hidden until its player takes the keyboard."


def sub(number: int) -> str:
    return str(number).translate(SUBSCRIPT)


def table_card_value(rules, placed) -> int:
    return card_value(rules, placed.card, on_table=True)


def word_text(rules, word) -> Text:
    """``C₃H₄a₀R₁T₁`` - a joker standing for A shown as a reversed lower-case a."""
    text = Text()
    for placed in word.placed:
        if placed.card.is_joker:
            text.append(placed.letter.lower(), style=JOKER_STYLE)
        else:
            text.append(placed.letter, style="bold")
        text.append(sub(table_card_value(rules, placed)), style="dim")
    return text


def plain_word(word) -> str:
    """The word as players say it, jokers in lower case: ``CHaRT``."""
    return "".join(p.letter.lower() if p.card.is_joker else p.letter for p in word.placed)


class ShuffleTable(Static):
    """Every player's words with their cards and values, grouped by owner."""

    def show(self, view, rules) -> None:
        width = max(len(seat.name) for seat in view.seats)
        lines = []
        for owner, seat in enumerate(view.seats):
            line = Text(f"{seat.name:<{width}} ", style="bold")
            words = [w for w in view.table if w.owner == owner]
            if not words:
                line.append("-", style="dim")
            for number, word in enumerate(words):
                if number:
                    line.append("  ")
                line.append_text(word_text(rules, word))
                line.append(f" {view.points_of(word)}", style="italic")
            lines.append(line)
        self.update(Group(*lines))


class ShufflePlayers(Static):
    """Name, cards in hand and points on the table; ▸ marks whose turn it is.

    The table points are public. The S14 score also subtracts the hand's values, which
    would tell everyone how costly the other hands are, so it waits for the score screen."""

    def show(self, view, rules) -> None:
        table = Table.grid(padding=(0, 1))
        table.add_column(no_wrap=True)
        table.add_column(justify="right")
        table.add_column(justify="right")
        table.add_row("", Text("cards", style="dim"), Text("table", style="dim"))
        for index, seat in enumerate(view.seats):
            marker = "▸" if index == view.current else " "
            name = Text(f"{marker}{seat.name}", style="bold" if index == view.current else "")
            if seat.junior:
                name.append(" jr", style="dim")
            table.add_row(name, str(seat.hand_size), str(seat.table_points))
        self.update(table)


class ShuffleHand(Static):
    """The current player's cards and values. No card at all until the player has taken
    the keyboard on the hand-off screen."""

    def show(self, view, rules, revealed: bool, hidden: str | None = None) -> None:
        if not revealed:
            self.update(Text(hidden or HIDDEN, style="dim"))
            return
        letters = Text("Hand ", style="bold")
        values = Text("     ")
        if not view.hand:  # S3: every card played - ending the turn draws a new hand
            letters.append("   empty: end the turn (Ctrl+E) to draw a new hand and play again", style="italic")
        for card in view.hand:
            letters.append("   ")
            if card.is_joker:
                letters.append("*", style=JOKER_STYLE)
                value = rules.joker_hand_penalty
            else:
                letters.append(card.letter, style="bold")
                value = rules.value(card.letter)
            values.append(f"{value:>4}", style="dim")
        self.update(Group(letters, values))
