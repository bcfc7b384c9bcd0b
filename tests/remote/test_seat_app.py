"""The seat app (``wordcards join``) against a real host: it shows its own hand only, plays
a typed word, and says plainly when a link has no seat. Waits poll a condition with
pilot.pause() in a bounded loop."""

from __future__ import annotations

import asyncio
import gc
import io
import warnings

import pytest

from rich.console import Console
from remote_support import NO_HOST, Host, Replica, as_received, footer_keys, shared_words, showing_seat, start_host, watch_seat
from textual import events

from wordcards.app.widgets.common.entry import WordEntry
from wordcards.app.widgets.common.panels import MessageLine
from wordcards.remote.client import socket_url
from wordcards.remote.seat import connection as seat_connection
from wordcards.remote.seat.app import STOPPED, SeatApp
from wordcards.remote.seat.idle_keys import OVER_AND_STOPPED

SHUFFLE = ("shuffle", "--players", "Ann,Bob", "--port", "0", "--seed", "1")  # a host of most tests here
ROUNDS = 2000  # pauses of at most a few hundredths of a second each: a generous bound


async def until(pilot, condition, what: str) -> None:
    for _ in range(ROUNDS):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError(f"never: {what}")


def test_the_seat_app_shows_its_hand_and_plays_a_typed_word(tmp_path):
    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            game = Replica(tmp_path).at(0)
            word = max((p.word for p in game.legal_plays("word") if p.word.isupper()), key=len)
            bob_hand = [card.letter for card in game.hands[1]]
            await until(pilot, lambda: app.state is not None, "a state from the host")
            assert sorted(c.id for c in app.state["view"].hand) == sorted(c.id for c in game.hands[0])
            assert "Your turn" in str(app.panels.status_line(app.state))
            assert app.state["view"].seats[1].hand_size == len(bob_hand)
            await pilot.press(*word.lower(), "enter")
            await until(pilot, lambda: app.state["actions"] == 1, f"{word} played")
            assert [w.word for w in app.state["view"].table] == [word]
            assert app.query_one(WordEntry).value == ""

    asyncio.run(play())


def players_text(app) -> str:
    """The players panel as drawn; "" while the seat swaps its placeholder for the game's
    panel (a wait polling it on a busy machine found neither: NoMatches)."""
    panel = next(iter(app.query("#players")), None)
    if panel is None:
        return ""
    console = Console(width=60, record=True, file=io.StringIO())
    console.print(panel.content)
    return console.export_text().rstrip()


def test_a_shuffle_seat_shows_its_own_score_now_as_the_shared_keyboard_does(tmp_path):
    """S14: the player at the keyboard sees their score now, table minus hand; a seat is
    always its own player's keyboard (it showed only the table points)."""

    async def look():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            mine = app.state["view"].seats[0]
            await until(pilot, lambda: "You now" in players_text(app), "the score line")
            line = players_text(app).splitlines()[-1]
            assert line == f"You now {mine.score} = 0 - hand {-mine.score}", line

    asyncio.run(look())


def run_seat_until_it_closes(monkeypatch) -> None:
    """``wordcards join`` runs its seat app under a test pilot, until the app closes itself
    (bounded: one that stays open fails here, as a player left before a stale screen)."""

    def run(app):
        async def watch():
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: app.return_code is not None, "the seat closed")

        asyncio.run(watch())

    monkeypatch.setattr(SeatApp, "run", run)


def test_a_link_with_no_seat_says_so_in_the_terminal_and_exits_non_zero(tmp_path, monkeypatch, capsys):
    """A mistyped link, or one the host replaced: the seat showed an empty table under "This
    link has no seat", and Ctrl+C left with exit status 0. It closes at once, and the terminal
    says what happened and to ask the host for the current link; "not now": status 1. The
    host cannot tell a link of another game from a mistyped one: a mistyped link to this very
    game was told "most likely the host has started another game since"; both are said."""
    from wordcards.cli import main

    with start_host(tmp_path, *SHUFFLE) as host:
        wrong = host.links["Ann"].rsplit("/", 1)[0] + "/" + "x" * 22
        run_seat_until_it_closes(monkeypatch)
        assert main(["join", wrong]) == 1
    said = capsys.readouterr()
    assert said.out == ""
    netloc = wrong.split("/")[2]
    assert said.err == (
        f"This link opens no seat at {netloc}: its seat key is not one of this game's seats (a link of another game, "
        "mistyped, or replaced by a new one). Check the link, or ask the host for your current link.\n"
    )
    assert "started another game" not in said.err  # this host runs this very game: the link was mistyped


def test_a_link_typed_with_https_says_the_host_uses_http_and_exits_non_zero(tmp_path, monkeypatch, capsys):
    """https:// for the host's http://: the seat said "Cannot reach the host ...; trying
    again" for ever (the TLS handshake fails every time). It closes and says which link works."""
    from wordcards.app.command import command
    from wordcards.cli import main

    with start_host(tmp_path, *SHUFFLE) as host:
        link = host.links["Ann"]
        run_seat_until_it_closes(monkeypatch)
        assert main(["join", link.replace("http://", "https://", 1)]) == 1
    said = capsys.readouterr()
    assert said.out == "" and said.err == f"This host uses http://, not https://; run:\n    {command('join', link)}\n", said.err


def test_only_a_wordcards_host_answering_plain_http_is_taken_for_one():
    """The https:// link's host was taken to serve plain http when anything answered its
    front page: a TLS proxy's port answering plain http with an error page (nginx: 400) sent
    the seat away with "This host uses http://". Only an answer naming the protocol counts."""
    from aiohttp import web

    from wordcards.remote.client import serves_plain_http

    async def ask() -> bool:
        async def error_page(request: web.Request) -> web.Response:
            return web.Response(status=400, text="The plain HTTP request was sent to HTTPS port")

        application = web.Application()
        application.router.add_get("/", error_page)
        runner = web.AppRunner(application)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        try:
            return await serves_plain_http(f"wss://127.0.0.1:{port}/seat/x/ws")
        finally:
            await runner.cleanup()

    assert asyncio.run(ask()) is False


