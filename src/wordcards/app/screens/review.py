"""After a game: "What could I have played?" Each turn of each person beside the play
the engine found at its start that scores most at once (``wordcards.ai.review``), and its
points; what the expert (looking ahead) would have chosen where that differs from either,
and how it did against the turn's own choice in what it chooses by (the player's lead over
the best other player, a win counting more), measured on deals other than those it chose
by ("the games it imagined"); where its choice was not clearly better, that the turn's held up.
Each turn is judged on its own, as the game then stood: the best plays of two turns may
exclude each other (the same cards), so no points are added up over turns.

Every hand is known by now (the score screen shows them), so nothing here is private.
The review replays the game, which takes a moment: it runs in a worker thread; the
expert's questions are answered in worker processes with 3 or more cores, else in that
thread (``app/review_pool.py``).
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import ProgressBar, Static

from wordcards import games
from wordcards.ai.adviser import GAIN_DEALS, LATER, OTHERS, THIS_TURN, TurnReview
from wordcards.ai.plan_words import meld_nothing_apart
from wordcards.app import review_pool
from wordcards.app.looking_back import looked_back_over, looking_back_line
from wordcards.app.review_pool import ReviewClosed, ReviewPool
from wordcards.app.screens.footer_keys import FittedFooter, either_case
from wordcards.app.widgets.common.joker_marks import line_marked
from wordcards.app.widgets.common.scrolled import ScrolledBody
from wordcards.engine.contract import GameContract
from wordcards.engine.log_line import LogLine, joined, joined_by, table_word
from wordcards.engine.wording import counted

# A turn's plays as the review shows them: (the players' words, the same in notation, what
# its melds wrote on an advanced pad, R8) -> text.
Plays = Callable[[tuple[str, ...], tuple[str, ...], tuple[str, ...]], Text]


def played_text(said: tuple[str, ...]) -> str:
    """The turn's plays in the players' words; "-" for a turn that played nothing. A last
    "meld nothing" joined by "and", as the rummy table's drawing says it."""
    said, and_nothing = meld_nothing_apart(said)
    return (", ".join(said) or "-") + and_nothing


def said_plays(said: tuple[str, ...], notations: tuple[str, ...], pad: tuple[str, ...] = ()) -> Text:
    """The plays in the engine's words (Shuffle's "CHART (+19)" reads as its table does).
    A ``Plays`` (the default of the review's tables), so it takes ``notations`` and ``pad``
    as every game's drawing does, and needs neither."""
    return Text(played_text(said))


def plays_of(game: str, rules: Any, dark: bool) -> Plays:
    """How the review of ``game`` shows a turn's plays: as its table draws them (rummy's
    cards with their marks, in their colours, ``dark`` or light, each meld with what it
    wrote on an advanced pad); in the engine's words where it cannot read them."""
    drawn = games.entry(game).load("review_plays")

    def plays(said: tuple[str, ...], notations: tuple[str, ...], pad: tuple[str, ...] = ()) -> Text:
        return drawn(said, notations, rules, dark, pad) or said_plays(said, notations)

    return plays


def best_cells(turn: TurnReview, plays: Plays = said_plays) -> tuple[Text, Text]:
    """The "Most at once" columns, as the legend defines them (the best found, with its
    points), agreeing with the played ones: a better play with its points (R8: or as many
    points and more tally marks); "same as played" or "no better play found" beside the
    turn's points when it scored as much; where the turn's plays together scored more than
    the best found ("QUARTZ" and "MADE"), the best found with its own points, said to be
    played or to score less than the turn (not "same as played 64" where QUARTZ made 51).
    Only two or more plays can: beside one play or a pass, the best found scoring less is
    the search's limit (a junior's words), not the turn's doing."""
    if not best_shown(turn):
        same = bool(turn.best) and set(turn.best) <= set(turn.played)
        return Text("same as played" if same else "no better play found", style="dim"), Text(str(turn.played_points), style="dim")
    best = plays(turn.best_said, turn.best, turn.best_pad)
    if (turn.missed or turn.missed_tallies) and not turn.won:
        best.style = "bold"  # the whole cell, the expert's line under it too
        return best, Text(str(turn.best_points), style="bold")
    if turn.won and (turn.missed or turn.missed_tallies):  # not shown up (``won_line``): an aside
        best.style = "dim"
        return best, Text(str(turn.best_points), style="dim")
    same = set(turn.best) <= set(turn.played)
    best.append(" (played)" if same else " (less than played)")
    best.style = "dim"
    return best, Text(str(turn.best_points), style="dim")


