"""A seat's message line answers the last key as the shared keyboard's does (tests/app/
test_message_line.py): a key nothing acts on says so, its note going as a letter is typed
however the keys arrive; a list of ways says what it is for; a hint that says "type its
letter" says what Enter does with the letter typed."""

from __future__ import annotations

from typing import Any

import pytest
from remote_support import as_received, run, settle, showing_seat
from test_rummy_discard import match_in_play
from test_seat_app import until

from wordcards.app.answer_words import choosing_a_way
from wordcards.app.screens.choice import ChoiceScreen
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.engine.players import Player
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.keys import SeatKey
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset
from wordcards.words import WordList

F5_SAYS = "F5 does nothing here: the keys are in the footer (? lists them all)."


async def keys(app: Any, pilot: Any, *names: str) -> None:
    """Keys queued all at once, as typed fast (one read), then settled."""
    for name in names:
        app.simulate_key(name)
    await settle(app, pilot)


def said(app: Any) -> str:
    return str(app.query_one(MessageLine).content)


def hinted(table: HostTable, seat: int) -> dict[str, Any]:
    """``seat`` asks for its hint, and the host tells it: the state its seat receives then."""
    table.intent(seat, {"type": "key", "key": SeatKey.HINT})
    asked_at = table.hint_to_start(seat)
    assert asked_at is not None
    table.hint_found(seat, asked_at, table.find_hint())
    return as_received(table, seat)


@pytest.mark.parametrize("one_read", [False, True], ids=["typed-slowly", "in-one-read"])
def test_a_key_nothing_acts_on_says_so_on_a_seat_and_the_hint_comes_back_with_a_letter(one_read):
    """F5 on a seat said nothing: the hint before it stayed, read as its answer. Typed with
    the letter after it in one read, the note came after the letter (it bubbled on to the
    app after the line had taken the letter) and stayed up."""
    table = HostTable(match_in_play("Tg Tb Xg", "Eg Ng Rb"), ["ann", "bob"])
    state = hinted(table, 0)

    async def look() -> None:
        async with showing_seat(state) as (app, pilot, sent):
            hint = said(app)
            assert hint.startswith("Hint: ") and hint.endswith(": type T, then Enter."), hint
            if one_read:
                await keys(app, pilot, "f5", "x")
            else:
                await keys(app, pilot, "f5")
                assert said(app) == F5_SAYS
                await keys(app, pilot, "ctrl+x")
                assert said(app).startswith("Ctrl+X does nothing here")
                await keys(app, pilot, "x")
            # Back, worded for X on the line, in the room it had.
            assert said(app) == hint.replace(": type T, then Enter.", ": Esc, then type T, then Enter."), said(app)
            assert app.query_one(WordEntry).value == "X" and not sent

    run(look())


def test_a_key_nothing_acts_on_says_so_on_a_seat_on_another_seats_turn():
    table = HostTable(match_in_play("Tg Tb Xg", "Eg Ng Rb"), ["ann", "bob"])

    async def look() -> None:
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            await keys(app, pilot, "f5")
            assert said(app) == F5_SAYS and not sent
            await keys(app, pilot, "ctrl+d")  # a turn key says whose turn it is, as before
            assert said(app) == "It is Ann's turn: Enter and your keys work on your turn."

    run(look())


@pytest.mark.parametrize("opener", ["question_mark", "ctrl+r"])
def test_a_seats_key_typed_just_after_the_help_or_the_rules_close_says_what_it_says_on_the_table(opener):
    """Esc then F5, or Esc then Ctrl+Z with nothing to take back, in one burst: the key
    reached the line through the closed screen, and a seat's line handed it to no one."""
    table = HostTable(match_in_play("Tg Tb Xg", "Eg Ng Rb"), ["ann", "bob"])

    async def look() -> None:
        async with showing_seat(as_received(table, 0)) as (app, pilot, sent):
            await keys(app, pilot, "ctrl+z")
            no_undo = said(app)
            assert no_undo.startswith("Nothing to take back"), no_undo
            for key, says in (("f5", F5_SAYS), ("ctrl+z", no_undo)):
                app.query_one(MessageLine).clear()
                await keys(app, pilot, opener)
                await until(pilot, lambda: app.screen is not app.screen_stack[0], "the screen opened")
                await keys(app, pilot, "escape", key)
                assert app.screen is app.screen_stack[0] and said(app) == says, (key, said(app))
            assert not sent

    run(look())


