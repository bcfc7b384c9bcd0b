"""Typing on a seat (``wordcards join``) reaches the word whatever happened to the focus:
the too-small notice hid the word entry and took the focus with it, and a click beside
the panels takes it too."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest

from remote_support import as_received, seat_app_alone, settle, showing_seat
from test_rummy_discard import match_in_play, x_discard_asked
from test_seat_app import until
from textual import events

from tests_app_support import FakeClock

from wordcards.app.widgets.common import close_grace
from wordcards.app.widgets.common.entry import WordEntry
from wordcards.engine.rummy import DrawDiscard, Meld
from wordcards.remote.keys import SeatKey
from wordcards.remote.table import HostTable


def ann_to_play() -> dict:
    return as_received(HostTable(match_in_play("Ab Tb", "Eg Ng Rb", phase="draw"), ["ann", "bob"]), 0)


def test_a_seat_opened_at_a_tiny_terminal_types_and_sends_once_it_is_big_enough():
    """Opened at 50 x 15 (the notice: make it 64 x 20), then made bigger: letters typed went
    nowhere and Enter sent nothing, with the hand and the word line in sight."""
    state = ann_to_play()

    async def look():
        async with seat_app_alone((50, 15)) as (app, pilot, sent):
            await app.show(state)
            await until(pilot, lambda: app.screen.has_class("-too-small"), "the notice")
            await pilot.resize_terminal(100, 30)
            await until(pilot, lambda: not app.screen.has_class("-too-small"), "the table")
            await pilot.pause()
            await pilot.press("a", "t", "enter")
            await until(pilot, lambda: sent, "the word sent")
            assert sent == [{"type": "word", "word": "AT", "id": "word-1"}]

    asyncio.run(look())


def test_a_seat_shrunk_below_the_least_size_and_grown_again_types_as_before():
    state = ann_to_play()

    async def look():
        async with showing_seat(state) as (app, pilot, sent):
            await pilot.press("a", "t")  # a word typed, then the terminal made small
            await pilot.resize_terminal(50, 15)
            await until(pilot, lambda: app.screen.has_class("-too-small"), "the notice")
            await pilot.press("x")  # behind the notice: nothing typed
            await pilot.resize_terminal(80, 24)
            await until(pilot, lambda: not app.screen.has_class("-too-small"), "the table")
            await until(pilot, lambda: app.focused is app.query_one(WordEntry), "the focus on the word again")
            await pilot.press("enter")  # the word kept, and Enter sends it
            await until(pilot, lambda: sent, "the word sent")
            assert sent == [{"type": "word", "word": "AT", "id": "word-1"}]

    asyncio.run(look())


def test_letters_typed_or_pasted_without_the_focus_on_the_word_go_to_the_word():
    state = ann_to_play()

    async def look():
        async with showing_seat(state) as (app, pilot, _):
            entry = app.query_one(WordEntry)
            app.screen.set_focus(None)  # as a click where no widget is does
            await pilot.press("a")
            assert entry.value == "A" and app.focused is entry
            app.screen.set_focus(None)
            app.post_message(events.Paste("te"))  # as the terminal sends it
            await until(pilot, lambda: entry.value == "ATE", "the paste in the word")

    asyncio.run(look())


def test_enter_while_the_host_is_away_says_why_and_the_note_goes_when_it_is_back():
    """A word typed, then the host stopped: Enter did nothing and said nothing (was it
    played?). It says the host is away; when the host is back its first state replaces that
    note (it said "not connected" beside a footer of keys that worked again)."""
    from wordcards.app.widgets.common.panels import MessageLine
    from wordcards.remote.seat.app import BACK, offline_kept

    state = ann_to_play()

    async def look():
        async with showing_seat(state) as (app, pilot, sent):
            await pilot.press("a", "t")
            app._offline()  # as the connection's end does
            await pilot.press("enter")
            line = app.query_one(MessageLine)
            await until(pilot, lambda: str(line.content).startswith(offline_kept("AT", my_turn=True)), "why nothing was sent")
            assert not sent and app.query_one(WordEntry).value == "AT"  # the word kept for later
            app.client = object()  # the host is back: its first state
            await app.show(state)
            assert str(line.content) == BACK
            await pilot.press("enter")
            await until(pilot, lambda: sent, "the word sent")
            assert sent == [{"type": "word", "word": "AT", "id": "word-1"}]

    asyncio.run(look())


def test_enter_on_another_seats_turn_says_whose_turn_it_is():
    from wordcards.app.widgets.common.panels import MessageLine

    state = as_received(HostTable(match_in_play("Ab Tb", "Eg Ng Rb", phase="draw"), ["ann", "bob"]), 1)  # Bob's screen

    async def look():
        async with showing_seat(state) as (app, pilot, _):
            await pilot.press("enter")
            line = app.query_one(MessageLine)
            await until(pilot, lambda: "Ann's turn" in str(line.content), "whose turn it is")

    asyncio.run(look())


def test_a_question_open_when_the_host_goes_away_closes_and_says_nothing_was_chosen():
    """Ann's discard asked first (the host's question); the host stopped: the question
    stayed up, hiding the status line that said so, and Enter answered into nothing. It
    closes and says why; a host back with the question still open asks it again."""
    from wordcards.app.screens.confirm import ConfirmScreen
    from wordcards.app.widgets.common.panels import MessageLine
    from wordcards.remote.seat.app import BACK, QUESTION_CLOSED

    asked = x_discard_asked()

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(asked)
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
            app._offline()  # as the connection's end does
            await until(pilot, lambda: not isinstance(app.screen, ConfirmScreen), "the question closed")
            line = app.query_one(MessageLine)
            assert str(line.content).startswith(QUESTION_CLOSED)  # then that the game is saved
            await pilot.press("enter")
            await settle(app, pilot)  # its workers done: a send it began would be in
            assert not sent  # nothing answered into the void
            app.client = object()  # a host back after a blip: the question still open there
            await app.show(asked)
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question asked again")
            assert str(line.content) == BACK
            await pilot.press("enter")
            await until(pilot, lambda: sent, "the answer sent")
            # The question named; the answer too: asked on this connection for no word it sent.
            assert sent == [{"type": "choice", "index": 0, "ask": asked["confirm"]["ask"], "id": "pick-1"}]

    asyncio.run(look())


def test_the_too_small_notice_says_whose_turn_it_is_and_when_the_host_is_away():
    """At 50 x 15 the status line is hidden with the panels: a seat on a small screen could
    not tell that the table waited for it, or that the host had stopped."""
    from wordcards.remote.seat.app import STOPPED

    mine, bobs = ann_to_play(), as_received(HostTable(match_in_play("Ab Tb", "Eg Ng Rb", phase="draw"), ["ann", "bob"]), 1)

    async def look():
        async with seat_app_alone((50, 15)) as (app, pilot, _):
            for worker in app.workers:  # no host at NO_HOST: its tries would say so on the notice
                if worker.name == "connection":
                    worker.cancel()
            app._host_away(None)
            notice = app.query_one("#too-small")
            await app.show(mine)
            await until(pilot, lambda: app.screen.has_class("-too-small"), "the notice")
            assert "Make the terminal at least 64x20" in str(notice.render()) and "Your turn." in str(notice.render())
            await app.show(bobs)  # as Bob's screen
            assert "Ann is away." in str(notice.render())
            app._offline()
            app.show_status(STOPPED, error=True)
            assert STOPPED in str(notice.render()) and "Ann is away." not in str(notice.render())

    asyncio.run(look())


def test_a_paste_too_long_for_a_word_over_a_question_is_refused_whole_and_says_why():
    """Over the discard question a 30-letter paste closed it and went on with the word cut
    to 24 letters, without a word; at the word line the same paste is refused whole (a rummy
    word has at most 8 letters with two players). The question stays, nothing is sent, and
    a note says why (the word line is under it)."""
    from wordcards.app.screens.choice import DialogWarning
    from wordcards.app.screens.confirm import ConfirmScreen

    asked = x_discard_asked()

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(asked)
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
            question = app.screen
            for pasted, why in (("abcdefghijklmnopqrstuvwxyzabcd", "at most 8 letters, the most cards a hand holds"), ("two words", "not one word")):
                app.post_message(events.Paste(pasted))
                # Said inside the question (gone with it), once it is composed.
                await until(pilot, lambda: any(why in warning.said for warning in question.query(DialogWarning)), f"why: {why}")
                assert app.screen is question and not sent and app.query_one(WordEntry).value == ""

    asyncio.run(look())


def notes_shown(app) -> list[str]:
    """The notifications on the seat's screen now (a note of the seat's screens)."""
    return [str(toast.render()) for toast in app.screen.query("Toast")]


@contextlib.asynccontextmanager
async def second_screen_told(state: dict[str, Any], size: tuple[int, int] = (80, 24)) -> AsyncIterator[tuple[Any, Any]]:
    """Ann's seat alone (``seat_app_alone``, its notes shown) showing ``state``, once a second
    screen has joined it and its note is up: (the app, its pilot)."""
    async with seat_app_alone(size, notifications=True) as (app, pilot, _):
        await app.show({**state, "screens": 1})
        await app.show({**state, "screens": 2})
        await until(pilot, lambda: any("2 open now" in note for note in notes_shown(app)), "the second screen told")
        yield app, pilot


def test_a_note_of_the_seats_screens_is_replaced_by_the_next_not_shown_again_after_it():
    """A second screen joined Ann's seat, then closed: the help opened after that (any screen
    opened: the question before a pass too) showed 'Another screen has joined your seat (2
    open now)' again, with one open, the newer note gone before the older one."""
    from wordcards.app.screens.help import HelpScreen

    state = ann_to_play()

    async def look():
        async with second_screen_told(state, (100, 30)) as (app, pilot):
            await app.show({**state, "screens": 1})
            await until(pilot, lambda: any("1 open now" in note for note in notes_shown(app)), "the screen closed told")
            await pilot.press("f1")
            await until(pilot, lambda: isinstance(app.screen, HelpScreen) and notes_shown(app), "the help, with the note")
            assert all("1 open now" in note for note in notes_shown(app)), notes_shown(app)

    asyncio.run(look())