def best_shown(turn: TurnReview) -> bool:
    """Whether "Most at once" shows the best found (``best_cells``), not "same as played"
    or "no better play found"."""
    if turn.missed or turn.missed_tallies:
        return True
    return bool(turn.best) and turn.plays_made >= 2 and turn.best_points < turn.played_points


# Where the review measures the expert's choice against the turn's, as a newcomer reads it
# ("over its deals the play made did at least as well" was read as jargon: play-test h40).
IMAGINED = "in the games it imagined"


def what_was_played(turn: TurnReview) -> str:
    """The turn's own choice, named as the subject of a sentence: "passing" for a pass,
    else "Bob's play" ("the play made" read as jargon)."""
    return "passing" if turn.played_said == ("pass",) else f"{turn.name}'s play"


def expert_same_as_played(turn: TurnReview) -> bool:
    """Whether the expert was asked and would have done just what the turn did (its gain
    0.0 and nothing measured: ``gain_fields`` of the same play)."""
    return turn.expert_gain == 0.0 and turn.expert_noise is None


def expert_same_play(turn: TurnReview) -> bool:
    """Whether the expert's choice is the play made but for what its take leaves, and did
    no clearly better: to a player the same play, so not a turn the expert would have
    played differently (its line still notes what it leaves)."""
    return turn.expert_same_as == "played" and not turn.expert_clear


def expert_leaves(turn: TurnReview) -> LogLine:
    """What the expert's take leaves on the table, "SANDs and CAT", its jokers to be marked
    (a LogLine's, as the plays')."""
    return joined_by(" and ", [table_word(rest) for rest in turn.expert_leaves])


def expert_chose_the_best_shown(turn: TurnReview) -> bool:
    """Whether the expert's choice is the better play shown just above its line."""
    return bool(turn.missed or turn.missed_tallies) and turn.expert_said == turn.best_said


def expert_choice(turn: TurnReview, plays: Plays = said_plays) -> Text:
    """What the expert would have chosen, as a sentence whose subject is the expert: "this
    play" for the best play just above its line (the long line twice read as if the two
    differed); a play shown but for what its take leaves (S8) by its word and what it leaves
    instead; a pass as such; another play named only where it did clearly better (a named
    choice of no clear gain on every other rummy turn buried the few that teach something:
    docs/decisions/app.md): else, with no time to compare, "another play"."""
    leaves = expert_leaves(turn)
    if turn.expert_same_as == "played":
        word = table_word(turn.expert_same_word)
        return line_marked(joined("the expert would have played ", word, f" as {turn.name} did, but leaving ", leaves))
    if turn.expert_same_as == "best" and best_shown(turn):
        return line_marked(joined("the expert would have chosen this play, but leaving ", leaves))
    if expert_chose_the_best_shown(turn):
        return Text("the expert would have chosen this play")
    if turn.expert == ("pass",):
        return Text("the expert would have passed")
    if not turn.expert_clear:
        return Text("the expert would have made another play")
    return Text.assemble("the expert would have chosen ", plays(turn.expert_said, turn.expert, ()))


NO_TIME_TO_COMPARE = "there was no time to compare the two"  # fewer than two deals played in time


def compared(turn: TurnReview) -> bool:
    """Whether the expert's choice was measured against the turn's own: two or more deals
    played in time (else no gain, or one deal's: no measure)."""
    gain, noise = turn.expert_gain, turn.expert_noise
    return gain is not None and noise is not None and noise != float("inf")


def held_up(turn: TurnReview) -> bool:
    """Whether the expert's other choice was measured against the turn's own and did no
    clearly better (within the luck of the deals, or under a point): then the line names
    no play of its own ("would have chosen VAmPY" beside "Bob's play did about as well"
    read as a contradiction: play-test h41). Not a take that differs only in what it
    leaves: that line names the word both made."""
    return compared(turn) and not turn.expert_clear and not expert_same_play(turn)


