"""A seat that cannot play now (another seat's turn, or its host away) dropped the letters
typed, saying only that its keys work later: a word typed while waiting was lost unsaid. It
keeps them on its word line, as the shared keyboard keeps a word typed before the draw; Enter
sends nothing then and says so, and that the word waits there (docs/decisions/remote.md)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest

from remote_support import Sent, as_received, run, seat_app_alone, settle
from test_pass_keys import game_with
from test_rummy_discard import match_in_play

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.app import BACK, offline_kept
from wordcards.remote.client import decode_state
from wordcards.remote.server import for_other_screens
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable

ANNS_TURN_KEPT = "It is Ann's turn: DOG is kept, not sent. Enter sends it on your turn."


def anns_turn() -> HostTable:
    return HostTable(game_with(["QZX", "JKV"], deck="W"), ["ann", "bob"])


@contextlib.asynccontextmanager
async def bob_on_anns_turn(table: HostTable | None = None) -> AsyncIterator[tuple[Any, Any, Sent]]:
    """Bob's seat alone, never trying a host, shown Ann's turn (``table``, else ``anns_turn``)
    and settled: (app, pilot, the intents it sends)."""
    async with seat_app_alone(trying=False) as (app, pilot, sent):
        await app.show(as_received(table or anns_turn(), 1))
        await settle(app, pilot)
        yield app, pilot, sent


def test_a_word_typed_on_another_seats_turn_waits_on_the_line_and_goes_on_the_seats_own():
    async def play():
        table = anns_turn()
        async with bob_on_anns_turn(table) as (app, pilot, sent):
            entry, line = app.query_one(WordEntry), app.query_one(MessageLine)
            await pilot.press("d", "o", "g", "enter")
            await settle(app, pilot)
            assert entry.value == "DOG"
            assert str(line.content) == ANNS_TURN_KEPT
            assert sent == []  # never sent for Ann's turn
            await pilot.press("backspace", "t")  # the line edits as on the seat's own turn
            assert entry.value == "DOT"
            table.intent(0, {"type": "key", "key": SeatKey.PASS_TURN})  # Ann passes: Bob's turn
            await app.show(as_received(table, 1))
            await settle(app, pilot)
            assert entry.value == "DOT"
            await pilot.press("enter")
            await settle(app, pilot)
            assert [intent["word"] for intent in sent if intent["type"] == "word"] == ["DOT"]

    run(play())


def test_a_word_typed_while_the_host_is_away_waits_on_the_line_and_enter_says_so():
    async def play():
        table = anns_turn()
        async with seat_app_alone(trying=False) as (app, pilot, sent):
            await app.show(as_received(table, 0))  # Ann's own turn
            await settle(app, pilot)
            app.lost()  # the connection dropped
            await settle(app, pilot)
            entry, line = app.query_one(WordEntry), app.query_one(MessageLine)
            await pilot.press("d", "o", "g")
            assert entry.value == "DOG"
            await pilot.press("enter")
            await settle(app, pilot)
            assert entry.value == "DOG"
            assert str(line.content).startswith(offline_kept("DOG", my_turn=True))
            assert offline_kept("DOG", my_turn=True) == "Not connected to the host: DOG is kept, not sent. Enter sends it once the host is back."
            assert sent == []
            app.client = object()  # back (seat_alone's fake connection)
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            assert str(line.content) == BACK and entry.value == "DOG"

    run(play())


def test_on_another_seats_turn_with_the_host_away_enter_says_the_word_goes_on_the_seats_turn():
    async def play():
        async with bob_on_anns_turn() as (app, pilot, sent):
            app.lost()
            await pilot.press("d", "o", "g", "enter")
            await settle(app, pilot)
            assert app.query_one(WordEntry).value == "DOG" and sent == []
            said = str(app.query_one(MessageLine).content)
            assert said.startswith("Not connected to the host: DOG is kept, not sent. Enter sends it on your turn, once the host is back.")

    run(play())


def test_a_letter_after_the_game_is_over_is_still_refused_with_why():
    """Nothing is left to keep a word for: the letter says the game is over, as before."""

    async def play():
        game = game_with(["QZX", "JKV"], deck="")
        table = HostTable(game, ["ann", "bob"])
        table.intent(0, {"type": "key", "key": SeatKey.PASS_EMPTY_DECK})
        table.intent(1, {"type": "key", "key": SeatKey.PASS_ENDS_GAME})
        assert table.game.is_over
        async with seat_app_alone(trying=False) as (app, pilot, sent):
            await app.show(as_received(table, 1))
            await settle(app, pilot)
            while len(app.screen_stack) > 1:  # the breakdown, shown at the end
                await pilot.press("escape")
                await settle(app, pilot)
            await pilot.press("d")
            await settle(app, pilot)
            assert app.query_one(WordEntry).value == ""
            assert str(app.query_one(MessageLine).content).startswith("The game is over")

    run(play())


def test_a_word_cleared_while_the_host_is_away_stays_cleared_when_it_comes_back():
    """The host saved DOG from Ann's turn; Esc cleared it offline: the reconnect's first state
    does not put the host's word back over the player's clear."""

    async def play():
        table = anns_turn()
        async with seat_app_alone(trying=False) as (app, pilot, sent):
            client = app.client
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            entry = app.query_one(WordEntry)
            await pilot.press("d", "o", "g")
            app.draft.tell_now()
            await settle(app, pilot)
            assert table.keep_draft(0, sent.drafts[-1])  # the host keeps DOG
            app.lost()
            await settle(app, pilot)
            await pilot.press("escape")
            await settle(app, pilot)
            assert entry.value == ""
            app.joined(client)
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            assert entry.value == ""

    run(play())


def test_a_word_typed_between_hands_stays_for_the_hand_dealt_by_this_seats_other_screen():
    """The decision: the word typed between hands stays for the hand dealt. Dealt by another
    screen of this seat (the same link open twice), it was judged stale and cleared."""

    async def play():
        table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])
        table.intent(0, {"type": "word", "word": "x"})  # Ann goes out: the hand is over
        table.intent(0, {"type": "choice", "index": 0})
        async with seat_app_alone(trying=False) as (app, pilot, sent):
            await app.show(as_received(table, 1))
            await settle(app, pilot)
            while len(app.screen_stack) > 1:  # the hand's breakdown
                await pilot.press("escape")
                await settle(app, pilot)
            entry = app.query_one(WordEntry)
            await pilot.press("n", "e", "r")
            assert entry.value == "NER"
            table.intent(1, {"type": "key", "key": SeatKey.NEXT_HAND, "actions": len(table.game.actions)})
            dealt = for_other_screens(state_message(table, 1))  # dealt by Bob's other screen
            await app.show(decode_state(json.loads(json.dumps(dealt))))
            await settle(app, pilot)
            assert entry.value == "NER"
            assert "cleared" not in str(app.query_one(MessageLine).content)

    run(play())


def test_a_word_typed_before_the_hosts_first_state_is_kept_not_sent():
    """The line took words before the host's first state: DOG + Enter went into nothing."""

    async def play():
        async with seat_app_alone(trying=False) as (app, pilot, sent):
            entry = app.query_one(WordEntry)
            await pilot.press("d", "o", "g", "enter")
            await settle(app, pilot)
            assert entry.value == "DOG" and sent == []
            said = str(app.query_one(MessageLine).content)
            assert said == "Connecting to the host: DOG is kept, not sent. Enter sends it on your turn."
            await app.show(as_received(anns_turn(), 0))  # the first state: Ann's own turn
            await settle(app, pilot)
            assert entry.value == "DOG"
            await pilot.press("enter")
            await settle(app, pilot)
            assert [intent["word"] for intent in sent if intent["type"] == "word"] == ["DOG"]

    run(play())