def test_a_message_after_a_note_of_the_seats_screens_is_not_hidden_by_it():
    """A second screen joined Ann's seat: its note lay over the message line for 30 seconds,
    and the refusal of the word Ann typed next was said under it, out of sight. The newer
    message wins: the note goes."""
    from wordcards.app.widgets.common.panels import MessageLine

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    before = as_received(table, 0)
    table.intent(0, {"type": "word", "word": "TXA"})
    refused = as_received(table, 0)

    async def look():
        async with second_screen_told(before) as (app, pilot):
            await app.show({**refused, "screens": 2})
            assert "TXA" in str(app.query_one(MessageLine).content)
            # The note lasts the whole test (conftest.py): only the refusal takes it away.
            await until(pilot, lambda: not notes_shown(app), "the note gone from over the refusal")

    asyncio.run(look())


def test_a_note_of_the_seats_screens_goes_when_a_list_opens_over_its_instructions():
    """A second screen joined Ann's seat; she typed SEAT, and its list of ways opened under
    the note, which covered "Press its number, or move with ↑↓ ..." for the rest of its 30
    seconds. The list is what she reads now: the note goes (decisions/remote.md)."""
    from test_seat_choices import seat_game

    table = HostTable(seat_game(), ["ann", "bob"])
    before = as_received(table, 0)
    table.intent(0, {"type": "word", "word": "seat", "id": "word-1"})
    listed = as_received(table, 0)

    async def look():
        async with second_screen_told(before) as (app, pilot):
            await app.show({**listed, "screens": 2})
            await until(pilot, lambda: app.screen.name == "choice", "the list")
            await pilot.pause()
            assert notes_shown(app) == []

    asyncio.run(look())