def expert_verdict(turn: TurnReview) -> str:
    """How the expert's choice did against the turn's own on the deals the review played
    on (``GAIN_DEALS`` games it imagined), in what the expert chooses by, with a subject of
    its own: "its choice left Bob about 12 points further ahead of the others than passing
    did"; "neither did clearly better" for a take that differs only in what it leaves;
    "no time to compare the two" where fewer than two deals were played in time (one
    deal's gain is no measure, either way). A gain that is not clear is ``held_up``."""
    gain = turn.expert_gain
    if gain is None or not compared(turn):
        # Clear on its test deals, time cut the deals that size it: clear, with no figure.
        return f"{IMAGINED}, it was clearly better, but there was no time to say by how much" if turn.expert_clear else NO_TIME_TO_COMPARE
    if expert_same_play(turn):  # its gain is over that very play: only what is left differs
        return f"{IMAGINED}, neither did clearly better"
    return f"{IMAGINED}, its choice left {turn.name} {further_ahead(lead_gained(turn))} than {what_was_played(turn)} did"


def lead_gained(turn: TurnReview) -> float:
    """How much further ahead of the others the expert's choice left the player, the win
    bonus left out: ``expert_gain`` counts it (what the expert chooses by), and a 1-point
    loss turned into a win read "about 32 points further ahead". A review built without
    play-outs (``expert_lead`` None) has only the gain to say."""
    return turn.expert_lead if turn.expert_lead is not None else turn.expert_gain or 0.0


def further_ahead(lead: float) -> str:
    """A gain in the lead, in words: "about 12 points further ahead of the others" (a bare
    "beat Bob's play by 61 points" was read as Bob's own score: play-test h41). A clear gain
    with under a point of lead was made by the win bonus: the choice won more often."""
    if round(lead) < 1:
        return "winning more often"
    return f"about {counted(round(lead), 'point')} further ahead of the others"


def expert_line(turn: TurnReview, plays: Plays = said_plays) -> Text:
    """The expert's line under the most at once: what it would have chosen and how that did
    against the turn's own choice, italic, where it did clearly better; dim where it did
    not (``held_up``) or could not be compared."""
    if held_up(turn):
        return Text(f"\nthe expert found nothing clearly better than {what_was_played(turn)} {IMAGINED}", style="dim italic")
    verdict, choice = expert_verdict(turn), expert_choice(turn, plays)
    reason = why_it_leads(turn)
    if reason:
        choice.append(f" ({reason})")
    # One "but" a sentence: a choice "..., but leaving INTER" takes the no-time clause after "; ".
    joint = ", but " if verdict == NO_TIME_TO_COMPARE and " but " not in choice.plain else "; "
    return Text.assemble("\n", choice, f"{joint}{verdict}", style="italic" if turn.expert_clear else "dim italic")


# Why the expert's other choice leads further (``adviser.why_ahead``), in a few words.
# "later" measures the player's standing when the look-ahead stopped (table points less the
# hand's weighted penalty): a gain there may be awkward cards got rid of, not cards kept.
WHY_AHEAD = {
    LATER: "it does better over the next turns",
    THIS_TURN: "with what it lets {name} play next this turn",
    OTHERS: "it leaves the others fewer points",
}


def why_it_leads(turn: TurnReview) -> str:
    """Where the turn made the most at once and the expert's other choice did clearly
    better, why, in a few words, where its play-outs tell that: a player who made the
    biggest play asks what could beat it ("QUO" under CHEQUES (played): play-test h41)."""
    if not turn.expert_clear or turn.missed or turn.missed_tallies or expert_same_play(turn):
        return ""
    return WHY_AHEAD.get(turn.expert_why, "").format(name=turn.name)


def expert_agreed_line(turn: TurnReview) -> Text:
    """Under a better play shown, where the expert would have done just what the turn did
    (passed beside a 20-point word: the look-ahead saw more in waiting), said so: no line
    there left the reader guessing which of the two it would have chosen."""
    did = "also have passed" if turn.played_said == ("pass",) else f"have played as {turn.name} did"
    return Text(f"\nthe expert would {did}", style="dim italic")


def won_words(turn: TurnReview) -> str:
    """"Ann won the game with this turn" ("the match", "the hand", inverse's "the deal");
    a Shuffle turn that passed the game to its end won nothing by its play: "the game
    ended with this turn, Ann winning" (docs/decisions/ai.md)."""
    if turn.won == "game" and turn.played and turn.played[-1] == "pass":
        return f"the game ended with this turn, {turn.name} winning"
    what = turn.round_word.lower() if turn.won == "hand" else turn.won
    return f"{turn.name} won the {what} with this turn"


