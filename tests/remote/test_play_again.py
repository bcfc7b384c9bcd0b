"""Playing again at a hosted table with the same seats and links (docs/decisions/remote.md):
the next game starts once every person has asked for it on their final screen (a computer
always agrees), its first seat is the next one on (S15), the evening's games won carry on,
in the host's save too, and a seat's window goes from the final screen into the new game."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import replace
from typing import Any, Callable, Iterable, Iterator

import aiohttp
import pytest
from remote_support import as_received, footer_keys, hosted, run, seat_app_alone, shared_words
from test_seat_app import until
from textual.widgets import Static

from wordcards.ai import choose_action
from wordcards.app.screens.confirm import ConfirmScreen
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote import store
from wordcards.remote.commands import host_table, hosted_carried_on, hosted_now
from wordcards.remote.keys import SeatKey
from wordcards.remote.protocol import seat_query
from wordcards.remote.seat.app import SeatApp
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset

ANN, BOB = "a" * 22, "b" * 22
AGAIN = {"type": "key", "key": SeatKey.PLAY_AGAIN}
TAKEN_BACK = {**AGAIN, "asked": False}


def shuffle_game(players: tuple[Player, ...], first: int = 0) -> ShuffleGame:
    return ShuffleGame.new(default_ruleset("shuffle"), shared_words(), players, 3, first=first)


def finish(table: HostTable) -> None:
    """Every seat's turns played by the easy computer until the game is over (seeded)."""
    while not table.game.is_over:
        game = table.game
        table.in_play.apply(choose_action(game, game.current, "easy", rng(1, "test", len(game.actions))))


def ann_and_bob_over() -> HostTable:
    table = HostTable(shuffle_game((Player("Ann"), Player("Bob"))), [ANN, BOB])
    finish(table)
    return table


def winners(table: HostTable) -> tuple[str, ...]:
    return tuple(table.game.players[seat].name for seat in table.game.outcome.winners)


def test_the_next_game_starts_only_once_every_person_has_asked_and_an_ask_can_be_taken_back():
    table = ann_and_bob_over()
    over = table.game
    assert SeatKey.PLAY_AGAIN in table.usable_keys(0)
    assert table.waiting_line().startswith("The game is over. To play again with the same links, each person presses N")
    assert table.intent(0, AGAIN) and table.game is over
    assert as_received(table, 1)["again"]["asked"] == [0]
    assert table.waiting_line() == "Waiting for Bob to ask for another game (N on their final screen)."
    table.intent(0, TAKEN_BACK)
    table.intent(1, AGAIN)
    assert table.game is over  # Ann took hers back: Bob alone is not the table
    assert as_received(table, 0)["again"] == {"asked": [1], "next_first": "Bob"}  # whom it waits for: the seat works it out
    table.intent(0, AGAIN)
    assert table.game is not over and not table.game.is_over and table.game.actions == ()
    assert table.take_plays_to_say()[-1] == "Everyone asked to play again: game 2 of the evening starts, Bob plays first (same links)."
    assert as_received(table, 0)["game_number"] == 2


def test_a_computer_always_agrees_and_the_next_game_keeps_the_players_options_and_tokens():
    players = (Player("Ann"), Player("Bit (easy)", computer="easy"), Player("Bob"))
    table = HostTable(shuffle_game(players), [ANN, None, BOB])
    finish(table)
    over = table.game
    table.intent(2, AGAIN)
    table.intent(0, AGAIN)
    game = table.game
    assert game is not over and game.players == over.players and game.rules == over.rules
    assert {k: v for k, v in game.options.items() if k != "first"} == {k: v for k, v in over.options.items() if k != "first"}
    assert game.seed != over.seed or game.hands != over.hands  # dealt anew
    assert [seat.token for seat in table.seats] == [ANN, None, BOB]
    assert table.seat_for(ANN) == 0 and table.seat_for(BOB) == 2  # the same links


def test_S15_the_second_game_starts_at_the_next_seat_and_says_why():
    table = ann_and_bob_over()
    assert table.game.options.get("first", 0) == 0
    table.intent(0, AGAIN)
    table.intent(1, AGAIN)
    assert table.game.options["first"] == 1 and table.game.current == 1
    assert any("Why Bob plays first: the first seat moves on one place each game" in line for line in table.view(0).log)