def test_a_seat_whose_link_the_host_replaced_closes_and_says_to_ask_for_the_new_one(tmp_path, monkeypatch, capsys):
    """'host --resume --new-link Ann' while Ann's seat was open: her screen kept the table as
    it was, no longer played, under "This link has no seat", until she left (exit status 0)."""
    from wordcards.cli import main

    with start_host(tmp_path, *SHUFFLE) as first:
        link = first.links["Ann"]

        def run(app):
            async def watch():
                async with app.run_test(size=(100, 30)) as pilot:
                    await until(pilot, lambda: app.state is not None, "a state from the host")
                    await asyncio.to_thread(first.stop)
                    again = await asyncio.to_thread(start_host, tmp_path, "--resume", "--new-link", "Ann")
                    try:
                        await until(pilot, lambda: app.return_code is not None, "the seat closed")
                    finally:
                        await asyncio.to_thread(again.stop)

            asyncio.run(watch())

        monkeypatch.setattr(SeatApp, "run", run)
        assert main(["join", link]) == 1
    said = capsys.readouterr()
    assert "This link no longer opens Ann's seat: the host gave the seat a new link" in said.err
    assert "Ask the host for your current link." in said.err and "same link" not in said.err + said.out


def test_esc_typed_quickly_before_a_letter_clears_a_seats_word_line_first(tmp_path):
    """As at the shared keyboard (docs/decisions/app.md): the terminal sends Esc then T as
    Alt+T, and the T went on the word without the Esc (CA, Esc T gave CAT)."""

    async def type_in():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            await pilot.press("c", "a")
            app.post_message(events.Key("alt+t", "t"))  # as the terminal's Esc and t are read
            await until(pilot, lambda: app.query_one(WordEntry).value == "T", "the word cleared, then T")

    asyncio.run(type_in())


def test_a_seat_says_why_a_typed_or_pasted_letter_did_not_go_into_the_word(tmp_path):
    async def type_in():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            message = app.query_one(MessageLine)
            await pilot.press("c", "é")
            await until(pilot, lambda: "é is not a letter on the cards" in str(message.render()), "the accent refused")
            app.query_one(WordEntry).post_message(events.Key("apostrophe", "'"))  # as a terminal sends it
            await until(pilot, lambda: "Only letters A to Z go on the word line: ' was left out." in str(message.render()), "the ' said")
            app.query_one(WordEntry).post_message(events.Paste("two words"))
            await until(pilot, lambda: "Nothing pasted" in str(message.render()), "the paste refused")
            assert app.query_one(WordEntry).value == "C" and app.state["actions"] == 0
            await pilot.press("a")  # a letter taken: the note of what was not is stale (it stayed)
            await until(pilot, lambda: str(message.render()) == "", "the note gone")
            assert app.query_one(WordEntry).value == "CA"
            app.query_one(WordEntry).post_message(events.Paste("two words"))
            await until(pilot, lambda: "Nothing pasted" in str(message.render()), "the paste refused again")
            app.query_one(WordEntry).post_message(events.Paste("t"))  # a paste taken: "Nothing pasted" is untrue now
            await until(pilot, lambda: str(message.render()) == "", "the paste refusal cleared")
            assert app.query_one(WordEntry).value == "CAT"
            await pilot.press("é", "escape")  # the word gone, what was said about it goes too
            await until(pilot, lambda: str(message.render()) == "", "the refusal cleared with the word")
            app.query_one(WordEntry).post_message(events.Paste("zone!"))  # one word: its letters, as typed
            await until(pilot, lambda: "Only letters A to Z go on the word line: ! was left out." in str(message.render()), "the ! said")
            assert app.query_one(WordEntry).value == "ZONE"

    asyncio.run(type_in())


def test_a_pass_from_a_seat_asks_first_as_at_the_shared_keyboard(tmp_path):
    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            await pilot.press("ctrl+p")
            await until(pilot, lambda: app.screen.name == "confirm", "the pass question")
            await pilot.press("escape")
            await until(pilot, lambda: app.screen.name != "confirm", "the question closed")
            assert app.state["actions"] == 0  # Esc: nothing sent
            await pilot.press("ctrl+p")
            await until(pilot, lambda: app.screen.name == "confirm", "the pass question again")
            await pilot.press("enter")
            await until(pilot, lambda: app.state["actions"] == 1, "the pass played")

    asyncio.run(play())


async def letter_typed_on_anns_turn(app, pilot):
    """Bob, at his seat, types a letter and Enter on Ann's turn and is told it is her turn
    (the letter is kept on his line, not sent); returns his word entry and his message line."""
    entry = app.query_one(WordEntry)
    await until(pilot, lambda: app.state is not None and not entry.accepting, "Ann's turn shown")
    message = app.query_one("#message")
    await pilot.press("c", "enter")
    await until(pilot, lambda: "Ann's turn" in str(message.render()), "why nothing is sent")
    return entry, message


def test_a_seat_says_why_a_letter_typed_does_nothing(tmp_path):
    """On another seat's turn the entry sends no word, and an accented letter is on no
    card: both were dropped in silence; the seat says why, as the shared keyboard does."""

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE, seat="Bob") as (host, app, pilot):
            entry, message = await letter_typed_on_anns_turn(app, pilot)
            assert entry.value == "C"  # kept for his turn
            entry.accepting = True  # as on Bob's own turn
            await pilot.press("é")
            await until(pilot, lambda: "not a letter on the cards" in str(message.render()), "why é is dropped")

    asyncio.run(play())


def test_a_host_that_stops_says_so_to_its_seats_and_on_its_console(tmp_path, monkeypatch):
    """Ctrl+C on the host while a seat is connected: the seat says the host stopped and the
    game is saved (it was 'the connection was lost', then 'cannot reach the host'), and
    the console ends with how to carry on (it was 'Ann left', 'Waiting for Ann (not connected...)')."""

    tries: list[str] = []
    connect = seat_connection.SeatClient.connect

    async def counted(client):
        tries.append(client.url)
        return await connect(client)

    monkeypatch.setattr(seat_connection.SeatClient, "connect", counted)
    monkeypatch.setattr(seat_connection, "RETRY_SECONDS", (0.05,))  # retries soon, so the test sees several

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            host.wait_for_line("Ann connected.")
            await asyncio.to_thread(host.stop)  # the seat keeps running while the host stops
            status = app.query_one("#status")
            await until(pilot, lambda: "host has stopped" in str(status.render()), "the host's goodbye")
            assert "the game is saved" in str(status.render())
            said = str(app.query_one(MessageLine).content)  # and how it goes on; saved, the status says
            assert said.startswith("To carry it on, the host runs '") and said.endswith(" host --resume' on its machine.")
            stopped_at = len(tries)
            await until(pilot, lambda: len(tries) >= stopped_at + 3, "three tries to reconnect")
            assert "host has stopped" in str(status.render())  # the retries keep saying so
        return host

    said = "".join(asyncio.run(play()).lines)
    after = said[said.index("Ann connected.") :]
    assert "left." not in after and "not connected" not in after
    assert "To carry it on with the same links, type:\n    " in said and said.endswith(" host --resume\n")  # as typed here


