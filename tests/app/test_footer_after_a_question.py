"""The footer of a screen a question closed over shows the screen's keys from the first frame
drawn. Under the question it shows only the keys that still act (Quit); when the question
closed, the screen was drawn with that footer until the footer caught up a refresh or two
later (a play-tester sampled " ^c Quit" alone in 1 of 4 looks during the computer's turns,
after the discard's question)."""

from __future__ import annotations

import inspect

from drivers import footer_shown, keys, past_the_handoff, until

from wordcards.app.screens.footer_keys import FooterKeysAtOnce
from wordcards.app.screens.turn import TurnScreen


async def test_the_turn_footer_as_the_discard_question_closes_shows_every_key_that_acts(new_app, monkeypatch):
    app = new_app("rummy", "--variant", "inverse", "--players", "Ann,cpu:normal", "--seed", "10")
    resumed = FooterKeysAtOnce.on_screen_resume
    on_resume: list[list[str]] = []  # the footer once the screen has taken its resume, before it is drawn

    async def watched(screen) -> None:
        done = resumed(screen)
        if inspect.isawaitable(done):
            await done
        if isinstance(screen, TurnScreen):
            on_resume.append(list(footer_shown(app)))

    monkeypatch.setattr(FooterKeysAtOnce, "on_screen_resume", watched)
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        await keys(app, pilot, "ctrl+d")
        await keys(app, pilot, "e", "enter")  # E is worth 5: the question asks before it goes
        assert app.screen.name == "confirm"
        under_the_question = list(footer_shown(app))
        on_resume.clear()  # the turn screen's first showing, after the hand-off
        await keys(app, pilot, "enter")  # discarded: the computer's turn
        await until(app, pilot, lambda: app.screen.name == "turn", "the turn screen")
        assert under_the_question == ["Discard", "Keep playing"]
        assert on_resume == [["Quit", "Help", "Rules", "Light/dark"]]  # was ["Quit"]
        await keys(app, pilot, "ctrl+q")
        await keys(app, pilot, "y")
