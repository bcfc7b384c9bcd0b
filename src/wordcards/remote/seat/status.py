"""The seat's status line: the match as the shared keyboard's line says it, and the news
(whose turn, the result) where the keyboard's says whose turn it is. Text only: no Textual,
no clock of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, TypeGuard

from rich.cells import cell_len
from rich.text import Text

from wordcards.app.status_fit import fit_status
from wordcards.engine.contract import GameOutcome
from wordcards.engine.players import short_name
from wordcards.remote.seat.host_state import mine, table_rules
from wordcards.remote.host_words import between_line, names_in_a_sentence

if TYPE_CHECKING:
    from wordcards.remote.game_parts import AnySeatPart


def longest_news_of(seat: Any, people: list[str], everyone: bool = False) -> str:
    """The longest the news says of another seat on its turn: a computer's is never away
    ("Bit (easy) is playing."), but waits for ``people`` (the others not this seat) while they
    have not joined ("Bit (easy) plays when Bob joins."; ``everyone``: as ``plays_when``); a
    person's, away ("Bob is away.")."""
    if not seat.computer:
        return away(seat.name).plain
    waits = plays_when(seat, people, everyone) if people else ""
    return max(f"{seat.name} is playing.", waits, key=cell_len)


def plays_when(seat: Any, people: list[str], everyone: bool = False) -> str:
    """A computer's news while ``people`` have not joined: "Bit (expert) plays when Bob
    joins."; ``everyone``: in short, as the standing clock's note ("Bit plays when everyone
    joins.": its level is in the players panel, as in "Bit's turn"), so that with long names
    the match keeps its room beside it on every turn."""
    name = short_name(seat) if everyone else seat.name
    return f"{name} plays when {joins(people, everyone)}."


EVERYONE_JOINS = "everyone joins"


def joins(names: list[str], everyone: bool = False) -> str:
    """Whom the table waits for to join, as the seat's line says it: "Bob joins", "Bob and Cy
    join"; ``everyone``: "everyone joins" where that is shorter (long names, or many)."""
    named = f"{names_in_a_sentence(names)} join{'s' if len(names) == 1 else ''}"
    return EVERYONE_JOINS if everyone and cell_len(EVERYONE_JOINS) < cell_len(named) else named