def test_a_seat_whose_host_was_killed_says_the_game_is_saved_and_how_the_host_carries_it_on(tmp_path, monkeypatch):
    """The host killed (kill -9: no goodbye) after Ann's pass: the seat said only that it
    could not reach the host. The host saves after every play, so the seat says the game is
    safe up to the last play and how the host carries it on, as the host's terminal types
    it; and that is true: the host carried on, the seat is back in the game with the pass."""
    from wordcards.app.screens.confirm import ConfirmScreen
    from wordcards.app.widgets.common.panels import MessageLine
    from wordcards.remote.seat import app as seat_app

    monkeypatch.setattr(seat_connection, "RETRY_SECONDS", (0.1,))
    restarted: list[Host] = []

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None and app.state["keys"], "Ann's turn")
            await pilot.press("ctrl+p")
            await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the pass asked first")
            await pilot.press("enter")
            await until(pilot, lambda: app.state["actions"] == 1, "the pass played")
            await asyncio.to_thread(host.kill)
            line = app.query_one(MessageLine)
            await until(pilot, lambda: "saved" in str(line.content), "the game said to be safe")
            said = str(line.content)
            assert said.startswith("The game is saved up to the last play: if the host stopped, '")
            assert " host --resume' on its machine carries it on." in said
            await pilot.press("x", "enter")  # a word sent while the host is away keeps the note
            kept = seat_app.offline_kept("X", my_turn=False)
            await until(pilot, lambda: str(line.content).startswith(kept), "why nothing was sent")
            assert str(line.content).endswith(said)
            restarted.append(await asyncio.to_thread(start_host, tmp_path, "--resume"))
            # Bob's turn: "your keys work again" read as if Ann could play.
            await until(pilot, lambda: str(line.content) == "The host is back.", "the host back: the note replaced")
            assert app.state["actions"] == 1 and app.state["waiting_for"]["name"] == "Bob"  # the pass kept

    try:
        asyncio.run(play())
    finally:
        for host in restarted:
            host.stop()


def test_a_seat_whose_host_stopped_shows_no_game_keys_and_says_why_typing_does_nothing(tmp_path):
    """The footer kept Pass and End turn while the host was away (each only said "not
    connected"), and a letter typed on the other seat said "It is Ann's turn"."""

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, ann, at_ann):
            bob = SeatApp(socket_url(host.links["Bob"]))
            async with bob.run_test(size=(100, 30)) as at_bob:
                await until(at_ann, lambda: ann.state is not None and bob.state is not None, "the states")
                assert "Pass (draw 1)" in footer_keys(ann)
                await asyncio.to_thread(host.stop)
                await until(at_ann, lambda: ann.client is None and bob.client is None, "the host gone")
                await at_ann.pause()
                assert list(dict.fromkeys(footer_keys(ann))) == ["Leave", "Help", "Rules", "Light/dark"]  # no game key; help and colours work offline
                for app, pilot in ((ann, at_ann), (bob, at_bob)):
                    await pilot.press("a", "enter")
                    said = app.query_one(MessageLine)
                    await until(pilot, lambda: "A is kept, not sent" in str(said.render()), "why")
                    assert app.query_one(WordEntry).value == "A"  # kept for when the host is back
                async with start_host(tmp_path, "--resume"):
                    entry = ann.query_one(WordEntry)
                    await until(at_ann, lambda: entry.accepting and "Pass (draw 1)" in footer_keys(ann), "back")
                    await at_ann.press("a")
                    await until(at_ann, lambda: ann.query_one(WordEntry).value == "AA", "typing again")

    asyncio.run(play())


def test_a_note_typed_while_the_host_was_stopped_is_replaced_once_it_is_carried_on(tmp_path, monkeypatch):
    """Ctrl+C at the host, a word and Ctrl+G typed on the seat ("Not connected ... To carry it
    on, the host runs ..."), then ``host --resume``: the note stayed up for good, beside keys
    that worked again. The seat forgets the host's stop as it comes back, and the note built
    again from that no longer matched the one shown; the one shown is replaced."""
    from wordcards.remote.seat import app as seat_app

    monkeypatch.setattr(seat_connection, "RETRY_SECONDS", (0.1,))

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None and app.state["keys"], "Ann's turn")
            await asyncio.to_thread(host.stop)
            await until(pilot, lambda: app.client is None and app.host_stopped, "the host stopped")
            line = app.query_one(MessageLine)
            await pilot.press("f", "i", "s", "h", "enter", "ctrl+g")
            await until(pilot, lambda: str(line.content).startswith(seat_app.OFFLINE), "why typing does nothing")
            assert "the host runs '" in str(line.content)
            async with start_host(tmp_path, "--resume"):
                await until(pilot, lambda: app.client is not None and app.away is None, "the host back")
                await until(pilot, lambda: str(line.content) == seat_app.BACK, "the note replaced")

    asyncio.run(play())


def test_an_answer_the_host_never_got_says_nothing_was_sent(tmp_path):
    """The host stopped while a discard's colour was asked: the pick said "wait a moment
    and try again", as if it would still go; the question is gone with the host's offer.
    It closes as the host goes (over it the status line saying so was out of sight), and
    says nothing was chosen."""
    from wordcards.app.screens.choice import ChoiceScreen

    async def play():
        async with watch_seat(
            tmp_path, "rummy", "--variant", "standard", "--players", "Ann,Bob", "--port", "0", "--seed", "11", size=(80, 24)
        ) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state")
            await pilot.press("ctrl+d")
            await until(pilot, lambda: app.state["actions"] == 1, "a card drawn")
            await pilot.press("a", "enter")  # two A's in hand: which colour?
            await until(pilot, lambda: isinstance(app.screen, ChoiceScreen), "the colours")
            await asyncio.to_thread(host.stop)
            await until(pilot, lambda: app.client is None, "the host gone")
            await until(pilot, lambda: not isinstance(app.screen, ChoiceScreen), "the colours closed")
            said = app.query_one(MessageLine)
            assert "nothing was chosen" in str(said.render())

    asyncio.run(play())