def test_a_word_kept_on_another_seats_turn_is_not_told_to_the_host_for_its_save():
    """The host keeps the word of the seat to play only: a word kept while waiting is not told."""

    async def play():
        async with bob_on_anns_turn() as (app, pilot, sent):
            await pilot.press("d", "o", "g")
            app.draft.tell_now()  # the pause ends
            await settle(app, pilot)
            assert app.query_one(WordEntry).value == "DOG"
            assert sent.drafts == [] and sent == []

    run(play())


@pytest.mark.parametrize("key", ["ctrl+e", "ctrl+d", "ctrl+z"])
def test_a_turn_key_with_a_word_kept_on_another_seats_turn_sends_nothing_and_leaves_the_word(key):
    async def play():
        async with bob_on_anns_turn() as (app, pilot, sent):
            await pilot.press("d", "o", "g", key)
            await settle(app, pilot)
            assert app.query_one(WordEntry).value == "DOG"
            assert sent == []

    run(play())


def test_enter_on_an_empty_line_with_the_host_away_says_enter_waits_not_the_keys():
    """Letters work offline (they are kept): the note said "your keys work again when it is back"."""

    async def play():
        async with bob_on_anns_turn() as (app, pilot, sent):
            app.lost()
            await pilot.press("enter")
            await settle(app, pilot)
            said = str(app.query_one(MessageLine).content)
            assert said.startswith("Not connected to the host: Enter and your keys work once it is back.")

    run(play())


