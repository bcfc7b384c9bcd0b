"""L on a seat's final breakdown: the whole log of the game, as the seat showed it, with
the shared keyboard's whole-log screen (its keys and footer); only where the shared
keyboard has it, after the game (not between rummy hands)."""

from __future__ import annotations

import asyncio

from remote_support import as_received, footer_keys, hand_over, seat_on_the_breakdown, settle, shared_words
from screen_text import screen_text
from test_seat_app import until
from test_seat_review import finished

from wordcards.ai import choose_action
from wordcards.app.screens.whole_log import WholeLogScreen
from wordcards.engine.players import Player
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame
from wordcards.remote.seat.host_state import table_rules
from wordcards.remote.seat.score_screen import SeatScoreScreen
from wordcards.remote.game_parts import seat_part
from wordcards.remote.table import HostTable
from wordcards.rulesets import default_ruleset


def finished_shuffle() -> HostTable:
    """A Shuffle game of two, played to its end by the engine alone, at a host."""
    game = ShuffleGame.new(default_ruleset("shuffle"), shared_words(), (Player("Ann"), Player("Bob")), 190)
    while not game.is_over:
        game.apply(choose_action(game, game.current, "easy", rng(game.seed, "test", len(game.actions))))
    return HostTable(game, ["ann", "bob"])


def shown(app) -> str:
    return " ".join(screen_text(app).split())


async def read_the_whole_log(state: dict) -> None:
    """On the breakdown of ``state`` (a game over), L, the whole log read, Esc."""
    lines = seat_part(state["game"]).log_lines(state["view"], table_rules(state))
    async with seat_on_the_breakdown(state, size=(100, 30)) as (app, pilot, sent):
        assert "Log" in footer_keys(app)
        await pilot.press("l")
        await until(pilot, lambda: isinstance(app.screen, WholeLogScreen), "the whole log")
        await settle(app, pilot)
        assert app.screen.lines == tuple(lines) and "The game's log" in shown(app)
        assert " ".join(lines[0].split()) in shown(app)  # from its first line
        assert "Close" in footer_keys(app)  # the shared keyboard's keys
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, SeatScoreScreen), "back to the breakdown")
        assert not sent  # nothing asked of the host


def test_l_on_a_seats_final_breakdown_shows_the_whole_log_as_the_seat_showed_it():
    """The seat's breakdown showed only how the game ended, and its log panel the last
    lines: L (in the footer) opens the whole log from its first line, Esc goes back. Not
    between rummy hands, where the shared keyboard has no L."""
    for table in (finished(), finished_shuffle()):
        asyncio.run(read_the_whole_log(as_received(table, 0)))

    # Between rummy hands, as at the shared keyboard (its score there has no L): not in the
    # footer, and pressed, nothing opens.
    state = as_received(hand_over(), 0)

    async def between_hands():
        async with seat_on_the_breakdown(state) as (app, pilot, _):
            assert "Log" not in footer_keys(app) and "What could I have played?" in footer_keys(app)
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, SeatScoreScreen)

    asyncio.run(between_hands())


def test_the_whole_log_on_a_seat_says_when_the_host_is_away():
    """It covers the status line, as the review does: a line on top says the host stopped."""
    state = as_received(finished(), 0)

    async def look():
        async with seat_on_the_breakdown(state) as (app, pilot, _):
            await pilot.press("l")
            await until(pilot, lambda: isinstance(app.screen, WholeLogScreen), "the whole log")
            app._host_away("The game is over, and the host has stopped.")
            await until(pilot, lambda: "the host has stopped" in shown(app), "the host away on top")

    asyncio.run(look())