def test_a_finished_game_keeps_its_result_on_the_seat_when_the_host_stops(tmp_path):
    """At 80 columns the result and a note about the host do not fit one line: the status
    keeps the result and the note goes on the message line."""
    from remote_support import play_to_the_end

    async def watch():
        async with watch_seat(
            tmp_path, "rummy", "--variant", "inverse", "--deals", "1", "--players", "Ann,Bob", "--port", "0", "--seed", "3",
            size=(80, 24)
        ) as (host, app, pilot):
            replica = Replica(tmp_path)
            await play_to_the_end(host, replica)
            status = app.query_one("#status")
            await until(pilot, lambda: "Game over" in str(status.render()), "the result")
            await asyncio.to_thread(host.stop)
            await until(pilot, lambda: "host has stopped" in str(app.query_one("#message").render()), "the note")
            assert "Game over: Ann wins" in str(status.render())

    asyncio.run(watch())


def test_the_status_line_between_hands_keeps_the_news_whole_beside_a_shorter_match_at_80_columns():
    """Between rummy hands, 'Word Rummy · standard · Ann's seat   The hand is over: Ctrl+N
    deals the next one.' (Enter now) was 81 columns: it was cut off at 'the next'. The news
    is said whole, the match shortened beside it (the game's name the first to go)."""

    from test_rummy_discard import match_in_play

    from wordcards.remote.game_parts import seat_part
    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})  # Ann's last card: the hand is over (R6)
    state = as_received(table, 0)
    assert state["waiting_for"]["seat"] is None

    async def status_at(size: tuple[int, int]) -> str:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=size):
            app.part = seat_part("rummy")
            return app.panels.status_line(state).plain

    assert asyncio.run(status_at((80, 24))) == "standard · to 150 · hand 1/25   The hand is over: Enter deals the next one."
    # The game named, as at the shared keyboard: it was left out.
    said = "Word Rummy · standard · to 150 points · hand 1 of at most 25   The hand is over: Enter deals the next one."
    assert asyncio.run(status_at((120, 30))) == said


def test_ctrl_r_shows_the_rules_of_the_table_on_a_seat_as_at_the_shared_keyboard():
    """A remote player had no way to read the rules as played (the footer showed no Rules)."""

    from test_rummy_discard import match_in_play

    from wordcards.app.screens.rulebook import RulesScreen
    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])
    state = as_received(table, 1)

    async def look():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            assert "Rules" not in footer_keys(app)  # no game known yet
            app.state = state
            app.refresh_bindings()
            await pilot.pause()
            assert "Rules" in footer_keys(app)
            await pilot.press("ctrl+r")
            await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules")
            assert app.screen.rules == table.game.rules  # the host's ruleset, as played

    asyncio.run(look())


def test_a_seat_note_lasts_until_the_turn_passes_as_at_the_shared_keyboard(tmp_path):
    """Bob typed on Ann's turn and was told it is her turn; once she has passed and it is
    his, the note is gone (it stayed for the whole game)."""
    from remote_support import Seat

    async def watch():
        async with watch_seat(tmp_path, *SHUFFLE, seat="Bob") as (host, app, pilot):
            entry, message = await letter_typed_on_anns_turn(app, pilot)
            ann = await Seat(host.links["Ann"], 0, Replica(tmp_path)).connect()
            await ann.until(lambda s: True)
            await ann.ask({"type": "key", "key": "pass_turn", "id": 1})
            await ann.client.close()
            await until(pilot, lambda: entry.accepting, "Bob's turn shown")
            assert str(message.render()) == ""

    asyncio.run(watch())


@pytest.mark.parametrize(
    ("link", "why"),
    [
        ("http://127.0.0.1:99999/seat/abc", "a port is 0 to 65535, found 99999"),
        ("http://127.0.0.1:port/seat/abc", "expected a port number, found 'port'"),
        ("http://[::1]:70000/seat/abc", "a port is 0 to 65535, found 70000"),
    ],
)
def test_join_with_a_port_no_link_can_have_is_refused_in_one_line(capsys, link, why):
    """It opened the seat app, which said 'Cannot reach the host; trying again...' for ever;
    then it said why in the URL parser's words ("Port out of range 0-65535", "Port could not
    be cast to integer value as 'port'"): now in those of 'host --port'."""
    from wordcards.cli import main

    assert main(["join", link]) == 2
    assert capsys.readouterr().err == f"wordcards join: error: {link!r} is not a seat link ({why})\n"
    with pytest.raises(SystemExit):
        main(["host", "shuffle", "--port", link.rsplit(":", 1)[1].split("/")[0]])
    assert capsys.readouterr().err.endswith(f"error: argument --port: {why}\n")


def rules_on_seat(**options) -> tuple:
    """Ctrl+R on Bob's seat at a match of ``options`` (match_in_play's): the rules the rules
    screen shows, and its line about the match."""

    from test_rummy_discard import match_in_play

    from wordcards.app.screens.rulebook import RulesScreen
    from wordcards.remote.table import HostTable
    from wordcards.rules_text import match_summary

    state = as_received(HostTable(match_in_play("Xb", "Eg Ng Rb", **options), ["ann", "bob"]), 1)

    async def look():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            app.state = state
            app.refresh_bindings()
            await pilot.pause()
            await pilot.press("ctrl+r")
            await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules")
            return app.screen.rules, match_summary(app.screen.options)  # its "This match:" line

    return asyncio.run(look())


def test_R11_ctrl_r_on_a_seat_gives_the_matchs_own_hand_limit():
    """The hosted match plays to --max-hands 4: the seat's rules say 4 hands, not the ruleset's 25."""
    from test_rummy_discard import RULES

    rules, about = rules_on_seat(max_hands=4)
    assert RULES.max_hands != 4 and rules.max_hands == 4
    assert about == "Standard scoring: to 150 points, at most 4 hands."


def test_ctrl_r_on_a_seat_says_which_variant_the_match_plays():
    _, about = rules_on_seat(variant="inverse", deals=3)
    assert about == "Inverse scoring: 3 deals."


def hand_over_state(**options):
    """Ann's state once she has gone out (R6), the match's ``options`` as given."""

    from test_rummy_discard import match_in_play

    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Xb", "Eg Ng Rb", **options), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})
    return as_received(table, 0)


