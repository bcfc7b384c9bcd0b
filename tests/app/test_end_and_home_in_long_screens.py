"""End and Home on the help and the rules (and every screen whose body scrolls) go there at
once. Play-test r34a, at 64x20 after the terminal had been 40x12: Ctrl+R, End, and the view
stopped at the last letter band's header, its lines and the deck's total unseen; a second
End showed them (the help was a line short). Textual glided there over a second, and what
the player read meanwhile was short of the end."""

from __future__ import annotations

from drivers import keys, past_the_handoff, settle, typed, until
from screen_text import screen_text

from wordcards.app.widgets.common.scrolled import ScrolledBody

LAST_LINES = {  # the last line of each screen's text at 64x20, and the key that opens it
    "ctrl+r": "on the table, -5 in hand.",
    "question_mark": "the rules as played).",
}


async def nose_played_after_a_small_terminal(app, pilot) -> None:
    """The play-test's steps: 80x24, 40x12 on the hand-off, 64x20, Enter, NOSE (the hand-off
    holds Enter behind its too-small notice)."""
    await settle(app, pilot)
    await pilot.resize_terminal(40, 12)
    await settle(app, pilot)
    await pilot.resize_terminal(64, 20)
    await past_the_handoff(app, pilot)
    await until(app, pilot, lambda: "Hand" in screen_text(app), "the turn shown at 64x20")
    await keys(app, pilot, *typed("nose"))
    assert app.session.game.actions, "NOSE was not played"


async def test_end_on_the_rules_and_the_help_shows_their_last_line_at_once(new_app):
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "9")
    async with app.run_test(size=(80, 24)) as pilot:
        await nose_played_after_a_small_terminal(app, pilot)
        for key, last_line in LAST_LINES.items():
            await keys(app, pilot, key)
            body = app.screen.query_one(ScrolledBody)
            assert body.max_scroll_y > 0 and last_line not in screen_text(app)
            tops: list[float] = []

            def seen(top: float) -> None:
                tops.append(top)

            app.screen.watch(body, "scroll_y", seen, init=False)  # every top line the view shows
            await keys(app, pilot, "end")
            await until(app, pilot, lambda: body.scroll_y == body.max_scroll_y, "the end")
            assert tops == [body.max_scroll_y], f"End stopped on the way: {tops[:3]}..."
            assert last_line in screen_text(app)
            await keys(app, pilot, "home")
            await until(app, pilot, lambda: body.scroll_y == 0, "the top")
            assert tops[1:] == [0], f"Home stopped on the way: {tops[1:4]}..."
            await keys(app, pilot, "escape")
