"""A seat's keys are one typed vocabulary (remote/keys.py) at both ends of the wire: the
host reads a key from a message into a ``SeatKey`` and refuses one it does not know in
words (never a traceback), the seat reads the keys a state offers the same way, and the
wire still carries the plain strings."""

from __future__ import annotations

import asyncio
import json

import pytest
from remote_support import NO_HOST, as_received, footer_keys, footer_shown, run, seat_alone, settle, showing_seat
from test_rummy_discard import match_in_play, x_discard_asked
from test_seat_app import until

from wordcards.app.widgets.rummy.cards import mark
from wordcards.remote.seat.parts import rummy as remote_rummy
from wordcards.remote.seat.parts import shuffle as remote_shuffle
from wordcards.remote.client import decode_state
from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable


@pytest.mark.parametrize("raw", ["draw_dek", "", pytest.param("x" * 500, id="long"), ["undo"], {"key": "undo"}, 7, None, True])
def test_a_key_no_seat_can_send_is_refused_in_words_and_changes_nothing(raw):
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    assert table.intent(0, {"type": "key", "key": raw, "id": 1}) is False
    message = state_message(table, 0)["message"]
    assert message["refusal"] and "nothing was done" in message["text"]
    assert len(message["text"]) < 80  # a long name is cut, not echoed whole
    if isinstance(raw, str):
        assert repr(raw[:20]) in message["text"]  # it says which name it did not know
    assert not table.game.actions


def test_a_known_key_of_the_other_game_does_nothing_in_this_one():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "key", "key": "end_turn"})
    assert state_message(table, 0)["message"] == {"text": "That key does nothing in this game.", "refusal": True}


def test_every_games_keys_are_seat_keys_and_travel_as_their_plain_names():
    assert all(isinstance(key, SeatKey) for key in (*remote_rummy.KEYS, *remote_shuffle.KEYS))
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    assert json.loads(json.dumps(state_message(table, 0)))["keys"] == ["hint"]  # Ann has drawn: she types her plays (Ctrl+G: a hint)
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})  # her discard
    assert json.loads(json.dumps(state_message(table, 1)))["keys"] == ["draw_deck", "take_discard", "hint"]


def test_the_seat_reads_the_offered_keys_as_seat_keys_and_leaves_out_one_it_does_not_know():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    sent = json.loads(json.dumps(state_message(table, 0)))
    state = decode_state({**sent, "keys": ["undo", "teleport", 3, ["draw_deck"]]})
    assert state["keys"] == [SeatKey.UNDO] and isinstance(state["keys"][0], SeatKey)
    assert decode_state({**sent, "keys": "undo"})["keys"] == []  # not a list: nothing offered


def test_a_seat_key_action_with_a_name_it_does_not_know_sends_nothing():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    state = as_received(table, 0)

    async def press():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            app.state = {**state, "keys": [SeatKey.UNDO]}
            app.part = remote_rummy
            sent = seat_alone(app)
            assert app.check_action("key", ("teleport",)) is False
            await app.action_key("teleport")
            await app.action_key("undo")
            await until(pilot, lambda: sent, "the undo sent")
            assert sent == [{"type": "key", "key": SeatKey.UNDO}]
            assert json.dumps(sent[0]) == '{"type": "key", "key": "undo"}'  # the wire is unchanged
            app.client = None

    asyncio.run(press())


def test_a_seats_undo_says_which_play_was_taken_back_as_at_the_shared_keyboard():
    """The seat said only "The last play was taken back.": after a few plays the player had
    to work out which (the shared keyboard names it, test_table_feel). In the shared
    keyboard's words (test_rummy_undo_names_the_meld_as_played_said_it): the seat said
    "meld TA (red)", the shared keyboard "meld T◆A◆"; both now say the marks and the colour."""
    game = match_in_play("Tr Ar Xb", "Eg Ng Rb")
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "at"})
    table.intent(0, {"type": "key", "key": "undo"})
    assert not game.actions
    # With its word, back on the seat's line as at the shared keyboard (test_seat_choices).
    assert state_message(table, 0)["message"] == {"text": f"Taken back: meld A{mark('red')}T{mark('red')} (red).", "refusal": False, "word": "AT"}