def test_a_note_of_the_seats_screens_that_comes_over_a_list_is_shown_once_it_closes():
    """A screen joining while the list is open is not said over it, nor lost: the news that
    follows the list's answer shows it, whole."""
    from test_seat_choices import seat_game

    table = HostTable(seat_game(), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "seat", "id": "word-1"})
    listed = as_received(table, 0)

    async def look():
        async with seat_app_alone((80, 24), notifications=True) as (app, pilot, sent):
            await app.show({**listed, "screens": 1})
            await until(pilot, lambda: app.screen.name == "choice", "the list")
            await app.show({**listed, "screens": 2})
            await pilot.pause()
            assert app.screen.name == "choice" and notes_shown(app) == []
            await pilot.press("1")
            await until(pilot, lambda: sent, "the way chosen")
            table.intent(0, sent.pop())
            await app.show({**as_received(table, 0), "screens": 2})
            await until(pilot, lambda: any("Another screen has joined your seat (2 open now)" in note for note in notes_shown(app)), "the note, after the list")

    asyncio.run(look())


def test_a_refusal_of_an_earlier_word_is_not_left_under_the_hosts_question():
    """A word refused, then another sent that the host asks about: the refusal of the first
    stayed on the message line under the question about the second (the shared keyboard
    clears it: the question is what the player reads now)."""
    from wordcards.app.screens.confirm import ConfirmScreen
    from wordcards.app.widgets.common.panels import MessageLine

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "TXA"})
    refused = as_received(table, 0)
    assert refused["message"]["refusal"]
    table.intent(0, {"type": "word", "word": "x"})
    asked = as_received(table, 0)
    assert "confirm" in asked

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(refused)
            line = app.query_one(MessageLine)
            assert "TXA" in str(line.content)
            await app.show(asked)
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
            assert str(line.content) == ""

    asyncio.run(look())


