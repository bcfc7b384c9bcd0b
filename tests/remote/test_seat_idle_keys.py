"""A turn key the host offers none of now (hidden from the footer) says why on a seat, in the
shared keyboard's words (app/rummy_idle_keys.py, app/shuffle_idle_keys.py: one wording for both): it was silent, and nothing
reached the host. Said on the seat's own turn only; nothing is sent."""

from __future__ import annotations

import pytest
from remote_support import as_received, run, showing_seat
from test_pass_keys import game_with
from test_rummy_discard import match_in_play

from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.table import HostTable

DRAWN = "You have already drawn this turn (one card a turn)."
NO_PLAY = "You have made no play this turn: pass instead (you draw a card)."
NO_SWAP = "Nothing to swap: no joker on the table stands for a letter in your hand."
NO_UNDO = "Nothing to take back: Ctrl+Z takes back this turn's plays; none made yet."


async def said_on_seat(table: HostTable, seat: int, key: str) -> str:
    async with showing_seat(as_received(table, seat)) as (app, pilot, sent):
        await pilot.press(key)
        await pilot.pause()
        assert not sent
        return str(app.query_one(MessageLine).content)


@pytest.mark.parametrize("key", ["ctrl+d", "ctrl+y"])
def test_R3_a_second_draw_on_a_rummy_seat_says_one_card_a_turn(key):
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])  # Ann has drawn
    assert run(said_on_seat(table, 0, key)) == DRAWN
    assert run(said_on_seat(table, 1, key)) == ""  # Bob's keys: not his turn, nothing to explain


def test_ctrl_z_before_the_draw_on_a_rummy_seat_says_draw_first():
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    assert run(said_on_seat(table, 0, "ctrl+z")) == "Nothing to take back: draw first. Ctrl+Z takes back this turn's melds."


@pytest.mark.parametrize(("key", "why"), [("ctrl+e", NO_PLAY), ("ctrl+j", NO_SWAP), ("ctrl+z", NO_UNDO)])
def test_S3_a_shuffle_seats_idle_turn_key_says_why_as_the_shared_keyboard_does(key, why):
    table = HostTable(game_with(["QZX", "JKV"], deck="W"), ["ann", "bob"])
    assert run(said_on_seat(table, 0, key)) == why