def won_line(turn: TurnReview, plays: Plays = said_plays) -> Text:
    """Under a turn that won the game, the rummy match or hand (``TurnReview.won``): that it
    won, and the expert's other choice only as an aside, never as better ("its choice left
    Ann further ahead" under the turn that won read to a child as "you played it wrong":
    docs/decisions/ai.md)."""
    line = Text.assemble("\n", won_words(turn), style="italic")
    # Named only where it did clearly better (docs/decisions/app.md), as ``expert_choice``.
    if turn.expert_otherwise and turn.expert_clear and not expert_chose_the_best_shown(turn) and turn.expert_said:
        line.append_text(Text.assemble(" (the expert had another way: ", plays(turn.expert_said, turn.expert, ()), ")", style="dim italic"))
    return line


def review_table(turns: list[TurnReview], plays: Plays = said_plays) -> Table:
    """Turn by turn; a game of hands has each hand's title with the column headings under
    it, so the review opened at the newest hand (``open_at_the_newest_hand``) says what its
    columns are (the headings at the top were scrolled away, above the earlier hands)."""
    in_hands = any(turn.hand_number is not None for turn in turns)
    table = Table(box=None, padding=(0, 1), show_edge=False, expand=True, show_header=not in_hands)
    table.add_column("Turn", no_wrap=True)
    table.add_column("Played")
    table.add_column("Pts", justify="right", no_wrap=True)
    # Not "Best found then": beside the expert's other choice (rummy: "meld nothing", keeping
    # the cards) that reads as a contradiction. This column is the most the turn could score at once.
    table.add_column("Most at once")
    table.add_column("Pts", justify="right", no_wrap=True)
    headings = [Text(str(column.header), style=table.header_style) for column in table.columns]
    last_name = None
    last_hand = None
    numbers = turn_numbers(turns)
    for turn, number in zip(turns, numbers):
        if turn.hand_number is not None and turn.hand_number != last_hand:
            # A row a hand: "(hand 1)" on every row would take a tenth of an 80-column screen.
            table.add_row(Text(f"{turn.round_word} {turn.hand_number}", style="bold"))
            table.add_row(*(heading.copy() for heading in headings))
            last_hand, last_name = turn.hand_number, None
        where = f"{turn.name} {number}" if turn.name != last_name else f"{'':{len(turn.name)}} {number}"
        last_name = turn.name
        found, points = best_cells(turn, plays)
        if turn.won:
            found.append_text(won_line(turn, plays))
        elif turn.expert_otherwise:
            found.append_text(expert_line(turn, plays))
        elif expert_same_as_played(turn) and best_shown(turn):
            found.append_text(expert_agreed_line(turn))
        table.add_row(Text(where), plays(turn.played_said, turn.played, turn.played_pad), str(turn.played_points), found, points)
    return table


def turn_numbers(turns: list[TurnReview]) -> list[int]:
    """Each turn's number as the review shows it: a player's turns counted within the hand
    whose heading they stand under (play-test r34a: Ann's first turn of hand 2 read "Ann 2",
    counted over the whole match); across a whole game where it has no hands (Shuffle)."""
    first: dict[tuple[int | None, int], int] = {}  # (hand, seat): the seat's first turn number in it
    for turn in turns:
        first.setdefault((turn.hand_number, turn.seat), turn.turn)
    return [
        turn.turn if turn.hand_number is None else turn.turn - first[(turn.hand_number, turn.seat)] + 1 for turn in turns
    ]


def more_at_once(missed: list[int], count: int) -> str:
    """How many of ``count`` turns could have scored more at once (``missed``: by how many
    points each), in words ("1 of them" of one turn read oddly), with the largest gap of one
    turn. Not their sum: the same meld missed on two turns was counted twice, plays that
    could not both have been made ("36 points missed" where 16 could). "At once", as the
    column says: "a better play" read as contradicted by the expert's "meld nothing"."""
    if not missed:
        return "no play found that would have scored more at once"
    if count == 1:
        return f"it could have scored {counted(missed[0], 'point')} more at once"
    if len(missed) == 1:
        return f"1 of them could have scored {counted(missed[0], 'point')} more at once"
    return f"{len(missed)} of them could have scored more at once (up to {counted(max(missed), 'point')} more in a turn)"


def more_tallies_at_once(some: int, count: int) -> str:
    """R8: how many of ``count`` turns could have added more tally marks at once, at as
    many points (beside "no play found that would have scored more": a tally scores none)."""
    return f"{some_of_them(some, count)} could have added more tally marks at once"