def test_the_evenings_score_counts_both_games():
    table = ann_and_bob_over()
    first = winners(table)
    assert as_received(table, 0)["evening"] == [[name, int(name in first)] for name in ("Ann", "Bob")]
    table.intent(0, AGAIN)
    table.intent(1, AGAIN)
    assert as_received(table, 0)["evening"] == [[name, int(name in first)] for name in ("Ann", "Bob")]
    finish(table)
    second = winners(table)
    assert table.evening_so_far() == (first, second)
    counted = [[name, int(name in first) + int(name in second)] for name in ("Ann", "Bob")]
    assert as_received(table, 1)["evening"] == counted and sum(wins for _, wins in counted) >= 2


def test_a_host_resumed_during_the_second_game_keeps_the_evening_and_the_links(tmp_path, monkeypatch):
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    hosted_game = store.HostedGame(shuffle_game((Player("Ann"), Player("Bob"))), (ANN, BOB), None, None, "127.0.0.1", 8765)
    table: HostTable = host_table(hosted_game, lambda game: store.write(hosted_now(hosted_game, table)))
    finish(table)
    first = winners(table)
    table.intent(0, AGAIN)
    table.intent(1, AGAIN)
    game = table.game
    table.in_play.apply(choose_action(game, game.current, "easy", rng(1, "test", 0)))  # one play of game 2, saved
    saved = store.read()
    assert saved is not None and saved.evening == (first,) and saved.tokens == (ANN, BOB)
    resumed = host_table(hosted_carried_on(saved, shared_words(), saved.tokens, saved.address, saved.port), lambda game: None)
    assert resumed.game_number == 2 and resumed.evening == (first,) and len(resumed.game.actions) == 1
    assert resumed.game.options["first"] == 1
    finish(resumed)
    assert len(resumed.evening_so_far()) == 2 and as_received(resumed, 0)["game_number"] == 2


@pytest.mark.parametrize("evening", [None, "Ann", [[3], []], {"Ann": 1}])
def test_a_hosted_save_with_no_evening_or_a_malformed_one_loads_as_a_first_game(tmp_path, monkeypatch, evening):
    """A save of before has no ``evening``; a damaged one is read as none (the scoreboard is
    the evening's news, not the game: the game carries on, as a first game)."""
    import json

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    hosted_game = store.HostedGame(shuffle_game((Player("Ann"), Player("Bob"))), (ANN, BOB), None, None, "127.0.0.1", 8765)
    store.write(replace(hosted_game, evening=(("Bob",),)))
    data = json.loads(store.hosted_path().read_text(encoding="utf-8"))
    assert data["host"]["evening"] == [["Bob"]]  # the writer's, replaced below
    if evening is None:
        del data["host"]["evening"]
    else:
        data["host"]["evening"] = evening
    store.hosted_path().write_text(json.dumps(data), encoding="utf-8")
    saved = store.read()
    assert saved is not None and saved.evening == ()
    table = host_table(hosted_carried_on(saved, shared_words(), saved.tokens, saved.address, saved.port), lambda game: None)
    assert table.game_number == 1 and as_received(table, 0)["game_number"] == 1


def test_a_seat_goes_from_the_final_screen_into_the_new_game_and_plays_a_turn():
    """Ann's window (the seat app) carries on: N on her final screen, the computer agrees,
    the breakdown closes on the new game's first state (its count of actions back at 0) and
    her pass is played in it."""
    players = (Player("Ann"), Player("Bit (easy)", computer="easy"))
    table = HostTable(shuffle_game(players, first=1), [ANN, None])
    finish(table)
    over = table.game

    async def play() -> dict[str, Any]:
        async with hosted(table, computer_pace=0) as (_, base):
            app = SeatApp(f"{base}/seat/{ANN}/ws", remember_colours=False)
            async with app.run_test(size=(100, 30)) as pilot:
                await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the final breakdown")
                again = app.screen.query_one("#score-again", Static)
                await until(pilot, lambda: "N: play again" in str(again.content), "how to play again")
                assert "Play again" in footer_keys(app)
                await pilot.press("n")
                await until(pilot, lambda: table.game is not over and app.state["game_number"] == 2, "the new game")
                await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "the breakdown closed")
                await until(pilot, lambda: SeatKey.PASS_TURN in app.state["keys"], "Ann's turn")
                assert app.state["actions"] == 0 and app.state["view"].outcome is None
                await pilot.press("ctrl+p")
                await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the pass asked first")
                await pilot.press("enter")
                await until(pilot, lambda: len(table.game.actions) >= 1, "Ann's pass played")
                await until(pilot, lambda: app.state["actions"] >= 1, "the pass drawn")
                return app.state

    state = asyncio.run(play())
    # Bit started game 1: Ann starts game 2 (S15), and the first play of it is her pass.
    assert table.game.options.get("first", 0) == 0 and type(table.game.actions[0]).__name__ == "Pass" and state["game_number"] == 2


