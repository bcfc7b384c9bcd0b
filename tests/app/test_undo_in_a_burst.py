"""Ctrl+Z typed in a burst acts where it was typed: the word it takes back is on the line
before the letters typed after it reach it (turn.py acts_in_order). Through the bindings it
acted only once back at the app, after those letters: Ctrl+Z M left M, not the word and M."""

from __future__ import annotations

from drivers import keys, settle, shuffle_plan, typed


async def line_after(new_app, *, burst: bool) -> tuple[str, int]:
    """The word line and the plays made this turn after Ann plays a word, then Ctrl+Z M,
    in one burst or each key waited for."""
    app = new_app("shuffle", "--players", "Ann,Bob", "--seed", "10")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(app, pilot)
        await keys(app, pilot, "enter")  # Ann's hand-off
        game = app.session.game
        word = shuffle_plan(game).word
        await keys(app, pilot, *typed(word))
        assert len(game.view(game.current).turn_plays) == 1
        if burst:
            await keys(app, pilot, "ctrl+z", "m")
        else:
            await keys(app, pilot, "ctrl+z")
            await keys(app, pilot, "m")
        entry = app.screen.query_one("WordEntry")
        return entry.value, len(game.view(game.current).turn_plays)


async def test_ctrl_z_and_a_letter_typed_fast_put_the_word_back_before_the_letter(new_app):
    slowly = await line_after(new_app, burst=False)
    fast = await line_after(new_app, burst=True)
    assert slowly == ("JUSTM", 0)
    assert fast == slowly
