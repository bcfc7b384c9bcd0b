"""The footer shows the keys of the position on screen from the first frame that shows it.

Textual's footer composes its keys after the screen is drawn: after a play the table showed
the word played while the footer still offered "^p Pass (draw 1)", a key that no longer
applies, for most of a second on a busy machine (play-test h41)."""

from __future__ import annotations

from drivers import footer_shown, keys, past_the_handoff


async def test_the_first_frame_after_a_play_offers_no_pass(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob,Cy,cpu:hard", "--seed", "1")
    async with app.run_test(size=(100, 30)) as pilot:
        await past_the_handoff(app, pilot)
        assert "Pass (draw 1)" in footer_shown(app)
        play = app.session.game.legal_plays("word", limit=1)[0]
        await keys(app, pilot, *play.word.lower())
        turn = app.screen
        drawn: list[list[str]] = []  # the footer's keys at each frame laid out after the Enter
        turn.screen_layout_refresh_signal.subscribe(turn, lambda _: drawn.append(list(footer_shown(app))), immediate=True)
        await keys(app, pilot, "enter")
        assert app.session.game.view(0).turn_plays, "the word was played"
        assert drawn, "the play was drawn"
        assert "Pass (draw 1)" not in drawn[0] and "End turn" in drawn[0], drawn[0]  # drawn[0] held Pass