def some_of_them(some: int, count: int) -> str:
    """``some`` of a person's ``count`` turns, in words: "it" of a single turn."""
    return "it" if count == 1 else f"{some} of them"


def summary(turns: list[TurnReview], names: list[str]) -> Table:
    """Per person: how many turns could have scored more (and the most one turn could), and how
    often the expert would have played differently. A grid, so a line that wraps keeps its
    indent under the name."""
    grid = Table.grid()
    grid.add_column(no_wrap=True)
    grid.add_column()
    for name in names:
        mine = [t for t in turns if t.name == name]
        if not mine:  # the hand ended before their turn: "0 turns, no play found ..." judged nothing
            grid.add_row(Text(f"{name}: ", style="bold"), "no turns played")
            continue
        missed = [t.missed for t in mine if t.missed]
        tallies = [t for t in mine if t.missed_tallies]
        more_tallies = f"; {more_tallies_at_once(len(tallies), len(mine))}" if tallies else ""
        grid.add_row(Text(f"{name}: ", style="bold"), f"{counted(len(mine), 'turn')}, {more_at_once(missed, len(mine))}{more_tallies}")
        otherwise = [t for t in mine if t.expert_otherwise and not expert_same_play(t)]
        wiser = [t for t in otherwise if not t.won]  # a winning turn is never counted as bettered
        expert = expert_summary(wiser, len(mine)) if wiser else "" if otherwise else expert_agreed_summary(mine)
        if expert:
            grid.add_row("", Text.assemble(line_marked(expert), style="dim"))  # its jokers marked
    return grid


def review_body(turns: list[TurnReview], people: list[str], best_found: str, plays: Plays = said_plays) -> Group:
    """The review as shown: per person, then turn by turn (its plays drawn by ``plays_of``),
    then how to read it (a remote seat shows its own turns with the same)."""
    whose = "that player's" if len(people) > 1 else "your"
    note = Text(
        f"Points: what the turn's plays scored at once. Most at once: {best_found}."
        " Each turn is judged on its own, as the game then stood, so no points are added up:"
        " the best plays of two turns may use the same cards."
        f" The expert plays the best few forward over deals of the cards {'the player' if len(people) > 1 else 'you'} could not see."
        f" '{IMAGINED.capitalize()}': {GAIN_DEALS} other such deals, played on by the computer, counting what the"
        f" expert chooses by: {whose} score less the best other player's, a win counting extra, points at once included;"
        f" a choice clearly better in those is played in {GAIN_DEALS} more, called clearly better only if it is in those"
        " too, and the number shown is theirs (a number picked for being high reads high)."
        " 'About N points further ahead of the others': that much more of that lead on average, a win's extra"
        " left out; 'winning more often': a choice clearly better by its wins alone;"
        " 'found nothing clearly better': its own choice was ahead by under a point, or by no more than the luck"
        " of those deals could give;"
        " 'no time to compare the two': fewer than two of those deals were played in the time allowed;"
        " 'no time to say by how much': clearly better in the first dozen, but fewer than two of the second were.",
        style="dim",
    )
    if any(turn.points_shed for turn in turns):
        note.append(" In inverse scoring melds score nothing: their points here are the penalty they took out of the hand.")
    # Said by the variant, not by the melds shown: the note reads the same after every hand.
    if any(turn.pad_scored for turn in turns):
        note.append(
            " In advanced scoring the points are the Primary ones a meld adds to the pad; a meld whose row"
            " already has its word adds a tally mark (Secondary, the tie-break) and no points, as said beside it;"
            " of plays of as many points, the one with more tally marks is the most at once."
        )
    return Group(summary(turns, people), review_table(turns, plays), Text(), note)


