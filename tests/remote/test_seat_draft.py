"""A remote seat's half-typed word survives a host stopped and carried on, as the shared
keyboard's does (saves.Draft): the seat tells the host its word line on a pause, the host
keeps it in its save (the same "app"."draft"), and a screen that opens the seat again with
an empty line finds it there. Only the word of the seat to act, on the position it was
typed at, as Session decides at the shared keyboard."""

from __future__ import annotations

import asyncio
import gc
import json
import os
import signal
import subprocess
import sys
import warnings
from typing import Callable

from textual import events

from remote_support import Host, Replica, as_received, connect_seats, run, settle, showing_seat, start_host, watch_seat
from test_rummy_discard import match_in_play
from test_seat_app import SHUFFLE, until

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote import store
from wordcards.remote.seat import app as seat_app
from wordcards.remote.seat import connection as seat_connection
from wordcards.remote.client import socket_url
from wordcards.remote.host_words import DRAFT_NOT_UNDERSTOOD
from wordcards.remote.state_message import state_message
from wordcards.remote.kept_beside import KeptBeside
from wordcards.remote.table import HostTable
from wordcards.saves import Draft


def draft(word: str, actions: int, not_played: bool = False) -> dict:
    return {"type": "draft", "word": word, "not_played": not_played, "actions": actions}


def rummy_table(saved: list | None = None, draft: Draft | None = None) -> HostTable:
    """Ann (seat 0) to draw; each save keeps the draft the host would write; ``draft``: the
    one a save held."""
    tokens = ["ann-token-16-chars", "bob-token-16-chars"]
    table = HostTable(match_in_play("Ab Tb", "Eg Ng Rb", phase="draw"), tokens, saved=KeptBeside(draft=draft))
    if saved is not None:
        table._save = lambda game: saved.append(table.draft_now())
    return table


# --- the host's table -------------------------------------------------------------------------


def test_the_word_line_of_the_seat_to_act_is_kept_and_saved_once_per_change():
    saved: list = []
    table = rummy_table(saved)
    assert table.keep_draft(0, draft("at", 0))
    assert saved == [Draft(0, 0, "AT")]
    assert table.keep_draft(0, draft("at", 0))  # told again, unchanged: no save
    assert saved == [Draft(0, 0, "AT")]
    assert state_message(table, 0)["draft"] == {"word": "AT", "not_played": False}
    assert "draft" not in state_message(table, 1)  # Ann's word, on Ann's screens only
    assert table.keep_draft(0, draft("", 0))  # the line cleared: nothing to give back
    assert saved[-1] is None and "draft" not in state_message(table, 0)


def test_a_word_line_of_another_seat_or_of_an_earlier_position_is_dropped():
    saved: list = []
    table = rummy_table(saved)
    assert table.keep_draft(1, draft("ten", 0))  # Bob's line on Ann's turn: not his to keep
    assert table.keep_draft(0, draft("at", 5))  # crossed an action on the wire
    assert saved == [] and table.draft_now() is None and "message" not in state_message(table, 0)


def test_a_word_line_that_cannot_be_read_is_refused_in_words_and_changes_nothing():
    saved: list = []
    table = rummy_table(saved)
    table.keep_draft(0, draft("at", 0))
    for bad in (draft("a t", 0), draft("é", 0), draft("A" * 41, 0), draft("at", True), {"type": "draft", "word": 7}):
        assert not table.keep_draft(0, bad)
        assert state_message(table, 0)["message"] == {"text": DRAFT_NOT_UNDERSTOOD, "refusal": True}
        table.seats[0].said()
    assert saved == [Draft(0, 0, "AT")] and table.draft_now() == Draft(0, 0, "AT")


def test_the_word_moves_on_with_its_seats_own_action_only_when_the_seat_tells_it_again():
    """A rummy word typed before the draw: the draw is a new position; the seat tells its
    line again then (WordDraft.take), as the shared keyboard saves it with the draw."""
    table = rummy_table()
    table.keep_draft(0, draft("at", 0))
    table.intent(0, {"type": "key", "key": "draw_deck"})
    assert table.draft_now() is None and "draft" not in state_message(table, 0)
    table.keep_draft(0, draft("at", 1))
    assert table.draft_now() == Draft(0, 1, "AT")


