"""A seat's connection blips while the host's list or question is open: the seat closes it,
and the host, once the seat is back, asks the same question again (its connection's first
state names no word). A list this screen's own word opened is still this screen's then; a
way picked here for another screen's list as the link went is forgotten with it."""

from __future__ import annotations

import asyncio
from typing import Any

from remote_support import as_received, seat_app_alone
from test_rummy_discard import said
from test_seat_app import until
from test_seat_choices import seat_game
from test_seat_two_screens import picked_here_for_the_phones_seat

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.remote.table import HostTable


async def own_list_asked_again(app: Any, pilot: Any, sent: list[dict[str, Any]], table: HostTable, put_back: str = "") -> int:
    """Ann types SEAT here and its list of ways opens; the connection blips (``put_back``: a
    word held behind the list, put back on the line as the link went) and the host asks
    again, as a new connection gets it (no ``reply_to``). The list's number ("ask")."""
    await app.show(as_received(table, 0))
    await pilot.pause()
    await pilot.press(*"seat", "enter")
    await until(pilot, lambda: sent, "SEAT sent")
    table.intent(0, sent.pop())
    await app.show(as_received(table, 0))
    table.sent(0)  # its answer said once: the next connection's first state has none
    await until(pilot, lambda: app.screen.name == "choice", "SEAT's list")
    client = app.client
    app.lost()
    await until(pilot, lambda: app.screen.name != "choice", "the list closed with the connection")
    app.query_one(WordEntry).value = put_back
    app.joined(client)
    again = as_received(table, 0)
    assert "reply_to" not in again
    await app.show(again)
    await until(pilot, lambda: app.screen.name == "choice", "SEAT's list asked again")
    number: int = again["choose"]["ask"]
    return number


def test_a_way_picked_from_this_screens_own_list_asked_again_after_a_blip_is_this_screens_play():
    """The way picked was sent as if for another screen's word (named "pick-1") and the
    play it made was read as picked here for that screen (a word on the line cleared with
    "the way picked here ...")."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[dict[str, Any], str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            number = await own_list_asked_again(app, pilot, sent, table)
            await pilot.press("1")
            await until(pilot, lambda: sent, "the way picked")
            pick = sent.pop()
            table.intent(0, pick)
            assert number == pick["ask"]
            await app.show(as_received(table, 0))
            await pilot.pause()
            return pick, said(app)

    pick, message = asyncio.run(look())
    assert pick == {"type": "choice", "index": 0, "ask": pick["ask"]}  # no "id": not picked for another screen
    assert message.startswith("Played: ") and "picked here" not in message


def test_a_letter_typed_over_this_screens_own_list_asked_again_after_a_blip_goes_on_with_its_word():
    """As over the list before the blip: a letter goes on with the word this screen sent
    (SEAT), not on an empty line as if the word were another screen's."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[str, list[dict[str, Any]], int]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            number = await own_list_asked_again(app, pilot, sent, table)
            await pilot.press("s")
            await until(pilot, lambda: sent, "nothing chosen, sent")
            return app.query_one(WordEntry).value, sent, number

    value, intents, number = asyncio.run(look())
    assert value == "SEATS" and intents == [{"type": "choice", "index": None, "ask": number}]


def test_a_word_put_back_on_the_line_stays_under_this_screens_own_list_asked_again_after_a_blip():
    """DOG on the line (put back as the link went) was taken for letters typed after SEAT's
    Enter: SEATDOG on the line, and the list cancelled at once ("nothing chosen")."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[str, str, list[dict[str, Any]]]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            await own_list_asked_again(app, pilot, sent, table, put_back="DOG")
            await pilot.pause()
            return app.screen.name or "", app.query_one(WordEntry).value, sent

    screen, value, intents = asyncio.run(look())
    assert (screen, value, intents) == ("choice", "DOG", [])


def test_a_pick_lost_with_the_connection_is_not_taken_for_the_play_that_follows():
    """The phone sends SEAT and its list opens here over TEA; this screen picks way 1 (sent
    as "pick-1") as its link drops, and the host never gets it. Back, the first state is the
    phone's own pick of way 3: the play the pick lost was not, so TEA goes as played while
    this screen was away, not "the way picked here" (TEA, not SEA: a word SEAT grew from goes
    saying nothing). The host's answer bears the id of the
    intent it answers, and an id is only a count of the screen that sent it: the phone's
    pick-1 is named as this screen's was."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry, asked, pick = await picked_here_for_the_phones_seat(app, pilot, sent, table, "TEA")
            assert pick["id"] == "pick-1"
            client = app.client
            app.lost()  # the pick went nowhere
            app.joined(client)
            table.intent(0, {"type": "choice", "index": 2, "ask": asked, "id": "pick-1"})  # the phone's
            await app.show(as_received(table, 0))
            await pilot.pause()
            return entry.value, said(app)

    value, message = asyncio.run(look())
    assert value == ""
    assert "TEA, typed here, is cleared: letters it needs were played from your hand while this screen was disconnected." in message
    assert "picked here" not in message


def test_another_screens_list_with_the_same_number_from_a_restarted_host_is_not_taken_for_this_screens():
    """A restarted host numbers its questions from 1 again: the phone's EATS opens list 1 of
    the new host, as this screen's SEAT did of the old. It is the phone's: a way picked here
    is sent for it (named by an id), and a letter typed over it starts a word of its own."""
    table = HostTable(seat_game(), ["ann", "bob"])
    restarted = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[int, dict[str, Any], dict[str, Any]]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            number = await own_list_asked_again(app, pilot, sent, table)
            client = app.client
            app.lost()
            await until(pilot, lambda: app.screen.name != "choice", "the list closed with the connection")
            restarted.intent(0, {"type": "word", "word": "EATS"})  # the phone's, on the new host
            app.joined(client)
            state = as_received(restarted, 0)
            await app.show(state)
            await until(pilot, lambda: app.screen.name == "choice", "EATS's list")
            await pilot.press("1")
            await until(pilot, lambda: sent, "the way picked")
            return number, state["choose"], sent.pop()

    number, choose, pick = asyncio.run(look())
    assert choose["ask"] == number and "EATS" in choose["title"]
    assert pick["id"].startswith("pick-")  # picked here for another screen's word
