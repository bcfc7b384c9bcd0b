"""A remote seat shows the log with the shared keyboard's widget and marks a joker in it
alike: exactly the jokers the engine's line names, which the host sends with the line
(remote/codec.py), never a seat's name (JoJo, McKAY); in its log panel and in the whole
log after the game (L)."""

from __future__ import annotations

import asyncio
import json

import pytest

from remote_support import as_received, seat_on_the_breakdown, settle, showing_seat
from test_jokers_in_the_log import EXTENDED, EXTENDED_MARKED, jojo_extends_mckays_doge, marks_shown, reversed_letters
from test_seat_app import until

from wordcards.app.screens.whole_log import WholeLogScreen
from wordcards.engine.log_line import LogLine, joined, table_word
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.codec import CodecError, decode, encode
from wordcards.remote.keys import SeatKey
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList


def jojo_extended(deck: str | None = None) -> HostTable:
    """At a host, JoJo has played D onto McKAY's DOGe: "JoJo extended McKAY's DOGe to DODGe"."""
    game, _ = jojo_extends_mckays_doge(deck)
    table = HostTable(game, ["jojo", "mckay"])
    table.intent(0, {"type": "word", "word": "dodge"})
    assert game.log[-1] == EXTENDED
    return table


def test_a_seats_log_marks_the_joker_and_leaves_jojo_and_mckay_plain():
    async def look(seat: int) -> None:
        async with showing_seat(as_received(jojo_extended(), seat), size=(100, 30)) as (app, pilot, _):
            log = app.query_one(".log-text").render()
            assert EXTENDED_MARKED in marks_shown(log) and reversed_letters(log) == "ee", marks_shown(log)

    for seat in (0, 1):  # the player and the one whose word was extended
        asyncio.run(look(seat))


def test_the_whole_log_on_a_seat_marks_the_joker_and_leaves_the_names_plain():
    table = jojo_extended(deck="")
    table.intent(0, {"type": "key", "key": SeatKey.END_TURN})  # D was JoJo's last card: the game is over
    assert table.game.is_over

    async def read() -> None:
        async with seat_on_the_breakdown(as_received(table, 1), size=(100, 30)) as (app, pilot, _):
            await pilot.press("l")
            await until(pilot, lambda: isinstance(app.screen, WholeLogScreen), "the whole log")
            await settle(app, pilot)
            whole = app.screen.query_one(".whole-log").render()
            assert EXTENDED_MARKED in marks_shown(whole) and reversed_letters(whole) == "ee", marks_shown(whole)

    asyncio.run(read())


def test_a_juniors_two_letter_word_is_marked_on_a_seat():
    """A junior's Ab (b a joker): no shape tells it from a sentence's word, so only the
    places the host sends with the line mark it (a seat that lost them marked nothing)."""
    words = WordList.from_words(["ab", "dog"], name="tiny")
    start = {"hands": ["A*Z", "DOGX"], "table": [], "current": 0, "first_played": [True, True]}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Al", junior=True), Player("Bob")), start, 0)
    table = HostTable(game, ["al", "bob"])
    table.intent(0, {"type": "word", "word": "ab"})
    assert game.log[-1] == "Al played Ab"

    async def look(seat: int) -> None:
        async with showing_seat(as_received(table, seat), size=(100, 30)) as (app, pilot, _):
            log = app.query_one(".log-text").render()
            assert "Al played A[b]" in marks_shown(log) and reversed_letters(log) == "b", marks_shown(log)

    for seat in (0, 1):
        asyncio.run(look(seat))


def test_a_log_line_crosses_the_wire_with_its_jokers_and_a_plain_one_as_text():
    line = joined("Al played ", table_word("cAt"))
    sent = json.loads(json.dumps(encode((line, "Al drew 2 cards"))))
    assert sent == [{"~line": "Al played cAt", "jokers": [10, 12]}, "Al drew 2 cards"]
    got = decode(sent)
    assert got == (line, "Al drew 2 cards") and got[0].jokers == (10, 12)


@pytest.mark.parametrize(
    "sent",
    [{"~line": "Ab", "jokers": [2]}, {"~line": "Ab", "jokers": [True]}, {"~line": "Ab", "jokers": ["1"]}, {"~line": "Ab"}, {"~line": 7, "jokers": []}],
)
def test_a_log_line_with_joker_places_not_in_its_text_cannot_be_read(sent):
    with pytest.raises(CodecError):
        decode(sent)


def test_a_log_line_with_a_joker_on_a_space_cannot_be_read_or_made():
    """A joker is a card's letter: a place on the space of "Al played cAt" (or its comma)
    marks nothing any player holds."""
    with pytest.raises(CodecError, match="not letters"):
        decode({"~line": "Al played cAt", "jokers": [2, 10]})
    for place in (2, 9):
        with pytest.raises(ValueError, match="not letters"):
            LogLine("Al played, cAt", [place])