def test_a_word_sent_to_a_question_still_open_is_saved_as_not_played():
    """As at the shared keyboard: a discard asked first, the host's question open, the line
    empty on the seat: the word sent is the one to give back, marked not played."""
    table = rummy_table()
    table.intent(0, {"type": "key", "key": "draw_deck"})
    table.intent(0, {"type": "word", "word": "a"})  # a discard: asked first
    assert "confirm" in state_message(table, 0)
    assert table.draft_now() == Draft(0, 1, "A", not_played=True)


def test_a_saved_draft_is_given_back_only_on_its_position():
    assert state_message(rummy_table(draft=Draft(0, 0, "AT", True)), 0)["draft"] == {"word": "AT", "not_played": True}
    for elsewhere in (Draft(0, 3, "AT"), Draft(1, 0, "AT")):
        table = rummy_table(draft=elsewhere)
        assert "draft" not in state_message(table, 0) and "draft" not in state_message(table, 1) and table.draft_now() is None


def test_the_hosted_save_keeps_the_draft_and_ignores_a_damaged_or_foreign_one(tmp_path, monkeypatch):
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    table = rummy_table()
    tokens = tuple(seat.token for seat in table.seats)
    store.write(store.HostedGame(table.game, tokens, None, None, "127.0.0.1", 8765, saved=KeptBeside(draft=Draft(0, 0, "AT", True))))
    assert store.read().draft == Draft(0, 0, "AT", True)
    path = store.hosted_path()
    for damaged in ({"seat": 0, "at": 0, "word": "A T", "not_played": False}, "AT", [0, 0, "AT"], {"seat": "0"}, None):
        data = json.loads(path.read_text())
        data["app"]["draft"] = damaged
        path.write_text(json.dumps(data))
        read = store.read()
        assert read is not None and read.draft is None  # the game itself carries on
    store.write(store.HostedGame(table.game, tokens, None, None, "127.0.0.1", 8765))
    assert "draft" not in json.loads(path.read_text())["app"]


# --- the seat -----------------------------------------------------------------------------------


def ann_to_draw(draft: Draft | None = None) -> dict:
    return as_received(rummy_table(draft=draft), 0)


def test_a_seat_tells_its_word_line_on_a_pause_not_at_each_letter(monkeypatch):
    """The pause is the test's: typing three letters took longer than DRAFT_SECONDS on a busy
    machine, and "A" was told before "ATE"."""
    from wordcards.remote.seat import word_draft

    monkeypatch.setattr(word_draft, "DRAFT_SECONDS", 3600)

    async def look():
        async with showing_seat(ann_to_draw()) as (app, pilot, sent):
            await pilot.press("a", "t", "e")
            assert app.draft.due and sent.drafts == []  # not at each letter
            app.draft.tell_now()  # the pause ends
            await until(pilot, lambda: sent.drafts, "the line told")
            assert sent.drafts == [draft("ATE", 0)] and sent == []
            await pilot.press("backspace", "backspace", "backspace")
            assert app.draft.due and len(sent.drafts) == 1
            app.draft.tell_now()
            await until(pilot, lambda: len(sent.drafts) == 2, "the line told again")
            assert sent.drafts[1] == draft("", 0) and sent == []

    asyncio.run(look())


def test_the_first_state_of_a_connection_puts_the_word_back_on_an_empty_line_only():
    async def look():
        state = ann_to_draw(draft=Draft(0, 0, "TEA", not_played=True))
        async with showing_seat(state) as (app, pilot, sent):
            entry = app.query_one(WordEntry)
            assert entry.value == ""  # shown without a connection made: no first state awaited
            app.joined(app.client)
            await app.show(state)
            assert (entry.value, entry.refused) == ("TEA", True)  # marked: it was sent, not played
            entry.clear()
            await app.show(state)  # a later state of the same connection: the line is the player's
            assert entry.value == ""
            await pilot.press("a")
            app.joined(app.client)
            await app.show(state)  # a line typed on: kept, and the host told it
            assert entry.value == "A"
            await until(pilot, lambda: sent.drafts, "the line told")
            assert sent.drafts[-1] == draft("A", 0)

    asyncio.run(look())


