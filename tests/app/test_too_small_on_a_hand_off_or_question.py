"""The hand-off and the unfinished-game question show the too-small notice as the setup and
the turn screens do: at 40x12 their boxes were cut, with no word of the size needed. Once
the terminal is large enough they are shown again, and act: not before. Behind the notice
their keys are held (a blind Enter showed Ann's hand on enlarging, with no hand-off between;
a blind n started a new game), and act once the screen is seen again."""

from __future__ import annotations

from drivers import keys, past_the_handoff, settle, until, until_the_handoff_acts
from screen_text import screen_text
from tests_app_support import app_over_an_unfinished_rummy

NOTICE = "Make the terminal"


async def notice_then_shown(app, pilot, title: str) -> None:
    """At 40x12 the notice in place of ``title``; at 100x30 ``title``, and no notice."""
    await settle(app, pilot)
    shown = screen_text(app)
    assert NOTICE in shown and "(it is 40x12)" in shown and title not in shown
    await pilot.resize_terminal(100, 30)
    await settle(app, pilot)
    shown = screen_text(app)
    assert title in shown and NOTICE not in shown


async def test_the_hand_off_says_the_terminal_is_too_small_then_shows_again(new_app):
    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(40, 12)) as pilot:
        await until_the_handoff_acts(app, pilot)
        handoff = app.screen
        await settle(app, pilot)
        assert "Show my hand" not in screen_text(app)  # the footer offers no Enter behind the notice
        await keys(app, pilot, "enter")
        await keys(app, pilot, "enter")
        assert app.screen is handoff  # held: no hand opens unseen
        await notice_then_shown(app, pilot, "Pass to Ann")
        assert app.screen is handoff and "Show my hand" in screen_text(app)
        await past_the_handoff(app, pilot)
        assert app.screen.name == "turn"


async def test_the_unfinished_game_question_says_the_terminal_is_too_small_then_shows_again(new_app, words):
    app = app_over_an_unfinished_rummy(new_app, words)
    async with app.run_test(size=(40, 12)) as pilot:
        await until(app, pilot, lambda: app.screen.name == "unfinished" and app.screen.grace_over, "the question")
        question = app.screen
        for key in ("n", "r", "q", "escape"):
            await keys(app, pilot, key)
            assert app.screen is question and app.return_code is None, key  # held: no answer given blind
        await notice_then_shown(app, pilot, "Unfinished game")
        await keys(app, pilot, "r")
        await until(app, pilot, lambda: app.screen.name == "handoff", "the resumed game's hand-off")
        assert app.session.kind == "rummy"


async def test_enter_on_the_hand_off_as_the_terminal_grows_back_opens_the_hand(new_app):
    """Textual tells the screens of a new size a moment after the app: an Enter typed just
    after the terminal grew back came first, behind the notice still up, and was dropped
    (the box already showing). The app fits the hand-off at once, as the turn screen."""
    from textual import events
    from textual.geometry import Size

    app = new_app("rummy", "--players", "Ann,Bob", "--seed", "1")
    async with app.run_test(size=(40, 12)) as pilot:
        await until_the_handoff_acts(app, pilot)
        await settle(app, pilot)
        assert NOTICE in screen_text(app)
        # As the terminal tells it: the app's Resize, then the key, with no wait between.
        app.post_message(events.Resize(Size(100, 30), Size(100, 30)))
        await keys(app, pilot, "enter")
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn the hand-off opens")