def test_a_word_the_games_end_overtook_can_still_be_shortened_and_cleared_never_sent():
    """Once the game is over a word left on the line could not be cleared: Backspace and Esc
    edit it still; a letter is refused as before, and nothing goes to the host."""

    async def play():
        table = HostTable(game_with(["QZX", "JKV"], deck=""), ["ann", "bob"])
        table.intent(0, {"type": "key", "key": SeatKey.PASS_EMPTY_DECK})  # Bob's turn
        async with seat_app_alone(trying=False) as (app, pilot, sent):
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            entry = app.query_one(WordEntry)
            await pilot.press("d", "o", "g")  # kept on Bob's turn
            table.intent(1, {"type": "key", "key": SeatKey.PASS_ENDS_GAME})
            assert table.game.is_over
            await app.show(as_received(table, 0))
            await settle(app, pilot)
            while len(app.screen_stack) > 1:  # the breakdown, shown at the end
                await pilot.press("escape")
                await settle(app, pilot)
            assert entry.value == "DOG"
            await pilot.press("x")
            await settle(app, pilot)
            assert entry.value == "DOG"  # no letter is kept once the game is over
            await pilot.press("backspace")
            await settle(app, pilot)
            assert entry.value == "DO"
            await pilot.press("escape")
            await settle(app, pilot)
            assert entry.value == ""
            app.draft.tell_now()
            await settle(app, pilot)
            assert sent == [] and sent.drafts == []

    run(play())


def test_a_word_typed_fast_after_ctrl_e_waits_for_its_answer_and_is_kept_once_the_turn_is_over():
    """"CAT⏎ ^E DOG⏎" within one round trip: DOG went to the host right behind the Ctrl+E,
    was refused ("It is Bob's turn.") and left the line. It waits for the Ctrl+E's answer, as
    the Ctrl+E waited for CAT's; the turn over, it stays on the line, kept, as a word typed
    on another seat's turn."""
    from test_seat_choices import burst_typed

    async def play():
        game = game_with(["CATQ", "JKV"], deck="W")
        async with burst_typed(game, (*"cat", "enter", "ctrl+e", *"dog", "enter")) as (table, app, pilot, sent):
            assert len(sent) == 1  # the Ctrl+E and DOG wait for CAT's answer
            answered = 0
            while answered < len(sent):  # the host answers each intent as it comes
                table.intent(0, sent[answered])
                answered += 1
                await app.show(as_received(table, 0))
                await settle(app, pilot)
            assert table.game.current == 1  # the Ctrl+E ended Ann's turn
            assert [intent["word"] for intent in sent if intent["type"] == "word"] == ["CAT"]
            assert app.query_one(WordEntry).value == "DOG"
            assert str(app.query_one(MessageLine).content) == "It is Bob's turn: DOG is kept, not sent. Enter sends it on your turn."

    run(play())
