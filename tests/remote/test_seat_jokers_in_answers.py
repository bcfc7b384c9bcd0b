"""A remote seat marks a Shuffle joker in the host's answers as the shared keyboard does
(test_jokers_in_the_log.py): a list of ways, a hint (Ctrl+G, and as it is worded again for
the line) and the line after a play ("Played: ...", "Taken back: ..."). The host sends each
as the line it is, with its jokers' places where it names any (remote/codec.py), and the
seat draws it with the same marks (widgets/common/joker_marks.py). Ann holds D E M Y and
a joker: DeMY, the joker as its E, is her hint and the first of DEMY's five ways."""

from __future__ import annotations

import asyncio
import json

from remote_support import as_received, shared_words, showing_seat
from test_jokers_in_the_log import marks_shown, reversed_letters
from test_seat_app import until

from wordcards.app.widgets.common.panels import MessageLine
from wordcards.engine.log_line import LogLine
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.engine.shuffle.actions import HandWord
from wordcards.remote.client import decode_state
from wordcards.remote.keys import SeatKey
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

DEMY_MARKED = "new word D[e]MY from your hand - a joker from your hand as E"  # the E said as named: plain


def ann_holds_a_joker() -> HostTable:
    """At a host, Ann to play, E M Y D and a joker in her hand, the table empty."""
    start = {"hands": ["EMYD*", "BOGEAI"], "table": [], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    return HostTable(game, ["ann", "bob"])


def hint_told(table: HostTable) -> None:
    """Ann pressed Ctrl+G and the host told her its hint: DeMY."""
    table.intent(0, {"type": "key", "key": SeatKey.HINT})
    told = table.find_hint()
    assert told.play == HandWord("DeMY") and table.hint_found(0, table.hint_to_start(0), told)


def said_on(app) -> str:
    return marks_shown(app.query_one(MessageLine).content)


def test_a_seats_list_of_ways_marks_each_ways_joker():
    table = ann_holds_a_joker()
    table.intent(0, {"type": "word", "word": "demy"})

    async def look() -> None:
        async with showing_seat(as_received(table, 0), size=(100, 30)) as (app, pilot, _):
            await until(pilot, lambda: app.screen.name == "choice", "DEMY's ways")
            options = app.screen.query_one("#choices")
            lines = [options.get_option_at_index(at).prompt for at in range(options.option_count)]
            assert [reversed_letters(line) for line in lines] == ["e", "d", "", "m", "y"], [marks_shown(line) for line in lines]
            assert "new word [d]EMY from your hand - a joker from your hand as D" in marks_shown(lines[1])

    asyncio.run(look())


def test_a_seats_hint_marks_its_joker_and_keeps_it_marked_as_the_line_changes():
    table = ann_holds_a_joker()
    hint_told(table)

    async def look() -> None:
        async with showing_seat(as_received(table, 0), size=(100, 30)) as (app, pilot, _):
            assert said_on(app).startswith(f"Hint: {DEMY_MARKED}") and "type DEMY, then Enter" in said_on(app), said_on(app)
            await pilot.press("d", "e")  # worded again for the start of its word: "type MY"
            await until(pilot, lambda: "type MY, then Enter" in said_on(app), "the hint worded for DE")
            assert said_on(app).startswith(f"Hint: {DEMY_MARKED}"), said_on(app)
            await pilot.press("x")  # another word on the line: "Esc, then type DEMY"
            await until(pilot, lambda: "Esc, then type DEMY" in said_on(app), "the hint worded for DEX")
            assert said_on(app).startswith(f"Hint: {DEMY_MARKED}"), said_on(app)

    asyncio.run(look())


def test_a_seats_list_marks_the_hinted_ways_joker_after_its_hint_mark():
    table = ann_holds_a_joker()
    hint_told(table)
    table.intent(0, {"type": "word", "word": "demy"})

    async def look() -> None:
        async with showing_seat(as_received(table, 0), size=(100, 30)) as (app, pilot, _):
            await until(pilot, lambda: app.screen.name == "choice", "DEMY's ways")
            first = app.screen.query_one("#choices").get_option_at_index(0).prompt
            assert marks_shown(first).startswith(f"1 Hint: {DEMY_MARKED}"), marks_shown(first)

    asyncio.run(look())


def test_a_seats_line_after_a_play_and_after_its_undo_marks_the_joker():
    table = ann_holds_a_joker()
    table.intent(0, {"type": "word", "word": "demy"})
    table.intent(0, {"type": "choice", "index": 0})  # the most points: DeMY
    played = as_received(table, 0)
    table.intent(0, {"type": "key", "key": SeatKey.UNDO})
    taken_back = as_received(table, 0)

    async def look(state: dict, starts: str) -> None:
        async with showing_seat(state, size=(100, 30)) as (app, pilot, _):
            assert said_on(app).startswith(starts) and reversed_letters(app.query_one(MessageLine).content) == "e", said_on(app)

    asyncio.run(look(played, f"Played: {DEMY_MARKED} (+24 to your score"))
    asyncio.run(look(taken_back, f"Taken back: {DEMY_MARKED}."))


def test_the_host_sends_a_joker_naming_answer_as_a_line_and_one_naming_none_as_text():
    """Protocol 11: the words a seat shows of a play cross the wire as the log's lines do."""
    table = ann_holds_a_joker()
    hint_told(table)
    hint = json.loads(json.dumps(state_message(table, 0)))["message"]
    assert hint["text"]["~line"].startswith("Hint: new word DeMY") and hint["text"]["jokers"] == [16]
    assert hint["on_it"]["text"]["~line"].endswith("press Enter.") and hint["on_it"]["word"] == "DEMY"
    assert decode_state(json.loads(json.dumps(state_message(table, 0))))["message"]["over_a_word"].jokers == (16,)
    table.intent(0, {"type": "word", "word": "demy"})
    sent = json.loads(json.dumps(state_message(table, 0)))
    options = sent["choose"]["options"]
    assert options[0] == {"~line": f"Hint: {DEMY_MARKED.replace('[e]', 'e')} (+24 to your score)", "jokers": [16]}
    assert options[2] == "new word DEMY from your hand (+21 to your score)"  # no joker: its text
    read = decode_state(sent)["choose"]["options"]
    assert isinstance(read[0], LogLine) and read[0].jokers == (16,) and read[2] == options[2]
