"""The end of a rummy hand (and of the match), drawn from a RummyView: every player's
breakdown (R7), the match totals or the advanced score pads, the winner. Shown by the shared
keyboard's score screen and by a remote seat: all hands are shown now, as at a real table."""

from __future__ import annotations

from typing import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from wordcards.app.ending import TIME_UP_LINE
from wordcards.app.widgets.common.flow import Flow
from wordcards.app.widgets.rummy.cards import cards_line, legend, word_text
from wordcards.app.widgets.rummy.panels import pad_table, pads_shown, tally_legend, time_left
from wordcards.rules_text import standard_length
from wordcards.engine.rummy.options import round_word
from wordcards.engine.rummy.scoring import hand_tallies
from wordcards.engine.wording import and_list, who_won
from wordcards.engine.wording import counted


def hand_breakdown(view, result, dark: bool) -> Group:
    """Per player: the hand's score, the table words (with their points or pad notes) and
    the hand left. A word stays with its note when a line wraps."""
    parts: list[Text | Table] = []
    pad_note_said = False  # advanced: said on the first hand line with cards, once (it read on every one)
    for seat, score in zip(view.seats, result.scores):
        sign = "penalty " if view.variant == "inverse" else ("+" if score.points >= 0 else "")
        head = Text(f"{seat.name}  ", style="bold")
        head.append(f"{sign}{score.points}", style="bold")
        if view.variant == "advanced" and (tallies := hand_tallies(score)):
            head.append(f", {tallies} {'tally' if tallies == 1 else 'tallies'}", style="bold")
        head.append(f"   match total {seat.total}", style="dim")
        parts.append(head)
        table_words = []
        for word in score.table:
            item = word_text(word.cards, dark)
            if view.variant == "advanced":
                item.append(f" {word.note}", style="dim")
            elif view.variant == "standard":
                item.append(f" {word.points}", style="dim")
            table_words.append(item)
        hand: list[Text] = []
        arrangement = score.arrangement
        if arrangement is not None:  # R7: the best arrangement the engine found
            for word in arrangement.words:
                hand.append(Text.assemble(word_text(word, dark), (f" {len(word)}", "dim")))
            if arrangement.leftover:
                hand.append(Text.assemble("minus ", cards_line(arrangement.leftover, dark), (f" ({arrangement.penalty})", "dim")))
            if not arrangement.words and not arrangement.leftover:
                hand.append(Text("empty", style="dim"))
            hand.append(Text(f"= {arrangement.score}", style="bold"))
        elif score.hand:
            hand.append(cards_line(score.hand, dark))
            if view.variant == "inverse":
                hand.append(Text(f"penalty {score.penalty}", style="bold"))
            elif not pad_note_said:
                hand.append(Text("(the pad scores table words only)", style="dim"))
                pad_note_said = True
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column()
        grid.add_row(" table", Flow(table_words, empty=Text("no words", style="dim")))
        grid.add_row(" hand", Flow(hand, empty=Text("empty", style="dim")))
        parts.append(grid)
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
        # Named as each player's line above ("match total 22") and the players panel ("match");
        # inverse: "Total penalty", not "Penalty", which the lines above use for the hand's.
        table.add_column("Total penalty" if view.variant == "inverse" else "Match total", justify="right")
        for seat in view.seats:
            table.add_row(Text(seat.name), str(seat.total))
    return table


def winner_line(view) -> Text:
    outcome = view.outcome
    winners = who_won([view.seats[i].name for i in outcome.winners])
    # With the score, as Shuffle's "Ann wins with 156 points!", in the variant's terms.
    text = Text(f"{winners} with {winning_score(view)}!", style="bold")
    text.append(f"  (the match is over: {outcome.reason})", style="dim")
    text.append(f"\n{winning_rule(view)}", style="dim")
    broken = tie_break(view)
    if broken:
        text.append(f"\n{broken}", style="dim")
    return text


def winning_rule(view) -> str:
    """Why the winner won, the variant's rule (R7-R9): inverse's lowest total read as a
    loss; then who else ties, below the winner ("Ann and Bit tie on 9")."""
    rule = {
        "advanced": "The highest Primary total wins; the Secondary breaks a tie.",
        "inverse": "The fewest penalty points win.",
    }.get(view.variant) or standard_rule(getattr(view, "target", None), getattr(view, "max_hands", None))
    # Advanced: players tie only on both totals (the Secondary breaks a Primary tie).
    advanced = view.variant == "advanced"
    others: dict[tuple[int, int], list[str]] = {}
    for index, seat in enumerate(view.seats):
        if index not in view.outcome.winners:
            others.setdefault((seat.total, seat.secondary if advanced else 0), []).append(seat.name)
    ties = [
        f"{and_list(names)} tie on {f'{total} Primary, {secondary} Secondary' if advanced else total}."
        for (total, secondary), names in others.items()
        if len(names) > 1
    ]
    return " ".join([rule, *ties])