def test_a_seats_final_screen_says_whom_the_table_still_waits_for_as_each_person_asks():
    """Ann's line said "It starts once Bob asks too" after Bob had asked: it was drawn once,
    as the breakdown opened."""
    table = ann_and_bob_over()

    async def look() -> list[str]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            lines = []
            for asking in (None, 1):
                if asking is not None:
                    table.intent(asking, AGAIN)
                await app.show(as_received(table, 0))
                await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the final breakdown")
                await pilot.pause()
                lines.append(str(app.screen.query_one("#score-again", Static).content))
            return lines

    before, bob_asked = asyncio.run(look())
    assert before.startswith("N: play again, same seats and links. It starts once Bob asks too.")
    assert bob_asked == "N: play again, same seats and links. Everyone else has asked. Bob plays first (the first seat moves on each game)."


def test_a_seat_works_out_whom_the_table_waits_for_from_who_asked():
    """The host sent both who asked (seats) and whom it waited for (names): it sends who asked,
    and the seat names the people who have not (a computer always agrees), as the host does."""
    from wordcards.remote.play_again import seat_again_line

    players = (Player("Ann"), Player("Bit (easy)", computer="easy"), Player("Bob"), Player("Cy"))
    table = HostTable(shuffle_game(players), [ANN, None, BOB, "c" * 22])
    finish(table)
    table.intent(3, AGAIN)
    assert "waiting" not in as_received(table, 0)["again"]
    assert seat_again_line(as_received(table, 0)) == "N: play again, same seats and links. It starts once Bob asks too. Bit (easy) plays first (the first seat moves on each game)."
    assert seat_again_line(as_received(table, 3)) == "You asked to play again; waiting for Ann and Bob (N takes it back). Bit (easy) plays first (the first seat moves on each game)."
    assert table.waiting_line() == "Waiting for Ann and Bob to ask for another game (N on their final screen)."


class GatedPool:
    """A review's ``map`` that answers every question only once ``gate`` is set, closed or
    not: a review of game 1 still being made as the table plays again."""

    def __init__(self) -> None:
        self.asked, self.gate, self.closed = threading.Event(), threading.Event(), threading.Event()

    def map(self, answer: Callable[[Any], Any], jobs: Iterable[Any]) -> Iterator[Any]:
        questions = list(jobs)
        self.asked.set()
        if not self.gate.wait(60):
            raise AssertionError("never let through")
        for question in questions:
            yield answer(question)

    def close(self) -> None:
        self.closed.set()


def test_a_review_of_the_old_game_finished_after_the_table_played_again_is_dropped():
    """Ann's review of game 1, still being made as game 2 was dealt, was kept as game 2's
    (and its progress moved game 2's bar): its pool is closed as the game changes, and
    what it finds is dropped."""
    table = ann_and_bob_over()
    pool = GatedPool()

    async def play() -> None:
        async with hosted(table, review_pool=lambda: pool) as (host, base), aiohttp.ClientSession() as session:
            async with session.ws_connect(f"{base}/seat/{ANN}/ws", params=seat_query()) as ann, session.ws_connect(
                f"{base}/seat/{BOB}/ws", params=seat_query()
            ) as bob:
                await ann.receive_json(timeout=60)
                await ann.send_json({"type": "key", "key": SeatKey.REVIEW, "progress": True})
                assert await asyncio.to_thread(pool.asked.wait, 60)
                await ann.send_json(AGAIN)
                await bob.send_json(AGAIN)
                await until_true(lambda: table.game_number == 2)
                assert pool.closed.is_set()  # as game 2 was dealt
                pool.gate.set()  # a review that answers on: what it found is dropped all the same
                await asyncio.gather(*host._searches)  # the old review's task, ended
                assert table.reviews == {} and table.seats[0].review_out is None

    run(play())


