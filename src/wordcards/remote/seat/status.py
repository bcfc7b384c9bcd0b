"""The seat's status line: the match as the shared keyboard's line says it, and the news
(whose turn, the result) where the keyboard's says whose turn it is. Text only: no Textual,
no clock of its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeGuard

from rich.cells import cell_len
from rich.text import Text

from wordcards.app.status_fit import fit_status
from wordcards.engine.contract import GameOutcome
from wordcards.remote.seat.host_state import table_rules
from wordcards.remote.host_words import between_line, names_in_a_sentence

if TYPE_CHECKING:
    from wordcards.remote.game_parts import AnySeatPart


def longest_news_of(seat: Any, people: list[str], not_joined: bool = False) -> str:
    """The longest the news says of another seat on its turn: a computer's is never "not
    connected" ("Bit (easy) is playing."), but waits for ``people`` (the others not this seat)
    while they have not joined ("Bit (easy) plays when Bob joins."); ``not_joined``: a person
    the standing clock waits for, as a narrow line says it (``news``'s ``short``)."""
    if not seat.computer:
        return f"Waiting for {seat.name} ({'not joined' if not_joined else 'not connected'})."
    waits = f"{seat.name} plays when {names_in_a_sentence(people)} join{'s' if len(people) == 1 else ''}." if people else ""
    return max(f"{seat.name} is playing.", waits, key=cell_len)


def status_line(state: dict[str, Any], part: AnySeatPart, view: Any, time_up: bool, width: int) -> Text:
    """The match as the shared keyboard's line says it (its clock running, Shuffle's deck;
    the game's own wordings, long to short, from what the keyboard keeps at this width) and
    the news (whose turn, the result) where the keyboard says whose turn it is, in its order,
    in ``width`` columns. ``part``: the game's part of remote play; ``view``: the state's, its
    clock run on by the seat; ``time_up``: Enter ends the match (R8). Whose seat this is is
    not said: its players panel marks it ("(you)"), and its own turn is "Your turn"."""
    waiting = state.get("waiting_for")
    mine = bool(waiting and waiting["seat"] == state["seat"])
    rules = table_rules(state)
    wordings = part.status_wordings(view, rules, mine and view.outcome is None, width)
    # The part's wordings end with the note left out: the match kept whole where it and
    # what to do next do not both fit beside the longest news.
    wordings = [(clock_waits(head, state, part.time_left_words(view)), note) for head, note in wordings]
    # A form with a note is fitted for the longest note the turn may bring (rummy's phases),
    # so that one width gives the line one shape all turn.
    note_room = part.note_room(view, rules, mine and view.outcome is None)

    def told_columns(told: Text, note: Text) -> int:
        return told.cell_len + max(0, note_room - note.cell_len) if note.plain else told.cell_len

    room = width - 2  # a column of padding each side
    # While play goes on, the form is chosen for the longest news any turn brings, so
    # the line keeps one shape from turn to turn (as at the shared keyboard): "Waiting for
    # Bob (not connected)." is longer than "Your turn.", and the match would change as turns pass.
    playing = view.outcome is None and waiting is not None and waiting["seat"] is not None
    others = [seat for number, seat in enumerate(view.seats) if number != state["seat"]]  # it never waits for itself
    people = [seat.name for seat in others if not seat.computer]
    waited = _clock_waits_for(state)

    def longest(short: bool) -> int:
        """The columns of the longest news of another seat's turn (``short``: as ``news`` says it narrow)."""
        return max(cell_len(longest_news_of(seat, people, short and seat.name in waited)) for seat in others) if playing and others else 0

    # The seat's own turn with its note's room is measured on every turn: the head is fitted
    # beside it on the others' turns too, and stays as turns pass (at 80 columns a Shuffle
    # seat's head lost "Shuffle ·" on its own turn only). Where no head fits beside it, the
    # line is fitted without it (the note then left out on its own turn).
    own_turn = cell_len("Your turn") + part.note_room(view, rules, True) if playing else 0

    def fitted(short: bool, match_first: bool) -> Text | None:
        """The line with the first form that fits beside the longest news (``short``: a
        person the standing clock waits for "(not joined)"), in the order ``match_first``."""
        for least in (max(longest(short), own_turn), longest(short)):
            forms = (((head, note), head.cell_len + 3) for head, note in wordings)
            if (pair := fit_status(forms, lambda pair: (told_columns(news(state, part, time_up, pair[1], short), pair[1]), least), room)) is not None:
                return joined(pair[0], news(state, part, time_up, pair[1], short), match_first)
        return None

    # The keyboard's order at this width: the match first (its titled form, Shuffle's deck),
    # or whose turn first, the match in short after it. Narrower, the news first and someone
    # the standing clock waits for "(not joined)": "3:00 left from when Bob joins" is what
    # matters then (at 64 columns the clock note was cut just as Bob's turn came). Either is
    # fitted beside the longest news of any turn, so the match stays as turns pass (a standard
    # seat's came and went at 64 columns beside "Waiting for Thomas (not connected).").
    if (line := fitted(short=False, match_first=part.match_first(view, width))) is not None:
        return line
    if (line := fitted(short=True, match_first=False)) is not None:
        return line
    # No form fits beside the longest news (a timed match whose clock waits for a 12-letter
    # name, below 81 columns): the match where it fits beside this turn's news, else none.
    # The forms without a note are the last tried (Shuffle's list them after each head): a
    # head is not kept whole at the cost of the note.
    for head, note in notes_first(wordings):
        told = news(state, part, time_up, note)
        if told_columns(told, note) + 3 + head.cell_len <= room:
            return joined(head, told, match_first=False)
    told = news(state, part, time_up, short=True)
    if told.plain != news(state, part, time_up).plain:
        for head, _ in wordings:
            if told.cell_len + 3 + head.cell_len <= room:
                return joined(head, told, match_first=False)
    return news(state, part, time_up)


def joined(head: Text, told: Text, match_first: bool) -> Text:
    """The match (``head``) and the news (``told``) three columns apart, in that order if
    ``match_first``, else the news first."""
    first, last = (head, told) if match_first else (told, head)
    return first.copy().append("   ").append_text(last)


def notes_first(wordings: list[tuple[Text, Text]]) -> list[tuple[Text, Text]]:
    """``wordings`` less the forms without a note that come before one with a note."""
    return [(head, note) for at, (head, note) in enumerate(wordings) if note.plain or not any(later.plain for _, later in wordings[at + 1 :])]


def clock_waits(head: Text, state: dict[str, Any], time_left: str | None) -> Text:
    """``head`` with a match by minutes' time left (``time_left``: its words, as the game's
    part drew them in ``head`` from the view's clock), standing until every person has joined
    (R8), saying whom for: "3:00 left from when Bob joins" (it read as if running)."""
    names = _clock_waits_for(state)
    if not names or not time_left or (at := head.plain.find(time_left)) < 0:
        return head
    who = names_in_a_sentence(names)
    before, after = head.divide([at + len(time_left)])
    before.append(f" from when {who} join{'s' if len(names) == 1 else ''}")
    return before.append_text(after)


def _clock_waits_for(state: dict[str, Any]) -> list[str]:
    """The people a standing clock waits for (R8), as the host names them; none when it runs."""
    names = state.get("clock_waits_for")
    return names if state.get("clock_stands") is True and _names(names) else []


def _names(names: object) -> TypeGuard[list[str]]:
    """A host's list of names, as a seat reads it: a list of one name or more."""
    return isinstance(names, list) and bool(names) and all(isinstance(name, str) for name in names)


def news(state: dict[str, Any], part: AnySeatPart, time_up: bool, note: Text | None = None, short: bool = False) -> Text:
    """What the table waits for, or the result; ``note``: what follows "Your turn" (the
    game's, as at the shared keyboard: Shuffle's first-play tip); ``short``: a person the
    standing clock waits for is "(not joined)", not "(not connected)" (a narrow line)."""
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
    elif waiting and waiting["seat"] == state["seat"]:
        text.append("Your turn", style="bold green")
        if note is not None and note.plain:
            text.append_text(note)
        else:
            text.append(".", style="bold green")
    elif waiting and waiting["computer"] and _names(names := waiting.get("after_joining")):
        # The host plays it once every person has joined (table.not_joined).
        text.append(f"{waiting['name']} plays when {names_in_a_sentence(names)} join{'s' if len(names) == 1 else ''}.")
    elif waiting and waiting["computer"]:
        # As at the shared keyboard: its name says its level ("Bit (easy)"), so that it
        # is a computer; "(computer)" after it said so twice.
        text.append(f"{waiting['name']} is playing.")
    elif waiting:
        text.append(f"Waiting for {waiting['name']}")
        if not waiting["connected"]:
            never_joined = short and waiting["name"] in _clock_waits_for(state)
            text.append(" (not joined)" if never_joined else " (not connected)", style="bold red")
        text.append(".")
    return text