def status_line(state: dict[str, Any], part: AnySeatPart, view: Any, time_up: bool, width: int) -> Text:
    """The match as the shared keyboard's line says it (its clock running, Shuffle's deck;
    the game's own wordings, long to short, from what the keyboard keeps at this width) and
    the news (whose turn, the result) where the keyboard says whose turn it is, in its order,
    in ``width`` columns. ``part``: the game's part of remote play; ``view``: the state's, its
    clock run on by the seat; ``time_up``: Enter ends the match (R8). Whose seat this is is
    not said: its players panel marks it ("(you)"), and its own turn is "Your turn"."""
    waiting = state.get("waiting_for")
    my_turn = mine(state) and view.outcome is None
    rules = table_rules(state)
    part_wordings = part.status_wordings(view, rules, my_turn, width)
    # The part's wordings end with the note left out: the match kept whole where it and
    # what to do next do not both fit beside the longest news.
    said = with_clock_waits(part_wordings, state, part.time_left_words(view))
    # A form with a note is fitted for the longest note the turn may bring (rummy's phases),
    # so that one width gives the line one shape all turn.
    note_room = part.note_room(view, rules, my_turn)

    def told_columns(told: Text, note: Text) -> int:
        return told.cell_len + max(0, note_room - note.cell_len) if note.plain else told.cell_len

    room = width - 2  # a column of padding each side
    # While play goes on, the form is chosen for the longest news any turn brings, so
    # the line keeps one shape from turn to turn (as at the shared keyboard): "Bit (easy) is
    # playing." is longer than "Your turn.", and the match would change as turns pass.
    playing = view.outcome is None and waiting is not None and waiting["seat"] is not None
    others = [seat for number, seat in enumerate(view.seats) if number != state["seat"]]  # it never waits for itself
    people = [seat.name for seat in others if not seat.computer]

    def longest(everyone: bool) -> int:
        return max((cell_len(longest_news_of(seat, people, everyone)) for seat in others), default=0) if playing else 0

    # The seat's own turn with its note's room is measured on every turn: the head is fitted
    # beside it on the others' turns too, and stays as turns pass (at 80 columns a Shuffle
    # seat's head lost "Shuffle ·" on its own turn only). Where no head fits beside it, the
    # line keeps the shortest head only (below).
    own_turn = cell_len("Your turn") + part.note_room(view, rules, True) if playing else 0
    match_first = part.match_first(view, width)

    # Each head of the match is tried naming whom the table waits for, then with "everyone":
    # the match's parts matter more than the names, so a wider line never keeps less of it
    # ("Bit (expert) plays when Maximilianes and Cyrano join.   hand 1/25" at 67 to 82
    # columns, where 62 to 66 kept "to 150 points · hand 1/25"). Last, the shortest heads
    # with a standing clock's note tersest ("5:00 left once all join"), so that the seat's own
    # turn keeps what to do next beside it (it was left out below 73 columns).
    forms = [form for each in said for form in (each.named, each.everyone)]
    forms += [form for at in (last_with_note(said), len(said) - 1) for form in (said[at].terse, said[at].terse_everyone)]

    def fitted() -> Text | None:
        """The line with the first of ``forms`` that fits beside the longest news and the
        seat's own turn with its note's room."""

        def told(form: Wording) -> Text:
            return news(state, part, time_up, form.note, form.everyone)

        def beside(form: Wording) -> tuple[int, int, int]:
            return told_columns(told(form), form.note), longest(form.everyone), own_turn

        columns = ((form, form.head.cell_len + 3) for form in forms)
        if (form := fit_status(columns, beside, room)) is None:
            return None
        return joined(form.head, told(form), match_first)

    # The keyboard's order at this width: the match first (its titled form, Shuffle's deck),
    # or whose turn first, the match in short after it; fitted beside the longest news of any
    # turn, so the match stays as turns pass (a standard seat's came and went at 64 columns
    # beside a long name's news). Narrower, whom the table waits for to join is "everyone",
    # in the standing clock's note and a computer's news alike: "3:00 left from when Bob
    # joins" is what matters then (at 64 columns the clock note was cut just as Bob's turn
    # came), and "Bit (expert) plays when Maximilianes and Cyrano join." left no match.
    if (line := fitted()) is not None:
        return line
    # Narrower still, the match's shortest head only, so that a wider line never shows less:
    # a longer head fitted beside the news without the own turn's room, and "hand 1" went as
    # the line widened ("Your turn.   hand 1 · 5:00 left from when Cyrano joins" at 61
    # columns, "Your turn · draw a card   5:00 left once Cyrano joins" at 62). On the seat's
    # own turn what to do now comes first: its note as this phase says it ("draw a card",
    # without "meld, then discard"'s room) before the line leaves it out. Each form is fitted
    # beside the longest news (the others' turns keep it), then beside this turn's news.
    # A standing clock's note is said tersest here, as the widest forms above leave it ("5:00
    # left once Cyrano joins"): "from when" at 61 columns and "once" at 62 changed its wording
    # as the line widened. Beside this turn's news too ("Bob is away.   5:00 left once all
    # join" at 40 columns, where the match was left out).
    shortest = [each for each in said if each.named.head.plain == said[-1].named.head.plain]
    beside_longest = [(form, longest(form.everyone), match_first) for each in shortest for form in (each.terse, each.terse_everyone)]
    beside_this = [(form, 0, False) for form in last_tries(shortest)]
    for form, least, first in sorted(beside_longest + beside_this, key=lambda tried: not tried[0].note.plain):
        told = news(state, part, time_up, form.note, form.everyone)
        if form.head.cell_len + 3 + max(told.cell_len, least) <= room:
            return joined(form.head, told, first)
    return news(state, part, time_up, everyone=True)


def last_with_note(said: list[ClockSaid]) -> int:
    """Where the last of ``said`` with a note is (the shortest head beside what to do next),
    or the last of all where none has one."""
    return max((at for at, each in enumerate(said) if each.named.note.plain), default=len(said) - 1)


class Wording(NamedTuple):
    """A form of the line: the match (``head``), the note after "Your turn", and
    ``everyone``: whether the news beside it says "everyone" for whom the table waits."""

    head: Text
    note: Text
    everyone: bool


class ClockSaid(NamedTuple):
    """One of the part's wordings with whom a standing clock waits for said each way
    (``clock_waits``): named, as "everyone", and each tersest ("once"); each form's news
    says whom the table waits for as its head does."""

    named: Wording
    everyone: Wording
    terse: Wording
    terse_everyone: Wording


def last_tries(said: list[ClockSaid]) -> list[Wording]:
    """The forms tried where none fits beside the longest news: each named form of ``said``,
    tersest ("once"), then each form with "everyone" whose head differs (the named one names
    whom the clock waits for). The news says whom the table waits for as the head beside it
    does: not "Bit plays when everyone joins." beside "5:00 left once Maximilianes and Cyrano
    join"; "everyone" beside a head that names nobody (the news is fitted beside this turn's
    only: the shorter news leaves the match the more room)."""
    naming: list[Wording] = []
    shorter: list[Wording] = []
    for each in said:
        names_them = each.terse.head.plain != each.terse_everyone.head.plain
        naming.append(each.terse._replace(everyone=not names_them))
        if names_them:
            shorter.append(each.terse_everyone)
    return naming + shorter