def expert_summary(wiser: list[TurnReview], count: int) -> str:
    """How many of a person's ``count`` turns the expert would have played differently
    (``wiser``), and in how many its choice was clearly better, by how much. Turns with no
    time to compare are counted apart: no game was imagined for them."""
    measured = [t for t in wiser if compared(t) or t.expert_clear]  # clear with no figure: time cut its second measure
    said = f"the expert would have played {some_of_them(len(wiser), count)} differently"
    if not measured:
        return f"{said}; there was no time to compare {'the two' if len(wiser) == 1 else 'any of them'}"
    unmeasured = len(wiser) - len(measured)
    apart = f"; {unmeasured} of them not compared: no time" if unmeasured else ""
    said = f"{said}; {IMAGINED}, its choice was"
    clear = [t for t in measured if t.expert_clear]
    if not clear:
        return f"{said} {'not clearly better' if len(measured) == 1 else 'not clearly better in any'}{apart}"
    # Over the clear turns only, and said so: each one's figure is measured on deals other
    # than those that found it clear (a figure picked for being high reads high); the
    # unclear turns' figures are mostly luck, hidden on their lines (docs/decisions/ai.md).
    gains = [lead_gained(t) for t in clear if compared(t)]
    by = further_ahead(sum(gains) / len(gains)) if gains else "no time to say by how much"
    if len(gains) < len(clear) and gains:
        by += f" on average over the {len(gains)} there was time to measure"
    elif len(gains) > 1:
        by += f" on average over those {len(gains)}"
    return f"{said} clearly better ({by})" if count == 1 else f"{said} clearly better in {len(clear)} ({by}){apart}"


def expert_agreed_summary(mine: list[TurnReview]) -> LogLine:
    """Where the expert was asked about each of a person's turns and would have played none
    differently, that said (else silence read as "the expert was not asked"); else "". Its
    jokers (a take's rests) to be marked."""
    if not all(t.expert_otherwise or t.expert_gain is not None for t in mine):
        return LogLine()
    said = f"the expert would have played {'it' if len(mine) == 1 else 'every turn'} as {mine[0].name} did"
    # A take the same but for what it leaves (S8) is the same play, but what it leaves is
    # said here too: "as Ann did" alone read as if its take had left the same word.
    leaving = [
        joined(expert_leaves(t), "" if len(mine) == 1 else f" on turn {t.turn}")
        for t in mine
        if t.expert_otherwise and expert_same_play(t)
    ]
    return joined(said, ", but leaving ", joined_by(", ", leaving)) if leaving else LogLine(said)


def open_at_the_newest_hand(scrolled: ScrolledBody, body: Static, turns: list[TurnReview]) -> None:
    """A review of more than one hand just drawn in ``body`` opens at the newest hand's
    heading (after hand 6 the hand just played was some 100 lines down, under hand 1); a
    remote seat's review too. Hidden until it is placed there: drawn first, it showed hand 1
    for a second, with no scroll key, then jumped under a player who had scrolled."""
    newest = turns[-1].hand_number if turns else None
    if newest is not None and newest != turns[0].hand_number:
        body.styles.text_opacity = 0  # blank, but laid out: its lines are read to place it
        body.call_after_refresh(scroll_to_heading, scrolled, body, f"{turns[-1].round_word} {newest}")


def scroll_to_heading(scrolled: ScrolledBody, body: Static, heading: str, width: int | None = None) -> None:
    """Scrolls ``scrolled`` so the line ``heading`` of ``body`` is at the top. The lines are
    the body's own, as Textual wrapped them at its laid-out size (counted by the console
    they could wrap otherwise): those it keeps to draw the body (``render_line``), read
    from the last up to the heading (the newest hand's is near the end), none rendered
    for this alone. While that size still changes (a scroll bar came and narrowed it),
    looked for again after the next refresh; once it holds, the body is shown."""
    if not body.is_attached:
        return
    for number in reversed(range(body.size.height)):
        if body.render_line(number).text.strip() == heading:
            scrolled.scroll_to(y=body.virtual_region.y + body.gutter.top + number, animate=False)
            break
    if body.size.width != width:
        body.call_after_refresh(scroll_to_heading, scrolled, body, heading, body.size.width)
    else:  # placed: shown (the scroll bar that came has shown "↑↓ Scroll" by now, ScrolledBody)
        body.styles.text_opacity = 1


