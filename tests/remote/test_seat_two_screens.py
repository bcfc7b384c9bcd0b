"""One seat open on two screens (two `wordcards join` of one link): what one screen plays,
the other shows at once, and a word typed on the other screen that the play made stale (its
letters gone from the hand, the table it counted on changed, the turn over) goes, with a note
saying why; it was left on the line, and Enter was refused ("QUARS is not a word"). A word
the play left whole stays (a rummy word typed before the other screen drew)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

from remote_support import as_received, hosted, seat_app_alone, settle
import pytest
from test_rummy_discard import match_in_play, said
from test_seat_app import until
from test_seat_choices import seat_game
from test_seat_draft import draft
from test_seat_word_line import shuffle_table

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.remote.client import SeatClient
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.state_message import state_message
from wordcards.remote.table import HostTable

USED_LETTERS = "another screen of your seat used letters it needs from your hand."


async def typed(app: Any, pilot: Any, state: dict[str, Any], word: str) -> WordEntry:
    """The seat alone shows ``state`` and the player types ``word`` (not sent)."""
    await app.show(state)
    await pilot.pause()
    await pilot.press(*word.lower())
    entry = app.query_one(WordEntry)
    assert entry.value == word
    return entry


async def played_elsewhere(app: Any, pilot: Any, table: HostTable, intent: dict[str, Any], **news: Any) -> None:
    """The seat's other screen sends ``intent``; this screen gets the news, as the host marks it
    (``news``: more of the host's state, over what the table says)."""
    table.intent(0, intent)
    await app.show({**as_received(table, 0), "another_screen": True, **news})
    await pilot.pause()


async def at_typed_before_the_draw(app: Any, pilot: Any) -> tuple[HostTable, WordEntry]:
    """Rummy: Ann, to draw, holding A and T, has typed AT on this screen (the seat keeps it
    for after the draw): the table, and the word line."""
    table = HostTable(match_in_play("Ab Tb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    return table, await typed(app, pilot, as_received(table, 0), "AT")


@contextlib.asynccontextmanager
async def laptop_and_phone(table: HostTable) -> AsyncIterator[tuple[SeatApp, Any, WordEntry, SeatClient]]:
    """Ann's seat open on two screens through a host of ``table``: the seat app (the
    laptop), at her turn, and a client (the phone) it has been told of. Yields the laptop,
    its pilot, its word line and the phone."""
    async with hosted(table) as (_, base):
        laptop = SeatApp(f"{base}/seat/ann/ws")
        async with laptop.run_test(size=(100, 30)) as pilot:
            entry = laptop.query_one(WordEntry)
            await until(pilot, lambda: laptop.state is not None and entry.accepting, "Ann's turn on the laptop")
            async with SeatClient(f"{base}/seat/ann/ws", timeout=60) as phone:
                await phone.receive()
                await until(pilot, lambda: laptop.state["screens"] == 2, "the phone joined")
                yield laptop, pilot, entry, phone


def zit_typed_when_the_other_screen_passes(**news: Any) -> tuple[str, str]:
    """The seat alone has typed ZIT, whose letters are all in hand, when its other screen
    passes (the host's ``news`` as in ``played_elsewhere``): the word line then, and what
    the seat says."""
    table = shuffle_table()

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "ZIT")
            key = next(key for key in table.usable_keys(0) if key.startswith("pass"))
            await played_elsewhere(app, pilot, table, {"type": "key", "key": key}, **news)
            return entry.value, said(app)

    return asyncio.run(look())


def test_a_word_typed_on_one_screen_goes_with_a_note_when_the_other_screen_plays_its_letters():
    """Ann's seat on a laptop (the seat app) and a phone, through a host: the laptop has typed
    STIR, the phone plays SLITS. The laptop shows the hand the play left (R, Z), and STIR,
    whose S, T and I went with SLITS, is cleared with why; Enter then asks for a word."""
    table = shuffle_table()

    async def play() -> tuple[list[str], str, str, str]:
        async with laptop_and_phone(table) as (laptop, pilot, entry, phone):
            await pilot.press(*"stir")
            assert entry.value == "STIR"
            await phone.word("slits")
            await until(pilot, lambda: laptop.state["actions"] == 1, "the phone's play on the laptop")
            await settle(laptop, pilot)
            hand = [card.letter for card in laptop.state["view"].hand]
            after_play = (entry.value, said(laptop))
            await pilot.press("enter")
            await pilot.pause()
            return hand, *after_play, said(laptop)

    hand, value, message, on_enter = asyncio.run(asyncio.wait_for(play(), timeout=300))
    assert hand == ["R", "Z"] and value == ""
    assert "SLITS" in message and f"STIR, typed here, is cleared: {USED_LETTERS}" in message
    assert on_enter == "Type a word, then press Enter."  # nothing was sent to be refused


def test_a_word_typed_here_goes_when_this_screen_picks_the_way_for_the_other_screens_word():
    """The phone sends SEAT and its list of ways opens on the laptop too, over the laptop's
    own TEA; the laptop picks way 1. TEA was never sent, and SEAT's play took its T and A:
    it goes with a note, as when the phone picks (it stayed, and Enter said "TEA is not a word")."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def play() -> tuple[str, str]:
        async with laptop_and_phone(table) as (laptop, pilot, entry, phone):
            await pilot.press(*"tea")
            await phone.word("seat")
            await until(pilot, lambda: laptop.screen.name == "choice", "the phone's list on the laptop")
            assert entry.value == "TEA"
            await pilot.press("1")
            await until(pilot, lambda: laptop.state["actions"] == 1, "the way picked here, played")
            await settle(laptop, pilot)
            return entry.value, said(laptop)

    value, message = asyncio.run(asyncio.wait_for(play(), timeout=300))
    assert value == "" and message.startswith("Played: ")
    assert "TEA, typed here, is cleared: the way picked here used letters it needs from your hand." in message


def line_shows(entry: WordEntry) -> str:
    """The word line as drawn: "› " and the word it shows."""
    return entry.render().plain.removeprefix("› ").strip("▏ ")


async def seat_shown_over_sea(app: Any, pilot: Any, table: HostTable) -> tuple[WordEntry, str]:
    """SEA typed here when the phone sends SEAT (``the_phones_word_asked_here``): the word
    line, and the word it shows under the phone's list."""
    entry = await the_phones_word_asked_here(app, pilot, table, "SEA")
    await pilot.pause()
    return entry, line_shows(entry)


@pytest.mark.parametrize("picked_here", [True, False], ids=["picked-here", "picked-on-the-phone"])
def test_a_word_typed_here_that_the_other_screens_word_grew_from_goes_without_a_cleared_note(picked_here):
    """The laptop has typed SEA (not sent); the phone, the same link, types SEA then T and
    sends SEAT: its list opens on both. The laptop's line read "› SEA" under a list for SEAT;
    it shows SEAT while that list is open. A way picked (here or on the phone) plays SEAT:
    SEA goes saying nothing of it (it said "SEA, typed here, is cleared: the way picked here
    used letters it needs from your hand", though SEA was the start of the word played)."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[str, str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry, under_the_list = await seat_shown_over_sea(app, pilot, table)
            if picked_here:
                await pilot.press("1")
                await until(pilot, lambda: sent, "the pick sent")
                table.intent(0, sent.pop())
                await app.show(as_received(table, 0))
            else:
                await answered_on_the_phone(app, table, 0)
            await until(pilot, lambda: app.screen.name != "choice", "the list closed")
            assert "SEAT" in table.game.describe(table.game.actions[-1]).upper()  # a joker is lower case
            return under_the_list, entry.value, said(app)

    under_the_list, value, message = asyncio.run(look())
    assert under_the_list == "SEAT"
    assert value == "" and "cleared" not in message


def test_a_word_typed_here_whose_letters_are_only_in_order_inside_the_other_screens_word_is_judged_as_stale():
    """The laptop has typed EAT; the phone plays SEAT. EAT's letters are in SEAT in order, but
    SEAT is not EAT with letters added at its end: the play took EAT's letters from the hand,
    so EAT goes with the note saying why (it went silently, as SEA does)."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await the_phones_word_asked_here(app, pilot, table, "EAT")
            await answered_on_the_phone(app, table, 0)
            await until(pilot, lambda: app.screen.name != "choice", "the list closed")
            return entry.value, said(app)

    value, message = asyncio.run(look())
    assert value == "" and "EAT, typed here, is cleared: " in message


def test_the_line_shows_its_own_word_again_when_the_other_screens_list_is_cancelled():
    """The list for the phone's SEAT showed SEAT on the laptop's line; the phone's Esc closes
    it: the laptop's own SEA is back on the line, untouched."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[str, str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry, shown = await seat_shown_over_sea(app, pilot, table)
            await answered_on_the_phone(app, table, None)  # the phone's Esc
            await until(pilot, lambda: app.screen.name != "choice", "the list closed")
            await pilot.pause()
            return shown, entry.value, line_shows(entry)

    assert asyncio.run(look()) == ("SEAT", "SEA", "SEA")


def as_the_other_screen_gets_it(table: HostTable) -> dict[str, Any]:
    """The seat's state after its other screen's intent, as the host sends it here: marked,
    without the ``reply_to`` that names that screen's intent."""
    state = {**as_received(table, 0), "another_screen": True}
    state.pop("reply_to", None)
    return state


async def the_phones_word_asked_here(
    app: Any, pilot: Any, table: HostTable, word_here: str, phones_word: str = "seat", asked: str = "choice"
) -> WordEntry:
    """The seat alone (Ann's, at ``table``) has typed ``word_here`` when the phone sends
    ``phones_word``: its list (``asked``: "choice", or "confirm" for a question) opens here
    too, over it. The word line."""
    entry = await typed(app, pilot, as_received(table, 0), word_here)
    table.intent(0, {"type": "word", "word": phones_word, "id": "word-1"})  # the phone's
    await app.show(as_the_other_screen_gets_it(table))
    await until(pilot, lambda: app.screen.name == asked, f"the phone's {asked} screen on the laptop")
    return entry


async def answered_on_the_phone(app: Any, table: HostTable, index: int | None) -> None:
    """The phone answers the list open on both screens of the seat (``index``: the way it
    picks; None: its Esc), and the host's news of it comes here."""
    table.intent(0, {"type": "choice", "index": index, "ask": state_message(table, 0)["choose"]["ask"]})
    await app.show(as_the_other_screen_gets_it(table))


async def picked_here_for_the_phones_seat(
    app: Any, pilot: Any, sent: list[dict[str, Any]], table: HostTable, word_here: str = "SEA"
) -> tuple[WordEntry, int, dict[str, Any]]:
    """The seat alone (Ann's, at ``table``'s SEAT game) has typed ``word_here`` when the phone
    sends SEAT; its list opens here too, over it, and this screen picks way 1. The word line,
    the list's number ("ask") and the pick sent (taken out of ``sent``)."""
    entry = await the_phones_word_asked_here(app, pilot, table, word_here)
    asked: int = state_message(table, 0)["choose"]["ask"]
    await pilot.press("1")
    await until(pilot, lambda: sent, "the pick sent")
    return entry, asked, sent.pop()


def test_a_pick_the_host_refused_is_not_read_as_picked_here_when_the_other_screen_plays_next():
    """The laptop has typed SEA; the phone sends SEAT and its list opens on the laptop; the
    laptop picks way 1, but the phone's Esc reached the host first: the pick is refused.
    The phone then plays EATS (picking its way): SEA goes because the other screen played, not "the way picked
    here" (the pick was still taken as made, and the phone's play read as its own)."""
    table = HostTable(seat_game(), ["ann", "bob"])

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry, asked, pick = await picked_here_for_the_phones_seat(app, pilot, sent, table)
            table.intent(0, {"type": "choice", "index": None, "ask": asked})  # the phone's Esc, first
            await app.show(as_the_other_screen_gets_it(table))
            await pilot.pause()
            table.intent(0, pick)
            refused = as_received(table, 0)
            assert refused["message"]["text"] == "There is no list to pick from now."
            await app.show(refused)
            await pilot.pause()
            assert entry.value == "SEA"
            table.intent(0, {"type": "word", "word": "eats", "id": "word-2"})  # the phone plays, from its list
            await app.show(as_the_other_screen_gets_it(table))
            await until(pilot, lambda: app.screen.name == "choice", "the phone's list of EATS on the laptop")
            table.intent(0, {"type": "choice", "index": 0, "ask": state_message(table, 0)["choose"]["ask"]})
            state = as_the_other_screen_gets_it(table)
            assert state["actions"] == 1
            await app.show(state)
            await until(pilot, lambda: app.screen.name != "choice", "the list closed: picked on the phone")
            return entry.value, said(app)

    value, message = asyncio.run(look())
    assert value == "" and f"SEA, typed here, is cleared: {USED_LETTERS}" in message


def test_a_word_typed_here_goes_with_the_answer_given_here_to_the_other_screens_discard_question():
    """Rummy: the laptop has typed AT; the phone sends X and its discard question opens on
    the laptop, which answers it (Enter): the discard ended the turn, and AT goes saying the
    answer given here did (not "the way picked here": a question has no ways)."""
    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await the_phones_word_asked_here(app, pilot, table, "AT", "x", asked="confirm")
            await pilot.press("enter")
            await until(pilot, lambda: sent, "the answer sent")
            table.intent(0, sent.pop())
            await app.show(as_received(table, 0))
            await pilot.pause()
            return entry.value, said(app)

    value, message = asyncio.run(look())
    assert value == "" and "AT, typed here, is cleared: the answer given here ended your turn." in message


def test_a_rummy_word_typed_before_the_other_screen_draws_stays_and_goes_when_it_melds_it():
    """Typed before the draw (the seat keeps it for after the draw): the phone's draw only
    adds to the hand, so AT stays; the phone's meld of AT takes its letters, so it goes. The
    host is not told the empty line: it keeps no word of this screen's on the new position,
    and an empty line would replace the word the phone typed since."""

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            table, entry = await at_typed_before_the_draw(app, pilot)
            await played_elsewhere(app, pilot, table, {"type": "key", "key": "draw_deck"})
            assert entry.value == "AT" and "cleared" not in said(app)
            await until(pilot, lambda: sent.drafts and sent.drafts[-1] == draft("AT", 1), "the line told on the draw")
            await played_elsewhere(app, pilot, table, {"type": "word", "word": "at"})
            assert entry.value == "" and f"AT, typed here, is cleared: {USED_LETTERS}" in said(app)
            await until(pilot, lambda: not app.draft.due, "nothing more to tell")
            assert sent.drafts[-1] == draft("AT", 1) and sent == []

    asyncio.run(look())


def test_a_word_typed_on_one_screen_goes_when_the_other_screen_ends_the_turn():
    """ZIT's letters are all still in hand, but the phone passed: the turn is Bob's."""
    value, message = zit_typed_when_the_other_screen_passes()
    assert value == ""
    assert "ZIT, typed here, is cleared: another screen of your seat ended your turn." in message


def test_a_word_cleared_after_an_empty_message_from_the_host_has_no_separator_before_it():
    """The host's news with an empty text (it said "  ZIT, typed here, is cleared: ...")."""
    value, message = zit_typed_when_the_other_screen_passes(message={"text": "", "refusal": False})
    assert value == ""
    assert message == "ZIT, typed here, is cleared: another screen of your seat ended your turn."


def test_a_shuffle_word_that_needs_table_letters_goes_when_the_other_screen_changes_the_table():
    """GORED needs DOGE's letters (S8): the phone's DOGES changed DOGE, and the seat cannot
    tell whether a way to make it is left (it has not the host's word list), so it goes,
    saying why. Its R is still in hand: the table alone is why."""
    table = shuffle_table()

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "GORED")
            await played_elsewhere(app, pilot, table, {"type": "word", "word": "doges"})
            assert entry.value == ""
            assert "GORED, typed here, is cleared: another screen of your seat changed the table words" in said(app)

    asyncio.run(look())


@pytest.mark.parametrize(
    ("table", "other_word"),
    [
        (lambda: HostTable(seat_game(), ["ann", "bob"]), "seat"),  # Shuffle: which way to play SEAT
        (lambda: HostTable(match_in_play("Ar Ab Tg", "Eg Ng Rb"), ["ann", "bob"]), "a"),  # rummy: which A to discard
    ],
    ids=["shuffle", "rummy"],
)
def test_the_other_screens_list_opens_over_a_word_typed_here_and_neither_cancels_it_nor_takes_the_word(table, other_word):
    """The laptop sent ZZ (refused) and has typed TE, not sent; the phone sends a word that
    asks which way: the laptop's state has the list without ``reply_to`` (the host names the
    word only to the screen that sent it). TE is no letters typed after the phone's Enter: it
    stays, and the list opens over it (it sent "nothing chosen" for the seat, glued ZZ before
    TE, and closed the phone's list at once, every time). A letter typed over it goes on
    with TE, as at the shared keyboard."""
    table = table()

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            await app.show(as_received(table, 0))
            await pilot.pause()
            await pilot.press("z", "z", "enter")
            await until(pilot, lambda: sent, "ZZ sent")
            table.intent(0, sent.pop())
            await app.show(as_received(table, 0))
            await pilot.pause()
            await pilot.press("escape", "t", "e")
            entry = app.query_one(WordEntry)
            assert entry.value == "TE"
            table.intent(0, {"type": "word", "word": other_word, "id": "word-1"})  # the phone's first word
            state = as_received(table, 0)
            del state["reply_to"]  # as the host sends it to the seat's other screens
            await app.show(state)
            await until(pilot, lambda: app.screen.name == "choice", "the phone's list, here too")
            assert entry.value == "TE" and sent == []
            await pilot.press("s")
            await until(pilot, lambda: app.screen.name != "choice", "the list closed by a letter")
            assert entry.value == "TES"

    asyncio.run(look())