def test_a_word_line_told_as_the_seat_closes_leaves_no_coroutine_never_awaited():
    """The line's telling goes to a worker; a worker cancelled before it runs (the seat's app
    closing) left its coroutine, made beforehand, never awaited: a RuntimeWarning as it went."""

    async def look():
        async with showing_seat(ann_to_draw()) as (app, pilot, sent):
            await pilot.press("a", "t")
            app.draft.tell_now()  # the pause's telling, due as the app closes ...
            app.workers.cancel_all()  # ... and its worker cancelled before it ran
        assert sent.drafts == []

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        asyncio.run(look())
        gc.collect()
    assert not [str(w.message) for w in caught if "never awaited" in str(w.message)]


def test_leaving_tells_the_letters_still_on_their_way_to_the_line(monkeypatch):
    """Ctrl+C acts as the app reads it: letters typed just before it, handed to the line but
    not yet taken by it, go on it before the line is told (a burst typed then left)."""
    from wordcards.remote.seat import word_draft

    monkeypatch.setattr(word_draft, "DRAFT_SECONDS", 3600)

    async def look():
        async with showing_seat(ann_to_draw()) as (app, pilot, sent):
            entry = app.query_one(WordEntry)
            for letter in "eaten":
                entry.post_message(events.Key(letter, letter))  # as the app hands a key on
            await app.draft.tell_before_leaving()
            assert sent.drafts == [draft("EATEN", 0)]

    asyncio.run(look())


def test_leaving_does_not_hang_on_a_connection_that_never_takes_the_word_line(monkeypatch):
    """The word line not yet told goes as the seat leaves, waited for at most LEAVING_SECONDS:
    a dead connection that never takes it does not hold the seat open. (Without the bound
    the seat never closes; the test's own bound, generous, says so rather than hang.)"""
    from wordcards.remote.seat import word_draft

    monkeypatch.setattr(word_draft, "DRAFT_SECONDS", 3600)
    monkeypatch.setattr(word_draft, "LEAVING_SECONDS", 0.05)
    tried: list[dict] = []

    async def never_taken(message: dict) -> None:
        tried.append(message)
        await asyncio.Event().wait()

    async def look():
        async with showing_seat(ann_to_draw()) as (app, pilot, sent):
            app.send_draft = never_taken
            await pilot.press("a", "t")
            await pilot.press("ctrl+c")
        return app

    app = asyncio.run(asyncio.wait_for(look(), 120))
    assert tried == [draft("AT", 0)] and not app.is_running


def test_a_seat_whose_terminal_closes_tells_its_word_line_and_leaves(monkeypatch):
    """The terminal closed (the window or tab: SIGHUP, the kernel's then the shell's) just
    after letters were typed, before the pause would have told them: the seat tells the host
    its word line first and leaves, as on Ctrl+Q. The signal is real; a handler of the test's
    own stands under the seat's, so that a seat that sets none does not end pytest. SIGHUP
    stays ignored once the app's loop has closed (the loop owned it before, and its closing
    set the default back: a late SIGHUP then ended the seat with 129)."""
    from wordcards.app import stop_signals
    from wordcards.remote.seat import word_draft

    monkeypatch.setattr(word_draft, "DRAFT_SECONDS", 3600)
    monkeypatch.setattr(word_draft, "LEAVING_SECONDS", 60)  # its bound is another test's: a busy machine is slow
    monkeypatch.setattr(stop_signals, "write_nowhere", lambda terminals_only=False: None)  # pytest's output is not the terminal gone
    not_the_seats: list[int] = []
    before = signal.signal(signal.SIGHUP, lambda number, frame: not_the_seats.append(number))

    async def look(hang_ups: stop_signals.HangUpsHandled):
        async with showing_seat(ann_to_draw()) as (app, pilot, sent):
            hang_ups.listen(app.quit_on_hang_up)  # as on_mount does in a terminal (a test's app runs headless)
            await pilot.press("e", "a", "t")
            for _ in range(2):
                os.kill(os.getpid(), signal.SIGHUP)
            await until(pilot, lambda: not app.is_running, "the seat left")
            return app, list(sent.drafts)

    try:
        with stop_signals.HangUpsHandled() as hang_ups:
            app, drafts = asyncio.run(asyncio.wait_for(look(hang_ups), 120))
            ignored_after_the_loop = signal.getsignal(signal.SIGHUP)
        ignored_after_the_run = signal.getsignal(signal.SIGHUP)
    finally:
        signal.signal(signal.SIGHUP, before)
    assert drafts == [draft("EAT", 0)] and app.hung_up and not_the_seats == []
    assert ignored_after_the_loop == ignored_after_the_run == signal.SIG_IGN


