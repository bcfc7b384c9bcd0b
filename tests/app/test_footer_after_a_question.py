"""The footer of a screen a question closed over shows the screen's keys from the first frame
drawn. Under the question it shows only the keys that still act (Quit); when the question
closed, the screen was drawn with that footer until the footer caught up a refresh or two
later (a play-tester sampled " ^c Quit" alone in 1 of 4 looks during the computer's turns,
after the discard's question)."""

from __future__ import annotations

import asyncio

from drivers import footer_shown, footers_as_resumed, keys, past_the_handoff, settle, until, yes_to_the_question

from wordcards.app.screens import footer_keys
from wordcards.app.screens.footer_keys import FittedFooter


async def test_the_turn_footer_as_the_discard_question_closes_shows_every_key_that_acts(new_app):
    app = new_app("rummy", "--variant", "inverse", "--players", "Ann,cpu:normal", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        on_resume = footers_as_resumed(app.screen)  # the turn screen's footer, before it is drawn
        await keys(app, pilot, "ctrl+d")
        await keys(app, pilot, "e", "enter")  # E is worth 5: the question asks before it goes
        assert app.screen.name == "confirm"
        under_the_question = list(footer_shown(app))
        await yes_to_the_question(app, pilot)  # discarded: the computer's turn
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn screen")
        assert under_the_question == ["Discard", "Keep playing"]
        assert on_resume == [["Quit", "Help", "Rules", "Light/dark"]]  # was ["Quit"]
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")


async def test_the_turn_screen_back_on_top_as_the_app_quits_waits_for_no_footer(new_app, monkeypatch):
    """Quit answered: the turn screen comes back on top as the app closes, its footer
    composed under the question. Nothing more is drawn, and its footer may be pruned before
    it composes: the screen waited up to COMPOSED_WITHIN_SECONDS for it (the quit stalled)."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "10")
    composing = FittedFooter.composed_anew
    waited_for: list[FittedFooter] = []

    async def watched(footer) -> None:
        waited_for.append(footer)
        await composing(footer)

    monkeypatch.setattr(FittedFooter, "composed_anew", watched)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn screen")
        turn = app.screen
        await keys(app, pilot, "ctrl+q")
        assert app.screen is not turn
        turn.refresh_bindings()  # as a computer's play does: the footer composed under the question
        await settle(app, pilot)
        assert turn.query_one(FittedFooter).composed_under_another
        waited_for.clear()
        await keys(app, pilot, "y")
        await until(app, pilot, lambda: not app.is_running, "the app closed")
    assert app.return_code == 0
    assert waited_for == []  # was the turn screen's footer


async def test_a_footer_composed_anew_waits_no_more_once_the_app_closes(new_app, monkeypatch):
    """A screen waits for its footer as the app closes (Ctrl+C on a seat as a question
    closes): the wait looks whether the app closes, and ends then, not after
    COMPOSED_WITHIN_SECONDS."""
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn screen")
        footer = app.screen.query_one(FittedFooter)
        with monkeypatch.context() as patched:
            patched.setattr(footer_keys, "COMPOSED_WITHIN_SECONDS", 3600.0)  # only the app's closing ends the wait
            patched.setattr(footer, "call_later", lambda *_: True)  # taken, never run: a footer pruned meanwhile
            patched.setattr(type(app), "return_code", property(lambda _: 0))  # closing, as exit() says
            # Returns at once; without the check it waited the hour (the guard, far short of
            # it, only keeps a failing run from hanging: it measures nothing).
            await asyncio.wait_for(footer.composed_anew(), timeout=60)
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")


async def test_the_unfinished_game_question_shows_its_keys_in_the_footer_and_a_click_answers(new_app, words):
    """A play-tester: every screen shows its keys but the unfinished game's question, whose
    footer row was blank. Its answers show (r only where the game can be resumed), and
    clicking one answers as its key does."""
    from tests_app_support import app_over_an_unfinished_rummy

    app = app_over_an_unfinished_rummy(new_app, words)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished" and app.screen.grace_over, "the question")
        await settle(app, pilot)
        assert footer_shown(app) == {"Resume": "r", "New game": "n", "Quit": "q", "Light/dark": "f2"}
        new_game = next(key for key in app.screen.query("FooterKey") if key.description == "New game")
        await pilot.click(new_game)
        await until(app, pilot, lambda: app.screen.name == "handoff", "the new game's hand-off")
        assert app.session.game.players[0].name == "Ann"