def test_a_key_typed_straight_after_a_words_enter_goes_to_the_host_after_the_word():
    """Keys queued with no pause between: the word went to the host after the Ctrl+D typed
    behind its Enter (the key reached the app first), and letters typed behind the Enter
    went on the end of the word sent. The Ctrl+D waits for the host's answer to the word
    (here: drawn first), as a turn key may be offered only after it."""
    table = HostTable(match_in_play("Ab Tb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])
    state = as_received(table, 0)

    async def look():
        async with showing_seat(state) as (app, pilot, sent):
            for key in ("a", "t", "enter", "ctrl+d", "n", "e"):
                app.simulate_key(key)
            await until(pilot, lambda: len(sent) == 1, "the word sent")
            await pilot.pause()
            assert len(sent) == 1  # the Ctrl+D waits for the answer
            table.intent(0, sent[0])
            await app.show(as_received(table, 0))
            await until(pilot, lambda: len(sent) == 2, "the word and the key sent")
            await settle(app, pilot)  # and nothing more
            assert sent == [{"type": "word", "word": "AT", "id": "word-1"}, {"type": "key", "key": "draw_deck"}]
            assert app.query_one(WordEntry).value == "NE"

    asyncio.run(look())


def test_a_draw_key_typed_straight_before_a_word_goes_to_the_host_before_it():
    """Ctrl+Y, then AT Enter in one burst, the A on the discard pile: the word went to the
    host before the key (the key reached the app, through the bindings, after the word line
    had sent the word), and the host refused AT, "draw first". The key goes first, as typed,
    and the host takes the A, then melds AT, as at the shared keyboard."""
    table = HostTable(match_in_play("Tr Xb Qg", "Eg Ng Rb", phase="draw"), ["ann", "bob"])

    async def look():
        async with showing_seat(as_received(table, 0)) as (app, pilot, sent):
            for key in ("ctrl+y", "a", "t", "enter"):
                app.simulate_key(key)  # queued at once (pilot.press waits after each)
            await until(pilot, lambda: len(sent) == 2, "the key and the word sent")
            await settle(app, pilot)  # and nothing more
            assert sent == [{"type": "key", "key": "take_discard"}, {"type": "word", "word": "AT", "id": "word-1"}]
            for intent in sent:
                table.intent(0, intent)
            assert [type(action) for action in table.game.actions] == [DrawDiscard, Meld]
            assert table.game.actions[-1].word == "AT"

    asyncio.run(look())


def test_a_rummy_seats_word_line_takes_no_more_letters_than_a_hand_can_hold():
    """As at the shared keyboard: two players hold at most 8 cards (R2-R3), so a ninth
    letter is refused and says why (a seat took 24, and 21 Ls reached the host's engine)."""
    from wordcards.app.widgets.common.panels import MessageLine

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(ann_to_play())
            await until(pilot, lambda: app.state is not None, "the state")
            await pilot.pause()
            await pilot.press(*(["l"] * 9))
            message = app.query_one(MessageLine)
            why = "A word here has at most 8 letters, the most cards a hand holds: L was not added."
            await until(pilot, lambda: why in str(message.render()), "the ninth L refused")
            assert app.query_one(WordEntry).value == "L" * 8 and not sent
            await pilot.press("x", "y")  # named with the L before them, as at the shared keyboard
            why = "A word here has at most 8 letters, the most cards a hand holds: L, X and Y were not added."
            await until(pilot, lambda: why in str(message.render()), "the letters left out named")

    asyncio.run(look())


def test_on_a_seat_a_click_on_the_hand_takes_the_letters_not_added_and_their_note_away():
    """As at the shared keyboard: a click anywhere, on the hand too (it takes no focus), is
    something else done: "L and X were not added." goes, the word stays, and the next
    letter left out is named alone."""
    from wordcards.app.widgets.common.panels import MessageLine

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            await app.show(ann_to_play())
            await until(pilot, lambda: app.state is not None, "the state")
            await pilot.pause()
            await pilot.press(*(["l"] * 9), "x")
            message = app.query_one(MessageLine)
            why = "A word here has at most 8 letters, the most cards a hand holds:"
            await until(pilot, lambda: f"{why} L and X were not added." in str(message.render()), "the letters left out named")
            await pilot.click("#hand", offset=(8, 0))
            await until(pilot, lambda: str(message.render()) == "", "the note gone")
            assert app.query_one(WordEntry).value == "L" * 8 and app.focused is app.query_one(WordEntry)
            await pilot.press("y")
            await until(pilot, lambda: f"{why} Y was not added." in str(message.render()), "Y named alone")
            assert not sent

    asyncio.run(look())


def test_a_seat_works_out_its_word_lines_limit_again_only_when_the_ruleset_or_the_players_change(monkeypatch):
    """Every state the host sent loaded its ruleset anew for the word line's longest word,
    which only the game, its ruleset and the number of players set. Three states of the same
    game work it out once; a ruleset whose hands hold 5 cards, again: 6 letters then."""
    from wordcards.remote.seat.parts import rummy

    worked_out = []
    limit = rummy.longest_word

    def longest_word(rules, players):
        worked_out.append(rules.longest_word(players))
        return limit(rules, players)

    monkeypatch.setattr(rummy, "longest_word", longest_word)
    smaller = ann_to_play()
    smaller["rules"] = {**smaller["rules"], "hand_sizes": [[players, 5] for players in range(2, 9)], "digest": ""}

    async def look():
        async with seat_app_alone((80, 24)) as (app, pilot, sent):
            for _ in range(3):
                await app.show(ann_to_play())
            assert worked_out == [8] and app.query_one(WordEntry).max_length == 8
            await app.show(smaller)
            assert worked_out == [8, 6] and app.query_one(WordEntry).max_length == 6

    asyncio.run(look())


def test_an_undo_typed_straight_before_a_word_goes_to_the_host_before_it():
    """Ann has melded AT; then Ctrl+Z, AT Enter in one burst: the word went to the host
    first (the undo acted only once back at the app's bindings, after the line had sent the
    word), and the undo after it took back that word's meld. As at the shared
    keyboard (test_undo_in_a_burst), the undo goes first, as typed, then the word. The word
    the undo puts back comes with its answer, after AT was sent: the line, typed on since,
    stays empty (AT came back "not played" beside the play of AT)."""
    table = HostTable(match_in_play("Ab Tb Xr Qg", "Eg Ng Rb"), ["ann", "bob"])
    assert table.intent(0, {"type": "word", "word": "at"})
    assert SeatKey.UNDO in as_received(table, 0)["keys"]

    async def look():
        async with showing_seat(as_received(table, 0)) as (app, pilot, sent):
            for key in ("ctrl+z", "a", "t", "enter"):
                app.simulate_key(key)  # queued at once (pilot.press waits after each)
            await settle(app, pilot)
            assert sent == [{"type": "key", "key": "undo"}, {"type": "word", "word": "AT", "id": "word-1"}]
            entry = app.query_one(WordEntry)
            for intent in list(sent):  # the host answers each in turn
                table.intent(0, intent)
                await app.show(as_received(table, 0))
                await settle(app, pilot)
                assert entry.value == "", intent
            assert [type(action) for action in table.game.actions] == [Meld]

    asyncio.run(look())


@pytest.mark.parametrize("opens", ["ctrl+r", "question_mark"])
def test_letters_typed_straight_after_the_rules_or_help_key_go_to_them_not_onto_the_word(opens):
    """Ctrl+R (or ?), then O in one burst: the O went on the word line under the rules (they
    opened only once the key was back at the app's bindings, after the O had reached the
    line). It goes to the rules, where it does nothing, as typed slowly and as at the shared
    keyboard; Ctrl+R O Ctrl+R M: the rules open and close, and only M is on the line."""
    for presses, shown in (((opens, "o"), (True, "")), ((opens, "o", opens, "m"), (False, "M"))):
        for burst in (False, True):

            async def look():
                async with showing_seat(ann_to_play()) as (app, pilot, sent):
                    for key in presses:
                        app.simulate_key(key)
                        if not burst:
                            await settle(app, pilot)
                    await settle(app, pilot)
                    return app.screen is not app.screen_stack[0], app.query_one(WordEntry).value

            assert asyncio.run(look()) == shown, (presses, burst)


@pytest.mark.parametrize("opens, close", [("ctrl+r", "escape"), ("question_mark", "enter")])
def test_a_close_key_pressed_twice_over_the_rules_opened_and_waited_for_leaves_the_word(monkeypatch, opens, close):
    """AT on the line, the rules (or help) open and waited for, then Esc Esc (Enter Enter):
    the second key reaches the line once they are closed, and cleared AT (sent it, unseen).
    Dropped in the grace after the close, as at the shared keyboard; Esc after it clears."""
    clock = FakeClock()
    monkeypatch.setattr(close_grace, "time", clock)
    monkeypatch.setattr(close_grace, "GRACE_AFTER_CLOSE", 0.4)  # the conftest's is 0

    async def look():
        async with showing_seat(ann_to_play()) as (app, pilot, sent):
            for key in ("a", "t", opens, close, close):
                app.simulate_key(key)
                await settle(app, pilot)
            entry = app.query_one(WordEntry)
            assert (app.screen is app.screen_stack[0], entry.value, sent) == (True, "AT", [])
            clock.now += 0.4
            app.simulate_key(close)  # the same key after the grace acts: Esc clears, Enter sends
            await settle(app, pilot)
            assert entry.value == "" and (sent != []) == (close == "enter")

    asyncio.run(look())