def test_only_a_seat_in_a_terminal_of_its_own_handles_its_hang_up(monkeypatch):
    """A browser tab's seat (Textual's web driver; the host starts it in its own process
    group) sets no SIGHUP handler: its output is the tab's only one, and a hang-up would send
    it nowhere. A seat in a terminal does."""
    from textual import constants

    from wordcards.app.player_app import hang_ups_for
    from wordcards.app.stop_signals import HangUpsHandled

    link = "ws://127.0.0.1:9/seat/ann-token-16-chars/socket"
    # SIGHUP as a terminal's shell leaves it, not ignored: pytest run under nohup inherits it
    # ignored, and a seat then rightly leaves its hang-up to the driver (another test's).
    before = signal.signal(signal.SIGHUP, signal.SIG_DFL)
    try:
        with hang_ups_for(seat_app.SeatApp(link)) as in_a_terminal:
            assert isinstance(in_a_terminal, HangUpsHandled) and in_a_terminal.handling
    finally:
        signal.signal(signal.SIGHUP, before)
    # As textual-serve starts it: TEXTUAL_DRIVER, which Textual reads as it is imported.
    monkeypatch.setattr(constants, "DRIVER", "textual.drivers.web_driver:WebDriver")
    with hang_ups_for(seat_app.SeatApp(link)) as in_a_tab:
        assert in_a_tab is None


def test_a_seat_and_a_host_run_where_there_is_no_sighup(tmp_path):
    """Where the signal module has no SIGHUP (Windows) the seat's app imports and makes its
    hang-up handling (none), and the host serves, plays and stops on Ctrl+C, saving."""
    seat = "\n".join(
        [
            "import signal",
            "del signal.SIGHUP",
            "from wordcards.app.player_app import hang_ups_for",
            "from wordcards.remote.seat import app",
            "seat = app.SeatApp('ws://127.0.0.1:9/seat/ann-token-16-chars/socket')",
            "with hang_ups_for(seat) as hang_ups:",
            "    assert hang_ups is None",
            "print('the seat is made')",
        ]
    )
    made = subprocess.run([sys.executable, "-c", seat], capture_output=True, text=True, timeout=120)
    assert (made.returncode, made.stdout, made.stderr) == (0, "the seat is made\n", "")
    with start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "5", without_sighup=True) as host:
        replica = Replica(tmp_path)

        async def draw():
            (ann,) = await connect_seats(host, replica, ("Ann",))
            await ann.ask({"type": "key", "key": "draw_deck", "id": 1})
            await ann.client.close()

        run(draw())
        host.stop()
        assert host.process.returncode == 0
        host.wait_for_line("Stopped hosting: the game is saved.")


# --- a real host stopped and carried on -------------------------------------------------------------


def test_a_word_half_typed_on_a_seat_is_back_on_its_line_after_the_host_stopped_and_carried_on(tmp_path, monkeypatch):
    """Ann types a word and stops; the host is stopped (Ctrl+C) and carried on with
    --resume. A screen that opens her seat again (a browser tab: its seat app ran on the
    host's machine and went with it) finds the word on its line; Bob's finds nothing."""
    monkeypatch.setattr(seat_connection, "RETRY_SECONDS", (0.1,))
    restarted: list[Host] = []
    saved = tmp_path / "hosted" / "game.json"

    def saved_draft() -> object:
        return json.loads(saved.read_text()).get("app", {}).get("draft")

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None and app.state["keys"], "Ann's turn")
            await pilot.press("c", "a", "t")
            # The whole word: on a busy machine typing it takes longer than DRAFT_SECONDS, and
            # "C" is told (and saved) first.
            await until(pilot, lambda: saved_draft() == {"seat": 0, "at": 0, "word": "CAT", "not_played": False}, "CAT in the host's save")
            await asyncio.to_thread(host.stop)
            await until(pilot, lambda: app.client is None, "the host gone")
            restarted.append(await asyncio.to_thread(start_host, tmp_path, "--resume"))
            again = restarted[0]
            assert saved_draft() == {"seat": 0, "at": 0, "word": "CAT", "not_played": False}  # carried on with it
            await until(pilot, lambda: app.client is not None and app.query_one(WordEntry).accepting, "Ann back")
            assert app.query_one(WordEntry).value == "CAT"  # her own line, kept all along
            for name, word in (("Ann", "CAT"), ("Bob", "")):
                reopened = seat_app.SeatApp(socket_url(again.links[name]))
                drawn: list[seat_app.SeatApp.StateDrawn] = []

                def caught(message: object) -> None:
                    if isinstance(message, seat_app.SeatApp.StateDrawn):
                        drawn.append(message)

                # The state drawn, not only received: ``state`` is set as the connection's worker
                # (left running: settle does not wait on it) begins drawing it; the word goes
                # on the line near its end, and a busy machine reaches the check first.
                async with reopened.run_test(size=(100, 30), message_hook=caught) as at_reopened:
                    await until(at_reopened, lambda: bool(drawn), f"{name}'s seat opened again, its first state drawn")
                    await settle(reopened, at_reopened)
                    assert reopened.query_one(WordEntry).value == word
                    assert str(reopened.query_one(MessageLine).content) == ""

    try:
        asyncio.run(play())
    finally:
        for host in restarted:
            host.stop()