def test_R9_between_inverse_deals_the_seats_status_line_says_deal():
    """The footer said 'Next deal' and the breakdown 'Deal 1 is over', the status line
    'The hand is over'."""
    state = hand_over_state(variant="inverse")

    async def status() -> str:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(120, 30)):
            app.part = seat_part("rummy")
            return app.panels.status_line(state).plain

    from wordcards.remote.game_parts import seat_part

    assert asyncio.run(status()).endswith("The deal is over: Enter deals the next one.")


def test_a_letter_typed_between_hands_is_kept_and_after_the_game_says_why_nothing_is_typed():
    """On the table between rummy hands (Esc from the breakdown), letters typed did nothing
    and said nothing. Between hands they stay on the line for the next hand, as on another
    seat's turn (docs/decisions/remote.md); after the game no turn is left: the letter says so."""
    state = hand_over_state()

    async def type_a_letter(state) -> tuple[str, str]:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            await app.show(state)
            app.client = object()  # connected, as far as the entry knows
            await until(pilot, lambda: app.screen.name == "score", "the breakdown")
            await pilot.press("escape")
            await until(pilot, lambda: app.screen.name != "score", "the table")
            await pilot.press("q")
            await pilot.pause()
            app.client = None
            return app.query_one(WordEntry).value, str(app.query_one(MessageLine).render())

    assert asyncio.run(type_a_letter(state))[0] == "Q"
    from wordcards.remote.seat.idle_keys import GAME_OVER

    # The match's last hand over (a real match-over state: an outcome, waiting for no one).
    assert asyncio.run(type_a_letter(hand_over_state(max_hands=1))) == ("", GAME_OVER)
    assert "N there plays again" in GAME_OVER  # the final screen's N, said where the game's keys are not


def test_help_and_f2_work_on_a_seat_and_its_footer_shows_them():
    """On a seat ? / F1 (help) and F2 (light or dark) did nothing, silently, and the footer
    named neither: the shared keyboard has both."""

    from test_rummy_discard import match_in_play

    from wordcards.app.screens.help import HelpScreen
    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Xb", "Eg Ng Rb"), ["ann", "bob"])
    theirs = as_received(table, 1)  # Bob waits for Ann

    async def look():
        async with showing_seat(theirs) as (app, pilot, _):
            assert "Help" in footer_keys(app) and "Light/dark" in footer_keys(app)
            await pilot.press("question_mark")
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
            assert app.screen.seat and app.screen.game == "rummy"
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, HelpScreen), "the help closed")
            await pilot.press("f1")
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help by F1")
            await pilot.press("escape")
            dark = app.current_theme.dark
            await pilot.press("f2")
            await until(pilot, lambda: app.current_theme.dark != dark, "the other colours")

    asyncio.run(look())


def test_F2_is_in_a_seats_footer_on_its_own_turn_where_it_fits_at_80_columns():
    """On a seat's own turn the footer read "^c Leave ^e End turn ^z Undo ^g Hint ? Help
    ^r Rules" with no F2, yet F2 switched light/dark (while waiting it showed "F2
    Light/dark"). Where the turn's keys leave no room at 80 columns, F2 gives way and Rules
    stays, as on the shared keyboard's turn."""
    from drivers import footer_shown
    from test_pass_keys import game_with
    from test_rummy_discard import match_in_play

    from wordcards.remote.table import HostTable

    played = HostTable(game_with(["CATS", "JKV"], deck="W"), ["ann", "bob"])
    played.intent(0, {"type": "word", "word": "cat"})  # Ann's turn goes on: End turn, Undo
    to_draw = HostTable(match_in_play("Ar Tr Xb", "Eg Ng Rb", phase="draw"), ["ann", "bob"])

    async def look(state: dict) -> dict[str, str]:
        async with showing_seat(state, size=(80, 24)) as (app, pilot, _):
            shown = footer_shown(app)
            dark = app.current_theme.dark
            await pilot.press("f2")
            await until(pilot, lambda: app.current_theme.dark != dark, "the other colours")
            return shown

    shown = asyncio.run(look(as_received(played, 0)))
    assert list(shown) == ["Undo", "End turn", "Hint", "Leave", "Help", "Rules", "Light/dark"]  # the shared keyboard's order
    assert shown["Light/dark"] == "f2"
    shown = asyncio.run(look(as_received(to_draw, 0)))  # "Draw", not "Draw pile": F2 fits too
    assert list(shown) == ["Draw", "Take discard", "Hint", "Leave", "Help", "Rules", "Light/dark"]


def test_a_seats_help_has_the_seats_keys_not_the_shared_keyboards():
    from rich.console import Console

    from wordcards.app.screens.help import keys_table

    console = Console(width=200, record=True, color_system=None)
    console.print(keys_table("rummy", seat=True))
    text = console.export_text()
    assert "Ctrl+S" in text and "Ctrl+N" in text and "leave your seat" in text
    assert "Tab" not in text and "quit (the game is saved" not in text  # no scrolling log, no quitting the host's game
    assert "Ctrl+C, Ctrl+Q  leave your seat" in text  # Ctrl+C leaves (a browser keeps Ctrl+Q)
    console.print(keys_table("shuffle", seat=True))
    assert "Ctrl+N" not in console.export_text()  # a Shuffle game is one hand


def test_a_seat_too_small_for_eight_players_says_how_big_to_make_it(tmp_path):
    """Eight players of advanced rummy at 64 x 20: the seat's table had no rows (every word
    hidden), the log none, the pads lost their last rows; it says how big to make it, as
    the shared keyboard does, and draws the table once it is."""
    players = "Ann," + ",".join(["cpu"] * 7)
    with start_host(tmp_path, "rummy", "--players", players, "--variant", "advanced", "--port", "0", "--seed", "1") as host:

        async def look():
            app = SeatApp(socket_url(host.links["Ann"]))
            async with app.run_test(size=(64, 20)) as pilot:
                await until(pilot, lambda: app.state is not None, "a state from the host")
                notice = app.query_one("#too-small")
                said = "Make the terminal at least 64x24 to play with 8 players (it is 64x20)."
                await until(pilot, lambda: said in " ".join(str(notice.render()).split()) and notice.display, "the notice")
                assert app.screen.has_class("-too-small")
                # Laid out after the class changes: wait for the layout, not the class alone.
                hand = app.query_one("#hand")
                await until(pilot, lambda: hand.region.area == 0, "the hand hidden, not drawn through the notice")
                await pilot.resize_terminal(64, 24)
                await until(pilot, lambda: not app.screen.has_class("-too-small"), "the table again")
                table = app.query_one("#table-box")
                await until(pilot, lambda: table.scrollable_content_region.height >= 3, "the table's 3 rows")

        asyncio.run(look())