def standard_rule(target: int | None, max_hands: int | None) -> str:
    """R7, R11: both ends of a standard match, as the status line says them ("to 150 points
    · hand 1/25"), on one line at 80 columns under the largest target and limit a ruleset
    may set; a match saved before R11 has no limit: the target alone."""
    if target and max_hands:
        return f"Played {standard_length(target, max_hands)}; the highest total wins."
    if target:
        return f"The match ends once a player reaches {target}; the highest total wins."
    return "The highest total wins."


def winning_score(view) -> str:
    """The winner's match total: points (R7), Primary points (R8) or penalty points (R9)."""
    total = view.seats[view.outcome.winners[0]].total
    noun = {"advanced": "Primary point", "inverse": "penalty point"}.get(view.variant, "point")
    return counted(total, noun)


def tie_break(view) -> str | None:
    """R8: when players tie on the top Primary total, say that the Secondary total (the
    tally marks) decided, or that it tied too; else the win would look unexplained."""
    if view.variant != "advanced":
        return None
    top = max(seat.total for seat in view.seats)
    tied = [seat for seat in view.seats if seat.total == top]
    if len(tied) < 2:
        return None
    if len(view.outcome.winners) == len(tied):
        return f"Primary tied at {top} and Secondary at {tied[0].secondary}: the win is shared."
    marks = ", ".join(f"{seat.name} {seat.secondary}" for seat in sorted(tied, key=lambda seat: -seat.secondary))
    return f"Primary tied at {top}: the Secondary total breaks the tie ({marks})."


def hand_title(view, time_up: bool = False) -> Text:
    result = view.results[-1]
    title = Text(f"{round_word(view.variant)} {result.number} is over: {result.reason}", style="bold")
    if time_up and view.outcome is None:
        title.append(f"\n{TIME_UP_LINE}", style="not bold")
    elif view.outcome is None and (coming := next_hand(view, result.number + 1)):
        title.append(f"\n{coming}", style="not bold")
    return title


def next_hand(view, number: int) -> str | None:
    """The hand to come and how many the match may still last (R11's limit, advanced's
    hands, inverse's deals), so nobody has to count; a match by minutes, the time it has left
    (the clock runs as the scores are read); None for a match by points alone."""
    if view.clock is not None:
        if view.clock.time_up:  # held within the second: the title then says Enter ends it
            return None
        return f"Next: hand {number} · {time_left(view)}."
    if view.variant == "standard" and view.max_hands:
        most, what = view.max_hands, f"hand {number} of at most {view.max_hands}"
    elif view.variant == "advanced" and view.match_hands:
        most, what = view.match_hands, f"hand {number} of {view.match_hands}"
    elif view.variant == "inverse" and view.deals:
        most, what = view.deals, f"deal {number} of {view.deals}"
    else:
        return None
    last = ": the last, the match ends after it" if number == most else ""
    return f"Next: {what}{last}."


def score_statics(view, dark: bool, time_up: bool = False, colours: Sequence[str] = (), *, longest_word: int) -> list[Static]:
    """The score screen's body for the hand just over (``view.results[-1]``); ``colours``:
    the ruleset's, for the key under the breakdown (its cards are shown by their marks);
    ``longest_word``: the longest word a player can put down (the pads' worth line)."""
    statics = []
    if view.outcome is not None:
        statics.append(Static(winner_line(view), id="score-winner"))
    statics.append(Static(hand_title(view, time_up), classes="score-title"))
    statics.append(Static(hand_breakdown(view, view.results[-1], dark)))
    if colours:
        statics.append(Static(legend(colours, dark), classes="score-key"))
    if view.variant == "advanced":
        marks = tally_legend(pads_shown(view))
        statics.append(Static(Group(pad_table(view, longest_word, title="Score pads"), Text(marks, style="dim")), classes="score-pads"))
    else:
        statics.append(Static(totals_table(view), classes="score-totals"))
    return statics