async def until_true(condition: Callable[[], bool]) -> None:
    for _ in range(6000):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never came")


def test_a_late_ask_of_the_game_before_is_dropped_quietly_in_the_next_game():
    """A double-tapped N, or a take-back, that came just after the last ask was refused with
    "The game is not over yet" on the new game's first screen."""
    table = ann_and_bob_over()
    table.intent(0, {**AGAIN, "game": 1})
    table.intent(1, {**AGAIN, "game": 1})
    assert table.game_number == 2
    for late in ({**AGAIN, "game": 1}, {**TAKEN_BACK, "game": 1}):
        assert not table.intent(0, late)
        assert "message" not in as_received(table, 0)
    table.intent(0, {**AGAIN, "game": 2})  # of this game, before it is over: refused as before
    assert as_received(table, 0)["message"]["text"] == "The game is not over yet: play it to the end first."


def test_a_seats_ask_names_the_game_its_screen_showed():
    table = ann_and_bob_over()

    async def ask() -> list[Any]:
        async with seat_app_alone((100, 30)) as (app, pilot, sent):
            await app.show(as_received(table, 0))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the final breakdown")
            await pilot.press("n")
            await until(pilot, lambda: bool(sent), "the ask sent")
            table.intent(0, sent[-1])
            state = as_received(table, 0)
            assert "message" not in state  # said once: the final screen's line says it (and whom it waits for)
            await app.show(state)
            await pilot.pause()
            assert "Take back play again" in footer_keys(app) and "Play again" not in footer_keys(app)
            return list(sent)

    assert asyncio.run(ask())[-1] == {**AGAIN, "asked": True, "game": 1}


def test_the_next_game_waits_for_a_person_who_asked_and_then_closed_their_screen():
    """Bob asked, then closed his terminal: Ann's ask started game 2 with him counted as
    there (the computer played, a match's clock ran)."""
    players = (Player("Ann"), Player("Bit (easy)", computer="easy"), Player("Bob"))
    table = HostTable(shuffle_game(players), [ANN, None, BOB])
    table.connected(0, True)
    table.connected(2, True)
    finish(table)
    table.intent(2, AGAIN)
    table.connected(2, False)
    table.intent(0, AGAIN)
    assert table.game_number == 2 and table.game.current == 1  # Bit plays first in game 2
    assert table.not_joined() == [2] and not table.computer_due()
    table.connected(2, True)
    assert table.not_joined() == [] and table.computer_due()


def test_a_rummy_match_played_again_keeps_its_variant_and_length():
    from wordcards.engine.rummy import RummyMatch

    players = (Player("Ann"), Player("Bit (easy)", computer="easy"))
    over = RummyMatch.new(default_ruleset("rummy"), shared_words(), players, 5, variant="inverse", deals=1)
    table = HostTable(over, [ANN, None])
    finish(table)
    over = table.game
    table.intent(0, AGAIN)
    game = table.game
    assert game is not over and game.options["first"] == 1
    assert {k: v for k, v in game.options.items() if k != "first"} == {k: v for k, v in over.options.items() if k != "first"}
    assert over.options["variant"] == "inverse" and over.options["deals"] == 1


def test_a_final_screen_whose_host_stopped_says_how_to_play_again_not_n():
    """The host stopped after the game: the line under the scores still said "N: play again",
    though N reached no one (it had left the footer) and the seat tries the host no more."""
    from wordcards.remote.play_again import AGAIN_AFTER_THE_HOST_STOPPED

    table = ann_and_bob_over()

    async def look() -> tuple[str, str]:
        async with seat_app_alone((100, 30)) as (app, pilot, _):
            await app.show(as_received(table, 0))
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the final breakdown")
            app.lost(stopped=True)
            await pilot.pause()
            open_then = str(app.screen.query_one("#score-again", Static).content)
            await pilot.press("escape")
            await until(pilot, lambda: not isinstance(app.screen, SeatScoreScreen), "back at the table")
            await pilot.press("ctrl+s")
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the breakdown again")
            await pilot.pause()
            return open_then, str(app.screen.query_one("#score-again", Static).content)

    assert asyncio.run(look()) == (AGAIN_AFTER_THE_HOST_STOPPED, AGAIN_AFTER_THE_HOST_STOPPED)