def test_a_seat_at_64_columns_fits_its_pads_and_piles_line_from_the_first_drawing(tmp_path):
    """The seat drew its panels as it mounted them, at no width: at 64 columns the score pads
    lost their names column and their 6 column, and the piles line wrapped "blue" onto a line
    of its own, until the next action drew them again."""
    with start_host(tmp_path, "rummy", "--players", "Ann,Bob", "--variant", "advanced", "--port", "0", "--seed", "1") as host:

        async def look():
            app = SeatApp(socket_url(host.links["Ann"]))
            async with app.run_test(size=(64, 20)) as pilot:
                await until(pilot, lambda: app.state is not None, "a state from the host")
                def pads() -> str:  # queried each time: the first drawing swaps the placeholders
                    return rendered_or_none(app, "#pads")

                def piles() -> str:
                    return (rendered_or_none(app, "#hand").splitlines() or [""])[0]

                # Waited for whole: the layout may settle after the first drawing, and with
                # the fault the pads stay cut until an action (none comes here), so it times out.
                def fitted() -> bool:
                    return "Pad" in pads() and "Ann" in pads() and " 6 " in pads() and piles().rstrip().endswith("blue")

                await until(pilot, fitted, "the pads and the piles line fitted to their width")
                assert "Discard pile" in piles()

        asyncio.run(look())


def test_a_seats_advanced_players_panel_keeps_a_computers_whole_name_at_80_columns(tmp_path):
    """Advanced's third number (sec) cut "Bit (expert)" to "Bit (expe…" at 80 columns, at a
    seat as at the shared keyboard."""
    host = start_host(tmp_path, "rummy", "--players", "Ann,cpu:expert", "--variant", "advanced", "--port", "0", "--seed", "1")
    try:

        async def look():
            app = SeatApp(socket_url(host.links["Ann"]))
            async with app.run_test(size=(80, 24)) as pilot:
                await until(pilot, lambda: "Bit (" in rendered_or_none(app, "#players"), "the players panel")
                await until(pilot, lambda: "Bit (expert)" in rendered_or_none(app, "#players"), "the whole name")

        asyncio.run(look())
    finally:
        host.stop()


def rendered_or_none(app, selector: str) -> str:
    """A panel's text, or "" while the seat swaps its placeholder for it (removed, then the
    panel mounted: a poll in between found neither, NoMatches)."""
    from textual.css.query import NoMatches

    try:
        return rendered(app.query_one(selector))
    except NoMatches:
        return ""


def rendered(widget) -> str:
    """A panel's text at its width, as the terminal shows it."""
    from rich.console import Console

    console = Console(width=max(widget.content_size.width, 1), record=True, color_system=None)
    console.print(widget.content)
    return console.export_text()


def test_behind_the_too_small_notice_a_seats_game_keys_do_nothing(tmp_path):
    """At 64 x 19 the seat's Ctrl+P (and a typed word) acted behind the notice: a turn the
    player could not see was passed. The game's keys leave the footer until it fits."""
    from wordcards.remote.keys import SeatKey

    async def squeeze():
        async with watch_seat(tmp_path, *SHUFFLE, size=(64, 19)) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None and app.screen.has_class("-too-small"), "the notice")
            pass_key = ("key", (str(SeatKey.PASS_TURN),))
            assert not app.check_action(*pass_key)
            table = app.screen
            await pilot.press("ctrl+p", "c", "a", "t", "enter")
            await pilot.pause(0.2)
            assert app.screen is table and app.state["actions"] == 0
            assert app.query_one(WordEntry).value == ""
            await pilot.resize_terminal(80, 24)
            await until(pilot, lambda: not table.has_class("-too-small"), "the table again")
            assert app.check_action(*pass_key)
            await pilot.press("ctrl+p")
            await until(pilot, lambda: app.screen is not table, "the pass question")

    asyncio.run(squeeze())


@pytest.mark.parametrize(
    "copied",
    [
        "http://127.0.0.1:8765/seat/Ab-_9z.",  # at the end of a sentence
        "http://127.0.0.1:8765/seat/Ab-_9z),",
        "<http://127.0.0.1:8765/seat/Ab-_9z>",  # as a mail program wraps a link
        "'http://127.0.0.1:8765/seat/Ab-_9z'",
        "(http://127.0.0.1:8765/seat/Ab-_9z)",
        " http://127.0.0.1:8765/seat/Ab-_9z/ \n",
    ],
)
def test_a_link_copied_with_the_punctuation_around_it_still_opens_the_seat(copied):
    """A link copied from a message with the full stop after it opened no seat ("This link
    has no seat"): a seat's code is letters, digits, - and _, so what follows it is not."""
    assert socket_url(copied) == "ws://127.0.0.1:8765/seat/Ab-_9z/ws"


def test_leaving_a_seat_mid_game_says_the_game_waits_and_how_to_come_back(capsys, monkeypatch):
    """Ctrl+Q leaves a seat at once (the host keeps it) and left the terminal without a word:
    had Ann given up her seat? Once a game is over there is nothing to come back to."""
    from test_rummy_discard import match_in_play

    from wordcards.cli import main
    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    shown = {"state": as_received(table, 0)}

    def run(app):  # the seat as Ctrl+Q leaves it, after the host's state
        app.state = shown["state"]

    monkeypatch.setattr(SeatApp, "run", run)
    assert main(["join", "http://127.0.0.1:8765/seat/abc"]) == 0
    out = capsys.readouterr().out
    assert "You left Ann's seat; the host keeps it for you" in out and "wordcards join" in out
    shown["state"] = None  # never connected: nothing to say
    assert main(["join", "http://127.0.0.1:8765/seat/abc"]) == 0
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(("stopped", "said"), [(True, "The host has stopped"), (False, "The host cannot be reached now")])
def test_leaving_a_seat_while_the_host_is_away_does_not_say_the_host_keeps_it(capsys, monkeypatch, stopped, said):
    """Ann left her seat while the host was stopped (Ctrl+C, to be carried on): "the host
    keeps it for you" told of a host waiting for her. The game is saved there; she comes
    back with the same link once the host is back."""
    from test_rummy_discard import match_in_play

    from wordcards.cli import main
    from wordcards.remote.seat import app as seat_app
    from wordcards.remote.table import HostTable

    state = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)

    def run(app):  # the seat as Ctrl+C leaves it, the host gone (as SeatApp.lost leaves it)
        app.state = state
        app.away, app.host_stopped = seat_app.STOPPED if stopped else "The connection to the host was lost", stopped

    monkeypatch.setattr(SeatApp, "run", run)
    assert main(["join", "http://127.0.0.1:8765/seat/abc"]) == 0
    out = capsys.readouterr().out
    assert "keeps it for you" not in out and f"You left Ann's seat. {said}; the game is saved there" in out, out
    assert "When it is back, come back with the same link:\n    " in out and out.endswith(" join http://127.0.0.1:8765/seat/abc\n")