CARTS_TWICE = WordList.from_words(["carts", "cart"], name="tiny")
CARTS_OR_CHASTE = WordList.from_words(["carts", "cart", "chaste"], name="tiny")
BOB_STEALS_OR_NOT = {"hands": ["AEINRST", "CHARTSE"], "table": [{"owner": 0, "word": "CART"}], "current": 1, "first_played": [True, True]}


def bob_to_play(words: WordList) -> HostTable:
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), BOB_STEALS_OR_NOT, 0)
    return HostTable(game, ["ann", "bob"])


async def carts_sent(app: Any, pilot: Any, sent: list[dict[str, Any]], table: HostTable, listed: dict[str, Any] | None = None) -> None:
    """CARTS typed on Bob's seat and sent; the host's answer, its list of ways, shown
    (``listed``: what its list says of itself in place of the host's, None for a field left out)."""
    await keys(app, pilot, *"carts", "enter")
    await until(pilot, lambda: sent, "the word sent")
    table.intent(1, sent.pop())
    received = as_received(table, 1)
    for field, value in (listed or {}).items():
        if value is None:
            del received["choose"][field]
        else:
            received["choose"][field] = value
    await app.show(received)
    await until(pilot, lambda: isinstance(app.screen, ChoiceScreen), "the list of ways")
    await settle(app, pilot)


def test_a_seats_list_of_ways_says_what_it_is_for_not_the_news_before_it():
    table = bob_to_play(CARTS_TWICE)

    async def look() -> None:
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            app.query_one(MessageLine).say("Taken back: new word CARTS from your hand (+9).")
            await carts_sent(app, pilot, sent, table)
            assert said(app) == choosing_a_way("CARTS")

    run(look())


@pytest.mark.parametrize("words", [CARTS_TWICE, CARTS_OR_CHASTE], ids=["hint-of-a-way", "hint-of-another-word"])
def test_a_seats_hint_stays_over_the_list_only_when_its_play_is_one_of_its_ways(words):
    """A hint of CARTS marks its way in the list, worded for the word sent ("press Enter");
    one of CHASTE ("type CHASTE") gives way over CARTS's list."""
    table = bob_to_play(words)

    async def look() -> None:
        async with showing_seat(hinted(table, 1)) as (app, pilot, sent):
            hint = said(app)
            assert hint.startswith("Hint: new word "), hint
            await carts_sent(app, pilot, sent, table)
            if words is CARTS_TWICE:
                assert said(app).startswith("Hint: new word CARTS") and said(app).endswith(": press Enter."), said(app)
            else:
                assert "CHASTE" in hint and said(app) == choosing_a_way("CARTS")

    run(look())


def test_a_seats_discard_hint_with_a_letter_typed_says_what_enter_does_now(monkeypatch):
    """ "discard a card (type its letter, then Enter)" stayed over Q typed on a seat: the
    host now sends what Enter does with each letter held (one Q: discards it; none held:
    says so), as the shared keyboard words it."""
    import wordcards.ai

    monkeypatch.setattr(wordcards.ai, "suggest", lambda game: None)
    table = HostTable(match_in_play("Qg Zb Kg Kr", "Eg Ng Rb"), ["ann", "bob"])

    async def look() -> None:
        async with showing_seat(hinted(table, 0), size=(100, 30)) as (app, pilot, sent):
            plain = "Hint: no meld found: discard a card (type its letter, then Enter)."
            assert said(app) == plain
            await keys(app, pilot, "q")
            assert said(app) == "Hint: no meld found: discard a card (Q typed: press Enter to discard it)."
            await keys(app, pilot, "backspace", "k")
            assert said(app) == "Hint: no meld found: discard a card (K typed: press Enter to pick which K to discard)."
            await keys(app, pilot, "backspace", "j")
            assert said(app) == "Hint: no meld found: discard a card (you hold no J: Esc, then type its letter, then Enter)."
            await keys(app, pilot, "backspace")
            assert said(app) == plain and not sent

    run(look())