def test_the_next_game_keeps_the_tables_seats_and_evening_and_starts_all_of_the_game_afresh():
    """Game 2 was dealt by running HostTable.__init__ again on the table, copying back by hand
    what was to be kept: the question numbers started again at 1, so an answer to a list of
    game 1 could be taken as one to game 2's. What is kept and what is fresh is named now."""
    saved: list[Any] = []
    table = HostTable(shuffle_game((Player("Ann"), Player("Bob"))), [ANN, BOB], save=saved.append)
    table.connected(0, True), table.connected(0, True)  # Ann: two screens
    table.connected(1, True)
    finish(table)
    first = winners(table)
    table.intent(1, AGAIN)
    table.connected(1, False)  # Bob asked, then left
    bob_left_at = table.seats[1].quiet_since
    table.offer(1, "Which way?", ["one"], [None], [""])  # what the game over leaves on the seats
    game_1_question = table.seats[1].pending.number  # type: ignore[union-attr]
    table.say(0, "Ann's last answer")
    table.reviews[0] = (len(table.game.actions), [])
    table.seats[0].drawn = ["a card"]
    table.intent(0, AGAIN)
    assert table.game_number == 2 and saved[-1] is table.game
    # Kept: the seats (tokens, screens open), the evening, the numbering of questions.
    assert [seat.token for seat in table.seats] == [ANN, BOB]
    assert [seat.connections for seat in table.seats] == [2, 0] and table.seats[1].quiet_since == bob_left_at
    assert [seat.joined for seat in table.seats] == [True, False]  # Bob is waited for, as in a first game
    assert table.evening == (first,)
    table.offer(0, "Which way?", ["one"], [None], [""])
    assert table.seats[0].pending.number > game_1_question  # type: ignore[union-attr]
    # Fresh: the game and every seat's part in it.
    assert table.seats[1].pending is None and table.seats[0].message is None and table.seats[0].drawn == []
    assert table.reviews == {} and table.again == set() and table.draft is None and table.dealt is None
    assert table.game.actions == () and table.game_number == 2


def test_a_seats_final_breakdown_shows_tonights_games_from_the_first_game_as_the_shared_keyboard_does():
    """The hosted final breakdown showed the evening's board only from game 2, the shared
    keyboard's from game 1 ("Tonight: 1 game"): one rule now, the board under who won."""
    from wordcards.app.widgets.common.evening import EveningBoard
    from wordcards.remote.seat.host_state import game_part

    table = ann_and_bob_over()
    state = as_received(table, 0)

    async def look() -> tuple[str, int, int]:
        async with seat_app_alone((100, 30)) as (app, pilot, _):
            await app.show(state)
            await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "the final breakdown")
            await pilot.pause()
            board = app.screen.query_one(EveningBoard)
            return str(board.content.title), board.parent.children.index(board), game_part(state).SCORE_HEADLINES

    title, place, headlines = asyncio.run(look())
    assert title == "Tonight: 1 game" and place == headlines