def states_drawn() -> tuple[list[seat_app.SeatApp.StateDrawn], Callable[[object], None]]:
    """A list of the states a seat app draws, and the message hook that fills it."""
    drawn: list[seat_app.SeatApp.StateDrawn] = []

    def caught(message: object) -> None:
        if isinstance(message, seat_app.SeatApp.StateDrawn):
            drawn.append(message)

    return drawn, caught


def test_a_word_typed_just_before_leaving_is_back_on_the_line_when_the_seat_joins_again(tmp_path, monkeypatch):
    """Ann types a word and leaves at once (Ctrl+C), before the pause would have told the
    host (no pause ends on its own here): the seat tells it as it leaves, and her seat
    opened again with the same link finds it on its line."""
    from wordcards.remote.seat import word_draft

    monkeypatch.setattr(word_draft, "DRAFT_SECONDS", 3600)
    monkeypatch.setattr(word_draft, "LEAVING_SECONDS", 60)  # its bound is another test's: a busy machine is slow

    async def play(link: str) -> str:
        left = seat_app.SeatApp(link)
        first, drawn_first = states_drawn()
        async with left.run_test(size=(100, 30), message_hook=drawn_first) as pilot:
            # Her turn, drawn (the panels swapped in): a key typed mid-swap is another test's.
            await until(pilot, lambda: bool(first) and left.state is not None and left.state["keys"], "Ann's turn, drawn")
            await settle(left, pilot)
            # As a terminal reads a burst: all four at once, Ctrl+C (the app's, acting as it
            # is read) before the letters have reached the line.
            for key, character in (("c", "c"), ("a", "a"), ("t", "t"), ("ctrl+c", None)):
                left.post_message(events.Key(key, character))
            await until(pilot, lambda: not left.is_running, "the seat left")
        rejoined = seat_app.SeatApp(link)
        drawn, caught = states_drawn()
        async with rejoined.run_test(size=(100, 30), message_hook=caught) as pilot:
            await until(pilot, lambda: bool(drawn), "Ann's seat opened again, its first state drawn")
            await settle(rejoined, pilot)
            return rejoined.query_one(WordEntry).value

    with start_host(tmp_path, *SHUFFLE) as host:
        assert asyncio.run(play(socket_url(host.links["Ann"]))) == "CAT"


async def discard_asked_first(host, replica) -> str:
    """Ann draws and sends her first card's letter, asked first (a discard): the letter sent."""
    (ann,) = await connect_seats(host, replica, ("Ann",))
    await ann.ask({"type": "key", "key": "draw_deck", "id": 1})
    letter = ann.state["view"].hand[0].letter
    asked = await ann.ask({"type": "word", "word": letter.lower(), "id": 2})
    assert "confirm" in asked or "choose" in asked
    await ann.client.close()
    return letter


def test_a_word_sent_to_a_question_open_when_the_host_stops_is_saved_as_not_played(tmp_path):
    """A discard asked first when the host is stopped (Ctrl+C): the host saves once more as
    it stops, as the shared keyboard does on quitting, and the word comes back marked."""
    with start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "5") as host:
        letter = run(discard_asked_first(host, Replica(tmp_path)))
        host.stop()
    saved = json.loads((tmp_path / "hosted" / "game.json").read_text())
    assert saved["app"]["draft"] == {"seat": 0, "at": 1, "word": letter, "not_played": True}