@pytest.mark.parametrize(
    ("away", "stopped", "before"),
    [
        (None, False, "You left Ann's seat; the host keeps it for you. Come back with the same link:"),
        (STOPPED, True, "You left Ann's seat. The host has stopped; the game is saved there, your seat with it. "
         "When it is back, come back with the same link:"),
    ],
)
def test_leaving_a_seat_puts_the_join_command_on_a_line_of_its_own(capsys, monkeypatch, away, stopped, before):
    """"To come back: /path/wordcards join http://... (the same link)." at 80 columns: the
    terminal split the command and its link, and it could not be copied whole."""
    from test_rummy_discard import match_in_play

    from wordcards.app.command import command
    from wordcards.cli import main
    from wordcards.remote.table import HostTable

    state = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)

    def run(app):  # the seat as Ctrl+C leaves it
        app.state, app.away, app.host_stopped = state, away, stopped

    monkeypatch.setattr(SeatApp, "run", run)
    assert main(["join", "http://127.0.0.1:8765/seat/abc"]) == 0
    assert capsys.readouterr().out.splitlines() == [before, f"    {command('join', 'http://127.0.0.1:8765/seat/abc')}"]


def test_leaving_a_seat_after_the_match_is_over_says_the_same_link_takes_the_player_back(capsys, monkeypatch):
    """Ctrl+C on a seat once the match was over printed nothing, though the host still shows
    it the score and the review (docs/playing.md: the terminal says how to come back). With
    the host stopped too, there is nothing to come back to, and nothing is said. It names
    what the link shows again ("Read it again" left "it" unsaid)."""
    from wordcards.app.command import command
    from wordcards.cli import main

    state = hand_over_state(max_hands=1)
    assert state["view"].outcome is not None  # the match is over
    away: dict = {"why": None, "stopped": False}

    def run(app):  # the seat as Ctrl+C leaves it
        app.state, app.away, app.host_stopped = state, away["why"], away["stopped"]

    monkeypatch.setattr(SeatApp, "run", run)
    assert main(["join", "http://127.0.0.1:8765/seat/abc"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "You left Ann's seat; the game is over. See the scores and the review again with the same link:",
        f"    {command('join', 'http://127.0.0.1:8765/seat/abc')}",
    ]
    away.update(why=OVER_AND_STOPPED, stopped=True)
    assert main(["join", "http://127.0.0.1:8765/seat/abc"]) == 0
    assert capsys.readouterr().out == ""


def test_leaving_a_seat_after_the_match_is_over_and_the_connection_blipped_says_the_same_link_takes_the_player_back():
    """Once the match was over, a connection lost for a moment ("trying again...") left the
    seat silent on leaving, as if the host had stopped: the host may still serve the score
    and the review, and the way back is said. Only the host's "I stop" ends that."""
    state = hand_over_state(max_hands=1)
    assert state["view"].outcome is not None  # the match is over
    back = "You left Ann's seat; the game is over. The host cannot be reached now: when it is back"

    async def look():
        async with showing_seat(state) as (app, pilot, _):
            assert app.lost() is False  # a blip: the seat tries again
            assert (app.goodbye() or "").startswith(back), app.goodbye()
            await app.show(state)  # the host is back
            await pilot.pause()
            assert app.lost(stopped=True) is True  # the host said it stops: nothing to come back to
            assert app.goodbye() is None

    asyncio.run(look())


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("<http://127.0.0.1:8765/seat/Ab-_9z>.", "http://127.0.0.1:8765/seat/Ab-_9z"),  # copied from a message
        ("http://[::1]:8765/seat/Ab-_9z", '"http://[::1]:8765/seat/Ab-_9z"'),  # brackets: a shell's pattern
    ],
)
def test_leaving_a_seat_says_the_link_that_brings_the_player_back(capsys, monkeypatch, typed, shown):
    """'To come back: wordcards join LINK (the same link)': the word LINK, where the player
    needs the seat's own link, as the host printed it."""
    from test_rummy_discard import match_in_play

    from wordcards.cli import main
    from wordcards.remote.table import HostTable

    state = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)

    def run(app):  # the seat as Ctrl+Q leaves it, after the host's state
        app.state = state

    monkeypatch.setattr(SeatApp, "run", run)
    assert main(["join", typed]) == 0
    out = capsys.readouterr().out
    assert out.endswith(f" join {shown}\n") and "LINK" not in out, out


def test_leaving_a_seat_whose_link_was_replaced_says_to_ask_for_the_new_one():
    """The host carried on with --new-link Ann while Ann's seat was open: its screen said
    "This link has no seat", and leaving then said the same link would bring her back."""
    from test_rummy_discard import match_in_play

    from wordcards.remote.table import HostTable

    state = as_received(HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"]), 0)

    async def look():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(80, 24)) as pilot:
            for worker in app.workers:  # no host at NO_HOST
                if worker.name == "connection":
                    worker.cancel()
            await app.show(state)
            await pilot.pause()
            app.connection.link_dead = True  # as a 404 from the host sets it
            said = app.goodbye()
            assert said is not None and "Ask the host for your current link" in said and "same link" not in said
            app.client = None

    asyncio.run(look())