def test_a_seat_whose_host_stopped_and_came_back_says_how_to_play_again_once_the_game_ends(monkeypatch):
    """Ctrl+C at the host, then ``host --resume``, before the game's last play: once it was
    over, every seat's final screen said "The host has stopped: once it is resumed ..." (the
    seat kept the host's stop after it came back) and never whom the table waited for."""
    from aiohttp.test_utils import TestServer

    from wordcards.engine.shuffle.actions import HandWord
    from wordcards.remote.play_again import AGAIN_AFTER_THE_HOST_STOPPED
    from wordcards.remote.seat import connection as seat_connection
    from wordcards.remote.server import HostServer

    monkeypatch.setattr(seat_connection, "RETRY_SECONDS", (0.1,))
    start = {"hands": ["SEAT", "DOGEAQR"], "deck": "", "current": 0}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), start, 0)
    game.apply(HandWord("SEAT"))  # Ann's hand played out, the deck empty: her Ctrl+E ends the game (S13)
    table = HostTable(game, [ANN, BOB])

    async def serving(port: int = 0) -> TestServer:
        server = TestServer(HostServer(table, local_base="http://127.0.0.1", computer_pace=0).make_app(), host="127.0.0.1", port=port)
        await server.start_server()
        return server

    async def play() -> str:
        server = await serving()
        port = server.port  # closing the server forgets it
        app = SeatApp(f"ws://127.0.0.1:{port}/seat/{ANN}/ws", remember_colours=False)
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: app.state is not None and SeatKey.END_TURN in app.state["keys"], "Ann's turn")
            await server.close()  # Ctrl+C: the host says it stops
            await until(pilot, lambda: app.client is None and app.host_stopped, "the host stopped")
            server = await serving(port)  # host --resume: the same table, the same link
            try:
                await until(pilot, lambda: app.client is not None and app.away is None, "the host back")
                await app.send({"type": "key", "key": SeatKey.END_TURN})

                def again() -> str:  # the line under the final breakdown, once it is drawn
                    lines = app.screen.query("#score-again") if isinstance(app.screen, SeatScoreScreen) else []
                    return "".join(str(line.content) for line in lines)

                await until(pilot, lambda: again() != "", "how to play again, under the final breakdown")
                return again()
            finally:
                await server.close()

    line = run(play())
    assert line != AGAIN_AFTER_THE_HOST_STOPPED
    assert line.startswith("N: play again, same seats and links. It starts once Bob asks too.")


def test_the_asks_to_play_again_are_kept_over_a_resume_of_the_finished_game(tmp_path, monkeypatch):
    """Bob pressed N, then the host was stopped and resumed (``host --resume`` serves the
    finished game again): the console and Bob's screen waited for him to ask again. The
    asks are saved with the game, as they change, and the table carries them on."""
    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    hosted_game = store.HostedGame(shuffle_game((Player("Ann"), Player("Bob"))), (ANN, BOB), None, None, "127.0.0.1", 8765)
    table: HostTable = host_table(hosted_game, lambda game: store.write(hosted_now(hosted_game, table)))
    finish(table)
    table.intent(1, AGAIN)  # no more is saved after: the host stops with Ctrl+C (or is killed)
    saved = store.read(finished=True)
    assert saved is not None
    resumed = host_table(hosted_carried_on(saved, shared_words(), saved.tokens, saved.address, saved.port), lambda game: None)
    assert resumed.waiting_line() == "Waiting for Ann to ask for another game (N on their final screen)."
    assert as_received(resumed, 1)["again"]["asked"] == [1]
    resumed.intent(0, AGAIN)
    assert resumed.game_number == 2 and not resumed.game.is_over


@pytest.mark.parametrize(
    ("again", "kept"),
    [(None, []), ("2", []), ({"2": True}, []), ([2, 2], [2]), ([1, True, 5, -1, 2.0, "0", 2], [2])],
)
def test_a_finished_save_with_no_asks_or_malformed_ones_keeps_only_peoples_asks(tmp_path, monkeypatch, again, kept):
    """A save of before has no asks (every person is waited for); of a damaged one only the
    seats of people at the table are kept (a computer always agrees: it never asks)."""
    import json

    monkeypatch.setenv("WORDCARDS_DATA_DIR", str(tmp_path))
    players = (Player("Ann"), Player("Bit (easy)", computer="easy"), Player("Bob"))
    hosted_game = store.HostedGame(shuffle_game(players), (ANN, None, BOB), None, None, "127.0.0.1", 8765)
    finish(host_table(hosted_game, lambda game: None))
    store.write(hosted_game)
    data = json.loads(store.finished_path().read_text(encoding="utf-8"))
    assert "again" not in data["host"]  # no one asked: nothing written
    if again is not None:
        data["host"]["again"] = again
    store.finished_path().write_text(json.dumps(data), encoding="utf-8")
    saved = store.read(finished=True)
    assert saved is not None
    resumed = host_table(hosted_carried_on(saved, shared_words(), saved.tokens, saved.address, saved.port), lambda game: None)
    assert as_received(resumed, 0)["again"]["asked"] == kept


def test_an_unfinished_game_carries_no_asks_to_play_again():
    """Asks are of a game over: a save of one not over that names some (damaged) asks none."""
    from wordcards.remote.kept_beside import KeptBeside

    table = HostTable(shuffle_game((Player("Ann"), Player("Bob"))), [ANN, BOB], saved=KeptBeside(again=(1,)))
    assert table.again == set()
