"""One seat open on two screens: a word typed on one screen is judged against what the other
screen did while this one was disconnected (its link dropped, the host away: the first state
of the new connection bears no ``another_screen`` mark), and a Shuffle word that needs table
letters goes only when a table word it could draw on changed or went (it went at any change
of the table: a word added beside it too). A rummy word typed in a hand since over goes,
saying a new hand was dealt."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from remote_support import as_received, seat_app_alone, shared_words
from test_rummy_discard import match_in_play, said
from test_seat_two_screens import at_typed_before_the_draw, played_elsewhere, typed
from test_seat_word_line import shuffle_table

from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.keys import SeatKey
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

WHILE_AWAY = "while this screen was disconnected."


async def back_after(app: Any, pilot: Any, table: HostTable, intent: dict[str, Any], typed_there: str = "") -> None:
    """This screen's link drops, the seat's other screen sends ``intent`` (then types
    ``typed_there``, told to the host), and this screen is connected again: the host's first
    state, as a new connection gets it (no mark)."""
    client = app.client
    app.lost()
    table.intent(0, intent)
    if typed_there:
        assert table.keep_draft(0, {"type": "draft", "word": typed_there, "not_played": False, "actions": len(table.game.actions)})
    app.joined(client)
    await app.show(as_received(table, 0))
    await pilot.pause()


def test_a_shuffle_word_taking_from_a_table_word_stays_when_the_other_screen_plays_beside_it():
    """GORED needs DOGE's letters (S8) and the hand's R. The phone plays SLIT from the hand: a
    new table word, DOGE untouched, the R still in hand. The seat cannot tell whether a way
    to make GORED is left (the host judges it on Enter), but nothing it could draw on
    changed: it stays (it went at any change of the table, a word added beside it too)."""
    table = shuffle_table()

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "GORED")
            await played_elsewhere(app, pilot, table, {"type": "word", "word": "slit"})
            assert [word.word for word in app.state["view"].table] == ["DOGE", "SLIT"]
            assert entry.value == "GORED" and "cleared" not in said(app)

    asyncio.run(look())


def test_a_shuffle_word_extending_a_table_word_stays_when_the_other_screen_changes_another_it_could_draw_on():
    """DOGES extends DOGE with the hand's S (S6). The phone extends TIES, whose E and S DOGES
    could take (S8), to TIERS with the hand's R: a table word it could draw on changed, but
    DOGE is untouched and an S still in hand, so a way is left, and it stays."""
    start = {"hands": ["SLITSRZ", "DOGEAI"], "table": [{"owner": 1, "word": "DOGE"}, {"owner": 1, "word": "TIES"}]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "DOGES")
            table.intent(0, {"type": "word", "word": "tiers"})  # the phone's word: which way?
            ways = as_received(table, 0)["choose"]["options"]
            extend = next(i for i, way in enumerate(ways) if "extend" in str(way))
            await played_elsewhere(app, pilot, table, {"type": "choice", "index": extend})
            assert [word.word for word in app.state["view"].table] == ["DOGE", "TIERS"]
            assert entry.value == "DOGES" and "cleared" not in said(app)
            assert game.resolve("doges")  # the host plays it

    asyncio.run(look())


def test_a_shuffle_word_extending_a_table_word_stays_when_the_other_screen_plays_a_letter_the_table_gives_it():
    """SHAGS extends Ann's HAGS with an S (S6). The phone plays HOLE: its H was one of SHAGS's
    letters in hand, but HAGS gives SHAGS its H, and the S is still in hand: SHAGS stays (it
    went, as if it needed the H played)."""
    start = {"hands": ["EEHLOST", "DOGEAI"], "table": [{"owner": 0, "word": "HAGS"}]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "SHAGS")
            await played_elsewhere(app, pilot, table, {"type": "word", "word": "hole"})
            assert [card.letter for card in app.state["view"].hand] == ["E", "S", "T"]
            assert entry.value == "SHAGS" and "cleared" not in said(app)
            assert game.resolve("shags")  # the host plays it

    asyncio.run(look())


def test_a_word_typed_on_a_screen_disconnected_while_the_other_screen_played_is_judged_on_its_return():
    """The laptop typed STIR and its link dropped; the phone played SLITS meanwhile. Back, the
    laptop's first state has no mark, and STIR, whose S, T and I went with SLITS, goes with why.
    The phone's word since (RZ, kept by the host) is not put on the line in its place: the
    note beside it is of STIR."""
    table = shuffle_table()

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "STIR")
            await back_after(app, pilot, table, {"type": "word", "word": "slits"}, typed_there="rz")
            assert as_received(table, 0)["draft"] == {"word": "RZ", "not_played": False}
            assert [card.letter for card in app.state["view"].hand] == ["R", "Z"]
            assert entry.value == ""
            assert f"STIR, typed here, is cleared: letters it needs were played from your hand {WHILE_AWAY}" in said(app)

    asyncio.run(look())


def test_a_word_typed_on_a_screen_disconnected_while_the_other_screen_passed_goes_on_its_return():
    table = shuffle_table()

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "ZIT")
            key = next(key for key in table.usable_keys(0) if key.startswith("pass"))
            await back_after(app, pilot, table, {"type": "key", "key": key})
            assert entry.value == ""
            assert f"ZIT, typed here, is cleared: your turn ended {WHILE_AWAY}" in said(app)

    asyncio.run(look())


def test_a_rummy_word_stays_over_a_draw_made_while_its_screen_was_away_and_goes_over_its_meld():
    """AT, typed before the draw: the phone draws while the laptop is away, and AT stays (it
    can still be played); the phone melds AT while the laptop is away again, and it goes."""

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            table, entry = await at_typed_before_the_draw(app, pilot)
            await back_after(app, pilot, table, {"type": "key", "key": "draw_deck"})
            assert entry.value == "AT" and "cleared" not in said(app)
            await back_after(app, pilot, table, {"type": "word", "word": "at"})
            assert entry.value == ""
            assert f"AT, typed here, is cleared: letters it needs were played from your hand {WHILE_AWAY}" in said(app)

    asyncio.run(look())


def test_S4_a_shuffle_word_drawing_on_the_table_goes_when_the_other_screen_takes_back_the_first_play():
    """TRAIN extends RAIN, once Ann's first play (LOSE, from the phone) is made (S4). The phone
    takes LOSE back: RAIN is untouched, and LOSE shares no letter with TRAIN, but until a first
    play is made no table word can be used."""
    start = {"hands": ["LOSETMU", "DOGEAI"], "table": [{"owner": 1, "word": "RAIN"}], "first_played": [False, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    table = HostTable(game, ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "lose"})

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), "TRAIN")
            await played_elsewhere(app, pilot, table, {"type": "key", "key": "undo"})
            assert [word.word for word in app.state["view"].table] == ["RAIN"]
            assert entry.value == "LOSE"  # the word Ctrl+Z took back, on every screen's empty line
            assert "TRAIN, typed here, is cleared: another screen of your seat changed the table words it may need." in said(app)

    asyncio.run(look())


@pytest.mark.parametrize("word", ["AT", "BOG"])
def test_a_rummy_word_typed_in_a_hand_since_over_goes_on_the_screen_s_return_saying_a_new_hand_was_dealt(word):
    """The laptop typed AT (or BOG, letters not in its hand) in hand 1, and its link dropped;
    the phone went out, hand 2 was dealt, and Bob played his turn: Ann's turn again. Back,
    the word goes, saying so: it said AT's letters were played from the hand (the hand was
    dealt anew), and kept BOG, which hand 2's cards cover."""
    table = HostTable(match_in_play("Ab Tb Xb", "Eg Ng Rb"), ["ann", "bob"])

    async def look() -> None:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            entry = await typed(app, pilot, as_received(table, 0), word)
            client = app.client
            app.lost()
            table.intent(0, {"type": "word", "word": "at"})  # the phone melds AT,
            table.intent(0, {"type": "word", "word": "x"})  # discards X
            table.intent(0, {"type": "choice", "index": 0})  # and goes out
            table.intent(1, {"type": "key", "key": SeatKey.NEXT_HAND})
            table.intent(1, {"type": "key", "key": SeatKey.DRAW_DECK})
            table.intent(1, {"type": "word", "word": as_received(table, 1)["view"].hand[0].letter.lower()})
            table.intent(1, {"type": "choice", "index": 0})  # Bob's discard
            back = as_received(table, 0)
            assert back["view"].hand_number == 2 and back["waiting_for"]["seat"] == 0
            assert {"B", "O", "G"} <= {card.letter for card in back["view"].hand}
            app.joined(client)
            await app.show(back)
            await pilot.pause()
            assert entry.value == ""
            assert f"{word}, typed here, is cleared: a new hand began {WHILE_AWAY}" in said(app)
            assert "discarded" not in said(app)  # hand 1's answer to the phone's discard

    asyncio.run(look())