def test_a_host_not_reached_is_named_by_its_address():
    """A link with a mistyped port said "Cannot reach the host; trying again..." for ever,
    like a host not started yet: it says which address it tries (never the seat's code)."""

    async def look():
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(100, 30)) as pilot:
            status = app.query_one("#status")
            await until(pilot, lambda: "Cannot reach" in str(status.render()), "the host not reached")
            said = str(status.render())
            assert "127.0.0.1:9" in said and "nothing" not in said  # NO_HOST's code is 'nothing'

    asyncio.run(look())


def test_the_status_line_keeps_one_order_from_turn_to_turn():
    """At 64 columns 'Word Rummy · standard · Ann's seat   Your turn.' fitted, and 'Waiting
    for Bob (not connected).' did not: whose turn it was jumped from the end of the line to
    its start as the turns went round. The longest news of play chooses the form."""

    from test_rummy_discard import match_in_play

    from wordcards.remote.game_parts import seat_part
    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Ar Tg Xb", "Eg Ng Rb"), ["ann", "bob"])
    mine = as_received(table, 0)
    table.intent(0, {"type": "word", "word": "x"})
    table.intent(0, {"type": "choice", "index": 0})  # Ann discards: Bob's turn
    bobs = as_received(table, 0)
    assert bobs["waiting_for"]["seat"] == 1

    async def status_at(size: tuple[int, int]) -> list[str]:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=size):
            app.part = seat_part("rummy")
            return [app.panels.status_line(state).plain for state in (mine, bobs)]

    assert asyncio.run(status_at((64, 20))) == [  # as the shared keyboard's, "Your turn" for "Ann's turn"
        "Your turn · meld, then discard   to 150 points · hand 1/25",
        "Bob is away.   to 150 points · hand 1/25",
    ]
    assert asyncio.run(status_at((100, 30))) == [  # the game and what to do next said, as at the shared keyboard
        "Word Rummy · standard · to 150 points · hand 1 of at most 25   Your turn · meld, then discard",
        "Word Rummy · standard · to 150 points · hand 1 of at most 25   Bob is away.",
    ]


def test_the_help_and_the_rules_on_a_seat_say_when_the_host_stops_and_when_it_is_back(tmp_path):
    """Both are dialogs over the status line: a player reading them while the host stopped
    learnt nothing of it until they closed them. A line on top says it (in sight, over no
    part of the dialog), also on one opened while the host is away, and goes when it is back."""
    from wordcards.app.screens.help import HelpScreen
    from wordcards.app.screens.rulebook import RulesScreen

    def away_line(app):
        line = app.screen.query_one("#host-away")
        dialog = app.screen.query_one(".dialog")
        return line if line.display and line.region.height and line.region.bottom <= dialog.region.y else None

    async def play():
        async with watch_seat(tmp_path, *SHUFFLE, size=(80, 24)) as (host, app, pilot):
            await until(pilot, lambda: app.state is not None, "a state from the host")
            await pilot.press("question_mark")
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
            assert away_line(app) is None  # the host is there: nothing to say
            await asyncio.to_thread(host.stop)
            await until(pilot, lambda: away_line(app) is not None, "the host away, on the help")
            assert "host has stopped" in str(away_line(app).render())
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, HelpScreen), "the help closed")
            await pilot.press("ctrl+r")
            await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules")
            await until(pilot, lambda: away_line(app) is not None, "the host away, on the rules opened since")
            assert "host has stopped" in str(away_line(app).render())
            async with start_host(tmp_path, "--resume"):
                await until(pilot, lambda: not app.screen.query_one("#host-away").display, "the host back")
                assert isinstance(app.screen, RulesScreen)  # still reading

    asyncio.run(play())


def test_S13_a_seats_empty_hand_row_says_what_ctrl_e_does_as_the_shared_keyboard():
    """With the deck empty, a seat that had played every card was told to end the turn to
    draw a new hand and play again: ending the turn ends the game (S13)."""
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import ShuffleGame
    from wordcards.engine.shuffle.actions import HandWord
    from wordcards.remote.table import HostTable
    from wordcards.rulesets import default_ruleset

    def hand_row(deck: str) -> str:
        start = {"hands": ["SEAT", "DOGEAQR"], "deck": deck, "current": 0}
        game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
        game.apply(HandWord("SEAT"))
        state = as_received(HostTable(game, ["ann", "bob"]), 0)

        async def look() -> str:
            async with showing_seat(state) as (app, pilot, _):
                console = Console(width=80, record=True, file=io.StringIO())
                console.print(app.query_one("#hand").content)
                return console.export_text().splitlines()[0]

        return asyncio.run(look())

    assert hand_row("") == "Hand    empty: end the turn (Ctrl+E) to end the game (the deck is empty)"
    assert hand_row("BCF") == "Hand    empty: end the turn (Ctrl+E) to draw the last 3 cards and play again"


def test_a_seats_log_shows_a_melds_cards_with_their_shapes_as_the_shared_keyboard():
    """The log gave a discard's shape ("Ann discarded V●") and a meld none ("Ann played
    EMIR"): a seat's log shows the meld's cards as the table does, with their colour in
    words as at the shared keyboard (a seat may have NO_COLOR)."""
    from test_rummy_discard import match_in_play

    from wordcards.app.widgets.common.panels import GameLog
    from wordcards.remote.table import HostTable

    table = HostTable(match_in_play("Ar Tr Xb Eb", "Eg Ng Rb"), ["ann", "bob"])
    table.intent(0, {"type": "word", "word": "at"})  # one way: AT in red
    state = as_received(table, 1)

    async def log_on_seat() -> str:
        app = SeatApp(NO_HOST)
        async with app.run_test(size=(100, 30)) as pilot:
            await app.show(state)
            await pilot.pause()
            return str(app.query_one(GameLog).query_one(".log-text").render())

    log = asyncio.run(log_on_seat())
    assert "Ann played A◆T◆ (red)" in log and "(Ar Tr)" not in log


def test_a_seat_closed_before_its_connection_ran_leaves_no_coroutine_never_awaited():
    """The connection's worker was given its coroutine, made beforehand: a seat closed before
    that worker ran (cancelled) left it never awaited, a RuntimeWarning as it went."""

    class ClosedAtOnce(SeatApp):
        def on_mount(self) -> None:
            super().on_mount()
            self.workers.cancel_all()  # before the connection's worker has run

    async def look():
        async with ClosedAtOnce(NO_HOST).run_test(size=(80, 24)) as pilot:
            await pilot.pause()

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        asyncio.run(look())
        gc.collect()
    assert not [str(w.message) for w in caught if "never awaited" in str(w.message)]