def joined(head: Text, told: Text, match_first: bool) -> Text:
    """The match (``head``) and the news (``told``) three columns apart, in that order if
    ``match_first``, else the news first."""
    first, last = (head, told) if match_first else (told, head)
    return first.copy().append("   ").append_text(last)


def with_clock_waits(wordings: list[tuple[Text, Text]], state: dict[str, Any], time_left: str | None) -> list[ClockSaid]:
    """``wordings`` with whom a standing clock waits for (``clock_waits``), each said every
    way: named; "everyone" where that is shorter (with three seats "5:00 left from when
    Maximilianes and Cy join" had no room beside "Maximilianes is away." below 71 columns,
    and the match came and went from turn to turn); and each tersest ("5:00 left once all
    join")."""
    names = _clock_waits_for(state)
    ways = [(terse, everyone) for terse in (False, True) for everyone in (False, True)]  # ClockSaid's order
    return [ClockSaid(*(Wording(clock_waits(head, names, time_left, everyone, terse), note, everyone) for terse, everyone in ways)) for head, note in wordings]


def clock_waits(head: Text, names: list[str], time_left: str | None, everyone: bool = False, terse: bool = False) -> Text:
    """``head`` with a match by minutes' time left (``time_left``: its words, as the game's
    part drew them in ``head`` from the view's clock), standing until every person has joined
    (R8; ``names``: whom for, none while it runs), saying whom for: "3:00 left from when Bob
    joins" (it read as if running); ``everyone``: "3:00 left from when everyone joins" where
    that is shorter (``joins``); ``terse``: "3:00 left once all join", shorter still (beside
    "Your turn · meld, then discard" it has room down to 60 columns; without it the seat's
    own turn lost what to do next below 73 columns)."""
    if not names or not time_left or (at := head.plain.find(time_left)) < 0:
        return head
    before, after = head.divide([at + len(time_left)])
    who = joins(names, everyone)
    if terse:  # "left" stays ("5:00 once everyone joins" read as a time of day); "all" is shorter
        waits = f" once {'all join' if who == EVERYONE_JOINS else who}"
    else:
        waits = f" from when {who}"
    return before.copy().append(waits).append_text(after)


def _clock_waits_for(state: dict[str, Any]) -> list[str]:
    """The people a standing clock waits for (R8), as the host names them; none when it runs."""
    names = state.get("clock_waits_for")
    return names if state.get("clock_stands") is True and _names(names) else []


def _names(names: object) -> TypeGuard[list[str]]:
    """A host's list of names, as a seat reads it: a list of one name or more."""
    return isinstance(names, list) and bool(names) and all(isinstance(name, str) for name in names)


def news(state: dict[str, Any], part: AnySeatPart, time_up: bool, note: Text | None = None, everyone: bool = False) -> Text:
    """What the table waits for, or the result; ``note``: what follows "Your turn" (the
    game's, as at the shared keyboard: Shuffle's first-play tip); ``everyone``: a computer
    waiting for people to join says it in short (``plays_when``)."""
    view = state["view"]
    text = Text(style="bold")
    outcome: GameOutcome | None = view.outcome
    if outcome is not None:
        names = " and ".join(view.seats[w].name for w in outcome.winners)
        text.append(f"Game over: {names} {'win' if len(outcome.winners) > 1 else 'wins'} · ")
        text.append(", ".join(f"{s.name} {score}" for s, score in zip(view.seats, outcome.totals)))
        return text
    waiting = state.get("waiting_for")
    if waiting and waiting["seat"] is None:
        text.append(between_line(part.round_word(view), time_up))
    elif mine(state):
        text.append("Your turn", style="bold green")
        if note is not None and note.plain:
            text.append_text(note)
        else:
            text.append(".", style="bold green")
    elif waiting and waiting["computer"] and _names(names := waiting.get("after_joining")):
        # The host plays it once every person has joined (table.not_joined).
        text.append(plays_when(view.seats[waiting["seat"]], names, everyone))
    elif waiting and waiting["computer"]:
        # As at the shared keyboard: its name says its level ("Bit (easy)"), so that it
        # is a computer; "(computer)" after it said so twice.
        text.append(f"{waiting['name']} is playing.")
    elif waiting and not waiting["connected"]:
        text.append_text(away(waiting["name"]))
    elif waiting:
        text.append(f"Waiting for {waiting['name']}.")
    return text


def away(name: str) -> Text:
    """A person not connected now, on their turn (not joined yet, or gone): "Maximilianes is
    away." ("Waiting for Maximilianes (not connected)." left a timed seat's match no room at
    64 to 80 columns, and it came and went from turn to turn). In the news's own style, as
    "Waiting for Bob.": the error colour is for a connection of the seat's own that failed,
    and most often Bob has only not opened the link yet."""
    return Text(f"{name} is away.")