class ReviewScreen(Screen[None]):
    """Pushed from a score screen; Esc, w or q goes back to it."""

    # Every key that goes back is shown: w (the key that opened it, back as on the score
    # screen) and q (as the log, help and rules close) worked unseen beside "esc Back".
    BINDINGS = [Binding(either_case("escape,w,q"), "close", "Back", key_display="esc/w/q")]

    def __init__(
        self, game: GameContract, made: dict[int, list[TurnReview]] | None = None, *, round_word: str | None
    ) -> None:
        """``made``: reviews already made (by the game's action count), kept by the score
        screen: opened again, the review shows at once (making it takes seconds, a rummy match's a minute).
        ``round_word``: "Hand" or "Deal" while the match goes on (``looked_back_over``), else None."""
        super().__init__(name="review")
        self.game = game
        self.round_word = round_word
        self.made = made if made is not None else {}
        self._pool: ReviewPool | None = None  # while the review is made (``_pooled``)

    def compose(self) -> ComposeResult:
        with ScrolledBody(id="review-body"):
            yield Static(Text("What could I have played?", style="bold"), classes="score-title")
            yield Static(Text(f"Looking back over {looked_back_over(self.round_word)}...", style="dim"), id="review-table")
            yield ProgressBar(total=max(1, len(self.game.actions)), show_eta=False, id="review-progress")
        yield FittedFooter()

    def on_mount(self) -> None:
        # F2 here: the cards take the new theme's colours, as on the score screen.
        self.app.theme_changed_signal.subscribe(self, self._recolour)
        done = self.made.get(len(self.game.actions))
        if done is not None:
            self._show(done, opening=True)
            return
        self._pool = pool = self._pooled()
        self.run_worker(partial(self._review, pool), thread=True, name="review", exit_on_error=False)

    def _advance(self, done: int, total: int) -> None:
        """One more turn reviewed: the bar, and which turn of how many."""
        self.query_one(ProgressBar).update(progress=done, total=max(1, total))
        earlier_reused = any(count < len(self.game.actions) for count in self.made)  # as _review's known
        looking_back = looking_back_line(self.round_word, done, total, earlier_reused)
        self.query_one("#review-table", Static).update(Text(looking_back, style="dim"))

    def _review(self, pool: ReviewPool) -> None:
        from wordcards.ai import review
        from wordcards.app.thinking import expert_time_cap

        def progress(done: int, total: int) -> None:
            # Each turn, as its answer comes (a second or two apiece): told every fifth, the
            # bar of a 13-turn game stood at 0% for 8 s, then leapt.
            self.app.call_from_thread(self._advance, done, total)

        # The latest earlier review of this match (an earlier hand's): its turns are reused.
        earlier = max((count for count in self.made if count < len(self.game.actions)), default=None)
        known = self.made[earlier] if earlier is not None else ()
        try:
            turns = review(
                self.game, look_ahead=True, time_cap=expert_time_cap(), progress=progress, known=known, map=pool.map
            )
        except ReviewClosed:  # the screen is gone: nothing to show
            return
        except Exception as exc:  # the review is a nicety: never lose the score screen to it
            self.app.call_from_thread(self._show_error, exc)
            return
        finally:
            pool.close()
        self.app.call_from_thread(self._show, turns, True)

    def _pooled(self) -> ReviewPool:
        """What answers the expert's questions: a pool on the other cores, for a game played
        with the session's word list (its files are what a worker loads); else the review's
        thread. Either way closing the screen stops it (``on_unmount``)."""
        session = getattr(self.app, "session", None)
        if session is None or session.game.words is not self.game.words:
            return ReviewPool.in_process()
        return review_pool.pool_for(session.wordlist, session.house, games.entry_of(self.game).name)

    def on_unmount(self) -> None:
        if self._pool is not None:  # closed mid-review: its questions not yet begun are dropped, on either path
            self._pool.close()

    def _show_error(self, exc: Exception) -> None:
        self.query_one(ProgressBar).display = False
        self.query_one("#review-table", Static).update(Text(f"The review could not be made: {exc}"))

    def _show(self, turns: list[TurnReview], opening: bool = False) -> None:
        """The review; ``opening``: scrolled to the newest hand's heading (after hand 6 the
        hand just played was some 100 lines down, under hand 1)."""
        self.made[len(self.game.actions)] = turns
        self.query_one(ProgressBar).display = False
        body = self.query_one("#review-table", Static)
        if not turns:
            body.update(Text("No turns to look back on.", style="dim"))
            return
        people = [p.name for p in self.game.players if p.computer is None]
        entry = games.entry_of(self.game)
        plays = plays_of(entry.name, self.game.rules, self.app.current_theme.dark)
        shown = review_body(turns, people, entry.best_found_in(self.game.options.get("variant")), plays)
        body.update(shown)
        if opening:
            open_at_the_newest_hand(self.query_one(ScrolledBody), body, turns)

    def _recolour(self, theme: Any) -> None:
        done = self.made.get(len(self.game.actions))
        if done is not None:  # else the review, still being made, is drawn in the new colours
            self._show(done)

    def action_close(self) -> None:
        self.dismiss(None)