NEWS = "Taken back: new word CARTS from your hand (+9)."


@pytest.mark.parametrize(
    ("listed", "says"),
    [
        ({"asking": None, "hint_listed": None}, NEWS),  # a host of before: the news stays, as before
        ({"asking": 5}, NEWS),  # no words to say: nothing said, no crash
        ({"hint_listed": "yes"}, choosing_a_way("CARTS")),  # not true: no hint kept
    ],
    ids=["host-of-before", "asking-not-words", "hint-listed-not-true"],
)
def test_a_seats_list_of_ways_from_a_host_of_before_or_malformed_says_what_it_said(listed, says):
    table = bob_to_play(CARTS_TWICE)

    async def look() -> None:
        async with showing_seat(as_received(table, 1)) as (app, pilot, sent):
            app.query_one(MessageLine).say(NEWS)
            await carts_sent(app, pilot, sent, table, listed)
            assert isinstance(app.screen, ChoiceScreen) and said(app) == says

    run(look())


def test_a_seats_hint_left_over_the_list_when_hint_listed_is_not_true():
    """hint_listed "yes" is no true: the hint of a way gives way, as a hint of another word."""
    table = bob_to_play(CARTS_TWICE)

    async def look() -> None:
        async with showing_seat(hinted(table, 1)) as (app, pilot, sent):
            assert said(app).startswith("Hint: new word CARTS")
            await carts_sent(app, pilot, sent, table, {"hint_listed": "yes"})
            assert said(app) == choosing_a_way("CARTS")

    run(look())


DISCARD_HINT = "Hint: no meld found: discard a card (type its letter, then Enter)."


def discard_hinted(monkeypatch: Any) -> HostTable:
    """Ann to play Qg Zb Kg Kr, the computer's suggestion none: her hint says "type its letter"."""
    import wordcards.ai

    monkeypatch.setattr(wordcards.ai, "suggest", lambda game: None)
    return HostTable(match_in_play("Qg Zb Kg Kr", "Eg Ng Rb"), ["ann", "bob"])


@pytest.mark.parametrize(
    "counts",
    [None, [1], {"Q": "x"}, {"Q": True}, 5],
    ids=["host-of-before", "a-list", "not-a-number", "a-bool", "a-number"],
)
def test_a_seats_discard_hint_without_counts_it_can_read_keeps_its_words_over_a_letter(monkeypatch, counts):
    """No discard_counts (a host of before), or none a seat can read: the hint's words stay
    over Q typed, as before, and nothing crashes (True is an int, but no count of cards)."""
    table = discard_hinted(monkeypatch)
    state = hinted(table, 0)
    if counts is None:
        del state["message"]["discard_counts"]
    else:
        state["message"]["discard_counts"] = counts

    async def look() -> None:
        async with showing_seat(state, size=(100, 30)) as (app, pilot, sent):
            assert said(app) == DISCARD_HINT
            await keys(app, pilot, "q")
            assert said(app) == DISCARD_HINT and app.query_one(WordEntry).value == "Q"

    run(look())


def test_the_host_sends_discard_counts_only_with_a_type_its_letter_hint_on_the_seats_own_turn(monkeypatch):
    """The counts go with a hint that says "type its letter", to the seat whose turn it is:
    not with a meld's hint, nor (the same hint said to another seat) of a hand not its own."""
    from wordcards.app.hint_typing import A_LETTER

    melds = HostTable(match_in_play("Tg Tb Xg", "Eg Ng Rb"), ["ann", "bob"])
    told = hinted(melds, 0)["message"]
    assert told["text"].endswith(": type T, then Enter.") and "discard_counts" not in told

    table = discard_hinted(monkeypatch)
    told = hinted(table, 0)["message"]
    assert told["text"] == DISCARD_HINT and told["discard_counts"] == {"K": 2, "Q": 1, "Z": 1}
    assert list(told["discard_counts"]) == ["K", "Q", "Z"]  # in order: the same state sends the same bytes
    table.say(1, told["text"], on_it=(A_LETTER, told["on_it"]["text"]))  # Ann's hand to act
    assert "discard_counts" not in as_received(table, 1)["message"]