def test_a_host_whose_terminal_closes_stops_as_on_ctrl_c_saving_the_word_sent_to_a_question_open(tmp_path):
    """The host's terminal closed (its window or tab: SIGHUP, the kernel's then the shell's) with
    a discard asked first: the host stops as on Ctrl+C, saving once more (the word comes back
    marked) and exiting 0. SIGHUP's default ended it at once, and the word was lost."""
    with start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "5") as host:
        letter = run(discard_asked_first(host, Replica(tmp_path)))
        for _ in range(2):
            host.process.send_signal(signal.SIGHUP)
        assert host.process.wait(timeout=60) == 0
        # Its output is a pipe here, not the terminal gone: its last line is kept (as in host.log).
        host.wait_for_line("Stopped hosting: the game is saved.")
    saved = json.loads((tmp_path / "hosted" / "game.json").read_text())
    assert saved["app"]["draft"] == {"seat": 0, "at": 1, "word": letter, "not_played": True}


def test_a_host_started_with_sighup_ignored_outlives_its_terminal(tmp_path):
    """``nohup wordcards host``: SIGHUP is ignored as it starts, and the terminal closing
    (two SIGHUPs) must not stop it: it still plays, and stops on Ctrl+C, saving."""
    with start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "5", sighup_ignored=True) as host:
        replica = Replica(tmp_path)

        async def connect():
            (ann,) = await connect_seats(host, replica, ("Ann",))
            await ann.client.close()

        async def draw():
            (ann,) = await connect_seats(host, replica, ("Ann",))
            await ann.ask({"type": "key", "key": "draw_deck", "id": 1})
            await ann.client.close()

        run(connect())  # serving: its handlers are set
        for _ in range(2):
            host.process.send_signal(signal.SIGHUP)
        run(draw())  # served after the SIGHUPs: the host went on
        assert host.process.poll() is None
        host.stop()
        assert host.process.returncode == 0
        host.wait_for_line("Stopped hosting: the game is saved.")


def test_a_seat_open_across_the_stop_gets_back_the_word_its_closed_question_was_about(tmp_path, monkeypatch):
    """The discard's question closes as the host goes (nothing chosen); the host carried on
    has forgotten the question, and the word comes back on the line, marked not played."""
    from wordcards.app.screens.confirm import ConfirmScreen

    monkeypatch.setattr(seat_connection, "RETRY_SECONDS", (0.1,))
    restarted: list[Host] = []

    async def play():
        async with watch_seat(tmp_path, "rummy", "--players", "Ann,Bob", "--port", "0", "--seed", "5") as (host, app, pilot):
            await until(pilot, lambda: app.state is not None and app.state["keys"], "Ann's turn")
            await pilot.press("ctrl+d")
            await until(pilot, lambda: app.state["actions"] == 1 and app.state["keys"], "the draw")
            letter = app.state["view"].hand[0].letter
            await pilot.press(letter.lower(), "enter")
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the discard asked first")
            await asyncio.to_thread(host.stop)
            await until(pilot, lambda: app.client is None and not isinstance(app.screen, ConfirmScreen), "the question closed")
            entry = app.query_one(WordEntry)
            assert entry.value == ""
            restarted.append(await asyncio.to_thread(start_host, tmp_path, "--resume"))
            await until(pilot, lambda: app.client is not None and entry.value == letter, "the word back")
            assert entry.refused and not isinstance(app.screen, ConfirmScreen)

    try:
        asyncio.run(play())
    finally:
        for host in restarted:
            host.stop()



def test_a_word_line_told_empty_after_a_play_leaves_nothing_for_an_undo_to_bring_back():
    table = rummy_table()
    table.intent(0, {"type": "key", "key": "draw_deck"})
    table.keep_draft(0, draft("at", 1))
    assert table.intent(0, {"type": "word", "word": "at"})  # the meld: a new position
    table.keep_draft(0, draft("", 2))  # the line, empty since Enter
    assert table.intent(0, {"type": "key", "key": "undo"})  # back on the position AT was typed at
    assert len(table.game.actions) == 1 and table.draft_now() is None and "draft" not in state_message(table, 0)