def test_ctrl_g_on_a_seat_is_in_its_footer_on_its_turn_and_asks_the_host_for_a_hint():
    """Ctrl+G did nothing on a seat: the shared keyboard gives a hint."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    state = as_received(table, 0)

    async def press():
        async with showing_seat(state) as (app, pilot, sent):
            assert "Hint" in footer_keys(app)
            await pilot.press("ctrl+g")
            await until(pilot, lambda: sent, "the hint asked for")
            assert json.dumps(sent) == '[{"type": "key", "key": "hint"}]'

    asyncio.run(press())


def test_a_letter_typed_over_a_question_just_after_ctrl_q_leaves_the_seat_cleanly():
    """Found by tools/fuzz_keys.py --remote: Ctrl+Q, then a letter over the open "Discard X?"
    question before the seat had closed: the letter's answer went to type on in the word
    entry, already removed (NoMatches: a traceback and exit status 1 instead of leaving)."""
    state = x_discard_asked()

    async def press():
        async with showing_seat(state) as (app, pilot, sent):
            await until(pilot, lambda: app.screen.name == "confirm", "the question")
            app.simulate_key("ctrl+q")
            app.simulate_key("w")
            await until(pilot, lambda: app.return_code is not None, "the seat closed")
        assert app.return_code == 0 and not sent

    asyncio.run(press())


def test_ctrl_y_takes_the_discard_on_a_seat_and_its_footer_shows_it():
    """A browser keeps Ctrl+T (a new tab): a rummy seat in a browser could not take the
    discard. Ctrl+Y does, as at the shared keyboard; Ctrl+T still does in a terminal."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    state = {**as_received(table, 0), "keys": [SeatKey.DRAW_DECK, SeatKey.TAKE_DISCARD]}  # before the draw

    async def press():
        async with showing_seat(state) as (app, pilot, sent):
            shown = footer_shown(app)
            assert shown["Take discard"] == "ctrl+y" and shown["Leave"] == "ctrl+c"
            for key in ("ctrl+y", "ctrl+t"):
                await pilot.press(key)
            await until(pilot, lambda: len(sent) == 2, "both sent")
            assert sent == [{"type": "key", "key": SeatKey.TAKE_DISCARD}] * 2

    asyncio.run(press())


def test_shuffles_ctrl_e_on_a_rummy_seat_says_how_a_rummy_turn_ends_and_sends_nothing():
    """As at the shared keyboard (test_one_shape): it did nothing, without a word. Said on
    another's turn too: it never works in rummy ("your keys work when it is yours" was wrong)."""
    from wordcards.app.widgets.common.panels import MessageLine

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def press(seat: int) -> str:
        async with showing_seat(as_received(table, seat)) as (app, pilot, sent):
            await pilot.press("ctrl+e")
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert not sent
            return str(app.query_one(MessageLine).content)

    assert run(press(0)) == "Ctrl+E is Shuffle's: a rummy turn ends with a discard (a letter, then Enter)."
    assert run(press(1)) == run(press(0))


def test_ctrl_c_leaves_a_seat_as_ctrl_q_does():
    """A browser keeps Ctrl+Q (Firefox quits): Ctrl+C leaves, shown in the footer."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    state = as_received(table, 0)

    async def press():
        async with showing_seat(state) as (app, pilot, sent):
            await pilot.press("ctrl+c")
            await until(pilot, lambda: app.return_code is not None, "the seat closed")
        assert app.return_code == 0 and not sent

    asyncio.run(press())


def test_a_seats_footer_takes_a_double_click_as_one_press_and_no_right_click():
    """The shared keyboard's footer rule (docs/playing.md, The mouse) on a seat too: a double
    click on "^g Hint" asked the host twice, and a right click pressed the key."""
    from test_mouse import DOUBLE, RIGHT, press_at

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    state = as_received(table, 0)

    async def click():
        async with showing_seat(state) as (app, pilot, sent):
            hint = next(key for key in app.screen.query("FooterKey") if key.description == "Hint")
            x, y = hint.region.x + 1, hint.region.y
            await press_at(app, pilot, x, y, at=100.0, button=RIGHT)
            assert not sent
            await press_at(app, pilot, x, y, at=101.0)
            await press_at(app, pilot, x, y, at=101.0 + DOUBLE)
            await until(pilot, lambda: sent, "the hint asked for")
            await settle(app, pilot)  # and nothing more
            assert json.dumps(sent) == '[{"type": "key", "key": "hint"}]'

    asyncio.run(click())
